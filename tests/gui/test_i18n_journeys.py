"""The four buyer journeys in Simplified Chinese, the Chinese PDF, and switching language without a restart.

Each journey installs the zh_CN catalogs on the application (as `gpu-wizard --lang zh_CN` does), drives the
wizard with the mouse and keyboard, and checks that what the user reads is Chinese: page titles, Qt's own
buttons, the core's reasons and warnings, and no English sentence that has a translation left on screen.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("wizard.gui.main_window")

import gui_helpers as helpers
from gui_helpers import click, next_button, tree_rows
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QWidget,
    QWizard,
)
from pytestqt.qtbot import QtBot

from wizard import i18n
from wizard.core.catalog import load_catalog
from wizard.gui.main_window import MainWindow
from wizard.gui.wizard import GpuWizard, PageId

ROOT = Path(__file__).resolve().parents[2]
ZH_TS = ROOT / "resources" / "translations" / "gpu_wizard_zh_CN.ts"
EXAMPLE_PROFILE = ROOT / "examples" / "windows-chat-qwen7b.json"
CJK = re.compile(r"[\u4e00-\u9fff]")


# ---------------------------------------------------------------- fixtures and helpers

@pytest.fixture
def chinese(qapp):  # type: ignore[no-untyped-def]
    i18n.switch_language(qapp, "zh_CN")
    yield qapp
    i18n.switch_language(qapp, "en")


@pytest.fixture
def zh_window(chinese, qtbot: QtBot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    w = helpers.open_window(qtbot, i18n.qt_translate)
    yield w
    w.wizard.flush()


@pytest.fixture
def zh_expert_window(chinese, qtbot: QtBot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    w = helpers.open_window(qtbot, i18n.qt_translate, expert=True)
    yield w
    w.wizard.flush()


def click_next(qtbot: QtBot, wiz: GpuWizard, expect: PageId) -> None:
    """gui_helpers.click_next, after checking Qt's own Next button speaks Chinese (qtbase_zh_CN)."""
    assert next_button(wiz).text() == "下一步(&N) >", "Qt's own Next button is not in Chinese"
    helpers.click_next(qtbot, wiz, expect)


def choose(combo: QComboBox, data: object) -> None:
    combo.setFocus()
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
        for _ in range(combo.count()):
            if combo.currentData() == data:
                return
            QTest.keyClick(combo, key)
    raise AssertionError(f"{data!r} not reachable")


def _english_sources() -> set[str]:
    """English strings of the catalog whose Chinese differs (so seeing one on screen means a miss)."""
    out: set[str] = set()
    for msg in ET.parse(ZH_TS).getroot().iter("message"):
        src = msg.findtext("source") or ""
        tr = msg.find("translation")
        text = (tr.text or "") if tr is not None else ""
        if text and text != src and len(src) > 3 and "{" not in src and "%" not in src:
            out.add(src.replace("&", ""))
    return out


ENGLISH = _english_sources()


def visible_texts(root: QWidget) -> list[str]:
    texts: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root):
            continue
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabWidget):
            texts.extend(w.tabText(i) for i in range(w.count()))
        elif isinstance(w, QComboBox):
            texts.extend(w.itemText(i) for i in range(w.count()))
        texts.extend([w.toolTip(), w.accessibleName()])
    return [t.replace("&", "") for t in texts if t]


def assert_chinese_page(wiz: GpuWizard) -> None:
    page = wiz.currentPage()
    assert CJK.search(page.title()), f"page title not in Chinese: {page.title()!r}"
    leftovers = sorted({t for t in visible_texts(wiz) if t in ENGLISH})
    assert not leftovers, f"English left on page {PageId(wiz.currentId()).name}: {leftovers}"


def results_of(qtbot: QtBot, wiz: GpuWizard):  # type: ignore[no-untyped-def]
    page = wiz.results_page
    qtbot.waitUntil(lambda: page.current_recommendation() is not None, timeout=5000)
    return page


def why_not_texts(page) -> list[str]:  # type: ignore[no-untyped-def]
    return [text for _depth, _card, text in tree_rows(page.why_not)]


# ---------------------------------------------------------------- 1. chatbot, Windows, small budget

