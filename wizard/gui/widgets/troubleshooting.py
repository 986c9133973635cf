"""The Troubleshooting view: search the knowledge base (wizard.core.troubleshooting) and read an entry.

A non-modal window reachable from every page (Help > Troubleshooting…, F1 / Ctrl+T, the wizard's
"Troubleshooting…" button) and from each warning on the results page that has an entry. The search
filters as you type, in English and Chinese whatever the app's language ("显存不足", "sm_120",
a pasted error line). An entry shows its symptom, the exact error text, the causes in order, the
checks (commands with Copy buttons; only the profile's operating system unless "all systems" is
ticked), the fixes and the sources.

Imported only when first opened: the knowledge base is not loaded at start-up.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from wizard.core.messages import label as core_label
from wizard.core.troubleshooting import Entry, load_knowledge_base, search
from wizard.gui.text import content_lang
from wizard.gui.theme import COMMAND_STYLE
from wizard.gui.widgets.close_button import close_buttons
from wizard.locale_format import format_date

if TYPE_CHECKING:
    from wizard.core.troubleshooting import Check

Translate = Callable[[str, str], str]
ID_ROLE = Qt.ItemDataRole.UserRole + 1
# The checks shown for the profile's system: WSL2 users also run Windows-side checks (driver, wsl --update).
SHOWN_FOR_OS = {"linux": {"linux", "any"}, "windows": {"windows", "any"}, "wsl2": {"wsl2", "windows", "any"}}


VENDOR_NAMES = {"nvidia": "NVIDIA", "amd": "AMD", "intel": "Intel"}


def _arch_name(slug: str) -> str:
    """"rdna3" -> "RDNA 3", "cdna2" -> "CDNA 2", "xe" -> "Xe", "ada" -> "Ada"."""
    for prefix in ("rdna", "cdna", "gcn"):
        if slug.startswith(prefix):
            rest = slug[len(prefix):]
            return f"{prefix.upper()} {rest}".strip()
    return slug.capitalize()


def search_entries(query: str, lang: str) -> list[Entry]:
    """Every entry for an empty query; else matches in `lang` first, then in the other language
    (so Chinese words work in the English app and English error text in the Chinese one)."""
    kb = load_knowledge_base()
    if not query.strip():
        return list(kb.entries)
    hits = search(query, lang, kb)
    seen = {e.id for e in hits}
    for e in search(query, "en" if lang == "zh_CN" else "zh_CN", kb):
        if e.id not in seen:
            hits.append(e)
            seen.add(e.id)
    return hits


def _label(text: str, *, bold: bool = False, scale: float = 1.0, selectable: bool = True) -> QLabel:
    lab = QLabel(text)
    lab.setWordWrap(True)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    if selectable:
        lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if bold or scale != 1.0:
        font = QFont(lab.font())
        font.setBold(bold)
        font.setPointSizeF(font.pointSizeF() * scale)
        lab.setFont(font)
    return lab


def _mono(text: str) -> QLabel:
    lab = QLabel(text)
    lab.setObjectName("command")
    lab.setWordWrap(True)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse |
                                Qt.TextInteractionFlag.TextSelectableByKeyboard)
    lab.setStyleSheet(COMMAND_STYLE)
    return lab


class EntryView(QWidget):
    """One entry rendered for reading; rebuilt by `show_entry`."""

    def __init__(self, translate: Translate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.translate = translate
        self.entry: Entry | None = None
        self.lay = QVBoxLayout(self)
        self.commands: list[str] = []  # the commands shown with a Copy button, in order
        self.copy_buttons: list[QPushButton] = []
        self.hidden_checks = 0

    def _clear(self) -> None:
        while self.lay.count():
            item = self.lay.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        self.commands = []
        self.copy_buttons = []

    def _heading(self, text: str) -> None:
        lab = _label(text, bold=True, selectable=False)
        lab.setContentsMargins(0, 8, 0, 0)
        self.lay.addWidget(lab)

    def _numbered(self, items: list[QWidget]) -> None:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        for n, w in enumerate(items, 1):
            num = QLabel(f"{n}.")
            num.setAlignment(Qt.AlignmentFlag.AlignTop)
            grid.addWidget(num, n, 0)
            grid.addWidget(w, n, 1)
        self.lay.addWidget(box)

    def _command_row(self, command: str) -> QWidget:
        row = QWidget()
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        h.addWidget(_mono(command), 1)
        copy = QPushButton(self.tr("Copy"))
        copy.setToolTip(self.tr("Copy the command to the clipboard"))
        copy.setAccessibleName(self.tr("Copy command: {command}").format(command=command))
        copy.clicked.connect(lambda _=False, c=command: QGuiApplication.clipboard().setText(c))
        h.addWidget(copy, 0, Qt.AlignmentFlag.AlignTop)
        self.commands.append(command)
        self.copy_buttons.append(copy)
        return row

    def _os_name(self, value: str) -> str:
        return self.tr("any system") if value == "any" else core_label(value, self.translate)

    def _software_name(self, value: str) -> str:
        names = {"pytorch": self.tr("PyTorch and the tools built on it"),
                 "llama.cpp": self.tr("llama.cpp and the chat apps built on it (LM Studio, Ollama)"),
                 "cuda-toolkit": self.tr("programs built with the CUDA toolkit"),
                 "renderer": self.tr("GPU renderers")}
        return names.get(value, value)

    def _machine_name(self, value: str) -> str:
        names = {"laptop": self.tr("laptops"), "desktop": self.tr("desktop PCs"), "server": self.tr("servers")}
        return names.get(value, value)

    def show_entry(self, entry: Entry | None, os_name: str | None, all_systems: bool) -> None:
        self._clear()
        self.entry = entry
        self.hidden_checks = 0
        if entry is None:
            self.lay.addWidget(_label(self.tr("Nothing matches. Try fewer words, or paste the exact error message."),
                                      selectable=False))
            self.lay.addStretch(1)
            return
        lang = content_lang()
        title = _label(entry.title.get(lang), bold=True, scale=1.2)
        title.setObjectName("entryTitle")
        self.lay.addWidget(title)
        self._heading(self.tr("What you see"))
        self.lay.addWidget(_label(entry.symptom.get(lang)))
        if entry.error_patterns:
            self._heading(self.tr("Words to look for in the error or log"))  # patterns, not whole messages
            self.lay.addWidget(_mono("\n".join(entry.error_patterns)))
        self._heading(self.tr("Likely causes, most likely first"))
        self._numbered([_label(c.get(lang)) for c in entry.causes])

        wanted = None if all_systems or not os_name else SHOWN_FOR_OS.get(os_name)
        checks: list[Check] = [c for c in entry.checks if wanted is None or c.os.value in wanted]
        self.hidden_checks = len(entry.checks) - len(checks)
        self._heading(self.tr("What to check"))
        items: list[QWidget] = []
        for check in checks:
            box = QWidget()
            v = QVBoxLayout(box)
            v.setContentsMargins(0, 0, 0, 4)
            if check.os.value != "any":
                tag = _label(self.tr("On {system}:").format(system=self._os_name(check.os.value)), selectable=False)
                tag.setStyleSheet("color: palette(placeholder-text);")
                v.addWidget(tag)
            if check.command:  # a check done by hand has no command: its text says what to do
                v.addWidget(self._command_row(check.command))
            v.addWidget(_label(check.explains.get(lang)))
            items.append(box)
        if items:
            self._numbered(items)
        else:
            self.lay.addWidget(_label(self.tr("No checks for your system in this entry."), selectable=False))
        if self.hidden_checks:
            text = (self.tr("1 more check for other systems: tick \"Show checks for all systems\".")
                    if self.hidden_checks == 1 else
                    self.tr("{n} more checks for other systems: tick \"Show checks for all systems\".")
                    .format(n=self.hidden_checks))
            note = _label(text, selectable=False)
            note.setObjectName("hiddenChecks")
            note.setStyleSheet("color: palette(placeholder-text);")
            self.lay.addWidget(note)

        self._heading(self.tr("How to fix it"))
        fixes: list[QWidget] = []
        for fix in entry.fixes:
            box = QWidget()
            v = QVBoxLayout(box)
            v.setContentsMargins(0, 0, 0, 4)
            v.addWidget(_label(fix.get(lang)))
            if fix.command:
                v.addWidget(self._command_row(fix.command))
            fixes.append(box)
        self._numbered(fixes)

        scope = entry.applies_to
        parts = []
        if scope.os:
            parts.append(", ".join(self._os_name(o.value) for o in scope.os))
        if scope.vendor:
            parts.append(", ".join(VENDOR_NAMES.get(v.value, v.value) for v in scope.vendor))
        if scope.architectures:
            parts.append(", ".join(_arch_name(a.value) for a in scope.architectures))
        if scope.compute_capabilities:
            parts.append(self.tr("compute capability {list}").format(list=", ".join(scope.compute_capabilities)))
        if scope.software:
            parts.append(", ".join(self._software_name(w.value) for w in scope.software))
        if scope.machines:
            parts.append(", ".join(self._machine_name(m.value) for m in scope.machines))
        self._heading(self.tr("Applies to"))
        self.lay.addWidget(_label("; ".join(parts) if parts else self.tr("Every system and card")))

        self._heading(self.tr("Sources"))
        for src in entry.sources:
            text = html.escape(src.title)
            if src.url:
                text = f'<a href="{html.escape(src.url, quote=True)}">{text}</a>'
            if src.accessed:
                read = format_date(src.accessed, content_lang())
                text += " " + html.escape(self.tr("(read {date})").format(date=read))
            lab = QLabel("• " + text)
            lab.setWordWrap(True)
            lab.setTextFormat(Qt.TextFormat.RichText)
            lab.setOpenExternalLinks(True)
            lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
            self.lay.addWidget(lab)
        self.lay.addStretch(1)

    def all_text(self) -> str:
        """Everything the view shows (tests, accessibility)."""
        # From the layout, not findChildren(): an earlier entry's widgets linger until deleteLater runs.
        texts: list[str] = []
        for i in range(self.lay.count()):
            w = self.lay.itemAt(i).widget()
            if w is None:
                continue
            labels = [w] if isinstance(w, QLabel) else []
            texts.extend(lab.text() for lab in labels + w.findChildren(QLabel))
        return "\n".join(texts)


class TroubleshootingDialog(QDialog):
    """Non-modal; `show_entry(entry_id)` opens it on one entry, `set_query(text)` searches."""

    def __init__(self, translate: Translate, os_name: Callable[[], str | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("troubleshootingDialog")
        self.setModal(False)
        self.translate = translate
        self._os_name = os_name
        self._entries: list[Entry] = []
        self.setWindowTitle(self.tr("Troubleshooting"))
        lay = QVBoxLayout(self)
        intro = _label(self.tr("Problems after the purchase: search by an error message, a symptom or a word "
                               "(English or Chinese)."), selectable=False)
        lay.addWidget(intro)
        self.search = QLineEdit()
        self.search.setObjectName("kbSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("e.g. out of memory, 显存不足, sm_120, or paste the error"))
        self.search.setAccessibleName(self.tr("Search the troubleshooting entries"))
        self.search.setToolTip(self.tr("Filters the list as you type; a pasted error line works too."))
        lay.addWidget(self.search)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        self.count_label = _label("", selectable=False)
        self.count_label.setStyleSheet("color: palette(placeholder-text);")
        lv.addWidget(self.count_label)
        self.list = QListWidget()
        self.list.setObjectName("kbList")
        self.list.setWordWrap(True)
        self.list.setAccessibleName(self.tr("Troubleshooting entries"))
        lv.addWidget(self.list, 1)
        split.addWidget(left)
        self.view = EntryView(translate)
        self.view.setObjectName("kbEntry")
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidget(self.view)
        self.view_area = area
        split.addWidget(area)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 5)
        split.setSizes([300, 700])
        lay.addWidget(split, 1)
        bottom = QHBoxLayout()
        self.all_systems = QCheckBox(self.tr("Show checks for &all systems"))
        self.all_systems.setToolTip(self.tr("Off: only the checks for the operating system in your answers."))
        bottom.addWidget(self.all_systems)
        self.os_label = _label("", selectable=False)
        self.os_label.setStyleSheet("color: palette(placeholder-text);")
        bottom.addWidget(self.os_label, 1)
        buttons = close_buttons(self.close)
        bottom.addWidget(buttons)
        lay.addLayout(bottom)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(80)
        self._debounce.timeout.connect(self._apply_search)
        self.search.textChanged.connect(lambda _t: self._debounce.start())
        self.list.currentItemChanged.connect(lambda _c, _p: self._show_current())
        self.all_systems.toggled.connect(lambda _on: self._show_current())
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.search.setFocus)
        self.resize(1000, 700)
        self._apply_search()

    # ------------------------------------------------------------------ API
    def set_query(self, text: str) -> None:
        """Search now (no debounce)."""
        self.search.setText(text)
        self._debounce.stop()
        self._apply_search()

    def visible_ids(self) -> list[str]:
        return [self.list.item(i).data(ID_ROLE) for i in range(self.list.count())]

    def current_entry_id(self) -> str | None:
        return self.view.entry.id if self.view.entry is not None else None

    def show_entry(self, entry_id: str) -> bool:
        """Select one entry (clearing a search that hides it); False when there is no such entry."""
        if entry_id not in self.visible_ids():
            self.set_query("")
        ids = self.visible_ids()
        if entry_id not in ids:
            return False
        self.list.setCurrentRow(ids.index(entry_id))
        self._show_current()
        return True

    def refresh_os(self) -> None:
        """The profile's OS may have changed since the view was opened."""
        self._show_current()

    # ------------------------------------------------------------------ internals
    def _apply_search(self) -> None:
        keep = self.current_entry_id()
        self._entries = search_entries(self.search.text(), content_lang())
        self.list.blockSignals(True)
        self.list.clear()
        lang = content_lang()
        for e in self._entries:
            item = QListWidgetItem(e.title.get(lang))
            item.setData(ID_ROLE, e.id)
            item.setToolTip(e.symptom.get(lang))
            self.list.addItem(item)
        self.list.blockSignals(False)
        n = len(self._entries)
        if self.search.text().strip():
            self.count_label.setText(self.tr("{n} matching entries").format(n=n))
        else:
            self.count_label.setText(self.tr("All {n} entries").format(n=n))
        ids = self.visible_ids()
        if n:
            self.list.setCurrentRow(ids.index(keep) if keep in ids and not self.search.text().strip() else 0)
        self._show_current()

    def _show_current(self) -> None:
        item = self.list.currentItem()
        entry = None
        if item is not None:
            entry = next((e for e in self._entries if e.id == item.data(ID_ROLE)), None)
        os_name = self._os_name()
        self.view.show_entry(entry, os_name, self.all_systems.isChecked())
        if os_name and not self.all_systems.isChecked():
            self.os_label.setText(self.tr("Showing checks for {system}.").format(
                system=core_label(os_name, self.translate)))
        else:
            self.os_label.setText(self.tr("Showing checks for every system."))
        self.view_area.verticalScrollBar().setValue(0)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Troubleshooting"))
