"""Throughput estimates per GPU configuration (roofline with measured efficiencies).

- decode tokens/s: each generated token reads the active weights and the KV cache once, so it
  is bounded by memory bandwidth x an efficiency that depends on engine and memory type; with a
  batch, the same weight read serves every sequence until the tensor cores become the limit.
- prefill and training tokens/s: bounded by the dense tensor rate at the compute precision x a
  utilisation factor (2 FLOPs per parameter per token forward, 6 for full training). An MoE
  model's prompt also waits on memory: each chunk the engine processes at once reads nearly every
  routed expert, at the decode bandwidth efficiency (a dense layer's reads hide under its maths).
- multi-GPU: tensor parallel speed-up n ** exponent (NVLink or PCIe); layer-split runtimes
  (llama.cpp, transformers device_map) gain capacity, not speed.
- HPC: FP64 (or FP32) rate x a typical efficiency, for a memory-bound code at most bandwidth x
  its FLOPs per byte (roofline); rendering: the Blender benchmark score
  (wizard/core/rendering.py).
"""

from __future__ import annotations

from typing import NamedTuple

from wizard.core import rendering
from wizard.core.arch import ModelArch
from wizard.core.catalog_models import Gpu, Segment, Vendor
from wizard.core.constants import EngineConstants, EstimatorConstants
from wizard.core.ecosystem import cc_tuple, has_unified_memory, nvlinked, trains_without_nccl
from wizard.core.memory import engine_name, kv_cache_bytes, kv_share, tensor_split, weight_bytes
from wizard.core.profile import HpcCode, Precision, Profile, Workload


class Throughput(NamedTuple):
    """The speeds of one configuration (a tuple: recommend makes one for every configuration that passes)."""

    decode_tokens_per_s: float | None = None  # per sequence (what one user sees)
    decode_tokens_per_s_total: float | None = None  # all sequences of the batch together
    prefill_tokens_per_s: float | None = None
    train_tokens_per_s: float | None = None
    hpc_tflops: float | None = None  # effective FP64 (or FP32) TFLOPS of the configuration
    render_score: float | None = None  # Blender benchmark points of the configuration

    def headline(self, workload: Workload) -> float | None:
        """The one speed figure the ranking and charts use for a workload."""
        if workload is Workload.INFERENCE:
            return self.decode_tokens_per_s_total
        if workload.is_training:
            return self.train_tokens_per_s
        if workload is Workload.HPC:
            return self.hpc_tflops
        return self.render_score


def is_hbm(gpu: Gpu) -> bool:
    return gpu.memory_type.upper().startswith("HBM")


def compute_tflops(gpu: Gpu, precision: Precision, engine: str) -> float:
    """Dense rate the matrix multiplies run at for a weight format (PyTorch-style, FP32 accumulate)."""
    if precision is Precision.FP32:
        return gpu.fp32_tflops
    if precision is Precision.FP8 and gpu.fp8_dense_tflops:
        return gpu.fp8_dense_tflops
    rate = gpu.bf16_dense_tflops or gpu.fp16_dense_tflops
    # No tensor cores (Pascal): fall back to the FP32 rate.
    return rate or gpu.fp32_tflops


def non_nvidia_training(gpu: Gpu) -> bool:
    """A Radeon or Arc card (not a datacenter accelerator): trains at mfu_non_nvidia_factor of NVIDIA's MFU."""
    return gpu.vendor is not Vendor.NVIDIA and gpu.segment is not Segment.DATACENTER


def training_mfu(workload: Workload, gpu: Gpu, c: EstimatorConstants) -> float:
    """The share of the card's dense bf16 rate a training step reaches (model FLOPs utilisation).

    Unified-memory devices (Jetson, DGX Spark, Ryzen AI Max) take the datacenter share, not the one fitted
    on GeForce and RTX workstation cards: their rate is a full-rate figure their shared LPDDR5X memory and
    power budget keep them far below. With the consumer share a Jetson AGX Thor, a robotics module, ranked
    first for full fine-tuning, and a DGX Spark trained a 2B model at twice what an optimised public run on
    it reaches (albond/DGX_Spark_Unsloth_Lossless_Speedup: 3,173 tokens/s; this session's training review)."""
    mfu = c.mfu_datacenter if gpu.segment is Segment.DATACENTER or has_unified_memory(gpu) else c.mfu_consumer
    if non_nvidia_training(gpu):
        mfu *= c.mfu_non_nvidia_factor
    if workload is Workload.QLORA:
        mfu *= c.qlora_mfu_factor  # nf4 weights are dequantised for every matmul
    return mfu


