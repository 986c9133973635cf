"""The rules users rely on: filters, warnings, next steps, ranking, suggestions."""

from __future__ import annotations

import pytest

from wizard.core.catalog import load_catalog
from wizard.core.constants import load_constants
from wizard.core.profile import BudgetScope, Profile, Workload
from wizard.core.recommend import recommend
from wizard.core.results import Recommendation

C = load_constants()


def rec(**kw: object) -> Recommendation:
    return recommend(Profile.model_validate(kw), top=60)


def ids(r: Recommendation) -> list[str]:
    return [c.gpu_id for c in r.shortlist]


def reasons(r: Recommendation, gpu_id: str, count: int = 1) -> set[str]:
    return {m.code for e in r.excluded if e.gpu_id == gpu_id and e.count == count for m in e.reasons}


def warnings(r: Recommendation, gpu_id: str) -> set[str]:
    c = next(c for c in r.shortlist if c.gpu_id == gpu_id)
    return {w.code for w in c.warnings}


def test_too_little_vram_is_excluded_with_numbers() -> None:
    r = rec(workload="inference", model="llama-3.1-70b", precision="bf16")
    assert "EXCLUDED_VRAM" in reasons(r, "rtx-4090")
    msg = next(m for e in r.excluded if e.gpu_id == "rtx-4090" and e.count == 1 for m in e.reasons)
    assert msg.params["need"] > 130 and msg.params["have"] < 24


def test_budget_and_region_filters() -> None:
    r = rec(workload="inference", model="qwen2.5-7b", budget={"amount": 3000, "currency": "CNY"}, region="cn")
    assert "EXCLUDED_BUDGET" in reasons(r, "rtx-5090-d")
    assert "EXCLUDED_REGION" in reasons(r, "rtx-4090")  # export rules: the 4090 D is the China SKU
    assert all(c.price_total is not None and c.price_total <= 3000 for c in r.shortlist)


def test_psu_filter_matches_nvidia_guidance() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", power={"psu_watts": 850})
    assert "rtx-4090" in ids(r)  # NVIDIA: 850 W for a 4090
    assert "EXCLUDED_PSU" in reasons(r, "rtx-5090")  # 575 W card: ~1000 W
    capped = rec(workload="inference", model="llama-3.1-8b", power={"max_gpu_watts": 300})
    assert "EXCLUDED_GPU_WATTS" in reasons(capped, "rtx-4090")


def test_desktop_excludes_server_modules_and_passive_cards() -> None:
    r = rec(workload="inference", model="llama-3.1-70b", form_factor="desktop", max_gpus=2)
    assert "EXCLUDED_SERVER_MODULE" in reasons(r, "h100-sxm")
    assert "EXCLUDED_PASSIVE_DESKTOP" in reasons(r, "a100-80gb-pcie")
    assert "EXCLUDED_EDGE_MODULE" in reasons(r, "jetson-agx-orin-64gb")


def test_amd_on_windows_warns_and_instinct_is_excluded() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", engine="transformers", os="windows")
    assert "ROCM_UNSUPPORTED_OS" in warnings(r, "rx-7900-xtx")
    assert "EXCLUDED_ROCM_OS" in reasons(r, "mi300x")
    # The software left open, one person chatting: a chat app (llama.cpp), which runs Radeon cards on Windows.
    chat = rec(workload="inference", model="llama-3.1-8b", os="windows")
    assert "AMD_WINDOWS_LLAMACPP" in warnings(chat, "rx-7900-xtx")
    assert "ROCM_UNSUPPORTED_OS" not in warnings(chat, "rx-7900-xtx")
    linux = rec(workload="inference", model="llama-3.1-8b", engine="transformers", os="linux")
    assert "ROCM_UNSUPPORTED_OS" not in warnings(linux, "rx-7900-xtx")


def test_amd_on_windows_with_llama_cpp_is_a_note_not_a_risk() -> None:
    """llama.cpp (LM Studio) runs Radeon cards on Windows: the card says so and keeps its score;
    PyTorch work on the same card is still warned about and scored down."""
    from wizard.core.messages import render
    from wizard.core.results import Severity

    chat = rec(workload="inference", model="qwen2.5-3b", engine="llama.cpp", os="windows")
    gguf = rec(workload="inference", model="qwen2.5-3b", precision="q4_k_m", os="windows")  # llama.cpp implied
    torch = rec(workload="inference", model="qwen2.5-3b", engine="transformers", precision="bf16", os="windows")
    for r in (chat, gguf):
        card = next(c for c in r.shortlist if c.gpu_id == "rx-9070-xt")
        note = next(w for w in card.warnings if w.code == "AMD_WINDOWS_LLAMACPP")
        assert note.severity is Severity.INFO and "ROCM_UNSUPPORTED_OS" not in warnings(r, "rx-9070-xt")
        assert "LM Studio" in render(note) and "PyTorch" in render(note)
    assert "ROCM_UNSUPPORTED_OS" in warnings(torch, "rx-9070-xt")
    assert "AMD_WINDOWS_LLAMACPP" not in warnings(torch, "rx-9070-xt")

    # Against the same NVIDIA card, the Radeon scores better when it only has to run llama.cpp.
    def ratio(r: Recommendation) -> float:
        score = {c.gpu_id: c.score for c in r.shortlist}
        return score["rx-9070-xt"] / score["rtx-5070-ti"]

    assert ratio(chat) > ratio(torch)


def test_hgx_and_grace_parts_are_linux_only() -> None:
    # Their NVSwitch boards need NVIDIA Fabric Manager, a Linux service; PCIe datacenter cards run on Windows
    # (in TCC mode, with the datacenter driver).
    win = rec(workload="inference", model="llama-3.1-8b", os="windows")
    for gpu_id in ("h100-sxm", "b200", "gb200"):
        assert "EXCLUDED_BASEBOARD_WINDOWS" in reasons(win, gpu_id), gpu_id
    assert "EXCLUDED_BASEBOARD_WINDOWS" not in reasons(win, "h100-pcie")
    assert "WINDOWS_TCC" in warnings(win, "h100-pcie")
    linux = rec(workload="inference", model="llama-3.1-8b", os="linux")
    assert "EXCLUDED_BASEBOARD_WINDOWS" not in reasons(linux, "b200")


def test_server_module_forms_are_named_in_words() -> None:
    """GB200's reasons read "SUPERCHIP GPUs come only in Linux servers" and "This SUPERCHIP module needs
    a special server board": the form is a label now, in both languages."""
    from wizard.core.messages import render
    from wizard.i18n import translator

    win = rec(workload="inference", model="llama-3.1-8b", os="windows", form_factor="desktop")
    texts = {m.code: render(m) for e in win.excluded if e.gpu_id == "gb200" for m in e.reasons}
    assert texts["EXCLUDED_BASEBOARD_WINDOWS"].startswith("Grace superchip GPUs come only in Linux servers")
    assert "This Grace superchip module" in texts["EXCLUDED_SERVER_MODULE"]
    sxm = {m.code: render(m) for e in win.excluded if e.gpu_id == "h100-sxm" for m in e.reasons}
    assert sxm["EXCLUDED_BASEBOARD_WINDOWS"].startswith("SXM GPUs")
    assert not [t for t in (*texts.values(), *sxm.values()) if "SUPERCHIP" in t]
    zh = translator("zh_CN")
    gb = next(m for e in win.excluded if e.gpu_id == "gb200" for m in e.reasons
              if m.code == "EXCLUDED_BASEBOARD_WINDOWS")
    assert render(gb, zh).startswith("Grace 超级芯片")
    # ... and as every front end shows them (the command line, the report and the app format the values
    # first: this path had upper-cased the form, "SUPERCHIP", after the labels came in)
    from wizard.locale_format import render_localized

    assert render_localized(gb, translator("en"), "en").startswith("Grace superchip GPUs come only in Linux servers")
    assert render_localized(gb, zh, "zh_CN").startswith("Grace 超级芯片")
    assert all("SUPERCHIP" not in render_localized(m, translator("en"), "en")
               for e in win.excluded for m in e.reasons)


def test_windows_suggestions_never_name_an_hgx_part() -> None:
    r = rec(workload="inference", model="llama-3.1-405b", os="windows", budget={"amount": 3000, "currency": "USD"})
    assert not r.shortlist
    named = [str(m.params.get("gpu", "")) for m in r.suggestions]
    assert any(named) and not any("SXM" in n or "HGX" in n or "B200" in n for n in named), named
    assert "SUGGEST_LINUX" in {m.code for m in r.suggestions}


def test_wsl2_rules() -> None:
    r = rec(workload="qlora", model="llama-3.1-8b", os="wsl2")
    assert "EXCLUDED_WSL_DATACENTER" in reasons(r, "h100-pcie")
    assert "WSL2_NVIDIA_CAVEATS" in warnings(r, "rtx-4090")
    assert "ROCM_WSL_LIMITED" in warnings(r, "rx-7900-xtx")
    assert "LIBRARY_GAPS_NON_NVIDIA" in warnings(r, "rx-7900-xtx")  # bitsandbytes for QLoRA


def test_connector_blackwell_and_legacy_warnings() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", engine="transformers", max_gpus=1)
    assert "CONNECTOR_12VHPWR" in warnings(r, "rtx-4090")
    assert "BLACKWELL_SM120" in warnings(r, "rtx-5090")
    assert "BLACKWELL_SM120" not in warnings(r, "rtx-4090")
    assert "LEGACY_ARCH_DROPPED" in warnings(r, "v100-pcie-32gb")
    # A chat app's llama.cpp build, not PyTorch, must know sm_120: its own wording (no PyTorch version).
    for chat in (rec(workload="inference", model="llama-3.1-8b", engine="llama.cpp", max_gpus=1),
                 rec(workload="inference", model="llama-3.1-8b", max_gpus=1)):  # left open: a chat app
        assert "BLACKWELL_SM120_CHAT" in warnings(chat, "rtx-5090")
        assert "BLACKWELL_SM120" not in warnings(chat, "rtx-5090")
    # Rendering and HPC: the same architecture warning, without PyTorch wheels
    render = rec(workload="rendering", working_set_gb=12, form_factor="any")
    assert "BLACKWELL_SM120_APPS" in warnings(render, "rtx-5090")
    assert "BLACKWELL_SM120" not in warnings(render, "rtx-5090")
    hpc = rec(workload="hpc", working_set_gb=16, form_factor="server", max_gpus=8)  # a B200 comes 8 to a board
    assert "BLACKWELL_SM100_APPS" in warnings(hpc, "b200")
    assert "LEGACY_ARCH_DROPPED_APPS" in warnings(hpc, "v100-pcie-32gb")
    # Renderers: which ones run on AMD and Intel cards (an AMD card for an NVIDIA-only renderer)
    assert "RENDERERS_INTEL" in warnings(render, "arc-a770") and "INTEL_ONEAPI_APPS" not in warnings(render, "arc-a770")
    assert "RENDERERS_AMD" in warnings(render, "rx-7900-xtx")
    assert "RENDERERS_AMD" not in warnings(render, "rtx-4090") and "RENDERERS_INTEL" not in warnings(render, "rtx-4090")
    assert "RENDERERS_AMD" not in warnings(r, "rx-7900-xtx")  # AI work has its own ROCm warnings
    hpc_desktop = rec(workload="hpc", working_set_gb=8, form_factor="any", hpc_needs_fp64=False)
    assert "INTEL_ONEAPI_APPS" in warnings(hpc_desktop, "arc-a770")
    from wizard.core.messages import render as text

    for c in [*render.shortlist, *hpc.shortlist]:
        assert not [m for m in [*c.warnings, *c.next_steps] if "PyTorch" in text(m)], c.gpu_id
    steps = next(c for c in r.shortlist if c.gpu_id == "v100-pcie-32gb").next_steps
    assert any(s.command and "cu126" in s.command for s in steps)


def test_hpc_prefers_fp64_cards_and_warns_on_consumer_cards() -> None:
    r = rec(workload="hpc", working_set_gb=16, form_factor="server")
    top3 = ids(r)[:3]
    from wizard.core.catalog import load_catalog

    gpus = load_catalog().by_id()
    assert all(gpus[g].fp64_tflops >= 9 for g in top3), top3
    consumer = [c for c in r.shortlist if c.segment == "consumer"]
    assert consumer and all("CONSUMER_FP64" in {w.code for w in c.warnings} for c in consumer)
    assert "EXCLUDED_NO_FP64" in reasons(r, "gaudi-3")


def test_a_memory_bound_simulation_is_ranked_by_bandwidth_not_tflops() -> None:
    """Roofline: a CFD or sparse-solver code (about 0.5 FLOP per byte) runs at bandwidth x 0.5 whatever the
    FP64 peak, so an MI300X's 81.7 TFLOPS buy nothing over an H200's faster memory, and a consumer card
    loses 3x to an H100 SXM instead of 26x."""
    from wizard.core.catalog import load_catalog
    from wizard.core.throughput import hpc_tflops_per_gpu

    gpus = load_catalog().by_id()
    # Per GPU (SXM and OAM modules are shortlisted only in whole baseboards of 4 or 8)
    compute_bound = Profile.model_validate({"workload": "hpc", "working_set_gb": 16, "hpc_code": "compute_bound"})
    memory_bound = Profile.model_validate({"workload": "hpc", "working_set_gb": 16, "hpc_code": "memory_bound"})
    compute = {i: hpc_tflops_per_gpu(compute_bound, gpus[i], C) for i in ("h100-sxm", "h200-sxm", "mi300x", "rtx-4090")}
    memory = {i: hpc_tflops_per_gpu(memory_bound, gpus[i], C) for i in ("h100-sxm", "h200-sxm", "mi300x", "rtx-4090")}
    memory_rec = rec(workload="hpc", working_set_gb=16, hpc_code="memory_bound")
    shortlisted = {c.gpu_id: c.speed for c in memory_rec.shortlist if c.count == 1}
    assert shortlisted["rtx-4090"] == pytest.approx(memory["rtx-4090"], rel=0.01)  # the shortlist shows this
    h100, xtx = gpus["h100-sxm"], gpus["rtx-4090"]
    assert memory["h100-sxm"] == pytest.approx(0.5 * 3350 * 0.85 / 1000, rel=0.01)  # 1.42 TFLOPS
    assert memory["rtx-4090"] == pytest.approx(0.5 * 1008 * 0.85 / 1000, rel=0.01)  # 0.43, below its 0.77 peak
    assert compute["h100-sxm"] / compute["rtx-4090"] > 20 and memory["h100-sxm"] / memory["rtx-4090"] < 4
    assert memory["h200-sxm"] > memory["mi300x"] * 0.9 and compute["mi300x"] > 1.5 * compute["h200-sxm"]
    unknown = Profile.model_validate({"workload": "hpc", "working_set_gb": 16})
    assert hpc_tflops_per_gpu(unknown, h100, C) == pytest.approx(h100.fp64_tflops * C.hpc_efficiency)
    assert xtx.fp64_tflops > 0
    how = memory_rec.how.configurations
    codes = {m.code for es in how.values() for e in es if e.quantity == "hpc" for m in e.assumptions}
    assert "ASSUME_HPC_MEMORY_LIMITS" in codes


def test_multi_gpu_training_in_a_server() -> None:
    r = rec(workload="full_finetune", model="llama-3.1-70b", form_factor="server", max_gpus=8)
    assert r.shortlist, [e.reasons for e in r.excluded[:3]]
    assert all(c.count >= 2 for c in r.shortlist)
    assert any(c.count == 8 for c in r.shortlist)
    sxm = next(c for c in r.shortlist if c.gpu_id in ("h100-sxm", "h200-sxm", "b200", "a100-80gb-sxm"))
    assert "MULTI_GPU_NO_NVLINK" not in {w.code for w in sxm.warnings}


