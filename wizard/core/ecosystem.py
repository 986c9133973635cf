"""Bundled software-support facts (data/ecosystem.toml) and the questions asked of them."""

from __future__ import annotations

import datetime as dt
from functools import lru_cache

from pydantic import BaseModel, ConfigDict

from wizard.core.catalog import read_document, validate_document
from wizard.core.catalog_models import FormFactor, Gpu, Segment, Vendor
from wizard.core.profile import OperatingSystem, Profile
from wizard.paths import data_path


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True, frozen=True)


class Rocm(_M):
    linux_gfx: list[str]
    linux_gfx_unlisted: list[str]  # not on AMD's list, built into PyTorch's ROCm wheels: a warning, not out
    windows_gfx: list[str]
    wsl2_gfx: list[str]
    wsl2_min_adrenalin: str  # the Windows driver ROCm in WSL2 needs
    wsl2_min_adrenalin_gfx1151: str  # Ryzen AI Max came later
    linux_pytorch_index: str


class Cuda(_M):
    current_variant: str
    current_min_driver_linux: str
    current_min_driver_windows: str
    legacy_variant: str
    legacy_last_branch: str  # the newest driver branch that still supports Maxwell, Pascal and Volta
    min_cc_current: str
    blackwell_min_driver_linux: str
    blackwell_min_driver_windows: str
    blackwell_min_pytorch: str


class Intel(_M):
    pytorch_index: str


class Vllm(_M):
    """Where vLLM runs: NVIDIA from a compute capability, AMD on some LLVM targets, every Intel GPU."""

    min_cc: str
    rocm_gfx: list[str]


class TensorrtLlm(_M):
    """Where TensorRT-LLM runs: NVIDIA from a compute capability."""

    min_cc: str


class Blender(_M):
    """Driver minimums of Cycles' HIP (AMD) and oneAPI (Intel) backends."""

    hip_min_windows: str
    hip_min_windows_pro: str
    hip_min_linux: str
    hip_min_rocm: str
    # The minimums above are from 2023-2024; a card launched after them needs a driver from its launch
    # on (RDNA 4: ROCm 6.4.1, the first to list it).
    hip_floor_year: int
    hip_min_rocm_rdna4: str
    oneapi_min_windows: str
    oneapi_min_linux: str


class Renderers(_M):
    """The GPU vendors each renderer renders on (Renderer's values), and those it lists with conditions."""

    blender: list[str]
    vray: list[str]
    redshift: list[str]
    octane: list[str]
    arnold: list[str]
    keyshot: list[str]
    karma: list[str]
    check: dict[str, list[str]]
    linux_excluded: dict[str, list[str]]

    def renders_on(self, renderer: str, vendor: str, linux: bool = False) -> bool:
        """Whether `renderer` renders on `vendor`'s cards (under Linux, or WSL2, when `linux`)."""
        vendors = getattr(self, renderer, None)
        if linux and vendor in self.linux_excluded.get(renderer, []):
            return False  # Redshift on a Radeon under Linux had been shortlisted (review of this session's diff)
        return not isinstance(vendors, list) or vendor in vendors  # unknown: every vendor may

    def with_conditions(self, renderer: str, vendor: str) -> bool:
        return vendor in self.check.get(renderer, [])


class Ecosystem(_M):
    date: dt.date
    rocm: Rocm
    cuda: Cuda
    intel: Intel
    vllm: Vllm
    tensorrt_llm: TensorrtLlm
    blender: Blender
    renderers: Renderers


@lru_cache(maxsize=1)
def load_ecosystem() -> Ecosystem:
    node = data_path("ecosystem.toml")
    return validate_document(Ecosystem, read_document(node, cache=True), "data/ecosystem.toml")


def cc_tuple(cc: str | None) -> tuple[int, int]:
    if not cc:
        return (0, 0)
    major, minor = cc.split(".")
    return int(major), int(minor)


def is_blackwell_consumer(gpu: Gpu) -> bool:
    return gpu.vendor is Vendor.NVIDIA and cc_tuple(gpu.compute_capability)[0] == 12


