"""Rendering speed: a configuration's Blender benchmark score.

Peak FP32 TFLOPS says little about path tracing: Cycles leans on ray-tracing hardware and its
backend (OptiX, HIP, oneAPI), so an RX 7900 XTX with 74 % of an RTX 4090's FP32 rate renders at
about a third of its speed. The figure used here is the Blender Open Data median score (samples
per minute summed over the benchmark's scenes; twice the score renders twice as fast):

- measured: the card's own median, from the catalog (`Gpu.blender`, sourced per card);
- estimated, for a card Blender Open Data does not list: its FP32 rate x the points per TFLOPS of
  the measured cards of its kind (`render_kind`), fitted by benchmarks/validate.py --write into
  data/calibration.toml; validate.py also estimates every measured card from the others of its
  kind, and that error is the band shown next to an estimate.

Several GPUs: Cycles gives each device a share of every frame's samples, so a frame's speed is
close to the sum of the cards' (`EstimatorConstants.render_multi_gpu_efficiency` per extra card).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from wizard.core.catalog_models import Gpu, Segment, Vendor
from wizard.core.constants import EstimatorConstants
from wizard.core.ecosystem import has_rt_cores

UNIT = "Blender points"
BACKEND_NAMES = {"optix": "OptiX", "cuda": "CUDA", "hip": "HIP", "oneapi": "oneAPI"}  # as Blender writes them


def render_kind(gpu: Gpu) -> str:
    """The group whose measured cards estimate an unmeasured one: the backend and its hardware."""
    if gpu.vendor is Vendor.NVIDIA and not has_rt_cores(gpu):
        return "nvidia"
    if gpu.vendor is Vendor.NVIDIA:
        # Passively cooled server cards hold lower clocks than their peak rate suggests: an L40S
        # scores about 100 points per TFLOPS, a GeForce or RTX workstation card 130-180.
        return "nvidia_rt_datacenter" if gpu.segment is Segment.DATACENTER else "nvidia_rt"
    if gpu.vendor is Vendor.AMD and (gpu.gfx_target or "").startswith("gfx103"):
        # RDNA 2 counts single-issue FP32 (about 117 points per TFLOPS); RDNA 3/4 figures count dual
        # issue, which Cycles rarely uses (about 64): one factor for both misjudges either by ~40 %.
        return "amd_rdna2"
    return gpu.vendor.value


def chip_key(gpu: Gpu) -> str | None:
    """The key of a card's own chip among the points per TFLOPS, for NVIDIA cards without RT cores: that kind
    pools a 2016 Pascal (about 70 points per TFLOPS) with an A100 (about 196), so its median (132) had put an
    unmeasured H200 at 8,871 points, 42 % above the measured H100 SXM on the same GH100 at the same clocks
    (rendering review, 2026-12-02). A measured card of the same chip estimates its unmeasured siblings."""
    kind = render_kind(gpu)
    return f"{kind}:{gpu.architecture}" if kind == "nvidia" else None


@dataclass(frozen=True)
class RenderScore:
    per_card: float
    measured: bool  # the card's own Blender Open Data median, not an estimate from its FP32 rate
    points_per_tflops: float | None = None  # the factor an estimate used

    def total(self, count: int, c: EstimatorConstants) -> float:
        return self.per_card * multi_gpu_factor(count, c)


def multi_gpu_factor(count: int, c: EstimatorConstants) -> float:
    """Effective cards when `count` render one frame together."""
    return 1 + (count - 1) * c.render_multi_gpu_efficiency if count > 1 else 1.0


def card_score(gpu: Gpu, c: EstimatorConstants) -> RenderScore:
    if gpu.blender is not None:
        return RenderScore(gpu.blender.score, measured=True)
    chip = chip_key(gpu)
    factor = c.render_points_per_tflops.get(chip) if chip is not None else None
    if factor is None:
        factor = c.render_points_per_tflops.get(render_kind(gpu), min(c.render_points_per_tflops.values()))
    return RenderScore(gpu.fp32_tflops * factor, measured=False, points_per_tflops=factor)


def error_band(gpu: Gpu, c: EstimatorConstants) -> float:
    """The relative error shown next to a card's rendering speed: its own median varies little, an
    estimate by its kind's leave-one-out error (validate.py)."""
    return c.error_band["rendering_measured" if gpu.blender is not None else "rendering"]


def measured_cards(gpus: Iterable[Gpu]) -> list[Gpu]:
    """The cards with a Blender score, each Open Data entry once: a variant that borrows another
    card's score (the A800 has the A100 PCIe's) is not a second measurement."""
    seen: set[tuple[float, str, str]] = set()
    out = []
    for g in gpus:
        if g.blender is not None and (key := (g.blender.score, g.blender.version, g.blender.backend)) not in seen:
            seen.add(key)
            out.append(g)
    return out


def fit_points_per_tflops(gpus: Iterable[Gpu]) -> dict[str, float]:
    """Per kind, and per chip where chip_key gives one, the median of score / FP32 TFLOPS over the measured
    cards."""
    ratios: dict[str, list[float]] = {}
    for g in measured_cards(gpus):
        assert g.blender is not None
        ratio = g.blender.score / g.fp32_tflops
        ratios.setdefault(render_kind(g), []).append(ratio)
        chip = chip_key(g)
        if chip is not None:
            ratios.setdefault(chip, []).append(ratio)
    return {kind: statistics.median(values) for kind, values in sorted(ratios.items())}


def leave_one_out(gpus: Iterable[Gpu]) -> list[tuple[str, float, float]]:
    """(id, measured, estimated from the other measured cards of its kind) for every measured card
    whose kind has at least one other: how wrong an estimate for an unmeasured card tends to be."""
    measured = measured_cards(gpus)
    out = []
    for g in measured:
        assert g.blender is not None
        # as card_score would: from the same chip's other cards where there are some, else the kind's
        same_chip = [o.blender.score / o.fp32_tflops for o in measured
                     if o.id != g.id and o.blender is not None and chip_key(g) is not None
                     and chip_key(o) == chip_key(g)]
        others = same_chip or [o.blender.score / o.fp32_tflops for o in measured
                               if o.id != g.id and o.blender is not None and render_kind(o) == render_kind(g)]
        if others:
            out.append((g.id, g.blender.score, g.fp32_tflops * statistics.median(others)))
    return out
