"""Pure functions that turn the text of GPU tools into data (no I/O here).

Every parser accepts whatever a real tool printed, including error text, "[N/A]" fields and
truncated names, and returns an empty result rather than raising on input it does not understand.
The recorded outputs in tests/fixtures/doctor (see SOURCE.md there) are what they are tested on.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

# nvidia-smi --query-gpu fields the doctor asks for. compute_cap needs a driver from about R510;
# older nvidia-smi answer 'Field "compute_cap" is not a valid field to query.' and the doctor
# retries with QUERY_FIELDS_LEGACY.
QUERY_FIELDS: tuple[str, ...] = ("name", "pci.bus_id", "driver_version", "memory.total", "compute_cap", "power.limit")
QUERY_FIELDS_LEGACY: tuple[str, ...] = ("name", "pci.bus_id", "driver_version", "memory.total", "power.limit")

TORCH_MARKER = "GPU_WIZARD_TORCH_JSON "

_MISSING_VALUES = {"", "n/a", "[n/a]", "[not supported]", "not supported", "[unknown error]", "err!", "[err!]",
                   "[insufficient permissions]", "[gpu requires reset]", "[gpu is lost]"}


class Parsed(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True, frozen=True)


class NvidiaGpu(Parsed):
    name: str
    bus_id: str | None = None
    driver_version: str | None = None
    memory_mib: float | None = None
    compute_capability: str | None = None
    power_limit_w: float | None = None
    brand: str | None = None
    architecture: str | None = None  # "Product Architecture" of nvidia-smi -q, e.g. "Ada Lovelace"
    name_truncated: bool = False  # the default nvidia-smi table cuts long names with "..."


class NvidiaSmiInfo(Parsed):
    driver_version: str | None = None
    cuda_version: str | None = None  # the newest CUDA the driver supports ("CUDA Version")
    gpus: list[NvidiaGpu] = Field(default_factory=list)


class AmdGpu(Parsed):
    card: str
    name: str
    series: str | None = None
    model: str | None = None
    vendor: str | None = None
    sku: str | None = None
    gfx_target: str | None = None


class PciDevice(Parsed):
    slot: str
    class_name: str
    class_code: str | None = None
    vendor_id: str | None = None
    device_id: str | None = None
    description: str
    vendor: Literal["nvidia", "amd", "intel", "microsoft"] | None = None


class ProcDriverNvidia(Parsed):
    version: str
    open_module: bool
    arch: str | None = None
    tegra: bool = False  # Jetson: the number is the L4T release, not a desktop driver version


class TorchDevice(Parsed):
    name: str
    capability: tuple[int, int] | None = None
    gcn_arch: str | None = None


class TorchInfo(Parsed):
    python: str | None = None
    version: str | None = None
    cuda: str | None = None
    hip: str | None = None
    cuda_available: bool | None = None
    arch_list: list[str] = Field(default_factory=list)
    devices: list[TorchDevice] = Field(default_factory=list)
    error: str | None = None  # e.g. "ModuleNotFoundError: No module named 'torch'"

    @property
    def installed(self) -> bool:
        return self.version is not None


# ----------------------------------------------------------------------------------------------
# Small helpers
# ----------------------------------------------------------------------------------------------


def clean_value(raw: str | None) -> str | None:
    """Strip a field; None for nvidia-smi's "[N/A]", "[Not Supported]", "ERR!" and the like."""
    if raw is None:
        return None
    value = raw.strip()
    return None if value.casefold() in _MISSING_VALUES else value


def _number(raw: str | None) -> float | None:
    value = clean_value(raw)
    if value is None:
        return None
    m = re.match(r"^\s*([0-9]+(?:\.[0-9]+)?)", value)
    return float(m.group(1)) if m else None


def _cuda_version(raw: str | None) -> str | None:
    value = clean_value(raw)
    return value if value and re.fullmatch(r"\d+\.\d+", value) else None


def _driver_version(raw: str | None) -> str | None:
    value = clean_value(raw)
    return value if value and re.fullmatch(r"\d+(?:\.\d+)+", value) else None


