"""A cache of the bundled data files, parsed: JSON next to nothing, keyed by the file's content.

Parsing the bundled TOML (catalog, model presets, troubleshooting guide, ecosystem, calibration,
exchange rates; about 300 KB) costs about 60 ms of pure-Python `tomllib` on every start of the
app and of every command. The parsed documents are cached as JSON, which the C `json` parser reads
in a few milliseconds. The key is a hash of the file's bytes, so an edited or updated data file is
never served stale; the cache is a convenience only, and any problem with it (no folder set, a
read-only or full disk, a damaged entry) falls back to parsing the file.

The core does not choose a folder: front ends call `set_cache_dir` (the command line sets the
platformdirs user cache folder; `GPU_WIZARD_CACHE_DIR` overrides it, and an empty value turns
the cache off). Dates and times, which JSON lacks, are stored tagged and restored exactly, so a
cached document is equal to a freshly parsed one.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

FORMAT = 1  # bump when the stored form changes
_TAGS: dict[str, Callable[[str], Any]] = {
    "$datetime": dt.datetime.fromisoformat,
    "$date": dt.date.fromisoformat,
    "$time": dt.time.fromisoformat,
}

# The folder, or a function that finds it on first use (a process that never reads data, such as
# the painting half of `gpu-wizard report`, then never pays for looking it up).
_cache_dir: Path | Callable[[], Path | None] | None = None


def set_cache_dir(path: str | Path | Callable[[], Path | None] | None) -> None:
    """Cache parsed data files in `path` (created on first write); None turns the cache off."""
    global _cache_dir
    _cache_dir = path if callable(path) else Path(path) if path else None


def cache_dir() -> Path | None:
    global _cache_dir
    if callable(_cache_dir):
        _cache_dir = _cache_dir()
    return _cache_dir


def _encode(value: object) -> object:
    # datetime before date: a datetime is also a date
    if isinstance(value, dt.datetime):
        return {"$datetime": value.isoformat()}
    if isinstance(value, dt.date):
        return {"$date": value.isoformat()}
    if isinstance(value, dt.time):
        return {"$time": value.isoformat()}
    raise TypeError(f"cannot cache a {type(value).__name__}")


def _decode(obj: dict[str, Any]) -> Any:
    if len(obj) == 1:
        (key, value), = obj.items()
        restore = _TAGS.get(key)
        if restore is not None and isinstance(value, str):
            return restore(value)
    return obj


def _entry(stem: str, raw: bytes) -> Path | None:
    folder = cache_dir()
    if folder is None:
        return None
    import hashlib

    digest = hashlib.blake2b(raw, digest_size=16).hexdigest()
    return folder / f"{stem}-v{FORMAT}-{digest}.json"


def cached_parse(raw: bytes, name: str, parse: Callable[[bytes, str], dict[str, Any]]) -> dict[str, Any]:
    """`parse(raw, name)`, served from the cache when this exact content was parsed before.

    Only successful parses are stored (a file with an error is parsed, and reported, every time).
    """
    stem = Path(name).stem or "data"
    entry = _entry(stem, raw)
    if entry is not None:
        try:
            doc = json.loads(entry.read_bytes(), object_hook=_decode)
        except (OSError, ValueError):
            pass  # not cached yet, or damaged: parse again below
        else:
            if isinstance(doc, dict):
                return doc
    doc = parse(raw, name)
    if entry is not None:
        _store(entry, stem, doc)
    return doc


def _store(entry: Path, stem: str, doc: dict[str, Any]) -> None:
    """Write the entry atomically and drop older entries of the same file; never raise."""
    import tempfile

    try:
        text = json.dumps(doc, default=_encode, ensure_ascii=False, separators=(",", ":"))
        entry.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=entry.parent, prefix=f".{stem}-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, entry)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        for old in entry.parent.glob(f"{stem}-v*.json"):
            if old != entry:
                old.unlink(missing_ok=True)
    except (OSError, TypeError, ValueError):
        pass  # a cache that cannot be written costs speed, never correctness
