"""Results: the ranked shortlist as cards, warnings, why-not, next steps, charts, assumptions.

Hooks for other front-end work (PDF report, printing):
- `ResultsPage.actions_layout`: the button row above the tabs; add buttons there.
- `ResultsPage.set_report_actions(actions)`: QActions shown as buttons in that row (Save PDF, Print…),
  kept across language switches.
- `ResultsPage.current_recommendation()`: the Recommendation shown (None before the first one).
- `ResultsPage.recommendation_changed`: emitted with each new Recommendation.
- `ResultsPage.troubleshooting_requested(entry_id)`: a warning's "How to fix / What to check" link.

The "Your current card" panel heads the shortlist when the answers name a card the user has.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection
from html import escape as html_escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
    QWizard,
)

from wizard.core.messages import label
from wizard.core.profile import PLAIN_FOR_GGUF, Precision
from wizard.core.recommend import FASTER_FORMAT_CODES, SMALLER_FORMAT_CODES, recommend, shorten
from wizard.core.results import Message
from wizard.gui.pages.base import BasePage, accessible
from wizard.gui.text import content_lang, message_text, money, speed_unit, unbroken_name
from wizard.gui.theme import severity_color
from wizard.gui.widgets.gpu_card import GpuCard
from wizard.gui.widgets.messages import BulletList, StepList, WarningList
from wizard.gui.widgets.wrapping import wrap_rows
from wizard.locale_format import format_date, format_number, model_title

if TYPE_CHECKING:
    from wizard.core.messages import Translate
    from wizard.core.profile import Profile
    from wizard.core.results import Configuration, CurrentAssessment, Recommendation
    from wizard.gui.wizard import GpuWizard

TOP = 5
# The core's hint that a machine with more cards would be much faster (wizard/core/recommend.py):
# shown above the shortlist with a button that allows that many, not only among the warnings.
MORE_CARDS_CODES = ("MORE_CARDS_FASTER", "MORE_CARDS_FASTER_UNPRICED")
WORKING_SET_CODES = ("WORKING_SET_ASSUMED_RENDERING", "WORKING_SET_ASSUMED_HPC")
UNPRICED_CODES = ("UNPRICED_FP64", "UNPRICED_FP64_MORE")
QUOTE_SUGGESTIONS = ("SUGGEST_QUOTE", "SUGGEST_QUOTES")  # nothing fits; cards left out for their price alone
NAMESAKE_SUGGESTION = "SUGGEST_OLLAMA_NAMESAKE"  # nothing fits the model; Ollama's model of that name is smaller
QLORA_CODES = ("QLORA_SUPPORTED", "QLORA_SUPPORTED_UNPRICED")
BATCH_CODES = ("BATCH_OF_ONE", "BATCH_OF_ONE_UNPRICED")
KV_CACHE_CODES = ("KV_8BIT_CHEAPER",)
# vLLM or TensorRT-LLM named on Windows: the shortlist is WSL2's (Profile.effective_os)
WSL2_CODES = ("ENGINE_OS_VLLM_WINDOWS", "ENGINE_OS_TRTLLM_WINDOWS")
ALL = 60  # every passing configuration, for the charts' grey points
MAX_COMPARE = 3


def compute_recommendation(profile: Profile) -> tuple[Recommendation, list[Configuration]]:
    """The shown recommendation (top TOP) and every passing configuration (for the charts)."""
    full = recommend(profile, top=ALL)
    return shorten(full, TOP), list(full.shortlist)


def troubleshooting_links(rec: Recommendation) -> dict[str, str]:
    """Warning code -> the troubleshooting entry its "How to fix" link opens: the first entry linked
    to the code that applies to the profile's OS, workload and software (else the first linked at all)."""
    from wizard.core.troubleshooting import entries_for, load_knowledge_base, profile_scope, software_specific_first

    kb = load_knowledge_base()
    codes = {w.code for w in rec.profile_warnings}
    for c in rec.shortlist:
        codes.update(w.code for w in c.warnings)
    if rec.current is not None:
        codes.update(w.code for w in rec.current.warnings)
    applicable = {e.id for e in profile_scope(rec.profile).entries(kb=kb)}
    links: dict[str, str] = {}
    for code in sorted(codes):
        entries = entries_for([code], kb)
        fitting = sorted((e for e in entries if e.id in applicable), key=software_specific_first)
        best = fitting[0] if fitting else entries[0] if entries else None
        if best is not None:
            links[code] = best.id
    return links


def _scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(widget)
    return area


def _heading(text: str) -> QLabel:
    lab = QLabel(text)
    lab.setWordWrap(True)
    font = lab.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.08)
    lab.setFont(font)
    return lab


