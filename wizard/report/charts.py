"""The report's charts, drawn with QPainter into a rectangle: vector in a PDF, crisp on paper.

Each chart is a pure function `draw_<name>(painter, rect, data, style)`; `draw_spec` draws the
`ChartSpec` that wizard/report/content.py wrote (wizard/report/model.py). In the document a chart is
an `<img src="chart:N" width height>` placeholder, so the document's own layout places and
paginates it; the page painter (wizard/report/document.py) then draws the chart with QPainter into
the placeholder's rectangle, so the PDF gets vector paths and real text, never a bitmap.
(QTextObjectInterface would be the textbook way, but PySide6 6.12 cannot register a Python handler:
`registerHandler` rejects it.) pyqtgraph is kept out of this path on purpose (start-up time, and it
needs a shown widget to export).

Coordinates are the document's (1/96 inch); fonts are sized with `chart_font()` so they keep their
point size when the painter is scaled to a printer's resolution.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen

from wizard.core.tradeoffs import pareto_front
from wizard.report.model import CHART_SCHEME as CHART_SCHEME  # re-exported for the page painter
from wizard.report.model import LAYOUT_DPI, Axis, ChartSpec, Series, TickFormat

INK = QColor("#222222")
GRID = QColor("#D9D9D9")
MUTED = QColor("#666666")


@dataclass
class ChartStyle:
    families: list[str] = field(default_factory=lambda: ["DejaVu Sans"])
    point_size: float = 7.0


def chart_font(painter: QPainter, style: ChartStyle, scale: float = 1.0, bold: bool = False) -> QFont:
    """A font that measures `style.point_size * scale` points on paper whatever the device's resolution."""
    font = QFont()
    font.setFamilies(style.families)
    dev = painter.device()
    dpi = dev.logicalDpiY() if dev is not None else LAYOUT_DPI
    # The painter is scaled from document units (96 dpi) to the device; Qt also converts points with
    # the device's dpi, so divide that conversion back out.
    font.setPointSizeF(style.point_size * scale * LAYOUT_DPI / max(1, dpi))
    font.setBold(bold)
    return font


def nice_ticks(lo: float, hi: float, count: int = 5) -> list[float]:
    """Round tick values covering [lo, hi]: 1, 2 or 5 times a power of ten apart, or 25, 250, ...

    No 2.5, 0.25, 0.025 steps: every other tick would need one more decimal than its neighbours
    (the speed-per-watt axis once read 0.03 and 0.07 at 0.025 and 0.075).
    """
    if not math.isfinite(lo) or not math.isfinite(hi):
        return [0.0, 1.0]
    if hi <= lo:
        hi = lo + (abs(lo) or 1.0)
    raw = (hi - lo) / max(1, count)
    mag = 10 ** math.floor(math.log10(raw))
    steps = (1, 2, 2.5, 5, 10) if mag >= 10 else (1, 2, 5, 10)
    step = next(m * mag for m in steps if m * mag >= raw)
    start = math.floor(lo / step) * step
    ticks = [round(start, 10)]
    while ticks[-1] < hi - 1e-9 * max(1.0, abs(hi)):  # up to the first tick at or past `hi`
        ticks.append(round(start + len(ticks) * step, 10))
    return ticks


def tick_labels(fmt: Callable[[float], str], ticks: Sequence[float]) -> list[str]:
    """The axis's labels for `ticks`, each naming its tick exactly: a number axis whose format
    rounds a tick (0.05 written with one decimal) gets the decimals its ticks need, all alike."""
    labels = [fmt(v) for v in ticks]
    if not isinstance(fmt, TickFormat) or fmt.kind != "number" or all(
            _names(label, v) for label, v in zip(labels, ticks, strict=True)):
        return labels
    places = next((d for d in range(1, 7) if all(abs(round(v, d) - v) <= 1e-9 * max(1.0, abs(v)) for v in ticks)), 6)
    exact = replace(fmt, decimals=max(fmt.decimals, places), adaptive=False)
    return [exact(v) for v in ticks]