def test_shortlist_keeps_one_configuration_per_card_ranked_by_score() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", max_gpus=4)
    assert len(ids(r)) == len(set(ids(r)))
    scores = [c.score for c in r.shortlist]
    assert scores == sorted(scores, reverse=True)
    assert [c.rank for c in r.shortlist] == list(range(1, len(r.shortlist) + 1))


def test_nothing_fits_says_what_would() -> None:
    r = rec(workload="inference", model="llama-3.1-405b", precision="bf16", budget={"amount": 2000, "currency": "USD"})
    assert r.shortlist == []
    codes = {s.code for s in r.suggestions}
    assert "SUGGEST_BUDGET" in codes or "SUGGEST_MORE_GPUS" in codes
    small = rec(workload="inference", model="llama-3.1-70b", precision="bf16",
                budget={"amount": 2500, "currency": "USD"}, form_factor="desktop")
    assert small.shortlist == []
    assert "SUGGEST_PRECISION" in {s.code for s in small.suggestions}


def test_costs_and_tco() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", budget={"amount": 5000, "currency": "USD"},
            electricity={"price_per_kwh": 0.2, "hours_per_day": 8, "years": 3})
    c = r.shortlist[0]
    assert c.tco is not None and c.price_total is not None
    assert c.tco > c.price_total
    assert c.yearly_costs[0] == c.price_total and c.yearly_costs[-1] == c.tco
    assert c.perf_per_watt and c.perf_per_price


def test_every_message_code_has_english_text() -> None:
    from wizard.core.messages import TEMPLATES, render

    for kw in ({"workload": "inference", "os": "windows", "engine": "vllm"}, {"workload": "hpc", "max_gpus": 4},
               {"workload": "qlora", "os": "wsl2"}, {"workload": "rendering", "form_factor": "desktop"}):
        r = rec(**kw)
        msgs = [*r.profile_warnings, *r.assumptions, *r.requirement.explanation, *r.suggestions]
        for c in r.shortlist:
            msgs += [*c.reasons, *c.warnings, *c.next_steps]
        for e in r.excluded:
            msgs += e.reasons
        for m in msgs:
            assert m.code in TEMPLATES, m.code
            text = render(m)
            assert "{" not in text, (m.code, text)


def test_current_gpu_assessment_and_upgrades() -> None:
    small = rec(workload="inference", model="qwen2.5-14b", precision="bf16", current_gpu={"id": "rtx-3060-12gb"})
    cur = small.current
    assert cur is not None and cur.fits is False and cur.speed is None
    assert {m.code for m in cur.reasons} == {"EXCLUDED_VRAM"}
    assert cur.upgrades and all(u.speedup is None for u in cur.upgrades)
    fits = rec(workload="inference", model="llama-3.1-8b", precision="q4_k_m", engine="llama.cpp",
               current_gpu={"id": "rtx-3060-12gb"})
    assert fits.current is not None and fits.current.fits and fits.current.speed
    gains = {u.gpu_id: u.speedup for u in fits.current.upgrades}
    assert gains.get("rtx-4090", 2.0) > 1.5  # ~1 TB/s against 360 GB/s
    assert rec(workload="inference").current is None
    # A card already bought has no price to doubt: the 2021 launch-price note is for cards to buy.
    assert "OLD_LAUNCH_PRICE" not in {w.code for w in fits.current.warnings}
    buy = rec(workload="inference", model="llama-3.1-8b", precision="q4_k_m", engine="llama.cpp",
              budget={"amount": 400, "currency": "USD"}, max_gpus=1)
    assert "OLD_LAUNCH_PRICE" in warnings(buy, "rtx-3060-12gb")


def test_unknown_current_gpu_is_a_clear_profile_error(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import pytest

    from wizard.core.catalog import DataFileError
    from wizard.core.profile_io import load_profile

    p = tmp_path / "p.json"
    p.write_text('{"workload": "inference", "current_gpu": {"id": "gtx-9999"}}')
    with pytest.raises(DataFileError, match=r"current_gpu\.id"):
        load_profile(p)


def test_cooling_answer() -> None:
    case = rec(workload="inference", model="llama-3.1-70b", precision="q4_k_m", cooling="case_fans", max_gpus=2)
    assert "EXCLUDED_PASSIVE_COOLING" in reasons(case, "a100-80gb-pcie")
    assert "EXCLUDED_PASSIVE_COOLING" in reasons(case, "h100-sxm")
    server = rec(workload="inference", model="llama-3.1-70b", precision="q4_k_m", cooling="server_airflow")
    assert "a100-80gb-pcie" in ids(server)
    assert "PASSIVE_COOLING_DESKTOP" not in warnings(server, "a100-80gb-pcie")
    quiet = rec(workload="inference", model="llama-3.1-8b", precision="q4_k_m", cooling="quiet")
    assert "QUIET_HIGH_POWER" in warnings(quiet, "rtx-4090")
    assert "QUIET_HIGH_POWER" not in warnings(quiet, "rtx-4070")


def test_pareto_front_keeps_only_configurations_nothing_beats_on_price_and_speed() -> None:
    from wizard.core.tradeoffs import pareto_front

    # (price, speed): #1 is cheaper and faster than #3; #4 ties #0 on price but is slower.
    points = [(500.0, 40.0), (900.0, 70.0), (300.0, 25.0), (800.0, 30.0), (500.0, 35.0), (1500.0, 70.0)]
    assert pareto_front(points) == [2, 0, 1]
    assert pareto_front([]) == []
    assert pareto_front([(100.0, 1.0)]) == [0]


def test_a_budget_for_several_machines_is_spoken_of_as_the_whole_order() -> None:
    """IT buys four machines with one budget: reasons quote the order's total, the figure the user
    typed and the one a purchase request needs; each configuration carries it too."""
    fleet = Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "linux", "machines": 4,
                                    "budget": {"amount": 3000, "currency": "USD", "scope": "total"}})
    rec = recommend(fleet)
    assert rec.shortlist
    for c in rec.shortlist:
        assert c.price_total is not None and c.price_all_machines == pytest.approx(c.price_total * 4)
        fits = next(m for m in c.reasons if m.code.startswith("FITS_BUDGET"))
        assert fits.code == "FITS_BUDGET_FLEET"
        assert fits.params == {"price": round(c.price_total * 4), "budget": 3000, "machines": 4}
    over = [m for e in rec.excluded for m in e.reasons if m.code.startswith("EXCLUDED_BUDGET")]
    assert over and all(m.code == "EXCLUDED_BUDGET_FLEET" and m.params["budget"] == 3000 for m in over)
    assert all(m.params["price"] > 3000 for m in over)
    # A budget per machine is still spoken of per machine.
    assert fleet.budget is not None
    per_machine = fleet.budget.model_copy(update={"scope": BudgetScope.PER_MACHINE, "amount": 750})
    each = recommend(fleet.model_copy(update={"budget": per_machine}))
    assert {m.code for c in each.shortlist for m in c.reasons if m.code.startswith("FITS_BUDGET")} == {"FITS_BUDGET"}


def test_a_huge_catalog_lists_the_best_cards_that_rank_lower_and_counts_the_rest() -> None:
    """Thousands of fitting cards are counted, not all listed: building them all cost a tenth of the run."""
    from wizard.core.catalog import load_catalog
    from wizard.core.recommend import RANKED_LOWER_LIMIT, shorten

    base = load_catalog()
    gpus = [g.model_copy(update={"id": f"{g.id}-v{i}", "price_usd": g.price_usd * (1 + i / 100) if g.price_usd
                                 else None})
            for i in range(6) for g in base.gpus]
    big = base.model_copy(update={"gpus": gpus})
    profile = Profile.model_validate({"workload": "hpc", "working_set_gb": 20, "form_factor": "server"})
    rec = recommend(profile, big, top=5)
    fitting = {c.gpu_id for c in recommend(profile, big, top=10_000).shortlist}
    assert len(fitting) - 5 > RANKED_LOWER_LIMIT
    assert len(rec.ranked_lower) == RANKED_LOWER_LIMIT
    assert rec.ranked_lower_total == len(fitting) - 5
    scores = [r.score for r in rec.ranked_lower]
    assert scores == sorted(scores, reverse=True)
    cut = shorten(recommend(profile, big, top=10_000), 5)
    assert cut.ranked_lower_total == rec.ranked_lower_total
    assert [r.gpu_id for r in cut.ranked_lower] == [r.gpu_id for r in rec.ranked_lower]
    # The report names the listed ones and counts the rest (wizard/report/content.py, Qt-free).
    from wizard.report.content import build_content
    from wizard.report.model import body_width

    html = build_content(rec, "en", body_width("a4"), catalog=big).html
    unlisted = rec.ranked_lower_total - RANKED_LOWER_LIMIT
    assert f"{unlisted:,} more cards fit with lower scores still; they are not listed." in html
    assert f"{rec.ranked_lower_total:,} more cards meet every requirement." in html


def test_fp8_weights_need_a_card_that_can_run_them() -> None:
    """vLLM's FP8 docs: FP8 maths on NVIDIA 8.9+ and AMD MI300; weight-only FP8 (Marlin) from 7.5.
    Cards with neither would have to widen the weights to 16 bits: excluded, not 'fits'."""
    r = rec(workload="inference", model="llama-3.1-8b", precision="fp8", os="linux", form_factor="any", max_gpus=8)
    assert "EXCLUDED_NO_FP8" in reasons(r, "mi250x")  # CDNA2: ROCm's FP8 starts at MI300
    assert "EXCLUDED_NO_FP8" in reasons(r, "v100-sxm2-32gb")  # Volta, 7.0
    assert "EXCLUDED_NO_FP8" not in reasons(r, "a100-40gb-sxm")
    assert "FP8_WEIGHT_ONLY" in warnings(r, "a100-40gb-sxm")  # Ampere: runs, with 16-bit maths
    assert "FP8_WEIGHT_ONLY" not in warnings(r, "h100-sxm") and "EXCLUDED_NO_FP8" not in reasons(r, "h100-sxm")
    bf16 = rec(workload="inference", model="llama-3.1-8b", precision="bf16", os="linux", form_factor="any", max_gpus=8)
    assert "EXCLUDED_NO_FP8" not in reasons(bf16, "mi250x")
    assert "FP8_WEIGHT_ONLY" not in warnings(bf16, "a100-80gb-pcie")
    # DeepSeek-V3 is FP8 as released: seven MI250X hold it in FP8 but cannot run it
    ds = rec(workload="inference", model="deepseek-v3", os="linux", form_factor="server", max_gpus=8)
    assert "mi250x" not in {c.gpu_id for c in ds.shortlist} | {c.gpu_id for c in ds.ranked_lower}
    assert any(m.code == "EXCLUDED_NO_FP8" for e in ds.excluded if e.gpu_id == "mi250x" for m in e.reasons)


def test_mxfp4_weights_that_transformers_widens_are_sized_in_16_bits() -> None:
    """transformers keeps gpt-oss's MXFP4 weights only on NVIDIA compute capability 7.5+; elsewhere it
    loads them as bf16 (about 40 GiB for gpt-oss-20b instead of 12.8), so a 24 GB Radeon does not fit.
    llama.cpp keeps MXFP4 everywhere, and vLLM is not subject to this rule."""
    from wizard.core.explain import explain_recommendation

    r = rec(workload="inference", model="gpt-oss-20b", os="linux", form_factor="desktop", engine="transformers",
            budget={"amount": 5000, "currency": "USD"})
    xtx = next(e for e in r.excluded if e.gpu_id == "rx-7900-xtx")
    assert [m.code for m in xtx.reasons] == ["MXFP4_WIDENED", "EXCLUDED_VRAM"]
    widened, vram = xtx.reasons
    assert widened.params["native"] == pytest.approx(r.requirement.vram_gb, abs=0.05)
    assert widened.params["need"] == pytest.approx(vram.params["need"], abs=0.05)
    assert 3.5 * r.requirement.vram_gb > float(vram.params["need"]) > 2.5 * r.requirement.vram_gb  # 16 bits, not 4.25
    assert "MXFP4_WIDENED" in warnings(r, "radeon-pro-w7900")  # 48 GB: fits even in bf16, and says why
    w7900 = next(c for c in r.shortlist if c.gpu_id == "radeon-pro-w7900")
    assert w7900.vram_gb_per_gpu == pytest.approx(float(vram.params["need"]), abs=0.05)
    top = r.shortlist[0]
    assert top.gpu_id.startswith("rtx-") and "MXFP4_WIDENED" not in warnings(r, top.gpu_id)
    assert top.vram_gb_per_gpu == pytest.approx(r.requirement.vram_gb, abs=0.01)
    # The worked explanation of a widened card shows the 16-bit sizing it was judged on
    how = explain_recommendation(r).configurations[f"{w7900.gpu_id} x {w7900.count}"]
    assert how[0].inputs["precision"] == "bf16" and how[0].value == pytest.approx(w7900.vram_gb_per_gpu, abs=0.01)
    # The card the user already owns is judged the same way
    owned = rec(workload="inference", model="gpt-oss-20b", os="linux", engine="transformers",
                current_gpu={"id": "rx-7900-xtx"})
    assert owned.current is not None and not owned.current.fits
    assert [m.code for m in owned.current.reasons] == ["MXFP4_WIDENED", "EXCLUDED_VRAM"]
    big = rec(workload="inference", model="gpt-oss-20b", os="linux", engine="transformers",
              current_gpu={"id": "radeon-pro-w7900"})
    assert big.current is not None and big.current.fits
    assert "MXFP4_WIDENED" in {w.code for w in big.current.warnings}
    for engine in ("llama.cpp", "vllm", "unknown"):  # unknown: the chat apps' MXFP4 GGUF (Profile.effective_precision)
        other = rec(workload="inference", model="gpt-oss-20b", os="linux", form_factor="desktop", engine=engine,
                    budget={"amount": 5000, "currency": "USD"})
        codes = {m.code for e in other.excluded for m in e.reasons} | {
            w.code for c in other.shortlist for w in c.warnings}
        assert "MXFP4_WIDENED" not in codes, engine
        assert "rx-7900-xtx" not in {e.gpu_id for e in other.excluded if any(
            m.code == "EXCLUDED_VRAM" for m in e.reasons)}, engine


def test_speeds_set_by_the_host_are_called_so() -> None:
    """Eager transformers: DeepSeek-R1 runs at the host's per-layer pace on every big server, so the
    picks' speeds are alike; the answers say why, and what would show the cards' differences."""
    codes = {w.code for w in rec(workload="inference", model="deepseek-r1", os="linux", form_factor="server",
                                 max_gpus=8).profile_warnings}
    assert "HOST_BOUND_SPEED" in codes
    vllm = rec(workload="inference", model="deepseek-r1", os="linux", form_factor="server", max_gpus=8, engine="vllm")
    assert "HOST_BOUND_SPEED" not in {w.code for w in vllm.profile_warnings}
    small = rec(workload="inference", model="qwen2.5-7b", os="windows", budget={"amount": 15000, "currency": "CNY"})
    assert "HOST_BOUND_SPEED" not in {w.code for w in small.profile_warnings}  # only the 5090 waits on the host


def test_a_context_longer_than_the_model_supports_is_flagged() -> None:
    long = rec(workload="inference", model="llama-2-7b", context_tokens=32768)
    w = next(w for w in long.profile_warnings if w.code == "CONTEXT_BEYOND_MODEL")
    assert w.params == {"model": "Llama 2 7B", "max": 4096, "context": 32768}
    assert long.requirement.breakdown["kv_cache"] > 15  # still sized for the length asked (MHA, 32k tokens)
    fits = rec(workload="inference", model="llama-3.1-8b", context_tokens=32768)
    assert "CONTEXT_BEYOND_MODEL" not in {w.code for w in fits.profile_warnings}  # 128k model
    custom = rec(workload="inference", params_b=7.0, context_tokens=1_000_000)
    assert "CONTEXT_BEYOND_MODEL" not in {w.code for w in custom.profile_warnings}  # a custom size has no limit


