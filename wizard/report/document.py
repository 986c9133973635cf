"""The printable summary: one recommendation -> a paginated QTextDocument -> PDF or printer.

API for front ends (all need a QGuiApplication; `wizard.report.qt.ensure_app()` makes one):

    doc = build_document(rec, lang="en", paper="a4")        # QTextDocument, e.g. for a QTextBrowser
    write_pdf(rec, "summary.pdf", lang="zh_CN", paper="letter")   # atomic; raises WriteError
    print_document(rec, printer, lang="en")                 # QPrinter / QPdfWriter, paper from the device

Print preview: connect `QPrintPreviewDialog.paintRequested` to
`lambda printer: print_document(rec, printer, lang)` — it draws the same pages as the PDF, with the
header, footer and page numbers that a bare `QTextDocument.print_()` would not draw.

Layout: the document is laid out in 1/96-inch units on a page body the size of the paper less the
margins, then each page is painted through a translated, clipped painter scaled to the device, with
the header and footer drawn around it. Tables repeat their header row (`<thead>`) on every page and
rows move to the next page whole; charts are vector objects (wizard/report/charts.py).
"""

from __future__ import annotations

import datetime as dt
import html
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
    QTextFrame,
    QTextTable,
)

from wizard import __version__
from wizard.core.catalog import load_catalog
from wizard.core.catalog_models import Catalog, Gpu
from wizard.core.messages import QT_TRANSLATE_NOOP, label
from wizard.core.results import Configuration, Message, Recommendation
from wizard.core.troubleshooting import Lang
from wizard.i18n import Translate, translator
from wizard.locale_format import format_date, format_money, format_number, format_percent, render_localized
from wizard.report import charts
from wizard.report.fonts import document_families, register_fonts
from wizard.report.pages import Slice, plan_pages
from wizard.report.troubleshoot import AppendixEntry, select_entries

PAPERS: dict[str, QPageSize.PageSizeId] = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGINS_MM = QMarginsF(16, 20, 16, 18)  # left, top, right, bottom; header and footer sit inside
HEADER_MM = 9.0  # from the body's top edge up to the header's baseline area
BODY_PT = 9.0
DPI = charts.LAYOUT_DPI


# Plain words for the answers' coded values (labels from wizard.core.messages cover workloads and OS).
VALUE_TEXT: dict[str, str] = {
    "desktop": QT_TRANSLATE_NOOP("report", "Desktop PC or workstation"),
    "server": QT_TRANSLATE_NOOP("report", "Rack server"),
    "any": QT_TRANSLATE_NOOP("report", "No preference"),
    "cn": QT_TRANSLATE_NOOP("report", "Mainland China (only cards sold there)"),
    "region_any": QT_TRANSLATE_NOOP("report", "Anywhere"),
    "per_machine": QT_TRANSLATE_NOOP("report", "per machine"),
    "total": QT_TRANSLATE_NOOP("report", "in total"),
    "adamw": QT_TRANSLATE_NOOP("report", "AdamW"),
    "adamw_8bit": QT_TRANSLATE_NOOP("report", "8-bit AdamW"),
    "sgd": QT_TRANSLATE_NOOP("report", "SGD"),
    "mixed": QT_TRANSLATE_NOOP("report", "Mixed precision (BF16 with FP32 master weights)"),
    "bf16": QT_TRANSLATE_NOOP("report", "BF16 throughout"),
    "unknown": QT_TRANSLATE_NOOP("report", "Not decided"),
}


class _Text:
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


@dataclass
class ReportContext:
    rec: Recommendation
    lang: str
    paper: str
    t: _Text
    gpus: dict[str, Gpu]
    generated: dt.date
    families: list[str]
    appendix: list[AppendixEntry] = field(default_factory=list)  # appendix B's troubleshooting entries
    sections: int = 0  # numbered sections so far (sections without content are skipped)
    assumptions_n: int = 0  # the number of "Assumptions and formulas" (appendix C cites it)

    @property
    def kb_lang(self) -> Lang:
        """The troubleshooting guide's language ("en" or "zh_CN")."""
        return "zh_CN" if self.lang.startswith("zh") else "en"

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


def _currency(rec: Recommendation) -> str:
    return rec.profile.budget.currency.value if rec.profile.budget else "USD"


def band_text(value: float | None, lang: str) -> str:
    """A relative error band as "19 %" (the "±" is in the surrounding text); "" when there is none."""
    if not value:
        return ""
    return f"{format_number(value * 100, lang, 0)} %"


def _speed_decimals(v: float | None) -> int:
    return 0 if v is None or v >= 100 else 1 if v >= 1 else 2


# ---------------------------------------------------------------- page geometry

