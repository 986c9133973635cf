"""A chatbot server with the software left at "Not sure": sized and timed as vLLM serves it where vLLM runs.

More users at once than a chat app serves by default is a server. On Linux and WSL2 it is sized and
timed as vLLM, the usual server software (Profile.serves_in_vllm); on a card vLLM does not support it
falls back to transformers (formats.as_run_on); on Windows, where vLLM does not run, it is the chat
apps told to answer them all (Profile.serves_many_from_chat_app).
"""

from __future__ import annotations

import math
from collections import Counter

import pytest

from wizard.core import formats
from wizard.core.catalog import load_catalog
from wizard.core.constants import load_constants
from wizard.core.ecosystem import is_complete_system
from wizard.core.next_steps import SERVE_STEPS
from wizard.core.profile import Engine, OperatingSystem, Profile
from wizard.core.recommend import recommend
from wizard.core.results import Configuration, Recommendation

TEAM = {"workload": "inference", "model": "qwen2.5-32b", "batch_size": 16, "context_tokens": 8192}


def profile(**answers: object) -> Profile:
    return Profile.model_validate({**TEAM, **answers})


def codes(c: Configuration) -> set[str]:
    return {w.code for w in c.warnings}


@pytest.mark.parametrize(("answers", "engine"), [
    ({"os": "linux"}, Engine.VLLM), ({"os": "wsl2"}, Engine.VLLM),
    ({"os": "windows"}, Engine.LLAMA_CPP),  # vLLM does not run on native Windows: LM Studio or Ollama's GGUF
    ({"os": "linux", "batch_size": 4}, Engine.LLAMA_CPP),  # a chat app's Q8_0 GGUF
    ({"os": "linux", "engine": "transformers"}, Engine.TRANSFORMERS),  # named: kept
    ({"os": "linux", "precision": "fp8"}, Engine.VLLM),  # a format vLLM loads, the software left open
    ({"os": "linux", "precision": "int8"}, Engine.VLLM),  # "8-bit" for a server: vLLM's INT8, not a GGUF
    ({"os": "linux", "precision": "int4"}, Engine.VLLM),  # "4-bit": AWQ/GPTQ
    ({"os": "linux", "precision": "q4_k_m"}, Engine.LLAMA_CPP),  # a GGUF file: llama.cpp's
    ({"os": "windows", "precision": "int8"}, Engine.LLAMA_CPP),  # no vLLM on Windows: the GGUF, as for a chat
])
def test_a_server_left_open_is_run_by_vllm_where_vllm_runs(answers: dict[str, object], engine: Engine) -> None:
    p = profile(**answers)
    assert p.effective_engine() is engine
    assert p.serves_in_vllm() is (engine is Engine.VLLM)
    if "precision" in answers and engine is Engine.VLLM:  # the format as chosen, not mapped to a GGUF one
        assert p.effective_precision().value == answers["precision"]


def test_a_server_with_a_format_chosen_says_which_software_it_is_timed_for() -> None:
    from wizard.core.messages import render

    r = recommend(profile(os="linux", precision="int8"), top=3)
    said = [w for w in r.profile_warnings if w.code.startswith("SERVER_ASSUMED")]
    assert [w.code for w in said] == ["SERVER_ASSUMED_VLLM_FORMAT"]
    assert "as vLLM serves it in INT8" in render(said[0])
    assert r.requirement.engine == "vllm" and r.requirement.precision == "int8"


