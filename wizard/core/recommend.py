"""From a profile to a ranked shortlist: the one entry point every front end calls.

Score (documented, shown in the report's assumptions):
    score = 100 x speed_norm^0.6 x value_norm^0.4 x headroom_factor x risk_factor
- speed_norm: the configuration's headline speed / the best among those that pass;
- value_norm: speed per currency unit / the best among those with a price (a card without a price
  counts as the poorest priced value);
- headroom_factor: 1 at >= 20 % spare VRAM, down to 0.85 at 0 %;
- risk_factor: the product of each warning's risk weight (RISK_WEIGHTS; software-ecosystem
  risks such as ROCm on Windows weigh most, physical cautions least; info costs nothing).
The shortlist keeps each card's best-scoring count, so one card never fills the list.
"""

from __future__ import annotations

import gc
import heapq
import math
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache, partial
from itertools import islice

from wizard.core import formats, memory, rendering, throughput
from wizard.core.arch import ModelArch, from_preset, profile_arch
from wizard.core.catalog import load_catalog, ollama_namesake
from wizard.core.catalog_models import Catalog, Gpu, Segment
from wizard.core.constants import EstimatorConstants, load_constants
from wizard.core.context_fit import ContextFit, NeedsAt, ShorterContext, context_reason, longest_context
from wizard.core.ecosystem import Ecosystem, has_unified_memory, is_complete_system, load_ecosystem
from wizard.core.explain import HOST_TERM, explain_recommendation
from wizard.core.messages import (
    FITS_CARDS_PARAM,
    FITS_CONTEXT_PARAM,
    FITS_SEQUENCE_PARAM,
    LISTED_RANK_PARAM,
    TIGHT_SPARE_PARAM,
)
from wizard.core.money import (
    budget_figures,
    budget_per_machine,
    currency,
    energy_cost,
    price_assumption,
    unit_price,
    yearly_costs,
)
from wizard.core.next_steps import next_steps, speed_check
from wizard.core.power import (
    BASEBOARD_FORMS,
    BASEBOARD_SHARE,
    DESKTOP_PLATFORM_W,
    EXTRA_GPU_PLATFORM_W,
    PSU_FACTOR,
    SERVER_PLATFORM_W,
    is_server_part,
    psu_near_limit,
    psu_size,
    supply_needed,
    system_power,
    system_powers,
)
from wizard.core.profile import (
    RENDERER_NAMES,
    CoolingChoice,
    Engine,
    FormFactorChoice,
    HpcCode,
    KvPrecision,
    OperatingSystem,
    Precision,
    Profile,
    Region,
    Renderer,
    Workload,
)
from wizard.core.results import (
    CatalogSummary,
    Configuration,
    CurrentAssessment,
    Excluded,
    Message,
    Param,
    RankedLower,
    Recommendation,
    Requirement,
    Severity,
    Throughputs,
    Upgrade,
    Warning,
    construct,
    make_excluded,
    make_ranked_lower,
    message,
    sentence_number,
)
from wizard.core.rules import (
    LARGEST_ATX_PSU_W,
    OLD_PRICE_YEARS,
    CardParts,
    Check,
    CountFilters,
    baseboard_sizes,
    capacity_assumption,
    context_beyond_model,
    context_for_thinking,
    gpu_filters,
    hard_filters,
    host_bound_speed,
    max_count,
    profile_warnings,
    shared_memory_assumption,
    spare_percent,
    tight_share,
    usable_vram_gib,
    warnings_for,
    weak_fp64,
)

SPEED_UNITS = {
    Workload.INFERENCE: "tokens/s", Workload.LORA: "tokens/s", Workload.QLORA: "tokens/s",
    Workload.FULL_FINETUNE: "tokens/s", Workload.PRETRAINING: "tokens/s",
    Workload.HPC: "TFLOPS", Workload.RENDERING: rendering.UNIT,
}
RISK_PER_WARNING = 0.93
# Buyer regret concentrates on software support (peers.md 3F): weigh those warnings most.
RISK_WEIGHTS = {
    "ROCM_UNSUPPORTED_OS": 0.7, "ROCM_UNSUPPORTED_OS_LINUX": 0.7, "ROCM_WSL_LIMITED": 0.8,
    "LIBRARY_GAPS_NON_NVIDIA": 0.85,
    "INTEL_ONEAPI": 0.8, "INTEL_ONEAPI_CHAT": 0.8, "ROCM_UNSUPPORTED_GPU": 0.85, "ROCM_UNLISTED_GPU": 0.9,
    "INTEL_ONEAPI_APPS": 0.8, "RENDERERS_AMD": 0.85, "RENDERERS_INTEL": 0.8,
    # an unmeasured training speed (scaled from AMD rows that had themselves come in at 0.57 of NVIDIA's) on top of
    # the library gaps: as uncertain as the scaling itself
    "INTEL_ONEAPI_TRAINING": 0.6,
    "RENDERER_VENDOR_CHECK": 0.9,
    "GAUDI_SOFTWARE": 0.8, "LEGACY_ARCH_DROPPED": 0.8, "EDGE_TRAINING": 0.6,
    "LEGACY_ARCH_DROPPED_APPS": 0.8,
    "CONSUMER_FP64": 0.9, "CONSUMER_FP64_LOW": 0.9, "NO_RT_CORES": 0.8, "PASSIVE_COOLING_DESKTOP": 0.85,
    "CONNECTOR_12VHPWR": 0.98, "CONNECTOR_12VHPWR_SERVER": 0.98, "BLACKWELL_SM120": 0.97, "BLACKWELL_SM120_APPS": 0.97,
    "BLACKWELL_SM120_CHAT": 0.97, "TIGHT_VRAM": 1.0,
    "EXPORT_SUPPLY_ENDED": 0.9, "EXPORT_STATUS_CHANGING": 0.95,  # a buying risk, not a software one
    # Sold only in mainland China, the buyer's place unknown (rules.buys_outside_china): below the cards sold
    # everywhere. At the default weight, three of a US dollar render buyer's five picks were such cards.
    "CHINA_ONLY_SKU": 0.6,
    "SLOWER_THAN_READING": 1.0,  # the score already weighs the speed; the warning says what it means
    "VLLM_NOT_ON_CARD": 1.0,  # the same: the card is timed in the slower software that does run on it
    "VLLM_NOT_ON_CARD_WSL": 1.0,
}
# Text appears more slowly than people read below about this many tokens per second for each user:
# silent reading of English non-fiction averages 238 words a minute (Brysbaert 2019, "How many words do
# we read per minute?", J. Memory and Language 109, 104047), and a token is about 3/4 of an English word
# (OpenAI, "What are tokens and how to count them?"): 238 / 0.75 / 60 = 5.3 tokens/s.
READING_TOKENS_PER_S = 5.0
# Warnings weighed at or below this are software-support risks (ROCm on Windows, missing libraries,
# oneAPI, dropped architectures, renderers without the card's backend): a suggestion avoids them.
SOFTWARE_RISK = 0.85
# Weighed low for where the card is sold, not for its software: a suggestion does not avoid them for that.
BUYING_RISKS = frozenset({"CHINA_ONLY_SKU", "EXPORT_SUPPLY_ENDED", "EXPORT_STATUS_CHANGING"})
DEFAULT_TOP = 5
# A machine with more cards is worth mentioning when it is at least this much faster than the top pick
# and also scores above it (so a faster but far dearer pair does not count).
MORE_CARDS_SPEEDUP = 1.5
MORE_CARDS_LIMIT = 8  # the most cards a what-if machine holds (an 8-GPU server; rules.max_count)
# The smaller formats a 16-bit chatbot answer is compared with, the gentlest first, and the hint each
# gives: llama.cpp's GGUF files, which LM Studio and Ollama also run. Their cost in quality, LLaMA 3 8B's
# Wikitext-2 perplexity against FP16 (6.2332): Q8_0 6.2343 (+0.02 %, KL divergence 0.0014), Q4_K_M
# 6.4071 (+2.8 %, KL divergence 0.031); ggml-org/llama.cpp tools/perplexity/README.md, "LLaMA 3 8b
# Scoreboard", revision f364eb6f. The app's plain words for them: "good quality" and "slight quality loss".
SMALLER_FORMATS = ((Precision.Q8_0, "EIGHT_BIT_CHEAPER"), (Precision.Q4_K_M, "FOUR_BIT_CHEAPER"))
# Engines that load those files: llama.cpp, and none chosen (LM Studio and Ollama are llama.cpp).
# transformers' 8- and 4-bit formats are other files with other speeds; its users chose them knowingly.
SMALLER_FORMAT_ENGINES = (Engine.UNKNOWN, Engine.LLAMA_CPP)
# A vLLM server's smaller formats (vLLM named, or a server with the software left open:
# Profile.serves_in_vllm), the gentlest first: FP8, which vLLM makes from the 16-bit weights as it loads
# them (--quantization fp8; docs.vllm.ai, "FP8 W8A8": W8A8 from compute capability 8.9, weight-only FP8
# before), then a 4-bit AWQ or GPTQ checkpoint. Their cost in quality, over the Llama 3.1 family on
# academic and real-world tasks (Kurtic et al., "'Give Me BF16 or Give Me Death'? Accuracy-Performance
# Trade-Offs in LLM Quantization", ACL 2025, arXiv 2411.02355): FP8 weights and activations "lossless
# across all model scales"; INT8 weights and activations 1-3 % worse; INT4 weight-only "competitive with"
# INT8.
SERVER_SMALLER_FORMATS = ((Precision.FP8, "FP8_SERVER_CHEAPER"), (Precision.INT4, "FOUR_BIT_SERVER_CHEAPER"))
# The same hints when the smaller format is not cheaper but far faster within the answers (any count of cards
# they allow): a 70B chat left at Q8_0 with $4,000 had one pick, a Ryzen AI Max at 2.8 tokens/s, while in
# Q4_K_M two RTX 5090s run it at about ten times that for $3,998, never named (core review, 2026-12-02).
FASTER_FORMAT_CODES = {"EIGHT_BIT_CHEAPER": "EIGHT_BIT_FASTER", "FOUR_BIT_CHEAPER": "FOUR_BIT_FASTER",
                       "FP8_SERVER_CHEAPER": "FP8_SERVER_FASTER", "FOUR_BIT_SERVER_CHEAPER": "FOUR_BIT_SERVER_FASTER"}
SMALLER_FORMAT_FASTER = 2.0  # at least this many times the top pick's speed
SMALLER_FORMAT_CODES = frozenset(code for _, code in (*SMALLER_FORMATS, *SERVER_SMALLER_FORMATS)) | frozenset(
    FASTER_FORMAT_CODES.values())
# A smaller format's machine is worth mentioning when it costs at most this share of the top pick's price
# and runs at least about as fast (a tenth slower is within any estimate's error band).
SMALLER_FORMAT_PRICE_SHARE = 0.75
SMALLER_FORMAT_MIN_SPEED = 0.9
# An 8-bit KV cache costs next to no quality, unlike a smaller weight format, so a machine half as fast for
# at most SMALLER_FORMAT_PRICE_SHARE of the price is worth naming (KV_8BIT_CHEAPER says the ratio).
KV_CHEAPER_MIN_SPEED = 0.5


def more_cards(profile: Profile) -> int:
    """The most cards a what-if of more cards per machine tries: twice the allowed count, at least 4 (a
    desktop's worth), at most MORE_CARDS_LIMIT."""
    return min(MORE_CARDS_LIMIT, max(4, 2 * profile.max_gpus))


def _error_band(profile: Profile, c: EstimatorConstants) -> tuple[float, float]:
    w = profile.workload
    if w is Workload.INFERENCE:
        return c.error_band["inference_memory"], c.error_band["decode"]
    if w.is_training:
        return c.error_band["training_memory"], c.error_band["train"]
    key = "hpc" if w is Workload.HPC else "rendering"
    return 0.05, c.error_band[key]


def speed_error_band(profile: Profile, gpu: Gpu, c: EstimatorConstants) -> float:
    """The relative error shown with a configuration's speed: the workload's measured band; for
    rendering the card's own (a measured Blender score is surer than an estimated one)."""
    if profile.workload is Workload.RENDERING:
        return rendering.error_band(gpu, c)
    return _error_band(profile, c)[1]


def requirement(profile: Profile, arch: ModelArch | None, c: EstimatorConstants) -> Requirement:
    b = memory.estimate(profile, arch, c, 1)
    mem_band, _ = _error_band(profile, c)
    code = "FORMULA_" + profile.workload.value.upper()
    if profile.workload is Workload.HPC:  # what sets the speed: FP64, FP32 or (memory-bound code) the bandwidth
        code += "_MEMORY" if profile.hpc_code is HpcCode.MEMORY_BOUND else "" if profile.hpc_needs_fp64 else "_FP32"
    explanation = [Message(code=code, params={
        "precision": profile.effective_precision().value.upper() if profile.workload.is_llm else None,
        "bits": round(memory.average_bits(arch, profile.effective_precision(), c), 2)
        if profile.workload.is_llm and arch is not None else None,
        "context": profile.context_tokens, "batch": profile.batch_size,
    })]
    return Requirement(
        vram_gb=round(b.total, 3),
        # the card size that leaves `headroom` of it spare, the share the Tight fit warning holds cards to: need
        # x 1.2 had left 16.7 %, and the PDF's "cards with at least 23.5 GiB leave 20% spare" stood above a 23.7 GiB
        # card warned "only 17% to spare" (review of this session's diff)
        vram_gb_recommended=round(b.total / (1 - tight_share(profile)), 3),
        headroom=profile.headroom,
        breakdown={k: round(v, 3) for k, v in b.as_dict().items()},
        model_name=arch.name if arch else None,
        model_id=arch.id if arch else None,
        params_b=round(arch.total_params / 1e9, 3) if arch else None,
        precision=profile.effective_precision().value if profile.workload.is_llm else None,
        engine=memory.engine_name(profile, c) if profile.workload.is_llm else None,
        approximate=bool(arch and arch.approximate),
        error_band=mem_band,
        explanation=explanation,
    )