@pytest.mark.parametrize(("hours", "years", "text"), [
    (24.0, 3.0, "for 24 hours a day over 3 years"), (8, 2.5, "for 8 hours a day over 2.5 years")])
def test_the_electricity_assumption_reads_whole_numbers_without_a_decimal(hours: float, years: float,
                                                                            text: str) -> None:
    from wizard.core.messages import render

    r = rec(workload="inference", model="llama-3.1-8b", electricity={"hours_per_day": hours, "years": years})
    energy = [render(m) for m in r.assumptions if m.code == "ASSUME_ENERGY"]
    assert len(energy) == 1 and text in energy[0], energy


@pytest.mark.parametrize("os_name", ["linux", "windows", "wsl2"])
def test_the_memory_assumption_gives_the_reserves_the_shortlist_took(os_name: str) -> None:
    """The assumptions say what is taken off each card's memory, and only that: a Linux server's
    report once said the Windows desktop kept some. The figures are the ones the shortlist used."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import is_complete_system
    from wizard.core.messages import render

    r = rec(workload="inference", model="llama-3.1-8b", os=os_name, budget={"amount": 5000, "currency": "USD"})
    stated = [m for m in r.assumptions if m.code.startswith("ASSUME_GIB")]
    assert len(stated) == 1, r.assumptions
    text, params = render(stated[0]), stated[0].params
    assert ("Windows" in text) is (os_name != "linux"), text
    gpus = load_catalog().by_id()
    consumer = [c for c in r.shortlist  # a graphics card (a computer's shared memory has its own reserve)
                if gpus[c.gpu_id].segment.value == "consumer" and not is_complete_system(gpus[c.gpu_id])]
    assert consumer, [c.gpu_id for c in r.shortlist]
    for c in consumer:
        taken = float(params["driver"]) + float(params.get("display", 0))
        assert c.vram_capacity_gb_per_gpu == pytest.approx(gpus[c.gpu_id].memory_gb - taken), c.gpu_id


@pytest.mark.parametrize(("answers", "code"), [
    ({"model": "gpt-oss-120b", "budget": {"amount": 6000, "currency": "USD"}}, "ASSUME_SHARED_MEMORY_EDGE"),
    # In China, where the Ryzen AI Max (shortlisted above the Jetsons on this since its own decode factor,
    # throughput._decode_family) is not confirmed on sale: Jetsons and no other shared-memory computer.
    ({"model": "llama-3.1-70b", "precision": "q4_k_m", "budget": {"amount": 6000, "currency": "USD"}, "region": "cn"},
     "ASSUME_EDGE_MEMORY"),
    ({"model": "llama-3.1-8b", "budget": {"amount": 3000, "currency": "USD"}}, None)])
def test_a_shortlisted_shared_memory_computer_says_what_it_keeps(answers: dict[str, object], code: str | None
                                                                  ) -> None:
    """A DGX Spark's 128 GB shows as about 114 usable, a Jetson's 64 as 60: the assumptions say why
    when such a machine is on the list, with the figures the shortlist used, and not otherwise."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import is_complete_system
    from wizard.core.messages import render

    r = recommend(Profile.model_validate({"workload": "inference", "os": "linux", **answers}), top=5)
    codes = [m.code for m in r.assumptions]
    shared = [m for m in r.assumptions if m.code.startswith(("ASSUME_SHARED", "ASSUME_EDGE"))]
    if code is None:
        assert not shared, codes
        return
    assert [m.code for m in shared] == [code] and codes.index(code) == 1  # right after the GiB line
    gpus = load_catalog().by_id()
    for c in r.shortlist:
        g = gpus[c.gpu_id]
        if g.segment.value == "edge":
            assert c.vram_capacity_gb_per_gpu == pytest.approx(g.memory_gb - float(shared[0].params["edge"]))
        elif is_complete_system(g):
            assert c.vram_capacity_gb_per_gpu == pytest.approx(g.memory_gb - float(shared[0].params["system"]))
    assert ".0 GiB" not in render(shared[0])


def test_sentences_write_whole_numbers_without_a_decimal() -> None:
    """"95 microseconds per layer", "3 slots", "2 bytes": never "95.0" in running text."""
    import re

    from wizard.core.messages import render

    r = rec(workload="inference", model="llama-3.1-8b", engine="llama.cpp", precision="q4_k_m", max_gpus=4,
            form_factor="server", budget={"amount": 400000, "currency": "USD"})
    from wizard.core.explain import explain_recommendation

    how = explain_recommendation(r)
    explanations = [how.requirement, *(e for es in how.configurations.values() for e in es)]
    texts = [render(m) for m in r.assumptions]
    texts += [render(m) for e in explanations for m in [e.formula, *e.assumptions]]
    texts += [render(w) for c in r.shortlist for w in c.warnings]
    whole = re.compile(r"\b\d+\.0 (microseconds|slots|TFLOPS|bytes|hours|years)")
    assert not [t for t in texts if whole.search(t)]
    assert any("microseconds per layer" in t for t in texts)


@pytest.mark.parametrize(("gpu_id", "keeps"), [
    ("p40", False), ("v100-sxm2-32gb", False), ("t4", True), ("rtx-4090", True), ("h100-sxm", True),
    ("mi300x", False), ("rx-7900-xtx", False), ("arc-b580", False)])
def test_which_cards_transformers_runs_mxfp4_on(gpu_id: str, keeps: bool) -> None:
    """Hugging Face's MXFP4 page: NVIDIA compute capability 7.5 or newer (T4 is 7.5, V100 7.0)."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import transformers_keeps_mxfp4

    assert transformers_keeps_mxfp4(load_catalog().by_id()[gpu_id]) is keeps


def test_a_server_is_told_about_its_own_power_supplies_not_an_atx_unit() -> None:
    from wizard.core.messages import render

    server = rec(workload="hpc", working_set_gb=60, form_factor="server", max_gpus=4)
    pcie = next(c for c in server.shortlist if c.gpu_id == "h200-nvl")
    codes = {w.code for w in pcie.warnings}
    assert "PSU_SERVER" in codes and "PSU_HEADROOM" not in codes
    assert not [w for w in pcie.warnings if w.code.startswith("PSU") and "ATX" in render(w)]
    desktop = rec(workload="inference", model="llama-3.1-8b", form_factor="desktop")
    assert "PSU_HEADROOM" in warnings(desktop, "rtx-4090") and "PSU_SERVER" not in warnings(desktop, "rtx-4090")


@pytest.mark.parametrize(("answers", "code", "per_gpu"), [
    ({"workload": "hpc", "working_set_gb": 60}, "ASSUME_MULTI_GPU_HPC", 0.25),
    ({"workload": "rendering", "working_set_gb": 60}, "ASSUME_MULTI_GPU_RENDERING", 1.0),
    ({"workload": "inference", "model": "llama-3.1-70b"}, "ASSUME_MULTI_GPU", None),
    ({"workload": "full_finetune", "model": "llama-3.1-8b"}, "ASSUME_MULTI_GPU_TRAINING", None)])
def test_the_multi_gpu_assumption_says_how_this_work_is_shared(answers: dict[str, object], code: str,
                                                                per_gpu: float | None) -> None:
    """HPC codes split their data over the GPUs; a renderer copies the scene to each; an LLM splits
    the model. The stated assumption matches what the memory estimate does."""
    r = rec(**answers, form_factor="server", max_gpus=4)
    assert code in {m.code for m in r.assumptions}
    if per_gpu is not None:
        four = [c for c in r.shortlist if c.count == 4]
        assert four and four[0].vram_gb_per_gpu == pytest.approx(per_gpu * 60 / 1.073741824 + 0.6, rel=0.02)


def test_recommend_leaves_the_garbage_collector_as_it_found_it() -> None:
    """recommend() pauses the cyclic collector while it builds its results and restores it after,
    with nothing frozen left behind (a frozen object would escape every later collection)."""
    import gc

    assert gc.isenabled()
    rec(workload="inference", model="llama-3.1-8b")
    assert gc.isenabled() and gc.get_freeze_count() == 0
    gc.disable()
    try:
        rec(workload="inference", model="llama-3.1-8b")
        assert not gc.isenabled() and gc.get_freeze_count() == 0
    finally:
        gc.enable()


def test_rendering_driver_steps_name_blender_s_minimum_for_the_os() -> None:
    """An AMD or Intel card for Blender gets the oldest driver Cycles' HIP / oneAPI backend accepts, for its OS."""
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.messages import render as text

    b = load_ecosystem().blender
    for os, amd_version, intel_version in (("windows", b.hip_min_windows, b.oneapi_min_windows),
                                           ("linux", b.hip_min_linux, b.oneapi_min_linux)):
        r = rec(workload="rendering", working_set_gb=8, os=os)
        amd = next(c for c in r.shortlist if c.gpu_id == "rx-7900-xtx").next_steps
        intel = next(c for c in r.shortlist if c.gpu_id == "arc-b580").next_steps
        assert amd[0].code == f"STEP_AMD_DRIVER_RENDER_{os.upper()}" and amd_version in text(amd[0])
        assert intel[0].code == f"STEP_INTEL_DRIVER_RENDER_{os.upper()}" and intel_version in text(intel[0])
        assert "HIP" in text(amd[1]) and "oneAPI" in text(intel[1])


def test_server_modules_are_offered_only_in_the_numbers_their_baseboards_hold() -> None:
    """One H100 SXM is not a product: SXM/OAM modules are sold in servers with 4- or 8-GPU baseboards
    (catalog baseboard_gpus; 8 when left out), so only those counts are offered, and each says the price
    is the GPUs' alone. A "not sure" machine with a $30,000 budget had one $23,000 MI355X as its top pick."""
    from wizard.core.catalog import load_catalog
    from wizard.core.messages import render as text
    from wizard.core.rules import baseboard_sizes

    gpus = {g.id: g for g in load_catalog().gpus}
    assert baseboard_sizes(gpus["h100-sxm"]) == (4, 8) and baseboard_sizes(gpus["b200"]) == (8,)
    assert baseboard_sizes(gpus["mi250x"]) == (4,) and baseboard_sizes(gpus["h100-pcie"]) == ()
    profiles = [rec(workload="inference", model="qwen2.5-32b", precision="bf16", form_factor="server", max_gpus=8),
                rec(workload="full_finetune", model="llama-3.1-8b", budget={"amount": 30000, "currency": "USD"},
                    max_gpus=4),
                rec(workload="inference", model="kimi-k2", engine="vllm", form_factor="server", max_gpus=8),
                rec(workload="hpc", working_set_gb=60, form_factor="server", max_gpus=4)]
    seen = set()
    for r in profiles:
        for c in [*r.shortlist, *r.ranked_lower]:
            sizes = baseboard_sizes(gpus[c.gpu_id])
            if sizes:
                seen.add(c.gpu_id)
                assert c.count in sizes, (c.gpu_id, c.count)
        for c in r.shortlist:
            board = [w for w in c.warnings if w.code == "BASEBOARD_SERVER"]
            assert bool(board) == (gpus[c.gpu_id].form_factor in ("sxm", "oam")), c.gpu_id
            if board:
                assert f"baseboard of {c.count} GPUs" in text(board[0]) and "GPUs' alone" in text(board[0])
    assert {"h100-sxm", "b200"} <= seen  # the rule was exercised, on both kinds of board
    finetune = profiles[1]
    assert all(c.gpu_id != "mi355x" for c in finetune.shortlist)
    one = next(e for e in finetune.excluded if e.gpu_id == "mi355x" and e.count == 1)
    assert [m.code for m in one.reasons] == ["EXCLUDED_BASEBOARD_COUNT"]
    assert text(one.reasons[0]) == "OAM modules are sold only in whole systems of 8 GPUs."
    three = next(e for e in finetune.excluded if e.gpu_id == "h100-sxm" and e.count == 3)
    assert text(three.reasons[-1]) == "SXM modules are sold only in whole systems of 4 or 8 GPUs."
    four = next(e for e in finetune.excluded if e.gpu_id == "h100-sxm" and e.count == 4)
    assert "EXCLUDED_BASEBOARD_COUNTS" not in {m.code for m in four.reasons}
    # A module left out at every count already (a desktop, Windows) is not also told the counts it comes in
    for machine in ({"form_factor": "desktop"}, {"os": "windows"}):
        refused = rec(workload="inference", model="llama-3.1-8b", max_gpus=8, **machine)
        codes = {m.code for e in refused.excluded if e.gpu_id in ("h100-sxm", "mi355x", "gb200") for m in e.reasons}
        assert codes & {"EXCLUDED_SERVER_MODULE", "EXCLUDED_BASEBOARD_WINDOWS"}, machine
        assert not codes & {"EXCLUDED_BASEBOARD_COUNT", "EXCLUDED_BASEBOARD_COUNTS"}, machine
    # GB200 comes in NVL4 boards and NVL72 racks: eight of them (the top pick of an 8-GPU server) is neither
    server = rec(workload="full_finetune", model="llama-3.1-70b", form_factor="server", max_gpus=8,
                 budget={"amount": 400000, "currency": "USD"})
    assert ("gb200", 8) not in {(c.gpu_id, c.count) for c in server.shortlist}
    eight = next(e for e in server.excluded if e.gpu_id == "gb200" and e.count == 8)
    assert text(eight.reasons[-1]) == "Grace superchip modules are sold only in whole systems of 4 or 72 GPUs."


def test_a_single_sxm_module_one_has_still_runs_the_work() -> None:
    """The baseboard rule is about buying: `estimate` and the card already owned judge one H100 SXM
    (a rented one, say) by memory and software alone."""
    from wizard.core.catalog import load_catalog
    from wizard.core.recommend import evaluate

    h100 = next(g for g in load_catalog().gpus if g.id == "h100-sxm")
    profile = Profile(workload="inference", model="qwen2.5-7b", os="linux", budget={"amount": 1000, "currency": "USD"})
    _, fits, _, blocked_by = evaluate(profile, h100, 1)
    assert fits and blocked_by == []
    owned = rec(workload="inference", model="qwen2.5-7b", os="linux", current_gpu={"id": "h100-sxm"})
    assert owned.current is not None and owned.current.fits and owned.current.reasons == []
    assert "BASEBOARD_SERVER" not in {w.code for w in owned.current.warnings}

def test_the_memory_requirement_says_which_rate_sets_an_hpc_speed() -> None:
    """The report's memory section ends with what the speed comes from: FP64, FP32 or, for a memory-bound
    code, the bandwidth (it said FP64 for every simulation)."""
    codes = {kw.get("hpc_code", "unknown") + str(kw.get("hpc_needs_fp64", True)):
             rec(workload="hpc", working_set_gb=10, **kw).requirement.explanation[0].code
             for kw in ({}, {"hpc_needs_fp64": False}, {"hpc_code": "memory_bound"})}
    assert codes == {"unknownTrue": "FORMULA_HPC", "unknownFalse": "FORMULA_HPC_FP32",
                     "memory_boundTrue": "FORMULA_HPC_MEMORY"}


