"""`gpu-wizard --self-test`: prove an install (or a bundle) works, offline, in a few seconds.

Stages, each printed as one PASS / FAIL / SKIP line with its time:

* resources     the data and resource folders resolve, the app icon loads
* catalog       the GPU catalog and the model presets load and validate
* recommend     a built-in sample profile gets a non-empty shortlist, serialisable as JSON
* translations  the zh_CN catalog loads and translates core message templates
* gui           the wizard is built offscreen, walked page by page with the sample answers, and
                its results page shows a shortlist
* chart         a pyqtgraph chart renders offscreen to a non-blank image
* pdf           the report is written as a PDF in en and zh_CN to a temporary folder (and, when
                pdftotext is installed, the Chinese text is checked to extract as Chinese)

A stage whose module is missing FAILS: a bundle that lost a module must not pass. Nothing is
written outside a temporary folder (the GUI settings folder is redirected there too). Exit 0 when
no stage failed, else 1.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PASS, FAIL, SKIP = "PASS", "FAIL", "SKIP"
TIMEOUT_S = 180.0  # a hung stage (a modal dialog offscreen) must not hang CI

SAMPLE_PROFILE: dict[str, Any] = {
    "workload": "inference",
    "model": "qwen2.5-7b",
    "engine": "llama.cpp",
    "precision": "q8_0",
    "context_tokens": 8192,
    "os": "windows",
    "form_factor": "desktop",
    "region": "cn",
    "budget": {"amount": 15000, "currency": "CNY"},
}


class StageError(Exception):
    """A check failed; the message is the one-line reason."""


class StageSkip(Exception):
    """The stage does not apply here; the message says why."""


@dataclass
class StageResult:
    name: str
    status: str
    detail: str
    seconds: float


@dataclass
class Context:
    tmp: Path
    profile_file: Path
    qt_messages: list[str]
    app: Any = None


# ---------------------------------------------------------------- helpers

def _require(cond: bool, message: str) -> None:
    if not cond:
        raise StageError(message)


def _qt_app(ctx: Context) -> Any:
    if ctx.app is None:
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler
        from PySide6.QtWidgets import QApplication

        def handler(kind: QtMsgType, _context: Any, message: str) -> None:
            if kind != QtMsgType.QtDebugMsg and "propagateSizeHints" not in message:
                ctx.qt_messages.append(message)

        qInstallMessageHandler(handler)
        ctx.app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "gpu-wizard"])
    return ctx.app


def _process_events(ctx: Context, rounds: int = 3) -> None:
    app = _qt_app(ctx)
    for _ in range(rounds):
        app.processEvents()


def _sample_profile() -> Any:
    from wizard.core.profile_io import parse_profile

    return parse_profile(json.dumps(SAMPLE_PROFILE), "self-test sample profile")


# ---------------------------------------------------------------- stages

def stage_resources(ctx: Context) -> str:
    from wizard.paths import as_file_path, data_dir, resource_path, resources_dir

    data, res = as_file_path(data_dir()), as_file_path(resources_dir())
    _require(data.is_dir(), f"data folder missing: {data}")
    _require(res.is_dir(), f"resources folder missing: {res}")
    _require(any(data.joinpath("catalog").iterdir()), f"no catalog files in {data / 'catalog'}")
    icon = as_file_path(resource_path("icons", "app.svg"))
    _require(icon.is_file(), f"app icon missing: {icon}")
    _qt_app(ctx)
    from PySide6.QtGui import QIcon

    pm = QIcon(str(icon)).pixmap(64, 64)
    _require(not pm.isNull(), f"app icon does not render (SVG support missing?): {icon}")
    return f"data {data}, resources {res}"


def stage_catalog(ctx: Context) -> str:
    from wizard.core.catalog import load_catalog, load_models

    cat = load_catalog()
    models = load_models().models
    _require(len(cat.gpus) > 0, "the catalog has no GPUs")
    _require(len(models) > 0, "there are no model presets")
    return f"catalog {cat.catalog.version} ({cat.catalog.date}), {len(cat.gpus)} GPUs, {len(models)} model presets"


def stage_recommend(ctx: Context) -> str:
    from wizard.core.recommend import recommend
    from wizard.i18n import translator
    from wizard.recommend_text import recommendation_json

    rec = recommend(_sample_profile())
    _require(len(rec.shortlist) > 0, "the sample profile got an empty shortlist")
    json.dumps(recommendation_json(rec, translator("en")), ensure_ascii=False)
    top = rec.shortlist[0]
    return f"{len(rec.shortlist)} suggestions, first {top.count}x {top.name}"


def stage_translations(ctx: Context) -> str:
    from wizard.core.messages import TEMPLATES
    from wizard.i18n import translator

    translate = translator("zh_CN")
    templates = list(TEMPLATES.values())
    translated = [t for t in templates if translate("messages", t) != t]
    _require(len(templates) > 0, "no message templates")
    _require(bool(translated), f"zh_CN translates none of the {len(templates)} message templates")
    share = len(translated) / len(templates)
    _require(share >= 0.9, f"zh_CN translates only {len(translated)} of {len(templates)} message templates")
    sample = translate("messages", translated[0])
    _require(any("\u4e00" <= ch <= "\u9fff" for ch in sample), f"zh_CN text has no Chinese characters: {sample!r}")
    return f"zh_CN: {len(translated)}/{len(templates)} message templates translated"


@contextlib.contextmanager
def _no_modal_dialogs(ctx: Context, seen: list[str]) -> Iterator[None]:
    """Close any modal dialog that opens (offscreen nobody could click it) and note its text."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def close_modal() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            return
        text = modal.text() if isinstance(modal, QMessageBox) else ""
        seen.append(f"{modal.windowTitle()}: {text}".strip(": "))
        modal.close()

    timer = QTimer()
    timer.setInterval(100)
    timer.timeout.connect(close_modal)
    timer.start()
    try:
        yield
    finally:
        timer.stop()


