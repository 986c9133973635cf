"""Hard filters and ecosystem warnings for one GPU configuration.

Each rule returns coded messages (text lives in wizard.core.messages). Sources for the facts are
in data/ecosystem.toml and the comments below; the project notes' ecosystem.md section numbers
are given as "eco N.N".
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from wizard.core.arch import ModelArch
from wizard.core.catalog_models import Cooling, CpuArch, FormFactor, Gpu, Market, Segment, Vendor
from wizard.core.ecosystem import (
    Ecosystem,
    cc_tuple,
    fp8_support,
    has_rt_cores,
    has_unified_memory,
    is_blackwell_consumer,
    is_blackwell_datacenter,
    is_complete_system,
    is_gaudi,
    is_jetson,
    is_legacy_nvidia,
    nvlinked,
    rocm_supported,
    rocm_unlisted_linux,
    tensorrt_llm_runs_on,
    trains_without_nccl,
    vllm_runs_on,
)
from wizard.core.memory import DEFAULT_WORKING_SET_GB
from wizard.core.money import budget_figures, quoted_machines
from wizard.core.power import (
    BASEBOARD_FORMS,
    PSU_NEAR_MARGIN,
    WALL_CIRCUIT_16A_W,
    WALL_CIRCUIT_CN_16A_W,
    WALL_CIRCUIT_CN_W,
    WALL_CIRCUIT_W,
    is_server_part,
    plugs_needed,
    psu_near_limit,
    psu_size,
    takes_eps_plug,
    wall_power,
)
from wizard.core.profile import (
    CHAT_APP_MAX_USERS,
    RENDERER_NAMES,
    CoolingChoice,
    Currency,
    Engine,
    FormFactorChoice,
    OperatingSystem,
    Precision,
    Profile,
    Region,
    Renderer,
    Workload,
)
from wizard.core.results import Message, Severity, Warning, construct, message, sentence_number
from wizard.core.throughput import counts_dual_issue

# Usable VRAM: the driver and firmware keep a little of every card; Windows' desktop compositor
# (WDDM) keeps a few hundred MB on a card that drives a display (eco 5, "VRAM").
DRIVER_RESERVE_GIB = 0.3
EDGE_OS_RESERVE_GIB = 4.0  # Jetson: CPU and GPU share the module's memory (JetPack + desktop)
# A complete computer with unified memory runs a full desktop OS and the CPU side of the program in
# the same pool. DGX Spark: PyTorch sees 119.7 GiB of the 128 GB, 113.5 GiB free at idle
# (GuigsEvt/dgx_spark_config issue 1); Ryzen AI Max under Linux: users raise the GPU's limit to
# 120-124 GiB and keep 4+ GiB for the OS (kyuz0/amd-strix-halo-toolboxes, lhl/strix-halo-testing).
SYSTEM_OS_RESERVE_GIB = 14.0
# Above about 300 W of GPU power, air-cooled cards are clearly audible under sustained load: a
# judgement from typical fan curves, shown as a warning, never a filter.
QUIET_POWER_W = 300
# The largest single desktop (ATX) power supplies give about 3,000 W, from a 230 V outlet only (ASUS Pro WS
# 3000W, ATX 3.1; Super Flower Leadex 2800W; Seasonic PRIME PX-2200: 2,200 W). Approximate. Four 575 W cards
# had been told "a quality power supply of at least 3,200 W (ATX 3.x)", which no one sells.
LARGEST_ATX_PSU_W = 3000
# The most people at once a chat app on a Windows PC is sized for without a word (Profile.serves_many_from_chat_app):
# past it the load is a server's, which vLLM on Linux or WSL2 carries with less memory per person (paged KV).
CHAT_APP_TEAM_USERS = 16


# The most headroom the recommended size keeps (Profile.headroom may be 1: a card with nothing but spare).
MAX_HEADROOM = 0.9


def tight_share(profile: Profile) -> float:
    """The share of a card left spare below which a fit is tight: the answers' headroom (Profile.headroom, 20 %
    by default: the seeds' advice to keep 20-30 % of the VRAM spare), so that the recommended size
    (need / (1 - headroom)) is exactly where a fit stops being tight. A score factor divides by it: never 0."""
    return max(0.01, min(profile.headroom, MAX_HEADROOM))


def spare_percent(headroom: float) -> int:
    """A share of memory to spare as the whole percent shown, rounded down: 19.6 % rounded to nearest had read
    "only 20% to spare" under a warning that a fit should keep 20 %. (The inner round drops float noise:
    0.29 * 100 is 28.999....)"""
    return math.floor(round(headroom * 100, 6))


# A launch price this many years older than the bundled facts (ecosystem.toml's date) is history:
# GPU generations last about two years, after which a card sells as old stock or used (the
# catalog keeps launch prices, 00-catalog.toml), so the buyer is told to get a quote.
OLD_PRICE_YEARS = 3
VENDOR_NAMES = {Vendor.NVIDIA: "NVIDIA", Vendor.AMD: "AMD", Vendor.INTEL: "Intel"}


def usable_vram_gib(gpu: Gpu, os: OperatingSystem, display_reserve: float) -> float:
    if gpu.segment is Segment.EDGE:
        return gpu.memory_gb - EDGE_OS_RESERVE_GIB
    if is_complete_system(gpu):
        usable = gpu.memory_gb - SYSTEM_OS_RESERVE_GIB
        # WSL2 sees the GPU through the Windows driver, so Windows' cap (Variable Graphics Memory) holds there too
        cap = gpu.gpu_memory_max_gb.get(os) or (
            gpu.gpu_memory_max_gb.get(OperatingSystem.WINDOWS) if os is OperatingSystem.WSL2 else None)
        return usable if cap is None else min(usable, cap)
    reserve = DRIVER_RESERVE_GIB
    if os is not OperatingSystem.LINUX and gpu.segment in (Segment.CONSUMER, Segment.WORKSTATION):
        reserve += display_reserve
    return gpu.memory_gb - reserve


def capacity_assumption(os: OperatingSystem, display_reserve: float) -> Message:
    """The assumption behind usable_vram_gib, in words: Linux keeps no memory for a desktop."""
    if os is OperatingSystem.LINUX:
        return message("ASSUME_GIB", driver=DRIVER_RESERVE_GIB)
    return message("ASSUME_GIB_WINDOWS", driver=DRIVER_RESERVE_GIB, display=display_reserve)


def shared_memory_assumption(gpus: list[Gpu]) -> Message | None:
    """What a shortlisted computer whose GPU shares its memory keeps for itself (usable_vram_gib),
    in words; None when no such machine is on the list."""
    if any(is_complete_system(g) for g in gpus):
        if any(g.segment is Segment.EDGE for g in gpus):
            return message("ASSUME_SHARED_MEMORY_EDGE", system=sentence_number(SYSTEM_OS_RESERVE_GIB),
                           edge=sentence_number(EDGE_OS_RESERVE_GIB))
        return message("ASSUME_SHARED_MEMORY", system=sentence_number(SYSTEM_OS_RESERVE_GIB))
    if any(g.segment is Segment.EDGE for g in gpus):
        return message("ASSUME_EDGE_MEMORY", edge=sentence_number(EDGE_OS_RESERVE_GIB))
    return None


# SXM/OAM modules come on baseboards: 8 GPUs unless the catalog's baseboard_gpus says otherwise (HGX
# B200/B300 and the AMD MI300/MI350 and Intel Gaudi 3 platforms are 8-GPU; the A100/H100/H200
# datasheets add 4-GPU HGX boards, an MI250X node holds 4). A superchip's systems come from the catalog
# alone (GB200: NVL4 boards of 4 and NVL72 racks of 72).
BASEBOARD_GPUS = 8


def baseboard_sizes(gpu: Gpu) -> tuple[int, ...]:
    """The numbers of GPUs an SXM/OAM module or a superchip is sold in; () for any other card."""
    if gpu.baseboard_gpus:
        return tuple(gpu.baseboard_gpus)
    return (BASEBOARD_GPUS,) if gpu.form_factor in BASEBOARD_FORMS else ()


def max_count(gpu: Gpu, profile: Profile) -> int:
    """How many of this card one machine can physically hold."""
    if gpu.segment is Segment.EDGE:
        return 1
    if is_complete_system(gpu):
        # computers the vendor supports linking (two DGX Sparks), else one; a renderer does not split one frame
        # across computers (two Sparks are two render nodes, not a 1.8x machine; rendering review, 2026-12-02)
        return 1 if profile.workload is Workload.RENDERING else gpu.linked_max
    if gpu.form_factor is FormFactor.SUPERCHIP:
        return 72  # NVL72 rack; counted in GPUs
    if is_server_part(gpu):
        return 8  # HGX / OAM baseboards hold 8
    width = gpu.slot_width or 2
    if profile.form_factor is FormFactorChoice.DESKTOP:
        return max(1, min(4, int(8 // width)))  # a tower has about 7-8 slot positions
    return 8 if width <= 2 else 4


@dataclass(slots=True)
class Check:
    gpu: Gpu
    count: int
    need_gib: float  # per GPU
    usable_gib: float
    price_total: float | None
    budget: float | None
    board_power_w: float
    system_power_w: float
    psu_required_w: float | None  # None: a complete computer with its own supply (power.supply_needed)


def region_filter(profile: Profile, g: Gpu) -> Message | None:
    """Why the card cannot be bought where the answers say, or None: in mainland China, a card not sold
    there. Left out either way; export rules are the reason only where the catalog knows them."""
    if profile.region is Region.CN and Market.CN not in g.markets:
        return message("EXCLUDED_REGION_UNCONFIRMED" if g.china_unconfirmed else "EXCLUDED_REGION")
    if Market.GLOBAL not in g.markets and buys_outside_china(profile):
        # The RTX 5090 D v2, sold only in China and priced in euros by conversion, had been a euro render farm's
        # top pick (this session's procurement review).
        return message("EXCLUDED_CHINA_ONLY")
    return None


def buys_outside_china(profile: Profile) -> bool | None:
    """Where the answers place the buyer, for a card sold only in mainland China: False in it (chosen, or a
    budget in yuan), True outside it (a budget in euros), None when they do not say (CHINA_ONLY_SKU then
    warns)."""
    if profile.region is Region.CN:
        return False
    chosen = profile.budget.currency if profile.budget else profile.currency
    return {Currency.EUR: True, Currency.CNY: False}.get(chosen) if chosen else None


# Answers only some work reads: given for another, they change nothing, and a rendering profile with
# "precision": "fp8" had been taken without a word while a "model" in it was said (rendering review).
LLM_ONLY_ANSWERS = ("model", "params_b", "precision", "engine", "kv_cache_precision", "context_tokens", "batch_size",
                    "optimizer", "lora_rank", "training_precision", "gradient_checkpointing")
ANSWERS_OF = {Workload.HPC: ("working_set_gb", "hpc_needs_fp64", "hpc_code"),
              Workload.RENDERING: ("working_set_gb", "renderer")}


def answers_not_read(workload: Workload) -> list[str]:
    """The profile fields `workload` does not read: the app keeps them for Back but does not submit them, and a
    profile that gives them is told so (unused_answers)."""
    mine = set(ANSWERS_OF.get(workload, ()))
    others = {f for fields in ANSWERS_OF.values() for f in fields} - mine
    return [*(() if workload.is_llm else LLM_ONLY_ANSWERS), *sorted(others)]


def unused_answers(profile: Profile) -> list[str]:
    """The profile's fields, given with a value other than their default, that its work does not read (a model
    is said by MODEL_NOT_USED)."""
    defaults = type(profile).model_fields
    return [f for f in answers_not_read(profile.workload) if f not in ("model", "params_b")
            and f in profile.model_fields_set
            and getattr(profile, f) != defaults[f].get_default(call_default_factory=True)]


def hard_filters(profile: Profile, c: Check, eco: Ecosystem) -> list[Message]:
    """Every filter a configuration fails (card-level and configuration-level)."""
    return [*gpu_filters(profile, c.gpu, eco), *config_filters(profile, c)]


def config_filters(profile: Profile, c: Check, limit: int | None = None) -> list[Message]:
    """Filters that depend on the number of cards: memory, budget, power, physical count (CountFilters).

    `limit` is max_count(gpu, profile), passed in by callers that know it.
    """
    return CountFilters(profile, c.gpu, c.usable_gib, c.budget, limit).reasons(
        c.count, c.need_gib, c.price_total, c.board_power_w, c.psu_required_w)


class CountFilters:
    """config_filters for one card at any count: what does not depend on the count is looked up once
    (recommend runs the filters for every count of thousands of cards, most of which fail)."""

    __slots__ = ("boards", "budget", "count_code", "gpu", "limit", "machines", "power", "profile",
                 "sharded_on_windows", "split_refused", "unified", "usable", "usable_shown")

    def __init__(self, profile: Profile, gpu: Gpu, usable_gib: float, budget: float | None,
                 limit: int | None = None, boards: tuple[int, ...] | None = None) -> None:
        self.profile, self.gpu, self.usable, self.budget, self.power = profile, gpu, usable_gib, budget, profile.power
        self.usable_shown = round(usable_gib, 1)
        self.machines = quoted_machines(profile)
        self.unified = has_unified_memory(gpu)
        self.sharded_on_windows = profile.workload in SHARDED_TRAINING and trains_without_nccl(profile)
        system = is_complete_system(gpu)
        self.split_refused = system and not splits_over_computers(profile)
        self.limit = max_count(gpu, profile) if limit is None else limit
        self.count_code = "EXCLUDED_SYSTEM_COUNT" if system else "EXCLUDED_COUNT"
        self.boards = baseboard_sizes(gpu) if boards is None else boards

    def reasons(self, count: int, need_gib: float, price_total: float | None, board_power_w: float,
                psu_required_w: float | None) -> list[Message]:
        """Every count-dependent filter the configuration fails, in a fixed order."""
        out: list[Message] = []
        if need_gib > self.usable:
            need, have = round(need_gib, 1), self.usable_shown
            if need <= have:  # "needs 15.1 GiB, and one card gives 15.1 GiB" had read as a bug: the digits that differ
                need, have = _apart(need_gib, self.usable)
            out.append(_vram_message(need, have, count, self.unified))
        budget = self.budget
        if budget is not None and price_total is not None and price_total > budget:
            out.append(_budget_message(*budget_figures(self.profile, price_total, budget, self.machines)))
        power = self.power
        if power is not None:
            if power.psu_watts is not None and psu_required_w is not None and psu_required_w > power.psu_watts:
                out.append(message("EXCLUDED_PSU", need=round(psu_required_w), have=round(power.psu_watts)))
            if power.pcie_8pin is not None and psu_required_w is not None:
                plugs = plugs_needed(self.gpu, count, power.pcie_16pin or 0)
                if plugs.eight > power.pcie_8pin:
                    code = "EXCLUDED_PSU_PLUGS_ADAPTER" if plugs.adapters else "EXCLUDED_PSU_PLUGS"
                    out.append(message(code, need=plugs.eight, have=power.pcie_8pin, per_adapter=plugs.per_adapter))
            if power.max_gpu_watts is not None and board_power_w > power.max_gpu_watts:
                out.append(message("EXCLUDED_GPU_WATTS", need=round(board_power_w), cap=round(power.max_gpu_watts)))
        if count >= 2:
            if self.sharded_on_windows:
                out.append(_plain_message("EXCLUDED_WINDOWS_SHARDED_TRAINING"))
            if self.split_refused:
                out.append(message("EXCLUDED_SYSTEM_ENGINE", count=count, engine=self.profile.engine.value))
        if count > self.limit:
            out.append(_count_message(self.count_code, count, self.limit))
        elif self.boards and count not in self.boards:
            out.append(baseboard_message(self.gpu.form_factor.value, self.boards))
        return out


# Training that shards every weight, gradient and optimizer state over the cards (memory.finetune divides
# them all by the count): FSDP or DeepSpeed ZeRO, which need NCCL (ecosystem.trains_without_nccl).
SHARDED_TRAINING = frozenset({Workload.FULL_FINETUNE, Workload.PRETRAINING})


def splits_over_computers(profile: Profile) -> bool:
    """Whether the answers' software can split one model over linked computers (two DGX Sparks).

    Inference needs an engine that does: vLLM (with Ray) and TensorRT-LLM, the two NVIDIA's DGX Spark
    playbooks use ("Serve LLMs with vLLM across DGX Sparks", build.nvidia.com/spark/vllm-cluster; "TRT
    LLM for Inference: Run on two Sparks", build.nvidia.com/playbooks/trt-llm/stacked-sparks), or
    llama.cpp through its RPC backend, with a warning (LINKED_LLAMACPP_RPC). transformers runs a model
    in one process on one computer. Training spans computers with PyTorch's own multi-node launch
    (torchrun), whatever the inference engine."""
    return not (profile.workload is Workload.INFERENCE and profile.effective_engine() is Engine.TRANSFORMERS)


def _apart(need: float, have: float) -> tuple[float, float]:
    """A need just above what a card gives, written with the decimals that show it above (2 or 3, the need
    rounded up and the card's memory down)."""
    for places in (2, 3):
        scale = 10 ** places
        shown = (math.ceil(round(need * scale, 6)) / scale, math.floor(round(have * scale, 6)) / scale)
        if shown[0] > shown[1]:
            return shown
    return shown


# Messages are immutable; on big catalogs the same rounded figures recur across thousands of
# configurations, so share one object per distinct message.
@lru_cache(maxsize=4096)
def _vram_message(need: float, have: float, count: int, unified: bool = False) -> Message:
    if unified:  # a computer's wording, a Jetson's too: the GPU's share of shared memory (messages.COMPUTER_TEMPLATES)
        return message("EXCLUDED_VRAM", need=need, have=have, count=count, per="computer")
    return message("EXCLUDED_VRAM", need=need, have=have, count=count)


@lru_cache(maxsize=64)
def _plain_message(code: str) -> Message:
    return message(code)


@lru_cache(maxsize=1024)
def baseboard_message(form: str, boards: tuple[int, ...]) -> Message:
    """Why another number of an SXM/OAM module or superchip is not a machine one can buy: its systems
    hold `boards` (the configuration's own count is beside the reason in every list of them)."""
    if len(boards) == 1:
        return message("EXCLUDED_BASEBOARD_COUNT", form=form, size=boards[0])
    return message("EXCLUDED_BASEBOARD_COUNTS", form=form, small=boards[0], large=boards[-1])


@lru_cache(maxsize=1024)
def _count_message(code: str, count: int, limit: int) -> Message:
    return message(code, count=count, max=limit)


@lru_cache(maxsize=4096)
def _budget_message(price: int, budget: int, machines: int) -> Message:
    if machines > 1:
        return message("EXCLUDED_BUDGET_FLEET", price=price, budget=budget, machines=machines)
    return message("EXCLUDED_BUDGET", price=price, budget=budget)


def gpu_filters(profile: Profile, g: Gpu, eco: Ecosystem) -> list[Message]:
    """Filters that fail for every count of a card: form factor, region, software, workload, price."""
    out: list[Message] = []
    if profile.budget is not None and g.price_usd is None and g.id not in profile.price_overrides:
        out.append(message("EXCLUDED_NO_PRICE"))
    ff = profile.form_factor
    fanless_ok = profile.cooling in (CoolingChoice.ANY, CoolingChoice.SERVER_AIRFLOW)
    needs_airflow = g.cooling is Cooling.PASSIVE and g.segment is not Segment.EDGE
    if needs_airflow and not fanless_ok and ff is not FormFactorChoice.DESKTOP:
        # A passive card in a case without server airflow overheats, whatever the chassis is called.
        out.append(message("EXCLUDED_PASSIVE_COOLING"))
    if ff is FormFactorChoice.DESKTOP:
        if is_server_part(g):
            out.append(message("EXCLUDED_SERVER_MODULE", form=g.form_factor.value))
        elif g.cooling is Cooling.PASSIVE and g.segment is not Segment.EDGE:
            out.append(message("EXCLUDED_PASSIVE_DESKTOP"))
    if ff is not FormFactorChoice.ANY and is_jetson(g):
        out.append(message("EXCLUDED_EDGE_MODULE"))
    if ff is FormFactorChoice.SERVER and is_complete_system(g):
        out.append(message("EXCLUDED_SYSTEM_NOT_SERVER"))
    region = region_filter(profile, g)
    if region is not None:
        out.append(region)
    out.extend(_software_filters(profile, g, eco))
    if profile.workload is Workload.HPC and profile.hpc_needs_fp64 and g.fp64_tflops <= 0:
        out.append(message("EXCLUDED_NO_FP64"))
    if profile.workload is Workload.INFERENCE and profile.effective_precision() is Precision.FP8 \
            and fp8_support(g) == "none":
        # MI250X x 7 "fits" DeepSeek-V3 in FP8, but ROCm's vLLM runs FP8 only from MI300: in bf16 it needs twice
        out.append(message("EXCLUDED_NO_FP8"))
    if profile.workload is Workload.RENDERING and (is_gaudi(g) or (g.vendor is Vendor.AMD and not has_rt_cores(g))):
        out.append(message("EXCLUDED_NO_RENDERING"))
    elif profile.workload is Workload.RENDERING and not eco.renderers.renders_on(
            profile.renderer.value, g.vendor.value, profile.effective_os() is not OperatingSystem.WINDOWS):
        out.append(message("EXCLUDED_RENDERER", renderer=RENDERER_NAMES[profile.renderer],
                           vendor=VENDOR_NAMES[g.vendor]))
    return out


def runs_on_vulkan(profile: Profile, g: Gpu) -> bool:
    """Chat inference with llama.cpp on a Radeon card, on Linux or Windows: llama.cpp's Vulkan backend
    runs any GPU with a Vulkan driver (llama.cpp README, "Supported backends": "Vulkan | GPU"; Radeon
    rows measured with it: m171, m236, m264), so a card ROCm leaves out (the RX 7600 XT, gfx1102, on
    Linux) still does this work; only PyTorch-based software is out (ROCM_UNSUPPORTED_GPU)."""
    return (profile.runs_llamacpp() and g.vendor is Vendor.AMD
            and g.segment in (Segment.CONSUMER, Segment.WORKSTATION)
            and profile.effective_os() in (OperatingSystem.LINUX, OperatingSystem.WINDOWS))


BASEBOARD_LINUX_ONLY = frozenset({FormFactor.SXM, FormFactor.SUPERCHIP})


def _software_filters(profile: Profile, g: Gpu, eco: Ecosystem) -> list[Message]:
    os = profile.effective_os()
    out: list[Message] = []
    if is_jetson(g) and os is not OperatingSystem.LINUX:
        out.append(message("EXCLUDED_JETSON_OS", os=os.value))
        return out
    if g.operating_systems is not None and os not in g.operating_systems:
        out.append(message("EXCLUDED_SYSTEM_OS", os=os.value, runs="/".join(o.value for o in g.operating_systems)))
        return out
    if is_gaudi(g) and os is not OperatingSystem.LINUX:
        out.append(message("EXCLUDED_OS_VENDOR", os=os.value, vendor="Intel Gaudi"))
        return out
    if g.vendor is Vendor.NVIDIA and os is OperatingSystem.WSL2 and g.segment is Segment.DATACENTER:
        # CUDA on WSL User Guide 5.1: GeForce and RTX/Quadro in WDDM mode; not Tesla/datacenter.
        out.append(message("EXCLUDED_WSL_DATACENTER"))
    if g.vendor is Vendor.NVIDIA and os is OperatingSystem.WINDOWS and g.form_factor in BASEBOARD_LINUX_ONLY:
        # HGX baseboards link their SXM GPUs through NVSwitch, which NVIDIA Fabric Manager must set up before
        # CUDA runs on them (Fabric Manager user guide, "NVSwitch and NVLink Initialization"); it is a Linux
        # service, published for linux-x86_64 and linux-sbsa only (developer.download.nvidia.com
        # .../redistrib_*.json, "fabricmanager"). Grace superchips are Arm servers that run Linux.
        out.append(message("EXCLUDED_BASEBOARD_WINDOWS", form=g.form_factor.value))
    if (g.vendor is Vendor.AMD and profile.workload is not Workload.RENDERING and not rocm_supported(g, os, eco)
            and not runs_on_vulkan(profile, g)
            and not (os is OperatingSystem.LINUX and profile.workload.is_llm and rocm_unlisted_linux(g, eco))):
        code = "EXCLUDED_ROCM_GPU" if os is OperatingSystem.LINUX else "EXCLUDED_ROCM_OS"
        out.append(message(code, gfx=g.gfx_target, os=os.value))
    if g.vendor is Vendor.AMD and profile.workload is Workload.QLORA and os is OperatingSystem.WINDOWS:
        # QLoRA's NF4 weights are bitsandbytes': its AMD support is a ROCm build, official from v0.50, and ROCm
        # PyTorch with it runs on Linux (ecosystem.md 4.2, 4.5). A Radeon had been the "fastest" Windows QLoRA
        # pick, its steps for chat apps (this session's training review).
        # WSL2 named only for a card ROCm in WSL2 takes (an RX 7600 XT had been sent there; diff review)
        wsl = rocm_supported(g, OperatingSystem.WSL2, eco)
        out.append(message("EXCLUDED_QLORA_AMD_WINDOWS" if wsl else "EXCLUDED_QLORA_AMD_WINDOWS_LINUX"))
    if g.vendor is Vendor.AMD and profile.workload is Workload.RENDERING and g.segment is Segment.DATACENTER:
        out.append(message("EXCLUDED_NO_RENDERING"))
    if (not out and profile.workload is Workload.INFERENCE and profile.engine is Engine.VLLM
            and not vllm_runs_on(g, eco, os)):
        # Chosen by name: vLLM's own list of GPUs (data/ecosystem.toml [vllm]), and none of AMD's under
        # WSL2 (ecosystem.vllm_misses_amd_in_wsl). Left open, a server runs on such a card in transformers
        # instead (formats.as_run_on).
        if vllm_runs_on(g, eco):
            out.append(message("EXCLUDED_VLLM_WSL_AMD"))
        else:
            out.append(message("EXCLUDED_VLLM_GPU", min_cc=eco.vllm.min_cc))
    if (not out and profile.workload is Workload.INFERENCE and profile.engine is Engine.TENSORRT_LLM
            and not tensorrt_llm_runs_on(g, eco)):
        out.append(message("EXCLUDED_TRTLLM_GPU", min_cc=eco.tensorrt_llm.min_cc))
    if not out and is_gaudi(g) and profile.runs_llamacpp():
        # llama.cpp's backends (its README, "Supported backends": Metal, BLAS, BLIS, SYCL, MUSA, CUDA, HIP,
        # Vulkan, CANN, OpenCL, zDNN, WebGPU, RPC) include none for Gaudi: eight Gaudi 3s had topped a 70B
        # chat in llama.cpp, with steps to download a GGUF file and run llama-bench on them.
        out.append(message("EXCLUDED_LLAMACPP_GAUDI"))
    return out


# A desktop processor gives the graphics slots 16 PCIe lanes, x16 for one card or x8 + x8 for two: AMD's AM5
# processors have 28 lanes, 4 to the chipset and 16 for graphics (TechPowerUp, "AMD Zen 4 & Socket AM5
# Explained: PCIe Lanes, Chipsets, Connectivity", 2022); Intel Core from the 12th generation 16 PCIe 5.0
# lanes plus 4 for an SSD (Intel ARK, Core i9-12900K "Max # of PCI Express Lanes 20"). More cards hang off the
# chipset at x4 or less; workstation processors (Threadripper 7000: 48 lanes on TRX50, 128 on WRX90; Xeon W-3400:
# 112) give each card x16.
DESKTOP_GRAPHICS_SLOTS = 2


# Warnings are immutable and recur across a catalog's cards (every Blackwell GeForce gets the same
# sm_120 warning, many the same supply advice): one object per distinct warning, as for messages.
@lru_cache(maxsize=4096)
def _w(code: str, severity: Severity, **params: str | int | float | None) -> Warning:
    return construct(Warning, {"code": code, "params": params, "severity": severity})


def warnings_for(profile: Profile, c: Check, eco: Ecosystem, per_card: dict[str, CardParts] | None = None
                 ) -> list[Warning]:
    """The warnings of one configuration, in a fixed order. `per_card`: a dict kept across one run over the
    cards (recommend._checks), by card id: the parts that do not depend on the count (software, cooling,
    workload, device) are worked out once per card and reused."""
    g, n, os, w = c.gpu, c.count, profile.effective_os(), profile.workload
    software, cooling, workload, device = _card_parts(per_card, profile, g, eco)
    out: list[Warning] = []
    headroom = 1 - c.need_gib / c.usable_gib if c.usable_gib > 0 else 0
    if headroom < tight_share(profile):
        # messages.SCENE_TEMPLATES / USERS_TEMPLATES: a render's scene, a chat's people at once
        scene = "scene" if w in (Workload.RENDERING, Workload.HPC) else "users" if w is Workload.INFERENCE else None
        out.append(_w("TIGHT_VRAM", Severity.WARNING, headroom=spare_percent(headroom), need=round(c.need_gib, 1),
                      have=round(c.usable_gib, 1), of=scene))
    out.extend(software)
    # SXM/OAM parts come on server baseboards (NVIDIA's HGX H100 "8-GPU building block", developer
    # blog "Introducing NVIDIA HGX H100"; CountFilters offers only their sizes): the price is the GPUs',
    # not the server's.
    if g.form_factor in BASEBOARD_FORMS:
        out.append(_w("BASEBOARD_SERVER", Severity.INFO, form=g.form_factor.value, count=n))
    elif g.form_factor is FormFactor.SUPERCHIP:
        # GB200 had only 'BLACKWELL_SM100' (this session's procurement review): it comes only in NVL4 boards or
        # NVL72 racks, liquid-cooled, with Grace Arm CPUs, and its price is a rack's divided by its GPUs.
        sizes = g.baseboard_gpus or [n]
        out.append(_w("SUPERCHIP_SYSTEM", Severity.WARNING, count=n, small=min(sizes), large=max(sizes)))
        out.append(_w("ARM64_SOFTWARE" if w.is_llm else "ARM64_SOFTWARE_APPS", Severity.WARNING))
    psu = profile.power.psu_watts if profile.power else None
    if psu is None and not is_server_part(g) and not has_unified_memory(g):
        server = profile.form_factor is FormFactorChoice.SERVER
        # A rack server has its own (usually redundant) supplies, not an ATX unit to choose. The size is the
        # check's supply (power.psu_required for this card, count and machine), rated by power.psu_size.
        need = psu_size(c.psu_required_w)
        beyond_atx = not server and need is not None and need > LARGEST_ATX_PSU_W
        out.append(_w("PSU_SERVER" if server else "PSU_BEYOND_ATX" if beyond_atx else "PSU_HEADROOM",
                      Severity.INFO, need=need))
    elif psu is not None and c.psu_required_w is not None and psu_near_limit(psu, c.psu_required_w):
        out.append(_w("PSU_NEAR_LIMIT", Severity.WARNING, need=round(c.psu_required_w), have=round(psu),
                      safer=psu_size(c.psu_required_w * PSU_NEAR_MARGIN)))
    if profile.power is not None and profile.power.pcie_8pin is not None and c.psu_required_w is not None:
        plugs = plugs_needed(g, n, profile.power.pcie_16pin or 0)
        if plugs.adapters:
            out.append(_w("ADAPTER_PLUGS", Severity.INFO, per_adapter=plugs.per_adapter, count=plugs.adapters))
        if takes_eps_plug(g):
            out.append(_w("EPS_PLUG", Severity.INFO, count=n))
    elif takes_eps_plug(g) and profile.form_factor is not FormFactorChoice.SERVER and not is_server_part(g):
        # Said whether or not the plugs were counted: a Tesla P40 or RTX A6000 buyer had heard of the CPU-style
        # plug only after entering the supply's PCIe plug count (this session's expert review).
        out.append(_w("EPS_PLUG_UNCOUNTED", Severity.INFO, count=n))
    china = profile.region is Region.CN
    wall = wall_power(c.system_power_w)  # from the socket: 2 x RTX 5090's 1,425 W are about 1,580 W there
    if (profile.form_factor is not FormFactorChoice.SERVER and not is_server_part(g)
            and wall > (WALL_CIRCUIT_CN_W if china else WALL_CIRCUIT_W)):
        heavy = wall > (WALL_CIRCUIT_CN_16A_W if china else WALL_CIRCUIT_16A_W)
        out.append(_w("WALL_CIRCUIT_HEAVY" if heavy else "WALL_CIRCUIT_CN" if china else "WALL_CIRCUIT",
                      Severity.WARNING, watts=round(wall)))
    out.extend(cooling)
    if profile.cooling is CoolingChoice.QUIET and c.board_power_w > QUIET_POWER_W:
        out.append(_w("QUIET_HIGH_POWER", Severity.WARNING, watts=round(c.board_power_w), quiet=QUIET_POWER_W))
    if n >= 2 and (g.slot_width or 0) >= 3:
        out.append(_w("WIDE_CARD_MULTI_GPU", Severity.WARNING, slots=sentence_number(g.slot_width or 0), count=n))
    if n >= 2 and g.cooling is Cooling.OPEN_AIR and (g.slot_width or 0) < 3 \
            and profile.form_factor is not FormFactorChoice.SERVER:  # a server: OPEN_AIR_SERVER says more
        out.append(_w("OPEN_AIR_MULTI_GPU", Severity.INFO, count=n))
    if n >= DESKTOP_GRAPHICS_SLOTS + 1 and g.form_factor is FormFactor.PCIE \
            and profile.form_factor is not FormFactorChoice.SERVER:
        # Splitting one model exchanges data between the cards at every layer; rendering cards work alone.
        out.append(_w("DESKTOP_PCIE_LANES", Severity.INFO if w is Workload.RENDERING else Severity.WARNING, count=n))
    # --- multi-GPU
    if n >= 2 and is_complete_system(g):
        # Linked computers (DGX Spark "Spark Stacking"): a 200 GbE RoCE link, not NVLink; the speed
        # estimate treats it like PCIe between cards (throughput.tp_speedup), an approximation.
        out.append(_w("SYSTEMS_LINKED", Severity.WARNING if w.is_training else Severity.INFO, count=n))
        if profile.runs_llamacpp():
            # llama.cpp's tools/rpc/README.md: "This example and the RPC backend are currently in a
            # proof-of-concept development stage. As such, the functionality is fragile and insecure."
            out.append(_w("LINKED_LLAMACPP_RPC", Severity.WARNING, count=n))
    elif n >= 2 and trains_without_nccl(profile):  # LoRA / QLoRA: the cards hold the layers in turn
        out.append(_w("WINDOWS_TRAINING_LAYER_SPLIT", Severity.WARNING, count=n))
    elif (n >= 2 and not nvlinked(g, n) and w is not Workload.RENDERING and g.vendor is Vendor.NVIDIA
          and not profile.runs_llamacpp()):
        # Not for llama.cpp: its layer split passes one hidden vector per token from card to card, which PCIe
        # carries as fast as NVLink would (its speeds here take no penalty either); it had warned a buyer of
        # two RTX 5080s for a chat that the pair would be "much slower" (this session's home-user review).
        severity = Severity.WARNING if w.is_training else Severity.INFO
        if g.nvlink_gbs > 0:  # a bridge joins fewer cards than this (Gpu.nvlink_gpus): the groups talk over PCIe
            out.append(_w("NVLINK_BRIDGE_GROUPS", severity, count=n, linked=g.nvlink_gpus))
        else:
            out.append(_w("MULTI_GPU_NO_NVLINK", severity, count=n))
    out.extend(workload)
    # --- licence (eco 7.5)
    if g.segment is Segment.CONSUMER and g.vendor is Vendor.NVIDIA and (
        profile.form_factor is FormFactorChoice.SERVER or n >= 4
    ):
        out.append(_w("GEFORCE_DATACENTER_LICENSE", Severity.INFO))
    # --- memory semantics
    unified = has_unified_memory(g)
    if os is not OperatingSystem.LINUX and g.segment is Segment.CONSUMER and headroom < 0.3 and w.is_llm \
            and not unified:
        out.append(_w("SHARED_MEMORY_NOT_VRAM", Severity.INFO))
    out.extend(device)
    return out


# warnings_for's count-independent parts of one card: software, cooling, workload, device.
CardParts = tuple[list[Warning], list[Warning], list[Warning], list[Warning]]


def _card_parts(per_card: dict[str, CardParts] | None, profile: Profile, g: Gpu, eco: Ecosystem) -> CardParts:
    """The count-independent parts of warnings_for: made once per card when a per-card dict is given
    (about half of the work of warnings_for, which recommend runs for every passing configuration)."""
    got = per_card.get(g.id) if per_card is not None else None
    if got is None:
        got = (_software_warnings(profile, g, eco), _cooling_warnings(profile, g, eco),
               _workload_warnings(profile, g, eco), _device_warnings(profile, g, eco))
        if per_card is not None:
            per_card[g.id] = got
    return got


def _software_warnings(profile: Profile, g: Gpu, eco: Ecosystem) -> list[Warning]:
    """The card's software support and power plug, whatever the count."""
    os, w = profile.effective_os(), profile.workload
    out: list[Warning] = []
    # --- AMD / Intel software (eco 3.4, 4.1-4.5)
    if g.vendor is Vendor.AMD and w is not Workload.RENDERING:
        if os is OperatingSystem.WINDOWS and profile.runs_llamacpp():
            # llama.cpp runs Radeon cards on Windows through Vulkan or AMD's HIP SDK (RX 7000/9000,
            # ecosystem.md 4.3; m256-m257: an RX 7900 GRE with HIP 6.4 on Windows 11 measures like
            # the Linux cards): the PyTorch gap is a note for later plans, not a risk to this work.
            out.append(_w("AMD_WINDOWS_LLAMACPP", Severity.INFO))
        elif os is OperatingSystem.WINDOWS:
            wsl = rocm_supported(g, OperatingSystem.WSL2, eco)
            out.append(_w("ROCM_UNSUPPORTED_OS" if wsl else "ROCM_UNSUPPORTED_OS_LINUX", Severity.WARNING,
                          gfx=g.gfx_target))
        elif os is OperatingSystem.LINUX and w.is_llm and rocm_unlisted_linux(g, eco):  # PyTorch builds it
            out.append(_w("ROCM_UNLISTED_GPU", Severity.WARNING, gfx=g.gfx_target))
        elif os is OperatingSystem.LINUX and not rocm_supported(g, os, eco):  # passed on Vulkan alone
            out.append(_w("ROCM_UNSUPPORTED_GPU", Severity.WARNING, gfx=g.gfx_target))
        elif os is OperatingSystem.WSL2:
            out.append(_w("ROCM_WSL_LIMITED", Severity.WARNING, gfx=g.gfx_target))
    if g.vendor is not Vendor.NVIDIA and w.is_llm and (
        w is Workload.QLORA or profile.effective_precision() in (Precision.NF4, Precision.INT8)
        or w.is_training or profile.effective_engine() in (Engine.VLLM, Engine.TENSORRT_LLM)
    ):
        out.append(_w("LIBRARY_GAPS_NON_NVIDIA", Severity.WARNING, vendor=VENDOR_NAMES[g.vendor]))
    # Renderers (data/troubleshooting.toml "renderer-gpu-support"): Cycles runs everywhere, several
    # commercial GPU renderers on NVIDIA only (Arnold, Octane, KeyShot, Karma XPU docs).
    # A renderer named: the cards it cannot use are left out (gpu_filters), and only its own conditions are said.
    renderer = profile.renderer if w is Workload.RENDERING else Renderer.UNKNOWN
    if g.vendor is Vendor.AMD and w is Workload.RENDERING and renderer is Renderer.UNKNOWN:
        out.append(_w("RENDERERS_AMD", Severity.WARNING))
    elif renderer is not Renderer.UNKNOWN and eco.renderers.with_conditions(renderer.value, g.vendor.value):
        out.append(_w("RENDERER_VENDOR_CHECK", Severity.WARNING, renderer=RENDERER_NAMES[renderer],
                      vendor=VENDOR_NAMES[g.vendor]))
    if g.vendor is Vendor.INTEL and not is_gaudi(g) and not (w is Workload.RENDERING and renderer is not
                                                             Renderer.UNKNOWN):
        code = "INTEL_ONEAPI" if w.is_llm else "RENDERERS_INTEL" if w is Workload.RENDERING else "INTEL_ONEAPI_APPS"
        if w.is_training and w.is_llm:
            # No published fine-tuning or training measurement on Arc: its speed is scaled from AMD's llm.c rows
            # (calibration mfu_non_nvidia_factor), and PyTorch XPU kernels that need FP64 fail on Arc. An A770 had
            # led a beginner's Windows QLoRA at 1.65x an RTX 5060 Ti on that alone (core review, 2026-12-02).
            code = "INTEL_ONEAPI_TRAINING"
        if profile.runs_llamacpp():
            # A chat app's concern is llama.cpp's Arc backends, not PyTorch: speed varies with the build (A770:
            # upstream SYCL 42 tokens/s in Nov 2024, 55 in 2025, Intel's archived IPEX-LLM 72.7; m218, m293).
            code = "INTEL_ONEAPI_CHAT"
        out.append(_w(code, Severity.WARNING))
    if is_gaudi(g):
        out.append(_w("GAUDI_SOFTWARE", Severity.WARNING))
    # --- NVIDIA software (eco 1.3, 3.3, 5)
    if g.vendor is Vendor.NVIDIA and os is OperatingSystem.WSL2:
        out.append(_w("WSL2_NVIDIA_CAVEATS", Severity.INFO))
    # PyTorch's wheels matter for AI work; a renderer or simulation code needs a build for the new
    # architecture: Blackwell cannot run sm_8x/sm_90 cubins, only its own or PTX (eco 1.2).
    # DGX Spark: DGX OS brings a driver and CUDA for its GB10, and ARM64_SOFTWARE says which wheels run.
    if is_blackwell_consumer(g) and not is_complete_system(g):
        cc = (g.compute_capability or "").replace(".", "")
        # Windows drivers for CUDA 12.8 start at 570.65, Linux ones at 570.26 (CUDA release notes, table 3);
        # WSL2 runs on the Windows driver. Windows users had been told a number no Windows driver carries.
        driver = (eco.cuda.blackwell_min_driver_linux if os is OperatingSystem.LINUX
                  else eco.cuda.blackwell_min_driver_windows)
        if profile.runs_llamacpp():
            # Chat apps carry their own CUDA build of llama.cpp: one made before CUDA 12.8 has no sm_120
            # kernels ("no kernel image is available": gpustack/gpustack#1382 on an RTX 5090 D,
            # ikawrakow/ik_llama.cpp#514 on an RTX 5090); PyTorch does not come into it.
            out.append(_w("BLACKWELL_SM120_CHAT", Severity.WARNING, cc=cc, driver=driver))
        elif w.is_llm:
            out.append(_w("BLACKWELL_SM120", Severity.WARNING, cc=cc, driver=driver,
                          pytorch=eco.cuda.blackwell_min_pytorch))
        else:
            out.append(_w("BLACKWELL_SM120_APPS", Severity.WARNING, cc=cc, driver=driver))
    elif is_blackwell_datacenter(g):
        if w.is_llm:
            out.append(_w("BLACKWELL_SM100", Severity.INFO, cc=g.compute_capability,
                          pytorch=eco.cuda.blackwell_min_pytorch))
        else:
            out.append(_w("BLACKWELL_SM100_APPS", Severity.INFO, cc=g.compute_capability))
    if is_legacy_nvidia(g, eco):
        if w.is_llm:
            out.append(_w("LEGACY_ARCH_DROPPED", Severity.WARNING, cc=g.compute_capability,
                          arch=g.architecture.split(" ")[0], variant=eco.cuda.legacy_variant))
        else:
            out.append(_w("LEGACY_ARCH_DROPPED_APPS", Severity.WARNING, cc=g.compute_capability,
                          arch=g.architecture.split(" ")[0]))
    if g.vendor is Vendor.NVIDIA and os is OperatingSystem.WINDOWS and g.segment is Segment.DATACENTER:
        out.append(_w("WINDOWS_TCC", Severity.INFO))
    if w is Workload.INFERENCE and profile.effective_precision() is Precision.FP8 and fp8_support(g) == "weight_only":
        out.append(_w("FP8_WEIGHT_ONLY", Severity.INFO, cc=g.compute_capability))
    # --- power and connectors (eco 6, 8)
    if any(k in conn for conn in g.power_connectors for k in ("12VHPWR", "12V-2x6", "16-pin")):
        # In a server the cable is the server vendor's GPU harness, not an ATX power supply's.
        server = profile.form_factor is FormFactorChoice.SERVER or g.segment is Segment.DATACENTER
        out.append(_w("CONNECTOR_12VHPWR_SERVER" if server else "CONNECTOR_12VHPWR", Severity.WARNING,
                      watts=round(g.tdp_w)))
    return out


def _cooling_warnings(profile: Profile, g: Gpu, eco: Ecosystem) -> list[Warning]:
    """A passive card outside server airflow."""
    out: list[Warning] = []
    # --- physical
    server_air = profile.form_factor is FormFactorChoice.SERVER or profile.cooling is CoolingChoice.SERVER_AIRFLOW
    if g.cooling is Cooling.PASSIVE and g.form_factor is FormFactor.PCIE and not server_air:
        out.append(_w("PASSIVE_COOLING_DESKTOP", Severity.WARNING))
    if g.cooling is Cooling.OPEN_AIR and profile.form_factor is FormFactorChoice.SERVER:
        # An 8-GPU server had been offered RTX PRO 6000 Workstation Editions (600 W, open-air) with only
        # "open-air cards heat each other": rack servers take blower or passive versions (NVIDIA sells a
        # Server Edition of it; 4090 servers use blower "turbo" cards).
        out.append(_w("OPEN_AIR_SERVER", Severity.WARNING))
    return out


# Double precision below the oldest card in the catalog built for it (Tesla P100, 4.7 TFLOPS, 2016) is
# weak whatever its ratio: the Arc Pro B60 (1:8, 1.54 TFLOPS) had been the unwarned top FP64 pick on
# Windows while the RX 7900 XTX, with more FP64 (1.92 TFLOPS at 1:32), was warned.
WEAK_FP64_TFLOPS = 4.0


def weak_fp64_ratio(g: Gpu) -> bool:
    """Double precision under 1/8 of the FP32 rate (CONSUMER_FP64). The 2 % allows for datasheets' rounding:
    the Arc Pro B50 (1:8, 10.65 and 1.33 TFLOPS) had been called weak at "1:8" while the Arc Pro B60, also
    1:8, was not."""
    return g.fp64_tflops < g.fp32_tflops / 8 * 0.98


def weak_fp64(g: Gpu) -> bool:
    """A consumer card's double precision: weak by its ratio (CONSUMER_FP64), or under WEAK_FP64_TFLOPS
    whatever its ratio (CONSUMER_FP64_LOW)."""
    return weak_fp64_ratio(g) or g.fp64_tflops < WEAK_FP64_TFLOPS


def _workload_warnings(profile: Profile, g: Gpu, eco: Ecosystem) -> list[Warning]:
    """What the card lacks for HPC or rendering."""
    w = profile.workload
    out: list[Warning] = []
    # --- HPC (eco 7.3, 7.4)
    if w is Workload.HPC and profile.hpc_needs_fp64 and weak_fp64(g):
        # Weak by its rate alone (Arc Pro B60: 1:8, the best ratio of the list, at 1.54 TFLOPS): said as such,
        # not as the ratio a buyer would read as the fault.
        out.append(_w("CONSUMER_FP64" if weak_fp64_ratio(g) else "CONSUMER_FP64_LOW", Severity.WARNING,
                      fp64=round(g.fp64_tflops, 2), fp32=round(g.fp32_tflops, 1),
                      ratio=round(g.fp32_tflops / g.fp64_tflops) if g.fp64_tflops > 0 else 0))
    if w is Workload.HPC and not profile.hpc_needs_fp64 and counts_dual_issue(g):
        out.append(_w("HPC_DUAL_ISSUE", Severity.INFO, listed=round(g.fp32_tflops, 1),
                      used=round(g.fp32_tflops / 2, 1)))
    if w is Workload.HPC and not g.ecc:
        out.append(_w("NO_ECC_FOR_HPC", Severity.WARNING))
    elif w is Workload.HPC and g.segment is Segment.CONSUMER and g.vendor is Vendor.NVIDIA:
        # GeForce ECC (RTX 3090 Ti, 4090) is a driver toggle, off by default (ecosystem.md 7.3: NVIDIA Control
        # Panel "Change ECC State" or nvidia-smi -e; Chaos support article): a buyer who read "ECC" had none.
        out.append(_w("ECC_OFF_BY_DEFAULT", Severity.INFO))
    if w is Workload.RENDERING and not has_rt_cores(g):
        out.append(_w("NO_RT_CORES", Severity.WARNING))
    return out


def _device_warnings(profile: Profile, g: Gpu, eco: Ecosystem) -> list[Warning]:
    """Unified memory, complete computers and the price's age."""
    w = profile.workload
    out: list[Warning] = []
    unified = has_unified_memory(g)
    if unified:
        out.append(_w("EDGE_UNIFIED_MEMORY", Severity.INFO, gb=round(g.memory_gb)))
    if (w.is_training and g.vendor is Vendor.NVIDIA and g.compute_capability is not None
            and cc_tuple(g.compute_capability) < (8, 0)):
        # Volta and Turing (V100, T4, RTX 20) have no BF16, which fine-tuning recipes default to
        # (Transformers refuses bf16=True there), nor FlashAttention 2 (Ampere and newer, its README).
        out.append(_w("NO_BF16_TRAINING", Severity.WARNING, cc=g.compute_capability))
    if g.segment is Segment.EDGE and w.is_training:
        # A Jetson AGX Thor, a robotics module, had ranked first for full fine-tuning on its rated tensor rate
        # alone (this session's training review): nothing measured backs its training speed.
        out.append(_w("EDGE_TRAINING", Severity.WARNING))
    if is_complete_system(g):
        out.append(_w("SYSTEM_COMPLETE_COMPUTER", Severity.INFO))
        if g.vendor is Vendor.AMD:  # the GPU's share is a driver / kernel setting (next_steps._unified_memory_share)
            cap = g.gpu_memory_max_gb.get(OperatingSystem.WINDOWS)
            out.append(_w("GPU_MEMORY_SHARE_SETTING", Severity.INFO, cap=round(cap) if cap else None))
        if g.cpu_arch is CpuArch.AARCH64:
            out.append(_w("ARM64_SOFTWARE" if w.is_llm else "ARM64_SOFTWARE_APPS", Severity.WARNING))
    if Market.GLOBAL not in g.markets and buys_outside_china(profile) is None:
        out.append(_w("CHINA_ONLY_SKU", Severity.WARNING))
    if g.replaced_by is not None:
        # The RTX 5090 D (32 GB) was a top pick at CNY 16,499 in 2026, with no word that since August 2025 that
        # money buys the 24 GB v2 that replaced it (this session's home-user review).
        nxt = g.replaced_by
        out.append(_w("REPLACED_SAME_PRICE", Severity.WARNING, since=f"{nxt.since:%Y-%m}",
                      other=round(nxt.memory_gb), have=round(g.memory_gb)))
    if g.export_status == "licence_required":
        out.append(_w("EXPORT_SUPPLY_ENDED", Severity.WARNING))
    elif g.export_status == "changing":
        out.append(_w("EXPORT_STATUS_CHANGING", Severity.WARNING))
    if g.id not in profile.price_overrides:
        if g.price_usd is None:
            out.append(_w("NO_LIST_PRICE", Severity.INFO))
        elif g.price_date is not None and eco.date.year - g.price_date.year >= OLD_PRICE_YEARS:
            out.append(_w("OLD_LAUNCH_PRICE", Severity.INFO, year=g.price_date.year))
    return out


def context_beyond_model(profile: Profile, arch: ModelArch | None) -> Warning | None:
    """A context longer than the model supports natively: the memory is sized for it anyway, but the
    model needs a long-context variant or RoPE scaling (YaRN) to use it, if it has one at all."""
    if arch is None or arch.max_context is None or profile.context_tokens <= arch.max_context:
        return None
    return _w("CONTEXT_BEYOND_MODEL", Severity.WARNING, model=arch.name, max=arch.max_context,
              context=profile.context_tokens)


# The context a reasoning model's answers need at least: half the output its makers evaluate it with.
THINKING_MIN_CONTEXT = 16384


def context_for_thinking(profile: Profile, arch: ModelArch | None) -> Warning | None:
    """A reasoning model (DeepSeek-R1 and its distills, Qwen3) writes its thinking before the answer, often
    thousands of tokens: a 4,096-token context (the default, and Ollama's) cuts answers off, and the memory
    for a longer one decides the card. Said for inference when the context is under THINKING_MIN_CONTEXT."""
    if (profile.workload is not Workload.INFERENCE or arch is None or arch.thinking_tokens is None
            or profile.context_tokens >= THINKING_MIN_CONTEXT):
        return None
    return _w("THINKING_SHORT_CONTEXT", Severity.WARNING, model=arch.name, tokens=arch.thinking_tokens,
              context=profile.context_tokens, suggest=THINKING_MIN_CONTEXT)


def host_bound_speed(engine: str, picks: int) -> Warning:
    """Several picks run at the engine's host-bound pace (eager transformers: the processor starts every
    layer of every token), so their speeds are alike whatever the card: say so, and what changes it."""
    return _w("HOST_BOUND_SPEED", Severity.INFO, engine=engine, picks=picks)


# Engines that run models and train none: a fine-tuning answer naming one gets ENGINE_NOT_FOR_TRAINING.
INFERENCE_ONLY_ENGINES = frozenset({Engine.LLAMA_CPP, Engine.VLLM, Engine.TENSORRT_LLM})


def profile_warnings(profile: Profile) -> list[Warning]:
    """Warnings about the answers themselves, whatever the card."""
    out: list[Warning] = []
    if profile.effective_os() is not profile.os:  # sized for another system (Profile.effective_os)
        if profile.effective_os() is OperatingSystem.WINDOWS:  # rendering answered for WSL2
            out.append(_w("RENDER_WSL2_WINDOWS", Severity.INFO))
        else:  # vLLM or TensorRT-LLM on Windows: WSL2
            out.append(_w("ENGINE_OS_TRTLLM_WINDOWS" if profile.engine is Engine.TENSORRT_LLM
                          else "ENGINE_OS_VLLM_WINDOWS", Severity.WARNING))
    if profile.workload is Workload.INFERENCE and profile.effective_kv_precision() is not profile.kv_cache_precision:
        out.append(_w("KV_FORMAT_ENGINE", Severity.WARNING, engine=profile.effective_engine().value,
                      chosen=profile.kv_cache_precision.value.upper(),
                      used=profile.effective_kv_precision().value.upper()))
    if profile.workload.is_training and profile.precision is not None and \
            profile.precision is not profile.training_weights():
        out.append(_w("TRAINING_FORMAT_USED", Severity.INFO, chosen=profile.precision.value.upper(),
                      used=profile.training_weights().value.upper()))
    if profile.engine in INFERENCE_ONLY_ENGINES and profile.workload.is_training:
        out.append(_w("ENGINE_NOT_FOR_TRAINING", Severity.WARNING, engine=profile.engine.value))
    if not profile.workload.is_llm and (profile.model is not None or profile.params_b is not None):
        out.append(_w("MODEL_NOT_USED", Severity.INFO, model=profile.model or f"{profile.params_b:g}B"))
    unused = unused_answers(profile)
    if unused:
        out.append(_w("ANSWERS_NOT_USED", Severity.INFO, fields=", ".join(unused)))
    if not profile.uses_native_precision():  # a released format is said by ASSUME_NATIVE_PRECISION
        chosen = profile.effective_precision().value.upper()
        if profile.serves_many_from_chat_app():  # Windows: no vLLM, so the chat apps, told to answer them all
            out.append(_w("CHAT_APP_SERVES_MANY", Severity.INFO, users=profile.batch_size,
                          chat_users=CHAT_APP_MAX_USERS, precision=chosen))
            if profile.batch_size > CHAT_APP_TEAM_USERS:  # a server's load: 100 users had got setx ... 100 unsaid
                out.append(_w("CHAT_APP_TOO_MANY_USERS", Severity.WARNING, users=profile.batch_size))
        elif profile.chats_with_unnamed_software():
            out.append(_w("CHAT_APP_ASSUMED", Severity.INFO, precision=chosen))
        elif profile.serves_in_vllm():  # why a fifth user switched the format (and the memory), or which
            # software the speeds are for when a format was chosen
            out.append(_w("SERVER_ASSUMED_VLLM" if profile.precision is None else "SERVER_ASSUMED_VLLM_FORMAT",
                          Severity.INFO, users=profile.batch_size, chat_users=CHAT_APP_MAX_USERS, precision=chosen))
    if profile.workload is Workload.INFERENCE and profile.effective_precision() is Precision.NF4:
        out.append(_w("NF4_INFERENCE_SLOW", Severity.INFO))
    if profile.workload is Workload.FULL_FINETUNE and not profile.gradient_checkpointing:
        out.append(_w("NO_CHECKPOINTING", Severity.INFO))
    if profile.workload in (Workload.RENDERING, Workload.HPC) and profile.working_set_gb is None:
        code = "WORKING_SET_ASSUMED_" + ("RENDERING" if profile.workload is Workload.RENDERING else "HPC")
        out.append(_w(code, Severity.INFO, gb=sentence_number(DEFAULT_WORKING_SET_GB)))
    return out