def test_an_old_launch_price_tells_the_buyer_to_get_a_quote() -> None:
    """The catalog keeps launch prices: a 2020 price for a card now sold used or as old stock says
    so, and a quote for that card silences it."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.rules import OLD_PRICE_YEARS

    now = load_ecosystem().date.year
    r = rec(workload="inference", model="qwen2.5-7b", os="linux")
    by_id = load_catalog().by_id()
    old, new = [], []
    for c in r.shortlist:
        g = by_id[c.gpu_id]
        if g.price_date is None:
            continue
        (old if now - g.price_date.year >= OLD_PRICE_YEARS else new).append(c)
    assert old and new
    for c in old:
        note = next(w for w in c.warnings if w.code == "OLD_LAUNCH_PRICE")
        assert note.params["year"] == by_id[c.gpu_id].price_date.year  # type: ignore[union-attr]
    assert not any(w.code == "OLD_LAUNCH_PRICE" for c in new for w in c.warnings)
    quoted = rec(workload="inference", model="qwen2.5-7b", os="linux", price_overrides={old[0].gpu_id: 700})
    assert "OLD_LAUNCH_PRICE" not in warnings(quoted, old[0].gpu_id)


def test_jetson_next_steps_name_the_jetpack_each_module_needs() -> None:
    """Thor (compute capability 11.0) needs JetPack 7 and CUDA 13; Orin keeps the general step."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import cc_tuple, load_ecosystem
    from wizard.core.next_steps import next_steps

    profile = Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "linux"})
    jetsons = [g for g in load_catalog().gpus if g.segment.value == "edge"]
    assert {cc_tuple(g.compute_capability) >= (11, 0) for g in jetsons} == {True, False}
    for g in jetsons:
        first = next_steps(profile, g, load_ecosystem())[0].code
        assert first == ("STEP_JETPACK_THOR" if cc_tuple(g.compute_capability) >= (11, 0) else "STEP_JETPACK"), g.id


def test_a_card_without_a_price_never_outranks_a_priced_card_as_fast() -> None:
    """Not knowing a datacenter part's price is no reason to rank it first: it counts as the poorest
    value of the priced cards (a flat middle value once put a B300 above the RTX 5090 for a 14B chatbot)."""
    r = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-14b"}), top=100)
    priced = [c for c in r.shortlist if c.price_total is not None]
    unpriced = [c for c in r.shortlist if c.price_total is None]
    assert priced and unpriced
    assert r.shortlist[0].price_total is not None
    for u in unpriced:
        for p in priced:
            if (p.speed or 0) >= (u.speed or 0) and {w.code for w in p.warnings} <= {w.code for w in u.warnings}:
                assert p.score >= u.score, (p.name, u.name)  # equal to the poorest-value priced card
    # With nothing priced (every card unpriced by the catalog), speed alone decides.
    from wizard.core.catalog import load_catalog

    catalog = load_catalog()
    bare = catalog.model_copy(update={"gpus": [g.model_copy(update={"price_usd": None}) for g in catalog.gpus]})
    fast = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-14b", "engine": "vllm",
                                             "os": "linux"}), bare, top=3)
    assert fast.shortlist and all(c.price_total is None for c in fast.shortlist)
    assert fast.shortlist[0].speed == max(c.speed or 0 for c in fast.shortlist)


def test_a_card_nobody_lists_for_china_is_left_out_there_without_blaming_export_rules() -> None:
    r = rec(workload="inference", model="llama-3.1-70b", precision="q4_k_m", engine="llama.cpp", os="linux",
            region="cn")
    assert "EXCLUDED_REGION" in reasons(r, "rtx-5090")  # export rules: the 5090 D is the China SKU
    for system in ("ryzen-ai-max-395-128gb", "dgx-spark"):
        assert "EXCLUDED_REGION_UNCONFIRMED" in reasons(r, system) and "EXCLUDED_REGION" not in reasons(r, system)


SEVENTY_B_ON_ONE_CARD = dict(workload="inference", model="llama-3.3-70b", precision="q4_k_m", engine="llama.cpp",
                             context_tokens=16384, os="linux", budget={"amount": 3000, "currency": "USD"})


def test_more_cards_per_machine_are_offered_when_they_are_much_faster() -> None:
    """A 4-bit 70B chatbot with one card per machine leaves only unified-memory computers at a few
    tokens/s; two 24 GB cards within the same budget run it several times faster. The hint names the
    configuration the answers would rank first with that many cards allowed, at that configuration's
    own speed and price."""
    one = rec(**SEVENTY_B_ON_ONE_CARD)
    hint = next(w for w in one.profile_warnings if w.code == "MORE_CARDS_FASTER")
    assert hint.severity.value == "info" and hint.params["max"] == 1
    count = hint.params["count"]
    assert isinstance(count, int) and count > 1
    allowed = rec(**{**SEVENTY_B_ON_ONE_CARD, "max_gpus": count})
    top = allowed.shortlist[0]
    assert (top.count, top.name, round(top.price_total or 0)) == (count, hint.params["gpu"], hint.params["price"])
    assert top.speed is not None and one.shortlist[0].speed is not None
    assert hint.params["ratio"] == round(top.speed / one.shortlist[0].speed, 1) >= 1.5
    # A pair of 24 GB cards holds it with little to spare: the hint says what the pick's warning will.
    tight = next(w for w in top.warnings if w.code == "TIGHT_VRAM")
    assert hint.params["tight_spare"] == tight.params["headroom"] < 20
    from wizard.core.messages import render
    assert render(hint).endswith(f"Memory would be tight: {tight.params['headroom']}% to spare.")
    # Qwen2.5 32B in 8-bit over several 16-24 GB cards leaves more than the 20 % that makes a fit tight.
    roomy = rec(**{**SEVENTY_B_ON_ONE_CARD, "model": "qwen2.5-32b", "precision": "q8_0", "context_tokens": 8192})
    roomy_hint = next(w for w in roomy.profile_warnings if w.code == "MORE_CARDS_FASTER")
    roomy_top = rec(**{**SEVENTY_B_ON_ONE_CARD, "model": "qwen2.5-32b", "precision": "q8_0", "context_tokens": 8192,
                       "max_gpus": roomy_hint.params["count"]}).shortlist[0]
    assert roomy_top.headroom >= 0.2 and roomy_hint.params["count"] == roomy_top.count >= 2
    assert "tight_spare" not in roomy_hint.params
    # Allowed, the hint has done its job.
    assert not any(w.code.startswith("MORE_CARDS") for w in allowed.profile_warnings)


@pytest.mark.parametrize("change", [
    {"power": {"psu_watts": 650}},  # no two or more desktop cards run on a 650 W supply
    {"model": "qwen2.5-7b"},  # one card already runs it as fast as a pair would
    {"workload": "lora", "model": "qwen2.5-14b", "precision": None, "engine": "transformers",
     "context_tokens": 2048},  # training over several cards needs a sharding set-up
    {"max_gpus": 8},  # already a full server's worth
])
def test_more_cards_are_not_offered_when_they_would_not_help(change: dict[str, object]) -> None:
    r = rec(**{**SEVENTY_B_ON_ONE_CARD, **change})
    assert r.shortlist, change
    assert not any(w.code.startswith("MORE_CARDS") for w in r.profile_warnings), change


def test_linked_computers_are_not_offered_as_more_cards_per_machine() -> None:
    """Two DGX Sparks are two computers linked by a cable, not two cards in one machine: the hint, which
    speaks of GPUs per machine, leaves them out even where two would be much faster."""
    from wizard.core.catalog import load_catalog

    catalog = load_catalog()
    by_id = {g.id: g for g in catalog.gpus}
    slow = by_id["jetson-agx-orin-64gb"].model_copy(update={
        "id": "slow-200", "name": "Slow 200 GB", "memory_gb": 200.0, "bandwidth_gbs": 100.0})
    small = catalog.model_copy(update={"gpus": [slow, by_id["dgx-spark"]]})
    answers = {"workload": "inference", "model": "qwen3-235b-a22b", "engine": "llama.cpp", "os": "linux"}
    two = recommend(Profile.model_validate({**answers, "max_gpus": 2}), small)
    one = recommend(Profile.model_validate({**answers, "max_gpus": 1}), small)
    assert (two.shortlist[0].gpu_id, two.shortlist[0].count) == ("dgx-spark", 2)
    assert two.shortlist[0].speed is not None and one.shortlist[0].speed is not None
    assert two.shortlist[0].speed > 2 * one.shortlist[0].speed  # would be hinted, were they cards
    assert not any(w.code.startswith("MORE_CARDS") for w in one.profile_warnings)


def test_a_card_short_of_memory_says_how_many_of_it_would_hold_the_model() -> None:
    """Why not the RTX 3090 for a 4-bit 70B? "... 2 of these cards in one machine would hold it": the
    count is the fewest at which the same answers, allowing that many, find no memory reason."""
    one = rec(**SEVENTY_B_ON_ONE_CARD)
    hinted = {e.gpu_id: r.params["fits_cards"] for e in one.excluded for r in e.reasons
              if r.code == "EXCLUDED_VRAM" and "fits_cards" in r.params}
    assert hinted.get("rtx-3090") == 2 and hinted.get("rtx-5090") == 2
    assert "rtx-3060-12gb" not in hinted  # it would take more than the four cards of a what-if machine
    assert "dgx-spark" not in hinted and "ryzen-ai-max-395-128gb" not in hinted  # computers, not cards
    for gpu_id, cards in hinted.items():
        assert isinstance(cards, int) and 1 < cards <= 4
        allowed = rec(**{**SEVENTY_B_ON_ONE_CARD, "max_gpus": cards})
        assert "EXCLUDED_VRAM" not in reasons(allowed, gpu_id, cards), gpu_id
        assert cards == 2 or "EXCLUDED_VRAM" in reasons(allowed, gpu_id, cards - 1), gpu_id
    text = next(m for e in one.excluded if e.gpu_id == "rtx-3090" for m in e.reasons)
    from wizard.core.messages import render
    assert render(text).endswith("one card gives 23.7 GiB. 2 of these cards in one machine would hold it.")


@pytest.mark.parametrize("answers", [
    # training: sharding a fine-tune over cards is a set-up of its own
    {"workload": "lora", "model": "qwen2.5-32b", "os": "linux"},
    # a 7B fits one bigger consumer card: "two 8 GB cards" would be poor advice
    {"workload": "inference", "model": "qwen2.5-7b", "precision": "q8_0", "engine": "llama.cpp", "os": "windows"},
])
def test_cards_that_would_hold_it_are_counted_only_where_that_is_the_answer(answers: dict[str, object]) -> None:
    r = rec(**answers)
    assert any(r_.code == "EXCLUDED_VRAM" for e in r.excluded for r_ in e.reasons)
    assert not any("fits_cards" in r_.params for e in r.excluded for r_ in e.reasons)


# The screenshots' sample: a Windows buyer in China chatting with a 7B, quality left on Automatic (the
# model's released 16-bit), no engine chosen.
SEVEN_B_SIXTEEN_BIT = dict(workload="inference", model="qwen2.5-7b", context_tokens=8192, os="windows",
                           precision="bf16", form_factor="desktop", budget={"amount": 15000, "currency": "CNY"})


# A 32B model at its released 16-bit, $3,000, Linux: only unified-memory computers hold its 64 GiB. In
# 8-bit it still needs 33 GiB, more than any card under $1,500 gives; in 4-bit a 24 GB card runs it.
THIRTY_TWO_B_SIXTEEN_BIT = dict(workload="inference", model="deepseek-r1-distill-qwen-32b", os="linux",
                                precision="bf16", budget={"amount": 3000, "currency": "USD"})
# The same left at "Automatic" and "Not sure": a chat app's Q8_0, 33 GiB; in 4-bit a 24 GB card runs it.
THIRTY_TWO_B_CHAT = {k: v for k, v in THIRTY_TWO_B_SIXTEEN_BIT.items() if k != "precision"}


def _as_fast_and_cheaper(r: Recommendation, top_price: float, top_speed: float) -> list[object]:
    return [c for c in r.shortlist if c.speed is not None and c.speed >= 0.9 * top_speed
            and c.price_total is not None and c.price_total <= 0.75 * top_price]


@pytest.mark.parametrize(("answers", "code", "precision"), [
    (SEVEN_B_SIXTEEN_BIT, "EIGHT_BIT_CHEAPER", "q8_0"),
    (THIRTY_TWO_B_SIXTEEN_BIT, "FOUR_BIT_CHEAPER", "q4_k_m"),
    (THIRTY_TWO_B_CHAT, "FOUR_BIT_CHEAPER", "q4_k_m"),
])
def test_a_smaller_format_is_offered_when_it_runs_as_fast_for_much_less(
        answers: dict[str, object], code: str, precision: str) -> None:
    """16-bit Qwen2.5 7B needs 16 GiB: only 24 GB+ cards pass and a ¥14,000 RTX 5090 tops the list. In
    Q8_0, as LM Studio and Ollama run it, a 16 GB card is as fast for far less. A 16-bit 32B leaves only
    unified-memory computers, and 8-bit does not fit a cheaper card, so 4-bit is offered. The hint names
    the configuration the smaller format's answers score first among those with no more cards than the
    top pick, at most 75 % of its price and at least nine tenths as fast, with its own figures."""
    r = rec(**answers)
    top = r.shortlist[0]
    assert top.price_total is not None and top.speed is not None
    hint = next(w for w in r.profile_warnings if w.code in ("EIGHT_BIT_CHEAPER", "FOUR_BIT_CHEAPER"))
    assert hint.code == code and hint.severity.value == "info" and hint.params["precision"] == precision.upper()
    smaller = rec(**{**answers, "precision": precision, "max_gpus": top.count})
    named = next(c for c in smaller.shortlist if c.name == hint.params["gpu"] and c.count == hint.params["count"])
    assert named.price_total is not None and named.speed is not None
    assert hint.params["price"] == round(named.price_total) <= 0.75 * top.price_total
    assert hint.params["ratio"] == round(named.speed / top.speed, 1) and named.speed >= 0.9 * top.speed
    assert hint.params["saving"] == round((1 - named.price_total / top.price_total) * 100)
    assert hint.params["need"] == round(named.vram_gb_per_gpu, 1) < top.vram_gb_per_gpu / 1.5
    # No configuration as fast and as cheap scores above it with the smaller format.
    assert not [c for c in _as_fast_and_cheaper(smaller, top.price_total, top.speed) if c.score > named.score]
    if code == "FOUR_BIT_CHEAPER":  # 8-bit, the gentler format, had nothing to offer
        eight = rec(**{**answers, "precision": "q8_0", "max_gpus": top.count})
        assert not _as_fast_and_cheaper(eight, top.price_total, top.speed)
    # Chosen, the hint has done its job.
    chosen = rec(**{**answers, "precision": precision})
    assert not any(w.code.endswith("_BIT_CHEAPER") for w in chosen.profile_warnings)


SEVENTY_B_CHAT = dict(workload="inference", model="llama-3.1-70b", context_tokens=8192, os="linux",
                      form_factor="desktop", max_gpus=2, budget={"amount": 4000, "currency": "USD"})


def test_a_smaller_format_much_faster_within_the_budget_is_named() -> None:
    """A 70B chat left at Q8_0 with $4,000 and two cards allowed had one pick, a Ryzen AI Max at 2.8 tokens/s;
    in Q4_K_M two RTX 5090s run it about ten times as fast for $3,998, and no hint named them (core review,
    2026-12-02). Not cheaper, so FOUR_BIT_FASTER: the smaller format's best-scored machine the answers allow
    (any count up to theirs) that is at least SMALLER_FORMAT_FASTER times as fast."""
    from wizard.core.messages import render
    from wizard.core.recommend import SMALLER_FORMAT_FASTER

    r = rec(**SEVENTY_B_CHAT)
    top = r.shortlist[0]
    assert top.speed is not None
    hint = next(w for w in r.profile_warnings if w.code == "FOUR_BIT_FASTER")
    four = rec(**{**SEVENTY_B_CHAT, "precision": "q4_k_m"})
    named = next(c for c in four.shortlist if c.name == hint.params["gpu"] and c.count == hint.params["count"])
    assert named.rank == 1 and named.count == 2 and named.speed is not None and named.price_total is not None
    assert hint.params["ratio"] == round(named.speed / top.speed, 1) >= SMALLER_FORMAT_FASTER
    assert hint.params["price"] == round(named.price_total) <= 4000
    assert "4-bit would be much faster" in render(hint)
    assert not any(w.code == "FOUR_BIT_FASTER" for w in four.profile_warnings)  # chosen: done
    # a model that runs fast already is not pointed to a faster format (the default 7B chat)
    assert not any(w.code.endswith("_FASTER") and "BIT" in w.code for w in rec(**SEVEN_B_SIXTEEN_BIT).profile_warnings)


