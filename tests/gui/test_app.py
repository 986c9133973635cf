"""Main window, profiles, catalog browser, settings, modes, themes and keyboard reach."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import ANSWER_PAGES, click, click_next, to_results, tree_rows
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget, QWizard
from pytestqt.qtbot import QtBot

from wizard.core.profile_io import load_profile
from wizard.gui.main_window import MainWindow
from wizard.gui.settings import Settings, host_currency, load_settings, save_settings
from wizard.gui.theme import apply_theme, is_dark
from wizard.gui.wizard import PageId

ROOT = Path(__file__).resolve().parents[2]


def test_profile_prefills_every_page(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    window.apply_profile(load_profile(ROOT / "examples" / "windows-chat-qwen7b.json"))
    click_next(qtbot, wiz, PageId.WORKLOAD)
    assert wiz.workload_page.buttons["inference"].isChecked()
    click_next(qtbot, wiz, PageId.MODEL)
    assert wiz.model_page.tree.currentItem().text(0) == "Qwen2.5 7B"
    assert wiz.model_page.precision.currentData() == "q8_0"
    assert wiz.model_page.context.value() == 8192
    click_next(qtbot, wiz, PageId.BUDGET)
    assert wiz.budget_page.amount.text() == "15000"
    assert wiz.budget_page.currency.currentData() == "CNY"
    click_next(qtbot, wiz, PageId.PLATFORM)
    assert wiz.platform_page.os_buttons["windows"].isChecked()
    assert wiz.platform_page.region.currentData() == "cn"
    assert wiz.platform_page.form_factor.currentData() == "desktop"
    click_next(qtbot, wiz, PageId.POWER)
    click_next(qtbot, wiz, PageId.RESULTS)
    rec = wiz.results_page.current_recommendation()
    assert rec is not None and rec.profile.region.value == "cn"
    assert all(c.config.currency == "CNY" for c in wiz.results_page.cards)


def test_back_and_next_keep_every_answer(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["rendering"])
    click_next(qtbot, wiz, PageId.MODEL)
    qtbot.keyClicks(wiz.model_page.working_set, "12")
    click_next(qtbot, wiz, PageId.BUDGET)
    qtbot.keyClicks(wiz.budget_page.amount, "3000")
    click(qtbot, wiz.budget_page.total)
    wiz.budget_page.machines.setValue(3)
    click_next(qtbot, wiz, PageId.PLATFORM)
    click(qtbot, wiz.platform_page.os_buttons["windows"])
    click_next(qtbot, wiz, PageId.POWER)
    click(qtbot, wiz.power_page.psu_known)
    wiz.power_page.psu_watts.setValue(750)
    wiz.power_page.hours.setValue(4)
    before = json.dumps(wiz.answers, sort_keys=True)
    for _ in range(4):
        wiz.back()
    assert wiz.currentId() == PageId.WORKLOAD
    for expect in (PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER):
        click_next(qtbot, wiz, expect)
    assert json.dumps(wiz.answers, sort_keys=True) == before
    assert wiz.power_page.psu_known.isChecked() and wiz.power_page.psu_watts.value() == 750
    click_next(qtbot, wiz, PageId.RESULTS)
    rec = wiz.results_page.current_recommendation()
    assert rec is not None
    p = rec.profile
    assert (p.workload.value, p.working_set_gb, p.machines, p.budget.scope.value, p.os.value) == (  # type: ignore[union-attr]
        "rendering", 12, 3, "total", "windows")
    assert p.power is not None and p.power.psu_watts == 750
    # A renderer copies the scene to every card: the summary does not promise less per card with more cards
    summary = wiz.results_page.summary.text()
    assert "each card holds the whole scene" in summary and "less on each card" not in summary, summary


def test_the_power_supply_s_plugs_are_answered_and_read_back(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    page = wiz.power_page
    wiz.set_answers({"workload": "inference", "model": "qwen2.5-14b", "precision": "q4_k_m", "engine": "llama.cpp",
                     "os": "linux", "power": {"psu_watts": 1000}})
    wiz.setStartId(PageId.POWER)
    wiz.restart()
    assert page.psu_known.isChecked() and not page.plugs_known.isChecked()
    assert page.plugs_known.isEnabled() and not page.pcie_8pin.isEnabled()
    click(qtbot, page.plugs_known)
    assert page.pcie_8pin.isEnabled() and page.pcie_16pin.isEnabled()
    page.pcie_8pin.setValue(2)
    assert wiz.answers["power"] == {"psu_watts": 1000, "pcie_8pin": 2, "pcie_16pin": 0}
    click_next(qtbot, wiz, PageId.RESULTS)
    rec = wiz.results_page.current_recommendation()
    assert rec is not None and "rtx-5090" not in {c.gpu_id for c in rec.shortlist}
    assert any(m.code == "EXCLUDED_PSU_PLUGS_ADAPTER" for e in rec.excluded if e.gpu_id == "rtx-5090"
               for m in e.reasons)
    # Opened again (a saved profile), the page shows the counts; "recommend one" drops them.
    wiz.set_answers({**wiz.answers, "power": {"psu_watts": 850, "pcie_8pin": 3, "pcie_16pin": 1}})
    wiz.restart()
    assert page.plugs_known.isChecked() and (page.pcie_8pin.value(), page.pcie_16pin.value()) == (3, 1)
    click(qtbot, page.psu_unknown)
    assert wiz.answers.get("power") is None and not page.plugs_known.isEnabled()


def test_save_profile_round_trip(qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    wiz = window.wizard
    wiz.set_answers({"workload": "qlora", "model": "qwen2.5-14b", "os": "wsl2"})
    target = tmp_path / "saved.json"
    asked: list[str] = []

    def type_name(name: str, replace: bool) -> None:
        """In the real Save dialog: type `name` without its extension and press Save; answer "replace it?"."""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QMessageBox

        dialog = QApplication.activeModalWidget()

        def confirm() -> None:
            box = QApplication.activeModalWidget()
            assert isinstance(box, QMessageBox)
            asked.append(box.text())
            box.button(QMessageBox.StandardButton.Yes if replace else QMessageBox.StandardButton.No).click()
            if not replace and dialog is not None:
                dialog.reject()

        QTimer.singleShot(0, confirm)
        _type_only(tmp_path, name)

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: _type_only(tmp_path, "saved"))  # no file yet: no question
    assert window.save_profile()
    assert load_profile(target).model == "qwen2.5-14b"  # ".json" added: the Open dialog's filter shows it
    # Saved again as "saved" over the file: the dialog asks before replacing it, with the full name
    wiz.set_answers({"workload": "qlora", "model": "qwen2.5-7b", "os": "wsl2"})
    QTimer.singleShot(0, lambda: type_name("saved", replace=False))
    assert not window.save_profile()
    assert asked and "saved.json" in asked[0]
    assert load_profile(target).model == "qwen2.5-14b"  # kept: the user said No
    QTimer.singleShot(0, lambda: type_name("saved", replace=True))
    assert window.save_profile()
    assert load_profile(target).model == "qwen2.5-7b"
    # a name with a dot of its own: Qt adds no suffix to it; the app adds ".json" and asks before replacing
    dotted = tmp_path / "round-2026.12.json"
    dotted.write_text('{"workload": "hpc", "working_set_gb": 10}', encoding="utf-8")
    asked.clear()

    def refuse_replace() -> None:
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()

    def type_dotted() -> None:
        QTimer.singleShot(0, refuse_replace)  # runs once the file dialog has closed and the question is open
        _type_only(tmp_path, "round-2026.12")

    QTimer.singleShot(0, type_dotted)
    assert not window.save_profile()
    assert asked and "round-2026.12.json" in asked[0]
    assert load_profile(dotted).workload.value == "hpc"  # kept


def _type_only(folder: Path, name: str) -> None:
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, QFileDialog)
    dialog.setDirectory(str(folder))
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    assert edit is not None
    edit.setText(name)
    dialog.accept()


def test_catalog_browser_sorts_filters_and_shows_sources(qtbot: QtBot, window: MainWindow) -> None:
    window.catalog_action.trigger()
    browser = window._catalog
    assert browser is not None
    qtbot.waitExposed(browser)
    total = browser.model.rowCount()
    assert total > 40
    qtbot.keyClicks(browser.search, "4090")
    names = browser.visible_names()
    # the card's own columns only: not an RTX 4070 SUPER whose source cites the RTX 4090 whitepaper table
    assert names and all("4090" in n for n in names)
    browser.search.clear()
    qtbot.keyClicks(browser.search, "48 GB")  # the filter's own examples
    assert "NVIDIA RTX 6000 Ada Generation" in browser.visible_names()
    assert "NVIDIA GeForce RTX 4090" not in browser.visible_names()
    browser.search.clear()
    qtbot.keyClicks(browser.search, "hbm3")
    assert "NVIDIA H100 SXM5 80GB" in browser.visible_names()
    browser.search.clear()
    browser.vendor.setCurrentIndex(browser.vendor.findData("amd"))
    assert all(n.startswith("AMD") for n in browser.visible_names())
    browser.vendor.setCurrentIndex(0)
    browser.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # memory, numeric sort
    mems = [browser.proxy.index(r, 3).data(Qt.ItemDataRole.UserRole + 1) for r in range(browser.proxy.rowCount())]
    assert mems == sorted(mems, reverse=True)
    browser.table.selectRow(0)
    assert "Memory: " in browser.details.toPlainText()
    # A card without BF16 shows its FP16 rate, marked and explained.
    rows = {browser.model.item(r, 0).text(): r for r in range(browser.model.rowCount())}
    half = browser.model.item(rows["AMD Radeon RX 6800 XT"], 8)
    assert half.text() == "41.5 *" and "No BF16" in half.toolTip()
    assert not browser.model.item(rows["AMD Radeon RX 7900 XTX"], 8).text().endswith("*")
    kinds = {browser.proxy.index(r, 2).data() for r in range(browser.proxy.rowCount())}
    assert kinds <= {"Consumer", "Workstation", "Datacenter", "Edge", "Complete computer"} and "Datacenter" in kinds
    # The complete computers are a kind of their own, with a filter: not a card for the buyer's PC
    browser.segment.setCurrentIndex(browser.segment.findData("system"))
    assert sorted(browser.visible_names()) == ["AMD Ryzen AI Max+ 395 128 GB (Radeon 8060S)",
                                               "NVIDIA DGX Spark (GB10 Grace Blackwell, 128 GB)"]
    browser.table.selectRow(0)  # whether it is sold in mainland China, and why not
    assert "Mainland China: not confirmed (no source says either way)" in browser.details.toPlainText()
    browser.segment.setCurrentIndex(0)
    for query, china in (("RTX 4090 D", "Mainland China: sold there."), ("RTX 5090", "not sold there (export rules)")):
        browser.search.setText(query)
        browser.table.selectRow(next(r for r in range(browser.proxy.rowCount())
                                     if browser.proxy.index(r, 0).data().endswith(query)))
        assert china in browser.details.toPlainText()
    browser.search.clear()
    # FP64 (column 7): cards without FP64 hardware say so in words and sort below every real rate
    browser.table.sortByColumn(7, Qt.SortOrder.AscendingOrder)
    fp64 = [browser.proxy.index(r, 7).data() for r in range(browser.proxy.rowCount())]
    none = fp64.count("none")
    assert none >= 2 and fp64[:none] == ["none"] * none and "0.00" not in fp64
    # Blender score (column 9): the Open Data median where there is one, highest first
    browser.table.sortByColumn(9, Qt.SortOrder.DescendingOrder)
    top = browser.proxy.index(0, 9)
    from wizard.core.catalog import load_catalog

    best = max(g.blender.score for g in load_catalog().gpus if g.blender is not None)
    assert top.data() == f"{best:,.0f}" and "Blender Open Data median score" in top.data(Qt.ItemDataRole.ToolTipRole)
    browser.table.selectRow(0)
    assert "Rendering: Blender Open Data" in browser.details.toPlainText()
    # Every name on one line (a wrapped one lost its second line to the row height); a name too
    # long for the column ends in "…" and its tooltip has all of it.
    assert not browser.table.wordWrap()
    assert browser.table.textElideMode() == Qt.TextElideMode.ElideRight
    longest = max(range(browser.proxy.rowCount()), key=lambda r: len(browser.proxy.index(r, 0).data()))
    name = browser.proxy.index(longest, 0)
    assert name.data(Qt.ItemDataRole.ToolTipRole) == name.data()
    browser.close()


def test_catalog_reachable_from_every_page(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    for expect in ANSWER_PAGES:
        click_next(qtbot, wiz, expect)
        button = wiz.button(wiz.WizardButton.CustomButton1)
        assert button.isVisible()
    with qtbot.waitSignal(wiz.catalog_requested, timeout=1000):
        click(qtbot, button)
    assert window._catalog is not None and window._catalog.isVisible()
    window._catalog.close()


def test_expert_mode_shows_expert_fields_and_persists(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click_next(qtbot, wiz, PageId.MODEL)
    assert not wiz.model_page.expert_box.isVisible()
    window.expert_action.trigger()
    assert wiz.model_page.expert_box.isVisible()
    assert load_settings().expert is True
    n_expert = wiz.model_page.precision.count()
    window.expert_action.trigger()
    assert not wiz.model_page.expert_box.isVisible()
    assert wiz.model_page.precision.count() < n_expert


def test_settings_are_isolated_and_survive_a_bad_file(tmp_path: Path) -> None:
    from wizard.gui.settings import config_dir

    assert str(config_dir()).startswith(str(tmp_path.parent.parent)) or "gui-config" in str(config_dir())
    save_settings(Settings(expert=True, theme="dark"))
    assert load_settings() == Settings(expert=True, theme="dark")
    (config_dir() / "settings.json").write_text("{not json")
    assert load_settings() == Settings()
    assert (config_dir() / "settings.json.bak").exists()


def test_light_and_dark_palettes(qtbot: QtBot, window: MainWindow) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        apply_theme(app, "dark")
        assert is_dark()
        text = app.palette().color(QPalette.ColorRole.WindowText)
        assert text.lightness() > 180
        apply_theme(app, "light")
        assert not is_dark()
    finally:
        apply_theme(app, "light")


def test_default_currency_follows_locale() -> None:
    from PySide6.QtCore import QLocale

    assert host_currency(QLocale(QLocale.Language.Chinese, QLocale.Country.China)) == "CNY"
    assert host_currency(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)) == "USD"


def _inputs(page: QWidget) -> list[QWidget]:
    out = []
    for w in page.findChildren(QWidget):
        kinds = QLineEdit | QComboBox | QAbstractSpinBox | QAbstractButton
        if not (isinstance(w, kinds) and w.isVisible() and w.isEnabled()):
            continue
        if isinstance(w.parent(), QAbstractSpinBox | QComboBox):
            continue
        out.append(w)
    return out


def test_keyboard_tab_reaches_every_input(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    window.activateWindow()
    for expect in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER):
        click_next(qtbot, wiz, expect)
        page = wiz.currentPage()
        inputs = _inputs(page)
        assert inputs
        inputs[0].setFocus()
        reached: set[int] = set()
        for _ in range(200):
            focused = QApplication.focusWidget()
            if focused is not None:
                reached.add(id(focused))
            wiz.focusNextPrevChild(True)
        # Radio buttons in one group share a single tab stop (arrow keys move inside the group).
        missing = [w.accessibleName() or w.objectName() for w in inputs
                   if id(w) not in reached and w.metaObject().className() != "QRadioButton"]
        assert not missing, f"{PageId(expect).name}: not reachable with Tab: {missing}"


def test_results_never_import_pyqtgraph_until_charts(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    to_results(qtbot, wiz)
    page = wiz.results_page
    assert page._charts is None
    page.tabs.setCurrentWidget(page.charts_holder)
    assert page._charts is not None
    assert "pyqtgraph" in sys.modules


def shown_charts(qtbot: QtBot, window: MainWindow) -> tuple[Any, list[str], list[Any]]:
    """The results page of the default journey with every chart tab shown: (page, tab titles, plots)."""
    wiz = window.wizard
    to_results(qtbot, wiz)
    page = wiz.results_page
    page.tabs.setCurrentWidget(page.charts_holder)
    charts = page.ensure_charts()
    assert charts is not None
    plots = []
    for i in range(charts.count()):  # type: ignore[attr-defined]
        charts.setCurrentIndex(i)  # type: ignore[attr-defined]
        plots.append(charts.widget(i).layout().itemAt(0).widget())  # type: ignore[attr-defined]
    return page, [charts.tabText(i) for i in range(charts.count())], plots  # type: ignore[attr-defined]


def test_chart_axes_write_numbers_and_money_as_the_app_does(qtbot: QtBot, window: MainWindow) -> None:
    """pyqtgraph's own ticks read "16000" and "0.5" years; ours read "$16,000", "12,000" and whole years."""
    page, _titles, plots = shown_charts(qtbot, window)
    speed_price, vram, per_watt, cost, context = plots  # the default journey is a chatbot: a context chart
    assert context.getAxis("left").tickStrings([32768.0], 1.0, 8192.0) == ["32,768"]
    symbol = {"USD": "$", "CNY": "¥", "EUR": "€"}[page.current_recommendation().shortlist[0].currency]  # type: ignore[union-attr]
    assert speed_price.getAxis("bottom").tickStrings([12000.0], 1.0, 2000.0) == [f"{symbol}12,000"]
    assert speed_price.getAxis("left").tickStrings([1500.0, 2.5], 1.0, 0.5) == ["1,500.0", "2.5"]
    assert per_watt.getAxis("left").tickStrings([0.05, 0.1], 1.0, 0.05) == ["0.05", "0.10"]
    assert vram.getAxis("left").tickStrings([16.0], 1.0, 4.0) == ["16"]
    assert cost.getAxis("left").tickStrings([16000.0], 1.0, 1000.0) == [f"{symbol}16,000"]
    year_ticks = [v for _, values in cost.getAxis("bottom").tickValues(0.0, 3.0, 800.0) for v in values]
    assert year_ticks and all(v == int(v) for v in year_ticks)


