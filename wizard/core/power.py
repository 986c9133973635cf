"""Power-supply sizing.

Rule: PSU >= (GPU board power x count + platform allowance) x 1.2, rounded up to a common PSU
size. With a 250 W desktop allowance this reproduces NVIDIA's figures: RTX 4090 (450 W) ->
840 -> 850 W; RTX 4080 (320 W) -> 684 -> 750 W; RTX 5090 (575 W) -> 990 -> 1000 W
(ecosystem.md section 8). The 1.2 factor covers ATX 3.x transient excursions (200 % for 100 us
is absorbed by the PSU's hold-up; 120 % for 100 ms is what the factor leaves room for).
"""

from __future__ import annotations

from wizard.core.catalog_models import FormFactor, Gpu

PSU_FACTOR = 1.2
DESKTOP_PLATFORM_W = 250.0  # CPU, board, drives, fans of a typical workstation tower
SERVER_PLATFORM_W = 600.0  # dual-socket server: two CPUs, memory, NICs, fans
EXTRA_GPU_PLATFORM_W = 25.0  # per additional GPU: fans, risers, PCIe switches
PSU_SIZES = [450, 550, 650, 750, 850, 1000, 1200, 1300, 1500, 1600, 2000, 2400, 2800, 3000, 3200,
             3600, 4000, 4800, 6000, 8000, 10000, 12000, 15000, 20000]
# A North American 15 A / 120 V circuit delivers about 1,440 W continuous (80 % rule).
WALL_CIRCUIT_W = 1440.0


_SERVER_FORMS = frozenset({FormFactor.SXM.value, FormFactor.OAM.value, FormFactor.SUPERCHIP.value})


def is_server_part(gpu: Gpu) -> bool:
    # Compared as plain strings: this runs once per configuration on big catalogs.
    return str.__str__(gpu.form_factor) in _SERVER_FORMS


def system_power(gpu: Gpu, count: int, server: bool) -> float:
    if gpu.form_factor is FormFactor.SYSTEM:  # a complete computer: tdp_w is the whole machine's
        return gpu.tdp_w * count
    platform = SERVER_PLATFORM_W if server or is_server_part(gpu) else DESKTOP_PLATFORM_W
    return gpu.tdp_w * count + platform + EXTRA_GPU_PLATFORM_W * (count - 1)


def supply_needed(gpu: Gpu, system_w: float) -> float | None:
    """The power supply a machine drawing `system_w` with this GPU needs; None for a complete computer
    (form_factor "system"), which brings its own: the user's PSU answer is about the PC that takes cards."""
    return None if gpu.form_factor is FormFactor.SYSTEM else system_w * PSU_FACTOR


def psu_required(gpu: Gpu, count: int, server: bool) -> float | None:
    return supply_needed(gpu, system_power(gpu, count, server))


def psu_recommended(gpu: Gpu, count: int, server: bool) -> int | None:
    need = psu_required(gpu, count, server)
    if need is None:
        return None
    for size in PSU_SIZES:
        if size >= need:
            return size
    return int(-(-need // 1000) * 1000)
