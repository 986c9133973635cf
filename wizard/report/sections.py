"""The report's later sections: the user's current card, "how this was computed", and the
appendices with the troubleshooting entries (B) and the other picks' calculations (C).

HTML fragments for wizard/report/content.py (which imports this module lazily; the helpers come
from there). Texts from the core are coded messages rendered in the report's language; the
troubleshooting entries carry their own English and Chinese text.
"""

from __future__ import annotations

from wizard.core.messages import ENGINE_NAMES, label
from wizard.core.profile import Workload
from wizard.core.rendering import BACKEND_NAMES
from wizard.core.results import Configuration, Explanation, Message, Param, Recommendation
from wizard.core.troubleshooting import Entry
from wizard.locale_format import format_money, format_number, format_percent, format_speed, model_title, speed_decimals
from wizard.report.content import (
    QT_TRANSLATE_NOOP,
    ReportContext,
    _e,
    _warning_line,
    band_text,
    bullet_list,
    html_table,
)
from wizard.report.model import KEEP_STYLE
from wizard.report.troubleshoot import CURRENT, AppendixEntry, refs_for

# Plain names for the inputs of "how this was computed" (wizard/core/explain.py); unknown keys show as they are.
INPUT_TEXT: dict[str, str] = {
    "model": QT_TRANSLATE_NOOP("report", "Model"),
    "params_b": QT_TRANSLATE_NOOP("report", "Parameters (billions)"),
    "layers": QT_TRANSLATE_NOOP("report", "Layers"),
    "hidden": QT_TRANSLATE_NOOP("report", "Hidden size"),
    "kv_layers": QT_TRANSLATE_NOOP("report", "Layers with a KV cache"),
    "kv_heads": QT_TRANSLATE_NOOP("report", "KV heads"),
    "head_dim": QT_TRANSLATE_NOOP("report", "Head size"),
    "vocab": QT_TRANSLATE_NOOP("report", "Vocabulary"),
    "context_tokens": QT_TRANSLATE_NOOP("report", "Context (tokens)"),
    "batch": QT_TRANSLATE_NOOP("report", "Batch"),
    "gpus": QT_TRANSLATE_NOOP("report", "GPUs"),
    "precision": QT_TRANSLATE_NOOP("report", "Number format"),
    "bits_per_weight": QT_TRANSLATE_NOOP("report", "Bits per weight"),
    "kv_cache_precision": QT_TRANSLATE_NOOP("report", "KV cache format"),
    "kv_bytes_per_value": QT_TRANSLATE_NOOP("report", "KV cache bytes per value"),
    "engine": QT_TRANSLATE_NOOP("report", "Software"),
    "overhead_fixed_gib": QT_TRANSLATE_NOOP("report", "Fixed overhead (GiB)"),
    "overhead_fraction_of_weights": QT_TRANSLATE_NOOP("report", "Overhead share of the weights"),
    "optimizer": QT_TRANSLATE_NOOP("report", "Optimizer"),
    "training_precision": QT_TRANSLATE_NOOP("report", "Training precision"),
    "gradient_checkpointing": QT_TRANSLATE_NOOP("report", "Gradient checkpointing"),
    "logit_bytes_per_token": QT_TRANSLATE_NOOP("report", "Logit bytes per token"),
    "lora_rank": QT_TRANSLATE_NOOP("report", "LoRA rank"),
    "adapter_params_m": QT_TRANSLATE_NOOP("report", "Adapter parameters (millions)"),
    "working_set_gb": QT_TRANSLATE_NOOP("report", "Working set (GB)"),
    "runtime_gib": QT_TRANSLATE_NOOP("report", "Runtime (GiB)"),
    "bandwidth_gbs": QT_TRANSLATE_NOOP("report", "Memory bandwidth (GB/s)"),
    "memory_type": QT_TRANSLATE_NOOP("report", "Memory type"),
    "efficiency": QT_TRANSLATE_NOOP("report", "Efficiency"),
    "weights_gb_read": QT_TRANSLATE_NOOP("report", "Weights read per step (GB)"),
    "kv_gb_read_per_sequence": QT_TRANSLATE_NOOP("report", "KV cache read per sequence (GB)"),
    "layer_overhead_us": QT_TRANSLATE_NOOP("report", "Fixed time per layer (µs)"),
    "host_us_per_layer": QT_TRANSLATE_NOOP("report", "Host time per layer (µs)"),
    "tensor_parallel_speedup": QT_TRANSLATE_NOOP("report", "Multi-GPU speed-up"),
    "tensor_tflops": QT_TRANSLATE_NOOP("report", "Tensor rate (TFLOPS)"),
    "utilisation": QT_TRANSLATE_NOOP("report", "Utilisation"),
    "prefill_chunk_tokens": QT_TRANSLATE_NOOP("report", "Prompt tokens per chunk"),
    "experts_gb_read_per_chunk": QT_TRANSLATE_NOOP("report", "Experts read per chunk (GB)"),
    "flops_per_token": QT_TRANSLATE_NOOP("report", "GFLOPs per token"),
    "bf16_tflops": QT_TRANSLATE_NOOP("report", "BF16 tensor rate (TFLOPS)"),
    "mfu": QT_TRANSLATE_NOOP("report", "Utilisation (MFU)"),
    "effective_gpus": QT_TRANSLATE_NOOP("report", "Effective GPUs"),
    "flops_per_param_per_token": QT_TRANSLATE_NOOP("report", "FLOPs per parameter and token"),
    "peak_tflops": QT_TRANSLATE_NOOP("report", "Peak rate (TFLOPS)"),
    "flops_per_byte": QT_TRANSLATE_NOOP("report", "FLOPs per byte moved"),
    "bandwidth_efficiency": QT_TRANSLATE_NOOP("report", "Share of the bandwidth reached"),
    "blender_score": QT_TRANSLATE_NOOP("report", "Blender Open Data median score"),
    "blender_version": QT_TRANSLATE_NOOP("report", "Blender version"),
    "blender_backend": QT_TRANSLATE_NOOP("report", "Cycles backend"),
    "points_per_tflops": QT_TRANSLATE_NOOP("report", "Points per TFLOPS (measured cards of its kind)"),
}
PERCENT_INPUTS = frozenset({"efficiency", "utilisation", "mfu", "overhead_fraction_of_weights", "bandwidth_efficiency"})
UPPER_INPUTS = frozenset({"precision", "kv_cache_precision"})

