"""The estimates against published measurements (benchmarks/validate.py), and hand-computed formulas.

The summary tests fail when a change to the core (or to data/calibration.toml) makes the held-out
validation worse than the issue's targets. After a deliberate change to a formula, refit with
`python benchmarks/validate.py --write` and commit data/calibration.toml with it.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from wizard.core import explain, memory, throughput
from wizard.core.arch import from_size, resolve
from wizard.core.catalog import load_catalog
from wizard.core.constants import GIB, EstimatorConstants, load_constants
from wizard.core.profile import Profile

ROOT = Path(__file__).resolve().parents[1]


def _load_validate() -> ModuleType:
    spec = importlib.util.spec_from_file_location("wizard_validate", ROOT / "benchmarks" / "validate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


V = _load_validate()
C = load_constants()
GPUS = load_catalog().by_id()


@pytest.fixture(scope="module")
def report():  # type: ignore[no-untyped-def]
    return V.run_validation(C)


def held(report, name: str):  # type: ignore[no-untyped-def]
    s = report.summaries.get((name, "held_out"))
    assert s is not None and s.n > 0, f"no held-out rows for {name}"
    return s


# --- the targets on the held-out third -------------------------------------------------------------


def test_measurements_file_is_big_enough() -> None:
    rows = V.load_rows()
    assert len(rows) >= 80
    assert all(r["source"].strip() for r in rows)


def test_split_is_deterministic_and_a_third() -> None:
    rows = V.load_rows()
    splits = V.assign_splits(rows)
    held_ids = [rid for rid, s in splits.items() if s == "held_out"]
    assert all(int(rid[1:]) % 3 == 0 for rid in held_ids)
    assert 0.30 <= len(held_ids) / len(rows) <= 0.37
    assert V.assign_splits(rows) == splits


def test_inference_memory_target(report) -> None:  # type: ignore[no-untyped-def]
    s = held(report, "inference_memory")
    assert s.median_ape <= 0.05, s
    assert s.share_under_10 == 0, s  # no row under-estimated by more than 10 %


def test_training_memory_target(report) -> None:  # type: ignore[no-untyped-def]
    s = held(report, "training_memory")  # LoRA, QLoRA and full fine-tune pooled, as the issue states it
    assert s.median_ape <= 0.15, s
    assert s.share_under_10 == 0, s
    for kind in ("lora_memory", "qlora_memory", "full_finetune_memory"):
        assert held(report, kind).share_under_10 == 0, kind


def test_decode_median_target(report) -> None:  # type: ignore[no-untyped-def]
    assert held(report, "decode_tps").median_ape <= 0.15


def test_decode_over_estimate_target(report) -> None:  # type: ignore[no-untyped-def]
    # The issue: at most one held-out row in seven promises more than 10 % too much decode speed.
    s = held(report, "decode_tps")
    assert s.share_over_10 <= 1 / 7 + 1e-9, s
    assert s.n >= 20, s  # the target is judged on enough rows to mean something (22 since m137-m175)


def test_prefill_and_training_speed_targets(report) -> None:  # type: ignore[no-untyped-def]
    assert held(report, "prefill_tps").median_ape <= 0.25
    assert held(report, "train_tps").median_ape <= 0.25
    assert held(report, "mfu").median_ape <= 0.25


def test_all_targets_met(report) -> None:  # type: ignore[no-untyped-def]
    assert report.failures() == []


def test_excluded_rows_are_reported_with_a_reason(report) -> None:  # type: ignore[no-untyped-def]
    assert report.excluded and all(len(why) > 20 for why in report.excluded.values())
    ids = {x.id for x in report.results}
    assert not ids & set(report.excluded)


# --- calibration: reproducible, fitted on the calibration rows only ----------------------------------------


def test_fit_never_sees_held_out_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    # Without the joint product-grid searches and with one coordinate pass instead of four: the same row
    # selection at a fraction of the cost (a whole fit takes minutes on a CI machine).
    monkeypatch.setattr(V, "FIT_GROUPS", tuple(dataclasses.replace(g, joint=()) for g in V.FIT_GROUPS))
    rows = V.load_rows()
    splits = V.assign_splits(rows)
    seen: set[str] = set()
    real_predict = V.predict

    def spy(row, c, gpus):  # type: ignore[no-untyped-def]
        seen.add(row["id"])
        return real_predict(row, c, gpus)

    monkeypatch.setattr(V, "predict", spy)
    fitted = V.fit(rows, EstimatorConstants(), passes=1)
    assert seen and all(splits[i] == "calibration" for i in seen)
    monkeypatch.setattr(V, "predict", real_predict)
    wrong = [dict(r) for r in rows]
    for r in wrong:
        if splits[r["id"]] == "held_out":
            r["value"] = str(float(r["value"]) * 3)  # wildly wrong held-out rows must not move the fit
    assert V.fit(wrong, EstimatorConstants(), passes=1).model_dump() == fitted.model_dump()


def test_rows_left_out_of_the_family_factors_are_still_judged(report) -> None:  # type: ignore[no-untyped-def]
    """FAMILY_FIT_SKIPS rows leave the vendor and family decode factors' fit only: they stay in the report (and
    in the engines' fits), with a reason, and are never held-out rows (the fit never sees those anyway)."""
    group = next(g for g in V.FIT_GROUPS if g.name == "decode vendor")
    assert group.skip_rows == set(V.FAMILY_FIT_SKIPS)
    assert all(g.skip_rows == frozenset() for g in V.FIT_GROUPS if g is not group)
    judged = {x.id: x for x in report.results}
    for rid, why in V.FAMILY_FIT_SKIPS.items():
        assert rid in judged and judged[rid].split == "calibration" and len(why) > 20, rid
    # The AMD factors carry a note in data/calibration.toml saying which rows set them.
    for key in ("amd", "amd_rdna4", "amd_apu"):
        assert ("decode_vendor_factor", key) in V.CONSTANT_NOTES


