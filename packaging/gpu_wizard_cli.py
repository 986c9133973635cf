"""Entry point of the bundled `gpu-wizard` executable: the command line (no arguments opens the wizard)."""

from wizard.cli import run

if __name__ == "__main__":
    run()
