"""What to install after buying a card, per vendor and OS (facts: data/ecosystem.toml)."""

from __future__ import annotations

import math

from wizard.core.arch import profile_arch
from wizard.core.catalog_models import Gpu, Segment, Vendor
from wizard.core.ecosystem import (
    Ecosystem,
    cc_tuple,
    is_blackwell_consumer,
    is_complete_system,
    is_gaudi,
    is_jetson,
    is_legacy_nvidia,
    rocm_supported,
    tensorrt_llm_runs_on,
    vllm_runs_on,
)
from wizard.core.memory import heads_divide
from wizard.core.messages import SERVE_CHECKPOINT_PARAM, SERVE_FP8_PARAM
from wizard.core.profile import (
    CHAT_APP_MAX_USERS,
    Engine,
    KvPrecision,
    OperatingSystem,
    Precision,
    Profile,
    Workload,
)
from wizard.core.rendering import BACKEND_NAMES
from wizard.core.results import NextStep, sentence_number
from wizard.core.rules import runs_on_vulkan, usable_vram_gib

TORCH_INDEX = "https://download.pytorch.org/whl/"
CHECK_TORCH_CUDA = ('python -c "import torch; print(torch.__version__, torch.cuda.is_available(), '
                    'torch.cuda.get_device_name(0))"')


# llama.cpp's CUDA build, as its docs/build.md gives it; JetPack brings the CUDA toolkit it needs.
LLAMACPP_CUDA_BUILD = "cmake -B build -DGGML_CUDA=ON && cmake --build build --config Release -j"


def _s(code: str, command: str | None = None, **params: str | int | float | None) -> NextStep:
    return NextStep(code=code, command=command, params=params)


# How a server starts serving its users (_vllm_step): vLLM's pip package, or on a Jetson its container
# (vLLM publishes no wheel for Jetson's JetPack/L4T; edgeaistack.ai, "Running vLLM on Jetson Orin", 2026).
# TensorRT-LLM's server (_tensorrt_llm_step) is listed with them: the command the figures assume.
SERVE_STEPS = frozenset({"STEP_SERVE_VLLM", "STEP_SERVE_VLLM_JETSON", "STEP_SERVE_TRTLLM"})

# WSL2 itself, before the software that runs in it: `wsl --install` in an administrator PowerShell
# installs WSL and a distribution (learn.microsoft.com/windows/wsl/install); Ubuntu 24.04 by name,
# the release AMD's ROCm for WSL supports (ecosystem.md 4.4) and NVIDIA's WSL-Ubuntu CUDA packages cover.
WSL_SETUP = _s("STEP_WSL_SETUP", "wsl --install -d Ubuntu-24.04")

# The steps that install PyTorch (or a container of it): a chatbot user who named no engine may need none.
PYTORCH_STEPS = frozenset({"STEP_BLACKWELL_WHEEL", "STEP_PYTORCH_CUDA", "STEP_PYTORCH_ROCM", "STEP_PYTORCH_XPU",
                           "STEP_NGC_CONTAINERS", "STEP_JETSON_TORCH", "STEP_CHECK_TORCH_ROCM"})


# What fine-tuning needs on top of PyTorch (the steps had stopped at PyTorch): Transformers, PEFT's adapters
# for LoRA, TRL's trainers, bitsandbytes' 4-bit weights for QLoRA, Accelerate for full training.
FINETUNE_LIBS: dict[Workload, tuple[str, ...]] = {
    Workload.QLORA: ("transformers", "peft", "trl", "bitsandbytes"),
    Workload.LORA: ("transformers", "peft", "trl"),
    Workload.FULL_FINETUNE: ("transformers", "trl", "accelerate"),
    Workload.PRETRAINING: ("transformers", "accelerate"),
}


