"""GPU Selection Wizard (GPU 选型向导)."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # Read lazily: importlib.metadata costs ~20 ms at every start and few commands need it.
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("gpu-wizard")
        except PackageNotFoundError:  # a source tree that was never installed
            return "0.0.0+source"
    raise AttributeError(f"module 'wizard' has no attribute {name!r}")
