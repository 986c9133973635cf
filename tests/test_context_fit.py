"""The longest context that fits on each shortlisted configuration (wizard/core/context_fit.py)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wizard.core import formats
from wizard.core.arch import resolve
from wizard.core.catalog import load_catalog
from wizard.core.constants import load_constants
from wizard.core.context_fit import COARSE_STEP, SHORTER_CONTEXT_MIN, longest_context, need_at
from wizard.core.profile import Profile
from wizard.core.recommend import recommend
from wizard.core.results import Configuration, Recommendation
from wizard.core.rules import usable_vram_gib
from wizard.i18n import translator
from wizard.locale_format import render_localized

C = load_constants()
GPUS = load_catalog().by_id()


def rec(top: int = 100, **kw: object) -> Recommendation:
    return recommend(Profile.model_validate(kw), top=top)


def codes(c: Configuration) -> list[str]:
    return [m.code for m in c.reasons]


def assert_is_the_longest(r: Recommendation, c: Configuration) -> None:
    """The figure fits on the card by the core's own memory estimate, and one step more would not."""
    arch = resolve(r.profile.model_id(), r.profile.params_b)
    assert arch is not None and c.max_context_tokens is not None
    run = formats.as_run_on(r.profile, GPUS[c.gpu_id], C)
    assert need_at(run, arch, C, c.count, c.max_context_tokens) <= c.vram_capacity_gb_per_gpu + 0.01
    if not c.max_context_full:
        assert need_at(run, arch, C, c.count, c.max_context_tokens + COARSE_STEP) > c.vram_capacity_gb_per_gpu - 0.01


def test_a_chatbot_card_says_how_long_the_context_can_grow() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", precision="q4_k_m", engine="llama.cpp",
            context_tokens=8192, os="linux")
    assert r.shortlist
    for c in r.shortlist:
        assert c.max_context_tokens is not None and c.max_context_tokens >= 8192
        assert_is_the_longest(r, c)
        assert codes(c)[:2] == ["FITS_VRAM", "FITS_CONTEXT_FULL" if c.max_context_full else "FITS_CONTEXT"]
    # More memory, more context: the figures follow the cards' usable memory.
    by_memory = sorted(r.shortlist, key=lambda c: c.vram_capacity_gb_per_gpu)
    tokens = [c.max_context_tokens or 0 for c in by_memory]
    assert tokens == sorted(tokens)


def test_an_8_gb_and_a_16_gb_card_differ_by_the_kv_cache_the_extra_memory_holds() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", precision="q4_k_m", engine="llama.cpp", context_tokens=8192,
            os="linux")
    cards = {c.gpu_id: c for c in r.shortlist}
    eight, sixteen = cards["rtx-5060-ti-8gb"], cards["rtx-5060-ti-16gb"]
    # Llama 3.1 8B's KV cache in fp16: 2 x 32 layers x 8 heads x 128 x 2 bytes = 128 KiB per token.
    per_token_gib = 2 * 32 * 8 * 128 * 2 / 2**30
    extra = (sixteen.vram_capacity_gb_per_gpu - eight.vram_capacity_gb_per_gpu) / per_token_gib
    assert sixteen.max_context_tokens is not None and eight.max_context_tokens is not None
    assert sixteen.max_context_tokens - eight.max_context_tokens == pytest.approx(extra, abs=2 * COARSE_STEP)


def test_the_model_s_whole_context_is_said_when_it_all_fits() -> None:
    r = rec(workload="inference", model="llama-3.2-1b", precision="q4_k_m", engine="llama.cpp",
            context_tokens=4096, os="linux", budget={"amount": 5000, "currency": "USD"})
    arch = resolve("llama-3.2-1b", None)
    assert arch is not None and arch.max_context
    big = [c for c in r.shortlist if c.vram_capacity_gb_per_gpu >= 20]
    assert big
    for c in big:
        assert c.max_context_full and c.max_context_tokens == arch.max_context
        assert "FITS_CONTEXT_FULL" in codes(c)
    text = render_localized(next(m for m in big[0].reasons if m.code == "FITS_CONTEXT_FULL"), translator("en"), "en")
    assert f"{arch.max_context:,} tokens" in text and "4,096" in text


