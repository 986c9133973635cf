"""The printable summary's content: one recommendation -> `ReportContent` (HTML and chart descriptions).

Qt-free (wizard/report/model.py has the data types): the page side, wizard/report/document.py,
lays it out and prints it. Keeping the two apart lets `gpu-wizard report` build the content while
Qt starts in parallel (wizard/report/cli.py), and lets tests read the report's words without Qt.

    content = build_content(rec, lang="zh_CN", width=body_width("a4"))

Sections in order: the recommendation, the answers, the memory needed, the user's current card,
the shortlist, charts, warnings (each citing its troubleshooting entry), next steps, assumptions
with "how this was computed", sign-off; then appendix A (cards left out), B (troubleshooting
entries, wizard/report/troubleshoot.py) and C (the other picks' calculations); the later ones are
in wizard/report/sections.py.
"""

from __future__ import annotations

import datetime as dt
import html
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from wizard import __version__
from wizard.core.catalog import load_catalog
from wizard.core.catalog_models import Catalog, Gpu
from wizard.core.ecosystem import has_rt_cores
from wizard.core.messages import (
    ENGINE_NAMES,
    QT_TRANSLATE_NOOP,
    connector_names,
    label,
    memory_type_text,
    renderer_name,
)
from wizard.core.money import cost_years, electricity_price
from wizard.core.profile import Workload
from wizard.core.results import Configuration, Message, Recommendation, Severity, Warning
from wizard.core.troubleshooting import Lang
from wizard.i18n import Translate, translator
from wizard.locale_format import (
    chart_name,
    decimals_for,
    format_date,
    format_money,
    format_month,
    format_number,
    format_percent,
    format_speed,
    format_years,
    label_colon,
    note_separator,
    per_watt_scale,
    render_localized,
    sentence_separator,
    shared_speed_heading,
    shared_speed_text,
    speed_unit_text,
    unbroken_units,
)
from wizard.report.model import (
    CHART_SCHEME,
    KEEP_STYLE,
    PALETTE,
    STYLE_SHEET,
    Axis,
    ChartSpec,
    ReportContent,
    Series,
    TickFormat,
)
from wizard.report.troubleshoot import AppendixEntry, select_entries

CHART_GAP = 14.0  # between the two charts of a row, in document units


# Plain words for the answers' coded values (labels from wizard.core.messages cover workloads and OS).
VALUE_TEXT: dict[str, str] = {
    "desktop": QT_TRANSLATE_NOOP("report", "Desktop PC or workstation"),
    "server": QT_TRANSLATE_NOOP("report", "Rack server"),
    "any": QT_TRANSLATE_NOOP("report", "No preference"),
    "cn": QT_TRANSLATE_NOOP("report", "Mainland China (only cards sold there)"),
    "region_any": QT_TRANSLATE_NOOP("report", "Anywhere"),
    "adamw": QT_TRANSLATE_NOOP("report", "AdamW"),
    "adamw_8bit": QT_TRANSLATE_NOOP("report", "8-bit AdamW"),
    "sgd": QT_TRANSLATE_NOOP("report", "SGD"),
    "mixed": QT_TRANSLATE_NOOP("report", "Mixed precision (BF16 with FP32 master weights)"),
    "bf16": QT_TRANSLATE_NOOP("report", "BF16 throughout"),
    "unknown": QT_TRANSLATE_NOOP("report", "Not decided"),
    "hpc_unknown": QT_TRANSLATE_NOOP("report", "Not sure (taken as arithmetic)"),
    "hpc_memory_bound": QT_TRANSLATE_NOOP("report", "Moving data (memory-bound)"),
    "hpc_compute_bound": QT_TRANSLATE_NOOP("report", "Arithmetic (compute-bound)"),
    "hpc_dense_matrix": QT_TRANSLATE_NOOP("report", "Dense matrices (DGEMM, solvers)"),
}


class ReportText:
    """The report's own strings in one language. `t.translate("report", "literal")` is what
    pyside6-lupdate collects; at run time it asks the catalog of the report's language (which may
    differ from the app's), falling back to the English source."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.tr: Translate = translator(lang)

    def translate(self, context: str, text: str) -> str:
        return self.tr(context, text) or text

    def value(self, key: str) -> str:
        src = VALUE_TEXT.get(key)
        return self.translate("report", src) if src else key


def _e(text: object) -> str:
    return html.escape(str(text), quote=False)


def bullet_list(items_html: Iterable[str], small: bool = False) -> str:
    """A bulleted list of HTML fragments, as paragraphs with a hanging indent.

    Not `<ul>`: Qt draws a list's bullet one narrow space (a third of an em in the bundled font)
    from the text, which reads as "•Weights" on paper. Here the bullet is text, an en space
    follows it, and the style sheet's hanging indent (model.py, `.bullet`) lines the wrapped lines
    up with the first.
    """
    cls = "bullet-small" if small else "bullet"
    return "".join(f'<p class="{cls}">\u2022\u00a0\u00a0{item}</p>' for item in items_html)


@dataclass
class ReportContext:
    rec: Recommendation
    lang: str
    t: ReportText
    gpus: dict[str, Gpu]
    generated: dt.date
    appendix: list[AppendixEntry] = field(default_factory=list)  # appendix B's troubleshooting entries
    sections: int = 0  # numbered sections so far (sections without content are skipped)
    assumptions_n: int = 0  # the number of "Assumptions and formulas" (appendix C cites it)
    quoted_as: dict[str, tuple[float, str]] = field(default_factory=dict)  # build_content's quoted_as

    @property
    def kb_lang(self) -> Lang:
        """The troubleshooting guide's language ("en" or "zh_CN")."""
        return "zh_CN" if self.lang.startswith("zh") else "en"

    @property
    def colon(self) -> str:
        """Between a label and its text: "Warning: ..." / "警告：..."."""
        return label_colon(self.lang)

    @property
    def sep(self) -> str:
        """Between two sentences, or a label and its text (none in Chinese)."""
        return sentence_separator(self.lang)

    def h2(self, title: str) -> str:
        """The next numbered section heading."""
        self.sections += 1
        return f"<h2>{self.sections}. {_e(title)}</h2>"

    def msg(self, m: Message) -> str:
        return render_localized(m, self.t.tr, self.lang, self.rec.shortlist[0].currency if self.rec.shortlist
                                else _currency(self.rec))

    def money(self, v: float | None, cur: str | None = None) -> str:
        return format_money(v, cur or _currency(self.rec), self.lang)

    def num(self, v: float | None, decimals: int = 0) -> str:
        return format_number(v, self.lang, decimals)

    def unit(self, speed_unit: str) -> str:
        """A speed unit as this language writes it (Chinese: "token/s")."""
        return speed_unit_text(speed_unit, self.t.translate)


