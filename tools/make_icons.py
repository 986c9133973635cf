"""Generate the application icon set (no network, no image tools beyond Qt).

    .venv/bin/python tools/make_icons.py          # writes resources/icons/
    .venv/bin/python tools/make_icons.py --check  # exit 1 if the committed files are out of date

Writes:
  resources/icons/app.svg            the master drawing (also the Linux hicolor "scalable" icon)
  resources/icons/app-<N>.png        N = 16 24 32 48 64 128 256 512, rendered with QSvgRenderer
  resources/icons/app.ico            Windows: PNG-compressed entries 16..256 (Vista+ format)
  resources/icons/app.icns           macOS: PNG entries icp4..ic10 (the same as `iconutil -c icns` makes)

The small sizes get a simpler drawing (no fan blades, thicker strokes) so they stay legible.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (OSType, pixel size) of the PNG-based icns entries
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))

_DEFS = """  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b82e0"/>
      <stop offset="1" stop-color="#1c4fa0"/>
    </linearGradient>
    <linearGradient id="card" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f4f7fc"/>
      <stop offset="1" stop-color="#d5e0f0"/>
    </linearGradient>
  </defs>
"""


def _fan(cx: float, cy: float, detailed: bool) -> str:
    parts = [f'  <circle cx="{cx}" cy="{cy}" r="17" fill="#26364d"/>']
    if detailed:
        for angle in range(0, 360, 60):
            parts.append(
                f'  <path d="M {cx} {cy} q 9 -13 1 -15 q -6 4 -1 15 z" fill="#7fa6de" '
                f'transform="rotate({angle} {cx} {cy})"/>'
            )
        parts.append(f'  <circle cx="{cx}" cy="{cy}" r="4" fill="#f4f7fc"/>')
    else:
        parts.append(f'  <circle cx="{cx}" cy="{cy}" r="8" fill="#7fa6de"/>')
    return "\n".join(parts)


def svg(detailed: bool = True) -> str:
    """The icon on a 128 x 128 canvas: a graphics card and a wizard's sparkle on a blue tile."""
    stroke = 3 if detailed else 5
    body = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
        "  <title>GPU Selection Wizard</title>",
        _DEFS.rstrip("\n"),
        '  <rect x="4" y="4" width="120" height="120" rx="26" fill="url(#bg)"/>',
        # the card: board, bracket, gold edge connector
        f'  <rect x="14" y="44" width="92" height="48" rx="6" fill="url(#card)" stroke="#0f2f66" '
        f'stroke-width="{stroke}"/>',
        f'  <rect x="106" y="40" width="8" height="58" rx="2" fill="#9fb3cf" stroke="#0f2f66" '
        f'stroke-width="{stroke - 1}"/>',
        '  <rect x="26" y="92" width="52" height="9" rx="2" fill="#f2b531" stroke="#0f2f66" stroke-width="2"/>',
        _fan(38, 68, detailed),
        _fan(80, 68, detailed),
        # the sparkle (the "wizard"), top left, over the tile
        '  <path d="M 30 10 L 35 25 L 50 30 L 35 35 L 30 50 L 25 35 L 10 30 L 25 25 Z" fill="#ffd54a" '
        'stroke="#b07f00" stroke-width="2" stroke-linejoin="round"/>',
    ]
    if detailed:
        body.append('  <path d="M 100 12 L 102.5 19.5 L 110 22 L 102.5 24.5 L 100 32 L 97.5 24.5 L 90 22 '
                    'L 97.5 19.5 Z" fill="#ffe9a3"/>')
    body.append("</svg>")
    return "\n".join(body) + "\n"


def _render_png(svg_text: str, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg_text.encode("utf-8")))
    if not renderer.isValid():
        raise SystemExit("make_icons: the SVG does not parse")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buf, "PNG")  # type: ignore[call-overload]
    buf.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG streams (accepted since Windows Vista, and by PyInstaller)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        blob = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns made of PNG entries (what `iconutil` writes from an .iconset)."""
    chunks = b""
    for ostype, size in ICNS_TYPES:
        if size in pngs:
            blob = pngs[size]
            chunks += ostype.encode("ascii") + struct.pack(">I", len(blob) + 8) + blob
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def build() -> dict[str, bytes]:
    """Every output file name and its bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    master, small = svg(True), svg(False)
    pngs = {size: _render_png(master if size >= 48 else small, size) for size in (*SIZES, 1024)}
    files: dict[str, bytes] = {"app.svg": master.encode("utf-8")}
    for size in SIZES:
        files[f"app-{size}.png"] = pngs[size]
    files["app.ico"] = ico(pngs)
    files["app.icns"] = icns(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only check that the files exist and are current")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [name for name, data in files.items()
                 if not (args.out / name).is_file() or (name == "app.svg" and (args.out / name).read_bytes() != data)]
        if stale:
            print("make_icons: out of date or missing: " + ", ".join(stale), file=sys.stderr)
            return 1
        print(f"make_icons: {len(files)} files current in {args.out}")
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (args.out / name).write_bytes(data)
    print(f"make_icons: wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
