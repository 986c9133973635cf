"""GPU Selection Wizard (GPU 选型向导)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("gpu-wizard")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