def next_steps(profile: Profile, gpu: Gpu, eco: Ecosystem, count: int = 1,
               memory_share: float | None = None) -> list[NextStep]:
    """What to install, in order, for `count` of `gpu` and these answers. `memory_share`: the share of each
    card's memory the work needs (for the serving command's memory setting)."""
    steps = _install_steps(profile, gpu, eco, count)
    if profile.workload is Workload.INFERENCE and profile.effective_engine() is Engine.UNKNOWN:
        # A buyer who wants "a chatbot" and named no software most likely uses LM Studio or Ollama,
        # for which the PyTorch steps are beside the point: say so before them.
        first = next((i for i, st in enumerate(steps) if st.code in PYTORCH_STEPS), None)
        if first is not None:
            steps.insert(first, _s("STEP_CHAT_APP_INSTEAD"))
    if profile.workload.is_training and profile.workload.is_llm and any(st.code in PYTORCH_STEPS for st in steps):
        libs = FINETUNE_LIBS[profile.workload]
        steps.append(_s("STEP_FINETUNE_LIBS", "pip install " + " ".join(libs),
                        libs=", ".join(libs)))  # pip's names: messages.LIBRARY_LABELS says each in words
    if profile.runs_llamacpp() and (gguf := _gguf_step(profile)) is not None:
        steps.append(gguf)
    if profile.runs_llamacpp():
        steps += _llamacpp_settings(profile)
    if (profile.workload is Workload.INFERENCE and profile.effective_engine() is Engine.VLLM
            and vllm_runs_on(gpu, eco, profile.effective_os())
            and not (is_complete_system(gpu) and count > 1)):  # linked: STEP_SERVE_LINKED
        steps.append(_vllm_step(profile, gpu, count, memory_share))
    if (profile.workload is Workload.INFERENCE and profile.engine is Engine.TENSORRT_LLM
            and tensorrt_llm_runs_on(gpu, eco) and not is_jetson(gpu)  # Jetson: its own JetPack branch
            and not (is_complete_system(gpu) and count > 1)):  # linked: STEP_SERVE_LINKED
        steps.append(_tensorrt_llm_step(profile, count))
    return steps


def _tensorrt_llm_step(profile: Profile, count: int) -> NextStep:
    """Start TensorRT-LLM's OpenAI-compatible server as the figures assume it: `trtllm-serve MODEL` with
    --max_seq_len and, over several cards, --tp_size or --pp_size (TensorRT-LLM quick start guide and
    trtllm-serve reference; NVIDIA's release container nvcr.io/nvidia/tensorrt-llm/release has it). Named on
    Windows, it runs in WSL2 (Profile.effective_os), as on Linux."""
    command = f"trtllm-serve MODEL --max_seq_len {profile.context_tokens}"
    if count > 1:
        command += f" --{'tp' if _splits_by_heads(profile, count) else 'pp'}_size {count}"
    return _s("STEP_SERVE_TRTLLM", command)


def _splits_by_heads(profile: Profile, count: int) -> bool:
    """Whether a server splits the model over `count` cards by tensor parallelism, which needs the
    attention heads to divide over the cards; otherwise the cards run the layers as a pipeline."""
    arch = profile_arch(profile)
    return arch is None or heads_divide(arch, count)


# vLLM takes this share of each card's memory unless told otherwise (--gpu-memory-utilization, default 0.9;
# vLLM engine arguments); a pick that needs more is started with a larger share, 2 points above its need,
# up to VLLM_MAX_MEMORY_SHARE (CUDA and the driver keep some for themselves).
VLLM_MEMORY_SHARE = 0.9
VLLM_MAX_MEMORY_SHARE = 0.98


def _vllm_step(profile: Profile, gpu: Gpu, count: int, memory_share: float | None) -> NextStep:
    """Start vLLM's OpenAI-compatible server as the figures assume it: the context asked for, and the
    model split over the cards (`vllm serve` takes --max-model-len, --tensor-parallel-size and
    --pipeline-parallel-size; docs.vllm.ai, "Parallelism and scaling"). Tensor parallelism needs the
    attention heads to divide over the cards; otherwise the cards run the layers as a pipeline. A pick
    that needs more than vLLM's default share of memory gets --gpu-memory-utilization, or vLLM would stop
    at start-up for want of room for the users' KV cache. A format other than the model's released one:
    FP8 that vLLM makes as it loads the weights (--quantization fp8), INT8 or 4-bit from a published
    quantised version of the model; the step says which (messages.ADDENDA)."""
    command = f"vllm serve MODEL --max-model-len {profile.context_tokens}"
    precision = profile.effective_precision()
    quantised: dict[str, str] = {}
    if not profile.runs_released_format():  # a released FP8 or MXFP4 checkpoint says its own format
        if precision is Precision.FP8:
            # FP8 made from the 16-bit weights as vLLM loads them (docs.vllm.ai, "FP8 W8A8": online dynamic)
            command += " --quantization fp8"
            quantised[SERVE_FP8_PARAM] = precision.value.upper()
        elif precision in (Precision.INT8, Precision.INT4):  # a published W8A8 / AWQ / GPTQ checkpoint of the model
            quantised[SERVE_CHECKPOINT_PARAM] = "INT8 W8A8" if precision is Precision.INT8 else "AWQ / GPTQ 4-bit"
    if memory_share is not None and memory_share > VLLM_MEMORY_SHARE:
        share = min(VLLM_MAX_MEMORY_SHARE, math.ceil(memory_share * 100 + 2) / 100)
        command += f" --gpu-memory-utilization {share:.2f}"
    if count > 1:
        split = "tensor" if _splits_by_heads(profile, count) else "pipeline"
        command += f" --{split}-parallel-size {count}"
    return _s("STEP_SERVE_VLLM_JETSON" if is_jetson(gpu) else "STEP_SERVE_VLLM", command, users=profile.batch_size,
              **quantised)


