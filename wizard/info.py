"""`gpu-wizard --info`: versions, paths and the catalog version, for bug reports and support.

Nothing here touches the network or writes files; every probe that can fail reports its error as
the value instead of raising, so `--info` still prints something useful from a broken install.
"""

from __future__ import annotations

import locale
import os
import platform
import sys
from collections.abc import Callable
from importlib import metadata

from wizard import __version__

APP_NAME = "gpu-wizard"  # folder name under the platformdirs config/log roots (as wizard/gui/settings.py)
APP_ID = "io.github.gpuwizard.GpuWizard"  # reverse-DNS id of the desktop file and AppStream metainfo


def is_frozen() -> bool:
    """True inside a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False))


def log_dir() -> str:
    from platformdirs import user_log_dir

    return user_log_dir(APP_NAME, appauthor=False)


def config_dir() -> str:
    try:  # the GUI's own rule (it honours GPU_WIZARD_CONFIG_DIR)
        from wizard.gui.settings import config_dir as gui_config_dir

        return str(gui_config_dir())
    except ImportError:
        from platformdirs import user_config_dir

        return user_config_dir(APP_NAME, appauthor=False)


def _cache_dir() -> str:
    from wizard.paths import cache_folder

    folder = cache_folder()
    return str(folder) if folder else "off (GPU_WIZARD_CACHE_DIR is empty)"


def _dist_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


def _probe(fn: Callable[[], str]) -> str:
    try:
        return fn()
    except Exception as exc:  # a probe must never stop --info
        return f"unavailable ({type(exc).__name__}: {exc})"


def _qt_versions() -> str:
    import PySide6
    from PySide6 import QtCore

    return f"PySide6 {PySide6.__version__}, Qt {QtCore.qVersion()}"


def _pyqtgraph_version() -> str:
    # pyqtgraph's __init__ imports Qt and numpy; the distribution metadata is enough here, and works
    # in the bundle because the spec copies it.
    version = _dist_version("pyqtgraph")
    if version == "not installed":
        import pyqtgraph

        version = str(pyqtgraph.__version__)
    return version


def _pydantic_version() -> str:
    import pydantic

    return str(pydantic.VERSION)


def _catalog() -> str:
    from wizard.core.catalog import load_catalog

    cat = load_catalog()
    return f"{cat.catalog.version} ({cat.catalog.date}), {len(cat.gpus)} GPUs"


def _models() -> str:
    from wizard.core.catalog import load_models

    return f"{len(load_models().models)} model presets"


def _data_dir() -> str:
    from wizard.paths import data_dir

    return str(data_dir())


def _resources_dir() -> str:
    from wizard.paths import resources_dir

    return str(resources_dir())


def _translations() -> str:
    from wizard.paths import resource_path

    folder = resource_path("translations")
    names = sorted(p.name for p in folder.iterdir() if p.name.endswith((".qm", ".json", ".ts")))
    return ", ".join(names) if names else "none found"


def _fonts() -> str:
    from wizard.paths import resource_path

    folder = resource_path("fonts")
    names = sorted(p.name for p in folder.iterdir() if p.name.lower().endswith((".ttf", ".otf", ".ttc")))
    return ", ".join(names) if names else "none bundled (system fonts are used)"


def _language() -> str:
    """The language the app would start in (``--lang`` aside): the saved setting, else the system locale."""
    from wizard import i18n

    saved = None
    try:
        from wizard.gui.settings import load_settings

        saved = getattr(load_settings(), "language", None)
    except Exception:  # no GUI in this install, or an unreadable settings file: the locale decides
        saved = None
    resolve = getattr(i18n, "resolve_language", None)
    if callable(resolve):
        return f"{resolve(None, saved)} (system locale {i18n.system_language()})" if hasattr(
            i18n, "system_language") else str(resolve(None, saved))
    lang = os.environ.get("LANGUAGE") or os.environ.get("LC_ALL") or os.environ.get("LANG")
    return lang or str(locale.getlocale()[0])


def _platform() -> str:
    return f"{platform.system()} {platform.release()} ({platform.machine()}), {platform.platform()}"


def collect_info() -> list[tuple[str, str]]:
    """Ordered (label, value) pairs; every value is a string."""
    return [
        ("GPU Selection Wizard", __version__),
        ("Python", f"{platform.python_version()} ({sys.executable})"),
        ("Qt", _probe(_qt_versions)),
        ("pyqtgraph", _probe(_pyqtgraph_version)),
        ("pydantic", _probe(_pydantic_version)),
        ("numpy", _dist_version("numpy")),
        ("platformdirs", _dist_version("platformdirs")),
        ("Platform", _probe(_platform)),
        ("Frozen bundle", f"yes ({getattr(sys, '_MEIPASS', '')})" if is_frozen() else "no (source install)"),
        ("Data folder", _probe(_data_dir)),
        ("Resources folder", _probe(_resources_dir)),
        ("Catalog", _probe(_catalog)),
        ("Model presets", _probe(_models)),
        ("Translations", _probe(_translations)),
        ("Fonts", _probe(_fonts)),
        ("Config folder", _probe(config_dir)),
        ("Log folder", _probe(log_dir)),
        ("Data cache folder", _probe(_cache_dir)),
        ("Language", _probe(_language)),
        ("Qt platform", os.environ.get("QT_QPA_PLATFORM", "(default)")),
    ]


def format_info(rows: list[tuple[str, str]] | None = None) -> str:
    rows = collect_info() if rows is None else rows
    width = max(len(label) for label, _ in rows)
    return "\n".join(f"{label + ':':<{width + 1}} {value}" for label, value in rows)


def print_info() -> int:
    print(format_info())
    return 0