def _currency(rec: Recommendation) -> str:
    return rec.profile.price_currency().value


def band_text(value: float | None, lang: str) -> str:
    """A relative error band as "19%" (the "±" is in the surrounding text); "" when there is none."""
    if not value:
        return ""
    return format_percent(value, lang)




# ---------------------------------------------------------------- building the content

def build_content(rec: Recommendation, lang: str = "en", width: float = 0.0, *, catalog: Catalog | None = None,
                  generated: dt.date | None = None,
                  quoted_as: Mapping[str, tuple[float, str]] | None = None) -> ReportContent:
    """The whole summary in `lang` for a page body `width` document units wide (model.body_width).

    `catalog`: the catalog the recommendation came from (for the specifications table), the
    bundled one by default. `generated`: the date printed on the report, today by default.
    `quoted_as`: a converted quote's own price and currency by card (quotes.quote_origins), said beside it.
    """
    cat = catalog or load_catalog()
    ctx = ReportContext(rec=rec, lang=lang, t=ReportText(lang), gpus=cat.by_id(),
                        generated=generated or dt.date.today(), quoted_as=dict(quoted_as or {}))
    ctx.appendix = select_entries(rec, ctx.gpus)
    chart_w = max(1.0, (width - CHART_GAP) / 2)
    size = (chart_w, chart_w * 0.66)
    specs = chart_specs(ctx)
    return ReportContent(
        lang=lang, title=_title(ctx), html=unbroken_units(_html(ctx, len(specs), size)), style_sheet=STYLE_SHEET,
        charts=tuple(specs),
        chart_size=size, header_right=ctx.t.translate("report", "GPU Selection Wizard"),
        footer_left=_footer_left(ctx), page_text=ctx.t.translate("report", "Page {page} of {pages}"),
        creator=f"GPU Selection Wizard {__version__}")


def _title(ctx: ReportContext) -> str:
    return ctx.t.translate("report", "GPU purchase summary")


def _footer_left(ctx: ReportContext) -> str:
    return ctx.t.translate("report", "Catalog {version} ({date}) · prepared {today}").format(
        version=ctx.rec.catalog.version, date=format_date(ctx.rec.catalog.date, ctx.lang),
        today=format_date(ctx.generated, ctx.lang))


