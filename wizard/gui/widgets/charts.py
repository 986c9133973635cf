"""The result charts (pyqtgraph). pyqtgraph and numpy are imported inside the functions only,
on first need, so they never slow down start-up (issue: start-up target).

Memory (issue: peak RSS on the results page with the charts shown): a chart is built when its tab
is first shown; the source lines PySide6's import hook caches while pyqtgraph and numpy load are
dropped (wizard.gui.imports, ~9 MiB); numpy's OpenBLAS starts one thread instead of one per core
(the charts do no linear algebra; each idle thread holds its own buffers).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from wizard.core.money import cost_years
from wizard.core.tradeoffs import pareto_front
from wizard.gui.imports import source_lines_dropped
from wizard.gui.text import content_lang, speed_unit
from wizard.locale_format import chart_name, format_money, format_number, format_years

if TYPE_CHECKING:
    from wizard.core.results import Configuration, Recommendation

Translate = Callable[[str, str], str]
SERIES = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#F0E442")
BLAS_THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS")


def _one_blas_thread() -> None:
    """Before numpy's first import: one OpenBLAS thread unless the user chose otherwise."""
    if "numpy" not in __import__("sys").modules and not any(v in os.environ for v in BLAS_THREAD_VARIABLES):
        os.environ["OPENBLAS_NUM_THREADS"] = "1"


def _label(c: Configuration) -> str:
    return chart_name(c.name, c.count)


TickText = Callable[[float, float], str]  # (value, tick spacing) -> the tick's label


def number_ticks(lang: str) -> TickText:
    """Tick labels as the app writes numbers: "16,000", "0.25" (as many decimals as the spacing needs)."""
    def text(value: float, spacing: float) -> str:
        decimals = 0 if spacing >= 1 or spacing <= 0 else min(6, -math.floor(math.log10(spacing) + 1e-9))
        return format_number(value, lang, decimals)
    return text


def money_ticks(lang: str, currency: str) -> TickText:
    """Tick labels as amounts: "¥16,000", "$1,500"."""
    return lambda value, spacing: format_money(value, currency, lang)


# A bar chart's value axis starts this fraction of its top below 0, so that 0 is inside it for pyqtgraph's
# ticks (a tick at the very end is dropped, by rounding), and END_LABEL_ROOM pixels beyond the axis's ends
# for that tick's label.
ZERO_INSIDE = -0.003
END_LABEL_ROOM = 20


def _axis(orientation: str, text: TickText) -> Any:
    import pyqtgraph as pg

    class LocaleAxis(pg.AxisItem):  # type: ignore[misc]  # pyqtgraph has no type hints
        def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
            return [text(v * scale, spacing * scale) for v in values]

        def boundingRect(self) -> Any:
            # Room past the axis's ends for half a label: pyqtgraph draws only labels inside this rectangle, and
            # with the grid on it leaves no margin, so a bar chart's 0 (at the end) had no label.
            rect = super().boundingRect()
            m = END_LABEL_ROOM
            return rect.adjusted(0, -m, 0, m) if self.orientation in ("left", "right") else rect.adjusted(-m, 0, m, 0)

    return LocaleAxis(orientation)


def _plot(title: str, left: str, bottom: str, left_ticks: TickText | None = None,
          bottom_ticks: TickText | None = None) -> Any:
    import pyqtgraph as pg

    pal = QApplication.palette()
    fg = pal.color(QPalette.ColorRole.WindowText)
    bg = pal.color(QPalette.ColorRole.Base)
    axes = {name: _axis(name, ticks) for name, ticks in (("left", left_ticks), ("bottom", bottom_ticks)) if ticks}
    w = pg.PlotWidget(background=bg, axisItems=axes)
    w.setTitle(title, color=fg.name())
    for axis in ("left", "bottom"):
        ax = w.getAxis(axis)
        ax.setPen(fg)
        ax.setTextPen(fg)
    w.setLabel("left", left, color=fg.name())
    w.setLabel("bottom", bottom, color=fg.name())
    w.showGrid(x=True, y=True, alpha=0.15)
    for axis in ("left", "bottom"):  # the grid behind the bars and lines, not across them
        w.getAxis(axis).setZValue(-1)
    for axis in ("left", "bottom"):
        w.getAxis(axis).enableAutoSIPrefix(False)  # "(x0.001)" on an axis puzzles buyers
    w.setMenuEnabled(False)
    w.setAccessibleName(title)
    w.setToolTip(title)
    return w


