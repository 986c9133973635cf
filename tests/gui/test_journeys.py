"""Four buyer journeys driven with keyboard and mouse, asserting what the results page shows."""

from __future__ import annotations

import pytest
from gui_helpers import click, click_next, next_button, to_results, tree_rows
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from wizard.core.catalog import load_catalog
from wizard.gui.main_window import MainWindow
from wizard.gui.pages.results import ResultsPage
from wizard.gui.wizard import GpuWizard, PageId


def press_enter_for_next(qtbot: QtBot, wiz: GpuWizard, expect: PageId) -> None:
    """Keyboard: Return on the focused input triggers the wizard's default button (Next)."""
    assert next_button(wiz).isEnabled()
    target = QApplication.focusWidget() or wiz
    with qtbot.waitSignal(wiz.currentIdChanged, timeout=3000):
        QTest.keyClick(target, Qt.Key.Key_Return)
    assert wiz.currentId() == expect


def choose(qtbot: QtBot, combo: QWidget, data: object) -> None:
    """Pick a combo entry with the keyboard (Down/Up arrows), as a keyboard-only user would."""
    combo.setFocus()
    for _ in range(combo.count()):  # type: ignore[attr-defined]
        if combo.currentData() == data:  # type: ignore[attr-defined]
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    for _ in range(combo.count()):  # type: ignore[attr-defined]
        if combo.currentData() == data:  # type: ignore[attr-defined]
            return
        QTest.keyClick(combo, Qt.Key.Key_Up)
    raise AssertionError(f"{data!r} not reachable in {combo.accessibleName()}")


def results_of(qtbot: QtBot, wiz: GpuWizard) -> ResultsPage:
    page = wiz.results_page
    qtbot.waitUntil(lambda: page.current_recommendation() is not None, timeout=3000)
    return page


def card_titles(page: ResultsPage) -> list[str]:
    return [c.title.text() for c in page.cards]


def all_codes(page: ResultsPage) -> set[str]:
    return {code for c in page.cards for code in c.warning_list.codes}


# ---------------------------------------------------------------- 1. chatbot, Windows, small budget

def test_chatbot_on_windows_small_budget_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    window.activateWindow()
    wiz.welcome.guided.setFocus()
    press_enter_for_next(qtbot, wiz, PageId.WORKLOAD)
    assert wiz.workload_page.buttons["inference"].isChecked()  # the sensible default
    wiz.workload_page.buttons["inference"].setFocus()
    press_enter_for_next(qtbot, wiz, PageId.MODEL)

    model = wiz.model_page
    model.search.setFocus()
    qtbot.keyClicks(model.search, "qwen2.5 7b")
    assert model.tree.currentItem().text(0) == "Qwen2.5 7B"
    assert wiz.answer("model") == "qwen2.5-7b"
    choose(qtbot, model.precision, "int4")  # "Smaller, slight quality loss (4-bit)"
    assert "4-bit" in model.precision.currentText()
    wiz.flush()
    assert "Weights" in model.memory_bar.legend_text()
    assert "GiB" in model.memory_bar.summary.text()
    press_enter_for_next(qtbot, wiz, PageId.BUDGET)

    budget = wiz.budget_page
    budget.amount.setFocus()
    qtbot.keyClicks(budget.amount, "600")
    choose(qtbot, budget.currency, "USD")
    press_enter_for_next(qtbot, wiz, PageId.PLATFORM)

    platform = wiz.platform_page
    click(qtbot, platform.os_buttons["windows"])
    choose(qtbot, platform.form_factor, "desktop")
    press_enter_for_next(qtbot, wiz, PageId.POWER)
    assert wiz.power_page.psu_unknown.isChecked()
    click_next(qtbot, wiz, PageId.RESULTS)

    page = results_of(qtbot, wiz)
    rec = page.current_recommendation()
    assert rec is not None and rec.profile.os.value == "windows"
    assert page.cards, "the shortlist is empty"
    for card in page.cards:
        price = card.config.price_total
        assert price is not None and price <= 600, card.title.text()
        assert "tokens/s" in card.all_text()
        assert "Power supply needed" in card.figures
    assert any("GeForce" in t for t in card_titles(page))
    # The 16-pin connector caution on a GeForce RTX 40/50 pick, shown in plain words.
    geforce_12v = [c for c in page.cards if "GeForce" in c.config.name and "CONNECTOR_12VHPWR" in c.warning_list.codes]
    assert geforce_12v
    assert "12VHPWR" in geforce_12v[0].all_text()
    assert any(b.text().startswith("Warning") for b in geforce_12v[0].badges)
    # Why not: cards over budget are listed with the reason.
    reasons = [text for depth, _card, text in tree_rows(page.why_not) if depth == 1]
    assert any(r.startswith("Over budget") for r in reasons)