def test_sixteen_users_are_timed_as_vllm_serves_them_not_as_one_host_bound_speed() -> None:
    """Timed as eager transformers, every pick ran 16 users of a 32B model at one speed (the processor's),
    from an H200 to a Gaudi 3, and the whole-context prefill of 16 users took 22 GiB of activations.
    (SXM and OAM modules come in whole baseboards of 4 or 8: a server budget and up to 8 GPUs.)"""
    budget = {"amount": 300000, "currency": "USD"}
    served = recommend(profile(os="linux", budget=budget, max_gpus=8), top=8)
    eager = recommend(profile(os="linux", engine="transformers", budget=budget, max_gpus=8), top=8)
    assert served.requirement.engine == "vllm" and eager.requirement.engine == "transformers"
    def most_at_one_speed(r: Recommendation) -> int:
        return max(Counter(c.speed for c in r.shortlist).values())

    assert most_at_one_speed(eager) >= 5  # the processor's pace set the picks before
    assert most_at_one_speed(served) <= 2
    assert "HOST_BOUND_SPEED" in {w.code for w in [*eager.profile_warnings, *eager.suggestions]}
    assert "HOST_BOUND_SPEED" not in {w.code for w in [*served.profile_warnings, *served.suggestions]}
    # vLLM's prefill budget (8192 tokens) is shared by the 16 sequences; transformers pads them all at once.
    assert served.requirement.breakdown["activations"] < 2.0 < 20.0 < eager.requirement.breakdown["activations"]
    named = recommend(profile(os="linux", engine="vllm", budget=budget, max_gpus=8), top=8)
    assert served.requirement.vram_gb == named.requirement.vram_gb
    assert [(c.gpu_id, c.count, c.speed) for c in served.shortlist] == \
        [(c.gpu_id, c.count, c.speed) for c in named.shortlist]
    assert "SERVER_ASSUMED_VLLM" in {w.code for w in [*served.profile_warnings, *served.suggestions]}
    assert "SERVER_ASSUMED_VLLM" not in {w.code for w in named.profile_warnings}


def test_several_cards_are_split_by_tensor_parallelism_and_the_command_says_so() -> None:
    from wizard.core.arch import resolve
    from wizard.core.memory import heads_divide

    arch = resolve("qwen2.5-32b", None)
    assert arch is not None
    r = recommend(profile(os="linux", max_gpus=4, budget={"amount": 25000, "currency": "USD"}), top=10)
    multi = [c for c in r.shortlist if c.count > 1]
    assert multi, [(c.name, c.count) for c in r.shortlist]
    for c in r.shortlist:
        serve = [s for s in c.next_steps if s.code in SERVE_STEPS]
        assert len(serve) == 1, (c.name, [s.code for s in c.next_steps])
        assert serve[0].command is not None and "--max-model-len 8192" in serve[0].command
        # Split by tensor parallelism where the heads divide over the cards (Qwen2.5-32B's 8 KV heads do
        # not over 3), else as a pipeline; one card is not split at all.
        split = "--tensor-parallel-size" if heads_divide(arch, c.count) else "--pipeline-parallel-size"
        assert (split in serve[0].command) is (c.count > 1), (c.count, serve[0].command)
        assert "STEP_CHAT_APP_INSTEAD" not in {s.code for s in c.next_steps}  # a server is not a chat app


def _everything(p: Profile) -> Recommendation:
    return recommend(p, top=200)


def test_a_card_vllm_does_not_support_is_sized_as_transformers_runs_it_and_says_so() -> None:
    """The Tesla P40 (Pascal, compute capability 6.1) is below vLLM's 7.0: left open, the server runs there
    in transformers, with its memory and speed; named, vLLM leaves the card out."""
    p = profile(os="linux", model="qwen2.5-7b", batch_size=8, context_tokens=4096)
    p40 = load_catalog().by_id()["p40"]
    c = load_constants()
    assert formats.as_run_on(p, p40, c).engine is Engine.TRANSFORMERS
    assert formats.as_run_on(p, load_catalog().by_id()["rtx-4090"], c) is p
    left_open = _everything(p)
    on_p40 = next(x for x in left_open.shortlist if x.gpu_id == "p40" and x.count == 1)
    assert "VLLM_NOT_ON_CARD" in codes(on_p40)
    eager = _everything(profile(os="linux", model="qwen2.5-7b", batch_size=8, context_tokens=4096,
                                engine="transformers"))
    same = next(x for x in eager.shortlist if x.gpu_id == "p40" and x.count == 1)
    assert (on_p40.vram_gb_per_gpu, on_p40.speed) == (same.vram_gb_per_gpu, same.speed)
    assert on_p40.vram_gb_per_gpu != left_open.requirement.vram_gb  # transformers' overheads, not vLLM's
    assert not any("VLLM_NOT_ON_CARD" in codes(x) for x in left_open.shortlist if x.gpu_id == "rtx-4090")
    assert not any(s.code in SERVE_STEPS for s in on_p40.next_steps)
    named = _everything(profile(os="linux", model="qwen2.5-7b", batch_size=8, context_tokens=4096, engine="vllm"))
    assert "p40" not in {x.gpu_id for x in named.shortlist}
    out = {e.gpu_id: {m.code for m in e.reasons} for e in named.excluded if e.count == 1}
    assert "EXCLUDED_VLLM_GPU" in out["p40"]
    assert "EXCLUDED_VLLM_GPU" in out["rx-6800"]  # gfx1030: ROCm runs it, vLLM does not list it
    assert "EXCLUDED_VLLM_GPU" not in out.get("rtx-4090", set())


