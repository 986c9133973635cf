"""Errors the core raises for bad input, importable without loading pydantic (fast start-up)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DataFileError(Exception):
    """A data file that cannot be used, with the place that is wrong."""

    file: str
    message: str
    entry: str | None = None
    field: str | None = None

    def __str__(self) -> str:
        where = self.file
        if self.entry:
            where += f": entry {self.entry}"
        if self.field:
            where += f", field '{self.field}'"
        return f"{where}: {self.message}"