def test_zh_chatbot_on_windows_small_budget(qtbot: QtBot, zh_window: MainWindow) -> None:
    wiz = zh_window.wizard
    assert zh_window.windowTitle() == "GPU 选型向导"
    assert wiz.currentPage().title() == "欢迎使用 GPU 选型向导"
    assert_chinese_page(wiz)
    click_next(qtbot, wiz, PageId.WORKLOAD)
    assert_chinese_page(wiz)
    click(qtbot, wiz.workload_page.buttons["inference"])
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    # Rows with "(每个 token 只用 …)" (the CJK fallback font) are no taller than the Latin-only ones; not "激活",
    # which the memory bar below uses for activations
    dense, moe = model._items["qwen2.5-7b"], model._items["qwen3-30b-a3b"]
    assert "只用" in moe.text(1) and "只用" not in dense.text(1) and "激活" not in moe.text(1)
    heights = {model.tree.visualItemRect(item).height() for item in model._items.values()}
    assert len(heights) == 1 and heights == {model._rows.min_height}  # each row as tall as the tallest cell
    qtbot.keyClicks(model.search, "qwen2.5 7b")
    assert wiz.answer("model") == "qwen2.5-7b"
    choose(model.precision, "int4")
    assert "4 位" in model.precision.currentText()
    wiz.flush()
    assert "权重" in model.memory_bar.legend_text()
    assert "显存" in model.memory_bar.summary.text()
    assert_chinese_page(wiz)
    click_next(qtbot, wiz, PageId.BUDGET)
    budget = wiz.budget_page
    qtbot.keyClicks(budget.amount, "600")
    choose(budget.currency, "USD")
    assert_chinese_page(wiz)
    click_next(qtbot, wiz, PageId.PLATFORM)
    click(qtbot, wiz.platform_page.os_buttons["windows"])
    choose(wiz.platform_page.form_factor, "desktop")
    assert_chinese_page(wiz)
    click_next(qtbot, wiz, PageId.POWER)
    assert_chinese_page(wiz)
    click_next(qtbot, wiz, PageId.RESULTS)

    page = results_of(qtbot, wiz)
    assert page.title() == "您的推荐清单"
    d = load_catalog().catalog.date
    assert f"{d.year}年{d.month}月{d.day}日" in page.summary.text() and d.isoformat() not in page.summary.text()
    assert page.cards
    for card in page.cards:
        text = card.all_text()
        assert "显存够用" in text and "在预算之内" in text, text
        assert "token/s" in text and "tokens/s" not in text, text
    warned = [c for c in page.cards if "CONNECTOR_12VHPWR" in c.warning_list.codes]
    assert warned and "供电接口" in warned[0].all_text()
    assert any(b.text().startswith("警告") for b in warned[0].badges)
    assert any(r.startswith("超出预算") for r in why_not_texts(page))
    # "How we calculated": the memory and every pick's speed worked out, in Chinese typography
    worked = [label.text() for label in page.calculations]
    assert len(worked) == 1 + len(page.cards)
    assert "输入：" in worked[0] and "结果：" in worked[0] and "GiB（±" in worked[0]
    for text in worked[1:]:
        assert "结果：" in text and "（±" in text and "Result" not in text and "Inputs" not in text, text
    # The charts' axis titles: Chinese words, full-width parentheses around the unit
    page.tabs.setCurrentWidget(page.charts_holder)
    charts = page.ensure_charts()
    assert charts is not None
    speed_price = charts.widget(0).layout().itemAt(0).widget()  # type: ignore[attr-defined]
    assert speed_price.getAxis("left").labelText == "速度（token/s）"  # the unit as the report writes it
    assert speed_price.getAxis("bottom").labelText == "价格（USD）"
    assert_chinese_page(wiz)


# ---------------------------------------------------------------- 2. QLoRA on WSL2

def test_zh_qlora_on_wsl2(qtbot: QtBot, zh_window: MainWindow) -> None:
    wiz = zh_window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["finetune"])
    click(qtbot, wiz.workload_page.buttons["qlora"])
    assert wiz.answer("workload") == "qlora"
    assert_chinese_page(wiz)
    click_next(qtbot, wiz, PageId.MODEL)
    qtbot.keyClicks(wiz.model_page.search, "qwen2.5 14b")
    assert wiz.model_page.batch_label.text().replace("&", "") == "每个 GPU 的批大小(I)："
    click_next(qtbot, wiz, PageId.BUDGET)
    click_next(qtbot, wiz, PageId.PLATFORM)
    click(qtbot, wiz.platform_page.os_buttons["wsl2"])
    click_next(qtbot, wiz, PageId.POWER)
    click_next(qtbot, wiz, PageId.RESULTS)

    page = results_of(qtbot, wiz)
    nvidia = [c for c in page.cards if c.config.vendor == "nvidia"]
    assert nvidia and "切勿在 WSL 内安装 Linux 驱动" in nvidia[0].all_text()
    assert any("WSL2 下的 CUDA 支持 GeForce 和 RTX 工作站卡" in t for t in why_not_texts(page))
    assert_chinese_page(wiz)


