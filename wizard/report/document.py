"""The printable summary on paper: `ReportContent` -> a paginated QTextDocument -> PDF or printer.

API for front ends (all need a QGuiApplication; `wizard.report.qt.ensure_app()` makes one):

    doc = build_document(rec, lang="en", paper="a4")        # QTextDocument, e.g. for a QTextBrowser
    write_pdf(rec, "summary.pdf", lang="zh_CN", paper="letter")   # atomic; raises WriteError
    print_document(rec, printer, lang="en")                 # QPrinter / QPdfWriter, paper from the device
    write_content_pdf(content, "summary.pdf", paper="a4")   # content from wizard/report/content.py

Print preview: connect `QPrintPreviewDialog.paintRequested` to
`lambda printer: print_document(rec, printer, lang)` — it draws the same pages as the PDF, with the
header, footer and page numbers that a bare `QTextDocument.print_()` would not draw.

What the report says comes from wizard/report/content.py (Qt-free); this module only lays it out
and paints it, and imports neither the rules core nor pydantic at module level, so the command
line can start Qt here while the content is built in parallel (wizard/report/cli.py).

Layout: the document is laid out in 1/96-inch units on a page body the size of the paper less the
margins, then each page is painted through a translated, clipped painter scaled to the device, with
the header and footer drawn around it. Tables repeat their header row (`<thead>`) on every page and
rows move to the next page whole; charts are vector objects (wizard/report/charts.py).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt, QUrl
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
)

from wizard.report import charts
from wizard.report.fonts import document_families
from wizard.report.model import LAYOUT_DPI, MARGINS_MM, STYLE_SHEET, Axis, ChartSpec, ReportContent, Series, body_width
from wizard.report.pages import Slice, plan_pages

if TYPE_CHECKING:  # the core is imported only by the functions that take a recommendation
    from wizard.core.catalog_models import Catalog
    from wizard.core.results import Recommendation

PAPERS: dict[str, QPageSize.PageSizeId] = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGINS = QMarginsF(*MARGINS_MM)
HEADER_MM = 9.0  # from the body's top edge up to the header's baseline area
BODY_PT = 9.0
DPI = LAYOUT_DPI

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
    return QPageLayout(QPageSize(PAPERS[key]), QPageLayout.Orientation.Portrait, MARGINS,
                       QPageLayout.Unit.Millimeter)




# ---------------------------------------------------------------- building the document

def build_document(rec: Recommendation, lang: str = "en", paper: str = "a4", *, catalog: Catalog | None = None,
                   generated: dt.date | None = None) -> QTextDocument:
    """The whole summary as a QTextDocument laid out for `paper` ("a4" or "letter"), charts as images.

    `catalog`: the catalog the recommendation came from (for the specifications table), the
    bundled one by default. `generated`: the date printed on the report, today by default.
    """
    geom = PageGeometry.for_paper(paper)
    return document_for(_content(rec, lang, body_width(paper), catalog, generated), geom, raster_charts=True)


def _content(rec: Recommendation, lang: str, width: float, catalog: Catalog | None,
             generated: dt.date | None) -> ReportContent:
    from wizard.report.content import build_content

    return build_content(rec, lang, width, catalog=catalog, generated=generated)


def document_for(content: ReportContent, geom: PageGeometry, raster_charts: bool = False) -> QTextDocument:
    """Lay `content` out on pages of `geom`: the document, its page plan and where its charts go.

    `raster_charts`: put the charts in as images (for on-screen views); otherwise the images are
    transparent placeholders and the page painter draws vector charts over them.
    """
    families = document_families()  # registers the bundled CJK font first
    doc = QTextDocument()
    # Lay out at a fixed 96 dpi whatever the screen: the same line breaks on every machine.
    device = QImage(1, 1, QImage.Format.Format_RGB32)
    device.setDotsPerMeterX(round(DPI / 0.0254))
    device.setDotsPerMeterY(round(DPI / 0.0254))
    doc.documentLayout().setPaintDevice(device)
    doc._layout_device = device  # type: ignore[attr-defined]  # keep the QImage alive with the document
    doc.setUseDesignMetrics(True)
    doc.setDocumentMargin(0)
    # Numbered lists indented like the bulleted ones (model.py's .bullet, 17 px), not Qt's 40 px
    doc.setIndentWidth(18)
    font = QFont()
    font.setFamilies(families)
    font.setPointSizeF(BODY_PT)
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet(content.style_sheet)
    doc.setTextWidth(geom.body.width())  # one continuous layout; wizard/report/pages.py cuts it into pages
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, content.title)
    size = QSizeF(*content.chart_size)
    style = charts.ChartStyle(families=families, point_size=7.0)
    placeholder = charts.placeholder_image()
    for i, spec in enumerate(content.charts, start=1):
        image = charts.raster_image(_drawer(spec, style), size) if raster_charts else placeholder
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"{charts.CHART_SCHEME}:{i}"), image)
    doc.setHtml(content.html)
    pages = plan_pages(doc, geom.body.height())  # lays the document out; the chart places are final after it
    doc._report = _Layout(content, families, style, pages, _chart_rects(doc, content.charts))  # type: ignore[attr-defined]
    return doc


def _drawer(spec: ChartSpec, style: charts.ChartStyle) -> charts.Draw:
    return lambda p, r: charts.draw_spec(p, r, spec, style)


@dataclass
class _Layout:
    """What the page painter needs besides the document: texts, fonts, page bands and chart places."""

    content: ReportContent
    families: list[str]
    style: charts.ChartStyle
    pages: list[list[Slice]]
    chart_rects: list[tuple[QRectF, ChartSpec]]


def _layout(doc: QTextDocument) -> _Layout:
    found: _Layout | None = getattr(doc, "_report", None)
    if found is None:
        raise ValueError("not a report document (use build_document or document_for)")
    return found


# ---------------------------------------------------------------- painting pages

def _chart_rects(doc: QTextDocument, specs: tuple[ChartSpec, ...]) -> list[tuple[QRectF, ChartSpec]]:
    """Where each chart placeholder image sits, in document coordinates, with what to draw there."""
    found: list[tuple[QRectF, ChartSpec]] = []
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
                if 0 <= index < len(specs):
                    found.append((QRectF(x, y, w, h), specs[index]))
            it += 1
        block = block.next()
    return found


def page_plan(doc: QTextDocument) -> list[list[Slice]]:
    """The pages of a report document: bands of the continuous layout."""
    return _layout(doc).pages


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
    report = _layout(doc)
    for band in report.pages[index]:
        painter.save()
        painter.translate(body.left(), body.top() + band.dest - band.top)
        clip = QRectF(-2, band.top, body.width() + 4, band.bottom - band.top)
        painter.setClipRect(clip)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        # Qt draws a block touching the clip's edge: keep the text layer to blocks inside the band.
        ctx.clip = clip.adjusted(0, 0.5, 0, -0.5)
        ctx.palette.setColor(ctx.palette.ColorRole.Text, QColor("#111111"))
        doc.documentLayout().draw(painter, ctx)
        for rect, spec in report.chart_rects:
            if clip.contains(rect.center()):
                painter.save()
                painter.setClipping(False)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                charts.draw_spec(painter, rect, spec, report.style)
                painter.restore()
        painter.restore()
    style = charts.ChartStyle(families=report.families, point_size=7.5)
    font = charts.chart_font(painter, style)
    fm = QFontMetricsF(font, painter.device())
    painter.setFont(font)
    painter.setPen(QColor("#555555"))
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    mm = DPI / 25.4
    header_y = body.top() - HEADER_MM * mm
    line = fm.height()
    text = report.content
    painter.drawText(QRectF(body.left(), header_y, body.width(), line), int(left), text.title)
    painter.drawText(QRectF(body.left(), header_y, body.width(), line), int(right), text.header_right)
    painter.setPen(QPen(QColor("#9aa8bb"), 0.6))
    painter.drawLine(QPointF(body.left(), header_y + line + 2), QPointF(body.right(), header_y + line + 2))
    footer_y = body.bottom() + 5 * mm
    painter.drawLine(QPointF(body.left(), footer_y - 3), QPointF(body.right(), footer_y - 3))
    painter.setPen(QColor("#555555"))
    painter.drawText(QRectF(body.left(), footer_y, body.width(), line), int(left), text.footer_left)
    painter.drawText(QRectF(body.left(), footer_y, body.width(), line), int(right),
                     text.page_text.format(page=index + 1, pages=pages))


# ---------------------------------------------------------------- entry points

def render_content_pdf(content: ReportContent, path: str | Path | QIODevice, paper: str = "a4") -> int:
    """Write `content` as a PDF straight to `path` or an open device (not atomic: `write_content_pdf`
    wraps this)."""
    layout = page_layout(paper)
    geom = PageGeometry.for_layout(layout)
    doc = document_for(content, geom)
    writer = QPdfWriter(path if isinstance(path, QIODevice) else str(path))
    writer.setResolution(600)
    full = QPageLayout(layout.pageSize(), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    full.setMode(QPageLayout.Mode.FullPageMode)
    writer.setPageLayout(full)
    writer.setTitle(content.title)
    writer.setCreator(content.creator)
    return paint_document(doc, writer, geom)


# A page with every style, font and kind of object the report uses (wizard/report/model.py's style
# sheet), in both scripts, for `warm_up`.
_WARM_UP_HTML = (
    '<h1>GPU 0123456789</h1><h2>1. Aa</h2><h3>Bb</h3><p class="label">Cc</p>'
    '<p>Body <b>bold</b> <i>it</i> ±×→·–% 中文 <span class="warn">w</span> <span class="block">b</span> '
    '<span class="info">i</span></p><p class="muted small">muted</p><p class="cmd">pip install torch</p>'
    '<table width="100%" cellspacing="0" cellpadding="3" border="0.5"><thead><tr><th>H</th>'
    '<th align=right>N</th></tr></thead><tr><td>Cell 中</td><td class="num">1,234</td></tr></table>'
    '<ol><li>one</li></ol><p class="bullet">\u2022\u00a0\u00a0two</p><p class="bullet-small">\u2022\u00a0\u00a0s</p>'
    '<p><img src="chart:1" width="120" height="60"></p>'
)


def warm_up(lang: str = "en", paper: str = "a4") -> None:
    """Print a one-page sample to memory, so that the real report does not pay Qt's first-use costs.

    The first document a process prints sets up the fonts' shaping and glyph caches, parses the
    style sheet, starts the PDF engine and makes PySide6 build its Qt-namespace enums: about a
    fifth of the report's painting time (benchmarks/bench_pdf.py). `gpu-wizard report` calls this
    while the child process is still building the content, time it would otherwise spend waiting.
    """
    chart = ChartSpec("hbars", "Aa", (Series(1, "GPU", "#0072B2"),), {"values": [1.0], "x_axis": Axis("x")})
    sample = ReportContent(lang=lang, title="GPU", html=_WARM_UP_HTML, style_sheet=STYLE_SHEET, charts=(chart,),
                           chart_size=(120.0, 60.0), header_right="GPU", footer_left="GPU",
                           page_text="{page} / {pages}", creator="GPU")
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    render_content_pdf(sample, buffer, paper)
    buffer.close()


def write_content_pdf(content: ReportContent, path: str | Path, paper: str = "a4") -> int:
    """Write `content` to `path` atomically; return the number of pages (raises WriteError)."""
    from wizard.atomic import WriteError, write_bytes

    # Painted into memory, then written by Python: QPdfWriter writing to a file says nothing when the
    # disk fills, and a full disk had left a truncated PDF in place of the old one, reported as written.
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    pages = render_content_pdf(content, buffer, paper)
    buffer.close()
    data = bytes(buffer.data().data())
    if not data.rstrip().endswith(b"%%EOF"):
        raise WriteError(path, "nothing_written")
    write_bytes(path, data)
    return pages


def render_pdf(rec: Recommendation, path: str | Path, lang: str = "en", paper: str = "a4", *,
               catalog: Catalog | None = None, generated: dt.date | None = None) -> int:
    """Write the PDF straight to `path` (not atomic: `write_pdf` wraps this). Returns the page count."""
    return render_content_pdf(_content(rec, lang, body_width(paper), catalog, generated), path, paper)


def write_pdf(rec: Recommendation, path: str | Path, lang: str = "en", paper: str = "a4", *,
              catalog: Catalog | None = None, generated: dt.date | None = None) -> int:
    """Write the summary to `path` atomically; return the number of pages.

    Raises wizard.atomic.WriteError with a plain message (folder missing or not writable, disk
    full); the target is then untouched and no partial file is left.
    """
    content = _content(rec, lang, body_width(paper), catalog, generated)
    return write_content_pdf(content, path, paper)


def print_document(rec: Recommendation, printer: QPagedPaintDevice, lang: str = "en", *,
                   catalog: Catalog | None = None, generated: dt.date | None = None) -> int:
    """Print (or preview) the summary on `printer`, using its paper size; returns the page count.

    The printer's own margins are replaced by the report's (header and footer need them).
    """
    size = printer.pageLayout().pageSize()
    layout = QPageLayout(size, QPageLayout.Orientation.Portrait, MARGINS, QPageLayout.Unit.Millimeter)
    geom = PageGeometry.for_layout(layout)
    doc = document_for(_content(rec, lang, geom.body.width(), catalog, generated), geom)
    full = QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    full.setMode(QPageLayout.Mode.FullPageMode)
    printer.setPageLayout(full)
    return paint_document(doc, printer, geom)


def render_page_images(rec: Recommendation, lang: str = "en", paper: str = "a4", dpi: int = 80) -> list[QImage]:
    """The pages as images (for previews in tests or thumbnails), drawn exactly as in the PDF."""
    geom = PageGeometry.for_paper(paper)
    doc = document_for(_content(rec, lang, body_width(paper), None, None), geom)
    images = []
    scale = dpi / DPI
    pages = page_count(doc)
    for i in range(pages):
        img = QImage(round(geom.paper.width() * scale), round(geom.paper.height() * scale), QImage.Format.Format_RGB32)
        img.setDotsPerMeterX(round(dpi / 0.0254))
        img.setDotsPerMeterY(round(dpi / 0.0254))
        img.fill(QColor("white"))
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(scale, scale)
        _paint_page(p, doc, geom, i, pages)
        p.end()
        images.append(img)
    return images
