"""The Save dialogs' one shape: a default suffix, so that the dialog asks before replacing a file.

A name typed without its extension ("summary") had been checked for overwriting as "summary" (no such
file), then saved as "summary.pdf" over the one already there, without a word; a profile saved as "mine"
had no .json and the Open dialog's filter hid it (GUI review, 2026-12-02).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget


def save_dialog(parent: QWidget | None, title: str, start: str, filters: list[str], selected: str,
                suffix: str) -> QFileDialog:
    dialog = QFileDialog(parent, title, start, ";;".join(filters))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setDefaultSuffix(suffix)  # added before the dialog's own "replace it?" check
    dialog.selectNameFilter(selected)
    return dialog


def ask_save_file(parent: QWidget | None, title: str, start: str, filters: list[str], selected: str,
                  suffix: str) -> tuple[str, str]:
    """The chosen path (with `suffix` when typed without one) and name filter; ("", "") when cancelled."""
    dialog = save_dialog(parent, title, start, filters, selected, suffix)
    if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return "", ""
    path = dialog.selectedFiles()[0]
    if suffix and not path.lower().endswith("." + suffix.lower()):
        # Qt adds no suffix to a name with a dot of its own ("summary-2026.12.02"), and checked that name for
        # replacing: the suffix added here gets the same question (review of this session's diff).
        path += "." + suffix
        if Path(path).exists() and QMessageBox.question(
                parent, title, QCoreApplication.translate("files", "{name} already exists. Do you want to replace "
                                                                   "it?").format(name=Path(path).name),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No) != QMessageBox.StandardButton.Yes:
            return "", ""
    return path, dialog.selectedNameFilter()
