"""wizard/core imports pydantic and the standard library only (never Qt or a front end)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "wizard" / "core"
ALLOWED_THIRD_PARTY = {"pydantic", "pydantic_core"}
ALLOWED_PROJECT = {"wizard.core", "wizard.paths"}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def test_core_sources_import_only_stdlib_and_pydantic() -> None:
    bad: list[str] = []
    for path in sorted(CORE.rglob("*.py")):
        for name in _imports(path):
            top = name.split(".")[0]
            if top in sys.stdlib_module_names or top in ALLOWED_THIRD_PARTY:
                continue
            if any(name == p or name.startswith(p + ".") for p in ALLOWED_PROJECT):
                continue
            bad.append(f"{path.name}: {name}")
    assert bad == []


def test_importing_the_core_loads_no_qt() -> None:
    code = (
        "import sys, pkgutil, importlib, wizard.core as c\n"
        "for m in pkgutil.iter_modules(c.__path__): importlib.import_module('wizard.core.' + m.name)\n"
        "from wizard.core.recommend import recommend\n"
        "from wizard.core.profile import Profile\n"
        "recommend(Profile(workload='inference'))\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph', 'numpy')"
        " or m.startswith(('wizard.gui', 'wizard.report'))]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