def test_training_speaks_of_sequences() -> None:
    r = rec(workload="qlora", model="llama-3.1-8b", context_tokens=2048, batch_size=4, os="linux")
    assert r.shortlist
    c = r.shortlist[0]
    assert set(codes(c)) & {"FITS_SEQUENCE", "FITS_SEQUENCE_FULL"}
    assert_is_the_longest(r, c)
    assert c.max_context_tokens is not None and c.max_context_tokens >= 2048


def test_hpc_rendering_and_custom_models_that_fit_anything_have_no_figure() -> None:
    hpc = rec(workload="hpc", working_set_gb=10, os="linux")
    assert hpc.shortlist and all(c.max_context_tokens is None for c in hpc.shortlist)
    assert not any({"FITS_CONTEXT", "FITS_SEQUENCE"} & set(codes(c)) for c in hpc.shortlist)
    # A custom 0.1B model has no known context limit: no "up to about" figure that is really "at least".
    tiny = rec(workload="inference", params_b=0.1, precision="q4_k_m", context_tokens=4096, os="linux")
    big = [c for c in tiny.shortlist if c.vram_capacity_gb_per_gpu >= 40]
    assert big and all(c.max_context_tokens is None for c in big)


def test_a_context_beyond_the_model_s_own_gets_no_figure() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", precision="q4_k_m", engine="llama.cpp",
            context_tokens=262_144, os="linux")
    assert "CONTEXT_BEYOND_MODEL" in {w.code for w in r.profile_warnings}
    assert r.shortlist and all(c.max_context_tokens is None for c in r.shortlist)


def test_widened_mxfp4_cards_are_sized_as_they_run() -> None:
    # gpt-oss-20b in transformers: cards before compute capability 7.5 widen MXFP4 to bf16 (formats.py),
    # so their context room is that of 16-bit weights.
    r = rec(workload="inference", model="gpt-oss-20b", engine="transformers", context_tokens=8192, os="linux",
            max_gpus=1)
    widened = [c for c in r.shortlist if formats.widens(r.profile, GPUS[c.gpu_id], C)]
    kept = [c for c in r.shortlist if not formats.widens(r.profile, GPUS[c.gpu_id], C)]
    assert widened and kept
    for c in widened[:3] + kept[:3]:
        assert_is_the_longest(r, c)
    arch = resolve("gpt-oss-20b", None)
    assert arch is not None
    c = min(widened, key=lambda c: c.vram_capacity_gb_per_gpu)  # one short of the whole context
    assert not c.max_context_full
    as_released = longest_context(r.profile, arch, C, 1, c.vram_capacity_gb_per_gpu)
    assert as_released is not None and c.max_context_tokens is not None
    assert as_released.tokens > c.max_context_tokens


def test_the_figure_is_grouped_and_translated() -> None:
    r = rec(workload="inference", model="llama-3.1-8b", precision="q4_k_m", engine="llama.cpp",
            context_tokens=8192, os="windows")
    m = next(m for m in r.shortlist[0].reasons if m.code.startswith("FITS_CONTEXT"))
    en = render_localized(m, translator("en"), "en")
    zh = render_localized(m, translator("zh_CN"), "zh_CN")
    assert f"{r.shortlist[0].max_context_tokens:,}" in en and "8,192" in en
    assert f"{r.shortlist[0].max_context_tokens:,}" in zh and "上下文" in zh


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(context=st.integers(1, 131_072), batch=st.integers(1, 16),
       precision=st.sampled_from(["q4_k_m", "q8_0", "bf16", "fp8"]), kv=st.sampled_from(["fp16", "q8_0"]))
