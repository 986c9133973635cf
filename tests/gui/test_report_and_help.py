"""Save PDF / Print preview / exports, profiles and recent files, troubleshooting, current card, cooling."""

from __future__ import annotations

import csv
import json
import re
import shutil
import subprocess
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from gui_helpers import click_next
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from wizard.core.profile import Profile
from wizard.core.profile_io import load_profile
from wizard.core.recommend import SMALLER_FORMAT_CODES
from wizard.gui.main_window import MainWindow
from wizard.gui.report_actions import default_paper
from wizard.gui.settings import load_settings
from wizard.gui.wizard import PageId

ROOT = Path(__file__).resolve().parents[2]
CHAT = {"workload": "inference", "model": "qwen2.5-7b", "context_tokens": 8192, "os": "windows",
        "form_factor": "desktop", "budget": {"amount": 15000, "currency": "CNY", "scope": "per_machine"}}


def to_results(qtbot: QtBot, window: MainWindow, answers: dict[str, Any] | None = None) -> None:
    wiz = window.wizard
    if answers is not None:
        wiz.set_answers(answers)
    page = wiz.results_page
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        for expect in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
            click_next(qtbot, wiz, expect)


@pytest.fixture
def warnings_shown(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a, **k: shown.append((title, text)))
    return shown


# ---------------------------------------------------------------- PDF, print, exports

def test_results_page_has_the_report_buttons_and_menu_entries(qtbot: QtBot, window: MainWindow) -> None:
    to_results(qtbot, window, CHAT)
    page = window.wizard.results_page
    texts = [b.text() for b in page.report_buttons]
    assert texts == ["Save PDF…", "Print…", "Print preview…", "Export CSV…", "Export JSON…"]
    assert all(b.isEnabled() and b.isVisible() for b in page.report_buttons)
    menu = [a.text().replace("&", "") for a in window.file_menu.actions()]
    for t in texts:
        assert t in menu


