"""When nothing fits, the suggestions say what would, truthfully, in the reader's currency.

A smaller format was said to fit "on cards you can afford" with no budget at all, and, with a budget,
right before the sentence saying how much more money it takes. With no budget, no combination of
changes was tried: a 405B model in BF16 on a Windows desktop was told only that Linux supports more
cards, though 4-bit on a few 96 GB cards runs it there. Prices in suggestions were printed bare
("25695") when there was no budget to take the currency from.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wizard.core.profile import Profile
from wizard.core.recommend import recommend
from wizard.core.results import Recommendation
from wizard.i18n import translator
from wizard.locale_format import render_localized
from wizard.recommend_text import recommendation_text
from wizard.report.batch import summary_row
from wizard.report.export import shortlist_document

AFFORD = "SUGGEST_PRECISION"
FITS = "SUGGEST_PRECISION_FITS"


def rec(**kw: object) -> Recommendation:
    return recommend(Profile.model_validate(kw), top=5)


def codes(r: Recommendation) -> list[str]:
    return [s.code for s in r.suggestions]


def test_no_budget_is_not_told_about_cards_it_can_afford() -> None:
    r = rec(workload="inference", model="llama-3.1-70b", precision="bf16", form_factor="desktop", os="linux")
    assert r.shortlist == []
    assert FITS in codes(r) and AFFORD not in codes(r)


def test_with_a_budget_a_smaller_format_within_it_is_affordable() -> None:
    r = rec(workload="inference", model="llama-3.1-70b", precision="bf16", form_factor="desktop", os="linux",
            budget={"amount": 2500, "currency": "USD"})
    assert r.shortlist == []
    assert AFFORD in codes(r)


def test_a_smaller_format_that_needs_more_money_does_not_say_affordable() -> None:
    r = rec(workload="inference", model="llama-3.1-70b", precision="bf16", form_factor="desktop", os="linux",
            budget={"amount": 300, "currency": "USD"})
    assert r.shortlist == []
    assert AFFORD not in codes(r)
    assert FITS in codes(r)
    # ... and the budget it then takes follows it
    assert codes(r)[codes(r).index(FITS) + 1] in {"SUGGEST_BUDGET", "SUGGEST_BUDGET_SUPPORTED"}


def test_no_budget_combines_a_smaller_format_with_more_cards_and_names_them() -> None:
    r = rec(workload="inference", model="llama-3.1-405b", precision="bf16", form_factor="desktop", os="windows")
    assert r.shortlist == []
    got = codes(r)
    assert FITS in got and "SUGGEST_MORE_GPUS" in got and "SUGGEST_CHEAPEST_THEN" in got, got
    cheapest = next(s for s in r.suggestions if s.code == "SUGGEST_CHEAPEST_THEN")
    more = next(s for s in r.suggestions if s.code == "SUGGEST_MORE_GPUS")
    assert cheapest.params["count"] == more.params["count"] > 1
    # What it names does run: the same answers with the format and count it suggests
    smaller = next(s for s in r.suggestions if s.code == FITS).params["precision"]
    after = rec(workload="inference", model="llama-3.1-405b", precision=str(smaller).lower(), form_factor="desktop",
                os="windows", max_gpus=more.params["count"])
    assert after.shortlist, "the suggested change fits nothing"
    assert min(c.price_total or 0 for c in after.shortlist) == pytest.approx(cheapest.params["price"], abs=1)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_suggested_price_is_written_as_money_without_a_budget(lang: str) -> None:
    money = r"\$\d{1,3}(,\d{3})+"  # list prices are in US dollars when there is no budget
    r = rec(workload="inference", model="llama-3.1-405b", precision="bf16", form_factor="desktop", os="windows")
    tr = translator(lang)
    text = recommendation_text(r, tr, lang)
    line = next(ln for ln in text.splitlines() if ln.startswith("  - ") and "×" in ln)
    assert re.search(money, line), line
    assert not re.search(r"\b\d{5,}\b", line), line  # not "25695"
    assert re.search(money, summary_row("p.json", r, tr, lang).message)
    assert any(re.search(money, s) for s in shortlist_document(r, lang)["suggestions"])
    if lang == "zh_CN":
        assert "cheapest" not in text and "would make the model fit" not in text


P06 = {"workload": "full_finetune", "model": "qwen2.5-7b", "context_tokens": 2048, "batch_size": 4, "os": "windows",
       "form_factor": "desktop", "max_gpus": 2, "budget": {"amount": 8000, "currency": "USD"},
       "power": {"psu_watts": 1600, "pcie_8pin": 4, "pcie_16pin": 2}}


def test_a_bigger_power_supply_is_suggested_only_where_power_alone_stops_a_card() -> None:
    """Every card the 1,600 W supply stopped also lacked memory, or split training Windows cannot do."""
    r = rec(**P06)
    assert r.shortlist == []
    assert not any({x.code for x in e.reasons} <= {"EXCLUDED_PSU", "EXCLUDED_PSU_PLUGS", "EXCLUDED_PSU_PLUGS_ADAPTER",
                                                   "EXCLUDED_GPU_WATTS"} for e in r.excluded)
    assert "SUGGEST_POWER" not in codes(r)
    capped = rec(workload="inference", model="llama-3.1-8b", os="linux", form_factor="desktop",
                 power={"max_gpu_watts": 40})  # a 40 W limit alone stops cards that would run it
    assert capped.shortlist == [] and "SUGGEST_POWER" in codes(capped)


def test_the_linux_machine_beyond_the_budget_says_what_it_costs() -> None:
    r = rec(**P06)
    hint = next(s for s in r.suggestions if s.code.startswith("SUGGEST_LINUX_SHARDED_TRAINING"))
    assert hint.params["price"] > 8000
    assert hint.code == "SUGGEST_LINUX_SHARDED_TRAINING_BUDGET"
    text = recommendation_text(r, translator("en"), "en")
    assert re.search(r"On Linux, with a budget of about \$\d", text), text
    zh = recommendation_text(r, translator("zh_CN"), "zh_CN")
    assert "with a budget" not in zh


def test_cards_left_out_for_their_price_alone_are_named_for_a_quote() -> None:
    """DeepSeek-R1 in China with CNY 2,000,000: 8 x H20 was left out for having no list price alone, and the
    only advice had been to relax the region or the budget."""
    r = rec(workload="inference", model="deepseek-r1", os="linux", region="cn", max_gpus=8,
            budget={"amount": 2_000_000, "currency": "CNY"})
    assert r.shortlist == []
    hint = next(s for s in r.suggestions if s.code in ("SUGGEST_QUOTE", "SUGGEST_QUOTES"))
    assert hint.params["gpu"] == "NVIDIA H20 (HGX, 96 GB)" and hint.params["count"] == 8  # the board's size
    quoted = rec(workload="inference", model="deepseek-r1", os="linux", region="cn", max_gpus=8,
                 budget={"amount": 2_000_000, "currency": "CNY"}, price_overrides={"h20": 150000})
    assert any(c.gpu_id == "h20" and c.count == 8 for c in quoted.shortlist)
    zh = recommendation_text(r, translator("zh_CN"), "zh_CN")
    assert "询价" in zh and "meets every other answer" not in zh


def test_a_smaller_format_s_machine_already_on_the_shortlist_is_said_to_be_there() -> None:
    """'4-bit would cost less: ... 1 x RTX 5070 for ¥4,405 (27% less)' while the RTX 5070 was #3 at that price:
    the smaller format makes it faster, not cheaper, and the hint now says so."""
    r = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "windows",
                                          "region": "cn", "budget": {"amount": 15000, "currency": "CNY"}}), top=5)
    hint = next(w for w in r.profile_warnings if w.code.endswith("_CHEAPER"))
    listed = [c for c in r.shortlist if c.name == hint.params["gpu"] and c.count == hint.params["count"]]
    assert listed and hint.params.get("listed_rank") == listed[0].rank
    text = render_localized(hint, translator("en"), "en")
    assert f"The same card is #{listed[0].rank} on the shortlist already" in text
    assert f"第 {listed[0].rank} 名" in render_localized(hint, translator("zh_CN"), "zh_CN")


def test_more_gpus_names_the_fewest_cards_that_fit() -> None:
    """A 32B reasoning model on Windows with CNY 15,000: 'Allowing 3 GPUs per machine would make it fit',
    though with 2 allowed two Arc Pro B60 (or two RX 7900 XT) are ranked within the budget."""
    answers = {"workload": "inference", "model": "deepseek-r1-distill-qwen-32b", "os": "windows",
               "form_factor": "desktop", "region": "cn", "budget": {"amount": 15000, "currency": "CNY"}}
    r = recommend(Profile.model_validate(answers))
    said = next(s for s in r.suggestions if s.code == "SUGGEST_MORE_GPUS")
    count = int(said.params["count"])  # type: ignore[arg-type]
    assert recommend(Profile.model_validate({**answers, "max_gpus": count})).shortlist
    assert not recommend(Profile.model_validate({**answers, "max_gpus": count - 1})).shortlist


def test_fine_tuning_that_fits_nowhere_at_its_batch_is_told_a_batch_of_one_fits() -> None:
    """70B full fine-tuning at batch 8 on 8 GPUs: 334 GiB per card of activations kept nothing in; a batch
    of one sequence per GPU with gradient accumulation (the usual recipe) fits."""
    answers = {"workload": "full_finetune", "model": "llama-3.1-70b", "context_tokens": 8192, "batch_size": 8,
               "os": "linux", "max_gpus": 8, "machines": 2,
               "budget": {"amount": 800000, "currency": "USD", "scope": "total"}}
    rec = recommend(Profile.model_validate(answers))
    assert not rec.shortlist
    said = {m.code: m.params for m in rec.suggestions}
    assert said["SUGGEST_BATCH_OF_ONE"] == {"batch": 8}
    assert recommend(Profile.model_validate({**answers, "batch_size": 1})).shortlist


def test_pretraining_is_not_told_to_train_at_a_batch_of_one() -> None:
    """A small model's pretraining needs its batch for throughput, which the speed estimate does not model."""
    rec = recommend(Profile.model_validate({"workload": "pretraining", "params_b": 1, "batch_size": 32,
                                            "context_tokens": 2048, "os": "linux", "max_gpus": 4}))
    assert not any(w.code.startswith("BATCH_OF_ONE") for w in rec.profile_warnings)
    assert not any(m.code == "SUGGEST_BATCH_OF_ONE" for m in rec.suggestions)


