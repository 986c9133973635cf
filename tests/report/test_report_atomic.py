"""Atomic writes: nothing half-written, and a plain message when the folder or the disk says no."""

from __future__ import annotations

import errno
import os
import resource
import signal
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from wizard.atomic import WriteError, atomic_path, write_bytes, write_text


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_write_text_replaces_the_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    target.write_text("old", encoding="utf-8")
    write_text(target, "新的内容\n")
    assert target.read_text(encoding="utf-8") == "新的内容\n"
    assert _leftovers(tmp_path) == []


def test_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    target = tmp_path / "no-such-folder" / "out.csv"
    with pytest.raises(WriteError) as exc:
        write_text(target, "x")
    assert "does not exist" in str(exc.value)
    assert str(target) in str(exc.value)
    assert not target.exists()


def test_a_folder_that_takes_no_new_files_is_not_called_missing() -> None:
    """/proc exists but refuses new files with ENOENT, which once read "the folder /proc does not exist"."""
    if not Path("/proc/self").is_dir():
        pytest.skip("needs Linux /proc")
    with pytest.raises(WriteError) as exc:
        write_text(Path("/proc/gpu-wizard-test.csv"), "x")
    assert "/proc does not accept new files" in str(exc.value)
    assert "does not exist" not in str(exc.value)


def test_folder_that_is_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "report"
    blocker.write_text("I am a file", encoding="utf-8")
    with pytest.raises(WriteError, match="is not a folder"):
        write_bytes(blocker / "out.pdf", b"%PDF")
    assert blocker.read_text(encoding="utf-8") == "I am a file"


def test_target_is_a_folder(tmp_path: Path) -> None:
    (tmp_path / "out.pdf").mkdir()
    with pytest.raises(WriteError, match="folder with that name"):
        write_bytes(tmp_path / "out.pdf", b"%PDF")


def test_disk_full_leaves_old_file_and_no_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "shortlist.json"
    target.write_text("previous", encoding="utf-8")

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(WriteError) as exc:
        write_text(target, "new data")
    assert "disk is full" in str(exc.value)
    assert target.read_text(encoding="utf-8") == "previous"
    assert _leftovers(tmp_path) == []


def test_rename_refused_is_permission_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def denied(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "replace", denied)
    with pytest.raises(WriteError, match="not writable"):
        write_text(tmp_path / "x.csv", "a,b\n")
    assert list(tmp_path.iterdir()) == []