def test_windows_serves_the_users_from_a_chat_app_in_q8_0() -> None:
    """No vLLM on Windows: eight users of a 14B model are LM Studio or Ollama with parallel requests
    raised, in Q8_0. Sized as Transformers in BF16 they had needed 48 GiB, and the only pick was an
    integrated Ryzen AI Max at 2.6 tokens/s for each of them."""
    from wizard.core.messages import render

    left_open = profile(os="windows", model="qwen2.5-14b", batch_size=8, budget={"amount": 3000, "currency": "USD"})
    assert left_open.serves_many_from_chat_app() and not left_open.serves_in_vllm()
    r = recommend(left_open, top=5)
    named = recommend(profile(os="windows", model="qwen2.5-14b", batch_size=8, engine="llama.cpp",
                              precision="q8_0", budget={"amount": 3000, "currency": "USD"}), top=5)
    assert (r.requirement.engine, r.requirement.precision) == ("llama.cpp", "q8_0")
    assert r.requirement.vram_gb == named.requirement.vram_gb  # each user's context: 8 x 8,192 tokens of KV
    assert r.requirement.breakdown["kv_cache"] > 8 * recommend(profile(
        os="windows", model="qwen2.5-14b", batch_size=1), top=1).requirement.breakdown["kv_cache"] * 0.99
    assert [c.gpu_id for c in r.shortlist] == [c.gpu_id for c in named.shortlist]
    catalog = load_catalog()
    assert not is_complete_system(catalog.by_id()[r.shortlist[0].gpu_id])  # a card, not the integrated Ryzen AI Max
    said = [w for w in r.profile_warnings if w.code == "CHAT_APP_SERVES_MANY"]
    assert len(said) == 1 and "serving 8 people at once" in render(said[0])
    assert not any(w.code.startswith("SERVER_ASSUMED") for w in r.profile_warnings)
    steps = {s.code: s for s in r.shortlist[0].next_steps}
    assert steps["STEP_PARALLEL_REQUESTS"].command == "setx OLLAMA_NUM_PARALLEL 8"
    assert not any(s.code in SERVE_STEPS for c in r.shortlist for s in c.next_steps)


@pytest.mark.parametrize(("answers", "code", "command"), [
    ({"os": "linux", "batch_size": 3, "engine": "llama.cpp"}, "STEP_PARALLEL_REQUESTS_OLLAMA",
     "llama-server -m MODEL.gguf -ngl 999 -np 3 --host 0.0.0.0 -c 12288"),
    ({"os": "wsl2", "batch_size": 2}, "STEP_PARALLEL_REQUESTS_OLLAMA",  # a chat app's Q8_0
     "llama-server -m MODEL.gguf -ngl 999 -np 2 --host 0.0.0.0 -c 8192"),
    ({"os": "windows", "batch_size": 4}, "STEP_PARALLEL_REQUESTS_OLLAMA", "setx OLLAMA_NUM_PARALLEL 4"),
    ({"os": "windows", "batch_size": 6}, "STEP_PARALLEL_REQUESTS", "setx OLLAMA_NUM_PARALLEL 6"),  # LM Studio too
    ({"os": "windows", "batch_size": 1}, None, None), ({"os": "linux", "batch_size": 16}, None, None),  # vLLM's own
])
def test_several_people_on_llama_cpp_are_told_how_to_answer_them_at_once(answers: dict[str, object], code: str | None,
                                                                        command: str | None) -> None:
    """The memory holds every user's context, but Ollama answers 1 at a time and LM Studio 4 unless told:
    the step says how to raise it (LM Studio only past its 4), with the total context llama-server's -c takes."""
    from wizard.core.messages import render

    r = recommend(profile(**{"model": "qwen2.5-7b", "context_tokens": 4096, **answers}), top=2)
    steps = [s for c in r.shortlist for s in c.next_steps if s.code.startswith("STEP_PARALLEL_REQUESTS")]
    if code is None:
        assert steps == []
        return
    assert steps and {s.code for s in steps} == {code} and {s.command for s in steps} == {command}
    users = str(answers["batch_size"])
    assert f"OLLAMA_NUM_PARALLEL to {users}" in render(steps[0])
    assert (f"Max Concurrent Predictions to {users}" in render(steps[0])) == (code == "STEP_PARALLEL_REQUESTS")