class ResultsPage(BasePage):
    PAGE_ID = 6
    FIELDS = ()
    recommendation_changed = Signal(object)
    troubleshooting_requested = Signal(str)  # an entry id

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__(wizard)
        self.setObjectName("resultsPage")
        self._rec: Recommendation | None = None
        self._all: list[Configuration] = []
        self.cards: list[GpuCard] = []
        # The (card, count) configurations ticked for comparing, kept apart from the cards: a rebuild (Back and
        # Next, a language or theme switch) makes new cards, and the old ones may be deleted by then (reading
        # their ticks had crashed the app after a switch made with answers that could not be shown)
        self._ticked: set[tuple[str, int]] = set()
        self._charts: QWidget | None = None
        self._report_actions: list[QAction] = []
        self.report_buttons: list[QPushButton] = []
        self.links: dict[str, str] = {}
        self.current_panel: CurrentCardPanel | None = None
        self.more_cards_panel: AnswerHintPanel | None = None
        self.smaller_format_panel: AnswerHintPanel | None = None
        self._rebuild()
        wizard.profile_changed.connect(self._on_profile_changed)
        wizard.currentIdChanged.connect(self._on_page_shown)

    def build(self, body: QWidget) -> None:
        """Create the widgets (again after a language switch); texts come from self.tr()."""
        self.setTitle(self.tr("Your shortlist"))
        self.setSubTitle(self.tr("The cards that fit your answers, best first. Go back to change any answer."))
        # Next stays here, greyed (GpuWizard: HaveNextButtonOnLastPage), without its Alt key: a disabled button's
        # letter still takes Alt+N from "Why not?" (Qt moves the focus between the two instead of pressing it)
        next_text = QCoreApplication.translate("QWizard", "&Next >")
        self.setButtonText(QWizard.WizardButton.NextButton, re.sub(r"\(&.\)|&(?=.)", "", next_text))
        lay = QVBoxLayout(body)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("resultsSummary")
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.summary)

        self.actions_layout = QHBoxLayout()
        self.actions_layout.setObjectName("resultsActions")
        self.compare_button = QPushButton(self.tr("Co&mpare selected"))
        accessible(self.compare_button, self.tr("Compare selected cards"),
                   self.tr("Tick Compare on 2 or 3 cards, then press this to see them side by side."))
        self.compare_button.setEnabled(False)
        self.compare_button.clicked.connect(self.open_compare)
        self.actions_layout.addWidget(self.compare_button)
        self.actions_layout.addStretch(1)
        self.report_buttons = []
        for action in self._report_actions:
            self._add_action_button(action)
        lay.addLayout(self.actions_layout)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("resultsTabs")
        self.tabs.setAccessibleName(self.tr("Result sections"))
        self.shortlist_area = _scroll(QWidget())
        self.warnings_area = _scroll(QWidget())
        self.why_not = QTreeWidget()
        self.why_not.setHeaderLabels([self.tr("Card"), self.tr("Why not")])
        wrap_rows(self.why_not)  # long reasons read in full, on as many lines as they need
        self.why_not.setColumnWidth(0, 280)
        accessible(self.why_not, self.tr("Cards left out and why"),
                   self.tr("Every card that was left out, grouped by card, with the reasons for each count."))
        self.steps_area = _scroll(QWidget())
        self.charts_holder = QWidget()
        charts_layout = QVBoxLayout(self.charts_holder)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        # with nothing shortlisted the tab had been a blank panel
        self.no_charts = QLabel(self.tr("No charts: no card meets every requirement. The Shortlist tab says what "
                                        "would help."))
        self.no_charts.setWordWrap(True)
        self.no_charts.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.no_charts.setContentsMargins(12, 12, 12, 12)
        self.no_charts.hide()
        charts_layout.addWidget(self.no_charts)
        self.assumptions_area = _scroll(QWidget())
        self.tabs.addTab(self.shortlist_area, self.tr("&Shortlist"))
        self.tabs.addTab(self.warnings_area, self.tr("&Warnings"))
        self.tabs.addTab(self.why_not, self.tr("Why &not?"))
        self.tabs.addTab(self.steps_area, self.tr("Next s&teps"))
        self.tabs.addTab(self.charts_holder, self.tr("Ch&arts"))
        self.tabs.addTab(self.assumptions_area, self.tr("How we calc&ulated"))
        self.tabs.currentChanged.connect(self._on_tab)
        lay.addWidget(self.tabs, 1)
        self._tab_order()

    # ------------------------------------------------------------------ hooks
    def current_recommendation(self) -> Recommendation | None:
        return self._rec

    def set_report_actions(self, actions: list[QAction]) -> None:
        """Show these actions (Save PDF…, Print…) as buttons at the right of the actions row."""
        self._report_actions = list(actions)
        for b in self.report_buttons:
            b.setParent(None)
            b.deleteLater()
        self.report_buttons = []
        for action in self._report_actions:
            self._add_action_button(action)
        self._tab_order()

    def _on_page_shown(self, page_id: int) -> None:
        # Focus the results: it had stayed on the Power page's hidden Cooling box, where the arrow
        # keys changed that answer unseen (and it went into the profile and the PDF).
        if page_id == self.PAGE_ID:
            self.tabs.tabBar().setFocus(Qt.FocusReason.OtherFocusReason)

    def _tab_order(self) -> None:
        """Tab goes through the button row in the order it is drawn, then to the sections: the report
        buttons are added after the tabs exist, which put them last."""
        chain: list[QWidget] = [self.compare_button, *self.report_buttons, self.tabs]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _add_action_button(self, action: QAction) -> None:
        # A push button mirroring the action (text without the menu's mnemonic, tooltip, enabled).
        button = QPushButton(_plain(action.text()))
        button.setObjectName("reportButton")
        accessible(button, _plain(action.text()).rstrip("…"), action.toolTip())
        button.setEnabled(action.isEnabled())
        button.clicked.connect(action.trigger)
        action.changed.connect(lambda b=button, a=action: _mirror(b, a))
        self.actions_layout.addWidget(button)
        self.report_buttons.append(button)

    def nextId(self) -> int:
        return -1

    def isComplete(self) -> bool:
        return True

    def initializePage(self) -> None:
        self.refresh()

    def _retranslate(self) -> None:
        # the section the user had open stays open across a language or theme switch (it had jumped to the
        # shortlist; review of this session's diff)
        section = self.tabs.currentIndex()
        super()._retranslate()
        self.tabs.setCurrentIndex(section)

    def after_retranslate(self) -> None:
        self._charts = None  # deleted with the old widgets
        self.cards = []
        if self._rec is not None:
            self.refresh()

    def _on_profile_changed(self, _profile: Profile | None) -> None:
        if self.wiz.currentId() == self.PAGE_ID:
            self.refresh()

    # ------------------------------------------------------------------ building
    def _why_not_group(self, title: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self.why_not, [title])
        item.setFirstColumnSpanned(True)
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        return item

    def refresh(self) -> None:
        profile = self.wiz.profile()
        # The last shortlist goes with answers that cannot make one: its cards, prices and one-click changes had
        # stayed on screen, and clickable, under "Some answers need fixing" (GUI review, 2026-12-02).
        self.tabs.setVisible(profile is not None)
        self.compare_button.setVisible(profile is not None)
        if profile is None:
            self.summary.setText(self.tr("Some answers need fixing before the shortlist can be shown: go back."))
            if self._rec is not None:
                self._rec = None
                self.recommendation_changed.emit(None)
            return
        self._rec, self._all = compute_recommendation(profile)
        self._build()
        self.recommendation_changed.emit(self._rec)

    def _build(self) -> None:
        rec = self._rec
        assert rec is not None
        tr = self.wiz.translate
        req = rec.requirement
        cur = rec.profile.price_currency().value
        self.links = troubleshooting_links(rec)
        what = model_title(req, tr, content_lang()) or label(rec.profile.workload.value, tr)
        summary = (self.tr(
            "{what}: about {need} GiB of GPU memory on each card ({rec} GiB with headroom; each card holds the "
            "whole scene). The {cards} cards in the catalog of {date}: {n} shortlisted, {lower} fit but rank "
            "lower, {x} cannot do this work.") if rec.profile.workload.copies_to_each_gpu else self.tr(
            "{what}: about {need} GiB of GPU memory on one card ({rec} GiB with headroom; less on "
            "each card when several share the work). "
            "The {cards} cards in the catalog of {date}: {n} shortlisted, {lower} fit but rank lower, "
            "{x} cannot do this work."))
        self.summary.setText(summary.format(what=what, need=format_number(req.vram_gb, content_lang(), 1),
                                            rec=format_number(req.vram_gb_recommended, content_lang(), 0),
                                            cards=rec.catalog.gpus, date=format_date(rec.catalog.date, content_lang()),
                                            n=len(rec.shortlist), lower=rec.ranked_lower_total,
                                            x=rec.unsuitable_cards()))
        # shortlist; the cards ticked for comparing stay ticked where the new shortlist has them (Back, Next and a
        # language or theme change rebuild it, and had cleared every tick)
        ticked = set(self._ticked)
        box = QWidget()
        v = QVBoxLayout(box)
        self.cards = []
        self.current_panel = None
        if rec.current is not None:
            self.current_panel = CurrentCardPanel(rec.current, rec.shortlist, tr, self.links)
            self.current_panel.entry_requested.connect(self.troubleshooting_requested)
            v.addWidget(self.current_panel)
        self.unpriced_panel = self._unpriced_panel(rec, tr, cur)
        self.namesake_panel = self._namesake_panel(rec, tr, cur)
        if not rec.shortlist:
            v.addWidget(_heading(self.tr("No card meets every requirement.")))
            if self.namesake_panel is not None:  # first: the other changes are for a model the user may not mean
                v.addWidget(self.namesake_panel)
            # the quote and model suggestions are said once, in their panels with the button
            in_panels = {*(QUOTE_SUGGESTIONS if self.unpriced_panel else ()),
                         *((NAMESAKE_SUGGESTION,) if self.namesake_panel else ())}
            v.addWidget(BulletList([s for s in rec.suggestions if s.code not in in_panels], tr, currency=cur))
        self.more_cards_panel = self._more_cards_panel(rec, tr, cur)
        self.smaller_format_panel = self._smaller_format_panel(rec, tr, cur)
        self.working_set_panel = self._working_set_panel(rec, tr, cur)
        self.qlora_panel = self._qlora_panel(rec, tr, cur)
        self.batch_panel = self._batch_panel(rec, tr, cur)
        self.kv_cache_panel = self._kv_cache_panel(rec, tr, cur)
        self.wsl2_panel = self._wsl2_panel(rec, tr, cur)
        self.supply_panel = self._supply_panel(rec, tr, cur)
        # a format that runs the model many times faster within the answers comes before more cards (a 70B chat's
        # 2.8 tokens/s pick had its 10x-faster 4-bit machine below "3 cards would be 2.2x faster")
        faster = any(w.code in FASTER_FORMAT_CODES.values() for w in rec.profile_warnings)
        for panel in (self.wsl2_panel, self.working_set_panel, self.unpriced_panel, self.qlora_panel,
                      self.batch_panel, *((self.smaller_format_panel,) if faster else ()), self.more_cards_panel,
                      self.supply_panel, *(() if faster else (self.smaller_format_panel,)), self.kv_cache_panel):
            if panel is not None:
                v.addWidget(panel)
        for config in rec.shortlist:
            card = GpuCard(config, tr, links=self.links, machines=rec.profile.machines)
            card.compare.setChecked((config.gpu_id, config.count) in ticked)
            card.compare_toggled.connect(self._on_compare_toggled)
            card.entry_requested.connect(self.troubleshooting_requested)
            self.cards.append(card)
            v.addWidget(card)
        v.addStretch(1)
        self.shortlist_area.setWidget(box)
        self._on_compare_toggled()
        # warnings
        box = QWidget()
        v = QVBoxLayout(box)
        self.warning_lists: list[WarningList] = []
        if rec.profile_warnings:
            v.addWidget(_heading(self.tr("About your answers")))
            wl = WarningList(rec.profile_warnings, tr, currency=cur, links=self.links)
            wl.entry_requested.connect(self.troubleshooting_requested)
            self.warning_lists.append(wl)
            v.addWidget(wl)
        for c in rec.shortlist:
            v.addWidget(_heading(f"#{c.rank} {c.count} × {c.name}"))
            if c.warnings:
                wl = WarningList(c.warnings, tr, currency=c.currency, links=self.links)
                wl.entry_requested.connect(self.troubleshooting_requested)
                self.warning_lists.append(wl)
                v.addWidget(wl)
            else:
                v.addWidget(QLabel(self.tr("No warnings.")))
        v.addStretch(1)
        self.warnings_area.setWidget(box)
        # why not: the cards that fit but rank lower (best first), then those that cannot do the work
        self.why_not.clear()
        if rec.ranked_lower:
            group = self._why_not_group(
                self.tr("Fits every requirement, but ranks lower: 1 card") if rec.ranked_lower_total == 1
                else self.tr("Fit every requirement, but rank lower: {n} cards").format(n=rec.ranked_lower_total))
            for rl in rec.ranked_lower:
                texts = [message_text(m, tr, cur) for m in rl.reasons]
                item = QTreeWidgetItem(group, [unbroken_name(rl.name, rl.count), texts[0]])
                item.setToolTip(1, "\n".join(texts))
                for text in texts[1:]:
                    QTreeWidgetItem(item, ["", text]).setToolTip(1, text)
            unlisted = rec.ranked_lower_total - len(rec.ranked_lower)
            if unlisted > 0:  # a very big catalog: the core lists the best of them
                QTreeWidgetItem(group, [self.tr("… and {n} more with lower scores").format(n=unlisted)])
        pairs: dict[str, tuple[str, list[tuple[int, str]]]] = {}
        for ex in rec.unsuitable():
            entry = pairs.setdefault(ex.gpu_id, (ex.name, []))
            entry[1].extend((ex.count, message_text(m, tr, cur)) for m in ex.reasons)
        if pairs:
            group = self._why_not_group(self.tr("Cannot do this work: 1 card") if len(pairs) == 1
                                        else self.tr("Cannot do this work: {n} cards").format(n=len(pairs)))
        for name, reasons in pairs.values():
            first = reasons[0][1] if reasons else ""
            summary = first if len(reasons) == 1 else self.tr("{first} (+{more} more)").format(
                first=first, more=len(reasons) - 1)
            top = QTreeWidgetItem(group, [unbroken_name(name), summary])
            top.setToolTip(1, "\n".join(text for _, text in reasons))
            if len(reasons) > 1:
                for count, text in reasons:
                    child = QTreeWidgetItem(top, [self.tr("with 1 card") if count == 1 else
                                                 self.tr("with {count} cards").format(count=count), text])
                    child.setToolTip(1, text)
        self.why_not.expandToDepth(0)
        # next steps
        box = QWidget()
        v = QVBoxLayout(box)
        self.step_lists: list[StepList] = []
        for c in rec.shortlist:
            v.addWidget(_heading(f"#{c.rank} {c.count} × {c.name}"))
            sl = StepList(c.next_steps, tr, currency=c.currency)
            self.step_lists.append(sl)
            v.addWidget(sl)
        v.addStretch(1)
        self.steps_area.setWidget(box)
        # how it was calculated: each estimate worked out (the report's words), then the assumptions
        box = QWidget()
        v = QVBoxLayout(box)
        from wizard.report.sections import calculations  # here: the report's modules load with the first result

        worked = calculations(rec, content_lang())
        self.calculations: list[QLabel] = []
        if worked:
            v.addWidget(_heading(self.tr("How the memory was estimated")))
            v.addWidget(self._calculation_label(worked[0][1]))
        if len(worked) > 1:
            v.addWidget(_heading(self.tr("How the speed of each pick was estimated")))
        for heading, html in worked[1:]:
            v.addWidget(QLabel(f"<b>{html_escape(heading)}</b>"))
            v.addWidget(self._calculation_label(html))
        v.addWidget(_heading(self.tr("Assumptions")))
        v.addWidget(BulletList(rec.assumptions, tr, currency=cur))
        v.addStretch(1)
        self.assumptions_area.setWidget(box)
        # charts: built when their tab is shown, and now if it is (after a shortlist of nothing there had been no
        # charts to rebuild, and the open tab stayed blank when the cards came back; GUI review, 2026-12-02)
        self._drop_charts()
        self.no_charts.setVisible(not rec.shortlist)
        if self.tabs.currentWidget() is self.charts_holder:
            self.ensure_charts()

    def _more_cards_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        hint = next((w for w in rec.profile_warnings if w.code in MORE_CARDS_CODES), None)
        if hint is None:
            return None
        count = hint.params["count"]
        if not isinstance(count, int):
            return None
        panel = AnswerHintPanel(
            hint, tr, cur, "moreCards", self.tr("Allow {count} GPUs per machine").format(count=count),
            self.tr("Changes your answer 'GPUs per machine (at most)' and ranks the shortlist again."))
        panel.apply_requested.connect(lambda: self.wiz.change_answer("max_gpus", count))
        return panel

    def _supply_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        """The power supply alone stops a much faster machine (BIGGER_PSU_FASTER, PLUGS_PSU_FASTER when its
        watts would do, BIGGER_PSU_PLUGS_FASTER when both fall short): a button that answers with the supply it
        needs (its plug counts were the old supply's, so they go: a new supply of that size comes with the
        plugs)."""
        hint = next((w for w in rec.profile_warnings
                     if w.code in ("BIGGER_PSU_FASTER", "PLUGS_PSU_FASTER", "BIGGER_PSU_PLUGS_FASTER")), None)
        if hint is None:
            return None
        watts = int(hint.params["watts"])  # type: ignore[arg-type]
        label = (self.tr("Use a {watts} W supply with enough plugs") if hint.code != "BIGGER_PSU_FASTER"
                 else self.tr("Use a {watts} W supply"))
        panel = AnswerHintPanel(hint, tr, cur, "biggerSupply", label.format(watts=format_number(watts, content_lang())),
                                self.tr("Changes your answer 'Power supply' and ranks the shortlist again."))
        panel.apply_requested.connect(lambda: self.wiz.change_answer("power", {"psu_watts": watts}))
        return panel

    def _smaller_format_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        hint = next((w for w in rec.profile_warnings if w.code in SMALLER_FORMAT_CODES), None)
        if hint is None:
            return None
        precision = str(hint.params["precision"])
        eight_bit = hint.code.startswith(("EIGHT_BIT_", "FP8_SERVER_"))
        button = (self.tr("Use 8-bit ({precision})") if eight_bit
                  else self.tr("Use 4-bit ({precision})")).format(precision=precision)
        panel = AnswerHintPanel(
            hint, tr, cur, "smallerFormat", button,
            self.tr("Changes your answer 'Quality' to {precision} and ranks the shortlist again.").format(
                precision=precision))
        # The plain answer, which the Quality list shows in words: with llama.cpp or no engine chosen,
        # "8-bit" is Q8_0 and "4-bit" Q4_K_M (Profile.effective_precision). A vLLM server's FP8 and INT4
        # ("4-bit") are answers as they are.
        gguf = Precision(precision.lower())
        plain = PLAIN_FOR_GGUF.get(gguf, gguf).value
        panel.apply_requested.connect(lambda: self.wiz.change_answer("precision", plain))
        return panel

    def _working_set_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        """The scene or data size was left open and a large one assumed: above the shortlist, since it
        decides which cards pass, with a button back to the question."""
        hint = next((w for w in rec.profile_warnings if w.code in WORKING_SET_CODES), None)
        if hint is None:
            return None
        button = (self.tr("Enter the scene size") if hint.code == "WORKING_SET_ASSUMED_RENDERING"
                  else self.tr("Enter the data size"))
        panel = AnswerHintPanel(hint, tr, cur, "workingSet", button,
                                self.tr("Goes back to the question about the size of your work."))
        panel.apply_requested.connect(self.wiz.edit_working_set)
        return panel

    def _unpriced_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        """Cards built for FP64 left out only for want of a price, or (nothing fits) any card left out for
        that alone (SUGGEST_QUOTE): a button to the price quotes, with the card chosen when the hint names
        one. DeepSeek-R1 in China had no way from "8 x H20 ... has no list price" to the quote field."""
        hint: Message | None = next((w for w in rec.profile_warnings if w.code in UNPRICED_CODES), None)
        if hint is None and not rec.shortlist:
            hint = next((s for s in rec.suggestions if s.code in QUOTE_SUGGESTIONS), None)
        if hint is None:
            return None
        gpu = str(hint.params["gpu"]) if hint.code in ("UNPRICED_FP64", *QUOTE_SUGGESTIONS) else None
        one = hint.code in ("UNPRICED_FP64", "SUGGEST_QUOTE")
        panel = AnswerHintPanel(hint, tr, cur, "unpriced", self.tr("Enter a quote") if one else self.tr("Enter quotes"),
                                self.tr("Goes back to the price quotes on the budget page."))
        panel.apply_requested.connect(lambda: self.wiz.edit_quotes(gpu))
        return panel

    def _namesake_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        """Nothing fits the model of this name, and Ollama gives the name to a smaller one (deepseek-r1 is
        an 8B distill there, the 671B model here): a button that chooses that one."""
        hint = next((s for s in rec.suggestions if s.code == NAMESAKE_SUGGESTION), None) if not rec.shortlist else None
        if hint is None:
            return None
        other_id, other = str(hint.params["other_id"]), str(hint.params["other"])
        panel = AnswerHintPanel(hint, tr, cur, "namesake", self.tr("Use {model}").format(model=other),
                                self.tr("Changes your answer 'Model' and ranks the shortlist again."))
        panel.apply_requested.connect(lambda: self.wiz.change_answer("model", other_id))
        return panel

    def _answer_panel(self, rec: Recommendation, tr: Translate, cur: str | None, codes: Collection[str],
                      name: str, button: str, tip: str, answer: str, value: object) -> AnswerHintPanel | None:
        """The hint of `codes` among the answers' warnings, above the shortlist, with a button that sets
        `answer` to `value` and ranks the shortlist again; None when there is no such hint."""
        hint = next((w for w in rec.profile_warnings if w.code in codes), None)
        if hint is None:
            return None
        panel = AnswerHintPanel(hint, tr, cur, name, button, tip)
        panel.apply_requested.connect(lambda: self.wiz.change_answer(answer, value))
        return panel

    def _qlora_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        """LoRA whose top pick has a software risk, where QLoRA fits a card with full support."""
        return self._answer_panel(rec, tr, cur, QLORA_CODES, "qlora", self.tr("Use QLoRA"), self.tr(
            "Changes your answer 'What the GPUs are for' to QLoRA and ranks the shortlist again."), "workload", "qlora")

    def _batch_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        """Fine-tuning with several sequences per GPU, where one with gradient accumulation changes the pick."""
        return self._answer_panel(rec, tr, cur, BATCH_CODES, "batchOfOne", self.tr("Use a batch of 1"), self.tr(
            "Changes your answer 'Batch size per GPU' to 1 and ranks the shortlist again."), "batch_size", 1)

    def _kv_cache_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        """A long context whose 16-bit cache decides the card, where an 8-bit cache lets a cheaper one do."""
        kv = next((str(w.params["kv"]) for w in rec.profile_warnings if w.code in KV_CACHE_CODES), "")
        return self._answer_panel(
            rec, tr, cur, KV_CACHE_CODES, "kvCache", self.tr("Use an 8-bit cache ({kv})").format(kv=kv),
            self.tr("Changes your answer 'KV cache' to {kv} and ranks the shortlist again.").format(kv=kv),
            "kv_cache_precision", kv.lower())

    def _wsl2_panel(self, rec: Recommendation, tr: Translate, cur: str | None) -> AnswerHintPanel | None:
        """vLLM or TensorRT-LLM named on Windows: the shortlist and its steps are for WSL2 on that PC. Said above the
        shortlist, not only among the warnings, since every step below assumes it; the button makes
        the answer say so too (the same shortlist, and the report's answers read WSL2)."""
        return self._answer_panel(rec, tr, cur, WSL2_CODES, "wsl2", self.tr("Use WSL2"), self.tr(
            "Changes your answer 'Operating system' to WSL2 (Linux on Windows)."), "os", "wsl2")

    def _calculation_label(self, html: str) -> QLabel:
        """Rich text from wizard.report.sections.calculations, muted notes in the theme's muted colour."""
        muted = self.palette().color(QPalette.ColorRole.PlaceholderText).name()
        style = f"<style>.muted {{ color: {muted}; }} .small {{ font-size: small; }}</style>"
        label = QLabel(style + html)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.calculations.append(label)
        return label

    # ------------------------------------------------------------------ charts
    def _on_tab(self, index: int) -> None:
        if self.tabs.widget(index) is self.charts_holder:
            self.ensure_charts()

    def ensure_charts(self) -> QWidget | None:
        """Create the chart tabs (imports pyqtgraph on first use)."""
        if self._charts is None and self._rec is not None and self._rec.shortlist:
            from wizard.gui.widgets.charts import build_charts

            self._charts = build_charts(self._rec, self._all)
            self.charts_holder.layout().addWidget(self._charts)
            self._charts.show()  # added to a tab already shown, a widget stays hidden until told
        return self._charts

    def _drop_charts(self) -> None:
        if self._charts is not None:
            self._charts.setParent(None)
            self._charts.deleteLater()
            self._charts = None

    # ------------------------------------------------------------------ compare
    def selected_for_compare(self) -> list[Configuration]:
        return [c.config for c in self.cards if c.compare.isChecked()]

    def _on_compare_toggled(self, _checked: bool = False) -> None:
        self._ticked = {(c.gpu_id, c.count) for c in self.selected_for_compare()}
        n = len(self._ticked)
        self.compare_button.setEnabled(2 <= n <= MAX_COMPARE)
        self.compare_button.setText(self.tr("Co&mpare selected ({n})").format(n=n))
        for card in self.cards:  # at most three ticks
            card.compare.setEnabled(card.compare.isChecked() or n < MAX_COMPARE)

    def open_compare(self) -> None:
        from wizard.gui.widgets.compare import CompareDialog

        configs = self.selected_for_compare()
        if not 2 <= len(configs) <= MAX_COMPARE:
            return
        years = self._rec.profile.electricity.years if self._rec is not None else 3.0
        self.compare_dialog = CompareDialog(configs, self.wiz.translate, self, years=years)
        self.compare_dialog.open()


