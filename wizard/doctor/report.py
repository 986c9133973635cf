"""From raw probe output to conclusions: the `DoctorReport` model, its logic and its text form.

Conclusions the report draws:
- the GPUs on this machine (nvidia-smi, rocm-smi, else lspci) and their compute capability;
- the NVIDIA driver, its branch (R570) and the newest CUDA it supports (nvidia-smi's
  "CUDA Version", else NVIDIA's toolkit/driver table in data/troubleshooting.toml);
- whether the installed PyTorch can use each GPU: the GPU's compute capability against the wheel's
  arch list (shared/reference/ecosystem.md §1.2: a cubin sm_XY runs on X.Z with Z >= Y of the same
  major; compute_XY PTX is JIT-compiled for anything newer; sm_XYa only on X.Y itself), and the
  driver against the wheel's CUDA family floor (cu12x needs R525+, cu13x R580+);
- findings, each linked to knowledge-base entries, plus the entries specific to the cards found.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from wizard.core.troubleshooting import (
    KnowledgeBase,
    Lang,
    Text,
    architecture_for_cc,
    architecture_for_gfx,
    driver_branch,
    entries_applying_to,
    load_knowledge_base,
    max_cuda_for_driver,
    min_branch_for_cuda_major,
    normalize_cc,
)
from wizard.doctor.parsers import (
    QUERY_FIELDS_LEGACY,
    AmdGpu,
    NvidiaGpu,
    NvidiaSmiInfo,
    PciDevice,
    TorchInfo,
    normalize_bus_id,
    normalize_gfx,
    nvidia_smi_failure,
    parse_lspci,
    parse_nvidia_smi_q,
    parse_nvidia_smi_table,
    parse_proc_driver_nvidia,
    parse_query_gpu_csv,
    parse_rocm_smi,
    parse_torch_probe,
    torch_variant,
    wsl_version,
)
from wizard.doctor.probes import CommandResult, RawProbes
from wizard.locale_format import label_colon

PYTORCH_INDEX = "https://download.pytorch.org/whl"
NO_GPU_TOOLS = Text(
    en="No GPU tools found: this machine has no NVIDIA/AMD driver installed, which is fine if you are "
    "planning a purchase.",
    zh_CN="未找到 GPU 工具：这台机器没有安装 NVIDIA/AMD 驱动。如果您正在规划采购，这完全没有问题。",
)

Severity = Literal["info", "warning", "error"]
OsKind = Literal["linux", "windows", "wsl2", "macos", "other"]
CcSource = Literal["nvidia-smi", "pytorch", "catalog", "name", "architecture"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True, frozen=True)


class ProbeRecord(Model):
    name: str
    command: str
    status: Literal["ok", "missing", "failed", "timeout", "error"]
    returncode: int | None = None


class GpuReport(Model):
    vendor: Literal["nvidia", "amd", "intel"]
    name: str
    source: Literal["nvidia-smi", "rocm-smi", "lspci"]
    bus_id: str | None = None
    memory_mib: float | None = None
    power_limit_w: float | None = None
    compute_capability: str | None = None
    compute_capability_source: CcSource | None = None
    architecture: str | None = None  # family slug: "ada", "blackwell", "rdna3" ...
    gfx_target: str | None = None


class TorchReport(Model):
    interpreter: str | None = None
    probe_status: Literal["ok", "missing", "failed", "timeout", "error"]
    installed: bool = False
    python: str | None = None
    version: str | None = None
    variant: str | None = None  # cu126, cu128, rocm6.3, cpu, xpu
    cuda: str | None = None
    hip: str | None = None
    cuda_available: bool | None = None
    arch_list: list[str] = Field(default_factory=list)
    error: str | None = None


class TorchVerdict(Model):
    gpu: str
    usable: bool | None  # None: cannot tell
    reason: Literal[
        "ok", "cpu-build", "other-vendor-build", "arch-missing", "driver-too-old", "cuda-unavailable",
        "unknown-arch", "gfx-missing",
    ]
    message: Text
    fix_command: str | None = None
    kb_ids: list[str] = Field(default_factory=list)


class Finding(Model):
    code: str
    severity: Severity
    message: Text
    kb_ids: list[str] = Field(default_factory=list)


class KbRef(Model):
    id: str
    title: Text


class DoctorReport(Model):
    schema_version: int = 1
    platform: str
    os: OsKind
    wsl: int = 0  # 0 = not WSL, 1 = WSL 1, 2 = WSL 2
    no_gpu_tools: bool
    probes: list[ProbeRecord]
    gpus: list[GpuReport]
    nvidia_driver: str | None = None
    driver_branch: str | None = None
    kernel_module: Literal["open", "proprietary"] | None = None
    max_cuda: str | None = None
    max_cuda_source: Literal["nvidia-smi", "driver-table"] | None = None
    torch: TorchReport | None = None
    verdicts: list[TorchVerdict] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    kb_entries: list[KbRef] = Field(default_factory=list)


# ----------------------------------------------------------------------------------------------
# Compute capability: from tools, PyTorch, the catalog, or the product name
# ----------------------------------------------------------------------------------------------

# Last-resort guesses from the marketing name (ecosystem.md §1.1); first match wins.
_NAME_CC: tuple[tuple[str, str], ...] = (
    (r"\bGB10\b", "12.1"),
    (r"\bRTX 50\d0\b|RTX PRO \d+.*Blackwell|\bRTX 50\d0 ?D\b", "12.0"),
    (r"\bB300\b|\bGB300\b", "10.3"),
    (r"\bB200\b|\bB100\b|\bGB200\b", "10.0"),
    (r"\bH100\b|\bH200\b|\bH800\b|\bH20\b|\bGH200\b", "9.0"),
    (r"\bRTX 40\d0\b|Ada Generation|\bL40S?\b|\bL4\b|\bL20\b", "8.9"),
    (r"\bA100\b|\bA800\b|\bA30\b", "8.0"),
    (r"\bRTX 30\d0\b|\bRTX A\d{4}\b|\bA40\b|\bA10G?\b|\bA16\b|\bA2\b", "8.6"),
    (r"\bRTX 20\d0\b|\bGTX 16\d0\b|\bT4\b|TITAN RTX|Quadro RTX|\bT\d{3,4}\b", "7.5"),
    (r"\bV100\b|TITAN V\b", "7.0"),
    (r"\bP100\b", "6.0"),
    (r"\bGTX 10\d0\b|TITAN Xp|\bP40\b|\bP4\b|Quadro P\d+", "6.1"),
    (r"\bGTX 9\d0M?\b|TITAN X\b|\bM40\b|\bM60\b|\bM\d{4}M\b", "5.2"),
    (r"\bGTX 750\b|\bGTX 745\b", "5.0"),
    (r"\bGTX 7[6-8]0\b|\bGTX TITAN\b|\bK40\b|\bK80\b", "3.5"),
)
_ARCH_NAME_CC = {"ada lovelace": "8.9", "hopper": "9.0", "turing": "7.5", "volta": "7.0", "pascal": None}


def cc_from_name(name: str) -> str | None:
    for pattern, cc in _NAME_CC:
        if re.search(pattern, name, re.IGNORECASE):
            return cc
    return None


CatalogLookup = Callable[[str], tuple[str | None, str | None]]


@lru_cache(maxsize=1)
def _catalog() -> tuple[list[tuple[str, str]], dict[str, tuple[str | None, str | None]]]:
    """The bundled catalog's (id, name) pairs to match on, and id -> (compute capability, gfx target)."""
    try:
        from wizard.core.catalog import load_catalog, name_pairs

        gpus = load_catalog().gpus
    except Exception:  # a broken catalog must not break the doctor
        return [], {}
    return name_pairs(gpus), {g.id: (g.compute_capability, g.gfx_target) for g in gpus}