# ---------------------------------------------------------------- 3. 8-GPU training in a server

def test_zh_eight_gpu_training_in_a_server(qtbot: QtBot, zh_expert_window: MainWindow) -> None:
    wiz = zh_expert_window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["pretraining"])
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    qtbot.keyClicks(model.search, "llama 3.1 8b")
    model.batch.selectAll()
    qtbot.keyClicks(model.batch, "8")
    assert_chinese_page(wiz)
    click_next(qtbot, wiz, PageId.BUDGET)
    click_next(qtbot, wiz, PageId.PLATFORM)
    platform = wiz.platform_page
    click(qtbot, platform.os_buttons["linux"])
    choose(platform.form_factor, "server")
    platform.max_gpus.setFocus()
    platform.max_gpus.selectAll()
    qtbot.keyClicks(platform.max_gpus, "8")
    click_next(qtbot, wiz, PageId.POWER)
    click_next(qtbot, wiz, PageId.RESULTS)

    page = results_of(qtbot, wiz)
    assert [c.config.count for c in page.cards].count(8) >= 3
    assert "显存" in page.summary.text()
    for card in page.cards[:2]:
        click(qtbot, card.compare)
    click(qtbot, page.compare_button)
    dialog = page.compare_dialog
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "对比显卡"
    assert_chinese_page(wiz)
    leftovers = sorted({t for t in visible_texts(dialog) if t in ENGLISH})
    assert not leftovers, leftovers
    dialog.close()


# ---------------------------------------------------------------- 4. HPC that needs FP64

def test_zh_hpc_needs_fp64(qtbot: QtBot, zh_window: MainWindow) -> None:
    wiz = zh_window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["hpc"])
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    assert wiz.currentPage().title() == "您的仿真规模有多大？"
    qtbot.keyClicks(model.working_set, "20")
    wiz.flush()
    assert "工作数据集" in model.memory_bar.legend_text()
    # No model name for a simulation: the sentence starts with the size, not a stray full-width colon
    assert model.memory_bar.summary.text().startswith("约需"), model.memory_bar.summary.text()
    assert model.hpc_code.isVisible() and model.hpc_code.currentText() == "不确定"
    assert_chinese_page(wiz)
    click_next(qtbot, wiz, PageId.BUDGET)
    click_next(qtbot, wiz, PageId.PLATFORM)
    choose(wiz.platform_page.form_factor, "desktop")
    click_next(qtbot, wiz, PageId.POWER)
    click_next(qtbot, wiz, PageId.RESULTS)

    page = results_of(qtbot, wiz)
    consumer = [c for c in page.cards if c.config.segment == "consumer"]
    assert consumer and all("双精度算力弱" in c.all_text() for c in consumer)
    assert_chinese_page(wiz)


# ---------------------------------------------------------------- switching without a restart

def test_switch_language_without_restart(qtbot: QtBot, qapp) -> None:  # type: ignore[no-untyped-def]
    """Qt sends LanguageChange to every widget; the wizard re-sets its texts (changeEvent)."""
    i18n.switch_language(qapp, "en")
    try:
        w = helpers.open_window(qtbot, i18n.qt_translate)
        wiz = w.wizard
        assert wiz.currentPage().title() == "Welcome to the GPU Selection Wizard"
        i18n.switch_language(qapp, "zh_CN")
        qtbot.waitUntil(lambda: wiz.currentPage().title() == "欢迎使用 GPU 选型向导", timeout=3000)
        assert wiz.button(QWizard.WizardButton.NextButton).text() == "下一步(&N) >"
        # the catalog's date as Chinese writes it, as the PDF does (the page had kept "2026-12-01")
        d = load_catalog().catalog.date
        assert f"{d.year}年{d.month}月{d.day}日" in wiz.welcome.catalog_label.text()
        assert w.windowTitle() == "GPU 选型向导"
        i18n.switch_language(qapp, "en")
        qtbot.waitUntil(lambda: wiz.currentPage().title() == "Welcome to the GPU Selection Wizard", timeout=3000)
        assert isinstance(wiz.button(QWizard.WizardButton.NextButton), QPushButton)
    finally:
        i18n.switch_language(qapp, "en")


