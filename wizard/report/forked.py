"""Run one function in a forked child process while this process goes on; collect its (pickled) result.

`gpu-wizard report` uses it to build the report's content (the rules core, pydantic, the catalog:
about half the command's time) on the second core while the first starts Qt and loads the fonts.
Only where fork is safe and cheap: Linux, before Qt is loaded, with no other threads. Anywhere
else `available()` is False and the caller does the work itself, the same way.

The child never reports through exceptions: the function returns its result (or a value that
stands for an expected error), and anything unexpected makes `result()` return None, so the
caller runs the function itself and the error surfaces there, with its normal message and crash
log.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import sys
import threading
from collections.abc import Callable
from types import TracebackType
from typing import Generic, TypeVar

T = TypeVar("T")


def available() -> bool:
    return (sys.platform.startswith("linux") and hasattr(os, "fork") and threading.active_count() == 1
            and "PySide6.QtCore" not in sys.modules)


class ForkedCall(Generic[T]):
    """`with ForkedCall(fn) as call: ...; value = call.result()` — fn() runs in a child process."""

    def __init__(self, fn: Callable[[], T]) -> None:
        self._fn = fn
        self._pid = 0
        self._read = -1

    def __enter__(self) -> ForkedCall[T]:
        sys.stdout.flush()  # or the child would print what this process had buffered a second time
        sys.stderr.flush()
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: compute, send, leave without running the parent's exit handlers
            os.close(read)
            status = 1
            try:
                payload = pickle.dumps(self._fn(), protocol=pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write, "wb") as pipe:
                    pipe.write(payload)
                status = 0
            except BaseException:  # the parent redoes the work and reports the error
                pass
            finally:
                sys.stderr.flush()
                os._exit(status)
        os.close(write)
        self._pid, self._read = pid, read
        return self

    def running(self) -> bool:
        """True while the child is still working (its result has not started to arrive)."""
        if self._read < 0:
            return False
        readable, _, _ = select.select([self._read], [], [], 0)
        return not readable

    def result(self) -> T | None:
        """The child's return value (waits for it); None if the child failed."""
        if self._read < 0:
            return None
        chunks = []
        with os.fdopen(self._read, "rb") as pipe:
            self._read = -1
            while chunk := pipe.read(1 << 16):
                chunks.append(chunk)
        ok = self._reap() == 0
        if not ok or not chunks:
            return None
        try:
            value: T = pickle.loads(b"".join(chunks))
        except Exception:  # a truncated message: do the work here instead
            return None
        return value

    def _reap(self) -> int:
        if not self._pid:
            return -1
        _, status = os.waitpid(self._pid, 0)
        self._pid = 0
        return os.waitstatus_to_exitcode(status)

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._read >= 0:  # not collected (this process failed first): stop the child and reap it
            os.close(self._read)
            self._read = -1
            if self._pid:
                os.kill(self._pid, signal.SIGTERM)
        if self._pid:
            self._reap()
