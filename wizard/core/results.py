"""What the core returns: pydantic models every front end reads (and `--json` prints)."""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field

from wizard.core.profile import Profile

Param = str | int | float | None
M = TypeVar("M", bound=BaseModel)


class Severity(StrEnum):
    INFO = "info"
    WARNING = "warning"
    BLOCKER = "blocker"


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class Message(_Out):
    """A coded message; `wizard.core.messages` turns it into text in any language.

    Frozen: the core shares one object between the configurations a message applies to.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    code: str
    params: dict[str, Param] = Field(default_factory=dict)


# BaseModel's instance slots, set directly: object.__setattr__ looks each name up again per call.
_SET_DICT = BaseModel.__dict__["__dict__"].__set__
_SET_FIELDS_SET = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_SET_EXTRA = BaseModel.__dict__["__pydantic_extra__"].__set__
_SET_PRIVATE = BaseModel.__dict__["__pydantic_private__"].__set__
_FIELDS_SET: dict[type[BaseModel], set[str]] = {}


def construct(cls: type[M], values: dict[str, object]) -> M:
    """Build a model from trusted internal values without validation.

    The core builds tens of thousands of these per run on big catalogs (one per excluded
    configuration and reason); pydantic's model_construct costs ~7 us each, this ~1 us. Only for
    values the core made itself, never for user input.

    Every instance of a class shares one set of fields set: all of them, so pydantic's own updates of
    it (BaseModel.__setattr__ adds the field's name; extra fields are forbidden) change nothing, and
    model_copy copies it before updating.
    """
    fields = _FIELDS_SET.get(cls)
    if fields is None:
        fields = _FIELDS_SET[cls] = set(cls.model_fields)
    obj = cls.__new__(cls)
    _SET_DICT(obj, values)
    _SET_FIELDS_SET(obj, fields)
    _SET_EXTRA(obj, None)
    _SET_PRIVATE(obj, None)
    return obj


def message(code: str, **params: Param) -> Message:
    return construct(Message, {"code": code, "params": params})


def sentence_number(value: float, digits: int = 1) -> float | int:
    """A measured or catalog number for a message: rounded, and whole numbers without ".0"
    ("95 microseconds", "3 slots"; 2.5 stays 2.5)."""
    rounded = round(value, digits)
    return int(rounded) if float(rounded).is_integer() else rounded


class Warning(Message):
    severity: Severity


class NextStep(Message):
    command: str | None = None


class Explanation(_Out):
    """How one estimate was computed, as data every front end can show (wizard.core.explain builds it).

    `formula` names the formula (its text is in wizard.core.messages), `inputs` are the numbers that
    went in (with units in their names), `terms` the computed parts (GiB for memory, seconds for
    time per token), `assumptions` the conventions behind them, and `error_band` the relative error
    measured on published measurements (`validation` says on how many and how large).
    """

    quantity: str  # memory | decode | prefill | train | hpc | rendering
    value: float
    unit: str
    formula: Message
    inputs: dict[str, Param] = Field(default_factory=dict)
    terms: dict[str, float] = Field(default_factory=dict)
    assumptions: list[Message] = Field(default_factory=list)
    error_band: float = 0.0
    validation: Message | None = None


class HowComputed(_Out):
    """Explanations for a whole recommendation: the memory requirement and each configuration's speed
    (keyed `gpu_id x count`)."""

    requirement: Explanation
    configurations: dict[str, list[Explanation]] = Field(default_factory=dict)


class Requirement(_Out):
    """Memory needed by the workload on one GPU (GiB = 2**30 bytes)."""

    vram_gb: float
    vram_gb_recommended: float
    headroom: float
    breakdown: dict[str, float]
    model_name: str | None = None
    model_id: str | None = None
    params_b: float | None = None
    precision: str | None = None
    engine: str | None = None
    approximate: bool = False
    error_band: float = 0.0  # relative, e.g. 0.1 = +-10 %
    explanation: list[Message] = Field(default_factory=list)


class Throughputs(_Out):
    decode_tokens_per_s: float | None = None
    decode_tokens_per_s_total: float | None = None
    prefill_tokens_per_s: float | None = None
    train_tokens_per_s: float | None = None
    hpc_tflops: float | None = None
    render_score: float | None = None  # Blender benchmark points


class Configuration(_Out):
    rank: int = 0
    gpu_id: str
    name: str
    vendor: str
    segment: str
    count: int
    fits: bool
    vram_gb_per_gpu: float  # needed on each GPU
    vram_capacity_gb_per_gpu: float  # usable on each GPU
    vram_gb_total: float  # capacity of the configuration
    headroom: float  # spare fraction of the usable VRAM
    price_unit: float | None
    price_total: float | None  # the GPUs of one machine
    price_all_machines: float | None = None  # the GPUs of every machine in the profile
    currency: str
    price_is_quote: bool = False
    board_power_w_total: int
    power_connectors: list[str] = Field(default_factory=list)  # one card's, as the catalog writes them
    system_power_w: int
    psu_recommended_w: int | None  # None: a complete computer with its own power supply
    speed: float | None  # the headline figure for the workload
    speed_unit: str
    speed_error_band: float
    throughput: Throughputs
    perf_per_price: float | None = None  # speed per 1,000 currency units
    perf_per_watt: float | None = None
    energy_cost: float = 0.0  # electricity for one machine over the years of use
    tco: float | None = None  # one machine: its GPUs and their electricity
    tco_all_machines: float | None = None  # every machine in the profile
    yearly_costs: list[float | None] = Field(default_factory=list)
    score: float = 0.0
    # The longest context (LLM work; training: sequence length) that still fits on each GPU, tokens
    # (wizard/core/context_fit.py); None for HPC and rendering. `full`: the model's own limit fits.
    max_context_tokens: int | None = None
    max_context_full: bool = False
    reasons: list[Message] = Field(default_factory=list)  # why this fits
    warnings: list[Warning] = Field(default_factory=list)
    next_steps: list[NextStep] = Field(default_factory=list)

    @property
    def speed_shared_by(self) -> int:
        """How many users share the headline speed: a chat server's batch (its speed is every sequence's
        together, Throughput.headline), else 1."""
        each, total = self.throughput.decode_tokens_per_s, self.throughput.decode_tokens_per_s_total
        if not each or not total or self.speed is None or abs(self.speed - total) > 0.01 * total:
            return 1
        return max(1, round(total / each))

    @property
    def speed_per_user(self) -> float | None:
        """What each user sees of the headline speed: the per-sequence decode where several share it, else the
        headline itself."""
        return self.throughput.decode_tokens_per_s if self.speed_shared_by > 1 else self.speed


class Excluded(_Out):
    gpu_id: str
    name: str
    count: int
    reasons: list[Message]


def make_excluded(gpu_id: str, name: str, count: int, reasons: list[Message]) -> Excluded:
    return construct(Excluded, {"gpu_id": gpu_id, "name": name, "count": count, "reasons": reasons})


class RankedLower(_Out):
    """A card that meets every requirement but scored below the shortlist, at its best-scoring count.

    `reasons`: RANKED_LOWER (its score against the last pick; its speed and price against the top pick's),
    then the warnings that cost it points. Answers the buyer's "why not this one?" for cards that
    were never excluded.
    """

    gpu_id: str
    name: str
    count: int
    score: float
    reasons: list[Message]


def make_ranked_lower(gpu_id: str, name: str, count: int, score: float, reasons: list[Message]) -> RankedLower:
    return construct(RankedLower, {"gpu_id": gpu_id, "name": name, "count": count, "score": score,
                                   "reasons": reasons})


class CatalogSummary(_Out):
    version: str
    date: dt.date
    gpus: int


class Upgrade(_Out):
    gpu_id: str
    name: str
    count: int
    speedup: float | None  # shortlisted speed / the current card's speed
    price_total: float | None
    currency: str


class CurrentAssessment(_Out):
    """How the user's current card does on the new workload, and what upgrades would buy."""

    gpu_id: str
    name: str
    count: int
    fits: bool
    vram_gb_per_gpu: float
    vram_capacity_gb_per_gpu: float
    speed: float | None
    speed_unit: str
    verdict: Message  # CURRENT_FITS or CURRENT_DOES_NOT_FIT, for every front end alike
    reasons: list[Message] = Field(default_factory=list)  # what stops it (memory, software)
    # How long a context it holds (FITS_CONTEXT...), or, stopped by memory alone, the context it would run
    # (CURRENT_SHORTER_CONTEXT)
    context: Message | None = None
    warnings: list[Warning] = Field(default_factory=list)
    upgrades: list[Upgrade] = Field(default_factory=list)


class Recommendation(_Out):
    catalog: CatalogSummary
    profile: Profile
    requirement: Requirement
    shortlist: list[Configuration]
    excluded: list[Excluded]
    ranked_lower: list[RankedLower] = Field(default_factory=list)  # fit, but below the shortlist (the best 100)
    ranked_lower_total: int = 0  # how many cards fit but rank lower (ranked_lower may list fewer)
    profile_warnings: list[Warning] = Field(default_factory=list)
    suggestions: list[Message] = Field(default_factory=list)
    assumptions: list[Message] = Field(default_factory=list)
    considered: int = 0
    current: CurrentAssessment | None = None
    how: HowComputed | None = None  # "how this was computed" for the requirement and each pick

    def unsuitable(self) -> list[Excluded]:
        """The excluded configurations of the cards that fail at every GPU count tried: the cards that
        cannot do this work, with every reason.

        A card that passes at some count is on the shortlist or ranks lower, so it is not listed
        here for the counts that fail (the training report once listed its own 8 x B200 pick as a
        card that "cannot do this work" because 1-7 of them lack the memory). Each card is tried at
        every count from 1 to `profile.max_gpus`, and a count it fails is one `excluded` entry.
        """
        failed: dict[str, int] = {}
        for e in self.excluded:
            failed[e.gpu_id] = failed.get(e.gpu_id, 0) + 1
        return [e for e in self.excluded if failed[e.gpu_id] >= self.profile.max_gpus]

    def unsuitable_cards(self) -> int:
        """How many cards cannot do this work (`unsuitable`, counted once per card)."""
        return len({e.gpu_id for e in self.unsuitable()})