def describe(w: QWidget, lines: Sequence[str]) -> None:
    """The chart's figures as text, for screen readers (its accessible description) and on hover: the
    points, bars and lines were only drawn, and some figures (a pick's cost after three years, the grey
    cards' speeds) are shown nowhere else in the app."""
    text = "; ".join(lines)
    w.setAccessibleDescription(text)
    w.setToolTip(f"{w.toolTip()}\n{text}" if w.toolTip() else text)


def _speed(c: Configuration, lang: str) -> str:
    return format_number(c.speed, lang, 1 if (c.speed or 0) < 100 else 0)


def _bar_axis(w: Any, names: list[str]) -> None:
    ax = w.getAxis("bottom")
    ax.setTicks([[(i, n) for i, n in enumerate(names)]])


# Where a point's label sits (pyqtgraph TextItem anchors): above right, below right, above left, below left.
LABEL_ANCHORS: tuple[tuple[float, float], ...] = ((0.0, 1.0), (0.0, 0.0), (1.0, 1.0), (1.0, 0.0))


# A label's size as a share of the plot, for label_anchors: about 7 px a character and 20 px a line on a
# plot about 900 x 420 px (the results page at its usual size); a marker's half-size likewise.
LABEL_CHAR_WIDTH = 0.0078
LABEL_HEIGHT = 0.05
MARKER_HALF = (0.012, 0.025)
LABEL_CHARS = 12  # "#1 RTX 5090": the length assumed when none is given

Box = tuple[float, float, float, float]  # left, bottom, right, top


def label_anchors(points: Sequence[tuple[float, float]],
                  view: tuple[tuple[float, float], tuple[float, float]] | None = None,
                  lengths: Sequence[int] | None = None) -> list[tuple[float, float]]:
    """A label anchor per point (in rank order) so that a label prints over no other point's marker and
    no earlier label: each takes the first corner (LABEL_ANCHORS) whose box hits the fewest of them,
    and stays inside the chart's width when `view` gives it. Boxes are measured as shares of `view`,
    the ranges the chart shows (it also shows other cards, so its range can be far wider than the
    labelled points'), else of the points' own spread; `lengths` are the labels' lengths in characters.
    Scene 12's "#2 RTX 5070 Ti" printed over the #3 marker beside it, and "#3 RTX 5080" over #5's."""
    if not points:
        return []
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    (x0, x1), (y0, y1) = view if view is not None else ((min(xs), max(xs)), (min(ys), max(ys)))
    wx, wy = (x1 - x0) or 1.0, (y1 - y0) or 1.0
    norm = [((x - x0) / wx, (y - y0) / wy) for x, y in points]
    markers = [(nx - MARKER_HALF[0], ny - MARKER_HALF[1], nx + MARKER_HALF[0], ny + MARKER_HALF[1])
               for nx, ny in norm]
    placed: list[Box] = []
    out: list[tuple[float, float]] = []
    for i, point in enumerate(norm):
        width = (lengths[i] if lengths is not None else LABEL_CHARS) * LABEL_CHAR_WIDTH
        others = [m for j, m in enumerate(markers) if j != i] + placed

        def cost(anchor: tuple[float, float], point: tuple[float, float] = point, width: float = width,
                 others: list[Box] = others) -> int:
            b = _label_box(point, anchor, width)
            outside = view is not None and (b[0] < 0 or b[2] > 1)
            return sum(_overlap(b, o) for o in others) + (len(points) + 1) * outside

        anchor = min(LABEL_ANCHORS, key=cost)  # min keeps the first of equals: above right when all is free
        placed.append(_label_box(point, anchor, width))
        out.append(anchor)
    return out


def _label_box(point: tuple[float, float], anchor: tuple[float, float], width: float) -> Box:
    """Where a pyqtgraph TextItem with this anchor sits: anchor (0, y) starts the text at the point,
    (1, y) ends it there; (x, 1) sets it on the point, (x, 0) hangs it below."""
    left = point[0] - anchor[0] * width
    bottom = point[1] - (1 - anchor[1]) * LABEL_HEIGHT
    return left, bottom, left + width, bottom + LABEL_HEIGHT


def _overlap(a: Box, b: Box) -> bool:
    """Boxes that share more than an edge (labels above and below one line only touch)."""
    eps = 1e-9
    return a[0] < b[2] - eps and b[0] < a[2] - eps and a[1] < b[3] - eps and b[1] < a[3] - eps