# Speed terms are seconds per step; shown in milliseconds.
TERM_TEXT: dict[str, str] = {
    "weight_and_cache_read_s": QT_TRANSLATE_NOOP("report", "reading weights and cache"),
    "fixed_per_token_s": QT_TRANSLATE_NOOP("report", "fixed time over all layers"),
    "host_time_beyond_reads_s": QT_TRANSLATE_NOOP("report", "host time beyond the reads"),
    "prompt_compute_s": QT_TRANSLATE_NOOP("report", "arithmetic"),
    "prompt_expert_read_s": QT_TRANSLATE_NOOP("report", "reading the experts"),
}

QUANTITY_TEXT: dict[str, str] = {
    "memory": QT_TRANSLATE_NOOP("report", "Memory on each GPU"),
    "decode": QT_TRANSLATE_NOOP("report", "Text generation (decode)"),
    "prefill": QT_TRANSLATE_NOOP("report", "Prompt processing (prefill)"),
    "train": QT_TRANSLATE_NOOP("report", "Training speed"),
    "hpc": QT_TRANSLATE_NOOP("report", "Computing speed"),
    "rendering": QT_TRANSLATE_NOOP("report", "Rendering speed"),
}

CHECK_OS_TEXT: dict[str, str] = {
    "linux": QT_TRANSLATE_NOOP("report", "Linux"),
    "windows": QT_TRANSLATE_NOOP("report", "Windows"),
    "wsl2": QT_TRANSLATE_NOOP("report", "WSL2"),
}


