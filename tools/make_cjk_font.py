"""Build the bundled Chinese font: a TrueType subset of Noto Sans CJK SC (SIL OFL 1.1).

One-off build step, not run by `make` or at runtime (the result is committed in resources/fonts):

    apt-get install -y --no-install-recommends fonts-noto-cjk   # Debian 12: 1:20220127+repack1-1
    .venv/bin/pip install fonttools                              # only for this script
    .venv/bin/python tools/make_cjk_font.py

What it keeps: ASCII, Latin-1, general punctuation, CJK symbols and punctuation, full-width forms
and the 6,763 GB2312 hanzi, plus every character of resources/translations/*.ts and the Chinese
strings in wizard/ (so nothing the app can show is missing).

What it drops, on purpose: the CJK Radicals Supplement (U+2E80-U+2EFF) and Kangxi Radicals
(U+2F00-U+2FDF) blocks and the compatibility ideographs. In Noto CJK those code points share glyphs
with ordinary hanzi, and Qt's glyph-to-Unicode map (the PDF's ToUnicode table) may then pick the
radical: 显存不足 extracts from the PDF as 显存不⾜ (../shared/reference/platform.md). With only one
code point per glyph, copy/paste and pdftotext give back the real characters.

The CFF outlines are converted to quadratic TrueType outlines (glyf) because Qt's PDF writer embeds
TrueType subsets as real fonts; hinting is dropped (the font is for print and anti-aliased screens).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable

REPO = Path(__file__).resolve().parent.parent
SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
OUT_DIR = REPO / "resources" / "fonts"
WEIGHTS = ("Regular", "Bold")
FAMILY = "Noto Sans SC Wizard"  # a modified version: renamed (OFL), Noto is not a Reserved Font Name
MAX_ERR = 1.0  # font units (of 1000) when converting cubic curves to quadratic

DROPPED_RANGES = [(0x2E80, 0x2EFF), (0x2F00, 0x2FDF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F), (0x3190, 0x319F)]
KEPT_RANGES = [
    (0x0020, 0x007E), (0x00A0, 0x00FF), (0x2000, 0x206F), (0x20A0, 0x20BF), (0x2100, 0x214F),
    (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2460, 0x24FF), (0x2500, 0x257F), (0x25A0, 0x25FF),
    (0x3000, 0x303F), (0xFF01, 0xFF5E), (0xFFE0, 0xFFE6),
]


def gb2312_hanzi() -> set[int]:
    chars: set[int] = set()
    for hi in range(0xB0, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([hi, lo]).decode("gb2312")))
            except UnicodeDecodeError:
                continue
    return chars


def project_text() -> set[int]:
    """Every non-ASCII character of the translations and the sources, so the app's own text is covered."""
    chars: set[int] = set()
    files = [*REPO.glob("resources/translations/*.ts"), *REPO.glob("wizard/**/*.py")]
    for f in files:
        chars.update(ord(ch) for ch in f.read_text(encoding="utf-8", errors="ignore") if ord(ch) > 0x7F)
    return chars


def wanted_codepoints(font: TTFont) -> set[int]:
    cmap = font.getBestCmap()
    wanted = gb2312_hanzi() | project_text()
    for lo, hi in KEPT_RANGES:
        wanted.update(range(lo, hi + 1))
    wanted = {cp for cp in wanted if cp in cmap and not any(lo <= cp <= hi for lo, hi in DROPPED_RANGES)}
    # Latin-range characters drawn full-width in a CJK font (± × · — “ ” …) look gapped in English
    # text; leave them out so Qt takes them from the Latin font (both languages then use that).
    hmtx = font["hmtx"]
    em = font["head"].unitsPerEm
    wanted = {cp for cp in wanted if cp >= 0x2E80 or hmtx[cmap[cp]][0] < em * 0.9}
    # One code point per glyph: when two kept code points share a glyph, keep the lower one unless
    # the higher is a CJK unified ideograph (a radical or compatibility form never wins).
    by_glyph: dict[str, int] = {}
    for cp in sorted(wanted):
        g = cmap[cp]
        if g in by_glyph:
            prev = by_glyph[g]
            if 0x4E00 <= cp <= 0x9FFF and not 0x4E00 <= prev <= 0x9FFF:
                by_glyph[g] = cp
            continue
        by_glyph[g] = cp
    return set(by_glyph.values())