def test_a_buyer_who_will_chat_in_lm_studio_says_so_without_expert_mode(qtbot: QtBot, window: MainWindow) -> None:
    """The software question is on the guided page for chat. Left at "Not sure", the model is sized as a
    chat app runs it (8-bit Q8_0), and the memory bar says so; naming LM Studio/Ollama sizes it as the
    4-bit GGUF those apps download; naming vLLM, as its 16-bit release."""
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    assert not model.expert_box.isVisible() and model.engine.isVisible()
    assert model.engine_label.buddy() is model.engine
    wiz.flush()
    before = wiz.profile()
    assert before.effective_precision().value == "q8_0"
    assert "in Q8_0, as LM Studio and Ollama run it" in model.memory_bar.summary.text()
    model.batch.setValue(5)  # more users than a chat app serves at once: a server's 16-bit in vLLM, said so
    wiz.flush()
    assert wiz.profile().effective_precision().value == "bf16" and wiz.profile().os.value == "linux"
    assert "in BF16, as vLLM serves it to 5 users" in model.memory_bar.summary.text()
    model.batch.setValue(1)
    choose(qtbot, model.engine, "llama.cpp")
    wiz.flush()
    after = wiz.profile()
    assert after.engine.value == "llama.cpp" and after.precision is None  # "Automatic" kept
    assert after.effective_precision().value == "q4_k_m"
    assert "GiB" in model.memory_bar.summary.text() and "LM Studio" not in model.memory_bar.summary.text()
    choose(qtbot, model.engine, "vllm")
    wiz.flush()
    assert wiz.profile().effective_precision().value == "bf16"
    assert "LM Studio" not in model.memory_bar.summary.text()
    # Training ignores the software question: it is not asked.
    wiz.back()
    assert wiz.currentId() == PageId.WORKLOAD
    click(qtbot, wiz.workload_page.buttons["finetune"])
    click(qtbot, wiz.workload_page.buttons["lora"])
    click_next(qtbot, wiz, PageId.MODEL)
    assert not model.engine.isVisible() and not model.engine_label.isVisible()


# ---------------------------------------------------------------- 2. QLoRA on WSL2