class _Candidate:
    """A configuration that passes every filter. Its warnings are worked out when first asked for: the
    ranking needs them only for the configurations that can still reach the lists (_ranked), and a big
    catalog passes tens of thousands of configurations that cannot."""

    __slots__ = ("_make_warnings", "_warnings", "check", "count", "gpu", "speed", "tp")

    def __init__(self, gpu: Gpu, count: int, check: Check, speed: float | None, tp: throughput.Throughput,
                 make_warnings: Callable[[], list[Warning]]) -> None:
        self.gpu, self.count, self.check, self.speed, self.tp = gpu, count, check, speed, tp
        self._warnings: list[Warning] | None = None
        self._make_warnings: Callable[[], list[Warning]] | None = make_warnings

    @property
    def warnings(self) -> list[Warning]:
        if self._warnings is None:
            assert self._make_warnings is not None
            self._warnings, self._make_warnings = self._make_warnings(), None
        return self._warnings


def _checks(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
            eco: Ecosystem, what_if: bool = False, min_count: int = 1) -> tuple[list[_Candidate], list[Excluded]]:
    """Every card at every count: the configurations that pass, and those excluded with their reasons.

    `what_if`: only the passing configurations are wanted (the what-ifs of _suggestions, MORE_CARDS_FASTER
    and the smaller-format hint): no excluded list, so no reasons and no context a card would hold
    instead. `min_count`: the fewest cards to try (a what-if of more cards skips the counts already tried)."""
    budget = budget_per_machine(profile)
    server = profile.form_factor is FormFactorChoice.SERVER
    counts = range(min_count, profile.max_gpus + 1)
    # For the profile and for each way a card may run it instead (formats.as_run_on: MXFP4 widened by
    # transformers, transformers where vLLM does not run), worked out once per way: the memory per count,
    # and for a chat what a decode step and a prompt token cost whatever the card.
    ways: dict[tuple[Engine, Precision | None], tuple[dict[int, float], throughput.ModelTerms | None]] = {}

    def way_of(run: Profile) -> tuple[dict[int, float], throughput.ModelTerms | None]:
        key = (run.engine, run.precision)
        if key not in ways:
            # Rounded once, here, to the hundredths the results keep: the card's bar (from the result) and its
            # reasons (from this figure) had read 60.6 and 60.7 GiB for one 60.65 GiB. Up, never down: a
            # need of 15.104 GiB must not fit a card with 15.1.
            ways[key] = ({n: need_hundredths(memory.estimate(run, arch, c, n).total) for n in counts},
                         throughput.ModelTerms(run, arch, c)
                         if arch is not None and run.workload is Workload.INFERENCE else None)
        return ways[key]

    need_by_count = way_of(profile)[0]
    passing: list[_Candidate] = []
    out: list[Excluded] = []
    # A card short of memory alone says how long a context it would hold instead (one ladder per
    # count and way of running it, shared by every card: wizard/core/context_fit.py).
    shorter: dict[tuple[int, Engine, Precision | None], ShorterContext] = {}
    card_warnings: dict[str, CardParts] = {}  # warnings_for's count-independent parts, once per card
    # ... and how many of it one machine would need, for inference too big for any consumer card alone
    # (a 4-bit 70B: two 24 GB cards is the usual answer; for a 7B on an 8 GB card, one bigger card is).
    beyond = (_need_beyond(profile, arch, c) if not what_if and profile.workload is Workload.INFERENCE
              and not _one_consumer_card_holds(profile, gpus, need_by_count[min_count], c) else {})
    for g in gpus:
        # Card-level reasons are the same for every count: compute them once per card.
        card_reasons = gpu_filters(profile, g, eco)
        if card_reasons and what_if:
            continue  # it passes at no count
        usable = usable_vram_gib(g, profile.effective_os(), c.display_reserve_gib_windows)
        price = unit_price(profile, g)
        limit = max_count(g, profile)
        run = formats.as_run_on(profile, g, c, eco)
        run_need, terms = way_of(run)
        # Tensor-parallel engines need the heads to divide over the GPUs; other counts run as a pipeline.
        split_arch = arch if profile.workload is Workload.INFERENCE and \
            c.engine(memory.engine_name(run, c)).tensor_parallel else None
        speeds = throughput.CardEstimate(run, arch, g, c, terms)  # worked out on the first count that passes
        powers = system_powers(g, counts, server)
        # A module left out at every count already (a desktop, Windows, no price...) is not also told the
        # numbers it comes in: that reason is for the counts of a module that could otherwise be bought.
        boards = () if card_reasons else None
        filters = CountFilters(profile, g, usable, budget, limit, boards)
        for n in counts:
            system, supply = powers[n]
            price_total = price * n if price is not None else None
            board = round(g.tdp_w * n)
            reasons = filters.reasons(n, run_need[n], price_total, board, supply)
            note = None if run is profile else formats.run_note(profile, run, run_need[n], need_by_count[n], g)
            if card_reasons or reasons:
                if what_if:
                    continue
                if not card_reasons and len(reasons) == 1 and reasons[0].code == "EXCLUDED_VRAM":
                    key = (n, run.engine, run.precision)
                    ladder = shorter.get(key)
                    if ladder is None:
                        ladder = shorter[key] = ShorterContext(run, arch, c, n)
                    reasons = [_with_shorter_context(reasons[0], ladder.tokens(usable), profile)]
                    if n == profile.max_gpus and run is profile and not is_complete_system(g):
                        reasons = [_with_more_cards(reasons[0], _cards_that_hold(beyond, usable, limit,
                                                                                 filters.boards))]
                if note is not None:
                    reasons = _led_by_note(reasons, note)
                out.append(make_excluded(g.id, g.name, n, [*card_reasons, *reasons] if card_reasons else reasons))
                continue
            check = Check(g, n, run_need[n], usable, price_total, budget, board, system, supply)
            tp = speeds.at(n)
            warnings = partial(_configuration_warnings, profile, check, eco, card_warnings, note, split_arch, tp)
            passing.append(_Candidate(g, n, check, tp.headline(profile.workload), tp, warnings))
    return passing, out


def _configuration_warnings(profile: Profile, check: Check, eco: Ecosystem, card_warnings: dict[str, CardParts],
                            note: Message | None, split_arch: ModelArch | None, tp: throughput.Throughput
                            ) -> list[Warning]:
    """A passing configuration's warnings: warnings_for's, led by what _checks knows of the run (a slow
    chat, a pipeline instead of a tensor split, the format or software the card runs it in)."""
    warnings = warnings_for(profile, check, eco, card_warnings)
    if note is not None:
        warnings.insert(0, _as_warning(note))
    if split_arch is not None and not memory.heads_divide(split_arch, check.count):
        warnings.insert(0, _pipeline_warning(split_arch, check.count))
    if (slow := _slower_than_reading(profile, tp)) is not None:
        warnings.insert(0, slow)
    return warnings


def _with_shorter_context(vram: Message, tokens: int | None, profile: Profile) -> Message:
    """The memory reason with "A context of up to about N tokens would fit" added (messages.ADDENDA);
    training speaks of sequences."""
    if tokens is None:
        return vram
    key = FITS_CONTEXT_PARAM if profile.workload is Workload.INFERENCE else FITS_SEQUENCE_PARAM
    return _with_params(vram, ((key, tokens), ("context", profile.context_tokens)))


def _with_params(m: Message, extra: tuple[tuple[str, Param], ...]) -> Message:
    """The message with more parameters (those naming sentences in messages.ADDENDA add them)."""
    return _extended(m.code, tuple(m.params.items()), extra)


@lru_cache(maxsize=4096)
def _extended(code: str, params: tuple[tuple[str, Param], ...], extra: tuple[tuple[str, Param], ...]) -> Message:
    # One shared object per distinct sentence, like the memory messages themselves (wizard/core/rules.py).
    return message(code, **dict(params), **dict(extra))


def _one_consumer_card_holds(profile: Profile, gpus: Sequence[Gpu], need: float, c: EstimatorConstants) -> bool:
    """Some graphics card for a desktop holds the work alone (a unified-memory computer is not a card)."""
    return any(g.segment is Segment.CONSUMER and not is_complete_system(g)
               and usable_vram_gib(g, profile.effective_os(), c.display_reserve_gib_windows) >= need for g in gpus)


def _need_beyond(profile: Profile, arch: ModelArch | None, c: EstimatorConstants) -> dict[int, float]:
    """The memory each card needs with more cards than the answers allow, up to more_cards()."""
    return {n: memory.estimate(profile, arch, c, n).total for n in range(profile.max_gpus + 1, more_cards(profile) + 1)}


def _cards_that_hold(beyond: dict[int, float], usable: float, limit: int, boards: tuple[int, ...] = ()
                     ) -> int | None:
    """The fewest cards, more than allowed but no more than one machine holds (and, for an SXM/OAM module,
    a number its baseboards hold), whose memory is enough."""
    return next((n for n, need in beyond.items() if n <= limit and need <= usable and (not boards or n in boards)),
                None)


def _with_more_cards(vram: Message, cards: int | None) -> Message:
    """The memory reason with "N of these cards in one machine would hold it" added (messages.ADDENDA)."""
    return vram if cards is None else _with_params(vram, ((FITS_CARDS_PARAM, cards),))


def shorter_context_tokens(m: Message) -> int | None:
    """The context a memory reason says the card would hold instead, if it says one."""
    value = m.params.get(FITS_CONTEXT_PARAM, m.params.get(FITS_SEQUENCE_PARAM))
    return value if isinstance(value, int) else None


def _led_by_note(reasons: list[Message], note: Message | None) -> list[Message]:
    """The reasons, led by why the card needs more than the headline figure when memory is one of them."""
    if note is not None and any(m.code == "EXCLUDED_VRAM" for m in reasons):
        return [note, *reasons]
    return reasons


def _pipeline_warning(arch: ModelArch, count: int) -> Warning:
    fewer = max(d for d in range(1, count) if memory.heads_divide(arch, d))
    # A larger count that divides (at most the heads themselves); none when there are more GPUs than heads
    more = next((d for d in range(count + 1, arch.heads + 1) if memory.heads_divide(arch, d)), None)
    return construct(Warning, {"code": "TP_PIPELINE" if more is not None else "TP_PIPELINE_FEWER",
                               "severity": Severity.WARNING,
                               "params": {"heads": arch.heads, "count": count, "fewer": fewer, "more": more}})


def _slower_than_reading(profile: Profile, tp: throughput.Throughput) -> Warning | None:
    """SLOWER_THAN_READING: a chat whose answers each user sees appear more slowly than they read."""
    per_user = tp.decode_tokens_per_s
    if profile.workload is not Workload.INFERENCE or per_user is None:
        return None
    shown = sentence_number(per_user, 1)  # as the message says it: 4.98 is "about 5", not slower than 5
    if shown >= READING_TOKENS_PER_S:
        return None
    return construct(Warning, {"code": "SLOWER_THAN_READING", "severity": Severity.WARNING,
                               "params": {"speed": shown,
                                          "reading": sentence_number(READING_TOKENS_PER_S)}})


def _as_warning(note: Message) -> Warning:
    return construct(Warning, {"code": note.code, "params": note.params, "severity": Severity.WARNING})


def _ranked(cands: list[_Candidate], profile: Profile) -> Iterator[tuple[float, _Candidate]]:
    """Each card at its best-scoring count with its score, best first (ties: fewer cards, then the id).

    Lazily: the risk factor needs a configuration's warnings, the costliest part of a passing one, and
    the lists read only the first few hundred cards. Every score is an upper bound times the risk factor
    (at most 1), so configurations wait in a heap on their bound and get their warnings only when the
    bound comes first; a card's other counts are dropped unread once its best is out. The order is
    exactly that of scoring everything and sorting (tests/test_properties.py)."""
    best_speed = max((x.speed or 0.0 for x in cands), default=0.0) or 1.0
    values = [(x.speed or 0.0) / x.check.price_total for x in cands if x.check.price_total]
    best_value = max(values, default=0.0) or 1.0
    # A card without a price (datacenter parts sold on quote) counts as the poorest value of those with
    # one: not knowing its price is no reason to rank it above cards whose price is known. (A flat 0.5
    # put a $30,000+ B300 above a $1,599 RTX 4090 for a 14B chatbot.) Nothing priced: speed decides.
    unpriced_value = min(values) / best_value if values else 1.0
    # (-score or -bound, count, card id, index, exact): the index keeps the tuples apart.
    heap: list[tuple[float, int, str, int, bool]] = []
    tight = tight_share(profile)
    for i, x in enumerate(cands):
        speed_norm = (x.speed or 0.0) / best_speed
        value_norm = ((x.speed or 0.0) / x.check.price_total / best_value) if x.check.price_total else unpriced_value
        headroom = 1 - x.check.need_gib / x.check.usable_gib
        headroom_factor = 1.0 if headroom >= tight else 0.85 + 0.15 * max(0.0, headroom) / tight
        bound = 100 * (speed_norm**0.6) * (value_norm**0.4) * headroom_factor
        heap.append((-bound, x.count, x.gpu.id, i, False))
    heapq.heapify(heap)
    done: set[str] = set()
    while heap:
        neg, count, gpu_id, i, exact = heapq.heappop(heap)
        if gpu_id in done:
            continue  # the card's best count is already out
        x = cands[i]
        if not exact:
            risk = _risk(x.warnings)
            if risk < 1.0:  # below its bound: back in line at its score
                heapq.heappush(heap, (neg * risk, count, gpu_id, i, True))
                continue
        done.add(gpu_id)
        yield -neg, x


