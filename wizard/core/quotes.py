"""A vendor's quote sheet (CSV): the prices IT staff were quoted, as price overrides for every request.

    gpu,price,currency
    rtx-4090,14999,CNY
    NVIDIA RTX PRO 6000 Blackwell Workstation Edition,"8,565",USD

`gpu` is a catalog id or the card's name as the catalog or a driver writes it; `price` one card's
price (thousands separators and a currency sign are allowed); `currency` CNY, USD or EUR. Column
names may be Chinese too (显卡 or 型号, 单价 or 价格, 货币 or 币种), and the file UTF-8 (with or
without the byte-order mark Excel writes) or GB18030, which Excel on Chinese Windows saves CSV in.
A card quoted twice (two vendors' sheets pasted together) takes its lowest price.

    quotes = read_quotes("vendor.csv")                 # raises DataFileError naming the row and column
    profile = with_quotes(profile, quotes)            # in the profile's currency; its own quotes win
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from wizard.core.catalog import load_catalog, match_gpu_candidates, name_pairs, read_bytes
from wizard.core.catalog_models import Catalog
from wizard.core.errors import DataFileError, suggestions
from wizard.core.money import currency, load_rates
from wizard.core.profile import Currency, Profile

MAX_BYTES = 5_000_000  # a quote sheet is a few hundred rows; anything this big is another file

# Accepted column names, lower-cased, for each column (English first: the one error messages name).
COLUMNS: dict[str, tuple[str, ...]] = {
    "gpu": ("gpu", "card", "id", "name", "model", "显卡", "型号", "名称"),
    "price": ("price", "unit price", "price per card", "单价", "价格", "报价"),
    "currency": ("currency", "货币", "币种"),
}


@dataclass(frozen=True)
class Quote:
    """One card's quoted price, per card, in `currency`; `row` is its row in the sheet (header = 1)."""

    gpu_id: str
    price: float
    currency: Currency
    row: int


def read_quotes(path: str | Path, catalog: Catalog | None = None) -> list[Quote]:
    p = Path(path)
    return parse_quotes(read_bytes(p, MAX_BYTES, "sheet_too_large"), str(p), catalog)


def _text(raw: bytes, name: str) -> str:
    if b"\x00" in raw[:4096]:
        raise DataFileError.problem(name, "binary_sheet")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            return raw.decode("gb18030")  # Excel "CSV" on Chinese Windows
        except UnicodeDecodeError as exc:
            raise DataFileError.problem(name, "not_utf8", byte=exc.start) from None


def parse_quotes(raw: bytes, name: str, catalog: Catalog | None = None) -> list[Quote]:
    """The quotes in a CSV sheet; DataFileError names the row and column of the first problem."""
    text = _text(raw, name)
    if not text.strip():
        raise DataFileError.problem(name, "empty")
    text = text.replace("\r\n", "\n").replace("\r", "\n")  # old Mac line ends, as csv wants them
    try:
        rows = list(csv.reader(io.StringIO(text)))
    except csv.Error as exc:  # e.g. a NUL byte inside a field
        raise DataFileError.problem(name, "bad_csv", detail=str(exc)) from None
    # "Price (per card)", "单价（元）": a note in brackets after the name is ignored
    header = [re.split(r"[(（]", h, maxsplit=1)[0].strip().lower() for h in rows[0]]
    where: dict[str, int] = {}
    for key, names in COLUMNS.items():
        found = next((i for i, h in enumerate(header) if h in names), None)
        if found is not None:
            where[key] = found
    missing = [key for key in COLUMNS if key not in where]
    if missing:
        raise DataFileError.problem(name, "quote_columns", columns=", ".join(missing))
    cat = catalog or load_catalog()
    pairs = name_pairs(cat.gpus)
    ids = {g.id for g in cat.gpus}
    best: dict[str, Quote] = {}
    for number, cells in enumerate(rows[1:], start=2):
        if not any(c.strip() for c in cells):
            continue  # a blank line between blocks of a pasted sheet

        def cell(key: str, cells: list[str] = cells) -> str:
            i = where[key]
            return cells[i].strip() if i < len(cells) else ""

        q = Quote(_gpu(cell("gpu"), ids, pairs, name, number), _price(cell("price"), name, number),
                  _currency(cell("currency"), name, number), number)
        if q.gpu_id not in best or _usd(q) < _usd(best[q.gpu_id]):
            best[q.gpu_id] = q
    return list(best.values())