def test_qlora_on_wsl2(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    wl = wiz.workload_page
    click(qtbot, wl.buttons["finetune"])
    assert wl.finetune_box.isEnabled()
    click(qtbot, wl.buttons["qlora"])
    assert wiz.answer("workload") == "qlora"
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    qtbot.keyClicks(model.search, "qwen2.5 14b")
    assert wiz.answer("model") == "qwen2.5-14b"
    assert model.batch_label.text().replace("&", "") == "Batch size per GPU:"
    wiz.flush()
    assert "Optimizer states" in model.memory_bar.legend_text() or "LoRA adapters" in model.memory_bar.legend_text()
    click_next(qtbot, wiz, PageId.BUDGET)
    click_next(qtbot, wiz, PageId.PLATFORM)
    click(qtbot, wiz.platform_page.os_buttons["wsl2"])
    click_next(qtbot, wiz, PageId.POWER)
    click_next(qtbot, wiz, PageId.RESULTS)

    page = results_of(qtbot, wiz)
    rec = page.current_recommendation()
    assert rec is not None and rec.profile.workload.value == "qlora" and rec.profile.os.value == "wsl2"
    assert page.cards
    nvidia = [c for c in page.cards if c.config.vendor == "nvidia"]
    assert nvidia and all("WSL2_NVIDIA_CAVEATS" in c.warning_list.codes for c in nvidia)
    assert "never a Linux driver inside WSL" in nvidia[0].all_text()
    amd = [c for c in page.cards if c.config.vendor == "amd"]
    assert all("ROCM_WSL_LIMITED" in c.warning_list.codes for c in amd)
    # Datacenter cards are left out, with the WSL2 reason in "Why not?".
    texts = [text for _depth, _card, text in tree_rows(page.why_not)]
    assert any("CUDA on WSL2 supports GeForce and RTX workstation cards" in t for t in texts)
    assert all(c.config.segment != "datacenter" for c in page.cards)


# ---------------------------------------------------------------- 3. 8-GPU training in a server

def test_eight_gpu_training_in_a_server(qtbot: QtBot, expert_window: MainWindow) -> None:
    wiz = expert_window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["pretraining"])
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    assert model.expert_box.isVisible()  # expert mode shows optimizer, checkpointing, engine
    qtbot.keyClicks(model.search, "llama 3.1 8b")
    assert wiz.answer("model") == "llama-3.1-8b"
    model.batch.selectAll()
    qtbot.keyClicks(model.batch, "8")
    assert wiz.answer("batch_size") == 8
    choose(qtbot, model.optimizer, "adamw")
    click_next(qtbot, wiz, PageId.BUDGET)
    click_next(qtbot, wiz, PageId.PLATFORM)
    platform = wiz.platform_page
    click(qtbot, platform.os_buttons["linux"])
    choose(qtbot, platform.form_factor, "server")
    platform.max_gpus.setFocus()
    platform.max_gpus.selectAll()
    qtbot.keyClicks(platform.max_gpus, "8")
    assert wiz.answer("max_gpus") == 8
    click_next(qtbot, wiz, PageId.POWER)
    click_next(qtbot, wiz, PageId.RESULTS)

    page = results_of(qtbot, wiz)
    assert page.cards
    counts = [c.config.count for c in page.cards]
    assert counts.count(8) >= 3, counts
    assert any("8 × " in t for t in card_titles(page))
    # Summary, charts and compare work for the training shortlist too.
    assert "GiB" in page.summary.text()
    page.tabs.setCurrentWidget(page.charts_holder)
    charts = page.ensure_charts()
    # Four charts and, training a language model, the longest training sequence that fits
    assert charts is not None and charts.count() == 5  # type: ignore[attr-defined]
    page.tabs.setCurrentIndex(0)
    assert not page.compare_button.isEnabled()
    for card in page.cards[:2]:
        click(qtbot, card.compare)
    assert page.compare_button.isEnabled()
    click(qtbot, page.compare_button)
    dialog = page.compare_dialog
    qtbot.waitExposed(dialog)
    assert dialog.table.columnCount() == 2
    assert dialog.cell(1, 0).startswith("8 × ")
    # Ratios are written alike across the columns (as many decimals in each), big numbers grouped.
    rows = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    plugs = [dialog.cell(rows.index("Power connectors"), col) for col in range(2)]
    assert all(p.endswith("on each card") for p in plugs), plugs  # 8 GPUs: each card's plugs
    context = [dialog.cell(rows.index("Longest context that fits"), col) for col in range(2)]
    assert all(v.endswith("tokens") or v.endswith("tokens (all)") for v in context), context
    from wizard.gui.text import money

    # the currency and the years said: "Speed per 1,000 of price", "Total cost of ownership" had been jargon
    assert f"Cost over {len(page.cards[0].config.yearly_costs) - 1} years (GPUs and electricity)" in rows
    for name in (f"Speed per {money(1000, page.cards[0].config.currency)}", "Speed per watt"):
        cells = [dialog.cell(rows.index(name), col) for col in range(2)]
        assert len({len(v.partition(".")[2]) for v in cells}) == 1, cells
        picked = page.cards[0].config.perf_per_watt if name == "Speed per watt" else \
            page.cards[0].config.perf_per_price
        assert picked is not None and abs(float(cells[0].replace(",", "")) - picked) <= 0.005 * picked
    psu = dialog.cell(rows.index("Power supply needed"), 0)
    assert psu == f"{page.cards[0].config.psu_recommended_w:,} W" and "," in psu  # 8 GPUs: thousands of watts
    # Warnings as headlines, one a line, the whole sentences in the tooltip (a wall of text had been cut)
    item = dialog.table.item(rows.index("Warnings"), 0)
    assert item is not None
    lines = item.text().splitlines()
    assert len(lines) == len(page.cards[0].config.warnings) and all(len(line) < 90 for line in lines), lines
    assert len(item.toolTip()) > len(item.text())
    dialog.close()


