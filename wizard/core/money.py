"""Prices in the user's currency and the cost of ownership."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from functools import lru_cache

from pydantic import BaseModel, ConfigDict

from wizard.core.catalog import read_document, validate_document
from wizard.core.catalog_models import Gpu
from wizard.core.profile import BudgetScope, Currency, Profile
from wizard.core.results import Message, Param
from wizard.paths import data_path

HOURS_PER_YEAR_DAY = 365.0
# Average draw while working, as a fraction of board power: GPUs under sustained load sit
# near their power limit; 0.8 leaves room for idle phases in a working day (assumption, shown).
LOAD_FACTOR = 0.8


class ExchangeRates(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True, frozen=True)
    date: dt.date
    approximate: bool
    source: str
    per_usd: dict[Currency, float]
    tax_included: dict[Currency, float]  # the sales tax or VAT prices in each currency include (fraction)
    electricity_per_kwh: dict[Currency, float]


@lru_cache(maxsize=1)
def load_rates() -> ExchangeRates:
    node = data_path("exchange_rates.toml")
    return validate_document(ExchangeRates, read_document(node, cache=True), "data/exchange_rates.toml")


def currency(profile: Profile) -> Currency:
    return profile.price_currency()


def per_usd(cur: Currency, rates: Mapping[Currency, float] | None = None) -> float:
    """Units of `cur` per US dollar: the answers' own rate where given, else the bundled one."""
    return (rates or {}).get(cur) or load_rates().per_usd[cur]


def rate(profile: Profile, cur: Currency) -> float:
    return per_usd(cur, profile.exchange_rates)


def converted(amount: float, source: Currency, target: Currency, rates: Mapping[Currency, float] | None = None
              ) -> float:
    """A price written in `source` as the same purchase in `target`: at `rates` (units per US dollar; the
    bundled ones where not given), with the tax prices in each currency include (tax_included) taken out and
    put back. A $1,650 quote is 1,650 x 7.1 x 1.13 yuan, as a $1,650 list price is; converted bare, a card
    quoted in dollars had ranked 13 % cheaper than the same card at the same price unquoted."""
    if source is target:
        return amount
    tax = load_rates().tax_included
    net_usd = amount / (1 + tax[source]) / per_usd(source, rates)
    return net_usd * per_usd(target, rates) * (1 + tax[target])


def unit_price(profile: Profile, gpu: Gpu) -> float | None:
    """One card's price in the profile's currency: the user's quote, else the list price."""
    if gpu.id in profile.price_overrides:
        return profile.price_overrides[gpu.id]
    cur = currency(profile)
    if cur is Currency.CNY and gpu.price_cny is not None:
        return gpu.price_cny  # launched in China at a yuan price, VAT included: no round trip through dollars
    if gpu.price_usd is None:
        return None
    return converted(gpu.price_usd, Currency.USD, cur, profile.exchange_rates)


def price_assumption(profile: Profile) -> Message:
    """How the list prices were turned into the profile's currency (ASSUME_PRICES*), for the assumptions."""
    cur = currency(profile)
    if cur is Currency.USD:
        return Message(code="ASSUME_PRICES_USD", params={})
    params: dict[str, Param] = {"rate": round(rate(profile, cur), 4), "currency": cur.value,
                                "tax": round(load_rates().tax_included[cur] * 100)}
    return Message(code="ASSUME_PRICES_CNY" if cur is Currency.CNY else "ASSUME_PRICES_CONVERTED", params=params)


def budget_for_all_machines(profile: Profile) -> bool:
    """The budget is one sum for several machines: messages then speak of the whole order, which is
    the figure the user typed and the one a purchase request needs."""
    return profile.budget is not None and profile.budget.scope is BudgetScope.TOTAL and profile.machines > 1


def quoted_machines(profile: Profile) -> int:
    """How many machines a budget message speaks for: all of them when one budget covers them, else one."""
    return profile.machines if budget_for_all_machines(profile) else 1


def budget_figures(profile: Profile, price_per_machine: float, budget_per_machine: float,
                   machines: int | None = None) -> tuple[int, int, int]:
    """(price, budget, machines) as a budget message quotes them: the whole order when one budget
    covers several machines (machines > 1), else one machine's (machines == 1). `machines`:
    quoted_machines(profile), given by callers that ask for many prices."""
    n = quoted_machines(profile) if machines is None else machines
    return round(price_per_machine * n), round(budget_per_machine * n), n


def budget_per_machine(profile: Profile) -> float | None:
    if profile.budget is None:
        return None
    if profile.budget.scope is BudgetScope.TOTAL:
        return profile.budget.amount / profile.machines
    return profile.budget.amount


def electricity_price(profile: Profile) -> float:
    if profile.electricity.price_per_kwh is not None:
        return profile.electricity.price_per_kwh
    return load_rates().electricity_per_kwh[currency(profile)]


def energy_cost(profile: Profile, board_power_w: float) -> float:
    """Electricity for the GPUs of one machine over the profile's years."""
    e = profile.electricity
    kwh = board_power_w * LOAD_FACTOR * e.hours_per_day * HOURS_PER_YEAR_DAY * e.years / 1000.0
    return kwh * electricity_price(profile)


def cost_years(profile: Profile) -> list[float]:
    """The times yearly_costs gives the cost at: now, the end of each whole year, and the end of the use when it
    is no whole number of years (2.5 years: 0, 1, 2, 2.5). 2.5 years had been drawn to year 2 under a "Cost over
    2 years" that showed the 2.5-year total (GUI review, 2026-12-02)."""
    years = profile.electricity.years
    whole = [float(y) for y in range(int(years) + 1)]
    return whole if float(years).is_integer() else [*whole, float(years)]


def yearly_costs(profile: Profile, purchase: float | None, board_power_w: float) -> list[float | None]:
    """Cumulative cost at each of cost_years (purchase, then electricity); the last is the cost over the years."""
    at = cost_years(profile)
    per_year = energy_cost(profile, board_power_w) / profile.electricity.years
    if purchase is None:
        return [None] * len(at)
    return [purchase + per_year * y for y in at]