def test_the_context_chart_shows_each_pick_s_longest_context_and_the_chosen_one(qtbot: QtBot,
                                                                                window: MainWindow) -> None:
    import pyqtgraph as pg

    page, titles, plots = shown_charts(qtbot, window)
    assert titles[-1] == "Context length"
    plot = plots[-1]
    rec = page.current_recommendation()
    assert rec is not None
    items = plot.getPlotItem().items
    bars = next(i for i in items if isinstance(i, pg.BarGraphItem))
    assert list(bars.opts["height"]) == [c.max_context_tokens for c in rec.shortlist]
    line = next(i for i in items if isinstance(i, pg.InfiniteLine))
    assert line.value() == rec.profile.context_tokens
    labels = {i.textItem.toPlainText() for i in items if isinstance(i, pg.TextItem)}
    for c in rec.shortlist:
        assert any(f"{c.max_context_tokens:,}" in t for t in labels), labels
    # A bar that holds the model's whole context says so ("all 32,768" had not said all of what)
    full = [c for c in rec.shortlist if c.max_context_full]
    assert full and all(f"{c.max_context_tokens:,} (model's limit)" in labels for c in full), labels


def _drawn_tick_labels(plot: object, side: str) -> list[str]:
    """The tick labels pyqtgraph draws on one axis of a shown chart."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        return [text for _rect, _flags, text in plot.getAxis(side).generateDrawSpecs(painter)[2]]  # type: ignore[attr-defined]
    finally:
        painter.end()


def test_bar_charts_label_their_zero(qtbot: QtBot, window: MainWindow) -> None:
    """Bars start at 0, and the axis says so: pyqtgraph had left the 0 at the axis's end unlabelled."""
    _page, titles, plots = shown_charts(qtbot, window)
    charts = dict(zip(titles, plots, strict=True))
    assert "0" in _drawn_tick_labels(charts["Context length"], "left")
    assert "0.00" in _drawn_tick_labels(charts["Performance per watt"], "bottom")