def catalog_lookup(name: str) -> tuple[str | None, str | None]:
    """(compute capability, gfx target) of a bundled-catalog GPU with this name, else (None, None).
    Variants named alike (RTX 5060 Ti 8 GB / 16 GB) share their chip, so their targets agree."""
    from wizard.core.catalog import match_gpu_candidates

    pairs, targets = _catalog()
    found = {targets[i] for i in match_gpu_candidates(name, pairs)}
    return found.pop() if len(found) == 1 else (None, None)


def _parse_arch(entry: str) -> tuple[str, int, int, str] | None:
    m = re.fullmatch(r"(sm|compute)_(\d{2,3})([af]?)", entry.strip().lower())
    if not m:
        return None
    digits = m.group(2)
    return m.group(1), int(digits[:-1]), int(digits[-1]), m.group(3)


def arch_list_covers(cc: str, arch_list: Iterable[str]) -> bool | None:
    """Whether a CUDA build with this arch list can run on compute capability `cc`.

    None when the list has no CUDA entries (unknown). Rules: ecosystem.md §1.2.
    """
    norm = normalize_cc(cc)
    if norm is None:
        return None
    major, minor = (int(x) for x in norm.split("."))
    parsed = [p for p in (_parse_arch(a) for a in arch_list) if p]
    if not parsed:
        return None
    for kind, a_major, a_minor, suffix in parsed:
        if kind == "sm":
            if suffix == "a" and (a_major, a_minor) == (major, minor):
                return True
            if suffix != "a" and a_major == major and a_minor <= minor:
                return True
        elif (a_major, a_minor) <= (major, minor):
            return True  # PTX, JIT-compiled by the driver for newer GPUs
    return False


def gfx_covered(gfx: str, arch_list: Iterable[str]) -> bool | None:
    targets = {a.split(":")[0].lower() for a in arch_list if a.lower().startswith("gfx")}
    if not targets:
        return None
    return gfx.split(":")[0].lower() in targets


# ----------------------------------------------------------------------------------------------
# Building the report
# ----------------------------------------------------------------------------------------------


def _os_kind(platform: str, wsl: int) -> OsKind:
    if platform.startswith("linux"):
        return "wsl2" if wsl == 2 else "linux"
    if platform == "win32":
        return "windows"
    if platform == "darwin":
        return "macos"
    return "other"


def _record(name: str, result: CommandResult) -> ProbeRecord:
    command = f"{result.argv[0]} -c <pytorch probe>" if name == "pytorch" and result.argv else result.command
    return ProbeRecord(name=name, command=command, status=result.status, returncode=result.returncode)


