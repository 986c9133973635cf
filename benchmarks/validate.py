"""Validate the core's estimates against published measurements, and calibrate its constants.

    python benchmarks/validate.py            # summary with the constants in use (defaults + data/calibration.toml)
    python benchmarks/validate.py --rows     # ... and every row
    python benchmarks/validate.py --write    # refit on the calibration split, write data/calibration.toml

Rows: tests/data/measurements.csv (see tests/data/MEASUREMENTS.md for what each source measured).

Split: within each kind, rows in id order; every third one (the 3rd, 6th, ...) is HELD OUT, the
other two thirds CALIBRATE. The fit only ever sees calibration rows; the targets are judged on
the held-out rows.

Comparison conventions (documented because they decide what "right" means):
- Memory rows are `torch.cuda.max_memory_allocated` peaks (or, for Qwen v1, an unstated method
  assumed to be the same). The wizard's estimate is what must fit on the card, which includes
  the CUDA context that PyTorch never counts. So the estimate is compared after removing
  `EstimatorConstants.cuda_context_gib` (a fixed, documented, NOT fitted offset) per GPU. The
  estimate shown to buyers keeps it.
- A row whose value is a sum over GPUs (conditions_note says SUM / TOTAL) is compared with the
  per-GPU estimate x gpu_count.
- Decode rows compare the batch total tokens/s; prefill rows the prompt tokens/s at the prompt
  length; train rows the whole configuration's tokens/s; mfu rows the MFU implied by the
  estimated train tokens/s under the source's definition (6 N + attention FLOPs per token).
- Fields a source leaves empty take the source's documented default (SOURCE_DEFAULTS below).
- Models that are not presets use their published architecture (ARCHS below), so the check
  judges the formulas, not the size-only approximation.
"""

from __future__ import annotations

import argparse
import csv
import math
import statistics
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from wizard.core import memory, throughput  # noqa: E402
from wizard.core.arch import ModelArch, from_preset  # noqa: E402
from wizard.core.catalog import load_catalog, model_by_id  # noqa: E402
from wizard.core.catalog_models import Attention, Gpu  # noqa: E402
from wizard.core.constants import EstimatorConstants, load_constants  # noqa: E402
from wizard.core.profile import (  # noqa: E402
    Engine,
    KvPrecision,
    Optimizer,
    Precision,
    Profile,
    TrainingPrecision,
    Workload,
)

MEASUREMENTS = ROOT / "tests" / "data" / "measurements.csv"
CALIBRATION = ROOT / "data" / "calibration.toml"

KINDS = ["inference_memory", "lora_memory", "qlora_memory", "full_finetune_memory",
         "decode_tps", "prefill_tps", "train_tps", "mfu"]
MEMORY_KINDS = {"inference_memory", "lora_memory", "qlora_memory", "full_finetune_memory"}
TRAINING_MEMORY_KINDS = ("lora_memory", "qlora_memory", "full_finetune_memory")
WORKLOAD_OF_KIND = {
    "inference_memory": Workload.INFERENCE, "decode_tps": Workload.INFERENCE, "prefill_tps": Workload.INFERENCE,
    "lora_memory": Workload.LORA, "qlora_memory": Workload.QLORA, "full_finetune_memory": Workload.FULL_FINETUNE,
}


# --- architectures of the non-preset models named in the rows' notes (published config.json) ---------------

def _arch(name: str, params_b: float, layers: int, hidden: int, heads: int, kv_heads: int, inter: int,
          vocab: int, tied: bool, head_dim: int | None = None) -> ModelArch:
    return ModelArch(
        id=None, name=name, total_params=params_b * 1e9, active_params=params_b * 1e9, layers=layers,
        hidden=hidden, heads=heads, kv_heads=kv_heads, head_dim=head_dim or hidden // heads,
        intermediate=inter, vocab=vocab, tied_embeddings=tied,
        attention=Attention.MHA if kv_heads == heads else Attention.GQA, mla_kv_dim=None, sliding_window=None,
        sliding_window_layer_fraction=0.0, moe_experts=0, approximate=False,
    )


