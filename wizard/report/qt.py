"""A Qt application for headless use (command line, tests): offscreen when there is no display."""

from __future__ import annotations

import os
import sys


def ensure_app() -> object:
    """Return the running QGuiApplication/QApplication, creating an offscreen one if needed.

    Must run before any QtGui object is made. With no X11/Wayland display (and on Linux only), it
    selects Qt's offscreen platform so `gpu-wizard report` works over SSH, in CI and in containers.
    """
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        app = QGuiApplication(["gpu-wizard"])
    return app
