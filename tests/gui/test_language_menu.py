"""View > Language switches the app without a restart, and the choice is remembered."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wizard.gui.settings import load_settings


def test_language_menu_switches_and_remembers(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from wizard.gui.app import create_app
    from wizard.gui.main_window import MainWindow
    from wizard.i18n import install_qt_translators, qt_translate

    app = create_app()
    install_qt_translators(app, "en")
    window = MainWindow(load_settings(), qt_translate)
    qtbot.addWidget(window)
    assert window.file_menu.title() == "&File"
    assert set(window.language_actions) == {"en", "zh_CN"}
    assert window.language_actions["zh_CN"].text() == "简体中文"

    window.language_actions["zh_CN"].trigger()
    qtbot.waitUntil(lambda: "文件" in window.file_menu.title())
    assert window.language_menu.title() != "&Language"
    assert load_settings().language == "zh_CN"  # remembered for the next start
    assert QCoreApplication.translate("messages", "Weights") != "Weights"

    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.file_menu.title() == "&File")
    assert load_settings().language == "en"


def test_saved_language_wins_over_the_system_but_not_over_the_flag() -> None:
    from wizard.i18n import resolve_language

    assert resolve_language(None, "zh_CN") == "zh_CN"
    assert resolve_language("en", "zh_CN") == "en"