def price_view(prices: Sequence[float]) -> tuple[float, float]:
    """The speed-against-price chart's price range: the data, with room on the right for the labels
    of the most expensive points."""
    lo, hi = min(prices), max(prices)
    span = max(hi - lo, hi * 0.1, 1.0)
    return lo - span * 0.05, hi + span * 0.3


def legend_offset(points: Sequence[tuple[float, float]], box_x: float = 0.35,
                  box_y: float = 0.25) -> tuple[int, int]:
    """Where the speed-against-price legend goes (a pyqtgraph offset): the corner with the fewest
    points, of boxes `box_x` x `box_y` of the chart's price range (price_view) and speeds; on a tie the
    top left (fast and cheap, usually empty), then the top right, the bottom right and the bottom left.
    Two corners were weighed before, and a rendering chart's legend, now opaque, hid the #1 pick in the
    top left while the top right was empty."""
    if not points:
        return (10, 10)
    x0, x1 = price_view([p[0] for p in points])
    ys = [p[1] for p in points]
    wy = (max(ys) - min(ys)) or 1.0
    norm = [((x - x0) / (x1 - x0), (y - min(ys)) / wy) for x, y in points]
    corners = {(10, 10): (True, True), (-10, 10): (False, True), (-10, -10): (False, False), (10, -10): (True, False)}

    def crowd(left: bool, top: bool) -> int:
        return sum((nx <= box_x if left else nx >= 1 - box_x) and (ny >= 1 - box_y if top else ny <= box_y)
                   for nx, ny in norm)

    return min(corners, key=lambda offset: crowd(*corners[offset]))


def speed_price_chart(rec: Recommendation, configs: Sequence[Configuration]) -> QWidget:
    import pyqtgraph as pg

    unit = speed_unit(rec.shortlist[0].speed_unit) if rec.shortlist else ""
    cur = rec.shortlist[0].currency if rec.shortlist else ""
    lang = content_lang()
    w = _plot(QCoreApplication.translate("Charts", "Speed against price (the line is the best-value front)"),
              QCoreApplication.translate("Charts", "Speed ({unit})").format(unit=unit),
              QCoreApplication.translate("Charts", "Price ({currency})").format(currency=cur),
              left_ticks=number_ticks(lang), bottom_ticks=money_ticks(lang, cur) if cur else number_ticks(lang))
    priced = [c for c in configs if c.price_total is not None and c.speed is not None]
    short_ids = {(c.gpu_id, c.count) for c in rec.shortlist}
    others = [c for c in priced if (c.gpu_id, c.count) not in short_ids]
    fg = QApplication.palette().color(QPalette.ColorRole.WindowText)
    legend = _legend(w, legend_offset([(c.price_total or 0.0, c.speed or 0.0) for c in priced]))
    if others:
        w.addItem(pg.ScatterPlotItem([c.price_total for c in others], [c.speed for c in others], size=8,
                                     brush=pg.mkBrush(150, 150, 150, 160), pen=None,
                                     name=QCoreApplication.translate("Charts", "Other cards that fit")))
    points = [(c.price_total or 0.0, c.speed or 0.0) for c in priced]
    front = [points[i] for i in pareto_front(points)]
    if len(front) > 1:
        w.plot([p[0] for p in front], [p[1] for p in front], pen=pg.mkPen("#D55E00", width=2,
               style=pg.QtCore.Qt.PenStyle.DashLine),
               name=QCoreApplication.translate("Charts", "Best value (nothing faster for less)"))
    shown = [c for c in rec.shortlist if c.price_total is not None and c.speed is not None]
    speeds = [c.speed or 0.0 for c in priced]
    view = (price_view([c.price_total or 0.0 for c in priced]), (min(speeds), max(speeds))) if priced else None
    labels = [f"#{c.rank} {_label(c)}" for c in shown]
    anchors = label_anchors([(c.price_total or 0.0, c.speed or 0.0) for c in shown], view=view,
                            lengths=[len(t) for t in labels])
    for i, (c, label, anchor) in enumerate(zip(shown, labels, anchors, strict=True)):
        colour = SERIES[i % len(SERIES)]
        w.addItem(pg.ScatterPlotItem([c.price_total], [c.speed], size=13, brush=pg.mkBrush(colour),
                                     pen=pg.mkPen(fg), symbol="d"))
        text = pg.TextItem(label, color=fg, anchor=anchor)
        text.setPos(c.price_total, c.speed)
        w.addItem(text)
    if view is not None:
        w.setXRange(*view[0], padding=0)
    legend.setZValue(10)
    point = QCoreApplication.translate("Charts", "{name}: {price}, {speed} {unit}")
    describe(w, [point.format(name=f"#{c.rank} {_label(c)}" if (c.gpu_id, c.count) in short_ids else _label(c),
                              price=format_money(c.price_total, cur, lang), speed=_speed(c, lang), unit=unit)
                 for c in [*shown, *others[:10]]])
    return w


