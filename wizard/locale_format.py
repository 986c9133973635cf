"""Numbers, money and dates for English and Simplified Chinese, without Qt.

Used by the command line and any text built from core results, so every front end writes them
the same way. The conventions (documented in docs/GLOSSARY.md, "Numbers, money and dates"):

* Numbers: thousands grouped with "," and "." as the decimal point in both languages — the
  mainland-China convention is the same as the English one (1,234.5). No 万/亿 scaling: spec
  sheets and shop prices are written with digits.
* Money: the currency symbol before the amount, no space: ¥15,000 (CNY), $1,599 (USD),
  €1,234 (EUR), in both languages; a minus sign before the symbol (-¥300). Whole units by default.
  Unknown currency codes follow the amount: "1,234 GBP".
* Dates: ISO 8601 in English (2026-11-30, unambiguous for every reader) and 2026年11月30日 in
  Chinese; a month alone is 2026-11 / 2026年11月.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wizard.core.results import Configuration, Message, Requirement

Translate = Callable[[str, str], str]

CURRENCY_SYMBOLS: dict[str, str] = {"CNY": "¥", "USD": "$", "EUR": "€"}


def _is_chinese(lang: str | None) -> bool:
    return bool(lang) and str(lang).replace("-", "_").lower().startswith("zh")


def format_number(value: float | int | None, lang: str | None = "en", decimals: int = 0) -> str:
    """1234.5 -> "1,235" (decimals=0) or "1,234.5" (decimals=1); None -> "-"."""
    if value is None:
        return "-"
    places = max(0, decimals)
    number = float(value)
    if round(number, places) == 0:
        number = 0.0  # never "-0"
    return f"{number:,.{places}f}"


def format_years(value: float, lang: str | None = "en") -> str:
    """A number of years as the answers give it: 3, 2.5, 0.25 (no ".0", no rounding of a quarter away)."""
    for decimals in (0, 1, 2):
        if round(value, decimals) == round(value, 2):
            return format_number(value, lang, decimals)
    return format_number(value, lang, 2)


def speed_decimals(value: float | None) -> int:
    """Decimals for a speed figure, the same in the app, the report and the command line: none from
    100 up (83 tokens/s... 11,077 Blender points), one from 1 (24.0 TFLOPS), two below (0.43 TFLOPS)."""
    return 0 if value is None or value >= 100 else 1 if value >= 1 else 2


def format_speed(value: float | None, lang: str | None = "en") -> str:
    return format_number(value, lang, speed_decimals(value))


def sentence_separator(lang: str | None) -> str:
    """What goes between two sentences, or a label and its text, joined in code: a space in
    English, nothing in Chinese, whose full stop and colon are full-width and carry their own."""
    return "" if _is_chinese(lang) else " "


def note_separator(lang: str | None) -> str:
    """What goes before a bracketed note joined in code ("¥5,499 (quote)"): a space in English, nothing before
    Chinese full-width brackets ("¥5,499（报价）"; "5090 D （共 3 张）" had one)."""
    return "" if _is_chinese(lang) else " "


def label_colon(lang: str | None) -> str:
    """Between a label and its text: "Warning: ..." / "警告：..." (full-width in Chinese, no space)."""
    return "：" if _is_chinese(lang) else ": "


def speed_unit_text(unit: str, translate: Translate) -> str:
    """A speed unit as the language writes it (Chinese: "token/s", "Blender 分"); TFLOPS is the same
    everywhere. The report and the app both use it, so the two never disagree."""
    from wizard.core.translatable import QT_TRANSLATE_NOOP

    words = {"tokens/s": QT_TRANSLATE_NOOP("report", "tokens/s"),
             "Blender points": QT_TRANSLATE_NOOP("report", "Blender points")}
    return translate("report", words[unit]) if unit in words else unit


def shared_speed_heading(c: Configuration, translate: Translate) -> str:
    """What a speed column's heading adds when the speed is several users' together ("all 4 users
    together"; empty otherwise): a chat server's headline is every sequence's (Configuration.speed_shared_by)."""
    from wizard.core.translatable import QT_TRANSLATE_NOOP

    n = c.speed_shared_by
    return "" if n <= 1 else translate("report", QT_TRANSLATE_NOOP("report", "all {n} users together")).format(n=n)


def shared_speed_text(c: Configuration, lang: str | None, translate: Translate) -> str:
    """The sentence a headline speed shared by several users takes ("That speed is for all 4 users together,
    about 31 each."; empty otherwise). The PDF had read "about 125 tokens/s" for 4 users who each see 31."""
    from wizard.core.translatable import QT_TRANSLATE_NOOP

    n, each = c.speed_shared_by, c.throughput.decode_tokens_per_s
    if n <= 1 or each is None:
        return ""
    return translate("report", QT_TRANSLATE_NOOP(
        "report", "That speed is for all {n} users together, about {each} each.")).format(
        n=n, each=format_speed(each, lang))


def per_watt_scale(unit: str) -> tuple[float, str]:
    """How a speed per watt is shown: TFLOPS per watt as GFLOPS (0.0032 TFLOPS/W had been a chart's axis
    of 0.000-0.006), other units as they are. (factor, unit); the app's charts and the report's alike."""
    return (1000.0, "GFLOPS") if unit == "TFLOPS" else (1.0, unit)


def decimals_for(values: Iterable[float | None], significant: int = 2) -> int:
    """Decimal places that give the largest of `values` `significant` figures, for a column or chart
    of similar numbers written alike: 0.094 and 0.057 -> 3 (not 0.09 and 0.06); 2.8 and 2.75 -> 1."""
    top = max((abs(v) for v in values if v is not None), default=0.0)
    if top <= 0 or not math.isfinite(top):
        return 0
    return max(0, significant - 1 - math.floor(math.log10(top)))


def format_money(amount: float | int | None, currency: str, lang: str | None = "en", decimals: int = 0) -> str:
    """15000, "CNY" -> "¥15,000"; 1599, "USD" -> "$1,599"; None -> "-"."""
    if amount is None:
        return "-"
    code = str(getattr(currency, "value", currency)).upper()
    number = format_number(abs(amount), lang, decimals)
    sign = "-" if amount < 0 and number.strip("0.,") else ""  # no "-¥0"
    symbol = CURRENCY_SYMBOLS.get(code)
    if symbol is None:
        return f"{sign}{number} {code}"
    return f"{sign}{symbol}{number}"


def format_percent(value: float | None, lang: str | None = "en", decimals: int = 0) -> str:
    """0.25 -> "25%" (a fraction, as the core stores shares)."""
    if value is None:
        return "-"
    return f"{format_number(value * 100, lang, decimals)}%"


def _as_date(value: dt.date | dt.datetime | str) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value)[:10])


