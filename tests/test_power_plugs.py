"""The power supply's GPU plugs: PCIe 8-pin and native 16-pin counts against what the cards take."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from wizard.core.catalog import load_catalog
from wizard.core.power import adapter_plugs, pcie_plugs, plugs_needed
from wizard.core.profile import Profile
from wizard.core.recommend import recommend
from wizard.core.results import Recommendation
from wizard.i18n import translator
from wizard.locale_format import render_localized

GPUS = load_catalog().by_id()
CHAT = {"workload": "inference", "model": "qwen2.5-14b", "precision": "q4_k_m", "engine": "llama.cpp",
        "context_tokens": 8192, "os": "linux"}


def rec(**kw: object) -> Recommendation:
    return recommend(Profile.model_validate({**CHAT, **kw}), top=100)


def excluded_codes(r: Recommendation, gpu_id: str, count: int = 1) -> dict[str, dict[str, object]]:
    return {m.code: dict(m.params) for e in r.excluded if e.gpu_id == gpu_id and e.count == count for m in e.reasons}


def shortlisted(r: Recommendation, gpu_id: str) -> set[str] | None:
    c = next((c for c in r.shortlist if c.gpu_id == gpu_id), None)
    return None if c is None else {w.code for w in c.warnings}


@pytest.mark.parametrize(("gpu_id", "eight", "sixteen"), [
    ("rtx-5090", 0, 1), ("rtx-4090", 0, 1), ("rtx-3090", 2, 0), ("rx-7900-xtx", 2, 0),
    ("arc-a770", 2, 0),  # 8-pin + 6-pin: a 6+2 plug fits the 6-pin socket
    ("rtx-a4000", 1, 0),  # a single 6-pin
    ("rtx-a6000", 0, 0),  # CPU/EPS 8-pin: not a PCIe plug (ecosystem.md 6.2)
    ("h100-sxm", 0, 0), ("dgx-spark", 0, 0),
])
def test_the_plugs_each_card_takes_come_from_its_catalog_connectors(gpu_id: str, eight: int, sixteen: int) -> None:
    plugs = pcie_plugs(GPUS[gpu_id])
    assert (plugs.eight, plugs.sixteen) == (eight, sixteen), GPUS[gpu_id].power_connectors


@pytest.mark.parametrize(("gpu_id", "plugs"), [("rtx-5090", 4), ("rtx-4090", 3), ("rtx-5080", 3), ("rtx-5070", 2),
                                                ("rtx-4000-ada", 2)])
def test_a_16_pin_adapter_takes_one_8_pin_per_150_w_two_to_four(gpu_id: str, plugs: int) -> None:
    # The adapter's sense levels: 300 / 450 / 600 W for 2 / 3 / 4 plugs of 150 W (PCIe CEM; ecosystem.md 6.1).
    assert adapter_plugs(GPUS[gpu_id]) == plugs
    assert 150 * plugs >= GPUS[gpu_id].tdp_w


def test_two_8_pin_plugs_leave_out_the_cards_that_need_more() -> None:
    r = rec(power={"psu_watts": 1200, "pcie_8pin": 2, "pcie_16pin": 0})
    reason = excluded_codes(r, "rtx-5090")["EXCLUDED_PSU_PLUGS_ADAPTER"]
    assert reason == {"need": 4, "have": 2, "per_adapter": 4}
    text = render_localized(next(m for e in r.excluded if e.gpu_id == "rtx-5090" for m in e.reasons
                                 if m.code == "EXCLUDED_PSU_PLUGS_ADAPTER"), translator("en"), "en")
    assert "adapter takes 4 PCIe 8-pin plugs" in text and "has 2" in text
    # A 16-pin card that needs only two goes through, with the advice on its adapter.
    warnings = shortlisted(r, "rtx-5070")
    assert warnings is not None and "ADAPTER_PLUGS" in warnings
    # 2 x 8-pin cards fit exactly; none of their configurations is left out for plugs.
    assert "EXCLUDED_PSU_PLUGS" not in excluded_codes(r, "rtx-3090")


def test_a_native_16_pin_plug_feeds_a_16_pin_card_without_an_adapter() -> None:
    r = rec(power={"psu_watts": 1200, "pcie_8pin": 2, "pcie_16pin": 1})
    warnings = shortlisted(r, "rtx-5090")
    assert warnings is not None and "ADAPTER_PLUGS" not in warnings


def test_several_cards_add_up_their_plugs() -> None:
    need = plugs_needed(GPUS["rtx-3090"], 2, native16=0)
    assert (need.eight, need.adapters) == (4, 0)
    need = plugs_needed(GPUS["rtx-5090"], 2, native16=1)  # one native, one through the adapter
    assert (need.eight, need.adapters, need.per_adapter) == (4, 1, 4)
    r = rec(model="llama-3.1-70b", precision="q4_k_m", max_gpus=2, form_factor="desktop",
            power={"psu_watts": 2000, "pcie_8pin": 3, "pcie_16pin": 0})
    assert excluded_codes(r, "rtx-3090", count=2)["EXCLUDED_PSU_PLUGS"] == {"need": 4, "have": 3, "per_adapter": 0}


def test_a_card_powered_by_its_slot_needs_no_plug() -> None:
    r = rec(power={"psu_watts": 650, "pcie_8pin": 0, "pcie_16pin": 0}, budget={"amount": 1000, "currency": "USD"},
            form_factor="desktop")
    assert r.shortlist  # the 16 GB Arc Pro B50 draws its 70 W from the slot
    for c in r.shortlist:
        plugs = pcie_plugs(GPUS[c.gpu_id])
        assert (plugs.eight, plugs.sixteen) == (0, 0), c.name


def test_without_plug_counts_nothing_is_checked() -> None:
    r = rec(power={"psu_watts": 1200})
    codes = {m.code for e in r.excluded for m in e.reasons} | {w.code for c in r.shortlist for w in c.warnings}
    assert not codes & {"EXCLUDED_PSU_PLUGS", "EXCLUDED_PSU_PLUGS_ADAPTER", "ADAPTER_PLUGS"}


def test_when_plugs_leave_nothing_the_suggestion_is_a_bigger_supply() -> None:
    # Too big for the 16 GB slot-powered Arc Pro B50; complete computers (their own supply) are over budget.
    r = rec(power={"psu_watts": 1200, "pcie_8pin": 0, "pcie_16pin": 0}, budget={"amount": 1000, "currency": "USD"},
            model="qwen2.5-32b", form_factor="desktop")
    assert not r.shortlist
    assert "SUGGEST_POWER" in {m.code for m in r.suggestions}


def test_plug_counts_belong_to_a_power_supply() -> None:
    with pytest.raises(ValidationError, match="give psu_watts too"):
        Profile.model_validate({**CHAT, "power": {"max_gpu_watts": 600, "pcie_8pin": 2}})
    with pytest.raises(ValidationError, match="pcie_8pin"):
        Profile.model_validate({**CHAT, "power": {"psu_watts": 850, "pcie_8pin": -1}})
    with pytest.raises(ValidationError, match="pcie_16pin needs pcie_8pin too"):
        Profile.model_validate({**CHAT, "power": {"psu_watts": 850, "pcie_16pin": 1}})


def test_a_card_on_a_cpu_eps_plug_is_not_counted_against_pcie_plugs_but_is_flagged() -> None:
    r = rec(model="llama-3.1-70b", power={"psu_watts": 1200, "pcie_8pin": 0, "pcie_16pin": 0})
    warnings = shortlisted(r, "rtx-a6000")
    assert warnings is not None and "EPS_PLUG" in warnings  # passes the PCIe count, with the EPS advice
    plain = rec(model="llama-3.1-70b", power={"psu_watts": 1200})
    said = shortlisted(plain, "rtx-a6000") or set()
    assert "EPS_PLUG" not in said  # the counted-plugs wording only when plugs were counted ...
    assert "EPS_PLUG_UNCOUNTED" in said  # ... but the CPU-style plug is said either way (had been silent)
    assert "EPS_PLUG_UNCOUNTED" not in (warnings or set())


def test_system_powers_per_card_are_system_power_and_supply_needed_per_count() -> None:
    """recommend takes each card's powers for every count at once (power.system_powers); they must be the
    very figures system_power and supply_needed give one count at a time, for every kind of card."""
    from wizard.core.power import supply_needed, system_power, system_powers

    counts = range(1, 9)
    kinds = set()
    for g in load_catalog().gpus:
        for server in (False, True):
            got = system_powers(g, counts, server)
            assert list(got) == list(counts)
            for n in counts:
                system = system_power(g, n, server)
                assert got[n] == (system, supply_needed(g, system)), (g.id, n, server)
            kinds.add(got[1][1] is None)
    assert kinds == {True, False}  # cards that take a PC's supply, and devices with their own


def test_a_supply_close_to_its_limit_is_not_also_said_to_cover_the_need_plainly() -> None:
    """A 550 W supply for a card needing 516 W had been told both "covers the 516 W it needs" and "close to
    the 516 W; spikes may trip it": now the reason says "only just" and the warning names a safer size."""
    from wizard.core.messages import render
    from wizard.core.power import psu_size

    profile = Profile(workload="inference", model="qwen3-14b", engine="llama.cpp", precision="q4_k_m",
                      context_tokens=8192, os="windows", region="cn", budget={"amount": 8000, "currency": "CNY"},
                      power={"psu_watts": 550})
    rec = recommend(profile, top=10)
    near = [c for c in rec.shortlist if any(w.code == "PSU_NEAR_LIMIT" for w in c.warnings)]
    assert near
    for c in near:
        codes = {r.code for r in c.reasons}
        assert "FITS_PSU_TIGHT" in codes and "FITS_PSU" not in codes
        warning = next(w for w in c.warnings if w.code == "PSU_NEAR_LIMIT")
        need = float(warning.params["need"])  # type: ignore[arg-type]
        assert warning.params["safer"] == psu_size(need * 1.1) and int(warning.params["safer"]) > 550  # type: ignore[arg-type]
        assert "only just" in render(next(r for r in c.reasons if r.code == "FITS_PSU_TIGHT"))
    roomy = [c for c in rec.shortlist if c not in near]
    assert all("FITS_PSU" in {r.code for r in c.reasons} for c in roomy)


