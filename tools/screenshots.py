"""Save a PNG of every wizard page, result tab, chart, the catalog browser, the compare view, the print
preview, the troubleshooting view (a search, an entry opened from a warning) and the current-card panel.

    xvfb-run -a -s "-screen 0 1920x1200x24" .venv/bin/python tools/screenshots.py --out screenshots

Runs itself once per theme (light, dark) and scale (1, 2) in a child process, because
QT_SCALE_FACTOR must be set before Qt starts. Pictures go to <out>/gui/<theme>-<scale>x/<nn>-<name>.png.
Use `make screenshots` (Xvfb, a real X server); QT_QPA_PLATFORM=offscreen works too for a quick look.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = {
    "workload": "inference", "model": "qwen2.5-7b", "context_tokens": 8192, "batch_size": 1, "os": "windows",
    "form_factor": "desktop", "budget": {"amount": 15000, "currency": "CNY", "scope": "per_machine"},
}


def _settle(app: object, rounds: int = 6) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    for _ in range(rounds):
        loop = QEventLoop()
        QTimer.singleShot(25, loop.quit)
        loop.exec()
        QCoreApplication.processEvents()


def shoot(out: Path, theme: str, scale: str) -> int:
    os.environ["GPU_WIZARD_CONFIG_DIR"] = tempfile.mkdtemp(prefix="gpu-wizard-shots-")
    os.environ["GPU_WIZARD_THEME"] = theme
    from PySide6.QtWidgets import QWidget

    from wizard.gui.app import _install_translators, _register_fonts, app_icon, create_app
    from wizard.gui.main_window import MainWindow
    from wizard.gui.settings import Settings
    from wizard.gui.theme import apply_theme
    from wizard.gui.wizard import PageId

    app = create_app([sys.argv[0]])

    app.setWindowIcon(app_icon())
    apply_theme(app, theme)
    _register_fonts()
    translate = _install_translators(app, os.environ.get("GPU_WIZARD_LANG") or "en")
    folder = out / "gui" / f"{theme}-{scale}x"
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):  # numbering shifts when shots are added: no stale pictures
        old.unlink()
    n = [0]

    def save(widget: QWidget, name: str) -> None:
        _settle(app)
        n[0] += 1
        path = folder / f"{n[0]:02d}-{name}.png"
        widget.grab().save(str(path))
        print(path)

    w = MainWindow(Settings(), translate)
    w.resize(1000, 780)
    w.show()
    wiz = w.wizard
    wiz.load_pages()
    save(w, "welcome")
    wiz.set_answers(SAMPLE)
    for pid, name in ((PageId.WORKLOAD, "workload"), (PageId.MODEL, "model"), (PageId.BUDGET, "budget"),
                      (PageId.PLATFORM, "platform"), (PageId.POWER, "power")):
        wiz.next()
        assert wiz.currentId() == pid, (wiz.currentId(), pid)
        wiz.flush()
        save(w, name)
    wiz.next()
    results = wiz.results_page
    results.cards[0].toggle.setChecked(True)
    save(w, "results-shortlist")
    results.cards[0].toggle.setChecked(False)
    for i, name in ((1, "results-warnings"), (2, "results-why-not"), (3, "results-next-steps"),
                    (5, "results-how-calculated")):
        results.tabs.setCurrentIndex(i)
        if i == 2:
            results.why_not.expandToDepth(0)
        save(w, name)
    results.tabs.setCurrentIndex(4)
    charts = results.ensure_charts()
    assert charts is not None
    for i, name in enumerate(("chart-speed-price", "chart-memory", "chart-perf-per-watt", "chart-cost",
                              "chart-context")):
        charts.setCurrentIndex(i)  # type: ignore[attr-defined]
        save(w, name)
    results.tabs.setCurrentIndex(0)
    results.cards[0].compare.setChecked(True)
    results.cards[1].compare.setChecked(True)
    results.cards[2].compare.setChecked(True)
    results.open_compare()
    save(results.compare_dialog, "compare")
    results.compare_dialog.close()
    w.show_catalog()
    assert w._catalog is not None
    save(w._catalog, "catalog-browser")
    w._catalog.close()
    # printing and troubleshooting
    preview = w.report.open_preview()
    assert preview is not None
    save(preview, "print-preview")
    preview.close()
    dialog = w.show_troubleshooting()
    dialog.set_query("显存不足" if os.environ.get("GPU_WIZARD_LANG", "").startswith("zh") else "out of memory")
    save(dialog, "troubleshooting-search")
    links = [(eid, lab) for wl in results.warning_lists for _code, eid, lab in wl.link_labels]
    results.tabs.setCurrentWidget(results.warnings_area)
    save(w, "results-warnings-links")
    if links:
        links[0][1].click()
    else:
        w.show_troubleshooting("rtx50-sm120-old-pytorch")
    save(dialog, "troubleshooting-entry")
    dialog.close()
    results.tabs.setCurrentIndex(0)
    # the card the user has: fits, then does not fit; and the platform page with it chosen
    wiz.set_answers({**SAMPLE, "current_gpu": {"id": "rtx-3060-12gb", "count": 1}, "precision": "int4"})
    wiz.flush()
    save(w, "results-current-card-fits")
    wiz.set_answers({**SAMPLE, "model": "qwen2.5-32b", "current_gpu": {"id": "rtx-3060-12gb", "count": 1}})
    wiz.flush()
    save(w, "results-current-card-too-small")
    wiz.back()
    wiz.back()
    assert wiz.currentId() == PageId.PLATFORM
    wiz.platform_page.initializePage()
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    wiz.platform_page.detection_finished.connect(loop.quit)
    QTimer.singleShot(30_000, loop.quit)
    wiz.platform_page.detect()  # the real probes, in a pool thread; on a machine without GPUs it says so
    loop.exec()
    save(w, "platform-current-gpu")
    wiz.next()
    wiz.power_page.cooling.setCurrentIndex(wiz.power_page.cooling.findData("quiet"))
    save(w, "power-cooling-quiet")
    wiz.set_answers(SAMPLE)
    wiz.next()
    # expert mode, an invalid answer, HPC
    wiz.set_expert(True)
    wiz.back()
    wiz.back()
    wiz.back()
    wiz.back()
    assert wiz.currentId() == PageId.MODEL
    save(w, "model-expert")
    wiz.model_page.custom_radio.setChecked(True)
    wiz.model_page.params.setText("0")
    save(w, "model-invalid-size")
    wiz.back()
    wiz.workload_page.buttons["hpc"].setChecked(True)
    wiz.next()
    wiz.model_page.working_set.setText("40")
    wiz.flush()
    save(w, "model-hpc")
    wiz.set_expert(False)
    wiz.next()
    wiz.budget_page.amount.setText("-100")
    assert wiz.currentId() == PageId.BUDGET and not wiz.budget_page.isComplete()
    save(w, "budget-invalid")
    # a vendor's quote sheet imported (Chinese headers, GB18030, as Excel on Chinese Windows saves it)
    wiz.budget_page.amount.setText("30000")
    with tempfile.TemporaryDirectory() as tmp:
        sheet = Path(tmp) / "vendor-quotes.csv"
        sheet.write_bytes("显卡,单价,币种\nrtx-4090,\"$1,599\",USD\nNVIDIA GeForce RTX 5090,16999,CNY\n"
                          "rtx-pro-6000-blackwell,59999,CNY\n".encode("gb18030"))
        wiz.budget_page.import_quotes_from(str(sheet))
    save(w, "budget-quote-sheet")
    wiz.set_answers({**wiz.answers, "price_overrides": None})
    # rendering: speeds in Blender points, measured and estimated, two GPUs
    def shortlist(answers: dict[str, object], name: str) -> None:
        """The results page's first tab for these answers."""
        wiz.set_answers(answers)
        while wiz.currentId() != PageId.RESULTS:
            wiz.next()
        wiz.flush()
        results.tabs.setCurrentIndex(0)
        save(w, name)

    shortlist({"workload": "rendering", "working_set_gb": 40, "form_factor": "server", "max_gpus": 2, "os": "linux"},
              "rendering-shortlist")
    results.tabs.setCurrentIndex(5)
    save(w, "rendering-how-calculated")
    results.tabs.setCurrentIndex(4)
    charts = results.ensure_charts()
    assert charts is not None
    charts.setCurrentIndex(0)  # type: ignore[attr-defined]
    save(w, "rendering-chart-speed-price")
    # complete computers with unified memory (DGX Spark, Ryzen AI Max) for a 120B model
    shortlist({"workload": "inference", "model": "gpt-oss-120b", "engine": "llama.cpp", "os": "linux",
               "form_factor": "any", "max_gpus": 1, "budget": {"amount": 6000, "currency": "USD"}}, "systems-shortlist")
    # two linked DGX Sparks for a 235B MoE that one cannot hold
    wiz.back()
    shortlist({"workload": "inference", "model": "qwen3-235b-a22b", "engine": "llama.cpp", "os": "linux",
               "form_factor": "desktop", "max_gpus": 2, "budget": {"amount": 12000, "currency": "USD"}},
              "linked-sparks-shortlist")
    # a 70B chatbot with one card per machine: the hint that two cards in the budget run it faster
    wiz.back()
    shortlist({"workload": "inference", "model": "llama-3.3-70b", "engine": "llama.cpp", "precision": "q4_k_m",
               "context_tokens": 16384, "os": "linux", "max_gpus": 1,
               "budget": {"amount": 3000, "currency": "USD"}}, "more-cards-hint")
    results.tabs.setCurrentIndex(2)  # why not: "2 of these cards in one machine would hold it"
    save(w, "more-cards-why-not")
    # a 32B chat left at Automatic (a chat app's Q8_0, 33 GiB) leaves only unified-memory computers, slower
    # than people read: the hint that 4-bit fits a cheaper, faster card
    wiz.back()
    shortlist({"workload": "inference", "model": "deepseek-r1-distill-qwen-32b", "os": "linux",
               "budget": {"amount": 3000, "currency": "USD"}}, "smaller-format-hint")
    # a Radeon card ROCm leaves out, shortlisted for llama.cpp on Vulkan: its warning and next step
    wiz.back()
    shortlist({"workload": "inference", "model": "qwen2.5-14b", "engine": "llama.cpp", "os": "linux",
               "budget": {"amount": 340, "currency": "USD"}}, "vulkan-radeon-shortlist")
    results.tabs.setCurrentIndex(3)
    save(w, "vulkan-radeon-next-steps")
    # rendering with the scene size left blank: the note that 16 GB was assumed, and what to enter
    wiz.back()
    shortlist({"workload": "rendering", "os": "windows", "budget": {"amount": 1500, "currency": "USD"}},
              "rendering-scene-size-assumed")
    # LoRA on Windows over two 16 GB cards: no NCCL there, so a layer split at one card's speed
    wiz.back()
    shortlist({"workload": "lora", "model": "llama-3.1-8b", "os": "windows", "max_gpus": 2, "context_tokens": 2048,
               "budget": {"amount": 1000, "currency": "USD"}}, "windows-lora-two-cards")
    results.tabs.setCurrentIndex(1)
    save(w, "windows-lora-two-cards-warnings")
    # a chatbot server for 16 users with the software left open: sized and timed as vLLM serves it, up to
    # 4 cards split by tensor parallelism, and the 'vllm serve' step
    wiz.back()
    shortlist({"workload": "inference", "model": "qwen2.5-32b", "batch_size": 16, "os": "linux", "max_gpus": 4,
               "budget": {"amount": 25000, "currency": "USD"}}, "team-server-shortlist")
    results.tabs.setCurrentIndex(3)
    save(w, "team-server-next-steps")
    # the same server with $20,000: four RTX 5090s in 16 bits, and the hint that in FP8 two run it for half;
    # after its button, the serve command that makes the FP8 weights (--quantization fp8)
    wiz.back()
    shortlist({"workload": "inference", "model": "qwen2.5-32b", "batch_size": 16, "os": "linux", "max_gpus": 4,
               "budget": {"amount": 20000, "currency": "USD"}}, "team-server-fp8-hint")
    panel = results.smaller_format_panel
    assert panel is not None, "the FP8 hint is missing"
    panel.button.click()
    wiz.flush()
    results.tabs.setCurrentIndex(3)
    save(w, "team-server-fp8-next-steps")
    # vLLM named on Windows: planned as it runs there, in WSL2 (the note, then WSL2's set-up steps)
    wiz.back()
    shortlist({"workload": "inference", "model": "qwen2.5-7b", "engine": "vllm", "os": "windows",
               "budget": {"amount": 3000, "currency": "USD"}}, "vllm-windows-shortlist")
    results.tabs.setCurrentIndex(3)
    save(w, "vllm-windows-next-steps")
    w.mark_answers_saved()  # nothing to keep: closing asks about changed answers otherwise
    w.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", default="screenshots", help="output folder (default: screenshots)")
    p.add_argument("--themes", default="light,dark")
    p.add_argument("--scales", default="1,2")
    p.add_argument("--single", nargs=2, metavar=("THEME", "SCALE"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    out = Path(args.out)
    if args.single:
        code = shoot(out, *args.single)
        sys.stdout.flush()
        # PySide6 6.12 can abort in interpreter finalisation after pyqtgraph ran ("bool_dealloc"):
        # the pictures are saved, so leave without the final garbage collection.
        os._exit(code)
    failed = 0
    for theme in args.themes.split(","):
        for scale in args.scales.split(","):
            env = dict(os.environ, QT_SCALE_FACTOR=scale, LANG=os.environ.get("LANG", "C.UTF-8"))
            env.setdefault("QT_QPA_PLATFORM", "xcb")
            proc = subprocess.run([sys.executable, __file__, "--out", str(out), "--single", theme, scale], env=env,
                                  cwd=ROOT)
            if proc.returncode != 0:  # a child that died part way had gone unnoticed behind the line below
                written = len(list((out / "gui" / f"{theme}-{scale}x").glob("*.png")))
                print(f"screenshots: {theme} at {scale}x failed (exit {proc.returncode}) after {written} pictures",
                      file=sys.stderr)
                failed = 1
    print(f"screenshots in {out / 'gui'}" + (" (INCOMPLETE: see above)" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