def test_error_bands_are_the_held_out_p90(report) -> None:  # type: ignore[no-untyped-def]
    # The band shown to buyers must stay honest: within 5 points of what the held-out rows give now
    # (refit with `benchmarks/validate.py --write` after changing a formula or the catalog).
    bands, validation = V.bands_and_validation(report)
    for key, band in bands.items():
        assert C.error_band[key] == pytest.approx(band, abs=0.05), key
        assert C.validation[key]["n"] == validation[key]["n"]


# --- hand-computed formulas ------------------------------------------------------------------------------


def arch(model_id: str):  # type: ignore[no-untyped-def]
    a = resolve(model_id, None)
    assert a is not None
    return a


def test_llama3_8b_kv_cache_8192_fp16_is_one_gib() -> None:
    # 2 (K and V) x 32 layers x 8 KV heads x 128 x 8192 tokens x 2 bytes = 2^30 bytes.
    assert memory.kv_cache_bytes(arch("llama-3-8b"), 8192, 1, C.kv_bytes["fp16"]) == 2**30


def test_7b_mixed_adamw_states_are_16_bytes_per_parameter() -> None:
    p = Profile(workload="full_finetune", params_b=7.0, optimizer="adamw", training_precision="mixed")
    b = memory.finetune(p, from_size(7.0), C)
    assert b.weights + b.gradients + b.optimizer == pytest.approx(16 * 7e9 / GIB, rel=1e-9)