# The context the chat apps load unless told: LM Studio's default Context Length and Ollama's
# OLLAMA_CONTEXT_LENGTH default are 4,096 tokens; llama-server's -c 0 takes the model's whole context.
APP_DEFAULT_CONTEXT = 4096
# llama.cpp's quantised KV cache types (common/arg.cpp, --cache-type-k/-v); a quantised V cache needs
# flash attention (-fa on; Ollama's OLLAMA_KV_CACHE_TYPE works only with OLLAMA_FLASH_ATTENTION=1).
QUANTISED_KV = frozenset({KvPrecision.Q8_0, KvPrecision.Q4_0})


def _llamacpp_settings(profile: Profile) -> list[NextStep]:
    """What to set in the app for the figures to hold: several people at once, a context longer than the
    apps load by default, a quantised KV cache. Sized with a q4_0 cache at 128k tokens, a 16 GB card had
    been picked for 13 GiB that need 25 GiB with the apps' default 16-bit cache, and no step said how to set
    it. On Windows each step's command is Ollama's setting (setx keeps it for the next start); elsewhere the
    first step carries one llama-server command with all of them (two commands, each with part of the
    flags, had undone each other).

    Several people: the memory holds each one's context, but the apps queue all but a few: LM Studio's
    Max Concurrent Predictions is 4 by default (lmstudio.ai/docs/app/advanced/parallel-requests), Ollama's
    OLLAMA_NUM_PARALLEL 1 (its FAQ; it gives the model num_ctx x OLLAMA_NUM_PARALLEL tokens); llama-server's
    -np sets the slots and -c their total context."""
    users, context = profile.batch_size, profile.context_tokens
    kv = profile.effective_kv_precision()
    quantised = kv in QUANTISED_KV
    windows = profile.effective_os() is OperatingSystem.WINDOWS
    steps = []
    if users > 1:
        code = "STEP_PARALLEL_REQUESTS" if users > CHAT_APP_MAX_USERS else "STEP_PARALLEL_REQUESTS_OLLAMA"
        steps.append(_s(code, f"setx OLLAMA_NUM_PARALLEL {users}" if windows else None, users=users, context=context))
        # and how the others reach it from their own computers: an office chatbot's steps had ended with the
        # slots set and no word of the network (first-time buyer review, 2026-12-02)
        steps.append(_s("STEP_SHARE_ON_NETWORK", "setx OLLAMA_HOST 0.0.0.0" if windows else None))
    if context > APP_DEFAULT_CONTEXT:
        steps.append(_s("STEP_CONTEXT_LENGTH", f"setx OLLAMA_CONTEXT_LENGTH {context}" if windows else None,
                        context=context))
    if quantised:
        steps.append(_s("STEP_KV_CACHE_TYPE", f"setx OLLAMA_KV_CACHE_TYPE {kv.value}" if windows else None,
                        kv=kv.value.upper(), cache_type=kv.value))
    if steps and not windows:
        server = (f"llama-server -m MODEL.gguf -ngl 999{f' -np {users} --host 0.0.0.0' if users > 1 else ''}"
                  f" -c {users * context}"
                  f"{f' -fa on -ctk {kv.value} -ctv {kv.value}' if quantised else ''}")
        steps[0] = steps[0].model_copy(update={"command": server})
    return steps


