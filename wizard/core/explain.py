""""How this was computed": formula, inputs, assumptions and measured error band, as data.

Every estimate the core makes can be explained here with the same helpers the estimators use, so
the numbers shown match the numbers computed. Texts are coded messages (wizard.core.messages,
HOW_* / ASSUME_* / VALIDATION_* codes); front ends render and translate them.

    explain_recommendation(rec)            -> HowComputed (requirement + every configuration)
    memory_explanation(profile, arch, c, gpus)
    speed_explanations(profile, arch, gpu, count, c)
"""

from __future__ import annotations

from collections.abc import Mapping

from wizard.core import ecosystem, formats, memory, rendering, throughput
from wizard.core.arch import ModelArch, profile_arch
from wizard.core.catalog import load_catalog
from wizard.core.catalog_models import Gpu
from wizard.core.constants import GIB, EngineConstants, EstimatorConstants, load_constants
from wizard.core.messages import ENGINE_NAMES, MOE_LAYER_PARAM, NO_GRAPHS_PARAM, TP_SYNC_PARAM
from wizard.core.profile import HpcCode, Precision, Profile, Workload
from wizard.core.results import Explanation, HowComputed, Message, Param, Recommendation, sentence_number
from wizard.core.rules import capacity_assumption


def _r(x: float, digits: int = 3) -> float:
    return round(x, digits)


def _pct(x: float) -> int:
    return round(x * 100)


def _validation(c: EstimatorConstants, key: str, engine: str | None = None) -> Message:
    """What the published measurements say about this kind of estimate."""
    band = c.error_band.get(key, 0.0)
    v = c.validation.get(key)
    covered = c.validation_coverage.get(key, [])
    if not v:
        return Message(code="VALIDATION_NONE", params={"band": _pct(band)})
    params: dict[str, Param] = {"n": int(v.get("n", 0)), "median": _pct(v.get("median", 0.0)),
                                "p90": _pct(v.get("p90", 0.0)), "band": _pct(band)}
    if engine is not None and covered and engine not in covered:
        params["engine"] = engine
        params["engines"] = ", ".join(ENGINE_NAMES.get(e, e) for e in covered)
        return Message(code="VALIDATION_OTHER_ENGINE", params=params)
    return Message(code="VALIDATION_BAND", params=params)


def _memory_key(profile: Profile) -> str:
    return "inference_memory" if profile.workload is Workload.INFERENCE else "training_memory"