def test_decode_adds_a_fixed_time_per_layer() -> None:
    # llama.cpp, Llama 3.1 8B Q4_K_M on an RTX 4090 at 2 tokens of context.
    a = arch("llama-3.1-8b")
    g = GPUS["rtx-4090"]
    p = Profile(workload="inference", model="llama-3.1-8b", precision="q4_k_m", engine="llama.cpp", context_tokens=2)
    eng = C.engines["llama.cpp"]
    # Every weight is read once per token except the untied input embedding table (a one-row lookup).
    assert not a.tied_embeddings
    weights = (a.total_params - a.vocab * a.hidden) * C.bits_per_weight["q4_k_m"] / 8
    kv = 2 * a.layers * a.kv_heads * a.head_dim * 1 * 2.0
    read_s = (weights + kv) / (g.bandwidth_gbs * 1e9 * eng.decode_efficiency_gddr)
    step = read_s + a.layers * eng.decode_layer_overhead_us * 1e-6  # Ada: CUDA graphs, a dense model
    t = throughput.estimate(p, a, g, 1, C)
    assert t.decode_tokens_per_s == pytest.approx(1 / step, rel=1e-9)


def test_cards_without_cuda_graphs_and_moe_layers_take_longer_per_layer() -> None:
    """llama.cpp captures a token's kernels in one CUDA graph on Volta and newer; Pascal launches them one
    by one (decode_layer_overhead_us_no_graphs). A mixture-of-experts layer runs more kernels."""
    eng = C.engines["llama.cpp"]
    assert eng.decode_layer_overhead_us_no_graphs is not None
    assert eng.decode_layer_overhead_us_no_graphs > eng.decode_layer_overhead_us  # the fitted constants
    dense, moe = arch("llama-3.1-8b"), arch("gpt-oss-20b")
    assert dense.moe_experts == 0 < moe.moe_experts
    for gpu_id in ("gtx-1080-ti", "p40"):
        assert throughput.layer_overhead_us(GPUS[gpu_id], eng, dense) == eng.decode_layer_overhead_us_no_graphs
    for gpu_id in ("v100-pcie-32gb", "rtx-2080-ti", "rtx-3090", "rtx-5090", "rx-7900-xtx"):
        assert throughput.layer_overhead_us(GPUS[gpu_id], eng, dense) == eng.decode_layer_overhead_us
    assert throughput.layer_overhead_us(GPUS["rtx-3090"], eng, moe) == pytest.approx(
        eng.decode_layer_overhead_us + eng.decode_layer_overhead_us_moe)
    # ...and the estimate and its explanation use it.
    p = Profile(workload="inference", model="llama-3.1-8b", precision="q4_k_m", engine="llama.cpp", context_tokens=2)
    pascal = GPUS["gtx-1080-ti"]
    slow = throughput.estimate(p, dense, pascal, 1, C).decode_tokens_per_s
    graphs = C.with_engine("llama.cpp", decode_layer_overhead_us_no_graphs=eng.decode_layer_overhead_us)
    fast = throughput.estimate(p, dense, pascal, 1, graphs).decode_tokens_per_s
    assert slow is not None and fast is not None and slow < fast
    (decode,) = [e for e in explain.speed_explanations(p, dense, pascal, 1, C) if e.quantity == "decode"]
    assert decode.inputs["layer_overhead_us"] == eng.decode_layer_overhead_us_no_graphs
    from wizard.core.messages import render

    assert "CUDA graphs" in render(decode.assumptions[0]) and "mixture-of-experts" not in render(decode.assumptions[0])
    moe_p = Profile(workload="inference", model="gpt-oss-20b", engine="llama.cpp")
    (moe_decode,) = [e for e in explain.speed_explanations(moe_p, moe, GPUS["rtx-3090"], 1, C)
                     if e.quantity == "decode"]
    said = render(moe_decode.assumptions[0])
    assert f"Of these, {eng.decode_layer_overhead_us_moe:g} go to a mixture-of-experts layer" in said
    assert "CUDA graphs" not in said


