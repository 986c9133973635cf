"""Errors the core raises for bad input, importable without loading pydantic (fast start-up).

`str(error)` is one English line for the command line and logs; `error.localized(translate)` is
the same in the app's language, for the GUI's message boxes. Problems the catalog knows
(`PROBLEMS`) are translated, and so are the profile validators' own sentences (`VALIDATOR_TEXTS`);
any other message (a catalog validator's sentence) stays as written.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Mapping, Sequence

from wizard.core.translatable import QT_TRANSLATE_NOOP, Translate, untranslated

Param = str | int | float
# How many of a file's other problems are said one by one (a sheet's bad rows); the rest are counted.
OTHERS_SAID = 20


# What is wrong, by code; {placeholders} come from DataFileError.params. The English line is the
# error's own message (pydantic's words for a field), these are the catalog's sources.
PROBLEMS: dict[str, str] = {
    "empty": QT_TRANSLATE_NOOP("errors", "the file is empty"),
    "binary": QT_TRANSLATE_NOOP("errors", "this is a binary file, not JSON or TOML text"),
    "not_utf8": QT_TRANSLATE_NOOP("errors", "not UTF-8 text (byte {byte})"),
    "sheet_encoding": QT_TRANSLATE_NOOP("errors", "neither UTF-8 nor GBK text (byte {byte}): save the sheet as "
                                                  "\"CSV UTF-8\" (in Excel: File, Save As)"),
    "bad_json": QT_TRANSLATE_NOOP("errors", "invalid JSON at line {line}, column {column}: {detail}"),
    "bad_toml": QT_TRANSLATE_NOOP("errors", "invalid TOML: {detail}"),
    "not_a_table": QT_TRANSLATE_NOOP("errors", "the top level must be a table/object"),
    "too_large": QT_TRANSLATE_NOOP("errors", "the file is too large to be a profile or catalog"),
    "too_deep": QT_TRANSLATE_NOOP("errors", "the data is nested too deeply"),
    "repeated_key": QT_TRANSLATE_NOOP("errors", "the field {key} is given twice"),
    "no_file": QT_TRANSLATE_NOOP("errors", "no such file"),
    "is_folder": QT_TRANSLATE_NOOP("errors", "this is a folder, not a file"),
    "permission": QT_TRANSLATE_NOOP("errors", "permission denied"),
    "unreadable": QT_TRANSLATE_NOOP("errors", "cannot read: {detail}"),
    "unknown_field": QT_TRANSLATE_NOOP("errors", "unknown field (check its spelling)"),
    "newer_profile": QT_TRANSLATE_NOOP("errors", "saved by a newer version of GPU Selection Wizard (profile format "
                                                 "{version}; this version reads format {supported}), with an answer "
                                                 "this version does not know: update the app to open it"),
    "quoted_twice": QT_TRANSLATE_NOOP("errors", "{first} and {second} are the same card ({gpu}): keep one price"),
    "no_macos": QT_TRANSLATE_NOOP("errors", "macOS is not covered: a Mac's GPU is part of its Apple chip, and the "
                                            "catalog holds NVIDIA, AMD and Intel GPUs for Windows and Linux; "
                                            "choose windows, linux or wsl2"),
    "no_laptop": QT_TRANSLATE_NOOP("errors", "laptops are not covered: their GPUs are soldered in and run at the "
                                             "maker's power limit; choose desktop, server or any"),
    "missing": QT_TRANSLATE_NOOP("errors", "required field is missing"),
    "greater_than": QT_TRANSLATE_NOOP("errors", "Input should be greater than {limit}"),
    "greater_than_equal": QT_TRANSLATE_NOOP("errors", "Input should be greater than or equal to {limit}"),
    "less_than": QT_TRANSLATE_NOOP("errors", "Input should be less than {limit}"),
    "less_than_equal": QT_TRANSLATE_NOOP("errors", "Input should be less than or equal to {limit}"),
    "one_of": QT_TRANSLATE_NOOP("errors", "Input should be {expected}"),
    "number": QT_TRANSLATE_NOOP("errors", "Input should be a number"),
    "number_too_large": QT_TRANSLATE_NOOP("errors", "the number is far too large for this answer"),
    "finite_number": QT_TRANSLATE_NOOP("errors", "Input should be a finite number"),
    "whole_number": QT_TRANSLATE_NOOP("errors", "Input should be a whole number"),
    "true_false": QT_TRANSLATE_NOOP("errors", "Input should be true or false"),
    "text": QT_TRANSLATE_NOOP("errors", "Input should be text"),
    "object": QT_TRANSLATE_NOOP("errors", "Input should be a group of fields in braces, like {example}"),
    "list": QT_TRANSLATE_NOOP("errors", "Input should be a list in square brackets"),
    "too_short": QT_TRANSLATE_NOOP("errors", "the list needs at least {limit} entries"),
    "pattern_slug": QT_TRANSLATE_NOOP("errors", "an id is lower-case letters and digits joined by - or ., like "
                                                "rtx-4090"),
    "pattern_major_minor": QT_TRANSLATE_NOOP("errors", "write it as two numbers with a point, like 8.9"),
    "pattern_gfx": QT_TRANSLATE_NOOP("errors", "write it as gfx and the chip's number, like gfx1100"),
    "pattern_blender_version": QT_TRANSLATE_NOOP("errors", "write the Blender version like 4.2 or 4.x"),
    "unknown_model": QT_TRANSLATE_NOOP("errors", "unknown model preset {value}"),
    "unknown_gpu": QT_TRANSLATE_NOOP("errors", "unknown GPU id {value}"),
    "unknown_card": QT_TRANSLATE_NOOP("errors", "no card in the catalog is called {value}"),
    "ambiguous_gpu": QT_TRANSLATE_NOOP("errors", "{value} could be any of {ids}: write the catalog id"),
    "binary_sheet": QT_TRANSLATE_NOOP("errors", "this is a binary file, not a CSV quote sheet"),
    "sheet_too_large": QT_TRANSLATE_NOOP("errors", "the file is too large to be a quote sheet"),
    "price_format": QT_TRANSLATE_NOOP("errors", "write the price in digits, with a point for decimals (5499 or "
                                                "5499.00)"),
    "price_range": QT_TRANSLATE_NOOP("errors", "a card's price should be between {low} and {high}"),
    "price_currency": QT_TRANSLATE_NOOP("errors", "the price is written in {written}, but the currency column says "
                                                  "{column}"),
    "bad_csv": QT_TRANSLATE_NOOP("errors", "not a readable CSV sheet: {detail}"),
    "unclosed_quote": QT_TRANSLATE_NOOP("errors", "a quotation mark (\") opens a cell and is never closed, so the "
                                                  "rest of the sheet reads as one cell"),
    "number_too_long": QT_TRANSLATE_NOOP("errors", "a number in the file has thousands of digits: no answer "
                                                   "needs one that long"),
    "extra_cells": QT_TRANSLATE_NOOP("errors", "the row has {cells} cells and the header only {columns}: a price "
                                               "written with a comma (16,009) needs quotation marks "
                                               "(\"16,009\") or no comma"),
    "no_quotes": QT_TRANSLATE_NOOP("errors", "the sheet has no quotes: no card rows under its header"),
    "number_ambiguous": QT_TRANSLATE_NOOP("errors", "'{got}' can be read two ways, with the dot as a decimal point or "
                                                   "between thousands: write thousands without the dot or with "
                                                   "commas, such as 15000 or 15,000"),
    "currency_mismatch": QT_TRANSLATE_NOOP("errors", "'{got}' is in {written}, but the budget is in {currency}: write "
                                                    "the amount in {currency}, or give the budget's currency as "
                                                    "{written}"),
    "no_cards": QT_TRANSLATE_NOOP("errors", "the sheet quotes no graphics card: rows {rows} are other parts of the "
                                           "computer"),
    "no_card": QT_TRANSLATE_NOOP("errors", "the sheet quotes no graphics card: row {rows} is another part of the "
                                          "computer"),
    "other_memory": QT_TRANSLATE_NOOP("errors", "{value} says {written} GB, but the catalog's {id} has {have} GB: that "
                                               "variant is not in the catalog; write {id} if it is this card"),
    "twice_column": QT_TRANSLATE_NOOP("errors", "two columns are both read as {column} ({found}): keep one"),
    "quote_columns": QT_TRANSLATE_NOOP("errors", "a quote sheet needs the columns gpu, price and currency "
                                                 "(missing: {columns}; the sheet has: {found})"),
}


# Python's json module's reasons (json.decoder), said again in the user's language inside "bad_json".
JSON_DETAILS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("errors", "Expecting value"),
    QT_TRANSLATE_NOOP("errors", "Expecting property name enclosed in double quotes"),
    QT_TRANSLATE_NOOP("errors", "Expecting ',' delimiter"),
    QT_TRANSLATE_NOOP("errors", "Expecting ':' delimiter"),
    QT_TRANSLATE_NOOP("errors", "Extra data"),
    QT_TRANSLATE_NOOP("errors", "Unterminated string starting at"),
    QT_TRANSLATE_NOOP("errors", "Invalid control character at"),
    QT_TRANSLATE_NOOP("errors", "Illegal trailing comma before end of object"),
    QT_TRANSLATE_NOOP("errors", "Illegal trailing comma before end of array"),
)

# The profile's own validators' sentences (wizard/core/profile.py raises them with these very words):
# a hand-written profile gets them in the user's language too. Catalog validators' sentences are for
# catalog editors and stay English.
PSU_OR_CAP = QT_TRANSLATE_NOOP("errors", "give psu_watts or max_gpu_watts, not both")
PLUGS_NEED_PSU = QT_TRANSLATE_NOOP("errors", "pcie_8pin and pcie_16pin describe your power supply: give psu_watts too")
SIXTEEN_NEEDS_EIGHT = QT_TRANSLATE_NOOP("errors", "pcie_16pin needs pcie_8pin too (0 if the supply has none): the "
                                                  "check counts both")
MODEL_OR_SIZE = QT_TRANSLATE_NOOP("errors", "give either model (a preset id) or params_b (a custom size), not both")
RATE_PER_DOLLAR = QT_TRANSLATE_NOOP("errors", "a rate is units of the currency per US dollar: USD is 1, CNY between "
                                             "1 and 20, EUR between 0.3 and 3")
CURRENCY_CLASH = QT_TRANSLATE_NOOP("errors", "currency and budget.currency differ: the budget, the prices and the "
                                             "quotes are in one currency; give it once, in the budget")
VALIDATOR_TEXTS = frozenset({PSU_OR_CAP, PLUGS_NEED_PSU, SIXTEEN_NEEDS_EIGHT, MODEL_OR_SIZE, RATE_PER_DOLLAR,
                             CURRENCY_CLASH})

# Where the command line lists the valid ids, for an unknown one.
HINTS: dict[str, str] = {
    "unknown_model": QT_TRANSLATE_NOOP("errors", "see `gpu-wizard models list`; for a model that is no preset, give "
                                                 "its size as params_b, in billions, instead of model"),
    "unknown_gpu": QT_TRANSLATE_NOOP("errors", "see `gpu-wizard catalog list`"),
    "unknown_card": QT_TRANSLATE_NOOP("errors", "write the card's name as `gpu-wizard catalog list` does, or its id"),
}


class DataFileError(Exception):
    """A data file that cannot be used, with the place that is wrong.

    `message` is the English sentence; `code` (a key of PROBLEMS, or "") and `params` say the
    same for translation. `got` is the offending value as written, `more` how many other
    problems the file has; `others` those other problems, when each can be said (a quote sheet's
    bad rows, each on its own line: fixing one row per run had taken a 40-row sheet 40 runs).
    """

    def __init__(self, file: str, message: str, entry: str | None = None, field: str | None = None, *,
                 code: str = "", params: Mapping[str, Param] | None = None, got: str | None = None,
                 more: int = 0, suggestions: Iterable[str] = (), row: int | None = None,
                 others: Sequence[DataFileError] = ()) -> None:
        super().__init__(file, message, entry, field)
        self.row = row  # a spreadsheet's row (CSV, header = 1): "row 3, column 'price'" instead of an entry
        self.file = file
        self.message = message
        self.entry = entry
        self.field = field
        self.code = code if code in PROBLEMS else ""
        self.params = dict(params or {})
        self.got = got
        self.more = more
        self.suggestions = list(suggestions)
        self.others = list(others)

    @classmethod
    def problem(cls, file: str, code: str, entry: str | None = None, field: str | None = None,
                row: int | None = None, **params: Param) -> DataFileError:
        """An error whose English message is PROBLEMS[code] filled with `params`."""
        return cls(file, PROBLEMS[code].format(**params), entry, field, code=code, params=params, row=row)

    def __str__(self) -> str:
        """The command line's English line (the one wording: `localized` with no translation)."""
        return self.localized(untranslated, command_line=True)

    @property
    def hint(self) -> str:
        """Where the command line lists the valid ids (not shown in the app, which offers them)."""
        return HINTS.get(self.code, "")

    def localized(self, translate: Translate, *, command_line: bool = False) -> str:
        """The error in `translate`'s language: for a message box, or with `command_line` for the
        command line's error line (then it names the command that lists the valid ids, and in
        English it is `str(self)`)."""
        template = PROBLEMS.get(self.code, "")
        translated = translate("errors", template) if template else ""
        text = self.message  # English, or a problem the catalog has no words for: as first written
        if not template and text in VALIDATOR_TEXTS:
            text = translate("errors", text)
        if translated != template:
            params = dict(self.params)
            if self.code == "one_of":  # pydantic's "'a', 'b' or 'c'", listed again in this language
                params["expected"] = _relisted(str(params.get("expected", "")), translate)
            elif self.code == "no_cards":  # row numbers listed as the language lists (messages.LIST_SEPARATOR)
                params["rows"] = translate("messages", ", ").join(str(params.get("rows", "")).split(", "))
            elif self.code == "bad_json" and params.get("detail") in JSON_DETAILS:
                params["detail"] = translate("errors", str(params["detail"]))
            with contextlib.suppress(KeyError, IndexError, ValueError):  # a damaged translation: keep English
                text = translated.format(**params)
        if self.got is not None:
            text += translate("errors", " (got {value})").format(value=self.got)
        if self.suggestions:
            names = _listed(self.suggestions, translate("errors", " or "))
            text += translate("errors", "; did you mean {names}?").format(names=names)
        if command_line and self.hint:
            text += translate("errors", " ({hint})").format(hint=translate("errors", self.hint))
        if self.more == 1:
            text += translate("errors", " [and 1 more problem]")
        elif self.more:
            text += translate("errors", " [and {n} more problems]").format(n=self.more)
        if self.row is not None:
            where = translate("errors", "{file}: row {row}, column '{field}'") if self.field else \
                translate("errors", "{file}: row {row}")
        elif self.entry and self.field:
            where = translate("errors", "{file}: entry {entry}, field '{field}'")
        elif self.entry:
            where = translate("errors", "{file}: entry {entry}")
        elif self.field:
            where = translate("errors", "{file}, field '{field}'")
        else:
            where = "{file}"
        said = translate("errors", "{where}: {problem}").format(
            where=where.format(file=self.file, entry=self.entry, field=self.field, row=self.row), problem=text)
        lines = [said]
        hinted = bool(command_line and self.hint)
        for other in self.others[:OTHERS_SAID]:  # the command that lists the ids, once: not on every bad row
            lines.append(other.localized(translate, command_line=command_line and not hinted))
            hinted |= bool(command_line and other.hint)
        if len(self.others) > OTHERS_SAID:
            rest = len(self.others) - OTHERS_SAID
            lines[-1] += (translate("errors", " [and 1 more problem]") if rest == 1 else
                          translate("errors", " [and {n} more problems]").format(n=rest))
        return "\n".join(lines)