def memory_explanation(profile: Profile, arch: ModelArch | None, c: EstimatorConstants, gpus: int = 1) -> Explanation:
    """The memory needed on each of `gpus` GPUs, term by term."""
    b = memory.estimate(profile, arch, c, gpus)
    terms = {k: _r(v) for k, v in b.as_dict().items() if v}
    w = profile.workload
    if not w.is_llm:
        code = "HOW_MEMORY_HPC" if w is Workload.HPC else "HOW_MEMORY_RENDERING"
        return Explanation(
            quantity="memory", value=_r(b.total), unit="GiB", formula=Message(code=code, params={}),
            inputs={"working_set_gb": profile.working_set_gb, "gpus": gpus,
                    "runtime_gib": c.compute_overhead_gib},
            terms=terms, assumptions=[capacity_assumption(profile.effective_os(), c.display_reserve_gib_windows)],
            error_band=0.05, validation=Message(code="VALIDATION_NONE", params={"band": 5}),
        )
    assert arch is not None
    precision = profile.effective_precision()
    engine = memory.engine_name(profile, c)
    inputs: dict[str, Param] = {
        "model": arch.name, "params_b": _r(arch.total_params / 1e9), "layers": arch.layers,
        "hidden": arch.hidden, "kv_heads": arch.kv_heads, "head_dim": arch.head_dim, "vocab": arch.vocab,
        "context_tokens": profile.context_tokens, "batch": profile.batch_size, "gpus": gpus,
    }
    assumptions = [capacity_assumption(profile.effective_os(), c.display_reserve_gib_windows),
                   Message(code="ASSUME_CUDA_CONTEXT", params={"gib": c.cuda_context_gib})]
    if profile.uses_native_precision():
        assumptions.append(Message(code="ASSUME_NATIVE_PRECISION", params={
            "model": arch.name, "precision": precision.value.upper()}))
    if w is Workload.INFERENCE:
        eng = c.engine(engine if engine in c.engines else c.unknown_engine)
        bits = round(memory.average_bits(arch, precision, c), 2)
        inputs |= {"precision": precision.value, "bits_per_weight": bits,
                   "kv_cache_precision": profile.effective_kv_precision().value,
                   "kv_bytes_per_value": _r(c.kv_bytes[profile.effective_kv_precision().value], 4),
                   "engine": engine, "overhead_fixed_gib": eng.overhead_gib,
                   "overhead_fraction_of_weights": eng.overhead_fraction}
        formula = Message(code="HOW_MEMORY_INFERENCE", params={
            "bits": bits, "context": profile.context_tokens,
            "batch": profile.batch_size,
            "kv_bytes": sentence_number(c.kv_bytes[profile.effective_kv_precision().value], 3)})
        if precision is Precision.MXFP4:
            # Ollama's gpt-oss blob: "type bf16: 146 tensors", 60.87 GiB for gpt-oss-120b against ggml-org's
            # 59.02 (ollama/ollama #16416, Ollama 0.30 load log).
            other = arch.total_params - arch.routed_expert_params
            more = other * (16 - c.bits_per_weight[Precision.Q8_0.value]) / 8 / GIB
            assumptions.append(Message(code="ASSUME_MXFP4_GGUF", params={
                "model": arch.name, "expert_bits": c.bits_per_weight[precision.value],
                "other_bits": c.bits_per_weight[Precision.Q8_0.value], "bits": bits,
                "more": sentence_number(more, 1)}))
        elif memory.mxfp4_as_released(arch, precision):
            assumptions.append(Message(code="ASSUME_MXFP4_RELEASED", params={
                "model": arch.name, "expert_bits": c.bits_per_weight[precision.value], "bits": bits}))
        else:
            assumptions.append(Message(code="ASSUME_BITS", params={
                "precision": precision.value.upper(), "bits": c.bits_per_weight[precision.value]}))
        assumptions.append(Message(code="ASSUME_KV_FULL_CONTEXT", params={
            "context": profile.context_tokens, "batch": profile.batch_size}))
        if arch.linear_layers:  # a hybrid model: most layers keep a small fixed state, not a KV cache
            inputs["kv_layers"] = arch.layers - arch.linear_layers
            state_mib = arch.linear_state_values * memory.LINEAR_STATE_BYTES / 2**20
            assumptions.append(Message(code="ASSUME_KV_HYBRID", params={
                "linear": arch.linear_layers, "layers": arch.layers, "full": arch.layers - arch.linear_layers,
                "state_mib": sentence_number(round(state_mib, 1))}))
    else:
        inputs |= {"optimizer": profile.optimizer.value, "training_precision": profile.training_precision.value,
                   "gradient_checkpointing": "yes" if profile.gradient_checkpointing else "no",
                   "overhead_fixed_gib": c.train_overhead_gib, "logit_bytes_per_token": c.train_logit_bytes}
        if w in (Workload.LORA, Workload.QLORA):
            inputs |= {"lora_rank": profile.lora_rank,
                       "adapter_params_m": _r(memory.lora_adapter_params(arch, profile.lora_rank) / 1e6, 2)}
            formula = Message(code="HOW_MEMORY_LORA", params={
                "rank": profile.lora_rank, "context": profile.context_tokens, "batch": profile.batch_size})
            assumptions.append(Message(code="ASSUME_LORA_ADAPTERS", params={"rank": profile.lora_rank}))
        else:
            formula = Message(code="HOW_MEMORY_FULL", params={
                "context": profile.context_tokens, "batch": profile.batch_size, "gpus": gpus})
            assumptions.append(Message(code="ASSUME_TRAINING_STATES", params={}))
        assumptions.append(Message(
            code="ASSUME_CHECKPOINTING_ON" if profile.gradient_checkpointing else "ASSUME_CHECKPOINTING_OFF",
            params={}))
        assumptions.append(Message(code="ASSUME_TRAINING_FRAMEWORK", params={}))
    if gpus > 1:
        assumptions.append(Message(code="ASSUME_MULTI_GPU", params={}))
    key = _memory_key(profile)
    return Explanation(
        quantity="memory", value=_r(b.total), unit="GiB", formula=formula, inputs=inputs, terms=terms,
        assumptions=assumptions, error_band=c.error_band.get(key, 0.0),
        validation=_validation(c, key, engine if w is Workload.INFERENCE else None),
    )


