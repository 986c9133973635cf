"""Memory (VRAM) estimates in GiB (2**30 bytes), always with their breakdown.

Conventions, stated because peers disagree by 2.5x (peers.md 2.13):
- inference: weights at the format's effective bits per weight + KV cache
  (2 x layers x kv_heads x head_dim x context x batch x bytes; MLA caches one latent per layer;
  sliding-window layers hold at most the window) + prefill activations + engine overhead;
- full fine-tune / pretraining, mixed precision AdamW: 16 bytes per parameter (bf16 weights 2,
  bf16 grads 2, fp32 master 4, fp32 moments 8; the ZeRO paper's convention), pure bf16: 8;
  sharded over the GPUs when there is more than one (FSDP / ZeRO-3);
- LoRA / QLoRA: frozen base (bf16 or nf4) + fp32 adapters with grads and optimizer states;
- activations with or without gradient checkpointing; logits for the loss.
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.core.arch import ModelArch
from wizard.core.catalog_models import Attention
from wizard.core.constants import GIB, EngineConstants, EstimatorConstants
from wizard.core.profile import Engine, Optimizer, Precision, Profile, TrainingPrecision, Workload

GB_TO_GIB = 1e9 / GIB
# The working set assumed when the answers leave it open (simulation data, a render scene): a large one,
# so that a card chosen on it is not too small; a judgement, not a measurement, and the results say so
# (rules.profile_warnings: WORKING_SET_ASSUMED_*), so the user can enter their own.
DEFAULT_WORKING_SET_GB = 16.0


@dataclass(frozen=True)
class MemoryBreakdown:
    """GiB per component for ONE GPU of a configuration (`gpus` of them)."""

    weights: float = 0.0
    kv_cache: float = 0.0
    activations: float = 0.0
    gradients: float = 0.0
    optimizer: float = 0.0
    adapters: float = 0.0
    working_set: float = 0.0
    overhead: float = 0.0

    @property
    def total(self) -> float:
        return (self.weights + self.kv_cache + self.activations + self.gradients + self.optimizer
                + self.adapters + self.working_set + self.overhead)

    def as_dict(self) -> dict[str, float]:
        return {
            "weights": self.weights, "kv_cache": self.kv_cache, "activations": self.activations,
            "gradients": self.gradients, "optimizer": self.optimizer, "adapters": self.adapters,
            "working_set": self.working_set, "overhead": self.overhead,
        }


def mxfp4_as_released(arch: ModelArch, precision: Precision) -> bool:
    """int4 weights of a mixture-of-experts preset released in int4: gpt-oss's own checkpoint as vLLM and
    transformers load it, MXFP4 experts with every other weight in bf16 (the presets released in int4
    are all MXFP4 ones; tests/test_catalog.py checks their notes), not an AWQ/GPTQ file, whose
    attention weights are 4-bit too."""
    return precision is Precision.INT4 and arch.released_precision is Precision.INT4 and arch.routed_expert_params > 0


def weight_bytes(arch: ModelArch, precision: Precision, c: EstimatorConstants) -> float:
    bits = c.bits_per_weight[precision.value]
    if mxfp4_as_released(arch, precision):
        # 12.8 GiB for gpt-oss-20b and 60.7 for gpt-oss-120b, the checkpoints' 12.8 and 60.8 GiB (models.toml);
        # as AWQ/GPTQ-style int4 (attention at 4.25 bits) they were 7 % and 2 % under.
        experts = arch.routed_expert_params
        return experts * bits / 8 + (arch.total_params - experts) * 2
    if precision is Precision.MXFP4:
        # llama.cpp's MXFP4 GGUF: "MoE tensors -> MXFP4, other tensors -> Q8_0" (src/llama-quant.cpp,
        # LLAMA_FTYPE_MOSTLY_MXFP4_MOE; ggml-org's gpt-oss GGUFs are made the same way). llama-bench
        # prints gpt-oss-20b as 11.27 GiB and gpt-oss-120b as 59.02 GiB (llama.cpp discussion #15396,
        # benches/dgx-spark.md); this gives 11.24 and 58.86 (norms, biases and sinks stay f32).
        experts = arch.routed_expert_params
        return experts * bits / 8 + (arch.total_params - experts) * c.bits_per_weight[Precision.Q8_0.value] / 8
    if precision.value in c.linear_only_formats:
        # bitsandbytes / AWQ / GPTQ / FP8 checkpoints keep embeddings and the LM head in 16-bit.
        return arch.linear_params * bits / 8 + arch.embedding_params * 2
    return arch.total_params * bits / 8 + _kquant_fallback_bytes(arch, precision, c)


QK_K = 256  # weights per k-quant super-block (ggml)


def _kquant_fallback_bytes(arch: ModelArch, precision: Precision, c: EstimatorConstants) -> float:
    """What a k-quant GGUF adds where the MLP's width is not a multiple of 256: its down projections
    (rows that long) are stored in a wider legacy type (constants.kquant_fallback_extra_bits). For a
    MoE model, the routed experts' (a third of each expert is its down projection). Not for a model released
    in MXFP4 (gpt-oss): its k-quant GGUFs keep the experts in MXFP4."""
    extra = c.kquant_fallback_extra_bits.get(precision.value)
    if not extra or arch.intermediate % QK_K == 0 or arch.released_precision is Precision.INT4:
        return 0.0
    down = arch.routed_expert_params / 3 if arch.moe_experts else arch.layers * arch.hidden * arch.intermediate
    return down * extra / 8


def average_bits(arch: ModelArch, precision: Precision, c: EstimatorConstants) -> float:
    """Bits per weight as the answers state them: the format's own, except where a model's experts and
    other weights differ (an MXFP4 GGUF, gpt-oss as released; weight_bytes): there, the average."""
    if precision is Precision.MXFP4 or mxfp4_as_released(arch, precision):
        return weight_bytes(arch, precision, c) * 8 / arch.total_params
    return c.bits_per_weight[precision.value]


# A linear-attention layer's state is counted in 16-bit values whatever the KV cache's format (vLLM's
# state dtype "auto" follows the model); a model that keeps it in fp32 (Qwen3.5's mamba_ssm_dtype)
# counts those values twice in its preset's linear_state_values.
LINEAR_STATE_BYTES = 2.0


def kv_cache_bytes(arch: ModelArch, context: int, batch: int, bytes_per_value: float) -> float:
    """The KV cache of `batch` sequences of `context` tokens, with the fixed-size state of a hybrid
    model's linear-attention layers (which hold no KV cache: Qwen3-Next keeps one in four layers)."""
    state = arch.linear_layers * arch.linear_state_values * LINEAR_STATE_BYTES * batch
    kv_layers = arch.layers - arch.linear_layers
    if arch.attention is Attention.MLA and arch.mla_kv_dim:
        per_token_layer = arch.mla_kv_dim * bytes_per_value
        return kv_layers * per_token_layer * context * batch + state
    per_token_layer = 2 * arch.kv_heads * arch.head_dim * bytes_per_value
    full_layers = kv_layers * (1 - arch.sliding_window_layer_fraction)
    window_layers = kv_layers * arch.sliding_window_layer_fraction
    window_ctx = min(context, arch.sliding_window) if arch.sliding_window else context
    return per_token_layer * batch * (full_layers * context + window_layers * window_ctx) + state