def _gguf_step(profile: Profile) -> NextStep | None:
    """Which file to download: the GGUF format the memory and speed figures are for. The same model in
    another quantisation is another size and speed (peers.md: estimates users could not reproduce).
    Ollama's tags name the format last, K-quants with capitals ("qwen2.5:7b-instruct-q8_0",
    "llama3.1:8b-instruct-q4_K_M"; ollama.com/library)."""
    precision = profile.effective_precision()
    if precision is Precision.MXFP4:  # gpt-oss: one GGUF format, the one LM Studio and Ollama download
        return _s("STEP_GET_GGUF_MXFP4")
    if precision.is_gguf:
        tag = "q" + precision.value.upper()[1:]  # q8_0, q6_K, q4_K_M
    elif precision in (Precision.BF16, Precision.FP16):
        tag = "fp16"  # Ollama's 16-bit tags; GGUF files of it come as F16 or BF16
    else:
        return None
    return _s("STEP_GET_GGUF", precision=precision.value.upper(), tag=tag)


def _install_steps(profile: Profile, gpu: Gpu, eco: Ecosystem, count: int) -> list[NextStep]:
    os = profile.effective_os()
    if is_jetson(gpu):
        torch = [_s("STEP_JETSON_TORCH")] if profile.workload.is_llm else []
        if profile.runs_llamacpp():  # a chat app needs no PyTorch: llama.cpp's CUDA build (docs/build.md)
            torch = [_s("STEP_LLAMACPP_JETSON", LLAMACPP_CUDA_BUILD)]
        # Thor (compute capability 11.0) came with JetPack 7 and CUDA 13 (ecosystem.md 1.1: "SM101
        # has been renumbered as SM110", CUDA Features Archive 13.0); Orin's JetPack 6 does not run it.
        flash = "STEP_JETPACK_THOR" if cc_tuple(gpu.compute_capability) >= (11, 0) else "STEP_JETPACK"
        return [_s(flash), *torch, _s("STEP_CHECK_JETSON", "sudo tegrastats")]
    if is_gaudi(gpu):
        return [
            _s("STEP_GAUDI_SOFTWARE"),
            _s("STEP_CHECK_GAUDI", "hl-smi"),
        ]
    if gpu.vendor is Vendor.NVIDIA:
        if is_complete_system(gpu):
            steps = _nvidia_system(profile, eco)
            if count > 1:  # after the OS, before the software that then runs over the link
                steps.insert(1, _s("STEP_LINK_SYSTEMS", "ibdev2netdev"))
                if profile.workload is Workload.INFERENCE:  # the link alone does not split a model
                    steps.insert(2, _s("STEP_SERVE_LINKED"))
            return steps
        return _nvidia(profile, gpu, eco, os)
    if gpu.vendor is Vendor.AMD:
        if is_complete_system(gpu):
            return [*_unified_memory_share(gpu, os), *_amd(profile, gpu, eco, os), *_llamacpp_unified(profile)]
        return _amd(profile, gpu, eco, os)
    return _intel(profile, os, eco)


SPEED_CHECK_STEPS = frozenset({"STEP_CHECK_SPEED_LLAMACPP", "STEP_CHECK_SPEED_BLENDER"})


def speed_check(profile: Profile, gpu: Gpu, count: int, decode_tokens_per_s: float | None,
                band: float) -> list[NextStep]:
    """The last step: measure the speed once the card runs, and compare it with the estimate.

    An estimate nobody can check is the trust problem of the peer calculators (peers.md 3A, llmfit
    #292: "shows 30 tok/s but llama.cpp with llmfit's command gives 2"). llama.cpp's llama-bench
    measures exactly what the decode estimate models: `-d` fills the KV cache to a depth first
    ("tg128 @ d4096"; tools/llama-bench/README.md), and the estimate reads the cache at half the
    context on average. Rendering: a card's Blender Open Data median is what Blender Benchmark
    reports. Other engines print no comparable figure, so they get no such step.
    """
    if (profile.runs_llamacpp() and profile.batch_size == 1 and decode_tokens_per_s
            and not (is_complete_system(gpu) and count > 1)):  # linked computers: llama-bench runs on one
        depth = profile.context_tokens // 2
        speed, low, high = _speeds(decode_tokens_per_s, band)
        kv = profile.effective_kv_precision()  # measure the cache the figures are for, as STEP_KV_CACHE_TYPE sets it
        cache = f" -fa 1 -ctk {kv.value} -ctv {kv.value}" if kv in QUANTISED_KV else ""
        return [_s("STEP_CHECK_SPEED_LLAMACPP", f"llama-bench -m MODEL.gguf -p 0 -n 128 -d {depth}{cache}",
                   speed=speed, low=low, high=high, depth=depth)]
    if profile.workload is Workload.RENDERING and gpu.blender is not None and count == 1:
        score, low, high = _speeds(gpu.blender.score, band)
        return [_s("STEP_CHECK_SPEED_BLENDER", score=score, low=low, high=high, version=gpu.blender.version,
                   backend=BACKEND_NAMES[gpu.blender.backend.value])]
    return []