def html_table(headers: list[str], rows: list[list[str]], num_cols: set[int] = frozenset(),  # type: ignore[assignment]
           widths: list[int] | None = None) -> str:
    """An HTML table whose header row repeats on each page. Cells are already-escaped HTML."""
    head = "".join(
        f'<th{" align=right" if i in num_cols else ""}'
        f'{f" width={widths[i]}%" if widths and widths[i] else ""}>{h}</th>'
        for i, h in enumerate(headers))
    body = []
    for k, row in enumerate(rows):
        bg = ' bgcolor="#f6f8fb"' if k % 2 else ""
        cells = "".join(f'<td{" align=right" if i in num_cols else ""}>{c}</td>' for i, c in enumerate(row))
        body.append(f"<tr{bg}>{cells}</tr>")
    return ('<table width="100%" cellspacing="0" cellpadding="3" border="0.5" '
            'style="border-collapse: collapse; border-color: #b8c4d4;">'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>")


def _html(ctx: ReportContext, n_charts: int, chart_size: tuple[float, float]) -> str:
    from wizard.report import sections

    ctx.sections = 0
    parts = [
        _cover(ctx),
        _answers(ctx),
        _memory(ctx),
        sections.current_card(ctx),
        _shortlist(ctx),
        _charts_section(ctx, n_charts, chart_size),
        _warnings(ctx),
        _next_steps(ctx),
        _assumptions(ctx),
        _signoff(ctx),
        _excluded(ctx),
        sections.troubleshooting_appendix(ctx),
        sections.other_picks_appendix(ctx),
    ]
    return "<html><body>" + "".join(parts) + "</body></html>"


def _cover(ctx: ReportContext) -> str:
    t, rec = ctx.t, ctx.rec
    out = [f"<h1>{_e(_title(ctx))}</h1>"]
    sub = t.translate("report", "Prepared with GPU Selection Wizard {version} on {date}. "
                                "GPU catalog {catalog} of {catalog_date} ({count} GPUs).").format(
        version=__version__, date=format_date(ctx.generated, ctx.lang), catalog=rec.catalog.version,
        catalog_date=format_date(rec.catalog.date, ctx.lang), count=rec.catalog.gpus)
    out.append(f'<p class="muted">{_e(sub)}</p>')
    if rec.shortlist:
        c = rec.shortlist[0]
        head = t.translate("report", "Recommendation")
        colon = ctx.colon.rstrip()  # bold with the label; the space (English) follows outside
        # a card without a list price: said in words (the headline had read "8 × NVIDIA H800 SXM (80 GB): -, about")
        price = ctx.money(c.price_total, c.currency) if c.price_total is not None else t.translate(
            "report", "no list price (ask a vendor for a quote)")
        machines = rec.profile.machines
        if machines > 1 and c.price_all_machines is not None:  # a purchase request needs the order's total
            # the GPUs alone, and how many to order: an approver had read the price as the workstation's
            price = t.translate("report", "GPUs {price} per machine, {total} for {machines} machines "
                                          "({cards} cards in all)").format(
                price=price, total=ctx.money(c.price_all_machines, c.currency), machines=ctx.num(machines),
                cards=ctx.num(c.count * machines))
        line = t.translate("report", "{count} × {gpu}: {price}, about {speed} {unit} (±{band}). "
                                     "Power supply: at least {psu} W.") if c.psu_recommended_w is not None else \
            t.translate("report", "{count} × {gpu}: {price}, about {speed} {unit} (±{band}). "
                                  "A complete computer with its own power supply.")
        line = line.format(
            count=c.count, gpu=c.name, price=price,
            speed=format_speed(c.speed, ctx.lang), unit=ctx.unit(c.speed_unit),
            band=band_text(c.speed_error_band, ctx.lang) or "-", psu=ctx.num(c.psu_recommended_w))
        if shared := shared_speed_text(c, ctx.lang, t.translate):
            line += ctx.sep + shared
        if len(rec.shortlist) == 2:
            others = t.translate("report", "One alternative follows in the shortlist; the details explain the choice.")
        else:
            others = t.translate("report", "{n} alternatives follow in the shortlist; the details explain the choice.")
        # A warning about the whole request (FP64 science on consumer cards only) in the box an approver reads
        # first: it had sat below the memory table (PDF review, 2026-12-02). It stays in its section too.
        whole = "".join(_warning_line(ctx, w) for w in key_warnings(rec))
        out.append('<table width="100%" cellpadding="8" cellspacing="0" border="0" bgcolor="#eef4ea" '
                   'style="border: 1px solid #7fa36b;"><tr><td>'
                   f'<p style="font-size: 11pt;"><b style="font-size: 11pt;">{_e(head)}{colon}</b>'
                   f'{ctx.sep}{_e(line)}</p>' + whole
                   + (f'<p class="muted">{_e(others.format(n=len(rec.shortlist) - 1))}</p>'
                      if len(rec.shortlist) > 1 else "")
                   + "</td></tr></table>")
    else:
        head = t.translate("report", "Nothing in the catalog meets every requirement.")
        items = bullet_list(_e(ctx.msg(s)) for s in rec.suggestions)
        hint = t.translate("report", "What would help:")
        out.append('<table width="100%" cellpadding="8" cellspacing="0" border="0" bgcolor="#fbeeee" '
                   'style="border: 1px solid #c77;"><tr><td>'
                   f"<p><b>{_e(head)}</b></p><p>{_e(hint)}</p>{items}</td></tr></table>")
    return "".join(out)


def _answers(ctx: ReportContext) -> str:
    t, p, req = ctx.t, ctx.rec.profile, ctx.rec.requirement
    rows: list[tuple[str, str]] = []
    add = rows.append
    add((t.translate("report", "What the GPUs are for"), label(p.workload.value, t.tr)))
    if p.workload.is_llm:
        if req.model_id is not None and req.model_name:  # a preset; a size typed in is a custom model
            size = req.params_b or 0.0  # "671 billion", not "671.0"; "8.0 billion" keeps its tenth
            model = t.translate("report", "{name} ({params} billion parameters)").format(
                name=req.model_name, params=ctx.num(size, 0 if size >= 100 or float(size).is_integer() else 1))
        else:
            model = t.translate("report", "A custom model of {params} billion parameters").format(
                params=ctx.num(req.params_b or p.params_b, 1))
        add((t.translate("report", "Model"), model))
        shown = (req.precision or "-").upper()
        if p.uses_native_precision():  # left open: the format the model is released in
            shown = t.translate("report", "{precision} (as released)").format(precision=shown)
        # The app's own words for the answers ("Quality", "Concurrent users" / "Batch size"), so that a reader
        # finds on the page what they set on the screen
        add((t.translate("report", "Quality (number format)"), shown))
        if req.engine:  # the engine whose constants the figures use (memory.engine_name)
            engine = ENGINE_NAMES.get(req.engine, req.engine)
            if req.engine == "llama.cpp":
                engine = t.translate("report", "{engine} (LM Studio, Ollama)").format(engine=engine)
            if p.engine.value == "unknown":  # left open: say which software the figures assume
                engine = t.translate("report", "Not sure; sized as {engine} runs it").format(engine=engine)
            add((t.translate("report", "Software that runs it"), engine))
        add((t.translate("report", "Context length"),
             t.translate("report", "{n} tokens").format(n=ctx.num(p.context_tokens))))
        batch = t.translate("report", "Batch size per GPU") if p.workload.is_training else t.translate("report",
                                                                                               "Concurrent users")
        add((batch, ctx.num(p.batch_size)))
        if p.workload.is_training:
            add((t.translate("report", "Optimizer"), t.value(p.optimizer.value)))
            add((t.translate("report", "Training precision"), t.value(p.training_precision.value)))
            if p.workload.value in ("lora", "qlora"):
                add((t.translate("report", "LoRA rank"), ctx.num(p.lora_rank)))
            add((t.translate("report", "Gradient checkpointing"),
                 t.translate("report", "Yes") if p.gradient_checkpointing else t.translate("report", "No")))
    else:
        if p.working_set_gb:
            add((t.translate("report", "Data that must fit in GPU memory"),
                 t.translate("report", "{n} GB").format(n=ctx.num(p.working_set_gb, 1))))
        if p.workload.value == "hpc":
            add((t.translate("report", "Needs double precision (FP64)"),
                 t.translate("report", "Yes") if p.hpc_needs_fp64 else t.translate("report", "No")))
            add((t.translate("report", "What limits the code"), t.value("hpc_" + p.hpc_code.value)))
        if p.workload.value == "rendering":
            from wizard.core.profile import RENDERER_NAMES

            named = RENDERER_NAMES.get(p.renderer)
            add((t.translate("report", "Renderer"), renderer_name(named, t.tr) if named else t.translate(
                "report", "Not sure, or another")))
    if p.budget:
        amount = ctx.money(p.budget.amount, p.budget.currency.value)
        # a sentence per scope, so that each language orders it ("每台机器 ¥4,000", not "¥4,000 每台机器")
        budget = (t.translate("report", "{amount} per machine") if p.budget.scope.value == "per_machine" else
                  t.translate("report", "{amount} in total"))
        add((t.translate("report", "Budget"), budget.format(amount=amount)))
    else:
        add((t.translate("report", "Budget"), t.translate("report", "No limit given")))
    add((t.translate("report", "Operating system"), label(p.os.value, t.tr)))
    add((t.translate("report", "Kind of machine"), t.value(p.form_factor.value)))
    region = "cn" if p.region.value == "cn" else "region_any"
    add((t.translate("report", "Where the cards are bought"), t.value(region)))
    add((t.translate("report", "GPUs per machine"), t.translate("report", "up to {n}").format(n=p.max_gpus)))
    if p.machines > 1:
        add((t.translate("report", "Machines"), ctx.num(p.machines)))
    if p.power and p.power.psu_watts:
        supply = f"{ctx.num(p.power.psu_watts)} W"
        if p.power.pcie_8pin is not None:
            supply = t.translate("report", "{watts} W, with {eight} × PCIe 8-pin and {sixteen} × 16-pin plugs").format(
                watts=ctx.num(p.power.psu_watts), eight=p.power.pcie_8pin, sixteen=p.power.pcie_16pin or 0)
        add((t.translate("report", "Existing power supply"), supply))
    elif p.power and p.power.max_gpu_watts:
        add((t.translate("report", "Power limit for the GPUs"), f"{ctx.num(p.power.max_gpu_watts)} W"))
    else:
        add((t.translate("report", "Power supply"), t.translate("report", "Chosen to suit the cards")))
    e = p.electricity
    # The electricity price behind the cost over the years, also when it was left open: the default had
    # stayed out of the report (this session's procurement review), though every total depends on it.
    # the answers as given (0.25 years, 7.75 hours), as the rest of the report says them: they had read "7.8 hours
    # a day for 0.2 years" beside "Cost over 0.25 years" (review of this session's diff); one year is "1 year"
    typical = e.price_per_kwh is None
    if e.years == 1:
        use = (t.translate("report", "{hours} hours a day for 1 year, at {price} per kWh (a typical price, assumed)")
               if typical else t.translate("report", "{hours} hours a day for 1 year, at {price} per kWh"))
    else:
        use = (t.translate("report", "{hours} hours a day for {years} years, at {price} per kWh (a typical price, "
                                     "assumed)")
               if typical else t.translate("report", "{hours} hours a day for {years} years, at {price} per kWh"))
    elec = use.format(hours=format_years(e.hours_per_day, ctx.lang), years=format_years(e.years, ctx.lang),
                      price=format_money(electricity_price(p), _currency(ctx.rec), ctx.lang, 2))
    add((t.translate("report", "Use"), elec))
    for gpu_id, price in sorted(p.price_overrides.items()):
        name = ctx.gpus[gpu_id].name if gpu_id in ctx.gpus else gpu_id
        quote = f"{name}{ctx.colon}{ctx.money(price)}"
        if gpu_id in ctx.quoted_as:  # converted from the vendor's currency: the vendor's own figure beside it
            amount, written_in = ctx.quoted_as[gpu_id]
            quote += note_separator(ctx.lang) + t.translate("report", "(quoted as {amount})").format(
                amount=format_money(amount, written_in, ctx.lang, 0 if float(amount).is_integer() else 2))
        add((t.translate("report", "Quoted price"), quote))
    body = html_table([_e(t.translate("report", "Question")), _e(t.translate("report", "Your answer"))],
                  [[_e(q), _e(a)] for q, a in rows], widths=[38, 62])
    return ctx.h2(t.translate("report", "Your answers")) + body


def _memory(ctx: ReportContext) -> str:
    t, req = ctx.t, ctx.rec.requirement
    intro = t.translate("report", "On one GPU the work needs about {need} GiB of memory (±{band}). "
                                  "Cards with at least {rec} GiB leave {headroom} spare for safety; the shortlist "
                                  "marks those with less as a tight fit.").format(
        need=ctx.num(req.vram_gb, 1), band=band_text(req.error_band, ctx.lang) or "-",
        headroom=format_percent(req.headroom, ctx.lang), rec=ctx.num(req.vram_gb_recommended, 1))
    if ctx.rec.profile.max_gpus > 1 and ctx.rec.profile.workload.copies_to_each_gpu:
        # it had said "split across several GPUs, each needs less" above a table of whole scenes per GPU
        intro += ctx.sep + t.translate("report", "Each GPU holds the whole scene: more GPUs render faster, but each "
                                             "still needs this much.")
    elif ctx.rec.profile.max_gpus > 1:
        intro += ctx.sep + t.translate("report", "Split across several GPUs, each needs less: the shortlist shows "
                                             "the memory needed on each GPU of every configuration.")
    total = sum(req.breakdown.values()) or 1
    rows = [[_e(label(k, t.tr)), ctx.num(v, 2), format_percent(v / total, ctx.lang)]
            for k, v in req.breakdown.items() if v >= 0.005]
    rows.append(["<b>" + _e(t.translate("report", "Total")) + "</b>", f"<b>{ctx.num(req.vram_gb, 2)}</b>",
                 "<b>100%</b>"])
    table = html_table([_e(t.translate("report", "Part")), "GiB", _e(t.translate("report", "Share"))], rows,
                   num_cols={1, 2}, widths=[50, 25, 25])
    formula = "".join(f'<p class="muted small">{_e(ctx.msg(m))}</p>' for m in req.explanation)
    approx = ('<p class="muted small">' + _e(t.translate("report", "The model size is approximate.")) + '</p>'
              if req.approximate else "")
    from wizard.report.sections import appendix_refs

    warns = "".join(_warning_line(ctx, w, appendix_refs(ctx, [w.code], [-1])) for w in ctx.rec.profile_warnings)
    return (ctx.h2(t.translate("report", "Memory needed")) + f"<p>{_e(intro)}</p>{table}"
            f"{formula}{approx}{warns}")


def key_warnings(rec: Recommendation) -> list[Warning]:
    """The warnings about the whole request that an approver must read with the recommendation: the
    answers' own at warning level or above (not the hints, not each card's)."""
    return [w for w in rec.profile_warnings if w.severity in (Severity.WARNING, Severity.BLOCKER)]


def _severity_html(ctx: ReportContext, severity: str) -> str:
    cls = {"blocker": "block", "warning": "warn"}.get(severity, "info")
    return f'<span class="{cls}">{_e(label(severity, ctx.t.tr))}</span>'


def _warning_line(ctx: ReportContext, w: Message, refs: str = "") -> str:
    sev = getattr(getattr(w, "severity", None), "value", "info")
    more = f'{ctx.sep}<span class="muted">{_e(refs)}</span>' if refs else ""
    return f"<p>{_severity_html(ctx, sev)}{ctx.colon}{_e(ctx.msg(w))}{more}</p>"


def _gpu_spec(ctx: ReportContext, c: Configuration) -> Gpu | None:
    return ctx.gpus.get(c.gpu_id)


def _rate_columns(ctx: ReportContext) -> tuple[list[str], Callable[[Gpu], list[str]]]:
    """The specification table's two rate columns, the ones the workload runs on."""
    t = ctx.t

    def fp64(g: Gpu) -> str:
        # 0 in the catalog means no FP64 hardware (data/catalog/60-intel.toml: Xe-HPG/Xe2 emulate it)
        return ctx.num(g.fp64_tflops, 2) if g.fp64_tflops else _e(t.translate("report", "none"))

    w = ctx.rec.profile.workload
    if w is Workload.RENDERING:
        return ([t.translate("report", "FP32 (TFLOPS)"), t.translate("report", "Ray-tracing cores")],
                lambda g: [ctx.num(g.fp32_tflops, 1),
                           _e(t.translate("report", "Yes") if has_rt_cores(g) else t.translate("report", "No"))])
    if w is Workload.HPC:
        return ([t.translate("report", "FP64 (TFLOPS)"), t.translate("report", "FP32 (TFLOPS)")],
                lambda g: [fp64(g), ctx.num(g.fp32_tflops, 1)])

    def llm(g: Gpu) -> list[str]:
        tensor = g.bf16_dense_tflops or g.fp16_dense_tflops
        return [ctx.num(tensor, 1) if tensor else "-", fp64(g)]

    return [t.translate("report", "BF16/FP16 (TFLOPS)"), t.translate("report", "FP64 (TFLOPS)")], llm


def _shortlist(ctx: ReportContext) -> str:
    t, rec = ctx.t, ctx.rec
    title = ctx.h2(t.translate("report", "Shortlist"))
    if not rec.shortlist:
        return title + "<p>" + _e(t.translate("report", "No configuration meets every requirement.")) + "</p>"
    years = format_years(rec.profile.electricity.years, ctx.lang)
    one_year = rec.profile.electricity.years == 1
    unit = ctx.unit(rec.shortlist[0].speed_unit)
    if shared := shared_speed_heading(rec.shortlist[0], t.translate):  # a chat server's: every user's together
        unit = t.translate("report", "{unit}, {who}").format(unit=unit, who=shared)
    headers = ["#", t.translate("report", "GPU"), t.translate("report", "Count"),
               t.translate("report", "Memory per GPU, needed / usable (GiB)"),
               t.translate("report", "Estimated speed ({unit})").format(unit=unit),
               t.translate("report", "Price of the GPUs") if rec.profile.machines == 1 else
               t.translate("report", "GPUs' price per machine"), t.translate("report", "GPU power (W)"),
               t.translate("report", "Power supply (W)"),
               (t.translate("report", "Cost over 1 year") if one_year else t.translate(
                   "report", "Cost over {years} years")) if rec.profile.machines == 1 else
               (t.translate("report", "Cost over 1 year per machine") if one_year else t.translate(
                   "report", "Cost over {years} years per machine"))]
    headers[-1] = headers[-1].format(years=years)
    rows = []
    longest = 0  # the longest total for all machines, in characters
    for c in rec.shortlist:
        b = band_text(c.speed_error_band, ctx.lang)
        speed = (format_speed(c.speed, ctx.lang) + (f" ±{b}" if b else "")
                 if c.speed is not None else "-")
        price = ctx.money(c.price_total, c.currency)
        if c.price_is_quote:
            # On a line of its own: the Chinese "（报价）" had broken as "（报" / "价）" beside the amount
            price += "<br/>" + _e(t.translate("report", "(quote)"))
        if c.count > 1 and c.price_unit is not None:  # a quoted set of cards shows its price per card too
            each = t.translate("report", "{price} each").format(price=ctx.money(c.price_unit, c.currency))
            price += "<br/>" + _e(each)
        if rec.profile.machines > 1 and c.price_all_machines is not None:
            total = t.translate("report", "{total} for {machines} machines").format(
                total=ctx.money(c.price_all_machines, c.currency), machines=ctx.num(rec.profile.machines))
            price += "<br/><b>" + _e(total) + "</b>"
        cost = ctx.money(c.tco, c.currency)
        if rec.profile.machines > 1 and c.tco_all_machines is not None:
            total = t.translate("report", "{total} for {machines} machines").format(
                total=ctx.money(c.tco_all_machines, c.currency), machines=ctx.num(rec.profile.machines))
            cost += "<br/><b>" + _e(total) + "</b>"
        if rec.profile.machines > 1:
            # a list: an unpriced card has no totals, and max() of one int had raised TypeError
            longest = max([longest, *(len(ctx.money(v, c.currency)) for v in (c.price_all_machines,
                                                                               c.tco_all_machines) if v is not None)])
        rows.append([str(c.rank), f"<b>{_e(c.name)}</b>", str(c.count),
                     f"{ctx.num(c.vram_gb_per_gpu, 1)} / {ctx.num(c.vram_capacity_gb_per_gpu, 1)}",
                     speed, price, ctx.num(c.board_power_w_total), ctx.num(c.psu_recommended_w), cost])
    # The money columns as wide as their longest total in bold (about 1 % of the body per character), from the
    # GPU column: a 10,000-machine order's "€250,560,000" had broken as "€250,560,00 / 0".
    extra = max(0, min(8, math.ceil(longest * 1.05 + 1.5) - 11))  # percent added to each money column
    table = html_table([_e(h) for h in headers], rows, num_cols={0, 2, 3, 4, 5, 6, 7, 8},
                   widths=[3, 24 - 2 * extra, 7, 12, 12, 11 + extra, 9, 10, 12 + extra])
    rate_headers, rates = _rate_columns(ctx)
    spec_headers = ["#", t.translate("report", "GPU"), t.translate("report", "Memory"),
                    t.translate("report", "Bandwidth (GB/s)"), *rate_headers, t.translate("report", "Board power (W)"),
                    t.translate("report", "Power connectors"), t.translate("report", "List price date")]
    spec_rows = []
    for c in rec.shortlist:
        g = _gpu_spec(ctx, c)
        if g is None:
            spec_rows.append([str(c.rank), _e(c.name), *["-"] * 7])
            continue
        spec_rows.append([
            str(c.rank), _e(g.name), f"{ctx.num(g.memory_gb)} GB {_e(memory_type_text(g.memory_type, t.tr))}",
            ctx.num(g.bandwidth_gbs),
            *rates(g), ctx.num(g.tdp_w),
            _e(t.translate("report", ", ").join(connector_names(g.power_connectors, t.translate))),
            # the month: a price's day adds nothing, and "2025年3月5日" broke in the narrow column as "2025年3月5 / 日"
            format_month(g.price_date, ctx.lang) if g.price_date else "-"])
    spec = html_table([_e(h) for h in spec_headers], spec_rows, num_cols={0, 3, 4, 5, 6},
                  widths=[3, 22, 13, 10, 11, 11, 9, 11, 10])
    if rec.profile.workload is Workload.RENDERING:
        speeds = t.translate("report", "Speeds are the cards' median Blender benchmark scores (Blender Open Data) "
                                       "or, for a card without one, estimates from its FP32 rate, within the "
                                       "error band shown.")
    else:
        speeds = t.translate("report", "Speeds are estimates from the cards' published specifications, within "
                                       "the error band shown.")
    quoted = [c.price_is_quote for c in rec.shortlist]
    if all(quoted):  # it had said "list prices" when every price was the reader's own quote
        prices = t.translate("report", "Prices are your quotes, in {currency}. The cost over the years adds "
                                       "electricity for the GPUs.")
    elif any(quoted):
        prices = t.translate("report", "Prices are list prices in {currency}, or your quotes where marked; shop "
                                       "prices differ. The cost over the years adds electricity for the GPUs.")
    else:
        prices = t.translate("report", "Prices are list prices in {currency}; shop prices differ. The cost over the "
                                       "years adds electricity for the GPUs.")
    note = speeds + ctx.sep + prices.format(currency=rec.shortlist[0].currency)
    why = []
    for c in rec.shortlist:
        reasons = ctx.sep.join(_e(ctx.msg(m)) for m in c.reasons)
        why.append(f"<p><b>{c.rank}. {c.count} × {_e(c.name)}</b> — {reasons}</p>")
    return (title + table + f'<p class="muted small">{_e(note)}</p>'
            + "<h3>" + _e(t.translate("report", "Specifications")) + "</h3>" + spec
            + "<h3>" + _e(t.translate("report", "Why each one fits")) + "</h3>" + "".join(why))


def _charts_section(ctx: ReportContext, n: int, size: tuple[float, float]) -> str:
    if n == 0:
        return ""
    t = ctx.t
    w, h = round(size[0]), round(size[1])
    cells = [f'<img src="{CHART_SCHEME}:{i}" width="{w}" height="{h}">' for i in range(1, n + 1)]
    rows = []
    for k in range(0, len(cells), 2):
        pair = cells[k:k + 2] + ([""] if len(cells[k:k + 2]) == 1 else [])
        rows.append("<tr>" + "".join(f'<td width="50%">{c}</td>' for c in pair) + "</tr>")
    caption = t.translate("report", "Numbers in the dots are the shortlist ranks. Speed bars show the error band; "
                                    "the dashed line joins the best buys (nothing is both cheaper and faster).")
    return (ctx.h2(t.translate("report", "Charts")) +
            '<table width="100%" cellspacing="0" cellpadding="4" border="0">' + "".join(rows) + "</table>"
            f'<p class="muted small">{_e(caption)}</p>')


def chart_specs(ctx: ReportContext) -> list[ChartSpec]:
    """The charts the app shows, as descriptions: speed against price (best buys marked), memory per
    GPU against what the work needs, speed per watt, and the cost over the years when it is known."""
    rec, t, lang = ctx.rec, ctx.t, ctx.lang
    sl = rec.shortlist
    if not sl:
        return []
    series = tuple(Series(c.rank, _short_name(c), PALETTE[i % len(PALETTE)]) for i, c in enumerate(sl))
    cur = sl[0].currency
    unit = ctx.unit(sl[0].speed_unit)
    money = TickFormat(lang, "money", currency=cur)
    price_axis = Axis(t.translate("report", "Price ({currency})").format(currency=cur), money)
    speed_axis = Axis(unit, TickFormat(lang, adaptive=True))
    specs = [
        ChartSpec("speed_price", t.translate("report", "Speed against price"), series, {
            "prices": [c.price_total for c in sl], "speeds": [c.speed for c in sl],
            "bands": [c.speed_error_band for c in sl], "x_axis": price_axis, "y_axis": speed_axis,
            "front_label": t.translate("report", "Best buys")}),
        ChartSpec("hbars", t.translate("report", "Usable memory per GPU and what the work needs"), series, {
            "values": [c.vram_capacity_gb_per_gpu for c in sl], "x_axis": Axis("GiB", TickFormat(lang)),
            "bar_marks": [c.vram_gb_per_gpu for c in sl],
            "bar_mark_label": t.translate("report", "needed on each GPU"),
            "value_fmt": TickFormat(lang, decimals=1)}),
    ]
    # Two significant figures of the best card's value, so that bars of similar length still read
    # differently (0.094 against 0.057, not 0.09 against 0.06); the axis takes what its ticks need.
    scale, raw = per_watt_scale(sl[0].speed_unit)
    watts = [None if c.perf_per_watt is None else c.perf_per_watt * scale for c in sl]
    watt_decimals = decimals_for(watts)
    specs.append(ChartSpec("hbars", t.translate("report", "Speed per watt"), series, {
        "values": watts,
        "x_axis": Axis(t.translate("report", "{unit} per W").format(unit=ctx.unit(raw)), TickFormat(lang)),
        "value_fmt": TickFormat(lang, decimals=watt_decimals)}))
    years = ctx.rec.profile.electricity.years
    if any(v is not None for c in sl for v in c.yearly_costs):
        title = (t.translate("report", "Cost over 1 year (purchase + electricity)") if years == 1 else
                 t.translate("report", "Cost over {years} years (purchase + electricity)").format(
                     years=format_years(years, lang)))
        specs.append(ChartSpec(
            "lines", title, series, {"ys": [list(c.yearly_costs) for c in sl], "xs": cost_years(ctx.rec.profile),
                                     "x_axis": Axis(t.translate("report", "Years"), TickFormat(lang)),
                                     "y_axis": Axis(cur, money)}))
    if any(c.max_context_tokens is not None for c in sl):  # language-model work: wizard/core/context_fit.py
        title = (t.translate("report", "Longest training sequence that fits") if rec.profile.workload.is_training
                 else t.translate("report", "Longest context that fits"))
        chosen = t.translate("report", "you chose {tokens}").format(tokens=format_number(rec.profile.context_tokens,
                                                                                          lang))
        specs.append(ChartSpec("hbars", title, series, {
            "values": [c.max_context_tokens for c in sl],
            "x_axis": Axis(t.translate("report", "tokens per sequence"), TickFormat(lang)),
            "markers": [(float(rec.profile.context_tokens), chosen, "#333333")]}))  # not a pick's colour
    return specs


def _short_name(c: Configuration) -> str:
    """A chart label (locale_format.chart_name): "8× GB200"."""
    return chart_name(c.name, c.count)


def _warnings(ctx: ReportContext) -> str:
    t, rec = ctx.t, ctx.rec
    from wizard.report.sections import appendix_refs

    title = ctx.h2(t.translate("report", "Warnings and what they mean"))
    groups: dict[tuple[str, str], list[int]] = {}
    codes: dict[tuple[str, str], set[str]] = {}
    order = {"blocker": 0, "warning": 1, "info": 2}
    for c in rec.shortlist:
        for w in c.warnings:
            key = (w.severity.value, ctx.msg(w))
            groups.setdefault(key, []).append(c.rank)
            codes.setdefault(key, set()).add(w.code)
    if not groups:
        return title + "<p>" + _e(t.translate("report", "No warnings for the shortlisted cards.")) + "</p>"
    rows = []
    for key, ranks in sorted(groups.items(), key=lambda kv: (order.get(kv[0][0], 3), kv[1][0])):
        sev, text = key
        refs = appendix_refs(ctx, sorted(codes[key]), ranks)
        cell = _e(text) + (f'{ctx.sep}<span class="muted">{_e(refs)}</span>' if refs else "")
        rows.append([_severity_html(ctx, sev), cell, ", ".join(f"#{r}" for r in ranks)])
    return title + html_table([_e(t.translate("report", "Level")), _e(t.translate("report", "Warning")),
                           _e(t.translate("report", "Applies to"))], rows, widths=[11, 75, 14])


def _next_steps(ctx: ReportContext) -> str:
    t, rec = ctx.t, ctx.rec
    groups: dict[tuple[str, str], list[int]] = {}
    for c in rec.shortlist:
        for s in c.next_steps:
            groups.setdefault((ctx.msg(s), s.command or ""), []).append(c.rank)
    if not groups:
        return ""
    title = ctx.h2(t.translate("report", "Next steps after buying"))
    rows = []
    n_all = len(rec.shortlist)
    for k, ((text, cmd), ranks) in enumerate(groups.items(), start=1):
        applies = t.translate("report", "all") if len(ranks) == n_all else ", ".join(f"#{r}" for r in ranks)
        cell = _e(text) + (f'<br/><span class="cmd">{_e(cmd)}</span>' if cmd else "")
        rows.append([str(k), cell, applies])
    return title + html_table(["#", _e(t.translate("report", "Step and command")),
                           _e(t.translate("report", "For"))], rows, num_cols={0}, widths=[4, 82, 14])


def _assumptions(ctx: ReportContext) -> str:
    from wizard.report.sections import explanation_assumptions, how_computed

    t, rec = ctx.t, ctx.rec
    items: list[str] = []
    for m in [*rec.requirement.explanation, *rec.assumptions, *explanation_assumptions(ctx)]:
        text = ctx.msg(m)
        if text not in items:
            items.append(text)
    title = ctx.h2(t.translate("report", "Assumptions and formulas"))
    ctx.assumptions_n = ctx.sections
    return title + bullet_list(_e(s) for s in items) + how_computed(ctx)


def _signoff(ctx: ReportContext) -> str:
    return ctx.h2(ctx.t.translate("report", "Sign-off")) + signoff_table(ctx.t)


def signoff_table(t: ReportText) -> str:
    """Prepared by / approved by, with room for a name, a signature and a date (every printed summary)."""
    blank = "<br/><br/>&nbsp;"
    rows = [["<b>" + _e(t.translate("report", "Prepared by")) + "</b>", blank, "", ""],
            ["<b>" + _e(t.translate("report", "Approved by")) + "</b>", blank, "", ""]]
    # "Full name", not "Name": the catalog's "Name" column is a thing's, translated "名称"; a person's is "姓名"
    return html_table(["", _e(t.translate("report", "Full name")), _e(t.translate("report", "Signature")),
                   _e(t.translate("report", "Date"))], rows, widths=[18, 32, 32, 18])


# The closest alternatives get their reasons in full; the long tail (an HPC job can fit thirty cards
# that score a tenth of the last pick) is named in one paragraph.
RANKED_LOWER_DETAILED = 8


def _excluded(ctx: ReportContext) -> str:
    """Appendix A: every card not on the shortlist and why, in two groups. First the cards that fit
    but scored lower (the real alternatives, best first), then those that cannot do the work."""
    t, rec = ctx.t, ctx.rec
    appendix = t.translate("report", "Appendix A: cards left out and why")
    title = '<h2 style="page-break-before: always;">' + _e(appendix) + "</h2>"
    if not rec.unsuitable() and not rec.ranked_lower:
        return title + "<p>" + _e(t.translate("report", "No card was left out.")) + "</p>"
    headers = [_e(t.translate("report", "GPU")), _e(t.translate("report", "Why not"))]
    return title + _ranked_lower(ctx, headers) + _cannot(ctx, headers)


def _ranked_lower(ctx: ReportContext, headers: list[str]) -> str:
    t, rec = ctx.t, ctx.rec
    if not rec.ranked_lower:
        return ""
    out = [f"<h3{KEEP_STYLE}>" + _e(t.translate("report", "Cards that fit but rank lower")) + "</h3>"]
    intro = (t.translate("report", "1 more card meets every requirement. It is shown at its best number of "
                                   "GPUs, with the warnings that cost it points; section {section} explains "
                                   "the score.")
             if rec.ranked_lower_total == 1 else
             t.translate("report", "{n} more cards meet every requirement. Each is shown at its best number of "
                                   "GPUs, with the warnings that cost it points; section {section} explains "
                                   "the score."))
    out.append(f'<p class="muted"{KEEP_STYLE}>'
               + _e(intro.format(n=rec.ranked_lower_total, section=ctx.assumptions_n)) + "</p>")
    detailed, rest = rec.ranked_lower[:RANKED_LOWER_DETAILED], rec.ranked_lower[RANKED_LOWER_DETAILED:]
    rows = [[_e(r.name), "<br/>".join(_e(ctx.msg(m)) for m in r.reasons)] for r in detailed]
    out.append(html_table(headers, rows, widths=[30, 70]))
    if rest:
        names = t.translate("report", ", ").join(
            t.translate("report", "{count} × {gpu} (score {score})").format(
                count=r.count, gpu=r.name, score=format_number(r.score, ctx.lang, 0)) for r in rest)
        out.append("<p>" + _e(t.translate("report", "Also fit, with lower scores still: {cards}.").format(
            cards=names)) + "</p>")
    unlisted = rec.ranked_lower_total - len(rec.ranked_lower)
    if unlisted > 0:  # a very big catalog: the core lists the best RANKED_LOWER_LIMIT
        text = (t.translate("report", "1 more card fits with a lower score still; it is not listed.")
                if unlisted == 1 else
                t.translate("report", "{n} more cards fit with lower scores still; they are not listed."))
        out.append('<p class="muted">' + _e(text.format(n=ctx.num(unlisted))) + "</p>")
    return "".join(out)


# Reasons whose figure grows with the count; the plugs too ("1-2 GPUs: ... 6 in all" had given one card the
# pair's plugs).
GROWS_WITH_COUNT = frozenset({"EXCLUDED_BUDGET", "EXCLUDED_BUDGET_FLEET", "EXCLUDED_PSU", "EXCLUDED_GPU_WATTS",
                              "EXCLUDED_PSU_PLUGS", "EXCLUDED_PSU_PLUGS_ADAPTER"})


def _cannot(ctx: ReportContext, headers: list[str]) -> str:
    """Each excluded card once, each reason once, with the GPU counts it applies to."""
    t, rec = ctx.t, ctx.rec
    unsuitable = rec.unsuitable()
    if not unsuitable:
        return ""
    by_gpu: dict[str, tuple[str, dict[str, tuple[list[int], Message]]]] = {}
    for e in sorted(unsuitable, key=lambda e: e.count):
        name, codes = by_gpu.setdefault(e.gpu_id, (e.name, {}))
        for m in e.reasons:
            counts, first = codes.get(m.code, ([], m))
            counts.append(e.count)
            # A cost or a power draw grows with the count: quote the fewest GPUs, which are already too
            # many ("1-2 GPUs: costs $2,250", not the pair's $4,500); the rest (memory) the most, which
            # are still not enough.
            codes[m.code] = (counts, first if m.code in GROWS_WITH_COUNT else m)
    multi = rec.profile.max_gpus > 1
    # Cards left out for the very same reasons share a row (all the 8 GB cards "need 8.6 GiB, one card
    # gives 7.1 GiB"; every quote-only passive card): the appendix reads by reason and is pages shorter.
    alike: dict[str, list[str]] = {}
    for name, codes in by_gpu.values():
        lines = []
        for counts, m in codes.values():
            prefix = (t.translate("report", "{counts} GPUs:").format(counts=_ranges(counts)) + ctx.sep
                      if multi else "")
            lines.append(_e(prefix + ctx.msg(m)))
        alike.setdefault("<br/>".join(lines), []).append(_e(name))
    rows = [["<br/>".join(names), reasons] for reasons, names in alike.items()]
    intro = (t.translate("report", "1 card in the catalog was considered and left out for these reasons.")
             if len(by_gpu) == 1 else
             t.translate("report", "{n} cards in the catalog were considered and left out for these reasons."
                         ).format(n=len(by_gpu)))
    return (f"<h3{KEEP_STYLE}>" + _e(t.translate("report", "Cards that cannot do this work")) + "</h3>"
            + f'<p class="muted"{KEEP_STYLE}>{_e(intro)}</p>' + html_table(headers, rows, widths=[30, 70]))


def _ranges(values: list[int]) -> str:
    vals = sorted(set(values))
    out: list[str] = []
    start = prev = vals[0]
    for v in [*vals[1:], None]:
        if v is not None and v == prev + 1:
            prev = v
            continue
        out.append(str(start) if start == prev else f"{start}-{prev}")
        if v is not None:
            start = prev = v
    return ", ".join(out)

