"""Benchmark: the PDF summary against a bare QTextDocument-to-QPdfWriter page, in the same run.

    .venv/bin/python benchmarks/bench_pdf.py [--runs 5] [--profile FILE]

(a) baseline: a new process that makes a QGuiApplication, one QTextDocument page of HTML with a
    table and one chart image, and prints it with QPdfWriter;
(b) `gpu-wizard report` for a five-card shortlist with its charts, as a user runs it (a new process:
    profile, recommendation, fonts, layout, PDF);
(c) for reference, `gpu-wizard recommend --json` on the same profile: the command line and the core
    without Qt (in (b) this runs in a child process while the parent starts Qt);
(d) for reference, the painting half alone: a new process that starts Qt, loads the fonts and
    prints the same report from its content, built beforehand (wizard/report/model.py) — the
    floor for (b), whatever the core costs;
(e) for reference, like for like: the bare baseline's code (a), but printing the report's own
    HTML (13 pages, in the report's language and fonts) with QTextDocument.print_() — what Qt
    alone needs for this much document.
All whole processes, offscreen, interleaved, median of N runs. Target: (b) <= 1.5 x (a).
Exit status 1 when the target is missed, so CI can run it.
"""

from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parent))
import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchenv import app_env

REPO = Path(__file__).resolve().parent.parent
TARGET = 1.5
DEFAULT_PROFILE = REPO / "tests" / "report" / "profiles" / "chatbot-windows-small-budget.json"

BASELINE = r"""
import os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QUrl, QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPageSize, QPainter, QPdfWriter, QPen, QTextDocument
app = QGuiApplication(["bench"])
chart = QImage(800, 500, QImage.Format.Format_RGB32)
chart.fill(QColor("white"))
p = QPainter(chart)
p.setPen(QPen(QColor("#0072B2"), 3))
for i in range(1, 10):
    p.drawLine(QPointF(80 * (i - 1), 480 - 40 * (i - 1)), QPointF(80 * i, 480 - 40 * i))
p.end()
doc = QTextDocument()
doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl("chart.png"), chart)
rows = "".join(f"<tr><td>GPU {i}</td><td>{i * 100}</td><td>{i * 10} W</td></tr>" for i in range(5))
doc.setHtml("<h1>GPU purchase summary</h1><p>Baseline page.</p>"
            f"<table border=1><thead><tr><th>GPU</th><th>Price</th><th>Power</th></tr></thead>{rows}</table>"
            "<p><img src='chart.png' width='400' height='250'></p>")
w = QPdfWriter(sys.argv[1])
w.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
doc.print_(w)
"""


PAINT_ONLY = r"""
import pickle, sys
from wizard.report.qt import ensure_app
ensure_app()
from wizard.report.document import write_content_pdf
from wizard.report.fonts import register_fonts
register_fonts()
with open(sys.argv[1], "rb") as f:
    content = pickle.load(f)
write_content_pdf(content, sys.argv[2], "a4")
"""

CONTENT = r"""
import argparse, pickle, sys
from wizard.paths import enable_data_cache
from wizard.report.cli import _content
enable_data_cache()
args = argparse.Namespace(profile=sys.argv[1], catalog=None, top=5, paper="a4")
with open(sys.argv[2], "wb") as f:
    pickle.dump(_content(args, sys.argv[3]), f)
"""


SAME_HTML = BASELINE.split("doc = QTextDocument()")[0] + r"""
import pickle
from PySide6.QtGui import QFont
from wizard.report.fonts import document_families
content = pickle.load(open(sys.argv[2], "rb"))
doc = QTextDocument()
font = QFont()
font.setFamilies(document_families())  # the report's fonts: Chinese needs the bundled one
doc.setDefaultFont(font)
doc.setDefaultStyleSheet(content.style_sheet)
doc.setHtml(content.html)
w = QPdfWriter(sys.argv[1])
w.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
doc.print_(w)
"""


def _env() -> dict[str, str]:
    return app_env()


def _time(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=_env(), cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--profile", type=Path, default=DEFAULT_PROFILE)
    ap.add_argument("--lang", choices=("en", "zh_CN"), default="en", help="language of the report (b)")
    args = ap.parse_args()
    gpu_wizard = [sys.executable, "-m", "wizard"]
    with tempfile.TemporaryDirectory() as tmp:
        base_pdf, report_pdf = str(Path(tmp) / "base.pdf"), str(Path(tmp) / "report.pdf")
        base_cmd = [sys.executable, "-c", BASELINE, base_pdf]
        report_cmd = [*gpu_wizard, "report", "--profile", str(args.profile), "--out", report_pdf, "--lang", args.lang]
        core_cmd = [*gpu_wizard, "recommend", "--profile", str(args.profile), "--json"]
        content = str(Path(tmp) / "content.pickle")
        _time([sys.executable, "-c", CONTENT, str(args.profile), content, args.lang])
        paint_cmd = [sys.executable, "-c", PAINT_ONLY, content, str(Path(tmp) / "paint.pdf")]
        same_cmd = [sys.executable, "-c", SAME_HTML, str(Path(tmp) / "same.pdf"), content]
        for cmd in (base_cmd, report_cmd, core_cmd, paint_cmd, same_cmd):  # warm the file cache and bytecode
            _time(cmd)
        base: list[float] = []
        report: list[float] = []
        core: list[float] = []
        paint: list[float] = []
        same: list[float] = []
        for _ in range(args.runs):
            base.append(_time(base_cmd))
            report.append(_time(report_cmd))
            core.append(_time(core_cmd))
            paint.append(_time(paint_cmd))
            same.append(_time(same_cmd))
        pages = subprocess.run(["pdfinfo", report_pdf], capture_output=True, text=True).stdout if \
            Path("/usr/bin/pdfinfo").exists() else ""
    b, r = statistics.median(base), statistics.median(report)
    ratio = r / b
    print(f"(a) bare QTextDocument page + one chart -> QPdfWriter: median {b:.3f} s  "
          f"(runs: {', '.join(f'{x:.3f}' for x in base)})")
    print(f"(b) gpu-wizard report, five-card shortlist with charts: median {r:.3f} s  "
          f"(runs: {', '.join(f'{x:.3f}' for x in report)})")
    for line in pages.splitlines():
        if line.startswith("Pages"):
            print(f"    report {line.strip()}")
    c, d = statistics.median(core), statistics.median(paint)
    print(f"(c) for reference, gpu-wizard recommend --json (the same CLI and core, no Qt): median {c:.3f} s "
          f"= {c / b:.2f} x (a)")
    print(f"(d) for reference, painting the same report from prebuilt content (Qt, fonts, layout, PDF): "
          f"median {d:.3f} s = {d / b:.2f} x (a)")
    e = statistics.median(same)
    print(f"(e) for reference, (a)'s code printing the report's own HTML with QTextDocument.print_(): "
          f"median {e:.3f} s = {e / b:.2f} x (a); (b)/(e) = {r / e:.2f}")
    print(f"ratio (b)/(a): {ratio:.2f} (target <= {TARGET})")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