def _nvidia_gpus(raw: RawProbes) -> tuple[list[NvidiaGpu], NvidiaSmiInfo, NvidiaSmiInfo]:
    rows: list[NvidiaGpu] = []
    if raw.nvidia_query and raw.nvidia_query.status == "ok":
        rows = parse_query_gpu_csv(raw.nvidia_query.stdout)
    if not rows and raw.nvidia_query_legacy and raw.nvidia_query_legacy.status == "ok":
        rows = parse_query_gpu_csv(raw.nvidia_query_legacy.stdout, QUERY_FIELDS_LEGACY)
    q = parse_nvidia_smi_q(raw.nvidia_q.stdout) if raw.nvidia_q else NvidiaSmiInfo()
    table = parse_nvidia_smi_table(raw.nvidia_table.stdout) if raw.nvidia_table else NvidiaSmiInfo()
    if not rows:
        rows = q.gpus or table.gpus
    else:
        by_bus = {normalize_bus_id(g.bus_id): g for g in q.gpus}
        rows = [
            g.model_copy(update={"architecture": by_bus[normalize_bus_id(g.bus_id)].architecture,
                                 "brand": by_bus[normalize_bus_id(g.bus_id)].brand})
            if normalize_bus_id(g.bus_id) in by_bus else g
            for g in rows
        ]
    return rows, q, table


def _resolve_cc(gpu: NvidiaGpu, index: int, torch: TorchInfo | None,
                lookup: CatalogLookup) -> tuple[str | None, CcSource | None]:
    if gpu.compute_capability:
        return gpu.compute_capability, "nvidia-smi"
    if torch and index < len(torch.devices) and torch.devices[index].capability:
        major, minor = torch.devices[index].capability or (0, 0)
        return f"{major}.{minor}", "pytorch"
    if not gpu.name_truncated:
        cc, _ = lookup(gpu.name)
        if cc:
            return cc, "catalog"
        cc = cc_from_name(gpu.name)
        if cc:
            return cc, "name"
    if gpu.architecture:
        cc = _ARCH_NAME_CC.get(gpu.architecture.casefold())
        if cc:
            return cc, "architecture"
    return None, None


def _amd_gfx(gpu: AmdGpu, index: int, torch: TorchInfo | None, lookup: CatalogLookup) -> str | None:
    if torch and torch.hip and index < len(torch.devices):
        from_torch = normalize_gfx(torch.devices[index].gcn_arch)
        if from_torch:
            return from_torch
    return gpu.gfx_target or lookup(gpu.name)[1]


def _cc_tuple(cc: str | None) -> tuple[int, int] | None:
    norm = normalize_cc(cc) if cc else None
    if norm is None:
        return None
    major, minor = norm.split(".")
    return int(major), int(minor)


def _join(*parts: Text) -> Text:
    return Text(en=" ".join(p.en for p in parts), zh_CN="".join(p.zh_CN for p in parts))


def _wheel_advice(cc: tuple[int, int] | None) -> tuple[str | None, Text]:
    """The pip command to recommend for a GPU (None when no current wheel fits) and the advice text."""
    if cc is not None and cc < (5, 0):
        return None, Text(
            en="No current PyTorch CUDA wheel supports Kepler (compute capability 3.x); only the PyTorch 2.0–2.5 "
               "cu117/cu118 builds contain sm_37 (Tesla K80).",
            zh_CN="目前没有任何 PyTorch CUDA 轮子支持 Kepler（计算能力 3.x）；只有 PyTorch 2.0–2.5 的 cu117/cu118 "
                  "版本包含 sm_37（Tesla K80）。")
    if cc is not None and cc < (7, 5):
        return f"pip install --upgrade torch torchvision --index-url {PYTORCH_INDEX}/cu126", Text(
            en="Install a cu126 wheel, the last variant that includes Maxwell, Pascal and Volta.",
            zh_CN="请安装 cu126 轮子，这是最后一个包含 Maxwell、Pascal、Volta 的版本。")
    return f"pip install --upgrade torch torchvision --index-url {PYTORCH_INDEX}/cu128", Text(
        en="Install a cu128 or newer wheel (PyTorch 2.7 or newer).",
        zh_CN="请安装 cu128 或更新的轮子（PyTorch 2.7 及以上）。")