def is_blackwell_datacenter(gpu: Gpu) -> bool:
    return gpu.vendor is Vendor.NVIDIA and cc_tuple(gpu.compute_capability)[0] == 10


def is_legacy_nvidia(gpu: Gpu, eco: Ecosystem) -> bool:
    """Maxwell, Pascal, Volta: dropped by CUDA 13 and by PyTorch's cu128+ wheels."""
    return gpu.vendor is Vendor.NVIDIA and cc_tuple(gpu.compute_capability) < cc_tuple(eco.cuda.min_cc_current)


# vLLM FP8 docs (docs.vllm.ai/en/stable/features/quantization/fp8/): FP8 maths (W8A8) on NVIDIA compute
# capability 8.9+ and AMD MI300; FP8 checkpoints also run weight-only (W8A16, FP8 Marlin) from 7.5 (Turing).
FP8_WEIGHT_ONLY_MIN_CC = (7, 5)


def fp8_support(gpu: Gpu) -> str:
    """How a card runs FP8 weights: "native" (FP8 tensor cores), "weight_only" (NVIDIA Turing/Ampere:
    16-bit maths on FP8-stored weights) or "none" (the weights must be widened to 16 bits)."""
    if gpu.fp8_dense_tflops:
        return "native"
    if gpu.vendor is Vendor.NVIDIA and cc_tuple(gpu.compute_capability) >= FP8_WEIGHT_ONLY_MIN_CC:
        return "weight_only"
    return "none"


# Hugging Face transformers' MXFP4 support (huggingface.co/docs/transformers/quantization/mxfp4): it needs
# "NVIDIA GPU Compute Capability >= 7.5" (with triton >= 3.4 and the kernels package); otherwise it loads
# gpt-oss with its MXFP4 weights dequantised to bf16 ("... we will default to dequantizing the model to
# bf16", the warning quoted in openai/openai-cookbook issue #2146).
MXFP4_TRANSFORMERS_MIN_CC = (7, 5)


def transformers_keeps_mxfp4(gpu: Gpu) -> bool:
    """Whether transformers runs MXFP4 weights as they are on this card (else it widens them to bf16)."""
    return gpu.vendor is Vendor.NVIDIA and cc_tuple(gpu.compute_capability) >= MXFP4_TRANSFORMERS_MIN_CC


def rocm_unlisted_linux(gpu: Gpu, eco: Ecosystem) -> bool:
    """A target AMD does not list for Linux whose code PyTorch's ROCm wheels build (ROCM_UNLISTED_GPU)."""
    return (gpu.gfx_target or "") in eco.rocm.linux_gfx_unlisted


def rocm_supported(gpu: Gpu, os: OperatingSystem, eco: Ecosystem) -> bool:
    target = gpu.gfx_target or ""
    if os is OperatingSystem.LINUX:
        return target in eco.rocm.linux_gfx
    if os is OperatingSystem.WINDOWS:
        return target in eco.rocm.windows_gfx
    return target in eco.rocm.wsl2_gfx


def vllm_runs_on(gpu: Gpu, eco: Ecosystem, os: OperatingSystem | None = None) -> bool:
    """Whether vLLM supports this card (data/ecosystem.toml [vllm]): NVIDIA from compute capability 7.0
    (not Pascal), AMD's listed targets (not the RX 6000 series, the RX 7600 XT or the MI100), Intel's
    Arc and data-center GPUs, and Gaudi (vllm-gaudi); on `os` when given (vllm_misses_amd_in_wsl)."""
    if gpu.vendor is Vendor.NVIDIA:
        return cc_tuple(gpu.compute_capability) >= cc_tuple(eco.vllm.min_cc)
    if gpu.vendor is Vendor.AMD:
        return (gpu.gfx_target or "") in eco.vllm.rocm_gfx and not vllm_misses_amd_in_wsl(gpu, os)
    return True


