"""Importing large packages after PySide6 without keeping their source text in memory.

Once PySide6 is loaded, its `__feature__` import hook reads the source of every module imported
after it (`inspect.getsource`, to see whether the module uses PySide6) and the standard library's
`linecache` keeps every line of it for good. The app imports pydantic and the core after the first
paint, and pyqtgraph with numpy for the charts: measured 7.5 MiB of cached lines with the pages
loaded and 16.6 MiB once a chart is shown (peak RSS with the charts about 150 MiB). The cache is
only a cache: a traceback reads a file again when it needs its lines.
"""

from __future__ import annotations

import importlib
import linecache
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from types import ModuleType


def drop_source_lines(keep: set[str] | frozenset[str] = frozenset()) -> int:
    """Forget the cached lines of source files (not `keep`); returns how many files were dropped.

    Entries without a modification time (source registered in memory, e.g. by an interactive
    shell) cannot be read again and are kept.
    """
    dropped = 0
    for name, entry in list(linecache.cache.items()):
        if name in keep or not isinstance(entry, tuple) or len(entry) != 4 or entry[1] is None:
            continue
        del linecache.cache[name]
        dropped += 1
    return dropped


class _DropOnImport:
    """A meta path entry that finds nothing: each import it sees first drops the lines cached since
    the block began, so they never pile up while a large package loads (the peak RSS counts)."""

    def __init__(self, keep: set[str]) -> None:
        self.keep = keep

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if len(linecache.cache) > len(self.keep):
            drop_source_lines(self.keep)


@contextmanager
def source_lines_dropped() -> Iterator[None]:
    """Drop the source lines cached while the block runs (its imports), keep those cached before."""
    keep = set(linecache.cache)
    finder = _DropOnImport(keep)
    sys.meta_path.insert(0, finder)  # type: ignore[arg-type]
    try:
        yield
    finally:
        with suppress(ValueError):
            sys.meta_path.remove(finder)  # type: ignore[arg-type]
        drop_source_lines(keep)


def import_module(name: str) -> ModuleType:
    """`importlib.import_module` without keeping the imported modules' source in memory."""
    with source_lines_dropped():
        return importlib.import_module(name)
