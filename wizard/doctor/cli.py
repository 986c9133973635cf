"""`gpu-wizard doctor [--json]`: inspect this machine's GPUs, driver and PyTorch, offline.

The main CLI wires this in with::

    from wizard.doctor import cli as doctor_cli
    doctor_cli.add_parser(subparsers)       # adds the "doctor" subcommand
    ...
    if args.command == "doctor":
        return doctor_cli.run(args)          # reads args.lang ("en" | "zh_CN") when present

Exit status is 0 whatever the machine looks like; argparse itself exits 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported when the command runs: every other command starts faster without them
    from wizard.core.troubleshooting import Lang
    from wizard.doctor.probes import SystemAccess
    from wizard.doctor.report import DoctorReport


def add_parser(subparsers: Any, translate: Callable[[str, str], str] = lambda context, text: text) -> None:
    """Add the "doctor" subcommand to an argparse subparsers object."""
    p = subparsers.add_parser("doctor", help=translate("cli", "check this machine's GPUs, driver and PyTorch"),
                              description=translate(
                                  "cli", "Inspect this machine without network access and without needing a "
                                         "GPU: nvidia-smi, rocm-smi, lspci, the NVIDIA kernel module, WSL, and "
                                         "the installed PyTorch. Reports the GPUs found, the driver branch, the "
                                         "newest CUDA the driver supports, whether PyTorch can use each GPU, and "
                                         "the matching troubleshooting entries."))
    p.add_argument("--json", action="store_true", help=translate("cli", "print the report as JSON"))
    p.add_argument("--python", metavar="PATH", default=None,
                   help=translate("cli", "Python interpreter whose PyTorch to inspect (default: python3/python on "
                                         "PATH)"))
    p.add_argument("--no-torch", action="store_true", help=translate("cli", "skip the PyTorch check"))
    # SUPPRESS keeps a --lang given to the main parser from being overwritten by this subparser.
    p.add_argument("--lang", choices=["en", "zh_CN"], default=argparse.SUPPRESS,
                   help=translate("cli", "language of the human-readable report (default: the system locale)"))


def _lang(args: argparse.Namespace) -> Lang:
    """--lang, else the system locale as every other command takes it (i18n.resolve_language): under
    LANG=zh_CN.UTF-8 recommend had spoken Chinese and doctor English. Pseudo-localisation reads as English."""
    from wizard.i18n import resolve_language

    value = resolve_language(getattr(args, "lang", None))
    return "zh_CN" if str(value).replace("-", "_").startswith("zh") else "en"


def make_report(args: argparse.Namespace, system: SystemAccess | None = None) -> DoctorReport:
    from wizard.doctor.probes import collect
    from wizard.doctor.report import build_report

    raw = collect(system, python=getattr(args, "python", None), torch=not getattr(args, "no_torch", False))
    return build_report(raw)


def run(args: argparse.Namespace, system: SystemAccess | None = None) -> int:
    """Run the doctor and print the report; `system` replaces the real machine in tests."""
    report = make_report(args, system)
    from wizard.doctor.report import render_text

    out = report.model_dump_json(indent=2) + "\n" if getattr(args, "json", False) else render_text(report, _lang(args))
    try:
        sys.stdout.write(out)
    except UnicodeEncodeError:  # a console that cannot show Chinese or the dash
        sys.stdout.write(out.encode("ascii", "replace").decode("ascii"))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="gpu-wizard")
    add_parser(parser.add_subparsers(dest="command", required=True))
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
