"""argparse in the user's language: the command line's help, usage line and section titles.

`gpu-wizard --lang zh_CN recommend --help` prints its help in Chinese. argparse prints help while
it parses, so the language has to be known before the parser is built: `help_language(words)`
reads `--lang` from the command line's words, else follows the system (wizard.i18n).

argparse's own words ("usage:", "options", "show this help message and exit") come from a gettext
catalog that Python does not ship in Chinese; `parser_class(translate)` makes parsers that set
them from our catalog instead. Its error messages are translated the same way
(`argparse_message`): argparse formats them in English before `error()` sees them, so the known
sentences are matched and said again from our catalog; one it does not know stays English.
`error_line` is the one form of every error line the command line prints.

Help is wrapped by display width: a Chinese character takes two terminal columns, which
textwrap, and so argparse, counts as one.
"""

from __future__ import annotations

import argparse
import re
import sys
import textwrap
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

from wizard.core.translatable import QT_TRANSLATE_NOOP, Translate, untranslated

LANG_CHOICES = ["en", "zh_CN", "pseudo"]


def help_language(words: Sequence[str]) -> str:
    """The language of the help: `--lang X` or `--lang=X` among `words`, else the system's."""
    from wizard.i18n import resolve_language

    given = None
    for i, word in enumerate(words):
        if word == "--lang" and i + 1 < len(words):
            given = words[i + 1]
        elif word.startswith("--lang="):
            given = word.split("=", 1)[1]
    return resolve_language(given if given in LANG_CHOICES else None)


def lang_help(translate: Translate) -> str:
    return translate("cli", "language of the output: en or zh_CN (default: the system locale); pseudo stretches "
                            "text for layout checks")


def parser_class(translate: Translate) -> type[argparse.ArgumentParser]:
    """An ArgumentParser class whose usage line, section titles and -h help are in `translate`'s
    language. Sub-commands' parsers are made with the same class (argparse's default)."""
    return type("LocalizedParser", (_LocalizedParser,), {"translate": staticmethod(translate)})


def error_line(message: str, translate: Translate = untranslated, prog: str = "gpu-wizard") -> str:
    """"gpu-wizard: error: <message>" in `translate`'s language (the line scripts and users see)."""
    return translate("cli", "{prog}: error: {message}").format(prog=prog, message=message)


# argparse's error sentences (Python 3.11-3.13 wording) and ours for them; `{names}` match the groups.
_ARGPARSE_MESSAGES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(pattern), template) for pattern, template in (
        (r"the following arguments are required: (?P<args>.+)",
         QT_TRANSLATE_NOOP("cli", "the following arguments are required: {args}")),
        (r"unrecognized arguments: (?P<args>.+)", QT_TRANSLATE_NOOP("cli", "unrecognized arguments: {args}")),
        (r"one of the arguments (?P<args>.+) is required",
         QT_TRANSLATE_NOOP("cli", "one of the arguments {args} is required")),
        (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)",
         QT_TRANSLATE_NOOP("cli", "ambiguous option: {option} could match {matches}")),
        (r"argument (?P<arg>\S+): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)",
         QT_TRANSLATE_NOOP("cli", "argument {arg}: invalid choice: {value} (choose from {choices})")),
        (r"argument (?P<arg>\S+): invalid int value: (?P<value>.+)",
         QT_TRANSLATE_NOOP("cli", "argument {arg}: {value} is not a whole number")),
        (r"argument (?P<arg>\S+): invalid float value: (?P<value>.+)",
         QT_TRANSLATE_NOOP("cli", "argument {arg}: {value} is not a number")),
        (r"argument (?P<arg>\S+): expected one argument",
         QT_TRANSLATE_NOOP("cli", "argument {arg}: expected one value")),
        (r"argument (?P<arg>\S+): not allowed with argument (?P<other>.+)",
         QT_TRANSLATE_NOOP("cli", "argument {arg}: not allowed with argument {other}")),
        (r"argument (?P<arg>\S+): (?P<detail>.+)", QT_TRANSLATE_NOOP("cli", "argument {arg}: {detail}")),
    )
]


