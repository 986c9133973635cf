"""Workload: what the GPUs are for, one choice with an icon and one line of explanation each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wizard.gui.icons import drawn_icon
from wizard.gui.pages.base import BasePage, accessible, hint

if TYPE_CHECKING:
    from wizard.gui.wizard import GpuWizard

FINETUNE = ("lora", "qlora", "full_finetune")


class WorkloadPage(BasePage):
    PAGE_ID = 1
    FIELDS = ("workload",)

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__(wizard)
        self.setObjectName("workloadPage")
        self._rebuild()

    def build(self, body: QWidget) -> None:
        """Create the widgets (again after a language switch); texts come from self.tr()."""
        self.setTitle(self.tr("What will the GPUs do?"))
        self.setSubTitle(self.tr("Pick the main job. You can come back and change it at any time."))
        lay = QVBoxLayout(body)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        choices = [
            ("inference", "chat", self.tr("Run a &chatbot or other AI model (inference)"),
             self.tr("Answer questions, write, translate or code with a model such as Qwen, Llama or DeepSeek.")),
            ("finetune", "tune", self.tr("Fine-t&une a model on your own data"),
             self.tr("Teach an existing model your documents or style: LoRA, QLoRA (least memory) or full.")),
            ("pretraining", "train", self.tr("&Train a model from scratch"),
             self.tr("Build a new model; needs the most memory and usually several GPUs.")),
            ("hpc", "hpc", self.tr("&Scientific computing (HPC)"),
             self.tr("Simulations and numerical codes, often in double precision (FP64).")),
            ("rendering", "render", self.tr("3D &rendering"),
             self.tr("Blender, V-Ray, Redshift, OctaneRender; speeds are Blender benchmark scores.")),
        ]
        row = 0
        for value, icon, text, explanation in choices:
            button = QRadioButton(text)
            button.setIcon(drawn_icon(icon))
            button.setIconSize(QSize(32, 32))
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            accessible(button, text.replace("&", ""), explanation)
            button.setObjectName(f"workload_{value}")
            self.group.addButton(button)
            self.buttons[value] = button
            grid.addWidget(button, row, 0)
            grid.addWidget(self._indented(hint(explanation)), row + 1, 0)
            row += 2
            if value == "finetune":
                self.finetune_box = QWidget()
                sub = QHBoxLayout(self.finetune_box)
                sub.setContentsMargins(44, 0, 0, 6)
                self.sub_group = QButtonGroup(self)
                for sub_value, sub_text, tip in (
                    ("lora", self.tr("LoRA"),
                     self.tr("Small adapters on a 16-bit model: good quality, moderate memory.")),
                    ("qlora", self.tr("QLoRA (4-bit, least memory)"),
                     self.tr("Adapters on a 4-bit model: fits big models on one consumer card.")),
                    ("full_finetune", self.tr("Full fine-tuning"),
                     self.tr("Update every weight: best control, needs several times more memory.")),
                ):
                    b = QRadioButton(sub_text)
                    accessible(b, sub_text, tip)
                    b.setObjectName(f"workload_{sub_value}")
                    self.sub_group.addButton(b)
                    self.buttons[sub_value] = b
                    sub.addWidget(b)
                    b.toggled.connect(self._on_changed)
                sub.addStretch(1)
                grid.addWidget(self.finetune_box, row, 0)
                row += 1
            button.toggled.connect(self._on_changed)
        lay.addLayout(grid)
        # What the app does not size, said before a buyer goes looking (Stable Diffusion had found nothing, unsaid)
        lay.addWidget(hint(self.tr("Not covered: image, video and speech models (Stable Diffusion, Flux, "
                                   "Whisper). The chatbot choice sizes language models.")))
        lay.addWidget(self.issue_label("workload"))
        lay.addStretch(1)

    @staticmethod
    def _indented(w: QLabel) -> QWidget:
        box = QWidget()
        h = QHBoxLayout(box)
        h.setContentsMargins(44, 0, 0, 8)
        h.addWidget(w)
        return box

    def load_answers(self) -> None:
        value = self.wiz.answer("workload", "inference")
        if value in FINETUNE:
            self.buttons["finetune"].setChecked(True)
            self.buttons[value].setChecked(True)
        elif value in self.buttons:
            self.buttons[value].setChecked(True)
        self.finetune_box.setEnabled(self.buttons["finetune"].isChecked())

    def selected(self) -> str:
        if self.buttons["finetune"].isChecked():
            for v in FINETUNE:
                if self.buttons[v].isChecked():
                    return v
            return "lora"
        for v in ("inference", "pretraining", "hpc", "rendering"):
            if self.buttons[v].isChecked():
                return v
        return "inference"

    def _on_changed(self, checked: bool) -> None:
        if not checked:
            return
        ft = self.buttons["finetune"].isChecked()
        self.finetune_box.setEnabled(ft)
        if ft and self.sub_group.checkedButton() is None:
            self.buttons["lora"].setChecked(True)
            return
        self.set_answer("workload", self.selected())
