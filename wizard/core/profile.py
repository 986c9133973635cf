"""The user's answers: one pydantic Profile, the interchange format of every front end.

A profile is a JSON file (`gpu-wizard recommend --profile FILE`); the GUI reads and writes the
same model. Only `workload` is required; every other field has a default that suits a first-time
buyer. Unknown keys are rejected so a typo never silently falls back to a default.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from functools import cache, wraps
from types import UnionType
from typing import Annotated, Any, TypeVar, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from wizard.core.errors import (
    CURRENCY_CLASH,
    MODEL_OR_SIZE,
    PLUGS_NEED_PSU,
    PSU_OR_CAP,
    RATE_PER_DOLLAR,
    SIXTEEN_NEEDS_EIGHT,
)
from wizard.core.translatable import QT_TRANSLATE_NOOP

# The largest model size and context a profile takes: one limit for the command line, the app's checks
# (validation.check_answers) and its fields. The app had stopped at 2,000,000 tokens where a profile took
# 10,000,000 (Llama 4 Scout's), and a profile it opened then left the last shortlist on screen (GUI review).
MIN_PARAMS_B = 0.01  # 10 million parameters: smaller is almost surely a slip (0.007 for 7)
MAX_PARAMS_B = 20_000.0
MAX_CONTEXT_TOKENS = 10_000_000
MAX_BATCH_SIZE = 4096  # concurrent users or a training batch; the app's box had taken 100,000 (GUI review)

class Workload(StrEnum):
    INFERENCE = "inference"
    LORA = "lora"
    QLORA = "qlora"
    FULL_FINETUNE = "full_finetune"
    PRETRAINING = "pretraining"
    HPC = "hpc"
    RENDERING = "rendering"

    @property
    def is_llm(self) -> bool:
        return self not in _NOT_LLM

    @property
    def is_training(self) -> bool:
        return self in _TRAINING

    @property
    def copies_to_each_gpu(self) -> bool:
        """Each GPU holds the whole job, so more GPUs add speed, not memory: renderers copy the scene to
        every card (Cycles, OptiX). Models are split across cards and HPC domains decomposed."""
        return self is Workload.RENDERING


# Sets, not tuples of members: the rules ask for every configuration (a hash lookup, not up to four compares).
_NOT_LLM = frozenset({Workload.HPC, Workload.RENDERING})
_TRAINING = frozenset({Workload.LORA, Workload.QLORA, Workload.FULL_FINETUNE, Workload.PRETRAINING})


class Precision(StrEnum):
    FP32 = "fp32"
    BF16 = "bf16"
    FP16 = "fp16"
    FP8 = "fp8"
    INT8 = "int8"
    Q8_0 = "q8_0"
    Q6_K = "q6_k"
    Q5_K_M = "q5_k_m"
    Q4_K_M = "q4_k_m"
    Q4_0 = "q4_0"
    NF4 = "nf4"
    INT4 = "int4"
    # llama.cpp's GGUF of a model released in MXFP4 (gpt-oss): the MoE experts stay MXFP4 and every
    # other weight is Q8_0 (memory.weight_bytes). Not AWQ/GPTQ's int4, which llama.cpp cannot load.
    MXFP4 = "mxfp4"

    @property
    def is_gguf(self) -> bool:
        return self in _GGUF


# llama.cpp's GGUF formats: the K- and legacy quants ("q..."), and MXFP4's GGUF (gpt-oss).
_GGUF = frozenset(p for p in Precision if p.value.startswith("q") or p is Precision.MXFP4)
# The GGUF format llama.cpp uses for a plain precision answer (Profile.effective_precision).
GGUF_FOR_PLAIN: dict[Precision, Precision] = {Precision.INT8: Precision.Q8_0, Precision.INT4: Precision.Q4_K_M}
# ...and back: the plain answer that means a GGUF format there (what the app's Quality list names in words).
PLAIN_FOR_GGUF: dict[Precision, Precision] = {gguf: plain for plain, gguf in GGUF_FOR_PLAIN.items()}
# The GGUF llama.cpp runs for a model released in a sub-16-bit format, when that format has one: the
# presets released in int4 are all MXFP4 ones (gpt-oss; tests/test_catalog.py checks their notes), and
# their GGUFs keep the experts in MXFP4 (ggml-org/gpt-oss-*-GGUF, llama-quantize's MXFP4_MOE type).
# DeepSeek-V3's FP8 has none: its GGUFs are ordinary quantisations, sized as Q4_K_M.
GGUF_FOR_RELEASED: dict[Precision, Precision] = {Precision.INT4: Precision.MXFP4}
# The most users at once a chat app is taken to serve: "By default, Max Concurrent Predictions is set to
# 4" (LM Studio docs, app/advanced/parallel-requests). More than that is sized as a serving engine.
CHAT_APP_MAX_USERS = 4
# The exchange rates a profile may give, units per US dollar (Profile._per_dollar; errors.RATE_PER_DOLLAR).
RATE_BOUNDS: dict[str, tuple[float, float]] = {"USD": (1.0, 1.0), "CNY": (1.0, 20.0), "EUR": (0.3, 3.0)}


class KvPrecision(StrEnum):
    FP16 = "fp16"
    FP8 = "fp8"
    Q8_0 = "q8_0"
    Q4_0 = "q4_0"


class Engine(StrEnum):
    UNKNOWN = "unknown"
    TRANSFORMERS = "transformers"
    VLLM = "vllm"
    LLAMA_CPP = "llama.cpp"
    TENSORRT_LLM = "tensorrt-llm"


class Optimizer(StrEnum):
    ADAMW = "adamw"
    ADAMW_8BIT = "adamw_8bit"
    SGD = "sgd"


class TrainingPrecision(StrEnum):
    MIXED = "mixed"  # fp32 master weights and moments, bf16 compute (ZeRO's 16 bytes/parameter)
    BF16 = "bf16"  # everything in bf16 (torchtune, several fine-tuning recipes)


class Currency(StrEnum):
    CNY = "CNY"
    USD = "USD"
    EUR = "EUR"


class OperatingSystem(StrEnum):
    WINDOWS = "windows"
    LINUX = "linux"
    WSL2 = "wsl2"


class HpcCode(StrEnum):
    """What limits a simulation code: the arithmetic, or the memory traffic it needs per operation."""

    UNKNOWN = "unknown"
    MEMORY_BOUND = "memory_bound"  # CFD, finite volumes/elements, stencils, sparse solvers
    COMPUTE_BOUND = "compute_bound"  # N-body, Monte Carlo, particle codes: the vector units
    # Dense matrices (DGEMM, LU/QR/Cholesky solvers, quantum chemistry): cuBLAS and rocBLAS run FP64 on the
    # matrix units (Gpu.fp64_matrix_tflops), twice the vector rate on an A100 or H100. Taken as the vector
    # rate, a B200 (37 TFLOPS) had ranked above an H100 SXM (67 on its tensor cores) for DGEMM.
    DENSE_MATRIX = "dense_matrix"


class Renderer(StrEnum):
    """The renderer a rendering answer uses: it decides which vendors' cards render at all (data/ecosystem.toml
    [renderers]). An Octane or Arnold user had been shortlisted Radeon and Arc cards that cannot render for
    them, under a warning only (rendering review, 2026-12-02)."""

    UNKNOWN = "unknown"
    BLENDER = "blender"  # Cycles
    VRAY = "vray"
    REDSHIFT = "redshift"
    OCTANE = "octane"
    ARNOLD = "arnold"
    KEYSHOT = "keyshot"
    KARMA = "karma"  # Houdini's Karma XPU


# How each renderer is named to the user: proper names, the same in every language, but for KeyShot's mode, which
# the Chinese app had shown in English; a front end shows each through translate("messages", name)
# (messages.render does for a "renderer" parameter).
RENDERER_NAMES: dict[Renderer, str] = {
    Renderer.BLENDER: "Blender (Cycles)", Renderer.VRAY: "V-Ray GPU", Renderer.REDSHIFT: "Redshift",
    Renderer.OCTANE: "OctaneRender", Renderer.ARNOLD: "Arnold GPU",
    Renderer.KEYSHOT: QT_TRANSLATE_NOOP("messages", "KeyShot (GPU mode)"), Renderer.KARMA: "Karma XPU"}


class FormFactorChoice(StrEnum):
    DESKTOP = "desktop"
    SERVER = "server"
    ANY = "any"


class Region(StrEnum):
    ANY = "any"
    CN = "cn"


class CoolingChoice(StrEnum):
    ANY = "any"  # not sure / does not matter
    CASE_FANS = "case_fans"  # an ordinary desktop case: cards must bring their own fans
    SERVER_AIRFLOW = "server_airflow"  # a rack server's high-pressure front-to-back airflow
    QUIET = "quiet"  # an office where noise matters


class BudgetScope(StrEnum):
    PER_MACHINE = "per_machine"
    TOTAL = "total"


class _Strict(BaseModel):
    # allow_inf_nan: JSON's NaN / Infinity (Python's json accepts them) get "should be a finite number",
    # not "should be less than or equal to 10000000000 (got nan)"
    model_config = ConfigDict(extra="forbid", defer_build=True, validate_assignment=True, allow_inf_nan=False)

    @field_validator("*", mode="before")
    @classmethod
    def _no_true_or_false_for_a_number(cls, value: object, info: ValidationInfo) -> object:
        """JSON's true and false are no numbers: pydantic's lax mode had read "machines": true as one
        machine and a budget's "amount": true as $1 (nothing fit, for no visible reason). Digits in
        quotes ("8192") are still read, as people write them. (A mapping's values: not_true_or_false.)"""
        if isinstance(value, bool) and info.field_name is not None and _numeric_field(cls, info.field_name):
            return not_true_or_false(value)  # raises
        return value


def not_true_or_false(value: object) -> object:
    """`value`, unless it is a JSON true or false where a number belongs (a field validator)."""
    if isinstance(value, bool):
        raise PydanticCustomError("float_type", "Input should be a number")
    return value


@cache
def _numeric_field(model: type[BaseModel], name: str) -> bool:
    return _numeric(model.model_fields[name].annotation)


def _numeric(annotation: object) -> bool:
    origin = get_origin(annotation)
    if origin is Annotated:
        return _numeric(get_args(annotation)[0])
    if origin is Union or origin is UnionType:
        return any(_numeric(a) for a in get_args(annotation))
    return annotation in (int, float)


# What people write for a currency besides its code: "RMB" had been refused ("should be 'CNY', 'USD' or 'EUR'").
CURRENCY_ALIASES = {"RMB": "CNY", "¥": "CNY", "￥": "CNY", "元": "CNY", "人民币": "CNY", "$": "USD", "US$": "USD",
                    "美元": "USD", "€": "EUR", "欧元": "EUR"}


def currency_code(text: str) -> str:
    """A currency as written ("rmb", "¥", "人民币", "usd") -> its code ("CNY", "USD"); other text upper-cased
    (a profile's budget and a quote sheet's currency column both read it)."""
    text = text.strip()
    return CURRENCY_ALIASES.get(text.upper(), CURRENCY_ALIASES.get(text, text.upper()))


class Budget(_Strict):
    amount: Annotated[float, Field(gt=0, le=1e10)]
    currency: Currency = Currency.USD
    scope: BudgetScope = BudgetScope.PER_MACHINE

    @model_validator(mode="before")
    @classmethod
    def _amount_as_written(cls, data: Any) -> Any:
        """An amount given as text is read as the app reads a typed one (typed_numbers), in the budget's
        currency: "15.000", fifteen thousand in much of Europe, had been taken by pydantic as 15 (nothing fit,
        and no word why), while the app's own reading refuses it as ambiguous (GUI review, 2026-12-02). Text
        it cannot read stays as it is, for the field's own error (validation.number_issue words it)."""
        if not isinstance(data, dict) or not isinstance(data.get("amount"), str):
            return data
        from wizard.core.typed_numbers import NumberKind, typed_number  # it imports this module

        currency = data.get("currency")
        code = currency_code(currency) if isinstance(currency, str) else Currency.USD.value
        read = typed_number(data["amount"], NumberKind.MONEY, code)
        return {**data, "amount": read} if isinstance(read, float) else data

    @field_validator("amount", mode="before")
    @classmethod
    def _unread_text(cls, value: object) -> object:
        """Text _amount_as_written could not read is no amount (pydantic's own reading would take "15.000")."""
        if isinstance(value, str):
            raise PydanticCustomError("float_parsing", "Input should be a valid number, unable to parse string as a "
                                                       "number")
        return value

    @field_validator("currency", mode="before")
    @classmethod
    def _currency_alias(cls, value: object) -> object:
        return currency_code(value) if isinstance(value, str) else value


class Power(_Strict):
    psu_watts: Annotated[float, Field(gt=0, le=20000)] | None = None
    max_gpu_watts: Annotated[float, Field(gt=0, le=100000)] | None = None
    # The GPU power plugs of the user's supply (wizard/core/power.py, PciePlugs): PCIe 8-pin (6+2) plugs
    # and native 16-pin 12V-2x6/12VHPWR plugs. Not given: not checked.
    pcie_8pin: Annotated[int, Field(ge=0, le=32)] | None = None
    pcie_16pin: Annotated[int, Field(ge=0, le=16)] | None = None

    @model_validator(mode="after")
    def _one_of(self) -> Power:
        if self.psu_watts is not None and self.max_gpu_watts is not None:
            raise ValueError(PSU_OR_CAP)
        if (self.pcie_8pin is not None or self.pcie_16pin is not None) and self.psu_watts is None:
            raise ValueError(PLUGS_NEED_PSU)
        if self.pcie_16pin is not None and self.pcie_8pin is None:
            raise ValueError(SIXTEEN_NEEDS_EIGHT)
        return self


class Electricity(_Strict):
    price_per_kwh: Annotated[float, Field(ge=0, le=100)] | None = None  # in the budget currency
    hours_per_day: Annotated[float, Field(ge=0, le=24)] = 8
    years: Annotated[float, Field(gt=0, le=20)] = 3


class CurrentGpu(_Strict):
    """A card the user already has: "will my new workload fit it, and what would an upgrade buy?"."""

    id: str
    count: Annotated[int, Field(ge=1, le=64)] = 1


DEFAULT_MODEL = "llama-3.1-8b"


@cache
def _native_precisions() -> dict[str, Precision]:
    """Preset id -> the format its weights are released in, for presets not released in 16 bits. One
    dict for the process: the rules ask for the precision of every configuration they weigh."""
    from wizard.core.catalog import load_models  # here: the catalog module imports this one

    return {m.id: m.native_precision for m in load_models().models if m.native_precision is not None}


T = TypeVar("T")


def _remembered(method: Callable[[Any], T]) -> Callable[[Any], T]:
    """Remember what a Profile method works out from the answers, per profile object. `recommend` asks
    the same few questions (the format, the engine...) for every one of ~800 configurations, and each
    answer is a chain of other questions: remembering them made benchmarks/bench_recommend.py about a
    third faster. The memory is emptied when an answer is assigned and not carried into copies
    (Profile.__setattr__, __copy__, __deepcopy__, so model_copy(update=...) too). Only for methods of the
    top-level answers: a nested object changed in place (profile.budget.amount = ...) would not empty it."""
    name = method.__name__

    @wraps(method)
    def remembered(self: Any) -> T:
        memo: dict[str, Any] = self.__pydantic_private__["_memo"]  # not self._memo: pydantic's slow __getattr__
        if name not in memo:
            memo[name] = method(self)
        value: T = memo[name]
        return value

    return remembered


# The base-weight formats LoRA trains on (peft over 16/32-bit, bitsandbytes 8-bit or NF4).
LORA_BASE_FORMATS = frozenset({Precision.BF16, Precision.FP16, Precision.FP32, Precision.INT8, Precision.NF4})


class Profile(_Strict):
    _memo: dict[str, Any] = PrivateAttr(default_factory=dict)  # see _remembered()
    workload: Workload
    model: str | None = None  # a preset id
    params_b: Annotated[float, Field(ge=MIN_PARAMS_B, le=MAX_PARAMS_B)] | None = None  # a custom model, billions
    precision: Precision | None = None  # None: the usual choice for the workload and engine
    kv_cache_precision: KvPrecision = KvPrecision.FP16
    engine: Engine = Engine.UNKNOWN
    context_tokens: Annotated[int, Field(ge=1, le=MAX_CONTEXT_TOKENS)] = 4096
    batch_size: Annotated[int, Field(ge=1, le=MAX_BATCH_SIZE)] = 1
    gradient_checkpointing: bool = True
    optimizer: Optimizer = Optimizer.ADAMW
    lora_rank: Annotated[int, Field(ge=1, le=4096)] = 16
    training_precision: TrainingPrecision = TrainingPrecision.MIXED
    working_set_gb: Annotated[float, Field(gt=0, le=100_000)] | None = None
    hpc_needs_fp64: bool = True
    hpc_code: HpcCode = HpcCode.UNKNOWN
    renderer: Renderer = Renderer.UNKNOWN
    budget: Budget | None = None
    # The currency of prices, quotes and electricity when no budget is given, and of a budget that names none (one
    # that names another is refused: _one_currency): a buyer in China who left the budget empty had been shown
    # dollars, and the app's quotes in yuan read as dollars (GUI review, 2026-12-02).
    currency: Currency | None = None
    os: OperatingSystem = OperatingSystem.LINUX
    power: Power | None = None
    max_gpus: Annotated[int, Field(ge=1, le=64)] = 1
    machines: Annotated[int, Field(ge=1, le=10_000)] = 1
    form_factor: FormFactorChoice = FormFactorChoice.ANY
    cooling: CoolingChoice = CoolingChoice.ANY
    region: Region = Region.ANY
    electricity: Electricity = Field(default_factory=Electricity)
    # At least 1 in any currency: a quote that rounds to nothing ranked its card first at "¥0" and scored
    # every other card 0 (quotes.MIN_PRICE holds a quote sheet's cells to 10).
    price_overrides: dict[str, Annotated[float, BeforeValidator(not_true_or_false), Field(ge=1, lt=1e9)]] = Field(
        default_factory=dict)
    exchange_rates: dict[Currency, Annotated[float, BeforeValidator(not_true_or_false), Field(gt=0)]] = Field(
        default_factory=dict)
    headroom: Annotated[float, Field(ge=0, le=1)] = 0.2
    current_gpu: CurrentGpu | None = None

    @field_validator("currency", mode="before")
    @classmethod
    def _currency_alias(cls, value: object) -> object:
        return currency_code(value) if isinstance(value, str) else value

    @field_validator("exchange_rates")
    @classmethod
    def _per_dollar(cls, rates: dict[Currency, float]) -> dict[Currency, float]:
        """Rates are units per US dollar, within bounds no rate has left in decades (the yuan 6-8.3 since
        1994, the euro 0.6-1.2 per dollar since 1999): {"USD": 7.1}, "1 USD = 7.1", had multiplied every
        dollar price by 7.1, and {"CNY": 1e-300} priced every card at 0."""
        for cur, value in rates.items():
            low, high = RATE_BOUNDS[cur]
            if not low <= value <= high:
                raise ValueError(RATE_PER_DOLLAR)
        return rates

    @field_validator("model")
    @classmethod
    def _preset_id(cls, value: str | None) -> str | None:
        """Another name of a preset (Ollama's "deepseek-r1:7b", "Qwen/Qwen2.5-7B-Instruct") becomes its id,
        so the rules, the report and a saved profile name the model one way. An unknown name stays as
        written: loading the profile names it, with suggestions (profile_io.check_profile_references)."""
        if value is None:
            return None
        from wizard.core.catalog import find_model  # here: the catalog module imports this one

        found = find_model(value)
        return found.id if found is not None else value

    def __setattr__(self, name: str, value: Any) -> None:
        super().__setattr__(name, value)
        if not name.startswith("_"):
            self._memo = {}

    def __eq__(self, other: object) -> bool:  # the answers, not what was remembered from them
        if not isinstance(other, Profile):
            return NotImplemented
        return type(self) is type(other) and self.__dict__ == other.__dict__

    def __copy__(self) -> Profile:
        copied = super().__copy__()
        copied._memo = {}  # model_copy's updates go straight into __dict__
        return copied

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Profile:
        copied = super().__deepcopy__(memo)
        copied._memo = {}
        return copied

    def __getstate__(self) -> dict[Any, Any]:  # pickled (the report's child process) without what was remembered
        state = super().__getstate__()
        state["__pydantic_private__"] = {**(state.get("__pydantic_private__") or {}), "_memo": {}}
        return state

    def at_context(self, tokens: int) -> Profile:
        """The same answers at another context length (or training sequence), remembered per length like
        the derived answers: the context-fit searches (wizard/core/context_fit.py) ask for the same few
        dozen lengths for every GPU count and pick, and each copy then remembers its own derived answers."""
        if tokens == self.context_tokens:
            return self
        private = self.__pydantic_private__
        assert private is not None  # Profile has a private attribute, _memo
        memo: dict[str, Any] = private["_memo"]
        key = f"at_context:{tokens}"
        found: Profile | None = memo.get(key)
        if found is None:
            found = memo[key] = self.model_copy(update={"context_tokens": tokens})
        return found

    @model_validator(mode="before")
    @classmethod
    def _budget_in_the_profile_s_currency(cls, data: Any) -> Any:
        """A budget that names no currency is in the profile's `currency`: {"currency": "CNY", "budget":
        {"amount": 15000}} had been read as $15,000, and its ¥5,499 quote as $5,499 (CLI review, 2026-12-02)."""
        if not isinstance(data, dict) or not isinstance(data.get("currency"), str):
            return data
        if currency_code(data["currency"]) not in {c.value for c in Currency}:
            return data  # said once, at "currency" itself, not again at a budget.currency nobody wrote
        budget = data.get("budget")
        if isinstance(budget, dict) and budget.get("currency") is None:
            return {**data, "budget": {**budget, "currency": data["currency"]}}
        if isinstance(budget, Budget) and "currency" not in budget.model_fields_set:
            return {**data, "budget": Budget(amount=budget.amount, scope=budget.scope, currency=data["currency"])}
        return data

    @model_validator(mode="after")
    def _model_or_size(self) -> Profile:
        if self.model is not None and self.params_b is not None:
            raise ValueError(MODEL_OR_SIZE)
        return self

    @model_validator(mode="after")
    def _one_currency(self) -> Profile:
        """Two currencies: which one a quote is in cannot be known (a $700 quote had been used as ¥700)."""
        if self.currency is not None and self.budget is not None and self.currency is not self.budget.currency:
            raise ValueError(CURRENCY_CLASH)
        return self

    @_remembered
    def effective_precision(self) -> Precision:
        """The precision used when the profile leaves it open: for inference, the format the model's
        weights are released in when that is not 16-bit (DeepSeek-V3 ships in FP8: serving it in
        bf16 would need twice the GPUs anyone uses), else bf16; GGUF Q4_K_M with llama.cpp; NF4 for
        QLoRA. Training and fine-tuning stay bf16 (weights are upcast for training). A model released
        in MXFP4 (gpt-oss) runs in llama.cpp as its MXFP4 GGUF, whether left open or "4-bit".

        llama.cpp reads only GGUF files, so the plain "8-bit" and "4-bit" answers mean its usual 8-
        and 4-bit GGUF formats, Q8_0 and Q4_K_M, not AWQ/GPTQ checkpoints, which it cannot load (and
        whose slower kernels would otherwise set the speed). With no engine chosen they mean the same:
        a chat model run in 8 or 4 bits without naming the software is, in practice, a GGUF file in
        LM Studio, Ollama or llama.cpp, not bitsandbytes in transformers (whose int8 is the slowest way
        to run one); vLLM and transformers users name their engine and keep AWQ/GPTQ/bitsandbytes, as
        does a server left open on Linux (serves_in_vllm: vLLM's INT8 and AWQ/GPTQ checkpoints)."""
        if self.workload.is_training:
            return self.training_weights()
        if self.precision is not None:
            if (self.workload is Workload.INFERENCE and self.engine in (Engine.LLAMA_CPP, Engine.UNKNOWN)
                    and not self.serves_in_vllm()):
                released = self._released_format()
                if self.precision is released and released in GGUF_FOR_RELEASED:
                    return GGUF_FOR_RELEASED[released]
                return GGUF_FOR_PLAIN.get(self.precision, self.precision)
            released = self._released_format()
            if released is not None and self.precision is GGUF_FOR_RELEASED.get(released):
                return released  # gpt-oss's MXFP4 in vLLM or transformers: the released checkpoint, not a GGUF
            return self.precision
        if self.workload is Workload.QLORA:
            return Precision.NF4
        if self.workload is Workload.INFERENCE and self.engine is Engine.LLAMA_CPP:
            return self._native_precision() or Precision.Q4_K_M
        if self.chats_with_unnamed_software():
            return self._native_precision() or Precision.Q8_0
        return self._native_precision() or Precision.BF16

    @_remembered
    def chats_with_unnamed_software(self) -> bool:
        """A chat for one person or a few, the software and the format left open: sized and timed as the
        app such a buyer installs, LM Studio or Ollama, which load GGUF files (llama.cpp), in 8-bit Q8_0:
        next to no quality lost (+0.0026 perplexity on Llama 3 8B in llama-quantize's table) at half the
        memory. Sizing it as 16-bit eager transformers instead put a 32 GB RTX 5090 first for a 7B chat
        model, at a third of the speed a 16 GB card reaches in Q8_0. Up to CHAT_APP_MAX_USERS at once,
        as LM Studio serves them by default; more is serving: vLLM in 16-bit on Linux and WSL2
        (serves_in_vllm), but on Windows, where vLLM does not run, still these apps with their parallel
        requests raised (serves_many_from_chat_app). Anyone can name the software or the format."""
        return self._inference_left_open() and (self.batch_size <= CHAT_APP_MAX_USERS
                                                or self.os is OperatingSystem.WINDOWS)

    @_remembered
    def serves_many_from_chat_app(self) -> bool:
        """More users at once than a chat app serves by default, on Windows, the software and the format
        left open: LM Studio or Ollama with their parallel requests raised (Max Concurrent Predictions,
        OLLAMA_NUM_PARALLEL), each user's context in the cache, in Q8_0. Sized as Transformers in BF16
        instead (no server software runs on Windows), eight users of Qwen2.5 14B needed 48 GiB and got
        an integrated Ryzen AI Max at 2.6 tokens/s each, where one RTX 5090 serves them in Q8_0."""
        return self.chats_with_unnamed_software() and self.batch_size > CHAT_APP_MAX_USERS

    @_remembered
    def serves_in_vllm(self) -> bool:
        """A server for more users than a chat app serves, the software left open, on an OS vLLM runs
        on (Linux and WSL2; "vLLM does not support Windows natively", docs.vllm.ai GPU installation):
        sized and timed as vLLM serves it, the usual engine for it, with its continuous batching, CUDA
        graphs and tensor parallelism over several cards. Timing it as eager transformers instead made
        16 users of Qwen2.5 32B run at one host-bound speed on every card from an H200 to a Gaudi 3,
        with 22 GiB of whole-context prefill activations and no multi-card pick. The format may be
        left open (the released one) or chosen, except a GGUF one (Q4_K_M...: llama.cpp's files); a
        plain "8-bit" or "4-bit" then means vLLM's own INT8 or AWQ/GPTQ checkpoints, not a chat app's
        GGUF. On native Windows, where vLLM does not run, a chat app serves them (serves_many_from_chat_app)."""
        return (self.workload is Workload.INFERENCE and self.engine is Engine.UNKNOWN
                and self.batch_size > CHAT_APP_MAX_USERS and self.os is not OperatingSystem.WINDOWS
                and (self.precision is None or not self.precision.is_gguf))

    @_remembered
    def effective_os(self) -> OperatingSystem:
        """The system the work runs on: the answer, except vLLM named on Windows, which runs in WSL2 on
        that PC ("vLLM does not support Windows natively. To run vLLM on Windows, you can use the
        Windows Subsystem for Linux (WSL)", docs.vllm.ai v0.26 GPU installation). Sized for native
        Windows, the shortlist had offered datacenter cards WSL2 cannot use and Windows driver steps
        ending in `pip install vllm`, which fails there; ENGINE_OS_VLLM_WINDOWS says so. TensorRT-LLM too: "Windows
        platform support is deprecated as of v0.18.0. All Windows-related code and functionality will be completely
        removed in future releases" (its 0.18.0 release notes), and its support matrix "requires Linux x86_64 or
        Linux aarch64"; its last Windows beta ran GeForce RTX 40 cards, and an RTX 5090 had been ranked first
        with a step to install it (core review, 2026-12-02). ENGINE_OS_TRTLLM_WINDOWS says so.

        And rendering answered for WSL2 runs on Windows itself: Blender and the other renderers are
        Windows programs with every vendor's GPU backend there, while WSL2 reaches an AMD card only
        through ROCm on WSL, on a few cards (ecosystem.md 4.4). Sized for WSL2, Radeon rendering steps
        had said to install Linux's amdgpu driver inside WSL; RENDER_WSL2_WINDOWS says so."""
        if (self.engine in (Engine.VLLM, Engine.TENSORRT_LLM) and self.os is OperatingSystem.WINDOWS
                and self.workload is Workload.INFERENCE):
            return OperatingSystem.WSL2  # fine-tuning runs in neither: its tools run on Windows
        if self.workload is Workload.RENDERING and self.os is OperatingSystem.WSL2:
            return OperatingSystem.WINDOWS
        return self.os

    def training_weights(self) -> Precision:
        """The format training holds the model's weights in, as memory.finetune sizes them: NF4 for QLoRA;
        for LoRA the base format answered when LoRA can train on it (16 or 32-bit, 8-bit, NF4), else BF16;
        BF16 compute for full fine-tuning and training (the optimizer states are training_precision's).
        A format for running a model (Q4_K_M, INT4, FP8) had been echoed as the answer while the memory was
        sized in BF16, and QLoRA "in bf16" was sized in NF4."""
        if self.workload is Workload.QLORA:
            return Precision.NF4
        if self.workload is Workload.LORA and self.precision in LORA_BASE_FORMATS:
            return self.precision
        return Precision.BF16

    def price_currency(self) -> Currency:
        """The currency every price of a result is in: the budget's, else the profile's own, else US dollars (list
        prices)."""
        return self.budget.currency if self.budget else self.currency or Currency.USD

    def _inference_left_open(self) -> bool:
        return self.workload is Workload.INFERENCE and self.engine is Engine.UNKNOWN and self.precision is None

    @_remembered
    def effective_engine(self) -> Engine:
        """The engine, or, when it is left open: llama.cpp for a GGUF format (only llama.cpp reads GGUF
        files), vLLM for a server on Linux or WSL2 (serves_in_vllm); Engine.UNKNOWN when nothing says which."""
        if self.engine is Engine.UNKNOWN:
            if self.serves_in_vllm():
                return Engine.VLLM
            if self.effective_precision().is_gguf:
                return Engine.LLAMA_CPP
        return self.engine

    @_remembered
    def effective_kv_precision(self) -> KvPrecision:
        """The KV cache format inference is sized with: the answer, or, when the engine stores no such
        format, the nearest one it does (the same bytes or more, never fewer). llama.cpp's cache types
        are f16, bf16, q8_0, q4_0 and other GGUF blocks but no FP8 (common/arg.cpp, --cache-type-k);
        vLLM's are auto (the model's 16 bits) and FP8 (--kv-cache-dtype auto, fp8, fp8_e4m3, fp8_e5m2;
        vllm.config CacheDType), as are TensorRT-LLM's, so q8_0 and q4_0 become FP8 there."""
        kv = self.kv_cache_precision
        engine = self.effective_engine()
        if engine is Engine.LLAMA_CPP and kv is KvPrecision.FP8:
            return KvPrecision.Q8_0
        if engine in (Engine.VLLM, Engine.TENSORRT_LLM) and kv in (KvPrecision.Q8_0, KvPrecision.Q4_0):
            return KvPrecision.FP8
        return kv

    @_remembered
    def runs_llamacpp(self) -> bool:
        """Inference run by llama.cpp or an app built on it (LM Studio, Ollama): its advice is about
        llama.cpp's builds and backends (CUDA, ROCm/HIP, Vulkan, SYCL), not PyTorch."""
        return self.workload is Workload.INFERENCE and self.effective_engine() is Engine.LLAMA_CPP

    @_remembered
    def uses_native_precision(self) -> bool:
        """True when the precision is left open and inference takes the model's released format
        (the GUI and the explanation say so)."""
        return self.precision is None and self.effective_precision() is self._native_precision()

    @_remembered
    def runs_released_format(self) -> bool:
        """True when inference runs the weights in the sub-16-bit format the model is released in
        (DeepSeek-V3's FP8, gpt-oss's MXFP4), whether "Automatic" took it or the user chose it."""
        native = self._native_precision()
        return native is not None and self.effective_precision() is native

    @_remembered
    def _released_format(self) -> Precision | None:
        """The sub-16-bit format the preset's weights are released in (None: 16-bit, or not inference)."""
        if self.workload is not Workload.INFERENCE or self.model is None:
            return None
        return _native_precisions().get(self.model)

    @_remembered
    def _native_precision(self) -> Precision | None:
        """The released format as the engine runs it: llama.cpp has a GGUF of it only for MXFP4. With
        the engine left open, a model released in MXFP4 is its GGUF too: like a plain "4-bit" answer,
        a 4-bit chat model run without naming the software is, in practice, the GGUF file LM Studio,
        Ollama or llama.cpp load (gpt-oss-20b sized and timed as transformers on a Radeon card is
        widened to 40 GiB of bf16, though LM Studio runs it in 12 GiB)."""
        released = self._released_format()
        if released is None:
            return None
        if self.engine is Engine.LLAMA_CPP:
            return GGUF_FOR_RELEASED.get(released)
        if self.engine is Engine.UNKNOWN and not self.serves_in_vllm():
            return GGUF_FOR_RELEASED.get(released, released)
        return released

    def model_id(self) -> str | None:
        """The model preset the work is sized for; none for scientific computing and rendering, which the
        data's size decides (a model in such a profile had been named in the header and warned about)."""
        if not self.workload.is_llm:
            return None
        if self.model is None and self.params_b is None:
            return DEFAULT_MODEL
        return self.model

    def model_params_b(self) -> float | None:
        """A model size typed in, for the language-model workloads only (as model_id)."""
        return self.params_b if self.workload.is_llm else None