def test_a_supply_that_alone_stops_a_much_faster_machine_is_named() -> None:
    """A 70B chat on two cards with a 1,000 W supply: the only pick was two Arc Pro B60 at 6.9 tokens/s, with
    no word that the supply alone stopped pairs about twice as fast. Now a hint names the size that allows
    them; a supply that stops nothing faster gets none."""
    answers = dict(workload="inference", model="deepseek-r1-distill-llama-70b", engine="llama.cpp",
                   precision="q4_k_m", context_tokens=8192, os="windows", region="cn", max_gpus=2,
                   budget={"amount": 30000, "currency": "CNY"})
    rec = recommend(Profile.model_validate({**answers, "power": {"psu_watts": 1000}}), top=3)
    hint = next(w for w in rec.profile_warnings if w.code == "BIGGER_PSU_FASTER")
    assert int(hint.params["watts"]) > 1000 and float(hint.params["ratio"]) >= 1.5  # type: ignore[arg-type]
    free = recommend(Profile.model_validate(answers), top=3)
    named = next(c for c in free.shortlist if c.name == hint.params["gpu"] and c.count == hint.params["count"])
    assert named.psu_recommended_w is not None and named.psu_recommended_w <= int(hint.params["watts"])  # type: ignore[arg-type]
    roomy = recommend(Profile.model_validate({**answers, "power": {"psu_watts": 2000}}), top=3)
    assert not any(w.code == "BIGGER_PSU_FASTER" for w in roomy.profile_warnings)