def test_every_figure_fits_and_is_never_below_the_chosen_context(context: int, batch: int, precision: str,
                                                                   kv: str) -> None:
    r = rec(top=10, workload="inference", model="qwen2.5-7b", precision=precision, kv_cache_precision=kv,
            engine="vllm" if precision == "fp8" else "llama.cpp", context_tokens=context, batch_size=batch, os="linux")
    for c in r.shortlist:
        if c.max_context_tokens is None:
            continue
        assert c.max_context_tokens >= context
        assert_is_the_longest(r, c)


def test_when_nothing_fits_the_shorter_context_suggested_really_fits() -> None:
    answers = {"workload": "inference", "model": "llama-3.1-8b", "precision": "bf16", "engine": "vllm",
               "context_tokens": 131_072, "os": "linux", "budget": {"amount": 1000, "currency": "USD"}}
    r = rec(**answers)
    assert not r.shortlist
    m = next(m for m in r.suggestions if m.code == "SUGGEST_SHORTER_CONTEXT")
    tokens, count, gpu = m.params["context"], m.params["count"], m.params["gpu"]
    assert isinstance(tokens, int) and 4096 <= tokens < 131_072 and m.params["chosen"] == 131_072
    # Asked again with that context, the named configuration is on the shortlist...
    shorter = rec(**{**answers, "context_tokens": tokens})
    assert any(c.name == gpu and c.count == count for c in shorter.shortlist)
    # ...and no card within the answers fits a context one step longer.
    assert not rec(**{**answers, "context_tokens": tokens + COARSE_STEP}).shortlist
    text = render_localized(m, translator("en"), "en")
    assert f"{tokens:,} tokens instead of 131,072" in text and gpu in text


def test_no_shorter_context_is_suggested_when_the_weights_alone_are_too_big() -> None:
    r = rec(workload="inference", model="llama-3.1-70b", precision="bf16", engine="vllm", context_tokens=32_768,
            os="linux", budget={"amount": 2000, "currency": "USD"})
    assert not r.shortlist
    assert "SUGGEST_SHORTER_CONTEXT" not in {m.code for m in r.suggestions}


def test_the_current_card_says_how_long_a_context_it_holds_or_would_run() -> None:
    answers = {"workload": "inference", "model": "qwen2.5-14b", "precision": "q4_k_m", "engine": "llama.cpp",
               "os": "linux", "current_gpu": {"id": "rtx-3060-12gb", "count": 1}}
    arch = resolve("qwen2.5-14b", None)
    assert arch is not None
    fits = rec(**answers, context_tokens=4096).current
    assert fits is not None and fits.fits and fits.context is not None and fits.context.code == "FITS_CONTEXT"
    held = fits.context.params["tokens"]
    assert isinstance(held, int) and held > 4096
    assert need_at(rec(**answers, context_tokens=4096).profile, arch, C, 1, held) <= fits.vram_capacity_gb_per_gpu
    # Asked for more than that, the card no longer fits, and the figure it would run is the same one.
    short = rec(**answers, context_tokens=held + 4 * COARSE_STEP).current
    assert short is not None and not short.fits and short.context is not None
    assert short.context.code == "CURRENT_SHORTER_CONTEXT" and short.context.params["context"] == held
    assert rec(**answers, context_tokens=held).current.fits  # type: ignore[union-attr]
    # Software that cannot run on the card at all: no context advice.
    amd = rec(**{**answers, "os": "windows", "engine": "vllm", "current_gpu": {"id": "mi210", "count": 1}},
              context_tokens=4096).current
    assert amd is not None and not amd.fits and amd.context is None


def test_the_assumptions_say_the_figure_leaves_no_headroom() -> None:
    chat = rec(workload="inference", model="llama-3.1-8b", context_tokens=8192, os="linux", top=1)
    m = next(m for m in chat.assumptions if m.code == "ASSUME_CONTEXT_FIT")
    text = render_localized(m, translator("en"), "en")
    assert f"without the {round(chat.profile.headroom * 100)}% spare" in text
    assert "ASSUME_CONTEXT_FIT" not in {m.code for m in rec(workload="hpc", working_set_gb=10, top=1).assumptions}