def _risk(warnings: list[Warning]) -> float:
    """The score's risk factor: the product of the weights of the warnings (RISK_WEIGHTS)."""
    return math.prod(RISK_WEIGHTS.get(w.code, RISK_PER_WARNING) for w in warnings if w.severity is Severity.WARNING)


# The cards that fit but rank lower are listed up to this many, best first, and counted in full:
# a 10,000-GPU catalog can fit thousands, which nobody reads and which cost a tenth of the run
# (benchmarks/bench_recommend.py). Real catalogs (65 cards bundled) are listed whole.
RANKED_LOWER_LIMIT = 100


def _ranked_lower(ranked: Iterator[tuple[float, _Candidate]], shortlist: list[Configuration],
                  cards: int) -> tuple[list[RankedLower], int]:
    """Cards that meet every requirement but scored below the shortlist, each at its best count, best
    first, with the warnings that cost it points: the first RANKED_LOWER_LIMIT (`ranked` goes on from
    the shortlist's last card), and how many there are in all (`cards` pass at some count)."""
    if not shortlist:
        return [], 0
    out: list[RankedLower] = []
    for s, x in islice(ranked, RANKED_LOWER_LIMIT):
        # Rounded as a Configuration rounds them, so shorten() gives the same messages.
        speed = round(x.speed, 3) if x.speed is not None else None
        price = round(x.check.price_total, 2) if x.check.price_total is not None else None
        out.append(_lower(x.gpu.id, x.gpu.name, x.count, round(s, 2), speed, price, x.warnings, shortlist))
    return out, cards - len(shortlist)


def _lower(gpu_id: str, name: str, count: int, score: float, speed: float | None, price: float | None,
           warnings: list[Warning], shortlist: list[Configuration]) -> RankedLower:
    """RANKED_LOWER: its score against the last pick, then the two halves of the score (speed, and
    price when both are known) against the top pick's; then the warnings that cost it points."""
    top, last = shortlist[0], shortlist[-1].score
    decimals = next((d for d in (0, 1) if round(score, d) < round(last, d)), 2)  # never "70 against 70"
    relative_speed = round(100 * (speed or 0.0) / top.speed) if top.speed else 0
    # message() skips validation: a big catalog can fit thousands of cards (bench_recommend.py).
    if price is not None and top.price_total:
        first = message("RANKED_LOWER", count=count, score=_num(score, decimals), last=_num(last, decimals),
                        speed=relative_speed, cost=round(100 * price / top.price_total))
    else:
        first = message("RANKED_LOWER_UNPRICED", count=count, score=_num(score, decimals),
                        last=_num(last, decimals), speed=relative_speed)
    reasons: list[Message] = [first]
    reasons.extend(w for w in warnings if w.severity is Severity.WARNING)
    return make_ranked_lower(gpu_id, name, count, round(score, 2), reasons)


def _num(value: float, decimals: int) -> float | int:
    return round(value) if decimals == 0 else round(value, decimals)


def shorten(rec: Recommendation, top: int) -> Recommendation:
    """`rec` with only its first `top` picks; the others move to `ranked_lower`, as `recommend(...,
    top=top)` would have put them. The GUI ranks every card once (its charts show them all) and
    shows the top few."""
    if top < 1 or len(rec.shortlist) <= top:
        return rec
    kept, cut = rec.shortlist[:top], rec.shortlist[top:]
    moved = [_lower(c.gpu_id, c.name, c.count, c.score, c.speed, c.price_total, c.warnings, kept)
             for c in cut[:RANKED_LOWER_LIMIT]]
    lower = [*moved, *rec.ranked_lower][:RANKED_LOWER_LIMIT]
    return rec.model_copy(update={"shortlist": kept, "ranked_lower": lower,
                                  "ranked_lower_total": len(cut) + rec.ranked_lower_total})


def _reasons(profile: Profile, x: _Candidate, best_speed: float, fit: ContextFit | None) -> list[Message]:
    fits: dict[str, Param] = {"need": round(x.check.need_gib, 1), "have": round(x.check.usable_gib, 1),
                              "headroom": spare_percent(1 - x.check.need_gib / x.check.usable_gib)}
    if has_unified_memory(x.gpu):  # a computer or a Jetson: "its GPU can use", not "per card" (COMPUTER_TEMPLATES)
        fits.update(per="computer", count=x.count)
    out = [Message(code="FITS_VRAM", params=fits)]
    if fit is not None:
        out.append(context_reason(profile, fit))
    if x.check.budget is not None and x.check.price_total is not None:
        price, budget, machines = budget_figures(profile, x.check.price_total, x.check.budget)
        if machines > 1:
            out.append(message("FITS_BUDGET_FLEET", price=price, budget=budget, machines=machines))
        else:  # a Jetson kit's, DGX Spark's or Ryzen AI Max's price is a whole computer's (COMPUTER_TEMPLATES)
            extra: dict[str, Param] = {"per": "computer", "count": x.count} if has_unified_memory(x.gpu) else {}
            out.append(message("FITS_BUDGET", price=price, budget=budget, **extra))
    if x.speed and best_speed and x.speed >= 0.999 * best_speed:
        out.append(Message(code="FASTEST", params={}))
    if profile.power and profile.power.psu_watts and x.check.psu_required_w is not None:
        # Only just: not "covers" beside a warning that a spike may trip it (this session's home-user review)
        tight = psu_near_limit(profile.power.psu_watts, x.check.psu_required_w)
        # The column's figure is the common size (psu_size): the reason names both, not two numbers unexplained
        out.append(Message(code="FITS_PSU_TIGHT" if tight else "FITS_PSU", params={
            "need": round(x.check.psu_required_w), "have": round(profile.power.psu_watts),
            "size": psu_size(x.check.psu_required_w)}))
    return out


def _one_fastest(shortlist: list[Configuration]) -> list[Configuration]:
    """The first pick at the best speed is "the fastest option"; another as fast says it is as fast as that
    one (FASTEST_TIED): an RTX 5090 and a 5090 D, #1 and #2, had both been "the fastest option", and a tied
    #4 below slower cards too."""
    first: int | None = None
    out = []
    for conf in shortlist:
        if any(m.code == "FASTEST" for m in conf.reasons):
            if first is None:
                first = conf.rank
            else:
                tied = Message(code="FASTEST_TIED", params={"rank": first})
                conf = conf.model_copy(update={"reasons": [tied if m.code == "FASTEST" else m for m in conf.reasons]})
        out.append(conf)
    return out


def _configuration(profile: Profile, x: _Candidate, score: float, rank: int, eco: Ecosystem,
                   c: EstimatorConstants, best_speed: float, arch: ModelArch | None,
                   needs: NeedsAt | None = None) -> Configuration:
    g, n, ch = x.gpu, x.count, x.check
    # The memory as this card runs the model (MXFP4 widened where transformers widens it), at longer contexts
    fit = longest_context(formats.as_run_on(profile, g, c), arch, c, n, ch.usable_gib, needs)
    price_unit = unit_price(profile, g)
    energy = energy_cost(profile, ch.board_power_w)
    speed_band = speed_error_band(profile, g, c)
    t = x.tp
    return Configuration(
        rank=rank, gpu_id=g.id, name=g.name, vendor=g.vendor.value, segment=g.segment.value, count=n,
        fits=True,
        vram_gb_per_gpu=round(ch.need_gib, 2), vram_capacity_gb_per_gpu=round(ch.usable_gib, 2),
        vram_gb_total=round(g.memory_gb * n, 1),
        # Rounded down to 4 places, so the share the cards show (spare_percent) is the one the reasons say.
        headroom=math.floor(round((1 - ch.need_gib / ch.usable_gib) * 1e4, 6)) / 1e4,
        price_unit=round(price_unit, 2) if price_unit is not None else None,
        price_total=round(ch.price_total, 2) if ch.price_total is not None else None,
        price_all_machines=round(ch.price_total * profile.machines, 2) if ch.price_total is not None else None,
        currency=currency(profile).value, price_is_quote=g.id in profile.price_overrides,
        board_power_w_total=ch.board_power_w, power_connectors=list(g.power_connectors),
        system_power_w=round(ch.system_power_w),
        psu_recommended_w=psu_size(ch.psu_required_w),  # the check's supply, rated as the warnings rate it
        speed=round(x.speed, 3) if x.speed is not None else None,
        speed_unit=SPEED_UNITS[profile.workload], speed_error_band=speed_band,
        throughput=Throughputs(
            decode_tokens_per_s=_r(t.decode_tokens_per_s), decode_tokens_per_s_total=_r(t.decode_tokens_per_s_total),
            prefill_tokens_per_s=_r(t.prefill_tokens_per_s), train_tokens_per_s=_r(t.train_tokens_per_s),
            hpc_tflops=_r(t.hpc_tflops), render_score=_r(t.render_score),
        ),
        perf_per_price=round(x.speed / ch.price_total * 1000, 4) if x.speed and ch.price_total else None,
        perf_per_watt=round(x.speed / ch.board_power_w, 5) if x.speed else None,
        energy_cost=round(energy, 2),
        tco=round(ch.price_total + energy, 2) if ch.price_total is not None else None,
        tco_all_machines=round((ch.price_total + energy) * profile.machines, 2) if ch.price_total is not None
        else None,
        yearly_costs=[_r(v, 2) for v in yearly_costs(profile, ch.price_total, ch.board_power_w)],
        score=round(score, 2),
        max_context_tokens=fit.tokens if fit else None, max_context_full=bool(fit and fit.full),
        reasons=_reasons(profile, x, best_speed, fit),
        warnings=x.warnings,
        next_steps=[*next_steps(profile, g, eco, x.count, memory_share=ch.need_gib / ch.usable_gib),
                    *speed_check(profile, g, n, t.decode_tokens_per_s, speed_band)],
    )


def need_hundredths(gib: float) -> float:
    """A memory need as results keep it: in hundredths of a GiB, rounded up (a need is never understated)."""
    return math.ceil(round(gib * 100, 6)) / 100


def _r(v: float | None, nd: int = 3) -> float | None:
    return None if v is None else round(v, nd)


