"""Painted bars: the stacked memory breakdown (model page) and the VRAM fit bar (GPU cards)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from wizard.gui.theme import PART_COLORS, is_dark
from wizard.locale_format import format_number


def _track(widget: QWidget, inset: float) -> tuple[QPainter, QRectF]:
    """Start painting a bar: the rounded, empty track both bars draw first, and its rectangle."""
    p = QPainter(widget)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(widget.rect()).adjusted(1, inset, -1, -inset)
    pal = widget.palette()
    p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
    p.setBrush(pal.color(QPalette.ColorRole.Base))
    p.drawRoundedRect(r, 4, 4)
    return p, r

class _StackedBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.parts: list[tuple[str, float, str]] = []  # (label, GiB, colour)
        self.marker: float | None = None  # recommended total, drawn as a tick
        self.setMinimumHeight(26)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(400, 28)

    def paintEvent(self, event: QPaintEvent) -> None:
        p, r = _track(self, 3)
        total = sum(v for _, v, _ in self.parts)
        scale_to = max(total, self.marker or 0.0)
        if scale_to <= 0:
            return
        x = r.left()
        p.setPen(Qt.PenStyle.NoPen)
        for _, value, colour in self.parts:
            w = r.width() * value / scale_to
            if w <= 0:
                continue
            p.setBrush(QColor(colour))
            p.drawRect(QRectF(x, r.top() + 1, w, r.height() - 2))
            x += w
        if self.marker:
            mx = r.left() + r.width() * self.marker / scale_to - 1
            p.setPen(QPen(self.palette().color(QPalette.ColorRole.WindowText), 2, Qt.PenStyle.DashLine))
            p.drawLine(int(mx), int(r.top()) - 2, int(mx), int(r.bottom()) + 2)


class MemoryBar(QWidget):
    """Total VRAM needed and where it goes; call `set_breakdown` with labelled parts in GiB."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("memoryBar")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        font = self.summary.font()
        font.setBold(True)
        self.summary.setFont(font)
        self.bar = _StackedBar(self)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.summary)
        lay.addWidget(self.bar)
        lay.addWidget(self.legend)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # screen readers can reach the figures

    def set_unavailable(self, text: str) -> None:
        self.summary.setText(text)
        self.bar.parts = []
        self.bar.marker = None
        self.legend.setText("")
        self.setAccessibleDescription(text)
        self.bar.update()

    def set_breakdown(self, summary: str, parts: list[tuple[str, str, float]], recommended: float | None) -> None:
        """parts: (key, translated label, GiB); keys pick the colours (theme.PART_COLORS)."""
        self.summary.setText(summary)
        shown = [(label, gib, PART_COLORS.get(key, "#888888")) for key, label, gib in parts if gib > 0.005]
        self.bar.parts = shown
        self.bar.marker = recommended
        items = [f'<span style="color:{c}">■</span>&nbsp;{label}&nbsp;{_gib(gib)}&nbsp;GiB' for label, gib, c in shown]
        self.legend.setText(" &nbsp; ".join(items))
        self.setAccessibleDescription(summary + " " + ", ".join(f"{lab} {_gib(gib)} GiB" for lab, gib, _ in shown))
        self.bar.update()

    def legend_text(self) -> str:
        return ", ".join(f"{lab} {_gib(gib)} GiB" for lab, gib, _ in self.bar.parts)


class FitBar(QWidget):
    """How much of one card's usable VRAM the workload takes (text inside, colour as a second cue)."""

    def __init__(self, need: float, capacity: float, tight: bool, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.need, self.capacity, self.tight, self.text = need, capacity, tight, text
        self.setMinimumHeight(self.fontMetrics().height() + 8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(text)
        self.setToolTip(text)

    def sizeHint(self) -> QSize:
        return QSize(220, self.fontMetrics().height() + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        p, r = _track(self, 1)
        frac = min(1.0, self.need / self.capacity) if self.capacity > 0 else 1.0
        # A light tint keeps the text inside readable in both themes; the text states the numbers.
        colour = QColor("#E69F00" if self.tight else "#009E73")
        colour.setAlpha(110 if is_dark() else 90)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(r.left() + 1, r.top() + 1, (r.width() - 2) * frac, r.height() - 2), 3, 3)
        p.setPen(self.palette().color(QPalette.ColorRole.Text))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


def _gib(value: float) -> str:
    """A part's GiB as the summary above it and the report write them: 2,794.0, not 2794.0."""
    return format_number(value, decimals=1)
