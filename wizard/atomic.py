"""Atomic file writes: a temporary file in the same folder, flushed to disk, then renamed over the target.

A reader (or the user opening the file) sees the old file or the new one, never half of one. On any
failure the temporary file is removed and `WriteError` says in plain words what went wrong:

    from wizard.atomic import WriteError, write_text, atomic_path

    write_text(path, text)                       # profiles, CSV, JSON
    with atomic_path(path) as tmp:               # for writers that want a file name
        produce(tmp)
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from wizard.core.translatable import QT_TRANSLATE_NOOP, Translate, untranslated

# Why a write failed, in words a user can act on: English here, other languages through the
# "atomic" context of the translation catalog (`WriteError.localized`). {folder}, {detail}.
REASONS: dict[str, str] = {
    "disk_full": QT_TRANSLATE_NOOP("atomic", "the disk is full"),
    "permission": QT_TRANSLATE_NOOP("atomic", "the folder is not writable (permission denied)"),
    "read_only": QT_TRANSLATE_NOOP("atomic", "the disk is read-only"),
    "no_folder": QT_TRANSLATE_NOOP("atomic", "the folder {folder} does not exist"),
    "no_new_files": QT_TRANSLATE_NOOP("atomic", "the folder {folder} does not accept new files"),
    "not_a_folder": QT_TRANSLATE_NOOP("atomic", "{folder} is not a folder"),
    "is_a_folder": QT_TRANSLATE_NOOP("atomic", "there is a folder with that name"),
    "name_too_long": QT_TRANSLATE_NOOP("atomic", "the file name is too long"),
    "read_only_file": QT_TRANSLATE_NOOP("atomic", "the file is read-only (remove its protection first to "
                                                  "replace it)"),
    "nothing_written": QT_TRANSLATE_NOOP("atomic", "nothing was written (the disk may be full or the folder not "
                                                   "writable)"),
    "other": "{detail}",  # the system's own words
}
SENTENCE = QT_TRANSLATE_NOOP("atomic", "cannot write {path}: {reason}")


class WriteError(OSError):
    """A file could not be written; `str(exc)` is a sentence for the user, `localized(translate)`
    the same in the user's language. `kind` is a key of REASONS."""

    def __init__(self, path: str | Path, kind: str, errno_: int | None = None, detail: str = "") -> None:
        self.path = str(path)
        self.kind = kind if kind in REASONS else "other"
        self.folder = str(Path(path).parent)
        self.detail = detail
        self.reason = self._reason(untranslated)
        super().__init__(errno_ or 0, self.reason)

    def _reason(self, translate: Translate) -> str:
        template = REASONS[self.kind]
        text = translate("atomic", template) if self.kind != "other" else template
        return text.format(folder=self.folder, detail=self.detail)

    def localized(self, translate: Translate) -> str:
        return translate("atomic", SENTENCE).format(path=self.path, reason=self._reason(translate))

    def __str__(self) -> str:
        return SENTENCE.format(path=self.path, reason=self.reason)


def _kind(exc: OSError, path: Path) -> str:
    code = exc.errno
    if code == errno.ENOSPC or code == errno.EDQUOT:
        return "disk_full"
    if code in (errno.EACCES, errno.EPERM):
        return "permission"
    if code == errno.EROFS:
        return "read_only"
    if code == errno.ENOENT:
        # e.g. /proc or /sys: the folder is there, but takes no new files
        return "no_new_files" if path.parent.is_dir() else "no_folder"
    if code == errno.ENOTDIR:
        return "not_a_folder"
    if code == errno.EISDIR:
        return "is_a_folder"
    if code == errno.ENAMETOOLONG:
        return "name_too_long"
    return "other"


def _error(path: Path, exc: OSError) -> WriteError:
    return WriteError(path, _kind(exc, path), exc.errno, exc.strerror or str(exc))


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
        raise WriteError(path, "is_a_folder", errno.EISDIR)
    parent = path.parent
    if not parent.exists():
        raise WriteError(path, "no_folder", errno.ENOENT)
    if not parent.is_dir():
        raise WriteError(path, "not_a_folder", errno.ENOTDIR)
    if path.is_file() and not path.stat().st_mode & 0o222:
        # Renaming over a file ignores its own write protection: a summary the user had made read-only
        # (chmod 444, Windows' read-only attribute) was replaced without a word, where cp and editors refuse.
        raise WriteError(path, "read_only_file", errno.EACCES)


