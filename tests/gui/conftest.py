"""GUI test set-up: offscreen Qt, English, settings in tmp_path, a ready main window."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LANG", "C.UTF-8")

import sys
from collections.abc import Iterator
from pathlib import Path

# The suite runs in importlib mode (no test folder on sys.path): make gui_helpers importable.
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from gui_helpers import open_window
from pytestqt.qtbot import QtBot

from wizard.gui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _delete_earlier_windows() -> None:
    """Delete the windows earlier tests closed. pytest-qt closes them with deleteLater(), which only an
    event loop carries out, so they would pile up: every language switch then re-translates dozens of
    hidden windows (test_switch_language_without_restart timed out that way, now and then)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _changed_answers_are_dropped_on_close(monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing a window whose answers changed asks whether to save them (a modal box): tests close their
    windows at teardown, so they answer Discard unless a test says otherwise (test_unsaved_answers)."""
    monkeypatch.setattr(MainWindow, "ask_unsaved", lambda self: "discard")


@pytest.fixture(autouse=True)
def _gui_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPU_WIZARD_CONFIG_DIR", str(tmp_path / "gui-config"))
    monkeypatch.delenv("GPU_WIZARD_THEME", raising=False)


def _english_translate(context: str, text: str) -> str:
    return text


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    w = open_window(qtbot, _english_translate)
    yield w
    w.wizard.flush()


@pytest.fixture
def expert_window(qtbot: QtBot) -> Iterator[MainWindow]:
    w = open_window(qtbot, _english_translate, expert=True)
    yield w
