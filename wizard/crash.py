"""The global exception hook: unexpected errors are logged and shown kindly, and the answers are kept.

`install_excepthook(get_state)` replaces `sys.excepthook` and `threading.excepthook`. On an
unexpected error it

1. writes a crash log (time, version, platform, traceback) to the platformdirs user log folder;
2. if `get_state` was given, saves what it returns (the user's answers, as JSON text) next to the
   log, so nothing typed is lost even if the process then dies;
3. in the GUI (a QApplication exists and a real display is used) shows a friendly dialog with
   "Copy details" and "Open log folder"; the dialog returns to the event loop, so the wizard stays
   open with the user's answers;
4. elsewhere (the command line, offscreen, worker threads without a GUI) prints one line to stderr
   naming the log file.

The hook never raises: if reporting fails it falls back to the default Python traceback.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:  # the rest is imported when an error happens: this module loads at every start
    from pathlib import Path
    from types import TracebackType

GetState = Callable[[], "str | None"]

MAX_LOGS = 30  # older crash logs and saved answers are removed beyond this many of each
NO_DIALOG_ENV = "GPU_WIZARD_NO_CRASH_DIALOG"  # set to 1 to never show the dialog (tests, kiosks)

_get_state: GetState | None = None
_installed = False
_in_hook = threading.local()
_previous_hooks: tuple[Any, Any] | None = None
_last_shown: dict[tuple[str, str, int], float] = {}  # (error type, file, line) -> when last reported
REPEAT_WINDOW_S = 30.0


class CrashReport(NamedTuple):
    summary: str  # "ValueError: bad value"
    details: str  # the full text that was written to the log
    log_file: Path | None
    state_file: Path | None


def crash_log_dir() -> Path:
    from pathlib import Path

    from wizard.info import log_dir

    return Path(log_dir())


def _prune(folder: Path, pattern: str, keep: int = MAX_LOGS) -> None:
    import contextlib

    files = sorted(folder.glob(pattern))
    for old in files[:-keep]:
        with contextlib.suppress(OSError):
            old.unlink()


def _environment() -> str:
    import platform

    from wizard import __version__

    lines = [
        f"GPU Selection Wizard {__version__}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"Frozen: {bool(getattr(sys, 'frozen', False))}",
        f"Command line: {' '.join(sys.argv)}",
    ]
    if "PySide6" in sys.modules:
        try:
            from PySide6 import QtCore

            lines.append(f"Qt {QtCore.qVersion()}, platform {os.environ.get('QT_QPA_PLATFORM', '(default)')}")
        except Exception:
            pass
    return "\n".join(lines)


def format_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
                  thread_name: str | None = None) -> tuple[str, str]:
    """(one-line summary, full details) of an exception."""
    import datetime as dt
    import traceback

    summary = "".join(traceback.format_exception_only(exc_type, exc)).strip().splitlines()[-1]
    stamp = dt.datetime.now().astimezone().isoformat(timespec="seconds")
    where = f" in thread {thread_name}" if thread_name else ""
    details = (
        f"Unexpected error{where} at {stamp}\n"
        f"{_environment()}\n\n"
        + "".join(traceback.format_exception(exc_type, exc, tb))
    )
    return summary, details


def _save_state(folder: Path, stamp: str) -> Path | None:
    if _get_state is None:
        return None
    try:
        state = _get_state()
    except Exception:  # the answers could not be read: the crash log still says what happened
        return None
    if not state:
        return None
    path = folder / f"answers-{stamp}.json"
    path.write_text(state, encoding="utf-8", errors="backslashreplace")
    _prune(folder, "answers-*.json")
    return path


def record(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
           thread_name: str | None = None) -> CrashReport:
    """Write the crash log (and the answers); never raises."""
    import datetime as dt

    summary, details = format_report(exc_type, exc, tb, thread_name)
    log_file: Path | None = None
    state_file: Path | None = None
    try:
        folder = crash_log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        state_file = _save_state(folder, stamp)
        if state_file is not None:
            details += f"\nThe answers at the time of the error were saved to {state_file}\n"
        log_file = folder / f"crash-{stamp}.log"
        # backslashreplace: a command line with a file name that is not UTF-8 (GBK bytes from a Chinese
        # Windows share) holds surrogates, which had failed this write and put the traceback on stderr
        log_file.write_text(details, encoding="utf-8", errors="backslashreplace")
        _prune(folder, "crash-*.log")
    except Exception:
        log_file = None
    return CrashReport(summary, details, log_file, state_file)


def _gui_available() -> bool:
    if os.environ.get(NO_DIALOG_ENV) == "1":
        return False
    if "PySide6.QtWidgets" not in sys.modules:
        return False
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    return app.platformName() not in ("offscreen", "minimal")


def _stderr_line(report: CrashReport) -> None:
    where = f" (details saved to {report.log_file})" if report.log_file else ""
    try:
        print(f"gpu-wizard: unexpected error: {report.summary}{where}", file=sys.stderr)
        if report.log_file is None:
            print(report.details, file=sys.stderr)
    except Exception:
        pass


# The dialog's texts in both languages, here rather than in the Qt catalog: an error report must work
# even when the translations (or whatever else) are what broke.
_TEXTS: dict[str, dict[str, str]] = {
    "title": {"en": "Something went wrong", "zh_CN": "出现了问题"},
    "sorry": {"en": "Sorry — the wizard hit an unexpected problem.", "zh_CN": "抱歉，向导遇到了意外问题。"},
    "kept": {"en": "Your answers are kept: close this message to carry on where you were.",
             "zh_CN": "您填写的答案都还在：关闭此消息即可从原处继续。"},
    "copy_saved": {"en": "A copy was also saved to {path}.", "zh_CN": "答案的副本也已保存到 {path}。"},
    "report": {"en": "If it happens again, please send the details to the developers.",
               "zh_CN": "如果问题再次出现，请把详细信息发给开发者。"},
    "log_saved": {"en": "The details were saved to {path}.", "zh_CN": "详细信息已保存到 {path}。"},
    "log_failed": {"en": "The details could not be saved to a file; please copy them.",
                   "zh_CN": "详细信息无法保存到文件，请复制它们。"},
    "show": {"en": "Show details", "zh_CN": "显示详细信息"},
    "hide": {"en": "Hide details", "zh_CN": "隐藏详细信息"},
    "copy": {"en": "Copy details", "zh_CN": "复制详细信息"},
    "copied": {"en": "Copied", "zh_CN": "已复制"},
    "folder": {"en": "Open log folder", "zh_CN": "打开日志文件夹"},
    "continue": {"en": "Continue", "zh_CN": "继续"},
}


def _language() -> str:
    try:
        from wizard.i18n import current_language

        lang = current_language()
    except Exception:
        lang = "en"
    return lang if lang in ("en", "zh_CN") else "en"


def _text(key: str, lang: str | None = None) -> str:
    return _TEXTS[key][lang or _language()]


def make_dialog(report: CrashReport, parent: Any = None, lang: str | None = None) -> Any:
    """The friendly dialog (a QDialog) in the app's language; `exec()` or `show()` it."""
    lang = lang or _language()
    from PySide6.QtCore import Qt, QUrl
    from PySide6.QtGui import QDesktopServices, QGuiApplication
    from PySide6.QtWidgets import (
        QDialog,
        QDialogButtonBox,
        QHBoxLayout,
        QLabel,
        QPlainTextEdit,
        QPushButton,
        QStyle,
        QVBoxLayout,
    )

    dlg = QDialog(parent)
    dlg.setObjectName("crashDialog")
    dlg.setWindowTitle(_text("title", lang))
    layout = QVBoxLayout(dlg)
    kept = _text("kept", lang)
    if report.state_file is not None:
        kept += " " + _text("copy_saved", lang).format(path=report.state_file)
    log = (_text("log_saved", lang).format(path=report.log_file) if report.log_file
           else _text("log_failed", lang))
    text = QLabel(
        "<p><b>" + _text("sorry", lang) + "</b></p>"
        f"<p>{kept}</p>"
        "<p>" + _text("report", lang) + f" {log}</p>"
    )
    text.setWordWrap(True)
    text.setMinimumWidth(460)
    text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    icon = QLabel()
    icon.setPixmap(dlg.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(48, 48))
    icon.setAlignment(Qt.AlignmentFlag.AlignTop)
    row = QHBoxLayout()
    row.addWidget(icon)
    row.addWidget(text, 1)
    layout.addLayout(row)
    details = QPlainTextEdit(report.details)
    details.setObjectName("crashDetails")
    details.setReadOnly(True)
    details.setMinimumSize(560, 220)
    details.setVisible(False)
    layout.addWidget(details)

    buttons = QDialogButtonBox()
    show_btn = QPushButton(_text("show", lang))
    copy_btn = QPushButton(_text("copy", lang))
    copy_btn.setObjectName("copyDetails")
    folder_btn = QPushButton(_text("folder", lang))
    close_btn = buttons.addButton(_text("continue", lang), QDialogButtonBox.ButtonRole.AcceptRole)
    for b in (show_btn, copy_btn, folder_btn):
        buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
    close_btn.setDefault(True)

    def toggle() -> None:
        details.setVisible(not details.isVisible())
        show_btn.setText(_text("hide", lang) if details.isVisible() else _text("show", lang))
        dlg.adjustSize()

    def copy() -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(report.details)
        copy_btn.setText(_text("copied", lang))

    def open_folder() -> None:
        if report.log_file is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(report.log_file.parent)))

    show_btn.clicked.connect(toggle)
    copy_btn.clicked.connect(copy)
    folder_btn.clicked.connect(open_folder)
    folder_btn.setEnabled(report.log_file is not None)
    buttons.accepted.connect(dlg.accept)
    layout.addWidget(buttons)
    return dlg