# Keyed by the real model the note names. MLP width is the real per-branch width (Qwen v1 configs list
# intermediate_size as twice the width of each of its two branches; GPT-style MLPs are 4 x hidden).
ARCHS: dict[str, ModelArch] = {
    # Qwen/Qwen2.5-0.5B and -1.5B config.json (tied embeddings, GQA with 2 KV heads)
    "qwen2.5-0.5b": _arch("Qwen2.5 0.5B", 0.494, 24, 896, 14, 2, 4864, 151936, True, 64),
    "qwen2.5-1.5b": _arch("Qwen2.5 1.5B", 1.544, 28, 1536, 12, 2, 8960, 151936, True, 128),
    # Qwen/Qwen-{1_8B,7B,14B,72B} (v1) config.json: MHA, untied LM head
    "qwen-1.8b": _arch("Qwen 1.8B (v1)", 1.837, 24, 2048, 16, 16, 5504, 151936, False),
    "qwen-7b": _arch("Qwen 7B (v1)", 7.721, 32, 4096, 32, 32, 11008, 151936, False),
    "qwen-14b": _arch("Qwen 14B (v1)", 14.167, 40, 5120, 40, 40, 13696, 152064, False),
    "qwen-72b": _arch("Qwen 72B (v1)", 72.288, 80, 8192, 64, 64, 24576, 152064, False),
    # tiiuae/falcon-7b: multi-query attention (1 KV head of 64), GELU MLP 4 x 4544, tied
    "falcon-7b": _arch("Falcon 7B", 6.922, 32, 4544, 71, 1, 18176, 65024, True, 64),
    # bigcode/octocoder (StarCoder 15.5B, GPTBigCode): multi-query attention, MLP 4 x 6144
    "octocoder": _arch("OctoCoder 15.5B", 15.517, 40, 6144, 48, 1, 24576, 49152, False),
    # microsoft/phi-1_5: MHA, MLP 8192, vocab 51200
    "phi-1.5": _arch("phi-1.5", 1.418, 24, 2048, 32, 32, 8192, 51200, False),
    # stabilityai/stablelm-base-alpha-3b (GPT-NeoX): MHA, MLP 4 x 4096, vocab 50688
    "stablelm-alpha-3b": _arch("StableLM-Alpha 3B", 3.638, 16, 4096, 32, 32, 16384, 50688, False),
    # mosaicml MPT-7b / -13b / -70b benchmark configs in llm-foundry (MHA, MLP 4 x d_model, vocab 50368)
    "mpt-7b": _arch("MPT 7B", 6.659, 32, 4096, 32, 32, 16384, 50368, True),
    "mpt-13b": _arch("MPT 13B", 12.854, 40, 5120, 40, 40, 20480, 50368, True),
    "mpt-70b": _arch("MPT 70B", 64.862, 80, 8192, 64, 64, 32768, 50368, True),
}


def _real_model(row: dict[str, str]) -> str | None:
    """The non-preset model a row's note names (None: use the preset or the size)."""
    note = row["conditions_note"].lower()
    p = row["params_b"]
    rules: list[tuple[str, str]] = [
        ("qwen-1.8b", "qwen-1.8b"), ("qwen-7b", "qwen-7b"), ("qwen-14b", "qwen-14b"), ("qwen-72b", "qwen-72b"),
        ("falcon-7b", "falcon-7b"), ("octocoder", "octocoder"), ("phi-1.5", "phi-1.5"),
        ("stablelm-base-alpha-3b", "stablelm-alpha-3b"), ("mpt-70b", "mpt-70b"), ("mpt-13b", "mpt-13b"),
        ("mpt-7b", "mpt-7b"), ("qwen3-8b", "qwen3-8b"),
    ]
    if not p:
        return row["model"] if row["model"] in ARCHS else None
    for needle, key in rules:
        if needle in note:
            return key
    return None


def row_arch(row: dict[str, str]) -> ModelArch:
    real = _real_model(row)
    if real is not None and real in ARCHS:
        return ARCHS[real]
    preset = model_by_id(real or row["model"]) if (real or row["model"]) else None
    if preset is not None:
        return from_preset(preset)
    from wizard.core.arch import from_size
    return from_size(float(row["params_b"]))


# --- defaults for fields a source leaves empty ----------------------------------------------------------------

def _source(row: dict[str, str]) -> str:
    s = row["source"].lower()
    for key in ("litgpt", "torchtune", "qwenlm/qwen2.5", "qwenlm/qwen", "llm-foundry", "llmq", "xiongjiedai",
                "llama.cpp", "localscore", "dmatora", "continuum", "oracle", "transformers"):
        if key in s:
            return key
    return "other"