def test_a_supply_whose_plugs_alone_stop_a_faster_card_is_not_told_to_grow() -> None:
    """Rendering with a 1,000 W supply with two 8-pin plugs: the RTX 5090's adapter takes four. The hint had
    said "with a 1,000 W supply ... Your 1,000 W supply is all that stops it"; now it names the plugs."""
    from wizard.core.messages import render

    answers = {"workload": "rendering", "working_set_gb": 12, "os": "windows", "form_factor": "desktop",
               "budget": {"amount": 2500, "currency": "USD"}}
    plugs = recommend(Profile.model_validate({**answers, "power": {"psu_watts": 1000, "pcie_8pin": 2,
                                                                   "pcie_16pin": 0}}), top=3)
    codes = {w.code for w in plugs.profile_warnings}
    assert "BIGGER_PSU_FASTER" not in codes and "PLUGS_PSU_FASTER" in codes
    hint = next(w for w in plugs.profile_warnings if w.code == "PLUGS_PSU_FASTER")
    assert hint.params["watts"] == 1000 and "only its plugs stop it" in render(hint)
    small = recommend(Profile.model_validate({**answers, "power": {"psu_watts": 650}}), top=3)
    assert "BIGGER_PSU_FASTER" in {w.code for w in small.profile_warnings}  # the watts: a bigger one


