"""The bundled fonts (resources/fonts/README.md), registered with Qt: a subset of Noto Sans CJK SC for
text in both languages, and DejaVu Sans Mono for the report's commands.

Call `register_fonts()` once after the QGuiApplication/QApplication exists, at start-up of the GUI
and before building a report. Chinese then renders with real glyphs on machines with no CJK system
font, in windows and in PDFs, and text extracted from the PDF is the real characters; and the PDF
uses no system font at all, so it looks the same from Linux, Windows and macOS.

    from wizard.report.fonts import register_fonts, ui_families
    families = register_fonts()                      # ["Noto Sans SC Wizard", "DejaVu Sans Mono"]
    font = app.font(); font.setFamilies(ui_families(font.family())); app.setFont(font)
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFontDatabase, QGuiApplication

from wizard.paths import as_file_path, resource_path

FONT_FILES = ("NotoSansSC-Wizard-Regular.ttf", "NotoSansSC-Wizard-Bold.ttf", "DejaVuSansMono.ttf")
CJK_FAMILY = "Noto Sans SC Wizard"
# Commands in the report (model.py's .cmd). Windows and macOS have no DejaVu Sans Mono: before it was
# bundled, their PDFs set the commands in the next family named, the proportional CJK font.
MONO_FAMILY = "DejaVu Sans Mono"

_log = logging.getLogger(__name__)
_registered: list[str] | None = None


def register_fonts() -> list[str]:
    """Register the bundled fonts with Qt (once per process); return their family names.

    Needs a QGuiApplication. A missing or unreadable font file is logged, not raised: the app
    still runs, with the system's fonts.
    """
    global _registered
    if _registered is not None:
        return list(_registered)
    if QGuiApplication.instance() is None:
        raise RuntimeError("register_fonts() needs a QGuiApplication (create the application first)")
    families: list[str] = []
    for name in FONT_FILES:
        path = as_file_path(resource_path("fonts", name))
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            _log.warning("could not load the bundled font %s", path)
            continue
        for fam in QFontDatabase.applicationFontFamilies(font_id):
            if fam not in families:
                families.append(fam)
    _registered = families
    return list(families)


def cjk_family() -> str | None:
    """The bundled CJK family once registered, else None."""
    return CJK_FAMILY if CJK_FAMILY in register_fonts() else None


def ui_families(primary: str) -> list[str]:
    """A family list for QFont.setFamilies: the given font first, the bundled CJK font as fallback."""
    fam = cjk_family()
    return [primary] if fam is None or fam == primary else [primary, fam]


def document_families() -> list[str]:
    """Families for the printed report: the bundled font first, so the PDF looks the same everywhere."""
    fam = cjk_family()
    return [fam, "DejaVu Sans", "Sans Serif"] if fam else ["DejaVu Sans", "Sans Serif"]