VRAM_LEGEND_ROOM = 1.35  # the memory chart's height over its tallest bar: the legend's two rows fit above


def vram_chart(rec: Recommendation) -> QWidget:
    import pyqtgraph as pg

    title = QCoreApplication.translate("Charts", "Memory needed against each GPU's usable memory (per GPU)")
    w = _plot(title, "GiB", "", left_ticks=number_ticks(content_lang()))
    configs = rec.shortlist
    xs = list(range(len(configs)))
    w.addItem(pg.BarGraphItem(x=[x - 0.18 for x in xs], height=[c.vram_capacity_gb_per_gpu for c in configs],
                              width=0.34, brush="#0072B2", name=QCoreApplication.translate("Charts", "Card memory")))
    w.addItem(pg.BarGraphItem(x=[x + 0.18 for x in xs], height=[c.vram_gb_per_gpu for c in configs], width=0.34,
                              brush="#E69F00", name=QCoreApplication.translate("Charts", "Needed")))
    legend = _legend(w, (-10, 10))
    legend.addItem(pg.BarGraphItem(x=[0], height=[0], width=0, brush="#0072B2"),
                   QCoreApplication.translate("Charts", "Card memory"))
    legend.addItem(pg.BarGraphItem(x=[0], height=[0], width=0, brush="#E69F00"),
                   QCoreApplication.translate("Charts", "Needed"))
    _bar_axis(w, [_label(c) for c in configs])
    w.setXRange(-0.6, max(len(configs) - 0.4, 0.6))
    # Room above the tallest bar for the legend in the top right, which had covered it
    top = max((max(c.vram_capacity_gb_per_gpu, c.vram_gb_per_gpu) for c in configs), default=1.0)
    w.setYRange(0, top * VRAM_LEGEND_ROOM, padding=0)
    bar = QCoreApplication.translate("Charts", "{name}: needs {need} of {have} GiB")
    lang = content_lang()
    describe(w, [bar.format(name=f"#{c.rank} {_label(c)}", need=format_number(c.vram_gb_per_gpu, lang, 1),
                            have=format_number(c.vram_capacity_gb_per_gpu, lang, 1)) for c in configs])
    return w


def _legend(w: Any, offset: tuple[int, int]) -> Any:
    """A legend on the chart's own background, so that a line or a point behind it does not run through
    its text (the cost chart's #1 line had crossed "#4 RTX 5070")."""
    import pyqtgraph as pg

    pal = QApplication.palette()
    base = pal.color(QPalette.ColorRole.Base)
    base.setAlpha(235)
    legend = w.addLegend(offset=offset, labelTextColor=pal.color(QPalette.ColorRole.WindowText),
                         brush=pg.mkBrush(base), pen=pg.mkPen(pal.color(QPalette.ColorRole.Mid)))
    legend.setZValue(10)
    return legend


