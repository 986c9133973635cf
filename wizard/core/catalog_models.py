"""Pydantic models of the bundled GPU catalog and model presets.

The catalog is human-edited TOML (data/catalog/*.toml); these models are its schema. Every
number group carries a source (see `Source`), because a buyer's decision rests on them.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from wizard.core.profile import OperatingSystem, Precision

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(?:[-.][a-z0-9]+)*$", min_length=2, max_length=60)]
NonNeg = Annotated[float, Field(ge=0)]
Positive = Annotated[float, Field(gt=0)]
# Upper bounds catch a slip in a user's catalog: memory_gb = 1e30 passed `catalog validate` and then ranked
# the card first for a 405B model. Each bound is far beyond any GPU sold (B300: 288 GB, 8 TB/s, 1,400 W).
GigaBytes = Annotated[float, Field(gt=0, le=4096)]
BandwidthGBs = Annotated[float, Field(gt=0, le=100_000)]
Tflops = Annotated[float, Field(gt=0, le=100_000)]
TflopsOrNone = Annotated[float, Field(ge=0, le=100_000)]
Watts = Annotated[float, Field(gt=0, le=10_000)]
Dollars = Annotated[float, Field(gt=0, le=10_000_000)]


class Strict(BaseModel):
    # defer_build (here and on the core's other model bases): a model's validator is built when it is
    # first used, not at import, so each command builds only those it uses (17 of the 50 for
    # `gpu-wizard report`; Gpu's is part of Catalog's): the report's content took 0.70 s, now 0.63 s
    # (median of 9 runs). allow_inf_nan=False: NaN reads "a finite number".
    model_config = ConfigDict(extra="forbid", defer_build=True, frozen=True, allow_inf_nan=False)


class Vendor(StrEnum):
    NVIDIA = "nvidia"
    AMD = "amd"
    INTEL = "intel"


class Segment(StrEnum):
    CONSUMER = "consumer"
    WORKSTATION = "workstation"
    DATACENTER = "datacenter"
    EDGE = "edge"


class FormFactor(StrEnum):
    PCIE = "pcie"  # an add-in card
    SXM = "sxm"  # NVIDIA SXM module on an HGX baseboard
    OAM = "oam"  # OCP accelerator module (AMD Instinct MI2xx/MI3xx, Intel Gaudi)
    SUPERCHIP = "superchip"  # Grace + GPU boards (GB200)
    MODULE = "module"  # Jetson system-on-module
    # A complete small computer whose GPU shares one memory pool with the processor (NVIDIA DGX
    # Spark, AMD Ryzen AI Max): bought whole, with its own power supply; it goes on a desk, not in a PC.
    SYSTEM = "system"


class CpuArch(StrEnum):
    X86_64 = "x86_64"
    AARCH64 = "aarch64"  # Arm: NVIDIA Grace (DGX Spark), Jetson


class Cooling(StrEnum):
    OPEN_AIR = "open-air"
    BLOWER = "blower"
    PASSIVE = "passive"
    LIQUID = "liquid"


class Market(StrEnum):
    GLOBAL = "global"  # sold outside China
    CN = "cn"  # can be bought in mainland China (export rules permitting)


class SourceGroup(StrEnum):
    """The groups of numbers that each need a source."""

    MEMORY = "memory"  # memory size, type, bus width, bandwidth
    COMPUTE = "compute"  # FP32/FP64/tensor rates, architecture, compute capability
    POWER = "power"  # board power, connectors, cooling, slots, PCIe, NVLink
    PRICE = "price"  # reference price
    FEATURES = "features"  # ECC, MIG, availability
    RENDERING = "rendering"  # the Blender benchmark score


class BlenderBackend(StrEnum):
    """The Cycles device a Blender benchmark score was measured with."""

    OPTIX = "optix"  # NVIDIA, compute capability 5.0+; uses RT cores where the card has them
    CUDA = "cuda"  # NVIDIA
    HIP = "hip"  # AMD Radeon
    ONEAPI = "oneapi"  # Intel Arc


BACKEND_VENDORS: dict[BlenderBackend, frozenset[Vendor]] = {
    BlenderBackend.OPTIX: frozenset({Vendor.NVIDIA}), BlenderBackend.CUDA: frozenset({Vendor.NVIDIA}),
    BlenderBackend.HIP: frozenset({Vendor.AMD}), BlenderBackend.ONEAPI: frozenset({Vendor.INTEL}),
}


class BlenderScore(Strict):
    """A card's Blender Open Data result: the median benchmark score (samples per minute, summed over
    the benchmark's scenes, so twice the score renders twice as fast) of one Blender version, or of
    one major version's releases pooled ("4.x"); scores of different major versions do not compare."""

    score: Positive
    version: str = Field(pattern=r"^\d+\.(\d+|x)(\.\d+)?$")
    backend: BlenderBackend