# ---------------------------------------------------------------- 4. HPC that needs FP64

HIGH_FP64 = ("A100", "H100", "H200", "B200", "GB200", "MI", "V100")


def test_hpc_needs_fp64(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["hpc"])
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    assert model.ws_box.isVisible() and not model.llm_box.isVisible()
    assert model.fp64.isVisible() and model.fp64.isChecked()
    qtbot.keyClicks(model.working_set, "40")
    wiz.flush()
    assert "Working set" in model.memory_bar.legend_text()
    click_next(qtbot, wiz, PageId.BUDGET)
    click_next(qtbot, wiz, PageId.PLATFORM)
    choose(qtbot, wiz.platform_page.form_factor, "server")
    click_next(qtbot, wiz, PageId.POWER)
    click_next(qtbot, wiz, PageId.RESULTS)

    page = results_of(qtbot, wiz)
    top3 = [c.config.name for c in page.cards[:3]]
    assert any(any(k in n for k in HIGH_FP64) for n in top3), top3
    assert all("TFLOPS" in c.all_text() for c in page.cards)
    # The need is for the whole job on one card; the 4-GPU picks each need less (their cards say how much).
    assert "GiB of GPU memory on one card" in page.summary.text()
    # "Why not?" answers for every card: those that fit but scored lower come first, best first.
    rec = page.current_recommendation()
    assert rec is not None and rec.ranked_lower
    groups = [page.why_not.topLevelItem(i).text(0) for i in range(page.why_not.topLevelItemCount())]
    assert groups == [f"Fit every requirement, but rank lower: {len(rec.ranked_lower)} cards",
                      f"Cannot do this work: {len({e.gpu_id for e in rec.unsuitable()})} cards"]
    # A pick that fails at fewer GPUs is not among the cards that cannot do the work, and the
    # summary's three groups add up to the catalog.
    cannot = page.why_not.topLevelItem(1)
    cannot_names = {cannot.child(i).text(0) for i in range(cannot.childCount())}
    assert not cannot_names & {c.name for c in rec.shortlist}
    assert not cannot_names & {r.name for r in rec.ranked_lower}
    assert (len(rec.shortlist) + rec.ranked_lower_total + cannot.childCount()) == rec.catalog.gpus
    assert (f"The {rec.catalog.gpus} cards in the catalog of {rec.catalog.date.isoformat()}: "
            f"{len(rec.shortlist)} shortlisted, {rec.ranked_lower_total} fit but rank lower, "
            f"{cannot.childCount()} cannot do this work.") in page.summary.text()
    lower = page.why_not.topLevelItem(0)
    assert lower.isExpanded()
    first = lower.child(0)
    # the count and a size stay with what they count: "16" and "GB" had wrapped onto two lines
    nbsp = "\u00a0"
    assert first.text(0) == f"{rec.ranked_lower[0].count}{nbsp}×{nbsp}{rec.ranked_lower[0].name}".replace(
        " GB", f"{nbsp}GB")
    cards = "1 card" if rec.ranked_lower[0].count == 1 else f"{rec.ranked_lower[0].count} cards"
    assert first.text(1).startswith(f"Meets every requirement with {cards}, but scores")
    assert [lower.child(i).text(0).split(f"{nbsp}×{nbsp}", 1)[1].replace(nbsp, " ")
            for i in range(lower.childCount())] == [r.name for r in rec.ranked_lower]

    # Back to a desktop with a smaller working set: consumer cards appear, with the FP64 warning.
    wiz.back()
    wiz.back()
    choose(qtbot, wiz.platform_page.form_factor, "desktop")
    wiz.back()
    wiz.back()
    assert wiz.currentId() == PageId.MODEL
    assert model.working_set.text() == "40"  # Back keeps the answer
    model.working_set.selectAll()
    qtbot.keyClicks(model.working_set, "20")
    for expect in (PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
        click_next(qtbot, wiz, expect)
    assert wiz.platform_page.form_factor.currentData() == "desktop"
    rec = page.current_recommendation()
    assert rec is not None and rec.profile.working_set_gb == 20 and rec.profile.form_factor.value == "desktop"
    consumer = [c for c in page.cards if c.config.segment == "consumer"]
    assert consumer
    for c in consumer:
        assert "CONSUMER_FP64" in c.warning_list.codes
        assert "Weak double precision" in c.all_text()


def test_hpc_dense_matrix_code_is_an_answer_the_ranking_follows(qtbot: QtBot, window: MainWindow) -> None:
    """A DGEMM user picks "Dense matrices": the answer is kept and the results time FP64 on the matrix units."""
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["hpc"])
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    qtbot.keyClicks(model.working_set, "20")
    assert model.fp64.isChecked()  # FP64 by default
    choose(qtbot, model.hpc_code, "dense_matrix")
    assert wiz.answer("hpc_code") == "dense_matrix"
    assert "Dense matrices" in model.hpc_code.currentText()
    for expect in (PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
        click_next(qtbot, wiz, expect)
    rec = results_of(qtbot, wiz).current_recommendation()
    assert rec is not None and rec.profile.hpc_code.value == "dense_matrix" and rec.profile.hpc_needs_fp64
    by_id = load_catalog().by_id()
    matrix = [c for c in rec.shortlist if by_id[c.gpu_id].fp64_matrix_tflops is not None]
    assert matrix  # no budget, any computer: the FP64 cards are on the shortlist, timed on their matrix units
    for c in matrix:
        assert c.speed == pytest.approx((by_id[c.gpu_id].fp64_matrix_tflops or 0) * 0.6 * c.count, rel=0.02), c.gpu_id
    said = {a.code for es in rec.how.configurations.values() for e in es for a in e.assumptions}
    assert "ASSUME_HPC_MATRIX_UNITS" in said


def test_hpc_memory_bound_code_ranks_by_bandwidth(qtbot: QtBot, window: MainWindow) -> None:
    """A CFD user says the code moves data: the speeds become bandwidth x 0.5 FLOP/byte (roofline),
    the explanation says memory limits it, and the answer survives Back."""
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click(qtbot, wiz.workload_page.buttons["hpc"])
    click_next(qtbot, wiz, PageId.MODEL)
    model = wiz.model_page
    assert model.hpc_code.isVisible() and model.hpc_code.currentData() == "unknown"
    qtbot.keyClicks(model.working_set, "20")
    choose(qtbot, model.hpc_code, "memory_bound")
    assert wiz.answer("hpc_code") == "memory_bound"
    for expect in (PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
        click_next(qtbot, wiz, expect)
    page = results_of(qtbot, wiz)
    rec = page.current_recommendation()
    assert rec is not None and rec.profile.hpc_code.value == "memory_bound"
    by_id = load_catalog().by_id()
    for card in page.cards:
        g = by_id[card.config.gpu_id]
        expected = min(g.fp64_tflops * 0.6, 0.5 * g.bandwidth_gbs * 0.85 / 1000) * card.config.count
        assert card.config.speed == pytest.approx(expected, rel=1e-3), g.id
    how = rec.how.configurations
    speeds = {e.formula.code for es in how.values() for e in es if e.quantity == "hpc"}
    assert speeds == {"HOW_HPC_MEMORY"}
    for _ in range(4):  # results -> power -> platform -> budget -> model
        wiz.back()
    assert wiz.currentId() == PageId.MODEL and model.hpc_code.currentData() == "memory_bound"


def _model_found(qtbot: QtBot, wiz: GpuWizard, search: str, model_id: str):  # type: ignore[no-untyped-def]
    """The model page after typing `search` into its search box, which must pick `model_id`."""
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click_next(qtbot, wiz, PageId.MODEL)
    qtbot.keyClicks(wiz.model_page.search, search)
    assert wiz.answer("model") == model_id
    return wiz.model_page


def test_a_model_found_by_its_ollama_or_hugging_face_name(qtbot: QtBot, window: MainWindow) -> None:
    """People copy the name from Ollama or Hugging Face: "deepseek-r1:7b" finds the 7B distill (its words
    are not in the list), while a plain "qwen3" still lists every Qwen3 model as the user types."""
    wiz = window.wizard
    model = _model_found(qtbot, wiz, "deepseek-r1:7b", "deepseek-r1-distill-qwen-7b")
    visible = [item.text(0) for item in model._items.values() if not item.isHidden()]
    assert visible == ["DeepSeek-R1-Distill-Qwen-7B"]
    wiz.flush()
    assert "DeepSeek-R1-Distill-Qwen-7B" in model.memory_bar.summary.text()
    model.search.clear()
    qtbot.keyClicks(model.search, "Qwen/Qwen2.5-14B-Instruct")
    assert wiz.answer("model") == "qwen2.5-14b"
    model.search.clear()
    qtbot.keyClicks(model.search, "qwen3")
    visible = [item.text(0) for item in model._items.values() if not item.isHidden()]
    assert len(visible) > 5 and all("Qwen3" in name for name in visible), visible


def test_a_model_released_in_4_bits_is_sized_as_released(qtbot: QtBot, window: MainWindow) -> None:
    """gpt-oss ships MXFP4 weights: with "Automatic" (and the software left open: the chat apps' MXFP4
    GGUF) the bar says so and sizes it for one 80 GB card; choosing full quality sizes it in 16 bits."""
    wiz = window.wizard
    model = _model_found(qtbot, wiz, "gpt-oss 120b", "gpt-oss-120b")
    assert model.precision.currentData() is None  # Automatic
    wiz.flush()
    summary = model.memory_bar.summary.text()
    assert "gpt-oss-120b (as released, MXFP4)" in summary, summary
    need = float(summary.split("about ")[1].split(" GiB")[0])
    assert 55 < need < 70
    choose(qtbot, model.precision, "bf16")
    wiz.flush()
    summary = model.memory_bar.summary.text()
    assert "as released" not in summary and float(summary.split("about ")[1].split(" GiB")[0]) > 200


def test_the_model_list_names_active_sizes_only_for_mixtures_of_experts(qtbot: QtBot, window: MainWindow) -> None:
    """Gemma 3 loads a vision tower it does not run per token, but it is not a 27B-with-26B-active model."""
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    click_next(qtbot, wiz, PageId.MODEL)
    sizes = {text: size for _depth, text, size in tree_rows(wiz.model_page.tree)}
    assert sizes["Gemma 3 27B"] == "27.4 B", sizes["Gemma 3 27B"]
    assert sizes["Qwen3 30B-A3B"] == "30.5 B (3.4 B active)"
    assert "active" in sizes["gpt-oss-120b"]


def test_a_context_longer_than_the_model_supports_is_flagged_on_the_model_page(qtbot: QtBot,
                                                                             window: MainWindow) -> None:
    wiz = window.wizard
    model = _model_found(qtbot, wiz, "llama 2 7b", "llama-2-7b")
    model.context.setValue(32768)
    wiz.flush()
    assert model.context_note.isVisibleTo(model)
    assert "Llama 2 7B supports 4,096 tokens" in model.context_note.text(), model.context_note.text()
    model.context.setValue(4096)
    wiz.flush()
    assert not model.context_note.isVisibleTo(model)
    assert next_button(wiz).isEnabled()  # advice, not an error: the answer stands


@pytest.mark.parametrize(("search", "model_id"), [
    ("qwen3 coder 30b", "qwen3-coder-30b-a3b"), ("2507 30b", "qwen3-30b-a3b-2507"), ("devstral", "devstral-small-24b")])
def test_current_coding_models_are_found_by_name(qtbot: QtBot, window: MainWindow, search: str,
                                                 model_id: str) -> None:
    """A coding-assistant user types the model's name: the preset, with its MoE active size, is picked
    (a custom 30B would be sized and timed as a dense model, ten times too slow)."""
    model = _model_found(qtbot, window.wizard, search, model_id)
    window.wizard.flush()
    assert "GiB" in model.memory_bar.summary.text()


def test_a_complete_computer_card_says_its_power_supply_is_built_in(qtbot: QtBot, window: MainWindow) -> None:
    """gpt-oss-120b on Linux: a DGX Spark or a Ryzen AI Max system is a whole computer; its card must not ask
    for a power supply or call its draw 'GPU power'."""
    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "gpt-oss-120b", "engine": "llama.cpp", "os": "linux",
                     "budget": {"amount": 6000, "currency": "USD"}})
    for expect in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
        click_next(qtbot, wiz, expect)
    page = results_of(qtbot, wiz)
    systems = [c for c in page.cards if c.config.gpu_id in ("dgx-spark", "ryzen-ai-max-395-128gb")]
    assert systems, [c.config.gpu_id for c in page.cards]
    for card in systems:
        assert card.figures["Power supply needed"] == "Built in"
        assert card.figures["Power, whole computer"] == "140 W" and "GPU power" not in card.figures
        assert "A complete small computer, not a card" in card.all_text()
    # A Jetson is a module with its own adapter too (its power includes the CPU): no ATX supply to buy.
    jetsons = [c for c in page.cards if c.config.gpu_id.startswith("jetson-")]
    assert jetsons, [c.config.gpu_id for c in page.cards]
    for card in jetsons:
        assert card.figures["Power supply needed"] == "Built in"
        assert card.figures["Power, whole computer"] == f"{card.config.board_power_w_total:,.0f} W"
    cards = [c for c in page.cards if c not in systems and c not in jetsons]
    assert all("GPU power" in c.figures for c in cards)


