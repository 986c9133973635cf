"""Power-supply sizing.

Rule: PSU >= (GPU board power x count + platform allowance) x 1.2, rounded up to a common PSU
size. With a 250 W desktop allowance this reproduces NVIDIA's figures: RTX 4090 (450 W) ->
840 -> 850 W; RTX 4080 (320 W) -> 684 -> 750 W; RTX 5090 (575 W) -> 990 -> 1000 W
(ecosystem.md section 8). The 1.2 factor covers ATX 3.x transient excursions (200 % for 100 us
is absorbed by the PSU's hold-up; 120 % for 100 ms is what the factor leaves room for).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from wizard.core.catalog_models import FormFactor, Gpu
from wizard.core.ecosystem import is_complete_system, is_jetson

PSU_FACTOR = 1.2
DESKTOP_PLATFORM_W = 250.0  # CPU, board, drives, fans of a typical workstation tower
SERVER_PLATFORM_W = 600.0  # dual-socket server: two CPUs, memory, NICs, fans
EXTRA_GPU_PLATFORM_W = 25.0  # per additional GPU: fans, risers, PCIe switches
# An SXM/OAM baseboard server draws far more than its GPUs and a dual-socket platform: NVSwitches, a NIC per
# GPU, and the fans that cool it all. 0.75 x the GPUs' power on top fits NVIDIA's own 8-GPU systems within
# 4 %: DGX A100 6.5 kW max (8 x 400 W; DGX A100 User Guide), DGX H100 10.2 kW (8 x 700 W; DGX H100/H200
# User Guide), DGX B200 14.3 kW (8 x 1,000 W; DGX B200 User Guide). Approximate. 8 x B200 had read 8,775 W
# with a 12 kW supply, 40 % under NVIDIA's figure.
BASEBOARD_SHARE = 0.75
BASEBOARD_FORMS = frozenset({FormFactor.SXM, FormFactor.OAM})  # modules sold on a server's baseboard
_BASEBOARD_FORMS = frozenset(f.value for f in BASEBOARD_FORMS)  # as plain strings (is_server_part says why)
PSU_SIZES = [450, 550, 650, 750, 850, 1000, 1200, 1300, 1500, 1600, 2000, 2400, 2800, 3000, 3200,
             3600, 4000, 4800, 6000, 8000, 10000, 12000, 15000, 20000]
# A North American 15 A / 120 V circuit delivers about 1,440 W continuous (80 % rule).
WALL_CIRCUIT_W = 1440.0
# What a machine draws from the wall is its components' draw over the supply's efficiency: 80 PLUS Gold asks
# 87 % at 20 % load, 90 % at 50 % and 87 % at full load (115 V internal; the 80 PLUS program's certification
# levels). 0.9, approximate: the circuits below are held against the wall figure, not the components'.
PSU_EFFICIENCY = 0.9
# Mainland China: 220 V household sockets rated 10 A (GB/T 2099.1, GB/T 1002), 1,760 W at the same 80 %;
# a 120 V warning had been given to a buyer in China, where mains is 220 V.
WALL_CIRCUIT_CN_W = 1760.0
# The most one household circuit carries for hours anywhere: 16 A at 230 V (Europe's Schuko; China's 16 A
# socket at 220 V is 2,816 W), at the same 80 % for a continuous load: about 2,940 W. Past it "230 V circuits
# are fine" was wrong (4 x RTX 5090 at 2,625 W is already past a 10 A or 13 A socket): WALL_CIRCUIT_HEAVY.
WALL_CIRCUIT_16A_W = 230 * 16 * 0.8
WALL_CIRCUIT_CN_16A_W = 220 * 16 * 0.8


_SERVER_FORMS = frozenset({FormFactor.SXM.value, FormFactor.OAM.value, FormFactor.SUPERCHIP.value})


def is_server_part(gpu: Gpu) -> bool:
    # Compared as plain strings: this runs once per configuration on big catalogs.
    return str.__str__(gpu.form_factor) in _SERVER_FORMS


def has_own_supply(gpu: Gpu) -> bool:
    """A complete computer (form_factor "system") or a Jetson module: not a card that goes into a PC, so
    tdp_w is the whole device's power (a Jetson's module power includes its CPU) and it brings its own
    power adapter (the AGX Thor developer kit's is 140 W, data/catalog/70-edge.toml), not an ATX supply."""
    return is_complete_system(gpu) or is_jetson(gpu)


def _platform_w(gpu: Gpu, server: bool) -> float | None:
    """What the rest of the machine draws with the first card; None for a device with its own supply
    (has_own_supply), whose tdp_w is the whole machine's."""
    if has_own_supply(gpu):
        return None
    return SERVER_PLATFORM_W if server or is_server_part(gpu) else DESKTOP_PLATFORM_W


def _machine_w(gpu: Gpu, count: int, platform: float | None) -> float:
    if platform is None:
        return gpu.tdp_w * count
    board = BASEBOARD_SHARE * gpu.tdp_w * count if str.__str__(gpu.form_factor) in _BASEBOARD_FORMS else 0.0
    return gpu.tdp_w * count + board + platform + EXTRA_GPU_PLATFORM_W * (count - 1)


def wall_power(system_w: float) -> float:
    """What a machine drawing `system_w` in its components takes from the wall socket (PSU_EFFICIENCY)."""
    return system_w / PSU_EFFICIENCY


def system_power(gpu: Gpu, count: int, server: bool) -> float:
    return _machine_w(gpu, count, _platform_w(gpu, server))


def system_powers(gpu: Gpu, counts: range, server: bool) -> dict[int, tuple[float, float | None]]:
    """system_power and supply_needed for each count of one card: what recommend asks for every
    configuration, with the card's kind looked up once instead of twice per count."""
    platform = _platform_w(gpu, server)
    out: dict[int, tuple[float, float | None]] = {}
    for n in counts:
        system = _machine_w(gpu, n, platform)
        out[n] = (system, None if platform is None else system * PSU_FACTOR)
    return out


def supply_needed(gpu: Gpu, system_w: float) -> float | None:
    """The power supply a machine drawing `system_w` with this GPU needs; None for a device with its own
    (has_own_supply): the user's PSU answer is about the PC that takes cards."""
    return None if has_own_supply(gpu) else system_w * PSU_FACTOR


def psu_required(gpu: Gpu, count: int, server: bool) -> float | None:
    return supply_needed(gpu, system_power(gpu, count, server))


# ---------------------------------------------------------------- the supply's GPU power plugs

# PCIe CEM: an 8-pin PCIe plug carries 150 W, a 6-pin 75 W. The 8-pin-to-16-pin adapter that comes
# with a 16-pin card sets the card's power limit from how many 8-pins are connected (its sideband
# SENSE levels: 300 / 450 / 600 W for 2 / 3 / 4 plugs; ecosystem.md 6.1-6.2, Intel ATX 3 design guide).
EIGHT_PIN_W = 150.0
_PLUG = re.compile(r"(\d+)\s*x\s*(6|8|16)-pin\s*(PCIe|12VHPWR|12V-2x6)", re.IGNORECASE)


@dataclass(frozen=True)
class PciePlugs:
    """The GPU power plugs one card takes from the supply: PCIe 8-pin (a 6-pin socket takes a 6+2
    plug too) and 16-pin 12V-2x6/12VHPWR. Cards powered otherwise (CPU/EPS 8-pin, baseboards, the
    slot alone, complete computers) take none that this check counts."""

    eight: int = 0
    sixteen: int = 0


def pcie_plugs(gpu: Gpu) -> PciePlugs:
    eight = sixteen = 0
    for text in gpu.power_connectors:
        for count, pins, _kind in _PLUG.findall(text):
            if pins == "16":
                sixteen += int(count)
            else:
                eight += int(count)
    return PciePlugs(eight, sixteen)


def takes_eps_plug(gpu: Gpu) -> bool:
    """A workstation or datacenter card powered by an 8-pin CPU (EPS) plug (RTX A6000: ecosystem.md
    6.2), which the PCIe plug count does not cover."""
    return any("EPS" in text for text in gpu.power_connectors)


def adapter_plugs(gpu: Gpu) -> int:
    """PCIe 8-pin plugs the card's 16-pin adapter needs for its full board power (2 to 4)."""
    return max(2, min(4, math.ceil(gpu.tdp_w / EIGHT_PIN_W - 1e-9)))


@dataclass(frozen=True)
class PlugNeed:
    """What `count` cards take from a supply with `native16` native 16-pin plugs."""

    eight: int  # PCIe 8-pin plugs in all, adapters included
    adapters: int  # 16-pin sockets fed through the card's adapter
    per_adapter: int  # 8-pin plugs each adapter takes


def plugs_needed(gpu: Gpu, count: int, native16: int) -> PlugNeed:
    plugs = pcie_plugs(gpu)
    adapters = max(0, plugs.sixteen * count - native16)
    per_adapter = adapter_plugs(gpu) if plugs.sixteen else 0
    return PlugNeed(plugs.eight * count + adapters * per_adapter, adapters, per_adapter)


def psu_recommended(gpu: Gpu, count: int, server: bool) -> int | None:
    return psu_size(psu_required(gpu, count, server))


# A supply less than 10 % above the need is close to its limit: a power spike may trip it (rules'
# PSU_NEAR_LIMIT; the reason for a pick then says it covers the need only just).
PSU_NEAR_MARGIN = 1.1


def psu_near_limit(have: float, need: float) -> bool:
    return have < need * PSU_NEAR_MARGIN


def psu_size(need: float | None) -> int | None:
    """The smallest common supply rating that covers `need` watts (None: the device has its own supply)."""
    if need is None:
        return None
    for size in PSU_SIZES:
        if size >= need:
            return size
    return int(-(-need // 1000) * 1000)