def format_date(value: dt.date | dt.datetime | str | None, lang: str | None = "en") -> str:
    """2026-11-30 -> "2026-11-30" (en) or "2026年11月30日" (zh_CN); None -> "-"."""
    if value is None:
        return "-"
    d = _as_date(value)
    if _is_chinese(lang):
        return f"{d.year}年{d.month}月{d.day}日"
    return d.isoformat()


def format_month(value: dt.date | dt.datetime | str | None, lang: str | None = "en") -> str:
    """A price date's month: "2026-11" (en) or "2026年11月" (zh_CN)."""
    if value is None:
        return "-"
    d = _as_date(value)
    if _is_chinese(lang):
        return f"{d.year}年{d.month}月"
    return f"{d.year:04d}-{d.month:02d}"


# ---------------------------------------------------------------- core messages with formatted values

MONEY_PARAMS = ("price", "budget", "kept")
# not "depth": llama-bench prints d4096
NUMBER_PARAMS = ("amount", "billions", "need", "have", "watts", "size", "cap", "context", "max", "tokens", "chosen",
                 "fits_context", "fits_sequence", "score", "speed", "low", "high", "suggest")


def localized_params(params: Mapping[str, object], translate: Translate, lang: str | None,
                     currency: str | None = None) -> dict[str, object]:
    """A message's numbers ready for display: money with its symbol and grouping, big numbers grouped.
    Label keys (an OS, a module's form) are left to `render`, which shows them as their translated
    names (messages.LABELLED_PARAMS): two places doing it had drifted apart ("SUPERCHIP")."""
    out: dict[str, object] = dict(params)
    for key, value in params.items():
        if isinstance(value, bool) or value is None:
            continue
        if key in MONEY_PARAMS and isinstance(value, int | float) and currency:
            out[key] = format_money(value, currency, lang)
        elif key in NUMBER_PARAMS and isinstance(value, int | float) and abs(value) >= 1000:
            out[key] = format_number(value, lang, 0 if float(value).is_integer() else 1)
    return out


