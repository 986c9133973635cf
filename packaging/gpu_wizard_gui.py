"""Entry point of the bundled `gpu-wizard-gui` executable: the wizard window.

`gpu-wizard-gui [PROFILE.json] [--lang en|zh_CN]` — the desktop file runs `gpu-wizard-gui %f`, so
a profile opened from a file manager is loaded. `--self-test`, `--info`, `--version` and `--help`
go to the command line unchanged (useful on Windows, where this executable has no console).
"""

import argparse
import os
import sys

CLI_OPTIONS = ("--self-test", "--info", "--version", "-h", "--help")


def main() -> int:
    # A windowed executable (console=False on Windows, the .app on macOS) has no stdout/stderr.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    from wizard.cli import main as cli_main

    argv = sys.argv[1:]
    if any(arg in CLI_OPTIONS for arg in argv):
        return cli_main(argv)
    parser = argparse.ArgumentParser(prog="gpu-wizard-gui")
    parser.add_argument("profile", nargs="?", help="a profile (answers) JSON file to open")
    parser.add_argument("--profile", dest="profile_opt", help=argparse.SUPPRESS)
    parser.add_argument("--lang", choices=["en", "zh_CN", "pseudo"])
    parser.add_argument("--exit-after-show", action="store_true", help=argparse.SUPPRESS)
    args, _unknown = parser.parse_known_args(argv)  # ignore e.g. macOS's -psn_0_1234
    profile = args.profile_opt or args.profile
    cli_argv = ["--lang", args.lang] if args.lang else []
    cli_argv.append("gui")
    if profile:
        cli_argv += ["--profile", profile]
    if args.exit_after_show:
        cli_argv.append("--exit-after-show")
    return cli_main(cli_argv)


if __name__ == "__main__":
    sys.exit(main())
