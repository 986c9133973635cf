"""The thing users run starts and paints; pages build; navigation is pure."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wizard.gui.main_window import MainWindow
from wizard.gui.wizard import PageId, next_page

ROOT = Path(__file__).resolve().parents[2]


def test_exit_after_show_subprocess(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPU_WIZARD_CONFIG_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "wizard", "gui", "--exit-after-show"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr


def test_exit_after_show_with_profile(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPU_WIZARD_CONFIG_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "wizard", "gui", "--profile", "examples/windows-chat-qwen7b.json",
                           "--exit-after-show"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr


def test_bad_profile_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"workload": "inference", "params_b": -1}')
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPU_WIZARD_CONFIG_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "wizard", "gui", "--profile", str(bad), "--exit-after-show"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "params_b" in proc.stderr


def test_first_page_needs_no_core_or_pyqtgraph(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from wizard.gui.main_window import MainWindow\n"
        "from wizard.gui.settings import Settings\n"
        "w = MainWindow(Settings(), lambda c, t: t); w.show(); app.processEvents()\n"
        "bad = [m for m in ('pyqtgraph', 'numpy', 'pydantic') if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPU_WIZARD_CONFIG_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "", f"imported before the first page: {proc.stdout}"


def test_next_page_is_pure_and_ordered() -> None:
    assert [next_page(p) for p in PageId] == [1, 2, 3, 4, 5, 6, -1]
    assert next_page(PageId.MODEL) == next_page(PageId.MODEL)


def test_nextid_has_no_side_effects(window: MainWindow) -> None:
    wiz = window.wizard
    before = repr(wiz.answers)
    for pid in PageId:
        wiz.page(pid).nextId()
    assert repr(wiz.answers) == before


def test_every_page_builds_and_has_accessible_inputs(window: MainWindow) -> None:
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox

    for pid in PageId:
        page = window.wizard.page(pid)
        assert page is not None
        for kind in (QLineEdit, QComboBox, QSpinBox, QDoubleSpinBox, QAbstractButton):
            for w in page.findChildren(kind):
                if w.parent() is not None and isinstance(w.parent(), (QSpinBox, QComboBox, QDoubleSpinBox)):
                    continue  # the line edit inside a spin box / combo
                if kind is QAbstractButton and not w.text():
                    continue
                if kind is QLineEdit and w.objectName() == "qt_spinbox_lineedit":
                    continue
                assert w.accessibleName() or w.text(), f"{pid.name}: {kind.__name__} without a name"
                assert w.toolTip(), f"{pid.name}: {kind.__name__} {w.accessibleName() or w.text()!r} without tooltip"


def test_a_bad_profile_opened_from_a_file_manager_opens_the_app_and_says_why(
        qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """`gpu-wizard-gui bad.json` (a double-click, the .desktop entry) had printed one line to a console nobody
    sees and exited: no window at all (GUI review, 2026-12-02). The window opens with a fresh start's answers
    and the same message File > Open gives."""
    from PySide6.QtWidgets import QApplication

    from wizard.gui import app as gui_app
    from wizard.gui.main_window import MainWindow

    bad = tmp_path / "bad.json"
    bad.write_text('{"workload": "inference", "params_b": -1}', encoding="utf-8")
    told: list[tuple[MainWindow, str]] = []

    def tell(window: MainWindow, exc: Exception) -> None:
        told.append((window, str(exc)))
        window.mark_answers_saved()
        QApplication.exit(7)

    monkeypatch.setattr(MainWindow, "tell_profile_unusable", tell)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run_gui installs its own
    assert gui_app.run_gui(str(bad)) == 7
    window, text = told[0]
    assert window.isVisible() and "params_b" in text
    assert window.wizard.answers.get("params_b") is None  # the fresh start's answers
    window.close()


def test_a_profile_opened_from_the_command_line_counts_as_saved(
        qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """`gpu-wizard gui --profile FILE` had asked "Save your answers?" on close with nothing changed, and left the
    file out of Recent profiles (review of this session's diff)."""
    from PySide6.QtWidgets import QApplication

    from wizard.gui import app as gui_app
    from wizard.gui.main_window import MainWindow

    good = tmp_path / "mine.json"
    good.write_text('{"workload": "inference", "model": "qwen2.5-7b", "os": "linux"}', encoding="utf-8")
    seen: list[tuple[bool, list[str], MainWindow]] = []
    opened = MainWindow.open_profile_read

    def open_then_quit(window: MainWindow, profile: object, path: str) -> None:
        opened(window, profile, path)  # type: ignore[arg-type]
        seen.append((window.answers_unsaved(), window.recent_paths(), window))
        QApplication.exit(7)

    monkeypatch.setattr(MainWindow, "open_profile_read", open_then_quit)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    assert gui_app.run_gui(str(good)) == 7
    unsaved, recent, window = seen[0]
    assert not unsaved and recent[0] == str(good.resolve())
    assert window.wizard.answer("model") == "qwen2.5-7b"
    window.close()
