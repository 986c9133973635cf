"""Budget: amount and currency, per machine or in total, number of machines, price quotes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QCompleter,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wizard.core.catalog import load_catalog
from wizard.core.profile import Currency
from wizard.core.results import Message
from wizard.core.validation import answers_currency
from wizard.gui.pages.base import BasePage, accessible, format_number, hint, parse_number
from wizard.gui.text import content_lang, message_text
from wizard.gui.widgets.issue_label import IssueLabel
from wizard.locale_format import format_money

if TYPE_CHECKING:
    from wizard.gui.wizard import GpuWizard


class BudgetPage(BasePage):
    PAGE_ID = 3
    FIELDS = ("budget", "machines", "price_overrides")

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__(wizard)
        self.setObjectName("budgetPage")
        # The note under the quotes (imported from a sheet, converted to another currency), as a function of the
        # language so that a language switch says it again in the new one (the rebuilt page had dropped it), and
        # the quotes it speaks of: quotes changed from elsewhere (a profile opened) end it.
        self._quotes_note: Callable[[], str] | None = None
        self._noted_quotes: dict[str, float] | None = None
        self._rebuild()

    def build(self, body: QWidget) -> None:
        """Create the widgets (again after a language switch); texts come from self.tr()."""
        self.setTitle(self.tr("What is your budget?"))
        # For the GPUs: "Within budget: ¥31,800 of ¥60,000" had read as the whole workstation (procurement review)
        self.setSubTitle(self.tr("What you can spend on the GPUs alone, not the rest of the computer. Prices are "
                                 "list prices; leave the amount empty if you have no fixed limit."))
        lay = QVBoxLayout(body)
        form = QFormLayout()
        row = QHBoxLayout()
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(self.tr("No limit"))
        self.amount.setMaximumWidth(200)
        accessible(self.amount, self.tr("Budget amount"),
                   self.tr("What you can spend on GPUs; leave empty for no limit."))
        self.currency = QComboBox()
        for cur in Currency:
            self.currency.addItem(cur.value, cur.value)
        accessible(self.currency, self.tr("Currency"), self.tr("The currency of your budget and of every price shown."))
        row.addWidget(self.amount)
        # A label with the combo as buddy: screen readers read a combo by its label (it had been "CNY combo box").
        currency_label = QLabel(self.tr("Currency:"))
        currency_label.setBuddy(self.currency)
        row.addWidget(currency_label)
        row.addWidget(self.currency)
        row.addStretch(1)
        amount_label = QLabel(self.tr("&Amount:"))
        amount_label.setBuddy(self.amount)  # a layout as the field gets no buddy by itself
        form.addRow(amount_label, row)
        self.per_machine = QRadioButton(self.tr("&Per machine"))
        accessible(self.per_machine, self.tr("Budget per machine"),
                   self.tr("The amount is for the GPUs of one machine."))
        self.total = QRadioButton(self.tr("For all machines &together"))
        accessible(self.total, self.tr("Budget in total"), self.tr("The amount is shared by every machine."))
        scope_group = QButtonGroup(self)
        scope_group.addButton(self.per_machine)
        scope_group.addButton(self.total)
        scope = QHBoxLayout()
        scope.addWidget(self.per_machine)
        scope.addWidget(self.total)
        scope.addStretch(1)
        form.addRow(self.tr("The budget is:"), scope)
        self.machines = QSpinBox()
        self.machines.setRange(1, 10_000)
        self.machines.setMaximumWidth(120)
        accessible(self.machines, self.tr("Number of machines"), self.tr("How many identical machines you will buy."))
        form.addRow(self.tr("&Machines:"), self.machines)
        lay.addLayout(form)
        lay.addWidget(self.issue_label("budget"))
        lay.addWidget(self.issue_label("machines"))

        quotes = QGroupBox(self.tr("Price quotes (optional)"))
        ql = QVBoxLayout(quotes)
        ql.addWidget(hint(self.tr("Have a quote from a shop? Enter it and it replaces the list price of that card "
                                  "(per card, in your budget's currency).")))
        add_row = QHBoxLayout()
        # Type to find the card ("4090" finds both RTX 4090s): 81 names are too many to scroll, and
        # no card is chosen until the user picks one (a preselected first card took quotes meant
        # for another).
        self.quote_gpu = QComboBox()
        self.quote_gpu.setEditable(True)
        self.quote_gpu.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        cat = load_catalog()
        for g in sorted(cat.gpus, key=lambda g: g.name):
            self.quote_gpu.addItem(g.name, g.id)
        completer = self.quote_gpu.completer()
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.quote_gpu.setCurrentIndex(-1)
        self.quote_gpu.lineEdit().setPlaceholderText(self.tr("Type or choose the card you were quoted for"))
        accessible(self.quote_gpu, self.tr("Card for the quote"), self.tr("The card the quote is for."))
        self.quote_price = QLineEdit()
        self.quote_price.setPlaceholderText(self.tr("Price per card"))
        self.quote_price.setMaximumWidth(160)
        accessible(self.quote_price, self.tr("Quoted price per card"),
                   self.tr("The price you were quoted for one card."))
        self.add_quote = QPushButton(self.tr("A&dd quote"))
        accessible(self.add_quote, self.tr("Add quote"), self.tr("Use this price for the card."))
        add_row.addWidget(self.quote_gpu, 1)
        add_row.addWidget(self.quote_price)
        add_row.addWidget(self.add_quote)
        ql.addLayout(add_row)
        self.quote_issue = IssueLabel()  # a price that cannot be read; nothing is added then
        ql.addWidget(self.quote_issue)
        self.quotes = QTableWidget(0, 2)
        self.quotes.setTabKeyNavigation(False)  # Tab leaves the table (it had trapped Tab); arrows move in it
        self.quotes.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Quoted price")])
        self.quotes.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.quotes.verticalHeader().setVisible(False)
        self.quotes.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.quotes.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.quotes.setMaximumHeight(180)  # five rows before it scrolls (three had been cut at 110)
        accessible(self.quotes, self.tr("Price quotes"), self.tr("Cards with your own price; Delete removes one."))
        ql.addWidget(self.quotes)
        self.remove_quote = QPushButton(self.tr("&Remove selected quote"))
        accessible(self.remove_quote, self.tr("Remove quote"), self.tr("Go back to the list price for that card."))
        self.import_quotes = QPushButton(self.tr("&Import a quote sheet (CSV)…"))
        accessible(self.import_quotes, self.tr("Import a quote sheet"),
                   self.tr("A vendor's price list as CSV with the columns gpu, price and currency; its prices "
                           "are converted to your budget's currency."))
        buttons_row = QHBoxLayout()
        buttons_row.addWidget(self.remove_quote, 1)
        buttons_row.addWidget(self.import_quotes, 1)
        ql.addLayout(buttons_row)
        self.import_status = hint("")
        ql.addWidget(self.import_status)
        self._show_quotes_note()
        lay.addWidget(quotes)
        lay.addWidget(self.issue_label("price_overrides"))
        lay.addWidget(self._page_issues)
        lay.addStretch(1)
        self._names = {g.id: g.name for g in cat.gpus}

        self.amount.textChanged.connect(self._write_budget)
        self._quotes_currency: str | None = None  # the currency the quotes stored are in (the one shown)
        # Each converted quote's price as entered and its currency: the next conversion starts from it, so that
        # switching back and forth gives the quote back as typed (¥5,499 -> $766 -> ¥5,496 had drifted).
        self._quoted_as: dict[str, tuple[float, str]] = {}
        self.currency.currentIndexChanged.connect(self._on_currency_changed)
        self.per_machine.toggled.connect(self._write_budget)
        self.machines.valueChanged.connect(lambda v: self.set_answer("machines", v))
        self.add_quote.clicked.connect(self._on_add_quote)
        # Enter in the price adds the quote and stays on the page (the wizard had also gone to the next page)
        self.quote_price.installEventFilter(self)
        self.quote_gpu.lineEdit().installEventFilter(self)  # and in the card box, once a price is typed
        self.quotes.installEventFilter(self)  # Delete removes the selected quote, as the table's description says
        self.quote_gpu.currentIndexChanged.connect(self._update_add_quote)
        self.quote_gpu.editTextChanged.connect(self._update_add_quote)
        self.quote_price.textChanged.connect(self._update_add_quote)
        self.quote_price.textChanged.connect(lambda _t: self.quote_issue.set_messages([]))
        self._update_add_quote()
        self.remove_quote.clicked.connect(self._on_remove_quote)
        self.import_quotes.clicked.connect(self._on_import_quotes)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            if enter and (watched is self.quote_price or (watched is self.quote_gpu.lineEdit()
                                                          and self.quote_price.text().strip())):
                self._on_add_quote()
                return True
            if watched is self.quotes and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self._on_remove_quote()
                return True
        return super().eventFilter(watched, event)

    def load_answers(self) -> None:
        budget = self.wiz.answer("budget") or {}
        self.amount.setText(format_number(budget.get("amount")))
        # a profile without a budget or a currency means dollars (Profile.price_currency); a fresh start's
        # answers hold the locale's currency (GpuWizard)
        cur = answers_currency(self.wiz.answers)
        self._quotes_currency = cur  # the quotes loaded are in it already: nothing to convert
        self._quoted_as = {}
        self.currency.setCurrentIndex(max(self.currency.findData(cur), 0))
        (self.total if budget.get("scope") == "total" else self.per_machine).setChecked(True)
        self.machines.setValue(int(self.wiz.answer("machines", 1)))
        self._fill_quotes()
        self._show_quotes_note()

    def _write_budget(self) -> None:
        amount = parse_number(self.amount.text(), "money", self.currency.currentData())
        if amount is None:  # no budget: the currency is still the prices' and the quotes' (Profile.currency)
            self.set_answer("budget", None)
            self.set_answer("currency", self.currency.currentData())
            return
        self.set_answer("currency", None)  # the budget's own says it
        self.set_answer("budget", {"amount": amount, "currency": self.currency.currentData(),
                                   "scope": "per_machine" if self.per_machine.isChecked() else "total"})

    def _on_currency_changed(self) -> None:
        """The quotes follow the currency, converted as list prices are (money.converted, at the answers' rates):
        they are stored as bare numbers in it, and ¥5,499 had become $5,499 when the budget turned to dollars
        (GUI review, 2026-12-02)."""
        new, old = self.currency.currentData(), self._quotes_currency
        overrides = dict(self.wiz.answer("price_overrides") or {})
        if old and new and old != new and overrides:
            rates = {Currency(k): v for k, v in (self.wiz.answer("exchange_rates") or {}).items()}
            for gpu_id, price in overrides.items():
                self._quoted_as.setdefault(gpu_id, (float(price), old))
            self.set_answer("price_overrides", {
                gpu_id: self._quote_in(gpu_id, Currency(new), rates) for gpu_id in overrides})
            n = len(overrides)
            self._note_quotes(lambda: self.tr("Your {n} quotes were converted from {old} to {new}.").format(
                n=n, old=old, new=new))
        self._quotes_currency = new
        self._write_budget()
        self._fill_quotes()

    def _quote_in(self, gpu_id: str, currency: Currency, rates: dict[Currency, float]) -> float:
        """A converted quote in `currency`, from its price as entered: that price itself in its own currency."""
        from wizard.core.money import converted

        price, entered_in = self._quoted_as[gpu_id]
        if entered_in == currency.value:
            return price
        return float(max(1, round(converted(price, Currency(entered_in), currency, rates))))

    def _fill_quotes(self) -> None:
        overrides = self.wiz.answer("price_overrides") or {}
        self.quotes.setRowCount(0)
        for gpu_id, price in overrides.items():
            r = self.quotes.rowCount()
            self.quotes.insertRow(r)
            item = QTableWidgetItem(self._names.get(gpu_id, gpu_id))
            item.setData(256, gpu_id)
            self.quotes.setItem(r, 0, item)
            # money as the results show it (¥11,353), in the budget's currency, right-aligned
            shown = QTableWidgetItem(format_money(price, self.currency.currentData() or "USD", content_lang(),
                                                  decimals=0 if float(price).is_integer() else 2)
                                     if isinstance(price, int | float) else str(price))
            shown.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.quotes.setItem(r, 1, shown)
        self.remove_quote.setEnabled(bool(overrides))

    def _quoted_gpu(self) -> str | None:
        """The card the quote is for: the one chosen, if the text still names it (a half-typed name is none)."""
        i = self.quote_gpu.currentIndex()
        if i < 0 or self.quote_gpu.currentText() != self.quote_gpu.itemText(i):
            # a whole name typed, not picked from the list, names its card too (any case)
            i = self.quote_gpu.findText(self.quote_gpu.currentText().strip(), Qt.MatchFlag.MatchFixedString)
            if i < 0:
                return None
        gpu_id = self.quote_gpu.itemData(i)
        return str(gpu_id) if gpu_id else None

    def _update_add_quote(self) -> None:
        self.add_quote.setEnabled(self._quoted_gpu() is not None and bool(self.quote_price.text().strip()))

    def _on_add_quote(self) -> None:
        gpu_id = self._quoted_gpu()
        if gpu_id is None or not self.quote_price.text().strip():
            return
        currency = self.currency.currentData()
        price = parse_number(self.quote_price.text(), "money", currency)
        if not isinstance(price, float):  # "12x": said under the field, nothing stored (it had crashed the table)
            from wizard.core.typed_numbers import number_issue

            code, params = number_issue(str(price), currency)
            self.quote_issue.set_messages([message_text(Message(code=code, params=dict(params)),
                                                        self.wiz.translate)])
            return
        self.quote_issue.set_messages([])
        overrides = dict(self.wiz.answer("price_overrides") or {})
        overrides[gpu_id] = price
        self._quoted_as.pop(gpu_id, None)  # typed in the currency shown: nothing converted
        self.set_answer("price_overrides", overrides)
        self._fill_quotes()
        if not self.wiz.issues_for(("price_overrides",)):
            self.quote_price.clear()

    def _on_import_quotes(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a quote sheet"), "",
                                              self.tr("Quote sheets (*.csv);;All files (*)"))
        if path:
            self.import_quotes_from(path)

    def import_quotes_from(self, path: str) -> bool:
        """Add a vendor's quote sheet (wizard/core/quotes.py) to the quotes, in the budget's currency;
        a card already quoted takes the sheet's price. A bad sheet says its row and column and
        changes nothing."""
        from PySide6.QtWidgets import QMessageBox

        from wizard.core.errors import DataFileError
        from wizard.core.quotes import prices_in, quote_notes, read_quotes
        from wizard.gui.text import error_text, message_text

        try:
            quotes = read_quotes(path)
        except DataFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot import the quote sheet"), error_text(exc))
            return False
        target = Currency(self.currency.currentData())
        rates = {Currency(k): v for k, v in (self.wiz.answer("exchange_rates") or {}).items()}
        overrides = dict(self.wiz.answer("price_overrides") or {})
        overrides.update(prices_in(quotes, target, rates))
        for q in quotes:  # a quote converted from the sheet's currency goes back to the sheet's price in it
            if q.currency is target:
                self._quoted_as.pop(q.gpu_id, None)
            else:
                self._quoted_as[q.gpu_id] = (q.price, q.currency.value)
        self.set_answer("price_overrides", overrides or None)
        self._fill_quotes()
        # A card quoted in several rows (two vendors' sheets pasted together): which row's price is used.
        notes = quote_notes(quotes, Path(path).name)
        self._note_quotes(lambda: "\n".join([self.tr("{n} quotes from {file}, in {currency}.").format(
            n=len(quotes), file=Path(path).name, currency=target.value),
            *(message_text(note, self.wiz.translate) for note in notes)]))
        return True

    def _note_quotes(self, note: Callable[[], str]) -> None:
        self._quotes_note = note
        self._noted_quotes = dict(self.wiz.answer("price_overrides") or {})
        self._show_quotes_note()

    def _show_quotes_note(self) -> None:
        if self._quotes_note is not None and dict(self.wiz.answer("price_overrides") or {}) != self._noted_quotes:
            self._quotes_note = None  # the quotes it spoke of were replaced (a profile opened)
        self.import_status.setText(self._quotes_note() if self._quotes_note is not None else "")
        self.import_status.setVisible(self._quotes_note is not None)

    def _on_remove_quote(self) -> None:
        row = self.quotes.currentRow()
        item = self.quotes.item(row, 0) if row >= 0 else None
        if item is None:
            return
        overrides = dict(self.wiz.answer("price_overrides") or {})
        overrides.pop(item.data(256), None)
        self.set_answer("price_overrides", overrides or None)
        self._fill_quotes()