def prefill_tflops(gpu: Gpu, precision: Precision, engine: str) -> float:
    """Dense rate of prompt processing.

    llama.cpp multiplies in half precision with FP16 accumulation (cuBLAS compute type 16F); the
    GeForce datasheet rates in the catalog are for FP32 accumulation, which GeForce cards run at
    half speed, so llama.cpp on GeForce gets twice the listed rate. Cards without tensor cores
    (Pascal) run quantised GGUF blocks with int8 dot products (dp4a).
    """
    if engine == "llama.cpp":
        half = gpu.fp16_dense_tflops or gpu.bf16_dense_tflops
        if half is None:
            return (gpu.int8_dense_tops or gpu.fp32_tflops) if precision.is_gguf else gpu.fp32_tflops
        if gpu.vendor is Vendor.NVIDIA and gpu.segment is Segment.CONSUMER:
            return 2 * half
        return half
    return compute_tflops(gpu, precision, engine)


def decode_efficiency(gpu: Gpu, engine: str, c: EstimatorConstants, precision: Precision | None = None) -> float:
    """Share of the bandwidth roofline the weight reads reach: engine x memory type x vendor (x the int4
    kernels' share for AWQ/GPTQ weights)."""
    eng = c.engine(engine)
    eff = eng.decode_efficiency_hbm if is_hbm(gpu) else eng.decode_efficiency_gddr
    if precision is Precision.INT4:
        factor = eng.int4_decode_factor if eng.int4_decode_factor is not None else c.int4_decode_factor
        if eng.int4_decode_factor_sm90 is not None and gpu.vendor is Vendor.NVIDIA and cc_tuple(
                gpu.compute_capability)[0] in (9, 10):
            factor = eng.int4_decode_factor_sm90
        eff *= factor
    factors = c.decode_vendor_factor
    family = _decode_family(gpu, engine)
    return min(1.0, eff * factors.get(family, factors.get(gpu.vendor.value, 1.0)))


def _decode_family(gpu: Gpu, engine: str) -> str:
    """decode_vendor_factor's key for a card: its vendor, or with llama.cpp a family whose measured rows read
    their weights at another share of the bandwidth than the vendor's other cards:

    - "intel_xe_hpg", Arc's first generation (Alchemist, Xe-HPG: the A770), where upstream llama.cpp's SYCL
      kernels reached 55 tokens/s on Llama 2 7B Q4_0 in 2025 (m293) against Battlemage's 65 on less bandwidth
      (m294). The estimate had matched Intel's IPEX-LLM build (72.7), which Intel has since archived.
    - "amd_apu", an AMD computer whose GPU shares the system's memory (the Ryzen AI Max+ 395, gfx1151): llama.cpp
      reads its LPDDR5X at a larger share of its 256 GB/s than the RDNA 3 cards' GDDR6 (m208, m215, m217);
      with AMD's one factor every short-context Strix Halo estimate had come out 16-31 % low.
    - "amd_rdna4", the Radeons of gfx12 (RDNA 4: RX 9070 and 9060 series, Radeon AI PRO R9700), which 2026
      builds read at 65-90 % of their bandwidth (m227-m234, m262-m266); with AMD's one factor their estimates
      had come out 8-35 % low.

    llama.cpp's kernels only: no row says how PyTorch's XPU kernels fare on the A770, nor vLLM or PyTorch on
    RDNA 4 or Strix Halo (they keep the vendor's factor). A unified-memory computer is an "amd_apu" whatever
    its graphics generation: its memory, not its shaders, sets the speed."""
    if engine == "llama.cpp" and gpu.vendor is Vendor.INTEL and gpu.architecture.startswith("Xe-HPG"):
        return "intel_xe_hpg"
    if engine == "llama.cpp" and gpu.vendor is Vendor.AMD:
        if has_unified_memory(gpu):
            return "amd_apu"
        if (gpu.gfx_target or "").startswith("gfx12"):
            return "amd_rdna4"
    return gpu.vendor.value


