"""Cards left out only by an old launch price (OLD_PRICE_OVER_BUDGET): they sell used or as old stock."""

from __future__ import annotations

import pytest

from wizard.core.catalog import load_catalog
from wizard.core.ecosystem import load_ecosystem
from wizard.core.profile import Profile
from wizard.core.recommend import recommend
from wizard.core.rules import OLD_PRICE_YEARS

QLORA = {"workload": "qlora", "model": "qwen2.5-7b", "context_tokens": 2048, "batch_size": 4, "os": "windows",
         "budget": {"amount": 1200, "currency": "USD"}}


def _hint(answers: dict[str, object]):  # type: ignore[no-untyped-def]
    rec = recommend(Profile.model_validate(answers), top=3)
    return rec, next((w for w in rec.profile_warnings if w.code.startswith("OLD_PRICE_OVER_BUDGET")), None)


def test_an_old_card_left_out_by_its_launch_price_is_named() -> None:
    """QLoRA with $1,200 on Windows: the RTX 3090 and 4090 were left out at their 2020 and 2022 prices unsaid,
    and an Arc card was the only pick."""
    rec, hint = _hint(QLORA)
    assert hint is not None
    names = {g.name: g for g in load_catalog().gpus}
    gpu = names[str(hint.params["gpu"])]
    assert gpu.price_date is not None and load_ecosystem().date.year - gpu.price_date.year >= OLD_PRICE_YEARS
    assert float(hint.params["ratio"]) >= 1.0
    left_out = {e.gpu_id: [r.code for r in e.reasons] for e in rec.excluded if e.count == hint.params["count"]}
    assert left_out[gpu.id] == ["EXCLUDED_BUDGET"]
    assert float(hint.params["price"]) > 1200


def test_a_quoted_card_and_a_budget_free_answer_get_no_such_hint() -> None:
    _rec, hint = _hint(QLORA)
    assert hint is not None
    gpu_id = next(g.id for g in load_catalog().gpus if g.name == hint.params["gpu"])
    _rec, quoted = _hint({**QLORA, "price_overrides": {gpu_id: 5000}})
    assert quoted is None or quoted.params["gpu"] != hint.params["gpu"]
    assert _hint({k: v for k, v in QLORA.items() if k != "budget"})[1] is None


Q8 = {"workload": "qlora", "model": "qwen2.5-7b", "context_tokens": 2048, "batch_size": 8, "os": "linux",
      "max_gpus": 2, "budget": {"amount": 8000, "currency": "USD"}}


def test_the_hints_name_no_card_the_shortlist_already_holds() -> None:
    """QLoRA at batch 8 with two GPUs allowed: '2 x RTX 6000 Ada left out by its launch price' had been said beside
    a top pick of 1 x RTX 6000 Ada, and 'at batch 1 2 x RTX 5090 would lead' beside 2 x RTX 5090 listed second."""
    rec = recommend(Profile.model_validate(Q8), top=8)
    listed = {c.name for c in rec.shortlist}
    listed_configs = {(c.name, c.count) for c in rec.shortlist}
    for w in rec.profile_warnings:
        if w.code.startswith("OLD_PRICE_OVER_BUDGET"):
            assert w.params["gpu"] not in listed
        if w.code.startswith("BATCH_OF_ONE"):
            assert (w.params["gpu"], w.params["count"]) not in listed_configs


def test_batch_of_one_compares_memory_at_the_named_count() -> None:
    from wizard.core import memory
    from wizard.core.arch import profile_arch
    from wizard.core.constants import load_constants

    profile = Profile.model_validate(QLORA)
    rec = recommend(profile)
    hint = next(w for w in rec.profile_warnings if w.code == "BATCH_OF_ONE")
    arch = profile_arch(profile)
    assert arch is not None
    need = memory.estimate(profile, arch, load_constants(), int(hint.params["count"])).total
    assert hint.params["need"] == round(need, 1)


def test_an_fp64_shortlist_of_consumer_cards_alone_says_so_at_the_top() -> None:
    """$8,000 for a dense FP64 code: an RX 7900 XTX led, each card warned on its own, with no word that no card
    built for FP64 is priced within the answers."""
    answers = {"workload": "hpc", "hpc_needs_fp64": True, "hpc_code": "dense_matrix", "working_set_gb": 20,
               "os": "linux", "budget": {"amount": 8000, "currency": "USD"}}
    rec = recommend(Profile.model_validate(answers), top=5)
    assert "FP64_WEAK_ONLY" in {w.code for w in rec.profile_warnings}
    rich = recommend(Profile.model_validate({**answers, "budget": {"amount": 60000, "currency": "USD"}}), top=5)
    assert "FP64_WEAK_ONLY" not in {w.code for w in rich.profile_warnings}  # an H100 or MI-class card is listed


def test_fp64_cards_kept_out_only_by_their_cooling_are_named() -> None:
    """$30,000 for FP64 science in a desktop: an A100 80GB PCIe ($12,000) and an H100 PCIe were left out for their
    passive cooling alone, and the notice had said no such card was priced and to ask for quotes (core review,
    2026-12-02)."""
    from wizard.core.messages import render

    answers = {"workload": "hpc", "working_set_gb": 40, "hpc_needs_fp64": True, "os": "linux",
               "form_factor": "desktop", "budget": {"amount": 30000, "currency": "USD"}}
    rec = recommend(Profile.model_validate(answers), top=5)
    notice = next(w for w in rec.profile_warnings if w.code.startswith("FP64_WEAK_ONLY"))
    assert notice.code == "FP64_WEAK_ONLY_COOLING" and "NVIDIA A100 80GB PCIe" in str(notice.params["gpus"])
    assert "is priced within your answers" not in render(notice)
    named = str(notice.params["gpus"]).split(" / ")[0]
    either = recommend(Profile.model_validate({**answers, "form_factor": "any"}), top=5)
    assert named in [c.name for c in either.shortlist]  # as said: the other answer ranks it
    assert not any(w.code.startswith("FP64_WEAK_ONLY") for w in either.profile_warnings)


@pytest.mark.parametrize(("answers", "code"), [
    ({"form_factor": "desktop"}, "FP64_WEAK_ONLY_COOLING"),
    ({"cooling": "case_fans"}, "FP64_WEAK_ONLY_COOLING_ANSWER"),
    ({"form_factor": "desktop", "cooling": "quiet"}, "FP64_WEAK_ONLY_COOLING_BOTH"),
])
def test_the_fp64_cooling_notice_names_the_answer_that_keeps_the_cards_out(answers: dict[str, str], code: str) -> None:
    """With an ordinary case answered as the cooling, the notice had said to choose 'Either' for the computer, which
    was chosen already (review of this session's diff). Following the notice ranks the cards."""
    base = {"workload": "hpc", "working_set_gb": 40, "hpc_needs_fp64": True, "os": "linux",
            "budget": {"amount": 30000, "currency": "USD"}}
    rec = recommend(Profile.model_validate({**base, **answers}), top=5)
    notice = next(w for w in rec.profile_warnings if w.code.startswith("FP64_WEAK_ONLY"))
    assert notice.code == code
    fixed = recommend(Profile.model_validate(base), top=5)  # the computer and the cooling left open
    named = str(notice.params["gpus"]).split(" / ")[0]
    assert named in [c.name for c in fixed.shortlist]
