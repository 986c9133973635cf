"""A recommendation as text or JSON for the command line (the GUI and PDF have their own views)."""

from __future__ import annotations

from typing import Any

from wizard.cli_format import table
from wizard.core.messages import Translate, label, render
from wizard.core.results import Message, Recommendation

SEVERITY_MARK = {"info": "i", "warning": "!", "blocker": "X"}


def _msg(m: Message, tr: Translate) -> dict[str, Any]:
    d: dict[str, Any] = {"code": m.code, "params": m.params, "message": render(m, tr)}
    sev = getattr(m, "severity", None)
    if sev is not None:
        d["severity"] = sev.value
    cmd = getattr(m, "command", None)
    if cmd is not None or m.code.startswith("STEP_"):
        d["command"] = cmd
    return d


def recommendation_json(rec: Recommendation, tr: Translate) -> dict[str, Any]:
    req = rec.requirement
    return {
        "catalog": rec.catalog.model_dump(mode="json"),
        "profile": rec.profile.model_dump(mode="json"),
        "requirement": {
            **req.model_dump(mode="json", exclude={"explanation"}),
            "explanation": [_msg(m, tr) for m in req.explanation],
        },
        "shortlist": [
            {
                **c.model_dump(mode="json", exclude={"reasons", "warnings", "next_steps", "throughput"}),
                **c.throughput.model_dump(mode="json"),
                "reasons": [_msg(m, tr) for m in c.reasons],
                "warnings": [_msg(m, tr) for m in c.warnings],
                "next_steps": [_msg(m, tr) for m in c.next_steps],
            }
            for c in rec.shortlist
        ],
        "excluded": [
            {"gpu_id": e.gpu_id, "name": e.name, "count": e.count, "reasons": [_msg(m, tr) for m in e.reasons]}
            for e in rec.excluded
        ],
        "profile_warnings": [_msg(m, tr) for m in rec.profile_warnings],
        "suggestions": [_msg(m, tr) for m in rec.suggestions],
        "assumptions": [_msg(m, tr) for m in rec.assumptions],
    }


def _t(tr: Translate, text: str) -> str:
    return tr("cli", text)


def recommendation_text(rec: Recommendation, tr: Translate, lang: str | None = None) -> str:
    req = rec.requirement
    out: list[str] = []
    what = req.model_name or label(rec.profile.workload.value, tr)
    out.append(_t(tr, "GPU Selection Wizard — catalog {version} ({date})").format(
        version=rec.catalog.version, date=rec.catalog.date))
    out.append(_t(tr, "Workload: {workload}; model: {model}; precision: {precision}; OS: {os}").format(
        workload=label(rec.profile.workload.value, tr), model=what, precision=req.precision or "-",
        os=label(rec.profile.os.value, tr)))
    parts = ", ".join(f"{label(k, tr)} {v:.1f}" for k, v in req.breakdown.items() if v >= 0.05)
    need_text = _t(tr, "Memory needed: {need:.1f} GiB per GPU (recommended {rec:.1f} GiB with headroom): {parts}")
    out.append(need_text.format(
        need=req.vram_gb, rec=req.vram_gb_recommended, parts=parts))
    for w in rec.profile_warnings:
        out.append(f"[{SEVERITY_MARK[w.severity.value]}] {render(w, tr)}")
    out.append("")
    if not rec.shortlist:
        out.append(_t(tr, "Nothing in the catalog meets every requirement. What would help:"))
        out.extend("  - " + render(s, tr) for s in rec.suggestions)
        return "\n".join(out)
    unit = rec.shortlist[0].speed_unit
    rows = [[c.rank, c.name, c.count, f"{c.vram_gb_per_gpu:.1f}/{c.vram_capacity_gb_per_gpu:.0f}",
             c.speed, c.price_total, c.currency, c.board_power_w_total, c.psu_recommended_w, round(c.score)]
            for c in rec.shortlist]
    out.append(table(["#", _t(tr, "GPU"), "x", "GiB", unit, _t(tr, "price"), "", "W", "PSU W", _t(tr, "score")],
                     rows, right={0, 2, 3, 4, 5, 7, 8, 9}))
    for c in rec.shortlist:
        out.append("")
        out.append(f"{c.rank}. {c.count} x {c.name}")
        for m in c.reasons:
            out.append(f"   + {render(m, tr)}")
        for w in c.warnings:
            out.append(f"   [{SEVERITY_MARK[w.severity.value]}] {render(w, tr)}")
        steps = [s for s in c.next_steps if s.command]
        if steps:
            out.append("   " + _t(tr, "Next: {text}").format(text=render(steps[0], tr)) + f"  $ {steps[0].command}")
    excluded_ids = sorted({e.gpu_id for e in rec.excluded if e.count == 1})
    out.append("")
    out.append(_t(tr, "{n} configurations excluded (see --json for every reason).").format(n=len(rec.excluded)))
    shown = [e for e in rec.excluded if e.count == 1][:5]
    for e in shown:
        out.append(f"   - {e.name}: " + "; ".join(render(r, tr) for r in e.reasons))
    del excluded_ids
    return "\n".join(out)