def test_what_a_profile_works_out_follows_every_change_of_its_answers() -> None:
    """Profile remembers its derived answers (the format, the engine) for speed; a changed answer, a
    model_copy with updates or a copy changed afterwards must not see the old ones."""
    import copy
    import pickle

    p = Profile(workload="inference", model="qwen2.5-7b", os="linux")
    assert (p.effective_engine(), p.effective_precision().value) == (Engine.LLAMA_CPP, "q8_0")
    server = p.model_copy(update={"batch_size": 8})
    assert (server.effective_engine(), server.effective_precision().value) == (Engine.VLLM, "bf16")
    assert p.effective_engine() is Engine.LLAMA_CPP  # the original keeps its own
    windows = server.model_copy(update={"os": OperatingSystem.WINDOWS}, deep=True)  # model_copy does not validate
    assert windows.effective_engine() is Engine.LLAMA_CPP and not windows.serves_in_vllm()  # no vLLM there
    p.batch_size = 8  # assignment
    assert p.effective_engine() is Engine.VLLM and p.serves_in_vllm()
    twin = copy.copy(p)
    twin.os = "windows"
    assert twin.effective_engine() is Engine.LLAMA_CPP and p.effective_engine() is Engine.VLLM
    deep = copy.deepcopy(p)
    deep.precision = "q4_k_m"
    assert deep.effective_engine() is Engine.LLAMA_CPP and p.effective_engine() is Engine.VLLM
    again = pickle.loads(pickle.dumps(p))
    assert again == p and again.effective_engine() is Engine.VLLM
    again.batch_size = 1
    assert again.effective_engine() is Engine.LLAMA_CPP
    # equal answers are equal profiles, whatever either has worked out already
    fresh = Profile.model_validate(p.model_dump())
    assert fresh == p and p.effective_engine() is Engine.VLLM and fresh == p


def test_a_pick_that_needs_more_than_vllms_default_memory_share_is_started_with_more() -> None:
    """vLLM takes 90 % of each card unless told (--gpu-memory-utilization); a pick needing 91 % would stop at
    start-up with the default, so its command asks for its need plus 2 points (at most 0.98)."""
    import re

    from wizard.core.next_steps import VLLM_MAX_MEMORY_SHARE, VLLM_MEMORY_SHARE

    r = recommend(profile(os="linux", max_gpus=2, context_tokens=12288), top=30)
    seen = {"tight": 0, "roomy": 0, "jetson": 0}
    for c in r.shortlist:
        serve = next((s for s in c.next_steps if s.code in SERVE_STEPS), None)
        if serve is None:  # two linked computers: STEP_SERVE_LINKED
            assert "STEP_SERVE_LINKED" in {s.code for s in c.next_steps}, c.name
            continue
        # vLLM has no pip package for Jetson: its step names the container instead
        assert (serve.code == "STEP_SERVE_VLLM_JETSON") is (c.gpu_id.startswith("jetson")), (c.name, serve.code)
        seen["jetson"] += c.gpu_id.startswith("jetson")
        command = serve.command
        assert command is not None
        share = c.vram_gb_per_gpu / c.vram_capacity_gb_per_gpu
        asked = re.search(r"--gpu-memory-utilization (\d\.\d\d)", command)
        if share <= VLLM_MEMORY_SHARE:
            assert asked is None, (c.name, share, command)
            seen["roomy"] += 1
        else:
            assert asked is not None, (c.name, share, command)
            assert float(asked.group(1)) == min(VLLM_MAX_MEMORY_SHARE, math.ceil(share * 100 + 2) / 100)
            seen["tight"] += 1
    assert seen["tight"] and seen["roomy"] and seen["jetson"], seen