def _suggestions(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                 eco: Ecosystem, excluded: list[Excluded]) -> list[Message]:
    """When nothing passes: the smallest changes to the answers that would let something through.

    Single changes are tried first (more budget, a smaller format, more GPUs); when none is enough
    alone, the same changes combined with more budget.
    """
    codes = {r.code for e in excluded for r in e.reasons}
    out: list[Message] = []
    smaller = _smaller_precision(profile) if profile.workload.is_llm and "EXCLUDED_VRAM" in codes else None
    more_gpus = 8 if "EXCLUDED_VRAM" in codes and profile.max_gpus < 8 else None

    def passing_with(update: dict[str, object]) -> list[_Candidate]:
        return _checks(profile.model_copy(update=update), arch, gpus, c, eco, what_if=True)[0]

    def cheapest(passing: list[_Candidate]) -> _Candidate | None:
        """The cheapest configuration; of equal ones, the fewest cards. One without a software-support
        risk (SOFTWARE_RISK) comes first: QLoRA on Windows should not be sent to a Radeon card because
        it is the cheapest that fits (peers.md 3F)."""
        return min(passing, key=lambda x: (x.check.price_total is None, _software_risk(x.warnings),
                                           x.check.price_total or 0.0, x.count), default=None)

    def budget_message(x: _Candidate, passing: list[_Candidate]) -> Message:
        """SUGGEST_BUDGET for `x`, the cheapest of `passing`; SUGGEST_BUDGET_SUPPORTED when cheaper ones
        fit too but carry a software-support risk, so that 'cheapest' stays true."""
        price = x.check.price_total or 0.0
        cheaper_risky = any(_software_risk(y.warnings) for y in passing
                            if y.check.price_total is not None and y.check.price_total < price)
        # `price` is money in the profile's currency: front ends format it with its symbol.
        return Message(code="SUGGEST_BUDGET_SUPPORTED" if cheaper_risky else "SUGGEST_BUDGET", params={
            "price": round(price), "gpu": x.gpu.name, "count": x.count})

    # "No budget limit" keeps the user's currency: removing the budget would price in USD.
    unlimited: dict[str, object] = ({"budget": profile.budget.model_copy(update={"amount": float("inf")})}
                 if profile.budget is not None else {})
    if profile.budget is not None and codes & {"EXCLUDED_BUDGET", "EXCLUDED_NO_PRICE"}:
        passing = passing_with(unlimited)
        x = cheapest(passing)
        if x is not None and x.check.price_total is not None:
            out.append(budget_message(x, passing))
    if smaller is not None and passing_with({"precision": smaller}):
        # "on cards you can afford" only where there is a budget to afford.
        out.append(Message(code="SUGGEST_PRECISION" if profile.budget is not None else "SUGGEST_PRECISION_FITS",
                           params={"precision": smaller.value.upper()}))
    cache_kv = _eight_bit_cache(profile) if "EXCLUDED_VRAM" in codes else None
    if cache_kv is not None and passing_with({"kv_cache_precision": cache_kv}):
        out.append(Message(code="SUGGEST_KV_8BIT", params={"kv": cache_kv.value.upper()}))
    if profile.workload in ACCUMULATING_WORKLOADS and profile.batch_size > 1 and "EXCLUDED_VRAM" in codes and \
            passing_with({"batch_size": 1}):
        # gradient accumulation keeps the training the same (_batch_of_one)
        out.append(Message(code="SUGGEST_BATCH_OF_ONE", params={"batch": profile.batch_size}))
    if more_gpus is not None:
        # The fewest cards anything fits on within the other answers: the cheapest (software risks last)
        # had said "Allowing 3 GPUs" where two Arc Pro B60 or two RX 7900 XT already fit the budget.
        fewest = min((x.count for x in passing_with({"max_gpus": more_gpus})), default=None)
        if fewest is not None:
            out.append(Message(code="SUGGEST_MORE_GPUS", params={"count": fewest}))
    if not out:
        # No single change is enough: combine them, and with a budget, each with more budget. With a
        # budget the sentence on the format is not "on cards you can afford": the budget line follows.
        # A 405B model in BF16 on a Windows desktop with no budget had only "Linux supports more cards",
        # though 4-bit on three 96 GB cards runs it there.
        updates: list[dict[str, object]] = [{"precision": smaller, "max_gpus": more_gpus}]
        if profile.budget is not None:
            updates[:0] = [{"precision": smaller}, {"max_gpus": more_gpus}]
        for update in updates:
            if any(v is None for v in update.values()):
                continue
            passing = passing_with({**update, **unlimited})
            x = cheapest(passing)
            if x is None or (profile.budget is not None and x.check.price_total is None):
                continue
            if "precision" in update:
                out.append(Message(code="SUGGEST_PRECISION_FITS",
                                   params={"precision": smaller.value.upper() if smaller else ""}))
            if "max_gpus" in update:
                out.append(Message(code="SUGGEST_MORE_GPUS", params={"count": x.count}))
            if profile.budget is not None:
                out.append(budget_message(x, passing))
            elif x.check.price_total is not None:
                out.append(Message(code="SUGGEST_CHEAPEST_THEN", params={
                    "price": round(x.check.price_total), "gpu": x.gpu.name, "count": x.count}))
            break
    if not out and "EXCLUDED_VRAM" in codes and profile.form_factor is FormFactorChoice.DESKTOP:
        # A desktop holds too few GPUs for the work: full fine-tuning of a 70B model on two GPUs and $2,000 had
        # been told to "relax one of them (budget, region, form factor or power)", none of which helps alone.
        # The cheapest server that holds it (8 GPUs at most), beyond the budget, is named with its price.
        server = cheapest(passing_with({"form_factor": FormFactorChoice.ANY, "max_gpus": max(8, profile.max_gpus),
                                        **unlimited}))
        if server is not None and server.check.price_total is not None:
            # with as many GPUs allowed already, the limit is each desktop card's memory, not their number
            code = "SUGGEST_SERVER_FITS" if server.count > profile.max_gpus else "SUGGEST_SERVER_CARDS_FIT"
            out.append(Message(code=code, params={
                "count": server.count, "gpu": server.gpu.name, "price": round(server.check.price_total)}))
    if "EXCLUDED_WINDOWS_SHARDED_TRAINING" in codes:
        # Several cards would hold it, but not on Windows (ecosystem.trains_without_nccl): name the Linux machine.
        linux: dict[str, object] = {"os": OperatingSystem.LINUX}
        within = cheapest(passing_with(linux))
        x = within or cheapest(passing_with({**linux, **unlimited}))
        if x is not None and x.check.price_total is not None and x.count > 1:
            # beyond the budget, it says so: 2 x DGX Spark for $9,398 had been offered against $8,000 unsaid
            out.append(Message(code="SUGGEST_LINUX_SHARDED_TRAINING" if within or profile.budget is None
                               else "SUGGEST_LINUX_SHARDED_TRAINING_BUDGET", params={
                "count": x.count, "gpu": x.gpu.name, "price": round(x.check.price_total)}))
    shorter = _shorter_context(profile, gpus, excluded, eco) if "EXCLUDED_VRAM" in codes else None
    if shorter is not None:
        out.append(shorter)
    # Cards that meet every answer but have no list price to hold against the budget: name them, so
    # that a quote brings them in (DeepSeek-R1 in China with CNY 2,000,000: 8 x H20 was left out for its
    # price alone, and the only advice had been to relax the region or the budget).
    unpriced: dict[str, Excluded] = {}
    sizes = {g.id: baseboard_sizes(g) for g in gpus}  # a priceless module is not told its board sizes
    for e in excluded:
        if [r.code for r in e.reasons] == ["EXCLUDED_NO_PRICE"] and (
                not sizes.get(e.gpu_id) or e.count in sizes[e.gpu_id]) and (
                e.gpu_id not in unpriced or e.count < unpriced[e.gpu_id].count):
            unpriced[e.gpu_id] = e
    if unpriced:
        first = next(iter(unpriced.values()))
        out.append(Message(code="SUGGEST_QUOTE" if len(unpriced) == 1 else "SUGGEST_QUOTES", params={
            "count": first.count, "gpu": first.name, "more": len(unpriced) - 1}))
    power = SUPPLY_CODES | {"EXCLUDED_GPU_WATTS"}
    if any(e.reasons and {r.code for r in e.reasons} <= power for e in excluded):
        # only where power alone stops a card: with a 1,600 W supply on Windows, every card it stopped also
        # lacked memory or ran on Linux only, and a bigger supply "would allow faster cards" helped none
        out.append(Message(code="SUGGEST_POWER", params={}))
    if codes & {"EXCLUDED_ROCM_OS", "EXCLUDED_WSL_DATACENTER", "EXCLUDED_OS_VENDOR", "EXCLUDED_JETSON_OS",
                 "EXCLUDED_SYSTEM_OS", "EXCLUDED_BASEBOARD_WINDOWS",
                 "EXCLUDED_VLLM_WSL_AMD", "EXCLUDED_QLORA_AMD_WINDOWS",
                 "EXCLUDED_QLORA_AMD_WINDOWS_LINUX"} and profile.effective_os() is not \
            OperatingSystem.LINUX and _linux_lets_more_through(profile, passing_with, {
                **unlimited, "max_gpus": more_gpus or profile.max_gpus}):
        out.append(Message(code="SUGGEST_LINUX", params={}))
    if not out:
        # What is left to say depends on what stops the cards (rendering review, 2026-12-02): a 200 GB scene
        # without a budget had been told to relax "budget, region, machine type or power".
        too_big = bool(excluded) and all(any(r.code == "EXCLUDED_VRAM" for r in e.reasons) for e in excluded)
        limits = profile.budget is not None or profile.region is not Region.ANY or profile.power is not None \
            or profile.form_factor is not FormFactorChoice.ANY
        if too_big and profile.workload is Workload.RENDERING:
            out.append(Message(code="SUGGEST_RENDER_OUT_OF_CORE", params={}))
        elif too_big or not limits:
            out.append(Message(code="SUGGEST_WORK_TOO_BIG", params={}))
        else:
            out.append(Message(code="SUGGEST_RELAX", params={}))
    namesake = ollama_namesake(arch.id) if arch is not None and arch.id is not None else None
    if arch is not None and namesake is not None and profile.form_factor is not FormFactorChoice.SERVER and _checks(
            profile.model_copy(update={"model": namesake.id}), from_preset(namesake), gpus, c, eco, what_if=True)[0]:
        # First: a buyer who typed "deepseek-r1" for what Ollama runs under that name (an 8B distill) was
        # told 7 x RTX PRO 6000 for CNY 481,019 against CNY 10,000, sized for the 671B model. Not for a
        # server (that buyer means the full model), nor when that model would not fit either.
        out.insert(0, Message(code="SUGGEST_OLLAMA_NAMESAKE", params={
            "model": arch.name, "size": _billions(arch.total_params), "name": arch.id, "other": namesake.name,
            "other_size": _billions(namesake.total_params_b * 1e9), "other_id": namesake.id}))
    return out


def _linux_lets_more_through(profile: Profile, passing_with: Callable[[dict[str, object]], list[_Candidate]],
                             relaxed: dict[str, object]) -> bool:
    """Whether Linux lets through a card the answers' OS does not, with the other changes the suggestions
    weigh (any price, more GPUs): pretraining that needs 270 GiB per GPU on WSL2 had been told "Linux supports
    more cards", and on Linux nothing fits either (IT review, 2026-12-02)."""
    here = {x.gpu.id for x in passing_with(relaxed)}
    return any(x.gpu.id not in here for x in passing_with({**relaxed, "os": OperatingSystem.LINUX}))


def _billions(params: float) -> str:
    """A model's size as its name gives it: "671", "8.2", "1.5" (billions)."""
    b = params / 1e9
    return f"{b:.0f}" if b >= 10 else f"{b:.1f}".removesuffix(".0")


def _more_cards_faster(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                       eco: Ecosystem, passing: list[_Candidate], excluded: list[Excluded],
                       top_speed: float | None) -> Warning | None:
    """MORE_CARDS_FASTER: a machine with more cards than the answers allow would fit every other answer
    (budget, power, OS...) and be much faster than the top pick. The classic case: a 70B chatbot in
    4-bit on one card per machine leaves only slow unified-memory computers, while two 24 GB cards
    within the same budget run it several times faster.

    Only cards left out for memory alone at the allowed count can gain from more of them; those are
    checked again at up to twice the count (at least 4, at most MORE_CARDS_LIMIT), and scored with the
    shortlist's own score so that price counts as it does there.

    Inference only: every engine splits a model over the cards of one machine by itself (llama.cpp by
    layers, vLLM by tensor parallel), while training over several cards needs a sharding set-up
    (FSDP, DeepSpeed) that a buyer may not have planned for.
    """
    if profile.workload is not Workload.INFERENCE or profile.max_gpus >= MORE_CARDS_LIMIT or not top_speed:
        return None
    short = {e.gpu_id for e in excluded if e.count == profile.max_gpus and _memory_alone(e.reasons)}
    if not short:
        return None
    more = more_cards(profile)
    # Cheap bounds first (a big catalog has thousands of such cards): the memory each card needs at the
    # most cards tried, and the price of one card more than allowed.
    least_need = memory.estimate(profile, arch, c, more).total
    budget = budget_per_machine(profile)
    fewest = profile.max_gpus + 1

    def may_pass(g: Gpu) -> bool:
        if is_complete_system(g):
            return False  # two linked computers are not "more cards per machine"
        if usable_vram_gib(g, profile.effective_os(), c.display_reserve_gib_windows) < least_need:
            return False
        price = unit_price(profile, g)
        return budget is None or price is None or price * fewest <= budget

    candidates = [g for g in gpus if g.id in short and may_pass(g)]
    if not candidates:
        return None
    wider, _ = _checks(profile.model_copy(update={"max_gpus": more}), arch, candidates, c, eco,
                       what_if=True, min_count=fewest)
    if not wider:
        return None
    x = next(_ranked([*passing, *wider], profile))[1]
    if x.count <= profile.max_gpus:
        return None  # the shortlist's top pick still scores best
    if not x.speed or x.speed < MORE_CARDS_SPEEDUP * top_speed:
        return None
    params: dict[str, Param] = {"count": x.count, "gpu": x.gpu.name, "ratio": round(x.speed / top_speed, 1),
                                "max": profile.max_gpus}
    if x.check.price_total is not None:
        params["price"] = round(x.check.price_total)
    params |= _tight_spare(x)  # what the shortlist's "Tight fit" warning says once that many are allowed
    code = "MORE_CARDS_FASTER" if x.check.price_total is not None else "MORE_CARDS_FASTER_UNPRICED"
    return construct(Warning, {"code": code, "severity": Severity.INFO, "params": params})


# What only the user's power supply stops (rules: PSU, its plugs, the adapters they need).
SUPPLY_CODES = frozenset({"EXCLUDED_PSU", "EXCLUDED_PSU_PLUGS", "EXCLUDED_PSU_PLUGS_ADAPTER"})