class Source(Strict):
    title: str = Field(min_length=3)
    url: str | None = None
    accessed: dt.date | None = None
    note: str | None = None



class Successor(Strict):
    """The card that replaced this one (Gpu.replaced_by): its id, since when, its memory."""

    id: Slug
    since: dt.date
    memory_gb: GigaBytes


class Gpu(Strict):
    id: Slug
    name: str = Field(min_length=2)
    vendor: Vendor
    architecture: str
    compute_capability: str | None = Field(default=None, pattern=r"^\d+\.\d+$")
    gfx_target: str | None = Field(default=None, pattern=r"^gfx[0-9a-f]+$")
    release_year: int = Field(ge=2010, le=2030)
    segment: Segment
    memory_gb: GigaBytes
    memory_type: str
    bus_width_bits: int | None = Field(default=None, gt=0)
    memory_data_rate_gbps: Annotated[float, Field(gt=0, le=100)] | None = None  # per pin, where the datasheet gives it
    bandwidth_gbs: BandwidthGBs
    fp32_tflops: Tflops
    fp64_tflops: TflopsOrNone
    # FP64 on the matrix units (NVIDIA's "FP64 Tensor Core", AMD's "FP64 Matrix"), where the datasheet gives
    # more than the vector rate: what DGEMM and the dense solvers built on it reach (HpcCode.DENSE_MATRIX).
    # None where the matrix units add nothing for FP64 (consumer cards, V100, B200, MI350X/MI355X).
    fp64_matrix_tflops: Tflops | None = None
    fp16_dense_tflops: Tflops | None = None  # tensor, FP32 accumulate, no 2:4 sparsity
    bf16_dense_tflops: Tflops | None = None
    fp8_dense_tflops: Tflops | None = None
    int8_dense_tops: Tflops | None = None
    fp16_sparse_tflops: Tflops | None = None  # only for the dense <= sparse sanity check
    tdp_w: Watts
    power_connectors: list[str] = Field(min_length=1)
    pcie_gen: int | None = Field(default=None, ge=1, le=6)
    pcie_lanes: int | None = Field(default=None, ge=1, le=16)
    form_factor: FormFactor
    slot_width: float | None = Field(default=None, gt=0, le=5)
    cooling: Cooling
    nvlink_gbs: NonNeg = 0
    # How many cards one NVLink joins, for a PCIe card's bridge: 2 for a two-way bridge (RTX 3090, RTX A6000,
    # A100 PCIe), 4 for H200 NVL's four-way one. None: every GPU of the machine (an SXM/OAM baseboard's
    # NVSwitch or mesh). More cards than that also talk over PCIe between the bridged groups.
    nvlink_gpus: int | None = Field(default=None, ge=2, le=8)
    # SXM/OAM modules and superchips only: how many GPUs the systems they are sold in hold (NVIDIA's
    # datasheets: "HGX H100 partner systems with 4 or 8 GPUs"; GB200: NVL4 boards and NVL72 racks). One
    # H100 SXM is not a product, so only these counts are offered; left out, 8 (HGX B200/B300, the AMD
    # and Intel OAM platforms). Power source group.
    baseboard_gpus: list[int] | None = None
    ecc: bool
    mig: int = Field(default=0, ge=0, le=7)  # max MIG instances; 0 = not MIG-capable
    markets: list[Market] = Field(min_length=1)
    # No source says whether it is sold in mainland China (unlike export-ruled cards, whose note says
    # why "cn" is missing): still left out there, with that reason (EXCLUDED_REGION_UNCONFIRMED).
    china_unconfirmed: bool = False
    # US export rules on a China-market card (the "features" source cites them): "licence_required", new
    # supply stopped (A800, H800: the rule of 2023-10-17, in force 2023-11); "changing", the status changed
    # more than once (H20: a licence requirement in April 2025, licences reported again from July 2025).
    # A buyer in China had been shown 2 x A800 as the top pick with no word of it (EXPORT_* warnings).
    export_status: Literal["licence_required", "changing"] | None = None
    # A card its maker replaced at the same price under nearly the same name, with less memory (RTX 5090 D ->
    # RTX 5090 D v2, 24 GB, August 2025): a shop may hand over either (REPLACED_SAME_PRICE). The memory is the
    # successor's, checked against its entry (Catalog._successors).
    replaced_by: Successor | None = None
    price_usd: Dollars | None = None
    # The official mainland-China launch price in yuan, VAT included, for a card launched there at one
    # (RTX 4090 D, RTX 5090 D): prices in CNY use it as is. Converted from its dollar figure and back, the
    # RTX 5090 D's CNY 16,499 had read CNY 15,982. price_usd stays the dollar figure for other budgets.
    price_cny: Annotated[float, Field(gt=0, le=100_000_000)] | None = None
    price_date: dt.date | None = None
    blender: BlenderScore | None = None  # measured rendering speed, where Blender Open Data has the card
    # What drivers and tools print for this GPU where it differs from `name` (nvidia-smi says "NVIDIA
    # GB10" for a DGX Spark): `gpu-wizard doctor` and "Start from my current GPU" match on these too.
    device_names: list[str] = Field(default_factory=list)
    # Complete computers (form_factor "system") only: the operating systems they run, their processor,
    # and the most of the shared memory the GPU can be given on an OS where the vendor caps it below
    # the total (AMD Variable Graphics Memory on Windows).
    operating_systems: list[OperatingSystem] | None = None
    cpu_arch: CpuArch | None = None
    gpu_memory_max_gb: dict[OperatingSystem, GigaBytes] = Field(default_factory=dict)
    # How many of these computers the vendor supports linking to run one model (DGX Spark: two,
    # through their ConnectX-7 ports); 1 for everything else.
    linked_max: int = Field(default=1, ge=1, le=8)
    approximate: list[str] = Field(default_factory=list)  # fields whose value is approximate
    notes: str | None = None
    sources: dict[SourceGroup, Source]

    @model_validator(mode="after")
    def _consistent(self) -> Gpu:
        if self.vendor is Vendor.NVIDIA and self.compute_capability is None:
            raise ValueError("compute_capability is required for NVIDIA GPUs")
        if self.vendor is Vendor.AMD and self.gfx_target is None:
            raise ValueError("gfx_target is required for AMD GPUs")
        if self.price_usd is not None and self.price_date is None:
            raise ValueError("price_date is required when price_usd is given")
        if self.price_cny is not None and self.price_usd is None:
            raise ValueError("price_cny needs price_usd too (its dollar figure, for budgets in other currencies)")
        if self.china_unconfirmed and Market.CN in self.markets:
            raise ValueError("china_unconfirmed is for a GPU whose markets leave out 'cn'")
        required = {SourceGroup.MEMORY, SourceGroup.COMPUTE, SourceGroup.POWER}
        if self.price_usd is not None:
            required.add(SourceGroup.PRICE)
        if self.blender is not None:
            required.add(SourceGroup.RENDERING)
            if self.vendor not in BACKEND_VENDORS[self.blender.backend]:
                raise ValueError(f"blender.backend {self.blender.backend.value!r} does not run on {self.vendor.value} "
                                 "GPUs (optix/cuda: nvidia, hip: amd, oneapi: intel)")
        missing = sorted(g.value for g in required - set(self.sources))
        if missing:
            raise ValueError(f"sources is missing the group(s): {', '.join(missing)}")
        if self.form_factor is FormFactor.SYSTEM:
            if not self.operating_systems or self.cpu_arch is None:
                raise ValueError('a complete computer (form_factor "system") needs operating_systems and cpu_arch')
        elif self.operating_systems is not None or self.gpu_memory_max_gb or self.linked_max > 1:
            raise ValueError('operating_systems, gpu_memory_max_gb and linked_max are for complete computers '
                             '(form_factor "system")')
        over = [os.value for os, gb in self.gpu_memory_max_gb.items() if gb > self.memory_gb]
        if over:
            raise ValueError(f"gpu_memory_max_gb for {', '.join(over)} is more than memory_gb")
        if self.fp64_matrix_tflops is not None and self.fp64_matrix_tflops <= self.fp64_tflops:
            raise ValueError("fp64_matrix_tflops is for matrix units faster than the vector fp64_tflops "
                             "(leave it out where they are not)")
        if self.nvlink_gpus is not None and self.nvlink_gbs == 0:
            raise ValueError("nvlink_gpus is for a GPU with NVLink (nvlink_gbs above 0)")
        if self.baseboard_gpus is not None:
            if self.form_factor not in (FormFactor.SXM, FormFactor.OAM, FormFactor.SUPERCHIP):
                raise ValueError("baseboard_gpus is for SXM and OAM modules and superchips "
                                 "(form_factor sxm, oam or superchip)")
            sizes = self.baseboard_gpus
            if not 1 <= len(sizes) <= 2 or sizes != sorted(set(sizes)) or not all(1 <= n <= 72 for n in sizes):
                raise ValueError("baseboard_gpus: one or two sizes from 1 to 72, smallest first (e.g. [4, 8])")
        if self.form_factor is FormFactor.PCIE and self.nvlink_gbs > 0 and self.nvlink_gpus is None:
            raise ValueError("a PCIe card's NVLink is a bridge: nvlink_gpus must say how many cards it joins (2 or 4)")
        known = set(type(self).model_fields)
        unknown = [f for f in self.approximate if f not in known]
        if unknown:
            raise ValueError(f"approximate names unknown field(s): {', '.join(unknown)}")
        return self

    def tensor_tflops(self, precision: str) -> float | None:
        """Dense tensor rate at a compute precision ('fp16', 'bf16', 'fp8', 'int8')."""
        return {
            "fp16": self.fp16_dense_tflops,
            "bf16": self.bf16_dense_tflops or self.fp16_dense_tflops,
            "fp8": self.fp8_dense_tflops,
            "int8": self.int8_dense_tops,
        }.get(precision)


