"""The printable summary as plain data: what wizard/report/content.py writes and wizard/report/document.py prints.

Neither Qt nor the rules core is imported here, so a `ReportContent` can be built in one process
and printed in another (`gpu-wizard report` builds it while Qt starts, wizard/report/cli.py), and
everything in it pickles. Charts are described, not drawn: a `ChartSpec` names the chart and holds
its numbers and labels; wizard/report/charts.py draws it with QPainter at print time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

# Okabe-Ito: distinguishable with colour-blindness and still apart when printed in grey.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#F0E442", "#000000")
CHART_SCHEME = "chart"  # chart placeholders in the HTML: <img src="chart:1" ...>

# Paper in millimetres (ISO 216 A4; US Letter 8.5 x 11 in) and the report's margins.
PAPER_MM: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARGINS_MM = (16.0, 20.0, 16.0, 18.0)  # left, top, right, bottom; header and footer sit inside
LAYOUT_DPI = 96.0  # the document's units: 1/96 inch
# A paragraph that stays with the block after it, like a heading: `<p style="-qt-user-state: 7;">`
# (Qt's HTML import stores it as the block's user state; wizard/report/pages.py reads it, and
# nothing else in the report sets one).
KEEP_WITH_NEXT = 7
KEEP_STYLE = f' style="-qt-user-state: {KEEP_WITH_NEXT};"'

# The report's look, for QTextDocument.setDefaultStyleSheet (a CSS subset: Qt's "Supported HTML Subset").
STYLE_SHEET = """
h1 { font-size: 17pt; font-weight: bold; color: #1a3d6b; margin-bottom: 2px; }
h2 { font-size: 12pt; font-weight: bold; color: #1a3d6b; margin-top: 14px; margin-bottom: 5px; }
h3 { font-size: 10pt; font-weight: bold; margin-top: 8px; margin-bottom: 3px; }
.label { font-size: 8.5pt; font-weight: bold; color: #1a3d6b; margin-top: 4px; margin-bottom: 1px; }
ol, ul { margin-top: 0px; margin-bottom: 4px; }
li { margin-bottom: 2px; }
/* bullet_list (content.py): the indents are the width of the bullet and two no-break spaces in the bundled
   font, 10.09 px at 9 pt and 9.23 px at 8 pt, so wrapped lines start under the first line's text. */
.bullet { margin-left: 17px; text-indent: -10.09px; margin-top: 0px; margin-bottom: 2px; }
.bullet-small { margin-left: 17px; text-indent: -9.23px; margin-top: 0px; margin-bottom: 2px; font-size: 8pt; }
.indent { margin-left: 12px; }
p { margin-top: 2px; margin-bottom: 4px; }
td, th { padding: 3px; vertical-align: top; font-size: 8pt; }
th { background-color: #e8eef6; font-weight: bold; text-align: left; }
.num { text-align: right; }
.muted { color: #555555; }
.small { font-size: 8pt; }
.cmd { font-family: 'DejaVu Sans Mono', 'Noto Sans SC Wizard', monospace; font-size: 8pt; color: #1b1b1b; }
.warn { color: #8a4b00; font-weight: bold; }
.block { color: #a40000; font-weight: bold; }
.info { color: #1a5e9a; font-weight: bold; }
"""


def body_width(paper: str) -> float:
    """The width of the text on `paper` ("a4" or "letter"), in document units."""
    key = paper.lower()
    if key not in PAPER_MM:
        raise ValueError(f"unknown paper size {paper!r} (a4 or letter)")
    return (PAPER_MM[key][0] - MARGINS_MM[0] - MARGINS_MM[2]) / 25.4 * LAYOUT_DPI


@dataclass(frozen=True)
class Series:
    """One configuration in a chart: its shortlist rank and colour follow it through every chart."""

    rank: int
    label: str
    color: str


@dataclass(frozen=True)
class TickFormat:
    """How an axis writes its numbers, as data (so a chart description pickles).

    kind "number": `decimals` places, or with `adaptive` one place below 10 and none from 10 up;
    kind "money": the amount in `currency`.
    """

    lang: str = "en"
    kind: Literal["number", "money"] = "number"
    decimals: int = 0
    adaptive: bool = False
    currency: str = ""

    def __call__(self, v: float) -> str:
        from wizard.locale_format import format_money, format_number

        if self.kind == "money":
            return format_money(v, self.currency, self.lang)
        decimals = (0 if abs(v) >= 10 or v == 0 else 1) if self.adaptive else self.decimals
        return format_number(v, self.lang, decimals)


@dataclass(frozen=True)
class Axis:
    title: str
    fmt: TickFormat = field(default_factory=TickFormat)


@dataclass(frozen=True)
class ChartSpec:
    """One chart: `kind` picks the drawing function in wizard/report/charts.py, `data` its arguments."""

    kind: Literal["speed_price", "hbars", "lines"]
    title: str
    series: tuple[Series, ...]
    data: dict[str, Any]


@dataclass(frozen=True)
class ReportContent:
    """Everything the printed summary says, in one language, laid out by the printing side."""

    lang: str
    title: str
    html: str
    style_sheet: str
    charts: tuple[ChartSpec, ...]
    chart_size: tuple[float, float]  # width, height in document units
    header_right: str
    footer_left: str
    page_text: str  # "Page {page} of {pages}"
    creator: str  # "GPU Selection Wizard 1.2.0", the PDF's producing application
