"""Changed answers are not thrown away unasked: closing the window, or opening another profile over them,
asks first (one stray click on Close, where Next had been, had closed the app with every answer)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import click_next, next_button
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWizard
from pytestqt.qtbot import QtBot

from wizard.core.profile_io import load_profile
from wizard.gui.main_window import MainWindow
from wizard.gui.wizard import PageId

CHAT = {"workload": "inference", "model": "qwen2.5-7b", "os": "windows"}
REAL_QUESTION = MainWindow.ask_unsaved  # taken at import, before conftest answers it with Discard


def _answer_box(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    seen.append(box.text())
    box.button(button).click()


def test_closing_with_changed_answers_asks_and_cancel_keeps_the_window(qtbot: QtBot, window: MainWindow,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MainWindow, "ask_unsaved", REAL_QUESTION)
    assert not window.answers_unsaved()  # a fresh start has nothing to lose
    window.wizard.set_answers(CHAT)
    assert window.answers_unsaved()
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _answer_box(QMessageBox.StandardButton.Cancel, seen))
    window.quit_action.trigger()
    assert seen and "changed" in seen[0]
    assert window.isVisible() and window.wizard.answers["model"] == "qwen2.5-7b"
    QTimer.singleShot(0, lambda: _answer_box(QMessageBox.StandardButton.Discard, seen))
    window.quit_action.trigger()
    assert not window.isVisible()


def test_save_from_the_question_writes_the_profile_then_closes(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "mine.json"
    monkeypatch.setattr(MainWindow, "ask_unsaved", lambda self: "save")
    monkeypatch.setattr("wizard.gui.file_dialogs.ask_save_file", lambda *a, **k: (str(target), ""))
    window.wizard.set_answers(CHAT)
    window.close()
    assert not window.isVisible() and load_profile(target).model == "qwen2.5-7b"


def test_saved_or_opened_answers_close_without_a_question(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    monkeypatch.setattr(MainWindow, "ask_unsaved", lambda self: asked.append(1) or "cancel")
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "model": "qwen2.5-7b", "os": "linux"}', encoding="utf-8")
    assert window.load_profile_file(str(profile))
    # walking through the pages writes their defaults down: no change to the answers a file would hold
    wiz = window.wizard
    for page in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
        click_next(qtbot, wiz, page)
    assert not window.answers_unsaved()
    window.close()
    assert not asked and not window.isVisible()


def test_opening_a_profile_over_changed_answers_asks_first(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MainWindow, "ask_unsaved", lambda self: "cancel")
    window.wizard.set_answers(CHAT)
    other = tmp_path / "other.json"
    other.write_text('{"workload": "hpc", "working_set_gb": 10}', encoding="utf-8")
    assert not window.load_profile_file(str(other))
    assert window.wizard.answers["model"] == "qwen2.5-7b"


def test_next_stays_where_it_was_on_the_results_so_a_second_click_closes_nothing(qtbot: QtBot,
                                                                                  window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers(CHAT)
    for page in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER):
        click_next(qtbot, wiz, page)
    spot = next_button(wiz).mapTo(window, next_button(wiz).rect().center())
    click_next(qtbot, wiz, PageId.RESULTS)
    under = window.childAt(spot)
    assert under is next_button(wiz) and not under.isEnabled()
    assert not wiz.button(QWizard.WizardButton.FinishButton).isVisible()