class CatalogInfo(Strict):
    version: str = Field(min_length=1)
    date: dt.date
    title: str = "GPU Selection Wizard catalog"
    notes: str | None = None


class Catalog(Strict):
    catalog: CatalogInfo
    gpus: list[Gpu] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_ids(self) -> Catalog:
        seen: set[str] = set()
        for gpu in self.gpus:
            if gpu.id in seen:
                raise ValueError(f"duplicate GPU id {gpu.id!r}")
            seen.add(gpu.id)
        return self

    @model_validator(mode="after")
    def _successors(self) -> Catalog:
        ids = {g.id: g for g in self.gpus}
        for gpu in self.gpus:
            nxt = gpu.replaced_by
            if nxt is None:
                continue
            if nxt.id not in ids:
                raise ValueError(f"{gpu.id}: replaced_by names {nxt.id!r}, which is not in the catalog")
            if abs(ids[nxt.id].memory_gb - nxt.memory_gb) > 1e-9:
                raise ValueError(f"{gpu.id}: replaced_by.memory_gb {nxt.memory_gb:g} is not {nxt.id}'s "
                                 f"{ids[nxt.id].memory_gb:g}")
        return self

    def by_id(self) -> dict[str, Gpu]:
        return {g.id: g for g in self.gpus}


class Attention(StrEnum):
    MHA = "mha"  # multi-head: kv_heads == attention_heads
    GQA = "gqa"  # grouped-query: fewer KV heads
    MLA = "mla"  # multi-head latent attention (DeepSeek-V2/V3): a compressed KV latent per layer