def test_hooks_for_the_report_and_print_buttons(qtbot: QtBot, window: MainWindow) -> None:
    """Other modules add Save PDF / Print next to Compare and entries to the menus."""
    from PySide6.QtWidgets import QHBoxLayout, QMenu

    wiz = window.wizard
    page = wiz.results_page
    assert isinstance(page.actions_layout, QHBoxLayout)
    assert page.current_recommendation() is None
    with qtbot.waitSignal(page.recommendation_changed, timeout=3000):
        to_results(qtbot, wiz)
    assert page.current_recommendation() is not None
    assert all(isinstance(m, QMenu) for m in (window.file_menu, window.view_menu, window.help_menu))
    texts = [a.text().replace("&", "") for a in window.file_menu.actions()]
    assert "Open profile…" in texts and "Save profile…" in texts and "Quit" in texts


def _results_for(qtbot: QtBot, window: MainWindow, folder: Path, profile_json: str) -> None:
    """Open a profile as File > Open does, then press Next through to the results."""
    path = folder / "profile.json"
    path.write_text(profile_json, encoding="utf-8")
    window.apply_profile(load_profile(path))
    to_results(qtbot, window.wizard)


def _shown_results_for(qtbot: QtBot, window: MainWindow, folder: Path, profile_json: str) -> None:
    """_results_for in a window shown at the screenshots' size, for what depends on the layout."""
    window.resize(1000, 780)
    window.show()
    qtbot.waitExposed(window)
    _results_for(qtbot, window, folder, profile_json)