def test_the_engine_is_named_as_its_project_writes_it_in_sentences() -> None:
    """'vLLM on HBM3E memory reaches 65 %...', not 'vllm on ...': the constants' key is for the JSON."""
    from wizard.core.messages import render
    from wizard.report.content import build_content

    r = recommend(profile(os="linux"), top=2)
    assert r.how is not None
    said = [render(a) for e in next(iter(r.how.configurations.values())) for a in e.assumptions]
    assert any(s.startswith("vLLM on ") for s in said), said
    assert not any("vllm" in s for s in said)
    html = build_content(r, "en", 700).html
    assert "Software <b>vLLM</b>" in html and "<b>vllm</b>" not in html
    eager = recommend(profile(os="linux", model="qwen2.5-7b", engine="transformers"), top=2)
    host = next(w for w in eager.profile_warnings if w.code == "HOST_BOUND_SPEED")
    assert host.params["engine"] == "transformers" and render(host).startswith("With Hugging Face Transformers,")


def test_cards_the_heads_do_not_divide_over_serve_as_a_pipeline() -> None:
    """vLLM refuses tensor parallelism over a count the attention heads do not divide by (Qwen2.5 32B: 40
    heads, 8 KV heads): three cards get --pipeline-parallel-size, two and four --tensor-parallel-size."""
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.next_steps import next_steps

    rtx = load_catalog().by_id()["rtx-4090"]
    p = profile(os="linux")
    for count, flag in ((2, "--tensor-parallel-size 2"), (3, "--pipeline-parallel-size 3"),
                        (4, "--tensor-parallel-size 4")):
        serve = [s for s in next_steps(p, rtx, load_ecosystem(), count) if s.code in SERVE_STEPS]
        assert len(serve) == 1 and serve[0].command is not None and serve[0].command.endswith(flag), serve


# ---------------------------------------------------------------- smaller formats for a server

SERVER_HINTS = ("FP8_SERVER_CHEAPER", "FOUR_BIT_SERVER_CHEAPER")


def _named_in(hinted: Recommendation, hint_params: dict[str, object]) -> Configuration:
    return next(c for c in hinted.shortlist if c.name == hint_params["gpu"] and c.count == hint_params["count"])


def test_fp8_is_offered_to_a_sixteen_bit_server_when_it_halves_the_machine() -> None:
    """Qwen2.5 32B at its released 16 bits for 16 users, four cards at most, $20,000: four RTX 5090s top
    the list. In FP8, which vLLM makes from the 16-bit weights as it loads them and which loses no
    measurable quality, two of them run it faster for half the price. The hint names the FP8 answers'
    own best machine, with their figures; GGUF formats (a chat app's) are not offered to vLLM."""
    answers = {"os": "linux", "max_gpus": 4, "budget": {"amount": 20000, "currency": "USD"}}
    r = recommend(profile(**answers))
    top = r.shortlist[0]
    assert top.price_total is not None and top.speed is not None
    hints = [w for w in r.profile_warnings if w.code.endswith("_CHEAPER")]
    assert [w.code for w in hints] == ["FP8_SERVER_CHEAPER"]
    hint = hints[0]
    assert hint.params["precision"] == "FP8" and hint.severity.value == "info"
    # The FP8 answers with as many cards as the hint names (with more, the card's best count may be another)
    fp8 = recommend(profile(**{**answers, "precision": "fp8", "max_gpus": hint.params["count"]}), top=20)
    named = _named_in(fp8, hint.params)
    assert named.price_total is not None and named.speed is not None
    assert hint.params["price"] == round(named.price_total) <= 0.75 * top.price_total
    assert hint.params["ratio"] == round(named.speed / top.speed, 1) and named.speed >= 0.9 * top.speed
    assert hint.params["need"] == round(named.vram_gb_per_gpu, 1)
    assert fp8.requirement.engine == "vllm" and fp8.requirement.precision == "fp8"  # still vLLM's, not a GGUF
    # Chosen, the hint has done its job; and a format already smaller gets none.
    assert not any(w.code in SERVER_HINTS for w in fp8.profile_warnings)
    assert not any(w.code in SERVER_HINTS for w in recommend(profile(**answers, precision="int8")).profile_warnings)