def _show_dialog(report: CrashReport) -> None:
    from PySide6.QtWidgets import QApplication

    parent = QApplication.activeWindow()
    dlg = make_dialog(report, parent)
    dlg.exec()


def handle(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
           thread_name: str | None = None) -> CrashReport | None:
    """Log the error and tell the user; returns the report (None if this was a re-entry)."""
    if getattr(_in_hook, "active", False):  # an error while reporting an error: plain traceback
        sys.__excepthook__(exc_type, exc, tb)
        return None
    _in_hook.active = True
    try:
        report = record(exc_type, exc, tb, thread_name)
        shown = False
        try:
            if _repeated(exc_type, tb):  # e.g. an error in every repaint: one dialog, not a dialog loop
                shown = False
            elif _gui_available():
                if threading.current_thread() is threading.main_thread():
                    _show_dialog(report)
                    shown = True
                else:
                    shown = _post_to_gui(report)
        except Exception:
            shown = False
        if not shown:
            _stderr_line(report)
        return report
    finally:
        _in_hook.active = False


def _repeated(exc_type: type[BaseException], tb: TracebackType | None) -> bool:
    """True when the same error (type and place) was already shown in the last REPEAT_WINDOW_S seconds."""
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    where = (exc_type.__qualname__, tb.tb_frame.f_code.co_filename if tb else "", tb.tb_lineno if tb else 0)
    now = time.monotonic()
    last = _last_shown.get(where)
    _last_shown[where] = now
    return last is not None and now - last < REPEAT_WINDOW_S


