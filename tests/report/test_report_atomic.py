"""Atomic writes: nothing half-written, and a plain message when the folder or the disk says no."""

from __future__ import annotations

import errno
import os
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


def test_empty_output_counts_as_failure_when_required(tmp_path: Path) -> None:
    with pytest.raises(WriteError, match="nothing was written"), atomic_path(tmp_path / "x.pdf", True):
        pass
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