def test_four_bit_is_offered_where_the_cheaper_cards_have_no_fp8() -> None:
    """Radeon RX 7000 cards run no FP8 in vLLM (fp8_support "none"): a 16-bit Qwen2.5 14B for 6 users needs
    a 48 GB Radeon PRO W7900, FP8 runs on neither card, and a 4-bit AWQ/GPTQ version fits a $999 RX 7900
    XTX, which reads its memory faster (6 users, 4,096 tokens each)."""
    catalog = load_catalog()
    radeons = catalog.model_copy(update={"gpus": [g for g in catalog.gpus
                                                  if g.id in ("radeon-pro-w7900", "rx-7900-xtx")]})
    answers = {"model": "qwen2.5-14b", "batch_size": 6, "context_tokens": 4096, "os": "linux", "max_gpus": 1}
    r = recommend(profile(**answers), radeons)
    assert r.shortlist[0].gpu_id == "radeon-pro-w7900"
    hint = next(w for w in r.profile_warnings if w.code.endswith("_CHEAPER"))
    assert hint.code == "FOUR_BIT_SERVER_CHEAPER" and hint.params["precision"] == "INT4"
    assert (hint.params["count"], hint.params["gpu"]) == (1, "AMD Radeon RX 7900 XTX")
    assert not recommend(profile(**answers, precision="fp8"), radeons).shortlist  # FP8 had nothing to offer
    four = recommend(profile(**answers, precision="int4"), radeons)
    assert four.requirement.engine == "vllm" and _named_in(four, hint.params).gpu_id == "rx-7900-xtx"


@pytest.mark.parametrize("answers", [
    {"os": "windows"},  # no vLLM on Windows
    {"os": "linux", "engine": "transformers"},
    {"os": "linux", "batch_size": 4},  # a chat app's Q8_0: its own (GGUF) hints
])
def test_the_server_hints_are_for_vllm_alone(answers: dict[str, object]) -> None:
    r = recommend(profile(max_gpus=4, budget={"amount": 20000, "currency": "USD"}, **answers))
    assert r.shortlist
    assert not any(w.code in SERVER_HINTS for w in r.profile_warnings), answers


def test_vllm_named_with_16_bit_chosen_is_offered_fp8_too() -> None:
    r = recommend(profile(os="linux", engine="vllm", precision="bf16", max_gpus=4,
                          budget={"amount": 20000, "currency": "USD"}))
    assert [w.code for w in r.profile_warnings if w.code.endswith("_CHEAPER")] == ["FP8_SERVER_CHEAPER"]


@pytest.mark.parametrize(("precision", "flag", "says"), [
    ("fp8", True, "turns the model's 16-bit weights into FP8 as it loads them"),
    ("int4", False, "use the model's AWQ / GPTQ 4-bit version"),
    ("int8", False, "use the model's INT8 W8A8 version"),
    (None, False, None),  # 16-bit as released: the model's own name
])
def test_the_serve_command_loads_the_format_the_figures_are_for(precision: str | None, flag: bool,
                                                                says: str | None) -> None:
    """vLLM serves what MODEL is unless told: FP8 sized but BF16 loaded would need twice the memory. FP8
    is made as vLLM loads the weights (--quantization fp8); INT8 and 4-bit come as published versions."""
    from wizard.core.messages import render

    r = recommend(profile(os="linux", max_gpus=4, **({"precision": precision} if precision else {})))
    for c in r.shortlist:
        step = next(s for s in c.next_steps if s.code in SERVE_STEPS)
        assert step.command is not None and ("--quantization fp8" in step.command) is flag
        text = render(step)
        if says is None:
            assert "version" not in text and "--quantization" not in text
        else:
            assert says in text