def _bigger_supply_faster(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                          eco: Ecosystem, excluded: list[Excluded], top: Configuration) -> Warning | None:
    """BIGGER_PSU_FASTER (PLUGS_PSU_FASTER when its watts would do): the user's power supply alone stops a
    machine at least MORE_CARDS_SPEEDUP times as fast as the top pick that meets every other answer. Two
    RTX 3090s for a 70B chat on a 1,000 W supply were left out for power alone, and the only pick was two
    Arc Pro B60 at 6.9 tokens/s, with no word that a bigger supply (some hundreds of yuan) would run it
    2.5 times as fast (this session's home-user review). The machine is the one the shortlist's score
    ranks first; its supply size is named."""
    psu = profile.power.psu_watts if profile.power else None
    if psu is None or not top.speed:
        return None
    stopped = {e.gpu_id for e in excluded if e.reasons and {r.code for r in e.reasons} <= SUPPLY_CODES}
    candidates = [g for g in gpus if g.id in stopped]
    if not candidates:
        return None
    freed = profile.model_copy(update={"power": None})
    passing, _ = _checks(freed, arch, candidates, c, eco, what_if=True)
    # a supply one can buy: "with a 3,600 W supply, 4 x RTX PRO 6000" had been offered for a desktop, and no
    # desktop supply gives more than about 3,000 W (rules.LARGEST_ATX_PSU_W; rendering review, 2026-12-02)
    server = profile.form_factor is FormFactorChoice.SERVER
    faster = [x for x in passing if x.speed and x.speed >= MORE_CARDS_SPEEDUP * top.speed
              and (server or is_server_part(x.gpu) or (psu_size(x.check.psu_required_w) or 0) <= LARGEST_ATX_PSU_W)]
    if not faster:
        return None
    x = next(_ranked(faster, freed))[1]
    watts = psu_size(x.check.psu_required_w)
    # The supply's watts suffice and its plugs alone stop the machine: "with a 1,000 W supply" told a
    # user who has one to get one. A supply of the same size with the plugs (a native 16-pin cable, as
    # ATX 3.1 models have) is what it needs.
    plugs_alone = watts is not None and watts <= psu
    code = "PLUGS_PSU_FASTER" if plugs_alone else "BIGGER_PSU_FASTER"
    if not plugs_alone and watts is not None and profile.power is not None:
        # Short of watts and of plugs: "Your 850 W supply is all that stops it" had sent a buyer to a 1,000 W
        # supply with the same two 8-pin plugs, which still left the RTX 5090 out (PDF review, 2026-12-02).
        bigger = profile.model_copy(update={"power": profile.power.model_copy(update={"psu_watts": watts})})
        runs, _ = _checks(bigger, arch, [x.gpu], c, eco, what_if=True)
        if not any(y.count == x.count for y in runs):
            code = "BIGGER_PSU_PLUGS_FASTER"
    params: dict[str, Param] = {"watts": round(psu) if plugs_alone else watts, "have": round(psu), "count": x.count,
                                "gpu": x.gpu.name, "ratio": round((x.speed or 0.0) / top.speed, 1)}
    return construct(Warning, {"code": code, "severity": Severity.INFO, "params": params})


REGION_CODES = frozenset({"EXCLUDED_REGION", "EXCLUDED_REGION_UNCONFIRMED"})


def _unused_quotes(profile: Profile, catalog: Catalog, excluded: list[Excluded], listed: set[str]) -> list[Warning]:
    """QUOTE_NOT_USED_REGION / QUOTE_NOT_USED: the quoted cards left out at every count, so that no quote goes
    unused unsaid. A yuan quote for the RTX PRO 6000 Blackwell with the buyer in mainland China, where the
    catalog has it as not sold, had been dropped without a word (IT review, 2026-12-02). The region's own
    sentence, since a vendor's quote may be the buyer's reason to answer otherwise; the rest in one line."""
    quoted = set(profile.price_overrides)
    out_ids = {e.gpu_id for e in excluded if e.gpu_id in quoted}
    names = {g.id: g.name for g in catalog.gpus if g.id in quoted}
    unused = [(gpu_id, price) for gpu_id, price in profile.price_overrides.items()
              if gpu_id in out_ids and gpu_id not in listed and gpu_id in names]
    if not unused:
        return []
    # the region's reason as the card's own exclusion says it: not sold there (export rules), or not confirmed
    region = {e.gpu_id: r.code for e in excluded if e.gpu_id in out_ids for r in e.reasons if r.code in REGION_CODES}
    out: list[Warning] = []
    for gpu_id, price in unused:
        if gpu_id in region:
            code = "QUOTE_NOT_USED_REGION" if region[gpu_id] == "EXCLUDED_REGION" else "QUOTE_NOT_USED_UNCONFIRMED"
            out.append(construct(Warning, {"code": code, "severity": Severity.INFO,
                                           "params": {"gpu": names[gpu_id], "price": round(price)}}))
    rest = [names[gpu_id] for gpu_id, _ in unused if gpu_id not in region]
    if rest:
        out.append(construct(Warning, {"code": "QUOTE_NOT_USED", "severity": Severity.INFO,
                                       "params": {"gpus": _card_list(rest), "count": len(rest)}}))
    return out


UNPRICED_NAMED = 4  # the most cards a hint names in a list (fastest first), "/ ..." after them


def _card_list(names: Sequence[str]) -> str:
    """Card names for a hint: the first UNPRICED_NAMED, " / ..." after them."""
    return " / ".join(names[:UNPRICED_NAMED]) + (" / ..." if len(names) > UNPRICED_NAMED else "")


def _unpriced_fp64(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                   eco: Ecosystem, excluded: list[Excluded], top: Configuration) -> Warning | None:
    """UNPRICED_FP64(_MORE): FP64 science on a budget whose top pick has a consumer card's weak FP64
    (CONSUMER_FP64), while cards built for FP64 that meet every other answer were left out only for
    having no list price (a budget cannot be checked without one): Instinct MI210, A30, V100 and the
    like are sold on quote. The app's own example of a wrong buy; elsewhere an unpriced card is a
    dearer professional part, not a fix, and goes unmentioned. Each card at its fastest number the
    answers allow; all are named, since nothing here says which a quote would bring within the budget."""
    if (profile.workload is not Workload.HPC or not profile.hpc_needs_fp64 or profile.budget is None
            or not top.speed or not {"CONSUMER_FP64", "CONSUMER_FP64_LOW"} & {w.code for w in top.warnings}):
        return None
    # A desktop answer also leaves out these cards for their passive cooling (EXCLUDED_PASSIVE_DESKTOP): a
    # desktop FP64 buyer had been shown gaming cards with no word of them (this session's HPC review).
    allowed = {"EXCLUDED_NO_PRICE", "EXCLUDED_PASSIVE_DESKTOP"}
    # By card and count: a working set that needs two or more cards leaves out the single card for its
    # memory too, and the hint must still see the pair.
    reasons = {(e.gpu_id, e.count): {r.code for r in e.reasons} for e in excluded}
    unpriced = {key for key, codes in reasons.items() if "EXCLUDED_NO_PRICE" in codes and codes <= allowed}
    unpriced_ids = {gid for gid, _ in unpriced}
    candidates = [g for g in gpus if g.id in unpriced_ids and not weak_fp64(g)]
    if not candidates:
        return None
    # Without a budget the missing price stops nothing, nor, in a server or a workstation built for such
    # cards, their cooling; every other answer still applies.
    freed = {"budget": None, "form_factor": FormFactorChoice.ANY}
    passing, _ = _checks(profile.model_copy(update=freed), arch, candidates, c, eco, what_if=True)
    fastest: dict[str, tuple[float, int]] = {}
    for x in passing:
        if (x.gpu.id, x.count) in unpriced and x.speed and x.speed >= MORE_CARDS_SPEEDUP * top.speed and (
                x.speed, -x.count) > fastest.get(x.gpu.id, (0.0, 0)):
            fastest[x.gpu.id] = (x.speed, -x.count)
    if not fastest:
        return None
    names = {g.id: g.name for g in candidates}
    order = sorted(fastest, key=lambda i: (-fastest[i][0], fastest[i][1], i))
    high, low = fastest[order[0]][0], fastest[order[-1]][0]
    server = "_SERVER" if any("EXCLUDED_PASSIVE_DESKTOP" in reasons[i, -fastest[i][1]] for i in order) else ""
    if len(order) == 1:
        return construct(Warning, {"code": f"UNPRICED_FP64{server}", "severity": Severity.INFO, "params": {
            "count": -fastest[order[0]][1], "gpu": names[order[0]], "ratio": round(high / top.speed, 1)}})
    shown = _card_list([names[i] for i in order])
    return construct(Warning, {"code": f"UNPRICED_FP64{server}_MORE", "severity": Severity.INFO, "params": {
        "gpus": shown, "cards": len(order), "low": round(low / top.speed, 1), "high": round(high / top.speed, 1)}})


# Unpriced cards UNPRICED_FASTER names: a consumer or workstation card (datacenter parts are sold on quote
# and dearer, not a fix), at least this much faster than the top pick (at 1.4x, a ¥15,000 home chat had been
# pointed to a workstation card of about ¥36,000).
UNPRICED_MIN_SPEEDUP = 1.5


def _unpriced_faster(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                     eco: Ecosystem, excluded: list[Excluded], top: Configuration) -> Warning | None:
    """UNPRICED_FASTER(_MORE): a current desktop card left out only for having no list price (a budget cannot
    be checked without one) that would be much faster than the top pick. A studio with $6,000 had been given
    a 2020 RTX A6000 first, with no word of the RTX PRO 5000 Blackwell at twice its speed, unpriced in the
    catalog (rendering review, 2026-12-02). _unpriced_fp64 speaks for FP64 science."""
    if profile.budget is None or not top.speed:
        return None
    reasons = {(e.gpu_id, e.count): [r.code for r in e.reasons] for e in excluded}
    unpriced = {key for key, codes in reasons.items() if codes == ["EXCLUDED_NO_PRICE"]}
    desk = (Segment.CONSUMER, Segment.WORKSTATION)
    budget = budget_per_machine(profile)
    unpriced_ids = {gid for gid, _ in unpriced}
    unpriced_desk = [g for g in gpus if g.segment in desk and g.id in unpriced_ids]
    if not unpriced_desk or budget is None:
        return None
    # The cheapest priced card of each segment with at least a given memory: per segment, by memory from the
    # largest down, the lowest price so far (one pass; a 10,000-card catalog had taken 10 s comparing each
    # unpriced card with every card).
    cheapest_from: dict[Segment, tuple[list[float], list[float]]] = {}
    for segment in desk:
        priced = sorted(((h.memory_gb, p) for h in gpus if h.segment is segment
                         and (p := unit_price(profile, h)) is not None), reverse=True)
        memories, lows, low = [], [], float("inf")
        for gb, price in priced:
            low = min(low, price)
            memories.append(-gb)
            lows.append(low)
        cheapest_from[segment] = (memories, lows)

    def within_reach(g: Gpu) -> bool:
        """The budget covers the cheapest priced card of its kind (segment, at least its memory): a $1,200 chat
        had been pointed to a 48 GB workstation card of about $4,500, when such cards start at $3,999."""
        memories, lows = cheapest_from[g.segment]
        i = bisect_right(memories, -g.memory_gb)  # the cards with at least its memory come first
        return i > 0 and lows[i - 1] <= budget

    candidates = [g for g in unpriced_desk if within_reach(g)]
    if not candidates:
        return None
    passing, _ = _checks(profile.model_copy(update={"budget": None}), arch, candidates, c, eco, what_if=True)
    # each card at its fewest count that is that much faster: the one a quote is likeliest to bring in
    fewest: dict[str, tuple[int, float]] = {}
    for x in passing:
        if (x.gpu.id, x.count) not in unpriced or not x.speed or x.speed < UNPRICED_MIN_SPEEDUP * top.speed:
            continue
        held = fewest.get(x.gpu.id)
        if held is None or (x.count, -x.speed) < (held[0], -held[1]):
            fewest[x.gpu.id] = (x.count, x.speed)
    if not fewest:
        return None
    names = {g.id: g.name for g in candidates}
    order = sorted(fewest, key=lambda i: (-fewest[i][1] / fewest[i][0], i))
    first = order[0]
    params: dict[str, Param] = {"count": fewest[first][0], "gpu": names[first],
                                "ratio": round(fewest[first][1] / top.speed, 1)}
    if len(order) > 1:
        params["others"] = _card_list([names[i] for i in order[1:]])
    return construct(Warning, {"code": "UNPRICED_FASTER_MORE" if len(order) > 1 else "UNPRICED_FASTER",
                               "severity": Severity.INFO, "params": params})


# How far past the budget an old card's launch price may be for OLD_PRICE_OVER_BUDGET: used and old-stock
# cards sell for about half their launch price some years on (an RTX 3090 launched at $1,499 sold used for
# about $700-900 in 2025-26, peers.md); beyond twice the budget no quote is likely to bring it in.
OLD_PRICE_BUDGET_REACH = 2.0
OLD_PRICE_MIN_SPEEDUP = 1.3


# Reasons that keep a card built for FP64 out of a desktop answer only by its cooling: a passively cooled PCIe card
# (A100 PCIe, H100 PCIe) needs a server's airflow.
COOLING_ONLY = frozenset({"EXCLUDED_PASSIVE_DESKTOP", "EXCLUDED_PASSIVE_COOLING"})


def _fp64_weak_only(profile: Profile, picked: Sequence[Gpu], gpus: Sequence[Gpu],
                    excluded: Sequence[Excluded]) -> Warning | None:
    """FP64_WEAK_ONLY: FP64 science whose whole shortlist is consumer cards with weak double precision. Each
    card said so on its own, but a buyer with $8,000 had been shown an RX 7900 XTX first with no word that no
    card built for FP64 is priced within the answers (this session's expert review).

    FP64_WEAK_ONLY_COOLING when such cards are priced within the answers and only their passive cooling keeps
    them out: with $30,000 for a desktop, an A100 80GB PCIe ($12,000) and an H100 PCIe were left out for it, and
    the notice had said none was priced and to ask for quotes (core review, 2026-12-02)."""
    if profile.workload is not Workload.HPC or not profile.hpc_needs_fp64 or not picked:
        return None
    if not all(weak_fp64(g) for g in picked):
        return None
    by_id = {g.id: g for g in gpus}
    cooled_out: list[str] = []
    for e in excluded:
        g = by_id.get(e.gpu_id)
        if (g is not None and not weak_fp64(g) and e.reasons and {r.code for r in e.reasons} <= COOLING_ONLY
                and g.name not in cooled_out):
            cooled_out.append(g.name)
    if cooled_out:
        # the answer that keeps them out: the computer (a desktop), the cooling (an ordinary case, a quiet office),
        # or both; "choose 'Either'" had been said where the cooling answer alone kept them out (review of this diff)
        desk = profile.form_factor is FormFactorChoice.DESKTOP
        cooling = profile.cooling not in (CoolingChoice.ANY, CoolingChoice.SERVER_AIRFLOW)
        code = ("FP64_WEAK_ONLY_COOLING_BOTH" if desk and cooling else
                "FP64_WEAK_ONLY_COOLING_ANSWER" if cooling else "FP64_WEAK_ONLY_COOLING")
        return construct(Warning, {"code": code, "severity": Severity.WARNING,
                                   "params": {"gpus": _card_list(cooled_out)}})
    return construct(Warning, {"code": "FP64_WEAK_ONLY", "severity": Severity.WARNING, "params": {}})