def labels_that_fit(centers: Sequence[float], widths: Sequence[float], gap: float) -> list[bool]:
    """Which of an axis's tick labels to write, centred at `centers`: every one, else every second, third...
    from the first, the fewest left out so that no two written ones come closer than `gap`. Seven money labels
    ("¥750,000" to "¥2,250,000") had run into one another under a half-page chart (PDF review, 2026-12-02)."""
    n = len(centers)
    for step in range(1, max(1, n) + 1):
        shown = list(range(0, n, step))
        if all(centers[b] - widths[b] / 2 - (centers[a] + widths[a] / 2) >= gap
               for a, b in pairwise(shown)):
            return [i % step == 0 for i in range(n)]
    return [i == 0 for i in range(n)]


def _names(label: str, value: float) -> bool:
    try:
        return abs(float(label.replace(",", "")) - value) <= 1e-9 * max(1.0, abs(value))
    except ValueError:
        return True  # not a plain number: nothing to check


class _Frame:
    """Plot area and value-to-point mapping for a chart with numeric axes."""

    def __init__(self, painter: QPainter, rect: QRectF, style: ChartStyle, title: str,
                 x_ticks: Sequence[float], y_ticks: Sequence[float], x_axis: Axis, y_axis: Axis,
                 y_labels: Sequence[str] | None = None) -> None:
        self.p = painter
        self.style = style
        small = chart_font(painter, style)
        fm = QFontMetricsF(small, painter.device())
        self.fm = fm
        line = fm.height()
        title_font = chart_font(painter, style, 1.2, bold=True)
        tfm = QFontMetricsF(title_font, painter.device())
        painter.setFont(title_font)
        painter.setPen(INK)
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), tfm.height()),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)
        self.x_labels, self.y_labels = tick_labels(x_axis.fmt, x_ticks), tick_labels(y_axis.fmt, y_ticks)
        if y_labels is None:
            y_label_w = max(fm.horizontalAdvance(s) for s in self.y_labels) + 4
        else:
            y_label_w = max((fm.horizontalAdvance(s) for s in y_labels), default=20) + 6
        top = rect.top() + tfm.height() + line * (1.3 if y_axis.title else 0.4)
        right_pad = max(fm.horizontalAdvance(s) for s in self.x_labels) / 2 + 2
        self.plot = QRectF(rect.left() + y_label_w, top, rect.width() - y_label_w - right_pad,
                           rect.bottom() - top - line * 2.4)
        self.x_ticks, self.y_ticks = list(x_ticks), list(y_ticks)
        self.x_axis, self.y_axis = x_axis, y_axis
        painter.setFont(small)
        if y_axis.title:
            painter.setPen(MUTED)
            painter.drawText(QRectF(rect.left(), top - line * 1.2, rect.width(), line),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), y_axis.title)
        painter.setPen(MUTED)
        painter.drawText(QRectF(self.plot.left(), self.plot.bottom() + line * 1.2, self.plot.width(), line),
                         int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter), x_axis.title)

    def x(self, v: float) -> float:
        lo, hi = self.x_ticks[0], self.x_ticks[-1]
        return self.plot.left() + (v - lo) / (hi - lo or 1) * self.plot.width()

    def y(self, v: float) -> float:
        lo, hi = self.y_ticks[0], self.y_ticks[-1]
        return self.plot.bottom() - (v - lo) / (hi - lo or 1) * self.plot.height()

    def grid(self, x_labels: bool = True, y_grid: bool = True) -> None:
        p, fm = self.p, self.fm
        p.setPen(QPen(GRID, 0.6))
        if y_grid:
            for v in self.y_ticks:
                p.drawLine(QLineF(self.plot.left(), self.y(v), self.plot.right(), self.y(v)))
        for v in self.x_ticks:
            p.drawLine(QLineF(self.x(v), self.plot.top(), self.x(v), self.plot.bottom()))
        p.setPen(MUTED)
        if y_grid:
            for v, s in zip(self.y_ticks, self.y_labels, strict=True):
                p.drawText(QRectF(self.plot.left() - 200, self.y(v) - fm.height() / 2, 196, fm.height()),
                           int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), s)
        if x_labels:
            widths = [fm.horizontalAdvance(s) for s in self.x_labels]
            keep = labels_that_fit([self.x(v) for v in self.x_ticks], widths, fm.horizontalAdvance("  "))
            for v, s, w, shown in zip(self.x_ticks, self.x_labels, widths, keep, strict=True):
                if shown:
                    p.drawText(QRectF(self.x(v) - w / 2 - 2, self.plot.bottom() + 2, w + 4, fm.height()),
                               int(Qt.AlignmentFlag.AlignCenter), s)
        p.setPen(QPen(INK, 0.8))
        p.drawLine(QLineF(self.plot.bottomLeft(), self.plot.bottomRight()))
        p.drawLine(QLineF(self.plot.bottomLeft(), self.plot.topLeft()))