def normalize_bus_id(bus_id: str | None) -> str | None:
    """'00000000:C5:00.0', '0000:c5:00.0' and 'c5:00.0' all become '0000:c5:00.0'."""
    if not bus_id:
        return None
    m = re.fullmatch(r"\s*(?:([0-9a-fA-F]+):)?([0-9a-fA-F]{1,2}):([0-9a-fA-F]{1,2})\.([0-7])\s*", bus_id)
    if not m:
        return bus_id.strip().lower()
    domain = int(m.group(1) or "0", 16)
    return f"{domain:04x}:{int(m.group(2), 16):02x}:{int(m.group(3), 16):02x}.{m.group(4)}"


# ----------------------------------------------------------------------------------------------
# nvidia-smi
# ----------------------------------------------------------------------------------------------


def is_unknown_field_error(text: str) -> bool:
    """nvidia-smi's answer when asked for a field it does not know (old drivers and compute_cap)."""
    return "is not a valid field to query" in text


def nvidia_smi_failure(text: str) -> Literal["driver-not-loaded", "driver-library-mismatch", "no-devices"] | None:
    """Recognise nvidia-smi's own failure messages."""
    if "couldn't communicate with the NVIDIA driver" in text or "NVML: Driver Not Loaded" in text:
        return "driver-not-loaded"
    if "Driver/library version mismatch" in text:
        return "driver-library-mismatch"
    if "No devices were found" in text:
        return "no-devices"
    return None


def _header_name(cell: str) -> str:
    return re.sub(r"\s*\[[^\]]*\]\s*$", "", cell.strip()).casefold()


def parse_query_gpu_csv(text: str, fields: Sequence[str] = QUERY_FIELDS) -> list[NvidiaGpu]:
    """Rows of `nvidia-smi --query-gpu=... --format=csv[,noheader][,nounits]`.

    With a header line the columns are taken from it (units such as " [MiB]" are dropped), so
    captures with any field order work; without one, `fields` gives the order.
    """
    if is_unknown_field_error(text) or nvidia_smi_failure(text):
        return []
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines:
        return []
    rows = list(csv.reader(io.StringIO("\n".join(lines)), skipinitialspace=True))
    known = {f.casefold() for f in (*QUERY_FIELDS, "compute_mode", "index", "uuid", "gpu_name", "gpu_bus_id")}
    columns = [f.casefold() for f in fields]
    if rows and any(_header_name(c) in known for c in rows[0]) and not any(
        re.fullmatch(r"\d+(?:\.\d+)+", c.strip()) for c in rows[0]
    ):
        columns = [_header_name(c) for c in rows[0]]
        rows = rows[1:]
    alias = {"gpu_name": "name", "gpu_bus_id": "pci.bus_id"}
    columns = [alias.get(c, c) for c in columns]
    gpus: list[NvidiaGpu] = []
    for row in rows:
        if len(row) != len(columns):
            continue
        cell = dict(zip(columns, row, strict=True))
        name = clean_value(cell.get("name"))
        if name is None and clean_value(cell.get("compute_cap")) is None:
            continue
        cc = clean_value(cell.get("compute_cap"))
        gpus.append(NvidiaGpu(
            name=name or "NVIDIA GPU",
            bus_id=clean_value(cell.get("pci.bus_id")),
            driver_version=_driver_version(cell.get("driver_version")),
            memory_mib=_number(cell.get("memory.total")),
            compute_capability=cc if cc and re.fullmatch(r"\d+\.\d+", cc) else None,
            power_limit_w=_number(cell.get("power.limit")),
        ))
    return gpus


_Q_TOP = re.compile(r"^(Driver Version|CUDA Version)\s*:\s*(.*?)\s*$")
_Q_GPU = re.compile(r"^GPU\s+([0-9A-Fa-f]+:[0-9A-Fa-f]+:[0-9A-Fa-f]+\.[0-9A-Fa-f])\s*$")
_Q_KEY = re.compile(r"^(\s*)([^:]+?)\s*:\s*(.*?)\s*$")