def _plain(text: str) -> str:
    """A menu text without its mnemonic: "Save P&DF…" -> "Save PDF…", "保存 PDF(&D)…" -> "保存 PDF…"."""
    return re.sub(r"\(&[^)]\)", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


def _mirror(button: QPushButton, action: QAction) -> None:
    try:
        button.setEnabled(action.isEnabled())
        button.setText(_plain(action.text()))
        button.setToolTip(action.toolTip())
    except RuntimeError:  # the button went with a rebuilt page
        pass


def _speed(value: float | None, unit: str) -> str:
    if value is None:
        return "—"
    return f"{value:,.{1 if value < 100 else 0}f} {speed_unit(unit)}"


class AnswerHintPanel(QFrame):
    """A hint above the shortlist that one changed answer would serve the user better (more cards per
    machine, an 8-bit format), and a button that changes it."""

    apply_requested = Signal()

    def __init__(self, hint: Message, translate: Translate, currency: str | None, name: str, button: str,
                 description: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"#{name} {{ border: 1px solid palette(mid); "
                           f"border-left: 4px solid {severity_color('info')}; border-radius: 6px; }}")
        lay = QHBoxLayout(self)
        self.text = QLabel(message_text(hint, translate, currency))
        self.text.setObjectName(name + "Text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.text, 1)
        self.button = QPushButton(button)
        self.button.setObjectName(name + "Button")
        accessible(self.button, button, description)
        self.button.clicked.connect(self.apply_requested)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)


class CurrentCardPanel(QFrame):
    """The card the user already has: does the job fit it (why not), its speed, what each pick buys."""

    entry_requested = Signal(str)

    def __init__(self, cur: CurrentAssessment, shortlist: list[Configuration], translate: Translate,
                 links: dict[str, str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.assessment = cur
        self.setObjectName("currentCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        colour = severity_color("info" if cur.fits else "blocker")
        self.setStyleSheet(f"#currentCard {{ border: 1px solid palette(mid); border-left: 4px solid {colour}; "
                           "border-radius: 6px; }")
        lay = QVBoxLayout(self)
        title = QLabel(self.tr("Your current card: {count} × {name}").format(count=cur.count, name=cur.name))
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        title.setFont(font)
        title.setWordWrap(True)
        lay.addWidget(title)
        self.texts: list[str] = [title.text()]
        mark = "✓" if cur.fits else "✗"
        self.verdict = QLabel(f"{mark} {message_text(cur.verdict, translate)}")
        self.verdict.setObjectName("currentVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setStyleSheet(f"font-weight: bold; color: {colour};")
        lay.addWidget(self.verdict)
        self.texts.append(self.verdict.text())
        if cur.reasons:
            reasons = BulletList(cur.reasons, translate)
            lay.addWidget(reasons)
            self.texts.extend(reasons.texts)
        if cur.context is not None:
            context = QLabel(message_text(cur.context, translate))
            context.setObjectName("currentContext")
            context.setWordWrap(True)
            context.setTextFormat(Qt.TextFormat.PlainText)
            lay.addWidget(context)
            self.texts.append(context.text())
        if cur.fits:
            speed = QLabel(self.tr("Estimated speed on it: {speed}").format(speed=_speed(cur.speed, cur.speed_unit)))
            speed.setWordWrap(True)
            lay.addWidget(speed)
            self.texts.append(speed.text())
        if cur.warnings:
            wl = WarningList(cur.warnings, translate, links=links)
            wl.entry_requested.connect(self.entry_requested)
            lay.addWidget(wl)
            self.warning_list = wl
            self.texts.extend(wl.texts)
        # The core compares every passing configuration; the panel speaks of the shortlisted picks.
        ranks = {(c.gpu_id, c.count): c.rank for c in shortlist}
        upgrades = sorted((u for u in cur.upgrades if (u.gpu_id, u.count) in ranks),
                          key=lambda u: ranks[(u.gpu_id, u.count)])
        self.upgrade_count = len(upgrades)
        if upgrades:
            head = QLabel(self.tr("What each pick would buy you:") if cur.fits
                          else self.tr("Picks from the shortlist that would run it:"))
            head.setStyleSheet("font-weight: bold;")
            lay.addWidget(head)
            self.texts.append(head.text())
            grid = QGridLayout()
            grid.setColumnStretch(1, 1)
            grid.setHorizontalSpacing(12)
            for row, u in enumerate(upgrades):
                if u.speedup:
                    m = Message(code="UPGRADE_GAIN", params={"count": u.count, "gpu": u.name,
                                                             "speedup": f"{u.speedup:.1f}"})
                else:
                    m = Message(code="UPGRADE_NEEDED", params={"count": u.count, "gpu": u.name})
                grid.addWidget(QLabel(f"#{ranks[(u.gpu_id, u.count)]}"), row, 0, Qt.AlignmentFlag.AlignTop)
                text = QLabel(message_text(m, translate))
                text.setWordWrap(True)
                text.setTextFormat(Qt.TextFormat.PlainText)
                grid.addWidget(text, row, 1)
                price = QLabel(money(u.price_total, u.currency) if u.price_total is not None
                               else self.tr("no list price"))
                price.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
                grid.addWidget(price, row, 2)
                self.texts.append(f"{text.text()} {price.text()}")
            lay.addLayout(grid)

    def all_text(self) -> str:
        return "\n".join(self.texts)