class ModelPreset(Strict):
    id: Slug
    name: str
    family: str
    total_params_b: Positive
    active_params_b: Positive  # equal to total for dense models
    layers: int = Field(gt=0)
    hidden_size: int = Field(gt=0)
    attention_heads: int = Field(gt=0)
    kv_heads: int = Field(gt=0)
    head_dim: int = Field(gt=0)
    intermediate_size: int = Field(gt=0)
    vocab_size: int = Field(gt=0)
    max_context: int = Field(gt=0)
    attention: Attention = Attention.GQA
    moe_experts: int = Field(default=0, ge=0)  # routed experts per MoE layer; 0 = dense
    moe_active_experts: int = Field(default=0, ge=0)
    moe_intermediate_size: int | None = Field(default=None, gt=0)
    moe_shared_experts: int = Field(default=0, ge=0)  # always-on experts per MoE layer (DeepSeek, Llama 4)
    moe_dense_layers: int = Field(default=0, ge=0)  # first layers with a dense MLP (first_k_dense_replace)
    mla_kv_dim: int | None = Field(default=None, gt=0)  # MLA: cached latent + rope dims per layer
    sliding_window: int | None = Field(default=None, gt=0)
    sliding_window_layer_fraction: float = Field(default=0.0, ge=0, le=1)
    tied_embeddings: bool = False
    # The format the official weights are released in, when it is not 16-bit (DeepSeek-V3: fp8; gpt-oss:
    # MXFP4, 4.25 bits like int4). Inference with "automatic" precision uses it: nobody serves them in bf16.
    native_precision: Precision | None = None
    # Hybrid attention (Qwen3-Next, Qwen3.5): this many layers use linear attention (Gated DeltaNet),
    # which keeps a fixed-size recurrent state of `linear_state_values` per sequence instead of a KV
    # cache; `linear_attention_params` is one such layer's mixer (for the parameter-count check).
    linear_attention_layers: int = Field(default=0, ge=0)
    linear_state_values: int = Field(default=0, ge=0)
    linear_attention_params: int = Field(default=0, ge=0)
    attention_output_gate: bool = False  # full-attention q_proj also outputs a gate (doubling it)
    approximate: bool = False  # architecture numbers derived, not read from a config
    license: str | None = None
    # Other names people give this model: Ollama tags ("deepseek-r1:7b"), bare Ollama names that stand for
    # one size ("qwen3" is qwen3:8b). A profile may name the model so; catalog.find_model reads them (the
    # source note says where each comes from). Spellings of the id itself need none ("qwen2.5:7b").
    aliases: list[Annotated[str, Field(min_length=1, max_length=100)]] = Field(default_factory=list)
    # A reasoning model's output length for its thinking, as its card evaluates or recommends it (DeepSeek-R1:
    # "maximum generation length 32,768"; Qwen3: "an output length of 32,768 tokens for most queries"): a short
    # context cuts its answers off (rules.context_for_thinking). None: not a reasoning model.
    thinking_tokens: int | None = Field(default=None, gt=0, le=1_000_000)
    source: Source

    @model_validator(mode="after")
    def _consistent(self) -> ModelPreset:
        if self.active_params_b > self.total_params_b * 1.0001:
            raise ValueError("active_params_b cannot exceed total_params_b")
        if self.attention_heads % self.kv_heads:
            raise ValueError("attention_heads must be a multiple of kv_heads")
        if self.attention is Attention.MLA and self.mla_kv_dim is None:
            raise ValueError("mla_kv_dim is required for MLA models")
        if self.moe_experts and not self.moe_active_experts:
            raise ValueError("moe_active_experts is required when moe_experts is set")
        if self.moe_dense_layers and not (self.moe_experts and self.moe_dense_layers < self.layers):
            raise ValueError("moe_dense_layers needs moe_experts and must be fewer than the layers")
        if self.linear_attention_layers and not (self.linear_attention_layers < self.layers
                                                 and self.linear_state_values and self.linear_attention_params):
            raise ValueError("linear_attention_layers must be fewer than the layers and needs linear_state_values "
                             "and linear_attention_params")
        return self


class ModelCatalog(Strict):
    models: list[ModelPreset] = Field(min_length=1)
