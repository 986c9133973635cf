"""Estimator constants: bits per weight, runtime overheads, efficiencies.

Defaults live here with the reason for each; `data/calibration.toml` (written by
`benchmarks/validate.py --write`, fitted on published measurements) may override any of them.
Keeping them in one typed model makes "how this was computed" showable.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field

from wizard.core.catalog import DataFileError, read_document, validate_document
from wizard.paths import data_path

GIB = float(2**30)


class EngineConstants(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)
    # Fixed memory per GPU: CUDA context, cuBLAS/cuDNN workspaces, allocator slack (GiB).
    overhead_gib: float
    # Allocator fragmentation and temporary buffers, as a fraction of the weights.
    overhead_fraction: float
    # Tokens processed at once during prompt processing (bounds activation memory).
    prefill_chunk_tokens: int
    # Is that budget shared by all the sequences of a step (the activations hold at most the chunk,
    # however many users) rather than per sequence (the chunk times the users)? Shared in vLLM
    # (max_num_batched_tokens: 8192 for `vllm serve` on large cards, vllm/engine/arg_utils.py) and
    # TensorRT-LLM (max_num_tokens). Not in transformers (one padded batch of whole prompts) nor, in
    # effect, in llama.cpp: its n_ubatch of 512 is shared, but without flash attention its compute
    # buffer holds the scores of a ubatch against the whole cache (users x context cells), which the
    # per-sequence product stands in for (Ollama with 4 parallel sequences, rows m288-m289: 560 MiB).
    prefill_chunk_shared: bool = False
    # Fraction of the memory-bandwidth roofline reached in batch-1 decode, by memory class.
    decode_efficiency_gddr: float
    decode_efficiency_hbm: float
    # Fraction of the dense tensor peak reached in prompt processing.
    prefill_utilization: float
    # Multi-GPU: does the runtime split each layer (tensor parallel) or run layers in sequence?
    tensor_parallel: bool
    # Fixed time per layer per decode step (kernel launches, synchronisation, sampling spread over
    # the layers), microseconds. Without it one bandwidth efficiency cannot fit small and large
    # models at once: a 4-bit 7B on an RTX 4090 spends ~3 ms of its ~8 ms per token outside the
    # weight reads (llama.cpp PR #4766 tables), a 70B almost none of its share.
    decode_layer_overhead_us: float = 100.0
    # The same for a build that launches each kernel on its own instead of one CUDA graph per token
    # (None: no difference). llama.cpp captures a token's kernels in a CUDA graph on Volta and newer
    # (PR #6766, May 2024, Ampere+; PR #25749, 2026, Volta and Turing); Pascal and older still launch
    # one by one (PR #27721, open: "+78 %" tg64 with graphs on a GTX 1080). benchmarks/validate.py also
    # applies it to rows measured with builds from before those PRs.
    decode_layer_overhead_us_no_graphs: float | None = None
    # The same for the engine's previous generation, for measured rows taken with it (benchmarks/validate.py,
    # PREVIOUS_ENGINE_SOURCES); the app estimates today's engine and never uses it. vLLM 0.6.3's V0 engine
    # in Qwen2.5's speed table spent 2.7-4.8 ms of each token outside the weight reads on an A100 (0.5B at
    # 311 tokens/s); vLLM 0.10-0.21 (V1, the default since 0.8, 2025) spends about 1-2 ms on an H100 (PR
    # #23197; InferenceBench, 2026). Fitted on both as one, the old rows had held vLLM 25-45 % low.
    decode_layer_overhead_us_previous: float | None = None
    # Added per layer of a mixture-of-experts model: routing, top-k and the expert matmuls are several
    # more kernels per layer than a dense layer's (llama.cpp gpt-oss rows, ggml-org/llama.cpp discussion
    # #15396, decode about 1.5-2x slower than their active weights' reads and a dense layer's time imply).
    decode_layer_overhead_us_moe: float = 0.0
    # Prompt processing on HBM datacenter cards (A100/H100) reaches a smaller share of their much
    # larger tensor peak than on GDDR cards (see benchmarks/validate.py for the rows).
    prefill_utilization_hbm: float = 0.35
    # Does the fixed time per layer overlap the GPU's reads (step = the longer of the two) instead of
    # adding to them? True for eager PyTorch (`transformers` generate): the host queues each layer's
    # kernels while the GPU still reads the previous ones, so at batch 1 the step is host-bound until
    # the reads take longer. Qwen2.5 on an A100 (benchmarks/validate.py rows m014, m176-m188): 0.5B to
    # 32B BF16 all run at ~0.9 ms per layer per token whatever their size, and GPTQ-Int4 no faster than
    # BF16; an additive time cannot fit 0.5B and 32B at once (-28 % and -36 % on 14B and 32B).
    decode_host_overlap: bool = False
    # AWQ/GPTQ 4-bit weights: this engine's own share of its bandwidth efficiency (None: the global
    # int4_decode_factor). vLLM runs them on the Marlin kernels, near the 16-bit rate or above; transformers'
    # kernels are far slower, and one shared constant had put vLLM's 4-bit decode 45-71 % low (m295, m296).
    int4_decode_factor: float | None = None
    # The same on NVIDIA's Hopper and datacenter Blackwell (compute capability 9.x and 10.x; None: as
    # elsewhere). vLLM's Marlin kernels were written for Ampere's matrix instructions, and Neural Magic wrote
    # Machete (2024) for Hopper's new ones: at batch 1-16 an H100 reads 4-bit weights at about half the share
    # an A100 or an RTX 3090 does (vLLM PR #23197, rows m296 and m301-m303, against m016 and m295). Datacenter
    # Blackwell is unmeasured and takes Hopper's value, the lower one.
    int4_decode_factor_sm90: float | None = None


def _engines() -> dict[str, EngineConstants]:
    # Starting values from published measurements summarised in peers.md and the issue: llama.cpp
    # reaches ~0.7-0.9 of the bandwidth roofline on GeForce and ~0.4-0.5 on A100/H100; Python
    # `generate` loops in transformers lose more to launch overhead at batch 1.
    return {
        "transformers": EngineConstants(
            overhead_gib=0.9, overhead_fraction=0.05, prefill_chunk_tokens=1_000_000,
            decode_efficiency_gddr=0.45, decode_efficiency_hbm=0.30, prefill_utilization=0.45,
            tensor_parallel=False, decode_layer_overhead_us=500.0, prefill_utilization_hbm=0.45,
            decode_host_overlap=True,
        ),
        "vllm": EngineConstants(
            overhead_gib=1.3, overhead_fraction=0.03, prefill_chunk_tokens=8192, prefill_chunk_shared=True,
            decode_efficiency_gddr=0.70, decode_efficiency_hbm=0.60, prefill_utilization=0.55,
            # Decode steps replay as CUDA graphs (vLLM's default), so the kernel launches cost little,
            # but the scheduler, sampling and the Python step loop still take a fixed time per step;
            # spread over the layers like the other engines' and fitted (benchmarks/validate.py).
            # Default 0: without a row the estimate stays the pure bandwidth roofline.
            tensor_parallel=True, decode_layer_overhead_us=0.0, prefill_utilization_hbm=0.55,
            int4_decode_factor=1.0,  # Marlin (AWQ/GPTQ): fitted on the vLLM int4 rows
            decode_layer_overhead_us_previous=0.0,  # V0 in Qwen's table: fitted, used only by validate.py
            int4_decode_factor_sm90=1.0,  # fitted on the H100 int4 rows
        ),
        "llama.cpp": EngineConstants(
            overhead_gib=0.45, overhead_fraction=0.02, prefill_chunk_tokens=512,
            decode_efficiency_gddr=0.78, decode_efficiency_hbm=0.45, prefill_utilization=0.35,
            tensor_parallel=False, decode_layer_overhead_us=100.0, prefill_utilization_hbm=0.20,
            decode_layer_overhead_us_no_graphs=100.0,
        ),
        "tensorrt-llm": EngineConstants(
            overhead_gib=1.2, overhead_fraction=0.03, prefill_chunk_tokens=8192, prefill_chunk_shared=True,
            decode_efficiency_gddr=0.75, decode_efficiency_hbm=0.65, prefill_utilization=0.60,
            tensor_parallel=True, decode_layer_overhead_us=80.0, prefill_utilization_hbm=0.60,
        ),
    }


class EstimatorConstants(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)
    # Effective bits per weight of each format over the whole file, including scales and the
    # tensors kept at higher precision. GGUF figures are measured file sizes / parameter count
    # (llama.cpp quantize table; peers.md 2.10: Q4_K_M ships at ~4.8-4.9 bpw, e.g. Llama 3.1 70B
    # Q4_K_M = 42.52 GB). For bitsandbytes/AWQ/GPTQ formats the quantised linear layers use the
    # figure below and the embeddings and LM head stay 16-bit (see memory.weight_bytes).
    bits_per_weight: dict[str, float] = Field(default_factory=lambda: {
        "fp32": 32.0, "bf16": 16.0, "fp16": 16.0,
        "fp8": 8.0,  # per-tensor scales are negligible
        "int8": 8.0,  # LLM.int8 / W8A16: per-row scales are negligible
        "q8_0": 8.5,  # 34 bytes per 32 weights
        "q6_k": 6.56,
        "q5_k_m": 5.69,
        "q4_k_m": 4.85,
        "q4_0": 4.55,  # 18 bytes per 32 weights, some tensors at q6_k
        # 4 bits + one fp32 absmax per 64 weights (bitsandbytes' default, load_in_4bit without
        # double quantisation: 0.5 bits). QLoRA's double quantisation saves 0.373 of them (QLoRA
        # paper, section 3) but is off by default: the safe side is kept. Validation rows m025,
        # m027, m033 (plain nf4) were 8-10 % under with 4.13.
        "nf4": 4.5,
        "int4": 4.25,  # AWQ/GPTQ with group size 128: fp16 scale + zero per 128 weights
        # MXFP4: 4-bit values + one 8-bit scale per 32 (17 bytes per 32 weights). In a GGUF only the
        # MoE experts use it; the other weights are Q8_0 (memory.weight_bytes).
        "mxfp4": 4.25,
    })
    # A k-quant needs rows of a multiple of 256 weights (QK_K). llama.cpp's quantizer gives a tensor whose
    # rows are not one a legacy 32-block type instead (src/llama-quant.cpp: Q4_K -> Q5_0, Q5_K -> Q5_1,
    # Q6_K -> Q8_0). ffn_down's rows are the MLP's width: Qwen2.5 72B's 29,568 is not a multiple of 256,
    # and its Q4_K_M file is 47.42 GB (bartowski/Qwen2.5-72B-Instruct-GGUF), not the 44.1 GB that 4.85
    # bits give. Bits added to those tensors over the format's usual mix for them: Q4_K_M's ffn_down is
    # half Q6_K, half Q4_K (use_more_bits) = 5.53, so 7.0 as Q8_0/Q5_0; Q5_K_M 6.03 -> 7.25; Q6_K -> Q8_0.
    kquant_fallback_extra_bits: dict[str, float] = Field(default_factory=lambda: {
        "q4_k_m": 1.47, "q5_k_m": 1.22, "q6_k": 1.94,
    })
    # Formats whose bits apply to linear layers only (embeddings and LM head stay 16-bit).
    linear_only_formats: list[str] = Field(default_factory=lambda: ["fp8", "int8", "nf4", "int4"])
    kv_bytes: dict[str, float] = Field(default_factory=lambda: {
        "fp16": 2.0, "fp8": 1.0, "q8_0": 34 / 32, "q4_0": 18 / 32,
    })
    engines: dict[str, EngineConstants] = Field(default_factory=_engines)
    # "unknown" engine: behaves like transformers for memory (the conservative side).
    unknown_engine: str = "transformers"
    # Per-token activation bytes per layer during inference prefill, in units of hidden_size x 2
    # bytes (residual, normed input, attention output, MLP input) plus intermediate terms below.
    act_hidden_terms: float = 4.0
    act_intermediate_terms: float = 2.0
    # Training: per token per layer, bf16 activations kept for backward without checkpointing
    # (Korthikanti et al. 2022 with flash attention, i.e. without the s^2 term; SwiGLU MLP keeps
    # gate, up, activation and product: 4 x intermediate). In units of bytes / (hidden or inter).
    train_act_hidden_bytes: float = 16.0
    train_act_intermediate_bytes: float = 8.0
    # With gradient checkpointing only each layer's input is kept (2 bytes x hidden), plus one
    # layer recomputed in full.
    ckpt_act_hidden_bytes: float = 2.0
    # Logits: bf16 logits + fp32 upcast for the loss + its gradient, per token per vocab entry.
    train_logit_bytes: float = 8.0
    # Training runtime overhead (CUDA context, cuBLAS workspaces, allocator cache, framework
    # buffers such as DeepSpeed's buckets) in GiB, and for LoRA / QLoRA the allocator's
    # fragmentation as a fraction of the frozen base weights.
    train_overhead_gib: float = 1.0
    train_overhead_fraction: float = 0.05
    # Full fine-tuning / pretraining: extra memory as a fraction of the model states (weights,
    # gradients, master weights, optimizer states): DeepSpeed/ZeRO keeps fp32 gradients for its
    # optimizer partition (+4 of 16 bytes = 0.25) and flat communication buckets; plain PyTorch
    # AMP needs less. Bounded to [0, 0.25] when fitted.
    train_states_overhead_fraction: float = 0.05
    # LoRA: adapters are targeted at every linear layer of attention and MLP (QLoRA paper's
    # recipe, PEFT `target_modules="all-linear"`); fp32 adapter weights under autocast.
    lora_all_linear: bool = True
    # CUDA context and driver-side allocations that `torch.cuda.max_memory_allocated` never counts
    # (0.3-0.5 GiB on an A100 with lazy module loading). Part of every estimate (the card must hold
    # it); removed only when comparing with PyTorch's allocated peaks in benchmarks/validate.py.
    # Fixed, not fitted.
    cuda_context_gib: float = 0.4
    # HPC / rendering runtime: CUDA context and libraries.
    compute_overhead_gib: float = 0.6
    # Windows (WDDM) keeps some VRAM for the desktop on a display card.
    display_reserve_gib_windows: float = 0.6
    # Training throughput: model FLOPs utilisation by segment (Llama 3 paper: 38-43 % on H100).
    mfu_datacenter: float = 0.40
    mfu_consumer: float = 0.35
    # AMD Radeon and Intel Arc cards (not datacenter accelerators): the share of the NVIDIA-fitted
    # consumer MFU their training stacks reach. Their datasheet bf16 rates already count FP32
    # accumulation (GeForce's are the half-speed FP32-accumulate rates), and ROCm's end-to-end kernels
    # are less tuned: an RX 7900 XTX runs PyTorch bf16 GEMMs at 72-86 % of its 122.8 TFLOPS (torch
    # 2.7-2.10 on ROCm 6.3-7.1) but trains GPT-2 124M end to end at 34-52 % (llm.c's HIP port, rows
    # m238-m241 of tests/data/measurements.csv; PyTorch took 23 % longer per step there). Fitted on those
    # rows; Intel has no training measurement: assumed equal to AMD's, as for decode.
    mfu_non_nvidia_factor: float = 1.0
    # QLoRA dequantises the 4-bit weights for every matmul (QLoRA paper, section 4): its MFU is
    # this fraction of LoRA's.
    qlora_mfu_factor: float = 0.6
    # Gradient checkpointing recomputes the forward pass: extra FLOPs per parameter per token
    # (2 = a full forward; selective recomputation and overlap make the measured cost smaller).
    recompute_flops_per_param: float = 2.0
    # Decode bandwidth efficiency of non-NVIDIA GPUs relative to NVIDIA's with the same engine
    # (kernels are tuned for CUDA first); with llama.cpp, "intel_xe_hpg" is Arc's first generation, "amd_rdna4"
    # the gfx12 Radeons and "amd_apu" AMD's unified-memory computers (throughput._decode_family).
    # Fitted on the measured rows (data/calibration.toml); these defaults are the first guesses.
    decode_vendor_factor: dict[str, float] = Field(default_factory=lambda: {
        "nvidia": 1.0, "amd": 0.8, "amd_rdna4": 0.8, "amd_apu": 0.8, "intel": 0.8, "intel_xe_hpg": 0.8,
    })
    # AWQ / GPTQ 4-bit weights (`int4`) at batch 1: the share of the engine's bandwidth efficiency their
    # kernels reach (they dequantise inside the matrix-vector product). Fitted on the int4 rows once each
    # engine's efficiency and fixed time are fitted on its 16-bit and FP8 rows (benchmarks/validate.py).
    int4_decode_factor: float = 1.0
    # llama.cpp prompt processing of quantised (GGUF) weights, relative to 16-bit weights: the
    # blocks are dequantised (or multiplied block-wise) on the fly.
    prefill_quantized_factor: float = 0.8
    # Multi-GPU speed-up exponents: speed-up = n ** exponent. Seeds: two PCIe RTX 4090s give
    # about 1.3x in tensor parallel (exponent log2(1.3) = 0.38); NVLink about 1.8x (0.85).
    tp_exponent_pcie: float = 0.38
    tp_exponent_nvlink: float = 0.85
    # A tensor-parallel decode step synchronises the GPUs twice a layer (an all-reduce after attention and one
    # after the MLP), each a few-kilobyte message whose time is latency, not bandwidth, and which no number of
    # GPUs shortens: added to the step, not divided. Over NVLink, vLLM's custom all-reduce on an H100 takes
    # 4-8 us for 4-32 KB at TP 2-8 (NCCL 9-12 us; sgl-project/sglang PR #2904's table); over PCIe, NCCL inside
    # a CUDA graph takes 19-24 us (haohervchb/sglang-V100 PR #2, 4 x V100 behind a PCIe switch), as vLLM
    # turns its custom all-reduce off past two PCIe-only GPUs. Microseconds a layer (two all-reduces);
    # approximate, not fitted: no multi-GPU row of today's engines. Without it, with vLLM's V1 fixed time of
    # 5 us a layer, an 8B model on 8 x H100 had read 726 tokens/s a user.
    tp_sync_us_per_layer_nvlink: float = 16.0
    tp_sync_us_per_layer_pcie: float = 40.0
    # Data-parallel training scaling efficiency per doubling of GPUs.
    dp_efficiency_pcie: float = 0.85
    dp_efficiency_nvlink: float = 0.95
    # HPC: fraction of peak FP64 / FP32 a typical code reaches.
    hpc_efficiency: float = 0.6
    # A memory-bound code (roofline model: Williams, Waterman, Patterson, "Roofline: an insightful
    # visual performance model", CACM 52(4), 2009) does about 0.5 FLOP per byte it moves (their
    # stencil 0.33-0.5, SpMV <= 0.25, LBMHD 0.7-1.07): its speed is bandwidth x that, not the peak.
    hpc_memory_bound_flops_per_byte: float = 0.5
    # Share of the datasheet bandwidth a STREAM-like kernel reaches on GPUs (BabelStream triad on an
    # H100 SXM: about 3.1 of 3.35 TB/s); a judgement a little below that for real codes.
    hpc_bandwidth_efficiency: float = 0.85
    # Rendering (wizard/core/rendering.py): Blender benchmark points per FP32 TFLOPS for a card that
    # Blender Open Data does not list, by kind (rendering.render_kind); fitted by validate.py --write
    # on the catalog's measured cards. The defaults are that fit's values at the time of writing.
    render_points_per_tflops: dict[str, float] = Field(default_factory=lambda: {
        "amd": 63.6, "amd_rdna2": 117.0, "intel": 145.2, "nvidia": 132.4, "nvidia_rt": 161.7,
        "nvidia_rt_datacenter": 108.8,
    })
    # Each extra GPU adds this share of a card to a frame's speed. Approximate, a judgement: no
    # current Cycles measurement was found; a render farm's 2026 test (Super Renders Farm, "Multi-GPU
    # Scaling: What 1 vs 2 GPUs Actually Does for Rendering") says Cycles gains less than 2x from a
    # second GPU, while older community timings gave 2.85x for three GTX 670s.
    render_multi_gpu_efficiency: float = 0.8
    # Validation summary written by benchmarks/validate.py --write: per kind, the held-out rows'
    # n, median and 90th-percentile absolute error (fractions). Shown in "how this was computed".
    validation: dict[str, dict[str, float]] = Field(default_factory=dict)
    # Engines the measurements of each group covered (an estimate for another engine says so).
    validation_coverage: dict[str, list[str]] = Field(default_factory=dict)
    # Relative error bands (fractions) shown next to estimates; replaced by validation results.
    error_band: dict[str, float] = Field(default_factory=lambda: {
        "inference_memory": 0.10, "training_memory": 0.20, "decode": 0.25, "prefill": 0.35,
        "train": 0.35, "hpc": 0.5, "rendering": 0.5, "rendering_measured": 0.1,
    })

    def engine(self, name: str) -> EngineConstants:
        return self.engines.get(name) or self.engines[self.unknown_engine]

    def with_engine(self, name: str, **changes: float | int | bool) -> EstimatorConstants:
        """A copy with one engine's constants changed (a measurement run with other settings)."""
        return self.model_copy(update={"engines": {**self.engines, name: self.engine(name).model_copy(update=changes)}})


@lru_cache(maxsize=1)
def load_constants() -> EstimatorConstants:
    """Defaults, overridden by data/calibration.toml when it exists."""
    node = data_path("calibration.toml")
    if not node.is_file():
        return EstimatorConstants()
    doc = read_document(node, cache=True)
    base = EstimatorConstants().model_dump()
    for key, value in doc.get("constants", {}).items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            for sub, subval in value.items():
                if isinstance(subval, dict) and isinstance(base[key].get(sub), dict):
                    base[key][sub].update(subval)
                else:
                    base[key][sub] = subval
        else:
            base[key] = value
    try:
        return validate_document(EstimatorConstants, base, "data/calibration.toml")
    except DataFileError:
        raise
