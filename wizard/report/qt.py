"""A Qt application for headless use (command line, tests): always offscreen on Linux."""

from __future__ import annotations

import os
import sys


def ensure_app() -> object:
    """Return the running QGuiApplication/QApplication, creating an offscreen one if needed.

    Must run before any QtGui object is made. On Linux it selects Qt's offscreen platform whatever the
    environment says: a PDF needs no display, and a stale DISPLAY (an ssh or tmux session whose X server is
    gone) or a session's QT_QPA_PLATFORM=wayland had made Qt abort the process (exit 134, "Reinstalling
    the application may fix this problem") with nothing written. The app itself, when it prints, already
    has its QApplication, which is returned as it is.
    """
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        if sys.platform.startswith("linux"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication(["gpu-wizard"])
    return app
