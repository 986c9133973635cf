"""The main window: the wizard in the middle, a menu bar (File, View, Help) others can extend.

File: open/save profiles (the command line's JSON format, written atomically), recent profiles,
Save PDF / Print / Print preview / Export CSV / JSON (wizard/gui/report_actions.py). Help: the
troubleshooting view (F1, Ctrl+T; also the wizard's button on every page and the warnings' links).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QRect, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from wizard.gui.settings import MAX_RECENT, Settings, save_settings
from wizard.gui.theme import apply_theme
from wizard.gui.wizard import GpuWizard, PageId, Translate

if TYPE_CHECKING:
    from wizard.core.profile import Profile
    from wizard.gui.report_actions import ReportActions
    from wizard.gui.widgets.catalog_browser import CatalogBrowser
    from wizard.gui.widgets.troubleshooting import TroubleshootingDialog


class MainWindow(QMainWindow):
    """`file_menu`, `view_menu` and `help_menu` are public so other modules can add entries.

    Built before the first paint, so it does not use PySide6's `Qt` namespace, QFileDialog or
    QMessageBox until later (their Python enums are costly to create; see wizard/gui/app.py).
    """

    def __init__(self, settings: Settings, translate: Translate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("mainWindow")
        # Created without a parent: setCentralWidget() reparents it, which resets the QDialog's
        # window flags, so it becomes a plain child widget (no Qt.WindowType needed).
        self.wizard = GpuWizard(settings, translate)
        self.wizard.finished.connect(self.close)
        self.setCentralWidget(self.wizard)
        self._catalog: CatalogBrowser | None = None
        self._catalog_priced_in: tuple[str, str] | None = None  # the currency and rates it shows prices in
        self.wizard.catalog_requested.connect(self.show_catalog)
        self._troubleshooting: TroubleshootingDialog | None = None
        self._troubleshooting_os: str | None = None  # the system its checks were last shown for
        self.wizard.troubleshooting_requested.connect(self.show_troubleshooting)
        self._report: ReportActions | None = None  # created with the other pages, after the first paint
        self.wizard.pages_loaded.connect(self._add_report_actions)
        self.wizard.pages_loaded.connect(self._after_pages_loaded)
        # The answers as last opened or saved (None until the pages load: then the fresh start's): closing or
        # opening another profile asks first when they changed. One stray click on Close, where Next had been,
        # had thrown away every answer (GUI review, 2026-12-02).
        self._saved_key: str | None = None
        self._build_menus()
        self.resize(1000, 780)
        self.setMinimumSize(720, 560)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.open_action = QAction(self)
        # setShortcuts(): setShortcut() would load PySide6's Qt namespace (an overload takes Qt.Key)
        self.open_action.setShortcuts(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_profile)
        self.save_action = QAction(self)
        self.save_action.setShortcuts(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save_profile)
        self.quit_action = QAction(self)
        self.quit_action.setShortcuts(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.file_menu.addActions([self.open_action, self.save_action])
        self.recent_menu = QMenu(self.file_menu)
        self.recent_menu.setObjectName("recentProfiles")
        self.recent_menu.aboutToShow.connect(self.update_recent_menu)
        self.file_menu.addMenu(self.recent_menu)
        self._report_separator = self.file_menu.addSeparator()  # Save PDF… and the others go after it
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.update_recent_menu()

        self.view_menu = bar.addMenu("")
        self.catalog_action = QAction(self)
        self.catalog_action.setShortcuts([QKeySequence("Ctrl+K")])
        self.catalog_action.triggered.connect(self.show_catalog)
        self.view_menu.addAction(self.catalog_action)
        self.expert_action = QAction(self)
        self.expert_action.setCheckable(True)
        self.expert_action.setChecked(self.settings.expert)
        self.expert_action.setShortcuts([QKeySequence("Ctrl+E")])
        self.expert_action.toggled.connect(self.wizard.set_expert)
        self.wizard.mode_changed.connect(self.expert_action.setChecked)
        self.view_menu.addAction(self.expert_action)
        self.theme_menu = self.view_menu.addMenu("")
        group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for value in ("system", "light", "dark"):
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(self.settings.theme == value)
            act.setData(value)
            act.triggered.connect(lambda _c=False, v=value: self.set_theme(v))
            group.addAction(act)
            self.theme_menu.addAction(act)
            self.theme_actions[value] = act
        self._build_language_menu()

        self.help_menu = bar.addMenu("")
        self.troubleshoot_action = QAction(self)
        self.troubleshoot_action.setShortcuts([QKeySequence("F1"), QKeySequence("Ctrl+T")])
        # in every window (catalog, dialogs) once the pages are loaded: _after_pages_loaded
        self.troubleshoot_action.triggered.connect(lambda: self.show_troubleshooting(""))
        self.help_menu.addAction(self.troubleshoot_action)
        self.help_menu.addSeparator()
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("GPU Selection Wizard"))
        self.file_menu.setTitle(self.tr("&File"))
        self.open_action.setText(self.tr("&Open profile…"))
        self.open_action.setToolTip(self.tr("Load answers saved earlier (a profile JSON file)"))
        self.save_action.setText(self.tr("&Save profile…"))
        self.save_action.setToolTip(self.tr("Save your answers to a profile JSON file"))
        self.recent_menu.setTitle(self.tr("&Recent profiles"))
        self.quit_action.setText(self.tr("&Quit"))
        if self._report is not None:
            self._report.retranslate()
        self.view_menu.setTitle(self.tr("&View"))
        self.catalog_action.setText(self.tr("GPU &catalog…"))
        self.expert_action.setText(self.tr("&Expert mode"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.theme_actions["system"].setText(self.tr("Follow the &system"))
        self.theme_actions["light"].setText(self.tr("&Light"))
        self.theme_actions["dark"].setText(self.tr("&Dark"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.troubleshoot_action.setText(self.tr("&Troubleshooting…"))
        self.troubleshoot_action.setToolTip(self.tr("Known problems after the purchase and how to fix them"))
        self.about_action.setText(self.tr("&About GPU Selection Wizard"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            # The catalog and the troubleshooting guide are built in the new language: one that was open opens
            # again where it was, on the same filter or entry (a switch had closed them).
            reopen: list[Callable[[], None]] = []
            if self._catalog is not None:
                catalog = self._catalog
                if catalog.isVisible():
                    reopen.append(partial(self._reopen_catalog, catalog.geometry(), catalog.search.text(),
                                          catalog.vendor.currentIndex(), catalog.segment.currentIndex()))
                catalog.close()
                catalog.deleteLater()
                self._catalog = None
            if self._troubleshooting is not None:
                guide = self._troubleshooting
                if guide.isVisible():
                    reopen.append(partial(self._reopen_troubleshooting, guide.geometry(), guide.search.text(),
                                          guide.current_entry_id()))
                guide.close()
                guide.deleteLater()
                self._troubleshooting = None
            for again in reopen:  # after the switch's event storm, as the pages rebuild (BasePage.changeEvent)
                QTimer.singleShot(0, self, again)
            self.update_recent_menu()

    def _reopen_catalog(self, geometry: QRect, search: str, vendor: int, segment: int) -> None:
        self.show_catalog()
        assert self._catalog is not None
        self._catalog.search.setText(search)
        self._catalog.vendor.setCurrentIndex(vendor)
        self._catalog.segment.setCurrentIndex(segment)
        self._catalog.setGeometry(geometry)

    def _reopen_troubleshooting(self, geometry: QRect, search: str, entry_id: str | None) -> None:
        guide = self.show_troubleshooting()
        guide.set_query(search)
        if entry_id:
            guide.show_entry(entry_id)
        guide.setGeometry(geometry)

    def _after_pages_loaded(self) -> None:
        from PySide6.QtCore import Qt

        self.troubleshoot_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        if self._saved_key is None:
            self.mark_answers_saved()

    # ------------------------------------------------------------------ unsaved answers
    def _answers_key(self) -> str:
        """The answers as a profile file would hold them (defaults left out), so that visiting a page that
        writes a default down is no change; as typed when they are not valid yet."""
        import json

        profile = self.wizard.profile() if self.wizard.is_loaded else None
        if profile is not None:
            from wizard.core.profile_io import profile_to_json

            return profile_to_json(profile)
        return json.dumps(self.wizard.answers, sort_keys=True, default=str)

    def mark_answers_saved(self) -> None:
        self._saved_key = self._answers_key()

    def answers_unsaved(self) -> bool:
        return self._saved_key is not None and self._answers_key() != self._saved_key

    def ask_unsaved(self) -> str:
        """"save", "discard" or "cancel": what to do with answers changed since they were last saved."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Save your answers?"),
                          self.tr("Your answers have changed since they were last saved. Save them as a profile "
                                  "to open them again later?"),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        answer = box.exec()
        return {QMessageBox.StandardButton.Save: "save",
                QMessageBox.StandardButton.Discard: "discard"}.get(QMessageBox.StandardButton(answer), "cancel")

    def settle_unsaved(self) -> bool:
        """True when the current answers may be replaced or dropped: unchanged, saved now, or discarded."""
        if not self.answers_unsaved():
            return True
        choice = self.ask_unsaved()
        if choice == "save":
            return self.save_profile()
        return choice == "discard"

    # ------------------------------------------------------------------ report actions
    @property
    def report(self) -> ReportActions:
        """Save PDF / Print / Print preview / Export (the pages must be loaded: `wizard.load_pages()`)."""
        if self._report is None:
            self._add_report_actions()
        assert self._report is not None
        return self._report

    def _add_report_actions(self) -> None:
        if self._report is not None:
            return
        from wizard.gui.report_actions import ReportActions

        self._report = ReportActions(self, self.wizard, self.settings)
        actions = self._report.actions
        index = self.file_menu.actions().index(self._report_separator)
        before = self.file_menu.actions()[index + 1]
        self.file_menu.insertActions(before, actions)
        if self.wizard.is_loaded:
            self.wizard.results_page.set_report_actions(actions)
            self._report.update_enabled()

    # ------------------------------------------------------------------ actions
    def _build_language_menu(self) -> None:
        """View > Language: switch without a restart; the choice is remembered for the next start."""
        from wizard import i18n

        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.setObjectName("languageMenu")
        group = QActionGroup(self)
        current = i18n.normalize_language(QLocale().name()) or i18n.ENGLISH
        self.language_actions: dict[str, QAction] = {}
        for code in i18n.available_languages():
            act = QAction(i18n.language_name(code), self)  # each language named in its own script
            act.setCheckable(True)
            act.setChecked(code == current)
            act.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act

    def set_language(self, lang: str) -> None:
        from wizard import i18n

        self.settings.language = i18n.saved_language_value(lang) or ""
        save_settings(self.settings)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            i18n.switch_language(app, lang)  # Qt sends LanguageChange to every widget
        for code, act in self.language_actions.items():
            act.setChecked(code == lang)

    def set_theme(self, theme: str) -> None:
        self.settings.theme = theme
        save_settings(self.settings)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme)

    def show_catalog(self) -> None:
        if self._catalog is None:
            from wizard.gui.widgets.catalog_browser import CatalogBrowser

            self._catalog = CatalogBrowser(self)
            # an open catalog follows the answers: a budget turned to euros had left it in yuan
            self.wizard.profile_changed.connect(lambda _p: self._catalog_follows_answers())
        self._catalog_follows_answers()
        self._catalog.show()
        self._catalog.raise_()
        self._catalog.activateWindow()

    def _catalog_follows_answers(self) -> None:
        """The catalog's prices in the answers' currency and rates, as the shortlist holds them."""
        if self._catalog is None:
            return
        from wizard.core.validation import answers_currency

        rates = self.wizard.answer("exchange_rates")
        key = (answers_currency(self.wizard.answers), repr(rates))
        if key != self._catalog_priced_in:  # every keystroke changes the answers; the prices seldom
            self._catalog_priced_in = key
            self._catalog.set_currency(key[0], rates if isinstance(rates, dict) else None)

    def show_troubleshooting(self, entry_id: str = "") -> TroubleshootingDialog:
        """Open the troubleshooting view (non-modal), on one entry when `entry_id` is given."""
        if self._troubleshooting is None:
            from wizard.gui.widgets.troubleshooting import TroubleshootingDialog

            self._troubleshooting = TroubleshootingDialog(self.wizard.translate, self._profile_os, self)
            # an open guide follows the answers' system: it had kept Windows' checks after Linux was chosen
            self.wizard.profile_changed.connect(lambda _p: self._troubleshooting_follows_answers())
        dialog = self._troubleshooting
        if entry_id:
            dialog.show_entry(entry_id)
        else:
            dialog.refresh_os()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        if not entry_id:
            dialog.search.setFocus()
        return dialog

    def _troubleshooting_follows_answers(self) -> None:
        dialog = self._troubleshooting
        if dialog is not None and dialog.isVisible() and self._profile_os() != self._troubleshooting_os:
            self._troubleshooting_os = self._profile_os()
            dialog.refresh_os()

    def _profile_os(self) -> str | None:
        """The system whose checks the guide shows: the core's (vLLM named on Windows runs in WSL2);
        the answer itself while the answers are incomplete."""
        profile = self.wizard.profile()
        if profile is not None:
            return profile.effective_os().value
        value = self.wizard.answer("os", "linux")
        return value if value in ("linux", "windows", "wsl2") else None

    # ------------------------------------------------------------------ profiles
    def remember_recent(self, path: str) -> None:
        from wizard.atomic import resolved

        full = str(resolved(Path(path)))
        self.settings.recent_profiles = [full, *(p for p in self.settings.recent_profiles if p != full)][:MAX_RECENT]
        save_settings(self.settings)
        self.update_recent_menu()

    def update_recent_menu(self) -> None:
        """Rebuild the Recent profiles submenu. A file not there now is greyed, not forgotten: one start with the
        USB stick or the network share away had wiped those entries for good (GUI review, 2026-12-02)."""
        existing = self.settings.recent_profiles
        self.recent_menu.clear()
        for n, p in enumerate(existing, 1):
            name = Path(p).name.replace("&", "&&")
            act = self.recent_menu.addAction(f"&{n} {name}" if n < 10 else name)
            found = Path(p).is_file()
            act.setEnabled(found)
            tip = p if found else self.tr("{path} (not found now)").format(path=p)
            act.setToolTip(tip)
            act.setStatusTip(tip)
            act.setData(p)
            act.triggered.connect(lambda _c=False, path=p: self.load_profile_file(path))
        if existing:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("&Clear the list"))
            clear.triggered.connect(self.clear_recent)
        else:
            empty = self.recent_menu.addAction(self.tr("No recent profiles"))
            empty.setEnabled(False)
        self.recent_menu.setEnabled(True)

    def recent_paths(self) -> list[str]:
        return [str(a.data()) for a in self.recent_menu.actions() if a.data()]

    def clear_recent(self) -> None:
        self.settings.recent_profiles = []
        save_settings(self.settings)
        self.update_recent_menu()

    def open_profile(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open profile"), self.settings.last_dir,
                                              self.tr("Profiles (*.json);;All files (*)"))
        if path:
            self.load_profile_file(path)

    def load_profile_file(self, path: str) -> bool:

        self.wizard.load_pages()  # first, so pydantic and the core load the way it does (wizard.gui.imports)
        if not self.settle_unsaved():
            return False
        from wizard.core.catalog import DataFileError
        from wizard.core.profile_io import load_profile

        try:
            profile = load_profile(path)
        except DataFileError as exc:  # the current answers stay as they are
            self.tell_profile_unusable(exc)
            return False
        self.open_profile_read(profile, path)
        return True

    def open_profile_read(self, profile: Profile, path: str) -> None:
        """Show a profile read from `path` (File > Open, the recent list, `gpu-wizard gui --profile`): its answers
        count as saved, and it joins the recent list. Opened from the command line it had asked "Save your
        answers?" on close with nothing changed (review of this session's diff)."""
        self.apply_profile(profile)
        self.mark_answers_saved()
        self.settings.last_dir = str(Path(path).parent)
        self.remember_recent(path)
        self.statusBar().showMessage(self.tr("Answers loaded from {file}").format(file=path), 8000)

    def tell_profile_unusable(self, exc: Exception) -> None:
        from PySide6.QtWidgets import QMessageBox

        from wizard.gui.text import error_text

        QMessageBox.warning(self, self.tr("Cannot open the profile"), error_text(exc))

    def apply_profile(self, profile: Profile) -> None:
        self.wizard.load_pages()
        self.wizard.set_profile(profile)
        current = self.wizard.currentPage()
        if current is not None and self.wizard.currentId() != PageId.WELCOME:
            current.initializePage()

    def save_profile(self) -> bool:
        profile = self.wizard.profile()
        if profile is None:
            self.statusBar().showMessage(self.tr("Some answers are not valid yet; fix the marked fields first."), 8000)
            return False
        from wizard.gui.file_dialogs import ask_save_file

        profiles = self.tr("Profiles (*.json)")
        path, _ = ask_save_file(self, self.tr("Save profile"),
                                str(Path(self.settings.last_dir or Path.home()) / "gpu-profile.json"),
                                [profiles], profiles, "json")
        if not path:
            return False
        return self.save_profile_to(path)

    def save_profile_to(self, path: str) -> bool:
        """Write the answers in the command line's profile format, atomically."""
        profile = self.wizard.profile()
        if profile is None:
            return False
        from PySide6.QtWidgets import QMessageBox

        from wizard.atomic import write_text
        from wizard.core.profile_io import profile_to_json

        try:
            write_text(path, profile_to_json(profile))
        except OSError as exc:  # wizard.atomic.WriteError: a plain sentence
            from wizard.gui.text import error_text

            QMessageBox.warning(self, self.tr("Cannot save the profile"), error_text(exc))
            return False
        self.mark_answers_saved()
        self.settings.last_dir = str(Path(path).parent)
        self.remember_recent(path)
        self.statusBar().showMessage(self.tr("Answers saved to {file}").format(file=path), 8000)
        return True

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from wizard import __version__

        QMessageBox.about(self, self.tr("About GPU Selection Wizard"), self.tr(
            "GPU Selection Wizard {version}\n\nChooses GPUs for AI, scientific computing and rendering from an "
            "offline catalog. Open source (Apache-2.0).").format(version=__version__))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.settle_unsaved():
            event.ignore()
            return
        if self._catalog is not None:
            self._catalog.close()
        if self._troubleshooting is not None:
            self._troubleshooting.close()
        super().closeEvent(event)