def argparse_message(message: str, translate: Translate) -> str:
    """argparse's English error `message` in `translate`'s language (unchanged if not one it knows)."""
    for pattern, template in _ARGPARSE_MESSAGES:
        found = pattern.fullmatch(message)
        if found:
            return translate("cli", template).format(**found.groupdict())
    return message


class _LocalizedParser(argparse.ArgumentParser):
    translate: Translate = staticmethod(untranslated)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["add_help"] = False
        kwargs.setdefault("formatter_class", _WidthAwareFormatter)
        super().__init__(*args, **kwargs)
        translate = self.translate
        self._positionals.title = translate("cli", "positional arguments")
        self._optionals.title = translate("cli", "options")
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help=translate("cli", "show this help message and exit"))

    def error(self, message: str) -> NoReturn:
        """argparse's "usage: ...", then "prog: error: ..." in the parser's language; exit status 2."""
        self.print_usage(sys.stderr)
        self.exit(2, error_line(argparse_message(message, self.translate), self.translate, self.prog) + "\n")

    def _get_formatter(self) -> argparse.HelpFormatter:
        formatter = super()._get_formatter()
        if isinstance(formatter, _WidthAwareFormatter):
            formatter.usage_prefix = self.translate("cli", "usage: ")
        return formatter


class _WidthAwareFormatter(argparse.HelpFormatter):
    usage_prefix: str | None = None

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup], prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, prefix if prefix is not None else self.usage_prefix)

    def _format_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                      groups: Iterable[argparse._MutuallyExclusiveGroup], prefix: str | None) -> str:
        # argparse measures the prefix with len(): "用法：" is 3 characters but 6 columns wide. Wrap
        # narrower by the difference, then indent the continuation lines by it.
        shown = prefix if prefix is not None else self.usage_prefix or ""
        extra = columns(shown) - len(shown)
        width = self._width
        self._width = width - max(0, extra)
        try:
            text = super()._format_usage(usage, actions, groups, prefix)
        finally:
            self._width = width
        if extra <= 0:
            return text
        first, *rest = text.split("\n")
        return "\n".join([first, *((" " * extra + line) if line.startswith(" ") else line for line in rest)])

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap_columns(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in wrap_columns(text, width - len(indent)))


def columns(text: str) -> int:
    """How many terminal columns `text` takes (wide and full-width characters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


# Punctuation that must not begin a line (it stays with the character before it).
_NO_LINE_START = set("，。、；：！？）」』》】,.;:!?)")


def wrap_columns(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width` columns, broken at spaces or between wide characters.

    Closing punctuation never starts a line: the character or word before it moves down with it.
    Only a word longer than the line, or such a word with its punctuation, overflows.
    """
    text = " ".join(text.split())
    if columns(text) == len(text):
        return textwrap.wrap(text, max(1, width))
    tokens: list[str] = []
    for ch in text:  # a wide character is a token; a run of narrow ones (a word) is one token
        if ch == " " or columns(ch) == 2 or not tokens or tokens[-1] == " " or columns(tokens[-1][-1]) == 2:
            tokens.append(ch)
        else:
            tokens[-1] += ch
    lines: list[list[str]] = []
    line: list[str] = []
    for token in tokens:
        if line and token != " " and sum(map(columns, line)) + columns(token) > width:
            if token not in _NO_LINE_START:
                lines.append(line)
                line = []
            else:  # carry the last word, with the punctuation after it, down (else let it hang)
                carry: list[str] = []
                while len(line) > 1 and (not carry or carry[0] in _NO_LINE_START or carry[0] == " "):
                    carry.insert(0, line.pop())
                if carry and carry[0] not in _NO_LINE_START and carry[0] != " ":
                    lines.append(line)
                    line = carry
                else:
                    line.extend(carry)
        if line or token != " ":
            line.append(token)
    lines.append(line)
    return [joined for joined in ("".join(tokens).strip() for tokens in lines) if joined]