GEMMA_128K = {"workload": "inference", "model": "gemma-3-27b", "precision": "q4_k_m", "engine": "llama.cpp",
              "context_tokens": 131072, "os": "windows"}


def test_a_long_context_that_fits_nowhere_is_told_an_8_bit_cache_fits() -> None:
    """Gemma 3 27B at 128k with $1,000: the 16-bit cache (10.4 GiB) kept every card out; with llama.cpp's q8_0
    cache (one switch in LM Studio or Ollama) a 24 GB card holds it."""
    answers = {**GEMMA_128K, "max_gpus": 1, "budget": {"amount": 1000, "currency": "USD"}}
    rec = recommend(Profile.model_validate(answers))
    assert not rec.shortlist
    assert {m.code: m.params for m in rec.suggestions}["SUGGEST_KV_8BIT"] == {"kv": "Q8_0"}
    assert recommend(Profile.model_validate({**answers, "kv_cache_precision": "q8_0"})).shortlist


def test_a_long_context_is_told_a_cheaper_card_holds_it_with_an_8_bit_cache() -> None:
    """With $4,000 an RTX 5090 topped (26.7 GiB); with a q8_0 cache a 24 GB card for at most 75 % of its price
    does, at a named share of its speed."""
    rec = recommend(Profile.model_validate({**GEMMA_128K, "budget": {"amount": 4000, "currency": "USD"}}))
    hint = next(w for w in rec.profile_warnings if w.code == "KV_8BIT_CHEAPER")
    top = rec.shortlist[0]
    assert top.price_total is not None and hint.params["kv"] == "Q8_0"
    assert float(hint.params["need"]) < top.vram_gb_per_gpu and float(hint.params["price"]) <= 0.75 * top.price_total
    assert 0.5 <= float(hint.params["ratio"]) <= 1.5
    # a cache already at 8 bits is told nothing
    quantised = recommend(Profile.model_validate({**GEMMA_128K, "kv_cache_precision": "q8_0",
                                                  "budget": {"amount": 4000, "currency": "USD"}}))
    assert not any(w.code == "KV_8BIT_CHEAPER" for w in quantised.profile_warnings)