def _nvidia_verdict(gpu: GpuReport, torch: TorchInfo, branch: int | None, kb: KnowledgeBase) -> TorchVerdict:
    name, cc = gpu.name, gpu.compute_capability
    cc_t = _cc_tuple(cc)
    fix, advice = _wheel_advice(cc_t)
    legacy_kb = ["legacy-arch-dropped"] if cc_t is not None and cc_t < (7, 5) else []
    if not torch.cuda:
        what = (("a ROCm (AMD) build", "ROCm（AMD）版") if torch.hip else ("a CPU-only build", "纯 CPU 版"))
        return TorchVerdict(
            gpu=name, usable=False, reason="other-vendor-build" if torch.hip else "cpu-build", fix_command=fix,
            kb_ids=["torch-cuda-unavailable", *legacy_kb],
            message=_join(Text(en=f"cannot use {name}: this is {what[0]} of PyTorch.",
                               zh_CN=f"无法使用 {name}：当前安装的是{what[1]} PyTorch。"), advice))
    wheel_major = int(torch.cuda.split(".")[0])
    floor = min_branch_for_cuda_major(wheel_major, kb)
    if branch is not None and floor is not None and branch < floor:
        return TorchVerdict(
            gpu=name, usable=False, reason="driver-too-old", kb_ids=["torch-cuda-unavailable"],
            message=Text(en=f"cannot use {name}: this PyTorch is built for CUDA {torch.cuda}, which needs driver "
                            f"R{floor} or newer (installed: R{branch}). Update the driver or install an older CUDA "
                            "variant.",
                         zh_CN=f"无法使用 {name}：这个 PyTorch 基于 CUDA {torch.cuda} 构建，需要 R{floor} 及以上的驱动"
                               f"（当前为 R{branch}）。请升级驱动，或改装较老的 CUDA 版本。"))
    if cc is None or cc_t is None:
        return TorchVerdict(
            gpu=name, usable=None, reason="unknown-arch",
            message=Text(en=f"cannot tell whether PyTorch supports {name}: its compute capability is unknown.",
                         zh_CN=f"无法判断 PyTorch 是否支持 {name}：未能确定其计算能力。"))
    covered = arch_list_covers(cc, torch.arch_list)
    if covered is None:
        # No arch list (e.g. CUDA unavailable): infer from the wheel's CUDA version (ecosystem.md §3.3).
        wheel_cuda = _cc_tuple(torch.cuda) or (0, 0)
        blackwell_on_old = cc_t >= (10, 0) and wheel_cuda < (12, 8)
        legacy_on_new = cc_t < (7, 5) and (wheel_cuda >= (13, 0) or (cc_t < (7, 0) and wheel_cuda >= (12, 8)))
        if blackwell_on_old or legacy_on_new or cc_t < (5, 0):
            covered = False
    sm = f"sm_{cc_t[0]}{cc_t[1]}"
    if covered is False:
        kb_id = "legacy-arch-dropped" if cc_t < (7, 5) else (
            "rtx50-sm120-old-pytorch" if cc_t >= (12, 0) else "torch-cuda-unavailable")
        return TorchVerdict(
            gpu=name, usable=False, reason="arch-missing", fix_command=fix, kb_ids=[kb_id],
            message=_join(Text(en=f"cannot use {name} ({sm}): PyTorch {torch.version} has no kernels for it.",
                               zh_CN=f"无法使用 {name}（{sm}）：PyTorch {torch.version} 中没有适用于它的内核。"),
                          advice))
    if torch.cuda_available is False:
        return TorchVerdict(
            gpu=name, usable=False, reason="cuda-unavailable", kb_ids=["torch-cuda-unavailable"],
            message=Text(en=f"PyTorch {torch.version} supports {sm} but torch.cuda.is_available() is False; check the "
                            "driver and CUDA_VISIBLE_DEVICES.",
                         zh_CN=f"PyTorch {torch.version} 支持 {sm}，但 torch.cuda.is_available() 为 False；"
                               "请检查驱动和 CUDA_VISIBLE_DEVICES。"))
    if covered is None:
        return TorchVerdict(
            gpu=name, usable=None, reason="unknown-arch",
            message=Text(en=f"PyTorch {torch.version} reports no architecture list; cannot confirm support for {sm}.",
                         zh_CN=f"PyTorch {torch.version} 没有报告架构列表，无法确认是否支持 {sm}。"))
    return TorchVerdict(
        gpu=name, usable=True, reason="ok",
        message=Text(en=f"PyTorch {torch.version} can use {name} ({sm}).",
                     zh_CN=f"PyTorch {torch.version} 可以使用 {name}（{sm}）。"))


def _amd_verdict(gpu: GpuReport, torch: TorchInfo, os_kind: OsKind) -> TorchVerdict:
    name = gpu.name
    if not torch.hip:
        kb_ids = ["rocm-on-windows"] if os_kind == "windows" else ["rocm-unsupported-gpu"]
        reason: Literal["cpu-build", "other-vendor-build"] = "other-vendor-build" if torch.cuda else "cpu-build"
        what = ("a CUDA (NVIDIA) build", "CUDA（NVIDIA）版") if torch.cuda else ("a CPU-only build", "纯 CPU 版")
        hint_en = "PyTorch ROCm wheels exist for Linux only" if os_kind == "windows" else "install a ROCm build"
        hint_zh = "PyTorch 的 ROCm 轮子只有 Linux 版" if os_kind == "windows" else "请安装 ROCm 版"
        return TorchVerdict(
            gpu=name, usable=False, reason=reason, kb_ids=kb_ids,
            message=Text(en=f"cannot use {name}: this is {what[0]} of PyTorch; {hint_en}.",
                         zh_CN=f"无法使用 {name}：当前是{what[1]} PyTorch；{hint_zh}。"))
    if gpu.gfx_target:
        covered = gfx_covered(gpu.gfx_target, torch.arch_list)
        if covered is False:
            return TorchVerdict(
                gpu=name, usable=False, reason="gfx-missing", kb_ids=["rocm-unsupported-gpu"],
                message=Text(en=f"{name} ({gpu.gfx_target}) is not among the targets this ROCm build of PyTorch was "
                                "compiled for; expect \"HIP error: invalid device function\".",
                             zh_CN=f"{name}（{gpu.gfx_target}）不在这个 ROCm 版 PyTorch 的编译目标中，运行时可能报 "
                                   "\"HIP error: invalid device function\"。"))
        if covered and torch.cuda_available is not False:
            return TorchVerdict(
                gpu=name, usable=True, reason="ok",
                message=Text(en=f"PyTorch {torch.version} can use {name} ({gpu.gfx_target}).",
                             zh_CN=f"PyTorch {torch.version} 可以使用 {name}（{gpu.gfx_target}）。"))
    if torch.cuda_available is False:
        return TorchVerdict(
            gpu=name, usable=False, reason="cuda-unavailable", kb_ids=["rocm-unsupported-gpu"],
            message=Text(en=f"this ROCm build of PyTorch sees no usable GPU (torch.cuda.is_available() is False) for "
                            f"{name}.",
                         zh_CN="这个 ROCm 版 PyTorch 找不到可用的 GPU（torch.cuda.is_available() 为 False），"
                               f"无法使用 {name}。"))
    return TorchVerdict(
        gpu=name, usable=None, reason="unknown-arch",
        message=Text(en=f"cannot confirm that PyTorch supports {name}: its gfx target is unknown.",
                     zh_CN=f"无法确认 PyTorch 是否支持 {name}：未能确定其 gfx 目标。"))


