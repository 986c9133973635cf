"""NVLink as the cards are really joined: a PCIe card's bridge links two cards (four for H200 NVL), an SXM
baseboard all of them (Gpu.nvlink_gpus, ecosystem.nvlinked)."""

from __future__ import annotations

import pytest

from wizard.core.catalog import load_catalog
from wizard.core.constants import load_constants
from wizard.core.ecosystem import load_ecosystem, nvlinked
from wizard.core.profile import Profile
from wizard.core.recommend import _unpriced_check, recommend
from wizard.core.rules import usable_vram_gib, warnings_for
from wizard.core.throughput import dp_scaling, tp_speedup

C = load_constants()
GPUS = load_catalog().by_id()


@pytest.mark.parametrize(("gpu", "count", "linked"), [
    ("rtx-3090", 2, True), ("rtx-3090", 3, False), ("rtx-3090", 4, False),  # a 2-way bridge: pairs
    ("rtx-a6000", 2, True), ("rtx-a6000", 4, False), ("a100-80gb-pcie", 4, False),
    ("h200-nvl", 4, True), ("h200-nvl", 8, False),  # a 4-way bridge
    ("h100-sxm", 8, True), ("b200", 8, True),  # the HGX baseboard's NVSwitch links all eight
    ("rtx-4090", 2, False),  # no NVLink at all
])
def test_nvlink_joins_the_cards_its_bridge_reaches(gpu: str, count: int, linked: bool) -> None:
    g = GPUS[gpu]
    assert nvlinked(g, count) is linked
    exponent = C.tp_exponent_nvlink if linked else C.tp_exponent_pcie
    assert tp_speedup(g, count, C, True) == pytest.approx(count**exponent)
    efficiency = C.dp_efficiency_nvlink if linked else C.dp_efficiency_pcie
    assert dp_scaling(g, count, C) == pytest.approx(count * efficiency ** (count - 1).bit_length())


def test_four_bridged_cards_split_a_model_at_pcie_pace() -> None:
    """Four RTX 3090s are two NVLink pairs: timed as if all four were NVLinked, they served 16 users of a
    32B model as fast as four RTX 5090s with twice their memory bandwidth."""
    r = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-32b", "os": "linux",
                                          "batch_size": 16, "context_tokens": 4096, "max_gpus": 4,
                                          "budget": {"amount": 20000, "currency": "USD"}}), top=20)
    by = {(c.gpu_id, c.count): c for c in r.shortlist}
    fast, bridged = by[("rtx-5090", 4)], by[("rtx-3090", 4)]
    assert fast.speed is not None and bridged.speed is not None
    assert fast.speed > 1.5 * bridged.speed  # 1,792 GB/s against 936, both over PCIe between pairs
    assert "NVLINK_BRIDGE_GROUPS" in {w.code for w in bridged.warnings}


@pytest.mark.parametrize(("gpu", "count", "code"), [
    ("rtx-3090", 4, "NVLINK_BRIDGE_GROUPS"), ("rtx-3090", 2, None), ("rtx-4090", 2, "MULTI_GPU_NO_NVLINK"),
    ("h200-nvl", 8, "NVLINK_BRIDGE_GROUPS"), ("h200-nvl", 4, None), ("h100-sxm", 8, None),
])
def test_the_warning_says_how_the_cards_are_joined(gpu: str, count: int, code: str | None) -> None:
    from wizard.core.messages import render

    p = Profile.model_validate({"workload": "full_finetune", "model": "llama-3.1-8b", "os": "linux",
                                "form_factor": "server"})
    g = GPUS[gpu]
    usable = usable_vram_gib(g, p.os, C.display_reserve_gib_windows)
    warnings = warnings_for(p, _unpriced_check(p, g, count, usable / 2, usable), load_ecosystem())
    found = [w for w in warnings if w.code in ("NVLINK_BRIDGE_GROUPS", "MULTI_GPU_NO_NVLINK")]
    assert [w.code for w in found] == ([code] if code else [])
    if code == "NVLINK_BRIDGE_GROUPS":
        assert found[0].params == {"count": count, "linked": g.nvlink_gpus}
        assert f"join these cards {g.nvlink_gpus} at a time: with {count}" in render(found[0])
        assert found[0].severity.value == "warning"  # training over the groups: a real slowdown


