"""The installed Qt binding keeps Python's reference counts straight.

PySide6 6.12.0 returns None from void methods without taking a reference. Python 3.12+ does not
care (None is immortal), but on 3.11 every call (QPainter.setPen, QPalette.setColor,
QTextDocument.setHtml, ...) drops None's count by one, and after enough painting the process
dies with "Fatal Python error: none_dealloc" (seen after a dozen PDFs in one process).
pyproject.toml keeps such a build off Python 3.11; this test catches any other one.
"""

from __future__ import annotations

import gc
import sys


def test_void_qt_calls_do_not_consume_references_to_none(qapp: object) -> None:
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QTextCursor, QTextDocument

    image = QImage(8, 8, QImage.Format.Format_RGB32)
    palette = QPalette()
    color = QColor("#336699")
    doc = QTextDocument()
    doc.setHtml("<p>x</p>")
    cursor = QTextCursor(doc)
    calls = 500
    gc.collect()
    before = sys.getrefcount(None)
    painter = QPainter(image)
    for _ in range(calls):
        painter.setPen(color)
        painter.drawLine(QPointF(0, 0), QPointF(4, 4))
        painter.drawText(QRectF(0, 0, 8, 8), int(Qt.AlignmentFlag.AlignLeft), "x")
        palette.setColor(QPalette.ColorRole.Text, color)
        image.setPixel(1, 1, 0)
        cursor.currentTable()  # None: no table here
    painter.end()
    gc.collect()
    lost = before - sys.getrefcount(None)
    assert lost < calls, (f"{lost} references to None lost in {calls * 6} Qt calls: this PySide6 build "
                          "corrupts None's reference count on this Python (see pyproject.toml)")
