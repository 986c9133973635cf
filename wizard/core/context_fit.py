"""How long a context fits: the memory estimate solved for the context length (or training sequence).

A buyer choosing between a 12 GB and a 16 GB card usually asks "how much longer can my chats or
documents be on the bigger one?", and tools that size only the context typed in cannot say (peers.md
3B: context sliders capped too low, or OOM). The answer uses the one memory model of the rules core
(wizard/core/memory.py) and the shortlist's own fit test, need <= usable memory per GPU, so a card
keeps passing at every length up to the figure shown.

Memory never falls as the context grows (KV cache and training activations grow with it; the prefill
chunk and sliding windows only stop growing), so a binary search over the length is exact.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wizard.core import memory
from wizard.core.arch import ModelArch
from wizard.core.constants import EstimatorConstants
from wizard.core.profile import Profile, Workload
from wizard.core.results import Message, message

# Answers are whole multiples of these (256 below 4,096 tokens, 1,024 above): "about 45,056 tokens",
# never a false precision of single tokens from an estimate with a ±7% band.
FINE_STEP = 256
COARSE_STEP = 1024
# A model without a preset (a custom size) has no known context limit: search no further than this.
UNKNOWN_MODEL_LIMIT = 1 << 20
# A card short of memory is told the shorter context it would hold only from this length up: less
# is no working context (a chat's system prompt and first question take hundreds of tokens).
SHORTER_CONTEXT_MIN = 1024


@dataclass(frozen=True)
class ContextFit:
    """The longest context on one configuration: `tokens`, and whether that is the model's own limit."""

    tokens: int
    full: bool  # the model's whole supported context fits (tokens == its max_context)


def need_at(profile: Profile, arch: ModelArch, c: EstimatorConstants, gpus: int, context: int) -> float:
    """GiB per GPU for the profile at another context length (everything else as answered)."""
    return memory.estimate(profile.at_context(context), arch, c, gpus).total


def _grid(first: int, last: int) -> list[int]:
    """The lengths an answer can be, from `first` to `last`: FINE_STEP apart below 4 x COARSE_STEP,
    COARSE_STEP apart from there."""
    fine = range(first, min(last, 4 * COARSE_STEP - 1) + 1, FINE_STEP)
    return [*fine, *range(4 * COARSE_STEP, last + 1, COARSE_STEP)]


def _longest_fitting(grid: list[int], fits: Callable[[int], bool]) -> int | None:
    """The largest length of `grid` that fits (memory grows with the length, so bisection is exact)."""
    lo, hi = 0, len(grid)  # grid[:lo] fits, grid[hi:] does not
    while lo < hi:
        mid = (lo + hi) // 2
        if fits(grid[mid]):
            lo = mid + 1
        else:
            hi = mid
    return grid[lo - 1] if lo else None


class NeedsAt:
    """need_at for one model and set of constants, remembered: recommend's shortlist asks the same lengths
    of every pick with the same count and way of running the model (the picks differ only in their
    memory), sixty picks for the app's charts."""

    def __init__(self, arch: ModelArch, c: EstimatorConstants) -> None:
        self._arch, self._c = arch, c
        self._need: dict[tuple[int, int, int], float] = {}
        self._profiles: dict[int, Profile] = {}  # by id(): kept, so an id stays its profile's while remembered

    def __call__(self, profile: Profile, gpus: int, tokens: int) -> float:
        key = (id(profile), gpus, tokens)
        found = self._need.get(key)
        if found is None:
            self._profiles[id(profile)] = profile
            found = self._need[key] = need_at(profile, self._arch, self._c, gpus, tokens)
        return found