def test_unwritable_folder_when_creating_the_temp_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests run as root in CI, where chmod does not stop writes: simulate the refusal instead."""
    import tempfile

    def denied(*_args: object, **_kwargs: object) -> tuple[int, str]:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", denied)
    with pytest.raises(WriteError, match="not writable"):
        write_text(tmp_path / "x.csv", "a,b\n")
    assert list(tmp_path.iterdir()) == []


def test_error_inside_the_block_removes_the_temp(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError), atomic_path(tmp_path / "x.pdf") as tmp:
        tmp.write_bytes(b"half")
        raise RuntimeError("renderer crashed")
    assert list(tmp_path.iterdir()) == []


def test_pdf_into_missing_folder_leaves_nothing(qapp: object, journey_recs: dict[str, object], tmp_path: Path) -> None:
    from wizard.report.document import write_pdf

    with pytest.raises(WriteError, match="does not exist"):
        write_pdf(journey_recs["hpc-fp64"], tmp_path / "missing" / "r.pdf")  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


def test_pdf_disk_full_keeps_previous_pdf(qapp: object, journey_recs: dict[str, object], tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from wizard.report.document import write_pdf

    target = tmp_path / "r.pdf"
    target.write_bytes(b"%PDF-previous")

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(WriteError, match="disk is full"):
        write_pdf(journey_recs["hpc-fp64"], target)  # type: ignore[arg-type]
    assert target.read_bytes() == b"%PDF-previous"
    assert _leftovers(tmp_path) == []


def _report(args: list[str], limit: int | None = None) -> subprocess.CompletedProcess[str]:
    """`gpu-wizard report ...` as a user runs it; `limit`: the largest file the process may write (bytes),
    which makes a real write fail part way as a full disk does (RLIMIT_FSIZE; SIGXFSZ ignored: EFBIG)."""
    def limited() -> None:
        if limit is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "wizard", "report", "--lang", "en", *args], capture_output=True,
                          text=True, env=env, preexec_fn=limited, timeout=120, check=False)


PROFILE = Path(__file__).parent / "profiles" / "chatbot-windows-small-budget.json"


def test_a_pdf_that_cannot_be_written_whole_fails_and_keeps_the_old_one(tmp_path: Path) -> None:
    """QPdfWriter writing to a file says nothing when the disk fills: a full disk had left a truncated PDF in
    place of the previous one, and the command said "13 pages" and exited 0."""
    target = tmp_path / "approval.pdf"
    target.write_bytes(b"%PDF-previous")
    done = _report(["--profile", str(PROFILE), "--out", str(target)], limit=40_000)
    assert done.returncode == 2, done.stderr
    assert "cannot write" in done.stderr and "Traceback" not in done.stderr
    assert target.read_bytes() == b"%PDF-previous"
    assert _leftovers(tmp_path) == []


def test_a_device_is_written_into_not_replaced(tmp_path: Path) -> None:
    """`--out /dev/null` had renamed a PDF over the system's /dev/null; `--out /dev/full` said it was written.
    Private device nodes with the same numbers stand in for them, so a regression cannot break the machine."""
    null, full = tmp_path / "null.pdf", tmp_path / "full.csv"
    try:
        os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        os.mknod(full, stat.S_IFCHR | 0o666, os.makedev(1, 7))
        null.write_bytes(b"x")  # a folder mounted nodev refuses its devices
    except OSError as exc:
        pytest.skip(f"cannot make a usable device node here: {exc}")
    done = _report(["--profile", str(PROFILE), "--out", str(null)])
    assert done.returncode == 0, done.stderr
    assert null.is_char_device()
    refused = _report(["--profile", str(PROFILE), "--out", str(full)])
    assert refused.returncode == 2 and "disk is full" in refused.stderr, refused.stderr
    assert full.is_char_device()
    assert _leftovers(tmp_path) == []
    assert not [p for p in Path(tempfile.gettempdir()).iterdir() if p.name.startswith((".null.pdf.", ".full.csv."))]


def test_a_link_stays_a_link_and_its_target_gets_the_file(tmp_path: Path) -> None:
    target = tmp_path / "real.csv"
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "link.csv"
    link.symlink_to(target.name)
    write_text(link, "new")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "new"
    assert _leftovers(tmp_path) == []


@pytest.mark.parametrize("option", ["--profile", "--quotes"])
def test_the_report_does_not_replace_its_own_input(tmp_path: Path, option: str) -> None:
    """`--quotes q.csv --out q.csv` had replaced the vendor's quote sheet with the shortlist."""
    profile = tmp_path / "p.json"
    profile.write_bytes(PROFILE.read_bytes())
    quotes = tmp_path / "q.csv"
    quotes.write_text("gpu,price,currency\nrtx-5070,529,USD\n", encoding="utf-8")
    before = {p: p.read_bytes() for p in (profile, quotes)}
    out = profile if option == "--profile" else quotes
    done = _report(["--profile", str(profile), "--quotes", str(quotes), "--out", str(out), "--format",
                    "json" if option == "--profile" else "csv"])
    assert done.returncode == 2 and f"given to {option}" in done.stderr, done.stderr
    assert {p: p.read_bytes() for p in before} == before


def test_a_read_only_file_is_not_replaced(tmp_path: Path) -> None:
    """A summary made read-only (chmod 444) had been replaced by the rename without a word."""
    target = tmp_path / "approved.pdf"
    target.write_bytes(b"signed")
    target.chmod(0o444)
    with pytest.raises(WriteError, match="read-only") as caught:
        write_bytes(target, b"new")
    assert caught.value.kind == "read_only_file"
    assert target.read_bytes() == b"signed" and sorted(p.name for p in tmp_path.iterdir()) == ["approved.pdf"]
    target.chmod(0o644)
    write_bytes(target, b"new")
    assert target.read_bytes() == b"new"


def test_a_long_name_is_written_or_refused_in_words(tmp_path: Path) -> None:
    """A 250-byte name (about 80 Chinese characters) is legal: its temporary file had not fitted. One past
    the system's limit had crashed with a raw OSError before the write began."""
    legal = tmp_path / ("显" * 80 + ".csv")  # 244 bytes
    write_text(legal, "a,b\n")
    assert legal.read_text() == "a,b\n" and len(list(tmp_path.iterdir())) == 1
    with pytest.raises(WriteError) as caught:
        write_text(tmp_path / ("a" * 300 + ".pdf"), "x")
    assert caught.value.kind == "name_too_long" and len(list(tmp_path.iterdir())) == 1
