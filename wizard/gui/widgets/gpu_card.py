"""One shortlisted configuration as a card: name, count, VRAM fit bar, figures, badges, why this."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wizard.core.messages import connector_names, label
from wizard.core.rules import spare_percent
from wizard.gui.text import content_lang, message_text, speed_unit
from wizard.gui.text import money as text_money
from wizard.gui.theme import severity_color
from wizard.gui.widgets.memory_bar import FitBar
from wizard.gui.widgets.messages import BulletList, StepList, WarningList
from wizard.i18n import qt_translate
from wizard.locale_format import format_number, format_percent, format_speed, shared_speed_text

if TYPE_CHECKING:
    from wizard.core.results import Configuration

Translate = Callable[[str, str], str]


def money(value: float | None, currency: str) -> str:
    """¥15,000 / $1,599 (wizard.locale_format), "—" when unknown."""
    return text_money(value, currency)


def spare_text(c: Configuration) -> str:
    """The share of memory left spare as the cards and the compare view show it: the core's whole percent,
    rounded down (rules.spare_percent), as the Tight fit warning says it."""
    return format_percent(spare_percent(c.headroom) / 100, content_lang())


def speed_text(c: Configuration) -> str:
    if c.speed is None:
        return "—"
    band = f" ±{format_percent(c.speed_error_band, content_lang())}" if c.speed_error_band else ""
    return f"{format_speed(c.speed, content_lang())} {speed_unit(c.speed_unit)}{band}"


class GpuCard(QFrame):
    compare_toggled = Signal(bool)
    entry_requested = Signal(str)  # a troubleshooting entry id (a warning's "How to fix" link)

    def __init__(self, config: Configuration, translate: Translate, parent: QWidget | None = None,
                 links: Mapping[str, str] | None = None, machines: int = 1) -> None:
        super().__init__(parent)
        self.config = config
        self.setObjectName("gpuCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#gpuCard { border: 1px solid palette(mid); border-radius: 6px; "
                           "background: palette(alternate-base); }")
        lay = QVBoxLayout(self)
        head = QHBoxLayout()
        title = QLabel(f"<b>#{config.rank}&nbsp; {config.count} × {config.name}</b>")
        title.setWordWrap(True)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        title.setFont(font)
        self.title = title
        head.addWidget(title, 1)
        self.compare = QCheckBox(self.tr("Compare"))
        self.compare.setAccessibleName(self.tr("Compare {name}").format(name=config.name))
        self.compare.setToolTip(self.tr("Tick 2 or 3 cards, then press Compare to see them side by side."))
        self.compare.toggled.connect(self.compare_toggled)
        head.addWidget(self.compare)
        lay.addLayout(head)

        # A complete computer brings its own supply (psu_recommended_w None): its memory is per computer
        per_card = config.psu_recommended_w is not None
        fit_text = (self.tr("Memory: {need:.1f} of {have:.1f} GiB per card ({spare} spare)") if per_card else
                    self.tr("Memory: {need:.1f} of {have:.1f} GiB on each computer ({spare} spare)")).format(
            need=config.vram_gb_per_gpu, have=config.vram_capacity_gb_per_gpu,
            spare=spare_text(config))
        # Amber exactly when the core warns "Tight fit" (it had turned amber only under 10 %, green beside the warning).
        tight = any(w.code == "TIGHT_VRAM" for w in config.warnings)
        self.fit = FitBar(config.vram_gb_per_gpu, config.vram_capacity_gb_per_gpu, tight, fit_text)
        # Why a card sold as 16 GB shows 15.1 GiB: it had looked like an error (Chinese review, 2026-12-02).
        self.fit.setToolTip(self.tr("Memory is counted in GiB, as programs count it: 1 GiB is 1.074 GB, so a card "
                                    "sold as 16 GB holds 14.9 GiB, less what the driver and the desktop keep."))
        lay.addWidget(self.fit)

        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        price = money(config.price_total, config.currency)
        if config.price_total is None:
            price = self.tr("No list price — ask for a quote")
        elif config.price_is_quote:
            price = self.tr("{price} (your quote)").format(price=price)
        price_name = self.tr("Price")
        if machines > 1 and config.price_all_machines is not None:  # IT buying several: the order's total
            # the GPUs' alone, and how many to order, as the PDF says it
            price_name = self.tr("GPUs' price per machine")
            price += "<br/>" + self.tr("{total} for {machines} machines ({cards} cards)").format(
                total=money(config.price_all_machines, config.currency), machines=machines,
                cards=format_number(config.count * machines, content_lang()))
        figures = [
            (self.tr("Estimated speed"), speed_text(config)),
            (price_name, price),
            # A complete computer's figure is the whole machine's draw, not a card's
            (self.tr("GPU power") if config.psu_recommended_w is not None else self.tr("Power, whole computer"),
             f"{config.board_power_w_total:,.0f} W"),
            (self.tr("Power supply needed"),
             self.tr("Built in") if config.psu_recommended_w is None else self._supply_text(config)),
        ]
        # A chat server's speed is every user's together: what each one sees goes under it, not bold.
        shared = {self.tr("Estimated speed"): shared_speed_text(config, content_lang(), qt_translate)}
        # The plugs the supply must have, under its size: they had been only in the compare view, and a buyer
        # asking what else to get read the size alone (first-time buyer review, 2026-12-02).
        if config.psu_recommended_w is not None and config.power_connectors:
            plugs = ", ".join(connector_names(config.power_connectors, translate))
            shared[self.tr("Power supply needed")] = (self.tr("Plugs: {plugs}") if config.count == 1 else
                                                      self.tr("Plugs: {plugs} on each card")).format(plugs=plugs)
        self.figures: dict[str, str] = {}
        for i, (name, value) in enumerate(figures):
            n = QLabel(name)
            n.setStyleSheet("color: palette(placeholder-text);")
            v = QLabel(f"<b>{value}</b>" + (f"<br/>{shared[name]}" if shared.get(name) else ""))
            if shared.get(name):
                v.setWordWrap(True)
                value = f"{value}\n{shared[name]}"
            v.setAccessibleName(f"{name}: {value}")
            v.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(n, 0, i)
            grid.addWidget(v, 1, i)
            self.figures[name] = value
        lay.addLayout(grid)

        badges = QHBoxLayout()
        counts = Counter(w.severity.value for w in config.warnings)
        self.badges: list[QLabel] = []
        for sev in ("blocker", "warning", "info"):
            if not counts[sev]:
                continue
            text = f"{label(sev, translate)} × {counts[sev]}"
            b = QLabel(text)
            colour = severity_color(sev)
            b.setStyleSheet(f"border: 1px solid {colour}; color: {colour}; border-radius: 8px; padding: 1px 8px;")
            b.setToolTip("\n".join(f"• {message_text(w, translate, config.currency)}" for w in config.warnings
                                   if w.severity.value == sev))
            b.setAccessibleName(text)
            badges.addWidget(b)
            self.badges.append(b)
        badges.addStretch(1)
        lay.addLayout(badges)

        why = QLabel(self.tr("Why this:"))
        why.setStyleSheet("font-weight: bold;")
        lay.addWidget(why)
        self.reasons = BulletList(config.reasons, translate, "✓", currency=config.currency)
        lay.addWidget(self.reasons)

        self.toggle = QToolButton()
        self.toggle.setText(self.tr("Warnings and next steps"))
        self.toggle.setCheckable(True)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.setAccessibleName(self.tr("Show warnings and next steps for {name}").format(name=config.name))
        self.toggle.setToolTip(self.tr("Show or hide the warnings and set-up steps for this card"))
        lay.addWidget(self.toggle)
        self.details = QWidget()
        dl = QVBoxLayout(self.details)
        dl.setContentsMargins(18, 0, 0, 0)
        self.warning_list = WarningList(config.warnings, translate, currency=config.currency, links=links)
        self.warning_list.entry_requested.connect(self.entry_requested)
        if config.warnings:
            dl.addWidget(self.warning_list)
        steps_title = QLabel(self.tr("Next steps:"))
        steps_title.setStyleSheet("font-weight: bold;")
        dl.addWidget(steps_title)
        self.steps = StepList(config.next_steps, translate, currency=config.currency)
        dl.addWidget(self.steps)
        self.details.setVisible(False)
        lay.addWidget(self.details)
        self.toggle.toggled.connect(self._on_toggle)

    def _on_toggle(self, on: bool) -> None:
        self.details.setVisible(on)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    def _supply_text(self, c: Configuration) -> str:
        """The supply a card needs, and the safer size when the answers' supply is near its limit: "650 W or
        more" had stood above "a 750 W supply is safer" for the same pick (first-time buyer review, 2026-12-02)."""
        lang = content_lang()
        watts = format_number(c.psu_recommended_w, lang)
        near = next((w for w in c.warnings if w.code == "PSU_NEAR_LIMIT"), None)
        if near is None:
            return self.tr("{watts} W or more").format(watts=watts)
        return self.tr("{watts} W or more; {safer} W is safer").format(
            watts=watts, safer=format_number(float(str(near.params["safer"])), lang))

    def all_text(self) -> str:
        """Everything the card says (tests, accessibility)."""
        return "\n".join([self.title.text(), self.fit.text, *self.figures.values(), *(b.text() for b in self.badges),
                          *self.reasons.texts, *self.warning_list.texts, *self.steps.texts])