def _listed(names: list[str], last_separator: str, separator: str = ", ") -> str:
    return _joined([repr(n) for n in names], last_separator, separator)


def _joined(items: list[str], last_separator: str, separator: str = ", ") -> str:
    return items[0] if len(items) == 1 else separator.join(items[:-1]) + last_separator + items[-1]


def _relisted(expected: str, translate: Translate) -> str:
    """pydantic's English list of choices ("'a', 'b' or 'c'") with `translate`'s separators; unchanged
    when it is not such a list of quoted values."""
    head, sep, last = expected.rpartition(" or ")
    items = [*head.split(", "), last] if sep else [expected]
    if not all(len(i) >= 2 and i[0] == i[-1] and i[0] in "'\"" for i in items):
        return expected
    return _joined(items, translate("errors", " or "), translate("errors", ", "))


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def suggestions(value: str, known: Iterable[str]) -> list[str]:
    """The ids `value` was probably meant to be (at most three), or [] when nothing is close.

    Ids are compared without case, dashes and dots, so "RTX4090" finds "rtx-4090" and
    "llama3.1-8b" finds "llama-3.1-8b"; then by containment ("3060" finds "rtx-3060-12gb"),
    then by similarity.
    """
    import difflib

    by_key: dict[str, str] = {}
    for name in known:
        by_key.setdefault(_key(name), name)
    key = _key(value)
    exact = by_key.get(key)
    if exact is not None:
        return [exact] if exact != value else []
    containing = [k for k in by_key if len(key) >= 3 and key in k]
    close = containing if 0 < len(containing) <= 3 else difflib.get_close_matches(key, list(by_key), n=2, cutoff=0.75)
    return [by_key[k] for k in close]


def did_you_mean(found: list[str]) -> str:
    """"; did you mean 'rtx-4090'?" for `suggestions`' result, or "" when it found nothing."""
    return f"; did you mean {_listed(found, ' or ')}?" if found else ""