def _post_to_gui(report: CrashReport) -> bool:
    """Show the dialog from a worker thread by queueing it on the GUI thread."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return False
    QTimer.singleShot(0, app, lambda: _show_dialog(report))
    _stderr_line(report)
    return True


def _excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(exc_type, KeyboardInterrupt | SystemExit):
        sys.__excepthook__(exc_type, exc, tb)
        return
    handle(exc_type, exc, tb)


def _thread_hook(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit or args.exc_value is None:
        return
    name = args.thread.name if args.thread is not None else None
    handle(args.exc_type, args.exc_value, args.exc_traceback, name)


def install_excepthook(get_state: GetState | None = None) -> None:
    """Install the hook; call again (e.g. from the GUI) to give or replace `get_state`.

    `get_state` returns the user's answers as text (JSON) or None; it is called only when an
    unexpected error happens, and its own errors are ignored.
    """
    global _get_state, _installed, _previous_hooks
    if get_state is not None or not _installed:
        _get_state = get_state
    if not _installed:
        _previous_hooks = (sys.excepthook, threading.excepthook)
    sys.excepthook = _excepthook
    threading.excepthook = _thread_hook
    _installed = True


def uninstall_excepthook() -> None:
    """Restore the hooks that were there before (for tests)."""
    global _get_state, _installed, _previous_hooks
    if _previous_hooks is not None:
        sys.excepthook, threading.excepthook = _previous_hooks
    _previous_hooks = None
    _get_state = None
    _installed = False
