"""The parsed-data cache (wizard/core/parse_cache.py): same documents, never stale, never in the way."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from wizard.core import parse_cache
from wizard.core.catalog import DataFileError, parse_document, read_document
from wizard.paths import data_path

TOML = b"""
[catalog]
version = "t"
date = 2026-11-30
when = 2026-11-30T08:15:00+08:00
at = 07:30:00
[[gpus]]
id = "x"
price = 1.5
tags = ["a", "b"]
nested = { d = 2020-01-02, n = 3 }
"""


@pytest.fixture()
def cache(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "cache"
    parse_cache.set_cache_dir(folder)
    try:
        yield folder
    finally:
        parse_cache.set_cache_dir(None)


def _write(tmp_path: Path, raw: bytes, name: str = "doc.toml") -> Path:
    p = tmp_path / name
    p.write_bytes(raw)
    return p


def test_cached_document_equals_the_parsed_one_dates_included(tmp_path: Path, cache: Path) -> None:
    p = _write(tmp_path, TOML)
    fresh = parse_document(TOML, str(p))
    first = read_document(p, cache=True)
    assert len(list(cache.glob("doc-v*.json"))) == 1
    second = read_document(p, cache=True)  # served from the JSON entry
    assert first == fresh and second == fresh
    assert isinstance(second["catalog"]["date"], dt.date)
    assert second["catalog"]["when"].utcoffset() == dt.timedelta(hours=8)
    assert second["gpus"][0]["nested"]["d"] == dt.date(2020, 1, 2)


def test_an_edited_file_is_parsed_again_and_the_old_entry_dropped(tmp_path: Path, cache: Path) -> None:
    p = _write(tmp_path, TOML)
    read_document(p, cache=True)
    old = set(cache.glob("doc-v*.json"))
    p.write_bytes(TOML.replace(b'version = "t"', b'version = "u"'))
    assert read_document(p, cache=True)["catalog"]["version"] == "u"
    new = set(cache.glob("doc-v*.json"))
    assert len(new) == 1 and new != old


def test_a_damaged_entry_is_ignored_and_replaced(tmp_path: Path, cache: Path) -> None:
    p = _write(tmp_path, TOML)
    read_document(p, cache=True)
    (entry,) = cache.glob("doc-v*.json")
    entry.write_text('{"catalog": {"version": ', encoding="utf-8")
    assert read_document(p, cache=True)["catalog"]["version"] == "t"
    assert read_document(p, cache=True) == parse_document(TOML, str(p))


def test_errors_are_reported_every_time_and_never_cached(tmp_path: Path, cache: Path) -> None:
    p = _write(tmp_path, b"[catalog\nversion = 1\n")
    for _ in range(2):
        with pytest.raises(DataFileError, match="invalid TOML"):
            read_document(p, cache=True)
    assert not cache.exists() or not list(cache.iterdir())


def test_a_full_disk_costs_speed_not_correctness(tmp_path: Path, cache: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(parse_cache.os, "replace", full)
    p = _write(tmp_path, TOML)
    assert read_document(p, cache=True) == parse_document(TOML, str(p))
    assert list(cache.iterdir()) == []  # the temporary file is gone too


def test_a_cache_path_that_is_a_file_is_ignored(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    parse_cache.set_cache_dir(blocker)
    try:
        p = _write(tmp_path, TOML)
        assert read_document(p, cache=True) == parse_document(TOML, str(p))
        assert blocker.read_text(encoding="utf-8") == "x"
    finally:
        parse_cache.set_cache_dir(None)


def test_no_temporary_files_are_left(tmp_path: Path, cache: Path) -> None:
    p = _write(tmp_path, TOML)
    read_document(p, cache=True)
    assert [f.name for f in cache.iterdir() if f.suffix == ".tmp"] == []


def test_every_bundled_data_file_round_trips(cache: Path) -> None:
    files = [f for f in data_path("catalog").iterdir() if f.name.endswith(".toml")]
    files += [data_path(n) for n in ("models.toml", "troubleshooting.toml", "ecosystem.toml",
                                     "exchange_rates.toml", "calibration.toml")]
    for f in files:
        fresh = parse_document(f.read_bytes(), str(f))
        assert read_document(f, cache=True) == fresh, f.name
        assert read_document(f, cache=True) == fresh, f.name  # the second read comes from the cache
    assert len(list(cache.glob("*.json"))) == len(files)


def test_the_command_line_uses_the_folder_from_the_environment(tmp_path: Path) -> None:
    folder = tmp_path / "cli-cache"
    env = {**os.environ, "GPU_WIZARD_CACHE_DIR": str(folder)}
    out = subprocess.run([sys.executable, "-m", "wizard", "catalog", "list", "--json"], env=env,
                         capture_output=True, text=True, check=True)
    assert '"id"' in out.stdout
    assert any(f.name.startswith("troubleshooting-") or f.name.startswith("10-nvidia") for f in folder.iterdir())
    again = subprocess.run([sys.executable, "-m", "wizard", "catalog", "list", "--json"], env=env,
                           capture_output=True, text=True, check=True)
    assert again.stdout == out.stdout
    off = subprocess.run([sys.executable, "-m", "wizard", "catalog", "list", "--json"],
                         env={**env, "GPU_WIZARD_CACHE_DIR": "", "XDG_CACHE_HOME": str(tmp_path / "xdg")},
                         capture_output=True, text=True, check=True)
    assert off.stdout == out.stdout and not (tmp_path / "xdg").exists()


def test_a_home_that_does_not_exist_is_not_made_for_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """HOME=/nonexistent, as root: the command line had created /nonexistent/.cache for its parse cache."""
    from wizard.paths import cache_folder

    monkeypatch.delenv("GPU_WIZARD_CACHE_DIR", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "nonexistent"))
    assert cache_folder() is None
    monkeypatch.setenv("HOME", str(tmp_path))
    assert cache_folder() == tmp_path / ".cache" / "gpu-wizard"