def engine_name(profile: Profile, c: EstimatorConstants) -> str:
    """The engine whose constants apply: the one chosen, llama.cpp for a GGUF format with none chosen
    (Profile.effective_engine), else the usual one for a non-GGUF format. Memory and speed both use
    it, so a GGUF answer with the engine left open is sized with llama.cpp's overheads, not those of
    transformers, which cannot load the file."""
    engine = profile.effective_engine()
    return c.unknown_engine if engine is Engine.UNKNOWN else _ENGINE_NAMES[engine]


# The engines' names as plain strings, looked up rather than read through Enum.value (a property call):
# engine_name runs for every configuration recommend checks.
_ENGINE_NAMES = {e: e.value for e in Engine}


def heads_divide(arch: ModelArch, count: int) -> bool:
    """Whether tensor parallelism can split the model's attention over `count` GPUs. vLLM refuses
    otherwise ("Total number of attention heads (32) must be divisible by tensor parallel size (3)",
    vllm/config.py) and needs the KV heads divisible by the count, or the count by them (the KV
    heads are then replicated); an odd count runs as a pipeline instead, one GPU after the other.
    A size-only custom model has no real head count: not judged."""
    if count <= 1 or arch.approximate:
        return True
    return arch.heads % count == 0 and (arch.kv_heads % count == 0 or count % arch.kv_heads == 0)