def test_cards_show_the_order_total_for_several_machines(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """IT buying four machines with one budget sees each pick's price per machine and for all four."""
    wiz = window.wizard
    _results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-7b", "os": "linux", '
                 '"machines": 4, "budget": {"amount": 3000, "currency": "USD", "scope": "total"}}')
    cards = wiz.results_page.cards
    assert cards
    for card in cards:
        c = card.config
        assert c.price_all_machines is not None
        value = card.figures["GPUs' price per machine"]  # the GPUs' alone, and how many to order
        assert value == f"${c.price_total:,.0f}<br/>${c.price_all_machines:,.0f} for 4 machines ({c.count * 4} cards)"
        assert "the GPUs for 4 machines cost" in card.all_text()


def test_cards_write_watts_with_thousands_separators(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """"1,000 W or more", as the report and the compare view write it (not "1000 W")."""
    wiz = window.wizard
    _results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-7b", "os": "windows", '
                 '"budget": {"amount": 20000, "currency": "CNY"}}')
    big = [card for card in wiz.results_page.cards if card.config.psu_recommended_w >= 1000]
    assert big, "the profile should shortlist a card that needs a 1,000 W supply"
    for card in big:
        # the size first, then the plugs it must have on a line of its own
        assert card.figures["Power supply needed"].split("\n")[0] == f"{card.config.psu_recommended_w:,} W or more"


def test_how_we_calculated_works_out_the_memory_and_each_pick_s_speed(qtbot: QtBot, window: MainWindow) -> None:
    """The tab shows what the report's "How this was computed" shows: formula, inputs, terms, result
    with its error band and the validation, for the memory and for every pick (the report shows the
    top pick's and lists the others in appendix C)."""
    wiz = window.wizard
    to_results(qtbot, wiz)
    page = wiz.results_page
    rec = page.current_recommendation()
    assert rec is not None and rec.how is not None and rec.shortlist
    worked = [label.text() for label in page.calculations]
    assert len(worked) == 1 + len(rec.shortlist)
    memory = worked[0]
    assert "Inputs:" in memory and f"{rec.requirement.vram_gb:.2f} GiB" in memory and "Result:" in memory
    for c, text in zip(rec.shortlist, worked[1:], strict=True):
        assert "Result:" in text and f"(±{round(c.speed_error_band * 100)}%)" in text, text  # type: ignore[operator]
        assert "published measurements" in text  # the validation behind the band


def test_labels_of_points_close_together_take_different_corners() -> None:
    from wizard.gui.widgets.charts import LABEL_ANCHORS, label_anchors

    assert label_anchors([]) == []
    apart = label_anchors([(100.0, 10.0), (900.0, 40.0), (500.0, 25.0)])
    assert apart == [LABEL_ANCHORS[0]] * 3  # room for every label above right
    same = label_anchors([(1000.0, 30.0)] * 4 + [(200.0, 5.0)])
    assert len(set(same[:4])) == 4 and same[4] == LABEL_ANCHORS[0]
    # Near is measured on the chart, which also shows cheaper cards: scene 12's #4 and #5 (¥13,000 and
    # ¥14,193 at 31.5 tokens/s) are a third of the picks' price spread apart but a tenth of the chart's.
    picks = [(14193.0, 39.7), (11299.0, 31.5), (10643.0, 29.2), (13000.0, 31.5), (14193.0, 31.5)]
    assert label_anchors(picks)[3:] == [LABEL_ANCHORS[0]] * 2  # by the picks' spread: both above right
    on_chart = label_anchors(picks, view=((3500.0, 17000.0), (6.0, 39.7)))
    assert on_chart[3] != on_chart[4]