def test_a_desktop_beyond_the_largest_atx_supply_is_told_what_to_do_instead() -> None:
    """Four RTX 5090 in a desktop had been told "a quality power supply of at least 3,200 W (ATX 3.x)", a
    size no one sells; a server keeps its own supplies' wording, two cards the ordinary advice."""
    from wizard.core.messages import render

    answers = {"workload": "hpc", "working_set_gb": 40, "hpc_needs_fp64": False, "os": "linux",
               "max_gpus": 4, "budget": {"amount": 10000, "currency": "USD"}}
    desk = recommend(Profile.model_validate({**answers, "form_factor": "desktop"}), top=5)
    four = next(c for c in desk.shortlist if c.gpu_id == "rtx-5090" and c.count == 4)
    said = next(w for w in four.warnings if w.code.startswith("PSU_"))
    assert said.code == "PSU_BEYOND_ATX" and int(said.params["need"]) > 3000  # type: ignore[arg-type]
    assert "two supplies" in render(said)
    assert all(w.code != "PSU_BEYOND_ATX" for c in desk.shortlist if (c.psu_recommended_w or 0) <= 3000
               for w in c.warnings)
    server = recommend(Profile.model_validate({**answers, "form_factor": "server"}), top=5)
    assert not any(w.code == "PSU_BEYOND_ATX" for c in server.shortlist for w in c.warnings)


def test_a_rack_server_is_told_its_cards_cooling_and_power_cable_are_the_servers() -> None:
    """An 8-GPU server was offered open-air RTX PRO 6000 Workstation Editions with only "open-air cards heat
    each other", and told to use "a native ATX 3.1 cable" for 16-pin cards in it."""
    from wizard.core.messages import render

    answers = {"workload": "hpc", "working_set_gb": 400, "hpc_needs_fp64": False, "os": "linux", "max_gpus": 8,
               "budget": {"amount": 200000, "currency": "USD"}}
    server = recommend(Profile.model_validate({**answers, "form_factor": "server"}), top=5)
    pro = next(c for c in server.shortlist if c.gpu_id == "rtx-pro-6000-blackwell")
    codes = [w.code for w in pro.warnings]
    assert "OPEN_AIR_SERVER" in codes and "OPEN_AIR_MULTI_GPU" not in codes
    assert "CONNECTOR_12VHPWR_SERVER" in codes and "CONNECTOR_12VHPWR" not in codes
    assert "ATX" not in " ".join(render(w) for w in pro.warnings if w.code.startswith("CONNECTOR"))
    desk = recommend(Profile.model_validate({"workload": "rendering", "working_set_gb": 12, "os": "windows",
                                             "form_factor": "desktop"}), top=5)
    desk_codes = {w.code for c in desk.shortlist for w in c.warnings}
    assert "CONNECTOR_12VHPWR" in desk_codes and not desk_codes & {"OPEN_AIR_SERVER", "CONNECTOR_12VHPWR_SERVER"}


def test_the_supply_reason_names_the_size_the_card_shows() -> None:
    """The card showed "750 W or more" and its reason "covers the 660 W it needs": two numbers unexplained. The
    reason now names both, the size being the card's own figure."""
    from wizard.core.messages import render

    rec = recommend(Profile.model_validate({"workload": "rendering", "working_set_gb": 12, "os": "windows",
                                            "power": {"psu_watts": 1000}}), top=3)
    for c in rec.shortlist:
        said = next(m for m in c.reasons if m.code in ("FITS_PSU", "FITS_PSU_TIGHT"))
        if said.code == "FITS_PSU":
            assert said.params["size"] == c.psu_recommended_w and f"{c.psu_recommended_w:,} W" in render(said)


