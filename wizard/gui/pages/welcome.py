"""Welcome: what the tool does, that it is offline, the catalog's date, guided or expert mode.

Qt only: this page paints before the core is imported (start-up time, see wizard.py).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QButtonGroup, QGroupBox, QLabel, QRadioButton, QVBoxLayout, QWidget

from wizard.gui.pages.base import BasePage, accessible, hint

if TYPE_CHECKING:
    from wizard.gui.wizard import GpuWizard


class WelcomePage(BasePage):
    PAGE_ID = 0

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__(wizard)
        self.setObjectName("welcomePage")
        self._catalog_info: tuple[str, dt.date, int] | None = None
        self._rebuild()
        wizard.pages_loaded.connect(self.completeChanged)
        wizard.mode_changed.connect(self._show_mode)
        self._show_mode(wizard.expert)

    def build(self, body: QWidget) -> None:
        """Create the widgets (again after a language switch); texts come from self.tr()."""
        self.setTitle(self.tr("Welcome to the GPU Selection Wizard"))
        self.setSubTitle(self.tr("Find the graphics cards that fit your work and your budget, in a few questions."))
        lay = QVBoxLayout(body)
        intro = QLabel(self.tr(
            "Tell us what you want to run, how big it is, your budget and your computer. The wizard estimates "
            "how much graphics memory (VRAM) you need and ranks the cards that fit, with prices, power, "
            "warnings and the next steps to set them up."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        offline = QLabel(self.tr(
            "Everything runs on this computer: no internet connection, no account, nothing is sent anywhere."))
        offline.setWordWrap(True)
        lay.addWidget(offline)
        steps = QGroupBox(self.tr("Five short questions, then your shortlist"))
        steps_lay = QVBoxLayout(steps)
        for text in (self.tr("1. What the GPUs will do: chat with a model, fine-tune, train, simulate or render."),
                     self.tr("2. How big the model or data is — the wizard shows the memory it needs as you type."),
                     self.tr("3. Your budget, in your currency, with any quotes you already have."),
                     self.tr("4. The computer: Windows, Linux or WSL2; a desktop tower or a rack server."),
                     self.tr("5. Power and electricity, for the power supply and the running costs.")):
            label = QLabel(text)
            label.setWordWrap(True)
            steps_lay.addWidget(label)
        lay.addWidget(steps)
        self.catalog_label = QLabel(self.tr("Loading the GPU catalog…"))
        self.catalog_label.setObjectName("catalogInfo")
        self.catalog_label.setWordWrap(True)
        lay.addWidget(self.catalog_label)

        box = QGroupBox(self.tr("How would you like to answer?"))
        box_lay = QVBoxLayout(box)
        self.guided = QRadioButton(self.tr("&Guided — plain words, sensible defaults (recommended)"))
        accessible(self.guided, self.tr("Guided mode"),
                   self.tr("Ask only the questions a buyer can answer; technical settings use good defaults."))
        self.expert_radio = QRadioButton(self.tr("&Expert — show every technical setting"))
        accessible(self.expert_radio, self.tr("Expert mode"),
                   self.tr("Also show batch size, optimizer, LoRA rank, checkpointing, engine and more."))
        self._group = QButtonGroup(self)
        self._group.addButton(self.guided)
        self._group.addButton(self.expert_radio)
        box_lay.addWidget(self.guided)
        box_lay.addWidget(self.expert_radio)
        box_lay.addWidget(hint(self.tr("You can switch at any time in the View menu."), plain_text=False))
        lay.addWidget(box)
        lay.addStretch(1)
        self.expert_radio.toggled.connect(self._on_mode_toggled)
        self._show_mode(self.wiz.expert)
        if self._catalog_info is not None:
            self.set_catalog_info(*self._catalog_info)

    def set_catalog_info(self, version: str, date: dt.date, count: int) -> None:
        from wizard.gui.text import content_lang
        from wizard.locale_format import format_date

        self._catalog_info = (version, date, count)  # the date in the language's form ("2026年12月1日")
        self.catalog_label.setText(self.tr("GPU catalog: {count} GPUs, version {version}, updated {date}.")
                                   .format(count=count, version=version, date=format_date(date, content_lang())))

    def _show_mode(self, expert: bool) -> None:
        (self.expert_radio if expert else self.guided).setChecked(True)

    def _on_mode_toggled(self, checked: bool) -> None:
        self.wiz.set_expert(checked)

    def initializePage(self) -> None:
        self._show_mode(self.wiz.expert)

    def isComplete(self) -> bool:
        return self.wiz.is_loaded
