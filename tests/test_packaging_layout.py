"""The wheel ships every package, the data and the resources, found through the one resolver."""

from __future__ import annotations

import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_every_python_package_is_listed_in_pyproject() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "wizard").rglob("__init__.py")}
    assert found - listed == set()


def test_resolver_finds_data_and_resources() -> None:
    from wizard.paths import data_path, resource_path

    assert data_path("catalog").is_dir()
    assert data_path("models.toml").is_file()
    assert resource_path("translations").is_dir()


def test_wheel_contains_data_resources_and_every_package(tmp_path: Path) -> None:
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                             "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True, timeout=300)
    if result.returncode != 0 and "No module named" in result.stderr:
        pytest.fail("building a wheel needs setuptools and wheel in the test environment: " + result.stderr)
    assert result.returncode == 0, result.stderr
    wheel = next(tmp_path.glob("gpu_wizard-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "wizard/data/catalog/00-catalog.toml" in names
    assert "wizard/data/models.toml" in names
    assert "wizard/doctor/cli.py" in names
    assert any(n.startswith("wizard/resources/translations/") and n.endswith(".qm") for n in names)
    assert any(n.startswith("wizard/resources/fonts/") for n in names)


def test_gui_desktop_file_name_matches_the_desktop_entry() -> None:
    from wizard.gui.app import DESKTOP_ID
    from wizard.info import APP_ID

    assert DESKTOP_ID == APP_ID
    assert (ROOT / "packaging" / "linux" / f"{APP_ID}.desktop").is_file()