def test_a_model_released_in_fp8_is_served_as_released() -> None:
    r = recommend(Profile.model_validate({"workload": "inference", "model": "deepseek-v3", "os": "linux",
                                          "batch_size": 16, "max_gpus": 8}))
    assert r.requirement.precision == "fp8"
    for c in r.shortlist:
        step = next(s for s in c.next_steps if s.code in SERVE_STEPS)
        assert step.command is not None and "--quantization" not in step.command
    assert not any(w.code in SERVER_HINTS for w in r.profile_warnings)


def test_tensor_parallel_gpus_hold_the_kv_heads_they_serve_and_all_of_an_mla_cache() -> None:
    """Tensor parallelism splits the KV cache by heads: an MLA latent (DeepSeek) has none to split and
    vLLM keeps it all on every GPU; with more GPUs than KV heads the heads are copied. Divided by the GPU
    count, 32 users of DeepSeek-R1 at 32k tokens had "fit" 8 x H200 (91 GiB of 141) where they need 151."""
    from wizard.core.arch import resolve
    from wizard.core.memory import inference, kv_share

    c = load_constants()
    vllm, llama = c.engine("vllm"), c.engine("llama.cpp")
    r1, qwen_moe, llama70 = resolve("deepseek-r1", None), resolve("qwen3-30b-a3b", None), resolve("llama-3.1-70b", None)
    assert kv_share(r1, 8, vllm) == 1.0 and kv_share(r1, 8, llama) == 1 / 8  # layer split: each its layers
    assert qwen_moe.kv_heads == 4 and kv_share(qwen_moe, 8, vllm) == 1 / 4 and kv_share(qwen_moe, 2, vllm) == 1 / 2
    assert kv_share(llama70, 8, vllm) == 1 / 8 and kv_share(llama70, 1, vllm) == 1.0
    team = Profile.model_validate({"workload": "inference", "model": "deepseek-r1", "engine": "vllm", "os": "linux",
                                   "batch_size": 32, "context_tokens": 32768, "form_factor": "server"})
    whole = inference(team, r1, c, 1).kv_cache
    assert inference(team, r1, c, 8).kv_cache == pytest.approx(whole)
    h200 = load_catalog().by_id()["h200-sxm"]
    r = recommend(team.model_copy(update={"max_gpus": 8}), top=20)
    assert not any(x.gpu_id == h200.id and x.count == 8 for x in r.shortlist)
    excluded = {(e.gpu_id, e.count): {m.code for m in e.reasons} for e in r.excluded}
    assert any(code.startswith("EXCLUDED_VRAM") for code in excluded[(h200.id, 8)])


@pytest.mark.parametrize(("answers", "codes", "commands"), [
    ({"kv_cache_precision": "q4_0", "context_tokens": 131072, "os": "windows"},
     ["STEP_CONTEXT_LENGTH", "STEP_KV_CACHE_TYPE"],
     ["setx OLLAMA_CONTEXT_LENGTH 131072", "setx OLLAMA_KV_CACHE_TYPE q4_0"]),
    ({"kv_cache_precision": "q8_0", "context_tokens": 16384, "batch_size": 4, "os": "linux"},
     ["STEP_PARALLEL_REQUESTS_OLLAMA", "STEP_SHARE_ON_NETWORK", "STEP_CONTEXT_LENGTH", "STEP_KV_CACHE_TYPE"],
     # one command with every flag
     ["llama-server -m MODEL.gguf -ngl 999 -np 4 --host 0.0.0.0 -c 65536 -fa on -ctk q8_0 -ctv q8_0", None, None,
      None]),
    ({"context_tokens": 16384, "os": "linux"}, ["STEP_CONTEXT_LENGTH"],
     ["llama-server -m MODEL.gguf -ngl 999 -c 16384"]),
    ({"context_tokens": 4096, "os": "linux"}, [], []),  # the apps' own default: nothing to set
])
def test_a_chat_app_is_told_the_context_and_cache_the_figures_are_for(answers: dict[str, object], codes: list[str],
                                                                      commands: list[str | None]) -> None:
    """Sized with a q4_0 cache at 128k tokens, 16 GB cards were picked for 13 GiB that need 25 GiB with the apps'
    default cache, and no step said how to set the cache or the context; two llama-server commands with part of
    the flags each had undone each other; llama-bench measured another cache."""
    p = Profile.model_validate({"workload": "inference", "model": "llama-3.1-8b", "engine": "llama.cpp",
                                "precision": "q8_0", **answers})
    r = recommend(p, top=1)
    wanted = ("STEP_PARALLEL_REQUESTS_OLLAMA", "STEP_SHARE_ON_NETWORK", "STEP_CONTEXT_LENGTH", "STEP_KV_CACHE_TYPE")
    steps = [s for s in r.shortlist[0].next_steps if s.code in wanted]
    assert [s.code for s in steps] == codes and [s.command for s in steps] == commands
    bench = next((s.command for s in r.shortlist[0].next_steps if s.code == "STEP_CHECK_SPEED_LLAMACPP"), None)
    if bench is not None:
        assert ("-ctk q4_0 -ctv q4_0" in bench) == (answers.get("kv_cache_precision") == "q4_0")