def _usd(q: Quote) -> float:
    """For comparing two quotes of one card in different currencies (the bundled rates suffice)."""
    return q.price / load_rates().per_usd[q.currency]


def _gpu(value: str, ids: set[str], pairs: list[tuple[str, str]], name: str, row: int) -> str:
    if not value:
        raise DataFileError.problem(name, "missing", None, "gpu", row=row)
    if value in ids or value.lower() in ids:
        return value.lower()
    hits = match_gpu_candidates(value, pairs)
    if len(hits) == 1:
        return hits[0]
    if len(hits) > 1:
        raise DataFileError.problem(name, "ambiguous_gpu", None, "gpu", row=row, value=repr(value),
                                    ids=", ".join(hits))
    raise DataFileError(name, f"unknown GPU id {value!r}", None, "gpu", code="unknown_gpu",
                        params={"value": repr(value)}, suggestions=suggestions(value, ids), row=row)


def _price(value: str, name: str, row: int) -> float:
    # "¥14,999", "$8,565.00", "14 999": signs, spaces and thousands separators are what a sheet shows
    cleaned = re.sub(r"[\s,¥$€]|CNY|USD|EUR|RMB|元", "", value, flags=re.IGNORECASE)
    try:
        price = float(cleaned)
    except ValueError:
        raise DataFileError(name, "Input should be a number", None, "price", code="number",
                            got=repr(value), row=row) from None
    if not 0 < price < 1e9:  # also NaN and infinity
        raise DataFileError(name, "Input should be greater than 0", None, "price", code="greater_than",
                            params={"limit": 0}, got=repr(value), row=row)
    return price


def _currency(value: str, name: str, row: int) -> Currency:
    code = {"RMB": "CNY", "¥": "CNY", "$": "USD", "€": "EUR", "人民币": "CNY", "美元": "USD", "欧元": "EUR"}.get(
        value.strip().upper(), value.strip().upper())
    try:
        return Currency(code)
    except ValueError:
        expected = "'CNY', 'USD' or 'EUR'"
        raise DataFileError(name, f"Input should be {expected}", None, "currency", code="one_of",
                            params={"expected": expected}, got=repr(value), row=row) from None


def quote_prices(profile: Profile, quotes: Sequence[Quote]) -> dict[str, float]:
    """Each quoted card's price in the profile's currency (at the profile's or the bundled rates)."""
    return prices_in(quotes, currency(profile), profile.exchange_rates)


def prices_in(quotes: Sequence[Quote], target: Currency, rates: Mapping[Currency, float] | None = None
              ) -> dict[str, float]:
    """Each quoted card's price in `target`, at `rates` (units per US dollar) where given, else the
    bundled ones: for the app's budget page, whose answers may not make a whole profile yet."""
    bundled = load_rates().per_usd

    def per_usd(cur: Currency) -> float:
        return (rates or {}).get(cur) or bundled[cur]

    return {q.gpu_id: round(q.price / per_usd(q.currency) * per_usd(target), 2) for q in quotes}


def with_quotes(profile: Profile, quotes: Sequence[Quote]) -> Profile:
    """The profile with the sheet's prices as price overrides; a quote the profile has itself wins
    (it was made for that request)."""
    if not quotes:
        return profile
    return profile.model_copy(update={"price_overrides": {**quote_prices(profile, quotes),
                                                          **profile.price_overrides}})
