"""Atomic file writes: a temporary file in the same folder, flushed to disk, then renamed over the target.

A reader (or the user opening the file) sees the old file or the new one, never half of one. On any
failure the temporary file is removed and `WriteError` says in plain words what went wrong:

    from wizard.atomic import WriteError, write_text, atomic_path

    write_text(path, text)                       # profiles, CSV, JSON
    with atomic_path(path) as tmp:               # for writers that want a file name (QPdfWriter)
        produce(tmp)
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path


class WriteError(OSError):
    """A file could not be written; `str(exc)` is a sentence for the user."""

    def __init__(self, path: str | Path, reason: str, errno_: int | None = None) -> None:
        super().__init__(errno_ or 0, reason)
        self.path = str(path)
        self.reason = reason

    def __str__(self) -> str:
        return f"cannot write {self.path}: {self.reason}"


def _reason(exc: OSError, path: Path) -> str:
    code = exc.errno
    if code == errno.ENOSPC or code == errno.EDQUOT:
        return "the disk is full"
    if code in (errno.EACCES, errno.EPERM):
        return "the folder is not writable (permission denied)"
    if code == errno.EROFS:
        return "the disk is read-only"
    if code == errno.ENOENT:
        if path.parent.is_dir():  # e.g. /proc or /sys: the folder is there, but takes no new files
            return f"the folder {path.parent} does not accept new files"
        return f"the folder {path.parent} does not exist"
    if code == errno.ENOTDIR:
        return f"{path.parent} is not a folder"
    if code == errno.EISDIR:
        return "there is a folder with that name"
    if code == errno.ENAMETOOLONG:
        return "the file name is too long"
    return exc.strerror or str(exc)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no directory handles to sync."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _check_target(path: Path) -> None:
    if path.is_dir():
        raise WriteError(path, "there is a folder with that name", errno.EISDIR)
    parent = path.parent
    if not parent.exists():
        raise WriteError(path, f"the folder {parent} does not exist", errno.ENOENT)
    if not parent.is_dir():
        raise WriteError(path, f"{parent} is not a folder", errno.ENOTDIR)


def _temp_in(path: Path) -> Path:
    try:
        fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise WriteError(path, _reason(exc, path), exc.errno) from exc
    os.close(fd)
    return Path(name)


def _finish(tmp: Path, path: Path) -> None:
    """fsync the finished temporary file, keep the old file's permissions, then rename it into place."""
    with open(tmp, "rb+") as fh:
        fh.flush()
        os.fsync(fh.fileno())
    try:
        mode = path.stat().st_mode & 0o777 if path.exists() else 0o666 & ~_umask()
        os.chmod(tmp, mode)
    except OSError:
        pass
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def atomic_path(path: str | Path, require_content: bool = False) -> Iterator[Path]:
    """Yield a temporary file name next to `path`; on a clean exit it replaces `path`.

    For writers that take a file name (QPdfWriter, QImage.save). If the block raises, or the
    finishing steps fail, the temporary file is deleted and `path` is left as it was.
    With `require_content`, an empty result counts as a failure (writers that fail silently).
    """
    target = Path(path)
    _check_target(target)
    tmp = _temp_in(target)
    try:
        yield tmp
        if require_content and (not tmp.exists() or tmp.stat().st_size == 0):
            raise WriteError(target, "nothing was written (the disk may be full or the folder not writable)",
                             errno.EIO)
        _finish(tmp, target)
    except WriteError:
        _unlink(tmp)
        raise
    except OSError as exc:
        _unlink(tmp)
        raise WriteError(target, _reason(exc, target), exc.errno) from exc
    except BaseException:
        _unlink(tmp)
        raise


def _unlink(p: Path) -> None:
    with contextlib.suppress(OSError):
        p.unlink()


def write_bytes(path: str | Path, data: bytes) -> None:
    """Write `data` to `path` atomically, or raise WriteError leaving no partial file."""
    with atomic_path(path) as tmp, open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()


def write_text(path: str | Path, text: str, encoding: str = "utf-8", newline: str | None = "\n") -> None:
    """Write `text` atomically (UTF-8, `\\n` line ends unless told otherwise)."""
    with atomic_path(path) as tmp, open(tmp, "w", encoding=encoding, newline=newline) as fh:
        fh.write(text)
        fh.flush()
