"""Start-up benchmark of the GUI against a bare PySide6 QWizard, and peak memory on the results page.

    .venv/bin/python benchmarks/bench_startup.py [-n 5]

Times process start to first painted page for `python -m wizard gui --exit-after-show` and for a
hello-world QWizard written to a temporary file, alternating, N runs each, offscreen. Prints the
medians and their ratio (target <= 1.5), then the peak RSS (VmHWM) of a run that opens a sample
profile as File > Open does, goes to the results page and shows the Charts tab (target <= 150 MiB;
the figure before the charts is printed too). Not a unit test. Timings on a shared 2-core machine
vary by +-20 %: use -n 11 or more when comparing changes.
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

ROOT = Path(__file__).resolve().parent.parent
RATIO_TARGET = 1.5
RSS_TARGET_MIB = 150.0

HELLO = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWizard, QWizardPage

app = QApplication(sys.argv[:1])
wizard = QWizard()
page = QWizardPage()
page.setTitle("Hello")
QVBoxLayout(page).addWidget(QLabel("Hello, world"))
wizard.addPage(page)


class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False


f = Painted()
page.installEventFilter(f)
wizard.show()
sys.exit(app.exec())
"""

RESULTS_PAGE = """
import json, resource, sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from wizard.gui.main_window import MainWindow
from wizard.gui.settings import Settings
w = MainWindow(Settings(), lambda c, t: t)
w.show()
app.processEvents()
assert w.load_profile_file(sys.argv[1])  # as File > Open does (the app's code imports the core)
for _ in range(6):
    w.wizard.next()
    app.processEvents()
assert w.wizard.currentId() == 6, w.wizard.currentId()
app.processEvents()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
page = w.wizard.results_page
page.tabs.setCurrentWidget(page.charts_holder)
for _ in range(3):
    app.processEvents()
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"results_kib": before, "charts_kib": after, "cards": len(page.cards)}))
sys.stdout.flush()
import os
os._exit(0)
"""


def _time(cmd: list[str], env: dict[str, str]) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("-n", type=int, default=5, help="runs of each (default 5)")
    p.add_argument("--profile", default=str(ROOT / "examples" / "windows-chat-qwen7b.json"))
    args = p.parse_args(argv)
    env = app_env()
    with tempfile.TemporaryDirectory() as tmp:
        env["GPU_WIZARD_CONFIG_DIR"] = str(Path(tmp) / "config")
        hello = Path(tmp) / "hello_wizard.py"
        hello.write_text(HELLO)
        results = Path(tmp) / "results_page.py"
        results.write_text(RESULTS_PAGE)
        app_cmd = [sys.executable, "-m", "wizard", "gui", "--exit-after-show"]
        hello_cmd = [sys.executable, str(hello)]
        _time(app_cmd, env)  # warm the file cache for both
        _time(hello_cmd, env)
        # The GUI's own share: run_gui called directly, without the command line's argument parser
        # (which builds every sub-command's parser) in front of it.
        direct_cmd = [sys.executable, "-c", "import sys; from wizard.gui.app import run_gui; "
                      "sys.exit(run_gui(None, None, True))"]
        _time(direct_cmd, env)
        app_t: list[float] = []
        hello_t: list[float] = []
        direct_t: list[float] = []
        for _ in range(args.n):
            app_t.append(_time(app_cmd, env))
            hello_t.append(_time(hello_cmd, env))
            direct_t.append(_time(direct_cmd, env))
        hello_med = statistics.median(hello_t)
        ratio = statistics.median(app_t) / hello_med
        for label, times in (("bare PySide6 QWizard hello-world", hello_t),
                             ("python -m wizard gui --exit-after-show", app_t),
                             ("wizard.gui.app.run_gui (no CLI parser)", direct_t)):
            med = statistics.median(times)
            runs = ", ".join(f"{t * 1000:.0f}" for t in times)
            print(f"{label:40s} median {med * 1000:6.0f} ms  ratio {med / hello_med:4.2f}  ({runs})")
        print(f"ratio {ratio:.2f} (target <= {RATIO_TARGET})  {'OK' if ratio <= RATIO_TARGET else 'OVER'}")

        import json

        results_cmd = [sys.executable, str(results), args.profile]
        # Once to write the bytecode of what only this run imports (core, pyqtgraph, numpy), as an
        # installed app has it: compiling them would add ~7 MiB to the peak.
        subprocess.run(results_cmd, env=env, cwd=ROOT, check=True, capture_output=True)
        out = subprocess.run(results_cmd, env=env, cwd=ROOT, check=True, capture_output=True, text=True).stdout
        data = json.loads(out.strip().splitlines()[-1])
        res_mib, charts_mib = data["results_kib"] / 1024, data["charts_kib"] / 1024
        print(f"peak RSS on the results page: {res_mib:.0f} MiB ({data['cards']} cards); "
              f"with the charts shown: {charts_mib:.0f} MiB (target <= {RSS_TARGET_MIB:.0f} MiB)  "
              f"{'OK' if max(res_mib, charts_mib) <= RSS_TARGET_MIB else 'OVER'}")
        return 0 if ratio <= RATIO_TARGET and max(res_mib, charts_mib) <= RSS_TARGET_MIB else 1


if __name__ == "__main__":
    sys.exit(main())
