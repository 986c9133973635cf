"""The main window: the wizard in the middle, a menu bar (File, View, Help) others can extend."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QWidget

from wizard.gui.settings import Settings, save_settings
from wizard.gui.theme import apply_theme
from wizard.gui.wizard import GpuWizard, PageId, Translate

if TYPE_CHECKING:
    from wizard.core.profile import Profile
    from wizard.gui.widgets.catalog_browser import CatalogBrowser


class MainWindow(QMainWindow):
    """`file_menu`, `view_menu` and `help_menu` are public so other modules can add entries."""

    def __init__(self, settings: Settings, translate: Translate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("mainWindow")
        self.wizard = GpuWizard(settings, translate, self)
        self.wizard.setWindowFlags(Qt.WindowType.Widget)
        self.wizard.finished.connect(self.close)
        self.setCentralWidget(self.wizard)
        self._catalog: CatalogBrowser | None = None
        self.wizard.catalog_requested.connect(self.show_catalog)
        self._build_menus()
        self.resize(1000, 780)
        self.setMinimumSize(720, 560)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_profile)
        self.save_action = QAction(self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save_profile)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.file_menu.addActions([self.open_action, self.save_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)

        self.view_menu = bar.addMenu("")
        self.catalog_action = QAction(self)
        self.catalog_action.setShortcut(QKeySequence("Ctrl+K"))
        self.catalog_action.triggered.connect(self.show_catalog)
        self.view_menu.addAction(self.catalog_action)
        self.expert_action = QAction(self)
        self.expert_action.setCheckable(True)
        self.expert_action.setChecked(self.settings.expert)
        self.expert_action.setShortcut(QKeySequence("Ctrl+E"))
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

        self.help_menu = bar.addMenu("")
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("GPU Selection Wizard"))
        self.wizard.setButtonText(GpuWizard.WizardButton.FinishButton, self.tr("&Close"))
        self.file_menu.setTitle(self.tr("&File"))
        self.open_action.setText(self.tr("&Open profile…"))
        self.open_action.setToolTip(self.tr("Load answers saved earlier (a profile JSON file)"))
        self.save_action.setText(self.tr("&Save profile…"))
        self.save_action.setToolTip(self.tr("Save your answers to a profile JSON file"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.catalog_action.setText(self.tr("GPU &catalog…"))
        self.expert_action.setText(self.tr("&Expert mode"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.theme_actions["system"].setText(self.tr("Follow the &system"))
        self.theme_actions["light"].setText(self.tr("&Light"))
        self.theme_actions["dark"].setText(self.tr("&Dark"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About GPU Selection Wizard"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if self._catalog is not None:  # recreated in the new language when next opened
                self._catalog.close()
                self._catalog.deleteLater()
                self._catalog = None

    # ------------------------------------------------------------------ actions
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
        self._catalog.show()
        self._catalog.raise_()
        self._catalog.activateWindow()

    def open_profile(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open profile"), self.settings.last_dir,
                                              self.tr("Profiles (*.json);;All files (*)"))
        if path:
            self.load_profile_file(path)

    def load_profile_file(self, path: str) -> bool:
        from wizard.core.catalog import DataFileError
        from wizard.core.profile_io import load_profile

        try:
            profile = load_profile(path)
        except DataFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the profile"), str(exc))
            return False
        self.apply_profile(profile)
        self.settings.last_dir = str(Path(path).parent)
        save_settings(self.settings)
        self.statusBar().showMessage(self.tr("Answers loaded from {file}").format(file=path), 8000)
        return True

    def apply_profile(self, profile: Profile) -> None:
        self.wizard.load_pages()
        self.wizard.set_profile(profile)
        current = self.wizard.currentPage()
        if current is not None and self.wizard.currentId() != PageId.WELCOME:
            current.initializePage()

    def save_profile(self) -> None:
        profile = self.wizard.profile()
        if profile is None:
            self.statusBar().showMessage(self.tr("Some answers are not valid yet; fix the marked fields first."), 8000)
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save profile"),
                                              str(Path(self.settings.last_dir or Path.home()) / "gpu-profile.json"),
                                              self.tr("Profiles (*.json)"))
        if not path:
            return
        from wizard.core.profile_io import profile_to_json

        try:
            Path(path).write_text(profile_to_json(profile), encoding="utf-8")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot save the profile"), str(exc))
            return
        self.statusBar().showMessage(self.tr("Answers saved to {file}").format(file=path), 8000)

    def show_about(self) -> None:
        from wizard import __version__

        QMessageBox.about(self, self.tr("About GPU Selection Wizard"), self.tr(
            "GPU Selection Wizard {version}\n\nChooses GPUs for AI, scientific computing and rendering from an "
            "offline catalog. Open source (Apache-2.0).").format(version=__version__))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._catalog is not None:
            self._catalog.close()
        super().closeEvent(event)
