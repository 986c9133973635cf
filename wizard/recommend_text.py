"""A recommendation as text or JSON for the command line (the GUI and PDF have their own views)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from wizard.cli_format import table
from wizard.core.messages import Translate, label
from wizard.core.money import budget_for_all_machines
from wizard.core.next_steps import SERVE_STEPS, SPEED_CHECK_STEPS
from wizard.core.profile import Workload
from wizard.core.recommend import SMALLER_FORMAT_CODES
from wizard.core.results import Message, Recommendation
from wizard.locale_format import (
    format_date,
    format_money,
    format_number,
    format_speed,
    model_title,
    render_localized,
    sentence_separator,
    shared_speed_text,
    speed_unit_text,
)

SEVERITY_MARK = {"info": "i", "warning": "!", "blocker": "X"}


def _msg(m: Message, tr: Translate, lang: str | None, currency: str | None) -> dict[str, Any]:
    """A message as data: its code and parameters, and its text as the human-readable output writes it
    (money with its symbol, an OS by its name), so a script's report reads like the command's."""
    d: dict[str, Any] = {"code": m.code, "params": m.params, "message": render_localized(m, tr, lang, currency)}
    sev = getattr(m, "severity", None)
    if sev is not None:
        d["severity"] = sev.value
    cmd = getattr(m, "command", None)
    if cmd is not None or m.code.startswith("STEP_"):
        d["command"] = cmd
    return d


def recommendation_json(rec: Recommendation, tr: Translate, lang: str | None = None) -> dict[str, Any]:
    req = rec.requirement
    cur = rec.profile.price_currency().value

    def msgs(messages: Sequence[Message], currency: str | None = cur) -> list[dict[str, Any]]:
        return [_msg(m, tr, lang, currency) for m in messages]

    current = rec.current
    return {
        "catalog": rec.catalog.model_dump(mode="json"),
        "profile": rec.profile.model_dump(mode="json"),
        "requirement": {
            **req.model_dump(mode="json", exclude={"explanation"}),
            "explanation": msgs(req.explanation),
        },
        "shortlist": [
            {
                **c.model_dump(mode="json", exclude={"reasons", "warnings", "next_steps", "throughput"}),
                **c.throughput.model_dump(mode="json"),
                "reasons": msgs(c.reasons, c.currency),
                "warnings": msgs(c.warnings, c.currency),
                "next_steps": msgs(c.next_steps, c.currency),
            }
            for c in rec.shortlist
        ],
        "excluded": [
            {"gpu_id": e.gpu_id, "name": e.name, "count": e.count, "reasons": msgs(e.reasons)}
            for e in rec.excluded
        ],
        "ranked_lower": [
            {"gpu_id": r.gpu_id, "name": r.name, "count": r.count, "score": r.score, "reasons": msgs(r.reasons)}
            for r in rec.ranked_lower
        ],
        "ranked_lower_total": rec.ranked_lower_total,
        "profile_warnings": msgs(rec.profile_warnings),
        "suggestions": msgs(rec.suggestions),
        "assumptions": msgs(rec.assumptions),
        "current": None if current is None else {
            **current.model_dump(mode="json", exclude={"verdict", "reasons", "context", "warnings"}),
            "verdict": msgs([current.verdict])[0],
            "reasons": msgs(current.reasons),
            "context": msgs([current.context])[0] if current.context is not None else None,
            "warnings": msgs(current.warnings),
        },
        "how": rec.how.model_dump(mode="json") if rec.how else None,
    }


def recommendation_text(rec: Recommendation, translate: Translate, lang: str | None = None) -> str:
    """The human-readable recommendation; ``translate`` comes from wizard.i18n.translator(lang).

    Every literal goes through ``translate("cli", "...")`` — the call form pyside6-lupdate collects
    into resources/translations/*.ts (keep the literal inline; no f-strings or variables).
    """
    req = rec.requirement
    cur = rec.profile.price_currency().value

    def msg(m: Message, currency: str | None = cur) -> str:
        return render_localized(m, translate, lang, currency)

    out: list[str] = []
    out.append(translate("cli", "GPU Selection Wizard — catalog {version} ({date})").format(
        version=rec.catalog.version, date=format_date(rec.catalog.date, lang)))
    workload, os_name = label(rec.profile.workload.value, translate), label(rec.profile.os.value, translate)
    if (model := model_title(req, translate, lang)) is not None:
        precision = (req.precision or "-").upper()  # Q8_0, as the app and the PDF write it (not q8_0)
        if rec.profile.uses_native_precision():
            precision = translate("cli", "{precision} (as released)").format(precision=precision)
        out.append(translate("cli", "Workload: {workload}; model: {model}; precision: {precision}; OS: {os}").format(
            workload=workload, model=model, precision=precision, os=os_name))
    elif rec.profile.workload.value == "rendering" and rec.profile.renderer.value != "unknown":
        # the renderer decides which cards render at all: said with the answers (review of this session's diff)
        from wizard.core.messages import renderer_name
        from wizard.core.profile import RENDERER_NAMES

        out.append(translate("cli", "Workload: {workload}; renderer: {renderer}; OS: {os}").format(
            workload=workload, renderer=renderer_name(RENDERER_NAMES[rec.profile.renderer], translate), os=os_name))
    else:  # HPC and rendering have no model or number format to name
        out.append(translate("cli", "Workload: {workload}; OS: {os}").format(workload=workload, os=os_name))
    parts = translate("cli", ", ").join(
        f"{label(k, translate)} {format_number(v, lang, 1)}" for k, v in req.breakdown.items() if v >= 0.05)
    # The requirement is for the whole job on one GPU; spread over several, each needs less (the table).
    need_text = translate("cli", "Memory needed on one GPU: {need} GiB (recommended {rec} GiB with headroom): "
                                 "{parts}")
    out.append(need_text.format(need=format_number(req.vram_gb, lang, 1),
                                rec=format_number(req.vram_gb_recommended, lang, 1), parts=parts))
    for w in rec.profile_warnings:
        out.append(f"[{SEVERITY_MARK[w.severity.value]}] {msg(w)}")
    out.extend(_current_lines(rec, msg))
    out.append("")
    if not rec.shortlist:
        out.append(translate("cli", "Nothing in the catalog meets every requirement. What would help:"))
        out.extend("  - " + msg(s) for s in rec.suggestions)
        out += ["", _profile_keys(translate)]
        return "\n".join(out)
    unit = speed_unit_text(rec.shortlist[0].speed_unit, translate)  # as the report and the app write it
    rows = [[c.rank, c.name, c.count, f"{c.vram_gb_per_gpu:.1f}/{c.vram_capacity_gb_per_gpu:.1f}",
             format_speed(c.speed, lang),
             format_money(c.price_total, c.currency, lang) + ("*" if c.price_is_quote else ""),
             format_number(c.board_power_w_total, lang), format_number(c.psu_recommended_w, lang), round(c.score)]
            for c in rec.shortlist]
    machines = rec.profile.machines
    price_head = translate("cli", "price") if machines == 1 else translate("cli", "price/machine")
    batch = rec.profile.batch_size
    if rec.profile.workload is Workload.INFERENCE and batch > 1:  # the speed is every sequence's together
        unit = translate("cli", "{unit}, all {n}").format(unit=unit, n=batch)
    # words, not "x" and "W" (a Chinese buyer's review, 2026-12-02): how many cards, the memory needed of what
    # each gives, the GPUs' power
    headers = ["#", translate("cli", "GPU"), translate("cli", "cards"), translate("cli", "GiB need/have"), unit,
               price_head, translate("cli", "GPU W"), translate("cli", "PSU W"), translate("cli", "score")]
    out.append(table(headers, rows, right={0, 2, 3, 4, 5, 6, 7, 8}))
    if any(c.price_is_quote for c in rec.shortlist):
        out.append(translate("cli", "* your quote, not the list price"))
    for c in rec.shortlist:
        out.append("")
        out.append(f"{c.rank}. {c.count} × {c.name}")
        if shared := shared_speed_text(c, lang, translate):  # every user's together: what each one sees
            out.append(f"   = {shared}")
        for m in c.reasons:
            out.append(f"   + {msg(m, c.currency)}")
        # (a budget for all the machines already gives the total in its reason)
        if machines > 1 and c.price_all_machines is not None and not budget_for_all_machines(rec.profile):
            out.append("   " + translate("cli", "For {machines} machines: {total}").format(
                machines=machines, total=format_money(c.price_all_machines, c.currency, lang)))
        for w in c.warnings:
            out.append(f"   [{SEVERITY_MARK[w.severity.value]}] {msg(w, c.currency)}")
        # The first step, with its command if it has one. "The first step with a command" had skipped what comes
        # first: an Intel Arc pick's next step read "once the model runs, check its speed", before its driver,
        # llama.cpp build and GGUF download (this session's home-user review; --json and the PDF list them all).
        step = c.next_steps[0] if c.next_steps else None
        # ...and how to check the estimate once the card runs (the last step, when there is one), else how
        # a server starts serving the users (its command is what the figures assume: `vllm serve ...`)
        check = next((s for s in c.next_steps if s.code in SPEED_CHECK_STEPS and s is not step), None) or \
            next((s for s in c.next_steps if s.code in SERVE_STEPS and s is not step), None)
        for shown, line in ((step, translate("cli", "Next: {text}")), (check, translate("cli", "Then: {text}"))):
            if shown is not None:
                command = f"  $ {shown.command}" if shown.command else ""
                out.append("   " + line.format(text=msg(shown)) + command)
    separator = sentence_separator(lang)  # every reason is a full sentence ending in its own full stop
    if rec.ranked_lower:
        out.append("")
        out.append(translate("cli", "1 more card fits but ranks lower (see --json for every reason):")
                   if rec.ranked_lower_total == 1 else
                   translate("cli", "{n} more cards fit but rank lower (see --json for every reason):").format(
                       n=rec.ranked_lower_total))
        for r in rec.ranked_lower[:5]:
            out.append("   - " + translate("cli", "{name}: {text}").format(
                name=f"{r.count} × {r.name}", text=separator.join(msg(m) for m in r.reasons[:2])))
    unsuitable = rec.unsuitable()
    if unsuitable:
        out.append("")
        out.append(translate("cli", "{n} cards cannot do this work (see --json for every reason):").format(
            n=rec.unsuitable_cards()))
    # Each card at the most GPUs tried: the reasons that stop even its biggest configuration.
    most = rec.profile.max_gpus
    shown = [e for e in unsuitable if e.count == most][:5]
    for e in shown:
        name = e.name if most == 1 else f"{e.count} × {e.name}"
        out.append("   - " + translate("cli", "{name}: {text}").format(
            name=name, text=separator.join(msg(r) for r in e.reasons)))
    if any(w.code in ANSWER_HINTS for w in rec.profile_warnings):  # hints that name answers as the app asks them
        out += ["", _profile_keys(translate)]
    return "\n".join(out)


# The hints whose words name an answer as the app asks it ("choose 4-bit as the quality", "'Anywhere' for where you
# buy", "under 'Price quotes'"): the profile-keys line follows them, not a warning that names none (review of this
# session's diff).
ANSWER_HINTS = SMALLER_FORMAT_CODES | frozenset({
    "CHAT_APP_ASSUMED", "CHAT_APP_SERVES_MANY", "SERVER_ASSUMED_VLLM", "SERVER_ASSUMED_VLLM_FORMAT",
    "MORE_CARDS_FASTER", "MORE_CARDS_FASTER_UNPRICED", "OLD_PRICE_OVER_BUDGET", "OLD_PRICE_OVER_BUDGET_MORE",
    "QUOTE_NOT_USED_REGION", "QUOTE_NOT_USED_UNCONFIRMED", "UNPRICED_FASTER", "UNPRICED_FASTER_MORE",
    "UNPRICED_FP64_SERVER", "UNPRICED_FP64_SERVER_MORE", "FP64_WEAK_ONLY_COOLING", "FP64_WEAK_ONLY_COOLING_ANSWER",
    "FP64_WEAK_ONLY_COOLING_BOTH"})


def _profile_keys(translate: Translate) -> str:
    """The answers the hints name as the app asks them ("choose 4-bit as the quality", "'Anywhere' for where you
    buy"), as a profile file writes them: the command line's users edit the file (CLI review, 2026-12-02)."""
    return translate("cli", "In a profile file, these answers are: quality \"precision\", software \"engine\", "
                            "where you buy \"region\" (\"cn\" or \"any\"), the computer \"form_factor\", GPUs per "
                            "machine \"max_gpus\", price quotes \"price_overrides\" (or --quotes FILE).")


def _current_lines(rec: Recommendation, msg: Callable[[Message], str]) -> list[str]:
    """What the user's current card can do, and what each pick would buy over it."""
    cur = rec.current
    if cur is None:
        return []
    lines = [""]
    lines.append(msg(cur.verdict))
    if not cur.fits:
        lines.extend(f"   - {msg(r)}" for r in cur.reasons)
    if cur.context is not None:
        lines.append(f"   {msg(cur.context)}")
    for u in cur.upgrades[:3]:
        if u.speedup:
            lines.append("   > " + msg(Message(code="UPGRADE_GAIN", params={
                "count": u.count, "gpu": u.name, "speedup": u.speedup})))
        else:
            lines.append("   > " + msg(Message(code="UPGRADE_NEEDED", params={"count": u.count, "gpu": u.name})))
    return lines

