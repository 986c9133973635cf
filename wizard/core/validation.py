"""Validation of answers as the user types them, for inline messages in any front end.

`check_answers(data)` takes the raw answers (a dict in the profile's JSON shape, possibly
incomplete or wrong) and returns the Profile when valid plus coded issues per field. The GUI's
`isComplete()` asks this; it never raises.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from wizard.core.arch import UnknownModelError, profile_arch
from wizard.core.profile import MAX_CONTEXT_TOKENS as MAX_CONTEXT
from wizard.core.profile import MAX_PARAMS_B, MIN_PARAMS_B, Profile
from wizard.core.results import Message
from wizard.core.typed_numbers import number_issue

# Sizes a buyer could mean; outside them the answer is almost surely a typo.
# pydantic's error types for text where a number belongs (wizard.core.typed_numbers reads what it can first).
NUMBER_ERRORS = frozenset({"float_parsing", "int_parsing", "float_type", "int_type", "finite_number", "int_from_float"})
# A number beyond a field's limits, in words by the field: pydantic's "batch_size: Input should be less than or
# equal to 4096" had been shown, in English in the Chinese app too (GUI review, 2026-12-02).
LIMIT_CODES = {"less_than_equal": ("NUMBER_AT_MOST", "le"), "less_than": ("NUMBER_BELOW", "lt"),
               "greater_than_equal": ("NUMBER_AT_LEAST", "ge"), "greater_than": ("NUMBER_ABOVE", "gt")}


@dataclass(frozen=True)
class FieldIssue:
    field: str  # dotted path in the profile, e.g. "budget.amount"
    message: Message


def _issue(where: str, code: str, **params: str | int | float | None) -> FieldIssue:
    return FieldIssue(where, Message(code=code, params=params))


def answers_currency(data: Mapping[str, Any]) -> str:
    """The currency the answers' amounts are in, as written: the budget's, else the answers' own (a budget that
    names none is in it: Profile._budget_in_the_profile_s_currency), else US dollars (Profile.price_currency)."""
    budget = data.get("budget")
    written = budget.get("currency") if isinstance(budget, Mapping) else None
    currency = written if isinstance(written, str) and written else data.get("currency")
    return str(currency) if isinstance(currency, str) and currency else "USD"


def check_answers(data: dict[str, Any]) -> tuple[Profile | None, list[FieldIssue]]:
    issues: list[FieldIssue] = []
    params_b = data.get("params_b")
    if isinstance(params_b, int | float) and not MIN_PARAMS_B <= params_b <= MAX_PARAMS_B:
        issues.append(_issue("params_b", "INVALID_PARAMS_B", low=MIN_PARAMS_B, high=MAX_PARAMS_B))
    budget = data.get("budget")
    if isinstance(budget, dict) and isinstance(budget.get("amount"), int | float) and budget["amount"] <= 0:
        issues.append(_issue("budget.amount", "INVALID_BUDGET"))
    ctx = data.get("context_tokens")
    if isinstance(ctx, int) and not 1 <= ctx <= MAX_CONTEXT:
        issues.append(_issue("context_tokens", "INVALID_CONTEXT", high=MAX_CONTEXT))
    if issues:
        return None, issues
    try:
        profile = Profile.model_validate(data)
    except ValidationError as exc:
        for err in exc.errors(include_url=False):
            field = ".".join(str(p) for p in err["loc"]) or "profile"
            if err["type"] in NUMBER_ERRORS and isinstance(err["input"], str):
                # Text typed in a number field ("abc", "1e999"): said in words, in the user's language,
                # next to the field (pydantic's English, with "params_b:" in front, had been shown); an amount
                # in another currency ("$1,500" with CNY chosen) says so.
                code, params = number_issue(err["input"], answers_currency(data))
                issues.append(FieldIssue(field, Message(code=code, params=params)))
                continue
            limit = LIMIT_CODES.get(err["type"])
            bound = (err.get("ctx") or {}).get(limit[1]) if limit else None
            if limit is not None and isinstance(bound, int | float):
                issues.append(_issue(field, limit[0], limit=int(bound) if float(bound).is_integer() else bound))
                continue
            text = str(err["msg"]).removeprefix("Value error, ")
            issues.append(_issue(field, "INVALID_FIELD", field=field, detail=text))
        return None, issues
    try:
        profile_arch(profile)
    except UnknownModelError as exc:
        return None, [_issue("model", "INVALID_MODEL", model=exc.model_id)]
    if profile.workload.is_llm and profile.model is None and profile.params_b is None and "model" in data:
        return None, [_issue("model", "MISSING_MODEL")]
    return profile, []
