"""Build the bundled Chinese font: a TrueType subset of Noto Sans CJK SC (SIL OFL 1.1).

One-off build step, not run by `make` or at runtime (the result is committed in resources/fonts):

    apt-get install -y --no-install-recommends fonts-noto-cjk   # Debian 12: 1:20220127+repack1-1
    .venv/bin/pip install fonttools                              # only for this script
    .venv/bin/python tools/make_cjk_font.py

What it keeps: ASCII, Latin-1, general punctuation, CJK symbols and punctuation, full-width forms
and the 6,763 GB2312 hanzi, plus every character of resources/translations/*.ts, wizard/ and data/
(so nothing the app can show is missing). The printed report is set in this font alone (monospaced
commands aside), so every character of its text must be here: a missing "m" would come from another
typeface in every word that has one.

What it refits: the Latin-range symbols Noto CJK draws full-width (± × ÷ · • → § ■ “ ” …) get
Latin proportions (REFITTED below); other full-width ones are left to a Latin font, and the script
names any the app's own text uses.

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
import math
import re
import sys
from collections.abc import Callable
from pathlib import Path

from fontTools import subset
from fontTools.misc.transform import Identity, Transform
from fontTools.pens.basePen import AbstractPen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.recordingPen import RecordingPen
from fontTools.pens.transformPen import TransformPen
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

# Noto CJK draws these Latin-range symbols full-width (one em, the ink centred): in English text they
# look gapped, and left out they come from another typeface. The report and the app use them, so
# they are refitted to Latin proportions instead and every character of the text is set in this font.
OPERATORS = (0x00B1, 0x00D7, 0x00F7)  # ± × ÷: drawn from the plus sign's strokes, on its advance and axis
RESPACED = (0x00A7, 0x2192, 0x25A0)  # § → ■: the full-width side bearings trimmed
PROPORTIONAL = (0x201C, 0x201D, 0x2026)  # “ ” …: the font's own proportional forms (OpenType 'pwid')
# Noto CJK draws · and • as one glyph, a dot 0.21 em across: • gets a glyph of its own, the dot
# enlarged to a Latin bullet's size (about 0.3 em, as DejaVu Sans draws it), and · is made the size of
# the full stop.
MIDDLE_DOT, BULLET = 0x00B7, 0x2022
BULLET_SCALE = 1.5
REFITTED = (*OPERATORS, *RESPACED, *PROPORTIONAL, MIDDLE_DOT, BULLET)
FULL_WIDTH_KEPT = (0x2103,)  # ℃: only Chinese text uses it (English writes °C), full-width as it should be
NBSP = 0x00A0  # shares the space's glyph; the PDF's text map takes the lower, the space: harmless


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
    files = [*REPO.glob("resources/translations/*.ts"), *REPO.glob("wizard/**/*.py"), *REPO.glob("data/**/*.toml")]
    for f in files:
        chars.update(ord(ch) for ch in f.read_text(encoding="utf-8", errors="ignore") if ord(ch) > 0x7F)
    return chars


def wanted_codepoints(font: TTFont) -> set[int]:
    cmap = font.getBestCmap()
    used = project_text()
    wanted = gb2312_hanzi() | used
    for lo, hi in KEPT_RANGES:
        wanted.update(range(lo, hi + 1))
    wanted = {cp for cp in wanted if cp in cmap and not any(lo <= cp <= hi for lo, hi in DROPPED_RANGES)}
    # Other Latin-range characters drawn full-width (exactly one em: box drawing, most arrows and
    # operators) look gapped in English text; leave them out so Qt takes them from a Latin font.
    # Proportional letters as wide as "m", "%" or a bold "W" (0.9-0.97 em) stay.
    hmtx = font["hmtx"]
    em = font["head"].unitsPerEm
    wanted = {cp for cp in wanted
              if cp >= 0x2E80 or hmtx[cmap[cp]][0] != em or cp in REFITTED or cp in FULL_WIDTH_KEPT}
    left_out = sorted(cp for cp in used if cp in cmap and cp not in wanted and cp < 0x2E80)
    if left_out:  # the app's own text would take these from another typeface: refit or keep them
        print("full-width, left to a Latin font: " + " ".join(f"U+{cp:04X} {chr(cp)}" for cp in left_out),
              file=sys.stderr)
    wanted.discard(BULLET)  # added as a glyph of its own after subsetting (refit_glyphs)
    # One code point per glyph: when kept code points share a glyph, keep a CJK unified ideograph
    # (a radical or compatibility form never wins), else one the app's text uses (the en dash, not
    # the figure dash drawn alike), else the lowest.
    def preference(cp: int) -> tuple[bool, bool, int]:
        return (not 0x4E00 <= cp <= 0x9FFF, cp not in used, cp)

    by_glyph: dict[str, int] = {}
    for cp in sorted(wanted - {NBSP}, key=preference):
        by_glyph.setdefault(cmap[cp], cp)
    return set(by_glyph.values()) | ({NBSP} & wanted)


def use_proportional_forms(font: TTFont) -> None:
    """Point PROPORTIONAL's code points at the glyphs the font's 'pwid' feature substitutes."""
    pwid: dict[str, str] = {}
    gsub = font["GSUB"].table
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag != "pwid":
            continue
        for index in record.Feature.LookupListIndex:
            for table in gsub.LookupList.Lookup[index].SubTable:
                table = getattr(table, "ExtSubTable", table)
                pwid.update(getattr(table, "mapping", {}))
    for table in font["cmap"].tables:
        for cp in PROPORTIONAL:
            if table.cmap.get(cp) in pwid:
                table.cmap[cp] = pwid[table.cmap[cp]]


Draw = Callable[[AbstractPen], None]


def refit_glyphs(font: TTFont) -> tuple[dict[str, tuple[Draw, int]], dict[int, str]]:
    """How to redraw OPERATORS, RESPACED, MIDDLE_DOT and BULLET (after subsetting, before to_truetype).

    Returns {glyph: (draw it on a pen, advance width)} and the code points of new glyphs. The
    operators are built from the plus sign's own strokes, so they have its weight: × is the plus
    turned 45 degrees; ± a shorter plus over a bar; ÷ the bar between two round dots.
    """
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()

    def bounds(name: str) -> tuple[float, float, float, float]:
        pen = BoundsPen(glyph_set)
        glyph_set[name].draw(pen)
        assert pen.bounds is not None, name
        return pen.bounds

    def moved(name: str, t: Transform) -> Draw:
        return lambda pen: glyph_set[name].draw(TransformPen(pen, t))

    plus = cmap[ord("+")]
    recording = RecordingPen()
    glyph_set[plus].draw(recording)
    xs = sorted({x for _, pts in recording.value for x, _ in pts})
    ys = sorted({y for _, pts in recording.value for _, y in pts})
    if len(xs) != 4 or len(ys) != 4:
        raise SystemExit(f"the plus sign is not a plain cross ({recording.value}): refit the operators by hand")
    left, stem_l, stem_r, right = xs
    bottom, bar_b, bar_t, top = ys
    stem, bar = stem_r - stem_l, bar_t - bar_b  # vertical and horizontal stroke widths
    cx, cy = (left + right) / 2, (bar_b + bar_t) / 2  # the plus sign's centre: the maths axis
    advance = font["hmtx"][plus][0]
    side = left  # the plus sign's side bearing, used for every refitted glyph

    # Outlines are drawn counter-clockwise, as CFF's are: to_truetype reverses every contour to
    # TrueType's clockwise.
    def polygon(pen: AbstractPen, points: list[tuple[float, float]]) -> None:
        pen.moveTo(points[0])
        for pt in points[1:]:
            pen.lineTo(pt)
        pen.closePath()

    def rect(pen: AbstractPen, x0: float, y0: float, x1: float, y1: float) -> None:
        polygon(pen, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])

    def cross(pen: AbstractPen, y_mid: float, arm: float) -> None:
        h0, h1, v0, v1 = y_mid - bar / 2, y_mid + bar / 2, cx - stem / 2, cx + stem / 2
        polygon(pen, [(v0, y_mid - arm), (v1, y_mid - arm), (v1, h0), (right, h0), (right, h1), (v1, h1),
                      (v1, y_mid + arm), (v0, y_mid + arm), (v0, h1), (left, h1), (left, h0), (v0, h0)])

    def dot(pen: AbstractPen, x: float, y: float, r: float) -> None:
        k = 0.5523 * r  # cubic approximation of a quarter circle
        pen.moveTo((x + r, y))
        pen.curveTo((x + r, y + k), (x + k, y + r), (x, y + r))
        pen.curveTo((x - k, y + r), (x - r, y + k), (x - r, y))
        pen.curveTo((x - r, y - k), (x - k, y - r), (x, y - r))
        pen.curveTo((x + k, y - r), (x + r, y - k), (x + r, y))
        pen.closePath()

    arm = 0.8 * (top - bottom) / 2  # the plus in ± is shorter than the plus sign

    def plus_minus(pen: AbstractPen) -> None:
        rect(pen, left, 0, right, bar)  # the bar on the baseline, a stroke's gap, then the plus
        cross(pen, 2 * bar + arm, arm)

    def divide(pen: AbstractPen) -> None:
        rect(pen, left, bar_b, right, bar_t)
        r = 0.7 * stem
        for sign in (-1, 1):
            dot(pen, cx, cy + sign * (bar / 2 + bar + r), r)

    plans: dict[str, tuple[Draw, int]] = {
        cmap[0x00D7]: (moved(plus, Identity.translate(cx, cy).rotate(math.pi / 4).translate(-cx, -cy)), advance),
        cmap[0x00B1]: (plus_minus, advance),
        cmap[0x00F7]: (divide, advance),
    }
    for cp in RESPACED:
        name = cmap[cp]
        xmin, _, xmax, _ = bounds(name)
        plans[name] = (moved(name, Identity.translate(side - xmin, 0)), round(xmax - xmin + 2 * side))

    def dot_scaled(name: str, k: float) -> tuple[Draw, int]:
        xmin, ymin, xmax, ymax = bounds(name)
        width = (xmax - xmin) * k
        t = (Identity.translate(side + width / 2, (ymin + ymax) / 2).scale(k)
             .translate(-(xmin + xmax) / 2, -(ymin + ymax) / 2))
        return moved(name, t), round(width + 2 * side)

    dot_glyph = cmap[MIDDLE_DOT]
    stop_xmin, _, stop_xmax, _ = bounds(cmap[ord(".")])
    dot_xmin, _, dot_xmax, _ = bounds(dot_glyph)
    plans["bullet"] = dot_scaled(dot_glyph, BULLET_SCALE)
    plans[dot_glyph] = dot_scaled(dot_glyph, (stop_xmax - stop_xmin) / (dot_xmax - dot_xmin))
    return plans, {BULLET: "bullet"}


def to_truetype(font: TTFont, refits: dict[str, tuple[Draw, int]], added: dict[int, str]) -> None:
    """CFF (cubic) to glyf (quadratic), after fontTools' Snippets/otf2ttf.py; `refits` redraws
    glyphs (and adds the new ones) with a new advance width; `added` maps new glyphs to their
    code points."""
    glyph_set = font.getGlyphSet()
    order = font.getGlyphOrder() + [name for name in refits if name not in glyph_set]
    font.setGlyphOrder(order)
    hmtx = font["hmtx"]
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        draw, advance = refits[name] if name in refits else (glyph_set[name].draw, 0)
        draw(Cu2QuPen(pen, MAX_ERR, reverse_direction=True))
        glyphs[name] = pen.glyph()
        if advance:
            hmtx.metrics[name] = (advance, 0)
    for table in font["cmap"].tables:
        table.cmap.update(added)
    font["loca"] = newTable("loca")
    glyf = font["glyf"] = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    del font["CFF "]
    for tag in ("VORG",):
        if tag in font:
            del font[tag]
    glyf.compile(font)
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


def contour_areas(glyf: object, name: str) -> list[float]:
    """Signed area of each contour of a TrueType glyph: negative for clockwise (an outer contour)."""
    coords, ends, _ = glyf[name].getCoordinates(glyf)  # type: ignore[index]
    areas, start = [], 0
    for end in ends:
        pts = coords[start:end + 1]
        start = end + 1
        areas.append(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(pts, [*pts[1:], pts[0]], strict=True)) / 2)
    return areas


def build(source: Path, out: Path, weight: str) -> int:
    collection = TTCollection(str(source))
    font = next(f for f in collection.fonts if f["name"].getDebugName(1) == "Noto Sans CJK SC")
    use_proportional_forms(font)
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
    to_truetype(font, *refit_glyphs(font))
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
    glyf = check["glyf"]
    wrong = [f"U+{cp:04X}" for cp in (*OPERATORS, MIDDLE_DOT, BULLET) if not all(
        area < 0 for area in contour_areas(glyf, cmap[cp]))]  # each is outer contours only: all clockwise
    if wrong:
        print(f"refitted glyphs wound the wrong way: {wrong}", file=sys.stderr)
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