def _plain(ctx: ReportContext, key: str, text: dict[str, str]) -> str:
    src = text.get(key)
    return ctx.t.translate("report", src) if src else key


def _value(ctx: ReportContext, key: str, v: Param) -> str:
    t = ctx.t
    if v is None:
        return "-"
    if isinstance(v, str):
        if key in UPPER_INPUTS:
            return v.upper()
        if key == "gradient_checkpointing":
            return t.translate("report", "Yes") if v == "yes" else t.translate("report", "No")
        if key in ("optimizer", "training_precision"):
            return t.value(v)
        if key == "engine":
            return ENGINE_NAMES.get(v, v)
        if key == "model":  # a size typed in reads "Custom 70B model" in the report's language
            return model_title(ctx.rec.requirement, t.tr, ctx.lang) or v
        return BACKEND_NAMES.get(v, v) if key == "blender_backend" else v
    if key in PERCENT_INPUTS:
        return format_percent(float(v), ctx.lang)
    if key == "flops_per_token":
        return format_number(float(v) / 1e9, ctx.lang, 1)
    x = float(v)
    if x.is_integer():
        return format_number(x, ctx.lang, 0)
    decimals = 1 if abs(x) >= 100 else 2 if abs(x) >= 1 else 3
    text = format_number(x, ctx.lang, decimals)
    return text.rstrip("0").rstrip(".") if "." in text else text


def _inputs_line(ctx: ReportContext, e: Explanation, skip: tuple[str, ...] = ("gpu",)) -> str:
    """The inputs as one compact paragraph: "Inputs: Layers 32 · Hidden size 4,096 · ..." (HTML)."""
    items = [f"{_e(_plain(ctx, k, INPUT_TEXT))} <b>{_e(_value(ctx, k, v))}</b>"
             for k, v in e.inputs.items() if k not in skip]
    if not items:
        return ""
    head = _e(ctx.t.translate("report", "Inputs:"))
    return f'<p class="small">{head}{ctx.sep}' + " · ".join(items) + "</p>"


def _terms_line(ctx: ReportContext, e: Explanation) -> str:
    """Memory: "Weights 4.53 + ... = 6.13 GiB"; speed: "time per step: ... ms = ... ms"."""
    t = ctx.t
    if not e.terms:
        return ""
    if e.quantity == "memory":
        parts = " + ".join(f"{label(k, t.tr)} {ctx.num(v, 2)}" for k, v in e.terms.items())
        return t.translate("report", "{terms} = {total} GiB").format(terms=parts, total=ctx.num(e.value, 2))
    parts = " + ".join(f"{_plain(ctx, k, TERM_TEXT)} {ctx.num(v * 1000, 2)} ms" for k, v in e.terms.items())
    total = sum(e.terms.values())
    line = (t.translate("report", "Time per prompt token: {terms} = {total} ms") if e.quantity == "prefill" else
            t.translate("report", "Time per step: {terms} = {total} ms"))
    return line.format(terms=parts, total=ctx.num(total * 1000, 2))


def _value_with_band(ctx: ReportContext, e: Explanation) -> str:
    """ "81.8 tokens/s (±32%)"."""
    unit = ctx.unit(e.unit)
    value = ctx.num(e.value, 2 if e.quantity == "memory" else speed_decimals(e.value))
    b = band_text(e.error_band, ctx.lang)
    shown = f"{value} {unit}"
    return ctx.t.translate("report", "{value} (±{band})").format(value=shown, band=b) if b else shown


