"""Tree rows as tall as their wrapped text: the "Why not?" reasons read in full, not cut at the column's edge.

QTreeView wraps an item's text when word wrap is on, but sizes its rows as if the text were one
line (its delegate is asked for a size hint without the column's width), so a long reason such as
"Not enough memory: … A context of up to about 2,048 tokens would fit (you chose 8,192)." was cut
with an ellipsis and only its tooltip said the rest. This delegate measures the text at the
column's width, and `wrap_rows` relays the rows out whenever a column is resized.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeView


class WrappingDelegate(QStyledItemDelegate):
    """Size hints for word-wrapped text at the width of the item's column in `view`."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        if not text:
            return base
        view = self._view
        style = view.style()
        h_margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
        v_margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameVMargin, None, view) + 1
        width = view.columnWidth(index.column()) - 2 * h_margin
        if index.column() == view.header().logicalIndex(0):  # the tree's indentation comes off the first column
            depth = 0
            parent = index.parent()
            while parent.isValid():
                depth += 1
                parent = parent.parent()
            width -= view.indentation() * (depth + (1 if view.rootIsDecorated() else 0))
        if width <= 0:
            return base
        bounds = QFontMetrics(opt.font).boundingRect(
            QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(base.width(), max(base.height(), bounds.height() + 2 * v_margin))


def wrap_rows(view: QTreeView) -> None:
    """Make `view`'s rows grow with their wrapped text, now and whenever a column is resized."""
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setUniformRowHeights(False)
    view.setItemDelegate(WrappingDelegate(view))
    view.header().sectionResized.connect(lambda *_: view.doItemsLayout())
