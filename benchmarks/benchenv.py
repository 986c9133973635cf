"""The environment benchmark subprocesses run in: like an installed app, offscreen."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

_PYCACHE = tempfile.mkdtemp(prefix="gpu-wizard-bench-pycache-")
atexit.register(shutil.rmtree, _PYCACHE, ignore_errors=True)


def app_env(**extra: str) -> dict[str, str]:
    """Offscreen, with compiled bytecode like an installed app (pip writes .pyc files).

    CI and sandboxes often set PYTHONDONTWRITEBYTECODE, which would make every run compile the
    app's modules again (about 0.1 s) while a one-file baseline barely notices; the .pyc files go
    to a private temporary folder instead of the source tree.
    """
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.setdefault("LANG", "C.UTF-8")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = _PYCACHE
    env.update(extra)
    return env