def parse_nvidia_smi_q(text: str) -> NvidiaSmiInfo:
    """`nvidia-smi -q`: driver version, "CUDA Version" and, per GPU, name, brand, architecture,
    FB memory total and power limit (whatever of these the output contains)."""
    driver: str | None = None
    cuda: str | None = None
    gpus: list[dict[str, Any]] = []
    section = ""
    for line in text.splitlines():
        top = _Q_TOP.match(line)
        if top:
            if top.group(1) == "Driver Version":
                driver = _driver_version(top.group(2))
            else:
                cuda = _cuda_version(top.group(2))
            continue
        gpu = _Q_GPU.match(line)
        if gpu:
            gpus.append({"bus_id": gpu.group(1)})
            section = ""
            continue
        if not gpus:
            continue
        current = gpus[-1]
        m = _Q_KEY.match(line)
        if not m:
            header = line.strip()
            indent = len(line) - len(line.lstrip())
            if header and indent <= 4:
                section = header
            continue
        indent, key, value = len(m.group(1)), m.group(2), m.group(3)
        if indent <= 4:
            section = ""
            if key == "Product Name":
                current["name"] = clean_value(value)
            elif key == "Product Brand":
                current["brand"] = clean_value(value)
            elif key == "Product Architecture":
                current["architecture"] = clean_value(value)
        elif section == "FB Memory Usage" and key == "Total" and "memory_mib" not in current:
            current["memory_mib"] = _number(value)
        elif key in ("Power Limit", "Current Power Limit") and "power_limit_w" not in current:
            current["power_limit_w"] = _number(value)
    result = [
        NvidiaGpu(driver_version=driver, **{k: v for k, v in g.items() if v is not None})
        for g in gpus if g.get("name")
    ]
    return NvidiaSmiInfo(driver_version=driver, cuda_version=cuda, gpus=result)


_TABLE_HEADER = re.compile(r"Driver Version:\s*(\S+)\s+CUDA Version:\s*(\S+)")
_TABLE_GPU = re.compile(
    r"^\|\s*(\d+)\s+(.*?)\s+(On|Off|WDDM|TCC|MCDM)\s*\|\s*"
    r"([0-9A-Fa-f]+:[0-9A-Fa-f]+:[0-9A-Fa-f]+\.[0-9A-Fa-f])\s+(?:On|Off)\s*\|"
)
_TABLE_MEM = re.compile(r"(\d+)MiB\s*/\s*(\d+)MiB")
_TABLE_POWER = re.compile(r"(?:\d+|N/A)\s*W?\s*/\s*(\d+)W")


def parse_nvidia_smi_table(text: str) -> NvidiaSmiInfo:
    """The default `nvidia-smi` table: driver, CUDA Version, GPU names, bus ids, memory, power cap."""
    header = _TABLE_HEADER.search(text)
    driver = _driver_version(header.group(1)) if header else None
    cuda = _cuda_version(header.group(2)) if header else None
    lines = text.splitlines()
    gpus: list[NvidiaGpu] = []
    for i, line in enumerate(lines):
        m = _TABLE_GPU.match(line)
        if not m:
            continue
        name = m.group(2).strip()
        memory: float | None = None
        power: float | None = None
        if i + 1 < len(lines):
            mem = _TABLE_MEM.search(lines[i + 1])
            memory = float(mem.group(2)) if mem else None
            pw = _TABLE_POWER.search(lines[i + 1])
            power = float(pw.group(1)) if pw else None
        gpus.append(NvidiaGpu(
            name=name, bus_id=m.group(4), driver_version=driver, memory_mib=memory, power_limit_w=power,
            name_truncated=name.endswith("..."),
        ))
    return NvidiaSmiInfo(driver_version=driver, cuda_version=cuda, gpus=gpus)


# ----------------------------------------------------------------------------------------------
# rocm-smi
# ----------------------------------------------------------------------------------------------

_HEX_ID = re.compile(r"^0x[0-9a-fA-F]+$")


def _amd_name(series: str | None, model: str | None) -> str | None:
    if model and not _HEX_ID.match(model):
        return model
    if series:
        bracket = re.search(r"\[([^\]]+)\]\s*$", series)
        if bracket:
            return bracket.group(1).strip()
        if not _HEX_ID.match(series):
            return series
    if series or model:
        return f"AMD GPU {series or model}"
    return None