def tensor_split(arch: ModelArch, count: int, engine: EngineConstants) -> bool:
    """Whether the engine splits every layer over the GPUs (and so reads them in parallel)."""
    return engine.tensor_parallel and heads_divide(arch, count)


def kv_share(arch: ModelArch, gpus: int, engine: EngineConstants) -> float:
    """The share of the KV cache each of `gpus` GPUs holds. Split by layers (llama.cpp, a pipeline),
    each holds its layers' cache: 1/gpus. Split by tensor parallelism, each holds its attention heads'
    cache, and a KV head is not split: with more GPUs than KV heads the heads are copied ("the KV heads
    are then replicated", vllm/config.py), so each holds 1/kv_heads. MLA (DeepSeek-V3/R1, Kimi K2)
    caches one latent per token with no head to split, and vLLM keeps all of it on every tensor-parallel
    rank (its MLA cache is [blocks, block_size, 1, kv_lora_rank + qk_rope_head_dim] per rank; the
    reason its docs serve DeepSeek with data-parallel attention). Divided by the GPUs, 32 users of
    DeepSeek-R1 at 32k tokens had "fit" 8 x H200 at 91 GiB each where they need 151."""
    if gpus <= 1:
        return 1.0
    if not tensor_split(arch, gpus, engine):
        return 1.0 / gpus
    if arch.attention is Attention.MLA and arch.mla_kv_dim:
        return 1.0
    return 1.0 / min(gpus, max(1, arch.kv_heads))


def inference(profile: Profile, arch: ModelArch, c: EstimatorConstants, gpus: int = 1) -> MemoryBreakdown:
    eng = c.engine(engine_name(profile, c))
    precision = profile.effective_precision()
    weights = weight_bytes(arch, precision, c)
    kv = kv_cache_bytes(arch, profile.context_tokens, profile.batch_size,
                        c.kv_bytes[profile.effective_kv_precision().value])
    tokens = (min(profile.context_tokens * profile.batch_size, eng.prefill_chunk_tokens) if eng.prefill_chunk_shared
              else min(profile.context_tokens, eng.prefill_chunk_tokens) * profile.batch_size)
    act_per_token = 2 * (c.act_hidden_terms * arch.hidden + c.act_intermediate_terms * arch.intermediate)
    # Logits for the last position of each sequence in fp32.
    logits = profile.batch_size * arch.vocab * 4
    activations = tokens * act_per_token + logits
    # Weights split across GPUs (tensor or layer split), the KV cache as kv_share says; every GPU keeps
    # its own activations and runtime overhead.
    return MemoryBreakdown(
        weights=weights / gpus / GIB,
        kv_cache=kv * kv_share(arch, gpus, eng) / GIB,
        activations=activations / GIB,
        overhead=eng.overhead_gib + eng.overhead_fraction * weights / gpus / GIB,
    )


