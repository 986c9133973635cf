"""Model: which model (searchable presets by family, or a custom size), precision, context and
users; expert settings; for HPC and rendering the working set. A live memory bar shows the VRAM
needed and where it goes, recomputed by the core (debounced) as the user types."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wizard.core.catalog import find_model, load_models
from wizard.core.messages import label as core_label
from wizard.core.messages import renderer_name
from wizard.core.profile import (
    DEFAULT_MODEL,
    MAX_BATCH_SIZE,
    MAX_CONTEXT_TOKENS,
    RENDERER_NAMES,
    Engine,
    KvPrecision,
    Optimizer,
    Precision,
    Renderer,
    TrainingPrecision,
)
from wizard.gui.pages.base import BasePage, accessible, format_number, hint, parse_number
from wizard.gui.text import content_lang, message_text
from wizard.gui.widgets.issue_label import IssueLabel
from wizard.gui.widgets.memory_bar import MemoryBar
from wizard.locale_format import format_number as format_quantity
from wizard.locale_format import model_title

if TYPE_CHECKING:
    from wizard.core.profile import Profile
    from wizard.gui.wizard import GpuWizard

ID_ROLE = Qt.ItemDataRole.UserRole
PLAIN_PRECISIONS = ("bf16", "int8", "int4")


def _size(billions: float) -> str:
    return f"{billions:.0f}" if billions >= 100 else f"{billions:.1f}"


class _EvenRowsDelegate(QStyledItemDelegate):
    """Every row as tall as the tallest. In Chinese "(激活 …)" falls back to the CJK font, whose line
    is taller than the Latin one, and the list's rows came out of uneven heights."""

    min_height = 0

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(hint.width(), max(hint.height(), self.min_height))

    def fit(self, tree: QTreeWidget) -> None:
        """Measure every cell of `tree` and make that the rows' height."""
        option = QStyleOptionViewItem()
        option.initFrom(tree)
        model = tree.model()
        tallest = 0
        parents = [QModelIndex()]
        while parents:
            parent = parents.pop()
            for row in range(model.rowCount(parent)):
                for col in range(model.columnCount(parent)):
                    tallest = max(tallest, QStyledItemDelegate.sizeHint(self, option, model.index(row, col, parent))
                                  .height())
                parents.append(model.index(row, 0, parent))
        self.min_height = tallest


