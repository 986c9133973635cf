"""Start-up and memory guards (issue #5 item 7; benchmarks/bench_startup.py measures the figures).

Before the first paint the app must not create PySide6's costly Python enums (the `Qt` namespace,
~95 enums and ~17 ms; QStyle, ~6 ms) nor load the core.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from wizard.gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]

AT_FIRST_PAINT = """
import enum, gc, json, sys
sys.argv = ["gpu-wizard", "gui", "--exit-after-show"] + sys.argv[1:]
from wizard.gui import wizard as W

seen = {}
original = W.GpuWizard.eventFilter


def spy(self, watched, event):
    if not seen and watched is self.welcome and event.type() == event.Type.Paint:
        enums = [f"{c.__module__}.{c.__qualname__}" for c in gc.get_objects()
                 if isinstance(c, enum.EnumType) and (c.__module__ or "").startswith("PySide6")]
        seen["enums"] = enums
        seen["modules"] = [m for m in ("pydantic", "numpy", "pyqtgraph", "wizard.core.catalog") if m in sys.modules]
        seen["title"] = self.welcome.title()
    return original(self, watched, event)


W.GpuWizard.eventFilter = spy
from wizard.cli import main

code = main()
print(json.dumps(seen))
sys.exit(code)
"""


def _at_first_paint(tmp_path: Path, *args: str) -> dict[str, list[str] | str]:
    import json

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GPU_WIZARD_CONFIG_DIR=str(tmp_path), LANG="C.UTF-8")
    proc = subprocess.run([sys.executable, "-c", AT_FIRST_PAINT, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    data: dict[str, list[str] | str] = json.loads(proc.stdout.strip().splitlines()[-1])
    return data


def test_first_paint_creates_no_qt_namespace_or_qstyle_enums(tmp_path: Path) -> None:
    seen = _at_first_paint(tmp_path)
    assert seen["title"], "the Welcome page painted"
    costly = [e for e in seen["enums"] if e.startswith(("PySide6.QtCore.Qt.", "PySide6.QtWidgets.QStyle."))]
    assert costly == [], f"created before the first paint: {costly[:5]}…"
    assert seen["modules"] == []


def test_app_style_is_fusion_without_a_python_style_call(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtWidgets import QApplication

    from wizard.gui.app import create_app

    assert create_app() is QApplication.instance()
    assert QApplication.style().name().lower() == "fusion"


def test_troubleshooting_shortcut_works_in_every_window_once_pages_load(window: MainWindow) -> None:
    from PySide6.QtCore import Qt

    assert [s.toString() for s in window.troubleshoot_action.shortcuts()] == ["F1", "Ctrl+T"]
    assert window.wizard.is_loaded
    assert window.troubleshoot_action.shortcutContext() == Qt.ShortcutContext.ApplicationShortcut


def test_standard_shortcuts_keep_their_keys(window: MainWindow) -> None:
    assert window.open_action.shortcut().toString() == "Ctrl+O"
    assert window.save_action.shortcut().toString() == "Ctrl+S"
    assert window.catalog_action.shortcut().toString() == "Ctrl+K"
    assert window.expert_action.shortcut().toString() == "Ctrl+E"


def test_issue_label_draws_its_icon_with_the_first_message(window: MainWindow) -> None:
    from wizard.gui.widgets.issue_label import IssueLabel

    label = IssueLabel()
    assert label._icon.pixmap().isNull()
    label.set_messages(["Enter a number"])
    assert not label._icon.pixmap().isNull()
    label.set_messages([])
    assert label.isHidden()