def _optimizer_bytes_per_param(opt: Optimizer, tp: TrainingPrecision) -> tuple[float, float, float, float]:
    """(weights, grads, master weights, optimizer states) bytes per trained parameter."""
    state = {Optimizer.ADAMW: 2, Optimizer.ADAMW_8BIT: 2, Optimizer.SGD: 1}[opt]
    if tp is TrainingPrecision.MIXED:
        state_bytes = {Optimizer.ADAMW: 4.0, Optimizer.ADAMW_8BIT: 1.0, Optimizer.SGD: 4.0}[opt]
        return 2.0, 2.0, 4.0, state * state_bytes
    state_bytes = {Optimizer.ADAMW: 2.0, Optimizer.ADAMW_8BIT: 1.0, Optimizer.SGD: 2.0}[opt]
    return 2.0, 2.0, 0.0, state * state_bytes


def _activations(profile: Profile, arch: ModelArch, c: EstimatorConstants) -> float:
    tokens = profile.context_tokens * profile.batch_size
    full_layer = tokens * (c.train_act_hidden_bytes * arch.hidden
                           + c.train_act_intermediate_bytes * arch.intermediate)
    if profile.gradient_checkpointing:
        kept = tokens * c.ckpt_act_hidden_bytes * arch.hidden * arch.layers
        layer_acts = kept + full_layer
    else:
        layer_acts = full_layer * arch.layers
    logits = tokens * arch.vocab * c.train_logit_bytes
    return layer_acts + logits


def lora_adapter_params(arch: ModelArch, rank: int) -> float:
    return float(arch.layers * sum(rank * (i + o) for i, o in arch.lora_module_dims()))


def finetune(profile: Profile, arch: ModelArch, c: EstimatorConstants, gpus: int = 1) -> MemoryBreakdown:
    acts = _activations(profile, arch, c) / GIB
    if profile.workload in (Workload.LORA, Workload.QLORA):
        base_precision = profile.training_weights()
        base = weight_bytes(arch, base_precision, c)
        n = lora_adapter_params(arch, profile.lora_rank)
        # Adapters are trained in fp32 under autocast: fp32 weights and grads, fp32 AdamW moments.
        states = {Optimizer.ADAMW: 8.0, Optimizer.ADAMW_8BIT: 2.0, Optimizer.SGD: 4.0}[profile.optimizer]
        return MemoryBreakdown(
            weights=base / gpus / GIB,
            adapters=n * 4 / GIB,
            gradients=n * 4 / GIB,
            optimizer=n * states / GIB,
            activations=acts,
            overhead=c.train_overhead_gib + c.train_overhead_fraction * base / gpus / GIB,
        )
    w, g, master, states = _optimizer_bytes_per_param(profile.optimizer, profile.training_precision)
    p = arch.total_params
    return MemoryBreakdown(
        weights=(w + master) * p / gpus / GIB,
        gradients=g * p / gpus / GIB,
        optimizer=states * p / gpus / GIB,
        activations=acts,
        overhead=c.train_overhead_gib + c.train_states_overhead_fraction * (w + g + master + states) * p / gpus / GIB,
    )


def compute_working_set(profile: Profile, c: EstimatorConstants, gpus: int = 1) -> MemoryBreakdown:
    working = (profile.working_set_gb if profile.working_set_gb is not None else DEFAULT_WORKING_SET_GB) * GB_TO_GIB
    # Domain-decomposed HPC codes and multi-GPU renderers: each GPU holds its part (HPC) or,
    # for renderers, the whole scene (Cycles/OptiX copy the scene to every GPU).
    share = working if profile.workload.copies_to_each_gpu else working / gpus
    return MemoryBreakdown(working_set=share, overhead=c.compute_overhead_gib)


def estimate(profile: Profile, arch: ModelArch | None, c: EstimatorConstants, gpus: int = 1) -> MemoryBreakdown:
    if not profile.workload.is_llm:
        return compute_working_set(profile, c, gpus)
    assert arch is not None
    if profile.workload is Workload.INFERENCE:
        return inference(profile, arch, c, gpus)
    return finetune(profile, arch, c, gpus)
