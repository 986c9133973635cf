"""Start the desktop app: `gpu-wizard`, `gpu-wizard gui [--profile FILE] [--exit-after-show]`.

Start-up order matters (issue: start-up within 1.5x of a bare QWizard): only PySide6 and the
Welcome page are loaded before the first paint; pydantic, the catalog and the other pages load
right after, and pyqtgraph/numpy only when a chart is first shown.

Before the first paint the GUI also avoids touching PySide6 classes whose Python enums are costly
to create: the `Qt` namespace (~95 enums, ~17 ms on first use) and `QStyle` (~6 ms). Modules on
that path import `Qt` inside the functions that run later; tests/gui/test_startup.py checks it.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

APP_NAME = "GPU Selection Wizard"
ORG_NAME = "gpu-wizard"
Translate = Callable[[str, str], str]
THEME_ENV = "GPU_WIZARD_THEME"  # "light" / "dark" / "system": overrides the saved setting (screenshots)


def _register_fonts() -> None:
    """The bundled CJK font (resources/fonts), so Chinese renders the same everywhere; registered
    once per process, shared with the report (wizard.report.fonts)."""
    from wizard.report.fonts import register_fonts

    register_fonts()


def _install_translators(app: QApplication, lang: str | None) -> Translate:
    """Install our and Qt's catalogs for the chosen language; the returned function translates
    core messages through them (wizard.i18n)."""
    from wizard import i18n

    code = i18n.resolve_language(lang)
    try:
        i18n.install_qt_translators(app, code)
    except Exception:  # a broken catalog must never stop the app: fall back to English
        traceback.print_exc()
        return i18n.translator("en")
    return i18n.qt_translate


def _excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    """Log, then tell the user in plain words instead of vanishing (the app keeps running)."""
    traceback.print_exception(kind, value, tb)
    if QApplication.instance() is not None and os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(None, APP_NAME, QCoreApplication.translate(
            "app", "Something went wrong: {error}\n\nYour answers are kept; please report this problem.")
            .format(error=value))


def _install_excepthook(window: object) -> None:
    """The project's crash reporter (wizard.crash: log, saved answers, friendly dialog) when present."""
    try:
        from wizard.crash import install_excepthook
    except ImportError:
        sys.excepthook = _excepthook
        return

    def answers() -> str | None:
        import json

        wizard = getattr(window, "wizard", None)
        return json.dumps(wizard.answers, indent=2, ensure_ascii=False) if wizard is not None else None

    install_excepthook(answers)


def app_icon() -> QIcon:
    """resources/icons/app-*.png (tools/make_icons.py), else app.svg; the drawn GPU icon if none is found."""
    try:
        from wizard.paths import as_file_path, resource_path

        folder = as_file_path(resource_path("icons"))
        pngs = sorted(folder.glob("app-*.png"))
        if pngs:  # ready-made sizes load faster than rendering the SVG
            icon = QIcon()
            for png in pngs:
                icon.addFile(str(png))
            return icon
        for name in ("app.svg", "app.png", "gpu-wizard.svg", "gpu-wizard.png", "icon.png"):
            if (folder / name).is_file():
                return QIcon(str(folder / name))
    except (OSError, ValueError):
        pass
    from wizard.gui.icons import drawn_icon

    return drawn_icon("gpu")


DESKTOP_ID = "io.github.gpuwizard.GpuWizard"


def create_app(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # HiDPI: Qt 6 scales by the exact (fractional) factor by default (rounding policy PassThrough).
    args = list(argv if argv is not None else sys.argv[:1])
    if not any(a == "-style" or a.startswith("-style=") for a in args[1:]):
        # Fusion: the same look on every desktop; our palettes are made for it. Asked for on Qt's
        # command line, so Qt creates only this style, and Python never wraps a QStyle before the
        # first paint (app.style() or setStyle() would create QStyle's enums: ~6 ms).
        args += ["-style", "Fusion"]
    app = QApplication(args)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    # The desktop entry's id (packaging/linux, wizard.info.APP_ID; a test keeps them equal), so
    # Wayland docks match the window to its .desktop file and icon. wizard.info is not imported
    # here: it loads importlib.metadata, too slow for start-up.
    app.setDesktopFileName(DESKTOP_ID)
    return app


def run_gui(profile_path: str | None = None, lang: str | None = None, exit_after_show: bool = False) -> int:
    app = create_app()
    from wizard.gui.main_window import MainWindow
    from wizard.gui.settings import load_settings
    from wizard.gui.theme import apply_theme
    from wizard.i18n import resolve_language

    settings = load_settings()
    theme = os.environ.get(THEME_ENV) or settings.theme
    apply_theme(app, theme)
    code = resolve_language(lang, settings.language or None)
    cjk = code.startswith("zh")
    if cjk:  # the Chinese first page needs the bundled font; English can have it after the first paint
        _register_fonts()
    translate = _install_translators(app, code)
    app.setWindowIcon(app_icon())

    profile = None
    profile_error: Exception | None = None
    if profile_path:
        from wizard.gui.imports import source_lines_dropped

        with source_lines_dropped():  # pydantic and the core, imported after PySide6
            from wizard.core.catalog import DataFileError
            from wizard.core.profile_io import load_profile

            try:
                profile = load_profile(profile_path)
            except DataFileError as exc:
                # said on the console, and in the window: opened from a file manager (gpu-wizard-gui FILE, the
                # .desktop entry) there is no console, and the app had not appeared at all (GUI review)
                from wizard.cli_parser import error_line

                print(error_line(exc.localized(translate, command_line=True), translate), file=sys.stderr)
                profile_error = exc

    window = MainWindow(settings, translate)

    def after_first_paint() -> None:
        if exit_after_show:
            app.exit(2 if profile_error is not None else 0)
            return
        if not cjk:
            _register_fonts()
        if theme == "system":
            from wizard.gui.theme import follow_system_scheme

            follow_system_scheme(app)
        window.wizard.load_pages()
        if profile_error is not None:
            window.tell_profile_unusable(profile_error)  # the fresh start's answers stay
        if profile is not None and profile_path:
            window.open_profile_read(profile, profile_path)

    window.wizard.first_painted.connect(after_first_paint)
    window.show()
    if exit_after_show:
        QTimer.singleShot(10_000, app.quit)  # never hang a smoke test if no paint arrives
    _install_excepthook(window)
    return int(app.exec())