def _explanation(ctx: ReportContext, e: Explanation, heading: str | None = None, titled: bool = True) -> str:
    """Formula, inputs, terms, result and validation of one estimate; `titled`: led by its name
    in bold (`heading`, else the quantity's name)."""
    t = ctx.t
    title = heading or _plain(ctx, e.quantity, QUANTITY_TEXT)
    stop = "：" if ctx.lang.startswith("zh") else "."
    lead = f"<b>{_e(title)}{stop}</b>{ctx.sep}" if titled else ""
    out = [f"<p>{lead}{_e(ctx.msg(e.formula))}</p>", _inputs_line(ctx, e)]
    line = _terms_line(ctx, e)
    result = t.translate("report", "Result: {value}").format(value=_value_with_band(ctx, e))
    out.append("<p>" + (f"{_e(line)}<br/>" if line else "") + f"<b>{_e(result)}</b></p>")
    if e.validation is not None:
        out.append(f'<p class="muted small">{_e(ctx.msg(e.validation))}</p>')
    return "".join(out)


def _config_key(c: Configuration) -> str:
    return f"{c.gpu_id} x {c.count}"


def _splits(ctx: ReportContext, count: int, mem: Explanation) -> bool:
    """Whether several GPUs share the memory: not for rendering, where every card holds the whole
    scene (memory.compute_working_set), so each needs what one GPU needs."""
    return count > 1 and bool(mem.terms) and ctx.rec.profile.workload is not Workload.RENDERING


def how_computed(ctx: ReportContext) -> str:
    """The part of "Assumptions and formulas" that shows the memory formula and the top pick's speed."""
    t, how = ctx.t, ctx.rec.how
    if how is None:
        return ""
    out = ["<h3>" + _e(t.translate("report", "How this was computed")) + "</h3>"]
    req = how.requirement
    out.append(_explanation(ctx, req, t.translate("report", "Memory on one GPU")))
    if ctx.rec.shortlist:
        top = ctx.rec.shortlist[0]
        exps = how.configurations.get(_config_key(top), [])
        mem = next((e for e in exps if e.quantity == "memory"), None)
        if mem is not None and _splits(ctx, top.count, mem):
            split = t.translate("report", "Split over the {count} GPUs of the top pick:").format(count=top.count)
            out.append(f"<p>{_e(split)}{ctx.sep}{_e(_terms_line(ctx, mem))}</p>")
        speeds = [e for e in exps if e.quantity != "memory"]
        if speeds:
            head = t.translate("report", "Speed of the top pick, {count} × {gpu}:").format(
                count=top.count, gpu=top.name)
            out.append(f"<p{KEEP_STYLE}><b>{_e(head)}</b></p>")
            out.extend(_explanation(ctx, e) for e in speeds)
        if len(ctx.rec.shortlist) > 1 and any(_config_key(c) in how.configurations for c in ctx.rec.shortlist[1:]):
            more = t.translate("report", "Appendix C shows the same calculation for the other picks.")
            out.append(f'<p class="muted small">{_e(more)}</p>')
    return "".join(out)


def calculations(rec: Recommendation, lang: str) -> list[tuple[str, str]]:
    """The worked estimates as (heading, HTML) pairs, for the app's "How we calculated" tab: the
    memory on one GPU, then each pick's speed (and, with several GPUs, how the memory splits),
    each with its formula, inputs, terms, result with error band and validation, as the report's
    section "How this was computed" shows the top pick's. Empty when the recommendation has no
    explanation. The HTML uses the classes `muted` and `small` (the caller styles them)."""
    import datetime as dt

    from wizard.report.content import ReportText

    how = rec.how
    if how is None:
        return []
    ctx = ReportContext(rec=rec, lang=lang, t=ReportText(lang), gpus={}, generated=dt.date.today())
    t = ctx.t
    out = [(t.translate("report", "Memory on one GPU"), _explanation(ctx, how.requirement, titled=False))]
    for c in rec.shortlist:
        exps = how.configurations.get(_config_key(c), [])
        parts: list[str] = []
        mem = next((e for e in exps if e.quantity == "memory"), None)
        if mem is not None and _splits(ctx, c.count, mem):
            split = t.translate("report", "Split over the {count} GPUs:").format(count=c.count)
            parts.append(f"<p>{_e(split)}{ctx.sep}{_e(_terms_line(ctx, mem))}</p>")
        parts.extend(_explanation(ctx, e) for e in exps if e.quantity != "memory")
        if parts and c.rank > 1:  # the top pick's assumptions are the assumptions list's
            parts.extend(f'<p class="muted small">{_e(ctx.msg(m))}</p>' for m in own_assumptions(ctx, c))
        if parts:
            out.append((f"#{c.rank} {c.count} × {c.name}", "".join(parts)))
    return out


