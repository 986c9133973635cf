"""The bundled CJK font: registered, embedded, and extracted back as the real characters."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.report.conftest import pdffonts, pdftotext

SAMPLE = "显存不足 显卡 功耗 电源 散热 量化 微调"


def test_register_fonts_returns_the_bundled_family(qapp: object) -> None:
    from wizard.report.fonts import CJK_FAMILY, MONO_FAMILY, register_fonts, ui_families

    families = register_fonts()
    assert CJK_FAMILY in families
    assert MONO_FAMILY in families
    assert register_fonts() == families  # idempotent
    assert ui_families("Some UI Font") == ["Some UI Font", CJK_FAMILY]


def test_the_app_and_the_report_register_the_font_once(qapp: object, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The GUI's start-up and the report share one registration: each bundled file is added to Qt's
    font database once, however often either asks for it."""
    from PySide6.QtGui import QFontDatabase

    from wizard.gui import app as gui_app
    from wizard.report import fonts

    added: list[str] = []
    real = QFontDatabase.addApplicationFont
    def counting(path: str) -> int:
        added.append(path)
        return real(path)

    monkeypatch.setattr(QFontDatabase, "addApplicationFont", staticmethod(counting))
    monkeypatch.setattr(fonts, "_registered", None)  # as in a new process
    gui_app._register_fonts()
    fonts.register_fonts()
    gui_app._register_fonts()
    assert len(added) == len(fonts.FONT_FILES)
    assert fonts.CJK_FAMILY in QFontDatabase.families()


def test_font_files_are_small_and_licensed() -> None:
    from wizard.paths import as_file_path, resource_path

    folder = as_file_path(resource_path("fonts"))
    total = sum(f.stat().st_size for f in folder.glob("*.ttf"))
    assert 0 < total < 5_000_000
    assert "SIL OPEN FONT LICENSE Version 1.1" in (folder / "OFL.txt").read_text(encoding="utf-8")
    assert "Bitstream Vera Fonts Copyright" in (folder / "DejaVu-LICENSE.txt").read_text(encoding="utf-8")
    assert "make_cjk_font.py" in (folder / "README.md").read_text(encoding="utf-8")


def test_the_report_names_only_bundled_fonts_first(qapp: object) -> None:
    """Every font the report's style sheet asks for is a bundled one, so a PDF made on Windows or
    macOS looks like one made here: the commands' DejaVu Sans Mono was a Linux system font, and
    elsewhere Qt set them in the next family named, the proportional CJK font."""
    from wizard.report.fonts import document_families, register_fonts
    from wizard.report.model import STYLE_SHEET

    bundled = register_fonts()
    assert document_families()[0] in bundled  # the body text
    asked = re.findall(r"font-family:\s*([^;]+);", STYLE_SHEET)
    assert asked, "the style sheet names the commands' font"
    for families in asked:
        first = families.split(",")[0].strip().strip("'\"")
        assert first in bundled, families


def test_no_radical_code_points_in_the_font(qapp: object) -> None:
    # Radicals share glyphs with the ideographs; if the font mapped them, pdftotext could extract
    # 显存不⾜ for 显存不足 (platform.md). Qt's raw-font view of the cmap checks it without fonttools.
    from PySide6.QtGui import QRawFont

    from wizard.paths import as_file_path, resource_path

    for name in ("NotoSansSC-Wizard-Regular.ttf", "NotoSansSC-Wizard-Bold.ttf"):
        font = QRawFont(str(as_file_path(resource_path("fonts", name))), 12)
        assert font.isValid()
        assert not [cp for cp in range(0x2E80, 0x2FE0) if font.supportsCharacter(cp)]
        assert all(font.supportsCharacter(ord(ch)) for ch in SAMPLE.replace(" ", ""))


def test_chinese_round_trip_through_pdftotext(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtGui import QFont, QPageSize, QPdfWriter, QTextDocument

    from wizard.report.fonts import CJK_FAMILY, register_fonts

    register_fonts()
    doc = QTextDocument()
    font = QFont()
    font.setFamilies([CJK_FAMILY])
    font.setPointSize(14)
    doc.setDefaultFont(font)
    doc.setPlainText(SAMPLE)
    out = tmp_path / "cjk.pdf"
    writer = QPdfWriter(str(out))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    doc.print_(writer)
    del writer
    assert pdftotext(out).strip().splitlines()[0] == SAMPLE
    fonts = pdffonts(out)
    assert any("NotoSansSCWizard" in f["name"] and f["emb"] == "yes" for f in fonts), fonts


def _bundled(qapp: object, weight: str = "Regular", size: int = 100) -> object:
    from PySide6.QtGui import QRawFont

    from wizard.paths import as_file_path, resource_path

    font = QRawFont(str(as_file_path(resource_path("fonts", f"NotoSansSC-Wizard-{weight}.ttf"))), size)
    assert font.isValid()
    return font


@pytest.mark.parametrize("weight", ["Regular", "Bold"])
def test_every_character_of_the_apps_text_is_in_the_font(qapp: object, weight: str) -> None:
    """The report is set in the bundled font alone, so each character its text can hold must be in
    it: the first subset lacked "m", "%", "@", the no-break space and a bold "W" (too wide for its
    full-width test), and every "m" in a report came from DejaVu Sans."""
    from wizard.paths import as_file_path, data_path, resource_path

    font = _bundled(qapp, weight)
    files = [*Path(str(as_file_path(resource_path("translations")))).glob("*.ts"),
             *Path(str(as_file_path(data_path()))).rglob("*.toml")]
    assert len(files) >= 5
    text = {ch for f in files for ch in f.read_text(encoding="utf-8") if ch.isprintable() or ch == "\u00a0"}
    text |= {chr(cp) for cp in range(0x20, 0x7F)}
    missing = sorted(ch for ch in text if font.glyphIndexesForString(ch) in ([], [0]))  # type: ignore[attr-defined]
    assert not missing, [f"U+{ord(ch):04X} {ch}" for ch in missing]


@pytest.mark.parametrize("weight", ["Regular", "Bold"])
def test_latin_symbols_have_latin_proportions(qapp: object, weight: str) -> None:
    """Noto CJK draws ± × ÷ · • § “ ” … one em wide, which gaps English text ("1 ×  RTX 4090");
    the bundled font refits them (tools/make_cjk_font.py) instead of leaving them to another font."""
    font = _bundled(qapp, weight, size=100)

    def advance(ch: str) -> float:
        glyphs = font.glyphIndexesForString(ch)  # type: ignore[attr-defined]
        assert glyphs and glyphs[0] != 0, ch
        return float(font.advancesForGlyphIndexes(glyphs)[0].x())  # type: ignore[attr-defined]

    plus = advance("+")
    for ch in "±×÷":
        assert advance(ch) == pytest.approx(plus, abs=0.5), ch
    for ch in "·•§“”":
        assert advance(ch) < 95, ch  # less than the em (100 px) a full-width form takes
    assert advance("…") != pytest.approx(100, abs=1)  # the font's own proportional ellipsis
    assert advance("·") < advance("•")  # a middle dot is smaller than a bullet
    assert advance("\u00a0") == pytest.approx(advance(" "))
    assert advance("℃") == pytest.approx(100, abs=0.5)  # Chinese text only: full-width, as it should be
