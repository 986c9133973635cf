"""Numbers as people type them (wizard.core.typed_numbers), shared by the GUI's fields and quote sheets."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wizard.core.typed_numbers import NumberKind, typed_number
from wizard.core.validation import check_answers


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("15000", NumberKind.MONEY, 15000.0),
    ("15,000", NumberKind.MONEY, 15000.0),
    ("¥15,000", NumberKind.MONEY, 15000.0),
    ("15000元", NumberKind.MONEY, 15000.0),
    ("RMB 8,565", NumberKind.MONEY, 8565.0),
    ("$1,499.00", NumberKind.MONEY, 1499.0),
    ("5.499,00 €", NumberKind.MONEY, 5499.0),
    ("12k", NumberKind.MONEY, 12000.0),
    ("1.5万", NumberKind.MONEY, 15000.0),
    ("3千", NumberKind.MONEY, 3000.0),
    ("-100", NumberKind.MONEY, -100.0),  # read, so the core says "more than zero"
    ("7B", NumberKind.PARAMS, 7.0),
    ("0.5b", NumberKind.PARAMS, 0.5),
    ("1,5", NumberKind.PLAIN, 1.5),  # a decimal comma, not 15
    ("0,25", NumberKind.MONEY, 0.25),
    ("2.048", NumberKind.PLAIN, 2.048),  # a size: the dot is a decimal point
])
def test_what_people_type_is_read(text: str, kind: NumberKind, value: float) -> None:
    assert typed_number(text, kind) == value


@pytest.mark.parametrize(("text", "kind"), [
    ("lots", NumberKind.MONEY), ("12x", NumberKind.MONEY), ("5.499", NumberKind.MONEY),  # 5.5 or 5,499?
    ("5,4,9,9", NumberKind.MONEY), ("1e999", NumberKind.PLAIN), ("7b", NumberKind.MONEY),
    ("k", NumberKind.MONEY), ("b", NumberKind.PARAMS), ("7 GB", NumberKind.PLAIN),
])
def test_what_says_no_one_number_is_kept_as_text_for_validation_to_name(text: str, kind: NumberKind) -> None:
    assert typed_number(text, kind) == text.strip()


def test_empty_is_no_answer() -> None:
    assert typed_number("  ", NumberKind.MONEY) is None


@given(st.integers(min_value=1, max_value=10**12))
def test_a_whole_amount_reads_back_however_it_is_grouped(n: int) -> None:
    for text in (str(n), f"{n:,}", f"¥{n:,}", f"{n:,}".replace(",", " ") + " 元"):
        assert typed_number(text, NumberKind.MONEY) == n


def test_text_in_a_number_answer_is_named_in_words_not_pydantic_english() -> None:
    profile, issues = check_answers({"workload": "inference", "model": "qwen2.5-7b",
                                     "budget": {"amount": "lots", "currency": "USD"}})
    assert profile is None
    assert [(i.field, i.message.code, i.message.params) for i in issues] == [
        ("budget.amount", "NUMBER_EXPECTED", {"got": "lots"})]


def test_an_amount_in_another_currency_is_not_taken_as_this_one() -> None:
    """'$1,500' typed with CNY chosen had been taken as ¥1,500: a budget about seven times too small."""
    from wizard.core.typed_numbers import number_issue

    assert typed_number("$1,500", NumberKind.MONEY, "CNY") == "$1,500"
    assert typed_number("$1,500", NumberKind.MONEY, "USD") == 1500.0
    assert typed_number("¥15,000", NumberKind.MONEY, "CNY") == 15000.0
    assert number_issue("$1,500", "CNY") == ("CURRENCY_MISMATCH", {"got": "$1,500", "written": "USD",
                                                                   "currency": "CNY"})
    assert number_issue("lots", "CNY") == ("NUMBER_EXPECTED", {"got": "lots"})
    profile, issues = check_answers({"workload": "inference", "model": "qwen2.5-7b",
                                     "budget": {"amount": "$1,500", "currency": "CNY"}})
    assert profile is None and issues[0].message.code == "CURRENCY_MISMATCH"


@pytest.mark.parametrize(("text", "value"), [("１５，０００", 15000.0), ("¥15，000", 15000.0), ("0．25", 0.25)])
def test_a_chinese_input_method_s_full_width_figures_are_read(text: str, value: float) -> None:
    assert typed_number(text, NumberKind.MONEY) == value


@pytest.mark.parametrize("text", ["1$500", "1usd2", "15元00"])
def test_a_currency_mark_inside_the_digits_says_no_one_number(text: str) -> None:
    assert typed_number(text, NumberKind.MONEY) == text
