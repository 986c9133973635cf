"""Packaging files: desktop entry, AppStream metainfo, icons, the PyInstaller spec and entry scripts.

The validators (desktop-file-validate, appstreamcli) run when installed (`make package-test` installs
them); the parse-based checks below always run, so a missing validator never hides a broken file.
The bundle itself is built and run by `make package-test`, not here (it takes about a minute).
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from wizard.info import APP_ID

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
SPEC = PACKAGING / "gpu-wizard.spec"
ICONS = ROOT / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------- desktop entry

def _desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_desktop_entry_keys() -> None:
    entry = _desktop()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "GPU Selection Wizard"
    assert entry["Name[zh_CN]"] == "GPU 选型向导"
    assert entry["Comment"] and entry["Comment[zh_CN]"]
    assert entry["Exec"] == "gpu-wizard-gui %f"
    assert entry["TryExec"] == "gpu-wizard-gui"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert "Utility" in categories and entry["Categories"].endswith(";")
    assert entry["Keywords"].endswith(";")


def test_desktop_entry_names_an_executable_the_spec_builds() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    exe = _desktop()["Exec"].split()[0]
    assert f'name="{exe}"' in spec


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validate() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error:" not in done.stdout + done.stderr


# ---------------------------------------------------------------- AppStream

def test_metainfo_keys() -> None:
    root = ET.parse(METAINFO).getroot()
    project = _pyproject()["project"]
    lang_attr = "{http://www.w3.org/XML/1998/namespace}lang"
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == project["license"]["text"]
    names = {n.get(lang_attr): n.text for n in root.findall("name")}
    assert names[None] == "GPU Selection Wizard" and names["zh_CN"] == "GPU 选型向导"
    assert {s.get(lang_attr) for s in root.findall("summary")} == {None, "zh_CN"}
    description = root.find("description")
    assert description is not None and len(description.findall("p")) >= 2
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.find("content_rating") is not None
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == project["version"]
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date") or "")
    translation = root.find("translation")
    assert translation is not None and translation.get("type") == "qt"
    binaries = {b.text for b in root.findall("provides/binary")}
    assert binaries == {"gpu-wizard", "gpu-wizard-gui"}


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_appstreamcli_validate() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


# ---------------------------------------------------------------- icons

def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


def test_icon_set_sizes() -> None:
    svg = ET.parse(ICONS / "app.svg").getroot()
    assert svg.tag.endswith("svg") and svg.get("viewBox") == "0 0 128 128"
    for size in PNG_SIZES:
        assert _png_size((ICONS / f"app-{size}.png").read_bytes()) == (size, size)
    ico = (ICONS / "app.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 6
    icns = (ICONS / "app.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_icons_are_current() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_icons.py"), "--check"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_gui_finds_the_app_icon() -> None:
    from wizard.paths import as_file_path, resource_path

    assert as_file_path(resource_path("icons", "app.svg")).is_file()


# ---------------------------------------------------------------- the spec

def test_spec_parses_and_builds_both_executables() -> None:
    source = SPEC.read_text(encoding="utf-8")
    ast.parse(source)
    assert 'name="gpu-wizard-gui", console=False' in source
    assert 'name="gpu-wizard", console=True' in source
    assert "COLLECT(" in source and "BUNDLE(" in source
    assert "wizard.__version__" in source  # the version comes from the package
    assert "data_dir()" in source and "resources_dir()" in source  # through the package's resolver


def test_bundle_keeps_what_pyqtgraph_needs_and_drops_unused_qt() -> None:
    policy = _load(PACKAGING / "bundle_policy.py", "bundle_policy")
    assert "from bundle_policy import EXCLUDES, wanted" in SPEC.read_text(encoding="utf-8")
    for unused in ("QtNetwork", "QtQml", "QtQuick", "QtWebEngineCore", "QtMultimedia", "QtSql", "QtDesigner"):
        assert f"PySide6.{unused}" in policy.EXCLUDES
    for needed in ("QtCore", "QtGui", "QtWidgets", "QtPrintSupport", "QtSvg", "QtOpenGL", "QtOpenGLWidgets"):
        assert f"PySide6.{needed}" not in policy.EXCLUDES
    lib = "PySide6/Qt/lib/"
    for kept in ("libQt6Core.so.6", "libQt6OpenGL.so.6", "libQt6OpenGLWidgets.so.6", "libQt6Svg.so.6",
                 "libQt6PrintSupport.so.6", "libQt6XcbQpa.so.6", "libQt6WaylandClient.so.6"):
        assert policy.wanted(lib + kept), kept
    for dropped in ("libQt6Network.so.6", "libQt6Qml.so.6", "libQt6QuickWidgets.so.6", "libQt6Pdf.so.6"):
        assert not policy.wanted(lib + dropped), dropped
    assert not policy.wanted("PySide6\\Qt6Network.dll") and policy.wanted("PySide6\\Qt6OpenGL.dll")
    assert not policy.wanted("PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick")
    assert policy.wanted("PySide6/Qt/translations/qtbase_zh_CN.qm")
    assert not policy.wanted("PySide6/Qt/translations/qtbase_de.qm")
    assert policy.wanted("wizard/resources/translations/gpu_wizard_zh_CN.qm")
    assert policy.wanted("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert policy.wanted("PySide6/Qt/plugins/platforms/libqoffscreen.so")
    assert not policy.wanted("PySide6/Qt/plugins/sqldrivers/libqsqlite.so")


def test_app_never_imports_network_modules() -> None:
    """The bundle leaves out QtNetwork and the app promises to work offline: nothing may import them."""
    pattern = re.compile(r"^\s*(from|import)\s+(socket|ssl|urllib\.request|http\.client|requests|httpx|"
                         r"PySide6\.QtNetwork|PySide6 import .*QtNetwork)\b", re.MULTILINE)
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "wizard").rglob("*.py")
                 if pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_windows_version_resource() -> None:
    module = _load(PACKAGING / "windows" / "version_info.py", "version_info")
    assert module.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert module.version_tuple("1.2.3rc1+local") == (1, 2, 3, 0)
    assert module.version_tuple("2") == (2, 0, 0, 0)


def test_windows_version_file(tmp_path: Path) -> None:
    module = _load(PACKAGING / "windows" / "version_info.py", "version_info")
    text = Path(module.write_version_file("0.1.0", tmp_path / "v.txt")).read_text(encoding="utf-8")
    assert "filevers=(0, 1, 0, 0)" in text and "StringStruct('ProductVersion', '0.1.0')" in text
    ast.parse(text.split("\n", 1)[1])  # PyInstaller evaluates it as a Python expression


def test_windows_and_macos_recipes_present() -> None:
    iss = (PACKAGING / "windows" / "gpu-wizard.iss").read_text(encoding="utf-8")
    for needed in ("gpu-wizard-gui.exe", "gpu-wizard.exe", "AppVersion", "ChineseSimplified", "app.ico"):
        assert needed in iss
    assert (PACKAGING / "windows" / "README.md").is_file()
    plist = ET.parse(PACKAGING / "macos" / "entitlements.plist").getroot()
    assert plist.tag == "plist"
    assert "notarytool" in (PACKAGING / "macos" / "README.md").read_text(encoding="utf-8")


# ---------------------------------------------------------------- the GUI entry script

@pytest.mark.parametrize(("argv", "expected"), [
    ([], ["gui"]),
    (["answers.json"], ["gui", "--profile", "answers.json"]),
    (["--lang", "zh_CN", "answers.json"], ["--lang", "zh_CN", "gui", "--profile", "answers.json"]),
    (["--exit-after-show"], ["gui", "--exit-after-show"]),
    (["-psn_0_12345"], ["gui"]),  # macOS Finder's process serial number is ignored
    (["--self-test"], ["--self-test"]),
    (["--info"], ["--info"]),
])
def test_gui_entry_maps_arguments(monkeypatch: pytest.MonkeyPatch, argv: list[str], expected: list[str]) -> None:
    import wizard.cli

    seen: list[list[str]] = []
    monkeypatch.setattr(wizard.cli, "main", lambda a: seen.append(list(a)) or 0)
    monkeypatch.setattr(sys, "argv", ["gpu-wizard-gui", *argv])
    entry = _load(PACKAGING / "gpu_wizard_gui.py", "gpu_wizard_gui")
    assert entry.main() == 0
    assert seen == [expected]


# ---------------------------------------------------------------- make and CI

def test_make_targets_and_ci() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^package:", makefile, re.MULTILINE)
    assert re.search(r"^package-test:", makefile, re.MULTILINE)
    assert "unshare" in (PACKAGING / "linux" / "smoke_test.sh").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert "make test" in ci and "make package-test" in ci
    assert ci.index("make package-test") > ci.index("make test")
    extras = _pyproject()["project"]["optional-dependencies"]
    assert any(req.lower().startswith("pyinstaller") for req in extras["package"])
