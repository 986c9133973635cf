"""Every GPU of the catalog in a sortable, filterable table, with the source of its numbers."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from wizard.core.catalog import load_catalog
from wizard.core.catalog_models import Gpu
from wizard.core.ecosystem import is_complete_system
from wizard.core.messages import memory_type_text
from wizard.core.rendering import BACKEND_NAMES
from wizard.gui.text import content_lang, money
from wizard.gui.widgets.close_button import close_buttons
from wizard.i18n import qt_translate
from wizard.locale_format import format_date

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
MISSING = -1.0  # a number a card does not have (no list price, no FP64 figure): its sort value
ID_ROLE = Qt.ItemDataRole.UserRole + 2
PRICE_HERE_COLUMN = 12  # "Price in your currency" (set_currency)
VENDOR_COL, SEGMENT_COL, MEMORY_COL = 1, 2, 3


class _Filter(QSortFilterProxyModel):
    def __init__(self) -> None:
        super().__init__()
        self.vendor = ""
        self.segment = ""
        self.text = ""  # the filter box's text, matched in any column but the source's
        self.setSortRole(SORT_ROLE)

    def lessThan(self, left: QModelIndex | QPersistentModelIndex, right: QModelIndex | QPersistentModelIndex) -> bool:
        """Numbers in order, and a card without one ("—", MISSING) last whichever way: sorted by price, cheapest
        first, the 25 unpriced cards had come before every priced one (GUI review, 2026-12-02)."""
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if a == MISSING or b == MISSING:
            if a == b:
                return False
            last_is_greatest = self.sortOrder() == Qt.SortOrder.AscendingOrder
            return (b == MISSING) == last_is_greatest
        return bool(super().lessThan(left, right))

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        src = self.sourceModel()
        if self.vendor and src.index(row, VENDOR_COL, parent).data(SORT_ROLE) != self.vendor:
            return False
        if self.segment and src.index(row, SEGMENT_COL, parent).data(SORT_ROLE) != self.segment:
            return False
        # The card's own columns, not the source title: "4090" must not find an RTX 4070 SUPER whose
        # source names the RTX 4090 whitepaper table it was derived from.
        needle = self.text.casefold()
        if not needle:
            return True
        cells = [str(src.index(row, col, parent).data() or "") for col in range(src.columnCount() - 1)]
        cells[MEMORY_COL] += " GB"  # the filter's own example: "48 GB"
        return any(needle in cell.casefold() for cell in cells)


class CatalogBrowser(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("catalogBrowser")
        cat = load_catalog()
        self._gpus = {g.id: g for g in cat.gpus}
        self.setWindowTitle(self.tr("GPU catalog"))
        lay = QVBoxLayout(self)
        info = QLabel(self.tr("{count} GPUs, catalog version {version} of {date}. Click a column to sort; "
                              "select a row to see where its numbers come from.")
                      .format(count=len(cat.gpus), version=cat.catalog.version,
                              date=format_date(cat.catalog.date, content_lang())))
        info.setWordWrap(True)
        lay.addWidget(info)
        bar = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Filter, e.g. 4090, 48 GB, hbm3"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Filter the catalog"))
        self.search.setToolTip(self.tr("Show only rows containing this text"))
        self.vendor = QComboBox()
        self.vendor.addItem(self.tr("All vendors"), "")
        for v in ("nvidia", "amd", "intel"):
            self.vendor.addItem({"nvidia": "NVIDIA", "amd": "AMD", "intel": "Intel"}[v], v)
        self.vendor.setAccessibleName(self.tr("Vendor filter"))
        self.vendor.setToolTip(self.tr("Show one vendor only"))
        # What the table's cells and the sources panel call the catalog's keys.
        self._segment_names = {"consumer": self.tr("Consumer"), "workstation": self.tr("Workstation"),
                               "datacenter": self.tr("Datacenter"), "edge": self.tr("Edge"),
                               "system": self.tr("Complete computer")}
        self._group_names = {"memory": self.tr("Memory"), "compute": self.tr("Compute"), "power": self.tr("Power"),
                             "price": self.tr("Price"), "features": self.tr("Features"),
                             "rendering": self.tr("Rendering")}
        self.segment = QComboBox()
        self.segment.addItem(self.tr("All kinds"), "")
        for value, text in (("consumer", self.tr("Consumer (GeForce, Radeon, Arc)")),
                            ("workstation", self.tr("Workstation")), ("datacenter", self.tr("Datacenter")),
                            ("edge", self.tr("Edge (Jetson)")),
                            ("system", self.tr("Complete computer (DGX Spark, Ryzen AI Max)"))):
            self.segment.addItem(text, value)
        self.segment.setAccessibleName(self.tr("Kind filter"))
        self.segment.setToolTip(self.tr("Show one kind of card only"))
        bar.addWidget(self.search, 1)
        bar.addWidget(self.vendor)
        bar.addWidget(self.segment)
        lay.addLayout(bar)

        headers = [self.tr("Name"), self.tr("Vendor"), self.tr("Kind"), self.tr("Memory (GB)"),
                   self.tr("Memory type"), self.tr("Bandwidth (GB/s)"), self.tr("FP32 (TFLOPS)"),
                   self.tr("FP64 (TFLOPS)"), self.tr("BF16 tensor (TFLOPS)"), self.tr("Blender score"),
                   self.tr("Power (W)"),
                   self.tr("List price (USD)"), self.tr("Price in your currency"), self.tr("Year"),
                   self.tr("Source of the numbers")]
        self.model = QStandardItemModel(0, len(headers), self)
        self.model.setHorizontalHeaderLabels(headers)
        for g in cat.gpus:
            self.model.appendRow(self._row(g))
        self.proxy = _Filter()
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table (it had trapped Tab); arrows move in it
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setAccessibleName(self.tr("GPU catalog table"))
        self.table.setToolTip(self.tr("Every GPU; click a header to sort"))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
        # One line per card: a long name ends in "…" with the whole of it in the tooltip; wrapped,
        # its second line was cut off by the row's height ("AMD Radeon RX 9060 XT 16" over "GB").
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        for col, chars in ((0, 36), (4, 12)):  # long names and memory types end in "…", tooltip shows all
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            # as wide as the widest value of up to `chars` characters ("GDDR6 (ECC)" whole, the
            # Jetson's "LPDDR5X (unified, shared with CPU)" shortened), in this font
            texts = [self.model.item(r, col).text() for r in range(self.model.rowCount())]
            widest = max((self.fontMetrics().horizontalAdvance(t) for t in texts if len(t) <= chars), default=0)
            header.resizeSection(col, max(widest + 2 * self.fontMetrics().averageCharWidth(),
                                          header.sectionSizeHint(col)))
        self.details = QTextBrowser()
        self.details_id: str | None = None  # the card whose sources the details show
        self.details.setOpenLinks(False)
        self.details.setAccessibleName(self.tr("Sources of the selected GPU"))
        self.details.setToolTip(self.tr("Where the selected GPU's numbers come from"))
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.details)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        lay.addWidget(split, 1)
        self.count_label = QLabel()
        lay.addWidget(self.count_label)
        buttons = close_buttons(self.reject)
        lay.addWidget(buttons)

        self.search.textChanged.connect(self._on_filter)
        self.vendor.currentIndexChanged.connect(self._on_filter)
        self.segment.currentIndexChanged.connect(self._on_filter)
        self.table.selectionModel().currentRowChanged.connect(self._on_current)
        self._on_filter()
        self.table.selectRow(0)
        self.resize(1200, 720)

    @staticmethod
    def _item(text: str, sort: Any) -> QStandardItem:
        item = QStandardItem(text)
        item.setToolTip(text)
        item.setData(sort, SORT_ROLE)
        item.setEditable(False)
        if isinstance(sort, int | float):
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    def _fp64(self, tflops: float) -> QStandardItem:
        """0 in the catalog means no FP64 hardware (Intel Arc, Gaudi): said in words, sorted as 0."""
        if tflops:
            return self._item(f"{tflops:,.2f}", float(tflops))
        item = self._item(self.tr("none"), 0.0)
        item.setToolTip(self.tr("No FP64 hardware: double precision is emulated in software, if at all."))
        return item

    def _half(self, item: QStandardItem, g: Gpu) -> QStandardItem:
        """The BF16 column: a card without BF16 shows its FP16 rate, the one its mixed-precision training
        runs at (throughput.compute_tflops), and says so."""
        if g.bf16_dense_tflops is None and g.fp16_dense_tflops is not None:
            item.setText(item.text() + " *")
            item.setToolTip(self.tr("No BF16 on this card: its FP16 rate, which mixed-precision training "
                                    "uses on it."))
        return item

    def _blender(self, g: Gpu) -> QStandardItem:
        """The Blender Open Data median, or a dash where the app estimates it (rendering.py)."""
        if g.blender is None:
            item = self._item("—", MISSING)
            item.setToolTip(self.tr("No Blender Open Data score: rendering speed is estimated from the FP32 rate."))
            return item
        item = self._item(f"{g.blender.score:,.0f}", g.blender.score)
        item.setToolTip(self.tr("Blender Open Data median score, Blender {version}, {backend}").format(
            version=g.blender.version, backend=BACKEND_NAMES[g.blender.backend.value]))
        return item

    def _row(self, g: Gpu) -> list[QStandardItem]:
        def num(v: float | None, digits: int = 1) -> QStandardItem:
            return self._item("—" if v is None else f"{v:,.{digits}f}", MISSING if v is None else float(v))

        src = g.sources.get(next(iter(g.sources)))
        name = self._item(g.name, g.name.lower())
        name.setData(g.id, ID_ROLE)
        vendor = {"nvidia": "NVIDIA", "amd": "AMD", "intel": "Intel"}[g.vendor.value]
        # A complete computer is its own kind: not a card of any segment for a buyer's PC.
        kind = "system" if is_complete_system(g) else g.segment.value
        segment = self._item(self._segment_names.get(kind, kind), kind)
        half = self._half(num(g.bf16_dense_tflops or g.fp16_dense_tflops), g)
        return [name, self._item(vendor, g.vendor.value), segment,
                num(g.memory_gb, 0), self._item(memory_type_text(g.memory_type, qt_translate), g.memory_type),
                num(g.bandwidth_gbs, 0),
                num(g.fp32_tflops), self._fp64(g.fp64_tflops), half,
                self._blender(g), num(g.tdp_w, 0), num(g.price_usd, 0), self._item("—", MISSING),
                self._item(str(g.release_year), g.release_year),
                self._item(src.title if src else "—", src.title if src else "")]

    def set_currency(self, currency: str, rates: dict[str, float] | None = None) -> None:
        """The price column in the answers' currency, as the shortlist holds a budget in it against (VAT in,
        money.unit_price); hidden for US dollars. A Chinese buyer had seen $749 here and ¥6,009 in the results."""
        from wizard.core.money import unit_price
        from wizard.core.profile import Profile

        column = PRICE_HERE_COLUMN
        hidden = currency == "USD"
        self.table.setColumnHidden(column, hidden)
        if hidden:
            return
        # the answers' own exchange rates, as the shortlist converts with them (¥6,009 had stood beside ¥6,179)
        profile = Profile.model_validate({"workload": "inference", "budget": {"amount": 1, "currency": currency},
                                          "exchange_rates": rates or {}})
        self.model.setHorizontalHeaderItem(column, QStandardItem(
            self.tr("List price ({currency}, with VAT)").format(currency=currency)))
        for r in range(self.model.rowCount()):
            g = self._gpus[self.model.item(r, 0).data(ID_ROLE)]
            price = unit_price(profile, g)
            item = self.model.item(r, column)
            item.setText("—" if price is None else money(price, currency))
            item.setData(MISSING if price is None else float(price), SORT_ROLE)

    def _on_filter(self) -> None:
        self.proxy.vendor = self.vendor.currentData() or ""
        self.proxy.segment = self.segment.currentData() or ""
        self.proxy.text = self.search.text().strip()
        self.proxy.invalidate()
        self.count_label.setText(self.tr("{shown} of {total} GPUs shown").format(
            shown=self.proxy.rowCount(), total=self.model.rowCount()))
        # The sources shown are a visible row's: filtering for "4090" had left an MI100's sources below two RTX
        # 4090 rows.
        shown_ids = {self.proxy.index(r, 0).data(ID_ROLE) for r in range(self.proxy.rowCount())}
        if self.details_id not in shown_ids:
            if shown_ids:
                self.table.selectRow(0)
                self._on_current(self.proxy.index(0, 0), QModelIndex())
            else:
                self.details.clear()
                self.details_id = None

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            self.details.clear()
            self.details_id = None
            return
        gpu_id = self.proxy.index(current.row(), 0).data(ID_ROLE)
        g = self._gpus.get(gpu_id)
        if g is None:
            return
        self.details_id = g.id
        lines = [f"<b>{html.escape(g.name)}</b> — {html.escape(g.architecture)}", html.escape(self._china(g))]
        for group, s in g.sources.items():
            read = format_date(s.accessed, content_lang()) if s.accessed else ""
            extra = " — ".join(html.escape(x) for x in (s.url or "", read, s.note or "") if x)
            group_name = html.escape(self._group_names.get(group.value, group.value))
            head = self.tr("{group}: {source}").format(group=f"<b>{group_name}</b>", source=html.escape(s.title))
            lines.append(head + (f" — {extra}" if extra else ""))
        if g.approximate:
            lines.append(self.tr("Approximate values: {fields}").format(fields=", ".join(g.approximate)))
        if g.notes:
            lines.append(html.escape(g.notes))
        self.details.setHtml("<br>".join(lines))

    def _china(self, g: Gpu) -> str:
        """Whether it is sold in mainland China: what the "Buying in" answer filters on."""
        if any(m.value == "cn" for m in g.markets):
            if g.export_status == "licence_required":
                return self.tr("Mainland China: old stock or used only (new supply stopped under US export rules).")
            if g.export_status == "changing":
                return self.tr("Mainland China: sold there, but its export status keeps changing; confirm delivery.")
            return self.tr("Mainland China: sold there.")
        if g.china_unconfirmed:
            return self.tr("Mainland China: not confirmed (no source says either way); left out when buying there.")
        return self.tr("Mainland China: not sold there (export rules); left out when buying there.")

    def visible_names(self) -> list[str]:
        return [self.proxy.index(r, 0).data() for r in range(self.proxy.rowCount())]
