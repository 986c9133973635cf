"""How long `recommend` takes: the bundled catalog and generated catalogs up to 10,000 GPUs, counts 1..8.

Targets (issue 3): bundled <= 20 ms, 10,000 GPUs <= 1 s, growing linearly. Medians of several runs
in the same process, so the figures are comparable with each other on a noisy machine.
Run: make bench  (or .venv/bin/python benchmarks/bench_recommend.py). For a change smaller than this
machine's noise, `make bench-instructions BASE=<commit>` counts instructions instead
(bench_recommend_instructions.py).
"""

from __future__ import annotations

import statistics
import time

from wizard.core.catalog import load_catalog
from wizard.core.catalog_models import Catalog
from wizard.core.profile import Profile
from wizard.core.recommend import recommend

PROFILES = {
    "chatbot, Windows, 15,000 CNY": Profile.model_validate({
        "workload": "inference", "model": "qwen2.5-7b", "os": "windows",
        "budget": {"amount": 15000, "currency": "CNY"}, "max_gpus": 8}),
    "70B QLoRA, Linux": Profile.model_validate({"workload": "qlora", "model": "llama-3.1-70b", "max_gpus": 8}),
    "HPC FP64, server": Profile.model_validate({"workload": "hpc", "working_set_gb": 60, "form_factor": "server",
                                                "max_gpus": 8}),
    # the what-if hints' paths: a batch of one (fine-tuning at batch 4) and an 8-bit cache (a long context)
    "7B QLoRA batch 4, Windows, $1,200": Profile.model_validate({
        "workload": "qlora", "model": "qwen2.5-7b", "context_tokens": 2048, "batch_size": 4, "os": "windows",
        "budget": {"amount": 1200, "currency": "USD"}}),
    "27B chat at 128k, $4,000": Profile.model_validate({
        "workload": "inference", "model": "gemma-3-27b", "precision": "q4_k_m", "engine": "llama.cpp",
        "context_tokens": 131072, "os": "windows", "budget": {"amount": 4000, "currency": "USD"}}),
}


def synthetic(base: Catalog, n: int) -> Catalog:
    """`n` GPUs made by cycling through the bundled ones with distinct ids and varied specs."""
    gpus = []
    for i in range(n):
        g = base.gpus[i % len(base.gpus)]
        scale = 0.5 + (i * 7919 % 1000) / 1000
        gpus.append(g.model_copy(update={
            "id": f"{g.id}-v{i}", "memory_gb": max(4.0, g.memory_gb * scale), "bandwidth_gbs": g.bandwidth_gbs * scale,
            "price_usd": g.price_usd * scale if g.price_usd else None}))
    return base.model_copy(update={"gpus": gpus})


def median_seconds(profile: Profile, catalog: Catalog | None, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        recommend(profile, catalog)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    base = load_catalog()
    recommend(next(iter(PROFILES.values())))  # warm caches (catalog, presets, constants)
    print(f"bundled catalog: {len(base.gpus)} GPUs; counts 1..8 ({len(base.gpus) * 8} configurations)")
    for name, profile in PROFILES.items():
        ms = median_seconds(profile, None, 15) * 1000
        print(f"  {name:32s} {ms:7.1f} ms  (target <= 20 ms){'' if ms <= 20 else '  ** over target'}")
    print("generated catalogs (linear growth check):")
    profile = PROFILES["chatbot, Windows, 15,000 CNY"]
    rows = []
    for n in (1000, 2500, 5000, 10000):
        s = median_seconds(profile, synthetic(base, n), 3)
        rows.append((n, s))
        print(f"  {n:6d} GPUs  {s * 1000:8.1f} ms  {s / n * 1e6:6.1f} us/GPU")
    per_gpu = [s / n for n, s in rows]
    spread = max(per_gpu) / min(per_gpu)
    ten_k = rows[-1][1]
    print(f"10,000 GPUs: {ten_k:.2f} s (target <= 1 s){'' if ten_k <= 1 else '  ** over target'}; "
          f"per-GPU cost varies {spread:.2f}x from 1,000 to 10,000 GPUs (1.0 = perfectly linear)")


if __name__ == "__main__":
    main()