def explanation_assumptions(ctx: ReportContext) -> list[Message]:
    """The assumptions behind the explanations, each once (for the assumptions list)."""
    how = ctx.rec.how
    if how is None:
        return []
    exps = [how.requirement]
    if ctx.rec.shortlist:
        exps += how.configurations.get(_config_key(ctx.rec.shortlist[0]), [])
    return _unsaid(exps, set())


def _unsaid(exps: list[Explanation], said: set[tuple[str, str]]) -> list[Message]:
    """The explanations' assumptions that are not in `said`, each once (`said` grows with them)."""
    out: list[Message] = []
    for e in exps:
        for m in e.assumptions:
            key = (m.code, repr(sorted(m.params.items())))
            if key not in said:
                said.add(key)
                out.append(m)
    return out


def own_assumptions(ctx: ReportContext, c: Configuration) -> list[Message]:
    """The assumptions of a pick's own estimates that the assumptions list (the top pick's) does not
    already say: an AMD Radeon pick's training share of NVIDIA's efficiency, a datacenter pick's MFU."""
    how = ctx.rec.how
    if how is None:
        return []
    said = {(m.code, repr(sorted(m.params.items()))) for m in explanation_assumptions(ctx)}
    return _unsaid(how.configurations.get(_config_key(c), []), said)


# ---------------------------------------------------------------- your current card

def _rank_of(ctx: ReportContext, gpu_id: str, count: int) -> int | None:
    return next((c.rank for c in ctx.rec.shortlist if c.gpu_id == gpu_id and c.count == count), None)


def current_card(ctx: ReportContext) -> str:
    t, cur = ctx.t, ctx.rec.current
    if cur is None:
        return ""
    out = [ctx.h2(t.translate("report", "Your current card"))]
    out.append(f"<p><b>{_e(ctx.msg(cur.verdict))}</b></p>")
    if cur.fits and cur.speed is not None:
        speed = t.translate("report", "Estimated speed on your card: about {speed} {unit}.").format(
            speed=format_speed(cur.speed, ctx.lang), unit=ctx.unit(cur.speed_unit))
        out.append(f"<p>{_e(speed)}</p>")
    if not cur.fits and cur.reasons:
        out.append(bullet_list(_e(ctx.msg(r)) for r in cur.reasons))
    if cur.context is not None:
        out.append(f"<p>{_e(ctx.msg(cur.context))}</p>")
    for w in cur.warnings:
        out.append(_warning_line(ctx, w, appendix_refs(ctx, [w.code], [CURRENT])))
    if cur.upgrades:
        out.append("<h3>" + _e(t.translate("report", "What an upgrade would buy")) + "</h3>")
        first = cur.upgrades[0]
        if first.speedup:
            m = Message(code="UPGRADE_GAIN", params={"count": first.count, "gpu": first.name,
                                                     "speedup": first.speedup})
        else:
            m = Message(code="UPGRADE_NEEDED", params={"count": first.count, "gpu": first.name})
        out.append(f"<p{KEEP_STYLE}>{_e(ctx.msg(m))}</p>")
        rows = []
        for u in cur.upgrades:
            rank = _rank_of(ctx, u.gpu_id, u.count)
            speedup = (f"{ctx.num(u.speedup, 1 if u.speedup >= 10 else 2)}×" if u.speedup
                       else t.translate("report", "runs it"))
            rows.append([str(rank) if rank is not None else "-", _e(f"{u.count} × {u.name}"), _e(speedup),
                         _e(format_money(u.price_total, u.currency, ctx.lang))])
        out.append(html_table(["#", _e(t.translate("report", "Shortlisted configuration")),
                           _e(t.translate("report", "Speed compared with your card")),
                           _e(t.translate("report", "Price"))], rows, num_cols={0, 2, 3}, widths=[5, 55, 22, 18]))
    return "".join(out)


