"""Entry point of the bundled `gpu-wizard` executable: the command line (no arguments opens the wizard)."""

import sys

from wizard.cli import main

if __name__ == "__main__":
    sys.exit(main())