@dataclass(frozen=True)
class PageGeometry:
    """Paper and body rectangles in document units (1/96 inch)."""

    paper: QSizeF
    body: QRectF

    @classmethod
    def for_layout(cls, layout: QPageLayout) -> PageGeometry:
        full = layout.fullRectPoints()
        paint = layout.paintRectPoints()
        k = DPI / 72.0
        return cls(QSizeF(full.width() * k, full.height() * k),
                   QRectF(paint.left() * k, paint.top() * k, paint.width() * k, paint.height() * k))

    @classmethod
    def for_paper(cls, paper: str) -> PageGeometry:
        return cls.for_layout(page_layout(paper))


def page_layout(paper: str) -> QPageLayout:
    key = paper.lower()
    if key not in PAPERS:
        raise ValueError(f"unknown paper size {paper!r} (a4 or letter)")
    return QPageLayout(QPageSize(PAPERS[key]), QPageLayout.Orientation.Portrait, MARGINS_MM,
                       QPageLayout.Unit.Millimeter)


# ---------------------------------------------------------------- building the document

def build_document(rec: Recommendation, lang: str = "en", paper: str = "a4", *, catalog: Catalog | None = None,
                   generated: dt.date | None = None) -> QTextDocument:
    """The whole summary as a QTextDocument laid out for `paper` ("a4" or "letter").

    `catalog`: the catalog the recommendation came from (for the specifications table), the
    bundled one by default. `generated`: the date printed on the report, today by default.
    """
    return _build(rec, lang, PageGeometry.for_paper(paper), paper, catalog, generated, raster_charts=True)


def _build(rec: Recommendation, lang: str, geom: PageGeometry, paper: str, catalog: Catalog | None,
           generated: dt.date | None, raster_charts: bool = False) -> QTextDocument:
    register_fonts()
    cat = catalog or load_catalog()
    ctx = ReportContext(rec=rec, lang=lang, paper=paper, t=_Text(lang), gpus=cat.by_id(),
                        generated=generated or dt.date.today(), families=document_families())
    ctx.appendix = select_entries(rec, ctx.gpus)
    doc = QTextDocument()
    # Lay out at a fixed 96 dpi whatever the screen: the same line breaks on every machine.
    device = QImage(1, 1, QImage.Format.Format_RGB32)
    device.setDotsPerMeterX(round(DPI / 0.0254))
    device.setDotsPerMeterY(round(DPI / 0.0254))
    doc.documentLayout().setPaintDevice(device)
    doc._layout_device = device  # type: ignore[attr-defined]  # keep the QImage alive with the document
    doc.setUseDesignMetrics(True)
    doc.setDocumentMargin(0)
    font = QFont()
    font.setFamilies(ctx.families)
    font.setPointSizeF(BODY_PT)
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet(_STYLE)
    doc.setTextWidth(geom.body.width())  # one continuous layout; wizard/report/pages.py cuts it into pages
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, _title(ctx))
    chart_w = (geom.body.width() - 14) / 2
    chart_h = chart_w * 0.66
    draws = _chart_draws(ctx)
    size = QSizeF(chart_w, chart_h)
    for i, draw in enumerate(draws, start=1):
        image = charts.raster_image(draw, size) if raster_charts else charts.placeholder_image()
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"{charts.CHART_SCHEME}:{i}"), image)
    doc._report_charts = draws  # type: ignore[attr-defined]
    doc.setHtml(_html(ctx, len(draws), size))
    doc._report_pages = plan_pages(doc, geom.body.height())  # type: ignore[attr-defined]
    doc._report_chart_rects = None  # type: ignore[attr-defined]
    doc._report_chart_rects = chart_rects(doc)  # type: ignore[attr-defined]  # the layout is final now
    doc.setProperty("report_title", _title(ctx))
    doc.setProperty("report_footer", _footer_left(ctx))
    doc.setProperty("report_header_right", ctx.t.translate("report", "GPU Selection Wizard"))
    doc.setProperty("report_page_text", ctx.t.translate("report", "Page {page} of {pages}"))
    doc.setProperty("report_families", ctx.families)
    return doc


def _title(ctx: ReportContext) -> str:
    return ctx.t.translate("report", "GPU purchase summary")


def _footer_left(ctx: ReportContext) -> str:
    return ctx.t.translate("report", "Catalog {version} ({date}) · prepared {today}").format(
        version=ctx.rec.catalog.version, date=format_date(ctx.rec.catalog.date, ctx.lang),
        today=format_date(ctx.generated, ctx.lang))