def to_truetype(font: TTFont) -> None:
    """CFF (cubic) to glyf (quadratic), after fontTools' Snippets/otf2ttf.py."""
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, MAX_ERR, reverse_direction=True))
        glyphs[name] = pen.glyph()
    font["loca"] = newTable("loca")
    glyf = font["glyf"] = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    del font["CFF "]
    for tag in ("VORG",):
        if tag in font:
            del font[tag]
    glyf.compile(font)
    hmtx = font["hmtx"]
    for name, g in glyphs.items():
        width, _ = hmtx.metrics[name]
        hmtx.metrics[name] = (width, getattr(g, "xMin", 0))
    maxp = font["maxp"] = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for attr in ("maxZones",):
        setattr(maxp, attr, 1)
    for attr in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                 "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, attr, 0)
    post = font["post"]
    post.formatType = 3.0  # no glyph names: smaller, and Qt does not need them
    font["head"].glyphDataFormat = 0
    font.sfntVersion = "\x00\x01\x00\x00"


def rename(font: TTFont, family: str, weight: str) -> None:
    name = font["name"]
    ps = re.sub(r"[^A-Za-z0-9-]", "", family) + "-" + weight
    for rec in name.names:
        if rec.nameID in (1, 16):
            rec.string = family
        elif rec.nameID == 3:
            rec.string = f"{ps};subset of Noto Sans CJK SC 2.004"
        elif rec.nameID == 4:
            rec.string = f"{family} {weight}" if weight != "Regular" else family
        elif rec.nameID == 6:
            rec.string = ps
    # Drop localized (e.g. Chinese) family names so every system reports the one English family.
    name.names = [r for r in name.names if r.nameID not in (1, 4, 16, 17) or r.langID in (0x409, 0)]


def build(source: Path, out: Path, weight: str) -> int:
    collection = TTCollection(str(source))
    font = next(f for f in collection.fonts if f["name"].getDebugName(1) == "Noto Sans CJK SC")
    unicodes = wanted_codepoints(font)
    opts = subset.Options()
    opts.hinting = False
    opts.desubroutinize = True
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 16, 17]
    opts.name_languages = [0x409]
    # No "liga": Qt would set "fi" as one glyph that has no code point, and pdftotext would lose it.
    opts.layout_features = ["kern", "ccmp"]
    opts.notdef_outline = True
    opts.drop_tables += ["VORG", "vhea", "vmtx", "DSIG"]
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    to_truetype(font)
    rename(font, FAMILY, weight)
    font.recalcTimestamp = False  # keep the source's date: the same input gives the same bytes
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    check = TTFont(str(out))
    cmap = check.getBestCmap()
    bad = [cp for cp in cmap if any(lo <= cp <= hi for lo, hi in DROPPED_RANGES)]
    if bad:
        print(f"radical code points left: {bad[:10]}", file=sys.stderr)
        return 1
    print(f"{out}: {out.stat().st_size / 1e6:.2f} MB, {len(cmap)} characters, {len(check.getGlyphOrder())} glyphs")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--source-dir", type=Path, default=SOURCE_DIR, help="where fonts-noto-cjk put NotoSansCJK-*.ttc")
    p.add_argument("--out-dir", type=Path, default=OUT_DIR)
    args = p.parse_args()
    for weight in WEIGHTS:
        source = args.source_dir / f"NotoSansCJK-{weight}.ttc"
        if not source.exists():
            print(f"{source}: not found (apt-get install fonts-noto-cjk)", file=sys.stderr)
            return 2
        rc = build(source, args.out_dir / f"NotoSansSC-Wizard-{weight}.ttf", weight)
        if rc:
            return rc
    return 0


if __name__ == "__main__":
    sys.exit(main())