def _open_window(ctx: Context) -> tuple[Any, Any]:
    """(top-level window, the QWizard): the app's main window when it has one, else the bare wizard."""
    from wizard.gui.settings import Settings
    from wizard.i18n import translator

    try:
        from wizard.gui.main_window import MainWindow
    except ImportError:
        from wizard.gui.wizard import GpuWizard

        wiz = GpuWizard(Settings(), translator("en"))
        return wiz, wiz
    window = MainWindow(Settings(), translator("en"))
    return window, window.wizard


def _walk_wizard(ctx: Context) -> str:
    from wizard.gui.wizard import PageId as page_ids

    dialogs: list[str] = []
    window, wiz = _open_window(ctx)
    try:
        with _no_modal_dialogs(ctx, dialogs):
            window.resize(980, 720)
            window.show()
            _process_events(ctx)
            if hasattr(window, "load_profile_file"):  # the way a user opens saved answers
                loaded = bool(window.load_profile_file(str(ctx.profile_file)))
                _require(loaded, "the sample answers did not load" + (f" ({dialogs[0]})" if dialogs else ""))
            else:
                wiz.load_pages()
                wiz.set_profile(_sample_profile())
            if hasattr(wiz, "flush"):
                wiz.flush()
            _process_events(ctx)
            _require(not dialogs, f"a dialog appeared: {dialogs[0] if dialogs else ''}")
            visited = [wiz.currentId()]
            last = int(max(page_ids))
            for _ in range(len(page_ids) + 2):
                if wiz.currentId() == last:
                    break
                before = wiz.currentId()
                wiz.next()
                _process_events(ctx)
                _require(not dialogs, f"a dialog appeared on Next: {dialogs[0] if dialogs else ''}")
                if wiz.currentId() == before:
                    page = wiz.currentPage()
                    name = page_ids(before).name if before in set(page_ids) else str(before)
                    problem = page.isComplete() if page is not None else "no page"
                    raise StageError(f"the wizard would not leave page {name} (complete={problem})")
                visited.append(wiz.currentId())
            _require(wiz.currentId() == last, f"the walk ended on page {wiz.currentId()}, not the results page")
            _process_events(ctx, 10)
            page = wiz.currentPage()
            n = _shortlist_size(page, wiz)
            _require(n > 0, "the results page shows no shortlist")
            names = [page_ids(i).name.lower() for i in visited if i in set(page_ids)]
            charts = ""
            if hasattr(page, "ensure_charts"):  # the results page's own charts (pyqtgraph, created on demand)
                widget = page.ensure_charts()
                _require(widget is not None, "the results page made no charts")
                _process_events(ctx, 5)
                _require(not widget.grab().toImage().isNull(), "the results charts rendered an empty image")
                charts = ", charts drawn"
            _require(not dialogs, f"a dialog appeared: {dialogs[0] if dialogs else ''}")
        return f"walked {' > '.join(names)}; results page lists {n} configurations{charts}"
    finally:
        window.close()
        window.deleteLater()
        _process_events(ctx)


