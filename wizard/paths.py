"""The one resolver for bundled data and resources.

`data/` and `resources/` sit at the top of the repository and are mapped into the package as
`wizard.data` and `wizard.resources` (pyproject.toml, [tool.setuptools.package-dir]). As the
packages' own folders (or, for any other layout, through importlib.resources) they are found the
same way from a wheel, an editable install and a PyInstaller bundle (whose spec collects them under
wizard/data and wizard/resources). A plain source checkout that was never installed falls back to
the repository folders.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # importing importlib.abc loads importlib.resources (~10 ms): for annotations only
    from importlib.abc import Traversable

_REPO_ROOT = Path(__file__).resolve().parent.parent
CACHE_ENV = "GPU_WIZARD_CACHE_DIR"  # a folder for the parsed-data cache; empty turns it off


def _package_dir(package: str, repo_folder: str) -> Traversable:
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError:
        return _REPO_ROOT / repo_folder
    # Every supported layout (wheel, editable install, PyInstaller one-folder) keeps the package as
    # a folder of plain files: its __path__ is that folder. Checking it first keeps importlib.resources
    # (~10 ms of imports: tempfile, shutil, random) off the start-up path; anything else goes through it.
    for entry in getattr(module, "__path__", ()):
        if os.path.isdir(entry):
            return Path(entry)
    from importlib import resources

    return resources.files(package)


def data_dir() -> Traversable:
    """The folder holding the catalog, model presets and other bundled data."""
    return _package_dir("wizard.data", "data")


def resources_dir() -> Traversable:
    """The folder holding icons, fonts and translations."""
    return _package_dir("wizard.resources", "resources")


def data_path(*parts: str) -> Traversable:
    node = data_dir()
    for part in parts:
        node = node / part
    return node


def resource_path(*parts: str) -> Traversable:
    node = resources_dir()
    for part in parts:
        node = node / part
    return node


def as_file_path(node: Traversable) -> Path:
    """A real filesystem path for a resource (Qt needs paths, e.g. for fonts and .qm files).

    Every supported layout (wheel unpacked in site-packages, editable, PyInstaller one-folder)
    stores resources as plain files, so the Traversable is a Path already.
    """
    return Path(str(node))


def cache_folder() -> Path | None:
    """Where the parsed bundled data is cached (wizard.core.parse_cache): `GPU_WIZARD_CACHE_DIR`,
    else the platformdirs user cache folder; None when the variable is set but empty."""
    value = os.environ.get(CACHE_ENV)
    if value is not None:
        return Path(value) if value else None
    from platformdirs import user_cache_dir

    folder = Path(user_cache_dir("gpu-wizard", appauthor=False))
    try:
        home = Path.home()
    except RuntimeError:  # no home at all: nowhere to keep a cache
        return None
    if folder.is_relative_to(home) and not home.is_dir():
        # HOME=/nonexistent (a service account, a container): no cache, rather than making that home as root
        return None
    return folder


def enable_data_cache() -> None:
    """Front ends call this at start-up: the bundled TOML then parses from a JSON cache (the folder
    is looked up when data is first read)."""
    from wizard.core.parse_cache import set_cache_dir

    set_cache_dir(cache_folder)
