"""Page breaks for the report: one continuous layout, cut into pages where a reader expects it.

Qt's own paginated layout splits paragraphs and table cells line by line, and both halves of a
split block land in the text layer of both pages (pdftotext then shows them twice); moving them
with page-break formats needs a relayout per fix (slow, and Qt 6 leaves blocks after an edited
table unlaid). So the document is laid out once, unpaginated, and `plan_pages` chooses the cuts:

* only between top-level blocks or between table rows, never inside a paragraph or a row;
* never right after a heading (nor less than `AFTER_HEADING` below it) or a block marked
  keep-with-next (`KEEP_WITH_NEXT`: a label such as "Fixes:" or a caption line), nor between a
  table's header row and its first row;
* at a block whose format says "page break before" (the appendix) always;
* a small table (under a quarter of a page) stays whole; a bigger one cut across pages gets its
  header row repeated at the top of the next page;
* a block taller than a page (none in practice) is cut where it must.

A page is a list of `Slice`s: a band of the document (`top`..`bottom`) drawn at `dest` below the
body's top edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
)

from wizard.report.model import KEEP_WITH_NEXT

EPS = 1.0  # Qt positions are 1/64 units; a block at a boundary may sit a hair above it
AFTER_HEADING = 30.0  # a heading keeps at least this much of what follows on its page


@dataclass(frozen=True)
class Slice:
    top: float
    bottom: float
    dest: float


@dataclass(frozen=True)
class _Break:
    y: float
    allowed: bool
    forced: bool = False


@dataclass(frozen=True)
class _TableSpan:
    """A table whose header row repeats: body rows span `body_top`..`bottom`."""

    header_top: float
    body_top: float
    bottom: float


def _row_top(layout: QAbstractTextDocumentLayout, table: QTextTable, row: int) -> float:
    fmt = table.format()
    inset = fmt.cellPadding() + fmt.border()
    tops = [layout.blockBoundingRect(table.cellAt(row, c).firstCursorPosition().block()).top()
            for c in range(table.columns())]
    return min(tops) - inset


def _follows_table(block: QTextBlock) -> bool:
    prev = block.previous()
    return prev.isValid() and QTextCursor(prev).currentTable() is not None


def _collect(doc: QTextDocument, body_h: float) -> tuple[list[_Break], list[_TableSpan]]:
    layout = doc.documentLayout()
    breaks: list[_Break] = []
    spans: list[_TableSpan] = []
    seen: set[int] = set()
    after_heading = False
    heading_bottom = -1e9

    def near_heading(y: float) -> bool:
        return y - heading_bottom < AFTER_HEADING

    block = doc.begin()
    while block.isValid():
        table = QTextCursor(block).currentTable()
        if table is None:
            rect = layout.blockBoundingRect(block)
            forced = block.blockFormat().pageBreakPolicy() == QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
            # The empty block Qt keeps after a closing table overlaps the table's last row: no cut there
            # (the block after it offers its own), nor at an empty last block.
            if block.length() > 1 or (block.next().isValid() and not _follows_table(block)):
                breaks.append(_Break(rect.top(), allowed=not after_heading and not near_heading(rect.top()),
                                     forced=forced))
            # Lines of a block taller than any page may be cut between them (allowed only as a last resort).
            lay = block.layout()
            if rect.height() > 300 and lay is not None:
                breaks.extend(_Break(rect.top() + lay.lineAt(i).y(), allowed=False) for i in range(1, lay.lineCount()))
            if block.length() > 1 or block.blockFormat().headingLevel() > 0:
                after_heading = block.blockFormat().headingLevel() > 0 or block.userState() == KEEP_WITH_NEXT
            if block.blockFormat().headingLevel() > 0 and block.length() > 1:
                heading_bottom = rect.bottom()
            block = block.next()
            continue
        key = table.firstPosition()
        if key not in seen:
            seen.add(key)
            frame = layout.frameBoundingRect(table)
            breaks.append(_Break(frame.top(), allowed=not after_heading and not near_heading(frame.top())))
            header = min(table.format().headerRowCount(), table.rows())
            small = frame.height() < body_h / 4
            for r in range(header, table.rows()):
                # A cut before the first body row would leave the header row alone.
                top = _row_top(layout, table, r)
                breaks.append(_Break(top, allowed=not small and not near_heading(top)
                                     and (r > header or (header == 0 and r > 0))))
            if header and table.rows() > header:
                last = table.rows() - 1
                rows_end = max(layout.blockBoundingRect(table.cellAt(last, c).lastCursorPosition().block()).bottom()
                               for c in range(table.columns()))
                spans.append(_TableSpan(frame.top(), _row_top(layout, table, header), rows_end))
            after_heading = False
        block = table.lastCursorPosition().block().next()
    breaks.sort(key=lambda b: b.y)
    return breaks, spans


def plan_pages(doc: QTextDocument, body_h: float) -> list[list[Slice]]:
    """Cut the laid-out `doc` into pages of `body_h` document units; see the module docstring."""
    end = doc.documentLayout().documentSize().height()
    breaks, spans = _collect(doc, body_h)
    pages: list[list[Slice]] = []
    cut = 0.0
    while cut < end - EPS and len(pages) < 1000:
        span = next((s for s in spans if s.body_top + EPS < cut < s.bottom - EPS), None)
        head: list[Slice] = []
        offset = 0.0
        if span is not None and span.body_top - span.header_top < body_h / 3:
            head = [Slice(span.header_top, span.body_top, 0.0)]
            offset = span.body_top - span.header_top
        limit = cut + body_h - offset
        if limit >= end - EPS:
            nxt = end
        else:
            window = [b for b in breaks if cut + EPS < b.y <= limit + EPS]
            allowed = [b for b in window if b.allowed]
            if allowed:
                nxt = allowed[-1].y
            elif window:
                nxt = window[-1].y
            else:
                nxt = limit
        forced_here = [b for b in breaks if b.forced and cut + EPS < b.y < nxt - EPS]
        if forced_here:  # also when the rest would fit: the appendix starts its own page
            nxt = forced_here[0].y
        pages.append([*head, Slice(cut, nxt, offset)])
        cut = nxt
    return pages or [[Slice(0.0, max(end, 1.0), 0.0)]]