def _shortlist_size(page: Any, wiz: Any) -> int:
    """How many configurations the results page shows (its public attributes, else its widgets)."""
    for owner in (page, wiz):
        for attr in ("current_recommendation", "recommendation", "result"):
            rec = getattr(owner, attr, None)
            rec = rec() if callable(rec) else rec
            if rec is not None and hasattr(rec, "shortlist"):
                return len(rec.shortlist)
        shortlist = getattr(owner, "shortlist", None)
        shortlist = shortlist() if callable(shortlist) else shortlist
        if isinstance(shortlist, list | tuple):
            return len(shortlist)
    from PySide6.QtWidgets import QAbstractItemView, QListWidget, QTableWidget

    best = 0
    for view in page.findChildren(QAbstractItemView):
        if isinstance(view, QTableWidget):
            best = max(best, view.rowCount())
        elif isinstance(view, QListWidget):
            best = max(best, view.count())
        elif view.model() is not None:
            best = max(best, view.model().rowCount())
    return best


def stage_gui(ctx: Context) -> str:
    _qt_app(ctx)
    return _walk_wizard(ctx)


def stage_chart(ctx: Context) -> str:
    _qt_app(ctx)
    import pyqtgraph as pg
    from PySide6.QtGui import QColor

    widget = pg.PlotWidget(title="self-test")
    try:
        widget.setBackground("w")
        widget.resize(480, 320)
        bars = pg.BarGraphItem(x=[1, 2, 3], height=[3.0, 5.0, 2.0], width=0.6, brush="#2f6fd0")
        widget.addItem(bars)
        widget.plot([1, 2, 3], [2.0, 4.0, 3.0], pen=pg.mkPen("#d35400", width=2))
        widget.show()
        _process_events(ctx, 5)
        image = widget.grab().toImage()
        _require(not image.isNull() and image.width() >= 100, "the chart rendered an empty image")
        colours = {image.pixelColor(x, y).rgb() for x in range(0, image.width(), 7)
                   for y in range(0, image.height(), 7)}
        _require(len(colours) > 3, "the chart image is blank")
        bar_blue = QColor("#2f6fd0").rgb()
        _require(bar_blue in colours or len(colours) > 10, "the chart bars were not drawn")
        out = ctx.tmp / "chart.png"
        _require(image.save(str(out)), "could not save the chart image")
        return f"{image.width()}x{image.height()} image, {len(colours)} colours, pyqtgraph {pg.__version__}"
    finally:
        widget.close()
        widget.deleteLater()


def _run_cli(argv: list[str]) -> tuple[int, str]:
    from wizard.cli import main

    err = io.StringIO()
    out = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse usage errors
            code = exc.code if isinstance(exc.code, int) else 2
    return int(code or 0), (err.getvalue() or out.getvalue()).strip()


def _pdftotext(pdf: Path) -> str | None:
    exe = shutil.which("pdftotext")
    if exe is None:
        return None
    done = subprocess.run([exe, "-enc", "UTF-8", str(pdf), "-"], capture_output=True, timeout=60, check=False)
    return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else None


def stage_pdf(ctx: Context) -> str:
    _qt_app(ctx)
    import importlib

    try:
        importlib.import_module("wizard.report.cli")
    except ImportError as exc:
        raise StageError(f"the report module is missing ({exc})") from exc
    notes = []
    for lang in ("en", "zh_CN"):
        out = ctx.tmp / f"report-{lang}.pdf"
        args = ["report", "--profile", str(ctx.profile_file), "--out", str(out)]
        code, message = _run_cli([*args, "--lang", lang])
        if code == 2 and "unrecognized arguments" in message:  # --lang only at the top level
            code, message = _run_cli(["--lang", lang, *args])
        _require(code == 0, f"report --lang {lang} exited {code}: {message.splitlines()[-1] if message else ''}")
        _require(out.is_file(), f"report --lang {lang} wrote no file")
        head = out.read_bytes()[:5]
        _require(head == b"%PDF-", f"report --lang {lang} is not a PDF")
        size = out.stat().st_size
        _require(size > 2000, f"report --lang {lang} is suspiciously small ({size} bytes)")
        text = _pdftotext(out)
        if text is None:
            notes.append(f"{lang} {size // 1024} KiB")
            continue
        if lang == "zh_CN":
            han = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
            _require(han >= 20, f"the zh_CN PDF has {han} extractable Chinese characters (missing font?)")
            notes.append(f"{lang} {size // 1024} KiB, {han} Chinese characters")
        else:
            _require(len(text.strip()) > 100, "the en PDF has no extractable text")
            notes.append(f"{lang} {size // 1024} KiB")
    if shutil.which("pdftotext") is None:
        notes.append("pdftotext not installed: text not checked")
    return "; ".join(notes)