def decode_read_bytes(arch: ModelArch, precision: Precision, c: EstimatorConstants, batch: int = 1) -> float:
    """Weight bytes one decode step of `batch` sequences reads: every weight once, except the routed
    experts no sequence uses and the input embedding table of an untied model, of which a step reads
    one row per sequence (a lookup, not a matrix product). Tied models read the shared table once, as
    the LM head.

    Each sequence sends its token to k of an MoE layer's E experts, so the batch touches 1 - (1 - k/E)^b
    of them (the router's load balancing keeps them about evenly used), as a prompt chunk does
    (prefill_expert_bytes_per_chunk): k/E for one user, most of them for a team. Read as k/E whatever
    the batch, 16 users of Qwen3-30B-A3B (8 of 128 experts) came out at 986 tokens/s on an RTX PRO 6000,
    above what its 1.8 TB/s can carry (64 % of the experts, 40 GB a step in BF16).

    The experts are linear layers, stored at the format's bits; the rest at what weight_bytes gives
    it (so the embedding tables of an MoE model are read in full, never scaled by the active share)."""
    weights = weight_bytes(arch, precision, c)
    experts = arch.routed_expert_params * c.bits_per_weight[precision.value] / 8
    shared = weights - experts
    if not arch.tied_embeddings:
        shared -= arch.vocab * arch.hidden * embedding_bits(precision, c) / 8
    used = 1.0 - (1.0 - arch.moe_active_experts / arch.moe_experts) ** max(1, batch) if experts > 0 else 0.0
    return shared + experts * used


def embedding_bits(precision: Precision, c: EstimatorConstants) -> float:
    """Bits per value of the embedding tables: 16 in the formats that quantise linear layers only,
    Q8_0 in an MXFP4 GGUF (memory.weight_bytes), else the format's own."""
    if precision.value in c.linear_only_formats:
        return 16.0
    if precision is Precision.MXFP4:
        return c.bits_per_weight[Precision.Q8_0.value]
    return c.bits_per_weight[precision.value]


def launches_without_graphs(gpu: Gpu, eng: EngineConstants) -> bool:
    """Whether the engine launches a token's kernels one by one on `gpu` (NVIDIA before Volta has no
    CUDA graphs in llama.cpp; EngineConstants.decode_layer_overhead_us_no_graphs)."""
    return (eng.decode_layer_overhead_us_no_graphs is not None and gpu.vendor is Vendor.NVIDIA
            and cc_tuple(gpu.compute_capability) < (7, 0))


def moe_layer_overhead_us(eng: EngineConstants, arch: ModelArch) -> float:
    """The extra fixed time of a mixture-of-experts layer (more kernels than a dense one); 0 for dense."""
    return eng.decode_layer_overhead_us_moe if arch.moe_experts > 0 else 0.0


def layer_overhead_us(gpu: Gpu, eng: EngineConstants, arch: ModelArch) -> float:
    """The fixed time per layer of a decode step of `arch` on `gpu`."""
    no_graphs = eng.decode_layer_overhead_us_no_graphs
    base = no_graphs if no_graphs is not None and launches_without_graphs(gpu, eng) else eng.decode_layer_overhead_us
    return base + moe_layer_overhead_us(eng, arch)


def decode_step_seconds(gpu_s: float, fixed_s: float, host_overlap: bool) -> float:
    """Time of one decode step from the GPU's read (or compute) time and the engine's fixed time."""
    return max(gpu_s, fixed_s) if host_overlap else gpu_s + fixed_s


def prefill_utilization(gpu: Gpu, precision: Precision, engine: str, c: EstimatorConstants) -> float:
    eng = c.engine(engine)
    util = eng.prefill_utilization_hbm if is_hbm(gpu) else eng.prefill_utilization
    if precision.is_gguf and engine == "llama.cpp":
        util *= c.prefill_quantized_factor
    return util


def prefill_flops_per_token(arch: ModelArch, context: int) -> float:
    """Forward FLOPs of one prompt token: 2 per active parameter, plus attention over half the
    prompt on average (2 x 2 x layers x hidden x context / 2)."""
    return 2 * arch.active_params + 2 * arch.layers * arch.hidden * context