# source -> (context when empty, prompt when empty, gradient checkpointing when empty, LoRA rank)
SOURCE_DEFAULTS: dict[str, tuple[int, int, bool, int]] = {
    # LitGPT generate: short prompt + max_new_tokens (50 at commit 8641822) -> 128 tokens is generous;
    # finetune/lora.py at that commit: no activation checkpointing, r=8 on query and value.
    "litgpt": (128, 16, False, 8),
    # torchtune Llama 3.1 8B single-device configs enable activation checkpointing; LoRA rank 8.
    "torchtune": (2048, 2048, True, 8),
    # Qwen v1 finetune_lora_single_gpu.sh: --gradient_checkpointing, lora_r 64.
    "qwenlm/qwen": (2048, 2048, True, 64),
    # llm.q rows without recompute flags: no recomputation.
    "llmq": (1024, 1024, False, 16),
    # llama.cpp "average eval speed" overview (XiongjieDai LLaMA 2 tables) and single user reports:
    # llama-bench defaults (tg128 / pp512).
    "xiongjiedai": (128, 512, True, 16),
    "continuum": (128, 512, True, 16),
}
FALLBACK_DEFAULTS = (512, 512, True, 16)


def _int(s: str, default: int) -> int:
    return int(float(s)) if s.strip() else default


def row_profile(row: dict[str, str], c: EstimatorConstants) -> Profile:
    kind = row["kind"]
    ctx_d, prompt_d, ckpt_d, rank_d = SOURCE_DEFAULTS.get(_source(row), FALLBACK_DEFAULTS)
    if kind in WORKLOAD_OF_KIND:
        workload = WORKLOAD_OF_KIND[kind]
    else:  # train_tps / mfu: the note says full training or LoRA / QLoRA
        note = row["conditions_note"].lower()
        workload = (Workload.QLORA if "qlora" in note else Workload.LORA if " lora" in note
                    else Workload.FULL_FINETUNE)
    precision = Precision(row["precision"]) if row["precision"] else None
    if workload is Workload.QLORA:
        precision = Precision.NF4 if precision in (None, Precision.NF4) else precision
    context = _int(row["context_tokens"], ctx_d)
    if kind == "prefill_tps":
        context = _int(row["prompt_tokens"], prompt_d)
    ckpt = row["gradient_checkpointing"].strip().lower()
    return Profile(
        workload=workload,
        precision=precision,
        kv_cache_precision=KvPrecision(row["kv_cache_precision"] or "fp16"),
        engine=Engine(row["engine"] or "unknown"),
        context_tokens=max(1, context),
        batch_size=_int(row["batch_size"], 1),
        gradient_checkpointing=(ckpt == "true") if ckpt else ckpt_d,
        optimizer=Optimizer(row["optimizer"] or "adamw"),
        lora_rank=_int(row["lora_rank"], rank_d),
        training_precision=TrainingPrecision(row["training_precision"] or "mixed"),
        max_gpus=min(64, _int(row["gpu_count"], 1)),
    )


# Rows the wizard cannot model (reported, never silently dropped).
EXCLUDED: dict[str, str] = {
    "m094": "optimizer state offloaded to CPU (torchtune 70B full, README footnote): the wizard does not model offload",
    "m131": "optimizer state and master weights offloaded to host: the wizard does not model offload",
    "m132": "optimizer state and master weights offloaded to host: the wizard does not model offload",
}


def is_sum_over_gpus(row: dict[str, str]) -> bool:
    note = row["conditions_note"]
    return int(row["gpu_count"] or 1) > 1 and ("SUM over GPUs" in note or "TOTAL over" in note)


def predict(row: dict[str, str], c: EstimatorConstants, gpus: dict[str, Gpu]) -> float:
    """The core's estimate, in the row's unit and convention."""
    kind = row["kind"]
    arch = row_arch(row)
    profile = row_profile(row, c)
    n = _int(row["gpu_count"], 1)
    if kind in MEMORY_KINDS:
        per_gpu = memory.estimate(profile, arch, c, n).total - c.cuda_context_gib
        return per_gpu * n if is_sum_over_gpus(row) else per_gpu
    gpu = gpus[row["gpu_id"]]
    tp = throughput.estimate(profile, arch, gpu, n, c)
    if kind == "decode_tps":
        assert tp.decode_tokens_per_s_total is not None
        return tp.decode_tokens_per_s_total
    if kind == "prefill_tps":
        assert tp.prefill_tokens_per_s is not None
        return tp.prefill_tokens_per_s
    assert tp.train_tokens_per_s is not None
    if kind == "train_tps":
        return tp.train_tokens_per_s
    # mfu: the source's definition, 6 N + 6 x layers x hidden x seq (attention) per token, over the bf16 peak
    flops = 6 * arch.active_params + 6 * arch.layers * arch.hidden * profile.context_tokens
    peak = throughput.compute_tflops(gpu, Precision.BF16, "transformers") * 1e12 * n
    return tp.train_tokens_per_s * flops / peak


