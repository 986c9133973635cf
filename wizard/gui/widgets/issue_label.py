"""An inline message under an input: icon + text, never a modal pop-up."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from wizard.gui.theme import severity_color


class IssueLabel(QWidget):
    """Hidden until it has a message; the warning icon is drawn then (every page, the Welcome page
    included, has one before the first paint, and QStyle's Python enums cost ~6 ms to create)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("issueLabel")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self._icon = QLabel(self)
        self._has_icon = False
        self._text = QLabel(self)
        self._text.setWordWrap(True)
        lay.addWidget(self._icon)
        lay.addWidget(self._text, 1)
        self.hide()

    def text(self) -> str:
        return self._text.text() if self.isVisibleTo(self.parentWidget()) or not self.isHidden() else ""

    def _set_icon(self) -> None:
        from PySide6.QtWidgets import QStyle

        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self._icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        self._has_icon = True

    def set_messages(self, texts: list[str], severity: str = "blocker") -> None:
        """Show `texts` (hide when empty); "blocker" for an answer that must change, "warning" for
        advice about an answer that stands."""
        if texts and not self._has_icon:
            self._set_icon()
        text = "\n".join(texts)
        announce = bool(text) and text != self._text.text()
        self._text.setText(text)
        self._text.setStyleSheet(f"color: {severity_color(severity)};")
        self.setAccessibleName(text)
        self.setVisible(bool(texts))
        if announce:  # screen readers say a new message at once; it is never focused, so it had gone unheard
            from PySide6.QtGui import QAccessible, QAccessibleEvent

            QAccessible.updateAccessibility(QAccessibleEvent(self._text, QAccessible.Event.Alert))