@pytest.mark.parametrize(("answers", "gpu", "count", "severity"), [
    ({"workload": "inference", "model": "qwen2.5-32b", "batch_size": 16, "os": "linux"}, "rtx-5090", 3, "warning"),
    ({"workload": "inference", "model": "qwen2.5-32b", "batch_size": 16, "os": "linux", "form_factor": "desktop"},
     "rtx-4090", 4, "warning"),
    ({"workload": "rendering", "os": "windows"}, "rtx-4090", 4, "info"),  # each card renders on its own
    ({"workload": "inference", "model": "qwen2.5-32b", "os": "linux"}, "rtx-5090", 2, None),  # x8 + x8
    ({"workload": "inference", "model": "qwen2.5-32b", "os": "linux", "form_factor": "server"}, "rtx-5090", 4,
     None),  # a server board has the lanes
    ({"workload": "inference", "model": "llama-3.1-70b", "os": "linux"}, "h100-sxm", 8, None),  # a baseboard
])
def test_three_or_more_cards_in_a_desktop_need_a_workstation_platform(
        answers: dict[str, object], gpu: str, count: int, severity: str | None) -> None:
    """A desktop processor has 16 PCIe lanes for graphics: two cards at x8 each; a third and fourth hang off
    the chipset at x4. The shortlist's 4x RTX 5090 for a team server says so (the price is the cards')."""
    p = Profile.model_validate(answers)
    g = GPUS[gpu]
    usable = usable_vram_gib(g, p.os, C.display_reserve_gib_windows)
    found = [w for w in warnings_for(p, _unpriced_check(p, g, count, usable / 2, usable), load_ecosystem())
             if w.code == "DESKTOP_PCIE_LANES"]
    assert [w.severity.value for w in found] == ([severity] if severity else [])
    if found:
        assert found[0].params == {"count": count}


def test_the_team_servers_four_card_desktop_pick_says_it_needs_the_lanes() -> None:
    r = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-32b", "os": "linux",
                                          "batch_size": 16, "max_gpus": 4,
                                          "budget": {"amount": 20000, "currency": "USD"}}), top=10)
    four = [c for c in r.shortlist if c.count >= 3 and c.segment in ("consumer", "workstation")]
    assert four
    assert all("DESKTOP_PCIE_LANES" in {w.code for w in c.warnings} for c in four)
    assert all("DESKTOP_PCIE_LANES" not in {w.code for w in c.warnings} for c in r.shortlist if c.count <= 2)


def test_llama_cpp_s_layer_split_is_not_told_it_needs_nvlink() -> None:
    """llama.cpp passes one hidden vector per token between the cards: PCIe is no slower there. Two RTX 5080
    for a 32B chat had been warned that splitting the model "is much slower than on NVLink cards"; a
    tensor-parallel server (vLLM) still is."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend

    chat = recommend(Profile(workload="inference", model="qwen3-32b", engine="llama.cpp", precision="q4_k_m",
                             context_tokens=16384, os="wsl2", region="cn", max_gpus=2,
                             budget={"amount": 30000, "currency": "CNY"}), top=10)
    pairs = [c for c in chat.shortlist if c.count == 2 and c.vendor == "nvidia"]
    assert pairs and not any(w.code == "MULTI_GPU_NO_NVLINK" for c in pairs for w in c.warnings)
    server = recommend(Profile(workload="inference", model="qwen2.5-14b", engine="vllm", batch_size=8,
                               context_tokens=8192, os="linux", max_gpus=2, form_factor="desktop",
                               budget={"amount": 4000, "currency": "USD"}), top=10)
    pairs = [c for c in server.shortlist if c.count == 2 and c.gpu_id in ("rtx-5090", "rtx-4090")]
    assert pairs and all(any(w.code == "MULTI_GPU_NO_NVLINK" for w in c.warnings) for c in pairs)