def test_performance_per_watt_names_every_card_where_it_has_room(qapp: Any) -> None:
    """Ten names under vertical bars had run into one another ("#1 RTX 5090#2 RTX 5070 Ti…"): the bars are
    horizontal, one name per row on the left axis, best pick on top, with a key for the green and grey."""
    from wizard.core.profile import Profile
    from wizard.gui.pages.results import compute_recommendation
    from wizard.gui.widgets.charts import perf_per_watt_chart

    rec, configs = compute_recommendation(Profile.model_validate({
        "workload": "inference", "model": "qwen2.5-7b", "os": "windows",
        "budget": {"amount": 20000, "currency": "CNY"}}))
    w = perf_per_watt_chart(rec, configs)
    ticks = w.getAxis("left")._tickLevels[0]
    names = [name for _, name in sorted(ticks, reverse=True)]
    assert len(names) == 10 and names[0].startswith("#1 ") and not names[-1].startswith("#")
    assert w.getAxis("bottom")._tickLevels is None  # values, not names, along the bottom
    legend = w.getPlotItem().legend
    assert legend is not None and len(legend.items) == 2


def test_chart_names_keep_what_tells_cards_apart() -> None:
    """The app cut names at 16 characters ("RTX PRO 6000 Bl…"); the report dropped the brackets instead."""
    from wizard.locale_format import chart_name

    assert chart_name("NVIDIA RTX PRO 6000 Blackwell Workstation Edition", 2) == "2× RTX PRO 6000 Blackwell"
    assert chart_name("NVIDIA RTX 6000 Ada Generation") == "RTX 6000 Ada"
    assert chart_name("NVIDIA GB200 (one Blackwell GPU of a Grace Blackwell superchip)", 4) == "4× GB200"
    assert chart_name("NVIDIA GeForce RTX 5060 Ti 16 GB") == "RTX 5060 Ti 16 GB"


def test_the_speed_price_legend_goes_to_the_emptier_corner() -> None:
    """Fast cheap picks beside a few dear servers sit in the top left, where the legend usually goes."""
    from wizard.gui.widgets.charts import legend_offset

    usual = [(500.0, 20.0), (1000.0, 40.0), (1600.0, 70.0), (2000.0, 80.0)]  # speed grows with price
    assert legend_offset(usual) == (10, 10)
    squeezed = [(8000.0, 6500.0), (13000.0, 19700.0), (17000.0, 29900.0), (55000.0, 12000.0),
                (86000.0, 19000.0)]  # workstation cards far cheaper than the datacenter ones
    assert legend_offset(squeezed) == (-10, 10)  # the top right: the cheap fast picks fill the top left
    both_tops = [(8000.0, 30000.0), (86000.0, 29000.0), (50000.0, 6500.0)]
    assert legend_offset(both_tops) == (-10, -10)  # both top corners taken: the empty bottom right
    assert legend_offset([]) == (10, 10)


def test_speed_price_labels_of_identical_cards_do_not_overlap(qtbot: QtBot, window: MainWindow,
                                                              tmp_path: Path) -> None:
    """A quote that makes the RTX 4090 cost what the 4090 D costs (its CNY 12,999 launch price) puts two
    cards on one point."""
    import pyqtgraph as pg

    wiz = window.wizard
    _results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-7b", "os": "windows", '
                 '"precision": "bf16", "budget": {"amount": 15000, "currency": "CNY"}, '
                 '"price_overrides": {"rtx-4090": 12999}}')
    page = wiz.results_page
    rec = page.current_recommendation()
    assert rec is not None
    twins = [c for c in rec.shortlist if c.gpu_id in ("rtx-4090", "rtx-4090-d")]
    assert len(twins) == 2 and abs((twins[0].price_total or 0) - (twins[1].price_total or 0)) < 1
    assert twins[0].speed == twins[1].speed
    page.tabs.setCurrentWidget(page.charts_holder)
    charts = page.ensure_charts()
    plot = charts.widget(0).layout().itemAt(0).widget()  # type: ignore[union-attr]
    labels = {item.textItem.toPlainText(): (item.anchor.x(), item.anchor.y())
              for item in plot.getPlotItem().items if isinstance(item, pg.TextItem)}
    anchors = [a for text, a in labels.items() if "4090" in text]
    assert len(anchors) == 2 and anchors[0] != anchors[1], labels


def test_speed_price_labels_print_over_no_other_pick(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Scene 12 (the default chat, ¥15,000): "#2 RTX 5070 Ti" printed over the #3 marker beside it and "#3
    RTX 5080" over #5's. Measured on the drawn chart: no label's box holds another pick's point."""
    import pyqtgraph as pg
    from PySide6.QtCore import QPointF

    _shown_results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-7b", "os": "windows", '
                       '"context_tokens": 8192, "form_factor": "desktop", '
                       '"budget": {"amount": 15000, "currency": "CNY"}}')
    page = window.wizard.results_page
    page.tabs.setCurrentWidget(page.charts_holder)

    def laid_out() -> bool:  # the chart tab is built when shown, at the window's size
        charts = page.ensure_charts()
        return charts is not None and charts.isVisible() and charts.widget(0).width() > 500  # type: ignore[union-attr]

    qtbot.waitUntil(laid_out)
    plot = page.ensure_charts().widget(0).layout().itemAt(0).widget()  # type: ignore[union-attr]
    items = plot.getPlotItem().items
    view = plot.getPlotItem().getViewBox()
    labels = [i for i in items if isinstance(i, pg.TextItem) and i.toPlainText().startswith("#")]
    picks = [i for i in items if isinstance(i, pg.ScatterPlotItem) and len(i.data) == 1]
    assert len(labels) == len(picks) >= 4
    points = [view.mapViewToScene(QPointF(float(p.data[0]["x"]), float(p.data[0]["y"]))) for p in picks]
    for label, own in zip(labels, points, strict=True):
        box = label.sceneBoundingRect()
        others = [pt for pt in points if pt is not own and box.contains(pt)]
        assert not others, (label.toPlainText(), box, others)