def _marker(p: QPainter, center: QPointF, color: str, label: str, style: ChartStyle, r: float = 5.5) -> None:
    p.setPen(QPen(QColor("white"), 0.8))
    p.setBrush(QBrush(QColor(color)))
    p.drawEllipse(center, r, r)
    p.setFont(chart_font(p, style, 0.95, bold=True))
    p.setPen(QColor("white"))
    p.drawText(QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter), label)


def draw_speed_vs_price(p: QPainter, rect: QRectF, series: Sequence[Series], prices: Sequence[float | None],
                        speeds: Sequence[float | None], bands: Sequence[float], title: str, x_axis: Axis,
                        y_axis: Axis, front_label: str, style: ChartStyle) -> None:
    """Estimated speed (with its error band) against price; the Pareto front joins the best buys."""
    pts = [(i, pr, sp) for i, (pr, sp) in enumerate(zip(prices, speeds, strict=True)) if pr is not None and sp]
    if not pts:
        _empty(p, rect, title, style)
        return
    xs = [pr for _, pr, _ in pts]
    ys_hi = [sp * (1 + bands[i]) for i, _, sp in pts]
    ys_lo = [sp * (1 - bands[i]) for i, _, sp in pts]
    span = max(xs) - min(xs) or max(xs) * 0.2 or 1
    f = _Frame(p, rect, style, title, nice_ticks(max(0, min(xs) - span * 0.15), max(xs) + span * 0.15, 5),
               nice_ticks(0 if min(ys_lo) < max(ys_hi) * 0.5 else min(ys_lo) * 0.9, max(ys_hi) * 1.05, 4),
               x_axis, y_axis)
    f.grid()
    front = pareto_front([(pr, sp) for _, pr, sp in pts])
    if len(front) > 1:
        path = QPainterPath()
        for k, j in enumerate(front):
            _, pr, sp = pts[j]
            pt = QPointF(f.x(pr), f.y(sp))
            if k == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        p.setPen(QPen(QColor("#444444"), 1.1, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    for i, pr, sp in pts:
        s = series[i]
        p.setPen(QPen(QColor(s.color), 1.0))
        x = f.x(pr)
        lo, hi = f.y(sp * (1 - bands[i])), f.y(sp * (1 + bands[i]))
        p.drawLine(QLineF(x, lo, x, hi))
        p.drawLine(QLineF(x - 3, lo, x + 3, lo))
        p.drawLine(QLineF(x - 3, hi, x + 3, hi))
    # Cards of nearly the same price and speed would hide each other's rank: their numbered markers
    # move apart, and a small dot with a thin line keeps the true point.
    radius = 5.5
    true_pts = [(f.x(pr), f.y(sp)) for _, pr, sp in pts]
    bounds = (f.plot.left() + radius, f.plot.top() + radius, f.plot.right() - radius, f.plot.bottom() - radius)
    placed = separate(true_pts, 2 * radius + 1, bounds)
    for (i, _, _), (tx, ty), (mx, my) in zip(pts, true_pts, placed, strict=True):
        if math.hypot(mx - tx, my - ty) > 0.5:
            p.setPen(QPen(QColor(series[i].color), 0.9))
            p.drawLine(QLineF(tx, ty, mx, my))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(QColor(series[i].color)))
            p.drawEllipse(QPointF(tx, ty), 2.0, 2.0)
    for (i, _, _), (mx, my) in reversed(list(zip(pts, placed, strict=True))):  # the top pick's marker on top
        _marker(p, QPointF(mx, my), series[i].color, str(series[i].rank), style, r=radius)
    # legend for the front line
    p.setFont(chart_font(p, style))
    fm = QFontMetricsF(p.font(), p.device())
    lx = f.plot.right() - fm.horizontalAdvance(front_label) - 26
    ly = f.plot.top() + fm.height() * 0.2
    p.setPen(QPen(QColor("#444444"), 1.1, Qt.PenStyle.DashLine))
    p.drawLine(QLineF(lx, ly + fm.height() / 2, lx + 18, ly + fm.height() / 2))
    p.setPen(INK)
    p.drawText(QRectF(lx + 22, ly, fm.horizontalAdvance(front_label) + 4, fm.height()),
               int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), front_label)


