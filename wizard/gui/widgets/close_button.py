"""The Close button of a window with a search field (the catalog, the troubleshooting guide)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialogButtonBox


def close_buttons(close: Callable[[], object]) -> QDialogButtonBox:
    """A button box with Close that is not the dialog's default: a QDialog presses its default button on Enter,
    and Enter in the catalog's filter or the guide's search had closed the window (GUI review, 2026-12-02).
    Esc and the button still close it."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    button = buttons.button(QDialogButtonBox.StandardButton.Close)
    button.setAutoDefault(False)
    button.setDefault(False)
    buttons.rejected.connect(close)
    return buttons
