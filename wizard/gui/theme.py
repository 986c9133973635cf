"""Light and dark palettes (Fusion style) and the few colours the custom widgets paint with."""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from wizard.report.fonts import MONO_FAMILY

# Memory-bar parts: distinguishable in both themes and for common colour-vision deficiencies
# (Okabe-Ito palette); the legend also names every part, so colour is never the only cue.
PART_COLORS: dict[str, str] = {
    "weights": "#0072B2",
    "kv_cache": "#E69F00",
    "activations": "#009E73",
    "gradients": "#CC79A7",
    "optimizer": "#D55E00",
    "adapters": "#56B4E9",
    "working_set": "#0072B2",
    "overhead": "#999999",
}
# A command to type (next steps, troubleshooting checks): the report's bundled monospaced font, so it
# looks the same on every system and as in the PDF ("monospace" was Courier New on Windows).
COMMAND_STYLE = (f"font-family: '{MONO_FAMILY}', monospace; padding: 4px; border: 1px solid palette(mid); "
                 "background: palette(base);")
# A flat push button drawn as a link (the warnings' "How to fix"): a button takes Tab and Enter like
# any other; the dotted border shows keyboard focus, which a stylesheet would otherwise hide.
LINK_STYLE = ("QPushButton { border: 1px solid transparent; padding: 1px 2px; color: palette(link); "
              "text-decoration: underline; text-align: left; background: transparent; } "
              "QPushButton:focus { border: 1px dotted palette(link); }")
SEVERITY_COLORS_LIGHT = {"info": "#1f5fa8", "warning": "#9a5b00", "blocker": "#b00020"}
SEVERITY_COLORS_DARK = {"info": "#8cc4ff", "warning": "#ffc266", "blocker": "#ff7a8a"}


def is_dark(palette: QPalette | None = None) -> bool:
    pal = palette or QApplication.palette()
    return pal.color(QPalette.ColorRole.Window).lightness() < 128


def severity_color(severity: str) -> str:
    table = SEVERITY_COLORS_DARK if is_dark() else SEVERITY_COLORS_LIGHT
    return table.get(severity, table["info"])


def system_prefers_dark() -> bool:
    from PySide6.QtCore import Qt  # not at import: this module loads before the first paint

    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return bool(scheme is not None and scheme() == Qt.ColorScheme.Dark)


def dark_palette() -> QPalette:
    p = QPalette()
    c = QColor
    roles = QPalette.ColorRole
    p.setColor(roles.Window, c(0x2B, 0x2D, 0x31))
    p.setColor(roles.WindowText, c(0xE8, 0xE8, 0xE8))
    p.setColor(roles.Base, c(0x1F, 0x21, 0x24))
    p.setColor(roles.AlternateBase, c(0x33, 0x35, 0x3A))
    p.setColor(roles.ToolTipBase, c(0x3A, 0x3D, 0x42))
    p.setColor(roles.ToolTipText, c(0xF0, 0xF0, 0xF0))
    p.setColor(roles.PlaceholderText, c(0x9A, 0x9A, 0x9A))
    p.setColor(roles.Text, c(0xE8, 0xE8, 0xE8))
    p.setColor(roles.Button, c(0x3A, 0x3D, 0x42))
    p.setColor(roles.ButtonText, c(0xE8, 0xE8, 0xE8))
    p.setColor(roles.BrightText, c(0xFF, 0x6B, 0x6B))
    p.setColor(roles.Link, c(0x8C, 0xC4, 0xFF))
    p.setColor(roles.Highlight, c(0x3D, 0x7E, 0xD6))
    p.setColor(roles.HighlightedText, c(0xFF, 0xFF, 0xFF))
    p.setColor(roles.Light, c(0x4A, 0x4D, 0x52))
    p.setColor(roles.Midlight, c(0x40, 0x43, 0x48))
    p.setColor(roles.Mid, c(0x30, 0x32, 0x36))
    p.setColor(roles.Dark, c(0x1A, 0x1B, 0x1E))
    p.setColor(roles.Shadow, c(0x10, 0x10, 0x10))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        p.setColor(disabled, role, c(0x80, 0x80, 0x80))
    p.setColor(disabled, roles.Base, c(0x2B, 0x2D, 0x31))
    return p


_APPLIED: list[str] = []  # the theme applied last (none yet at start-up)
_FUSION: list[object] = []  # one Fusion style object kept alive for its standard palette


def light_palette() -> QPalette:
    # Never query app.style() here: after QApplication.setStyle() PySide can hand back a wrapper of
    # the deleted old style (a crash seen when switching themes at run time).
    if not _FUSION:
        style = QStyleFactory.create("Fusion")
        if style is None:
            return QPalette()
        _FUSION.append(style)
    return _FUSION[0].standardPalette()  # type: ignore[attr-defined, no-any-return]


# Fusion draws check box and radio outlines from the window colour, nearly invisible on our dark
# grey: give the indicators a visible border and a filled checked state in the dark theme.
DARK_INDICATORS = """
QCheckBox::indicator, QRadioButton::indicator, QTreeView::indicator {
    width: 13px; height: 13px; border: 1px solid #9aa0a8; background: #1f2124; }
QRadioButton::indicator { border-radius: 7px; }
QCheckBox::indicator { border-radius: 2px; }
QCheckBox::indicator:checked { background: #3d7ed6; border-color: #8cc4ff; image: url("{check}"); }
QRadioButton::indicator:checked { background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5,
    stop:0 #ffffff, stop:0.35 #ffffff, stop:0.45 #3d7ed6, stop:1 #3d7ed6); border-color: #8cc4ff; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: #5a5e64; background: #2b2d31; }
QCheckBox::indicator:focus, QRadioButton::indicator:focus { border-color: #8cc4ff; }
"""


def dark_indicators() -> str:
    """DARK_INDICATORS with its check mark's file: a ticked box had been a plain blue square, its state told by
    colour alone (Chinese and dark-theme review, 2026-12-02)."""
    from wizard.paths import as_file_path, resource_path

    check = as_file_path(resource_path("icons", "check-dark.svg")).as_posix()
    return DARK_INDICATORS.replace("{check}", check)


def apply_theme(app: QApplication, theme: str) -> None:
    """theme: "light", "dark" or "system" (the Fusion style itself is set once, in app.create_app).

    "system" keeps the platform's own palette, which already follows the desktop's colour scheme
    where Qt supports it; asking for the scheme (styleHints().colorScheme()) costs ~40 ms of
    start-up, a quarter of a bare QWizard's, so it is not done before the first paint.
    """
    previous = _APPLIED[0] if _APPLIED else None
    if previous is None and theme == "system":
        _APPLIED[:] = [theme]
        return  # nothing to change at start-up: the platform palette is the system's
    if theme == "dark":
        app.setPalette(dark_palette())
    elif theme == "light":
        app.setPalette(light_palette())
    else:
        app.setPalette(QPalette())
    qss = dark_indicators() if theme == "dark" else ""
    if app.styleSheet() != qss:
        app.setStyleSheet(qss)
    _APPLIED[:] = [theme]


def follow_system_scheme(app: QApplication) -> None:
    """After start-up: use our dark palette when the desktop asks for dark and the platform
    palette did not follow (e.g. Fusion on a desktop without a Qt platform theme)."""
    if system_prefers_dark() and not is_dark(app.palette()):
        app.setPalette(dark_palette())
        app.setStyleSheet(dark_indicators())
