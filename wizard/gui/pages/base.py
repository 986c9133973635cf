"""What every wizard page shares: writing answers, inline issues from the core, guided/expert."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget, QWizardPage

from wizard.gui.widgets.issue_label import IssueLabel

if TYPE_CHECKING:
    from wizard.gui.wizard import GpuWizard


def parse_number(text: str, kind: str = "plain", currency: str | None = None) -> float | str | None:
    """Text of a number field as the answer: None when empty, a float ("¥15,000", "1.5万", "7B" and
    "0,25" included, by `kind`: plain, money or params; an amount only in `currency`), else the text
    itself (so the core's validation names it). wizard.core.typed_numbers reads it: imported here, not
    before the first paint."""
    from wizard.core.typed_numbers import NumberKind, typed_number

    return typed_number(text, NumberKind(kind), currency)


def format_number(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def accessible(widget: QWidget, name: str, tip: str) -> QWidget:
    """Every input gets an accessible name and a tooltip (screen readers, hover help); an editable combo's
    text field too, which is where the focus is (it had been read with no name)."""
    widget.setAccessibleName(name)
    widget.setToolTip(tip)
    edit = getattr(widget, "lineEdit", None)
    field = edit() if callable(edit) else None
    if field is not None:
        field.setAccessibleName(name)
        field.setAccessibleDescription(tip)
    return widget


def hint(text: str, plain_text: bool = True) -> QLabel:
    """A smaller, dimmer explanation line. plain_text=False leaves Qt's automatic text format,
    for fixed sentences without markup on the Welcome page: setting the format uses PySide6's
    `Qt` namespace, whose enums cost ~17 ms to create before the first paint."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setObjectName("hint")
    if plain_text:
        from PySide6.QtCore import Qt

        label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.92)
    label.setFont(font)
    label.setForegroundRole(label.foregroundRole())
    label.setEnabled(True)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


class BasePage(QWizardPage):
    PAGE_ID: ClassVar[int]
    FIELDS: ClassVar[tuple[str, ...]] = ()  # answer paths this page owns (issues shown here)

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__()
        self.wiz = wizard
        self._root = QVBoxLayout(self)
        # The page scrolls when the window is smaller than it: at the window's own minimum size (720 x 560) the
        # Model page's buttons had been drawn below the window's edge, out of the mouse's reach (GUI review).
        self._scroll = QScrollArea(self)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.viewport().setAutoFillBackground(False)
        self._root.addWidget(self._scroll)
        self._scroll_unfocused = False  # initializePage
        self._body: QWidget | None = None
        self._issue_labels: dict[str, IssueLabel] = {}
        self._page_issues = IssueLabel()
        self._loading = False
        self._expert_widgets: list[QWidget] = []
        self._retranslate_pending = False
        wizard.mode_changed.connect(self._apply_mode)

    # ---- building and language switches
    def build(self, body: QWidget) -> None:
        """Subclasses create their widgets in `body`, with texts from self.tr()."""

    def _rebuild(self) -> None:
        """(Re)create the page's widgets. The answers live in the wizard, so nothing is lost."""
        old = self._scroll.takeWidget()
        if old is not None:
            old.hide()
            old.deleteLater()
        self._issue_labels = {}
        self._expert_widgets = []
        self._page_issues = IssueLabel()
        self._body = QWidget()
        self._body.setAutoFillBackground(False)
        self.build(self._body)
        layout = self._body.layout()
        if layout is not None:
            layout.setContentsMargins(0, 0, 0, 0)
        self._scroll.setWidget(self._body)

    def changeEvent(self, event: QEvent) -> None:
        # Qt sends LanguageChange when translators are installed or removed (wizard.i18n.switch_language):
        # rebuild once, after the event storm, in the new language. The page is the timer's context, so
        # a page deleted before the timer fires (its window closed) is not rebuilt.
        # A theme switched while the app runs (View > Theme): colours baked into labels' style sheets and the charts'
        # palette are rebuilt with the page, as words are; the dark theme had kept light-theme blues and white
        # charts (GUI review, 2026-12-02).
        rebuilt = (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange)
        if event.type() in rebuilt and self._body is not None and not self._retranslate_pending:
            self._retranslate_pending = True
            QTimer.singleShot(0, self, self._retranslate)
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self._retranslate_pending = False
        self._rebuild()
        self.after_retranslate()

    def after_retranslate(self) -> None:
        self.initializePage()

    # ---- navigation (pure)
    def nextId(self) -> int:
        from wizard.gui.wizard import PageId, next_page

        return next_page(PageId(self.PAGE_ID))

    def isComplete(self) -> bool:
        return not self.wiz.issues_for(self.FIELDS)

    # ---- answers
    def set_answer(self, path: str, value: Any, keep_none: bool = False) -> None:
        if self._loading:
            return
        self.wiz.set_answer(path, value, keep_none)
        self.refresh_issues()

    def refresh_issues(self) -> None:
        from wizard.gui.text import message_text

        issues = self.wiz.issues_for(self.FIELDS)
        words = [message_text(i.message, self.wiz.translate) for i in issues]  # "5,000", not "5000.0"
        shown: set[int] = set()
        for prefix, label in self._issue_labels.items():
            mine = [n for n, i in enumerate(issues) if i.field == prefix or i.field.startswith(prefix + ".")]
            label.set_messages([words[n] for n in mine])
            shown.update(mine)
        self._page_issues.set_messages([w for n, w in enumerate(words) if n not in shown])
        self.completeChanged.emit()
        if self.wiz.currentPage() is self:
            # A disabled Next says why to a screen reader, which does not see the red text.
            self.wiz.set_next_blocked_by(words)

    def issue_label(self, field: str) -> IssueLabel:
        label = IssueLabel(self)
        self._issue_labels[field] = label
        return label

    def issue_texts(self) -> list[str]:
        """Every inline message currently shown on the page (for tests and accessibility)."""
        labels = [*self._issue_labels.values(), self._page_issues]
        return [lab._text.text() for lab in labels if not lab.isHidden() and lab._text.text()]

    # ---- guided / expert
    def expert_only(self, *widgets: QWidget) -> None:
        self._expert_widgets.extend(widgets)

    def _apply_mode(self, expert: bool) -> None:
        for w in self._expert_widgets:
            w.setVisible(expert)

    def initializePage(self) -> None:
        # Tab goes to the first answer, not the page's invisible scroll area (GUI review, 2026-12-02); set on a
        # question page's first showing, not at start-up, where Qt's enums cost time before the first paint
        # (test_startup; the welcome page is shown then)
        if self.PAGE_ID and not self._scroll_unfocused:
            from PySide6.QtCore import Qt  # here: its namespace costs time at start-up

            self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self._scroll_unfocused = True
        self._loading = True
        try:
            self.load_answers()
        finally:
            self._loading = False
        self._apply_mode(self.wiz.expert)
        self.refresh_issues()

    def load_answers(self) -> None:
        """Fill the widgets from the wizard's answers (Back/Next and --profile keep them)."""
