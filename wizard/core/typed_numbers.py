"""Numbers as people type or paste them: "¥15,000", "1.5万", "12k", "7B", "0,25", "15，000".

One reading for every front end and for quote sheets: a number is taken only where its digits say one
thing. "5.499,00" (a German sheet) is 5,499; "5.499" alone (five and a half, or five thousand?) is not
read. The GUI's fields had taken "12k" as text that crashed the quote table, and "0,25" as 25.
"""

from __future__ import annotations

import math
import re
from enum import StrEnum

from wizard.core.profile import CURRENCY_ALIASES, Currency


class NumberKind(StrEnum):
    PLAIN = "plain"  # a count, a size in GB, a price per kWh
    MONEY = "money"  # an amount: currency signs and words, k / 千 / 万 allowed
    PARAMS = "params"  # a model size in billions of parameters: "7B" allowed


# Longest first, so "US$" is removed before "$" and "人民币" before "元".
CURRENCY_MARKS: list[tuple[str, str]] = sorted(
    [*((c.value, c.value) for c in Currency), *CURRENCY_ALIASES.items()], key=lambda m: -len(m[0]))
GROUPED = re.compile(r"\d{1,3}(,\d{3})+(\.\d+)?")  # 14,999 / 8,565.00
GROUPED_EU = re.compile(r"\d{1,3}(\.\d{3})+,\d{1,2}")  # 5.499,00 (German and French sheets)
PLAIN = re.compile(r"\d+(\.\d+)?")  # 14999 / 8565.5
DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")  # 549,99 / 0,25
AMBIGUOUS_DOT = re.compile(r"[1-9]\d{0,2}(\.\d{3})+")  # 5.499: five and a half, or five thousand?
SPACES = re.compile(r"[\s\u00a0\u2009\u202f'_]")
# A Chinese input method's full-width separators and digits, as their ASCII ones: "１５，０００．５".
FULL_WIDTH = str.maketrans("，．０１２３４５６７８９－＋", ",.0123456789-+")
# Multipliers people write after an amount: 12k, 1.5万 (ten thousand), 3千.
MONEY_SCALES = {"k": 1e3, "千": 1e3, "万": 1e4, "萬": 1e4}


def normalized(text: str) -> str:
    """`text` as the readers here take it: no spaces (thin, no-break, apostrophes, underscores) and a Chinese
    input method's full-width digits and separators as ASCII ones."""
    return SPACES.sub("", text.strip().translate(FULL_WIDTH))


def end_marks(text: str) -> tuple[str, set[str]] | None:
    """`text` without the currency signs and words at its start or end ("$1,500", "1500元", "RMB 8,565"), and the
    codes they name; None when a mark sits inside the number ("1$500"), which says no one number."""
    core, found = text, set[str]()
    while True:
        for mark, code in CURRENCY_MARKS:
            if core.lower().startswith(mark.lower()):
                core, found = core[len(mark):], found | {code}
                break
            if core.lower().endswith(mark.lower()):
                core, found = core[:-len(mark)], found | {code}
                break
        else:
            break
    inside = any(mark.lower() in core.lower() for mark, _code in CURRENCY_MARKS)
    return None if inside else (core, found)


def digits_value(cleaned: str, decimal_point_groups: bool = False) -> float | None:
    """The number in digits and separators (no signs or spaces left), or None where it is not one
    number: "14,999", "8,565.00", "5.499,00", "549,99" and "14999" are read; "5,4,9,9" is not, nor
    "5.499" unless `decimal_point_groups` says a dot is a decimal point there (a model size)."""
    if GROUPED.fullmatch(cleaned):
        number = cleaned.replace(",", "")
    elif GROUPED_EU.fullmatch(cleaned):
        number = cleaned.replace(".", "").replace(",", ".")
    elif DECIMAL_COMMA.fullmatch(cleaned):
        number = cleaned.replace(",", ".")
    elif PLAIN.fullmatch(cleaned) and (decimal_point_groups or not AMBIGUOUS_DOT.fullmatch(cleaned)):
        number = cleaned
    else:
        return None
    value = float(number)
    return value if math.isfinite(value) else None


def typed_number(text: str, kind: NumberKind = NumberKind.PLAIN, currency: str | None = None) -> float | str | None:
    """A field's text as an answer: None when empty, the number when it reads as one, else the text
    itself, so the core's validation names it (number_issue) and nothing is guessed. An amount written in
    another currency than `currency` ("$1,500" with CNY chosen) is no number for it: it had been taken as
    ¥1,500, a budget seven times too small."""
    raw = text.strip()
    if not raw:
        return None
    cleaned = normalized(raw)
    scale = 1.0
    if kind is NumberKind.MONEY:
        marked = end_marks(cleaned)
        if marked is None or (currency is not None and marked[1] - {currency}):
            return raw
        cleaned = marked[0]
        unit = cleaned[-1:].lower()
        if unit in MONEY_SCALES and len(cleaned) > 1:
            scale, cleaned = MONEY_SCALES[unit], cleaned[:-1]
    elif kind is NumberKind.PARAMS and cleaned[-1:] in ("b", "B") and len(cleaned) > 1:
        cleaned = cleaned[:-1]  # "7B", as model names write it
    sign = -1.0 if cleaned.startswith("-") else 1.0
    value = digits_value(cleaned.removeprefix("-").removeprefix("+"), decimal_point_groups=kind is not NumberKind.MONEY)
    if value is None:
        return raw
    return sign * value * scale


def number_issue(got: str, currency: str | None = None) -> tuple[str, dict[str, str]]:
    """The message (code, parameters) for text that is no number in a field: CURRENCY_MISMATCH when it is an
    amount in another currency than the answers' (`currency`), else NUMBER_EXPECTED."""
    marked = end_marks(normalized(got))
    if marked is not None and currency is not None and marked[1] - {currency}:
        written = ", ".join(sorted(marked[1] - {currency}))
        return "CURRENCY_MISMATCH", {"got": got[:40], "written": written, "currency": currency}
    if marked is not None and AMBIGUOUS_DOT.fullmatch(marked[0].removeprefix("-")):  # 15.000: 15, or 15,000?
        return "NUMBER_AMBIGUOUS", {"got": got[:40]}
    return "NUMBER_EXPECTED", {"got": got[:40]}