def test_a_supply_short_of_both_watts_and_plugs_is_told_both() -> None:
    """QLoRA with an 850 W supply with two 8-pin plugs: the hint said "with a 1,000 W supply ... Your 850 W
    supply is all that stops it", but the RTX 5090's adapter takes four plugs: a 1,000 W supply with two still
    left it out (the PDF review of 2026-12-02). The hint names the plugs the bigger supply needs too."""
    from wizard.core.messages import render

    answers = {"workload": "qlora", "model": "qwen2.5-14b", "os": "linux", "form_factor": "desktop",
               "max_gpus": 2, "machines": 5, "budget": {"amount": 20000, "currency": "EUR", "scope": "total"}}
    both = recommend(Profile.model_validate({**answers, "power": {"psu_watts": 850, "pcie_8pin": 2,
                                                                  "pcie_16pin": 0}}), top=3)
    hint = next(w for w in both.profile_warnings if w.code in ("BIGGER_PSU_FASTER", "BIGGER_PSU_PLUGS_FASTER"))
    assert hint.code == "BIGGER_PSU_PLUGS_FASTER", render(hint)
    assert "all that stops it" not in render(hint) and "16-pin" in render(hint)
    # Following the hint runs it: that size, with the plugs it names
    bigger = recommend(Profile.model_validate({**answers, "power": {"psu_watts": hint.params["watts"],
                                                                    "pcie_8pin": 2, "pcie_16pin": 1}}), top=3)
    assert any(c.name == hint.params["gpu"] and c.count == hint.params["count"] for c in bigger.shortlist)
    # Watts alone: the plain hint
    watts = recommend(Profile.model_validate({**answers, "power": {"psu_watts": 850}}), top=3)
    assert any(w.code == "BIGGER_PSU_FASTER" for w in watts.profile_warnings)


def test_the_printed_power_supply_formula_gives_the_figures_shown() -> None:
    """4 x H100 PCIe in a server showed 2,800 W where the printed formula, (1,400 + 600) x 1.2 = 2,400, gave a
    size below it: the formula left out the 25 W each card after the first adds (power.EXTRA_GPU_PLATFORM_W)."""
    import re

    from wizard.core.messages import render

    r = recommend(Profile.model_validate({
        "workload": "hpc", "working_set_gb": 60, "hpc_needs_fp64": True, "hpc_code": "dense_matrix", "os": "linux",
        "form_factor": "server", "max_gpus": 4, "budget": {"amount": 150000, "currency": "USD"}}), top=5)
    text = render(next(m for m in r.assumptions if m.code == "ASSUME_PSU"))
    numbers = [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", text)]
    desktop, server, extra, factor = numbers[:4]
    assert (desktop, server, factor) == (250, 600, 1.2), text
    gpus = {g.id: g for g in __import__("wizard.core.catalog", fromlist=["load_catalog"]).load_catalog().gpus}
    for c in r.shortlist:
        g = gpus[c.gpu_id]
        if g.form_factor.value != "pcie":
            continue
        assert c.system_power_w == round(g.tdp_w * c.count + server + extra * (c.count - 1)), (c.name, text)


def test_the_appendix_quotes_the_plugs_of_the_fewest_cards_a_shared_line_covers() -> None:
    """Appendix A merges a card's counts into one line: "1-2 GPUs: ... each card's adapter takes 3 PCIe 8-pin
    plugs, 6 in all" gave the pair's plugs to one card too (PDF review, 2026-12-02). Like a price or a draw, the
    plugs grow with the count: the fewest cards' figure is quoted, which is already too many."""
    import re

    from wizard.report.content import build_content

    r = recommend(Profile.model_validate({
        "workload": "qlora", "model": "qwen2.5-14b", "os": "linux", "form_factor": "desktop", "max_gpus": 2,
        "machines": 5, "budget": {"amount": 20000, "currency": "EUR", "scope": "total"},
        "power": {"psu_watts": 850, "pcie_8pin": 2, "pcie_16pin": 0}}), top=5)
    one = next(e for e in r.excluded if e.gpu_id == "rtx-4090" and e.count == 1)
    plugs = next(m for m in one.reasons if m.code.startswith("EXCLUDED_PSU_PLUGS"))
    html = re.sub(r"\s+", " ", build_content(r, "en", 600.0).html)
    line = re.search(r"NVIDIA GeForce RTX 4090</td>.*?</td>", html)
    assert line is not None
    assert f"{plugs.params['need']} in all" in line.group(0), line.group(0)


def test_a_bigger_supply_is_one_a_desktop_can_have() -> None:
    """"With a 3,600 W supply, 4 x RTX PRO 6000" had been offered for a desktop: no desktop supply gives more
    than about 3,000 W (rendering review, 2026-12-02)."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.core.rules import LARGEST_ATX_PSU_W

    r = recommend(Profile.model_validate({"workload": "rendering", "working_set_gb": 60, "os": "windows",
                                          "max_gpus": 4, "budget": {"amount": 40000, "currency": "USD"},
                                          "power": {"psu_watts": 1600}}))
    hints = [w for w in r.profile_warnings if w.code.startswith("BIGGER_PSU")]
    assert hints and all(int(w.params["watts"]) <= LARGEST_ATX_PSU_W for w in hints)