def _f(code: str, severity: Severity, en: str, zh: str, *kb_ids: str) -> Finding:
    return Finding(code=code, severity=severity, message=Text(en=en, zh_CN=zh), kb_ids=list(kb_ids))


def build_report(raw: RawProbes, kb: KnowledgeBase | None = None, lookup: CatalogLookup | None = None) -> DoctorReport:
    """Derive the report from raw probe output. Pure: no I/O besides the bundled data files."""
    kb = kb or load_knowledge_base()
    lookup = lookup or catalog_lookup
    wsl = wsl_version(raw.proc_version, raw.wsl_env)
    os_kind = _os_kind(raw.platform, wsl)
    probes = [_record(n, r) for n, r in raw.commands()]
    findings: list[Finding] = []

    # --- PyTorch
    torch_info: TorchInfo | None = None
    torch_report: TorchReport | None = None
    if raw.torch is not None:
        torch_info = parse_torch_probe(raw.torch.stdout)
        torch_report = TorchReport(
            interpreter=raw.python, probe_status=raw.torch.status,
            installed=bool(torch_info and torch_info.installed),
            python=torch_info.python if torch_info else None,
            version=torch_info.version if torch_info else None,
            variant=torch_variant(torch_info) if torch_info else None,
            cuda=torch_info.cuda if torch_info else None, hip=torch_info.hip if torch_info else None,
            cuda_available=torch_info.cuda_available if torch_info else None,
            arch_list=torch_info.arch_list if torch_info else [],
            error=torch_info.error if torch_info else _last_line(raw.torch.stderr),
        )

    # --- NVIDIA
    nv_rows, q, table = _nvidia_gpus(raw)
    nvidia_outputs = [r.output for r in (raw.nvidia_query, raw.nvidia_q, raw.nvidia_table) if r is not None]
    failure = next((f for f in map(nvidia_smi_failure, nvidia_outputs) if f), None)
    proc = parse_proc_driver_nvidia(raw.proc_driver_nvidia) if raw.proc_driver_nvidia else None
    driver = next((v for v in (*(g.driver_version for g in nv_rows), q.driver_version, table.driver_version) if v),
                  None)
    if driver is None and proc and not proc.tegra:
        driver = proc.version
    branch = driver_branch(driver) if driver else None
    smi_cuda = q.cuda_version or table.cuda_version
    max_cuda: str | None = smi_cuda
    max_cuda_source: Literal["nvidia-smi", "driver-table"] | None = "nvidia-smi" if smi_cuda else None
    if max_cuda is None and driver and branch:
        max_cuda = max_cuda_for_driver(driver, os_kind, kb)
        max_cuda_source = "driver-table" if max_cuda else None

    gpus: list[GpuReport] = []
    for i, g in enumerate(nv_rows):
        cc, cc_source = _resolve_cc(g, i, torch_info, lookup)
        arch = architecture_for_cc(cc) if cc else None
        gpus.append(GpuReport(
            vendor="nvidia", name=g.name, source="nvidia-smi", bus_id=g.bus_id, memory_mib=g.memory_mib,
            power_limit_w=g.power_limit_w, compute_capability=cc, compute_capability_source=cc_source,
            architecture=arch.value if arch else None,
        ))

    # --- AMD
    amd_rows = parse_rocm_smi(raw.rocm_smi.stdout) if raw.rocm_smi and raw.rocm_smi.status == "ok" else []
    for i, a in enumerate(amd_rows):
        gfx = _amd_gfx(a, i, torch_info, lookup)
        arch_slug = _arch_of_gfx(gfx)
        gpus.append(GpuReport(vendor="amd", name=a.name, source="rocm-smi", gfx_target=gfx, architecture=arch_slug))

    # --- lspci: cards no vendor tool reported
    pci: list[PciDevice] = parse_lspci(raw.lspci.stdout) if raw.lspci and raw.lspci.status == "ok" else []
    pci_nvidia = [d for d in pci if d.vendor == "nvidia"]
    for d in pci:
        if d.vendor == "nvidia" and not nv_rows:
            gpus.append(GpuReport(vendor="nvidia", name=_pci_name(d), source="lspci", bus_id=d.slot,
                                  compute_capability=cc_from_name(d.description),
                                  compute_capability_source="name" if cc_from_name(d.description) else None))
        elif d.vendor == "amd" and not amd_rows:
            gfx = lookup(_pci_name(d))[1]
            gpus.append(GpuReport(vendor="amd", name=_pci_name(d), source="lspci", bus_id=d.slot, gfx_target=gfx,
                                  architecture=_arch_of_gfx(gfx)))
        elif d.vendor == "intel":
            gpus.append(GpuReport(vendor="intel", name=_pci_name(d), source="lspci", bus_id=d.slot))

    nvidia_missing = raw.nvidia_query is None or raw.nvidia_query.status == "missing"
    rocm_missing = raw.rocm_smi is None or raw.rocm_smi.status == "missing"
    no_gpu_tools = nvidia_missing and rocm_missing and proc is None

    # --- findings about the machine
    if no_gpu_tools:
        findings.append(Finding(code="NO_GPU_TOOLS", severity="info", message=NO_GPU_TOOLS))
    if wsl == 1:
        findings.append(_f("WSL1_NO_GPU", "error",
                           "This distribution runs under WSL 1, which has no GPU access. Convert it with "
                           "`wsl --set-version <distro> 2`.",
                           "当前发行版运行在 WSL 1 下，无法访问 GPU。"
                           "请用 `wsl --set-version <发行版> 2` 转换为 WSL 2。",
                           "wsl2-gpu-not-visible"))
    if wsl == 2 and not raw.dev_dxg:
        findings.append(_f("WSL2_NO_DXG", "warning",
                           "WSL 2 without /dev/dxg: GPU paravirtualisation is not available (old Windows build, old "
                           "WSL kernel or no GPU driver on Windows).",
                           "WSL 2 中没有 /dev/dxg：GPU 半虚拟化不可用"
                           "（Windows 版本过旧、WSL 内核过旧，或 Windows 上没装显卡驱动）。",
                           "wsl2-gpu-not-visible"))
    if wsl == 2 and any(g.vendor == "nvidia" for g in gpus):
        findings.append(_f("WSL2_NVIDIA", "info",
                           "Running under WSL 2: use only the Windows NVIDIA driver; nvidia-smi shows a reduced set "
                           "of information here.",
                           "当前运行在 WSL 2 中：只需安装 Windows 端的 NVIDIA 驱动；这里的 nvidia-smi 只显示部分信息。",
                           "wsl2-limitations"))
    if failure == "driver-not-loaded":
        kb_ids = ("wsl2-gpu-not-visible",) if wsl else (
            "nvidia-driver-not-loaded", "secure-boot-blocks-nvidia", "nouveau-conflict")
        findings.append(_f("NVIDIA_DRIVER_NOT_LOADED", "error",
                           "nvidia-smi cannot talk to the NVIDIA driver: the kernel module is not loaded.",
                           "nvidia-smi 无法与 NVIDIA 驱动通信：内核模块没有加载。", *kb_ids))
    elif failure == "driver-library-mismatch":
        findings.append(_f("NVIDIA_DRIVER_LIBRARY_MISMATCH", "error",
                           "The NVIDIA kernel module and user-space libraries have different versions (usually after "
                           "a driver update without a reboot).",
                           "NVIDIA 内核模块与用户态库版本不一致（通常是升级驱动后没有重启）。",
                           "driver-library-mismatch"))
    elif failure == "no-devices":
        findings.append(_f("NVIDIA_NO_DEVICES", "error",
                           "The NVIDIA driver is loaded but found no GPU it can initialise.",
                           "NVIDIA 驱动已加载，但没有找到可以初始化的 GPU。", "nvidia-driver-not-loaded"))
    if pci_nvidia and nvidia_missing and wsl == 0:
        findings.append(_f("NVIDIA_GPU_WITHOUT_DRIVER", "warning",
                           "An NVIDIA GPU is on the PCI bus but nvidia-smi is not installed: the NVIDIA driver is "
                           "missing.",
                           "PCI 总线上有 NVIDIA 显卡，但没有安装 nvidia-smi：缺少 NVIDIA 驱动。",
                           "nvidia-driver-not-loaded", "nouveau-conflict"))
    if pci_nvidia and any(d.vendor in ("intel", "amd") and d.class_code in ("0300", None) for d in pci) and \
            any(d.class_code == "0302" for d in pci_nvidia):
        findings.append(_f("HYBRID_GRAPHICS", "info",
                           "Hybrid graphics (an integrated GPU plus an NVIDIA GPU as a 3D controller): make sure "
                           "your applications run on the NVIDIA GPU.",
                           "检测到双显卡（核显 + 作为 3D 控制器的 NVIDIA 独显）：请确认程序运行在 NVIDIA 独显上。",
                           "hybrid-laptop-wrong-gpu"))
    if any(g.vendor == "amd" for g in gpus):
        if os_kind == "windows":
            findings.append(_f("AMD_ON_WINDOWS", "warning",
                               "AMD GPU on Windows: upstream PyTorch has no ROCm wheels for Windows.",
                               "Windows 上的 AMD 显卡：PyTorch 官方没有 Windows 版 ROCm 轮子。", "rocm-on-windows"))
        elif os_kind == "wsl2":
            findings.append(_f("AMD_ON_WSL2", "warning",
                               "AMD GPU under WSL 2: ROCm supports only the cards on AMD's WSL list.",
                               "WSL 2 中的 AMD 显卡：ROCm 只支持 AMD WSL 列表中的显卡。", "rocm-on-wsl2"))
    if any(g.vendor == "intel" and re.search(r"\bArc\b|Data Center GPU", g.name) for g in gpus):
        findings.append(_f("INTEL_GPU", "info",
                           "Intel GPU: PyTorch reaches it as \"xpu\" with the XPU wheels, not as \"cuda\".",
                           "Intel 显卡：PyTorch 通过 XPU 版轮子以 \"xpu\" 设备访问它，而不是 \"cuda\"。",
                           "intel-gpu-xpu"))

    # --- PyTorch verdicts
    verdicts: list[TorchVerdict] = []
    branch_num = int(branch[1:]) if branch else None
    if torch_report is not None:
        if torch_report.probe_status == "missing" and raw.python is None:
            findings.append(_f("PYTHON_NOT_FOUND", "info", "No Python interpreter found on PATH; PyTorch not checked.",
                               "PATH 中没有找到 Python 解释器，未检查 PyTorch。"))
        elif torch_info is None:
            why = _PROBE_WHY.get(torch_report.probe_status, _PROBE_WHY["ok"])  # the code ("missing") had been shown
            findings.append(_f("TORCH_PROBE_FAILED", "warning",
                               f"Could not inspect PyTorch with {raw.python}: {why.en}.",
                               f"无法通过 {raw.python} 检查 PyTorch：{why.zh_CN}。"))
        elif not torch_info.installed:
            findings.append(_f("TORCH_NOT_INSTALLED", "info",
                               f"PyTorch is not installed for {raw.python}. Only PyTorch tools (transformers, vLLM, "
                               "fine-tuning) need it; chat apps such as LM Studio and Ollama do not (--no-torch "
                               "skips this check).",
                               f"{raw.python} 中没有安装 PyTorch。只有基于 PyTorch 的工具（transformers、vLLM、微调）"
                               "需要它；LM Studio、Ollama 等聊天应用不需要（--no-torch 可跳过这项检查）。"))
        else:
            for gpu in gpus:
                if gpu.vendor == "nvidia" and gpu.source == "nvidia-smi":
                    verdicts.append(_nvidia_verdict(gpu, torch_info, branch_num, kb))
                elif gpu.vendor == "amd":
                    verdicts.append(_amd_verdict(gpu, torch_info, os_kind))
    for v in verdicts:
        if v.usable is False:
            findings.append(Finding(code="TORCH_CANNOT_USE_GPU", severity="error", message=v.message, kb_ids=v.kb_ids))

    # --- knowledge-base entries: those the findings name, then those specific to the cards found
    ids: list[str] = []
    for finding in findings:
        ids += finding.kb_ids
    kb_os = os_kind if os_kind in ("linux", "windows", "wsl2") else None
    for gpu in gpus:
        arch_key = gpu.compute_capability or gpu.gfx_target
        if not arch_key or gpu.vendor == "intel":
            continue
        for entry in entries_applying_to(gpu.vendor, arch_key, kb_os, kb=kb, scoped_only=True):
            if not entry.applies_to.workloads:
                ids.append(entry.id)
    by_id = kb.by_id()
    seen: set[str] = set()
    refs: list[KbRef] = []
    for entry_id in ids:
        if entry_id in by_id and entry_id not in seen:
            seen.add(entry_id)
            refs.append(KbRef(id=entry_id, title=by_id[entry_id].title))

    return DoctorReport(
        platform=raw.platform, os=os_kind, wsl=wsl, no_gpu_tools=no_gpu_tools, probes=probes, gpus=gpus,
        nvidia_driver=driver, driver_branch=branch,
        kernel_module=("open" if proc.open_module else "proprietary") if proc else None,
        max_cuda=max_cuda, max_cuda_source=max_cuda_source, torch=torch_report, verdicts=verdicts,
        findings=findings, kb_entries=refs,
    )


