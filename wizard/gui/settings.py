"""GUI settings (guided/expert mode, theme, last folder, paper, recent profiles) in a small JSON file
in the user's config folder.

Tests isolate it with the GPU_WIZARD_CONFIG_DIR environment variable. A broken file never stops
the app: it is kept as `settings.json.bak` and the defaults are used.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale

ENV_DIR = "GPU_WIZARD_CONFIG_DIR"
FILE_NAME = "settings.json"
VERSION = 1


@dataclass
class Settings:
    expert: bool = False
    theme: str = "system"  # "system", "light" or "dark"
    last_dir: str = ""
    paper: str = ""  # "a4" or "letter" for PDFs and printing; "" = from the locale
    recent_profiles: list[str] = field(default_factory=list)  # newest first, at most MAX_RECENT
    language: str = ""  # "en" or "zh_CN" once chosen in the app; "" = follow the system


MAX_RECENT = 8


def config_dir() -> Path:
    env = os.environ.get(ENV_DIR)
    if env:
        return Path(env)
    from platformdirs import user_config_dir  # imported late: not needed to paint the first page

    return Path(user_config_dir("gpu-wizard", appauthor=False))


def load_settings() -> Settings:
    path = config_dir() / FILE_NAME
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            path.replace(path.with_suffix(".json.bak"))
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    s = Settings()
    for f in fields(Settings):
        value = raw.get(f.name)
        if isinstance(value, type(getattr(s, f.name))):
            setattr(s, f.name, value)  # keep good keys, drop bad ones
    s.recent_profiles = [p for p in s.recent_profiles if isinstance(p, str) and p][:MAX_RECENT]
    if s.paper not in ("", "a4", "letter"):
        s.paper = ""
    if s.theme not in ("system", "light", "dark"):
        s.theme = "system"
    return s


def save_settings(s: Settings) -> None:
    """Write atomically, only the values that differ from the defaults."""
    folder = config_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        default = asdict(Settings())
        data = {k: v for k, v in asdict(s).items() if default[k] != v}
        data["version"] = VERSION
        tmp = folder / (FILE_NAME + ".tmp")
        tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
        tmp.replace(folder / FILE_NAME)
    except OSError:
        pass  # settings are a convenience; never fail the app over them


def host_os() -> str:
    """The operating system answer for the machine the app runs on: "windows" on Windows, else "linux" (the
    app runs on Linux otherwise; macOS is not a target, ecosystem.md)."""
    import sys

    return "windows" if sys.platform == "win32" else "linux"


def host_currency(locale: QLocale | None = None) -> str:
    """The currency a fresh start shows prices in: CNY in a Chinese locale, USD otherwise (the issue's rule)."""
    from PySide6.QtCore import QLocale

    loc = locale or QLocale()
    chinese = loc.language() == QLocale.Language.Chinese or loc.territory() == QLocale.Country.China
    return "CNY" if chinese else "USD"