def tensorrt_llm_runs_on(gpu: Gpu, eco: Ecosystem) -> bool:
    """Whether TensorRT-LLM supports this card (data/ecosystem.toml [tensorrt_llm]): NVIDIA's software for
    its own GPUs, from Ampere (compute capability 8.0) on; a Radeon had topped a TensorRT-LLM shortlist."""
    return gpu.vendor is Vendor.NVIDIA and cc_tuple(gpu.compute_capability) >= cc_tuple(eco.tensorrt_llm.min_cc)


def vllm_misses_amd_in_wsl(gpu: Gpu, os: OperatingSystem | None) -> bool:
    """vLLM finds an AMD GPU through amd-smi (vllm/platforms/__init__.py, rocm_platform_plugin:
    amdsmi_init, amdsmi_get_processor_handles), and under WSL2, where the GPU is reached through /dev/dxg
    with no /dev/kfd, amd-smi works only in an experimental build ("This breaks ROCm detection in tools
    like vLLM", ecosystem.md 4.4: AMD SMI docs, "Using AMD SMI under WSL (experimental)"): there vLLM
    sees no GPU."""
    return gpu.vendor is Vendor.AMD and os is OperatingSystem.WSL2


def is_gaudi(gpu: Gpu) -> bool:
    return gpu.vendor is Vendor.INTEL and gpu.segment is Segment.DATACENTER


def is_jetson(gpu: Gpu) -> bool:
    return gpu.segment is Segment.EDGE


def is_complete_system(gpu: Gpu) -> bool:
    """A whole small computer (DGX Spark, a Ryzen AI Max mini PC): bought instead of a PC, not put in one."""
    return gpu.form_factor is FormFactor.SYSTEM


def nvlinked(gpu: Gpu, count: int) -> bool:
    """Whether NVLink joins all `count` cards. A PCIe card's bridge joins two (four for H200 NVL: Gpu.nvlink_gpus);
    four RTX 3090s are two bridged pairs, and the pairs exchange their share of every layer over PCIe, which
    then sets the pace of the whole split (a ring all-reduce runs at its slowest link)."""
    return gpu.nvlink_gbs > 0 and (gpu.nvlink_gpus is None or count <= gpu.nvlink_gpus)


def has_unified_memory(gpu: Gpu) -> bool:
    """The GPU's memory is the computer's memory, shared with the processor and the operating system."""
    return gpu.segment is Segment.EDGE or gpu.form_factor is FormFactor.SYSTEM


def has_rt_cores(gpu: Gpu) -> bool:
    """Ray-tracing hardware, which renderers (OptiX, HIP RT, Embree GPU) use.

    NVIDIA's compute-only dies (GA100, GH100, GB100/GB200 and their China variants) and AMD CDNA
    and Intel Gaudi have none, nor the GTX 16 cards; GeForce RTX, RTX workstation, L-series, A10/A40,
    T4 do.
    """
    if gpu.vendor is Vendor.AMD:
        return (gpu.gfx_target or "").startswith("gfx1")  # RDNA; CDNA targets are gfx9xx
    if gpu.vendor is Vendor.INTEL:
        return not is_gaudi(gpu)
    if gpu.segment is Segment.EDGE:
        return False
    cc = cc_tuple(gpu.compute_capability)
    if cc == (7, 5) and gpu.fp16_dense_tflops is None:
        return False  # GTX 16 (TU116/TU117): Turing without RT or tensor cores
    return cc >= (7, 5) and cc not in ((8, 0), (9, 0), (10, 0), (10, 3))


def trains_without_nccl(profile: Profile) -> bool:
    """Training on native Windows: PyTorch has no NCCL there ("Windows supports all collective
    communications backend but NCCL", torch.distributed docs), and Gloo has no GPU reduce-scatter or
    all-gather (the docs' backend table), which FSDP and DeepSpeed ZeRO need to shard a model; DeepSpeed
    runs natively on Windows for single-GPU training only (DeepSpeed blog "DeepSpeed on Windows",
    2024-08). Several cards can still hold one model's layers (Hugging Face device_map), working one
    after the other. Full fine-tuning and pretraining across cards are left out (rules.config_filters);
    LoRA and QLoRA split by layers train at one card's speed (throughput.dp_scaling)."""
    return profile.workload.is_training and profile.effective_os() is OperatingSystem.WINDOWS
