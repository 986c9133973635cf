"""`gpu-wizard --self-test` and `--info` (the bundled versions are run by `make package-test`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wizard import selftest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "wizard", *args], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=300, check=False)


def test_self_test_passes_on_the_source_install() -> None:
    done = _run("--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    for name, _fn in selftest.STAGES:
        assert any(line.startswith(f"PASS  {name} ") for line in lines), f"stage {name}:\n{done.stdout}"
    assert "self-test: OK" in lines[-1]


def test_info_prints_versions_paths_and_catalog() -> None:
    done = _run("--info")
    assert done.returncode == 0, done.stderr
    from wizard import __version__

    info = dict(line.split(":", 1) for line in done.stdout.splitlines())
    assert info["GPU Selection Wizard"].strip() == __version__
    for key in ("Python", "Qt", "pyqtgraph", "pydantic", "Platform", "Frozen bundle", "Data folder",
                "Resources folder", "Catalog", "Model presets", "Config folder", "Log folder", "Data cache folder",
                "Language"):
        assert info[key].strip(), key
        assert "unavailable" not in info[key], f"{key}: {info[key]}"
    assert "GPUs" in info["Catalog"] and info["Frozen bundle"].strip().startswith("no")
    assert Path(info["Data folder"].strip()).is_dir()


def test_a_missing_module_fails_its_stage_by_name(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    def broken(_ctx: selftest.Context) -> str:
        import wizard.no_such_module  # type: ignore[import-not-found]  # noqa: F401

        return "unreachable"

    monkeypatch.setattr(selftest, "STAGES", [("catalog", selftest.stage_catalog), ("broken", broken)])
    assert selftest.run_self_test() == 1
    out = capsys.readouterr().out
    assert "PASS  catalog" in out
    assert "FAIL  broken" in out and "No module named 'wizard.no_such_module'" in out
    assert "self-test: FAILED: 1 passed, 1 failed, 0 skipped" in out


def test_skips_are_reported_and_do_not_fail(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    def skipped(_ctx: selftest.Context) -> str:
        raise selftest.StageSkip("not on this platform")

    monkeypatch.setattr(selftest, "STAGES", [("catalog", selftest.stage_catalog), ("optional", skipped)])
    assert selftest.run_self_test() == 0
    out = capsys.readouterr().out
    assert "SKIP  optional" in out and "not on this platform" in out


def test_stages_leave_the_environment_as_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPU_WIZARD_CONFIG_DIR", "/somewhere/else")
    results = selftest.run_stages(only=["catalog", "recommend"], emit=lambda _line: None)
    assert [r.status for r in results] == [selftest.PASS, selftest.PASS]
    assert os.environ["GPU_WIZARD_CONFIG_DIR"] == "/somewhere/else"


def test_sample_profile_is_the_shipped_example() -> None:
    import json

    example = json.loads((ROOT / "examples" / "windows-chat-qwen7b.json").read_text(encoding="utf-8"))
    assert example == selftest.SAMPLE_PROFILE


def test_a_dialog_in_the_gui_walk_fails_instead_of_hanging(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bad answers make the app show a (modal) warning: offscreen the self-test closes it and fails the stage."""
    pytest.importorskip("wizard.gui.main_window")
    monkeypatch.setattr(selftest, "SAMPLE_PROFILE", {"workload": "no-such-workload"})
    results = selftest.run_stages(only=["gui"], timeout=60, emit=lambda _line: None)
    assert [r.status for r in results] == [selftest.FAIL]
    assert results[0].seconds < 30