STAGES: list[tuple[str, Callable[[Context], str]]] = [
    ("resources", stage_resources),
    ("catalog", stage_catalog),
    ("recommend", stage_recommend),
    ("translations", stage_translations),
    ("gui", stage_gui),
    ("chart", stage_chart),
    ("pdf", stage_pdf),
]


# ---------------------------------------------------------------- runner

@contextlib.contextmanager
def _environment(tmp: Path) -> Iterator[None]:
    """Offscreen Qt unless the caller chose a platform; settings go to the temporary folder."""
    saved = {k: os.environ.get(k) for k in ("QT_QPA_PLATFORM", "GPU_WIZARD_CONFIG_DIR", "GPU_WIZARD_NO_CRASH_DIALOG")}
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["GPU_WIZARD_CONFIG_DIR"] = str(tmp / "config")
    os.environ["GPU_WIZARD_NO_CRASH_DIALOG"] = "1"
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _watchdog(seconds: float, current: list[str]) -> threading.Timer:
    def expire() -> None:
        print(f"{FAIL}  {current[0] if current else '?':<13} timed out after {seconds:.0f} s", flush=True)
        print("self-test: FAILED (timeout)", flush=True)
        os._exit(1)

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    return timer


def run_stages(only: list[str] | None = None, timeout: float = TIMEOUT_S,
               emit: Callable[[str], None] = print) -> list[StageResult]:
    results: list[StageResult] = []
    current: list[str] = []
    with tempfile.TemporaryDirectory(prefix="gpu-wizard-selftest-") as tmp_name, _environment(Path(tmp_name)):
        tmp = Path(tmp_name)
        profile_file = tmp / "profile.json"
        profile_file.write_text(json.dumps(SAMPLE_PROFILE, indent=2), encoding="utf-8")
        ctx = Context(tmp=tmp, profile_file=profile_file, qt_messages=[])
        timer = _watchdog(timeout, current)
        try:
            for name, fn in STAGES:
                if only and name not in only:
                    continue
                current[:] = [name]
                seen = len(ctx.qt_messages)
                start = time.perf_counter()
                try:
                    detail = fn(ctx)
                    status = PASS
                except StageSkip as exc:
                    status, detail = SKIP, str(exc)
                except StageError as exc:
                    status, detail = FAIL, str(exc)
                except Exception as exc:  # an unexpected error is a failed stage, named
                    status, detail = FAIL, f"{type(exc).__name__}: {exc}"
                seconds = time.perf_counter() - start
                if status == FAIL and len(ctx.qt_messages) > seen:
                    detail += f" [Qt: {ctx.qt_messages[-1]}]"
                result = StageResult(name, status, detail, seconds)
                results.append(result)
                emit(f"{status}  {name:<13} {seconds:5.2f} s  {detail}")
        finally:
            timer.cancel()
    return results


def run_self_test(only: list[str] | None = None) -> int:
    from wizard import __version__
    from wizard.info import is_frozen

    kind = "bundle" if is_frozen() else "source install"
    print(f"GPU Selection Wizard {__version__} self-test ({kind}, Python {sys.version.split()[0]})", flush=True)
    start = time.perf_counter()
    results = run_stages(only, emit=lambda line: print(line, flush=True))
    counts = {s: sum(1 for r in results if r.status == s) for s in (PASS, FAIL, SKIP)}
    verdict = "OK" if counts[FAIL] == 0 and results else "FAILED"
    print(f"self-test: {verdict}: {counts[PASS]} passed, {counts[FAIL]} failed, {counts[SKIP]} skipped "
          f"in {time.perf_counter() - start:.1f} s", flush=True)
    return 0 if verdict == "OK" else 1
