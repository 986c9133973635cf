"""Text marked for translation, without Qt: the pieces every catalog-using module shares.

`QT_TRANSLATE_NOOP("context", "text")` returns the text unchanged; `pyside6-lupdate` collects the
call into resources/translations/*.ts. A front end turns the marked text into the user's
language with a `Translate` function (wizard.i18n), `untranslated` keeps it English.
Importable without pydantic, so wizard.atomic and wizard.core.errors can use it at start-up.
"""

from __future__ import annotations

from collections.abc import Callable

Translate = Callable[[str, str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text


def untranslated(context: str, text: str) -> str:
    return text
