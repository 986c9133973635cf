"""Two or three shortlisted configurations side by side."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wizard.core.messages import connector_names, label
from wizard.gui.text import content_lang, message_text, speed_unit
from wizard.gui.widgets.gpu_card import money, spare_text, speed_text
from wizard.locale_format import decimals_for, format_number, format_speed, format_years

if TYPE_CHECKING:
    from wizard.core.results import Configuration

Translate = Callable[[str, str], str]



def headline(text: str) -> str:
    """A warning's opening words, up to its first colon or full stop ("Tight fit", "16-pin 12VHPWR/12V-2x6
    power connector (575 W)"): the compare table's warnings cell had been a wall of text cut mid-sentence."""
    cut = min((i for i in (text.find(": "), text.find("："), text.find(". "), text.find("。")) if i > 0),
              default=len(text))
    return text[:cut]

def column_title(name: str) -> str:
    """A card's name for a compare column: the maker's brand words left out ("NVIDIA GeForce RTX 4070 Ti SUPER" is
    "RTX 4070 Ti SUPER"), and past 18 characters broken onto two lines at a space."""
    short = re.sub(r"^(NVIDIA|AMD|Intel)\s+(GeForce\s+|Radeon\s+(?=RX\b)|Arc\s+(?=[AB]\d))?", "", name)
    if len(short) <= 18 or " " not in short:
        return short
    cut = short.rfind(" ", 0, len(short) // 2 + 4)
    return short if cut <= 0 else short[:cut] + "\n" + short[cut + 1:]


class CompareDialog(QDialog):
    def __init__(self, configs: Sequence[Configuration], translate: Translate, parent: QWidget | None = None,
                 years: float = 3.0) -> None:
        super().__init__(parent)
        self.setObjectName("compareDialog")
        self.setWindowTitle(self.tr("Compare cards"))
        lay = QVBoxLayout(self)
        lang = content_lang()
        # Ratios written alike across the columns, with three significant figures of the best: a
        # table is for telling close cards apart (2.80, 2.78 and 2.75, not 2.8 three times).
        per_price = decimals_for((c.perf_per_price for c in configs), significant=3)
        per_watt = decimals_for((c.perf_per_watt for c in configs), significant=3)
        # the answers' years of use (2.5 had been said as "2 years" over the 2.5-year total)
        over = (self.tr("Cost over 1 year (GPUs and electricity)") if years == 1 else
                self.tr("Cost over {years} years (GPUs and electricity)").format(years=format_years(years, lang)))

        def ratio(value: float | None, decimals: int) -> str:
            return "—" if value is None else format_number(value, lang, decimals)

        def connectors_text(c: Configuration) -> str:
            plugs = ", ".join(connector_names(c.power_connectors, translate)) or "—"
            return plugs if c.count == 1 else self.tr("{connectors} on each card").format(connectors=plugs)

        def context_text(c: Configuration) -> str:
            if c.max_context_tokens is None:
                return "—"
            tokens = format_number(c.max_context_tokens, lang)
            return self.tr("{tokens} tokens (all)").format(tokens=tokens) if c.max_context_full else \
                self.tr("{tokens} tokens").format(tokens=tokens)

        rows: list[tuple[str, Callable[[Configuration], str]]] = [
            (self.tr("Rank"), lambda c: f"#{c.rank}"),
            (self.tr("Cards"), lambda c: f"{c.count} × {c.name}"),
            (self.tr("Memory per GPU"), lambda c: f"{c.vram_capacity_gb_per_gpu:.1f} GiB"),
            (self.tr("Memory needed per GPU"), lambda c: f"{c.vram_gb_per_gpu:.1f} GiB"),
            (self.tr("Spare memory"), lambda c: spare_text(c)),
            *([(self.tr("Longest context that fits"), context_text)]
              if any(c.max_context_tokens is not None for c in configs) else []),
            (self.tr("Estimated speed"), speed_text),
            # a chat server's speed is every user's together: what each one sees, as the cards and the PDF say
            *([(self.tr("Speed for each user"), lambda c: "—" if c.speed_per_user is None else
                f"{format_speed(c.speed_per_user, lang)} {speed_unit(c.speed_unit)}")]  # its unit, as the row above
              if any(c.speed_shared_by > 1 for c in configs) else []),
            (self.tr("Price"), lambda c: money(c.price_total, c.currency)),
            # the currency and the years named: "性价比（每 1,000 价格单位的速度）" and "总拥有成本" had been jargon
            (self.tr("Speed per {amount}").format(amount=money(1000, configs[0].currency)),
             lambda c: ratio(c.perf_per_price, per_price)),
            (self.tr("GPU power"), lambda c: f"{c.board_power_w_total:,.0f} W"),
            (self.tr("Power connectors"), connectors_text),
            (self.tr("Power supply needed"),
             lambda c: self.tr("Built in") if c.psu_recommended_w is None else f"{c.psu_recommended_w:,} W"),
            (self.tr("Speed per watt"), lambda c: ratio(c.perf_per_watt, per_watt)),
            (self.tr("Electricity over the years"), lambda c: money(c.energy_cost, c.currency)),
            (over,
             lambda c: money(c.tco, c.currency)),
            (self.tr("Score"), lambda c: f"{c.score:.0f}"),
            (self.tr("Warnings"), lambda c: "\n".join(
                self.tr("{level}: {text}").format(level=label(w.severity.value, translate),
                                                  text=headline(message_text(w, translate, c.currency)))
                for w in c.warnings) or "—"),
        ]
        full_warnings = {col: "\n".join(message_text(w, translate, c.currency) for w in c.warnings)
                         for col, c in enumerate(configs)}
        self.table = QTableWidget(len(rows), len(configs))
        self.table.setTabKeyNavigation(False)  # Tab leaves the table (it had trapped Tab); arrows move in it
        self.table.setAccessibleName(self.tr("Comparison table"))
        # The cards' names without the vendor's words the columns share, whole on two lines where needed, the full
        # name on hover: "VIDIA GeForce RTX 4070 Ti SUPE" had been clipped at both ends (first-time buyer review)
        self.table.setHorizontalHeaderLabels([column_title(c.name) for c in configs])
        for col, c in enumerate(configs):
            header = self.table.horizontalHeaderItem(col)
            if header is not None:
                header.setToolTip(c.name)
        self.table.setVerticalHeaderLabels([r[0] for r in rows])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        for r, (_, fn) in enumerate(rows):
            for col, c in enumerate(configs):
                item = QTableWidgetItem(fn(c))
                # the warnings' whole sentences in the tooltip; the cell holds their headlines
                item.setToolTip(full_warnings[col] if r == len(rows) - 1 and full_warnings[col] else item.text())
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # columns start level
                self.table.setItem(r, col, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        lay.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(900, 620)

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""
