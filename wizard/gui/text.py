"""Core messages and money as the GUI shows them: values formatted for the app's language.

`message_text(m, translate, currency)` is `wizard.locale_format.render_localized` with the running
app's language, so "Within budget: {price} of {budget}" reads "¥14,193 of ¥15,000", never raw
numbers. `content_lang()` is the language of bilingual content (knowledge base, report): en or zh_CN.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from wizard.core.results import Message

Translate = Callable[[str, str], str]


def app_lang() -> str:
    from wizard.i18n import current_language

    return current_language()


def content_lang() -> Literal["en", "zh_CN"]:
    """The report / knowledge-base language for the app's language (pseudo-localisation -> en)."""
    return "zh_CN" if app_lang().replace("-", "_").lower().startswith("zh") else "en"


def message_text(message: Message, translate: Translate, currency: str | None = None) -> str:
    from wizard.locale_format import render_localized

    return render_localized(message, translate, app_lang(), currency)


def unbroken_name(name: str, count: int | None = None) -> str:
    """A card's name for a narrow column that wraps, "1 × " before it when counted: a size stays with its unit
    and the count with its sign (the why-not tab had put "16" and "GB" of "RTX 5060 Ti 16 GB" on two lines)."""
    from wizard.locale_format import unbroken_units

    name = unbroken_units(name)
    return name if count is None else f"{count}\u00a0×\u00a0{name}"


def speed_unit(unit: str) -> str:
    """A speed unit as the app's language writes it (Chinese: "token/s"), the same as the report."""
    from wizard.i18n import qt_translate
    from wizard.locale_format import speed_unit_text

    return speed_unit_text(unit, qt_translate)


def money(value: float | None, currency: str) -> str:
    from wizard.locale_format import format_money

    return "—" if value is None else format_money(value, currency, app_lang())


def error_text(exc: BaseException) -> str:
    """An error for a message box, in the app's language where it has words for it (a failed
    write, wizard.atomic.WriteError; a file that cannot be used, wizard.core.errors.DataFileError),
    else as the error says itself."""
    from wizard.atomic import WriteError
    from wizard.core.errors import DataFileError

    if isinstance(exc, WriteError | DataFileError):
        from wizard.i18n import qt_translate

        return exc.localized(qt_translate)
    return str(exc)