def _old_price_over_budget(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                           eco: Ecosystem, excluded: list[Excluded],
                           shortlist: Sequence[Configuration]) -> Warning | None:
    """OLD_PRICE_OVER_BUDGET(_MORE): cards left out only by a launch price some years old (OLD_PRICE_YEARS),
    within OLD_PRICE_BUDGET_REACH of the budget, that would run at least as fast as the top pick. Such cards
    are bought used or as old stock for much less: QLoRA with $1,200 had left out the RTX 3090 at its $1,499
    of 2020 and shortlisted an Arc card, unsaid (this session's expert review). A shortlisted old card
    says its launch price already (OLD_LAUNCH_PRICE), and a shortlisted card at another count is more cards,
    not an old price (MORE_CARDS_FASTER speaks for that)."""
    top = shortlist[0]
    if profile.budget is None or not top.speed:
        return None
    budget_codes = {"EXCLUDED_BUDGET", "EXCLUDED_BUDGET_FLEET"}
    by_id = {g.id: g for g in gpus}

    def old(g: Gpu | None) -> bool:
        return (g is not None and g.id not in profile.price_overrides and g.price_date is not None
                and eco.date.year - g.price_date.year >= OLD_PRICE_YEARS)

    listed = {s.gpu_id for s in shortlist}
    budget = budget_per_machine(profile)
    reach = OLD_PRICE_BUDGET_REACH * budget if budget is not None else float("inf")
    # Cheap bounds before the what-if (a big catalog has thousands of cards): old, not listed, within reach
    keys = {(e.gpu_id, e.count) for e in excluded
            if e.gpu_id not in listed and e.reasons and {r.code for r in e.reasons} <= budget_codes
            and old(g := by_id.get(e.gpu_id)) and g is not None
            and (unit_price(profile, g) or 0.0) * e.count <= reach}
    if not keys:
        return None
    candidates = [by_id[i] for i in {gid for gid, _ in keys}]
    # An endless budget, not none: without one the prices would be in US dollars, not the budget's currency.
    endless = {"budget": profile.budget.model_copy(update={"amount": float("inf")}),
               "max_gpus": max(n for _, n in keys)}
    passing, _ = _checks(profile.model_copy(update=endless), arch, candidates, c, eco, what_if=True)
    # Much faster than the top pick, or as fast where the top pick is a tight fit or a software risk: a card
    # 10 % faster for a little over the budget is no news (the README's example had named one).
    troubled = _software_risk(top.warnings) or any(w.code == "TIGHT_VRAM" for w in top.warnings)
    slowest = top.speed * (1.0 if troubled else OLD_PRICE_MIN_SPEEDUP)
    best: dict[str, _Candidate] = {}
    for x in passing:
        if (x.gpu.id, x.count) not in keys or not x.speed or x.speed < slowest or x.check.price_total is None:
            continue
        if x.check.price_total > reach:
            continue
        held = best.get(x.gpu.id)
        if held is None or (x.speed, -x.count) > (held.speed or 0.0, -held.count):
            best[x.gpu.id] = x
    if not best:
        return None
    order = sorted(best.values(), key=lambda x: (-(x.speed or 0.0), x.count, x.gpu.id))
    first = order[0]
    gpu = first.gpu
    params: dict[str, Param] = {"count": first.count, "gpu": gpu.name,
                                "year": gpu.price_date.year if gpu.price_date is not None else "",
                                "price": round(first.check.price_total or 0.0),
                                "ratio": round((first.speed or 0.0) / top.speed, 1)}
    if len(order) > 1:
        params["others"] = _card_list([x.gpu.name for x in order[1:]])
    return construct(Warning, {"code": "OLD_PRICE_OVER_BUDGET_MORE" if len(order) > 1 else "OLD_PRICE_OVER_BUDGET",
                               "severity": Severity.INFO, "params": params})


# Fine-tuning, where a batch of one sequence per GPU with gradient accumulation is the usual recipe (Unsloth,
# the Hugging Face PEFT examples: per_device_train_batch_size 1-2). Not pretraining: a small model's
# throughput there needs the bigger batch, which the speed estimate does not model.
ACCUMULATING_WORKLOADS = frozenset({Workload.LORA, Workload.QLORA, Workload.FULL_FINETUNE})


def _batch_of_one(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                  eco: Ecosystem, shortlist: Sequence[Configuration], excluded: list[Excluded]) -> Warning | None:
    """BATCH_OF_ONE: training with a batch of several sequences per GPU, where a batch of one and gradient
    accumulation over as many steps (the same training: the same sequences per optimizer step) needs far
    less activation memory and brings in a configuration the memory keeps out now, which would then lead.
    QLoRA of a 7B model at batch 4 on Windows with $1,200 had shortlisted only an Arc card (21.8 GiB), while
    at batch 1 (12.4 GiB) 16 GB GeForce cards fit (this session's expert review); every QLoRA recipe runs
    batch 1-2 with accumulation. The memory is compared at the named configuration's own count."""
    if profile.workload not in ACCUMULATING_WORKLOADS or profile.batch_size <= 1 or arch is None:
        return None
    held_out = _kept_out_by_memory(excluded)
    if not held_out:
        return None
    # Only the cards memory keeps out and the shortlist's can lead at batch 1 (the others ranked lower with
    # the same memory to spare): the what-if runs on those alone, not the whole catalog.
    ids = {gid for gid, _ in held_out} | {s.gpu_id for s in shortlist}
    one = profile.model_copy(update={"batch_size": 1})
    passing, _ = _checks(one, arch, [g for g in gpus if g.id in ids], c, eco, what_if=True)
    if not passing:
        return None
    x = next(_ranked(passing, one))[1]
    if (x.gpu.id, x.count) not in held_out:
        return None  # what leads at batch 1 already fits at the user's batch: the answer changes nothing to say
    need = memory.estimate(profile, arch, c, x.count).total
    params: dict[str, Param] = {"batch": profile.batch_size, "need": round(need, 1),
                                "need_one": round(x.check.need_gib, 1), "count": x.count, "gpu": x.gpu.name}
    if x.check.price_total is not None:
        params["price"] = round(x.check.price_total)
    return construct(Warning, {"code": "BATCH_OF_ONE" if "price" in params else "BATCH_OF_ONE_UNPRICED",
                               "severity": Severity.INFO, "params": params})


def _qlora_supported(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                     eco: Ecosystem, shortlist: Sequence[Configuration]) -> Warning | None:
    """QLORA_SUPPORTED: LoRA whose top pick carries a software-support risk (SOFTWARE_RISK: a Radeon card
    for PyTorch training on Windows, peers.md 3F), while QLoRA (the same adapters over the base model
    loaded in 4-bit, about a third of the memory) fits a card with full support within every other
    answer. The case: LoRA of a 7B model on Windows with 12,000 CNY, where only a 32 GB Radeon holds the
    16-bit base model and in QLoRA a 20 GB RTX 4000 Ada does (15.5 GiB: just over a 16 GB GeForce's share
    under Windows). The supported configuration the shortlist's score ranks first is named; none when the LoRA
    shortlist already offers a configuration without the risk: 4 x GB200 had been named for QLoRA while it stood
    at #2 for LoRA (PDF review, 2026-12-02)."""
    top = shortlist[0]
    if profile.workload is not Workload.LORA or not _software_risk(top.warnings):
        return None
    if any(not _software_risk(s.warnings) for s in shortlist):
        return None  # the shortlist already offers LoRA without the risk: no reason to change the method
    qlora = profile.model_copy(update={"workload": Workload.QLORA, "precision": None})
    passing, _ = _checks(qlora, arch, gpus, c, eco, what_if=True)
    supported = [x for x in passing if not _software_risk(x.warnings)]
    if not supported:
        return None
    x = next(_ranked(supported, qlora))[1]
    params: dict[str, Param] = {"count": x.count, "gpu": x.gpu.name, "need": round(x.check.need_gib, 1)}
    if x.check.price_total is None:
        return construct(Warning, {"code": "QLORA_SUPPORTED_UNPRICED", "severity": Severity.INFO, "params": params})
    params["price"] = round(x.check.price_total)
    return construct(Warning, {"code": "QLORA_SUPPORTED", "severity": Severity.INFO, "params": params})


def _smaller_format_cheaper(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                            eco: Ecosystem, shortlist: Sequence[Configuration]) -> Warning | None:
    """EIGHT_BIT_CHEAPER / FOUR_BIT_CHEAPER (FP8_SERVER_CHEAPER / FOUR_BIT_SERVER_CHEAPER for a vLLM
    server): the same model in a smaller format would run about as fast
    as the top pick or faster (SMALLER_FORMAT_MIN_SPEED) on a machine costing at most
    SMALLER_FORMAT_PRICE_SHARE of it. The classic case: a 7B chatbot left at its released 16-bit
    format needs 16 GiB, so only 24 GB+ cards pass and an RTX 5090 tops the list, while in Q8_0 (as
    LM Studio and Ollama run it) a 16 GB card runs it faster for a third of the price. A 32B model in
    16-bit leaves only unified-memory computers; 8-bit still needs 33 GiB, but 4-bit fits a 24 GB card.

    For a server: a 16-bit Qwen2.5 32B served by vLLM to 16 users (4,096 tokens each, $20,000) takes four
    RTX 5090s; in FP8 two run it faster, for half the price.

    Each of the formats `_smaller_formats` gives for the answers that is smaller than theirs is tried in
    turn, the gentlest first, and the first that offers such a machine is named: of its configurations
    with no more cards than the top pick that meet every other answer (budget, power, OS...), cost at most
    that share and run about as fast or faster, the one the shortlist's score ranks first.
    """
    top = shortlist[0]
    smaller_formats = _smaller_formats(profile)
    if not smaller_formats or arch is None or top.price_total is None or not top.speed:
        return None
    bits = memory_bits(profile.effective_precision())
    dearest = top.price_total * SMALLER_FORMAT_PRICE_SHARE
    affordable = [g for g in gpus if (p := unit_price(profile, g)) is not None and p <= dearest]
    for precision, code in smaller_formats:
        if memory_bits(precision) >= bits:
            continue
        x = _cheaper_in(profile.model_copy(update={"precision": precision, "max_gpus": top.count}),
                        arch, affordable, c, eco, SMALLER_FORMAT_MIN_SPEED * top.speed, dearest)
        if x is None:
            continue
        params = _format_hint_params(precision, x, shortlist)
        params["saving"] = round((1 - (x.check.price_total or 0.0) / top.price_total) * 100)
        return construct(Warning, {"code": code, "severity": Severity.INFO, "params": params})
    if not any(w.code == "SLOWER_THAN_READING" for w in top.warnings):
        return None  # the pick is usable: a faster format is a matter of taste, and its search costs time
    return _smaller_format_faster(profile, arch, gpus, c, eco, shortlist, smaller_formats, bits)


def _smaller_format_faster(profile: Profile, arch: ModelArch, gpus: Sequence[Gpu], c: EstimatorConstants,
                           eco: Ecosystem, shortlist: Sequence[Configuration],
                           smaller_formats: tuple[tuple[Precision, str], ...], bits: float) -> Warning | None:
    """FASTER_FORMAT_CODES: the top pick is slower than people read, no smaller format is cheaper, but one runs
    SMALLER_FORMAT_FASTER times the top pick's speed or more on a machine the answers allow (their budget and count
    of cards; with no budget, for no more than the top pick costs). Of those, the one the shortlist's score ranks
    first, the gentlest format first."""
    top = shortlist[0]
    assert top.price_total is not None and top.speed
    # No dearer than the budget's machine, or with none the top pick; cards priced above that alone are left out
    # first (the pass had cost 60 % of a 10,000-card recommend for nothing; review of this diff).
    per_machine = budget_per_machine(profile)
    dearest = per_machine if per_machine is not None else top.price_total
    affordable = [g for g in gpus if (p := unit_price(profile, g)) is not None and p <= dearest]
    for precision, code in smaller_formats:
        if memory_bits(precision) >= bits:
            continue
        x = _cheaper_in(profile.model_copy(update={"precision": precision}), arch, affordable, c, eco,
                        SMALLER_FORMAT_FASTER * top.speed, dearest)
        if x is not None:
            return construct(Warning, {"code": FASTER_FORMAT_CODES[code], "severity": Severity.INFO,
                                       "params": _format_hint_params(precision, x, shortlist)})
    return None