def test_save_pdf_from_the_results_page(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    to_results(qtbot, window, CHAT)
    target = tmp_path / "out" / "summary"
    target.parent.mkdir()
    asked: list[tuple[Any, ...]] = []

    def fake_dialog(*args: Any) -> tuple[str, str]:
        asked.append(args)
        return str(target), args[2][1]  # the "US Letter" filter

    monkeypatch.setattr(window.report, "ask_save_path", fake_dialog)
    pages: list[int | None] = []
    orig = window.report.save_pdf_to
    monkeypatch.setattr(window.report, "save_pdf_to", lambda path, paper=None: pages.append(orig(path, paper)))
    page = window.wizard.results_page
    qtbot.mouseClick(page.report_buttons[0], Qt.MouseButton.LeftButton)
    pdf = tmp_path / "out" / "summary.pdf"
    assert pages and pages[0] is not None and pages[0] > 1
    assert pdf.read_bytes().startswith(b"%PDF")
    assert load_settings().last_dir == str(pdf.parent)
    assert load_settings().paper == "letter"
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
        assert re.search(rf"^Pages:\s+{pages[0]}$", info, re.M)
        assert "612 x 792" in info  # Letter


def test_a_failed_save_is_shown_and_keeps_the_answers(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                                      warnings_shown: list[tuple[str, str]]) -> None:
    to_results(qtbot, window, CHAT)
    before = json.dumps(window.wizard.answers, sort_keys=True)
    missing = tmp_path / "no-such-folder" / "summary.pdf"
    assert window.report.save_pdf_to(str(missing), "a4") is None
    assert warnings_shown and "does not exist" in warnings_shown[0][1]
    assert not missing.exists()
    assert not window.report.export_to(str(tmp_path / "nope" / "x.csv"), "csv")
    assert len(warnings_shown) == 2
    assert json.dumps(window.wizard.answers, sort_keys=True) == before
    assert window.wizard.currentId() == PageId.RESULTS


def test_print_preview_opens_and_paints(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    to_results(qtbot, window, CHAT)
    painted: list[int] = []
    orig = window.report.paint

    def paint(printer: Any) -> int:
        n = orig(printer)
        painted.append(n)
        return n

    monkeypatch.setattr(window.report, "paint", paint)
    dialog = window.report.open_preview()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: bool(painted), timeout=10000)
    assert painted[0] > 1
    dialog.close()


def test_print_document_gets_a_pdf_printer(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    from PySide6.QtPrintSupport import QPrinter

    to_results(qtbot, window, CHAT)
    printer = window.report.make_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    assert window.report.paint(printer) > 1
    assert out.read_bytes().startswith(b"%PDF")


def test_export_csv_and_json(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    to_results(qtbot, window, CHAT)
    targets = iter([tmp_path / "list", tmp_path / "list.json"])
    monkeypatch.setattr(window.report, "ask_save_path", lambda *a: (str(next(targets)), a[3]))
    window.report.export_csv_action.trigger()
    window.report.export_json_action.trigger()
    rows = list(csv.DictReader((tmp_path / "list.csv").read_text(encoding="utf-8-sig").splitlines()))
    shown = window.wizard.results_page.current_recommendation()
    assert shown is not None
    assert [r["gpu_id"] for r in rows] == [c.gpu_id for c in shown.shortlist]
    doc = json.loads((tmp_path / "list.json").read_text(encoding="utf-8"))
    assert len(doc["shortlist"]) == len(shown.shortlist)


def test_report_actions_follow_valid_answers(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers(CHAT)
    wiz.flush()
    assert window.report.save_pdf_action.isEnabled()
    wiz.set_answer("budget.amount", -5)
    wiz.flush()
    assert not window.report.save_pdf_action.isEnabled()


def test_paper_follows_the_locale() -> None:
    assert default_paper(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)) == "letter"
    assert default_paper(QLocale(QLocale.Language.Chinese, QLocale.Country.China)) == "a4"
    assert default_paper(QLocale(QLocale.Language.German, QLocale.Country.Germany)) == "a4"


# ---------------------------------------------------------------- profiles

def test_save_profile_is_atomic_and_in_the_cli_format(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    window.wizard.set_answers({**CHAT, "cooling": "quiet", "current_gpu": {"id": "rtx-3060-12gb", "count": 1}})
    target = tmp_path / "p.json"
    assert window.save_profile_to(str(target))
    p = load_profile(target)
    assert p.cooling.value == "quiet" and p.current_gpu is not None and p.current_gpu.id == "rtx-3060-12gb"
    assert not list(tmp_path.glob("*.tmp*"))
    assert window.recent_paths()[0] == str(target.resolve())


def test_an_exported_shortlist_reopens_its_answers(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Export JSON…, then File > Open on that file: the answers it was made from come back."""
    to_results(qtbot, window, CHAT)
    exported = tmp_path / "gpu-shortlist.json"
    assert window.report.export_to(str(exported), "json")
    before = Profile.model_validate(window.wizard.answers)
    window.wizard.set_answers({"workload": "hpc", "working_set_gb": 10})
    assert window.load_profile_file(str(exported))
    assert Profile.model_validate(window.wizard.answers) == before


def test_recent_profiles_newest_first_at_most_8_missing_greyed(qtbot: QtBot, window: MainWindow,
                                                              tmp_path: Path) -> None:
    src = ROOT / "examples" / "windows-chat-qwen7b.json"
    paths = []
    for i in range(10):
        p = tmp_path / f"profile-{i}.json"
        shutil.copy(src, p)
        paths.append(p)
        assert window.load_profile_file(str(p))
    recent = window.recent_paths()
    assert recent == [str(p.resolve()) for p in reversed(paths)][:8]
    assert load_settings().recent_profiles == recent
    # a file away now (a USB stick unplugged) is greyed, not forgotten: back, it opens again
    moved = paths[9].rename(tmp_path / "away.json")
    window.recent_menu.aboutToShow.emit()
    entry = next(a for a in window.recent_menu.actions() if a.data() == str(paths[9].resolve()))
    assert not entry.isEnabled() and "not found" in entry.toolTip()
    assert load_settings().recent_profiles == recent
    moved.rename(paths[9])
    window.recent_menu.aboutToShow.emit()
    assert next(a for a in window.recent_menu.actions() if a.data() == str(paths[9].resolve())).isEnabled()
    # opening from the menu
    window.wizard.set_answers({"workload": "hpc", "working_set_gb": 10})
    action = next(a for a in window.recent_menu.actions() if a.data() == str(paths[8].resolve()))
    action.trigger()
    assert window.wizard.answer("model") == "qwen2.5-7b"
    assert window.recent_paths()[0] == str(paths[8].resolve())


@pytest.mark.parametrize("content, field", [
    ('{"workload": "inference", "model": "qwen2.5-7b", "budget": {"amount": -3}}', "budget.amount"),
    ('{"workload": "inference", "current_gpu": {"id": "no-such-card"}}', "current_gpu.id"),
    ('{"name": "some other tool", "gpus": [1, 2]}', "workload"),
    ("{not json", ""),
])
def test_a_corrupt_or_foreign_profile_names_the_field_and_keeps_the_answers(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, warnings_shown: list[tuple[str, str]],
        content: str, field: str) -> None:
    window.wizard.set_answers(CHAT)
    before = json.dumps(window.wizard.answers, sort_keys=True)
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    assert not window.load_profile_file(str(bad))
    assert len(warnings_shown) == 1
    title, text = warnings_shown[0]
    assert title == "Cannot open the profile"
    assert "bad.json" in text and field in text
    assert json.dumps(window.wizard.answers, sort_keys=True) == before
    assert str(bad.resolve()) not in window.recent_paths()


# ---------------------------------------------------------------- troubleshooting

def test_troubleshooting_reachable_from_every_page(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    for expect in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS):
        click_next(qtbot, wiz, expect)
        assert wiz.button(wiz.WizardButton.CustomButton2).isVisible()
    with qtbot.waitSignal(wiz.troubleshooting_requested, timeout=1000):
        qtbot.mouseClick(wiz.button(wiz.WizardButton.CustomButton2), Qt.MouseButton.LeftButton)
    dialog = window._troubleshooting
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    dialog.close()
    window.troubleshoot_action.trigger()
    assert dialog.isVisible()
    assert [s.toString() for s in window.troubleshoot_action.shortcuts()] == ["F1", "Ctrl+T"]
    dialog.close()


def test_troubleshooting_search_english_and_chinese(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.show_troubleshooting()
    qtbot.waitExposed(dialog)
    total = len(dialog.visible_ids())
    assert total >= 20
    qtbot.keyClicks(dialog.search, "out of memory")
    qtbot.waitUntil(lambda: len(dialog.visible_ids()) < total, timeout=2000)
    assert dialog.visible_ids()[0] == "cuda-out-of-memory"
    dialog.set_query("显存不足")  # Chinese in the English app
    assert dialog.visible_ids()[0] == "cuda-out-of-memory"
    assert dialog.current_entry_id() == "cuda-out-of-memory"
    dialog.set_query("sm_120")
    assert dialog.visible_ids()[0] == "rtx50-sm120-old-pytorch"
    text = dialog.view.all_text()
    assert "no kernel image is available" in text.lower() or "sm_120" in text
    dialog.set_query("CUDA error: out of memory; tried to allocate 2.00 GiB")
    assert "cuda-out-of-memory" in dialog.visible_ids()
    dialog.set_query("zzzz-nothing")
    assert dialog.visible_ids() == [] and dialog.current_entry_id() is None
    dialog.close()


def test_entry_checks_follow_the_profile_os_with_an_all_systems_toggle(qtbot: QtBot, window: MainWindow) -> None:
    window.wizard.set_answers({**CHAT, "os": "linux"})
    dialog = window.show_troubleshooting("shared-gpu-memory-not-vram")  # its check is for Windows only
    assert dialog.current_entry_id() == "shared-gpu-memory-not-vram"
    assert dialog.view.hidden_checks == 1
    check_commands = list(dialog.view.commands)
    dialog.all_systems.setChecked(True)
    assert dialog.view.hidden_checks == 0
    assert len(dialog.view.commands) > len(check_commands)
    # a Copy button puts the command on the clipboard
    dialog.view.copy_buttons[0].click()
    assert QApplication.clipboard().text() == dialog.view.commands[0]
    # commands are set in the bundled monospaced font, as in the PDF ("monospace" was Courier New on Windows)
    from wizard.report.fonts import MONO_FAMILY

    boxes = dialog.findChildren(QLabel, "command")
    assert boxes and all(box.font().family() == MONO_FAMILY for box in boxes)
    dialog.close()


def test_vllm_named_on_windows_shows_the_wsl2_checks(qtbot: QtBot, window: MainWindow) -> None:
    """vLLM runs on that Windows PC in WSL2 (Profile.effective_os): the guide's checks are WSL2's, as in
    the shortlist's steps; another engine on Windows keeps Windows' checks."""
    window.wizard.set_answers({**CHAT, "os": "windows", "engine": "vllm"})
    dialog = window.show_troubleshooting("shared-gpu-memory-not-vram")
    assert "WSL2" in dialog.os_label.text(), dialog.os_label.text()
    dialog.close()
    window.wizard.set_answers({**CHAT, "os": "windows", "engine": "llama.cpp"})
    dialog = window.show_troubleshooting("shared-gpu-memory-not-vram")
    assert "WSL2" not in dialog.os_label.text() and "Windows" in dialog.os_label.text(), dialog.os_label.text()
    dialog.close()


@pytest.mark.parametrize("engine", ["vllm", "tensorrt-llm"])
def test_vllm_on_windows_says_above_the_shortlist_that_it_is_for_wsl2(qtbot: QtBot, window: MainWindow,
                                                                      engine: str) -> None:
    """The note heads the shortlist (every step below assumes WSL2); 'Use WSL2' makes the answer say so,
    and the same cards come back without the note. TensorRT-LLM, whose Windows support ended, too."""
    to_results(qtbot, window, {**CHAT, "engine": engine})
    page = window.wizard.results_page
    panel = page.wsl2_panel
    assert panel is not None and panel.isVisible() and panel.button.text() == "Use WSL2"
    assert "WSL2" in panel.text.text() and "native Windows" in panel.text.text()
    before = [c.config.gpu_id for c in page.cards]
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["os"] == "wsl2"
    assert [c.config.gpu_id for c in page.cards] == before and before
    assert page.wsl2_panel is None


def test_a_tight_fit_links_to_the_entry_for_the_user_s_software() -> None:
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.gui.pages.results import troubleshooting_links

    base = {"workload": "inference", "model": "qwen2.5-7b", "precision": "q8_0", "os": "linux",
            "budget": {"amount": 3000, "currency": "USD"}}
    chat = recommend(Profile.model_validate({**base, "engine": "llama.cpp"}))
    torch = recommend(Profile.model_validate({**base, "engine": "transformers"}))
    for rec in (chat, torch):
        assert any(w.code == "TIGHT_VRAM" for c in rec.shortlist for w in c.warnings)
    assert troubleshooting_links(chat)["TIGHT_VRAM"] == "chat-model-on-cpu"
    assert troubleshooting_links(torch)["TIGHT_VRAM"] == "cuda-out-of-memory"


def test_entry_says_which_software_and_computers_it_is_for(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.show_troubleshooting("chat-model-on-cpu")
    text = dialog.view.all_text()
    assert "llama.cpp and the chat apps built on it (LM Studio, Ollama)" in text
    # the entry's search patterns ("offloaded 0/") are words to look for, not a whole error message
    assert "Words to look for in the error or log" in text and "Exact error text" not in text
    assert "ollama ps" in dialog.view.commands
    assert dialog.show_entry("hybrid-laptop-wrong-gpu")
    assert "laptops" in dialog.view.all_text()
    assert dialog.show_entry("connector-12vhpwr")
    assert "laptops" not in dialog.view.all_text() and "chat apps" not in dialog.view.all_text()
    dialog.close()


def test_warning_links_open_their_entry(qtbot: QtBot, window: MainWindow) -> None:
    to_results(qtbot, window, {"workload": "inference", "model": "qwen2.5-72b", "os": "wsl2",
                               "form_factor": "desktop", "max_gpus": 2})
    page = window.wizard.results_page
    links = [(code, eid, lab) for wl in page.warning_lists for code, eid, lab in wl.link_labels]
    assert links, "no warning with a troubleshooting entry"
    code, entry_id, link = links[0]
    assert link.text() == "How to fix / What to check"
    page.tabs.setCurrentWidget(page.warnings_area)
    link.setFocus()
    with qtbot.waitSignal(window.wizard.troubleshooting_requested, timeout=1000) as sig:
        qtbot.keyClick(link, Qt.Key.Key_Return)  # Enter on the focused link opens it
    assert sig.args == [entry_id]
    dialog = window._troubleshooting
    assert dialog is not None and dialog.isVisible()
    assert dialog.current_entry_id() == entry_id
    from wizard.core.troubleshooting import entry_by_id

    entry = entry_by_id(entry_id)
    assert entry is not None and code in {str(c) for c in entry.warning_codes}
    dialog.close()


# ---------------------------------------------------------------- current card

def test_current_card_that_fits(qtbot: QtBot, window: MainWindow) -> None:
    answers = {**CHAT, "precision": "int4", "engine": "transformers", "context_tokens": 4096,
               "current_gpu": {"id": "rtx-3060-12gb", "count": 1}}
    to_results(qtbot, window, answers)
    panel = window.wizard.results_page.current_panel
    assert panel is not None and panel.isVisible()
    text = panel.all_text()
    assert "Your current card: 1 × NVIDIA GeForce RTX 3060 12 GB" in text
    assert "can run this" in text and "Estimated speed on it" in text
    cur = window.wizard.results_page.current_recommendation().current  # type: ignore[union-attr]
    assert cur is not None and cur.context is not None and cur.context.code == "FITS_CONTEXT"
    assert f"Room for up to about {cur.context.params['tokens']:,} tokens of context" in text
    assert "× the speed of your current card" in text
    assert 0 < panel.upgrade_count <= len(window.wizard.results_page.cards)


def test_current_card_that_does_not_fit(qtbot: QtBot, window: MainWindow) -> None:
    answers = {"workload": "inference", "model": "qwen2.5-72b", "os": "linux", "max_gpus": 2,
               "current_gpu": {"id": "rtx-3060-12gb", "count": 1}}
    to_results(qtbot, window, answers)
    panel = window.wizard.results_page.current_panel
    assert panel is not None
    text = panel.all_text()
    assert "is not enough for this workload" in text
    assert "would run it" in text
    assert "Estimated speed on it" not in text
    assert "with a context of" not in text  # 72B weights alone do not fit 12 GB: no context helps


def test_a_current_card_short_of_memory_says_the_context_it_would_run(qtbot: QtBot, window: MainWindow) -> None:
    answers = {"workload": "inference", "model": "qwen2.5-14b", "precision": "q4_k_m", "engine": "llama.cpp",
               "context_tokens": 32768, "os": "linux", "current_gpu": {"id": "rtx-3060-12gb", "count": 1}}
    to_results(qtbot, window, answers)
    panel = window.wizard.results_page.current_panel
    assert panel is not None
    cur = window.wizard.results_page.current_recommendation().current  # type: ignore[union-attr]
    assert cur is not None and not cur.fits and cur.context is not None
    tokens = cur.context.params["context"]
    assert isinstance(tokens, int) and 4096 < tokens < 32768
    assert f"It would run this with a context of up to about {tokens:,} tokens instead of 32,768." in panel.all_text()


def test_a_faster_machine_with_more_cards_is_one_click_away(qtbot: QtBot, window: MainWindow) -> None:
    """A 4-bit 70B chatbot with one card per machine: the shortlist opens with the hint that more cards
    would be much faster; its button allows them, and the shortlist is ranked again with them."""
    answers = {"workload": "inference", "model": "llama-3.3-70b", "precision": "q4_k_m", "engine": "llama.cpp",
               "context_tokens": 16384, "os": "linux", "max_gpus": 1,
               "budget": {"amount": 3000, "currency": "USD", "scope": "per_machine"}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.more_cards_panel
    assert panel is not None and panel.isVisible()
    hint = next(w for w in page.current_recommendation().profile_warnings  # type: ignore[union-attr]
                if w.code == "MORE_CARDS_FASTER")
    count = hint.params["count"]
    assert f"{count} × {hint.params['gpu']}" in panel.text.text() and "$" in panel.text.text()
    assert panel.button.text() == f"Allow {count} GPUs per machine"
    assert all(c.config.count == 1 for c in page.cards)
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["max_gpus"] == count
    top = page.cards[0].config
    assert (top.count, top.name) == (count, hint.params["gpu"])
    assert page.more_cards_panel is None  # allowed: nothing left to offer
    while window.wizard.currentId() != PageId.PLATFORM:
        window.wizard.back()
    assert window.wizard.platform_page.max_gpus.value() == count  # the answer page shows the change


@pytest.mark.parametrize(("answers", "button", "precision"), [
    ({"workload": "inference", "model": "qwen2.5-7b", "context_tokens": 8192, "os": "windows", "form_factor": "desktop",
      "precision": "bf16", "budget": {"amount": 15000, "currency": "CNY", "scope": "per_machine"}},
     "Use 8-bit (Q8_0)", "int8"),
    ({"workload": "inference", "model": "deepseek-r1-distill-qwen-32b", "os": "linux", "precision": "bf16",
      "budget": {"amount": 3000, "currency": "USD", "scope": "per_machine"}}, "Use 4-bit (Q4_K_M)", "int4"),
    ({"workload": "inference", "model": "qwen2.5-14b", "os": "windows",  # "Automatic": a chat app's Q8_0
      "budget": {"amount": 15000, "currency": "CNY", "scope": "per_machine"}}, "Use 4-bit (Q4_K_M)", "int4"),
    ({"workload": "inference", "model": "qwen2.5-32b", "os": "linux", "batch_size": 16,  # a vLLM server: FP8
      "context_tokens": 8192, "max_gpus": 4, "budget": {"amount": 20000, "currency": "USD", "scope": "per_machine"}},
     "Use 8-bit (FP8)", "fp8"),
    # not cheaper but ten times faster within the answers: a 70B chat's 2.8 tokens/s pick (FOUR_BIT_FASTER)
    ({"workload": "inference", "model": "llama-3.1-70b", "context_tokens": 8192, "os": "linux",
      "form_factor": "desktop", "max_gpus": 2, "budget": {"amount": 4000, "currency": "USD", "scope": "per_machine"}},
     "Use 4-bit (Q4_K_M)", "int4"),
])
def test_a_cheaper_machine_in_a_smaller_format_is_one_click_away(
        qtbot: QtBot, window: MainWindow, answers: dict[str, object], button: str, precision: str) -> None:
    """A 7B chatbot in 16-bit: only 24 GB+ cards hold it and a ¥14,000 card tops the list. The shortlist
    opens with the hint that in 8-bit a card for a fraction of that runs it as fast; its button chooses
    Q8_0, and the shortlist is ranked again in that format. A 16-bit 32B gets the same for 4-bit, as
    8-bit does not fit a cheaper card, and so does a 14B left at "Automatic" (a chat app's Q8_0). A vLLM
    server for 16 users is offered FP8, which vLLM makes from the 16-bit weights: half the cards."""
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.smaller_format_panel
    assert panel is not None and panel.isVisible()
    rec = page.current_recommendation()
    assert rec is not None
    hint = next(w for w in rec.profile_warnings if w.code in SMALLER_FORMAT_CODES)
    assert f"{hint.params['count']} × {hint.params['gpu']}" in panel.text.text()
    assert panel.button.text() == button
    before = rec.shortlist[0].vram_gb_per_gpu
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["precision"] == precision  # the plain answer the Quality list names in words
    after = page.current_recommendation()
    assert after is not None and after.requirement.precision == str(hint.params["precision"]).lower()  # as named
    assert after.shortlist[0].vram_gb_per_gpu < before
    assert any(c.config.name == hint.params["gpu"] for c in page.cards)  # the named card is ranked now
    assert page.smaller_format_panel is None  # chosen: nothing left to offer
    while window.wizard.currentId() != PageId.MODEL:
        window.wizard.back()
    assert window.wizard.model_page.precision.currentData() == precision  # the answer page shows the change


@pytest.mark.parametrize(("workload", "button"), [("rendering", "Enter the scene size"),
                                                  ("hpc", "Enter the data size")])
def test_a_scene_size_left_blank_is_said_above_the_shortlist_with_a_way_back(
        qtbot: QtBot, window: MainWindow, workload: str, button: str) -> None:
    """Left blank, the scene (or data) size is assumed large, which decides the cards: the shortlist opens
    with that said and a button back to the question; once entered, the note is gone and the cards change."""
    answers = {"workload": workload, "os": "windows", "budget": {"amount": 1500, "currency": "USD",
                                                               "scope": "per_machine"}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.working_set_panel
    assert panel is not None and panel.isVisible()
    assert "assume 16 GB" in panel.text.text() and panel.button.text() == button
    before = {c.config.gpu_id for c in page.cards}
    qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    wiz = window.wizard
    assert wiz.currentId() == PageId.MODEL
    assert wiz.model_page.working_set.hasFocus() or QApplication.focusWidget() is wiz.model_page.working_set
    qtbot.keyClicks(wiz.model_page.working_set, "6")
    assert wiz.answers["working_set_gb"] == 6
    while wiz.currentId() != PageId.RESULTS:
        wiz.next()
    wiz.flush()
    assert page.working_set_panel is None
    rec = page.current_recommendation()
    assert rec is not None and not [w for w in rec.profile_warnings if w.code.startswith("WORKING_SET")]
    assert {c.config.gpu_id for c in page.cards} != before  # smaller cards pass now


def test_current_gpu_chosen_on_the_platform_page(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers(CHAT)
    for expect in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM):
        click_next(qtbot, wiz, expect)
    page = wiz.platform_page
    assert not page.current_box.isChecked()
    # Nothing is picked for the user: the box shows its search hint, not the alphabetically first card.
    assert page.current_gpu.currentIndex() == -1 and page.current_gpu.currentText() == ""
    assert page.current_gpu.lineEdit().placeholderText()
    page.current_box.setChecked(True)
    assert wiz.answer("current_gpu") is None  # ticked, no card chosen yet: none assumed
    page.current_gpu.setFocus()
    page.current_gpu.lineEdit().selectAll()
    qtbot.keyClicks(page.current_gpu.lineEdit(), "GeForce RTX 4090")
    page.current_gpu.setCurrentIndex(page.current_gpu.findText("NVIDIA GeForce RTX 4090"))
    page.current_count.setValue(2)
    assert wiz.answer("current_gpu") == {"id": "rtx-4090", "count": 2}
    page.current_box.setChecked(False)
    assert wiz.answer("current_gpu") is None


def test_detect_runs_in_the_background_and_says_when_nothing_is_found(qtbot: QtBot, window: MainWindow,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from wizard.doctor import probes

    real_collect = probes.collect
    threads: list[bool] = []

    def collect(*a: Any, **k: Any) -> Any:
        threads.append(threading.current_thread() is threading.main_thread())
        return real_collect(*a, **k)

    monkeypatch.setattr(probes, "collect", collect)
    window.wizard.load_pages()
    page = window.wizard.platform_page
    page.initializePage()
    with qtbot.waitSignal(page.detection_finished, timeout=30000) as sig:
        page.detect_button.click()
        assert not page.detect_button.isEnabled()
    assert threads == [False]  # not the UI thread
    assert page.detect_button.isEnabled()
    if "No graphics card was found" in sig.args[0]:
        assert not page.current_box.isChecked()
    assert page.detect_status.text() == sig.args[0]


@pytest.mark.parametrize(("name", "memory_mib", "count", "shown", "gpu_id"), [
    ("NVIDIA GeForce RTX 4090", None, 2, "NVIDIA GeForce RTX 4090", "rtx-4090"),
    # the driver names the 8 GB and 16 GB RTX 5060 Ti alike: the memory it reports picks the card
    ("NVIDIA GeForce RTX 5060 Ti", 16311, 1, "NVIDIA GeForce RTX 5060 Ti 16 GB", "rtx-5060-ti-16gb"),
])
def test_detect_maps_a_found_card_to_the_catalog(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                                 name: str, memory_mib: float | None, count: int, shown: str,
                                                 gpu_id: str) -> None:
    from wizard.doctor import report as doctor_report
    from wizard.doctor.report import GpuReport

    found = SimpleNamespace(gpus=[GpuReport(vendor="nvidia", name=name, source="nvidia-smi", memory_mib=memory_mib)
                                  for _ in range(count)])
    monkeypatch.setattr(doctor_report, "build_report", lambda raw, *a, **k: found)
    page = window.wizard.platform_page
    page.initializePage()
    with qtbot.waitSignal(page.detection_finished, timeout=30000) as sig:
        page.detect()
    assert f"Found: {count} × {shown}" in sig.args[0]
    assert window.wizard.answer("current_gpu") == {"id": gpu_id, "count": count}


# ---------------------------------------------------------------- cooling, money

def test_cooling_answer_reaches_the_profile(qtbot: QtBot, window: MainWindow) -> None:
    wiz = window.wizard
    wiz.set_answers(CHAT)
    for expect in (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER):
        click_next(qtbot, wiz, expect)
    combo = wiz.power_page.cooling
    assert combo.currentData() == "any" and combo.currentText() == "Not sure"
    assert [combo.itemData(i) for i in range(combo.count())] == ["any", "case_fans", "server_airflow", "quiet"]
    assert all(combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count()))  # tooltips
    combo.setCurrentIndex(combo.findData("quiet"))
    profile = wiz.profile()
    assert profile is not None and profile.cooling.value == "quiet"
    click_next(qtbot, wiz, PageId.RESULTS)
    rec = wiz.results_page.current_recommendation()
    assert rec is not None and rec.profile.cooling.value == "quiet"
    wiz.back()
    assert wiz.power_page.cooling.currentData() == "quiet"
    wiz.power_page.cooling.setCurrentIndex(0)
    assert "cooling" not in wiz.answers


def test_money_in_sentences_is_formatted(qtbot: QtBot, window: MainWindow) -> None:
    to_results(qtbot, window, CHAT)
    page = window.wizard.results_page
    reasons = [t for card in page.cards for t in card.reasons.texts]
    budget = [t for t in reasons if t.startswith("Within budget")]
    assert budget and "¥15,000" in budget[0] and " of ¥" in budget[0]
    assert all("CNY" not in v for card in page.cards for v in card.figures.values())


# ---------------------------------------------------------------- Chinese

def test_chinese_buttons_troubleshooting_and_pdf(qtbot: QtBot, qapp, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                 warnings_shown: list[tuple[str, str]]) -> None:
    from wizard import i18n
    from wizard.gui.settings import Settings

    i18n.switch_language(qapp, "zh_CN")
    try:
        w = MainWindow(Settings(), i18n.qt_translate)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        w.wizard.load_pages()
        w.wizard.welcome.completeChanged.emit()
        to_results(qtbot, w, CHAT)
        texts = [b.text() for b in w.wizard.results_page.report_buttons]
        assert texts[0] == "保存 PDF…" and not any("&" in t or "(" in t for t in texts)
        reasons = [t for c in w.wizard.results_page.cards for t in c.reasons.texts]
        assert any("¥15,000" in t for t in reasons)
        dialog = w.show_troubleshooting()
        dialog.set_query("显存不足")
        assert dialog.visible_ids()[0] == "cuda-out-of-memory"
        assert "显存" in dialog.view.all_text()
        dialog.set_query("out of memory")  # English error text in the Chinese app
        assert "cuda-out-of-memory" in dialog.visible_ids()
        dialog.close()
        assert (w.report.save_pdf_to(str(tmp_path / "zh.pdf"), "a4") or 0) > 1
        # A failed write is explained in Chinese too, naming the folder that is missing.
        missing = tmp_path / "没有这个文件夹" / "zh.pdf"
        assert w.report.save_pdf_to(str(missing), "a4") is None
        assert warnings_shown[-1][1] == f"无法写入 {missing}：文件夹 {missing.parent} 不存在。"
        assert not missing.exists()
        # So is a profile that cannot be used, with the field named and the answers kept.
        bad = tmp_path / "bad.json"
        bad.write_text('{"workload": "inference", "model": "lama-3.1-8b"}', encoding="utf-8")
        before = json.dumps(w.wizard.answers, sort_keys=True)
        assert not w.load_profile_file(str(bad))
        assert warnings_shown[-1] == ("无法打开配置文件",
                                      f"{bad}，字段“model”：未知的模型预设 'lama-3.1-8b'；"
                                      "您是不是要找 'llama-3.1-8b'？")
        assert json.dumps(w.wizard.answers, sort_keys=True) == before
        # The catalog browser names the kinds of card and the source groups in Chinese.
        w.catalog_action.trigger()
        browser = w._catalog
        assert browser is not None
        kinds = {browser.proxy.index(r, 2).data() for r in range(browser.proxy.rowCount())}
        assert kinds <= {"消费级", "工作站", "数据中心", "边缘设备", "整机"} and "数据中心" in kinds, kinds
        browser.table.selectRow(0)
        assert "显存：" in browser.details.toPlainText() and "memory: " not in browser.details.toPlainText()
        browser.close()
    finally:
        i18n.switch_language(qapp, "en")


def test_detected_names_map_to_catalog_ids() -> None:
    from wizard.core.catalog import load_catalog
    from wizard.gui.pages.platform import match_catalog_id

    gpus = [(g.id, g.name) for g in load_catalog().gpus]
    assert match_catalog_id("NVIDIA GeForce RTX 4090", gpus) == "rtx-4090"
    assert match_catalog_id("NVIDIA GeForce RTX 4090 D", gpus) == "rtx-4090-d"
    assert match_catalog_id("NVIDIA GeForce RTX 5090 D", gpus) == "rtx-5090-d"
    assert match_catalog_id("NVIDIA GeForce RTX 5090 D v2", gpus) == "rtx-5090-d-v2"  # 24 GB, not the 32 GB D
    assert match_catalog_id("NVIDIA GeForce RTX 3060", gpus) == "rtx-3060-12gb"  # the one 3060 in the catalog
    assert match_catalog_id("NVIDIA Corporation AD102 [GeForce RTX 4090] [10de:2684]", gpus) == "rtx-4090"
    assert match_catalog_id("Matrox G200eW3", gpus) is None
    # What drivers print for the complete computers is not their catalog name
    from wizard.core.catalog import name_pairs

    names = name_pairs(load_catalog().gpus)
    assert match_catalog_id("NVIDIA GB10", gpus) is None and match_catalog_id("NVIDIA GB10", names) == "dgx-spark"
    assert match_catalog_id("AMD Radeon(TM) 8060S Graphics", names) == "ryzen-ai-max-395-128gb"
    assert match_catalog_id("NVIDIA GeForce RTX 4090", names) == "rtx-4090"  # one id, however many names
    # Variants drivers name alike are told apart by the memory they report (nvidia-smi's MiB).
    memory = {g.id: g.memory_gb for g in load_catalog().gpus}
    assert match_catalog_id("NVIDIA GeForce RTX 5060 Ti", names, 16311, memory) == "rtx-5060-ti-16gb"
    assert match_catalog_id("NVIDIA GeForce RTX 5060 Ti", names, 8151, memory) == "rtx-5060-ti-8gb"
    assert match_catalog_id("AMD Radeon RX 9060 XT", names, 16368, memory) == "rx-9060-xt-16gb"
    assert match_catalog_id("NVIDIA GeForce RTX 5060 Ti", names) is None  # no memory: no guess
    assert match_catalog_id("NVIDIA GeForce RTX 5060 Ti", names, 12288, memory) is None  # neither variant
    # A variant the catalog lacks, printed like one it has, is not that card.
    assert match_catalog_id("NVIDIA GeForce RTX 3050", names, 8192, memory) == "rtx-3050"
    assert match_catalog_id("NVIDIA GeForce RTX 3050", names, 6144, memory) is None  # the 6 GB card
    assert match_catalog_id("NVIDIA GeForce RTX 2060", names, 12288, memory) is None  # the 12 GB card
    assert match_catalog_id("NVIDIA GeForce RTX 2060", names, 6144, memory) == "rtx-2060"


def test_a_profile_opened_on_a_later_page_shows_on_the_pages_behind_it(qtbot: QtBot, window: MainWindow,
                                                                       tmp_path: Path) -> None:
    """QWizard does not initialise a page again on Back: the answer pages already visited are filled
    from the opened profile, not left showing the answers it replaced."""
    to_results(qtbot, window, CHAT)
    profile = tmp_path / "linux-three-cards.json"
    profile.write_text(json.dumps({**CHAT, "max_gpus": 3, "os": "linux"}), encoding="utf-8")
    assert window.load_profile_file(str(profile))
    wiz = window.wizard
    while wiz.currentId() != PageId.PLATFORM:
        wiz.back()
    assert wiz.platform_page.max_gpus.value() == 3
    assert wiz.platform_page.os_buttons["linux"].isChecked()
    assert wiz.profile() is not None and wiz.profile().max_gpus == 3  # type: ignore[union-attr]


def test_fp64_cards_sold_on_quote_are_named_with_a_way_to_the_quotes(qtbot: QtBot, window: MainWindow) -> None:
    """FP64 science on $10,000: the consumer cards on the shortlist are weak at FP64, and the cards built
    for it were left out only for want of a price. The results say so, with a button to the price quotes;
    a quote entered there ranks that card first and the note goes."""
    answers = {"workload": "hpc", "working_set_gb": 20, "os": "linux",
               "budget": {"amount": 10000, "currency": "USD", "scope": "per_machine"}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.unpriced_panel
    assert panel is not None and panel.isVisible()
    assert "AMD Instinct MI210" in panel.text.text() and panel.button.text() == "Enter quotes"
    assert page.cards[0].config.gpu_id != "mi210"
    qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    wiz = window.wizard
    budget = wiz.budget_page
    assert wiz.currentId() == PageId.BUDGET
    assert budget.quote_gpu.hasFocus() or QApplication.focusWidget() is budget.quote_gpu
    budget.quote_gpu.setCurrentIndex(budget.quote_gpu.findText("AMD Instinct MI210"))
    qtbot.keyClicks(budget.quote_price, "9000")
    qtbot.mouseClick(budget.add_quote, Qt.MouseButton.LeftButton)
    assert wiz.answers["price_overrides"] == {"mi210": 9000}
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        while wiz.currentId() != PageId.RESULTS:
            wiz.next()
    assert page.cards[0].config.gpu_id == "mi210"
    assert page.unpriced_panel is None


def test_nothing_fits_but_a_card_without_a_price_leads_to_its_quote(qtbot: QtBot, window: MainWindow) -> None:
    """DeepSeek-R1 in China with CNY 2,000,000: nothing fits, and 8 x H20 was left out for its price alone. The
    results name it once, with a button that opens the quote field with the H20 chosen."""
    answers = {"workload": "inference", "model": "deepseek-r1", "os": "linux", "region": "cn", "max_gpus": 8,
               "form_factor": "server", "budget": {"amount": 2000000, "currency": "CNY", "scope": "per_machine"}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    assert page.cards == []
    panel = page.unpriced_panel
    assert panel is not None and panel.isVisible() and "H20" in panel.text.text()
    assert panel.button.text() == "Enter a quote"
    qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    wiz = window.wizard
    assert wiz.currentId() == PageId.BUDGET
    assert wiz.budget_page.quote_gpu.currentText() == "NVIDIA H20 (HGX, 96 GB)"


def test_the_full_deepseek_r1_on_a_desktop_offers_what_ollama_calls_deepseek_r1(qtbot: QtBot,
                                                                                 window: MainWindow) -> None:
    """"deepseek-r1" on a CNY 10,000 Windows desktop: nothing holds the 671B model. The results say first,
    once, that Ollama's deepseek-r1 is an 8B distill, with a button that chooses it and ranks again."""
    answers = {"workload": "inference", "model": "deepseek-r1", "os": "windows",
               "budget": {"amount": 10000, "currency": "CNY", "scope": "per_machine"}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    assert page.cards == []
    panel = page.namesake_panel
    assert panel is not None and panel.isVisible()
    assert "ollama run deepseek-r1" in panel.text.text() and "671B" in panel.text.text()
    assert panel.button.text() == "Use DeepSeek-R1-0528-Qwen3-8B"
    bullets = " ".join(label.text() for label in page.shortlist_area.widget().findChildren(QLabel))
    assert bullets.count("ollama run deepseek-r1") == 1  # in the panel, not again in the list
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["model"] == "deepseek-r1-0528-qwen3-8b"
    assert page.cards and page.namesake_panel is None


def test_a_supply_that_alone_stops_a_faster_pair_offers_a_bigger_one_in_one_click(qtbot: QtBot,
                                                                                   window: MainWindow) -> None:
    """A 70B chat on two cards with a 1,000 W supply: the supply alone stops pairs 2-2.5 times as fast. The
    results name the size that allows them, with a button that answers with it and ranks again."""
    answers = {"workload": "inference", "model": "deepseek-r1-distill-llama-70b", "engine": "llama.cpp",
               "precision": "q4_k_m", "context_tokens": 8192, "os": "windows", "region": "cn", "max_gpus": 2,
               "budget": {"amount": 30000, "currency": "CNY", "scope": "per_machine"},
               # Six 8-pin plugs: the pair the hint names (two RTX 4090 D) then lacks only watts. With four it
               # lacks plugs too, which the button's "with enough plugs" covers (test_power_plugs.py).
               "power": {"psu_watts": 1000, "pcie_8pin": 6, "pcie_16pin": 0}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.supply_panel
    assert panel is not None and panel.isVisible()
    rec = page.current_recommendation()
    assert rec is not None
    hint = next(w for w in rec.profile_warnings if w.code == "BIGGER_PSU_FASTER")
    watts = int(hint.params["watts"])  # type: ignore[arg-type]
    assert panel.button.text() == f"Use a {watts:,} W supply"
    slowest = page.cards[0].config.speed
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["power"] == {"psu_watts": watts}  # the old supply's plug counts go with it
    after = page.current_recommendation()
    assert after is not None and after.shortlist[0].speed > slowest  # type: ignore[operator]
    assert page.supply_panel is None


def test_a_supply_short_of_plugs_alone_is_offered_the_same_size_with_its_plugs(qtbot: QtBot,
                                                                                window: MainWindow) -> None:
    """Rendering on a 1,000 W supply with two 8-pin plugs: the watts would run an RTX 5090, the plugs do not.
    The button keeps the size and drops the old plug counts; the 5090 then ranks first."""
    answers = {"workload": "rendering", "working_set_gb": 12, "os": "windows", "form_factor": "desktop",
               "budget": {"amount": 2500, "currency": "USD", "scope": "per_machine"},
               "power": {"psu_watts": 1000, "pcie_8pin": 2, "pcie_16pin": 0}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.supply_panel
    assert panel is not None and panel.isVisible()
    assert panel.button.text() == "Use a 1,000 W supply with enough plugs"
    assert "only its plugs stop it" in panel.text.text()
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["power"] == {"psu_watts": 1000}
    after = page.current_recommendation()
    assert after is not None and after.shortlist[0].gpu_id == "rtx-5090"


def test_lora_with_only_a_risky_card_offers_qlora_in_one_click(qtbot: QtBot, window: MainWindow) -> None:
    """LoRA of a 7B on Windows with 12,000 CNY: only a Radeon holds it, with PyTorch on Windows in preview.
    The shortlist opens with the card QLoRA would run with full support; its button switches to QLoRA,
    the shortlist is ranked again and the named card is on it."""
    answers = {"workload": "lora", "model": "qwen2.5-7b", "os": "windows", "region": "cn",
               "budget": {"amount": 12000, "currency": "CNY", "scope": "per_machine"}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.qlora_panel
    assert panel is not None and panel.isVisible() and panel.button.text() == "Use QLoRA"
    rec = page.current_recommendation()
    assert rec is not None
    hint = next(w for w in rec.profile_warnings if w.code == "QLORA_SUPPORTED")
    assert f"{hint.params['count']} × {hint.params['gpu']}" in panel.text.text()
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["workload"] == "qlora"
    after = page.current_recommendation()
    assert after is not None and after.profile.workload == "qlora"
    assert any(c.config.name == hint.params["gpu"] for c in page.cards)
    assert page.qlora_panel is None


def test_fine_tuning_at_a_batch_of_four_offers_a_batch_of_one_in_one_click(qtbot: QtBot, window: MainWindow) -> None:
    """QLoRA of a 7B model at batch 4 on Windows with $1,200: only an Arc card held its 21.8 GiB. A batch of one
    with gradient accumulation trains the same in 12.4 GiB; the panel's button sets it, and the named card leads."""
    answers = {"workload": "qlora", "model": "qwen2.5-7b", "context_tokens": 2048, "batch_size": 4,
               "os": "windows", "budget": {"amount": 1200, "currency": "USD", "scope": "per_machine"}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.batch_panel
    assert panel is not None and panel.isVisible() and panel.button.text() == "Use a batch of 1"
    rec = page.current_recommendation()
    assert rec is not None
    hint = next(w for w in rec.profile_warnings if w.code == "BATCH_OF_ONE")
    assert hint.params["batch"] == 4 and float(hint.params["need_one"]) < float(hint.params["need"])
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["batch_size"] == 1
    after = page.current_recommendation()
    assert after is not None and after.shortlist[0].name == hint.params["gpu"]
    assert page.batch_panel is None


def test_a_long_context_offers_an_8_bit_cache_in_one_click(qtbot: QtBot, window: MainWindow) -> None:
    answers = {"workload": "inference", "model": "gemma-3-27b", "precision": "q4_k_m", "engine": "llama.cpp",
               "context_tokens": 131072, "os": "windows",
               "budget": {"amount": 4000, "currency": "USD", "scope": "per_machine"}}
    to_results(qtbot, window, answers)
    page = window.wizard.results_page
    panel = page.kv_cache_panel
    assert panel is not None and panel.isVisible() and panel.button.text() == "Use an 8-bit cache (Q8_0)"
    rec = page.current_recommendation()
    assert rec is not None
    hint = next(w for w in rec.profile_warnings if w.code == "KV_8BIT_CHEAPER")
    with qtbot.waitSignal(page.recommendation_changed, timeout=5000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert window.wizard.answers["kv_cache_precision"] == "q8_0"
    after = page.current_recommendation()
    assert after is not None and any(c.name == hint.params["gpu"] for c in after.shortlist)
    assert page.kv_cache_panel is None


def test_an_open_troubleshooting_guide_follows_the_operating_system_answer(qtbot: QtBot, window: MainWindow) -> None:
    """Opened with Windows chosen, the guide had kept "Showing checks for Windows." after Linux was chosen
    (GUI review, 2026-12-02)."""
    wiz = window.wizard
    wiz.set_answers({"workload": "inference", "model": "qwen2.5-7b", "os": "windows"})
    wiz.flush()
    dialog = window.show_troubleshooting("")
    assert "Windows" in dialog.os_label.text()
    wiz.set_answer("os", "linux")
    wiz.flush()
    assert "Linux" in dialog.os_label.text() and "Windows" not in dialog.os_label.text()
    dialog.close()


def test_enter_in_a_search_field_keeps_the_window_open(qtbot: QtBot, window: MainWindow) -> None:
    """The catalog and the guide are dialogs whose Close button was the default: Enter in their search fields
    had closed them (GUI review, 2026-12-02). Esc still does."""
    from PySide6.QtCore import Qt

    window.catalog_action.trigger()
    catalog = window._catalog
    assert catalog is not None
    qtbot.waitExposed(catalog)
    qtbot.keyClicks(catalog.search, "4090")
    qtbot.keyClick(catalog.search, Qt.Key.Key_Return)
    assert catalog.isVisible() and all("4090" in n for n in catalog.visible_names())
    guide = window.show_troubleshooting()
    qtbot.waitExposed(guide)
    qtbot.keyClicks(guide.search, "CUDA out of memory")
    qtbot.keyClick(guide.search, Qt.Key.Key_Enter)
    assert guide.isVisible()
    qtbot.keyClick(guide.search, Qt.Key.Key_Escape)
    assert not guide.isVisible()
    catalog.close()


def test_a_much_faster_format_is_offered_before_more_cards(qtbot: QtBot, window: MainWindow) -> None:
    """The 70B chat's ten-times-faster 4-bit machine had sat below "3 cards would be 2.2x faster"."""
    to_results(qtbot, window, {"workload": "inference", "model": "llama-3.1-70b", "context_tokens": 8192,
                               "os": "linux", "form_factor": "desktop", "max_gpus": 2,
                               "budget": {"amount": 4000, "currency": "USD", "scope": "per_machine"}})
    page = window.wizard.results_page
    smaller, more = page.smaller_format_panel, page.more_cards_panel
    assert smaller is not None and more is not None
    layout = smaller.parentWidget().layout()
    assert layout.indexOf(smaller) < layout.indexOf(more)
