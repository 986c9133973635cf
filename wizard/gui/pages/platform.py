"""Platform: operating system, desktop tower or rack server, GPUs per machine, region, and the card
the user already has ("I already have a GPU": a searchable catalog list + count, or Detect).

Detect runs the doctor's probes (`wizard.doctor.probes.collect(None, torch=False)` then
`wizard.doctor.report.build_report`) on a QThreadPool worker, never on the UI thread, and maps
the GPUs it finds to catalog ids by name.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QCompleter,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wizard.core.messages import label as core_label
from wizard.gui.pages.base import BasePage, accessible, hint
from wizard.gui.widgets.issue_label import IssueLabel

if TYPE_CHECKING:
    from wizard.gui.wizard import GpuWizard


def match_catalog_id(name: str, gpus: list[tuple[str, str]], memory_mib: float | None = None,
                     memory_of: dict[str, float] | None = None) -> str | None:
    """The catalog id of a detected GPU name (the core's matcher, shared with `gpu-wizard doctor`);
    the memory the driver reported tells variants named alike apart (RTX 5060 Ti 8 GB / 16 GB)."""
    from wizard.core.catalog import match_gpu_name

    return match_gpu_name(name, gpus, memory_mib / 1024 if memory_mib else None, memory_of)


class _DetectSignals(QObject):
    done = Signal(object)  # a DoctorReport, or the exception


class DetectJob(QRunnable):
    """The doctor's probes in a pool thread (they run external tools with timeouts)."""

    def __init__(self) -> None:
        super().__init__()
        self.signals = _DetectSignals()

    def run(self) -> None:
        try:
            from wizard.doctor import probes
            from wizard.doctor import report as doctor_report

            result: Any = doctor_report.build_report(probes.collect(None, torch=False))
        except Exception as exc:  # shown to the user, never raised in a worker thread
            result = exc
        self.signals.done.emit(result)


class PlatformPage(BasePage):
    PAGE_ID = 4
    FIELDS = ("os", "form_factor", "max_gpus", "region", "current_gpu")
    detection_finished = Signal(str)  # the status text shown

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__(wizard)
        self.setObjectName("platformPage")
        self._detect_job: DetectJob | None = None
        self._detect_status = ""
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
        form.addRow(self.tr("Buying &in:"), self.region)
        lay.addLayout(form)
        lay.addWidget(hint(self.tr("Not sure about the number of GPUs? Keep 1: the results suggest more when "
                                   "one card is not enough.")))
        lay.addWidget(self._build_current())
        lay.addWidget(self._page_issues)
        lay.addStretch(1)
        self.form_factor.currentIndexChanged.connect(
            lambda: self.set_answer("form_factor", self.form_factor.currentData()))
        self.max_gpus.valueChanged.connect(lambda v: self.set_answer("max_gpus", v))
        self.region.currentIndexChanged.connect(lambda: self.set_answer("region", self.region.currentData()))

    def _build_current(self) -> QGroupBox:
        box = QGroupBox(self.tr("The card you have now"))
        box.setObjectName("currentGpuBox")
        v = QVBoxLayout(box)
        self.current_box = QCheckBox(self.tr("I already have a G&PU"))
        accessible(self.current_box, self.tr("I already have a GPU"),
                   self.tr("Tick this to see whether your card can already do the job, and how much faster "
                           "each pick would be."))
        v.addWidget(self.current_box)
        row = QHBoxLayout()
        self.current_gpu = QComboBox()
        self.current_gpu.setObjectName("currentGpu")
        self.current_gpu.setEditable(True)
        self.current_gpu.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.current_gpu.setMinimumWidth(320)
        self.current_gpu.lineEdit().setPlaceholderText(self.tr("Type to search, e.g. 3060 or 4090"))
        accessible(self.current_gpu, self.tr("The card you have"),
                   self.tr("Type part of the name to search the catalog."))
        from wizard.core.catalog import load_catalog, name_pairs
        from wizard.core.ecosystem import has_unified_memory

        catalog = load_catalog()
        self._catalog_gpus = [(g.id, g.name) for g in sorted(catalog.gpus, key=lambda g: g.name.casefold())]
        self._catalog_names = name_pairs(catalog.gpus)  # names and what tools print ("NVIDIA GB10")
        # Discrete cards only: for a unified-memory computer the driver reports its GPU's share.
        self._catalog_memory = {g.id: g.memory_gb for g in catalog.gpus if not has_unified_memory(g)}
        for gid, name in self._catalog_gpus:
            self.current_gpu.addItem(name, gid)
        self.current_gpu.setCurrentIndex(-1)  # no card until one is picked: the search hint, not "AMD Instinct MI100"
        completer = QCompleter(self.current_gpu.model(), self.current_gpu)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.current_gpu.setCompleter(completer)
        row.addWidget(self.current_gpu, 1)
        count_label = QLabel(self.tr("C&ount:"))
        self.current_count = QSpinBox()
        self.current_count.setRange(1, 64)
        self.current_count.setMaximumWidth(90)
        accessible(self.current_count, self.tr("How many of this card you have"),
                   self.tr("The number of these cards in the machine."))
        count_label.setBuddy(self.current_count)
        row.addWidget(count_label)
        row.addWidget(self.current_count)
        self.detect_button = QPushButton(self.tr("&Detect"))
        accessible(self.detect_button, self.tr("Detect the card in this computer"),
                   self.tr("Look for NVIDIA and AMD cards in this computer with their tools (nothing is sent "
                           "anywhere)."))
        self.detect_button.clicked.connect(self.detect)
        row.addWidget(self.detect_button)
        v.addLayout(row)
        self.detect_status = QLabel(self._detect_status)
        self.detect_status.setObjectName("detectStatus")
        self.detect_status.setWordWrap(True)
        self.detect_status.setVisible(bool(self._detect_status))
        v.addWidget(self.detect_status)
        v.addWidget(hint(self.tr("The results then show whether this card can run your work and what each pick "
                                 "would add.")))
        v.addWidget(self.issue_label("current_gpu"))
        # a name typed but not picked: which card it is, said here, and Next waits for one
        self.current_unpicked = IssueLabel()
        v.addWidget(self.current_unpicked)
        self.current_box.toggled.connect(lambda _on: self._write_current())
        self.current_gpu.currentIndexChanged.connect(lambda _i: self._write_current())
        self.current_gpu.editTextChanged.connect(lambda _t: self._write_current())
        self.current_count.valueChanged.connect(lambda _v: self._write_current())
        return box

    def _typed_gpu(self) -> tuple[str | None, int]:
        """The card the box names: the one picked while its text is unchanged, else the one whose whole name is
        typed (any case), else the only one whose name holds the text; with how many names hold it. "3060" and
        Enter had gone on with no card and no word (GUI review, 2026-12-02)."""
        box = self.current_gpu
        text = box.currentText().strip()
        i = box.currentIndex()
        if i >= 0 and text == box.itemText(i):
            return str(box.itemData(i)), 1
        exact = box.findText(text, Qt.MatchFlag.MatchFixedString) if text else -1
        if exact >= 0:
            return str(box.itemData(exact)), 1
        holding = [gid for gid, name in self._catalog_gpus if text and text.casefold() in name.casefold()]
        return (holding[0] if len(holding) == 1 else None), len(holding)

    def _write_current(self) -> None:
        on = self.current_box.isChecked()
        self.current_gpu.setEnabled(on)
        self.current_count.setEnabled(on)
        gid, matches = self._typed_gpu()
        text = self.current_gpu.currentText().strip()
        if on and text and gid is None:
            self.current_unpicked.set_messages([
                self.tr("'{text}' matches {n} cards: choose yours from the list.").format(text=text, n=matches)
                if matches else self.tr("No card in the catalog is called '{text}': choose yours from the list, "
                                        "or untick the box.").format(text=text)])
        else:
            self.current_unpicked.set_messages([])
        if on and gid:
            self.set_answer("current_gpu", {"id": gid, "count": self.current_count.value()})
        else:
            self.set_answer("current_gpu", None)
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        """Also waits for the card a ticked box names (_typed_gpu)."""
        unpicked = (self.current_box.isChecked() and bool(self.current_gpu.currentText().strip())
                    and self._typed_gpu()[0] is None)
        return super().isComplete() and not unpicked

    def set_current_gpu(self, gpu_id: str | None, count: int = 1) -> None:
        """Select a card (None: "I already have a GPU" off)."""
        index = self.current_gpu.findData(gpu_id) if gpu_id else -1
        if index >= 0:
            self.current_gpu.setCurrentIndex(index)
            self.current_count.setValue(count)
        self.current_box.setChecked(index >= 0)
        self._write_current()

    # ---- Detect (a pool thread; the UI stays responsive)
    def detect(self) -> None:
        if self._detect_job is not None:
            return
        self.detect_button.setEnabled(False)
        self._show_status(self.tr("Looking for graphics cards in this computer…"))
        job = DetectJob()
        job.setAutoDelete(False)  # kept (with its signals object) until it reports
        job.signals.done.connect(self._on_detected, Qt.ConnectionType.QueuedConnection)
        self._detect_job = job
        QThreadPool.globalInstance().start(job)

    def _show_status(self, text: str) -> None:
        self._detect_status = text
        self.detect_status.setText(text)
        self.detect_status.setVisible(bool(text))

    def _on_detected(self, result: object) -> None:
        self._detect_job = None
        self.detect_button.setEnabled(True)
        if isinstance(result, BaseException):
            text = self.tr("Detection did not work: {error}. Pick your card from the list instead.").format(
                error=result)
        else:
            gpus = list(getattr(result, "gpus", []))
            if not gpus:
                text = self.tr("No graphics card was found on this computer (no NVIDIA or AMD driver tools "
                               "answered). Pick your card from the list, or leave this off.")
            else:
                ids = [match_catalog_id(g.name, self._catalog_names, getattr(g, "memory_mib", None),
                                        self._catalog_memory) for g in gpus]
                known = Counter(i for i in ids if i)
                names = ", ".join(dict.fromkeys(g.name for g in gpus))
                if known:
                    gid, count = known.most_common(1)[0]
                    self.set_current_gpu(gid, count)
                    text = self.tr("Found: {count} × {name}.").format(count=count, name=self.current_gpu.currentText())
                else:
                    text = self.tr("Found {names}, which is not in the catalog. Pick the closest card from the list."
                                   ).format(names=names)
        self._show_status(text)
        self.detection_finished.emit(text)

    def load_answers(self) -> None:
        a = self.wiz.answer
        cur = a("current_gpu")
        if isinstance(cur, dict) and self.current_gpu.findData(cur.get("id")) >= 0:
            self.current_gpu.setCurrentIndex(self.current_gpu.findData(cur.get("id")))
            self.current_count.setValue(int(cur.get("count", 1) or 1))
            self.current_box.setChecked(True)
        else:
            self.current_box.setChecked(False)
        self.current_gpu.setEnabled(self.current_box.isChecked())
        self.current_count.setEnabled(self.current_box.isChecked())
        self.os_buttons.get(str(a("os", "linux")), self.os_buttons["linux"]).setChecked(True)
        self.form_factor.setCurrentIndex(max(self.form_factor.findData(a("form_factor", "any")), 0))
        self.max_gpus.setValue(int(a("max_gpus", 1)))
        self.region.setCurrentIndex(max(self.region.findData(a("region", "any")), 0))

    def _on_os(self, checked: bool) -> None:
        if checked:
            for value, b in self.os_buttons.items():
                if b.isChecked():
                    self.set_answer("os", value)
