"""Shared test set-up: offscreen Qt, English, and a private settings folder per test."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LANG", "C.UTF-8")

import pytest


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing a test does may touch the user's real configuration or logs."""
    base = tmp_path_factory.mktemp("config")
    monkeypatch.setenv("GPU_WIZARD_CONFIG_DIR", str(base / "config"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(base / "xdg-config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(base / "xdg-state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(base / "xdg-cache"))