# The decode term of an eager engine's step that the host adds beyond the reads (recommend.py reads it).
HOST_TERM = "host_time_beyond_reads_s"


def _decode(profile: Profile, arch: ModelArch, gpu: Gpu, count: int, c: EstimatorConstants,
            value: float) -> Explanation:
    precision = profile.effective_precision()
    engine = memory.engine_name(profile, c)
    eng = c.engine(engine)
    eff = throughput.decode_efficiency(gpu, engine, c, precision)
    weights = throughput.decode_read_bytes(arch, precision, c, profile.batch_size)
    kv = memory.kv_cache_bytes(arch, max(1, profile.context_tokens // 2), 1,
                               c.kv_bytes[profile.effective_kv_precision().value])
    split = memory.tensor_split(arch, count, eng)
    speedup = throughput.tp_speedup(gpu, count, c, split)
    cache_eff = throughput.decode_efficiency(gpu, engine, c)  # int4 kernels read the weights, not the cache
    cache_share = memory.kv_share(arch, count, eng) * count  # all of an MLA cache on each tensor-parallel GPU
    read_s = (weights / eff + profile.batch_size * kv * cache_share / cache_eff) / (gpu.bandwidth_gbs * 1e9) / speedup
    sync_us = throughput.tp_sync_us(gpu, count, c, split)  # as CardEstimate.at adds it
    layer_us = throughput.layer_overhead_us(gpu, eng, arch) + sync_us
    fixed_s = arch.layers * layer_us * 1e-6
    # Shown as reads + the fixed time they do not hide, so the two terms always add up to the step (with
    # host overlap, eager transformers, the host's per-layer time hides the reads or the reverse).
    fixed_s = throughput.decode_step_seconds(read_s, fixed_s, eng.decode_host_overlap) - read_s
    if eng.decode_host_overlap:  # say so: "fixed time per layer 0.00 ms" beside an input of 900 µs misleads
        formula = Message(code="HOW_DECODE_HOST", params={"batch": profile.batch_size})
        terms = {"weight_and_cache_read_s": read_s, HOST_TERM: fixed_s}
        pace = Message(code="ASSUME_DECODE_HOST", params={
            "eff": _pct(eff), "engine": engine, "memory_type": gpu.memory_type,
            "layer_us": sentence_number(layer_us)})
    else:
        formula = Message(code="HOW_DECODE", params={"batch": profile.batch_size})
        terms = {"weight_and_cache_read_s": read_s, "fixed_per_token_s": fixed_s}
        pace = Message(code="ASSUME_DECODE_ROOFLINE", params={
            "eff": _pct(eff), "engine": engine, "memory_type": gpu.memory_type,
            "layer_us": sentence_number(fixed_s / arch.layers * 1e6), **_layer_time_why(gpu, eng, arch),
            **({TP_SYNC_PARAM: sentence_number(sync_us)} if sync_us else {})})
    return Explanation(
        quantity="decode", value=_r(value, 2), unit="tokens/s",
        formula=formula,
        inputs={"engine": engine, "gpu": gpu.name, "gpus": count, "bandwidth_gbs": gpu.bandwidth_gbs,
                "memory_type": gpu.memory_type, "efficiency": _r(eff), "weights_gb_read": _r(weights / 1e9),
                "kv_gb_read_per_sequence": _r(kv / 1e9, 4),
                ("host_us_per_layer" if eng.decode_host_overlap else "layer_overhead_us"): layer_us,
                "layers": arch.layers, "tensor_parallel_speedup": _r(speedup), "batch": profile.batch_size},
        terms=terms,
        assumptions=[
            pace,
            Message(code="ASSUME_DECODE_HALF_CONTEXT", params={"context": profile.context_tokens}),
            *([Message(code="ASSUME_MULTI_GPU_SPEED" if speedup > 1 else "ASSUME_MULTI_GPU_LAYERS",
                       params={"count": count, "speedup": _r(speedup, 2)})] if count > 1 else []),
        ],
        error_band=c.error_band.get("decode", 0.0), validation=_validation(c, "decode", engine),
    )


def _layer_time_why(gpu: Gpu, eng: EngineConstants, arch: ModelArch) -> dict[str, str | int | float]:
    """What makes this card's or model's fixed time per layer differ from the engine's usual one, as
    message addenda (MOE_LAYER_PARAM, NO_GRAPHS_PARAM)."""
    why: dict[str, str | int | float] = {}
    moe = throughput.moe_layer_overhead_us(eng, arch)
    if moe > 0:
        why[MOE_LAYER_PARAM] = sentence_number(moe)
    if throughput.launches_without_graphs(gpu, eng):
        why[NO_GRAPHS_PARAM] = "Volta"  # the oldest architecture llama.cpp's CUDA graphs run on (PR #25749)
    return why


def _prefill(profile: Profile, arch: ModelArch, gpu: Gpu, count: int, c: EstimatorConstants,
             value: float) -> Explanation:
    precision = profile.effective_precision()
    engine = memory.engine_name(profile, c)
    rate = throughput.prefill_tflops(gpu, precision, engine)
    util = throughput.prefill_utilization(gpu, precision, engine, c)
    flops = throughput.prefill_flops_per_token(arch, profile.context_tokens)
    chunk = throughput.prefill_chunk_tokens(profile, engine, c)
    speedup = throughput.tp_speedup(gpu, count, c, memory.tensor_split(arch, count, c.engine(engine)))
    # The same two terms as throughput.estimate, per prompt token: the arithmetic, then the expert reads.
    compute_s = flops / (rate * 1e12 * util) / speedup
    read_s = throughput.prefill_read_seconds_per_token(profile, arch, gpu, engine, c) / speedup
    inputs: dict[str, Param] = {"engine": engine, "tensor_tflops": rate, "utilisation": _r(util),
                                "flops_per_token": flops}
    if read_s > 0:  # an MoE model: the experts a chunk reads
        expert_bytes = throughput.prefill_expert_bytes_per_chunk(profile, arch, engine, c)
        inputs.update({"prefill_chunk_tokens": chunk, "experts_gb_read_per_chunk": _r(expert_bytes / 1e9),
                       "bandwidth_gbs": gpu.bandwidth_gbs,
                       "efficiency": _r(throughput.decode_efficiency(gpu, engine, c, precision))})
    assumptions = [Message(code="ASSUME_PREFILL_RATE", params={"tflops": sentence_number(rate), "util": _pct(util)})]
    if read_s > compute_s:
        assumptions.append(Message(code="ASSUME_PREFILL_READS", params={"chunk": chunk}))
    return Explanation(
        quantity="prefill", value=_r(value, 1), unit="tokens/s",
        formula=Message(code="HOW_PREFILL_MOE" if read_s > 0 else "HOW_PREFILL",
                        params={"context": profile.context_tokens, "chunk": chunk}),
        inputs=inputs, terms={"prompt_compute_s": compute_s, "prompt_expert_read_s": read_s} if read_s > 0 else {},
        assumptions=assumptions,
        error_band=c.error_band.get("prefill", 0.0), validation=_validation(c, "prefill", engine),
    )


def _hpc(profile: Profile, gpu: Gpu, count: int, c: EstimatorConstants, value: float) -> Explanation:
    peak = throughput.hpc_peak_tflops(profile, gpu)
    inputs: dict[str, Param] = {"peak_tflops": peak, "efficiency": c.hpc_efficiency, "gpus": count}
    assumptions: list[Message] = []
    if throughput.uses_fp64_matrix_units(profile, gpu):
        assumptions.append(Message(code="ASSUME_HPC_MATRIX_UNITS", params={
            "peak": sentence_number(peak), "vector": sentence_number(gpu.fp64_tflops)}))
    if profile.hpc_code is HpcCode.MEMORY_BOUND:
        formula = Message(code="HOW_HPC_MEMORY", params={"ai": sentence_number(c.hpc_memory_bound_flops_per_byte)})
        inputs.update({"bandwidth_gbs": gpu.bandwidth_gbs, "flops_per_byte": c.hpc_memory_bound_flops_per_byte,
                       "bandwidth_efficiency": c.hpc_bandwidth_efficiency})
        if value < peak * c.hpc_efficiency * count * 0.999:
            assumptions.append(Message(code="ASSUME_HPC_MEMORY_LIMITS", params={}))
    else:
        formula = Message(code="HOW_HPC", params={})
        if profile.hpc_code is HpcCode.UNKNOWN:  # dense matrices are an answer of their own only in FP64
            assumptions.append(Message(code="ASSUME_HPC_COMPUTE_BOUND_FP64" if profile.hpc_needs_fp64
                                       else "ASSUME_HPC_COMPUTE_BOUND", params={}))
    return Explanation(
        quantity="hpc", value=_r(value, 2), unit="TFLOPS", formula=formula, inputs=inputs,
        assumptions=assumptions, error_band=c.error_band.get("hpc", 0.0),
        validation=Message(code="VALIDATION_NONE", params={"band": _pct(c.error_band.get("hpc", 0.0))}),
    )


def _train(profile: Profile, arch: ModelArch, gpu: Gpu, count: int, c: EstimatorConstants,
           value: float) -> Explanation:
    w = profile.workload
    per_param = 6.0 if w in (Workload.FULL_FINETUNE, Workload.PRETRAINING) else 4.0
    if profile.gradient_checkpointing:
        per_param += c.recompute_flops_per_param
    mfu = throughput.training_mfu(w, gpu, c)
    rate = throughput.compute_tflops(gpu, Precision.BF16, "transformers")
    layer_split = ecosystem.trains_without_nccl(profile) and count > 1
    effective = throughput.dp_scaling(gpu, count, c, layer_split)
    return Explanation(
        quantity="train", value=_r(value, 1), unit="tokens/s",
        formula=Message(code="HOW_TRAIN", params={"per_param": per_param}),
        inputs={"bf16_tflops": rate, "mfu": _r(mfu), "effective_gpus": _r(effective), "gpus": count,
                "flops_per_param_per_token": per_param, "context_tokens": profile.context_tokens},
        assumptions=[Message(code="ASSUME_TRAIN_MFU", params={
            "mfu": _pct(mfu), "segment": gpu.segment.value, "effective": _r(effective, 2), "count": count}),
            *([Message(code="ASSUME_TRAIN_NON_NVIDIA", params={"share": _pct(c.mfu_non_nvidia_factor)})]
              if throughput.non_nvidia_training(gpu) and c.mfu_non_nvidia_factor != 1.0 else []),
            *([Message(code="ASSUME_TRAIN_LAYER_SPLIT", params={"count": count})] if layer_split else [])],
        error_band=c.error_band.get("train", 0.0), validation=_validation(c, "train"),
    )


def speed_explanations(profile: Profile, arch: ModelArch | None, gpu: Gpu, count: int,
                       c: EstimatorConstants) -> list[Explanation]:
    """The speed figures of one configuration (decode and prefill for inference, one for the others)."""
    t = throughput.estimate(profile, arch, gpu, count, c)
    w = profile.workload
    if w is Workload.RENDERING:
        return [_rendering(gpu, count, c, t.render_score or 0.0)]
    if w is Workload.HPC:
        return [_hpc(profile, gpu, count, c, t.hpc_tflops or 0.0)]
    assert arch is not None
    if w is Workload.INFERENCE:
        assert t.decode_tokens_per_s_total is not None and t.prefill_tokens_per_s is not None
        return [_decode(profile, arch, gpu, count, c, t.decode_tokens_per_s_total),
                _prefill(profile, arch, gpu, count, c, t.prefill_tokens_per_s)]
    assert t.train_tokens_per_s is not None
    return [_train(profile, arch, gpu, count, c, t.train_tokens_per_s)]


def _rendering(gpu: Gpu, count: int, c: EstimatorConstants, value: float) -> Explanation:
    """The Blender score: the card's own median, or its FP32 rate x its kind's points per TFLOPS."""
    score = rendering.card_score(gpu, c)
    band = rendering.error_band(gpu, c)
    inputs: dict[str, Param] = {"gpus": count}
    if count > 1:
        inputs["effective_gpus"] = _r(rendering.multi_gpu_factor(count, c), 2)
    if score.measured:
        assert gpu.blender is not None
        inputs = {"blender_score": round(gpu.blender.score), "blender_version": gpu.blender.version,
                  "blender_backend": gpu.blender.backend.value, **inputs}
        formula = Message(code="HOW_RENDERING_MEASURED", params={})
        validation = Message(code="VALIDATION_RENDERING_MEASURED", params={"band": _pct(band)})
    else:
        inputs = {"peak_tflops": gpu.fp32_tflops, "points_per_tflops": _r(score.points_per_tflops or 0.0, 1),
                  **inputs}
        formula = Message(code="HOW_RENDERING_ESTIMATED", params={})
        v = c.validation.get("rendering", {})
        validation = Message(code="VALIDATION_RENDERING_ESTIMATED", params={
            "n": int(v.get("n", 0)), "median": _pct(v.get("median", 0.0)), "p90": _pct(v.get("p90", 0.0)),
            "band": _pct(band)}) if v else Message(code="VALIDATION_NONE", params={"band": _pct(band)})
    return Explanation(quantity="rendering", value=_r(value, 0), unit=rendering.UNIT, formula=formula,
                       inputs=inputs, error_band=band, validation=validation)


def explain_recommendation(rec: Recommendation, c: EstimatorConstants | None = None,
                           gpus: Mapping[str, Gpu] | None = None) -> HowComputed:
    """Explanations for a recommendation's requirement and every configuration of its shortlist.

    `gpus`: the cards of the catalog the recommendation ranked, by id (the bundled catalog by default):
    a catalog of one's own (`--catalog`) may add cards or change a card's figures, and the explanation
    must show the figures the speed came from."""
    c = c or load_constants()
    profile = rec.profile
    arch = profile_arch(profile)
    if gpus is None:
        gpus = load_catalog().by_id()
    out = HowComputed(requirement=memory_explanation(profile, arch, c, 1))
    for conf in rec.shortlist:
        gpu = gpus.get(conf.gpu_id)
        if gpu is None:
            continue
        run = formats.as_run_on(profile, gpu, c)  # transformers where vLLM does not run; MXFP4 widened
        out.configurations[f"{conf.gpu_id} x {conf.count}"] = [
            memory_explanation(run, arch, c, conf.count),
            *speed_explanations(run, arch, gpu, conf.count, c),
        ]
    return out


__all__ = ["explain_recommendation", "memory_explanation", "speed_explanations"]