# --- cards short of memory: the context they would hold instead -------------------------------------------

CHAT_14B = {"workload": "inference", "model": "qwen2.5-14b", "precision": "q4_k_m", "engine": "llama.cpp",
            "context_tokens": 32_768, "os": "windows"}


def _hint(r: Recommendation, gpu_id: str, count: int = 1) -> tuple[int | None, list[str]]:
    e = next(e for e in r.excluded if e.gpu_id == gpu_id and e.count == count)
    tokens = [t for m in e.reasons if (t := m.params.get("fits_context", m.params.get("fits_sequence"))) is not None]
    assert len(tokens) <= 1
    return (int(tokens[0]) if tokens else None), [m.code for m in e.reasons]


def test_a_card_short_of_memory_says_the_shorter_context_it_would_hold() -> None:
    r = rec(**CHAT_14B)
    tokens, reasons = _hint(r, "rtx-4070")  # 12 GB: the 4-bit 14B model fits, its 32k cache does not
    assert reasons == ["EXCLUDED_VRAM"] and tokens is not None and 1024 <= tokens < 32_768
    # It is the shortlist's own figure: asked again with that context the card passes, one step more it does not.
    assert "rtx-4070" in {c.gpu_id for c in rec(**{**CHAT_14B, "context_tokens": tokens}).shortlist}
    longer = rec(**{**CHAT_14B, "context_tokens": tokens + COARSE_STEP})
    assert "rtx-4070" in {e.gpu_id for e in longer.unsuitable()}
    # Cards with more memory hold more: the hints follow the memory each card gives.
    r = rec(workload="inference", model="llama-3.1-8b", precision="bf16", engine="vllm", context_tokens=131_072,
            os="linux")
    hinted = sorted((float(e.reasons[0].params["have"] or 0), t) for e in r.excluded if e.count == 1
                    and (t := e.reasons[0].params.get("fits_context")) is not None)
    assert len({have for have, _ in hinted}) >= 2
    assert [t for _, t in hinted] == sorted(t for _, t in hinted)  # type: ignore[type-var]


def test_the_hint_reads_as_one_sentence_after_the_memory_reason_in_both_languages() -> None:
    r = rec(**CHAT_14B)
    e = next(e for e in r.excluded if e.gpu_id == "rtx-4070")
    tokens, _ = _hint(r, "rtx-4070")
    en = render_localized(e.reasons[0], translator("en"), "en")
    assert en.startswith("Not enough memory: needs ")
    assert en.endswith(f"GiB. A context of up to about {tokens:,} tokens would fit (you chose 32,768).")
    zh = render_localized(e.reasons[0], translator("zh_CN"), "zh_CN")
    assert f"{tokens:,}" in zh and "。上下文缩短到" in zh and " " not in zh.split("。")[1][:3]


def test_training_hints_speak_of_sequences() -> None:
    r = rec(workload="qlora", model="qwen2.5-14b", context_tokens=8192, os="linux", max_gpus=2)
    e = next(e for e in r.excluded if e.gpu_id == "rtx-4090" and e.count == 1)
    assert "fits_sequence" in e.reasons[0].params and "fits_context" not in e.reasons[0].params
    assert "Training sequences of up to about" in render_localized(e.reasons[0], translator("en"), "en")
    # Two cards share the model: they hold a longer sequence than one.
    one, _ = _hint(r, "rtx-4090", 1)
    two, _ = _hint(r, "rtx-4090", 2)
    assert one is not None and two is not None and two > one


