"""Start-up and memory guards (issue #5 item 7; benchmarks/bench_startup.py measures the figures).

Before the first paint the app must not create PySide6's costly Python enums (the `Qt` namespace,
~95 enums and ~17 ms; QStyle, ~6 ms) nor load the core; the source lines PySide6's import hook
caches while large packages load are not kept.
"""

from __future__ import annotations

import linecache
import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from wizard.gui.imports import drop_source_lines, source_lines_dropped
from wizard.gui.main_window import MainWindow
from wizard.gui.wizard import PageId

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


def test_imports_keep_no_source_lines_but_earlier_ones_stay(tmp_path: Path) -> None:
    earlier = tmp_path / "earlier_mod.py"
    earlier.write_text("X = 1\n")
    linecache.getlines(str(earlier))
    package = tmp_path / "gw_source_probe"
    package.mkdir()
    (package / "__init__.py").write_text("from . import inner\n")
    (package / "inner.py").write_text("Y = 2\n")
    sys.path.insert(0, str(tmp_path))
    try:
        with source_lines_dropped():
            import gw_source_probe  # noqa: F401

            linecache.getlines(str(package / "inner.py"))  # what PySide6's import hook does
        assert str(package / "inner.py") not in linecache.cache
        assert str(earlier) in linecache.cache
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("gw_source_probe", None)
        sys.modules.pop("gw_source_probe.inner", None)
    assert not any(type(f).__name__ == "_DropOnImport" for f in sys.meta_path)
    linecache.cache["<memory>"] = (3, None, ["a\n"], "<memory>")
    try:
        drop_source_lines()
        assert "<memory>" in linecache.cache, "source registered in memory cannot be read again: kept"
        assert str(earlier) not in linecache.cache
    finally:
        linecache.cache.pop("<memory>", None)


def test_charts_load_pyqtgraph_without_keeping_its_source(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "qwen2.5-7b", "os": "windows"})
    wiz.flush()
    while wiz.currentId() != PageId.RESULTS:
        wiz.next()
    page = wiz.results_page
    page.tabs.setCurrentWidget(page.charts_holder)
    assert page.ensure_charts() is not None
    import pyqtgraph

    assert pyqtgraph.__file__ not in linecache.cache