def perf_per_watt_chart(rec: Recommendation, configs: Sequence[Configuration]) -> QWidget:
    """Speed per watt as horizontal bars, best pick on top, names on the left where they have room (as
    the report draws it): ten names under vertical bars had run into one another ("#1 RTX 5090#2 RTX…")."""
    import pyqtgraph as pg

    from wizard.locale_format import per_watt_scale

    scale, raw = per_watt_scale(rec.shortlist[0].speed_unit if rec.shortlist else "")
    unit = speed_unit(raw) if raw else ""
    chosen = [c for c in configs if c.perf_per_watt is not None][:10]
    w = _plot(QCoreApplication.translate("Charts", "Performance per watt"), "", f"{unit} / W",
              bottom_ticks=number_ticks(content_lang()))
    short_ids = {(c.gpu_id, c.count) for c in rec.shortlist}
    ys = [len(chosen) - 1 - i for i in range(len(chosen))]  # the first on top
    picked = [(y, c) for y, c in zip(ys, chosen, strict=True) if (c.gpu_id, c.count) in short_ids]
    rest = [(y, c) for y, c in zip(ys, chosen, strict=True) if (c.gpu_id, c.count) not in short_ids]
    for group, colour, name in ((picked, "#009E73", QCoreApplication.translate("Charts", "Shortlisted")),
                                (rest, "#999999", QCoreApplication.translate("Charts", "Other cards that fit"))):
        if group:
            w.addItem(pg.BarGraphItem(x0=0, y=[y for y, _ in group], width=[(c.perf_per_watt or 0) * scale
                                                                             for _, c in group],
                                      height=0.6, brush=colour, name=name))
    if rest:  # green alone says nothing without its key
        legend = _legend(w, (-10, -10))
        for colour, name in (("#009E73", QCoreApplication.translate("Charts", "Shortlisted")),
                             ("#999999", QCoreApplication.translate("Charts", "Other cards that fit"))):
            legend.addItem(pg.BarGraphItem(x=[0], height=[0], width=0, brush=colour), name)
    # Shortlisted cards carry their rank (#1…) as well as the green colour: never colour alone.
    ranks = {(c.gpu_id, c.count): c.rank for c in rec.shortlist}
    w.getAxis("left").setTicks([[(y, (f"#{ranks[(c.gpu_id, c.count)]} " if (c.gpu_id, c.count) in ranks else "")
                                  + _label(c)) for y, c in zip(ys, chosen, strict=True)]])
    w.setYRange(-0.6, max(len(chosen) - 0.4, 0.6), padding=0)
    top = max((c.perf_per_watt or 0.0 for c in chosen), default=1.0) * scale
    w.setXRange(ZERO_INSIDE * top, top * 1.08, padding=0)
    lang = content_lang()
    describe(w, [f"{'#' + str(ranks[(c.gpu_id, c.count)]) + ' ' if (c.gpu_id, c.count) in ranks else ''}"
                 f"{_label(c)}: {format_number((c.perf_per_watt or 0.0) * scale, lang, 2)} {unit}/W" for c in chosen])
    return w


def cost_chart(rec: Recommendation) -> QWidget:
    import pyqtgraph as pg

    cur = rec.shortlist[0].currency if rec.shortlist else ""
    lang = content_lang()
    w = _plot(QCoreApplication.translate("Charts", "Cost over the years (purchase + electricity)"), cur,
              QCoreApplication.translate("Charts", "Years"),
              left_ticks=money_ticks(lang, cur) if cur else number_ticks(lang), bottom_ticks=number_ticks(lang))
    w.getAxis("bottom").setTickSpacing(1, 1)  # whole years: costs are counted per year
    _legend(w, (10, 10))
    highest = lowest = None
    at = cost_years(rec.profile)  # whole years, and the end of the use when it is no whole number (2.5)
    for i, c in enumerate(rec.shortlist):
        ys = [y for y in c.yearly_costs if y is not None]
        if not ys:
            continue
        colour = SERIES[i % len(SERIES)]
        w.plot(at[:len(ys)], ys, pen=pg.mkPen(colour, width=2), symbol="o", symbolBrush=colour,
               name=f"#{c.rank} {_label(c)}")
        highest = max(ys) if highest is None else max(highest, max(ys))
        lowest = min(ys) if lowest is None else min(lowest, min(ys))
    if highest is not None and lowest is not None:
        # room above the lines for the legend in the top left, where the dearest pick's first point had hidden
        span = max(highest - lowest, highest * 0.05, 1.0)
        w.setYRange(max(0.0, lowest - span * 0.05), highest + span * (0.12 * len(rec.shortlist) + 0.1), padding=0)
    years = rec.profile.electricity.years
    line = (QCoreApplication.translate("Charts", "{name}: {start} now, {end} after 1 year") if years == 1 else
            QCoreApplication.translate("Charts", "{name}: {start} now, {end} after {years} years"))
    lines = []
    for c in rec.shortlist:
        ys = [y for y in c.yearly_costs if y is not None]
        if ys:
            lines.append(line.format(name=f"#{c.rank} {_label(c)}", start=format_money(ys[0], cur, lang),
                                     end=format_money(ys[-1], cur, lang), years=format_years(years, lang)))
    describe(w, lines)
    return w


