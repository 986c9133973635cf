"""The global exception hook (wizard/crash.py): log file, saved answers, one stderr line, the dialog."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from wizard import crash


@pytest.fixture
def log_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "logs"
    monkeypatch.setattr(crash, "crash_log_dir", lambda: folder)
    monkeypatch.setattr(crash, "_last_shown", {})
    yield folder
    crash.uninstall_excepthook()


def _raise() -> tuple[type[BaseException], BaseException, object]:
    try:
        raise ValueError("the answer was 41")
    except ValueError as exc:
        return type(exc), exc, exc.__traceback__


def test_record_writes_the_log_and_the_answers(log_dir: Path) -> None:
    crash.install_excepthook(lambda: json.dumps({"workload": "inference", "budget": {"amount": 9000}}))
    kind, exc, tb = _raise()
    report = crash.record(kind, exc, tb)  # type: ignore[arg-type]
    assert report.summary == "ValueError: the answer was 41"
    assert report.log_file is not None and report.log_file.parent == log_dir
    text = report.log_file.read_text(encoding="utf-8")
    assert "Traceback" in text and "the answer was 41" in text and "GPU Selection Wizard" in text
    assert report.state_file is not None
    assert json.loads(report.state_file.read_text(encoding="utf-8"))["budget"]["amount"] == 9000
    assert str(report.state_file) in text


def test_a_failing_get_state_still_logs(log_dir: Path) -> None:
    def broken() -> str:
        raise RuntimeError("no answers")

    crash.install_excepthook(broken)
    kind, exc, tb = _raise()
    report = crash.record(kind, exc, tb)  # type: ignore[arg-type]
    assert report.log_file is not None and report.log_file.is_file()
    assert report.state_file is None


def test_hook_prints_one_line_without_a_gui(log_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    crash.install_excepthook(None)
    kind, exc, tb = _raise()
    sys.excepthook(kind, exc, tb)  # type: ignore[arg-type]
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert err[0].startswith("gpu-wizard: unexpected error: ValueError: the answer was 41 (details saved to ")
    assert len(list(log_dir.glob("crash-*.log"))) == 1


def test_old_logs_are_pruned(log_dir: Path) -> None:
    crash.install_excepthook(None)
    for _ in range(crash.MAX_LOGS + 5):
        kind, exc, tb = _raise()
        crash.record(kind, exc, tb)  # type: ignore[arg-type]
    assert len(list(log_dir.glob("crash-*.log"))) == crash.MAX_LOGS


def test_gui_shows_the_dialog_and_returns(log_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a display, the dialog is shown and control returns to the event loop: the answers stay."""
    shown: list[crash.CrashReport] = []
    monkeypatch.setattr(crash, "_gui_available", lambda: True)
    monkeypatch.setattr(crash, "_show_dialog", shown.append)
    crash.install_excepthook(lambda: '{"workload": "training"}')
    kind, exc, tb = _raise()
    sys.excepthook(kind, exc, tb)  # type: ignore[arg-type]
    assert len(shown) == 1 and shown[0].state_file is not None


def test_later_install_keeps_the_gui_state(log_dir: Path) -> None:
    crash.install_excepthook(lambda: '{"a": 1}')
    crash.install_excepthook(None)  # e.g. the CLI after the GUI: the answers are still saved
    kind, exc, tb = _raise()
    assert crash.record(kind, exc, tb).state_file is not None  # type: ignore[arg-type]


def test_dialog_copies_details(qtbot: object, log_dir: Path) -> None:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QPlainTextEdit, QPushButton

    crash.install_excepthook(lambda: '{"a": 1}')
    kind, exc, tb = _raise()
    report = crash.record(kind, exc, tb)  # type: ignore[arg-type]
    dlg = crash.make_dialog(report)
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    copy = dlg.findChild(QPushButton, "copyDetails")
    assert copy is not None and copy.text() == "Copy details"
    copy.click()
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None and "the answer was 41" in clipboard.text()
    details = dlg.findChild(QPlainTextEdit, "crashDetails")
    assert details is not None and details.toPlainText() == report.details


def test_uncaught_error_in_a_process(tmp_path: Path) -> None:
    """A real uncaught exception: exit status 1, one stderr line, log and answers in the platformdirs folder."""
    code = textwrap.dedent("""
        from wizard.crash import install_excepthook
        install_excepthook(lambda: '{"workload": "inference"}')
        raise RuntimeError("unexpected in a command")
    """)
    env = {**os.environ, "XDG_STATE_HOME": str(tmp_path / "state"), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 1
    assert done.stderr.strip().startswith("gpu-wizard: unexpected error: RuntimeError: unexpected in a command")
    logs = list((tmp_path / "state").rglob("crash-*.log"))
    answers = list((tmp_path / "state").rglob("answers-*.json"))
    assert len(logs) == 1 and len(answers) == 1


def test_the_same_error_again_gets_no_second_dialog(log_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An error in every repaint must not trap the user in a loop of dialogs."""
    shown: list[crash.CrashReport] = []
    monkeypatch.setattr(crash, "_gui_available", lambda: True)
    monkeypatch.setattr(crash, "_show_dialog", shown.append)
    crash.install_excepthook(None)
    for _ in range(3):
        kind, exc, tb = _raise()
        sys.excepthook(kind, exc, tb)  # type: ignore[arg-type]
    assert len(shown) == 1