_STYLE = """
h1 { font-size: 17pt; font-weight: bold; color: #1a3d6b; margin-bottom: 2px; }
h2 { font-size: 12pt; font-weight: bold; color: #1a3d6b; margin-top: 14px; margin-bottom: 5px; }
h3 { font-size: 10pt; font-weight: bold; margin-top: 8px; margin-bottom: 3px; }
.label { font-size: 8.5pt; font-weight: bold; color: #1a3d6b; margin-top: 4px; margin-bottom: 1px; }
ol, ul { margin-top: 0px; margin-bottom: 4px; }
li { margin-bottom: 2px; }
.indent { margin-left: 12px; }
p { margin-top: 2px; margin-bottom: 4px; }
td, th { padding: 3px; vertical-align: top; font-size: 8pt; }
th { background-color: #e8eef6; font-weight: bold; text-align: left; }
.num { text-align: right; }
.muted { color: #555555; }
.small { font-size: 8pt; }
.cmd { font-family: 'DejaVu Sans Mono', 'Noto Sans SC Wizard', monospace; font-size: 8pt; color: #1b1b1b; }
.warn { color: #8a4b00; font-weight: bold; }
.block { color: #a40000; font-weight: bold; }
.info { color: #1a5e9a; font-weight: bold; }
"""