def draw_hbars(p: QPainter, rect: QRectF, series: Sequence[Series], values: Sequence[float | None], title: str,
               x_axis: Axis, style: ChartStyle, markers: Sequence[tuple[float, str, str]] = (),
               value_fmt: Callable[[float], str] | None = None, bar_marks: Sequence[float | None] = (),
               bar_mark_label: str = "") -> None:
    """One horizontal bar per configuration; `markers` are vertical reference lines (value, label, colour)
    and `bar_marks` a value marked across each bar (e.g. the memory that configuration needs)."""
    vals = [v for v in values if v is not None]
    if not vals:
        _empty(p, rect, title, style)
        return
    hi = max([*vals, *(m[0] for m in markers), *(v for v in bar_marks if v is not None)]) * 1.15
    fm0 = QFontMetricsF(chart_font(p, style), p.device())
    labels = [fm0.elidedText(f"{s.rank}. {s.label}", Qt.TextElideMode.ElideRight, rect.width() * 0.34)
              for s in series]
    f = _Frame(p, rect, style, title, nice_ticks(0, hi, 5), [0, len(series)], x_axis,
               Axis(" " if markers or bar_marks else ""), y_labels=labels)
    f.grid(y_grid=False)
    fm = f.fm
    slot = f.plot.height() / max(1, len(series))
    bar_h = min(slot * 0.62, 16)
    fmt = value_fmt or x_axis.fmt
    for k, (s, v) in enumerate(zip(series, values, strict=True)):
        cy = f.plot.top() + slot * (k + 0.5)
        p.setPen(INK)
        p.setFont(chart_font(p, style))
        p.drawText(QRectF(rect.left(), cy - fm.height() / 2, f.plot.left() - rect.left() - 6, fm.height()),
                   int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), labels[k])
        if v is None:
            continue
        bar = QRectF(f.plot.left(), cy - bar_h / 2, max(0.5, f.x(v) - f.plot.left()), bar_h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(s.color))
        p.drawRect(bar)
        text = fmt(v)
        w = fm.horizontalAdvance(text)
        p.setPen(INK)  # the value right of the bar, clear of the marks drawn across it
        p.drawText(QRectF(bar.right() + 5, cy - fm.height() / 2, w + 2, fm.height()),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
    # Reference lines, named in a legend row between the title and the plot.
    lx = f.plot.left()
    ly = f.plot.top() - fm.height() * 1.25
    mark_pen = QPen(INK, 2.2)
    for k, mark in enumerate(bar_marks):
        if mark is None:
            continue
        cy = f.plot.top() + slot * (k + 0.5)
        p.setPen(mark_pen)
        p.drawLine(QLineF(f.x(mark), cy - bar_h / 2 - 2.5, f.x(mark), cy + bar_h / 2 + 2.5))
    if bar_marks and bar_mark_label:
        p.setPen(mark_pen)
        p.drawLine(QLineF(lx + 6, ly + 1, lx + 6, ly + fm.height() - 1))
        p.setPen(INK)
        w = fm.horizontalAdvance(bar_mark_label)
        p.drawText(QRectF(lx + 14, ly, w + 2, fm.height()),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), bar_mark_label)
        lx += w + 30
    for value, label, color in markers:
        x = f.x(value)
        pen = QPen(QColor(color), 1.2, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(QLineF(x, f.plot.top(), x, f.plot.bottom()))
        p.drawLine(QLineF(lx, ly + fm.height() / 2, lx + 16, ly + fm.height() / 2))
        p.setPen(QColor(color))
        w = fm.horizontalAdvance(label)
        p.drawText(QRectF(lx + 20, ly, w + 2, fm.height()),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), label)
        lx += w + 34