class ModelPage(BasePage):
    PAGE_ID = 2
    FIELDS = ("model", "params_b", "precision", "context_tokens", "batch_size", "optimizer", "lora_rank",
              "gradient_checkpointing", "engine", "kv_cache_precision", "training_precision", "working_set_gb",
              "hpc_needs_fp64", "hpc_code", "renderer", "profile")

    def __init__(self, wizard: GpuWizard) -> None:
        super().__init__(wizard)
        self.setObjectName("modelPage")
        self._rebuild()
        wizard.profile_changed.connect(self._on_profile_changed)
        wizard.mode_changed.connect(lambda _e: self._fill_precisions())

    def build(self, body: QWidget) -> None:
        """Create the widgets (again after a language switch); texts come from self.tr()."""
        lay = QVBoxLayout(body)
        lay.setSpacing(8)

        # ---- LLM: which model
        self.llm_box = QWidget()
        llm = QVBoxLayout(self.llm_box)
        llm.setContentsMargins(0, 0, 0, 0)
        pick = QHBoxLayout()
        self.preset_radio = QRadioButton(self.tr("A &known model"))
        accessible(self.preset_radio, self.tr("Choose a known model"), self.tr("Pick a model from the list below."))
        self.custom_radio = QRadioButton(self.tr("Another model — enter its si&ze"))
        accessible(self.custom_radio, self.tr("Enter a custom model size"),
                   self.tr("For a model that is not in the list: give its size in billions of parameters."))
        grp = QButtonGroup(self)
        grp.addButton(self.preset_radio)
        grp.addButton(self.custom_radio)
        pick.addWidget(self.preset_radio)
        pick.addWidget(self.custom_radio)
        pick.addStretch(1)
        llm.addLayout(pick)

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search models, e.g. qwen, llama 70b, deepseek-r1:7b"))
        self.search.setClearButtonEnabled(True)
        accessible(self.search, self.tr("Search models"),
                   self.tr("Type part of a model's name or family, or its Ollama name (deepseek-r1:7b) or "
                           "Hugging Face name (Qwen/Qwen2.5-7B-Instruct)."))
        llm.addWidget(self.search)
        # What to pick when unsure, as the platform page says how many GPUs: a first-time buyer met some sixty
        # models with no word on which (first-time buyer review, 2026-12-02)
        llm.addWidget(hint(self.tr("Not sure? An 8B model such as Llama 3.1 8B or Qwen3 8B answers everyday questions "
                                   "on one 12-16 GB card; bigger ones (32B, 70B) answer better but need far more "
                                   "memory.")))
        # A search that finds nothing says what the list holds: "stable diffusion" had emptied it with no word
        # but "Choose a model or enter its size" (first-time buyer review, 2026-12-02).
        self.no_match = hint("")
        self.no_match.setObjectName("noModelMatch")
        self.no_match.hide()
        llm.addWidget(self.no_match)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Model"), self.tr("Size")])
        self.tree.setRootIsDecorated(True)
        self.tree.setMinimumHeight(150)
        accessible(self.tree, self.tr("Model presets by family"),
                   self.tr("Known models grouped by family; use the arrow keys to choose."))
        self._items: dict[str, QTreeWidgetItem] = {}
        families: dict[str, QTreeWidgetItem] = {}
        for m in load_models().models:
            fam = families.get(m.family)
            if fam is None:
                fam = QTreeWidgetItem(self.tree, [m.family])
                fam.setFlags(Qt.ItemFlag.ItemIsEnabled)
                families[m.family] = fam
            size = self.tr("{total} B").format(total=_size(m.total_params_b))
            if m.moe_experts:  # a multimodal dense model also runs less than it loads, but is not "active"-sized
                size = self.tr("{total} B ({active} B active)").format(
                    total=_size(m.total_params_b), active=_size(m.active_params_b))
            item = QTreeWidgetItem(fam, [m.name, size])
            item.setData(0, ID_ROLE, m.id)
            item.setToolTip(0, m.source.title)
            self._items[m.id] = item
        self._rows = _EvenRowsDelegate(self.tree)
        self.tree.setItemDelegate(self._rows)
        self._rows.fit(self.tree)
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        llm.addWidget(self.tree, 1)

        self.custom_box = QWidget()
        cust = QHBoxLayout(self.custom_box)
        cust.setContentsMargins(0, 0, 0, 0)
        size_label = QLabel(self.tr("How big is the model? (billions of parameters)"))
        self.params = QLineEdit()
        self.params.setPlaceholderText(self.tr("e.g. 7, 13, 32, 70"))
        self.params.setMaximumWidth(160)
        accessible(self.params, self.tr("Model size in billions of parameters"),
                   self.tr("The number in the model's name: 7B or 8B, 13B, 30B, 70B…"))
        size_label.setBuddy(self.params)
        cust.addWidget(size_label)
        cust.addWidget(self.params)
        cust.addStretch(1)
        llm.addWidget(self.custom_box)
        llm.addWidget(self.issue_label("params_b"))
        llm.addWidget(self.issue_label("model"))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.precision = QComboBox()
        accessible(self.precision, self.tr("Precision (quality and memory)"),
                   self.tr("Fewer bits per weight need less memory and run faster, with a small quality loss."))
        form.addRow(self.tr("&Quality:"), self.precision)
        # Out of the expert settings: a buyer who does not know the word "engine" still knows whether the
        # model will run in LM Studio or Ollama, and that answer sets the usual format (a 4-bit GGUF) and
        # the advice (llama.cpp builds, not PyTorch wheels). Inference only: training ignores it.
        self.engine = QComboBox()
        for value, text in ((Engine.UNKNOWN, self.tr("Not sure / any")),
                            (Engine.LLAMA_CPP, "llama.cpp / Ollama / LM Studio"),
                            (Engine.VLLM, "vLLM"), (Engine.TRANSFORMERS, "Hugging Face Transformers"),
                            (Engine.TENSORRT_LLM, "TensorRT-LLM")):
            self.engine.addItem(text, value.value)
        accessible(self.engine, self.tr("Inference engine"),
                   self.tr("The software that runs the model. LM Studio and Ollama are chat apps built on "
                           "llama.cpp; vLLM, Transformers and TensorRT-LLM are for programmers and servers."))
        self.engine_label = QLabel(self.tr("&Software that runs it:"))
        self.engine_label.setBuddy(self.engine)
        form.addRow(self.engine_label, self.engine)
        self.context = QSpinBox()
        self.context.setRange(1, MAX_CONTEXT_TOKENS)
        self.context.setSingleStep(1024)
        self.context.setGroupSeparatorShown(True)
        accessible(self.context, self.tr("Context length in tokens"),
                   self.tr("How much text the model sees at once: 1,000 tokens are about 750 English words. "
                           "4,096 suits chat; long documents need 32,768 or more."))
        form.addRow(self.tr("Conte&xt length (tokens):"), self.context)
        self.batch_label = QLabel(self.tr("Concurrent &users:"))
        self.batch = QSpinBox()
        self.batch.setRange(1, MAX_BATCH_SIZE)
        accessible(self.batch, self.tr("Concurrent users or batch size"),
                   self.tr("How many conversations run at the same time. For training: the sequences each GPU "
                           "takes per step; 1 with gradient accumulation trains the same and needs the least "
                           "memory."))
        self.batch_label.setBuddy(self.batch)
        form.addRow(self.batch_label, self.batch)
        llm.addLayout(form)
        llm.addWidget(self.issue_label("context_tokens"))
        self.context_note = IssueLabel(self)  # advice, not an error: longer than the model supports
        llm.addWidget(self.context_note)
        llm.addWidget(self.issue_label("batch_size"))

        self.expert_box = QGroupBox(self.tr("Expert settings"))
        ef = QFormLayout(self.expert_box)
        self.kv = QComboBox()
        for kv in KvPrecision:
            self.kv.addItem(kv.value.upper(), kv.value)
        accessible(self.kv, self.tr("KV cache precision"), self.tr("Storing the chat memory in fewer bits saves VRAM."))
        self.kv_label = QLabel(self.tr("KV cach&e:"))
        self.kv_label.setBuddy(self.kv)
        ef.addRow(self.kv_label, self.kv)
        self.optimizer = QComboBox()
        for value, text in ((Optimizer.ADAMW, "AdamW"), (Optimizer.ADAMW_8BIT, self.tr("AdamW 8-bit")),
                            (Optimizer.SGD, "SGD")):
            self.optimizer.addItem(text, value.value)
        accessible(self.optimizer, self.tr("Optimizer"), self.tr("AdamW keeps two extra numbers per trained weight."))
        self.optimizer_label = QLabel(self.tr("&Optimizer:"))
        self.optimizer_label.setBuddy(self.optimizer)
        ef.addRow(self.optimizer_label, self.optimizer)
        self.train_precision = QComboBox()
        self.train_precision.addItem(self.tr("Mixed precision (FP32 master weights)"), TrainingPrecision.MIXED.value)
        self.train_precision.addItem(self.tr("Pure BF16"), TrainingPrecision.BF16.value)
        accessible(self.train_precision, self.tr("Training precision"),
                   self.tr("Mixed precision keeps 16 bytes per parameter; pure BF16 keeps 8."))
        self.train_precision_label = QLabel(self.tr("&Training precision:"))
        self.train_precision_label.setBuddy(self.train_precision)
        ef.addRow(self.train_precision_label, self.train_precision)
        self.lora_rank = QSpinBox()
        self.lora_rank.setRange(1, 4096)
        accessible(self.lora_rank, self.tr("LoRA rank"), self.tr("Size of the adapters; 8-64 is typical."))
        self.lora_label = QLabel(self.tr("LoRA &rank:"))
        self.lora_label.setBuddy(self.lora_rank)
        ef.addRow(self.lora_label, self.lora_rank)
        self.checkpointing = QCheckBox(self.tr("&Gradient checkpointing (saves memory, ~30 % slower)"))
        accessible(self.checkpointing, self.tr("Gradient checkpointing"),
                   self.tr("Recompute activations instead of storing them; most fine-tuning recipes turn it on."))
        ef.addRow(self.checkpointing)
        llm.addWidget(self.expert_box)
        self.expert_only(self.expert_box)
        lay.addWidget(self.llm_box, 1)

        # ---- HPC / rendering
        self.ws_box = QWidget()
        ws = QFormLayout(self.ws_box)
        ws.setContentsMargins(0, 0, 0, 0)
        self.working_set = QLineEdit()
        self.working_set.setPlaceholderText(self.tr("e.g. 20"))
        self.working_set.setMaximumWidth(160)
        accessible(self.working_set, self.tr("Working set in GB"),
                   self.tr("The data that must sit in GPU memory at once: mesh, matrices or scene with textures."))
        self.ws_label = QLabel(self.tr("How much data must fit in GPU memory? (&GB)"))
        self.ws_label.setBuddy(self.working_set)
        ws.addRow(self.ws_label, self.working_set)
        ws.addRow(self.issue_label("working_set_gb"))
        self.fp64 = QCheckBox(self.tr("My code needs &double precision (FP64)"))
        accessible(self.fp64, self.tr("Needs double precision"),
                   self.tr("Most simulation codes (CFD, chemistry, finite elements) compute in FP64; "
                           "consumer cards are very slow at it."))
        ws.addRow(self.fp64)
        # What limits the code decides whether TFLOPS or memory bandwidth ranks the cards (roofline).
        self.hpc_code = QComboBox()
        self.hpc_code.addItem(self.tr("Not sure"), "unknown")
        self.hpc_code.addItem(self.tr("Moving data: CFD, finite elements, stencils, sparse solvers"), "memory_bound")
        self.hpc_code.addItem(self.tr("Arithmetic: N-body, Monte Carlo, particle codes"), "compute_bound")
        self.hpc_code.addItem(self.tr("Dense matrices: DGEMM, LU/QR solvers, quantum chemistry"), "dense_matrix")
        accessible(self.hpc_code, self.tr("What limits your code"),
                   self.tr("Codes that move a lot of data per operation run at the speed of the GPU's memory, "
                           "not of its arithmetic."))
        self.hpc_code_label = QLabel(self.tr("What &limits your code?"))
        self.hpc_code_label.setBuddy(self.hpc_code)
        ws.addRow(self.hpc_code_label, self.hpc_code)
        # The renderer decides which cards render at all: OctaneRender, Arnold, KeyShot and Karma XPU need NVIDIA
        self.renderer = QComboBox()
        self.renderer.addItem(self.tr("Not sure, or another"), Renderer.UNKNOWN.value)
        for value, name in RENDERER_NAMES.items():
            self.renderer.addItem(renderer_name(name, self.wiz.translate), value.value)
        accessible(self.renderer, self.tr("Your renderer"),
                   self.tr("Several renderers run on NVIDIA cards only; cards your renderer cannot use are left out."))
        self.renderer_label = QLabel(self.tr("&Renderer:"))
        self.renderer_label.setBuddy(self.renderer)
        ws.addRow(self.renderer_label, self.renderer)
        self.ws_hint = hint("")
        ws.addRow(self.ws_hint)
        lay.addWidget(self.ws_box)

        # ---- memory bar
        bar_box = QGroupBox(self.tr("GPU memory needed"))
        bl = QVBoxLayout(bar_box)
        self.memory_bar = MemoryBar()
        accessible(self.memory_bar, self.tr("GPU memory needed"),
                   self.tr("The VRAM your answers need and where it goes; the dashed line includes the headroom. "
                           "Memory is counted in GiB, as programs count it: 1 GiB is 1.074 GB, so a card sold as "
                           "16 GB holds 14.9 GiB, less what the driver and the desktop keep."))
        bl.addWidget(self.memory_bar)
        lay.addWidget(bar_box)
        lay.addWidget(self._page_issues)
        self._filler = QWidget()  # takes the spare height when the preset list is hidden
        lay.addWidget(self._filler, 1)

        self.preset_radio.toggled.connect(self._on_source_changed)
        self.search.textChanged.connect(self._on_search)
        self.tree.currentItemChanged.connect(self._on_preset_changed)
        self.params.textChanged.connect(self._on_params)
        self.precision.currentIndexChanged.connect(
            lambda: self.set_answer("precision", self.precision.currentData()))
        self.context.valueChanged.connect(lambda v: self.set_answer("context_tokens", v))
        self.batch.valueChanged.connect(lambda v: self.set_answer("batch_size", v))
        self.engine.currentIndexChanged.connect(lambda: self.set_answer("engine", self.engine.currentData()))
        self.kv.currentIndexChanged.connect(lambda: self.set_answer("kv_cache_precision", self.kv.currentData()))
        self.optimizer.currentIndexChanged.connect(lambda: self.set_answer("optimizer", self.optimizer.currentData()))
        self.train_precision.currentIndexChanged.connect(
            lambda: self.set_answer("training_precision", self.train_precision.currentData()))
        self.lora_rank.valueChanged.connect(lambda v: self.set_answer("lora_rank", v))
        self.checkpointing.toggled.connect(lambda v: self.set_answer("gradient_checkpointing", v))
        self.working_set.textChanged.connect(lambda t: self.set_answer("working_set_gb", parse_number(t)))
        self.fp64.toggled.connect(lambda v: self.set_answer("hpc_needs_fp64", v))
        self.hpc_code.currentIndexChanged.connect(lambda: self.set_answer("hpc_code", self.hpc_code.currentData()))
        self.renderer.currentIndexChanged.connect(lambda: self.set_answer("renderer", self.renderer.currentData()))

    # ------------------------------------------------------------------ helpers
    def _workload(self) -> str:
        return str(self.wiz.answer("workload", "inference"))

    def _is_llm(self) -> bool:
        return self._workload() not in ("hpc", "rendering")

    def _fill_precisions(self) -> None:
        was = self._loading
        self._loading = True
        current = self.wiz.answer("precision")
        self.precision.clear()
        auto = self.tr("Automatic — the usual choice for this job (recommended)")
        self.precision.addItem(auto, None)
        plain = {
            "bf16": self.tr("Full quality (16-bit)"),
            "int8": self.tr("Good quality, half the memory (8-bit)"),
            "int4": self.tr("Smaller, slight quality loss (4-bit)"),
        }
        for value in PLAIN_PRECISIONS:
            self.precision.addItem(plain[value], value)
        for p in Precision:
            if p.value in PLAIN_PRECISIONS:
                continue
            if self.wiz.expert or p.value == current:
                self.precision.addItem(self.tr("{name} (expert)").format(name=p.value.upper()), p.value)
        idx = self.precision.findData(current)
        self.precision.setCurrentIndex(max(idx, 0))
        self._loading = was

    def load_answers(self) -> None:
        llm = self._is_llm()
        workload = self._workload()
        training = workload in ("lora", "qlora", "full_finetune", "pretraining")
        self.llm_box.setVisible(llm)
        self.ws_box.setVisible(not llm)
        if llm:
            self.setTitle(self.tr("Which model, and how will you use it?"))
            self.setSubTitle(self.tr("Pick a known model or enter its size. The bar below shows the GPU memory "
                                     "it needs."))
        elif workload == "hpc":
            self.setTitle(self.tr("How big are your simulations?"))
            self.setSubTitle(self.tr("The data must fit in GPU memory; double precision decides the right cards."))
        else:
            self.setTitle(self.tr("How big are your scenes?"))
            self.setSubTitle(self.tr("The scene with its textures must fit in GPU memory."))
        self.fp64.setVisible(workload == "hpc")
        self.hpc_code.setVisible(workload == "hpc")
        self.hpc_code_label.setVisible(workload == "hpc")
        self.renderer.setVisible(workload == "rendering")
        self.renderer_label.setVisible(workload == "rendering")
        self.ws_hint.setText(self.tr("Not sure? A large Blender scene with 4K textures takes 10-20 GB.")
                             if workload == "rendering" else
                             self.tr("Not sure? Count the arrays your code keeps on the GPU, in GB."))
        self.batch_label.setText(self.tr("Batch s&ize per GPU:") if training else self.tr("Concurrent &users:"))
        a = self.wiz.answer
        self._fill_precisions()
        self.context.setValue(int(a("context_tokens", 4096)) if isinstance(a("context_tokens"), int) else 4096)
        self.batch.setValue(int(a("batch_size", 1)) if isinstance(a("batch_size", 1), int) else 1)
        for combo, key, default in ((self.engine, "engine", "unknown"), (self.kv, "kv_cache_precision", "fp16"),
                                    (self.optimizer, "optimizer", "adamw"),
                                    (self.train_precision, "training_precision", "mixed")):
            combo.setCurrentIndex(max(combo.findData(a(key, default)), 0))
        self.lora_rank.setValue(int(a("lora_rank", 16)))
        self.checkpointing.setChecked(bool(a("gradient_checkpointing", True)))
        self.working_set.setText(format_number(a("working_set_gb")))
        self.fp64.setChecked(bool(a("hpc_needs_fp64", True)))
        self.hpc_code.setCurrentIndex(max(self.hpc_code.findData(a("hpc_code", "unknown")), 0))
        self.renderer.setCurrentIndex(max(self.renderer.findData(a("renderer", "unknown")), 0))
        # "Another model" with its size left empty is kept as a model of none (_on_source_changed: keep_none):
        # shown so again, not as the default model highlighted under "Choose a model" (GUI review, 2026-12-02)
        custom_unsized = "model" in self.wiz.answers and a("model") is None and a("params_b") is None
        if a("params_b") is not None or custom_unsized:
            self.custom_radio.setChecked(True)
            self.params.setText(format_number(a("params_b")))
        else:
            self.preset_radio.setChecked(True)
            item = self._items.get(a("model") or DEFAULT_MODEL)
            if item is not None:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item, QTreeWidget.ScrollHint.PositionAtCenter)
        self._show_source()
        self._training_rows(training, workload)
        self._update_bar(self.wiz.profile())

    def _training_rows(self, training: bool, workload: str) -> None:
        # Guided mode shows the batch only as "concurrent users" for inference.
        self._expert_widgets = [self.expert_box]
        if training:
            self._expert_widgets += [self.batch_label, self.batch]
        else:
            self.batch_label.setVisible(True)
            self.batch.setVisible(True)
        for w in (self.optimizer, self.optimizer_label, self.train_precision, self.train_precision_label,
                  self.checkpointing):
            w.setEnabled(training)
        for w in (self.lora_rank, self.lora_label):
            w.setEnabled(workload in ("lora", "qlora"))
        for w in (self.kv, self.kv_label):
            w.setEnabled(not training)
        for w in (self.engine, self.engine_label):
            w.setVisible(workload == "inference")

    def _show_source(self) -> None:
        custom = self.custom_radio.isChecked()
        outer = self._body.layout() if self._body is not None else None
        if outer is not None:
            outer.setStretchFactor(self.llm_box, 0 if custom or not self._is_llm() else 1)
        self._filler.setVisible(custom or not self._is_llm())
        self.custom_box.setVisible(custom)
        self.search.setVisible(not custom)
        self.tree.setVisible(not custom)

    # ------------------------------------------------------------------ slots
    def _on_source_changed(self) -> None:
        self._show_source()
        if self._loading:
            return
        if self.custom_radio.isChecked():
            self.wiz.set_answer("model", None)
            value = parse_number(self.params.text(), "params")
            if value is None:
                self.set_answer("model", None, keep_none=True)  # "choose a model or enter its size"
            else:
                self.set_answer("params_b", value)
            self.params.setFocus()
        else:
            self.wiz.set_answer("params_b", None)
            item = self.tree.currentItem()
            model = item.data(0, ID_ROLE) if item is not None else None
            self.set_answer("model", model or DEFAULT_MODEL)

    def _on_search(self, text: str) -> None:
        words = text.lower().split()

        def hay(child: QTreeWidgetItem) -> str:
            fam = child.parent()
            return f"{fam.text(0)} {child.text(0)} {child.data(0, ID_ROLE)} {child.text(1)}".lower()

        shown = {model_id for model_id, item in self._items.items() if all(w in hay(item) for w in words)}
        if not shown and len(words) == 1:
            # A name the core knows for one preset though its words are not in the list ("deepseek-r1:7b" from
            # Ollama, "Qwen/Qwen2.5-7B-Instruct"): that preset. Only when the words find nothing: "qwen3"
            # (Ollama's qwen3:8b) still lists every Qwen3 model while the user types.
            named = find_model(text)
            shown = {named.id} if named is not None else set()
        for i in range(self.tree.topLevelItemCount()):
            fam = self.tree.topLevelItem(i)
            any_shown = False
            for j in range(fam.childCount()):
                child = fam.child(j)
                visible = child.data(0, ID_ROLE) in shown
                child.setHidden(not visible)
                any_shown |= visible
            fam.setHidden(not any_shown)
        self.no_match.setVisible(bool(words) and not shown)
        if words and not shown:
            # Nothing matches: no model is chosen (the hidden earlier choice had stayed the answer, and Enter
            # went on with it unseen)
            self.no_match.setText(self.tr(
                "No model matches \u201c{text}\u201d. The list holds language models (chat, code, reasoning); for "
                "another one, choose 'Another model — enter its size'. Image, video and speech models "
                "(Stable Diffusion, Flux, Whisper) are not covered.").format(text=text.strip()))
            self.set_answer("model", None, keep_none=True)
            return
        current = self.tree.currentItem()
        if words and (current is None or current.isHidden()):
            for item in self._items.values():
                if not item.isHidden():
                    self.tree.setCurrentItem(item)
                    break
        self._on_preset_changed(self.tree.currentItem(), None)  # the shown choice becomes the answer

    def _on_preset_changed(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if current is None or current.data(0, ID_ROLE) is None or self.custom_radio.isChecked():
            return
        if self.wiz.answer("params_b") is not None:
            self.wiz.set_answer("params_b", None)
        self.set_answer("model", current.data(0, ID_ROLE))

    def _on_params(self, text: str) -> None:
        if not self.custom_radio.isChecked():
            return
        value: Any = parse_number(text, "params")
        if value is None:
            self.wiz.set_answer("params_b", None)
            self.set_answer("model", None, keep_none=True)
        else:
            if "model" in self.wiz.answers:
                self.wiz.set_answer("model", None)
            self.set_answer("params_b", value)

    def _on_profile_changed(self, profile: Profile | None) -> None:
        if self.wiz.currentId() == self.PAGE_ID:
            self._update_bar(profile)

    def _update_bar(self, profile: Profile | None) -> None:
        if profile is None:
            self.memory_bar.set_unavailable(self.tr("Fix the answer marked above to see the memory needed."))
            return
        from wizard.core.arch import profile_arch
        from wizard.core.constants import load_constants
        from wizard.core.recommend import requirement
        from wizard.core.rules import context_beyond_model

        arch = profile_arch(profile)
        req = requirement(profile, arch, load_constants())
        tr = self.wiz.translate
        beyond = context_beyond_model(profile, arch)
        self.context_note.set_messages([message_text(beyond, tr)] if beyond else [], "warning")
        parts = [(k, core_label(k, tr), v) for k, v in req.breakdown.items()]
        name = model_title(req, tr, content_lang()) or ""
        if profile.uses_native_precision():  # "Automatic" took the released format (DeepSeek-V3: FP8): say so
            name = self.tr("{name} (as released, {precision})").format(
                name=name, precision=profile.effective_precision().value.upper())
        elif profile.chats_with_unnamed_software():  # "Automatic" + "Not sure": the chat apps' 8-bit GGUF
            name = self.tr("{name} (in {precision}, as LM Studio and Ollama run it)").format(
                name=name, precision=profile.effective_precision().value.upper())
        elif profile.serves_in_vllm():  # more users than a chat app serves, on Linux/WSL2: vLLM, 16-bit
            name = self.tr("{name} (in {precision}, as vLLM serves it to {users} users)").format(
                name=name, precision=profile.effective_precision().value.upper(), users=profile.batch_size)
        summary = self.tr("{name}: about {need} GiB of GPU memory; cards with {rec} GiB or more leave room to spare "
                          "(those with less are marked as a tight fit).")
        lang = content_lang()  # 1,250.0 GiB for DeepSeek-V3 in 16 bits, grouped as the report groups it
        need, recommended = format_quantity(req.vram_gb, lang, 1), format_quantity(req.vram_gb_recommended, lang, 0)
        self.memory_bar.set_breakdown(summary.format(name=name, need=need, rec=recommended)
                                      .lstrip(": \uff1a"), parts, req.vram_gb_recommended)  # no name: no colon