def test_a_card_whose_fit_is_tight_shows_it_in_its_memory_bar_and_share(qtbot: QtBot, window: MainWindow) -> None:
    """Qwen2.5 32B in 4 bits at 4k on a 24 GB card leaves about 14 % spare: the card warned "Tight fit" while its
    memory bar stayed green (the bar turned amber only under 10 %). The bar follows the core's warning, and the
    share it shows is the warning's, rounded down."""
    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "qwen2.5-32b", "precision": "q4_k_m", "engine": "llama.cpp",
                     "context_tokens": 4096, "os": "linux", "budget": {"amount": 3000, "currency": "USD"}})
    to_results(qtbot, wiz)
    page = results_of(qtbot, wiz)
    tight = {c.config.gpu_id: w for c in page.cards for w in c.config.warnings if w.code == "TIGHT_VRAM"}
    assert any(0.1 <= c.config.headroom < 0.2 for c in page.cards if c.config.gpu_id in tight)
    for card in page.cards:
        assert card.fit.tight == (card.config.gpu_id in tight), card.config.gpu_id
        if card.config.gpu_id in tight:
            assert f"({tight[card.config.gpu_id].params['headroom']}% spare)" in card.fit.text
        # The bar and the card's "Fits in memory" reason say one share (35 % and 36 % had stood together).
        fits = next(m for m in card.config.reasons if m.code == "FITS_VRAM")
        assert f"({fits.params['headroom']}% spare)" in card.fit.text