def render_localized(message: Message, translate: Translate, lang: str | None, currency: str | None = None) -> str:
    """``wizard.core.messages.render`` with values formatted for ``lang`` (see localized_params)."""
    from wizard.core.messages import render

    params = localized_params(message.params, translate, lang, currency)
    text = render(message.model_copy(update={"params": params}), translate)
    return _tidy_chinese(text) if _is_chinese(lang) else text


# A number and its unit stay on one line: the Chinese recommendation had broken as "至少 650 / W。", and the
# app's why-not tab "RTX 5060 Ti 16" over "GB".
_NUMBER_UNIT = re.compile(r"(?<=\d) (?=(?:W|kW|GiB|GB|TB|TB/s|GB/s|TFLOPS|TOPS|tokens?/s|token/s)(?![\w/]))")


def unbroken_units(text: str) -> str:
    """`text` (plain or HTML) with a no-break space between each number and its unit."""
    return _NUMBER_UNIT.sub("\u00a0", text)


def _tidy_chinese(text: str) -> str:
    """No space between a full-width bracket or quote and a Chinese character: a value ending in one, put where
    the template spaces a Latin word ("在 {os} 上"), had read "WSL2（Windows 上的 Linux） 上" (AMD review)."""
    text = re.sub(r"([）」』”])[ \t]+(?=[\u4e00-\u9fff])", r"\1", text)
    return re.sub(r"(?<=[\u4e00-\u9fff])[ \t]+([（「『“])", r"\1", text)


_VENDOR_PREFIXES = ("NVIDIA GeForce ", "NVIDIA ", "AMD Radeon ", "AMD Instinct ", "AMD ", "Intel Arc ", "Intel ")
_LONG_SUFFIXES = (" Workstation Edition", " Generation")


def chart_name(name: str, count: int = 1, limit: int = 24) -> str:
    """A GPU's name as a chart labels it, the same in the app and the report: no vendor prefix, no long
    explanation in brackets, no "Workstation Edition" ("2× RTX PRO 6000 Blackwell", "8× GB200"); cut with
    an ellipsis past `limit` characters. The app had cut names at 16 ("RTX PRO 6000 Bl…") while the
    report dropped the brackets instead."""
    if "(" in name and len(name) > 24:
        name = name.split("(")[0].strip() or name
    for prefix in _VENDOR_PREFIXES:
        if name.startswith(prefix):
            name = name[len(prefix):]
            break
    for suffix in _LONG_SUFFIXES:
        name = name.removesuffix(suffix)
    if len(name) > limit:
        name = name[:limit - 1] + "…"
    return f"{count}× {name}" if count > 1 else name


def model_title(requirement: Requirement, translate: Translate, lang: str | None) -> str | None:
    """The model's name as users read it: a preset's own name, or "Custom 70B model" in their language for
    a size typed in (the core's name for it is English: the Chinese app and report had shown it so)."""
    if requirement.model_id is None and requirement.params_b is not None:
        from wizard.core.results import Message

        size = requirement.params_b
        billions = int(size) if float(size).is_integer() else size
        return render_localized(Message(code="MODEL_CUSTOM", params={"billions": billions}), translate, lang)
    return requirement.model_name
