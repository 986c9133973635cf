"""`gpu-wizard report`: headless PDF, CSV and JSON; one-line errors with exit 2 and no traceback."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.report.conftest import PROFILES, pdfinfo, pdftotext

REPO = Path(__file__).resolve().parents[2]


def _run(*args: str, env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "wizard", *args], capture_output=True, text=True, env=env,
                          cwd=REPO, timeout=120)


def test_pdf_with_no_display_and_no_platform_set(tmp_path: Path) -> None:
    out = tmp_path / "summary.pdf"
    r = _run("report", "--profile", str(PROFILES / "qlora-wsl2.json"), "--out", str(out), "--lang", "en",
             "--paper", "letter")
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    assert out.read_bytes().startswith(b"%PDF")
    assert "612 x 792" in pdfinfo(out)["Page size"]
    assert "QLoRA" in pdftotext(out)


@pytest.mark.parametrize("env_extra", [{"DISPLAY": ":99"}, {"DISPLAY": ":99", "QT_QPA_PLATFORM": "xcb"},
                                       {"WAYLAND_DISPLAY": "wayland-9", "QT_QPA_PLATFORM": "wayland"}],
                         ids=["stale-display", "xcb-asked", "wayland-asked"])
def test_pdf_with_a_display_that_is_not_there(tmp_path: Path, env_extra: dict[str, str]) -> None:
    """A stale DISPLAY (an ssh or tmux session whose X server is gone), or a desktop session's platform: a
    PDF needs no display, and Qt had aborted the process (exit 134) with nothing written."""
    out = tmp_path / "summary.pdf"
    r = _run("report", "--profile", str(PROFILES / "qlora-wsl2.json"), "--out", str(out), "--lang", "en",
             env_extra=env_extra)
    assert r.returncode == 0, r.stderr
    assert out.read_bytes().startswith(b"%PDF")


def test_chinese_pdf_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "zh.pdf"
    r = _run("report", "--profile", str(PROFILES / "chatbot-windows-small-budget.json"), "--out", str(out),
             "--lang", "zh_CN")
    assert r.returncode == 0, r.stderr
    text = pdftotext(out)
    assert "NVIDIA GeForce RTX" in text
    assert "\u2fdc" not in text and "\ufffd" not in text


def test_csv_and_json_by_extension_and_format(tmp_path: Path) -> None:
    csv_out, json_out = tmp_path / "s.csv", tmp_path / "s.data"
    assert _run("report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", str(csv_out)).returncode == 0
    assert _run("report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", str(json_out),
                "--format", "json").returncode == 0
    raw = csv_out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # Excel needs the BOM to read UTF-8
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"))))
    assert len(rows) >= 1 and rows[0]["rank"] == "1" and rows[0]["currency"] == "EUR"
    doc = json.loads(json_out.read_text(encoding="utf-8"))
    assert doc["format"] == "gpu-wizard-shortlist"
    assert doc["profile"]["workload"] == "hpc"
    assert [c["name"] for c in doc["shortlist"]] == [r["name"] for r in rows]


def test_json_to_stdout() -> None:
    r = _run("report", "--profile", str(PROFILES / "qlora-wsl2.json"), "--out", "-", "--format", "json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["shortlist"]


@pytest.mark.parametrize(("content", "field"), [
    ('{"workload": "inference", "budget": {"amount": -5}}', "budget.amount"),
    ('{"workload": "inference", "colour": "red"}', "colour"),
    ('{"workload": "inference", "model": "no-such-model"}', "model"),
])
def test_bad_profile_names_the_field(tmp_path: Path, content: str, field: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    out = tmp_path / "x.pdf"
    r = _run("report", "--profile", str(bad), "--out", str(out))
    assert r.returncode == 2
    assert r.stderr.startswith("gpu-wizard: error: ")
    assert field in r.stderr
    assert "Traceback" not in r.stderr
    assert not out.exists()


def test_foreign_file_as_profile(tmp_path: Path) -> None:
    foreign = tmp_path / "photo.json"
    foreign.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    r = _run("report", "--profile", str(foreign), "--out", str(tmp_path / "x.pdf"))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert str(foreign) in r.stderr


def test_unwritable_destination_is_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    for out in (tmp_path / "missing" / "x.pdf", blocker / "x.pdf", tmp_path / "missing" / "x.csv"):
        r = _run("report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", str(out))
        assert r.returncode == 2, r.stderr
        assert r.stderr.startswith(f"gpu-wizard: error: cannot write {out}")
        assert "Traceback" not in r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


@pytest.mark.parametrize("name", ["summary.docx", "shortlist.xlsx"])
def test_an_extension_that_is_no_format_is_refused(tmp_path: Path, name: str) -> None:
    """--out summary.docx once wrote a PDF under that name (Word then called it damaged)."""
    out = tmp_path / name
    r = _run("report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", str(out))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert name in r.stderr and ".pdf, .csv or .json" in r.stderr and "--format" in r.stderr
    assert not list(tmp_path.iterdir())
    chosen = _run("report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", str(out), "--format", "csv")
    assert chosen.returncode == 0 and out.read_bytes().startswith(b"\xef\xbb\xbf")  # asked for by name
    bare = tmp_path / "summary"
    assert _run("report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", str(bare)).returncode == 0
    assert bare.read_bytes().startswith(b"%PDF")  # no extension at all: the PDF, as before


def test_pdf_to_stdout_is_refused(tmp_path: Path) -> None:
    r = _run("report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", "-")
    assert r.returncode == 2 and "a PDF needs a file name" in r.stderr


_TEARDOWN_PROBE = """
import atexit, sys
atexit.register(lambda: print("orderly shutdown", file=sys.stderr))
sys.argv = ["gpu-wizard", *sys.argv[1:]]
from wizard.cli import run
run()
"""


def _run_program(*args: str) -> subprocess.CompletedProcess[str]:
    """Like the installed `gpu-wizard` (wizard.cli.run), with an exit handler that says if it ran."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-c", _TEARDOWN_PROBE, *args], capture_output=True, text=True, env=env,
                          cwd=REPO, timeout=120)