def prefill_chunk_tokens(profile: Profile, engine: str, c: EstimatorConstants) -> int:
    """Prompt tokens the engine processes at once (its batch), at most the prompt."""
    return max(1, min(c.engine(engine).prefill_chunk_tokens, profile.context_tokens))


def prefill_expert_bytes_per_chunk(profile: Profile, arch: ModelArch, engine: str, c: EstimatorConstants) -> float:
    """Routed-expert weights one prompt chunk reads (0 for a dense model).

    A chunk of T tokens sends each token to k of an MoE layer's E routed experts, so it touches
    1 - (1 - k/E)^T of them: nearly all for hundreds of tokens, each for a handful of tokens.
    """
    routed = arch.routed_expert_params
    if routed <= 0:
        return 0.0
    chunk = prefill_chunk_tokens(profile, engine, c)
    touched = 1.0 - (1.0 - arch.moe_active_experts / arch.moe_experts) ** chunk
    bits = c.bits_per_weight[profile.effective_precision().value]  # experts are linear layers: quantised
    return routed * bits / 8 * touched


def prefill_read_seconds_per_token(profile: Profile, arch: ModelArch, gpu: Gpu, engine: str,
                                   c: EstimatorConstants) -> float:
    """Expert-read time per prompt token of an MoE model (0 for a dense one).

    The experts' small matrix products wait on memory, and their reads add to the arithmetic instead
    of hiding under it as a dense layer's do. Fitted on llama.cpp rows (tests/data/measurements.csv):
    on a DGX Spark gpt-oss-120b and Qwen3-30B-A3B land within 2-10 % with the read added, 45-47 %
    too fast without it (benchmarks/validate.py gives each row its own chunk, -ub 2048 there;
    llama.cpp's default is 512, four times the reads).
    """
    read = prefill_expert_bytes_per_chunk(profile, arch, engine, c)
    if read <= 0:
        return 0.0
    bandwidth = gpu.bandwidth_gbs * 1e9 * decode_efficiency(gpu, engine, c, profile.effective_precision())
    return read / bandwidth / prefill_chunk_tokens(profile, engine, c)


def uses_fp64_matrix_units(profile: Profile, gpu: Gpu) -> bool:
    """Dense matrix work in FP64 on a card whose matrix units beat its vector units (Gpu.fp64_matrix_tflops)."""
    return (profile.hpc_needs_fp64 and profile.hpc_code is HpcCode.DENSE_MATRIX
            and gpu.fp64_matrix_tflops is not None)


def counts_dual_issue(gpu: Gpu) -> bool:
    """A Radeon of RDNA 3 or 4 (the Ryzen AI Max's RDNA 3.5 too), whose listed FP32 rate counts dual issue
    (data/catalog/50-amd.toml). Dual issue (VOPD) cannot pair fused multiply-adds, the bulk of simulation
    kernels, and compilers seldom emit it: AMD measured about 4 % from it on games (Chips and Cheese's RDNA 3
    analysis, quoted in this session's expert review). Simulations get the single-issue half."""
    return gpu.vendor is Vendor.AMD and gpu.architecture.startswith(("RDNA 3", "RDNA 4"))


def hpc_peak_tflops(profile: Profile, gpu: Gpu) -> float:
    """The peak rate a simulation code can reach on one GPU: FP32 (single-issue on RDNA 3/4,
    counts_dual_issue), FP64, or for dense matrix work in FP64 the matrix units' rate where they beat the
    vector units."""
    if not profile.hpc_needs_fp64:
        return gpu.fp32_tflops / 2 if counts_dual_issue(gpu) else gpu.fp32_tflops
    if uses_fp64_matrix_units(profile, gpu) and gpu.fp64_matrix_tflops is not None:
        return gpu.fp64_matrix_tflops
    return gpu.fp64_tflops


def hpc_tflops_per_gpu(profile: Profile, gpu: Gpu, c: EstimatorConstants) -> float:
    """Effective TFLOPS of one GPU on a simulation code (roofline): the peak FP64 (or FP32) rate x a
    typical efficiency, and for a memory-bound code no more than its FLOPs per byte x the bandwidth it
    reaches. Unknown codes are taken as compute-bound (the explanation says what changes otherwise)."""
    rate = hpc_peak_tflops(profile, gpu) * c.hpc_efficiency
    if profile.hpc_code is HpcCode.MEMORY_BOUND:
        memory = c.hpc_memory_bound_flops_per_byte * gpu.bandwidth_gbs * c.hpc_bandwidth_efficiency / 1000
        return min(rate, memory)
    return rate