def ensure_folder(path: str | Path) -> None:
    """Make the folder that will hold `path` (and its parents) unless it exists, or raise
    WriteError naming `path` and why: for commands that write several files into one folder."""
    target = Path(path)
    folder = target.parent
    if folder.exists() and not folder.is_dir():
        raise WriteError(target, "not_a_folder", errno.ENOTDIR)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _error(target, exc) from exc


# Most file systems allow 255 bytes in a name: the temporary file's prefix keeps the target's name only
# so far that the temporary name (a dot, the name, a dot, mkstemp's 8 random characters, ".tmp") fits,
# so a legal name of 242-255 bytes (80 Chinese characters) can still be written.
_NAME_BYTES = 255
_TEMP_EXTRA = len(".") + len(".") + 8 + len(".tmp")


def _temp_prefix(name: str) -> str:
    """Cut in the file system's bytes (os.fsencode): a name that is not UTF-8 (GBK bytes from a Chinese
    Windows share, which Python holds as surrogates) had raised UnicodeEncodeError and lost a batch round."""
    raw = os.fsencode(name)[:_NAME_BYTES - _TEMP_EXTRA]
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return f".{os.fsdecode(raw)}."
    return f".{raw.decode('utf-8', errors='ignore')}."  # not ending inside a character


def resolved(path: Path) -> Path:
    """`path.resolve()`, to compare files, except that a symlink loop is the path as given (its read or write
    then says "too many levels of symbolic links"): resolve() had raised RuntimeError, an unexpected error."""
    try:
        return path.resolve()
    except (RuntimeError, OSError):
        return path.absolute()


def shown_name(text: str) -> str:
    """A file name or path as text to show or write into a file: Python holds a name that is not UTF-8 as
    surrogates, which no UTF-8 file takes. Such names are mostly GBK, from a Chinese Windows machine (团队A),
    so they are read as GB18030, else shown with the odd bytes escaped."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raw = os.fsencode(text)
        try:
            return raw.decode("gb18030")
        except UnicodeDecodeError:
            return raw.decode("utf-8", errors="backslashreplace")
    return text


def _temp_in(path: Path) -> Path:
    try:
        fd, name = tempfile.mkstemp(dir=path.parent, prefix=_temp_prefix(path.name), suffix=".tmp")
    except OSError as exc:
        raise _error(path, exc) from exc
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


def _resolved(path: Path) -> Path:
    """The file a write lands in: a symbolic link's target, so the link stays a link (renaming over it
    had replaced the link with a file and left its target as it was). A dangling link's target is
    created; a loop of links is an error (it had been replaced by the file)."""
    if not path.is_symlink():
        return path
    try:
        return Path(os.path.realpath(path, strict=True))
    except FileNotFoundError:
        return Path(os.path.realpath(path))
    except OSError as exc:
        raise _error(path, exc) from exc


def _is_special(path: Path) -> bool:
    """An existing file that is not a regular one: a device (/dev/null), a pipe. Renaming over it
    would replace it: `report --out /dev/null` had turned the system's /dev/null into a PDF."""
    try:
        return path.exists() and not path.is_file() and not path.is_dir()
    except OSError:
        return False


def _copy_into(tmp: Path, target: Path) -> None:
    """Write the finished file's bytes into a special file in place (no rename possible or wanted)."""
    with open(tmp, "rb") as src, open(target, "wb") as dst:
        while chunk := src.read(1 << 20):
            dst.write(chunk)
        dst.flush()


@contextlib.contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """Yield a temporary file name next to `path`; on a clean exit it replaces `path`.

    The ground of write_bytes and write_text. If the block raises, or the finishing steps fail, the
    temporary file is deleted and `path` is left as it was. A symbolic link is followed (its target
    is replaced); a device or pipe is written into, not replaced.
    """
    try:  # a name the system refuses (too long, a bad character) fails here already: say so in words
        target = _resolved(Path(path))
        _check_target(target)
        special = _is_special(target)
    except WriteError:
        raise
    except OSError as exc:
        raise _error(Path(path), exc) from exc
    tmp = _temp_in(Path(tempfile.gettempdir()) / target.name) if special else _temp_in(target)
    try:
        yield tmp
        if special:
            _copy_into(tmp, target)
            _unlink(tmp)
        else:
            _finish(tmp, target)
    except WriteError:
        _unlink(tmp)
        raise
    except OSError as exc:
        _unlink(tmp)
        raise _error(target, exc) from exc
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