# ---------------------------------------------------------------- appendix B: troubleshooting

def appendix_refs(ctx: ReportContext, codes: list[str], ranks: list[int]) -> str:
    """ "See appendix B.2, B.5." for a warning with these codes on these cards; "" when none applies."""
    found = refs_for(ctx.appendix, codes, ranks)
    if not found:
        return ""
    return ctx.t.translate("report", "See appendix {refs}.").format(refs=", ".join(a.ref for a in found))


def _for_whom(ctx: ReportContext, a: AppendixEntry) -> str:
    t = ctx.t
    names = []
    for r in sorted(a.ranks):
        if r == CURRENT:
            names.append(t.translate("report", "your current card"))
        elif r > 0:
            names.append(f"#{r}")
    who = ", ".join(names)
    if a.linked:
        return t.translate("report", "Because of a warning for: {cards}").format(cards=who)
    return t.translate("report", "General advice for: {cards}").format(cards=who)


def _checks_for(ctx: ReportContext, entry: Entry) -> list[tuple[str, str, str | None]]:
    """(os label, what it shows, command) for the profile's operating system (WSL2 includes the Windows side)."""
    os_name = ctx.rec.profile.effective_os().value
    wanted = {os_name, "any"} | ({"windows"} if os_name == "wsl2" else set())
    checks = [c for c in entry.checks if c.os.value in wanted] or list(entry.checks)

    def tag(os_value: str) -> str:
        # Name the system only where it is not obvious: WSL2 mixes both sides, and a fallback may differ.
        if os_value == "any" or (os_value == os_name and os_name != "wsl2"):
            return ""
        return _plain(ctx, os_value, CHECK_OS_TEXT)

    return [(tag(c.os.value), c.explains.get(ctx.kb_lang), c.command) for c in checks]


def _entry_html(ctx: ReportContext, a: AppendixEntry) -> str:
    t, e, lang = ctx.t, a.entry, ctx.kb_lang
    def label_p(text: str) -> str:
        return f'<p class="label"{KEEP_STYLE}>{_e(text)}</p>'

    out = [f"<h3>{a.ref} {_e(e.title.get(lang))}</h3>",
           f'<p class="muted small"{KEEP_STYLE}>{_e(_for_whom(ctx, a))}</p>',
           label_p(t.translate("report", "How to recognise it")),
           f'<p class="small">{_e(e.symptom.get(lang))}</p>']
    if e.error_patterns:
        msgs = "<br/>".join(f'<span class="cmd">{_e(p)}</span>' for p in e.error_patterns[:4])
        words = t.translate("report", "Words to look for in the error or log:")  # patterns, not whole messages
        out.append('<p class="small indent">' + _e(words) + f"<br/>{msgs}</p>")
    out.append(label_p(t.translate("report", "Likely causes, most likely first")))
    out.append("<ol>" + "".join(f'<li class="small">{_e(c.get(lang))}</li>' for c in e.causes) + "</ol>")
    out.append(label_p(t.translate("report", "Checks")))
    checks = [(f"<b>{_e(os_text)}{_e(ctx.colon.rstrip())}</b>{ctx.sep}" if os_text else "")
              + _e(explains) + (f'<br/><span class="cmd">{_e(command)}</span>' if command else "")
              for os_text, explains, command in _checks_for(ctx, e)]
    out.append(bullet_list(checks, small=True))
    out.append(label_p(t.translate("report", "Fixes")) + "<ol>")
    for f in e.fixes:
        cmd = f'<br/><span class="cmd">{_e(f.command)}</span>' if f.command else ""
        out.append(f'<li class="small">{_e(f.get(lang))}{cmd}</li>')
    out.append("</ol>")
    return "".join(out)