def test_a_window_closed_during_a_language_switch_is_not_rebuilt(qtbot: QtBot, qapp) -> None:  # type: ignore[no-untyped-def]
    """Pages rebuild on a zero-delay timer after LanguageChange; a window deleted before it fires must not
    be touched (it raised 'Internal C++ object already deleted' from the Qt event loop, which pytest-qt
    turns into a failure here)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    i18n.switch_language(qapp, "en")
    try:
        doomed = MainWindow(helpers.Settings(), i18n.qt_translate)
        doomed.wizard.load_pages()
        pages = [doomed.wizard.page(i) for i in doomed.wizard.pageIds()]
        kept = helpers.open_window(qtbot, i18n.qt_translate)
        i18n.switch_language(qapp, "zh_CN")
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # every page schedules its rebuild
        assert all(p._retranslate_pending for p in pages)
        doomed.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qtbot.waitUntil(lambda: kept.wizard.currentPage().title() == "欢迎使用 GPU 选型向导", timeout=3000)
    finally:
        i18n.switch_language(qapp, "en")


# ---------------------------------------------------------------- the PDF in Chinese

@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
def test_zh_pdf_round_trip(tmp_path: Path) -> None:
    out = tmp_path / "report-zh.pdf"
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_MESSAGES", i18n.PSEUDO_ENV)}
    env.update(LANG="C.UTF-8", LC_ALL="C.UTF-8", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "wizard", "report", "--profile", str(EXAMPLE_PROFILE), "--out",
                           str(out), "--lang", "zh_CN"], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=180)
    assert done.returncode == 0, done.stderr
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(out), "-"], capture_output=True, text=True,
                          check=True).stdout
    flat = re.sub(r"\s+", "", text)
    day = load_catalog().catalog.date  # the catalog's date is printed in the header, in Chinese form
    for expected in ("GPU采购建议书", "GPU选型向导", "推荐方案", "您的回答", "上下文长度", "权重", "KV缓存",
                     "推荐清单", "所需显存", "显存够用", "电源", "¥15,000", f"{day.year}年{day.month}月{day.day}日",
                     "第1页"):
        assert expected in flat, f"{expected!r} missing from the Chinese PDF"
    english = [s for s in ("Your answers", "Memory needed", "Shortlist", "Warnings and what they mean",
                           "Next steps after buying", "Assumptions and formulas", "Page 1 of")
               if s in text]
    assert not english, f"English headings left in the Chinese PDF: {english}"


# ---------------------------------------------------------------- a model size typed in

def test_zh_custom_model_size_is_named_in_chinese(qtbot: QtBot, zh_window: MainWindow) -> None:
    """A size typed in had read "Custom 70B model" (the core's English name) on the model page, the results
    page and the report's calculations of the Chinese app."""
    wiz = zh_window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["inference"])
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    click(qtbot, model.custom_radio)
    qtbot.keyClicks(model.params, "70")
    wiz.flush()
    assert "自定义 70B 模型" in model.memory_bar.summary.text(), model.memory_bar.summary.text()
    assert "Custom" not in model.memory_bar.summary.text()
    for expect in (PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
        click_next(qtbot, wiz, expect)
    page = results_of(qtbot, wiz)
    assert page.summary.text().startswith("自定义 70B 模型"), page.summary.text()
    calculations = " ".join(label.text() for label in page.calculations)
    assert "自定义 70B 模型" in calculations and "Custom" not in calculations


def _results_with_ticks(qtbot: QtBot, first: int, end: int):  # type: ignore[no-untyped-def]
    """A window on the default journey's results with cards first..end-1 ticked for comparing: (window, page,
    their (card, count) keys)."""
    w = helpers.open_window(qtbot, i18n.qt_translate)
    helpers.to_results(qtbot, w.wizard)
    page = results_of(qtbot, w.wizard)
    for card in page.cards[first:end]:
        click(qtbot, card.compare)
    return w, page, [(c.config.gpu_id, c.config.count) for c in page.cards[first:end]]


def test_compare_ticks_survive_back_next_and_a_language_switch(qtbot: QtBot, qapp) -> None:  # type: ignore[no-untyped-def]
    """Ticking two cards, then looking back at an answer (or switching the language) had cleared every tick."""
    i18n.switch_language(qapp, "en")
    try:
        w, page, ticked = _results_with_ticks(qtbot, 1, 3)
        wiz = w.wizard

        def ticks() -> list[tuple[str, int]]:
            return [(c.config.gpu_id, c.config.count) for c in page.cards if c.compare.isChecked()]

        assert ticks() == ticked
        wiz.back()
        helpers.click_next(qtbot, wiz, PageId.RESULTS)
        assert ticks() == ticked and page.compare_button.isEnabled()
        i18n.switch_language(qapp, "zh_CN")
        qtbot.waitUntil(lambda: page.compare_button.text().startswith("对比"), timeout=3000)
        assert ticks() == ticked and page.compare_button.isEnabled()
        w.mark_answers_saved()
    finally:
        i18n.switch_language(qapp, "en")


def test_the_quote_sheet_note_survives_a_language_switch(qtbot: QtBot, qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The note under the quotes ("2 quotes from vendor.csv, in USD") had vanished when the page was rebuilt in
    the other language; and it speaks of those quotes only: a profile opened with others ends it."""
    from wizard.core.profile import Profile

    i18n.switch_language(qapp, "en")
    try:
        w = helpers.open_window(qtbot, i18n.qt_translate)
        wiz = w.wizard
        for expect in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET):
            helpers.click_next(qtbot, wiz, expect)
        page = wiz.budget_page
        page.currency.setCurrentIndex(page.currency.findData("USD"))
        sheet = tmp_path / "vendor.csv"
        sheet.write_text("gpu,price,currency\nrtx-5090,1899,USD\nrtx-4090,1500,USD\n", encoding="utf-8")
        assert page.import_quotes_from(str(sheet))
        assert page.import_status.text() == "2 quotes from vendor.csv, in USD."
        i18n.switch_language(qapp, "zh_CN")
        qtbot.waitUntil(lambda: page.title() == "您的预算是多少？", timeout=3000)
        assert page.import_status.isVisibleTo(page)
        assert page.import_status.text() == "已从 vendor.csv 导入 2 条报价，按 USD 计。"
        w.apply_profile(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b",
                                                "price_overrides": {"rtx-5080": 999}}))
        assert not page.import_status.isVisibleTo(page)
        w.mark_answers_saved()
    finally:
        i18n.switch_language(qapp, "en")


def test_open_catalog_and_guide_reopen_in_the_new_language(qtbot: QtBot, qapp) -> None:  # type: ignore[no-untyped-def]
    """Switching the language had closed the catalog and the troubleshooting guide: they open again, in the new
    language, on the same filter and entry."""
    i18n.switch_language(qapp, "en")
    try:
        w = helpers.open_window(qtbot, i18n.qt_translate)
        w.wizard.load_pages()
        w.catalog_action.trigger()
        catalog = w._catalog
        assert catalog is not None
        catalog.search.setText("4090")
        guide = w.show_troubleshooting("shared-gpu-memory-not-vram")
        i18n.switch_language(qapp, "zh_CN")
        qtbot.waitUntil(lambda: w._catalog not in (None, catalog) and w._catalog.isVisible()
                        and w._troubleshooting not in (None, guide) and w._troubleshooting.isVisible(), timeout=3000)
        assert w._catalog.windowTitle() == "显卡目录" and w._catalog.search.text() == "4090"
        assert w._catalog.visible_names() and all("4090" in n for n in w._catalog.visible_names())
        assert w._troubleshooting.windowTitle() == "故障排查"
        assert w._troubleshooting.current_entry_id() == "shared-gpu-memory-not-vram"
        w._catalog.close()
        w._troubleshooting.close()
    finally:
        i18n.switch_language(qapp, "en")


def test_a_switch_made_while_the_answers_cannot_be_shown_keeps_the_ticks(qtbot: QtBot, qapp) -> None:  # type: ignore[no-untyped-def]
    """Back from the results, a model size of 0, a language switch, the size fixed, Next: the results page read
    the ticks of cards the switch had deleted, and the app died (GUI review, 2026-12-02)."""
    i18n.switch_language(qapp, "en")
    try:
        w, page, ticked = _results_with_ticks(qtbot, 0, 2)
        wiz = w.wizard
        while wiz.currentId() != PageId.MODEL:
            wiz.back()
        model = wiz.model_page
        click(qtbot, model.custom_radio)
        model.params.setText("0")
        wiz.flush()
        assert wiz.profile() is None
        i18n.switch_language(qapp, "zh_CN")
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # every page schedules its rebuild
        qtbot.waitUntil(lambda: not any(wiz.page(i)._retranslate_pending for i in wiz.pageIds()), timeout=3000)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old cards are gone now
        wiz.model_page.params.setText("7")
        wiz.flush()
        for expect in (PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
            helpers.click_next(qtbot, wiz, expect)
        page = results_of(qtbot, wiz)
        assert [(c.config.gpu_id, c.config.count) for c in page.cards if c.compare.isChecked()] == ticked
        w.mark_answers_saved()
    finally:
        i18n.switch_language(qapp, "en")
