"""Save PDF, Print, Print preview, Export CSV/JSON: the File menu's entries and the results page's buttons.

The report itself is wizard.report (imported on first use, never at start-up). The recommendation
is the one on the results page when it matches the current answers, else it is computed from the
answers the same way. Every file is written atomically by wizard.report; a `WriteError` is shown in
a message box with its plain sentence and nothing else changes (the answers stay as they are).

Tests call `save_pdf_to(path, paper)`, `export_to(path, kind)` and `open_preview()` directly; the
menu actions ask for the path first (`ask_save_path`, easy to monkeypatch).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox

from wizard.gui.settings import save_settings
from wizard.gui.text import content_lang, error_text

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from wizard.core.results import Recommendation
    from wizard.gui.settings import Settings
    from wizard.gui.wizard import GpuWizard

PAPERS = ("a4", "letter")
# Countries that use US Letter paper rather than A4 (QLocale.Country names; looked up on use).
LETTER_COUNTRIES = ("UnitedStates", "Canada", "Mexico", "Philippines", "Chile", "Colombia")


def default_paper(locale: QLocale | None = None) -> str:
    """Letter in the US (and a few neighbours), A4 everywhere else."""
    loc = locale or QLocale.system()
    return "letter" if loc.territory() in {getattr(QLocale.Country, n) for n in LETTER_COUNTRIES} else "a4"


class ReportActions(QObject):
    def __init__(self, window: QMainWindow, wizard: GpuWizard, settings: Settings) -> None:
        super().__init__(window)
        self.window = window
        self.wizard = wizard
        self.settings = settings
        self.preview_dialog: QPrintPreviewDialog | None = None
        self._preview_printer: QPrinter | None = None
        self.save_pdf_action = QAction(window)
        self.save_pdf_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.save_pdf_action.triggered.connect(self.save_pdf)
        self.print_action = QAction(window)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.triggered.connect(self.print_report)
        self.preview_action = QAction(window)
        self.preview_action.triggered.connect(self.open_preview)
        self.export_csv_action = QAction(window)
        self.export_csv_action.triggered.connect(lambda: self.export("csv"))
        self.export_json_action = QAction(window)
        self.export_json_action.triggered.connect(lambda: self.export("json"))
        self.actions = [self.save_pdf_action, self.print_action, self.preview_action, self.export_csv_action,
                        self.export_json_action]
        for a in self.actions:
            a.setEnabled(False)
        wizard.profile_changed.connect(self.update_enabled)
        wizard.pages_loaded.connect(self.update_enabled)
        self.retranslate()

    def retranslate(self) -> None:
        self.save_pdf_action.setText(self.tr("Save P&DF…"))
        self.save_pdf_action.setToolTip(self.tr("Save the shortlist as a printable PDF summary (A4 or Letter)"))
        self.print_action.setText(self.tr("&Print…"))
        self.print_action.setToolTip(self.tr("Print the summary"))
        self.preview_action.setText(self.tr("Print pre&view…"))
        self.preview_action.setToolTip(self.tr("See the printed pages before printing"))
        self.export_csv_action.setText(self.tr("Export &CSV…"))
        self.export_csv_action.setToolTip(self.tr("Save the shortlist as a spreadsheet (CSV)"))
        self.export_json_action.setText(self.tr("Export &JSON…"))
        self.export_json_action.setToolTip(self.tr("Save the shortlist as JSON for other tools"))

    def update_enabled(self, *_args: object) -> None:
        ok = self.wizard.is_loaded and self.wizard.profile() is not None
        for a in self.actions:
            a.setEnabled(ok)

    # ------------------------------------------------------------------ the recommendation
    def recommendation(self) -> Recommendation | None:
        """What the results page shows for the current answers (computed if it has not yet)."""
        if not self.wizard.is_loaded:
            return None
        profile = self.wizard.profile()
        if profile is None:
            self._status(self.tr("Some answers are not valid yet; fix the marked fields first."))
            return None
        page = self.wizard.results_page
        rec = page.current_recommendation()
        if rec is not None and rec.profile == profile:
            return rec
        from wizard.gui.pages.results import compute_recommendation

        return compute_recommendation(profile)[0]

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 8000)

    def _failed(self, title: str, exc: BaseException) -> None:
        QMessageBox.warning(self.window, title, error_text(exc))

    def _remember_folder(self, path: str) -> None:
        self.settings.last_dir = str(Path(path).parent)
        save_settings(self.settings)

    def _start_dir(self, name: str) -> str:
        folder = self.settings.last_dir if self.settings.last_dir and Path(self.settings.last_dir).is_dir() \
            else str(Path.home())
        return str(Path(folder) / name)

    def paper(self) -> str:
        return self.settings.paper if self.settings.paper in PAPERS else default_paper()

    # ------------------------------------------------------------------ dialogs (monkeypatched in tests)
    def ask_save_path(self, title: str, name: str, filters: list[str], selected: str) -> tuple[str, str]:
        from wizard.gui.file_dialogs import ask_save_file

        return ask_save_file(self.window, title, self._start_dir(name), filters, selected, Path(name).suffix[1:])

    # ------------------------------------------------------------------ PDF
    def _pdf_filters(self) -> dict[str, str]:
        return {"a4": self.tr("PDF, A4 paper (*.pdf)"), "letter": self.tr("PDF, US Letter paper (*.pdf)")}

    def save_pdf(self) -> None:
        if self.recommendation() is None:
            return
        filters = self._pdf_filters()
        path, chosen = self.ask_save_path(self.tr("Save PDF summary"), "gpu-shortlist.pdf", list(filters.values()),
                                          filters[self.paper()])
        if not path:
            return
        paper = next((k for k, v in filters.items() if v == chosen), self.paper())
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.save_pdf_to(path, paper)

    def save_pdf_to(self, path: str, paper: str | None = None) -> int | None:
        """Write the PDF; the page count, or None after telling the user why it failed."""
        rec = self.recommendation()
        if rec is None:
            return None
        paper = paper if paper in PAPERS else self.paper()
        from wizard.atomic import WriteError
        from wizard.report.document import write_pdf
        from wizard.report.fonts import register_fonts

        register_fonts()
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            pages = write_pdf(rec, path, content_lang(), paper)
        except WriteError as exc:
            QGuiApplication.restoreOverrideCursor()
            self._failed(self.tr("Cannot save the PDF"), exc)
            return None
        QGuiApplication.restoreOverrideCursor()
        self.settings.paper = paper
        self._remember_folder(path)
        self._status(self.tr("PDF saved to {file} ({pages} pages)").format(file=path, pages=pages))
        return pages

    # ------------------------------------------------------------------ CSV / JSON
    def export(self, kind: str) -> None:
        if self.recommendation() is None:
            return
        if kind == "csv":
            title, name, filt = self.tr("Export the shortlist as CSV"), "gpu-shortlist.csv", \
                self.tr("CSV spreadsheet (*.csv)")
        else:
            title, name, filt = self.tr("Export the shortlist as JSON"), "gpu-shortlist.json", \
                self.tr("JSON (*.json)")
        path, _ = self.ask_save_path(title, name, [filt], filt)
        if not path:
            return
        if not path.lower().endswith("." + kind):
            path += "." + kind
        self.export_to(path, kind)

    def export_to(self, path: str, kind: str) -> bool:
        rec = self.recommendation()
        if rec is None:
            return False
        from wizard.atomic import WriteError
        from wizard.report.export import write_csv, write_json

        try:
            (write_csv if kind == "csv" else write_json)(rec, path, content_lang())
        except WriteError as exc:
            self._failed(self.tr("Cannot export the shortlist"), exc)
            return False
        self._remember_folder(path)
        self._status(self.tr("Shortlist exported to {file}").format(file=path))
        return True

    # ------------------------------------------------------------------ printing
    def make_printer(self) -> QPrinter:
        from PySide6.QtGui import QPageSize
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        size = QPageSize.PageSizeId.Letter if self.paper() == "letter" else QPageSize.PageSizeId.A4
        printer.setPageSize(QPageSize(size))
        printer.setDocName(self.tr("GPU purchase summary"))
        return printer

    def paint(self, printer: QPrinter) -> int:
        """Draw the summary on `printer` (the preview's paintRequested and Print)."""
        rec = self.recommendation()
        if rec is None:
            return 0
        from wizard.report.document import print_document
        from wizard.report.fonts import register_fonts

        register_fonts()
        return print_document(rec, printer, content_lang())

    def print_report(self) -> None:
        if self.recommendation() is None:
            return
        from PySide6.QtPrintSupport import QPrintDialog

        printer = self.make_printer()
        dialog = QPrintDialog(printer, self.window)
        dialog.setWindowTitle(self.tr("Print the summary"))
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return
        try:
            pages = self.paint(printer)
        except Exception as exc:  # a printer problem must not take the answers with it
            self._failed(self.tr("Cannot print"), exc)
            return
        self._status(self.tr("Sent {pages} pages to the printer").format(pages=pages))

    def open_preview(self) -> QPrintPreviewDialog | None:
        """Open the (window-modal) print preview; the pages are drawn by `paint`."""
        if self.recommendation() is None:
            return None
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        self._preview_printer = self.make_printer()  # the dialog does not own it: keep it alive
        dialog = QPrintPreviewDialog(self._preview_printer, self.window)
        dialog.setWindowTitle(self.tr("Print preview"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.paintRequested.connect(self.paint)
        dialog.resize(900, 800)
        self.preview_dialog = dialog
        dialog.destroyed.connect(self._preview_closed)
        dialog.open()
        return dialog

    def _preview_closed(self) -> None:
        self.preview_dialog = None