def test_old_llama_cpp_builds_are_validated_with_the_kernel_by_kernel_time() -> None:
    rows = {r["id"]: r for r in V.load_rows()}
    old = [i for i, r in rows.items() if V.runs_without_graphs(r)]
    assert {"m034", "m069", "m075", "m168", "m174", "m271"} <= set(old)  # 2023-24 builds; Volta before 2026
    assert not {"m080", "m223", "m242", "m258", "m274", "m279"} & set(old)  # builds from mid-2024 on
    c = V.row_constants(rows["m034"], C)
    assert c.engines["llama.cpp"].decode_layer_overhead_us == C.engines["llama.cpp"].decode_layer_overhead_us_no_graphs
    assert V.row_constants(rows["m274"], C) is C


def test_llama_cpp_prefill_uses_fp16_accumulate_rate_on_geforce() -> None:
    from wizard.core.profile import Precision
    assert throughput.prefill_tflops(GPUS["rtx-4090"], Precision.FP16, "llama.cpp") == 2 * 165.2
    assert throughput.prefill_tflops(GPUS["l40s"], Precision.FP16, "llama.cpp") == GPUS["l40s"].fp16_dense_tflops
    assert throughput.prefill_tflops(GPUS["rtx-4090"], Precision.BF16, "transformers") == 165.2


def test_decode_vendor_factor_applies_to_amd() -> None:
    amd, nv = GPUS["rx-7900-xtx"], GPUS["rtx-4090"]
    base = C.engines["llama.cpp"].decode_efficiency_gddr
    assert throughput.decode_efficiency(nv, "llama.cpp", C) == pytest.approx(base)
    assert throughput.decode_efficiency(amd, "llama.cpp", C) == pytest.approx(base * C.decode_vendor_factor["amd"])


def test_radeon_and_arc_cards_train_at_a_share_of_nvidia_s_mfu() -> None:
    from wizard.core.profile import Workload

    assert 0.2 <= C.mfu_non_nvidia_factor < 1.0  # fitted on the RX 7900 XTX rows (m238-m241)
    radeon, arc, nv, mi300 = GPUS["rx-7900-xtx"], GPUS["arc-b580"], GPUS["rtx-4090"], GPUS["mi300x"]
    assert throughput.training_mfu(Workload.LORA, nv, C) == pytest.approx(C.mfu_consumer)
    assert throughput.training_mfu(Workload.LORA, radeon, C) == pytest.approx(C.mfu_consumer * C.mfu_non_nvidia_factor)
    assert throughput.training_mfu(Workload.LORA, arc, C) == throughput.training_mfu(Workload.LORA, radeon, C)
    assert throughput.training_mfu(Workload.QLORA, radeon, C) == pytest.approx(
        C.mfu_consumer * C.mfu_non_nvidia_factor * C.qlora_mfu_factor)
    # Instinct accelerators have no bf16 training row: they keep the datacenter MFU.
    assert throughput.training_mfu(Workload.LORA, mi300, C) == pytest.approx(C.mfu_datacenter)
    # The speed follows, and the worked explanation says so for the Radeon card only.
    p = Profile(workload="lora", model="llama-3.1-8b", os="linux")
    arch = resolve("llama-3.1-8b", None)
    for gpu, flagged in ((radeon, True), (nv, False), (mi300, False)):
        t = throughput.estimate(p, arch, gpu, 1, C).train_tokens_per_s
        train = next(e for e in explain.speed_explanations(p, arch, gpu, 1, C) if e.quantity == "train")
        assert train.value == pytest.approx(t, rel=1e-3)
        assert train.inputs["mfu"] == pytest.approx(throughput.training_mfu(Workload.LORA, gpu, C), abs=1e-3)
        assert ("ASSUME_TRAIN_NON_NVIDIA" in {m.code for m in train.assumptions}) is flagged