def _last_line(text: str) -> str | None:
    lines = text.strip().splitlines()
    return lines[-1] if lines else None


def _pci_name(d: PciDevice) -> str:
    """'NVIDIA Corporation GM204 [GeForce GTX 970]' → 'NVIDIA GeForce GTX 970'."""
    bracket = re.findall(r"\[([^\]]+)\]", d.description)
    vendor = {"nvidia": "NVIDIA", "amd": "AMD", "intel": "Intel"}.get(d.vendor or "", "")
    useful = [b for b in bracket if b not in ("AMD/ATI",)]
    if useful:
        return f"{vendor} {useful[-1]}".strip()
    return d.description


def _arch_of_gfx(gfx: str | None) -> str | None:
    arch = architecture_for_gfx(gfx) if gfx else None
    return arch.value if arch else None


# Why a PyTorch probe gave no report, by its status (probes.Status), in words.
_PROBE_WHY: dict[str, Text] = {
    "missing": Text(en="no such program", zh_CN="找不到这个程序"),
    "failed": Text(en="it exited with an error", zh_CN="它运行出错退出"),
    "timeout": Text(en="it did not answer in time", zh_CN="它没有及时响应"),
    "error": Text(en="it could not be started", zh_CN="无法启动它"),
    "ok": Text(en="its answer was not the expected report (is it a Python interpreter?)",
               zh_CN="它的输出不是预期的结果（它是 Python 解释器吗？）"),
}