def test_a_server_s_load_on_a_windows_chat_app_is_warned() -> None:
    """100 users on Windows had been sized as Ollama with `setx OLLAMA_NUM_PARALLEL 100` and 150 GiB of cache,
    without a word that vLLM (Linux or WSL2) serves that many better; 8 people get no such warning."""
    from wizard.core.rules import CHAT_APP_TEAM_USERS, profile_warnings

    crowd = profile(os="windows", model="qwen2.5-14b", batch_size=100)
    team = profile(os="windows", model="qwen2.5-14b", batch_size=CHAT_APP_TEAM_USERS)
    assert "CHAT_APP_TOO_MANY_USERS" in {w.code for w in profile_warnings(crowd)}
    assert "CHAT_APP_TOO_MANY_USERS" not in {w.code for w in profile_warnings(team)}
    linux = profile(os="linux", model="qwen2.5-14b", batch_size=100)
    assert "CHAT_APP_TOO_MANY_USERS" not in {w.code for w in profile_warnings(linux)}


def test_an_mla_cache_read_is_not_shortened_by_tensor_parallelism() -> None:
    """Memory keeps all of DeepSeek's latent cache on every tensor-parallel GPU; the decode time had still split
    reading it over the GPUs. A longer context (more cache, the same weights) slows 8 GPUs as it slows each."""
    from wizard.core import throughput
    from wizard.core.arch import resolve

    c = load_constants()
    r1 = resolve("deepseek-r1", None)
    b200 = load_catalog().by_id()["b200"]
    short, long = (profile(os="linux", model="deepseek-r1", engine="vllm", batch_size=32, context_tokens=t)
                   for t in (4096, 32768))

    def step_s(p: Profile, n: int) -> float:
        t = throughput.estimate(p, r1, b200, n, c)
        assert t.decode_tokens_per_s is not None
        return 1 / t.decode_tokens_per_s

    growth_one = step_s(long, 1) - step_s(short, 1)  # the extra cache read on one GPU
    growth_eight = step_s(long, 8) - step_s(short, 8)
    speedup = throughput.tp_speedup(b200, 8, c, True)
    assert growth_one > 0 and growth_eight == pytest.approx(growth_one * 8 / speedup, rel=0.01)


def test_an_office_chatbot_is_told_how_the_others_reach_it() -> None:
    """Five people on a Windows PC's chat app: the steps had set the slots and stopped, with no word of how the
    other four reach it from their own computers (first-time buyer review, 2026-12-02)."""
    from wizard.core.messages import render

    r = recommend(Profile.model_validate({"workload": "inference", "model": "llama-3.1-8b", "os": "windows",
                                          "batch_size": 5, "budget": {"amount": 2000, "currency": "USD"}}))
    steps = {s.code: s for s in r.shortlist[0].next_steps}
    share = steps["STEP_SHARE_ON_NETWORK"]
    assert share.command == "setx OLLAMA_HOST 0.0.0.0" and "Serve on Local Network" in render(share)
    one = recommend(Profile.model_validate({"workload": "inference", "model": "llama-3.1-8b", "os": "windows",
                                            "budget": {"amount": 2000, "currency": "USD"}}))
    assert not any(s.code == "STEP_SHARE_ON_NETWORK" for s in one.shortlist[0].next_steps)