# --- evaluation -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Result:
    id: str
    kind: str
    split: str  # "calibration" | "held_out"
    measured: float
    estimate: float

    @property
    def error(self) -> float:
        """Signed relative error: + over-estimate, - under-estimate."""
        return self.estimate / self.measured - 1


@dataclass(frozen=True)
class KindSummary:
    kind: str
    split: str
    n: int
    median_ape: float
    p90_ape: float
    share_under_10: float
    share_over_10: float
    worst_id: str
    worst_error: float


@dataclass
class Report:
    results: list[Result]
    excluded: dict[str, str]
    summaries: dict[tuple[str, str], KindSummary] = field(default_factory=dict)


def load_rows(path: Path = MEASUREMENTS) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def assign_splits(rows: Sequence[dict[str, str]]) -> dict[str, str]:
    """Within each kind (id order), every third row is held out."""
    out: dict[str, str] = {}
    for kind in KINDS:
        ids = sorted(r["id"] for r in rows if r["kind"] == kind and r["id"] not in EXCLUDED)
        for i, rid in enumerate(ids):
            out[rid] = "held_out" if i % 3 == 2 else "calibration"
    return out


def evaluate(rows: Sequence[dict[str, str]], c: EstimatorConstants) -> list[Result]:
    gpus = load_catalog().by_id()
    splits = assign_splits(rows)
    out = []
    for r in rows:
        if r["id"] in EXCLUDED:
            continue
        out.append(Result(r["id"], r["kind"], splits[r["id"]], float(r["value"]), predict(r, c, gpus)))
    return out


def summarize(results: Iterable[Result], kind: str, split: str) -> KindSummary | None:
    sel = [x for x in results if x.kind == kind and (split == "all" or x.split == split)]
    if not sel:
        return None
    apes = sorted(abs(x.error) for x in sel)
    worst = max(sel, key=lambda x: abs(x.error))
    return KindSummary(
        kind=kind, split=split, n=len(sel), median_ape=statistics.median(apes), p90_ape=_quantile(apes, 0.9),
        share_under_10=sum(x.error < -0.10 for x in sel) / len(sel),
        share_over_10=sum(x.error > 0.10 for x in sel) / len(sel),
        worst_id=worst.id, worst_error=worst.error,
    )


def _quantile(sorted_values: Sequence[float], q: float) -> float:
    if len(sorted_values) == 1:
        return sorted_values[0]
    pos = q * (len(sorted_values) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def run_validation(c: EstimatorConstants | None = None, path: Path = MEASUREMENTS) -> Report:
    rows = load_rows(path)
    results = evaluate(rows, c or load_constants())
    rep = Report(results=results, excluded=dict(EXCLUDED))
    for split in ("calibration", "held_out", "all"):
        for kind in KINDS:
            s = summarize(results, kind, split)
            if s is not None:
                rep.summaries[(kind, split)] = s
    return rep


def print_report(rep: Report, rows: bool = False, out: Callable[[str], None] = print) -> None:
    for split in ("calibration", "held_out"):
        out(f"\n== {split} ==")
        out(f"{'kind':22} {'n':>3} {'median':>7} {'p90':>7} {'under>10%':>9} {'over>10%':>8}  worst")
        for kind in KINDS:
            s = rep.summaries.get((kind, split))
            if s is None:
                continue
            out(f"{kind:22} {s.n:3d} {s.median_ape:7.1%} {s.p90_ape:7.1%} {s.share_under_10:9.0%} "
                f"{s.share_over_10:8.0%}  {s.worst_id} ({s.worst_error:+.1%})")
    if rows:
        out("\nid    kind                   split       measured   estimate   error")
        for x in sorted(rep.results, key=lambda r: (KINDS.index(r.kind), r.id)):
            out(f"{x.id}  {x.kind:22} {x.split:11} {x.measured:9.3f} {x.estimate:10.3f} {x.error:+7.1%}")
    out("\nexcluded rows:")
    for rid, why in rep.excluded.items():
        out(f"  {rid}: {why}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", action="store_true", help="print every row")
    ap.add_argument("--write", action="store_true",
                    help="refit on the calibration split and write data/calibration.toml")
    args = ap.parse_args(argv)
    rep = run_validation()
    print_report(rep, rows=args.rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
