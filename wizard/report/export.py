"""The shortlist as CSV (for spreadsheets) and JSON (for other tools), written atomically.

    from wizard.report.export import write_csv, write_json
    write_csv(rec, "shortlist.csv", lang="zh_CN")   # raises wizard.atomic.WriteError
    write_json(rec, "shortlist.json", lang="en")

Numbers are plain machine-readable values (dot decimal, no grouping, no currency symbol; the
currency is its own column); message columns are text in `lang`. CSV is UTF-8 with a byte-order
mark so Excel opens Chinese text correctly.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from wizard.atomic import write_text
from wizard.core.messages import label
from wizard.core.money import cost_years
from wizard.core.profile_io import SHORTLIST_FORMAT, profile_to_json
from wizard.core.results import Configuration, Message, Recommendation
from wizard.i18n import translator
from wizard.locale_format import render_localized

FORMAT_NAME = SHORTLIST_FORMAT  # opening this file as a profile opens its "profile" (core.profile_io)
FORMAT_VERSION = 1

CSV_COLUMNS = [
    "rank", "gpu_id", "name", "vendor", "segment", "count", "vram_needed_gib_per_gpu", "vram_usable_gib_per_gpu",
    "vram_gb_total", "headroom_pct", "max_context_tokens", "speed", "speed_per_user", "speed_unit",
    "speed_error_band_pct",
    "price_unit", "price_total", "price_all_machines", "currency", "price_is_quote", "board_power_w_total",
    "power_connectors", "system_power_w", "psu_recommended_w", "perf_per_price", "perf_per_watt", "energy_cost", "tco",
    "tco_all_machines", "score", "reasons", "warnings", "next_steps",
]


def _text(m: Message, lang: str, currency: str) -> str:
    return render_localized(m, translator(lang), lang, currency)


def shortlist_rows(rec: Recommendation, lang: str = "en") -> list[dict[str, Any]]:
    """One flat dict per shortlisted configuration, keys as in CSV_COLUMNS."""
    return [_row(c, lang) for c in rec.shortlist]


def _row(c: Configuration, lang: str) -> dict[str, Any]:
    def steps() -> str:
        return " | ".join(_text(s, lang, c.currency) + (f" $ {s.command}" if s.command else "") for s in c.next_steps)

    return {
        "rank": c.rank, "gpu_id": c.gpu_id, "name": c.name, "vendor": c.vendor, "segment": c.segment,
        "count": c.count, "vram_needed_gib_per_gpu": round(c.vram_gb_per_gpu, 2),
        "vram_usable_gib_per_gpu": round(c.vram_capacity_gb_per_gpu, 2), "vram_gb_total": c.vram_gb_total,
        "headroom_pct": round(c.headroom * 100, 1), "max_context_tokens": c.max_context_tokens,
        # a chat server's speed is every user's together; each user sees this share (speed otherwise)
        "speed": _round(c.speed, 3), "speed_per_user": _round(c.speed_per_user, 3), "speed_unit": c.speed_unit,
        "speed_error_band_pct": round(c.speed_error_band * 100, 1), "price_unit": _round(c.price_unit, 2),
        "price_total": _round(c.price_total, 2), "price_all_machines": _round(c.price_all_machines, 2),
        "currency": c.currency, "price_is_quote": c.price_is_quote,
        "board_power_w_total": c.board_power_w_total, "power_connectors": " | ".join(c.power_connectors),
        "system_power_w": c.system_power_w,
        "psu_recommended_w": c.psu_recommended_w, "perf_per_price": _round(c.perf_per_price, 4),
        "perf_per_watt": _round(c.perf_per_watt, 4), "energy_cost": round(c.energy_cost, 2),
        "tco": _round(c.tco, 2), "tco_all_machines": _round(c.tco_all_machines, 2), "score": round(c.score, 1),
        "reasons": " | ".join(_text(m, lang, c.currency) for m in c.reasons),
        # the level in the reader's language: "[warning] 新架构…" had mixed the two in one cell
        "warnings": " | ".join(f"[{_level(w.severity.value, lang)}] {_text(w, lang, c.currency)}"
                               for w in c.warnings),
        "next_steps": steps(),
    }


# A text cell a spreadsheet would run as a formula: a profile named "=1+2.json" or "@SUM(A1).json" (batch
# names its requests after the files teams send). Such a cell is written with a leading apostrophe, which
# Excel and LibreOffice hide and keep as text (OWASP's CSV-injection advice). A lone "-" (no value) and
# negative numbers are left as they are.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value: Any) -> Any:
    if not isinstance(value, str) or not value.startswith(_FORMULA_START) or value == "-":
        return value
    try:
        float(value)
    except ValueError:
        return "'" + value
    return value


def _level(severity: str, lang: str) -> str:
    """A warning's level in a CSV cell: the key in English ("warning", as the column has always had it, for filters),
    the word in another language ("警告": "[warning] 新架构…" had mixed the two)."""
    return severity if lang == "en" else label(severity, translator(lang))


def _round(v: float | None, places: int) -> float | None:
    return None if v is None else round(v, places)


def shortlist_csv(rec: Recommendation, lang: str = "en") -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, lineterminator="\r\n")
    w.writeheader()
    for row in shortlist_rows(rec, lang):
        w.writerow({k: ("" if v is None else spreadsheet_safe(v)) for k, v in row.items()})
    return buf.getvalue()


def shortlist_document(rec: Recommendation, lang: str = "en") -> dict[str, Any]:
    """The JSON export: the answers (the profile format the CLI reads), the requirement and the shortlist."""
    tr = translator(lang)
    req = rec.requirement
    cur = rec.profile.price_currency().value
    return {
        "format": FORMAT_NAME, "format_version": FORMAT_VERSION, "language": lang,
        "catalog": rec.catalog.model_dump(mode="json"),
        "profile": json.loads(profile_to_json(rec.profile)),
        "requirement": {
            **req.model_dump(mode="json", exclude={"explanation"}),
            "explanation": [render_localized(m, tr, lang, cur) for m in req.explanation],
        },
        "shortlist": [
            # the costs' times with them: 2.5 years of use gives 0, 1, 2 and 2.5 (money.cost_years)
            {**_row(c, lang), "throughput": c.throughput.model_dump(mode="json"), "yearly_costs": c.yearly_costs,
             "cost_years": cost_years(rec.profile),
             "warnings": [{"code": w.code, "severity": w.severity.value, "message": _text(w, lang, c.currency)}
                          for w in c.warnings],
             "next_steps": [{"code": s.code, "message": _text(s, lang, c.currency), "command": s.command}
                            for s in c.next_steps],
             "reasons": [_text(m, lang, c.currency) for m in c.reasons]}
            for c in rec.shortlist
        ],
        "excluded": [{"gpu_id": e.gpu_id, "name": e.name, "count": e.count,
                      "reasons": [render_localized(m, tr, lang, cur) for m in e.reasons]} for e in rec.excluded],
        "ranked_lower": [{"gpu_id": r.gpu_id, "name": r.name, "count": r.count, "score": r.score,
                          "reasons": [render_localized(m, tr, lang, cur) for m in r.reasons]}
                         for r in rec.ranked_lower],
        "ranked_lower_total": rec.ranked_lower_total,
        "suggestions": [render_localized(m, tr, lang, cur) for m in rec.suggestions],
        "assumptions": [render_localized(m, tr, lang, cur) for m in rec.assumptions],
    }


def shortlist_json(rec: Recommendation, lang: str = "en") -> str:
    return json.dumps(shortlist_document(rec, lang), indent=2, ensure_ascii=False) + "\n"


def write_csv(rec: Recommendation, path: str | Path, lang: str = "en") -> None:
    """Write the shortlist as CSV atomically (raises wizard.atomic.WriteError)."""
    write_text(path, "\ufeff" + shortlist_csv(rec, lang), newline="")


def write_json(rec: Recommendation, path: str | Path, lang: str = "en") -> None:
    """Write the shortlist and answers as JSON atomically (raises wizard.atomic.WriteError)."""
    write_text(path, shortlist_json(rec, lang))