def test_no_hint_when_the_weights_alone_do_not_fit_or_something_else_stops_the_card() -> None:
    r = rec(**CHAT_14B)
    tokens, reasons = _hint(r, "rtx-4060")  # 8 GB: the 9 GB of weights never fit
    assert reasons == ["EXCLUDED_VRAM"] and tokens is None
    # Over budget as well as short of memory: a shorter context alone would not bring it in.
    budget = rec(**{**CHAT_14B, "budget": {"amount": 300, "currency": "USD"}})
    tokens, reasons = _hint(budget, "rtx-4070")
    assert "EXCLUDED_BUDGET" in reasons and tokens is None
    # HPC and rendering have no context.
    hpc = rec(workload="hpc", working_set_gb=60, os="linux")
    assert any(m.code == "EXCLUDED_VRAM" for e in hpc.excluded for m in e.reasons)
    assert all("fits_context" not in m.params for e in hpc.excluded for m in e.reasons)


def test_the_hint_is_never_below_a_working_context() -> None:
    r = rec(**CHAT_14B)
    hints = [t for e in r.excluded for m in e.reasons if (t := m.params.get("fits_context")) is not None]
    assert hints and min(hints) >= 1024  # type: ignore[type-var]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(context=st.integers(1, 131_072), batch=st.integers(1, 8),
       precision=st.sampled_from(["q4_k_m", "q8_0", "bf16"]), os=st.sampled_from(["linux", "windows"]),
       gpus=st.integers(1, 3))
def test_every_hint_is_the_longest_context_the_card_holds(context: int, batch: int, precision: str, os: str,
                                                          gpus: int) -> None:
    """The ladder's figure for a card short of memory is longest_context's own, searched for that card alone."""
    r = rec(top=3, workload="inference", model="qwen2.5-14b", precision=precision, engine="llama.cpp",
            context_tokens=context, batch_size=batch, os=os, max_gpus=gpus)
    arch = resolve("qwen2.5-14b", None)
    assert arch is not None and arch.max_context
    for e in r.excluded:
        m = e.reasons[0]
        if m.code != "EXCLUDED_VRAM" or len(e.reasons) != 1:
            continue
        gpu = GPUS[e.gpu_id]
        usable = usable_vram_gib(gpu, r.profile.os, C.display_reserve_gib_windows)
        hint = m.params.get("fits_context")
        run = formats.as_run_on(r.profile, gpu, C)
        if context > arch.max_context:  # longest_context answers nothing there; the hint still holds
            if hint is not None:
                assert isinstance(hint, int) and need_at(run, arch, C, e.count, hint) <= usable
                step = COARSE_STEP if hint >= 4 * COARSE_STEP else 256
                assert hint + step > arch.max_context or need_at(run, arch, C, e.count, hint + step) > usable
            continue
        exact = longest_context(run, arch, C, e.count, usable)
        if hint is None:
            assert exact is None or exact.tokens < SHORTER_CONTEXT_MIN, (e.name, e.count, exact)
        else:
            assert isinstance(hint, int) and SHORTER_CONTEXT_MIN <= hint < context
            assert exact is not None and exact.tokens == hint, (e.name, e.count, exact, hint)


def _longest_by_single_tokens(profile: Profile, gpus: int, usable: float) -> int | None:
    """Reference for longest_context's figure below the model's limit: the longest context, searched
    token by token (bisection over every length), rounded down to 256 tokens below 4,096 and to
    1,024 above, never below the chosen context when that fits."""
    arch = resolve(profile.model_id(), profile.params_b)
    assert arch is not None and arch.max_context
    lo, hi = 0, arch.max_context  # lo fits (0: nothing yet), hi does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if need_at(profile, arch, C, gpus, mid) <= usable:
            lo = mid
        else:
            hi = mid
    step = COARSE_STEP if lo >= 4 * COARSE_STEP else 256
    tokens = lo // step * step
    if need_at(profile, arch, C, gpus, profile.context_tokens) <= usable:
        tokens = max(tokens, profile.context_tokens)
    return tokens if tokens >= 256 else None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(context=st.integers(1, 32_768), batch=st.integers(1, 8), gpus=st.integers(1, 4),
       precision=st.sampled_from(["q4_k_m", "q8_0", "bf16"]), usable=st.floats(4.0, 200.0),
       workload=st.sampled_from(["inference", "qlora"]))