def tp_speedup(gpu: Gpu, count: int, c: EstimatorConstants, tensor_parallel: bool) -> float:
    if count <= 1:
        return 1.0
    if not tensor_parallel:
        return 1.0
    exponent = c.tp_exponent_nvlink if nvlinked(gpu, count) else c.tp_exponent_pcie
    return float(count**exponent)


def tp_sync_us(gpu: Gpu, count: int, c: EstimatorConstants, tensor_parallel: bool) -> float:
    """The all-reduce time a tensor-parallel decode step spends per layer (EstimatorConstants.tp_sync_us_*),
    which no number of GPUs shortens; 0 on one GPU or a layer split."""
    if count <= 1 or not tensor_parallel:
        return 0.0
    return c.tp_sync_us_per_layer_nvlink if nvlinked(gpu, count) else c.tp_sync_us_per_layer_pcie


def dp_scaling(gpu: Gpu, count: int, c: EstimatorConstants, layer_split: bool = False) -> float:
    """Effective GPUs when training data-parallel on `count` GPUs; one when the cards hold a model's
    layers one after the other (`layer_split`: ecosystem.trains_without_nccl)."""
    if count <= 1 or layer_split:
        return 1.0
    eff = c.dp_efficiency_nvlink if nvlinked(gpu, count) else c.dp_efficiency_pcie
    doublings = (count - 1).bit_length()
    return count * eff**doublings


def estimate(profile: Profile, arch: ModelArch | None, gpu: Gpu, count: int,
             c: EstimatorConstants) -> Throughput:
    return CardEstimate(profile, arch, gpu, c).at(count)