def test_why_not_reasons_wrap_onto_as_many_lines_as_they_need(qtbot: QtBot, window: MainWindow,
                                                              tmp_path: Path) -> None:
    """A long reason (memory plus the shorter context that would fit) is shown whole, on taller rows."""
    _shown_results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-14b", '
                       '"precision": "q4_k_m", "engine": "llama.cpp", "context_tokens": 32768, "os": "windows"}')
    page = window.wizard.results_page
    page.tabs.setCurrentWidget(page.why_not)
    tree = page.why_not
    rows = {card: text for _depth, card, text in tree_rows(tree)}
    long_card = next(card for card, text in rows.items() if "would fit (you chose 32,768)" in text)
    short_card = next(card for card, text in rows.items() if text.startswith("Not enough memory")
                      and "would fit" not in text)
    def row_height(card: str) -> int:
        item = tree.findItems(card, Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive, 0)[0]
        return tree.visualItemRect(item).height()
    width = tree.columnWidth(1)
    assert tree.fontMetrics().horizontalAdvance(rows[long_card]) > width  # too long for one line here...
    assert row_height(long_card) >= 2 * tree.fontMetrics().lineSpacing() > row_height(short_card)  # ...so it wraps
    # The reasons' column made narrower, the rows are laid out again: the reason takes more lines.
    before = row_height(long_card)
    tree.setColumnWidth(0, tree.columnWidth(0) + width // 2)
    qtbot.waitUntil(lambda: row_height(long_card) > before, timeout=2000)


def test_simulation_speed_per_watt_is_drawn_in_gflops(qapp: Any) -> None:
    """TFLOPS per watt had been an axis of 0.000-0.006: the app and the report draw GFLOPS per watt."""
    import pyqtgraph as pg
    import pytest

    from wizard.core.profile import Profile
    from wizard.gui.pages.results import compute_recommendation
    from wizard.gui.widgets.charts import perf_per_watt_chart
    from wizard.report.content import build_content

    rec, configs = compute_recommendation(Profile.model_validate({
        "workload": "hpc", "working_set_gb": 16, "hpc_needs_fp64": False, "os": "linux"}))
    w = perf_per_watt_chart(rec, configs)
    assert "GFLOPS / W" in w.getAxis("bottom").labelText
    bars = [i for i in w.getPlotItem().items if isinstance(i, pg.BarGraphItem)]
    widths = [x for b in bars for x in b.opts["width"]]
    best = max(c.perf_per_watt or 0 for c in configs[:10])
    assert max(widths) == pytest.approx(best * 1000) and max(widths) > 1
    content = build_content(rec, "en", 700)
    watt = next(s for s in content.charts if s.title == "Speed per watt")
    assert watt.data["x_axis"].title == "GFLOPS per W" and max(v for v in watt.data["values"] if v) > 1


def test_the_memory_chart_leaves_room_above_its_bars_for_the_legend(qapp: Any) -> None:
    """The legend, pinned top right, had covered the tallest bar (an RTX 4090's)."""
    from wizard.core.profile import Profile
    from wizard.gui.pages.results import compute_recommendation
    from wizard.gui.widgets.charts import VRAM_LEGEND_ROOM, vram_chart

    rec, _ = compute_recommendation(Profile.model_validate({
        "workload": "inference", "model": "qwen2.5-7b", "os": "windows",
        "budget": {"amount": 20000, "currency": "CNY"}}))
    w = vram_chart(rec)
    top = max(max(c.vram_capacity_gb_per_gpu, c.vram_gb_per_gpu) for c in rec.shortlist)
    low, high = w.getPlotItem().viewRange()[1]
    assert low == 0 and high >= top * VRAM_LEGEND_ROOM * 0.999 and VRAM_LEGEND_ROOM >= 1.3


def test_every_chart_says_its_figures_to_a_screen_reader(qtbot: QtBot, window: MainWindow) -> None:
    """The points, bars and lines had been drawn only: a screen reader heard each chart's title and nothing
    else, and a pick's cost after some years is shown nowhere else in the app."""
    from wizard.locale_format import format_money, format_number

    page, _titles, plots = shown_charts(qtbot, window)
    rec = page.current_recommendation()
    assert rec is not None
    top = rec.shortlist[0]
    speed_price, vram, per_watt, cost, context = (p.accessibleDescription() for p in plots)
    speed = format_number(top.speed, "en", 1 if (top.speed or 0) < 100 else 0)  # as the speed column rounds
    assert f"{format_money(top.price_total, top.currency, 'en')}, {speed}" in speed_price
    assert f"needs {format_number(top.vram_gb_per_gpu, 'en', 1)} of " in vram
    assert len(vram.split("; ")) == len(rec.shortlist) and len(cost.split("; ")) == len(rec.shortlist)
    costs = [y for y in top.yearly_costs if y is not None]
    assert f"{format_money(costs[-1], top.currency, 'en')} after {len(costs) - 1} years" in cost
    assert "/W" in per_watt and "tokens" in context
    assert all(d.startswith("#1 ") for d in (vram, cost, context))


def test_a_ticked_box_shows_a_tick_in_the_dark_theme(qtbot: QtBot) -> None:
    """The dark theme's ticked box had been a plain blue square, its state told by colour alone (Chinese and
    dark-theme review, 2026-12-02): its indicator now holds white pixels, an unticked one none."""
    from PySide6.QtWidgets import QCheckBox

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        apply_theme(app, "dark")
        boxes = []
        for ticked in (True, False):
            box = QCheckBox("FP64")
            box.setChecked(ticked)
            qtbot.addWidget(box)
            box.show()
            qtbot.waitExposed(box)
            boxes.append(box.grab().toImage())

        def white_pixels(image: object) -> int:
            from PySide6.QtGui import QImage

            assert isinstance(image, QImage)
            side = min(image.height(), 22)  # the indicator sits at the left, before the text
            return sum(1 for x in range(side) for y in range(image.height())
                       if image.pixelColor(x, y).lightness() > 230)

        assert white_pixels(boxes[0]) > 4 and white_pixels(boxes[1]) == 0
    finally:
        apply_theme(app, "light")


def test_the_catalog_shows_list_prices_in_the_answers_currency(qtbot: QtBot, window: MainWindow) -> None:
    """A Chinese buyer saw $749 in the catalog and ¥6,009 for the same card in the results (Chinese review,
    2026-12-02): with a budget in yuan the catalog adds the yuan price the shortlist uses; in dollars, none."""
    from wizard.gui.widgets.catalog_browser import PRICE_HERE_COLUMN

    window.wizard.set_answers({"workload": "inference", "model": "qwen2.5-7b",
                               "budget": {"amount": 8000, "currency": "CNY"}})
    window.catalog_action.trigger()
    browser = window._catalog
    assert browser is not None
    qtbot.waitExposed(browser)
    header = browser.model.horizontalHeaderItem(PRICE_HERE_COLUMN).text()
    assert "CNY" in header and not browser.table.isColumnHidden(PRICE_HERE_COLUMN)
    rows = {browser.model.item(r, 0).text(): r for r in range(browser.model.rowCount())}
    assert browser.model.item(rows["NVIDIA GeForce RTX 4090 D"], PRICE_HERE_COLUMN).text() == "¥12,999"
    assert browser.model.item(rows["NVIDIA GeForce RTX 5070 Ti"], PRICE_HERE_COLUMN).text() == "¥6,009"
    browser.close()
    # the answers' own exchange rate, as the shortlist converts with it
    window.wizard.set_answers({"workload": "inference", "model": "qwen2.5-7b", "exchange_rates": {"CNY": 7.3},
                               "budget": {"amount": 8000, "currency": "CNY"}})
    window.catalog_action.trigger()
    assert browser.model.item(rows["NVIDIA GeForce RTX 5070 Ti"], PRICE_HERE_COLUMN).text() == "¥6,179"
    browser.close()
    window.wizard.set_answers({"workload": "inference", "model": "qwen2.5-7b",
                               "budget": {"amount": 1000, "currency": "USD"}})
    window.catalog_action.trigger()
    assert browser.table.isColumnHidden(PRICE_HERE_COLUMN)


def test_the_sources_shown_are_those_of_a_row_the_filter_leaves(qtbot: QtBot, window: MainWindow) -> None:
    """Filtering for "4090" had left the first row's (an Instinct MI100's) sources below two RTX 4090 rows."""
    window.catalog_action.trigger()
    browser = window._catalog
    assert browser is not None
    qtbot.waitExposed(browser)
    qtbot.keyClicks(browser.search, "4090")
    assert browser.visible_names() and browser.details.toPlainText().startswith(browser.visible_names()[0])
    browser.search.setText("no such card at all")
    assert not browser.visible_names() and not browser.details.toPlainText()
    browser.search.clear()


def test_a_fresh_start_answers_the_system_the_app_runs_on(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The OS had defaulted to Linux on a Windows PC: a buyer pressing Next got Linux figures and install steps
    (first-time buyer review, 2026-12-02)."""
    import sys

    from wizard.gui.settings import Settings
    from wizard.gui.wizard import GpuWizard

    for platform, expected in (("win32", "windows"), ("linux", "linux")):
        monkeypatch.setattr(sys, "platform", platform)
        wiz = GpuWizard(Settings())
        qtbot.addWidget(wiz)
        assert wiz.answers["os"] == expected


def test_a_card_s_size_stays_with_its_unit_in_the_why_not_tab(qtbot: QtBot, window: MainWindow,
                                                              tmp_path: Path) -> None:
    """"RTX 5060 Ti 16 GB" had wrapped as "…16" over "GB" in the narrow card column."""
    _shown_results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-7b", "os": "windows", '
                       '"budget": {"amount": 8000, "currency": "CNY"}}')
    names = [card for _depth, card, _text in tree_rows(window.wizard.results_page.why_not) if card]
    assert any(re.search(r"\d\u00a0GB", n) for n in names) and not [n for n in names if re.search(r"\d GB", n)]
    counted = [n for n in names if "×" in n]
    assert counted and all("\u00a0×\u00a0" in n for n in counted)


def test_an_open_catalog_follows_the_answers_currency(qtbot: QtBot, window: MainWindow) -> None:
    """The catalog left open had kept its yuan column after the budget turned to euros (GUI review)."""
    from wizard.gui.widgets.catalog_browser import PRICE_HERE_COLUMN

    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "qwen2.5-7b", "budget": {"amount": 8000, "currency": "CNY"}})
    window.catalog_action.trigger()
    browser = window._catalog
    assert browser is not None
    assert "CNY" in browser.model.horizontalHeaderItem(PRICE_HERE_COLUMN).text()
    wiz.set_answer("budget", {"amount": 1000, "currency": "EUR"})
    wiz.flush()
    assert "EUR" in browser.model.horizontalHeaderItem(PRICE_HERE_COLUMN).text()
    browser.close()


def test_cards_without_a_price_sort_last_both_ways(qtbot: QtBot, window: MainWindow) -> None:
    """Sorted by list price, cheapest first, the unpriced cards ("—") had filled the top rows (GUI review)."""
    from wizard.gui.widgets.catalog_browser import MISSING, SORT_ROLE

    window.catalog_action.trigger()
    browser = window._catalog
    assert browser is not None
    column = next(c for c in range(browser.model.columnCount())
                  if "List price" in browser.model.horizontalHeaderItem(c).text())
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        browser.table.sortByColumn(column, order)
        values = [browser.proxy.index(r, column).data(SORT_ROLE) for r in range(browser.proxy.rowCount())]
        priced = [v for v in values if v != MISSING]
        assert MISSING in values and values == priced + [MISSING] * (len(values) - len(priced))
        assert priced == sorted(priced, reverse=order == Qt.SortOrder.DescendingOrder)
    browser.close()


def test_every_page_fits_the_window_s_smallest_size(qtbot: QtBot, expert_window: MainWindow) -> None:
    """At 720 x 560, the window's own minimum, the expert Model page had drawn its memory bar and the Back/Next
    buttons below the window's edge, out of the mouse's reach (GUI review, 2026-12-02): pages scroll instead."""
    from gui_helpers import click_next, next_button

    window = expert_window
    window.resize(window.minimumSize())
    wiz = window.wizard
    wiz.set_answers({"workload": "lora", "model": "qwen2.5-7b", "os": "linux"})
    def reachable(button: QWidget) -> bool:
        return not button.visibleRegion().isEmpty() and window.rect().contains(
            button.mapTo(window, button.rect().bottomRight()))

    for page_id in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER):
        click_next(qtbot, wiz, page_id)
        assert reachable(next_button(wiz)), PageId(page_id).name
    click_next(qtbot, wiz, PageId.RESULTS)  # the results: Back, the report buttons and a shortlist card's tick
    page = wiz.results_page
    qtbot.waitUntil(lambda: bool(page.cards), timeout=5000)
    back = wiz.button(QWizard.WizardButton.BackButton)
    for button in (back, page.compare_button, *page.report_buttons):
        assert reachable(button), button.text()
    page.shortlist_area.ensureWidgetVisible(page.cards[0].compare)
    assert not page.cards[0].compare.visibleRegion().isEmpty()


def test_switching_the_theme_recolours_the_pages_shown(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """View > Theme > Dark on the results had left 77 labels in the light theme's colours (dark blue on dark
    grey) and the charts white (GUI review, 2026-12-02)."""
    from PySide6.QtWidgets import QLabel

    from wizard.gui.theme import SEVERITY_COLORS_DARK, SEVERITY_COLORS_LIGHT

    window.set_theme("light")
    try:
        _shown_results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-7b", "os": "windows", '
                           '"budget": {"amount": 3000, "currency": "CNY"}}')
        page = window.wizard.results_page

        def coloured(colours: dict[str, str]) -> int:
            return sum(any(c in label.styleSheet() for c in colours.values()) for label in page.findChildren(QLabel))

        assert coloured(SEVERITY_COLORS_LIGHT) > 0
        page.tabs.setCurrentWidget(page.why_not)
        window.set_theme("dark")
        qtbot.waitUntil(lambda: coloured(SEVERITY_COLORS_LIGHT) == 0 and coloured(SEVERITY_COLORS_DARK) > 0,
                        timeout=5000)
        assert page.current_recommendation() is not None and page.cards
        assert page.tabs.currentWidget() is page.why_not  # the section the user had open
    finally:
        window.set_theme("light")


@pytest.mark.parametrize(("years", "said"), [(2.5, "2.5 years"), (1, "1 year")])
def test_the_cost_over_the_years_is_for_the_years_answered(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                                           years: float, said: str) -> None:
    """2.5 years of use: Compare said "Cost over 2 years" over the 2.5-year total, the cost chart ended at year 2
    with a lower one, and a year was "1 years" (GUI review, 2026-12-02). Every place says the answered years over
    one total, the last point of the chart."""
    from wizard.core.money import cost_years
    from wizard.locale_format import format_money

    wiz = window.wizard
    _results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-7b", "os": "linux", '
                 '"electricity": {"years": ' + str(years) + '}}')
    page = wiz.results_page
    top = page.cards[0].config
    assert top.yearly_costs[-1] == top.tco and cost_years(wiz.profile())[-1] == years  # type: ignore[arg-type]
    for card in page.cards[:2]:
        click(qtbot, card.compare)
    click(qtbot, page.compare_button)
    dialog = page.compare_dialog
    rows = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    row = f"Cost over {said} (GPUs and electricity)"
    assert row in rows and dialog.cell(rows.index(row), 0) == format_money(top.tco, top.currency, "en")
    dialog.close()
    page.tabs.setCurrentWidget(page.charts_holder)
    charts = page.ensure_charts()
    assert charts is not None
    index = next(i for i in range(charts.count()) if "Cost" in charts.tabText(i))  # type: ignore[attr-defined]
    charts.setCurrentIndex(index)  # type: ignore[attr-defined]
    cost = charts.widget(index).layout().itemAt(0).widget().accessibleDescription()  # type: ignore[attr-defined]
    assert f"{format_money(top.tco, top.currency, 'en')} after {said}" in cost
    window.mark_answers_saved()


def test_the_power_page_shows_a_profile_s_answers_as_they_are(qtbot: QtBot, window: MainWindow) -> None:
    """A profile's GPU power limit had been hidden in guided mode (an expert's row), no choice looking selected
    while the results kept it; and 0.25 years and 7.75 hours had shown as 0.5 and 7.8, one nudge writing those
    (GUI review, 2026-12-02)."""
    wiz = window.wizard
    page = wiz.power_page
    assert not wiz.expert
    wiz.set_answers({"workload": "inference", "model": "qwen2.5-7b", "os": "linux",
                     "power": {"max_gpu_watts": 1500}, "electricity": {"years": 0.25, "hours_per_day": 7.75}})
    wiz.setStartId(PageId.POWER)
    wiz.restart()
    window.show()
    qtbot.waitExposed(window)
    assert page.cap.isChecked() and page.cap.isVisible() and page.cap_watts.isVisible()
    assert page.cap_watts.value() == 1500
    assert page.years.value() == 0.25 and page.hours.value() == 7.75
    page.years.stepUp()
    page.years.stepDown()
    assert wiz.answer("electricity")["years"] == 0.25
    window.mark_answers_saved()


def test_compare_gives_the_speed_for_each_user_its_unit(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """A chat server's "Speed for each user" row had shown bare numbers under "Estimated speed" with its unit (GUI
    review, 2026-12-02)."""
    wiz = window.wizard
    _results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-7b", "engine": "vllm", '
                 '"os": "linux", "batch_size": 16, "budget": {"amount": 6000, "currency": "USD"}}')
    page = wiz.results_page
    for card in page.cards[:2]:
        click(qtbot, card.compare)
    click(qtbot, page.compare_button)
    dialog = page.compare_dialog
    rows = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    cells = [dialog.cell(rows.index("Speed for each user"), col) for col in range(2)]
    assert all(c.endswith("tokens/s") for c in cells), cells
    dialog.close()
    window.mark_answers_saved()


def test_the_context_chart_says_a_shared_model_limit_once(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """A 72B server whose picks all hold the model's whole context: "32,768 (model's limit)" on every bar ran into
    the next, as did "#2 8× H200 SXM 141GB" under them (GUI review, 2026-12-02)."""
    import pyqtgraph as pg

    from wizard.gui.widgets.charts import context_chart

    _results_for(qtbot, window, tmp_path, '{"workload": "inference", "model": "qwen2.5-72b", "engine": "vllm", '
                 '"os": "linux", "form_factor": "server", "max_gpus": 8}')
    rec = window.wizard.results_page.current_recommendation()
    assert rec is not None and rec.shortlist and all(c.max_context_full for c in rec.shortlist)
    plot = context_chart(rec)
    item = plot.getPlotItem()  # type: ignore[attr-defined]
    assert "every pick holds the model's whole context" in item.titleLabel.text
    labels = [i.textItem.toPlainText() for i in item.items if isinstance(i, pg.TextItem)]
    assert labels and not any("limit" in t for t in labels), labels
    ticks = [name for _, name in item.getAxis("bottom")._tickLevels[0]]
    assert ticks and not any(t.startswith("#") for t in ticks), ticks
