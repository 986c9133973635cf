"""Power: the power supply (or "recommend one"), a GPU power cap (expert), cooling and noise,
electricity price and use."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wizard.gui.pages.base import BasePage, accessible, format_number, hint, parse_number
from wizard.gui.widgets.plain_spin_box import PlainDoubleSpinBox

if TYPE_CHECKING:
    from wizard.gui.wizard import GpuWizard


class PowerPage(BasePage):
    PAGE_ID = 5
    FIELDS = ("power", "electricity", "cooling")

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__(wizard)
        self.setObjectName("powerPage")
        self._rebuild()

    def build(self, body: QWidget) -> None:
        """Create the widgets (again after a language switch); texts come from self.tr()."""
        self.setTitle(self.tr("Power and running costs"))
        self.setSubTitle(self.tr("Big GPUs need a strong power supply; electricity adds to the cost over the years."))
        lay = QVBoxLayout(body)
        psu_box = QGroupBox(self.tr("Power supply (PSU)"))
        pl = QVBoxLayout(psu_box)
        self.psu_unknown = QRadioButton(self.tr("I &don't know — recommend one"))
        accessible(self.psu_unknown, self.tr("Recommend a power supply"),
                   self.tr("Each result shows the power supply it needs."))
        self.psu_known = QRadioButton(self.tr("My power supply has"))
        accessible(self.psu_known, self.tr("I have a power supply"),
                   self.tr("Cards that need more than your power supply delivers are left out."))
        self.psu_watts = QSpinBox()
        self.psu_watts.setRange(1, 20000)  # Power.psu_watts: more than 0
        self.psu_watts.setSingleStep(50)
        self.psu_watts.setValue(850)
        self.psu_watts.setSuffix(" W")
        accessible(self.psu_watts, self.tr("Power supply watts"),
                   self.tr("The watts printed on the power supply's label."))
        self.plugs_known = QCheckBox(self.tr("Its GPU power p&lugs:"))
        accessible(self.plugs_known, self.tr("I know my power supply's GPU plugs"),
                   self.tr("Cards that need more PCIe power plugs than your power supply has are left out."))
        self.pcie_8pin = QSpinBox()
        self.pcie_8pin.setRange(0, 32)
        self.pcie_8pin.setValue(2)
        self.pcie_8pin.setSuffix(self.tr(" × PCIe 8-pin"))
        accessible(self.pcie_8pin, self.tr("PCIe 8-pin plugs"),
                   self.tr("The 8-pin (6+2) plugs on the supply's graphics-card cables; a cable with two plugs "
                           "counts as two. Not the CPU (EPS) plugs."))
        self.pcie_16pin = QSpinBox()
        self.pcie_16pin.setRange(0, 16)
        self.pcie_16pin.setSuffix(self.tr(" × 16-pin 12V-2x6"))
        accessible(self.pcie_16pin, self.tr("16-pin plugs"),
                   self.tr("Native 16-pin 12V-2x6 or 12VHPWR plugs (ATX 3.x supplies); 0 if none. Without one, "
                           "a 16-pin card takes two to four 8-pin plugs through its adapter."))
        self.cap = QRadioButton(self.tr("Limit the GPUs to"))
        accessible(self.cap, self.tr("GPU power limit"), self.tr("A total power limit for the GPUs of one machine."))
        self.cap_watts = QSpinBox()
        self.cap_watts.setRange(1, 100000)
        self.cap_watts.setSingleStep(50)
        self.cap_watts.setValue(600)
        self.cap_watts.setSuffix(" W")
        accessible(self.cap_watts, self.tr("GPU power limit in watts"),
                   self.tr("Total board power of the GPUs, at most."))
        grp = QButtonGroup(self)
        for b in (self.psu_unknown, self.psu_known, self.cap):
            grp.addButton(b)
        pl.addWidget(self.psu_unknown)
        r1 = QHBoxLayout()
        r1.addWidget(self.psu_known)
        r1.addWidget(self.psu_watts)
        r1.addStretch(1)
        pl.addLayout(r1)
        plugs_row = QHBoxLayout()
        plugs_row.addSpacing(24)  # under "My power supply has": these describe it
        plugs_row.addWidget(self.plugs_known)
        plugs_row.addWidget(self.pcie_8pin)
        plugs_row.addWidget(self.pcie_16pin)
        plugs_row.addStretch(1)
        pl.addLayout(plugs_row)
        self.cap_row = QHBoxLayout()
        self.cap_row.addWidget(self.cap)
        self.cap_row.addWidget(self.cap_watts)
        self.cap_row.addStretch(1)
        pl.addLayout(self.cap_row)
        self.expert_only(self.cap, self.cap_watts)
        lay.addWidget(psu_box)
        lay.addWidget(self.issue_label("power"))

        cool_box = QGroupBox(self.tr("Cooling and noise"))
        cf = QFormLayout(cool_box)
        self.cooling = QComboBox()
        self.cooling.setObjectName("cooling")
        choices = (
            ("any", self.tr("Not sure"),
             self.tr("No filter: fanless cards are still only suggested for rack servers.")),
            ("case_fans", self.tr("Normal desktop case with fans"),
             self.tr("An ordinary tower: every card must bring its own fans, so fanless datacenter cards are "
                     "left out.")),
            ("server_airflow", self.tr("Rack server with strong airflow"),
             self.tr("A server's loud front-to-back airflow: fanless datacenter cards are fine.")),
            ("quiet", self.tr("Quiet office — noise matters"),
             self.tr("Fanless cards are left out and loud, high-power cards get a warning.")),
        )
        for value, text, tip in choices:
            self.cooling.addItem(text, value)
            self.cooling.setItemData(self.cooling.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        accessible(self.cooling, self.tr("Cooling and noise"),
                   self.tr("Where the computer stands decides which cards can be cooled, and how loud they may be."))
        self.cooling.setMaximumWidth(360)
        cf.addRow(self.tr("C&ooling:"), self.cooling)
        self.cooling_hint = hint("")
        cf.addRow(self.cooling_hint)
        lay.addWidget(cool_box)
        lay.addWidget(self.issue_label("cooling"))

        el_box = QGroupBox(self.tr("Electricity"))
        ef = QFormLayout(el_box)
        self.price = QLineEdit()
        self.price.setPlaceholderText(self.tr("Typical price for your currency"))
        self.price.setMaximumWidth(220)
        accessible(self.price, self.tr("Electricity price per kWh"),
                   self.tr("In your budget's currency per kilowatt-hour; leave empty for a typical price."))
        ef.addRow(self.tr("&Price per kWh:"), self.price)
        self.hours = PlainDoubleSpinBox()
        # the answers' own limits and precision (Electricity): a profile's 7.75 hours had shown as 7.8 and 0.25
        # years as 0.5, and one nudge of the box wrote those (GUI review, 2026-12-02)
        self.hours.setRange(0, 24)
        self.hours.setDecimals(2)
        self.hours.setMaximumWidth(120)
        accessible(self.hours, self.tr("Hours of use per day"), self.tr("How long the GPUs work on an average day."))
        ef.addRow(self.tr("Ho&urs per day:"), self.hours)
        self.years = PlainDoubleSpinBox()
        self.years.setRange(0.01, 20)
        self.years.setDecimals(2)
        self.years.setMaximumWidth(120)
        accessible(self.years, self.tr("Years of use"), self.tr("How many years you plan to use the GPUs."))
        ef.addRow(self.tr("&Years of use:"), self.years)
        lay.addWidget(el_box)
        lay.addWidget(self.issue_label("electricity"))
        lay.addWidget(self._page_issues)
        lay.addStretch(1)

        for b in (self.psu_unknown, self.psu_known, self.cap):
            b.toggled.connect(self._write_power)
        self.psu_watts.valueChanged.connect(self._write_power)
        self.plugs_known.toggled.connect(self._write_power)
        self.pcie_8pin.valueChanged.connect(self._write_power)
        self.pcie_16pin.valueChanged.connect(self._write_power)
        self.cap_watts.valueChanged.connect(self._write_power)
        self.cooling.currentIndexChanged.connect(self._write_cooling)
        self.price.textChanged.connect(self._write_price)
        self.hours.valueChanged.connect(lambda v: self.set_answer("electricity.hours_per_day", v))
        self.years.valueChanged.connect(lambda v: self.set_answer("electricity.years", v))

    def _write_cooling(self) -> None:
        value = self.cooling.currentData()
        self.cooling_hint.setText(str(self.cooling.itemData(self.cooling.currentIndex(), Qt.ItemDataRole.ToolTipRole)
                                      or ""))
        self.set_answer("cooling", None if value == "any" else value)

    def _write_price(self, text: str) -> None:
        # in the answers' currency (the budget's): "$0.15" with a yuan budget is said, not taken as ¥0.15
        from wizard.core.validation import answers_currency

        self.set_answer("electricity.price_per_kwh", parse_number(text, "money", answers_currency(self.wiz.answers)))

    def load_answers(self) -> None:
        self.cooling.setCurrentIndex(max(self.cooling.findData(self.wiz.answer("cooling", "any")), 0))
        self.cooling_hint.setText(str(self.cooling.itemData(self.cooling.currentIndex(), Qt.ItemDataRole.ToolTipRole)
                                      or ""))
        power = self.wiz.answer("power") or {}
        if power.get("psu_watts") is not None:
            self.psu_known.setChecked(True)
            self.psu_watts.setValue(int(power["psu_watts"]))
            plugs = power.get("pcie_8pin") is not None or power.get("pcie_16pin") is not None
            self.plugs_known.setChecked(plugs)
            if plugs:
                self.pcie_8pin.setValue(int(power.get("pcie_8pin") or 0))
                self.pcie_16pin.setValue(int(power.get("pcie_16pin") or 0))
        elif power.get("max_gpu_watts") is not None:
            self.cap.setChecked(True)
            self.cap_watts.setValue(int(power["max_gpu_watts"]))
        else:
            self.psu_unknown.setChecked(True)
        self._enable_power()
        self.price.setText(format_number(self.wiz.answer("electricity.price_per_kwh")))
        self.hours.setValue(float(self.wiz.answer("electricity.hours_per_day", 8)))
        self.years.setValue(float(self.wiz.answer("electricity.years", 3)))

    def _apply_mode(self, expert: bool) -> None:
        """A GPU power limit is an expert's answer, but one a profile holds is shown in guided mode too: hidden, no
        choice had looked selected while the results kept the limit (GUI review, 2026-12-02)."""
        super()._apply_mode(expert)
        if not expert and self.cap.isChecked():
            self.cap.setVisible(True)
            self.cap_watts.setVisible(True)

    def _enable_power(self) -> None:
        known = self.psu_known.isChecked()
        self.psu_watts.setEnabled(known)
        self.plugs_known.setEnabled(known)
        self.pcie_8pin.setEnabled(known and self.plugs_known.isChecked())
        self.pcie_16pin.setEnabled(known and self.plugs_known.isChecked())
        self.cap_watts.setEnabled(self.cap.isChecked())

    def _write_power(self) -> None:
        self._enable_power()
        if self.psu_known.isChecked():
            power: dict[str, int] = {"psu_watts": self.psu_watts.value()}
            if self.plugs_known.isChecked():
                power.update(pcie_8pin=self.pcie_8pin.value(), pcie_16pin=self.pcie_16pin.value())
            self.set_answer("power", power)
        elif self.cap.isChecked():
            self.set_answer("power", {"max_gpu_watts": self.cap_watts.value()})
        else:
            self.set_answer("power", None)
