"""Errors the core raises for bad input, importable without loading pydantic (fast start-up)."""

from __future__ import annotations


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