def _table(headers: list[str], rows: list[list[str]], num_cols: set[int] = frozenset(),  # type: ignore[assignment]
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


def _html(ctx: ReportContext, n_charts: int, chart_size: QSizeF) -> str:
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
        colon = "：" if ctx.lang.startswith("zh") else ":"
        line = t.translate("report", "{count} × {gpu}: {price}, about {speed} {unit} (±{band}). "
                                     "Power supply: at least {psu} W.").format(
            count=c.count, gpu=c.name, price=ctx.money(c.price_total, c.currency),
            speed=ctx.num(c.speed, _speed_decimals(c.speed)), unit=c.speed_unit,
            band=band_text(c.speed_error_band, ctx.lang) or "-", psu=ctx.num(c.psu_recommended_w))
        if len(rec.shortlist) == 2:
            others = t.translate("report", "One alternative follows in the shortlist; the details explain the choice.")
        else:
            others = t.translate("report", "{n} alternatives follow in the shortlist; the details explain the choice.")
        out.append('<table width="100%" cellpadding="8" cellspacing="0" border="0" bgcolor="#eef4ea" '
                   'style="border: 1px solid #7fa36b;"><tr><td>'
                   f'<p style="font-size: 11pt;"><b style="font-size: 11pt;">{_e(head)}{colon}</b> {_e(line)}</p>'
                   + (f'<p class="muted">{_e(others.format(n=len(rec.shortlist) - 1))}</p>'
                      if len(rec.shortlist) > 1 else "")
                   + "</td></tr></table>")
    else:
        head = t.translate("report", "Nothing in the catalog meets every requirement.")
        items = "".join(f"<li>{_e(ctx.msg(s))}</li>" for s in rec.suggestions)
        hint = t.translate("report", "What would help:")
        out.append('<table width="100%" cellpadding="8" cellspacing="0" border="0" bgcolor="#fbeeee" '
                   'style="border: 1px solid #c77;"><tr><td>'
                   f"<p><b>{_e(head)}</b></p><p>{_e(hint)}</p><ul>{items}</ul></td></tr></table>")
    return "".join(out)


def _answers(ctx: ReportContext) -> str:
    t, p, req = ctx.t, ctx.rec.profile, ctx.rec.requirement
    rows: list[tuple[str, str]] = []
    add = rows.append
    add((t.translate("report", "What the GPUs are for"), label(p.workload.value, t.tr)))
    if p.workload.is_llm:
        if req.model_name:
            model = t.translate("report", "{name} ({params} billion parameters)").format(
                name=req.model_name, params=ctx.num(req.params_b, 1))
        else:
            model = t.translate("report", "A custom model of {params} billion parameters").format(
                params=ctx.num(req.params_b or p.params_b, 1))
        add((t.translate("report", "Model"), model))
        add((t.translate("report", "Number format (precision)"), (req.precision or "-").upper()))
        if req.engine:
            add((t.translate("report", "Software that runs it"), t.value(req.engine)
                 if req.engine == "unknown" else req.engine))
        add((t.translate("report", "Context length"),
             t.translate("report", "{n} tokens").format(n=ctx.num(p.context_tokens))))
        add((t.translate("report", "Requests or sequences at once (batch)"), ctx.num(p.batch_size)))
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
    if p.budget:
        scope = t.value(p.budget.scope.value)
        add((t.translate("report", "Budget"), f"{ctx.money(p.budget.amount, p.budget.currency.value)} {scope}"))
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
        add((t.translate("report", "Existing power supply"), f"{ctx.num(p.power.psu_watts)} W"))
    elif p.power and p.power.max_gpu_watts:
        add((t.translate("report", "Power limit for the GPUs"), f"{ctx.num(p.power.max_gpu_watts)} W"))
    else:
        add((t.translate("report", "Power supply"), t.translate("report", "Chosen to suit the cards")))
    e = p.electricity
    elec = t.translate("report", "{hours} hours a day for {years} years").format(
        hours=ctx.num(e.hours_per_day, 0 if float(e.hours_per_day).is_integer() else 1),
        years=ctx.num(e.years, 0 if float(e.years).is_integer() else 1))
    if e.price_per_kwh is not None:
        elec += ", " + t.translate("report", "{price} per kWh").format(
            price=format_money(e.price_per_kwh, _currency(ctx.rec), ctx.lang, 2))
    add((t.translate("report", "Use"), elec))
    for gpu_id, price in sorted(p.price_overrides.items()):
        name = ctx.gpus[gpu_id].name if gpu_id in ctx.gpus else gpu_id
        add((t.translate("report", "Quoted price"), f"{name}: {ctx.money(price)}"))
    body = _table([_e(t.translate("report", "Question")), _e(t.translate("report", "Your answer"))],
                  [[_e(q), _e(a)] for q, a in rows], widths=[38, 62])
    return ctx.h2(t.translate("report", "Your answers")) + body


def _memory(ctx: ReportContext) -> str:
    t, req = ctx.t, ctx.rec.requirement
    intro = t.translate("report", "On one GPU the work needs about {need} GiB of memory (±{band}). "
                                  "With {headroom} spare for safety, choose cards with at least {rec} GiB.").format(
        need=ctx.num(req.vram_gb, 1), band=band_text(req.error_band, ctx.lang) or "-",
        headroom=format_percent(req.headroom, ctx.lang), rec=ctx.num(req.vram_gb_recommended, 1))
    if ctx.rec.profile.max_gpus > 1:
        intro += " " + t.translate("report", "Split across several GPUs, each needs less: the shortlist shows "
                                             "the memory needed on each GPU of every configuration.")
    total = sum(req.breakdown.values()) or 1
    rows = [[_e(label(k, t.tr)), ctx.num(v, 2), format_percent(v / total, ctx.lang)]
            for k, v in req.breakdown.items() if v >= 0.005]
    rows.append(["<b>" + _e(t.translate("report", "Total")) + "</b>", f"<b>{ctx.num(req.vram_gb, 2)}</b>",
                 "<b>100%</b>"])
    table = _table([_e(t.translate("report", "Part")), "GiB", _e(t.translate("report", "Share"))], rows,
                   num_cols={1, 2}, widths=[50, 25, 25])
    formula = "".join(f'<p class="muted small">{_e(ctx.msg(m))}</p>' for m in req.explanation)
    approx = ('<p class="muted small">' + _e(t.translate("report", "The model size is approximate.")) + '</p>'
              if req.approximate else "")
    from wizard.report.sections import appendix_refs

    warns = "".join(_warning_line(ctx, w, appendix_refs(ctx, [w.code], [-1])) for w in ctx.rec.profile_warnings)
    return (ctx.h2(t.translate("report", "Memory needed")) + f"<p>{_e(intro)}</p>{table}"
            f"{formula}{approx}{warns}")


def _severity_html(ctx: ReportContext, severity: str) -> str:
    cls = {"blocker": "block", "warning": "warn"}.get(severity, "info")
    return f'<span class="{cls}">{_e(label(severity, ctx.t.tr))}</span>'


def _warning_line(ctx: ReportContext, w: Message, refs: str = "") -> str:
    sev = getattr(getattr(w, "severity", None), "value", "info")
    more = f' <span class="muted">{_e(refs)}</span>' if refs else ""
    return f"<p>{_severity_html(ctx, sev)}: {_e(ctx.msg(w))}{more}</p>"


def _gpu_spec(ctx: ReportContext, c: Configuration) -> Gpu | None:
    return ctx.gpus.get(c.gpu_id)


def _shortlist(ctx: ReportContext) -> str:
    t, rec = ctx.t, ctx.rec
    title = ctx.h2(t.translate("report", "Shortlist"))
    if not rec.shortlist:
        return title + "<p>" + _e(t.translate("report", "No configuration meets every requirement.")) + "</p>"
    years = ctx.num(rec.profile.electricity.years, 0 if float(rec.profile.electricity.years).is_integer() else 1)
    unit = rec.shortlist[0].speed_unit
    headers = ["#", t.translate("report", "GPU"), t.translate("report", "Count"),
               t.translate("report", "Memory per GPU, needed / usable (GiB)"),
               t.translate("report", "Estimated speed ({unit})").format(unit=unit),
               t.translate("report", "Price"), t.translate("report", "GPU power (W)"),
               t.translate("report", "Power supply (W)"),
               t.translate("report", "Cost over {years} years").format(years=years)]
    rows = []
    for c in rec.shortlist:
        b = band_text(c.speed_error_band, ctx.lang)
        speed = (ctx.num(c.speed, _speed_decimals(c.speed)) + (f" ±{b}" if b else "")
                 if c.speed is not None else "-")
        price = ctx.money(c.price_total, c.currency)
        if c.price_is_quote:
            price += " " + t.translate("report", "(quote)")
        elif c.count > 1 and c.price_unit is not None:
            each = t.translate("report", "{price} each").format(price=ctx.money(c.price_unit, c.currency))
            price += "<br/>" + _e(each)
        rows.append([str(c.rank), f"<b>{_e(c.name)}</b>", str(c.count),
                     f"{ctx.num(c.vram_gb_per_gpu, 1)} / {ctx.num(c.vram_capacity_gb_per_gpu, 1)}",
                     speed, price, ctx.num(c.board_power_w_total), ctx.num(c.psu_recommended_w),
                     ctx.money(c.tco, c.currency)])
    table = _table([_e(h) for h in headers], rows, num_cols={0, 2, 3, 4, 5, 6, 7, 8},
                   widths=[3, 24, 7, 12, 12, 11, 9, 10, 12])
    spec_headers = ["#", t.translate("report", "GPU"), t.translate("report", "Memory"),
                    t.translate("report", "Bandwidth (GB/s)"), t.translate("report", "BF16/FP16 (TFLOPS)"),
                    t.translate("report", "FP64 (TFLOPS)"), t.translate("report", "Board power (W)"),
                    t.translate("report", "Power connectors"), t.translate("report", "List price date")]
    spec_rows = []
    for c in rec.shortlist:
        g = _gpu_spec(ctx, c)
        if g is None:
            spec_rows.append([str(c.rank), _e(c.name), *["-"] * 7])
            continue
        tensor = g.bf16_dense_tflops or g.fp16_dense_tflops
        spec_rows.append([
            str(c.rank), _e(g.name), f"{ctx.num(g.memory_gb)} GB {_e(g.memory_type)}", ctx.num(g.bandwidth_gbs),
            ctx.num(tensor, 1) if tensor else "-", ctx.num(g.fp64_tflops, 2), ctx.num(g.tdp_w),
            _e(", ".join(g.power_connectors)), format_date(g.price_date, ctx.lang) if g.price_date else "-"])
    spec = _table([_e(h) for h in spec_headers], spec_rows, num_cols={0, 3, 4, 5, 6},
                  widths=[3, 24, 12, 10, 11, 9, 9, 12, 10])
    note = t.translate("report", "Speeds are estimates from the cards' published specifications, within the "
                                 "error band shown. Prices are list prices in {currency}; shop prices differ. "
                                 "The cost over the years adds electricity for the GPUs.").format(
        currency=rec.shortlist[0].currency)
    why = []
    for c in rec.shortlist:
        reasons = " ".join(_e(ctx.msg(m)) for m in c.reasons)
        why.append(f"<p><b>{c.rank}. {c.count} × {_e(c.name)}</b> — {reasons}</p>")
    return (title + table + f'<p class="muted small">{_e(note)}</p>'
            + "<h3>" + _e(t.translate("report", "Specifications")) + "</h3>" + spec
            + "<h3>" + _e(t.translate("report", "Why each one fits")) + "</h3>" + "".join(why))


def _charts_section(ctx: ReportContext, n: int, size: QSizeF) -> str:
    if n == 0:
        return ""
    t = ctx.t
    w, h = round(size.width()), round(size.height())
    cells = [f'<img src="{charts.CHART_SCHEME}:{i}" width="{w}" height="{h}">' for i in range(1, n + 1)]
    rows = []
    for k in range(0, len(cells), 2):
        pair = cells[k:k + 2] + ([""] if len(cells[k:k + 2]) == 1 else [])
        rows.append("<tr>" + "".join(f'<td width="50%">{c}</td>' for c in pair) + "</tr>")
    caption = t.translate("report", "Numbers in the dots are the shortlist ranks. Speed bars show the error band; "
                                    "the dashed line joins the best buys (nothing is both cheaper and faster).")
    return (ctx.h2(t.translate("report", "Charts")) +
            '<table width="100%" cellspacing="0" cellpadding="4" border="0">' + "".join(rows) + "</table>"
            f'<p class="muted small">{_e(caption)}</p>')


def _chart_draws(ctx: ReportContext) -> list[Callable[[QPainter, charts.QRectF], None]]:
    rec, t = ctx.rec, ctx.t
    sl = rec.shortlist
    if not sl:
        return []
    style = charts.ChartStyle(families=ctx.families, point_size=7.0)
    series = [charts.Series(c.rank, _short_name(c), charts.PALETTE[i % len(charts.PALETTE)])
              for i, c in enumerate(sl)]
    cur = sl[0].currency
    unit = sl[0].speed_unit

    def money_axis(v: float) -> str:
        return format_money(v, cur, ctx.lang)

    price_axis = charts.Axis(t.translate("report", "Price ({currency})").format(currency=cur), money_axis)
    speed_axis = charts.Axis(unit, lambda v: format_number(v, ctx.lang, 0 if abs(v) >= 10 or v == 0 else 1))

    def speed_price(p: QPainter, r: QRectF) -> None:
        charts.draw_speed_vs_price(
            p, r, series, [c.price_total for c in sl], [c.speed for c in sl], [c.speed_error_band for c in sl],
            t.translate("report", "Speed against price"), price_axis, speed_axis,
            t.translate("report", "Best buys"), style)

    def vram(p: QPainter, r: QRectF) -> None:
        charts.draw_hbars(
            p, r, series, [c.vram_capacity_gb_per_gpu for c in sl],
            t.translate("report", "Usable memory per GPU and what the work needs"),
            charts.Axis("GiB", lambda v: format_number(v, ctx.lang, 0)), style,
            bar_marks=[c.vram_gb_per_gpu for c in sl],
            bar_mark_label=t.translate("report", "needed on each GPU"),
            value_fmt=lambda v: format_number(v, ctx.lang, 1))

    top_watt = max((c.perf_per_watt or 0 for c in sl), default=0)
    watt_decimals = 2 if top_watt < 1 else 1 if top_watt < 10 else 0

    def per_watt(p: QPainter, r: QRectF) -> None:
        charts.draw_hbars(
            p, r, series, [c.perf_per_watt for c in sl], t.translate("report", "Speed per watt"),
            charts.Axis(t.translate("report", "{unit} per W").format(unit=unit),
                        lambda v: format_number(v, ctx.lang, watt_decimals)), style)

    years = max((len(c.yearly_costs) for c in sl), default=1) - 1

    def cost(p: QPainter, r: QRectF) -> None:
        charts.draw_lines(
            p, r, series, [c.yearly_costs for c in sl],
            t.translate("report", "Cost over {years} years (purchase + electricity)").format(years=years),
            charts.Axis(t.translate("report", "Years"), lambda v: format_number(v, ctx.lang, 0)),
            charts.Axis(cur, money_axis), style)

    draws: list[Callable[[QPainter, QRectF], None]] = [speed_price, vram, per_watt]
    if years >= 1 and any(v is not None for c in sl for v in c.yearly_costs):
        draws.append(cost)
    return draws


def _short_name(c: Configuration) -> str:
    """A chart label: vendor prefixes and long explanations in brackets dropped ("8× GB200")."""
    name = c.name
    if "(" in name and len(name) > 24:
        name = name.split("(")[0].strip() or name
    for prefix in ("NVIDIA GeForce ", "NVIDIA ", "AMD Radeon ", "AMD Instinct ", "AMD ", "Intel Arc ", "Intel "):
        if name.startswith(prefix):
            name = name[len(prefix):]
            break
    return f"{c.count}× {name}" if c.count > 1 else name


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
        cell = _e(text) + (f' <span class="muted">{_e(refs)}</span>' if refs else "")
        rows.append([_severity_html(ctx, sev), cell, ", ".join(f"#{r}" for r in ranks)])
    return title + _table([_e(t.translate("report", "Level")), _e(t.translate("report", "Warning")),
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
    return title + _table(["#", _e(t.translate("report", "Step and command")),
                           _e(t.translate("report", "For"))], rows, num_cols={0}, widths=[4, 82, 14])


def _assumptions(ctx: ReportContext) -> str:
    from wizard.report.sections import explanation_assumptions, how_computed

    t, rec = ctx.t, ctx.rec
    items: list[str] = []
    for m in [*rec.requirement.explanation, *rec.assumptions, *explanation_assumptions(ctx)]:
        text = ctx.msg(m)
        if text not in items:
            items.append(text)
    li = "".join(f"<li>{_e(s)}</li>" for s in items)
    title = ctx.h2(t.translate("report", "Assumptions and formulas"))
    ctx.assumptions_n = ctx.sections
    return title + f"<ul>{li}</ul>" + how_computed(ctx)


def _signoff(ctx: ReportContext) -> str:
    t = ctx.t
    blank = "<br/><br/>&nbsp;"
    rows = [["<b>" + _e(t.translate("report", "Prepared by")) + "</b>", blank, "", ""],
            ["<b>" + _e(t.translate("report", "Approved by")) + "</b>", blank, "", ""]]
    table = _table(["", _e(t.translate("report", "Name")), _e(t.translate("report", "Signature")),
                    _e(t.translate("report", "Date"))], rows, widths=[18, 32, 32, 18])
    return ctx.h2(t.translate("report", "Sign-off")) + table


def _excluded(ctx: ReportContext) -> str:
    t, rec = ctx.t, ctx.rec
    appendix = t.translate("report", "Appendix A: cards left out and why")
    title = '<h2 style="page-break-before: always;">' + _e(appendix) + "</h2>"
    if not rec.excluded:
        return title + "<p>" + _e(t.translate("report", "No card was left out.")) + "</p>"
    by_gpu: dict[str, tuple[str, dict[str, tuple[list[int], Message]]]] = {}
    for e in rec.excluded:
        name, codes = by_gpu.setdefault(e.gpu_id, (e.name, {}))
        for m in e.reasons:
            counts, _ = codes.get(m.code, ([], m))
            counts.append(e.count)
            codes[m.code] = (counts, m)  # the message for the largest count tried
    multi = rec.profile.max_gpus > 1
    rows = []
    for _gpu_id, (name, codes) in by_gpu.items():
        lines = []
        for counts, m in codes.values():
            prefix = (t.translate("report", "{counts} GPUs:").format(counts=_ranges(counts)) + " ") if multi else ""
            lines.append(_e(prefix + ctx.msg(m)))
        rows.append([_e(name), "<br/>".join(lines)])
    intro = t.translate("report", "{n} cards in the catalog were considered and left out for these reasons.").format(
        n=len(by_gpu))
    return (title + f"<p>{_e(intro)}</p>"
            + _table([_e(t.translate("report", "GPU")), _e(t.translate("report", "Why not"))], rows, widths=[30, 70]))


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


# ---------------------------------------------------------------- painting pages

def _tables(frame: QTextFrame) -> list[QTextTable]:
    found: list[QTextTable] = []
    for child in frame.childFrames():
        if isinstance(child, QTextTable):
            found.append(child)
        found.extend(_tables(child))
    return found


def chart_rects(doc: QTextDocument) -> list[tuple[QRectF, Callable[[QPainter, QRectF], None]]]:
    """Where each chart placeholder image sits, in document coordinates, with its drawing function."""
    cached: list[tuple[QRectF, Callable[[QPainter, QRectF], None]]] | None = getattr(doc, "_report_chart_rects", None)
    if cached is not None:
        return cached
    draws: list[Callable[[QPainter, QRectF], None]] = getattr(doc, "_report_charts", [])
    found: list[tuple[QRectF, Callable[[QPainter, QRectF], None]]] = []
    layout = doc.documentLayout()
    block = doc.begin()
    prefix = charts.CHART_SCHEME + ":"
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            fmt = frag.charFormat()
            if fmt.isImageFormat() and fmt.toImageFormat().name().startswith(prefix):
                img = fmt.toImageFormat()
                index = int(img.name()[len(prefix):]) - 1
                rel = frag.position() - block.position()
                line = block.layout().lineForTextPosition(rel)
                origin = layout.blockBoundingRect(block).topLeft()
                w, h = img.width(), img.height()
                x = origin.x() + line.cursorToX(rel)[0]
                # An image alone on its line fills it (Qt aligns it to the top); otherwise it sits on the baseline.
                y = origin.y() + line.y() + (0.0 if line.height() <= h + 0.5 else line.ascent() - h)
                if 0 <= index < len(draws):
                    found.append((QRectF(x, y, w, h), draws[index]))
            it += 1
        block = block.next()
    return found


def page_plan(doc: QTextDocument) -> list[list[Slice]]:
    """The pages of a document made by build_document: bands of the continuous layout."""
    plan: list[list[Slice]] | None = getattr(doc, "_report_pages", None)
    if plan is None:
        raise ValueError("not a report document (use build_document)")
    return plan


def page_count(doc: QTextDocument) -> int:
    """How many pages the report prints on (not doc.pageCount(): the layout is continuous)."""
    return len(page_plan(doc))


def paint_document(doc: QTextDocument, device: QPagedPaintDevice, geom: PageGeometry) -> int:
    """Paint every page of `doc` on `device` (PDF writer or printer) with header, footer and page numbers.

    Returns the number of pages. Raises OSError if the device cannot be opened.
    """
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("the output could not be opened for writing")
    try:
        pages = page_count(doc)
        scale = device.logicalDpiY() / DPI
        # The device's origin is the paper's corner when fullPage is set; otherwise its paint rect.
        layout = device.pageLayout()
        origin = QPointF(0, 0)
        if layout.mode() != QPageLayout.Mode.FullPageMode:
            paint = layout.paintRectPoints()
            origin = QPointF(-paint.left() * DPI / 72.0, -paint.top() * DPI / 72.0)
        for i in range(pages):
            if i:
                device.newPage()
            painter.save()
            painter.scale(scale, scale)
            painter.translate(origin)
            _paint_page(painter, doc, geom, i, pages)
            painter.restore()
    finally:
        painter.end()
    return pages


def _paint_page(painter: QPainter, doc: QTextDocument, geom: PageGeometry, index: int, pages: int) -> None:
    body = geom.body
    rects = chart_rects(doc)
    for band in page_plan(doc)[index]:
        painter.save()
        painter.translate(body.left(), body.top() + band.dest - band.top)
        clip = QRectF(-2, band.top, body.width() + 4, band.bottom - band.top)
        painter.setClipRect(clip)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        # Qt draws a block touching the clip's edge: keep the text layer to blocks inside the band.
        ctx.clip = clip.adjusted(0, 0.5, 0, -0.5)
        ctx.palette.setColor(ctx.palette.ColorRole.Text, QColor("#111111"))
        doc.documentLayout().draw(painter, ctx)
        for rect, draw in rects:
            if clip.contains(rect.center()):
                painter.save()
                painter.setClipping(False)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                draw(painter, rect)
                painter.restore()
        painter.restore()
    style = charts.ChartStyle(families=list(doc.property("report_families") or []) or ["DejaVu Sans"],
                              point_size=7.5)
    font = charts.chart_font(painter, style)
    fm = QFontMetricsF(font, painter.device())
    painter.setFont(font)
    painter.setPen(QColor("#555555"))
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    mm = DPI / 25.4
    header_y = body.top() - HEADER_MM * mm
    line = fm.height()
    painter.drawText(QRectF(body.left(), header_y, body.width(), line), int(left), str(doc.property("report_title")))
    painter.drawText(QRectF(body.left(), header_y, body.width(), line), int(right),
                     str(doc.property("report_header_right")))
    painter.setPen(QPen(QColor("#9aa8bb"), 0.6))
    painter.drawLine(QPointF(body.left(), header_y + line + 2), QPointF(body.right(), header_y + line + 2))
    footer_y = body.bottom() + 5 * mm
    painter.drawLine(QPointF(body.left(), footer_y - 3), QPointF(body.right(), footer_y - 3))
    painter.setPen(QColor("#555555"))
    painter.drawText(QRectF(body.left(), footer_y, body.width(), line), int(left), str(doc.property("report_footer")))
    page_text = str(doc.property("report_page_text")).format(page=index + 1, pages=pages)
    painter.drawText(QRectF(body.left(), footer_y, body.width(), line), int(right), page_text)


# ---------------------------------------------------------------- entry points

def render_pdf(rec: Recommendation, path: str | Path, lang: str = "en", paper: str = "a4", *,
               catalog: Catalog | None = None, generated: dt.date | None = None) -> int:
    """Write the PDF straight to `path` (not atomic: `write_pdf` wraps this). Returns the page count."""
    layout = page_layout(paper)
    geom = PageGeometry.for_layout(layout)
    doc = _build(rec, lang, geom, paper, catalog, generated)
    writer = QPdfWriter(str(path))
    writer.setResolution(600)
    full = QPageLayout(layout.pageSize(), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    full.setMode(QPageLayout.Mode.FullPageMode)
    writer.setPageLayout(full)
    writer.setTitle(_Text(lang).translate("report", "GPU purchase summary"))
    writer.setCreator(f"GPU Selection Wizard {__version__}")
    return paint_document(doc, writer, geom)


def write_pdf(rec: Recommendation, path: str | Path, lang: str = "en", paper: str = "a4", *,
              catalog: Catalog | None = None, generated: dt.date | None = None) -> int:
    """Write the summary to `path` atomically; return the number of pages.

    Raises wizard.atomic.WriteError with a plain message (folder missing or not writable, disk
    full); the target is then untouched and no partial file is left.
    """
    from wizard.atomic import atomic_path

    with atomic_path(path, require_content=True) as tmp:
        return render_pdf(rec, tmp, lang, paper, catalog=catalog, generated=generated)


def print_document(rec: Recommendation, printer: QPagedPaintDevice, lang: str = "en", *,
                   catalog: Catalog | None = None, generated: dt.date | None = None) -> int:
    """Print (or preview) the summary on `printer`, using its paper size; returns the page count.

    The printer's own margins are replaced by the report's (header and footer need them).
    """
    size = printer.pageLayout().pageSize()
    layout = QPageLayout(size, QPageLayout.Orientation.Portrait, MARGINS_MM, QPageLayout.Unit.Millimeter)
    geom = PageGeometry.for_layout(layout)
    paper = "letter" if size.id() == QPageSize.PageSizeId.Letter else "a4"
    doc = _build(rec, lang, geom, paper, catalog, generated)
    full = QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    full.setMode(QPageLayout.Mode.FullPageMode)
    printer.setPageLayout(full)
    return paint_document(doc, printer, geom)


def render_page_images(rec: Recommendation, lang: str = "en", paper: str = "a4", dpi: int = 80) -> list[QImage]:
    """The pages as images (for previews in tests or thumbnails), drawn exactly as in the PDF."""
    geom = PageGeometry.for_paper(paper)
    doc = _build(rec, lang, geom, paper, None, None)
    images = []
    scale = dpi / DPI
    for i in range(page_count(doc)):
        img = QImage(round(geom.paper.width() * scale), round(geom.paper.height() * scale), QImage.Format.Format_RGB32)
        img.setDotsPerMeterX(round(dpi / 0.0254))
        img.setDotsPerMeterY(round(dpi / 0.0254))
        img.fill(QColor("white"))
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(scale, scale)
        _paint_page(p, doc, geom, i, page_count(doc))
        p.end()
        images.append(img)
    return images
