"""Numbers as people type or paste them: "¥15,000", "1.5万", "12k", "7B", "0,25".

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
# Multipliers people write after an amount: 12k, 1.5万 (ten thousand), 3千.
MONEY_SCALES = {"k": 1e3, "千": 1e3, "万": 1e4, "萬": 1e4}


def currency_marks(text: str) -> tuple[str, set[str]]:
    """`text` without its currency signs and words, and the currency codes they name."""
    found: set[str] = set()
    for mark, code in CURRENCY_MARKS:
        if mark.lower() in text.lower():
            found.add(code)
            text = re.sub(re.escape(mark), "", text, flags=re.IGNORECASE)
    return text, found


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


def typed_number(text: str, kind: NumberKind = NumberKind.PLAIN) -> float | str | None:
    """A field's text as an answer: None when empty, the number when it reads as one, else the text
    itself, so the core's validation names it (NUMBER_EXPECTED) and nothing is guessed."""
    raw = text.strip()
    if not raw:
        return None
    cleaned = SPACES.sub("", raw)
    scale = 1.0
    if kind is NumberKind.MONEY:
        cleaned, _codes = currency_marks(cleaned)
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
