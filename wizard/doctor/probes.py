"""Run the machine's GPU tools and read a few files, never failing when something is missing.

Every probe is optional: a tool that is not installed, exits with an error or takes longer than its
timeout is recorded as such and the doctor carries on. Nothing here needs a network or a GPU.

Tests inject a fake `SystemAccess` (runner, file reader, environment) that returns recorded
outputs, so the logic in report.py is exercised against real tool text on any machine.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from wizard.doctor.parsers import (
    QUERY_FIELDS,
    QUERY_FIELDS_LEGACY,
    TORCH_MARKER,
    is_unknown_field_error,
    nvidia_smi_failure,
    parse_nvidia_smi_q,
    parse_query_gpu_csv,
    parse_rocm_smi,
)

TOOL_TIMEOUT_S = 5.0
# Importing torch (and initialising CUDA to read device properties) routinely takes several seconds
# on a cold cache, longer on Windows; 5 s would report working installs as timeouts.
TORCH_TIMEOUT_S = 30.0
MAX_OUTPUT_CHARS = 1_000_000

Status = Literal["ok", "missing", "failed", "timeout", "error"]


@dataclass(frozen=True)
class CommandResult:
    """What one command did. `status` is "ok" only for exit code 0."""

    argv: tuple[str, ...]
    status: Status
    returncode: int | None = None
    stdout: str = ""
    stderr: str = ""

    @property
    def output(self) -> str:
        """stdout and stderr together (nvidia-smi prints some errors on stdout, some on stderr)."""
        return "\n".join(p for p in (self.stdout, self.stderr) if p)

    @property
    def command(self) -> str:
        return " ".join(self.argv)


Runner = Callable[[Sequence[str], float], CommandResult]


def _no_window_flags() -> int:
    # A GUI app on Windows would flash a console window for every tool without this.
    return getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0


def run_command(argv: Sequence[str], timeout: float = TOOL_TIMEOUT_S) -> CommandResult:
    """Run a command with a timeout; never raises."""
    args = tuple(argv)
    try:
        proc = subprocess.run(
            args, capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=timeout,
            stdin=subprocess.DEVNULL, cwd=tempfile.gettempdir(), creationflags=_no_window_flags(), check=False,
        )
    except FileNotFoundError:
        return CommandResult(args, "missing")
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout if isinstance(exc.stdout, str) else ""
        return CommandResult(args, "timeout", None, out[:MAX_OUTPUT_CHARS])
    except (OSError, ValueError, subprocess.SubprocessError) as exc:
        return CommandResult(args, "error", None, "", str(exc))
    status: Status = "ok" if proc.returncode == 0 else "failed"
    return CommandResult(args, status, proc.returncode, proc.stdout[:MAX_OUTPUT_CHARS], proc.stderr[:MAX_OUTPUT_CHARS])


def read_text_file(path: str) -> str | None:
    """A small text file (under /proc or /sys), or None when absent or unreadable."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read(65536)
    except OSError:
        return None


@dataclass(frozen=True)
class SystemAccess:
    """Everything the probes touch, so tests can replace the machine."""

    run: Runner = run_command
    read_text: Callable[[str], str | None] = read_text_file
    exists: Callable[[str], bool] = os.path.exists
    which: Callable[[str], str | None] = shutil.which
    env: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))
    platform: str = sys.platform
    frozen: bool = bool(getattr(sys, "frozen", False))
    executable: str = sys.executable


# Printed by the interpreter whose PyTorch we inspect; kept to the standard library and torch so it
# runs in any environment. torch.cuda.get_arch_list() is empty when CUDA is unavailable, so the
# compiled arch flags are read directly as a fallback.
TORCH_SCRIPT = f"""
import json, sys
out = {{"python": sys.version.split()[0]}}
try:
    import torch
except Exception as exc:
    out["error"] = type(exc).__name__ + ": " + str(exc)
else:
    out["version"] = str(torch.__version__)
    out["cuda"] = getattr(torch.version, "cuda", None)
    out["hip"] = getattr(torch.version, "hip", None)
    try:
        out["cuda_available"] = bool(torch.cuda.is_available())
    except Exception:
        out["cuda_available"] = None
    arch = []
    try:
        arch = list(torch.cuda.get_arch_list())
    except Exception:
        pass
    if not arch:
        try:
            arch = str(torch._C._cuda_getArchFlags() or "").split()
        except Exception:
            pass
    out["arch_list"] = arch
    devices = []
    try:
        if out["cuda_available"]:
            for i in range(torch.cuda.device_count()):
                p = torch.cuda.get_device_properties(i)
                devices.append({{"name": p.name, "capability": [p.major, p.minor],
                                 "gcn_arch": getattr(p, "gcnArchName", None)}})
    except Exception:
        pass
    out["devices"] = devices
print({TORCH_MARKER!r} + json.dumps(out))
"""