# ----------------------------------------------------------------------------------------------
# Text form
# ----------------------------------------------------------------------------------------------

_LABELS: dict[str, Text] = {
    "title": Text(en="GPU Selection Wizard: doctor", zh_CN="GPU 选型向导：环境诊断"),
    "system": Text(en="System", zh_CN="系统"),
    "gpus": Text(en="GPUs", zh_CN="显卡"),
    "driver": Text(en="NVIDIA driver", zh_CN="NVIDIA 驱动"),
    "max_cuda": Text(en="newest CUDA it supports", zh_CN="支持的最高 CUDA 版本"),
    "pytorch": Text(en="PyTorch", zh_CN="PyTorch"),
    "findings": Text(en="Findings", zh_CN="诊断结论"),
    "kb": Text(en="Knowledge base", zh_CN="故障排查知识库"),
    "none": Text(en="none found", zh_CN="未发现"),
    "not_installed": Text(en="not installed", zh_CN="未安装"),
    "not_checked": Text(en="not checked", zh_CN="未能检查"),
    "cc": Text(en="compute capability", zh_CN="计算能力"),
    "from_table": Text(en="from NVIDIA's driver table", zh_CN="根据 NVIDIA 驱动对照表"),
    "from_smi": Text(en="reported by nvidia-smi", zh_CN="由 nvidia-smi 报告"),
    "fix": Text(en="fix", zh_CN="解决"),
}
_OS_NAMES = {"linux": "Linux", "windows": "Windows", "wsl2": "WSL 2", "macos": "macOS", "other": "other"}