def test_a_chat_server_card_says_its_speed_is_every_user_s_together(qtbot: QtBot, window: MainWindow) -> None:
    """Four users on vLLM: the card's "Estimated speed" is the four together; it says so, with each one's share
    (it had read "125 tokens/s" for users who each see 31)."""
    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "qwen2.5-7b", "engine": "vllm", "precision": "bf16",
                     "os": "linux", "batch_size": 4, "budget": {"amount": 5000, "currency": "USD"}})
    to_results(qtbot, wiz)
    card = results_of(qtbot, wiz).cards[0]
    each = card.config.throughput.decode_tokens_per_s
    assert card.config.speed_shared_by == 4 and each is not None
    from wizard.locale_format import format_speed

    shown = f"That speed is for all 4 users together, about {format_speed(each, 'en')} each."
    assert shown in card.figures["Estimated speed"]


def test_a_card_s_memory_bar_says_what_a_gib_is(qtbot: QtBot, window: MainWindow) -> None:
    """A 16 GB card shown as holding 15.1 GiB had looked like an error (Chinese review, 2026-12-02)."""
    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "qwen2.5-7b", "os": "linux",
                     "budget": {"amount": 2000, "currency": "USD"}})
    to_results(qtbot, wiz)
    card = results_of(qtbot, wiz).cards[0]
    assert "1 GiB is 1.074 GB" in card.fit.toolTip()
    assert "1 GiB is 1.074 GB" in wiz.model_page.memory_bar.toolTip()