def test_the_figure_is_the_longest_length_searched_token_by_token(context: int, batch: int, gpus: int, precision: str,
                                                                 usable: float, workload: str) -> None:
    """longest_context searches only the lengths it can answer (the 256/1,024 grid); the answer is the
    same as searching every length and rounding down."""
    answers: dict[str, object] = {"workload": workload, "model": "qwen2.5-14b", "context_tokens": context,
                                  "batch_size": batch, "os": "linux"}
    if workload == "inference":
        answers.update(precision=precision, engine="llama.cpp")
    profile = Profile.model_validate(answers)
    arch = resolve("qwen2.5-14b", None)
    assert arch is not None and arch.max_context
    fit = longest_context(profile, arch, C, gpus, usable)
    if need_at(profile, arch, C, gpus, arch.max_context) <= usable:
        assert fit is not None and fit.full and fit.tokens == arch.max_context
    else:
        expected = _longest_by_single_tokens(profile, gpus, usable)
        assert (fit.tokens if fit is not None else None) == expected
        assert fit is None or not fit.full


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["qwen2.5-7b", "llama-3.1-70b", "gpt-oss-20b"]), st.sampled_from(["inference", "qlora"]),
       st.lists(st.tuples(st.integers(1, 4), st.floats(4, 200)), min_size=1, max_size=6))
def test_remembered_needs_give_each_fit_as_a_fresh_search_does(model: str, workload: str,
                                                               asks: list[tuple[int, float]]) -> None:
    """The shortlist shares one NeedsAt across its picks (recommend._recommend): answers for any mix of
    counts and memory sizes, asked in any order, are those of a search of its own."""
    from wizard.core.context_fit import NeedsAt

    profile = Profile.model_validate({"workload": workload, "model": model, "context_tokens": 4096})
    arch = resolve(profile.model_id(), profile.params_b)
    assert arch is not None
    shared = NeedsAt(arch, C)
    for gpus, usable in asks:
        fresh = longest_context(profile, arch, C, gpus, usable)
        assert longest_context(profile, arch, C, gpus, usable, shared) == fresh


def test_a_reasoning_model_with_a_short_context_is_warned_before_the_cards_are_chosen() -> None:
    """`ollama run deepseek-r1:14b` thinks for thousands of tokens; at the default 4,096 tokens of context its
    answers are cut off, and the memory for a longer one decides the card. Qwen3 too; a chat model is not."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.i18n import translator
    from wizard.locale_format import render_localized

    def warned(**answers: object) -> list[str]:
        rec = recommend(Profile.model_validate({"workload": "inference", "os": "windows", **answers}), top=1)
        return [render_localized(w, translator("en"), "en") for w in rec.profile_warnings
                if w.code == "THINKING_SHORT_CONTEXT"]

    short = warned(model="deepseek-r1:14b")
    assert len(short) == 1 and "up to 32,768 tokens of output" in short[0] and "16,384 or more" in short[0], short
    assert warned(model="qwen3-8b", context_tokens=8192)
    assert not warned(model="deepseek-r1:14b", context_tokens=16384)
    assert not warned(model="qwen2.5-14b")  # no thinking
    assert not warned(model="qwen3-30b-a3b-2507")  # the 2507 Instruct release does not think


def test_a_context_left_at_its_default_is_not_called_chosen() -> None:
    """"(you chose 4,096)" had been said of a context nobody chose; a chosen one keeps "you chose"."""
    from wizard.core.messages import render
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend

    left = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b"}), top=1)
    chosen = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b",
                                               "context_tokens": 4096}), top=1)
    said = [render(m) for m in left.shortlist[0].reasons if m.code.startswith("FITS_CONTEXT")]
    assert said and "(the default is 4096)" in said[0] and "you chose" not in said[0]
    said = [render(m) for m in chosen.shortlist[0].reasons if m.code.startswith("FITS_CONTEXT")]
    assert said and "(you chose 4096)" in said[0]
