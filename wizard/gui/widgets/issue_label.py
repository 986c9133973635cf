"""An inline message under an input: icon + text, never a modal pop-up."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QStyle, QWidget

from wizard.gui.theme import severity_color


class IssueLabel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("issueLabel")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self._icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self._icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        self._text = QLabel(self)
        self._text.setWordWrap(True)
        lay.addWidget(self._icon)
        lay.addWidget(self._text, 1)
        self.hide()

    def text(self) -> str:
        return self._text.text() if self.isVisibleTo(self.parentWidget()) or not self.isHidden() else ""

    def set_messages(self, texts: list[str]) -> None:
        text = "\n".join(texts)
        self._text.setText(text)
        self._text.setStyleSheet(f"color: {severity_color('blocker')};")
        self.setAccessibleName(text)
        self.setVisible(bool(texts))