def _speeds(value: float, band: float) -> tuple[float, float, float]:
    """A speed and its band as the user reads them off a benchmark: whole numbers, one decimal when
    the speed is below 20 ("about 4.6 tokens/s" says more than "about 5")."""
    digits = 0 if value >= 20 else 1
    return (sentence_number(value, digits), sentence_number(value * (1 - band), digits),
            sentence_number(value * (1 + band), digits))


def _nvidia(profile: Profile, gpu: Gpu, eco: Ecosystem, os: OperatingSystem) -> list[NextStep]:
    cu = eco.cuda
    legacy = is_legacy_nvidia(gpu, eco)
    variant = cu.legacy_variant if legacy else cu.current_variant
    steps: list[NextStep] = []
    if legacy:
        # A card the newest branches dropped gets its last branch by name: it covers PyTorch's cu126 floor
        # (R525) and Blender's OptiX one, where "R527 or newer" allowed both too old and too new a driver.
        last, driver, branch = "_LEGACY", None, cu.legacy_last_branch
    else:
        last = ""
        driver = cu.current_min_driver_windows if os is OperatingSystem.WINDOWS else cu.current_min_driver_linux
        branch = "R" + driver.split(".")[0]
    if os is OperatingSystem.LINUX:
        steps.append(_s(f"STEP_NVIDIA_DRIVER_LINUX{last}", "nvidia-smi", driver=driver, branch=branch))
    elif os is OperatingSystem.WINDOWS:
        # Workstation cards take NVIDIA's RTX Enterprise (Production Branch) driver, not the GeForce Game Ready or
        # Studio one (an RTX 4000 Ada had been told "Game Ready or Studio"; first-time buyer review, 2026-12-02)
        pro = "_PRO" if gpu.segment is Segment.WORKSTATION and not legacy else ""
        # and datacenter cards NVIDIA's Data Center (Tesla) driver: GeForce drivers do not list an A100 or an H100
        # (an A100 for Windows rendering had been told "Game Ready or Studio"; rendering review, 2026-12-02)
        pro = "_DC" if gpu.segment is Segment.DATACENTER else pro
        steps.append(_s(f"STEP_NVIDIA_DRIVER_WINDOWS{last}{pro}", "nvidia-smi", driver=driver, branch=branch))
    else:
        steps += [_s(f"STEP_NVIDIA_DRIVER_WSL2{last}", "nvidia-smi", driver=driver, branch=branch), WSL_SETUP]
    if profile.runs_llamacpp():
        return [*steps, _s("STEP_LLAMACPP_CUDA")]
    if is_blackwell_consumer(gpu) and profile.workload.is_llm:
        # PyTorch's wheels; a renderer or simulation code is covered by BLACKWELL_SM120_APPS
        steps.append(_s("STEP_BLACKWELL_WHEEL", pytorch=cu.blackwell_min_pytorch))
    if profile.workload in (Workload.HPC,):
        steps.append(_s("STEP_CUDA_TOOLKIT", "nvcc --version"))
    if profile.workload is Workload.RENDERING:
        steps.append(_s("STEP_RENDER_OPTIX"))
        return steps
    if profile.workload is not Workload.HPC:
        steps.append(_s("STEP_PYTORCH_CUDA",
                        f"pip install torch torchvision --index-url {TORCH_INDEX}{variant}", variant=variant))
        steps.append(_s("STEP_CHECK_TORCH", CHECK_TORCH_CUDA))
    return steps