def _format_hint_params(precision: Precision, x: _Candidate, shortlist: Sequence[Configuration]) -> dict[str, Param]:
    """A smaller format's hint (cheaper or faster): its machine's figures against the top pick's, the tight-fit
    addendum, and the shortlist rank when the same machine is listed already (the format makes it fast there)."""
    top = shortlist[0]
    params: dict[str, Param] = {
        "precision": precision.value.upper(), "need": round(x.check.need_gib, 1), "count": x.count,
        "gpu": x.gpu.name, "ratio": round((x.speed or 0.0) / (top.speed or 1.0), 1),
        "price": round(x.check.price_total or 0.0), **_tight_spare(x)}
    listed = next((s.rank for s in shortlist if (s.gpu_id, s.count) == (x.gpu.id, x.count)), None)
    if listed is not None:
        params[LISTED_RANK_PARAM] = listed
    return params


def _kept_out_by_memory(excluded: list[Excluded]) -> set[tuple[str, int]]:
    """The (card, count) configurations memory keeps out (among other reasons, or alone)."""
    return {(e.gpu_id, e.count) for e in excluded if any(r.code == "EXCLUDED_VRAM" for r in e.reasons)}


def _eight_bit_cache(profile: Profile) -> KvPrecision | None:
    """The 8-bit KV cache the answers' engine stores (Q8_0 for llama.cpp and the apps on it, FP8 for vLLM and
    TensorRT-LLM), when inference keeps a 16-bit one; else None (Transformers has no such switch here)."""
    if profile.workload is not Workload.INFERENCE or profile.effective_kv_precision() is not KvPrecision.FP16:
        return None
    engine = profile.effective_engine()
    if engine is Engine.LLAMA_CPP:
        return KvPrecision.Q8_0
    if engine in (Engine.VLLM, Engine.TENSORRT_LLM):
        return KvPrecision.FP8
    return None


def _smaller_cache_cheaper(profile: Profile, arch: ModelArch | None, gpus: Sequence[Gpu], c: EstimatorConstants,
                           eco: Ecosystem, shortlist: Sequence[Configuration],
                           excluded: list[Excluded]) -> Warning | None:
    """KV_8BIT_CHEAPER: at a long context (or many users) the 16-bit KV cache decides the card, and an 8-bit
    one (half the memory; llama.cpp's q8_0, vLLM's fp8: next to no quality lost, one switch in LM Studio,
    Ollama or vLLM) lets a machine costing at most SMALLER_FORMAT_PRICE_SHARE of the top pick run it at
    KV_CHEAPER_MIN_SPEED of its speed or more. Gemma 3 27B at 128k in Q4_K_M with $4,000 had topped with
    an RTX 5090 (26.7 GiB) where with a q8_0 cache (21.8 GiB) a 24 GB card does (this session's expert
    review). Chosen as _smaller_format_cheaper chooses."""
    kv = _eight_bit_cache(profile)
    top = shortlist[0]
    if kv is None or arch is None or top.price_total is None or not top.speed:
        return None
    dearest = top.price_total * SMALLER_FORMAT_PRICE_SHARE
    # Only cards the 16-bit cache keeps out: at 8k context a 7B model's cache is 0.4 GiB, and the hint had named
    # a card already on the shortlist as if the cache made it possible.
    held_out = {gpu_id for gpu_id, count in _kept_out_by_memory(excluded) if count <= top.count}
    affordable = [g for g in gpus if g.id in held_out and (p := unit_price(profile, g)) is not None and p <= dearest]
    x = _cheaper_in(profile.model_copy(update={"kv_cache_precision": kv, "max_gpus": top.count}), arch,
                    affordable, c, eco, KV_CHEAPER_MIN_SPEED * top.speed, dearest)
    if x is None:
        return None
    price = x.check.price_total or 0.0
    params: dict[str, Param] = {
        "kv": kv.value.upper(), "need": round(x.check.need_gib, 1), "count": x.count, "gpu": x.gpu.name,
        "ratio": round((x.speed or 0.0) / top.speed, 1), "price": round(price),
        "saving": round((1 - price / top.price_total) * 100), **_tight_spare(x)}
    return construct(Warning, {"code": "KV_8BIT_CHEAPER", "severity": Severity.INFO, "params": params})


def _smaller_formats(profile: Profile) -> tuple[tuple[Precision, str], ...]:
    """The smaller formats _smaller_format_cheaper tries, with the hint each gives: for a vLLM server in
    16 bits, vLLM's FP8 and 4-bit (SERVER_SMALLER_FORMATS); for an engine that loads GGUF files in 16 bits,
    or the Q8_0 that "Automatic" means for a chat with the software left open
    (Profile.chats_with_unnamed_software), llama.cpp's (SMALLER_FORMATS); otherwise none."""
    if profile.workload is not Workload.INFERENCE:
        return ()
    sixteen_bit = memory_bits(profile.effective_precision()) >= 16
    if profile.effective_engine() is Engine.VLLM:  # GGUF files are a chat app's, not what vLLM serves
        return SERVER_SMALLER_FORMATS if sixteen_bit else ()
    if profile.engine in SMALLER_FORMAT_ENGINES and (sixteen_bit or profile.chats_with_unnamed_software()):
        return SMALLER_FORMATS
    return ()


def _software_risk(warnings: Iterable[Warning]) -> bool:
    """A warning that the software the work needs may not run on the card (SOFTWARE_RISK)."""
    return any(RISK_WEIGHTS.get(w.code, 1.0) <= SOFTWARE_RISK and w.code not in BUYING_RISKS for w in warnings)


def _tight_spare(x: _Candidate) -> dict[str, Param]:
    """A what-if configuration's "Memory would be tight: N% to spare." addendum (TIGHT_SPARE_PARAM), from
    the Tight fit warning the configuration gets; empty when it has room."""
    tight = next((w for w in x.warnings if w.code == "TIGHT_VRAM"), None)
    return {} if tight is None else {TIGHT_SPARE_PARAM: tight.params["headroom"]}


def _cheaper_in(smaller: Profile, arch: ModelArch, gpus: Sequence[Gpu], c: EstimatorConstants, eco: Ecosystem,
                slowest: float, dearest: float) -> _Candidate | None:
    """The configuration _smaller_format_cheaper names for one smaller format, or None: at least
    `slowest` tokens/s for at most `dearest`. `smaller` allows no more cards than the top pick: the
    hint is about a format, not a bigger machine (MORE_CARDS_FASTER speaks for that), and it keeps the
    what-if cheap on big catalogs."""
    # Cheap bounds first (a big catalog has thousands of cards): the memory each card needs with as
    # many cards as the top pick, and the fastest any estimate can be, every card reading the weights
    # at its full bandwidth for each step of the whole batch (decode_efficiency is at most 1).
    least_need = memory.estimate(smaller, arch, c, smaller.max_gpus).total
    step_bytes = throughput.decode_read_bytes(arch, smaller.effective_precision(), c, smaller.batch_size)
    slowest_bandwidth = slowest * step_bytes / 1e9 / (smaller.max_gpus * smaller.batch_size)
    os = smaller.effective_os()
    candidates = [g for g in gpus if usable_vram_gib(g, os, c.display_reserve_gib_windows) >= least_need
                  and g.bandwidth_gbs >= slowest_bandwidth]
    passing, _ = _checks(smaller, arch, candidates, c, eco, what_if=True)
    as_fast = [x for x in passing if x.speed and x.speed >= slowest
               and x.check.price_total is not None and x.check.price_total <= dearest]
    if not as_fast:
        return None
    return next(_ranked(as_fast, smaller))[1]  # the shortlist's own score: software risks count as they do there


def _memory_alone(reasons: Sequence[Message]) -> bool:
    """Nothing but memory stops it (no reasons at all included): a shorter context or more cards could
    change that."""
    return all(r.code in ("EXCLUDED_VRAM", formats.WIDENED_CODE) or r.code in formats.VLLM_FALLBACK_CODES
               for r in reasons)


def _shorter_context(profile: Profile, gpus: Sequence[Gpu], excluded: list[Excluded],
                     eco: Ecosystem) -> Message | None:
    """The longest context at which a configuration that fails on memory alone would fit, and which one.

    Only configurations with no other reason (budget, power, OS...) count, so the suggestion holds
    as said; None when even a short context leaves no card enough memory (the weights alone are too big).
    Each such configuration's memory reason already says the context it would hold (_checks): the
    longest wins, then one without a software-support risk (SOFTWARE_RISK: not a Radeon card for
    QLoRA on Windows), then the cheapest, then the fewest cards.
    """
    by_id = {g.id: g for g in gpus}
    best: tuple[int, bool, float, int, str] | None = None
    for e in excluded:
        if not _memory_alone(e.reasons):
            continue
        tokens = max((t for r in e.reasons if (t := shorter_context_tokens(r)) is not None), default=None)
        if tokens is None or (best is not None and tokens < best[0]):
            continue
        g = by_id[e.gpu_id]
        price = unit_price(profile, g)
        entry = (tokens, not _software_risk_of(profile, g, e.count, eco),
                 -(price * e.count if price is not None else math.inf), -e.count, e.name)
        if best is None or entry[:4] > best[:4]:
            best = entry
    if best is None:
        return None
    tokens, _, _, fewer, name = best
    return message("SUGGEST_SHORTER_CONTEXT", context=tokens, chosen=profile.context_tokens, count=-fewer, gpu=name)


def _software_risk_of(profile: Profile, g: Gpu, count: int, eco: Ecosystem) -> bool:
    """_software_risk for a configuration left out (its warnings were never built): its software
    warnings do not depend on memory, so a check that fits is enough."""
    return _software_risk(warnings_for(profile, _unpriced_check(profile, g, count, 0.0, 1.0), eco))


def _unpriced_check(profile: Profile, g: Gpu, count: int, need_gib: float, usable_gib: float) -> Check:
    """A check of memory and power, without price or budget (the card owned, a what-if's warnings)."""
    system = system_power(g, count, profile.form_factor is FormFactorChoice.SERVER)
    return Check(gpu=g, count=count, need_gib=need_gib, usable_gib=usable_gib, price_total=None, budget=None,
                 board_power_w=round(g.tdp_w * count), system_power_w=system, psu_required_w=supply_needed(g, system))


def _smaller_precision(profile: Profile) -> Precision | None:
    """The 4-bit format the "smaller format" suggestion names: a GGUF Q4_K_M for llama.cpp and the chat
    apps (software left open); for software that loads no GGUF files (vLLM, TensorRT-LLM, Transformers)
    their own 4-bit, INT4 (AWQ/GPTQ checkpoints; TensorRT-LLM's INT4 AWQ). Q4_K_M had been suggested to
    a TensorRT-LLM server."""
    p = profile.effective_precision()
    if profile.workload is Workload.INFERENCE:
        gguf = profile.effective_engine() in (Engine.LLAMA_CPP, Engine.UNKNOWN) or p.is_gguf
        four_bit = Precision.Q4_K_M if gguf else Precision.INT4
        return four_bit if memory_bits(four_bit) < memory_bits(p) else None
    if profile.workload is Workload.LORA:
        return Precision.NF4
    return None


def memory_bits(p: Precision) -> float:
    return load_constants().bits_per_weight[p.value]