def test_a_small_cache_names_no_card_already_on_the_shortlist() -> None:
    """Qwen2.5 7B at 8k (the README's example): its cache is 0.4 GiB, and the hint had named the RTX 5070,
    already third on the shortlist, as if an 8-bit cache made it possible."""
    from wizard.core.profile_io import load_profile

    rec = recommend(load_profile(Path(__file__).resolve().parents[1] / "examples" / "windows-chat-qwen7b.json"))
    assert not any(w.code == "KV_8BIT_CHEAPER" for w in rec.profile_warnings)


def test_a_desktop_that_cannot_hold_the_work_is_told_the_server_that_would() -> None:
    """Full fine-tuning of a 70B model on a two-GPU desktop with $2,000 had been told "relax one of them
    (budget, region, form factor or power)": no single change helps, and the real limit, GPUs per machine,
    was not among those named (the PDF review of 2026-12-02). The server that holds it is named, at its price."""
    r = rec(workload="full_finetune", model="llama-3.1-70b", os="linux", form_factor="desktop", max_gpus=2,
            budget={"amount": 2000, "currency": "USD"})
    assert not r.shortlist and "SUGGEST_RELAX" not in codes(r)
    server = next(s for s in r.suggestions if s.code == "SUGGEST_SERVER_FITS")
    count, gpu, price = server.params["count"], server.params["gpu"], server.params["price"]
    named = rec(workload="full_finetune", model="llama-3.1-70b", os="linux", form_factor="any", max_gpus=count,
                budget={"amount": price + 1, "currency": "USD"})
    assert any(c.name == gpu and c.count == count for c in named.shortlist)