def _nvidia_system(profile: Profile, eco: Ecosystem) -> list[NextStep]:
    """DGX Spark: DGX OS (Ubuntu for Arm64) brings the driver and CUDA; software is Arm64 builds
    (NVIDIA DGX Spark porting guide; PyTorch's cu130 wheels exist for aarch64, ecosystem.md 3.2)."""
    steps = [_s("STEP_DGX_OS", "sudo apt update && sudo apt full-upgrade")]
    if profile.workload is Workload.HPC:
        return [*steps, _s("STEP_CUDA_TOOLKIT", "nvcc --version")]
    if profile.workload is Workload.RENDERING:
        # Blender's Linux releases are x86-64 builds (its build system supports aarch64 with CUDA since
        # developer.blender.org D10958; distributions repackage the official x86_64 binary).
        return [*steps, _s("STEP_BLENDER_ARM64"), _s("STEP_RENDER_OPTIX")]
    if profile.runs_llamacpp():
        return [*steps, _s("STEP_LLAMACPP_CUDA")]
    variant = eco.cuda.current_variant
    pip = f"pip install torch torchvision --index-url {TORCH_INDEX}{variant}"
    return [*steps, _s("STEP_NGC_CONTAINERS", "docker run --gpus all -it --rm nvcr.io/nvidia/pytorch:25.10-py3"),
            _s("STEP_PYTORCH_CUDA", pip, variant=variant), _s("STEP_CHECK_TORCH", CHECK_TORCH_CUDA)]


def _unified_memory_share(gpu: Gpu, os: OperatingSystem) -> list[NextStep]:
    """How much of a Ryzen AI Max's shared memory the GPU gets is a setting: Variable Graphics Memory
    on Windows (AMD blog "FAQs: AMD Variable Graphics Memory", 2025-07-29: up to 96 of 128 GB), the
    kernel's TTM page limit on Linux, about half of the memory by default (AMD ROCm docs, "AMD Strix
    Halo system optimization", which also names the kernels ROCm needs)."""
    if os is OperatingSystem.LINUX:
        share = int(usable_vram_gib(gpu, os, 0.0))
        return [_s("STEP_GPU_MEMORY_LINUX", f"pipx install amd-debug-tools && amd-ttm --set {share}", gb=share)]
    cap = gpu.gpu_memory_max_gb.get(OperatingSystem.WINDOWS)
    return [_s("STEP_GPU_MEMORY_WINDOWS", gb=round(cap))] if cap is not None else []


def _llamacpp_unified(profile: Profile) -> list[NextStep]:
    """llama.cpp on Strix Halo: without --no-mmap and flash attention loading crawls or fails
    (kyuz0/amd-strix-halo-toolboxes README; lhl/strix-halo-testing llm-bench README)."""
    # llama.cpp's own: a vLLM server on Strix Halo had been told to run llama-server (AMD review, 2026-12-02)
    chat_app = profile.workload is Workload.INFERENCE and profile.effective_engine() in (Engine.LLAMA_CPP,
                                                                                        Engine.UNKNOWN)
    return [_s("STEP_LLAMACPP_NO_MMAP", "llama-server -m MODEL.gguf -ngl 999 -fa 1 --no-mmap")] if chat_app else []


CHECK_TORCH_ROCM = 'python -c "import torch; print(torch.version.hip, torch.cuda.is_available())"'


