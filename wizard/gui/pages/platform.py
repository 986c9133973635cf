"""Platform: operating system, desktop tower or rack server, GPUs per machine, region."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wizard.core.messages import label as core_label
from wizard.gui.pages.base import BasePage, accessible, hint

if TYPE_CHECKING:
    from wizard.gui.wizard import GpuWizard


class PlatformPage(BasePage):
    PAGE_ID = 4
    FIELDS = ("os", "form_factor", "max_gpus", "region")

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__(wizard)
        self.setObjectName("platformPage")
        self._rebuild()

    def build(self, body: QWidget) -> None:
        """Create the widgets (again after a language switch); texts come from self.tr()."""
        wizard = self.wiz
        self.setTitle(self.tr("Which computer will the GPUs go into?"))
        self.setSubTitle(self.tr("The operating system and the case decide which cards and software work."))
        lay = QVBoxLayout(body)
        form = QFormLayout()
        os_row = QHBoxLayout()
        self.os_group = QButtonGroup(self)
        self.os_buttons: dict[str, QRadioButton] = {}
        tips = {
            "windows": self.tr("Windows 10 or 11 without Linux."),
            "linux": self.tr("Ubuntu, Debian, RHEL or another Linux: supports the most cards and AI tools."),
            "wsl2": self.tr("Linux inside Windows (Windows Subsystem for Linux 2)."),
        }
        mnemonic = {"windows": self.tr("&Windows"), "linux": self.tr("&Linux"),
                    "wsl2": self.tr("WSL&2 (Linux on Windows)")}
        for value in ("windows", "linux", "wsl2"):
            b = QRadioButton(mnemonic[value])
            accessible(b, core_label(value, wizard.translate), tips[value])
            b.setObjectName(f"os_{value}")
            self.os_group.addButton(b)
            self.os_buttons[value] = b
            os_row.addWidget(b)
            b.toggled.connect(self._on_os)
        os_row.addStretch(1)
        form.addRow(self.tr("Operating system:"), os_row)
        self.form_factor = QComboBox()
        self.form_factor.addItem(self.tr("Either — show both"), "any")
        self.form_factor.addItem(self.tr("Desktop tower (office or home)"), "desktop")
        self.form_factor.addItem(self.tr("Rack server (server room, strong airflow)"), "server")
        accessible(self.form_factor, self.tr("Kind of computer"),
                   self.tr("Datacenter cards without fans and SXM modules only fit rack servers."))
        form.addRow(self.tr("&Computer:"), self.form_factor)
        self.max_gpus = QSpinBox()
        self.max_gpus.setRange(1, 64)
        self.max_gpus.setMaximumWidth(120)
        accessible(self.max_gpus, self.tr("Maximum GPUs per machine"),
                   self.tr("A desktop usually takes 1-2 cards, a workstation up to 4, a server 8."))
        form.addRow(self.tr("&GPUs per machine (at most):"), self.max_gpus)
        self.region = QComboBox()
        self.region.addItem(self.tr("Anywhere"), "any")
        self.region.addItem(self.tr("Mainland China (export rules apply)"), "cn")
        accessible(self.region, self.tr("Where you buy"),
                   self.tr("Some cards cannot be sold in mainland China; choose it to hide them."))
        form.addRow(self.tr("&Buying in:"), self.region)
        lay.addLayout(form)
        lay.addWidget(hint(self.tr("Not sure about the number of GPUs? Keep 1: the results suggest more when "
                                   "one card is not enough.")))
        lay.addWidget(self._page_issues)
        lay.addStretch(1)
        self.form_factor.currentIndexChanged.connect(
            lambda: self.set_answer("form_factor", self.form_factor.currentData()))
        self.max_gpus.valueChanged.connect(lambda v: self.set_answer("max_gpus", v))
        self.region.currentIndexChanged.connect(lambda: self.set_answer("region", self.region.currentData()))

    def load_answers(self) -> None:
        a = self.wiz.answer
        self.os_buttons.get(str(a("os", "linux")), self.os_buttons["linux"]).setChecked(True)
        self.form_factor.setCurrentIndex(max(self.form_factor.findData(a("form_factor", "any")), 0))
        self.max_gpus.setValue(int(a("max_gpus", 1)))
        self.region.setCurrentIndex(max(self.region.findData(a("region", "any")), 0))

    def _on_os(self, checked: bool) -> None:
        if checked:
            for value, b in self.os_buttons.items():
                if b.isChecked():
                    self.set_answer("os", value)