def test_nvidia_s_training_mfu_is_fitted_on_nvidia_rows_alone() -> None:
    rows = [r for r in V.load_rows() if r["kind"] in ("train_tps", "mfu")]
    nvidia = [r for r in rows if GPUS[r["gpu_id"]].vendor.value == "nvidia"]
    assert len(nvidia) < len(rows)  # the AMD rows are there
    both, alone = V.fit(rows, EstimatorConstants()), V.fit(nvidia, EstimatorConstants())
    for key in ("mfu_consumer", "mfu_datacenter", "qlora_mfu_factor", "recompute_flops_per_param"):
        assert getattr(both, key) == getattr(alone, key), key
    assert alone.mfu_non_nvidia_factor == 1.0 and both.mfu_non_nvidia_factor < 1.0


def test_estimates_keep_the_cuda_context() -> None:
    # The fitted fixed overheads never drop below the CUDA context PyTorch's counters miss.
    assert C.train_overhead_gib >= C.cuda_context_gib
    for eng in C.engines.values():
        assert eng.overhead_gib >= C.cuda_context_gib


# --- "how this was computed" ------------------------------------------------------------------------------


def test_memory_explanation_matches_the_estimate() -> None:
    p = Profile(workload="inference", model="llama-3.1-8b", engine="llama.cpp", context_tokens=8192)
    a = arch("llama-3.1-8b")
    e = explain.memory_explanation(p, a, C)
    assert e.value == pytest.approx(memory.estimate(p, a, C).total, abs=1e-3)
    assert sum(e.terms.values()) == pytest.approx(e.value, abs=5e-3)
    assert e.inputs["bits_per_weight"] == C.bits_per_weight["q4_k_m"]
    assert e.error_band == C.error_band["inference_memory"]
    assert e.validation is not None and e.validation.code in ("VALIDATION_BAND", "VALIDATION_OTHER_ENGINE")
    assert {m.code for m in e.assumptions} >= {"ASSUME_CUDA_CONTEXT", "ASSUME_KV_FULL_CONTEXT"}


def test_speed_explanation_terms_reproduce_decode() -> None:
    p = Profile(workload="inference", model="qwen2.5-7b", precision="bf16", engine="vllm")
    a = arch("qwen2.5-7b")
    g = GPUS["a100-80gb-sxm"]
    decode, prefill = explain.speed_explanations(p, a, g, 1, C)
    assert decode.quantity == "decode" and prefill.quantity == "prefill"
    step = decode.terms["weight_and_cache_read_s"] + decode.terms["fixed_per_token_s"]
    assert decode.value == pytest.approx(1 / step, rel=1e-3)
    assert decode.formula.code == "HOW_DECODE"


def test_a_tensor_parallel_explanation_reproduces_its_decode_with_the_all_reduces() -> None:
    """The all-reduces a tensor-parallel step adds (throughput.tp_sync_us) had been left out of the worked
    calculation, whose terms then added up to a faster speed than the shortlist's."""
    from wizard.core import throughput

    p = Profile(workload="inference", model="llama-3.1-8b", precision="bf16", engine="vllm")
    a = arch("llama-3.1-8b")
    g = GPUS["h100-sxm"]
    decode, _ = explain.speed_explanations(p, a, g, 8, C)
    step = decode.terms["weight_and_cache_read_s"] + decode.terms["fixed_per_token_s"]
    assert 1 / step == pytest.approx(throughput.estimate(p, a, g, 8, C).decode_tokens_per_s, rel=1e-3)
    assert "tp_sync_us" in decode.assumptions[0].params


def test_every_explanation_code_has_a_template() -> None:
    from wizard.core.messages import TEMPLATES
    from wizard.core.recommend import recommend

    for p in (Profile(workload="inference", max_gpus=2), Profile(workload="lora", model="llama-3.1-8b"),
              Profile(workload="full_finetune", params_b=3.0), Profile(workload="hpc", working_set_gb=10),
              Profile(workload="rendering", working_set_gb=8)):
        how = explain.explain_recommendation(recommend(p))
        exps = [how.requirement, *(e for es in how.configurations.values() for e in es)]
        for e in exps:
            codes = [e.formula.code, *(m.code for m in e.assumptions)]
            if e.validation is not None:
                codes.append(e.validation.code)
            for code in codes:
                assert code in TEMPLATES, code


