"""Benchmark: `gpu-wizard batch` over a folder of profiles against a loop of `gpu-wizard report`, same run.

    .venv/bin/python benchmarks/bench_batch.py [--runs 5] [--profiles DIR]

(a) a shell-style loop: one `gpu-wizard report --out X.pdf` process per profile, one after another;
(b) one `gpu-wizard batch DIR --out-dir OUT` process: the same PDFs, plus summary.csv and summary.pdf.
Whole processes, offscreen, interleaved, median of N runs. batch starts Qt, the fonts and the
catalog once (and paints every other request in a second process); the loop pays them per profile
(a report overlaps its start-up with a child process). No target: this measures what IT staff gain by
using batch.
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
DEFAULT_PROFILES = REPO / "tests" / "report" / "profiles"


def _run(cmd: list[str]) -> None:
    subprocess.run(cmd, check=True, env=app_env(), cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--profiles", type=Path, default=DEFAULT_PROFILES)
    args = ap.parse_args()
    profiles = sorted(args.profiles.glob("*.json"))
    wizard = [sys.executable, "-m", "wizard"]
    loop: list[float] = []
    batch: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)

        def run_loop() -> float:
            start = time.perf_counter()
            for p in profiles:
                _run([*wizard, "report", "--profile", str(p), "--out", str(out / "loop" / f"{p.stem}.pdf"),
                      "--lang", "en"])
            return time.perf_counter() - start

        def run_batch() -> float:
            start = time.perf_counter()
            _run([*wizard, "batch", str(args.profiles), "--out-dir", str(out / "batch"), "--lang", "en"])
            return time.perf_counter() - start

        (out / "loop").mkdir()
        run_loop(), run_batch()  # warm the file cache and bytecode
        for _ in range(args.runs):
            loop.append(run_loop())
            batch.append(run_batch())
    a, b = statistics.median(loop), statistics.median(batch)
    print(f"{len(profiles)} profiles from {args.profiles}")
    print(f"(a) a loop of gpu-wizard report: median {a:.2f} s  (runs: {', '.join(f'{x:.2f}' for x in loop)})")
    print(f"(b) gpu-wizard batch (+ summary.csv, summary.pdf): median {b:.2f} s  "
          f"(runs: {', '.join(f'{x:.2f}' for x in batch)})")
    print(f"ratio (b)/(a): {b / a:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