class ModelTerms:
    """What a chat's decode step reads and a prompt token computes, whatever the card: worked out once for
    the profile and shared by every card's CardEstimate (recommend() estimates thousands of cards)."""

    __slots__ = ("engine", "engine_name", "kv_bytes", "prefill_flops", "weight_bytes")

    def __init__(self, profile: Profile, arch: ModelArch, c: EstimatorConstants) -> None:
        precision = profile.effective_precision()
        self.engine_name = engine_name(profile, c)
        self.engine = c.engine(self.engine_name)
        # MoE: a step reads only the experts its batch's tokens use.
        self.weight_bytes = decode_read_bytes(arch, precision, c, profile.batch_size)
        # Decode at half the context on average (the cache grows from the prompt to the end).
        self.kv_bytes = kv_cache_bytes(arch, max(1, profile.context_tokens // 2), 1,
                                       c.kv_bytes[profile.effective_kv_precision().value])
        self.prefill_flops = prefill_flops_per_token(arch, profile.context_tokens)


class CardEstimate:
    """The speeds of one card at any number of GPUs: what does not depend on the count is worked out
    once (recommend() asks for up to 8 counts of thousands of cards), what does not depend on the card
    once for all of them when `terms` is given (ModelTerms for the same profile, model and constants)."""

    def __init__(self, profile: Profile, arch: ModelArch | None, gpu: Gpu, c: EstimatorConstants,
                 terms: ModelTerms | None = None) -> None:
        self.profile, self.arch, self.gpu, self.c = profile, arch, gpu, c
        self._terms = terms
        self._inference: tuple[float, float, float, float, float] | None = None
        self._train_one: float | None = None  # training tokens/s on one GPU, before data-parallel scaling

    def at(self, count: int) -> Throughput:
        profile, arch, gpu, c = self.profile, self.arch, self.gpu, self.c
        w = profile.workload
        if w is Workload.HPC:
            return Throughput(hpc_tflops=hpc_tflops_per_gpu(profile, gpu, c) * count)
        if w is Workload.RENDERING:
            return Throughput(render_score=rendering.card_score(gpu, c).total(count, c))
        assert arch is not None
        if w is Workload.INFERENCE:
            terms = self._terms
            if terms is None:
                terms = self._terms = ModelTerms(profile, arch, c)
            if self._inference is None:
                self._inference = self._inference_terms(terms)
            eng = terms.engine
            weights_s, cache_s, step_compute_s, fixed_s, prefill_s = self._inference
            split = tensor_split(arch, count, eng)
            speedup = tp_speedup(gpu, count, c, split)
            fixed_s += arch.layers * tp_sync_us(gpu, count, c, split) * 1e-6  # the all-reduces of every layer
            # Each GPU reads its share of the cache (memory.kv_share): all of an MLA cache under tensor
            # parallelism, which the split does not shorten; the weights are split.
            step_memory_s = weights_s + cache_s * kv_share(arch, count, eng) * count
            gpu_s = max(step_memory_s, step_compute_s) / speedup
            per_seq = 1.0 / decode_step_seconds(gpu_s, fixed_s, eng.decode_host_overlap)
            return Throughput(decode_tokens_per_s=per_seq, decode_tokens_per_s_total=per_seq * profile.batch_size,
                              prefill_tokens_per_s=speedup / prefill_s)
        return self._training(count)

    def _inference_terms(self, terms: ModelTerms) -> tuple[float, float, float, float, float]:
        """Seconds on one GPU: a decode step's weight reads and cache reads, its arithmetic, its fixed time;
        one prompt token."""
        profile, arch, gpu, c = self.profile, self.arch, self.gpu, self.c
        assert arch is not None
        precision = profile.effective_precision()
        eng_name, eng = terms.engine_name, terms.engine
        tflops = compute_tflops(gpu, precision, eng_name)
        weights, kv = terms.weight_bytes, terms.kv_bytes
        b = profile.batch_size
        # One step reads the weights once for the whole batch and each sequence's cache; a layer
        # split over GPUs (llama.cpp, device_map) reads them one GPU after the other, tensor
        # parallel splits every layer. Plus a fixed time per layer (launches, synchronisation), or,
        # for an eager host loop that queues kernels ahead of the GPU, the longer of the two.
        # The cache is read by the attention kernels, whatever the weights' format: the int4 kernels' share
        # (int4_decode_factor) is for the weights alone. Applied to the cache too, 100 users of a 72B model in
        # INT4 on 8 RTX A6000 came out slower than in BF16 (this session's procurement review).
        weights_bandwidth = gpu.bandwidth_gbs * 1e9 * decode_efficiency(gpu, eng_name, c, precision)
        cache_bandwidth = gpu.bandwidth_gbs * 1e9 * decode_efficiency(gpu, eng_name, c)
        weights_s, cache_s = weights / weights_bandwidth, b * kv / cache_bandwidth
        step_compute_s = 2 * arch.active_params * b / (tflops * 1e12 * eng.prefill_utilization)
        fixed_s = arch.layers * layer_overhead_us(gpu, eng, arch) * 1e-6
        util = prefill_utilization(gpu, precision, eng_name, c)
        prefill_rate = prefill_tflops(gpu, precision, eng_name) * 1e12 * util
        prefill_s = (terms.prefill_flops / prefill_rate
                     + prefill_read_seconds_per_token(profile, arch, gpu, eng_name, c))
        return weights_s, cache_s, step_compute_s, fixed_s, prefill_s

    def _training(self, count: int) -> Throughput:
        if self._train_one is None:
            self._train_one = self._training_one_gpu()
        layer_split = trains_without_nccl(self.profile)
        return Throughput(train_tokens_per_s=self._train_one * dp_scaling(self.gpu, count, self.c, layer_split))

    def _training_one_gpu(self) -> float:
        profile, arch, gpu, c = self.profile, self.arch, self.gpu, self.c
        assert arch is not None
        w = profile.workload
        # Training: 6 FLOPs per parameter per token for full training (forward 2, backward 4);
        # LoRA skips the frozen weights' gradients (forward 2 + input gradients 2); checkpointing
        # recomputes the forward pass (+2).
        per_token = 6.0 if w in (Workload.FULL_FINETUNE, Workload.PRETRAINING) else 4.0
        if profile.gradient_checkpointing:
            per_token += c.recompute_flops_per_param
        flops_per_token = per_token * arch.active_params + 6 * arch.layers * arch.hidden * profile.context_tokens
        train_rate = compute_tflops(gpu, Precision.BF16, "transformers")
        mfu = training_mfu(w, gpu, c)
        return train_rate * 1e12 * mfu / flops_per_token