def context_chart(rec: Recommendation) -> QWidget:
    """The longest context each shortlisted configuration holds (wizard/core/context_fit.py), with the
    context the user chose as a line: how much room the bigger card buys."""
    import pyqtgraph as pg

    lang = content_lang()
    training = rec.profile.workload.is_training
    title = (QCoreApplication.translate("Charts", "Longest training sequence that fits (tokens)") if training else
             QCoreApplication.translate("Charts", "Longest context that fits (tokens per sequence)"))
    configs = [c for c in rec.shortlist if c.max_context_tokens is not None]
    # Every pick holding the model's whole context is said once, in the title: "32,768 (model's limit)" on each
    # bar had run into the next at the window's smallest size (GUI review, 2026-12-02)
    all_full = bool(configs) and all(c.max_context_full for c in configs)
    if all_full:
        title = QCoreApplication.translate("Charts", "{title}: every pick holds the model's whole context").format(
            title=title)
    w = _plot(title, QCoreApplication.translate("Charts", "tokens"), "", left_ticks=number_ticks(lang))
    xs = list(range(len(configs)))
    w.addItem(pg.BarGraphItem(x=xs, height=[c.max_context_tokens for c in configs], width=0.6,
                              brushes=[SERIES[rec.shortlist.index(c) % len(SERIES)] for c in configs]))
    fg = QApplication.palette().color(QPalette.ColorRole.WindowText)
    for x, c in zip(xs, configs, strict=True):
        # "all 32,768" had not said all of what: the model's whole context fits
        text = (QCoreApplication.translate("Charts", "{tokens} (model's limit)") if c.max_context_full and not all_full
                else "{tokens}")
        label = pg.TextItem(text.format(tokens=format_number(c.max_context_tokens, lang)), color=fg, anchor=(0.5, 1.0))
        label.setPos(x, c.max_context_tokens or 0)
        w.addItem(label)
    chosen = rec.profile.context_tokens
    # In the text colour: the series colours belong to the picks
    line = pg.InfiniteLine(pos=chosen, angle=0, pen=pg.mkPen(fg, width=2, style=pg.QtCore.Qt.PenStyle.DashLine),
                           label=QCoreApplication.translate("Charts", "you chose {tokens}").format(
                               tokens=format_number(chosen, lang)),
                           # On the chart's background colour: the label crosses the first bar
                           labelOpts={"position": 0.02, "color": fg, "anchors": [(0, 1), (0, 1)],
                                      "fill": pg.mkBrush(QApplication.palette().color(QPalette.ColorRole.Base))})
    w.addItem(line)
    # the names alone under the bars, as the memory chart has them: "#2 8× H200 SXM 141GB" had run into the next
    _bar_axis(w, [_label(c) for c in configs])
    w.setXRange(-0.6, max(len(configs) - 0.4, 0.6))
    top = max([chosen, *(c.max_context_tokens or 0 for c in configs)])
    w.setYRange(ZERO_INSIDE * top, top * 1.12, padding=0)
    fits = QCoreApplication.translate("Charts", "{name}: {tokens} tokens")
    describe(w, [fits.format(name=f"#{c.rank} {_label(c)}", tokens=format_number(c.max_context_tokens, lang))
                 for c in configs])
    return w


def has_context_chart(rec: Recommendation) -> bool:
    """The context chart is for language-model work, when a shortlisted card has a figure."""
    return any(c.max_context_tokens is not None for c in rec.shortlist)


def build_charts(rec: Recommendation, configs: Sequence[Configuration]) -> QTabWidget:
    """A tab per chart, each drawn when its tab is first shown (memory: one plot at a time until
    the user looks at the others); `configs` are every passing configuration (the grey points)."""
    from PySide6.QtWidgets import QVBoxLayout

    tabs = QTabWidget()
    tabs.setObjectName("chartTabs")
    tabs.setAccessibleName(QCoreApplication.translate("Charts", "Charts"))
    tabs.setDocumentMode(True)
    makers: list[Callable[[], QWidget]] = [
        lambda: speed_price_chart(rec, configs), lambda: vram_chart(rec),
        lambda: perf_per_watt_chart(rec, configs), lambda: cost_chart(rec)]
    titles = [QCoreApplication.translate("Charts", "Speed vs price"), QCoreApplication.translate("Charts", "Memory"),
              QCoreApplication.translate("Charts", "Performance per watt"),
              QCoreApplication.translate("Charts", "Cost over years")]
    if has_context_chart(rec):
        makers.append(lambda: context_chart(rec))
        titles.append(QCoreApplication.translate("Charts", "Context length"))
    holders: list[QWidget] = []
    for title in titles:
        holder = QWidget()
        QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
        holders.append(holder)
        tabs.addTab(holder, title)

    def ensure(index: int) -> None:
        if 0 <= index < len(holders) and holders[index].layout().count() == 0:
            _one_blas_thread()
            with source_lines_dropped():  # pyqtgraph and numpy load with the first chart
                chart = makers[index]()
            holders[index].layout().addWidget(chart)

    tabs.currentChanged.connect(ensure)
    ensure(0)
    return tabs
