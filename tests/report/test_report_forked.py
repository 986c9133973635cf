"""`gpu-wizard report` builds the content in a child process while Qt starts (wizard/report/forked.py).

The two ways (child process, or one after the other where fork is not available) must give the
same PDF and the same errors; a child that fails must never lose the report.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.report.conftest import pdftotext

PROFILES = Path(__file__).parent / "profiles"
PROFILE = PROFILES / "chatbot-windows-small-budget.json"


def _python(code: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GPU_WIZARD_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env,
                          timeout=120)


def test_forked_call_returns_the_childs_value_and_none_when_it_fails(tmp_path: Path) -> None:
    out = _python("""
        import os
        from wizard.report.forked import ForkedCall, available
        assert available()
        with ForkedCall(lambda: {"pid": os.getpid(), "text": "中文 ok"}) as call:
            value = call.result()
        assert value["pid"] != os.getpid() and value["text"] == "中文 ok", value
        def boom():
            raise RuntimeError("x")
        with ForkedCall(boom) as call:
            assert call.result() is None
        with ForkedCall(lambda: os._exit(3)) as call:
            assert call.result() is None
        print("ok")
    """, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_running_is_true_until_the_child_answers(tmp_path: Path) -> None:
    """The command warms Qt up only while the child is still working (wizard/report/cli.py)."""
    out = _python("""
        import os, select
        from wizard.report.forked import ForkedCall
        go_r, go_w = os.pipe()
        with ForkedCall(lambda: os.read(go_r, 5).decode()) as call:
            assert call.running(), "the child is blocked on the pipe, so it is still working"
            os.write(go_w, b"hello")
            select.select([call._read], [], [], 30)  # the answer has started to arrive
            assert not call.running()
            assert call.result() == "hello"
            assert not call.running()
        print("ok")
    """, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_a_parent_that_fails_first_stops_and_reaps_its_child(tmp_path: Path) -> None:
    out = _python("""
        import os, time
        from wizard.report.forked import ForkedCall
        pids = []
        start = time.monotonic()
        try:
            with ForkedCall(lambda: time.sleep(60)) as call:
                pids.append(call._pid)
                raise KeyError("parent failed")
        except KeyError:
            pass
        assert time.monotonic() - start < 30, "waited for the child instead of stopping it"
        try:
            os.kill(pids[0], 0)
            print("child still running")
        except ProcessLookupError:
            print("gone")
    """, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "gone"


def test_the_pdf_process_leaves_the_core_to_the_child(tmp_path: Path) -> None:
    """The process that paints never imports pydantic or the rules core: the child builds the content."""
    pdf = tmp_path / "r.pdf"
    out = _python(f"""
        import sys
        from wizard.cli import main
        code = main(["report", "--profile", {str(PROFILE)!r}, "--out", {str(pdf)!r}])
        print(code, "pydantic" in sys.modules, "wizard.core.recommend" in sys.modules)
    """, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["0", "False", "False"]
    assert "NVIDIA GeForce RTX" in pdftotext(pdf)


def test_one_after_the_other_gives_the_same_pdf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    forked_pdf, serial_pdf = tmp_path / "forked.pdf", tmp_path / "serial.pdf"
    args = ["report", "--profile", str(PROFILE), "--lang", "zh_CN", "--paper", "letter"]
    out = _python(f"""
        from wizard.cli import main
        import wizard.report.forked as forked
        assert main({[*args, "--out", str(forked_pdf)]!r}) == 0
        forked.available = lambda: False
        assert main({[*args, "--out", str(serial_pdf)]!r}) == 0
    """, tmp_path)
    assert out.returncode == 0, out.stderr
    assert pdftotext(forked_pdf) == pdftotext(serial_pdf)
    assert "(letter)" in subprocess.run(["pdfinfo", str(serial_pdf)], capture_output=True, text=True).stdout


@pytest.mark.parametrize("serial", [False, True])
def test_a_bad_profile_gives_the_same_one_line_error_either_way(tmp_path: Path, serial: bool) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"workload": "inference", "params_b": -3}', encoding="utf-8")
    pdf = tmp_path / "r.pdf"
    out = _python(f"""
        import sys
        from wizard.cli import main
        import wizard.report.forked as forked
        if {serial}:
            forked.available = lambda: False
        sys.exit(main(["report", "--profile", {str(bad)!r}, "--out", {str(pdf)!r}]))
    """, tmp_path)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("gpu-wizard: error:") and "params_b" in lines[0], out.stderr
    assert not pdf.exists()


def test_a_child_that_crashes_does_not_lose_the_report(tmp_path: Path) -> None:
    pdf = tmp_path / "r.pdf"
    out = _python(f"""
        import os
        import wizard.report.cli as rc
        from wizard.cli import main
        real = rc._content_or_error
        parent = os.getpid()
        def flaky(args, lang):
            if os.getpid() != parent:
                raise MemoryError("child ran out")
            return real(args, lang)
        rc._content_or_error = flaky
        assert main(["report", "--profile", {str(PROFILE)!r}, "--out", {str(pdf)!r}]) == 0
    """, tmp_path)
    assert out.returncode == 0, out.stderr
    assert "NVIDIA GeForce RTX" in pdftotext(pdf)


@pytest.mark.parametrize(("lang", "heading"), [("en", "Appendix A"), ("zh_CN", "附录 A")])
def test_the_content_half_needs_no_qt(tmp_path: Path, lang: str, heading: str) -> None:
    """A report's content is built without loading Qt, in either language (the child never pays for it)."""
    out = _python(f"""
        import argparse, sys
        from wizard.report.cli import _content
        args = argparse.Namespace(profile={str(PROFILE)!r}, catalog=None, top=5, paper="a4")
        content = _content(args, {lang!r})
        assert content.charts and {heading!r} in content.html, content.html[:3000]
        print([m for m in sys.modules if m.startswith(("PySide6", "shiboken6"))])
    """, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
