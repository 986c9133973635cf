"""Plain-text tables and number formatting for the command line."""

from __future__ import annotations

from collections.abc import Sequence


def table(headers: Sequence[str], rows: Sequence[Sequence[object]], right: set[int] | None = None) -> str:
    right = right or set()
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [max([_width(h)] + [_width(r[i]) for r in cells]) for i, h in enumerate(headers)]

    def line(values: Sequence[str]) -> str:
        parts = []
        for i, v in enumerate(values):
            pad = " " * (widths[i] - _width(v))
            parts.append(pad + v if i in right else v + pad)
        return "  ".join(parts).rstrip()

    out = [line(list(headers)), line(["-" * w for w in widths])]
    out.extend(line(r) for r in cells)
    return "\n".join(out)


def _cell(v: object) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        # Whole numbers without a decimal (a 450 W card, a $329 price), the rest to one decimal.
        return f"{v:,.0f}" if v.is_integer() or abs(v) >= 1000 else f"{v:,.1f}"
    return str(v)


def _width(s: str) -> int:
    # East Asian wide characters take two columns in a terminal.
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)
