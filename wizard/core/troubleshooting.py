"""The troubleshooting knowledge base ("after the purchase"): schema, loader and search.

The data lives in data/troubleshooting.toml: bilingual entries (symptom, exact error text, causes in
order of likelihood, per-OS checks, fixes, scope, sources), the warning codes of the rules core that
link to them, and NVIDIA's driver → CUDA table used by `gpu-wizard doctor`.

Pure Python + pydantic: no Qt here, so the CLI, the GUI and the PDF report share one source.

Typical use::

    kb = load_knowledge_base()
    search("显存不足", "zh_CN")           # -> [Entry(id="cuda-out-of-memory", ...), ...]
    entries_for(["BLACKWELL_SM120"])      # -> entries linked to a rules-core warning
    entries_applying_to(vendor="nvidia", architecture="12.0", os="linux")
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from wizard.core.catalog import read_document, validate_document
from wizard.core.catalog_models import Source, Vendor
from wizard.core.profile import Engine, FormFactorChoice, Profile
from wizard.core.profile import Workload as ProfileWorkload
from wizard.paths import data_path

Lang = Literal["en", "zh_CN"]
LANGS: tuple[Lang, ...] = ("en", "zh_CN")

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(?:[-.][a-z0-9]+)*$", min_length=2, max_length=60)]
CcString = Annotated[str, Field(pattern=r"^\d+\.\d+$")]
DriverVersion = Annotated[str, Field(pattern=r"^\d+(?:\.\d+){1,2}$")]
SeedRef = Annotated[str, Field(pattern=r"^\d{3}/\d+(?:\.\d+)?$")]
PROJECT_NOTES = ("Seed article", "shared/")  # titles of the project's own research notes (Entry.notes)

BUNDLED_NAME = "bundled troubleshooting knowledge base (data/troubleshooting.toml)"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True, frozen=True)


class WarningCode(StrEnum):
    """Warning codes the rules core emits; entries link to them through `warning_codes`."""

    ROCM_UNSUPPORTED_GPU = "ROCM_UNSUPPORTED_GPU"
    ROCM_UNLISTED_GPU = "ROCM_UNLISTED_GPU"
    ROCM_UNSUPPORTED_OS = "ROCM_UNSUPPORTED_OS"
    ROCM_UNSUPPORTED_OS_LINUX = "ROCM_UNSUPPORTED_OS_LINUX"
    RENDERER_VENDOR_CHECK = "RENDERER_VENDOR_CHECK"
    EXCLUDED_RENDERER = "EXCLUDED_RENDERER"
    AMD_WINDOWS_LLAMACPP = "AMD_WINDOWS_LLAMACPP"
    ROCM_WSL_LIMITED = "ROCM_WSL_LIMITED"
    WSL2_NVIDIA_CAVEATS = "WSL2_NVIDIA_CAVEATS"
    CONNECTOR_12VHPWR = "CONNECTOR_12VHPWR"
    CONNECTOR_12VHPWR_SERVER = "CONNECTOR_12VHPWR_SERVER"
    PSU_HEADROOM = "PSU_HEADROOM"
    PSU_SERVER = "PSU_SERVER"
    CONSUMER_FP64 = "CONSUMER_FP64"
    CONSUMER_FP64_LOW = "CONSUMER_FP64_LOW"
    NO_ECC_FOR_HPC = "NO_ECC_FOR_HPC"
    MULTI_GPU_NO_NVLINK = "MULTI_GPU_NO_NVLINK"
    NVLINK_BRIDGE_GROUPS = "NVLINK_BRIDGE_GROUPS"
    DESKTOP_PCIE_LANES = "DESKTOP_PCIE_LANES"
    PASSIVE_COOLING_DESKTOP = "PASSIVE_COOLING_DESKTOP"
    BLACKWELL_SM120 = "BLACKWELL_SM120"
    BLACKWELL_SM120_CHAT = "BLACKWELL_SM120_CHAT"
    LEGACY_ARCH_DROPPED = "LEGACY_ARCH_DROPPED"
    GEFORCE_DATACENTER_LICENSE = "GEFORCE_DATACENTER_LICENSE"
    WIDE_CARD_MULTI_GPU = "WIDE_CARD_MULTI_GPU"
    SHARED_MEMORY_NOT_VRAM = "SHARED_MEMORY_NOT_VRAM"
    LIBRARY_GAPS_NON_NVIDIA = "LIBRARY_GAPS_NON_NVIDIA"
    INTEL_ONEAPI = "INTEL_ONEAPI"
    INTEL_ONEAPI_TRAINING = "INTEL_ONEAPI_TRAINING"
    EDGE_UNIFIED_MEMORY = "EDGE_UNIFIED_MEMORY"
    # Further codes the rules core (wizard/core/rules.py) emits that have a natural entry here.
    TIGHT_VRAM = "TIGHT_VRAM"
    PSU_NEAR_LIMIT = "PSU_NEAR_LIMIT"
    PSU_BEYOND_ATX = "PSU_BEYOND_ATX"
    ADAPTER_PLUGS = "ADAPTER_PLUGS"
    WALL_CIRCUIT = "WALL_CIRCUIT"
    WALL_CIRCUIT_CN = "WALL_CIRCUIT_CN"
    WALL_CIRCUIT_HEAVY = "WALL_CIRCUIT_HEAVY"
    OPEN_AIR_MULTI_GPU = "OPEN_AIR_MULTI_GPU"
    OPEN_AIR_SERVER = "OPEN_AIR_SERVER"
    WINDOWS_TCC = "WINDOWS_TCC"
    EXCLUDED_ROCM_GPU = "EXCLUDED_ROCM_GPU"
    EXCLUDED_ROCM_OS = "EXCLUDED_ROCM_OS"
    EXCLUDED_WSL_DATACENTER = "EXCLUDED_WSL_DATACENTER"
    EXCLUDED_PASSIVE_DESKTOP = "EXCLUDED_PASSIVE_DESKTOP"
    RENDERERS_AMD = "RENDERERS_AMD"
    RENDERERS_INTEL = "RENDERERS_INTEL"
    GPU_MEMORY_SHARE_SETTING = "GPU_MEMORY_SHARE_SETTING"
    ARM64_SOFTWARE = "ARM64_SOFTWARE"
    ARM64_SOFTWARE_APPS = "ARM64_SOFTWARE_APPS"
    WINDOWS_TRAINING_LAYER_SPLIT = "WINDOWS_TRAINING_LAYER_SPLIT"
    EXCLUDED_WINDOWS_SHARDED_TRAINING = "EXCLUDED_WINDOWS_SHARDED_TRAINING"


# The codes named in the knowledge-base issue; each must be linked by at least one entry.
REQUIRED_WARNING_CODES: frozenset[str] = frozenset({
    "ROCM_UNSUPPORTED_GPU", "ROCM_UNSUPPORTED_OS", "ROCM_WSL_LIMITED", "WSL2_NVIDIA_CAVEATS",
    "CONNECTOR_12VHPWR", "PSU_HEADROOM", "CONSUMER_FP64", "NO_ECC_FOR_HPC", "MULTI_GPU_NO_NVLINK",
    "PASSIVE_COOLING_DESKTOP", "BLACKWELL_SM120", "LEGACY_ARCH_DROPPED", "GEFORCE_DATACENTER_LICENSE",
    "WIDE_CARD_MULTI_GPU", "SHARED_MEMORY_NOT_VRAM", "LIBRARY_GAPS_NON_NVIDIA", "INTEL_ONEAPI",
    "EDGE_UNIFIED_MEMORY",
})


class OsName(StrEnum):
    LINUX = "linux"
    WINDOWS = "windows"
    WSL2 = "wsl2"


class CheckOs(StrEnum):
    LINUX = "linux"
    WINDOWS = "windows"
    WSL2 = "wsl2"
    ANY = "any"


class Workload(StrEnum):
    TRAINING = "training"
    FINE_TUNING = "fine-tuning"
    INFERENCE = "inference"
    HPC = "hpc"
    RENDERING = "rendering"


class Software(StrEnum):
    """What the user runs on the GPU, for entries that concern one software stack only."""

    PYTORCH = "pytorch"  # PyTorch and what is built on it: transformers, vLLM, PEFT, TensorRT-LLM's PyTorch flow
    LLAMACPP = "llama.cpp"  # llama.cpp and the chat apps built on it (LM Studio, Ollama)
    CUDA_TOOLKIT = "cuda-toolkit"  # programs compiled with the CUDA toolkit (simulation codes)
    RENDERER = "renderer"  # a GPU renderer (Blender Cycles, Redshift, Octane)


class Machine(StrEnum):
    """Kinds of computer, for entries about one kind only (a laptop's hybrid graphics)."""

    LAPTOP = "laptop"
    DESKTOP = "desktop"
    SERVER = "server"


class Architecture(StrEnum):
    """Architecture families an entry can be scoped to (lower-case slugs)."""

    KEPLER = "kepler"
    MAXWELL = "maxwell"
    PASCAL = "pascal"
    VOLTA = "volta"
    TURING = "turing"
    AMPERE = "ampere"
    ADA = "ada"
    HOPPER = "hopper"
    BLACKWELL = "blackwell"
    GCN5 = "gcn5"
    RDNA2 = "rdna2"
    RDNA3 = "rdna3"
    RDNA4 = "rdna4"
    CDNA = "cdna"
    CDNA2 = "cdna2"
    CDNA3 = "cdna3"
    XE = "xe"


def _non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty or blank")
    return value


class Text(Strict):
    """A string in both supported languages."""

    en: str
    zh_CN: str

    @field_validator("en", "zh_CN")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        return _non_blank(value)

    def get(self, lang: Lang) -> str:
        return self.en if lang == "en" else self.zh_CN


class Check(Strict):
    """One thing to check. `command` is what to run; a check done by hand (looking at a cable, reading
    a licence) has none, and `explains` says what to do."""

    os: CheckOs
    command: str | None = Field(default=None, min_length=1)
    explains: Text


class Fix(Text):
    command: str | None = None


class AppliesTo(Strict):
    """Scope of an entry; an empty list means "any"."""

    os: list[OsName] = Field(default_factory=list)
    vendor: list[Vendor] = Field(default_factory=list)
    architectures: list[Architecture] = Field(default_factory=list)
    compute_capabilities: list[CcString] = Field(default_factory=list)
    workloads: list[Workload] = Field(default_factory=list)
    software: list[Software] = Field(default_factory=list)
    machines: list[Machine] = Field(default_factory=list)


class Entry(Strict):
    id: Slug
    title: Text
    symptom: Text
    error_patterns: list[str] = Field(default_factory=list)
    keywords: list[str] = Field(default_factory=list)
    causes: list[Text] = Field(min_length=1)
    checks: list[Check] = Field(min_length=1)
    fixes: list[Fix] = Field(min_length=1)
    applies_to: AppliesTo = Field(default_factory=AppliesTo)
    warning_codes: list[WarningCode] = Field(default_factory=list)
    seed_sections: list[SeedRef] = Field(default_factory=list)
    sources: list[Source] = Field(min_length=1)  # what a reader can look up: shown with the entry
    # The project's research notes behind it (../shared/reference, the seed articles): for maintainers, never
    # shown. Among the sources, 46 such titles had been listed to users who cannot open them (GUI review).
    notes: list[str] = Field(default_factory=list)

    @field_validator("sources")
    @classmethod
    def _readers_can_look_them_up(cls, sources: list[Source]) -> list[Source]:
        for s in sources:
            if s.url is None and s.title.startswith(PROJECT_NOTES):
                raise ValueError(f"{s.title[:60]!r} is one of the project's notes: list it under notes, not sources")
        return sources

    @field_validator("error_patterns", "keywords")
    @classmethod
    def _no_blank_strings(cls, values: list[str]) -> list[str]:
        for v in values:
            _non_blank(v)
        return values

    def text(self, lang: Lang) -> str:
        """Everything searchable in one language, lower-cased (see `search`)."""
        return "\n".join(_entry_fields(self, lang)).casefold()


class DriverCudaRow(Strict):
    cuda: CcString
    linux: DriverVersion
    windows: DriverVersion | None = None  # NVIDIA lists N/A for CUDA 13.x on Windows


class FamilyFloor(Strict):
    cuda_major: int = Field(ge=9, le=30)
    min_branch: int = Field(ge=300, le=2000)


class DriverCudaTable(Strict):
    notes: str | None = None
    source: Source
    rows: list[DriverCudaRow] = Field(min_length=1)
    family_floors: list[FamilyFloor] = Field(min_length=1)
    family_source: Source


class KbInfo(Strict):
    version: str = Field(min_length=1)
    date: dt.date
    title: str = "GPU Selection Wizard troubleshooting knowledge base"


class KnowledgeBase(Strict):
    knowledge_base: KbInfo
    driver_cuda: DriverCudaTable
    entries: list[Entry] = Field(min_length=20)

    @model_validator(mode="after")
    def _unique_ids(self) -> KnowledgeBase:
        seen: set[str] = set()
        for entry in self.entries:
            if entry.id in seen:
                raise ValueError(f"duplicate entry id {entry.id!r}")
            seen.add(entry.id)
        return self

    def by_id(self) -> dict[str, Entry]:
        return {e.id: e for e in self.entries}


# ----------------------------------------------------------------------------------------------
# Loading
# ----------------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _bundled() -> KnowledgeBase:
    doc = read_document(data_path("troubleshooting.toml"), cache=True)
    return validate_document(KnowledgeBase, doc, BUNDLED_NAME)


def load_knowledge_base(path: str | Path | None = None) -> KnowledgeBase:
    """The bundled knowledge base, or a TOML/JSON file with the same schema when `path` is given.

    Raises `wizard.core.catalog.DataFileError` with the entry and field when the file is invalid.
    """
    if path is None:
        return _bundled()
    p = Path(path)
    return validate_document(KnowledgeBase, read_document(p), str(p))


def entry_by_id(entry_id: str, kb: KnowledgeBase | None = None) -> Entry | None:
    return (kb or load_knowledge_base()).by_id().get(entry_id)


# ----------------------------------------------------------------------------------------------
# Search
# ----------------------------------------------------------------------------------------------


def _entry_fields(entry: Entry, lang: Lang) -> list[str]:
    parts = [entry.id, entry.title.get(lang), entry.symptom.get(lang), *entry.error_patterns]
    parts += entry.keywords
    parts += [c.get(lang) for c in entry.causes]
    for check in entry.checks:
        parts += [check.command or "", check.explains.get(lang)]
    for fix in entry.fixes:
        parts.append(fix.get(lang))
        if fix.command:
            parts.append(fix.command)
    return parts


def _check_lang(lang: str) -> Lang:
    if lang == "en":
        return "en"
    if lang in ("zh_CN", "zh-CN", "zh"):
        return "zh_CN"
    raise ValueError(f"unsupported language {lang!r}; use 'en' or 'zh_CN'")


def _score(entry: Entry, lang: Lang, needles: list[str]) -> int:
    """0 when some needle is missing; otherwise a rank (title and exact error text weigh most)."""
    weighted = [
        (8, [entry.title.get(lang)]),
        (6, entry.error_patterns),
        (4, [*entry.keywords, entry.id]),
        (3, [entry.symptom.get(lang)]),
    ]
    haystack = entry.text(lang)
    score = 0
    for needle in needles:
        if needle not in haystack:
            return 0
        best = 1
        for weight, fields in weighted:
            if any(needle in f.casefold() for f in fields):
                best = max(best, weight)
        score += best
    return score


# Everyday words for what the entries call otherwise, tried when the words as typed find nothing: "power supply",
# "my pc turns off" and "computer restarts" had found no entry though "The PC shuts down or reboots under GPU load
# (PSU trips)" is one (first-time buyer review, 2026-12-02). English only: Chinese is searched by substring.
_EVERYDAY: tuple[tuple[str, str], ...] = (
    ("power supply", "psu"), ("turns off", "shuts down"), ("switches off", "shuts down"),
    ("shuts off", "shuts down"), ("restarts", "reboots"), ("restart", "reboot"), ("overheating", "thermal"),
    ("overheats", "thermal"), ("noisy", "fan"), ("loud", "fan"), ("noise", "fan"),
)
_FILLER = frozenset({"my", "the", "a", "an", "is", "it", "keeps", "when", "pc", "computer", "very", "too"})


def _plain_words(phrase: str) -> str:
    """The query in the entries' words (_EVERYDAY), without filler words."""
    for everyday, word in _EVERYDAY:
        phrase = phrase.replace(everyday, word)
    return " ".join(w for w in phrase.split() if w not in _FILLER)


def search(query: str, lang: str, kb: KnowledgeBase | None = None) -> list[Entry]:
    """Entries matching `query` in one language (case-insensitive, substring, so Chinese works).

    The whole query is tried first as one phrase (good for pasted error messages); if nothing
    matches, every whitespace-separated word must appear somewhere in the entry. Error patterns,
    keywords and commands are language-neutral and searched in both languages. Best match first.
    """
    language = _check_lang(lang)
    phrase = " ".join(query.casefold().split())
    if not phrase:
        return []
    entries = (kb or load_knowledge_base()).entries
    plain = _plain_words(phrase)
    for needles in ([phrase], phrase.split(" "), *([plain.split(" ")] if plain and plain != phrase else [])):
        scored = [(s, i, e) for i, e in enumerate(entries) if (s := _score(e, language, needles))]
        if scored:
            scored.sort(key=lambda t: (-t[0], t[1]))
            return [e for _, _, e in scored]
    # A pasted log line: look for any known error pattern inside the query instead.
    hits = [e for e in entries if any(p.casefold() in phrase for p in e.error_patterns if len(p) >= 8)]
    return hits


# ----------------------------------------------------------------------------------------------
# Links from the rules core and from a machine's hardware
# ----------------------------------------------------------------------------------------------


def entries_for(codes: Iterable[str], kb: KnowledgeBase | None = None) -> list[Entry]:
    """Entries linked to any of the rules core's warning codes, in knowledge-base order.

    Unknown codes are ignored (the rules core may grow codes before the knowledge base does).
    """
    wanted = {c.strip().upper() for c in codes}
    return [e for e in (kb or load_knowledge_base()).entries if wanted & {str(w) for w in e.warning_codes}]


def normalize_cc(value: str) -> str | None:
    """'12.0', 'sm_120', '120', '8.6' → 'X.Y'; None when it is not a compute capability."""
    v = value.strip().lower()
    m = re.fullmatch(r"(\d+)\.(\d+)", v)
    if m:
        return f"{int(m.group(1))}.{int(m.group(2))}"
    m = re.fullmatch(r"(?:sm_|compute_)?(\d{2,3})[af]?", v)
    if m:
        digits = m.group(1)
        return f"{int(digits[:-1])}.{digits[-1]}"
    return None


def architecture_for_cc(cc: str) -> Architecture | None:
    """The NVIDIA architecture family of a compute capability ('8.9' → ada)."""
    norm = normalize_cc(cc)
    if norm is None:
        return None
    major, minor = (int(x) for x in norm.split("."))
    if major == 3:
        return Architecture.KEPLER
    if major == 5:
        return Architecture.MAXWELL
    if major == 6:
        return Architecture.PASCAL
    if major == 7:
        return Architecture.TURING if minor >= 5 else Architecture.VOLTA
    if major == 8:
        return Architecture.ADA if minor == 9 else Architecture.AMPERE
    if major == 9:
        return Architecture.HOPPER
    if major in (10, 11, 12):
        return Architecture.BLACKWELL
    return None


_ARCH_ALIASES: dict[str, Architecture] = {
    "ada lovelace": Architecture.ADA,
    "lovelace": Architecture.ADA,
    "rdna 2": Architecture.RDNA2,
    "rdna 3": Architecture.RDNA3,
    "rdna 4": Architecture.RDNA4,
}


def architecture_for_gfx(gfx: str) -> Architecture | None:
    """The AMD architecture family of an LLVM gfx target ('gfx1100' → rdna3)."""
    g = gfx.lower()
    if g.startswith("gfx12"):
        return Architecture.RDNA4
    if g.startswith("gfx11"):
        return Architecture.RDNA3
    if g.startswith("gfx103"):
        return Architecture.RDNA2
    if g in ("gfx940", "gfx941", "gfx942", "gfx950"):
        return Architecture.CDNA3
    if g == "gfx90a":
        return Architecture.CDNA2
    if g == "gfx908":
        return Architecture.CDNA
    if g in ("gfx906", "gfx900"):
        return Architecture.GCN5
    return None


def _resolve_architecture(value: str) -> tuple[Architecture | None, str | None]:
    """(family, compute capability) for an architecture name, a CC/sm_XY string or a gfx target."""
    v = value.strip().lower()
    if v.startswith("gfx"):
        return architecture_for_gfx(v), None
    cc = normalize_cc(v)
    if cc is not None:
        return architecture_for_cc(cc), cc
    if v in _ARCH_ALIASES:
        return _ARCH_ALIASES[v], None
    try:
        return Architecture(v), None
    except ValueError:
        return None, None


def _os_name(value: str) -> str:
    v = value.strip().lower()
    return {"win32": "windows", "win": "windows", "wsl": "wsl2"}.get(v, v)


def entries_applying_to(
    vendor: str | None = None,
    architecture: str | None = None,
    os: str | None = None,
    workload: str | None = None,
    kb: KnowledgeBase | None = None,
    *,
    software: str | None = None,
    machines: Iterable[str] | None = None,
    scoped_only: bool = False,
) -> list[Entry]:
    """Entries whose `applies_to` covers the given machine; None means "don't filter on this".

    `architecture` may be a family ("blackwell"), a compute capability ("12.0", "sm_120") or an
    AMD gfx target ("gfx1100"); `software` a `Software` value and `machines` the `Machine` values
    the user may have (see `profile_scope`). With `scoped_only`, entries that apply to every
    architecture are left out (useful to show only what is specific to a card).
    """
    arch, cc = _resolve_architecture(architecture) if architecture else (None, None)
    os_value = _os_name(os) if os else None
    machine_values = {m.lower() for m in machines} if machines is not None else None
    result: list[Entry] = []
    for entry in (kb or load_knowledge_base()).entries:
        scope = entry.applies_to
        if vendor and scope.vendor and vendor.lower() not in {str(v) for v in scope.vendor}:
            continue
        if os_value and scope.os and os_value not in {str(o) for o in scope.os}:
            continue
        if workload and scope.workloads and workload.lower() not in {str(w) for w in scope.workloads}:
            continue
        if software and scope.software and software.lower() not in {str(w) for w in scope.software}:
            continue
        if machine_values and scope.machines and not machine_values & {str(m) for m in scope.machines}:
            continue
        has_arch_scope = bool(scope.architectures or scope.compute_capabilities)
        if architecture and has_arch_scope:
            if cc is not None and scope.compute_capabilities:
                if cc not in scope.compute_capabilities:
                    continue
            elif arch is None or arch not in scope.architectures:
                continue
        if scoped_only and not has_arch_scope:
            continue
        result.append(entry)
    return result


def software_specific_first(entry: Entry) -> bool:
    """Sort key: among entries that apply equally, one scoped to a software stack (chat-model-on-cpu
    for a llama.cpp user's tight fit) before a general one (cuda-out-of-memory)."""
    return not entry.applies_to.software


# The profile's workloads in the knowledge base's words.
_KB_WORKLOAD = {"inference": Workload.INFERENCE, "lora": Workload.FINE_TUNING, "qlora": Workload.FINE_TUNING,
                "full_finetune": Workload.FINE_TUNING, "pretraining": Workload.TRAINING, "hpc": Workload.HPC,
                "rendering": Workload.RENDERING}


@dataclass(frozen=True)
class ProfileScope:
    """A profile in the knowledge base's terms: the `entries_applying_to` filters for its answers."""

    os: str
    workload: str | None
    software: str | None  # None when the answers do not say (a chatbot with no engine chosen)
    machines: tuple[str, ...]  # the kinds of computer the cards go in

    def entries(self, vendor: str | None = None, architecture: str | None = None,
                kb: KnowledgeBase | None = None) -> list[Entry]:
        """`entries_applying_to` for these answers and, if given, one card."""
        return entries_applying_to(vendor, architecture, self.os, self.workload, kb,
                                   software=self.software, machines=self.machines)


def profile_scope(profile: Profile) -> ProfileScope:
    """What the user will run, so that the advice matches it: a chat-app user (llama.cpp, LM Studio,
    Ollama) gets no PyTorch or DataLoader advice, a Blender user none about CUDA toolkits."""
    software: Software | None
    if profile.workload is ProfileWorkload.INFERENCE:
        engine = profile.effective_engine()
        software = (Software.LLAMACPP if engine is Engine.LLAMA_CPP
                    else None if engine is Engine.UNKNOWN else Software.PYTORCH)
    elif profile.workload is ProfileWorkload.HPC:
        software = Software.CUDA_TOOLKIT
    elif profile.workload is ProfileWorkload.RENDERING:
        software = Software.RENDERER
    else:
        software = Software.PYTORCH  # fine-tuning and training
    workload = _KB_WORKLOAD.get(profile.workload.value)
    # The catalog holds desktop and server cards only: no laptop advice for a buyer.
    machines = {FormFactorChoice.DESKTOP: (Machine.DESKTOP,), FormFactorChoice.SERVER: (Machine.SERVER,)}.get(
        profile.form_factor, (Machine.DESKTOP, Machine.SERVER))
    return ProfileScope(profile.effective_os().value, workload.value if workload else None,
                        software.value if software else None, tuple(m.value for m in machines))


# ----------------------------------------------------------------------------------------------
# Driver → CUDA
# ----------------------------------------------------------------------------------------------


def _version_tuple(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", version))


def driver_branch(driver_version: str) -> str | None:
    """'570.133.20' → 'R570'; None when the text is not a driver version."""
    m = re.match(r"^\s*(\d{3,4})(?:\.\d+)*\s*$", driver_version)
    return f"R{m.group(1)}" if m else None


def max_cuda_for_driver(
    driver_version: str, os: str = "linux", kb: KnowledgeBase | None = None
) -> str | None:
    """The newest CUDA the driver supports, from NVIDIA's toolkit/driver table.

    A driver qualifies for a CUDA release when it is at least that release's minimum, or belongs to
    the same driver branch (beta drivers of a branch report the branch's CUDA). For a branch newer
    than the table the answer is a lower bound. None for drivers older than the table (CUDA 10.2).
    """
    if driver_branch(driver_version) is None:
        return None
    table = (kb or load_knowledge_base()).driver_cuda
    windows = _os_name(os) in ("windows", "wsl2")
    have = _version_tuple(driver_version)
    best: tuple[int, ...] | None = None
    for row in table.rows:
        minimum = _version_tuple(row.windows if windows and row.windows else row.linux)
        if have >= minimum or have[0] == minimum[0]:
            cuda = _version_tuple(row.cuda)
            if best is None or cuda > best:
                best = cuda
    return ".".join(str(p) for p in best) if best else None


def min_branch_for_cuda_major(cuda_major: int, kb: KnowledgeBase | None = None) -> int | None:
    """Lowest driver branch that runs wheels/apps built for CUDA `cuda_major` (12 → 525)."""
    for floor in (kb or load_knowledge_base()).driver_cuda.family_floors:
        if floor.cuda_major == cuda_major:
            return floor.min_branch
    return None
