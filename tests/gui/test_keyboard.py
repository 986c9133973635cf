"""The wizard with the keyboard alone, and what a screen reader is told: keys that must not lose answers,
focus that must not hide, tables that must let Tab go, Alt+letter keys that must not collide, and number
fields that read what people type."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gui_helpers import click_next, menu_collisions, mnemonic_collisions, open_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QWidget, QWizard
from pytestqt.qtbot import QtBot

from wizard import i18n
from wizard.gui.main_window import MainWindow
from wizard.gui.wizard import GpuWizard, PageId

CHAT = {"workload": "inference", "model": "qwen2.5-7b", "os": "windows", "form_factor": "desktop",
        "budget": {"amount": 2000, "currency": "USD", "scope": "per_machine"}}


def results(qtbot: QtBot, window: MainWindow, answers: dict[str, object] = CHAT) -> None:
    wiz = window.wizard
    wiz.set_answers(answers)
    with qtbot.waitSignal(wiz.results_page.recommendation_changed, timeout=5000):
        while wiz.currentId() != PageId.RESULTS:
            click_next(qtbot, wiz, PageId(wiz.currentId() + 1))


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def to_page(qtbot: QtBot, wiz: GpuWizard, page: PageId) -> None:
    for expect in PageId:
        if expect is PageId.WELCOME:
            continue
        click_next(qtbot, wiz, expect)
        if expect is page:
            return


# ---------------------------------------------------------------- keys that had closed the app

def test_escape_on_a_page_keeps_the_window_and_the_answers(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers(CHAT)
    to_page(qtbot, wiz, PageId.MODEL)
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert window.isVisible() and wiz.isVisible()
    assert wiz.currentId() == PageId.MODEL and wiz.answer("model") == "qwen2.5-7b"


def test_enter_on_the_results_quits_nothing_unless_a_button_has_focus(qtbot: QtBot, window: MainWindow) -> None:
    results(qtbot, window)
    page = window.wizard.results_page
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # on the sections' tabs, where the results open
    assert window.isVisible()
    box = page.cards[0].findChild(QCheckBox)
    assert box is not None
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Enter)
    assert window.isVisible(), "Enter on a Compare box pressed Close"
    # no Close button to land on: the window closes as any other (test_unsaved_answers)
    assert not window.wizard.button(QWizard.WizardButton.FinishButton).isVisible()


def test_reaching_the_results_focuses_them_not_a_hidden_answer(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers(CHAT)
    to_page(qtbot, wiz, PageId.POWER)
    wiz.power_page.cooling.setFocus()
    before = wiz.answer("cooling")
    qtbot.keyClick(wiz.power_page.cooling, Qt.Key.Key_Return)  # Enter is Next on a question page
    assert wiz.currentId() == PageId.RESULTS, PageId(wiz.currentId()).name
    assert focused().isVisible() and focused() is wiz.results_page.tabs.tabBar()
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    assert wiz.answer("cooling") == before


# ---------------------------------------------------------------- Tab goes where the eye goes

def tab_stops(qtbot: QtBot, start: QWidget, count: int) -> list[QWidget]:
    start.setFocus()
    stops = []
    for _ in range(count):
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        stops.append(focused())
    return stops


def test_tab_leaves_the_quotes_table(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers({**CHAT, "price_overrides": {"rtx-4090": 1800, "rtx-3090": 900, "rtx-5090": 2500}})
    to_page(qtbot, wiz, PageId.BUDGET)
    page = wiz.budget_page
    stops = tab_stops(qtbot, page.quotes, 3)
    assert stops[0] is page.remove_quote, [type(s).__name__ for s in stops]


def test_tab_goes_through_the_button_rows_as_they_are_drawn(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    row = (QWizard.WizardButton.CustomButton1, QWizard.WizardButton.CustomButton2, QWizard.WizardButton.BackButton)
    to_page(qtbot, wiz, PageId.MODEL)
    buttons = [wiz.button(b) for b in (*row, QWizard.WizardButton.NextButton)]
    assert [b.x() for b in buttons] == sorted(b.x() for b in buttons)  # drawn left to right
    assert tab_stops(qtbot, buttons[0], 3) == buttons[1:]
    assert tab_stops(qtbot, wiz.model_page.tree, 1)[0] not in buttons  # the page's own fields come first
    results(qtbot, window)
    buttons = [wiz.button(b) for b in (*row, QWizard.WizardButton.NextButton)]
    assert [b.x() for b in buttons] == sorted(b.x() for b in buttons)
    assert tab_stops(qtbot, buttons[0], 2) == buttons[1:3]  # Next is greyed here: no stop
    page = wiz.results_page
    row = [page.compare_button, *page.report_buttons]
    assert len(page.report_buttons) >= 4
    row[0].setEnabled(True)  # as once two cards are ticked
    stops = tab_stops(qtbot, row[0], len(row))
    assert stops == [*row[1:], page.tabs.tabBar()]


# ---------------------------------------------------------------- Alt+letter

def walk_pages(qtbot: QtBot, window: MainWindow, answers: dict[str, object]) -> dict[str, dict[str, list[str]]]:
    wiz = window.wizard
    wiz.set_answers(answers)
    found = {}
    for expect in PageId:
        if expect is not PageId.WELCOME:
            click_next(qtbot, wiz, expect)
            if expect is PageId.RESULTS:
                page = wiz.results_page
                qtbot.waitUntil(lambda p=page: p.current_recommendation() is not None, timeout=5000)
        clashes = mnemonic_collisions(window)
        if clashes:
            found[expect.name] = clashes
    return found


JOURNEYS = [
    {**CHAT, "current_gpu": {"id": "rtx-3090", "count": 1}, "price_overrides": {"rtx-4090": 1800}},
    {"workload": "lora", "model": "qwen2.5-7b", "batch_size": 4, "max_gpus": 2, "os": "linux"},
    {"workload": "hpc", "working_set_gb": 20, "os": "linux"},
    {"workload": "rendering", "working_set_gb": 20, "os": "windows", "renderer": "octane"},
]


@pytest.mark.parametrize("answers", JOURNEYS, ids=["chat", "lora", "hpc", "rendering"])
def test_no_two_controls_on_a_page_share_an_alt_key(qtbot: QtBot, expert_window: MainWindow,
                                                     answers: dict[str, object]) -> None:
    assert walk_pages(qtbot, expert_window, answers) == {}
    assert menu_collisions(expert_window) == {}


@pytest.fixture
def zh_expert_window(qapp, qtbot: QtBot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    i18n.switch_language(qapp, "zh_CN")
    try:
        yield open_window(qtbot, i18n.qt_translate, expert=True)
    finally:
        i18n.switch_language(qapp, "en")


@pytest.mark.parametrize("answers", JOURNEYS, ids=["chat", "lora", "hpc", "rendering"])
def test_no_two_controls_share_an_alt_key_in_chinese(qtbot: QtBot, zh_expert_window: MainWindow,
                                                    answers: dict[str, object]) -> None:
    assert walk_pages(qtbot, zh_expert_window, answers) == {}
    assert menu_collisions(zh_expert_window) == {}


# ---------------------------------------------------------------- quotes with the keyboard

def test_a_quote_is_read_as_people_write_prices(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers({**CHAT, "budget": {"amount": 20000, "currency": "CNY", "scope": "per_machine"}})
    to_page(qtbot, wiz, PageId.BUDGET)
    page = wiz.budget_page
    for typed, expected in (("12k", 12000.0), ("1.5万", 15000.0), ("¥13,999", 13999.0), ("14999元", 14999.0)):
        page.quote_gpu.setEditText("NVIDIA GeForce RTX 4090")
        page.quote_price.setText(typed)
        qtbot.keyClick(page.quote_price, Qt.Key.Key_Return)  # Enter adds the quote ...
        assert wiz.answer("price_overrides") == {"rtx-4090": expected}, typed
        assert wiz.currentId() == PageId.BUDGET  # ... and stays on the page
    assert page.quotes.rowCount() == 1 and page.quotes.item(0, 1).text() == "¥14,999"


def test_a_price_that_is_not_a_number_is_said_and_not_stored(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers(CHAT)
    to_page(qtbot, wiz, PageId.BUDGET)
    page = wiz.budget_page
    page.quote_gpu.setEditText("NVIDIA GeForce RTX 4090")
    page.quote_price.setText("12x")
    qtbot.mouseClick(page.add_quote, Qt.MouseButton.LeftButton)  # had raised ValueError in the quote table
    assert wiz.answer("price_overrides") is None and page.quotes.rowCount() == 0
    assert page.quote_issue.isVisibleTo(page)
    assert "'12x' cannot be read as one" in page.quote_issue.text()
    page.quote_price.setText("1200")
    assert not page.quote_issue.isVisibleTo(page)  # typing again clears it


def test_delete_removes_the_selected_quote(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers({**CHAT, "price_overrides": {"rtx-4090": 1800, "rtx-3090": 900}})
    to_page(qtbot, wiz, PageId.BUDGET)
    page = wiz.budget_page
    page.quotes.setFocus()
    page.quotes.selectRow(0)
    gone = page.quotes.item(0, 0).data(256)
    qtbot.keyClick(page.quotes, Qt.Key.Key_Delete)
    assert set(wiz.answer("price_overrides")) == {"rtx-4090", "rtx-3090"} - {gone}


def test_the_currency_box_is_labelled(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtWidgets import QLabel

    to_page(qtbot, window.wizard, PageId.BUDGET)
    page = window.wizard.budget_page
    assert [lab.text() for lab in page.findChildren(QLabel) if lab.buddy() is page.currency] == ["Currency:"]


# ---------------------------------------------------------------- number fields in words

@pytest.mark.parametrize(("typed", "answer"), [("7b", 7.0), ("7B", 7.0), ("1,5", 1.5), ("0.5", 0.5)])
def test_a_model_size_is_read_as_model_names_write_it(qtbot: QtBot, window: MainWindow, typed: str,
                                                      answer: float) -> None:
    wiz = window.wizard
    to_page(qtbot, wiz, PageId.MODEL)
    page = wiz.model_page
    page.custom_radio.setChecked(True)
    page.params.setText(typed)
    assert wiz.answer("params_b") == answer
    assert page.issue_texts() == []


def test_text_in_a_number_field_is_said_in_words_in_both_languages(qtbot: QtBot, window: MainWindow,
                                                                  qapp) -> None:  # type: ignore[no-untyped-def]
    wiz = window.wizard
    wiz.set_answers(CHAT)
    to_page(qtbot, wiz, PageId.BUDGET)
    page = wiz.budget_page
    page.amount.setText("lots")
    assert page.issue_texts() == ["Enter a number here, such as 7, 0.15 or 15,000; 'lots' cannot be read as one."]
    from wizard.core.results import Message
    from wizard.gui.text import message_text

    i18n.switch_language(qapp, "zh_CN")
    try:
        zh = message_text(Message(code="NUMBER_EXPECTED", params={"got": "lots"}), i18n.qt_translate)
    finally:
        i18n.switch_language(qapp, "en")
    assert zh == "这里请填数字，例如 7、0.15 或 15,000；“lots”不是数字。"


# ---------------------------------------------------------------- what a screen reader is told

def test_an_inline_error_is_announced_and_next_says_what_stops_it(qtbot: QtBot, window: MainWindow,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QAccessible

    alerts: list[str] = []
    real = QAccessible.updateAccessibility

    def record(event):  # type: ignore[no-untyped-def]
        if event.type() == QAccessible.Event.Alert:
            alerts.append(event.object().text())
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    wiz = window.wizard
    wiz.set_answers(CHAT)
    to_page(qtbot, wiz, PageId.BUDGET)
    next_button = wiz.button(QWizard.WizardButton.NextButton)
    assert next_button.accessibleDescription() == ""
    wiz.budget_page.amount.setText("-100")
    assert alerts == ["The budget must be more than zero."]
    assert not next_button.isEnabled()
    assert next_button.accessibleDescription() == "Answer first: The budget must be more than zero."
    wiz.budget_page.amount.setText("100")
    assert next_button.isEnabled() and next_button.accessibleDescription() == ""


def test_the_text_field_of_a_searchable_card_box_has_the_box_s_name(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers(CHAT)
    to_page(qtbot, wiz, PageId.BUDGET)
    assert wiz.budget_page.quote_gpu.lineEdit().accessibleName() == "Card for the quote"
    click_next(qtbot, wiz, PageId.PLATFORM)
    assert wiz.platform_page.current_gpu.lineEdit().accessibleName() == "The card you have"


def test_an_amount_in_another_currency_is_said_not_taken(qtbot: QtBot, window: MainWindow) -> None:
    """'$1,500' as the budget with CNY chosen had been stored as ¥1,500, unsaid; a quote as '$1,800' showed ¥1,800."""
    wiz = window.wizard
    wiz.set_answers({**CHAT, "budget": {"amount": 20000, "currency": "CNY", "scope": "per_machine"}})
    to_page(qtbot, wiz, PageId.BUDGET)
    page = wiz.budget_page
    page.amount.setText("$1,500")
    assert page.issue_texts() == ["'$1,500' is in USD, but your answers are in CNY: choose USD as the budget's "
                                  "currency, or write the amount in CNY."]
    page.currency.setCurrentIndex(page.currency.findData("USD"))  # choosing it reads the amount
    assert wiz.answer("budget.amount") == 1500.0 and page.issue_texts() == []
    page.currency.setCurrentIndex(page.currency.findData("CNY"))
    page.quote_gpu.setEditText("NVIDIA GeForce RTX 4090")
    page.quote_price.setText("$1,800")
    qtbot.keyClick(page.quote_gpu.lineEdit(), Qt.Key.Key_Return)  # Enter in the card box adds it too
    assert wiz.answer("price_overrides") is None and "is in USD" in page.quote_issue.text()
    assert wiz.currentId() == PageId.BUDGET


def test_a_search_that_finds_no_model_chooses_none(qtbot: QtBot, window: MainWindow) -> None:
    """'zzzz' hid every model while the earlier choice stayed the answer: Enter went on with a model not shown."""
    wiz = window.wizard
    wiz.set_answers(CHAT)
    to_page(qtbot, wiz, PageId.MODEL)
    page = wiz.model_page
    qtbot.keyClicks(page.search, "zzzz")
    assert wiz.answer("model", "absent") is None
    assert page.issue_texts() == ["Choose a model or enter its size."]
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    assert wiz.currentId() == PageId.MODEL  # Next is off until a model is chosen
    page.search.clear()
    qtbot.keyClicks(page.search, "qwen2.5 7b")
    assert wiz.answer("model") == "qwen2.5-7b"


def test_back_and_next_are_named_without_their_arrows(window: MainWindow) -> None:
    """Screen readers had read "less than Back" and "Next greater than"."""
    wiz = window.wizard
    assert wiz.button(QWizard.WizardButton.BackButton).accessibleName() == "Back"
    assert wiz.button(QWizard.WizardButton.NextButton).accessibleName() == "Next"


def test_tab_never_stops_on_a_page_s_invisible_scroll_area(qtbot: QtBot, window: MainWindow) -> None:
    """The first Tab stop of every question page had been its scroll area, which shows no focus (GUI review,
    2026-12-02)."""
    from PySide6.QtWidgets import QScrollArea

    wiz = window.wizard
    wiz.set_answers(CHAT)
    for page in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER):
        click_next(qtbot, wiz, page)
        stops = []
        for _ in range(12):
            qtbot.keyClick(focused(), Qt.Key.Key_Tab)
            stops.append(focused())
        assert not [w for w in stops if isinstance(w, QScrollArea)], (page.name, stops)