def _amd_gpu(card: str, fields: Mapping[str, str]) -> AmdGpu | None:
    norm = {k.strip().casefold().rstrip(":"): clean_value(v) for k, v in fields.items()}
    series, model = norm.get("card series"), norm.get("card model")
    name = _amd_name(series, model) or clean_value(norm.get("device name"))
    if name is None:
        return None
    gfx = normalize_gfx(norm.get("gfx version"))
    return AmdGpu(
        card=card, name=name, series=series, model=model, vendor=norm.get("card vendor"), sku=norm.get("card sku"),
        gfx_target=gfx,
    )


def normalize_gfx(value: str | None) -> str | None:
    """An LLVM gfx target; rocm-smi prints gfx90a as "gfx9010" (9, 0, stepping 10), so undo that."""
    v = clean_value(value)
    if not v:
        return None
    v = v.split(":")[0].lower()
    m = re.fullmatch(r"gfx(9)(0)(1[0-5])", v)
    if m:
        return f"gfx{m.group(1)}{m.group(2)}{int(m.group(3)):x}"
    return v if re.fullmatch(r"gfx[0-9a-f]{3,4}", v) else None


def parse_rocm_smi(text: str) -> list[AmdGpu]:
    """`rocm-smi --showproductname` in JSON (--json), CSV (--csv) or the plain text layout."""
    stripped = text.strip()
    if stripped.startswith("{"):
        try:
            doc = json.loads(stripped)
        except json.JSONDecodeError:
            doc = None
        if isinstance(doc, dict):
            out = []
            for card, fields in doc.items():
                if isinstance(fields, dict) and str(card).casefold().startswith("card"):
                    gpu = _amd_gpu(str(card), {str(k): str(v) for k, v in fields.items()})
                    if gpu:
                        out.append(gpu)
            return out
    lines = [ln for ln in stripped.splitlines() if ln.strip()]
    if lines and lines[0].casefold().startswith("device,"):
        rows = list(csv.DictReader(io.StringIO("\n".join(lines))))
        out = []
        for row in rows:
            card = row.get("device") or f"card{len(out)}"
            gpu = _amd_gpu(card, {k: v for k, v in row.items() if k and k != "device" and v is not None})
            if gpu:
                out.append(gpu)
        return out
    per_gpu: dict[str, dict[str, str]] = {}
    for line in lines:
        m = re.match(r"^GPU\[(\d+)\]\s*:\s*([^:]+?)\s*:\s*(.*?)\s*$", line)
        if m:
            per_gpu.setdefault(m.group(1), {})[m.group(2)] = m.group(3)
    out = []
    for index, fields in per_gpu.items():
        gpu = _amd_gpu(f"card{index}", fields)
        if gpu:
            out.append(gpu)
    return out


# ----------------------------------------------------------------------------------------------
# lspci, /proc, WSL
# ----------------------------------------------------------------------------------------------

_LSPCI = re.compile(
    r"^(?P<slot>[0-9a-fA-F]+(?::[0-9a-fA-F]+)?:[0-9a-fA-F]+\.[0-7])\s+"
    r"(?P<cls>[^:\[]+?)(?:\s+\[(?P<code>[0-9a-fA-F]{4})\])?:\s+"
    r"(?P<desc>.*?)"
    r"(?:\s+\[(?P<vid>[0-9a-fA-F]{4}):(?P<did>[0-9a-fA-F]{4})\])?"
    r"(?:\s+\(rev [0-9a-fA-F]+\))?(?:\s+\(prog-if [^)]*\)?)?\s*$"
)
_VENDOR_IDS: dict[str, Literal["nvidia", "amd", "intel", "microsoft"]] = {
    "10de": "nvidia", "1002": "amd", "8086": "intel", "1414": "microsoft",
}
_DISPLAY_CLASSES = ("vga compatible controller", "3d controller", "display controller")


def _vendor_from_text(desc: str) -> Literal["nvidia", "amd", "intel", "microsoft"] | None:
    d = desc.casefold()
    if d.startswith("nvidia"):
        return "nvidia"
    if d.startswith(("advanced micro devices", "amd", "ati")):
        return "amd"
    if d.startswith("intel"):
        return "intel"
    if d.startswith("microsoft"):
        return "microsoft"
    return None