@dataclass(frozen=True)
class RawProbes:
    """The raw material of a report: tool outputs and file contents, unparsed."""

    platform: str
    wsl_env: Mapping[str, str]  # WSL_DISTRO_NAME / WSL_INTEROP when set
    proc_version: str | None
    dev_dxg: bool
    proc_driver_nvidia: str | None
    nvidia_query: CommandResult | None
    nvidia_query_legacy: CommandResult | None
    nvidia_q: CommandResult | None
    nvidia_table: CommandResult | None
    rocm_smi: CommandResult | None
    lspci: CommandResult | None
    torch: CommandResult | None
    python: str | None

    def commands(self) -> list[tuple[str, CommandResult]]:
        named = [
            ("nvidia-smi --query-gpu", self.nvidia_query),
            ("nvidia-smi --query-gpu (legacy)", self.nvidia_query_legacy),
            ("nvidia-smi -q", self.nvidia_q), ("nvidia-smi", self.nvidia_table), ("rocm-smi", self.rocm_smi),
            ("lspci", self.lspci), ("pytorch", self.torch),
        ]
        return [(n, r) for n, r in named if r is not None]


def find_python(system: SystemAccess, explicit: str | None = None) -> str | None:
    """The interpreter whose PyTorch to inspect: `explicit`, else python3/python on PATH.

    A frozen (PyInstaller) app's own executable is not a Python interpreter, so it is never used.
    """
    if explicit:
        return explicit
    for name in ("python3", "python") if system.platform != "win32" else ("python", "python3"):
        found = system.which(name)
        if found:
            return found
    if not system.frozen and system.executable:
        return system.executable
    return None


def collect(system: SystemAccess | None = None, *, python: str | None = None, torch: bool = True) -> RawProbes:
    """Run every probe once. Never raises."""
    sys_ = system or SystemAccess()
    run = sys_.run
    query_argv = ["nvidia-smi", f"--query-gpu={','.join(QUERY_FIELDS)}", "--format=csv,noheader,nounits"]
    nvidia_query = run(query_argv, TOOL_TIMEOUT_S)
    nvidia_query_legacy = nvidia_q = nvidia_table = None
    if nvidia_query.status != "missing":
        if is_unknown_field_error(nvidia_query.output):
            legacy = ["nvidia-smi", f"--query-gpu={','.join(QUERY_FIELDS_LEGACY)}", "--format=csv,noheader,nounits"]
            nvidia_query_legacy = run(legacy, TOOL_TIMEOUT_S)
        nvidia_q = run(["nvidia-smi", "-q"], TOOL_TIMEOUT_S)
        got_gpus = bool(parse_query_gpu_csv(nvidia_query.stdout)) or bool(
            nvidia_query_legacy and parse_query_gpu_csv(nvidia_query_legacy.stdout, QUERY_FIELDS_LEGACY)
        ) or bool(parse_nvidia_smi_q(nvidia_q.stdout).gpus)
        failed = nvidia_smi_failure(nvidia_query.output) is not None
        if not got_gpus and not failed:
            # Last resort: the default table (some builds, e.g. under emulation, only print that).
            nvidia_table = run(["nvidia-smi"], TOOL_TIMEOUT_S)

    rocm = run(["rocm-smi", "--showproductname", "--json"], TOOL_TIMEOUT_S)
    if rocm.status not in ("missing", "timeout") and not parse_rocm_smi(rocm.stdout):
        rocm = run(["rocm-smi", "--showproductname"], TOOL_TIMEOUT_S)

    lspci = run(["lspci", "-nn"], TOOL_TIMEOUT_S) if sys_.platform.startswith("linux") else None

    interpreter = find_python(sys_, python) if torch else None
    torch_result: CommandResult | None = None
    if torch:
        torch_result = (run([interpreter, "-c", TORCH_SCRIPT], TORCH_TIMEOUT_S) if interpreter
                        else CommandResult(("python",), "missing"))

    is_linux = sys_.platform.startswith("linux")
    return RawProbes(
        platform=sys_.platform,
        wsl_env={k: sys_.env[k] for k in ("WSL_DISTRO_NAME", "WSL_INTEROP") if k in sys_.env},
        proc_version=sys_.read_text("/proc/version") if is_linux else None,
        dev_dxg=sys_.exists("/dev/dxg") if is_linux else False,
        proc_driver_nvidia=sys_.read_text("/proc/driver/nvidia/version") if is_linux else None,
        nvidia_query=nvidia_query,
        nvidia_query_legacy=nvidia_query_legacy,
        nvidia_q=nvidia_q,
        nvidia_table=nvidia_table,
        rocm_smi=rocm,
        lspci=lspci,
        torch=torch_result,
        python=interpreter,
    )