@pytest.mark.parametrize("change", [
    {"engine": "vllm", "os": "linux"},  # GGUF files are a chat app's: vLLM's own FP8 is offered instead
    {"engine": "transformers"},
    {"precision": "q4_k_m"},  # already smaller than 8-bit
    {"precision": "q8_0"},  # 8-bit chosen, not "Automatic": the buyer weighed quality against memory
    {"workload": "lora", "precision": None},  # fine-tuning trains in 16-bit
])
def test_eight_bit_is_not_offered_where_it_does_not_apply(change: dict[str, object]) -> None:
    r = rec(**{**SEVEN_B_SIXTEEN_BIT, **change})
    assert r.shortlist, change
    assert not any(w.code.endswith("_BIT_CHEAPER") for w in r.profile_warnings), change


def test_eight_bit_is_offered_for_a_chosen_16_bit_format_on_llama_cpp_too() -> None:
    r = rec(**{**SEVEN_B_SIXTEEN_BIT, "engine": "llama.cpp", "precision": "bf16"})
    assert any(w.code == "EIGHT_BIT_CHEAPER" for w in r.profile_warnings)


@pytest.mark.parametrize(("engine", "passes", "warning"), [
    ("vllm", True, None),
    ("tensorrt-llm", True, None),
    ("unknown", True, None),
    ("llama.cpp", True, "LINKED_LLAMACPP_RPC"),
    ("transformers", False, None),
])
def test_two_linked_computers_need_an_engine_that_splits_a_model_over_them(
        engine: str, passes: bool, warning: str | None) -> None:
    """Two DGX Sparks hold a 16-bit 70B between them, but only software that spans computers runs it so:
    vLLM and TensorRT-LLM (NVIDIA's two-Spark playbooks), or llama.cpp's RPC backend, which its own
    README calls a fragile proof of concept. transformers runs on one computer: the pair is left out,
    saying why. The next steps name the software after the cable."""
    from wizard.core.catalog import load_catalog

    catalog = load_catalog()
    sparks = catalog.model_copy(update={"gpus": [g for g in catalog.gpus if g.id == "dgx-spark"]})
    profile = Profile.model_validate({"workload": "inference", "model": "llama-3.3-70b", "precision": "bf16",
                                      "engine": engine, "os": "linux", "max_gpus": 2})
    r = recommend(profile, sparks)
    if not passes:
        assert not r.shortlist
        assert "EXCLUDED_SYSTEM_ENGINE" in reasons(r, "dgx-spark", 2)
        assert "EXCLUDED_SYSTEM_ENGINE" not in reasons(r, "dgx-spark", 1)  # one computer: memory alone
        return
    top = r.shortlist[0]
    assert (top.gpu_id, top.count) == ("dgx-spark", 2)
    codes = [w.code for w in top.warnings]
    assert "SYSTEMS_LINKED" in codes
    assert ("LINKED_LLAMACPP_RPC" in codes) == (warning is not None)
    steps = [s.code for s in top.next_steps]
    assert steps.index("STEP_SERVE_LINKED") == steps.index("STEP_LINK_SYSTEMS") + 1


def test_linked_computers_train_with_any_engine_answer() -> None:
    """Training spans computers with PyTorch's multi-node launch: the engine answer (for inference) does
    not leave a pair out, and no serving step is given."""
    from wizard.core.catalog import load_catalog

    catalog = load_catalog()
    sparks = catalog.model_copy(update={"gpus": [g for g in catalog.gpus if g.id == "dgx-spark"]})
    profile = Profile.model_validate({"workload": "full_finetune", "model": "qwen2.5-7b", "engine": "transformers",
                                      "os": "linux", "max_gpus": 2, "context_tokens": 2048})
    r = recommend(profile, sparks)
    pair = [c for c in r.shortlist if c.count == 2]
    assert pair, [e.reasons for e in r.excluded]
    assert "STEP_SERVE_LINKED" not in [s.code for s in pair[0].next_steps]


def test_a_radeon_card_rocm_leaves_out_still_runs_a_chat_model_with_llama_cpp_on_vulkan() -> None:
    """ROCm's Linux list has no RX 7600 XT (gfx1102), yet llama.cpp's Vulkan backend runs it: a 16 GB
    card for $329 was left out of every budget chatbot list on Linux, and an owner was told it was 'not
    enough'. For llama.cpp it now passes, warned that PyTorch tools will not use it, with the Vulkan
    driver as its next step; for PyTorch-based engines and under WSL2 (no Vulkan path) it stays out."""
    answers = dict(workload="inference", model="qwen2.5-14b", engine="llama.cpp", os="linux",
                   budget={"amount": 400, "currency": "USD"})
    r = rec(**answers)
    card = next(c for c in r.shortlist if c.gpu_id == "rx-7600-xt")
    # AMD does not list gfx1102, but PyTorch's ROCm wheels build it (pytorch/pytorch PR #147761): said so
    warning = next(w for w in card.warnings if w.code == "ROCM_UNLISTED_GPU")
    assert warning.params["gfx"] == "gfx1102" and warning.severity.value == "warning"
    steps = [s.code for s in card.next_steps]
    assert steps[0] == "STEP_VULKAN_LINUX" and "STEP_ROCM_LINUX" not in steps
    assert "vulkaninfo" in (card.next_steps[0].command or "")
    # A card ROCm supports keeps the ROCm steps and no such warning.
    xtx = rec(**{**answers, "budget": {"amount": 1000, "currency": "USD"}})
    supported = next(c for c in xtx.shortlist if c.gpu_id == "rx-7900-xtx")
    assert "ROCM_UNSUPPORTED_GPU" not in {w.code for w in supported.warnings}
    assert supported.next_steps[0].code == "STEP_ROCM_LINUX"
    # WSL2 has no path for it; vLLM does not build it; transformers runs on PyTorch's gfx1102 code, warned
    assert reasons(rec(**{**answers, "os": "wsl2"}), "rx-7600-xt") & {"EXCLUDED_ROCM_OS"}
    assert reasons(rec(**{**answers, "engine": "vllm"}), "rx-7600-xt")
    torch = rec(**{**answers, "engine": "transformers", "precision": "bf16", "model": "qwen2.5-3b"})
    assert not reasons(torch, "rx-7600-xt") & {"EXCLUDED_ROCM_GPU", "EXCLUDED_ROCM_OS"}
    # an RX 6700 XT (gfx1031), which PyTorch does not build, stays out of PyTorch work
    assert reasons(rec(**{**answers, "engine": "transformers", "precision": "bf16", "model": "qwen2.5-3b",
                          "budget": {"amount": 1000, "currency": "USD"}}), "rx-6700-xt") & {"EXCLUDED_ROCM_GPU"}
    # The owner of one is told it runs a 7B.
    owner = rec(workload="inference", model="qwen2.5-7b", engine="llama.cpp", os="linux",
                current_gpu={"id": "rx-7600-xt", "count": 1})
    assert owner.current is not None and owner.current.fits


def test_an_intel_card_for_llama_cpp_gets_llama_cpp_steps_not_pytorch() -> None:
    """A chat model with llama.cpp on an Arc card needs the driver and llama.cpp's SYCL or Vulkan build;
    PyTorch's XPU wheel is for PyTorch-based work."""
    answers = dict(workload="inference", model="qwen2.5-3b", engine="llama.cpp", os="linux",
                   budget={"amount": 300, "currency": "USD"})
    arc = next(c for c in rec(**answers).shortlist if c.vendor == "intel")
    assert [s.code for s in arc.next_steps] == ["STEP_INTEL_DRIVER", "STEP_LLAMACPP_INTEL", "STEP_GET_GGUF",
                                                "STEP_CHECK_SPEED_LLAMACPP"]
    # ...and the warning is about llama.cpp's Arc backends, not PyTorch's XPU build
    codes = {w.code for w in arc.warnings}
    assert "INTEL_ONEAPI_CHAT" in codes and "INTEL_ONEAPI" not in codes
    torch = rec(**{**answers, "engine": "transformers"})
    arc_torch = next(c for c in torch.shortlist if c.vendor == "intel")
    assert "STEP_PYTORCH_XPU" in [s.code for s in arc_torch.next_steps]
    assert "INTEL_ONEAPI" in {w.code for w in arc_torch.warnings}


@pytest.mark.parametrize(("gpu_id", "os", "chat_steps"), [
    ("rtx-5070-ti", "windows", ["STEP_NVIDIA_DRIVER_WINDOWS", "STEP_LLAMACPP_CUDA"]),
    ("rtx-3090", "linux", ["STEP_NVIDIA_DRIVER_LINUX", "STEP_LLAMACPP_CUDA"]),
    ("rx-7900-xtx", "linux", ["STEP_ROCM_LINUX", "STEP_CHECK_ROCM", "STEP_LLAMACPP_ROCM"]),
    ("rx-7900-xtx", "windows", ["STEP_AMD_DRIVER_WINDOWS", "STEP_LLAMACPP_VULKAN"]),  # no PyTorch preview wheels
])
def test_chat_with_llama_cpp_gets_its_own_steps_and_no_pytorch(gpu_id: str, os: str, chat_steps: list[str]) -> None:
    """LM Studio, Ollama and llama.cpp need the driver (and ROCm for a HIP build), not PyTorch: the chat
    user is not sent to pip. The same card for PyTorch work keeps the PyTorch steps."""
    answers = dict(workload="inference", model="qwen2.5-3b", engine="llama.cpp", os=os,
                   budget={"amount": 2500, "currency": "USD"})
    card = next(c for c in rec(**answers).shortlist if c.gpu_id == gpu_id)
    assert [s.code for s in card.next_steps] == [*chat_steps, "STEP_GET_GGUF", "STEP_CHECK_SPEED_LLAMACPP"]
    torch = rec(**{**answers, "engine": "transformers", "precision": "bf16"})
    torch_card = next(c for c in torch.shortlist if c.gpu_id == gpu_id)
    # PyTorch's wheels (on Windows, AMD's preview wheels, named in STEP_AMD_WINDOWS)
    assert any(s.code.startswith("STEP_PYTORCH") or s.code == "STEP_AMD_WINDOWS" for s in torch_card.next_steps)


def test_a_chatbot_with_no_engine_named_hears_that_a_chat_app_needs_no_pytorch() -> None:
    """A chatbot in 16-bit with the software left open is sized for transformers and gets the PyTorch
    steps; a buyer who only wants to chat should learn first that LM Studio or Ollama needs none of
    them. Left at "Automatic", it is sized as such an app runs it, and no PyTorch step appears."""
    answers = dict(workload="inference", model="qwen2.5-7b", os="windows", precision="bf16")
    automatic = rec(workload="inference", model="qwen2.5-7b", os="windows")
    assert [w.code for w in automatic.profile_warnings if w.code == "CHAT_APP_ASSUMED"] == ["CHAT_APP_ASSUMED"]
    assert not [s.code for c in automatic.shortlist for s in c.next_steps
                if s.code in ("STEP_CHAT_APP_INSTEAD", "STEP_BLACKWELL_WHEEL") or s.code.startswith("STEP_PYTORCH")]
    assert not any(w.code == "CHAT_APP_ASSUMED" for w in rec(**answers).profile_warnings)
    told = 0
    for c in rec(**answers).shortlist:
        codes = [s.code for s in c.next_steps]
        torch = [i for i, code in enumerate(codes) if code.startswith("STEP_PYTORCH") or code == "STEP_BLACKWELL_WHEEL"]
        if not torch:  # an AMD card on Windows: its steps are already llama.cpp's
            assert "STEP_CHAT_APP_INSTEAD" not in codes, (c.name, codes)
            continue
        assert codes.index("STEP_CHAT_APP_INSTEAD") == torch[0] - 1, (c.name, codes)
        told += 1
    assert told >= 3
    for engine in ("transformers", "vllm", "llama.cpp"):
        named = rec(**{**answers, "engine": engine, "os": "linux"})
        assert all(s.code != "STEP_CHAT_APP_INSTEAD" for c in named.shortlist for s in c.next_steps), engine
    lora = rec(workload="lora", model="qwen2.5-7b", os="linux")
    assert all(s.code != "STEP_CHAT_APP_INSTEAD" for c in lora.shortlist for s in c.next_steps)


def test_the_last_step_checks_the_speed_against_the_estimate() -> None:
    """peers.md 3A (llmfit #292): an estimate the buyer can check. llama-bench at a depth of half the
    context measures what the decode estimate models; the band is the one shown with the speed."""
    answers = dict(workload="inference", model="qwen2.5-7b", engine="llama.cpp", os="linux", context_tokens=16384,
                   budget={"amount": 2000, "currency": "USD"})
    r = rec(**answers)
    for c in r.shortlist:
        step = c.next_steps[-1]
        assert step.code == "STEP_CHECK_SPEED_LLAMACPP", c.name
        assert step.command == "llama-bench -m MODEL.gguf -p 0 -n 128 -d 8192"
        assert c.speed is not None and c.throughput.decode_tokens_per_s == pytest.approx(c.speed, rel=0.01)
        digits = 0 if c.speed >= 20 else 1
        assert step.params["speed"] == round(c.speed, digits) and step.params["depth"] == 8192
        # Rounded from the unrounded speed: within half a unit of the last digit of the rounded one's band.
        half = 0.5 * 10**-digits + 1e-3
        assert step.params["low"] == pytest.approx(c.speed * (1 - c.speed_error_band), abs=half)
        assert step.params["high"] == pytest.approx(c.speed * (1 + c.speed_error_band), abs=half)
    # Engines without a comparable figure, and several sequences at once, get no such step.
    for other in ({"engine": "vllm", "precision": "bf16"}, {"engine": "transformers", "precision": "bf16"},
                  {"batch_size": 4}):
        assert all(s.code != "STEP_CHECK_SPEED_LLAMACPP"
                   for c in rec(**{**answers, **other}).shortlist for s in c.next_steps), other
    assert any(c.speed is not None and c.speed < 20 for c in r.shortlist)  # both roundings were checked
    assert any(c.speed is not None and c.speed >= 20 for c in r.shortlist)


def test_a_rendering_pick_with_a_blender_score_gets_that_score_to_check() -> None:
    from wizard.core.catalog import load_catalog

    by_id = load_catalog().by_id()
    r = rec(workload="rendering", os="windows", budget={"amount": 3000, "currency": "USD"})
    checked = 0
    for c in r.shortlist:
        steps = [s for s in c.next_steps if s.code == "STEP_CHECK_SPEED_BLENDER"]
        blender = by_id[c.gpu_id].blender
        if blender is None or c.count > 1:
            assert not steps, c.name
            continue
        (step,) = steps
        assert step.params["score"] == round(blender.score) and step.params["version"] == blender.version
        assert step.params["low"] < step.params["score"] < step.params["high"]
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("workload", ["rendering", "hpc"])
def test_a_working_set_left_open_is_assumed_and_the_results_say_so(workload: str) -> None:
    """The memory of a scene or simulation left blank was a silent 16 GB: every 16 GB card came out 'tight'
    and the 12 GB cards were left out, with nothing telling the user why or what to enter."""
    from wizard.core.memory import DEFAULT_WORKING_SET_GB

    open_ = rec(workload=workload, os="linux")
    (note,) = [w for w in open_.profile_warnings if w.code.startswith("WORKING_SET_ASSUMED")]
    assert note.code == f"WORKING_SET_ASSUMED_{workload.upper()}" and note.severity.value == "info"
    assert note.params["gb"] == DEFAULT_WORKING_SET_GB == 16
    given = rec(workload=workload, os="linux", working_set_gb=DEFAULT_WORKING_SET_GB)
    assert not [w for w in given.profile_warnings if w.code.startswith("WORKING_SET_ASSUMED")]
    assert given.requirement.vram_gb == open_.requirement.vram_gb  # the same figure, now the user's own
    small = rec(workload=workload, os="linux", working_set_gb=6)
    assert small.requirement.vram_gb < open_.requirement.vram_gb
    chat = rec(workload="inference", model="qwen2.5-7b", os="linux")
    assert not [w for w in chat.profile_warnings if w.code.startswith("WORKING_SET_ASSUMED")]