def test_linux_is_suggested_only_where_it_would_let_a_card_through() -> None:
    """Pretraining that needs 270 GiB per GPU on WSL2 had been told "Linux supports more cards": on Linux
    nothing fits either (the IT review of 2026-12-02)."""
    r = rec(workload="pretraining", params_b=0.3, batch_size=64, training_precision="mixed", os="wsl2",
            form_factor="desktop", max_gpus=2, budget={"amount": 20000, "currency": "CNY"})
    assert not r.shortlist and "SUGGEST_LINUX" not in codes(r)
    # A Radeon card that Windows leaves out for QLoRA and Linux runs: still said
    amd = rec(workload="qlora", model="qwen2.5-32b", os="windows", max_gpus=1,
              budget={"amount": 12000, "currency": "CNY"}, region="cn")
    if not amd.shortlist:
        assert "SUGGEST_LINUX" in codes(amd)


def test_a_desktop_that_already_allows_eight_gpus_is_told_its_cards_hold_too_little() -> None:
    """With 8 GPUs allowed, "A desktop holds too few GPUs ... allow 8 GPUs per machine" had misstated the limit:
    it is each desktop card's memory (review of this session's diff)."""
    r = rec(workload="full_finetune", model="llama-3.1-70b", os="linux", form_factor="desktop", max_gpus=8,
            budget={"amount": 20000, "currency": "USD"})
    assert not r.shortlist
    assert "SUGGEST_SERVER_CARDS_FIT" in codes(r) and "SUGGEST_SERVER_FITS" not in codes(r)


def test_work_too_big_for_any_card_is_not_told_to_relax_answers_it_did_not_give() -> None:
    """A 1,000 GB scene with no budget had been told to relax "budget, region, machine type or power" (rendering
    review, 2026-12-02): a scene too big for every card is told what renderers do about it, other work that
    no answer limits is told it is too big."""
    scene = rec(workload="rendering", working_set_gb=1000, os="linux", max_gpus=4)
    assert not scene.shortlist and codes(scene) == ["SUGGEST_RENDER_OUT_OF_CORE"]
    sim = rec(workload="hpc", working_set_gb=100000, os="linux")
    assert not sim.shortlist and codes(sim) == ["SUGGEST_WORK_TOO_BIG"]
    limited = rec(workload="hpc", working_set_gb=100000, os="linux", budget={"amount": 1000, "currency": "USD"})
    assert "SUGGEST_RELAX" not in codes(limited)  # memory stops every card: no budget would help