def troubleshooting_appendix(ctx: ReportContext) -> str:
    t = ctx.t
    title = t.translate("report", "Appendix B: problems you may meet with these cards")
    out = [f"<h2>{_e(title)}</h2>"]
    if not ctx.appendix:
        out.append("<p>" + _e(t.translate("report", "No known problem applies to the shortlisted cards.")) + "</p>")
        return "".join(out)
    intro = t.translate("report", "From the bundled troubleshooting guide: the entries behind the warnings above, "
                                  "then general advice for these cards on {os}. Commands are for {os}.").format(
        os=label(ctx.rec.profile.effective_os().value, t.tr))
    out.append(f'<p class="muted"{KEEP_STYLE}>{_e(intro)}</p>')
    out.extend(_entry_html(ctx, a) for a in ctx.appendix)
    return "".join(out)


# ---------------------------------------------------------------- appendix C: the other picks

def _inline_inputs(ctx: ReportContext, e: Explanation) -> str:
    sep = "；" if ctx.lang.startswith("zh") else "; "
    return sep.join(f"{_plain(ctx, k, INPUT_TEXT)} {_value(ctx, k, v)}" for k, v in e.inputs.items()
                    if k not in ("gpu", "model"))


def other_picks_appendix(ctx: ReportContext) -> str:
    t, how = ctx.t, ctx.rec.how
    if how is None or len(ctx.rec.shortlist) < 2:
        return ""
    rows = []
    for c in ctx.rec.shortlist[1:]:
        exps = how.configurations.get(_config_key(c), [])
        shown = [e for e in exps if e.quantity != "memory" or c.count > 1]
        for k, e in enumerate(shown):
            # the pick's rank on each of its further rows: a row carried over to the next page had stood under
            # an empty Configuration cell, its card unnamed (PDF review, 2026-12-02)
            name = f"<b>{c.rank}. {_e(f'{c.count} × {c.name}')}</b>" if k == 0 else \
                f'<span class="muted">{c.rank}. {_e(f"{c.count} × {c.name}")}</span>'
            rows.append([name, _e(_plain(ctx, e.quantity, QUANTITY_TEXT)), _e(_inline_inputs(ctx, e)),
                         _e(_value_with_band(ctx, e))])
    if not rows:
        return ""
    title = t.translate("report", "Appendix C: how the other picks were computed")
    intro = t.translate("report", "The formulas are those of section {n} (How this was computed); "
                                  "these are the inputs for each of the other picks.").format(n=ctx.assumptions_n)
    differing = [(c, own) for c in ctx.rec.shortlist[1:] if (own := own_assumptions(ctx, c))]
    notes = ""
    if differing:
        lead = t.translate("report", "Assumptions of these picks that differ from the top pick's:")
        notes = f'<p{KEEP_STYLE}>{_e(lead)}</p>' + bullet_list(
            _e(t.translate("report", "{pick}: {assumptions}").format(
                pick=f"{c.rank}. {c.count} × {c.name}", assumptions=ctx.sep.join(ctx.msg(m) for m in own)))
            for c, own in differing)
    return (f'<h2>{_e(title)}</h2><p class="muted"{KEEP_STYLE}>{_e(intro)}</p>'
            + html_table([_e(t.translate("report", "Configuration")), _e(t.translate("report", "Estimate")),
                      _e(t.translate("report", "Inputs")), _e(t.translate("report", "Result"))], rows,
                     widths=[20, 14, 46, 20]) + notes)