def test_the_rx_6700_xt_buyer_regret_case() -> None:
    """peers.md 3F: 'After wasting a whole day I find out that my rx 6700 xt is not supported.' ROCm has
    no gfx1031: for PyTorch work the card is left out, saying so; a chat model with llama.cpp runs on it
    through Vulkan, with the warning. The RX 6800 XT's gfx1030 is on ROCm's Linux list."""
    torch = rec(workload="lora", model="qwen2.5-3b", os="linux", context_tokens=1024)
    assert "EXCLUDED_ROCM_GPU" in reasons(torch, "rx-6700-xt")
    assert "EXCLUDED_ROCM_GPU" not in reasons(torch, "rx-6800-xt")
    chat = rec(workload="inference", model="qwen2.5-7b", engine="llama.cpp", os="linux",
               current_gpu={"id": "rx-6700-xt", "count": 1})
    assert chat.current is not None and chat.current.fits
    owned = rec(workload="inference", model="qwen2.5-7b", engine="llama.cpp", os="linux",
                budget={"amount": 700, "currency": "USD"})
    assert "ROCM_UNSUPPORTED_GPU" in warnings(owned, "rx-6700-xt")
    assert "ROCM_UNSUPPORTED_GPU" not in warnings(owned, "rx-6800")


def test_older_cards_users_own_carry_their_generation_s_limits() -> None:
    """A GTX 1080 Ti is Pascal: current CUDA 13 wheels dropped it. A GTX 1660 SUPER is Turing without RT
    cores: renderers warn. RDNA 2 is estimated for rendering from its own kind (single-issue FP32)."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import has_rt_cores
    from wizard.core.rendering import render_kind

    by_id = load_catalog().by_id()
    assert not has_rt_cores(by_id["gtx-1660-super"]) and has_rt_cores(by_id["rtx-2060"])
    assert render_kind(by_id["rx-6800-xt"]) == "amd_rdna2" and render_kind(by_id["rx-7800-xt"]) == "amd"
    r = rec(workload="inference", model="qwen2.5-7b", engine="llama.cpp", os="linux",
            budget={"amount": 800, "currency": "USD"}, price_overrides={"gtx-1080-ti": 250})
    assert "LEGACY_ARCH_DROPPED" in warnings(r, "gtx-1080-ti")
    render = rec(workload="rendering", working_set_gb=4, os="windows", budget={"amount": 300, "currency": "USD"},
                 price_overrides={"gtx-1660-super": 150})
    assert "NO_RT_CORES" in warnings(render, "gtx-1660-super")


def test_suggestions_do_not_send_qlora_on_windows_to_a_card_without_its_libraries() -> None:
    """QLoRA (bitsandbytes) on Windows with $500: nothing fits. The cheapest cards that would, with more
    budget or a shorter context, are Radeon cards (no PyTorch ROCm on Windows, no bitsandbytes): the
    regret peers.md 3F records. The suggestions name cards without such warnings, and say that cheaper
    ones carry them, so that 'cheapest' stays true."""
    from wizard.core.messages import render

    r = rec(workload="qlora", model="llama-3.1-8b", os="windows", budget={"amount": 500, "currency": "USD"})
    assert not r.shortlist
    budget = next(m for m in r.suggestions if m.code.startswith("SUGGEST_BUDGET"))
    assert budget.code == "SUGGEST_BUDGET_SUPPORTED"
    unlimited = rec(workload="qlora", model="llama-3.1-8b", os="windows")
    named = next(c for c in unlimited.shortlist if c.name == budget.params["gpu"])
    risky = {"ROCM_UNSUPPORTED_OS", "LIBRARY_GAPS_NON_NVIDIA", "INTEL_ONEAPI", "INTEL_ONEAPI_CHAT"}
    assert not {w.code for w in named.warnings} & risky
    assert named.price_total is not None and round(named.price_total) == budget.params["price"]
    cheaper = [c for c in unlimited.shortlist if c.price_total is not None and c.price_total < named.price_total]
    assert cheaper and all({w.code for w in c.warnings} & risky for c in cheaper)
    assert "full software support" in render(budget)
    shorter = next(m for m in r.suggestions if m.code == "SUGGEST_SHORTER_CONTEXT")
    assert "Radeon" not in str(shorter.params["gpu"]) and "Arc" not in str(shorter.params["gpu"])


def test_windows_does_not_split_training_over_several_cards() -> None:
    """PyTorch has no NCCL on Windows, and Gloo has no GPU reduce-scatter or all-gather (torch.distributed
    docs): FSDP and DeepSpeed ZeRO, which the estimate assumes when it divides every weight, gradient and
    optimizer state by the card count, cannot run there. A Windows buyer was offered 4 cards for a full
    fine-tune that only Linux could run."""
    from wizard.core.messages import render

    answers = dict(workload="full_finetune", model="llama-3.1-8b", max_gpus=4,
                   budget={"amount": 12000, "currency": "USD"})
    linux = rec(**answers, os="linux")
    split = [c for c in linux.shortlist if c.count > 1]
    assert split  # on Linux, several cards share the model
    windows = rec(**answers, os="windows")
    assert all(c.count == 1 for c in windows.shortlist)
    first = split[0]
    assert "EXCLUDED_WINDOWS_SHARDED_TRAINING" in reasons(windows, first.gpu_id, first.count)
    # Nothing passes: the suggestion names the Linux machine that would.
    assert not windows.shortlist
    hint = next(m for m in windows.suggestions if m.code == "SUGGEST_LINUX_SHARDED_TRAINING")
    cheapest = min((c for c in linux.shortlist), key=lambda c: c.price_total or 0.0)
    assert hint.params["count"] == cheapest.count > 1 and hint.params["gpu"] == cheapest.name
    assert "On Linux" in render(hint)


def test_lora_over_several_cards_on_windows_is_a_layer_split_at_one_cards_speed() -> None:
    """LoRA and QLoRA can still spread a model's layers over several cards on Windows (Hugging Face
    device_map): no collectives, but the cards work one after the other, so two train no faster than one."""
    from wizard.core import throughput
    from wizard.core.arch import resolve
    from wizard.core.catalog import load_catalog
    from wizard.core.explain import speed_explanations

    gpu = next(g for g in load_catalog().gpus if g.id == "rtx-5060-ti-16gb")
    arch = resolve("llama-3.1-8b", None)
    speed = {}
    for os in ("windows", "linux"):
        p = Profile(workload="lora", model="llama-3.1-8b", os=os, max_gpus=2, context_tokens=2048)
        speed[os] = [throughput.estimate(p, arch, gpu, n, C).train_tokens_per_s for n in (1, 2)]
        # About 22 GiB does not fit one 16 GB card: two it is, with the warning on Windows only.
        r = rec(workload="lora", model="llama-3.1-8b", os=os, max_gpus=2, context_tokens=2048,
                budget={"amount": 1000, "currency": "USD"})
        pick = next(c for c in r.shortlist if c.gpu_id == gpu.id)
        assert pick.count == 2
        assert ("WINDOWS_TRAINING_LAYER_SPLIT" in {w.code for w in pick.warnings}) is (os == "windows")
        assert pick.throughput.train_tokens_per_s == pytest.approx(speed[os][1], rel=1e-3)
        # "How we calculated" says why two cards count as one.
        (how,) = speed_explanations(p, arch, gpu, 2, C)
        assert ("ASSUME_TRAIN_LAYER_SPLIT" in {m.code for m in how.assumptions}) is (os == "windows")
        assert how.inputs["effective_gpus"] == pytest.approx(1.0 if os == "windows" else speed[os][1] / speed[os][0],
                                                             rel=0.01)
    assert speed["windows"][0] == pytest.approx(speed["linux"][0])  # one card: the same on both
    assert speed["windows"][1] == pytest.approx(speed["windows"][0])  # two cards in turn: one card's speed
    assert speed["linux"][1] > 1.5 * speed["linux"][0]  # side by side


@pytest.mark.parametrize(("engine", "chosen", "used"), [("llama.cpp", "fp8", "q8_0"), ("vllm", "q4_0", "fp8"),
                                                        ("vllm", "q8_0", "fp8"), ("tensorrt-llm", "q4_0", "fp8")])
def test_a_kv_cache_format_the_engine_lacks_is_sized_as_the_nearest_it_has(engine: str, chosen: str,
                                                                             used: str) -> None:
    """llama.cpp stores no FP8 cache (--cache-type-k: f16, bf16, q8_0, q4_0, ...) and vLLM none but its
    16 bits and FP8 (--kv-cache-dtype): a q4_0 cache under vLLM was sized at half the bytes vLLM can use."""
    answers = dict(workload="inference", model="qwen2.5-14b", engine=engine, context_tokens=32768, os="linux")
    r = rec(**answers, kv_cache_precision=chosen)
    same = rec(**answers, kv_cache_precision=used)
    assert r.requirement.breakdown["kv_cache"] == pytest.approx(same.requirement.breakdown["kv_cache"])
    note = next(w for w in r.profile_warnings if w.code == "KV_FORMAT_ENGINE")
    assert note.params == {"engine": engine, "chosen": chosen.upper(), "used": used.upper()}
    from wizard.core.messages import render

    name = {"llama.cpp": "llama.cpp", "vllm": "vLLM", "tensorrt-llm": "TensorRT-LLM"}[engine]
    assert render(note).startswith(f"{name} has no {chosen.upper()} KV cache")  # named as its project writes it
    assert "KV_FORMAT_ENGINE" not in {w.code for w in same.profile_warnings}
    # A format the engine stores is kept as chosen.
    kept = rec(**answers, kv_cache_precision="fp8" if engine != "llama.cpp" else "q4_0")
    assert "KV_FORMAT_ENGINE" not in {w.code for w in kept.profile_warnings}


def test_a_chat_slower_than_people_read_is_said_to_be_slow() -> None:
    """A 70B model on a 128 GB computer runs at about 3 tokens/s: it fits, and it ranks, but each answer
    crawls out slower than anyone reads (about 5 tokens/s). The warning is per user: a fast card serving
    many users at once can be slow for each of them. Training and rendering have no such thing."""
    from wizard.core.messages import render
    from wizard.core.recommend import READING_TOKENS_PER_S

    slow = rec(workload="inference", model="llama-3.1-70b", os="linux", budget={"amount": 5000, "currency": "USD"})
    assert slow.shortlist
    for c in slow.shortlist:
        assert c.speed is not None
        flagged = [w for w in c.warnings if w.code == "SLOWER_THAN_READING"]
        assert bool(flagged) is (round(c.speed, 1) < READING_TOKENS_PER_S), (c.name, c.speed)
        if flagged:
            assert f"about {round(c.speed, 1)} tokens/s for each user" in render(flagged[0])
    assert any("SLOWER_THAN_READING" in {w.code for w in c.warnings} for c in slow.shortlist)
    fast = rec(workload="inference", model="qwen2.5-7b", os="linux", max_gpus=1)
    assert fast.shortlist and not any(w.code == "SLOWER_THAN_READING" for c in fast.shortlist for w in c.warnings)
    # 64 users on one card in eager transformers: fast in all, slow for each.
    many = rec(workload="inference", model="qwen2.5-7b", os="linux", engine="transformers", batch_size=64, max_gpus=1)
    per_user = {c.gpu_id: round((c.speed or 0.0) / 64, 1) for c in many.shortlist}
    assert {c.gpu_id for c in many.shortlist if "SLOWER_THAN_READING" in {w.code for w in c.warnings}} == {
        g for g, v in per_user.items() if v < READING_TOKENS_PER_S} != set()
    # Said as it is shown: 4.98 tokens/s is "about 5", which is not slower than 5.
    from wizard.core.recommend import _slower_than_reading
    from wizard.core.throughput import Throughput

    chat = Profile(workload="inference")
    assert _slower_than_reading(chat, Throughput(decode_tokens_per_s=4.98)) is None
    said = _slower_than_reading(chat, Throughput(decode_tokens_per_s=4.94))
    assert said is not None and said.params["speed"] == 4.9
    lora = rec(workload="lora", model="llama-3.1-70b", os="linux")
    assert not any(w.code == "SLOWER_THAN_READING" for c in lora.shortlist for w in c.warnings)
    # A card already owned that runs it slowly says so too (the upgrades below it then mean something).
    owned = rec(workload="inference", model="llama-3.1-70b", os="linux", current_gpu={"id": "ryzen-ai-max-395-128gb"})
    assert owned.current is not None and owned.current.fits and owned.current.speed is not None
    assert owned.current.speed < READING_TOKENS_PER_S
    assert "SLOWER_THAN_READING" in {w.code for w in owned.current.warnings}
    quick = rec(workload="inference", model="qwen2.5-7b", os="linux", current_gpu={"id": "rtx-4090"})
    assert quick.current is not None and "SLOWER_THAN_READING" not in {w.code for w in quick.current.warnings}


@pytest.mark.parametrize("answers", [
    dict(workload="inference", model="llama-3.3-70b", engine="llama.cpp", precision="q4_k_m", context_tokens=16384,
         os="linux", max_gpus=1, budget={"amount": 3000, "currency": "USD"}),
    dict(workload="inference", model="qwen2.5-7b", os="windows"),
    dict(workload="lora", model="llama-3.1-8b", os="linux"),
])
def test_the_spare_memory_on_the_bar_is_the_spare_memory_in_the_reasons(answers: dict[str, object]) -> None:
    """The card's memory bar shows Configuration.headroom as spare_percent; its first reason says the same share.
    Kept to three decimals, 46.2 of 114.0 GiB (0.5947) became 0.595: "60% spare" on the bar, "59%" below it."""
    from wizard.core.rules import spare_percent

    r = rec(**answers)
    assert r.shortlist
    for c in r.shortlist:
        fits = next(m for m in c.reasons if m.code == "FITS_VRAM")
        assert spare_percent(c.headroom) == fits.params["headroom"], c.name


@pytest.mark.parametrize(("answers", "code", "tag"), [
    ({}, "STEP_GET_GGUF", "q8_0"),  # "Automatic" with the software left open: a chat app's Q8_0
    ({"engine": "llama.cpp"}, "STEP_GET_GGUF", "q4_K_M"),  # Ollama writes K-quants with capitals
    ({"engine": "llama.cpp", "precision": "q6_k"}, "STEP_GET_GGUF", "q6_K"),
    ({"engine": "llama.cpp", "precision": "bf16"}, "STEP_GET_GGUF", "fp16"),
    ({"model": "gpt-oss-20b"}, "STEP_GET_GGUF_MXFP4", None),
    ({"engine": "transformers"}, None, None),
    ({"engine": "vllm"}, None, None),
])
def test_a_chat_app_user_is_told_which_file_the_figures_are_for(answers: dict[str, object], code: str | None,
                                                               tag: str | None) -> None:
    """The same model in another quantisation is another size and speed: the steps name the GGUF format
    the figures are for, before the speed check that compares with them."""
    r = rec(**{"workload": "inference", "model": "qwen2.5-7b", "os": "linux", **answers})
    assert r.shortlist
    for c in r.shortlist:
        codes = [s.code for s in c.next_steps]
        got = [s for s in c.next_steps if s.code.startswith("STEP_GET_GGUF")]
        if code is None:
            assert not got, (c.name, codes)
            continue
        assert [s.code for s in got] == [code], (c.name, codes)
        if "STEP_CHECK_SPEED_LLAMACPP" in codes:
            assert codes.index(code) < codes.index("STEP_CHECK_SPEED_LLAMACPP")
        if tag is not None:
            assert got[0].params["tag"] == tag
            assert got[0].params["precision"] == r.requirement.precision.upper()


@pytest.mark.parametrize(("answers", "code"), [
    ({}, "CHAT_APP_ASSUMED"), ({"batch_size": 4}, "CHAT_APP_ASSUMED"),
    ({"batch_size": 5}, "SERVER_ASSUMED_VLLM"), ({"batch_size": 64, "os": "wsl2"}, "SERVER_ASSUMED_VLLM"),
    ({"batch_size": 5, "os": "windows"}, "CHAT_APP_SERVES_MANY"),  # no vLLM on Windows: the chat apps, raised
    ({"batch_size": 5, "engine": "vllm"}, None), ({"precision": "bf16"}, None), ({"engine": "llama.cpp"}, None),
    ({"model": "deepseek-v3", "batch_size": 8}, None),  # its released FP8 is said by ASSUME_NATIVE_PRECISION
])
def test_the_format_automatic_chose_for_the_number_of_users_is_said(answers: dict[str, object],
                                                                     code: str | None) -> None:
    """Up to four users at once (LM Studio's default) are a chat app's Q8_0; a fifth makes it a server's
    16-bit and doubles the memory: both say why, so the jump on the memory bar is explained."""
    from wizard.core.rules import profile_warnings

    p = Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", **answers})
    said = [w for w in profile_warnings(p)
            if w.code in ("CHAT_APP_ASSUMED", "CHAT_APP_SERVES_MANY", "SERVER_ASSUMED_VLLM")]
    assert [w.code for w in said] == ([code] if code else [])
    if said:
        assert said[0].params["precision"] == p.effective_precision().value.upper()


@pytest.mark.parametrize("answers", [
    {"workload": "inference", "model": "qwen2.5-7b", "os": "windows"},
    {"workload": "inference", "model": "qwen2.5-32b", "os": "linux", "batch_size": 16},
    {"workload": "inference", "model": "llama-3.1-8b", "os": "wsl2", "engine": "llama.cpp", "precision": "fp8",
     "power": {"psu_watts": 850, "pcie_8pin": 3}, "cooling": "quiet"},
    {"workload": "qlora", "model": "llama-3.1-8b", "os": "windows", "form_factor": "server"},
    {"workload": "hpc", "working_set_gb": 20},
    {"workload": "rendering", "os": "windows", "price_overrides": {"rtx-4090": 1500}},
])
def test_warnings_made_once_per_card_are_the_warnings_made_for_each_count(answers: dict[str, object]) -> None:
    """recommend keeps warnings_for's count-independent parts per card (rules._card_parts); every
    configuration must still get exactly the warnings, in the order, that it gets worked out alone."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.recommend import _unpriced_check
    from wizard.core.rules import CardParts, usable_vram_gib, warnings_for

    p = Profile.model_validate(answers)
    eco = load_ecosystem()
    compared = 0
    per_card: dict[str, CardParts] = {}  # one for the whole run, as recommend keeps it
    for g in load_catalog().gpus:
        for n in (1, 2, 4, 8):
            usable = usable_vram_gib(g, p.os, load_constants().display_reserve_gib_windows)
            check = _unpriced_check(p, g, n, usable * 0.85, usable)
            assert warnings_for(p, check, eco, per_card) == warnings_for(p, check, eco)
            compared += 1
        assert g.id in per_card
    assert compared == 4 * len(load_catalog().gpus) and len(per_card) == len(load_catalog().gpus)


def test_models_the_core_builds_without_validation_behave_as_validated_ones() -> None:
    """results.construct skips validation and shares one fields-set per class: the objects must still
    dump, compare, copy and re-validate like models built the usual way, and a copy with changes must
    leave the others alone."""
    from wizard.core.results import Excluded, Message, make_excluded

    reasons = [Message(code="EXCLUDED_VRAM", params={"need": 9.5, "have": 7.7, "count": 1})]
    built = make_excluded("rtx-4060", "GeForce RTX 4060", 1, reasons)
    other = make_excluded("rtx-3060", "GeForce RTX 3060", 2, reasons)
    validated = Excluded(gpu_id="rtx-4060", name="GeForce RTX 4060", count=1, reasons=reasons)
    assert built == validated and built.model_dump() == validated.model_dump()
    assert built.model_fields_set == validated.model_fields_set
    assert Excluded.model_validate_json(built.model_dump_json()) == validated
    changed = built.model_copy(update={"count": 3})
    changed.name = "renamed"
    assert (changed.count, changed.name) == (3, "renamed")
    assert (built.count, built.name, other.count, other.name) == (1, "GeForce RTX 4060", 2, "GeForce RTX 3060")
    assert other.model_fields_set == {"gpu_id", "name", "count", "reasons"}


def test_fp64_science_on_a_budget_names_the_fp64_cards_sold_on_quote() -> None:
    """FP64 science with $10,000: the shortlist held consumer cards with a 1:32 FP64 rate and said nothing of
    the cards built for FP64 (Instinct MI210, A30...), left out only for having no list price. Now the
    recommendation names them, and a quote entered for one ranks it first."""
    from wizard.core.messages import render as text

    answers = {"workload": "hpc", "working_set_gb": 20, "os": "linux", "budget": {"amount": 10000, "currency": "USD"}}
    r = rec(**answers)
    assert "CONSUMER_FP64" in {w.code for w in r.shortlist[0].warnings}
    [hint] = [w for w in r.profile_warnings if w.code.startswith("UNPRICED_FP64")]
    named = str(hint.params["gpus"]).split(" / ")
    assert "AMD Instinct MI210" in named and int(hint.params["cards"]) >= len([n for n in named if n != "..."])
    for name in (n for n in named if n != "..."):  # each left out for its missing price and nothing else
        why = {m.code for e in r.excluded if e.name == name and e.count == 1 for m in e.reasons}
        assert why == {"EXCLUDED_NO_PRICE"}, name
    assert "FP64" in text(hint) and f"{hint.params['low']}–{hint.params['high']}×" in text(hint)
    assert float(hint.params["low"]) >= 1.5  # "much faster": MORE_CARDS_SPEEDUP
    quoted = rec(**answers, price_overrides={"mi210": 9000})
    assert quoted.shortlist[0].gpu_id == "mi210"
    # Not for work that does not need FP64, nor where the top pick has it
    fp32 = rec(**{**answers, "hpc_needs_fp64": False})
    assert not [w for w in fp32.profile_warnings if w.code.startswith("UNPRICED")]
    rich = rec(**{**answers, "budget": {"amount": 60000, "currency": "USD"}})
    assert "CONSUMER_FP64" not in {w.code for w in rich.shortlist[0].warnings}
    assert not [w for w in rich.profile_warnings if w.code.startswith("UNPRICED")]
    chat = rec(workload="inference", model="qwen2.5-14b", budget={"amount": 1200, "currency": "USD"})
    assert not [w for w in chat.profile_warnings if w.code.startswith("UNPRICED")]


def test_fp64_science_in_a_desktop_names_the_fp64_cards_its_cooling_left_out() -> None:
    """FP64 science in a desktop with EUR 8,000: every card built for FP64 is passively cooled and sold on
    quote, and the shortlist of gaming cards said nothing of them. The hint names them and says why."""
    from wizard.core.messages import render as text

    answers = {"workload": "hpc", "working_set_gb": 24, "hpc_needs_fp64": True, "os": "linux",
               "form_factor": "desktop", "budget": {"amount": 8000, "currency": "EUR"}}
    r = rec(**answers)
    [hint] = [w for w in r.profile_warnings if w.code.startswith("UNPRICED_FP64")]
    assert hint.code == "UNPRICED_FP64_SERVER_MORE"
    assert "AMD Instinct MI210" in str(hint.params["gpus"]) and "passive cooling" in text(hint)
    big = rec(**{**answers, "working_set_gb": 100, "form_factor": "server", "max_gpus": 4})  # two cards or more
    [many] = [w for w in big.profile_warnings if w.code.startswith("UNPRICED_FP64")]
    assert many.code == "UNPRICED_FP64_MORE" and "AMD Instinct MI210" in str(many.params["gpus"])
    either = rec(**{**answers, "form_factor": "any"})
    [plain] = [w for w in either.profile_warnings if w.code.startswith("UNPRICED_FP64")]
    assert plain.code == "UNPRICED_FP64_MORE"  # no cooling to mention where servers are allowed
    assert rec(**{**answers, "form_factor": "any"}, price_overrides={"mi210": 7000}).shortlist[0].gpu_id == "mi210"


def test_lora_with_only_a_risky_card_names_the_supported_card_qlora_would_fit() -> None:
    """LoRA of a 7B model on Windows with 12,000 CNY: only a 32 GB Radeon holds the 16-bit base model, and
    PyTorch training on Radeon under Windows is AMD's preview. QLoRA fits a card with full software
    support within the same answers, and the recommendation says which (peers.md 3F: QLoRA on Windows
    should not be sent to a Radeon card)."""
    from wizard.core.messages import render as text
    from wizard.core.recommend import _software_risk

    answers = {"workload": "lora", "model": "qwen2.5-7b", "os": "windows", "region": "cn",
               "budget": {"amount": 12000, "currency": "CNY"}}
    r = rec(**answers)
    assert _software_risk(r.shortlist[0].warnings)
    [hint] = [w for w in r.profile_warnings if w.code == "QLORA_SUPPORTED"]
    q = rec(**{**answers, "workload": "qlora"})
    top = next(c for c in q.shortlist if not _software_risk(c.warnings))  # the supported pick QLoRA ranks first
    assert (hint.params["gpu"], hint.params["count"]) == (top.name, top.count)
    assert hint.params["price"] == round(top.price_total or 0) and hint.params["price"] <= 12000
    assert hint.params["need"] == round(q.shortlist[0].vram_gb_per_gpu, 1) < r.requirement.vram_gb
    assert "full software support" in text(hint) and top.name in text(hint)
    # Not when the top pick has full support, nor for other work
    assert not [w for w in rec(**{**answers, "region": "any", "budget": {"amount": 2000, "currency": "USD"},
                                  "model": "llama-3.1-8b"}).profile_warnings if w.code.startswith("QLORA")]
    assert not [w for w in q.profile_warnings if w.code.startswith("QLORA")]


@pytest.mark.parametrize(("os_name", "driver"), [("windows", "570.65"), ("wsl2", "570.65"), ("linux", "570.26")])
def test_rtx_50_needs_the_driver_number_of_the_user_s_system(os_name: str, driver: str) -> None:
    """CUDA 12.8's minimum driver is 570.26 on Linux and 570.65 on Windows (WSL2 runs on the Windows one):
    Windows buyers had been told 570.26, a number no Windows driver carries."""
    rec = recommend(Profile(workload=Workload.INFERENCE, model="qwen2.5-7b", os=os_name), top=5)
    blackwell = [w for c in rec.shortlist for w in c.warnings if w.code.startswith("BLACKWELL_SM120")]
    assert blackwell and {w.params["driver"] for w in blackwell} == {driver}


def test_cards_sold_only_in_china_are_left_out_for_euros_and_flagged_elsewhere() -> None:
    """A render farm paid in euros had the RTX 5090 D v2 (sold only in mainland China, priced by conversion)
    as its top pick, with no word. Euros: left out, saying why. Dollars or no budget: a warning on the
    card. Yuan, or mainland China chosen: offered as any card is."""
    from wizard.core.catalog import load_catalog
    from wizard.core.catalog_models import Market

    china_only = {g.id for g in load_catalog().gpus if Market.GLOBAL not in g.markets}
    assert {"rtx-5090-d", "rtx-4090-d"} <= china_only

    def run(**answers: object) -> Recommendation:
        return recommend(Profile(workload=Workload.INFERENCE, model="qwen2.5-7b", os="windows", **answers), top=50)

    euros = run(budget={"amount": 3000, "currency": "EUR"})
    assert not china_only & {c.gpu_id for c in euros.shortlist}
    assert any(r.code == "EXCLUDED_CHINA_ONLY" for e in euros.excluded if e.gpu_id in china_only for r in e.reasons)
    for rec in (run(), run(budget={"amount": 3000, "currency": "USD"})):
        flagged = [c for c in rec.shortlist if c.gpu_id in china_only]
        assert flagged and all(any(w.code == "CHINA_ONLY_SKU" for w in c.warnings) for c in flagged)
        assert not any(w.code == "CHINA_ONLY_SKU" for c in rec.shortlist if c.gpu_id not in china_only
                       for w in c.warnings)
    for rec in (run(budget={"amount": 20000, "currency": "CNY"}), run(region="cn")):
        offered = [c for c in rec.shortlist if c.gpu_id in china_only]
        assert offered and not any(w.code == "CHINA_ONLY_SKU" for c in offered for w in c.warnings)
    in_china_in_euros = run(region="cn", budget={"amount": 3000, "currency": "EUR"})
    assert china_only & {c.gpu_id for c in in_china_in_euros.shortlist}


def test_cards_sold_only_in_china_rank_below_their_global_twins_where_the_buyer_may_be_elsewhere() -> None:
    """Rendering with USD 4,000: three of the five picks were China-only GeForce D cards, the RTX 4090 behind
    two of them. Where the answers do not place the buyer, they rank below the cards sold everywhere that
    they would otherwise beat; in yuan they rank as any card does."""
    answers = {"workload": "rendering", "working_set_gb": 20, "os": "windows", "form_factor": "desktop"}
    dollars = recommend(Profile.model_validate({**answers, "budget": {"amount": 4000, "currency": "USD"}}), top=5)
    order = [c.gpu_id for c in dollars.shortlist]
    assert order.index("rtx-4090") < order.index("rtx-5090-d-v2")
    yuan = recommend(Profile.model_validate({**answers, "budget": {"amount": 30000, "currency": "CNY"}}), top=5)
    order = [c.gpu_id for c in yuan.shortlist]
    assert order.index("rtx-5090-d-v2") < order.index("rtx-4090")


def test_the_chat_app_sizing_says_what_ollama_downloads_by_default() -> None:
    """It had said the model runs "as LM Studio and Ollama run it, as a GGUF file in Q8_0", though both
    download Q4_K_M by default (`ollama run deepseek-r1:14b` fetches a Q4_K_M file): the 8-bit sizing is
    kept (next to no quality lost), and the note says what the apps fetch and how to size for it."""
    from wizard.i18n import translator
    from wizard.locale_format import render_localized

    automatic = rec(workload="inference", model="deepseek-r1:14b", os="windows")
    note = next(w for w in automatic.profile_warnings if w.code == "CHAT_APP_ASSUMED")
    assert note.params["precision"] == "Q8_0"
    english = render_localized(note, translator("en"), "en")
    assert "8-bit GGUF file, Q8_0" in english and "default downloads are 4-bit (Q4_K_M" in english, english
    chinese = render_localized(note, translator("zh_CN"), "zh_CN")
    assert "默认下载的是 4 位文件（Q4_K_M" in chinese, chinese


def test_within_budget_says_the_budget_is_for_the_gpus() -> None:
    """"Within budget: ¥31,800 of ¥60,000" had read as the whole workstation's cost: the budget is the GPUs'."""
    from wizard.i18n import translator
    from wizard.locale_format import render_localized

    fits = rec(workload="inference", model="qwen2.5-7b", budget={"amount": 20000, "currency": "CNY"})
    reason = next(r for r in fits.shortlist[0].reasons if r.code == "FITS_BUDGET")
    assert render_localized(reason, translator("en"), "en", "CNY").startswith("Within budget: the GPUs cost ¥")
    assert "显卡共 ¥" in render_localized(reason, translator("zh_CN"), "zh_CN", "CNY")


def test_geforce_ecc_is_said_to_be_off_until_turned_on() -> None:
    """The RTX 4090 and 3090 Ti have ECC as a driver toggle, off by default: an HPC shortlist had shown them
    without the "No ECC" warning the other GeForce cards get, and with no word that it must be turned on."""
    from wizard.core.messages import render as text

    r = rec(workload="hpc", working_set_gb=16, hpc_needs_fp64=False, os="linux", form_factor="desktop",
            budget={"amount": 3000, "currency": "USD"})
    everything = {c.gpu_id: {w.code for w in c.warnings} for c in r.shortlist}
    assert "rtx-4090" in everything
    assert "ECC_OFF_BY_DEFAULT" in everything["rtx-4090"] and "NO_ECC_FOR_HPC" not in everything["rtx-4090"]
    gpus = load_catalog().by_id()
    for gpu, codes in everything.items():  # GeForce cards the catalog gives ECC, and only they
        assert ("ECC_OFF_BY_DEFAULT" in codes) == (gpus[gpu].ecc and gpus[gpu].segment.value == "consumer"), gpu
    said = next(w for c in r.shortlist for w in c.warnings if w.code == "ECC_OFF_BY_DEFAULT")
    assert "nvidia-smi -e 1" in text(said)


def test_dense_matrix_codes_are_timed_on_the_fp64_matrix_units() -> None:
    """DGEMM runs FP64 on the tensor cores of an A100 or H100 (67 TFLOPS on an H100 SXM against 34 vector);
    taken as the vector rate, a B200 (37, no FP64 gain on its tensor cores) ranked above the H100 for it.
    N-body and Monte Carlo codes keep the vector rate."""
    import pydantic

    from wizard.core import throughput
    from wizard.core.catalog_models import Gpu

    gpus = load_catalog().by_id()
    h100, b200 = gpus["h100-sxm"], gpus["b200"]
    dense = Profile(workload="hpc", working_set_gb=300, hpc_needs_fp64=True, hpc_code="dense_matrix")
    nbody = dense.model_copy(update={"hpc_code": "compute_bound"})
    assert throughput.hpc_peak_tflops(dense, h100) == 67.0 and throughput.hpc_peak_tflops(nbody, h100) == 34.0
    assert throughput.hpc_peak_tflops(dense, b200) == b200.fp64_tflops  # no matrix gain: the vector rate
    fp32 = dense.model_copy(update={"hpc_needs_fp64": False})
    assert throughput.hpc_peak_tflops(fp32, h100) == h100.fp32_tflops
    answers = {"workload": "hpc", "working_set_gb": 300, "hpc_needs_fp64": True, "os": "linux",
               "form_factor": "server", "max_gpus": 8, "budget": {"amount": 400000, "currency": "USD"}}
    ranked = [c.gpu_id for c in rec(**answers, hpc_code="dense_matrix").shortlist]
    assert ranked.index("h100-sxm") < ranked.index("b200") if "b200" in ranked else "h100-sxm" in ranked
    with pytest.raises(pydantic.ValidationError, match="fp64_matrix_tflops"):
        Gpu.model_validate({**h100.model_dump(), "fp64_matrix_tflops": 30.0})


def test_qlora_on_windows_leaves_out_radeon_cards_and_says_why() -> None:
    """QLoRA's bitsandbytes runs on Radeon cards only through ROCm on Linux: an RX 9070 XT had been the
    "fastest" Windows QLoRA pick, with chat-app steps. Linux keeps it; Windows LoRA keeps its warning."""
    amd = {g.id for g in load_catalog().gpus if g.vendor.value == "amd"}
    answers = {"workload": "qlora", "model": "llama-3.1-8b", "context_tokens": 2048, "form_factor": "desktop",
               "budget": {"amount": 700, "currency": "USD"}}
    windows = rec(**answers, os="windows")
    assert not amd & ({c.gpu_id for c in windows.shortlist} | {c.gpu_id for c in windows.ranked_lower})
    why = {m.code for e in windows.excluded if e.gpu_id == "rx-9070-xt" for m in e.reasons}
    assert "EXCLUDED_QLORA_AMD_WINDOWS" in why
    linux = rec(**answers, os="linux")
    assert "rx-9070-xt" in {c.gpu_id for c in linux.shortlist} | {c.gpu_id for c in linux.ranked_lower}
    lora = rec(**{**answers, "workload": "lora", "model": "qwen2.5-3b"}, os="windows")
    assert amd & ({c.gpu_id for c in lora.shortlist} | {c.gpu_id for c in lora.ranked_lower})
    assert not any("EXCLUDED_QLORA_AMD_WINDOWS" in {m.code for m in e.reasons} for e in lora.excluded)


def test_training_on_a_jetson_or_a_card_without_bf16_is_warned() -> None:
    """A Jetson AGX Thor had ranked first for full fine-tuning on its rated tensor rate, and a V100 was timed for
    BF16 training it cannot do, both unsaid."""
    from wizard.core import throughput

    c = load_constants()
    gpus = load_catalog().by_id()
    answers = {"workload": "full_finetune", "model": "llama-3.2-1b", "context_tokens": 2048, "batch_size": 8,
               "os": "linux", "max_gpus": 1, "budget": {"amount": 5000, "currency": "USD"}}
    r = rec(**answers)
    assert r.shortlist[0].gpu_id != "jetson-agx-thor"
    thor = next(c for c in [*r.shortlist] if c.gpu_id == "jetson-agx-thor")
    assert "EDGE_TRAINING" in {w.code for w in thor.warnings}
    for unified in ("jetson-agx-thor", "dgx-spark"):  # the datacenter share of a full-rate figure
        assert throughput.training_mfu(Workload.FULL_FINETUNE, gpus[unified], c) == c.mfu_datacenter
    assert throughput.training_mfu(Workload.FULL_FINETUNE, gpus["rtx-a6000"], c) == c.mfu_consumer  # torchtune rows
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.rules import Check, warnings_for

    lora = Profile.model_validate({"workload": "lora", "model": "qwen2.5-7b", "precision": "bf16", "os": "linux"})

    def codes(gpu_id: str) -> set[str]:
        check = Check(gpu=gpus[gpu_id], count=1, need_gib=10, usable_gib=30, price_total=None, budget=None,
                      board_power_w=300, system_power_w=450, psu_required_w=650)
        return {w.code for w in warnings_for(lora, check, load_ecosystem())}

    assert "NO_BF16_TRAINING" in codes("v100-pcie-32gb") and "NO_BF16_TRAINING" in codes("rtx-2080-ti")
    assert "NO_BF16_TRAINING" not in codes("rtx-3090") and "NO_BF16_TRAINING" not in codes("a100-80gb-pcie")


def test_only_one_pick_is_the_fastest_and_a_tie_says_as_fast_as_which() -> None:
    """An RTX 5090 and a 5090 D (#1 and #2, 465 tokens/s each) had both been "the fastest option"."""
    r = rec(workload="inference", model="qwen2.5-14b", context_tokens=8192, batch_size=8, os="windows",
            budget={"amount": 3000, "currency": "USD"})
    fastest = [c.rank for c in r.shortlist if "FASTEST" in {m.code for m in c.reasons}]
    tied = [(c.rank, m.params["rank"]) for c in r.shortlist for m in c.reasons if m.code == "FASTEST_TIED"]
    assert len(fastest) == 1 and tied and all(first == fastest[0] for _, first in tied)
    assert all(c.speed == r.shortlist[fastest[0] - 1].speed for c in r.shortlist if c.rank in {t for t, _ in tied})


@pytest.mark.parametrize(("need", "shown"), [(24.1, 19), (29.9, 0), (20.0, 33)])
def test_a_tight_fit_never_reads_as_the_twenty_percent_it_falls_short_of(need: float, shown: int) -> None:
    """19.6 % to spare had been rounded to "only 20% memory to spare", the very share the warning says a
    fit should keep: the share is rounded down, so the figure shown is always below the threshold."""
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.messages import render
    from wizard.core.rules import Check, warnings_for

    gpus = {g.id: g for g in load_catalog().gpus}
    chat = Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "linux"})
    check = Check(gpu=gpus["rtx-4090"], count=1, need_gib=need, usable_gib=30, price_total=None, budget=None,
                  board_power_w=450, system_power_w=600, psu_required_w=850)
    tight = [w for w in warnings_for(chat, check, load_ecosystem()) if w.code == "TIGHT_VRAM"]
    if shown >= 20:
        assert not tight
        return
    assert [w.params["headroom"] for w in tight] == [shown]
    assert f"only {shown}% memory to spare" in render(tight[0])