def render_text(report: DoctorReport, lang: Lang = "en") -> str:
    """A short human-readable report in English or Simplified Chinese."""
    def t(key: str) -> str:
        return _LABELS[key].get(lang)

    colon = label_colon(lang)
    system = _OS_NAMES[report.os] + (" (WSL 1)" if report.wsl == 1 else "")
    lines = [t("title"), f"{t('system')}{colon}{system}", ""]
    if report.no_gpu_tools and not report.gpus:
        lines.append(NO_GPU_TOOLS.get(lang))
    else:
        lines.append(f"{t('gpus')}{colon.strip()}")
        if not report.gpus:
            lines.append(f"  - {t('none')}")
        for g in report.gpus:
            bits = []
            if g.compute_capability:
                bits.append(f"{t('cc')} {g.compute_capability}")
            if g.gfx_target:
                bits.append(g.gfx_target)
            if g.memory_mib:
                bits.append(f"{g.memory_mib / 1024:.0f} GiB")
            detail = f" ({', '.join(bits)})" if bits else ""
            where = f" [{g.bus_id}]" if g.bus_id else ""
            lines.append(f"  - {g.name}{detail}{where}")
        if report.no_gpu_tools:
            lines.append(NO_GPU_TOOLS.get(lang))
    if report.nvidia_driver:
        driver = f"{t('driver')}{colon}{report.nvidia_driver}"
        if report.driver_branch:
            driver += f" ({report.driver_branch})"
        if report.kernel_module:
            driver += f", {report.kernel_module} kernel module" if lang == "en" else \
                ("，开源内核模块" if report.kernel_module == "open" else "，闭源内核模块")
        lines.append(driver)
        if report.max_cuda:
            source = t("from_smi") if report.max_cuda_source == "nvidia-smi" else t("from_table")
            lines.append(f"  {t('max_cuda')}{colon}{report.max_cuda} ({source})")
    if report.torch is not None:
        tr = report.torch
        if tr.installed:
            build = tr.variant or "?"
            lines.append(f"{t('pytorch')}{colon}{tr.version} ({build}) — {tr.interpreter}")
        else:
            where = f" — {tr.interpreter}" if tr.interpreter else ""
            # "not installed" only when the interpreter answered so; else the finding says what went wrong
            state = t("not_installed") if tr.probe_status == "ok" and tr.python is not None else t("not_checked")
            lines.append(f"{t('pytorch')}{colon}{state}{where}")
        for v in report.verdicts:
            mark = {True: "OK", False: "!!", None: "??"}[v.usable]
            lines.append(f"  [{mark}] {v.message.get(lang)}")
            if v.fix_command:
                lines.append(f"       {t('fix')}{colon}{v.fix_command}")
    shown = [f for f in report.findings if f.code not in ("NO_GPU_TOOLS", "TORCH_CANNOT_USE_GPU")]
    if shown:
        lines += ["", f"{t('findings')}{colon.strip()}"]
        marks = {"info": "-", "warning": "!", "error": "!!"}
        for f in shown:
            lines.append(f"  {marks[f.severity]} {f.message.get(lang)}")
    if report.kb_entries:
        lines += ["", f"{t('kb')}{colon.strip()}"]
        for ref in report.kb_entries:
            lines.append(f"  - {ref.title.get(lang)}  [{ref.id}]")
    return "\n".join(lines) + "\n"