def draw_lines(p: QPainter, rect: QRectF, series: Sequence[Series], ys: Sequence[Sequence[float | None]],
               title: str, x_axis: Axis, y_axis: Axis, style: ChartStyle,
               xs: Sequence[float] | None = None) -> None:
    """Cumulative cost per configuration over the years, at the years `xs` (0, 1, 2, 2.5; default 0 .. n):
    ticks at the whole years to the last one begun."""
    vals = [v for row in ys for v in row if v is not None]
    if not vals:
        _empty(p, rect, title, style)
        return
    n = max(len(row) for row in ys)
    at = list(xs) if xs is not None else [float(i) for i in range(n)]
    f = _Frame(p, rect, style, title, [float(i) for i in range(math.ceil(at[-1]) + 1)] if at[-1] > 0 else [0.0, 1.0],
               nice_ticks(0, max(vals) * 1.05, 4), x_axis, y_axis)
    f.grid()
    ends: list[tuple[Series, QPointF]] = []
    for s, row in reversed(list(zip(series, ys, strict=True))):  # the top pick's line last, on top
        pts = [QPointF(f.x(x), f.y(v)) for x, v in zip(at, row, strict=False) if v is not None]
        if len(pts) < 1:
            continue
        path = QPainterPath(pts[0])
        for pt in pts[1:]:
            path.lineTo(pt)
        p.setPen(QPen(QColor(s.color), 1.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        ends.append((s, pts[-1]))
    # The rank markers at the lines' ends, moved apart where lines end close together.
    radius = 5.0
    ys_apart = spread([pt.y() for _, pt in ends], 2 * radius + 1)
    for (s, pt), y in zip(ends, ys_apart, strict=True):
        _marker(p, QPointF(pt.x(), y), s.color, str(s.rank), style, r=radius)


def spread(values: Sequence[float], gap: float) -> list[float]:
    """`values` (positions on one axis) moved as little as possible so that any two are at least
    `gap` apart; the order and the mean of each crowded group are kept."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    groups: list[list[int]] = []
    for i in order:
        groups.append([i])
        while len(groups) > 1:  # merge with the group before while they overlap
            a, b = groups[-2], groups[-1]
            a_end = sum(values[j] for j in a) / len(a) + gap * (len(a) - 1) / 2
            b_start = sum(values[j] for j in b) / len(b) - gap * (len(b) - 1) / 2
            if b_start - a_end >= gap:
                break
            groups[-2:] = [a + b]
    out = list(values)
    for g in groups:
        first = sum(values[j] for j in g) / len(g) - gap * (len(g) - 1) / 2
        for k, j in enumerate(g):
            out[j] = first + k * gap
    return out


def separate(points: Sequence[tuple[float, float]], gap: float,
             bounds: tuple[float, float, float, float] | None = None) -> list[tuple[float, float]]:
    """`points` moved apart so that any two are at least `gap` apart, each moving little.

    Overlapping pairs are pushed apart along the line between them (sideways when they coincide,
    the later one to the right), a little at a time, until none overlap; `bounds` (left, top, right,
    bottom) keeps them inside. Points already clear of the others do not move. Where the bounds
    leave too little room the result is the best found, not a guarantee.
    """
    pts = [[float(x), float(y)] for x, y in points]
    n = len(pts)
    for _ in range(500):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                dx, dy = pts[j][0] - pts[i][0], pts[j][1] - pts[i][1]
                dist = math.hypot(dx, dy)
                if dist >= gap - 1e-9:
                    continue
                if dist < 1e-9:  # the same point: side by side
                    dx, dy, dist = 1.0, 0.0, 1.0
                push = (gap - dist) / 2 + 1e-6
                ux, uy = dx / dist * push, dy / dist * push
                pts[i][0] -= ux
                pts[i][1] -= uy
                pts[j][0] += ux
                pts[j][1] += uy
                moved = True
        if bounds is not None:
            left, top, right, bottom = bounds
            for pt in pts:
                pt[0] = min(max(pt[0], left), right)
                pt[1] = min(max(pt[1], top), bottom)
        if not moved:
            break
    return [(x, y) for x, y in pts]


def _empty(p: QPainter, rect: QRectF, title: str, style: ChartStyle) -> None:
    p.setFont(chart_font(p, style, 1.2, bold=True))
    p.setPen(INK)
    p.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), title)
    p.setFont(chart_font(p, style))
    p.setPen(MUTED)
    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), "-")


# ---------------------------------------------------------------- charts inside a QTextDocument

Draw = Callable[[QPainter, QRectF], None]


def draw_spec(p: QPainter, rect: QRectF, spec: ChartSpec, style: ChartStyle) -> None:
    """Draw the chart `spec` describes (wizard/report/model.py) into `rect`."""
    d = spec.data
    if spec.kind == "speed_price":
        draw_speed_vs_price(p, rect, spec.series, d["prices"], d["speeds"], d["bands"], spec.title, d["x_axis"],
                            d["y_axis"], d["front_label"], style)
    elif spec.kind == "hbars":
        draw_hbars(p, rect, spec.series, d["values"], spec.title, d["x_axis"], style,
                   markers=d.get("markers", ()), value_fmt=d.get("value_fmt"), bar_marks=d.get("bar_marks", ()),
                   bar_mark_label=d.get("bar_mark_label", ""))
    elif spec.kind == "lines":
        draw_lines(p, rect, spec.series, d["ys"], spec.title, d["x_axis"], d["y_axis"], style, d.get("xs"))
    else:
        raise ValueError(f"unknown chart kind {spec.kind!r}")


def placeholder_image() -> QImage:
    """A transparent pixel: the document reserves the chart's size, the page painter draws the chart."""
    img = QImage(1, 1, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    return img


def raster_image(draw: Draw, size: QSizeF, scale: float = 2.0) -> QImage:
    """The chart as a bitmap, for on-screen views of the document (QTextBrowser, a bare print_())."""
    img = QImage(max(1, round(size.width() * scale)), max(1, round(size.height() * scale)),
                 QImage.Format.Format_ARGB32)
    dpm = round(LAYOUT_DPI * scale / 0.0254)
    img.setDotsPerMeterX(dpm)
    img.setDotsPerMeterY(dpm)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.scale(scale, scale)
    draw(p, QRectF(0, 0, size.width(), size.height()))
    p.end()
    return img