def _amd(profile: Profile, gpu: Gpu, eco: Ecosystem, os: OperatingSystem) -> list[NextStep]:
    if profile.workload is Workload.RENDERING:
        b = eco.blender
        if gpu.release_year > b.hip_floor_year:  # newer than Blender's floors: they would not know the card
            if os is OperatingSystem.WINDOWS:
                driver = _s("STEP_AMD_DRIVER_RENDER_WINDOWS_NEW", year=gpu.release_year)
            elif (gpu.gfx_target or "").startswith("gfx12"):  # RDNA 4
                driver = _s("STEP_AMD_DRIVER_RENDER_LINUX_NEW", rocm=b.hip_min_rocm_rdna4, year=gpu.release_year)
            else:
                driver = _s("STEP_AMD_DRIVER_RENDER_LINUX_CURRENT", year=gpu.release_year)
        else:
            driver = (_s("STEP_AMD_DRIVER_RENDER_WINDOWS", version=b.hip_min_windows, pro=b.hip_min_windows_pro)
                      if os is OperatingSystem.WINDOWS else
                      _s("STEP_AMD_DRIVER_RENDER_LINUX", version=b.hip_min_linux, rocm=b.hip_min_rocm))
        return [driver, _s("STEP_RENDER_HIP")]
    hpc = profile.workload is Workload.HPC  # simulation codes use ROCm/HIP directly, not PyTorch
    check_torch = _s("STEP_CHECK_TORCH_ROCM", CHECK_TORCH_ROCM)
    if os is OperatingSystem.LINUX and not rocm_supported(gpu, os, eco) and runs_on_vulkan(profile, gpu):
        return [_s("STEP_VULKAN_LINUX", "sudo apt install mesa-vulkan-drivers vulkan-tools && vulkaninfo --summary",
                   gfx=gpu.gfx_target)]
    if os is OperatingSystem.LINUX:
        idx = eco.rocm.linux_pytorch_index
        steps = [
            _s("STEP_ROCM_LINUX", "sudo amdgpu-install --usecase=rocm", gfx=gpu.gfx_target),
            _s("STEP_CHECK_ROCM", "rocminfo | grep gfx"),
        ]
        if profile.runs_llamacpp():
            steps.append(_s("STEP_LLAMACPP_ROCM"))
        elif not hpc:
            steps += [_s("STEP_PYTORCH_ROCM", f"pip install torch torchvision --index-url {TORCH_INDEX}{idx}",
                         variant=idx), check_torch]
        return steps
    if os is OperatingSystem.WSL2:
        # Ryzen AI Max needs a later Adrenalin than the Radeon cards; a chat user builds llama.cpp for ROCm
        # in WSL2, as on Linux, and never installs PyTorch (it had been told to check torch; AMD review)
        adrenalin = (eco.rocm.wsl2_min_adrenalin_gfx1151 if gpu.gfx_target == "gfx1151"
                     else eco.rocm.wsl2_min_adrenalin)
        then = [_s("STEP_LLAMACPP_ROCM")] if profile.runs_llamacpp() else [] if hpc else [check_torch]
        return [WSL_SETUP, _s("STEP_ROCM_WSL2", adrenalin=adrenalin), *then]
    if hpc:
        return [_s("STEP_HIP_SDK_WINDOWS")]
    if profile.runs_llamacpp():  # a chat user needs the driver and llama.cpp's build, not PyTorch's wheels
        return [_s("STEP_AMD_DRIVER_WINDOWS"), _s("STEP_LLAMACPP_VULKAN")]
    # the chat apps' step only for chat: a LoRA run had been told about llama.cpp's Vulkan build (AMD review)
    chat = [_s("STEP_LLAMACPP_VULKAN")] if profile.workload is Workload.INFERENCE else []
    return [_s("STEP_AMD_WINDOWS"), *chat]


def _intel(profile: Profile, os: OperatingSystem, eco: Ecosystem) -> list[NextStep]:
    if profile.workload is Workload.RENDERING:
        b = eco.blender
        render_driver = (_s("STEP_INTEL_DRIVER_RENDER_WINDOWS", version=b.oneapi_min_windows)
                         if os is OperatingSystem.WINDOWS else
                         _s("STEP_INTEL_DRIVER_RENDER_LINUX", version=b.oneapi_min_linux))
        return [render_driver, _s("STEP_RENDER_ONEAPI")]
    # In WSL2 the Windows driver serves the card and the rest runs in the Linux inside it: set that up
    # first, as for NVIDIA and AMD (the PyTorch and vLLM commands fail in a Windows prompt).
    driver = [_s("STEP_INTEL_DRIVER"), *([WSL_SETUP] if os is OperatingSystem.WSL2 else [])]
    if profile.workload is Workload.HPC:
        return [*driver, _s("STEP_ONEAPI_TOOLKIT", "sycl-ls")]
    if profile.runs_llamacpp():
        # llama.cpp runs Arc cards through its SYCL backend (oneAPI) or Vulkan (its README, "Supported
        # backends": "SYCL | Intel GPU", "Vulkan | GPU"); the chat apps need no PyTorch.
        return [*driver, _s("STEP_LLAMACPP_INTEL")]
    return [
        *driver,
        _s("STEP_PYTORCH_XPU", f"pip install torch torchvision --index-url {TORCH_INDEX}{eco.intel.pytorch_index}"),
        _s("STEP_CHECK_TORCH_XPU", 'python -c "import torch; print(torch.xpu.is_available())"'),
    ]