# --- decode structure: host-bound eager loops, AWQ/GPTQ kernels -------------------------------------------------


def test_transformers_decode_is_the_longer_of_reads_and_host_time() -> None:
    # Eager transformers generate: the host queues each layer's kernels while the GPU reads, so a step takes
    # the longer of the two (Qwen2.5 0.5B-32B on an A100 all run at ~0.9 ms per layer, rows m176-m188).
    eng = C.engines["transformers"]
    assert eng.decode_host_overlap
    g = GPUS["a100-80gb-sxm"]
    for model in ("qwen2.5-3b", "qwen2.5-32b"):
        a = arch(model)
        p = Profile(workload="inference", model=model, precision="bf16", engine="transformers", context_tokens=2)
        weights = (a.total_params - (0 if a.tied_embeddings else a.vocab * a.hidden)) * 2
        kv = 2 * a.layers * a.kv_heads * a.head_dim * 1 * 2.0
        read_s = (weights + kv) / (g.bandwidth_gbs * 1e9 * eng.decode_efficiency_hbm)
        host_s = a.layers * eng.decode_layer_overhead_us * 1e-6
        t = throughput.estimate(p, a, g, 1, C)
        assert t.decode_tokens_per_s == pytest.approx(1 / max(read_s, host_s), rel=1e-9)
        decode, _ = explain.speed_explanations(p, a, g, 1, C)
        shown = decode.terms["weight_and_cache_read_s"] + decode.terms["host_time_beyond_reads_s"]
        assert decode.value == pytest.approx(1 / shown, rel=1e-3)
        # The explanation says the longer of the two counts, and names the host's full per-layer time
        # even when the reads hide it (a "fixed time per layer 0.00 ms" beside "900 µs" read as a bug).
        assert decode.formula.code == "HOW_DECODE_HOST"
        assert decode.terms["host_time_beyond_reads_s"] == pytest.approx(max(0.0, host_s - read_s), abs=1e-9)
        assert decode.inputs["host_us_per_layer"] == eng.decode_layer_overhead_us
        pace = next(m for m in decode.assumptions if m.code == "ASSUME_DECODE_HOST")
        assert pace.params["layer_us"] == eng.decode_layer_overhead_us


def test_int4_weights_read_at_the_int4_kernels_share_of_the_efficiency() -> None:
    # AWQ/GPTQ: linear layers at 4.25 bits, embeddings and LM head 16-bit; the untied input embedding is not
    # read per token; the weights' reads run at the engine's int4_decode_factor (vLLM's Marlin kernels have their
    # own) x the engine's efficiency, the KV cache's at the engine's own (attention reads it the same whatever
    # the weights' format).
    a = arch("qwen2.5-14b")
    g = GPUS["a100-80gb-sxm"]
    eng = C.engines["vllm"]
    p = Profile(workload="inference", model="qwen2.5-14b", precision="int4", engine="vllm", context_tokens=2)
    emb = a.vocab * a.hidden
    weights = (a.total_params - 2 * emb) * C.bits_per_weight["int4"] / 8 + emb * 2  # linear + LM head
    kv = 2 * a.layers * a.kv_heads * a.head_dim * 1 * 2.0
    assert eng.int4_decode_factor is not None and eng.int4_decode_factor != C.int4_decode_factor
    read_s = (weights / (g.bandwidth_gbs * 1e9 * eng.decode_efficiency_hbm * eng.int4_decode_factor)
              + kv / (g.bandwidth_gbs * 1e9 * eng.decode_efficiency_hbm))
    step = read_s + a.layers * eng.decode_layer_overhead_us * 1e-6  # Ada: CUDA graphs, a dense model
    assert throughput.estimate(p, a, g, 1, C).decode_tokens_per_s == pytest.approx(1 / step, rel=1e-9)