def recommend(profile: Profile, catalog: Catalog | None = None, top: int = DEFAULT_TOP,
              constants: EstimatorConstants | None = None) -> Recommendation:
    """Rank every GPU configuration of the catalog for the profile."""
    catalog = catalog or load_catalog()
    c = constants or load_constants()
    eco = load_ecosystem()
    arch = profile_arch(profile)
    # The profile stays as answered (QLoRA's "Automatic" is NF4 through effective_precision): the
    # recommendation's profile is what exports and re-opened shortlists give back.
    with _gc_paused():
        return _recommend(profile, catalog, top, c, eco, arch)


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Big catalogs create ~100,000 small objects, none in reference cycles; the cyclic collector
    would rescan them again and again while they are built (superlinear time). Pause it.

    Re-enabled as it was, the collector would run a full collection at the next allocation (the
    pause left ~100,000 new objects counted against generation 0) and scan every object of the
    process to find no garbage: 0.2 s for 10,000 GPUs. freeze() + unfreeze() files the new objects
    with the old ones and clears that count instead (CPython's gc_freeze_impl / gc_unfreeze_impl);
    they are freed by reference counting as always, and a later full collection still scans them."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.freeze()
            gc.unfreeze()
            gc.enable()


def _recommend(profile: Profile, catalog: Catalog, top: int, c: EstimatorConstants, eco: Ecosystem,
               arch: ModelArch | None) -> Recommendation:
    passing, excluded = _checks(profile, arch, catalog.gpus, c, eco)
    ranked = _ranked(passing, profile)
    best_speed = max((x.speed or 0.0 for x in passing), default=0.0)
    needs = NeedsAt(arch, c) if arch is not None else None  # the picks' context fits share their lengths
    # Each card is on the shortlist once, at its best count: more than the catalog's cards asks for every
    # one of them (`--top 99999999999999999999` had crashed islice, past sys.maxsize).
    picks = list(islice(ranked, max(1, min(top, len(catalog.gpus)))))
    shortlist = _one_fastest([_configuration(profile, x, s, rank, eco, c, best_speed, arch, needs)
                              for rank, (s, x) in enumerate(picks, start=1)])
    ranked_lower, ranked_lower_total = _ranked_lower(ranked, shortlist, len({x.gpu.id for x in passing}))
    suggestions = [] if shortlist else _suggestions(profile, arch, catalog.gpus, c, eco, excluded)
    more_cards = (_more_cards_faster(profile, arch, catalog.gpus, c, eco, passing, excluded, shortlist[0].speed)
                  if shortlist else None)
    smaller = _smaller_format_cheaper(profile, arch, catalog.gpus, c, eco, shortlist) if shortlist else None
    unpriced = _unpriced_fp64(profile, arch, catalog.gpus, c, eco, excluded, shortlist[0]) if shortlist else None
    if unpriced is None and shortlist:
        unpriced = _unpriced_faster(profile, arch, catalog.gpus, c, eco, excluded, shortlist[0])
    weak_only = _fp64_weak_only(profile, [x.gpu for _, x in picks], catalog.gpus, excluded)
    old_price = _old_price_over_budget(profile, arch, catalog.gpus, c, eco, excluded, shortlist) if shortlist \
        else None
    batch_one = _batch_of_one(profile, arch, catalog.gpus, c, eco, shortlist, excluded) if shortlist else None
    # the weights' format first: one hint about a smaller format at a time
    cache = _smaller_cache_cheaper(profile, arch, catalog.gpus, c, eco, shortlist, excluded) \
        if shortlist and smaller is None else None
    qlora = _qlora_supported(profile, arch, catalog.gpus, c, eco, shortlist) if shortlist else None
    supply = _bigger_supply_faster(profile, arch, catalog.gpus, c, eco, excluded, shortlist[0]) if shortlist else None
    # every card that passes at some count, not only those listed (ranked_lower stops at RANKED_LOWER_LIMIT)
    unused = _unused_quotes(profile, catalog, excluded, {x.gpu.id for x in passing}) \
        if profile.price_overrides else []
    # Every part was built and validated by the core itself; re-validating tens of thousands of
    # excluded configurations would dominate the run time on big catalogs.
    rec = Recommendation.model_construct(
        catalog=CatalogSummary(version=catalog.catalog.version, date=catalog.catalog.date, gpus=len(catalog.gpus)),
        profile=profile,
        requirement=requirement(profile, arch, c),
        shortlist=shortlist,
        excluded=excluded,
        ranked_lower=ranked_lower,
        ranked_lower_total=ranked_lower_total,
        profile_warnings=[*profile_warnings(profile), *(w for w in (context_beyond_model(profile, arch),
                                                                    context_for_thinking(profile, arch),
                                                                    more_cards, smaller, cache, batch_one, weak_only,
                                                                    unpriced,
                                                                    old_price, qlora, supply)
                                                         if w is not None), *unused],
        suggestions=suggestions,
        assumptions=_assumptions(profile, c, [x.gpu for _, x in picks]),
        considered=len(catalog.gpus) * profile.max_gpus,
        current=_current(profile, arch, catalog, c, eco, shortlist),
    )
    rec.how = explain_recommendation(rec, c, catalog.by_id())
    host_bound = [k for k, exps in rec.how.configurations.items()
                  if any(e.terms.get(HOST_TERM, 0.0) > 0 for e in exps)]
    if len(host_bound) >= 2:
        rec.profile_warnings.append(host_bound_speed(memory.engine_name(profile, c), len(host_bound)))
    return rec


def _current(profile: Profile, arch: ModelArch | None, catalog: Catalog, c: EstimatorConstants, eco: Ecosystem,
             shortlist: list[Configuration]) -> CurrentAssessment | None:
    """The card the user already owns: does the workload fit it, and what would each pick buy?

    Only what matters for a card already bought is checked: memory, software support and the
    workload's hardware needs (not budget, region, form factor or power supply).
    """
    if profile.current_gpu is None:
        return None
    g = catalog.by_id().get(profile.current_gpu.id)
    if g is None:
        return None
    n = profile.current_gpu.count
    run, check, note, reasons = _what_stops(profile, g, n, arch, c, eco)
    fits = not reasons
    # A speed on a card the job does not fit would be a promise the card cannot keep.
    estimate = throughput.estimate(run, arch, g, n, c) if fits else None
    speed = estimate.headline(profile.workload) if estimate is not None else None
    upgrades = [
        Upgrade(gpu_id=x.gpu_id, name=x.name, count=x.count, currency=x.currency, price_total=x.price_total,
                speedup=round(x.speed / speed, 2) if x.speed and speed else None)
        for x in shortlist if not (x.gpu_id == g.id and x.count == n)
    ]
    warnings = [w for w in warnings_for(profile, check, eco) if fits and w.code not in BUYING_ONLY_WARNINGS]
    if note is not None and fits:
        warnings.insert(0, _as_warning(note))
    if estimate is not None and (slow := _slower_than_reading(profile, estimate)) is not None:
        warnings.insert(0, slow)  # it runs, but an upgrade may be worth it for a chat
    if fits:
        verdict = message("CURRENT_FITS", count=n, gpu=g.name, need=round(check.need_gib, 1),
                          have=round(check.usable_gib, 1))
    else:
        verdict = message("CURRENT_DOES_NOT_FIT", count=n, gpu=g.name)
    return CurrentAssessment(
        gpu_id=g.id, name=g.name, count=n, fits=fits, vram_gb_per_gpu=round(check.need_gib, 2),
        vram_capacity_gb_per_gpu=round(check.usable_gib, 2), speed=_r(speed), speed_unit=SPEED_UNITS[profile.workload],
        verdict=verdict, reasons=reasons, context=_current_context(profile, arch, c, run, check, reasons),
        warnings=warnings, upgrades=upgrades,
    )


def _what_stops(profile: Profile, g: Gpu, n: int, arch: ModelArch | None, c: EstimatorConstants, eco: Ecosystem
                ) -> tuple[Profile, Check, Message | None, list[Message]]:
    """How `n` of `g` would run the work, its check, the note on how it runs, and what stops it running
    at all (CURRENT_CARD_FILTERS): for a card owned, and for the cards `estimate` is asked about."""
    run = formats.as_run_on(profile, g, c)
    check = _unpriced_check(profile, g, n, need_hundredths(memory.estimate(run, arch, c, n).total),
                            usable_vram_gib(g, profile.effective_os(), c.display_reserve_gib_windows))
    note = (formats.run_note(profile, run, check.need_gib, memory.estimate(profile, arch, c, n).total, g)
            if run is not profile else None)
    reasons = _led_by_note([m for m in hard_filters(profile, check, eco) if m.code in CURRENT_CARD_FILTERS], note)
    return run, check, note, reasons


def _current_context(profile: Profile, arch: ModelArch | None, c: EstimatorConstants, run: Profile, check: Check,
                     reasons: list[Message]) -> Message | None:
    """The context the user's card holds; stopped by memory alone, the shorter context it would run."""
    if not _memory_alone(reasons):
        return None  # software or hardware stops it whatever the context
    fit = longest_context(run, arch, c, check.count, check.usable_gib)
    smaller = _smaller_precision(profile) if reasons and profile.workload is Workload.INFERENCE else None
    if smaller is not None and arch is not None:
        # A card one format away: an RTX 3060 12 GB had been "not enough" for an 8B chat sized in Q8_0, with no
        # word that it runs it in Q4_K_M, what Ollama and LM Studio download by default (first-time buyer review)
        small = run.model_copy(update={"precision": smaller})
        need = need_hundredths(memory.estimate(small, arch, c, check.count).total)
        if need <= check.usable_gib:
            params: dict[str, Param] = {"precision": smaller.value.upper(), "need": round(need, 1),
                                        "have": round(check.usable_gib, 1)}
            if fit is not None and fit.tokens < profile.context_tokens:
                return message("CURRENT_SMALLER_OR_SHORTER", **params, context=fit.tokens,
                               chosen=profile.context_tokens)
            return message("CURRENT_SMALLER_FORMAT", **params)
    if fit is None:
        return None
    if not reasons:
        return context_reason(profile, fit)
    return message("CURRENT_SHORTER_CONTEXT", context=fit.tokens, chosen=profile.context_tokens)


# Advice for buying that means nothing for a card already installed.
BUYING_ONLY_WARNINGS = frozenset({"PSU_HEADROOM", "PSU_SERVER", "NO_LIST_PRICE", "OLD_LAUNCH_PRICE",
                                  "EXPORT_SUPPLY_ENDED", "EXPORT_STATUS_CHANGING",
                                  "GEFORCE_DATACENTER_LICENSE", "SYSTEM_COMPLETE_COMPUTER", "BASEBOARD_SERVER",
                                  "SUPERCHIP_SYSTEM", "CHINA_ONLY_SKU", "REPLACED_SAME_PRICE"})
# What can stop a card the user already owns (buying constraints do not apply to it).
CURRENT_CARD_FILTERS = frozenset({
    "EXCLUDED_VRAM", "EXCLUDED_ROCM_GPU", "EXCLUDED_ROCM_OS", "EXCLUDED_WSL_DATACENTER", "EXCLUDED_OS_VENDOR",
    "EXCLUDED_BASEBOARD_WINDOWS", "EXCLUDED_JETSON_OS", "EXCLUDED_SYSTEM_OS", "EXCLUDED_NO_FP64", "EXCLUDED_NO_FP8",
    "EXCLUDED_NO_RENDERING",
    # the software named does not run on the card: an owned RX 7900 XTX had been said to run TensorRT-LLM
    "EXCLUDED_VLLM_GPU", "EXCLUDED_VLLM_WSL_AMD", "EXCLUDED_TRTLLM_GPU", "EXCLUDED_LLAMACPP_GAUDI",
    # nor split over cards it cannot split over: 'estimate' had said two RTX PRO 6000s run a full fine-tune
    # on Windows, which has no NCCL, while 'recommend' left them out for it
    "EXCLUDED_WINDOWS_SHARDED_TRAINING", "EXCLUDED_SYSTEM_ENGINE",
})


def _assumptions(profile: Profile, c: EstimatorConstants, picks: list[Gpu]) -> list[Message]:
    shared = shared_memory_assumption(picks)
    out = [capacity_assumption(profile.effective_os(), c.display_reserve_gib_windows), *([shared] if shared else []),
           Message(code="ASSUME_HEADROOM", params={"pct": round(profile.headroom * 100)}),
           price_assumption(profile),
           *([Message(code="ASSUME_QUOTES", params={"count": len(profile.price_overrides)})]
             if profile.price_overrides else []),
           Message(code="ASSUME_PSU", params={  # the figures power.system_power adds, so the sum can be redone
               "desktop": round(DESKTOP_PLATFORM_W), "server": round(SERVER_PLATFORM_W),
               "extra": round(EXTRA_GPU_PLATFORM_W), "factor": PSU_FACTOR}),
           *([Message(code="ASSUME_PSU_BASEBOARD", params={"pct": round(BASEBOARD_SHARE * 100)})]
             if any(g.form_factor in BASEBOARD_FORMS for g in picks) else []),
           Message(code="ASSUME_SCORE", params={}), Message(code="ASSUME_ENERGY", params={
               "hours": sentence_number(profile.electricity.hours_per_day, 2),
               "years": sentence_number(profile.electricity.years, 2)})]
    if profile.workload.is_training:
        out.append(Message(code="ASSUME_TRAINING_STATES", params={}))
    if profile.workload.is_llm:  # the "room for up to N tokens" figures (wizard/core/context_fit.py)
        out.append(Message(code="ASSUME_CONTEXT_FIT", params={"pct": round(profile.headroom * 100)}))
    if profile.workload is Workload.RENDERING and profile.renderer not in (Renderer.UNKNOWN, Renderer.BLENDER):
        # the speeds are Blender Open Data scores (rendering.py): another renderer may order the cards otherwise
        out.append(Message(code="ASSUME_RENDER_SPEED_BLENDER", params={"renderer": RENDERER_NAMES[profile.renderer]}))
    if profile.max_gpus > 1:  # how memory.estimate shares the work out (compute_working_set for HPC, rendering)
        code = {Workload.HPC: "ASSUME_MULTI_GPU_HPC", Workload.RENDERING: "ASSUME_MULTI_GPU_RENDERING"}.get(
            profile.workload, "ASSUME_MULTI_GPU_TRAINING" if profile.workload.is_training else "ASSUME_MULTI_GPU")
        out.append(Message(code=code, params={}))
    return out


def longest_context_on(profile: Profile, gpu: Gpu, count: int, constants: EstimatorConstants | None = None
                       ) -> ContextFit | None:
    """The longest context that fits on `count` of this card, whether or not the chosen one does (for
    `estimate`): the same figure the shortlist gives (wizard/core/context_fit.py)."""
    c = constants or load_constants()
    arch = profile_arch(profile)
    usable = usable_vram_gib(gpu, profile.effective_os(), c.display_reserve_gib_windows)
    return longest_context(formats.as_run_on(profile, gpu, c), arch, c, count, usable)


def evaluate(profile: Profile, gpu: Gpu, count: int, constants: EstimatorConstants | None = None
             ) -> tuple[float, bool, throughput.Throughput, list[Message]]:
    """For `estimate`: one configuration's memory need per GPU, whether it fits, its speed, and what
    stops it running the work whatever the budget, the region or the power supply: the checks of a
    card already owned, memory among them (led by the note on why a card needs more than the headline
    figure), software support and the hardware the work needs."""
    c = constants or load_constants()
    arch = profile_arch(profile)
    run, check, _, reasons = _what_stops(profile, gpu, count, arch, c, load_ecosystem())
    return check.need_gib, check.need_gib <= check.usable_gib, throughput.estimate(run, arch, gpu, count, c), reasons


__all__ = ["evaluate", "recommend", "requirement"]