def test_a_written_pdf_ends_the_process_without_teardown(tmp_path: Path) -> None:
    """After the PDF is in place, `gpu-wizard report` skips Python's and Qt's shutdown (about 30 ms);
    what it printed still arrives whole."""
    out = tmp_path / "summary.pdf"
    r = _run_program("report", "--profile", str(PROFILES / "qlora-wsl2.json"), "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert r.stderr.strip() == f"{out}: {pdfinfo(out)['Pages']} pages, A4"
    assert "QLoRA" in pdftotext(out)


@pytest.mark.parametrize("args", [
    ["recommend", "--profile", str(PROFILES / "qlora-wsl2.json")],
    ["report", "--profile", str(PROFILES / "qlora-wsl2.json"), "--out", "-", "--format", "csv"],
    ["report", "--profile", "/nonexistent/profile.json", "--out", "never.pdf"],
])
def test_other_commands_and_failures_shut_down_in_order(args: list[str]) -> None:
    r = _run_program(*args)
    assert r.stderr.rstrip().endswith("orderly shutdown"), r.stderr


def test_a_loop_of_links_is_a_plain_error_and_stays_a_loop(tmp_path: Path) -> None:
    """loopA -> loopB -> loopA as --out, --profile or a batch input: Path.resolve() had raised RuntimeError
    (an unexpected error), and a write had replaced the link with the file."""
    loop_a, loop_b = tmp_path / "loopA.json", tmp_path / "loopB.json"
    loop_a.symlink_to(loop_b)
    loop_b.symlink_to(loop_a)
    profile = str(PROFILES / "qlora-wsl2.json")
    for args in (("report", "--profile", profile, "--out", str(loop_a)),
                 ("report", "--profile", str(loop_a), "--out", str(tmp_path / "out.json")),
                 ("batch", str(loop_a), "--out-dir", str(tmp_path / "out"), "--format", "csv")):
        r = _run("--lang", "en", *args)
        assert r.returncode == 2, (args, r.stderr)
        assert "Too many levels of symbolic links" in r.stderr and "unexpected" not in r.stderr, r.stderr
    assert loop_a.is_symlink() and loop_b.is_symlink()


def test_a_name_that_is_only_an_extension_gets_that_format_and_an_empty_folder_is_refused(tmp_path: Path) -> None:
    """'--out .json' had written a PDF named .json; 'batch --out-dir ""' had written into the current folder."""
    profile = str(PROFILES / "qlora-wsl2.json")
    r = subprocess.run([sys.executable, "-m", "wizard", "report", "--profile", profile, "--out", ".json",
                        "--lang", "en"], capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / ".json").read_text(encoding="utf-8").lstrip().startswith("{")
    r = _run("--lang", "en", "batch", profile, "--out-dir", "")
    assert r.returncode == 2 and "--out-dir: give the folder to write into" in r.stderr


def test_an_extension_of_another_format_than_asked_is_refused(tmp_path: Path) -> None:
    """`--out x.pdf --format csv` had written CSV text into x.pdf without a word (IT review, 2026-12-02)."""
    out = tmp_path / "x.pdf"
    r = _run("--lang", "en", "report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", str(out),
             "--format", "csv")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "x.pdf" in r.stderr and ".pdf" in r.stderr and "csv" in r.stderr
    assert not list(tmp_path.iterdir())
    same = _run("report", "--profile", str(PROFILES / "hpc-fp64.json"), "--out", str(tmp_path / "y.CSV"),
                "--format", "csv")
    assert same.returncode == 0


def test_a_converted_quote_keeps_the_vendor_s_own_figure_in_the_pdf(tmp_path: Path) -> None:
    """A vendor's $2,299 had reached the approver's PDF only as "¥18,445" (sessions 28-30's noticed list); the
    answers now give the quote as written beside it, in both the report and a batch round."""
    sheet = tmp_path / "vendor.csv"
    sheet.write_text("gpu,price,currency\nrtx-5090,2299,USD\nrtx-5080,7999,CNY\n", encoding="utf-8")
    example = Path(__file__).resolve().parents[2] / "examples" / "windows-chat-qwen7b.json"
    out = tmp_path / "q.pdf"
    r = _run("report", "--profile", str(example), "--quotes", str(sheet), "--out", str(out), "--lang", "en")
    assert r.returncode == 0, r.stderr
    text = " ".join(pdftotext(out).split())
    assert "NVIDIA GeForce RTX 5090: ¥" in text and "(quoted as $2,299)" in text
    assert "RTX 5080: ¥7,999 (quoted" not in text  # in the budget's currency already: nothing to add
    zh = tmp_path / "zh.pdf"
    assert _run("report", "--profile", str(example), "--quotes", str(sheet), "--out", str(zh),
                "--lang", "zh_CN").returncode == 0
    assert re.search(r"RTX 5090：¥[\d,]+（报价为 \$2,299）", pdftotext(zh)), pdftotext(zh)[:2000]
    batch = tmp_path / "round"
    assert _run("batch", str(example), "--out-dir", str(batch), "--quotes", str(sheet), "--format", "pdf",
                "--lang", "en").returncode == 0
    assert "(quoted as $2,299)" in " ".join(pdftotext(batch / "windows-chat-qwen7b.pdf").split())