def test_a_model_search_that_finds_nothing_says_what_the_list_holds(qtbot: QtBot, window: MainWindow) -> None:
    """Searching for "stable diffusion" emptied the list with no word but "Choose a model or enter its size";
    the workload page never said image models are not covered (first-time buyer review, 2026-12-02)."""
    wiz = window.wizard
    click_next(qtbot, wiz, PageId.WORKLOAD)
    assert any("Stable Diffusion" in label.text() for label in wiz.workload_page.findChildren(QLabel))
    click_next(qtbot, wiz, PageId.MODEL)
    page = wiz.model_page
    # and what to pick when unsure (some sixty models, no word on which)
    assert any(label.text().startswith("Not sure? An 8B model") for label in page.findChildren(QLabel))
    qtbot.keyClicks(page.search, "stable diffusion")
    assert page.no_match.isVisibleTo(page) and "not covered" in page.no_match.text()
    assert "stable diffusion" in page.no_match.text()
    page.search.clear()
    qtbot.keyClicks(page.search, "qwen2.5 7b")
    assert not page.no_match.isVisibleTo(page) and wiz.answer("model") == "qwen2.5-7b"


def test_a_card_near_the_answers_supply_names_the_safer_size_in_its_figure(qtbot: QtBot, window: MainWindow) -> None:
    """"Power supply needed: 650 W or more" had stood above "a 750 W supply is safer" for the same pick
    (first-time buyer review, 2026-12-02): the figure names the safer size where the warning does."""
    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "llama-3.1-8b", "os": "windows", "batch_size": 5,
                     "power": {"psu_watts": 650}, "budget": {"amount": 2000, "currency": "USD"}})
    to_results(qtbot, wiz)
    cards = results_of(qtbot, wiz).cards
    near = [c for c in cards if any(w.code == "PSU_NEAR_LIMIT" for w in c.config.warnings)]
    assert near, [c.config.gpu_id for c in cards]
    for card in cards:
        warning = next((w for w in card.config.warnings if w.code == "PSU_NEAR_LIMIT"), None)
        figure = card.figures["Power supply needed"]
        if warning is not None:
            assert f"{int(warning.params['safer']):,} W is safer" in figure, figure
        else:
            assert "safer" not in figure


