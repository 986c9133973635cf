"""Rows of coded core messages: severity icon + severity word + plain explanation (never colour alone)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QStyle, QWidget

from wizard.core.messages import label
from wizard.gui.text import message_text
from wizard.gui.theme import COMMAND_STYLE, LINK_STYLE, severity_color

if TYPE_CHECKING:
    from wizard.core.results import Message, NextStep, Warning

Translate = Callable[[str, str], str]

_ICONS = {
    "info": QStyle.StandardPixmap.SP_MessageBoxInformation,
    "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "blocker": QStyle.StandardPixmap.SP_MessageBoxCritical,
}


def severity_icon_label(parent: QWidget, severity: str, size: int = 16) -> QLabel:
    icon = QLabel(parent)
    icon.setPixmap(parent.style().standardIcon(_ICONS.get(severity, _ICONS["info"])).pixmap(size, size))
    icon.setAlignment(Qt.AlignmentFlag.AlignTop)
    return icon


class WarningList(QWidget):
    """Warnings as rows: icon, "Warning"/"Info"/"Blocker" in its colour, the explanation.

    With `links` (warning code -> troubleshooting entry id) a warning that has an entry gets a
    "How to fix / What to check" link under it; clicking it emits `entry_requested(entry_id)`.
    Money in the texts is shown in `currency` (¥14,193).
    """

    entry_requested = Signal(str)

    def __init__(self, warnings: Sequence[Warning], translate: Translate, parent: QWidget | None = None,
                 currency: str | None = None, links: Mapping[str, str] | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setColumnStretch(2, 1)
        self.texts: list[str] = []
        self.codes: list[str] = [w.code for w in warnings]
        self.link_labels: list[tuple[str, str, QPushButton]] = []  # (code, entry id, link)
        links = links or {}
        bold = QFont(self.font())
        bold.setBold(True)
        fm = QFontMetrics(bold)  # one column width for every list, so the texts line up
        grid.setColumnMinimumWidth(1, max(fm.horizontalAdvance(label(s, translate)) for s in _ICONS) + 8)
        row = 0
        for w in warnings:
            sev = w.severity.value
            grid.addWidget(severity_icon_label(self, sev), row, 0)
            word = QLabel(f"<b>{label(sev, translate)}</b>", self)
            word.setStyleSheet(f"color: {severity_color(sev)};")
            word.setAlignment(Qt.AlignmentFlag.AlignTop)
            grid.addWidget(word, row, 1)
            text = message_text(w, translate, currency)
            body = QLabel(text, self)
            body.setWordWrap(True)
            body.setTextFormat(Qt.TextFormat.PlainText)
            body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            body.setAccessibleName(f"{label(sev, translate)}: {text}")
            body.setProperty("code", w.code)
            grid.addWidget(body, row, 2)
            self.texts.append(text)
            row += 1
            entry_id = links.get(w.code)
            if entry_id:
                link_text = QCoreApplication.translate("WarningList", "How to fix / What to check")
                # A flat button drawn as a link, not a QLabel link: Tab to a label selects no link, so
                # Enter went to the wizard (which closed) instead of opening the entry.
                link = QPushButton(link_text, self)
                link.setObjectName("kbLink")
                link.setFlat(True)
                link.setCursor(Qt.CursorShape.PointingHandCursor)
                link.setStyleSheet(LINK_STYLE)
                link.setAccessibleName(link_text)
                link.setToolTip(QCoreApplication.translate(
                    "WarningList", "Open the troubleshooting entry for this warning"))
                link.clicked.connect(lambda _=False, e=entry_id: self.entry_requested.emit(e))
                grid.addWidget(link, row, 2, Qt.AlignmentFlag.AlignLeft)
                self.link_labels.append((w.code, entry_id, link))
                row += 1


class BulletList(QWidget):
    def __init__(self, messages: Sequence[Message], translate: Translate, bullet: str = "•",
                 parent: QWidget | None = None, currency: str | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        self.texts = [message_text(m, translate, currency) for m in messages]
        for row, text in enumerate(self.texts):
            b = QLabel(bullet, self)
            b.setAlignment(Qt.AlignmentFlag.AlignTop)
            grid.addWidget(b, row, 0)
            body = QLabel(text, self)
            body.setWordWrap(True)
            body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(body, row, 1)


class StepList(QWidget):
    """Numbered next steps; a command is shown in a monospace box with a Copy button."""

    def __init__(self, steps: Sequence[NextStep], translate: Translate, parent: QWidget | None = None,
                 currency: str | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        self.texts: list[str] = []
        self.commands: list[str] = []
        row = 0
        for n, step in enumerate(steps, 1):
            num = QLabel(f"{n}.", self)
            num.setAlignment(Qt.AlignmentFlag.AlignTop)
            grid.addWidget(num, row, 0)
            text = message_text(step, translate, currency)
            body = QLabel(text, self)
            body.setWordWrap(True)
            grid.addWidget(body, row, 1, 1, 2)
            self.texts.append(text)
            row += 1
            if step.command:
                cmd = QLabel(step.command, self)
                cmd.setObjectName("command")
                cmd.setWordWrap(True)
                cmd.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse |
                                            Qt.TextInteractionFlag.TextSelectableByKeyboard)
                cmd.setStyleSheet(COMMAND_STYLE)
                cmd.setAccessibleName(QCoreApplication.translate("StepList", "Command"))
                grid.addWidget(cmd, row, 1)
                copy = QPushButton(QCoreApplication.translate("StepList", "Copy"), self)
                copy.setToolTip(QCoreApplication.translate("StepList", "Copy the command to the clipboard"))
                copy.setAccessibleName(QCoreApplication.translate("StepList", "Copy command"))
                copy.clicked.connect(lambda _=False, c=step.command: QGuiApplication.clipboard().setText(c))
                grid.addWidget(copy, row, 2, Qt.AlignmentFlag.AlignTop)
                self.commands.append(step.command)
                row += 1