def parse_lspci(text: str) -> list[PciDevice]:
    """Display controllers (PCI class 03xx) from `lspci -nn` (plain `lspci` lines work too)."""
    out: list[PciDevice] = []
    for line in text.splitlines():
        m = _LSPCI.match(line.strip())
        if not m:
            continue
        cls, code = m.group("cls").strip(), m.group("code")
        if not (code and code.startswith("03")) and cls.casefold() not in _DISPLAY_CLASSES:
            continue
        vid = m.group("vid").lower() if m.group("vid") else None
        desc = m.group("desc").strip()
        out.append(PciDevice(
            slot=m.group("slot"), class_name=cls, class_code=code, vendor_id=vid,
            device_id=m.group("did").lower() if m.group("did") else None, description=desc,
            vendor=_VENDOR_IDS.get(vid or "") or _vendor_from_text(desc),
        ))
    return out


def parse_proc_driver_nvidia(text: str) -> ProcDriverNvidia | None:
    """/proc/driver/nvidia/version of the proprietary or the open kernel module."""
    m = re.search(r"Kernel Module(?: for (\S+))?\s+(\d+(?:\.\d+)+)", text)
    if not m:
        return None
    arch, version = m.group(1), m.group(2)
    tegra = arch == "aarch64" and int(version.split(".")[0]) < 100
    return ProcDriverNvidia(version=version, open_module="Open Kernel Module" in text, arch=arch, tegra=tegra)


def wsl_version(proc_version: str | None, env: Mapping[str, str]) -> int:
    """0 outside WSL, 1 for WSL 1 (no GPU access at all), 2 for WSL 2."""
    text = (proc_version or "").casefold()
    if "microsoft" not in text and "wsl" not in text:
        return 2 if ("WSL_DISTRO_NAME" in env or "WSL_INTEROP" in env) and not text else 0
    if "wsl2" in text or "microsoft-standard" in text:
        return 2
    if "WSL_INTEROP" in env:  # only WSL 2 sets it
        return 2
    return 1


# ----------------------------------------------------------------------------------------------
# The PyTorch probe (see probes.TORCH_SCRIPT)
# ----------------------------------------------------------------------------------------------


def _opt_str(doc: Mapping[str, Any], key: str) -> str | None:
    value = doc.get(key)
    return value if isinstance(value, str) and value else None


def parse_torch_probe(text: str) -> TorchInfo | None:
    """The JSON line the PyTorch probe prints; None when the probe did not get that far."""
    for line in reversed(text.splitlines()):
        if not line.startswith(TORCH_MARKER):
            continue
        try:
            doc = json.loads(line[len(TORCH_MARKER):])
        except json.JSONDecodeError:
            return None
        if not isinstance(doc, dict):
            return None
        devices: list[TorchDevice] = []
        for d in doc.get("devices") or []:
            if not isinstance(d, dict) or not isinstance(d.get("name"), str):
                continue
            cap = d.get("capability")
            capability = (int(cap[0]), int(cap[1])) if isinstance(cap, list) and len(cap) == 2 else None
            gcn = d.get("gcn_arch")
            devices.append(TorchDevice(name=d["name"], capability=capability,
                                       gcn_arch=gcn if isinstance(gcn, str) and gcn else None))
        arch = doc.get("arch_list")
        available = doc.get("cuda_available")
        return TorchInfo(
            python=_opt_str(doc, "python"), version=_opt_str(doc, "version"), cuda=_opt_str(doc, "cuda"),
            hip=_opt_str(doc, "hip"),
            cuda_available=available if isinstance(available, bool) else None,
            arch_list=[a for a in arch if isinstance(a, str)] if isinstance(arch, list) else [],
            devices=devices, error=_opt_str(doc, "error"),
        )
    return None


def torch_variant(info: TorchInfo) -> str | None:
    """'cu126', 'rocm6.3', 'cpu', 'xpu' from the version suffix or the build's CUDA/HIP version."""
    if info.version is None:
        return None
    m = re.search(r"\+(cu\d+|rocm[\d.]+|cpu|xpu)$", info.version)
    if m:
        return m.group(1)
    if info.cuda:
        return "cu" + info.cuda.replace(".", "")
    if info.hip:
        return "rocm" + ".".join(info.hip.split(".")[:2])
    return "cpu"