def test_qlora_is_not_offered_for_a_machine_the_lora_shortlist_already_holds() -> None:
    """LoRA of a 70B model on an 8-GPU server: the hint said QLoRA on 4 x GB200 'does it with full software
    support' while the same 4 x GB200 was already #2 on the LoRA shortlist, with its own warnings (the PDF
    review of 2026-12-02). A machine the shortlist already offers for LoRA is no reason to change the method."""
    r = rec(workload="lora", model="llama-3.1-70b", precision="bf16", context_tokens=4096, batch_size=2, os="linux",
            form_factor="server", max_gpus=8, budget={"amount": 2000000, "currency": "CNY", "scope": "total"},
            price_overrides={"h20": 110000, "l20": 28000, "a800-80gb-pcie": 95000})
    from wizard.core.recommend import _software_risk

    assert any(not _software_risk(c.warnings) for c in r.shortlist)  # #2, #4, #5 carry no software risk
    assert not [w for w in r.profile_warnings if w.code.startswith("QLORA_SUPPORTED")]


def test_a_card_short_by_a_hair_shows_the_digits_that_differ() -> None:
    """QLoRA of an 8B model on Windows: "Not enough memory: needs 15.1 GiB, and one card gives 15.1 GiB" had
    read as a bug on every 16 GB GeForce (first-time buyer review, 2026-12-02)."""
    from wizard.core.messages import render

    r = rec(workload="qlora", model="llama-3.1-8b", os="windows", form_factor="desktop",
            budget={"amount": 2000, "currency": "USD"})
    shown = [m for e in r.excluded for m in e.reasons if m.code == "EXCLUDED_VRAM"]
    assert shown
    for m in shown:
        need, have = float(m.params["need"]), float(m.params["have"])  # type: ignore[arg-type]
        assert need > have, render(m)