def test_compare_columns_name_the_cards_whole(qtbot: QtBot) -> None:
    """"VIDIA GeForce RTX 4070 Ti SUPE" had been clipped at both ends of a compare column (first-time buyer
    review, 2026-12-02): the brand words the columns share go, a long name wraps, the whole name is on hover."""
    from wizard.gui.widgets.compare import column_title

    assert column_title("NVIDIA GeForce RTX 4070 Ti SUPER") == "RTX 4070 Ti SUPER"
    assert column_title("AMD Radeon RX 7900 XTX") == "RX 7900 XTX"
    two = column_title("NVIDIA RTX PRO 6000 Blackwell Workstation Edition")
    assert two.replace("\n", " ") == "RTX PRO 6000 Blackwell Workstation Edition" and "\n" in two


def test_a_card_names_the_plugs_its_supply_needs(qtbot: QtBot, window: MainWindow) -> None:
    """The plugs a pick takes had been only in the compare view (first-time buyer review, 2026-12-02)."""
    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "llama-3.1-8b", "os": "windows",
                     "budget": {"amount": 2000, "currency": "USD"}})
    to_results(qtbot, wiz)
    for card in results_of(qtbot, wiz).cards:
        figure = card.figures["Power supply needed"]
        if card.config.psu_recommended_w is not None and card.config.power_connectors:
            assert f"Plugs: {card.config.power_connectors[0]}" in figure, figure


def test_the_open_charts_tab_follows_the_shortlist(qtbot: QtBot, window: MainWindow) -> None:
    """With the Charts tab open, answers that fit nothing left a blank panel, and when the cards came back the
    tab stayed blank until another was clicked (GUI review, 2026-12-02)."""
    wiz = window.wizard
    to_results(qtbot, wiz)
    page = results_of(qtbot, wiz)
    page.tabs.setCurrentWidget(page.charts_holder)
    assert page.ensure_charts() is not None and not page.no_charts.isVisibleTo(page)
    wiz.change_answer("budget", {"amount": 20, "currency": "USD"})
    qtbot.waitUntil(lambda: not page.cards, timeout=5000)
    assert page.no_charts.isVisibleTo(page) and page._charts is None
    wiz.change_answer("budget", None)
    qtbot.waitUntil(lambda: bool(page.cards), timeout=5000)
    assert page.tabs.currentWidget() is page.charts_holder
    assert page._charts is not None and page._charts.isVisibleTo(page) and not page.no_charts.isVisibleTo(page)
    window.mark_answers_saved()
