"""Core messages and money as the GUI shows them: values formatted for the app's language.

`message_text(m, translate, currency)` is `wizard.locale_format.render_localized` with the running
app's language, so "Within budget: {price} of {budget}" reads "¥14,193 of ¥15,000", never raw
numbers. `content_lang()` is the language of bilingual content (knowledge base, report): en or zh_CN.
"""

from __future__ import annotations

import re
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
    from wizard.locale_format import format_money, render_localized

    params = message.params
    amount, code = params.get("amount"), params.get("currency")
    if isinstance(amount, int | float) and not isinstance(amount, bool) and isinstance(code, str) and code:
        # "about {amount} {currency}" (SUGGEST_BUDGET): one money value, "¥8,565", not "8,565 CNY".
        money_params = {**params, "amount": format_money(amount, code, app_lang()), "currency": ""}
        text = render_localized(message.model_copy(update={"params": money_params}), translate, app_lang(), currency)
        return re.sub(" {2,}", " ", text)
    return render_localized(message, translate, app_lang(), currency)


def money(value: float | None, currency: str) -> str:
    from wizard.locale_format import format_money

    return "—" if value is None else format_money(value, currency, app_lang())
