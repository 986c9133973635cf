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


@dataclass(frozen=True)
class ContextFit:
    """The longest context on one configuration: `tokens`, and whether that is the model's own limit."""

    tokens: int
    full: bool  # the model's whole supported context fits (tokens == its max_context)


def need_at(profile: Profile, arch: ModelArch, c: EstimatorConstants, gpus: int, context: int) -> float:
    """GiB per GPU for the profile at another context length (everything else as answered)."""
    return memory.estimate(profile.model_copy(update={"context_tokens": context}), arch, c, gpus).total


def _rounded_down(tokens: int) -> int:
    step = COARSE_STEP if tokens >= 4 * COARSE_STEP else FINE_STEP
    return tokens // step * step


def longest_context(profile: Profile, arch: ModelArch | None, c: EstimatorConstants, gpus: int,
                    usable_gib: float) -> ContextFit | None:
    """The longest context (tokens per sequence) whose memory per GPU fits in `usable_gib`.

    None where the question has no answer: HPC and rendering, a custom model (no known limit) that
    fits even at UNKNOWN_MODEL_LIMIT, a context already beyond the model's own limit, or not even
    FINE_STEP tokens fitting. Never below the profile's context when that fits: the figure reads
    "up to about N tokens (you chose M)".
    """
    if arch is None or not profile.workload.is_llm:
        return None
    limit = arch.max_context or UNKNOWN_MODEL_LIMIT
    if profile.context_tokens > limit:
        return None
    if need_at(profile, arch, c, gpus, limit) <= usable_gib:
        return ContextFit(limit, True) if arch.max_context else None
    lo, hi = 0, limit  # invariant: lo fits (0: nothing yet), hi does not
    if need_at(profile, arch, c, gpus, profile.context_tokens) <= usable_gib:
        lo = profile.context_tokens
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if need_at(profile, arch, c, gpus, mid) <= usable_gib:
            lo = mid
        else:
            hi = mid
    tokens = _rounded_down(lo)
    if lo >= profile.context_tokens:
        tokens = max(tokens, profile.context_tokens)
    return ContextFit(tokens, False) if tokens >= FINE_STEP else None


def context_reason(profile: Profile, fit: ContextFit) -> Message:
    """The shortlist's sentence: how long the context (or training sequence) can grow on the card."""
    training = profile.workload is not Workload.INFERENCE
    if fit.full:
        code = "FITS_SEQUENCE_FULL" if training else "FITS_CONTEXT_FULL"
    else:
        code = "FITS_SEQUENCE" if training else "FITS_CONTEXT"
    return message(code, tokens=fit.tokens, context=profile.context_tokens)


__all__ = ["COARSE_STEP", "FINE_STEP", "UNKNOWN_MODEL_LIMIT", "ContextFit", "context_reason", "longest_context",
           "need_at"]
