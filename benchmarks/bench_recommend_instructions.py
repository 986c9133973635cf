"""recommend's cost in CPU instructions, this tree against another commit, counted in the same run.

    .venv/bin/python benchmarks/bench_recommend_instructions.py [--base HEAD~1] [--rounds 5] [--gpus N]

Wall-clock A/B tests of a change worth 5-10 % drown on a shared 2-core VM, whose speed swings twofold
within minutes (bench_recommend.py's medians moved from 22 to 45 ms between two runs of the same code).
Instructions executed do not: valgrind's callgrind tool counts them exactly, whatever else the machine
is doing. Each tree runs the three bench_recommend.py profiles `--rounds` times and once with none; the
difference, divided by the rounds, is one round's instructions without the start-up (imports, catalog).
`--gpus N` runs them on bench_recommend.py's generated catalog of N GPUs instead of the bundled one (the
10,000-GPU target's work; N = 1,000 takes a few minutes).
The base commit is checked out in a temporary git worktree with its own data and package.

Needs valgrind (Debian: apt-get install valgrind); says so and exits 2 without it. Slow: about two
minutes (valgrind runs Python some fifty times slower), both trees side by side on two cores.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# Run inside each tree: the three profiles of bench_recommend.py, `rounds` times after one warm-up, on the
# bundled catalog (argv[2] = 0) or a generated one of argv[2] GPUs.
WORKLOAD = r"""
import sys
sys.path.insert(0, "benchmarks")
from bench_recommend import PROFILES, synthetic
from wizard.core.catalog import load_catalog
from wizard.core.recommend import recommend
profiles = list(PROFILES.values())
gpus = int(sys.argv[2])
catalog = synthetic(load_catalog(), gpus) if gpus else None
for p in profiles:
    recommend(p, catalog)
for _ in range(int(sys.argv[1])):
    for p in profiles:
        recommend(p, catalog)
"""


def _env(tree: Path, pycache: Path) -> dict[str, str]:
    # Bytecode in a private folder, written by a warm-up run (warm_up): two counted runs that raced to
    # compile the modules would not cancel out. The parsed-data cache is off: both read the same files.
    # One hash seed for every run: with random ones (dict and set layouts, collisions) counts vary by ~2 %.
    return {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tree), "GPU_WIZARD_CACHE_DIR": "", "LANG": "C.UTF-8",
            "PYTHONPYCACHEPREFIX": str(pycache), "PYTHONHASHSEED": "0"}


def warm_up(tree: Path, pycache: Path) -> None:
    subprocess.run([sys.executable, "-c", WORKLOAD, "0", "0"], cwd=tree, env=_env(tree, pycache), check=True,
                   capture_output=True)


def instructions(tree: Path, rounds: int, pycache: Path, gpus: int) -> int:
    """Instructions callgrind counts for the workload in `tree` with `rounds` rounds."""
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", WORKLOAD,
         str(rounds), str(gpus)],
        cwd=tree, env=_env(tree, pycache), capture_output=True, text=True, check=False)
    found = re.search(r"Collected\s*:\s*(\d+)", result.stderr)
    if result.returncode != 0 or found is None:
        raise RuntimeError(f"valgrind run in {tree} failed:\n{result.stderr[-2000:]}")
    return int(found.group(1))


def per_round(tree: Path, rounds: int, pool: ThreadPoolExecutor, pycache: Path, gpus: int) -> float:
    warm_up(tree, pycache)
    none, some = pool.map(lambda n: instructions(tree, n, pycache, gpus), (0, rounds))
    return (some - none) / rounds


def worktree(ref: str, into: Path) -> Path:
    """`ref` checked out at `into`, with its data/ and resources/ mapped into its package as an install does."""
    subprocess.run(["git", "worktree", "add", "--detach", "-f", str(into), ref], cwd=REPO, check=True,
                   capture_output=True)
    for folder in ("data", "resources"):  # wizard.data / wizard.resources (wizard/paths.py)
        (into / "wizard" / folder).symlink_to(into / folder, target_is_directory=True)
    return into


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="HEAD", help="the commit to compare with (default: HEAD, the last commit)")
    ap.add_argument("--rounds", type=int, default=5, help="rounds of the three profiles per count (default 5)")
    ap.add_argument("--gpus", type=int, default=0,
                    help="a generated catalog of this many GPUs instead of the bundled one (bench_recommend.synthetic)")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt-get install valgrind)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="gpu-wizard-base-") as tmp:
        base = worktree(args.base, Path(tmp) / "base")
        try:
            with ThreadPoolExecutor(max_workers=2) as pool:
                before = per_round(base, args.rounds, pool, Path(tmp) / "pycache-base", args.gpus)
                after = per_round(REPO, args.rounds, pool, Path(tmp) / "pycache-tree", args.gpus)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=REPO, check=False,
                           capture_output=True)
    where = f"a generated catalog of {args.gpus:,} GPUs" if args.gpus else "the bundled catalog"
    print(f"one round of the three bench_recommend profiles on {where}, in instructions "
          f"(callgrind, {args.rounds} rounds):")
    print(f"  {args.base:>12}: {before / 1e6:8.1f} M")
    print(f"  {'this tree':>12}: {after / 1e6:8.1f} M  ({after / before:.3f} x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