def longest_context(profile: Profile, arch: ModelArch | None, c: EstimatorConstants, gpus: int,
                    usable_gib: float, needs: NeedsAt | None = None) -> ContextFit | None:
    """The longest context (tokens per sequence) whose memory per GPU fits in `usable_gib`.

    None where the question has no answer: HPC and rendering, a custom model (no known limit) that
    fits even at UNKNOWN_MODEL_LIMIT, a context already beyond the model's own limit, or not even
    FINE_STEP tokens fitting. Never below the profile's context when that fits: the figure reads
    "up to about N tokens (you chose M)". `needs`: the memory at each length, remembered across calls
    for the same `arch` and `c`.
    """
    if arch is None or not profile.workload.is_llm:
        return None
    need = needs or NeedsAt(arch, c)
    limit = arch.max_context or UNKNOWN_MODEL_LIMIT
    if profile.context_tokens > limit:
        return None
    if need(profile, gpus, limit) <= usable_gib:
        return ContextFit(limit, True) if arch.max_context else None
    # The longest length that fits, rounded down to the answers' grid: the grid's longest that fits.
    tokens = _longest_fitting(_grid(FINE_STEP, limit - 1), lambda n: need(profile, gpus, n) <= usable_gib) or 0
    if need(profile, gpus, profile.context_tokens) <= usable_gib:
        tokens = max(tokens, profile.context_tokens)
    return ContextFit(tokens, False) if tokens >= FINE_STEP else None


class ShorterContext:
    """For one GPU count: the longest context, shorter than the one chosen, at which a card that lacks
    the memory for the chosen one would fit ("A context of up to about 6,144 tokens would fit").

    The answer is the largest length on the rounding grid of `longest_context` (256-token steps below
    4,096, 1,024 above) whose memory fits, which is exactly `longest_context`'s rounded figure: found by
    bisection over that grid, with the memory at each length worked out once and shared by every
    card asked about. So a catalog of any size costs at most one estimate per grid length (and
    usually a few dozen), not a search per card.
    """

    def __init__(self, profile: Profile, arch: ModelArch | None, c: EstimatorConstants, gpus: int) -> None:
        self._profile, self._arch, self._c, self._gpus = profile, arch, c, gpus
        self._need: dict[int, float] = {}
        self._answers: dict[float, int | None] = {}  # by usable memory: many cards share a size
        self._grid: list[int] = []
        if arch is not None and profile.workload.is_llm:
            top = min(profile.context_tokens - 1, arch.max_context or UNKNOWN_MODEL_LIMIT)
            self._grid = _grid(SHORTER_CONTEXT_MIN, top)

    def _need_at(self, tokens: int) -> float:
        found = self._need.get(tokens)
        if found is None:
            assert self._arch is not None
            found = self._need[tokens] = need_at(self._profile, self._arch, self._c, self._gpus, tokens)
        return found

    def tokens(self, usable_gib: float) -> int | None:
        """The longest grid length below the chosen context that fits in `usable_gib`; None if none does."""
        if usable_gib not in self._answers:
            self._answers[usable_gib] = _longest_fitting(self._grid, lambda n: self._need_at(n) <= usable_gib)
        return self._answers[usable_gib]


def context_reason(profile: Profile, fit: ContextFit) -> Message:
    """The shortlist's sentence: how long the context (or training sequence) can grow on the card."""
    training = profile.workload is not Workload.INFERENCE
    if fit.full:
        code = "FITS_SEQUENCE_FULL" if training else "FITS_CONTEXT_FULL"
    else:
        code = "FITS_SEQUENCE" if training else "FITS_CONTEXT"
    if "context_tokens" not in profile.model_fields_set:  # left at the default: not "you chose"
        return message(code, tokens=fit.tokens, context=profile.context_tokens, context_default=True)
    return message(code, tokens=fit.tokens, context=profile.context_tokens)


__all__ = [
    "COARSE_STEP",
    "FINE_STEP",
    "SHORTER_CONTEXT_MIN",
    "UNKNOWN_MODEL_LIMIT",
    "ContextFit",
    "NeedsAt",
    "ShorterContext",
    "context_reason",
    "longest_context",
    "need_at",
]
