"""The QWizard: page ids, the one set of answers (which becomes the Profile) and navigation.

The answers are a dict in the profile's JSON shape so that a half-typed value (a size of 0, a
negative budget) can be held and reported inline; `wizard.core.validation.check_answers` turns it
into the `Profile` and the coded issues. Nothing here decides anything about GPUs.

This module imports no core module at import time: the first page paints before pydantic and
the catalog are loaded (see `load_pages`).
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterable
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton, QWidget, QWizard

from wizard.core.translatable import Translate, untranslated
from wizard.gui.settings import Settings, host_currency, host_os, save_settings

if TYPE_CHECKING:
    from wizard.core.profile import Profile
    from wizard.core.validation import FieldIssue
    from wizard.gui.pages.welcome import WelcomePage

DEBOUNCE_MS = 150


class PageId(IntEnum):
    WELCOME = 0
    WORKLOAD = 1
    MODEL = 2
    BUDGET = 3
    PLATFORM = 4
    POWER = 5
    RESULTS = 6


ORDER = list(PageId)


def next_page(current: PageId) -> int:
    """The page after `current` (-1 at the end). Pure: QWizard calls it several times per click."""
    i = ORDER.index(current)
    return int(ORDER[i + 1]) if i + 1 < len(ORDER) else -1


class GpuWizard(QWizard):
    answers_changed = Signal()
    profile_changed = Signal(object)  # the Profile (or None while an answer is invalid), debounced
    mode_changed = Signal(bool)  # True = expert
    catalog_requested = Signal()
    troubleshooting_requested = Signal(str)  # an entry id, or "" for the search
    pages_loaded = Signal()
    first_painted = Signal()

    def __init__(self, settings: Settings, translate: Translate = untranslated, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translate = translate
        # A fresh start assumes the system the app runs on: a Windows buyer pressing Next had been given Linux
        # figures and install steps (first-time buyer review, 2026-12-02). An opened profile keeps its own.
        # Likewise its currency: prices and quotes are in it until a budget names its own (Profile.currency).
        self.answers: dict[str, Any] = {"workload": "inference", "os": host_os(), "currency": host_currency()}
        self._checked: tuple[Profile | None, list[FieldIssue]] | None = None
        self._loaded = False
        self._painted = False
        self.setObjectName("gpuWizard")
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setOption(QWizard.WizardOption.HaveCustomButton1, True)
        self.setOption(QWizard.WizardOption.HaveCustomButton2, True)
        self.setOption(QWizard.WizardOption.NoCancelButton, True)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        # Next stays, greyed, on the results, and there is no Close button: Close had taken Next's place there, and
        # a double-click on Next closed the app with every answer (GUI review, 2026-12-02). The window closes as
        # any other does (its title bar, File > Quit), and asks first when the answers changed.
        self.setOption(QWizard.WizardOption.HaveNextButtonOnLastPage, True)
        self.setButtonLayout([QWizard.WizardButton.CustomButton1, QWizard.WizardButton.CustomButton2,
                              QWizard.WizardButton.Stretch, QWizard.WizardButton.BackButton,
                              QWizard.WizardButton.NextButton])
        self.customButtonClicked.connect(self._on_custom_button)
        self._retranslate()
        icon = QApplication.windowIcon()
        if not icon.isNull():
            self.setPixmap(QWizard.WizardPixmap.LogoPixmap, icon.pixmap(QSize(48, 48), self.devicePixelRatioF()))
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self._emit_profile)
        from wizard.gui.pages.welcome import WelcomePage

        self.welcome: WelcomePage = WelcomePage(self)
        self.setPage(PageId.WELCOME, self.welcome)
        self.welcome.installEventFilter(self)
        self.currentIdChanged.connect(self._order_buttons)
        self.currentIdChanged.connect(self._on_page_changed)

    def _retranslate(self) -> None:
        self.setButtonText(QWizard.WizardButton.CustomButton1, self.tr("GPU catalog…"))
        catalog_button = self.button(QWizard.WizardButton.CustomButton1)
        catalog_button.setToolTip(self.tr("Browse every GPU in the catalog with the source of its numbers (Ctrl+K)"))
        catalog_button.setAccessibleName(self.tr("Open the GPU catalog"))
        self.setButtonText(QWizard.WizardButton.CustomButton2, self.tr("Troubleshooting…"))
        help_button = self.button(QWizard.WizardButton.CustomButton2)
        help_button.setToolTip(self.tr("Search known problems and their fixes: errors, drivers, power, "
                                       "cooling (F1)"))
        help_button.setAccessibleName(self.tr("Open troubleshooting"))
        for which, tip in ((QWizard.WizardButton.BackButton, self.tr("Go back to the previous question (Alt+Left)")),
                           (QWizard.WizardButton.NextButton, self.tr("Go to the next question"))):
            self.button(which).setToolTip(tip)
        # Said without the arrows Qt draws on them ("< Back", "Next >"), which screen readers read out
        self.button(QWizard.WizardButton.BackButton).setAccessibleName(self.tr("Back"))
        self.button(QWizard.WizardButton.NextButton).setAccessibleName(self.tr("Next"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            # QWizard re-reads its default Back/Next/Finish texts only when its style changes.
            style = self.wizardStyle()
            other = QWizard.WizardStyle.ClassicStyle if style != QWizard.WizardStyle.ClassicStyle else \
                QWizard.WizardStyle.ModernStyle
            self.setWizardStyle(other)
            self.setWizardStyle(style)

    def _on_page_changed(self) -> None:
        # The new page's issues describe Next (set_next_blocked_by); not before the first paint, as
        # checking the answers loads pydantic.
        refresh = getattr(self.currentPage(), "refresh_issues", None)
        if refresh is not None and self._loaded:
            refresh()

    def set_next_blocked_by(self, texts: list[str]) -> None:
        """What stops Next, as its accessible description ("" once nothing does)."""
        button = self.button(QWizard.WizardButton.NextButton)
        button.setAccessibleDescription(self.tr("Answer first: {issues}").format(issues=" ".join(texts))
                                        if texts else "")

    def _order_buttons(self) -> None:
        """Tab goes from the page to the button row as it is drawn: Catalog, Troubleshooting, Back, Next.
        Qt's order put the two custom buttons after Next, and widgets made later (the pages, a page
        rebuilt in another language) join the chain at its end, after the buttons: so this runs on each
        page change."""
        row = [self.button(b) for b in (QWizard.WizardButton.CustomButton1, QWizard.WizardButton.CustomButton2,
                                        QWizard.WizardButton.BackButton, QWizard.WizardButton.NextButton)]
        window = self.window()
        last = window.previousInFocusChain()
        while last in row and last is not window:
            last = last.previousInFocusChain()
        for first, second in itertools.pairwise([last, *row]):
            QWidget.setTabOrder(first, second)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The wizard is the main window's body, not a dialog: a QDialog closes on Esc, and on the last
        page Enter presses the default button, Close. Either closed the app with every answer, from a
        key pressed to dismiss a pop-up or on a focused link (keyboard review, session 27)."""
        from PySide6.QtCore import Qt  # here: the Qt namespace's enums cost start-up time (test_startup.py)

        key = event.key()
        if key == Qt.Key.Key_Escape:
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not isinstance(QApplication.focusWidget(), QPushButton):
            # A focused button takes Enter itself. Elsewhere Enter is Next on a question page (QDialog's
            # default button is lost once Next is clicked with the mouse, so Enter had then done nothing)
            # and nothing on the results.
            event.accept()
            next_button = self.button(QWizard.WizardButton.NextButton)
            if self.currentId() != PageId.RESULTS and next_button.isVisible() and next_button.isEnabled():
                next_button.click()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ start-up
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._painted and watched is self.welcome and event.type() == QEvent.Type.Paint:
            self._painted = True
            QTimer.singleShot(0, self, self.first_painted.emit)
        return super().eventFilter(watched, event)

    @property
    def is_loaded(self) -> bool:
        return self._loaded

    def load_pages(self) -> None:
        """Create the pages that need the core (pydantic, catalog); called once after first paint."""
        if self._loaded:
            return
        from wizard.gui.imports import source_lines_dropped

        with source_lines_dropped():  # pydantic and the core: ~0.5 MiB of source lines (wizard.gui.imports)
            self._create_pages()

    def _create_pages(self) -> None:
        from wizard.core.catalog import load_catalog
        from wizard.gui.pages.budget import BudgetPage
        from wizard.gui.pages.model import ModelPage
        from wizard.gui.pages.platform import PlatformPage
        from wizard.gui.pages.power import PowerPage
        from wizard.gui.pages.results import ResultsPage
        from wizard.gui.pages.workload import WorkloadPage

        self.workload_page = WorkloadPage(self)
        self.model_page = ModelPage(self)
        self.budget_page = BudgetPage(self)
        self.platform_page = PlatformPage(self)
        self.power_page = PowerPage(self)
        self.results_page = ResultsPage(self)
        self.results_page.troubleshooting_requested.connect(self.troubleshooting_requested)
        for pid, page in ((PageId.WORKLOAD, self.workload_page), (PageId.MODEL, self.model_page),
                          (PageId.BUDGET, self.budget_page), (PageId.PLATFORM, self.platform_page),
                          (PageId.POWER, self.power_page), (PageId.RESULTS, self.results_page)):
            self.setPage(pid, page)
        cat = load_catalog()
        self.welcome.set_catalog_info(cat.catalog.version, cat.catalog.date, len(cat.gpus))
        self._loaded = True
        self.pages_loaded.emit()

    # ------------------------------------------------------------------ answers
    def answer(self, path: str, default: Any = None) -> Any:
        node: Any = self.answers
        for part in path.split("."):
            if not isinstance(node, dict) or part not in node:
                return default
            node = node[part]
        return node

    def set_answer(self, path: str, value: Any, keep_none: bool = False) -> None:
        """Set one answer by dotted path; None removes it (the core's default applies) unless
        keep_none, which stores an explicit null (e.g. "model": null = the user has not chosen yet)."""
        parts = path.split(".")
        node = self.answers
        for part in parts[:-1]:
            child = node.get(part)
            if not isinstance(child, dict):
                if value is None:
                    return
                child = {}
                node[part] = child
            node = child
        if value is None and keep_none:
            if parts[-1] in node and node[parts[-1]] is None:
                return
            node[parts[-1]] = None
        elif value is None:
            if parts[-1] not in node:
                return
            node.pop(parts[-1])
        else:
            if node.get(parts[-1], object()) == value and type(node.get(parts[-1])) is type(value):
                return
            node[parts[-1]] = value
        self._changed()

    def set_answers(self, answers: dict[str, Any]) -> None:
        self.answers = copy.deepcopy(answers)
        self._changed()
        self.reload_visited_pages()

    def change_answer(self, path: str, value: Any) -> None:
        """Set an answer from outside its page (the results page's "Allow 2 GPUs per machine"), and
        show it on the page that asks for it."""
        self.set_answer(path, value)
        self.reload_visited_pages()

    def go_back_to(self, page_id: int) -> bool:
        """Step back to an earlier page (the results page's "Enter the scene size"); False when it
        is not behind the current one."""
        if page_id not in self.visitedIds() or page_id == self.currentId():
            return False
        while self.currentId() != page_id:
            self.back()
        return True

    def edit_working_set(self) -> None:
        """Back to the question about the size of a scene or simulation, its field ready to type in."""
        from PySide6.QtCore import Qt  # here: the Qt namespace's enums cost start-up time (test_startup.py)

        if self.go_back_to(PageId.MODEL):
            self.model_page.working_set.setFocus(Qt.FocusReason.OtherFocusReason)

    def edit_quotes(self, gpu_name: str | None = None) -> None:
        """Back to the budget page's price quotes: the card named chosen and its price field ready to
        type in, or (no card named) the card field."""
        from PySide6.QtCore import Qt  # here: the Qt namespace's enums cost start-up time (test_startup.py)

        if not self.go_back_to(PageId.BUDGET):
            return
        page = self.budget_page
        index = page.quote_gpu.findText(gpu_name) if gpu_name else -1
        if index >= 0:
            page.quote_gpu.setCurrentIndex(index)
        field = page.quote_price if index >= 0 else page.quote_gpu
        field.setFocus(Qt.FocusReason.OtherFocusReason)

    def reload_visited_pages(self) -> None:
        """Fill the pages behind the current one from the answers again. QWizard keeps a page's widgets
        as they were when the user left it and does not initialise it again on Back, so answers changed
        from elsewhere (a profile opened on a later page) would otherwise show stale values there."""
        current = self.currentId()
        for page_id in self.visitedIds():
            page = self.page(page_id)
            if page_id != current and page is not None:
                page.initializePage()

    def set_profile(self, profile: Profile) -> None:
        data = profile.model_dump(mode="json", exclude_defaults=True)
        data["workload"] = profile.workload.value
        self.set_answers(data)

    def _changed(self) -> None:
        self._checked = None
        self.answers_changed.emit()
        self._debounce.start()

    def check(self) -> tuple[Profile | None, list[FieldIssue]]:
        if self._checked is None:
            from wizard.core.profile import Workload
            from wizard.core.rules import answers_not_read
            from wizard.core.validation import check_answers

            data = copy.deepcopy(self.answers)
            try:
                work = Workload(data.get("workload"))
            except ValueError:
                work = Workload.INFERENCE
            # Answers the current workload's pages do not show are kept (Back restores them) but not
            # submitted: a stale model size must not block an HPC answer the user cannot see, and a chat's
            # format is no answer of a rendering (rules.unused_answers would say so).
            for key in answers_not_read(work):
                data.pop(key, None)
            self._checked = check_answers(data)
        return self._checked

    def profile(self) -> Profile | None:
        return self.check()[0]

    def issues_for(self, prefixes: Iterable[str]) -> list[FieldIssue]:
        wanted = tuple(prefixes)
        return [i for i in self.check()[1] if any(i.field == p or i.field.startswith(p + ".") for p in wanted)]

    def flush(self) -> None:
        """Emit a pending debounced profile_changed now (tests, page changes)."""
        if self._debounce.isActive():
            self._debounce.stop()
            self._emit_profile()

    def _emit_profile(self) -> None:
        self.profile_changed.emit(self.profile())

    # ------------------------------------------------------------------ mode
    @property
    def expert(self) -> bool:
        return self.settings.expert

    def set_expert(self, expert: bool) -> None:
        if expert == self.settings.expert:
            return
        self.settings.expert = expert
        save_settings(self.settings)
        self.mode_changed.emit(expert)

    def _on_custom_button(self, which: int) -> None:
        if which == QWizard.WizardButton.CustomButton1.value:
            self.catalog_requested.emit()
        elif which == QWizard.WizardButton.CustomButton2.value:
            self.troubleshooting_requested.emit("")
