"""Errors the core raises for bad input, importable without loading pydantic (fast start-up)."""

from __future__ import annotations

from collections.abc import Iterable


class DataFileError(Exception):
    """A data file that cannot be used, with the place that is wrong."""

    def __init__(self, file: str, message: str, entry: str | None = None, field: str | None = None) -> None:
        super().__init__(file, message, entry, field)
        self.file = file
        self.message = message
        self.entry = entry
        self.field = field

    def __str__(self) -> str:
        where = self.file
        if self.entry:
            where += f": entry {self.entry}"
        if self.field:
            where += f", field '{self.field}'"
        return f"{where}: {self.message}"


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def did_you_mean(value: str, known: Iterable[str]) -> str:
    """"; did you mean 'rtx-4090'?" for a mistyped id, or "" when nothing is close.

    Ids are compared without case, dashes and dots, so "RTX4090" finds "rtx-4090" and
    "llama3.1-8b" finds "llama-3.1-8b".
    """
    import difflib

    by_key: dict[str, str] = {}
    for name in known:
        by_key.setdefault(_key(name), name)
    exact = by_key.get(_key(value))
    if exact is not None and exact != value:
        return f"; did you mean {exact!r}?"
    key = _key(value)
    containing = [k for k in by_key if len(key) >= 3 and key in k]  # "3060" -> "rtx-3060-12gb"
    close = containing if 0 < len(containing) <= 3 else difflib.get_close_matches(key, list(by_key), n=2, cutoff=0.75)
    if not close:
        return ""
    names = [repr(by_key[k]) for k in close]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    return f"; did you mean {listed}?"
