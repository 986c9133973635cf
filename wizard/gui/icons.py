"""Small icons drawn in code (no files, no network), sharp at any scale factor.

The app's own icon comes from resources/icons (wizard.gui.app.app_icon): this module imports `Qt`,
whose enums are costly, so it is loaded only after the first paint.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

ACCENT = "#2f6fd0"


def _canvas(size: int) -> tuple[QPixmap, QPainter]:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 48.0, size / 48.0)
    return pm, p


def _pen(color: str, width: float = 3.0) -> QPen:
    pen = QPen(QColor(color), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _chat(p: QPainter) -> None:
    p.setPen(_pen(ACCENT))
    p.setBrush(QColor(ACCENT).lighter(170))
    path = QPainterPath()
    path.addRoundedRect(QRectF(5, 7, 38, 26), 7, 7)
    tail = QPainterPath()
    tail.moveTo(14, 32)
    tail.lineTo(10, 42)
    tail.lineTo(23, 32)
    p.drawPath(path.united(tail))
    p.setBrush(QColor(ACCENT))
    for x in (15, 24, 33):
        p.drawEllipse(QPointF(x, 20), 2.2, 2.2)


def _tune(p: QPainter) -> None:
    p.setPen(_pen("#8a4fc7"))
    for i, (x, knob) in enumerate(((12, 30), (24, 16), (36, 26))):
        p.drawLine(QPointF(x, 8), QPointF(x, 40))
        p.setBrush(QColor("#d9c2f0") if i != 1 else QColor("#8a4fc7"))
        p.drawEllipse(QPointF(x, knob), 5, 5)


def _train(p: QPainter) -> None:
    colors = ("#1b8a5a", "#26a96c", "#5fd19b")
    for i, col in enumerate(colors):
        y = 10 + i * 10
        p.setPen(_pen("#135e3e", 2))
        p.setBrush(QColor(col))
        path = QPainterPath()
        path.moveTo(24, y)
        path.lineTo(42, y + 7)
        path.lineTo(24, y + 14)
        path.lineTo(6, y + 7)
        path.closeSubpath()
        p.drawPath(path)


def _hpc(p: QPainter) -> None:
    p.setPen(_pen("#c0392b", 2.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for angle in (0, 60, 120):
        p.save()
        p.translate(24, 24)
        p.rotate(angle)
        p.drawEllipse(QPointF(0, 0), 19, 7)
        p.restore()
    p.setBrush(QColor("#c0392b"))
    p.drawEllipse(QPointF(24, 24), 4, 4)


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for x, y in points[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def _render(p: QPainter) -> None:
    p.setPen(_pen("#d35400", 2.5))
    top = _polygon((24, 6), (41, 15), (24, 24), (7, 15))
    left = _polygon((7, 15), (24, 24), (24, 43), (7, 34))
    right = _polygon((41, 15), (24, 24), (24, 43), (41, 34))
    for path, col in ((top, "#f8c471"), (left, "#e67e22"), (right, "#ba4a00")):
        p.setBrush(QColor(col))
        p.drawPath(path)


def _gpu(p: QPainter) -> None:
    p.setPen(_pen("#2c3e50", 2.5))
    p.setBrush(QColor("#5d8fd8"))
    p.drawRoundedRect(QRectF(4, 12, 40, 22), 3, 3)
    p.setBrush(QColor("#dfe9f7"))
    p.drawEllipse(QPointF(17, 23), 7, 7)
    p.drawEllipse(QPointF(33, 23), 7, 7)
    p.setPen(_pen("#d4a017", 3))
    p.drawLine(QPointF(10, 37), QPointF(30, 37))


_DRAW = {"chat": _chat, "tune": _tune, "train": _train, "hpc": _hpc, "render": _render, "gpu": _gpu}


def drawn_icon(name: str) -> QIcon:
    """An icon drawn at several sizes so it stays crisp at 100 % and 200 %."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 96, 128):
        pm, p = _canvas(size)
        _DRAW[name](p)
        p.end()
        icon.addPixmap(pm)
    return icon