@pytest.mark.parametrize("headroom", [0.2, 0.35])
def test_the_recommended_size_is_where_a_fit_stops_being_tight(headroom: float) -> None:
    """The recommended size was need x 1.2, which leaves 16.7 % spare, and the PDF's "cards with at least 23.5
    GiB leave 20% spare" stood above a 23.7 GiB card warned "only 17% to spare"; a headroom answered other than
    20 % had not moved the warning at all (review of this session's diff)."""
    r = rec(workload="inference", model="llama-3.1-8b", engine="vllm", os="linux", batch_size=4,
            budget={"amount": 60000, "currency": "CNY"}, region="cn", headroom=headroom)
    rec_gib = r.requirement.vram_gb_recommended
    assert rec_gib == pytest.approx(r.requirement.vram_gb / (1 - headroom), rel=1e-3)
    configs = [*r.shortlist]
    assert configs
    for c in configs:
        tight = any(w.code == "TIGHT_VRAM" for w in c.warnings)
        assert tight == (c.vram_capacity_gb_per_gpu < c.vram_gb_per_gpu / (1 - headroom) - 1e-6), c.name


def test_a_workstation_card_on_windows_gets_nvidia_s_workstation_driver() -> None:
    """An RTX 4000 Ada had been told to install the GeForce "Game Ready or Studio" driver (first-time buyer
    review, 2026-12-02)."""
    r = rec(workload="qlora", model="llama-3.1-8b", os="windows", form_factor="desktop",
            budget={"amount": 4000, "currency": "USD"})
    codes = {c.segment: {s.code for s in c.next_steps} for c in r.shortlist if c.vendor == "nvidia"}
    assert "STEP_NVIDIA_DRIVER_WINDOWS_PRO" in codes["workstation"]
    assert "STEP_NVIDIA_DRIVER_WINDOWS" in codes["consumer"]
    assert "STEP_NVIDIA_DRIVER_WINDOWS_PRO" not in codes["consumer"]


def test_a_datacenter_card_on_windows_gets_nvidia_s_data_center_driver() -> None:
    """An A100 picked for Windows rendering had been told to install the GeForce "Game Ready or Studio" driver,
    which does not support it (rendering review, 2026-12-02)."""
    r = rec(workload="rendering", working_set_gb=60, os="windows", max_gpus=4,
            budget={"amount": 40000, "currency": "USD"}, power={"psu_watts": 1600})
    codes = {c.segment: {s.code for s in c.next_steps} for c in r.shortlist if c.vendor == "nvidia"}
    assert "datacenter" in codes, codes
    assert "STEP_NVIDIA_DRIVER_WINDOWS_DC" in codes["datacenter"]
    assert not codes["datacenter"] & {"STEP_NVIDIA_DRIVER_WINDOWS", "STEP_NVIDIA_DRIVER_WINDOWS_PRO"}


def test_a_card_owned_that_runs_the_chat_in_4_bit_is_told_so() -> None:
    """An RTX 3060 12 GB was "not enough" for five people chatting with an 8B model sized in Q8_0, with no word
    that it runs it in Q4_K_M, what Ollama and LM Studio download by default (first-time buyer review)."""
    r = rec(workload="inference", model="llama-3.1-8b", os="windows", batch_size=5,
            current_gpu={"id": "rtx-3060-12gb"}, budget={"amount": 2000, "currency": "USD"})
    assert r.current is not None and not r.current.fits and r.current.context is not None
    assert r.current.context.code in ("CURRENT_SMALLER_FORMAT", "CURRENT_SMALLER_OR_SHORTER")
    assert r.current.context.params["precision"] == "Q4_K_M"
    four = rec(workload="inference", model="llama-3.1-8b", os="windows", batch_size=5, precision="q4_k_m",
               current_gpu={"id": "rtx-3060-12gb"}, budget={"amount": 2000, "currency": "USD"})
    assert four.current is not None and four.current.fits  # as the hint says
    # A card too small in 4-bit too gets the shorter context alone, if any
    small = rec(workload="inference", model="qwen2.5-32b", os="windows", current_gpu={"id": "rtx-3060-12gb"})
    assert small.current is not None and (small.current.context is None
                                          or small.current.context.code == "CURRENT_SHORTER_CONTEXT")


def test_intel_training_says_its_speed_is_unmeasured() -> None:
    """An Arc A770 had led a beginner's Windows QLoRA at 1.65x an RTX 5060 Ti's speed, scaled from AMD rows with no
    Intel training measurement behind it (core review, 2026-12-02): it says so, and the CUDA card leads."""
    from wizard.core.messages import render

    r = rec(workload="qlora", model="llama-3.1-8b", context_tokens=2048, os="windows", form_factor="desktop",
            budget={"amount": 450, "currency": "USD"})
    arc = next(c for c in [*r.shortlist] if c.gpu_id == "arc-a770")
    note = next(w for w in arc.warnings if w.code == "INTEL_ONEAPI_TRAINING")
    assert "no published measurement of training on Arc" in render(note)
    assert not any(w.code == "INTEL_ONEAPI" for w in arc.warnings)  # one Intel note, the training one
    assert r.shortlist[0].vendor == "nvidia"
    chat = rec(workload="inference", model="llama-3.1-8b", os="windows", budget={"amount": 450, "currency": "USD"})
    assert not any(w.code == "INTEL_ONEAPI_TRAINING" for c in chat.shortlist for w in c.warnings)
