"""Plans that follow what the named software can do. vLLM on Windows: sized, checked and set up as it runs
there, in WSL2 (Profile.effective_os), where it finds no Radeon; TensorRT-LLM, whose Windows support ended, too.
A smaller format is suggested in one the software loads.

vLLM has no native Windows build ("vLLM does not support Windows natively", docs.vllm.ai). Sized for
native Windows, a 70B FP8 server with $40,000 had an H200 NVL on top, a datacenter card WSL2 cannot
use (CUDA on WSL User Guide 5.1), with Windows driver steps ending in `pip install vllm`.
"""

from __future__ import annotations

import re

import pytest

from wizard.core.catalog import load_catalog
from wizard.core.catalog_models import Segment
from wizard.core.ecosystem import load_ecosystem
from wizard.core.messages import render
from wizard.core.next_steps import SERVE_STEPS, next_steps
from wizard.core.profile import OperatingSystem, Profile
from wizard.core.recommend import recommend
from wizard.core.results import Recommendation, Severity

SERVER = {"workload": "inference", "model": "llama-3.1-70b", "engine": "vllm", "precision": "fp8", "max_gpus": 2,
          "budget": {"amount": 40000, "currency": "USD"}}


def rec(**answers: object) -> Recommendation:
    return recommend(Profile.model_validate({**SERVER, **answers}), top=5)


def picks(r: Recommendation) -> list[tuple[str, int, float | None]]:
    return [(c.gpu_id, c.count, c.speed) for c in r.shortlist]


def test_vllm_on_windows_is_planned_as_wsl2_on_that_pc() -> None:
    windows, wsl2 = rec(os="windows"), rec(os="wsl2")
    assert windows.profile.effective_os() is OperatingSystem.WSL2
    assert windows.profile.os is OperatingSystem.WINDOWS  # the answer itself is kept
    assert picks(windows) == picks(wsl2) and picks(windows)
    gpus = {g.id: g for g in load_catalog().gpus}
    # No datacenter NVIDIA card, which WSL2 cannot use, anywhere among the cards that fit.
    fitting = [c.gpu_id for c in windows.shortlist] + [r.gpu_id for r in windows.ranked_lower]
    assert not [i for i in fitting if gpus[i].segment is Segment.DATACENTER and gpus[i].vendor.value == "nvidia"]
    # ...while other software on native Windows still has them: the difference is vLLM's.
    native = rec(os="windows", engine="transformers", precision="bf16", max_gpus=2)
    assert any(gpus[c.gpu_id].segment is Segment.DATACENTER for c in native.shortlist)


def test_the_note_says_the_plan_is_for_wsl2_and_how_to_change_it() -> None:
    note = next(w for w in rec(os="windows").profile_warnings if w.code == "ENGINE_OS_VLLM_WINDOWS")
    assert note.severity is Severity.WARNING  # the shortlist runs: a note, not a stop
    text = render(note)
    assert "WSL2" in text and "Linux" in text and "llama.cpp" in text
    for os_name in ("wsl2", "linux"):
        assert "ENGINE_OS_VLLM_WINDOWS" not in {w.code for w in rec(os=os_name).profile_warnings}
    other = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "windows"}))
    assert other.profile.effective_os() is OperatingSystem.WINDOWS


def test_the_steps_set_up_wsl2_before_vllm() -> None:
    top = rec(os="windows").shortlist[0]
    steps = [s.code for s in top.next_steps]
    assert steps[:2] == ["STEP_NVIDIA_DRIVER_WSL2", "STEP_WSL_SETUP"], steps
    assert "STEP_NVIDIA_DRIVER_WINDOWS" not in steps
    assert steps.index("STEP_WSL_SETUP") < next(i for i, c in enumerate(steps) if c in SERVE_STEPS)
    setup = next(s for s in top.next_steps if s.code == "STEP_WSL_SETUP")
    assert setup.command is not None and setup.command.startswith("wsl --install")
    # A Radeon in WSL2 gets WSL set up before ROCm for WSL.
    qlora = Profile.model_validate({"workload": "qlora", "model": "qwen2.5-7b", "os": "wsl2"})
    radeon = next(g for g in load_catalog().gpus if g.id == "rx-9070-xt")
    codes = [s.code for s in next_steps(qlora, radeon, load_ecosystem())]
    assert codes[:2] == ["STEP_WSL_SETUP", "STEP_ROCM_WSL2"], codes


def test_one_user_is_not_told_about_their_users() -> None:
    step = next(s for s in rec(os="linux").shortlist[0].next_steps if s.code in SERVE_STEPS)
    assert step.params["users"] == 1
    one = render(step)
    assert not re.search(r"\b1 users\b", one) and "their requests" not in one
    many = next(s for s in rec(os="linux", batch_size=8).shortlist[0].next_steps if s.code in SERVE_STEPS)
    assert "your 8 users" in render(many)


TRT = {"workload": "inference", "model": "llama-3.1-70b", "engine": "tensorrt-llm", "precision": "fp8",
       "max_gpus": 4, "budget": {"amount": 10000, "currency": "USD"}}


def test_tensorrt_llm_named_on_windows_is_planned_in_wsl2() -> None:
    """TensorRT-LLM's Windows support ended with 0.18 ("Windows platform support is deprecated as of v0.18.0",
    its release notes; the support matrix "requires Linux"), and its last Windows beta ran GeForce RTX 40 cards:
    an RTX 5090 had been ranked first with a step to install that Windows release (core review, 2026-12-02). Named
    on Windows, it is sized and set up as it runs on that PC, in WSL2, as vLLM is."""
    windows = recommend(Profile.model_validate({**TRT, "os": "windows"}), top=5)
    wsl2 = recommend(Profile.model_validate({**TRT, "os": "wsl2"}), top=5)
    assert windows.profile.effective_os().value == "wsl2"
    assert [(c.gpu_id, c.count) for c in windows.shortlist] == [(c.gpu_id, c.count) for c in wsl2.shortlist]
    note = next(w for w in windows.profile_warnings if w.code == "ENGINE_OS_TRTLLM_WINDOWS")
    assert "0.18" in render(note) and "WSL2" in render(note)
    assert all(s.code != "STEP_SERVE_TRTLLM_WINDOWS" for c in windows.shortlist for s in c.next_steps)
    # datacenter cards, which CUDA on WSL2 does not take, are left out as for WSL2 itself
    h100 = next(e for e in windows.excluded if e.gpu_id == "h100-pcie")
    assert any(m.code == "EXCLUDED_WSL_DATACENTER" for m in h100.reasons)
    # fine-tuning does not run in TensorRT-LLM: a training answer stays on Windows
    lora = Profile.model_validate({"workload": "lora", "model": "llama-3.1-8b", "os": "windows"})
    assert lora.effective_os().value == "windows"


def test_vllm_under_wsl2_finds_no_radeon() -> None:
    """vLLM finds AMD GPUs through amd-smi, which WSL2 lacks (ecosystem.vllm_misses_amd_in_wsl): vLLM named on
    Windows with $900 had an RX 7900 XT on top. Named, the Radeons are left out with that reason; left open,
    a server's Radeons are timed in Transformers with a note saying why. Linux keeps them on vLLM."""
    answers = {"workload": "inference", "model": "qwen2.5-7b", "engine": "vllm",
               "budget": {"amount": 900, "currency": "USD"}}
    for os_name in ("windows", "wsl2"):
        r = recommend(Profile.model_validate({**answers, "os": os_name}), top=5)
        assert not [c.gpu_id for c in r.shortlist if c.vendor == "amd"], os_name
        assert not [x.gpu_id for x in r.ranked_lower if x.gpu_id.startswith(("rx-", "radeon"))], os_name
        xt = next(e for e in r.excluded if e.gpu_id == "rx-7900-xt")
        assert [m.code for m in xt.reasons] == ["EXCLUDED_VLLM_WSL_AMD"], os_name
        assert "amd-smi" in render(xt.reasons[0])
    linux = recommend(Profile.model_validate({**answers, "os": "linux"}), top=5)
    assert "rx-7900-xt" in [c.gpu_id for c in linux.shortlist]
    # A server with the software left open: vLLM where it runs, Transformers on the Radeons under WSL2.
    server = {"workload": "inference", "model": "qwen2.5-7b", "batch_size": 16}
    wsl = recommend(Profile.model_validate({**server, "os": "wsl2"}), top=100)
    radeons = [c for c in wsl.shortlist if c.vendor == "amd"]
    assert radeons
    for c in radeons:
        assert "VLLM_NOT_ON_CARD_WSL" in {w.code for w in c.warnings}, c.gpu_id
        assert not [s for s in c.next_steps if s.code in SERVE_STEPS], c.gpu_id
    note = next(w for w in radeons[0].warnings if w.code == "VLLM_NOT_ON_CARD_WSL")
    assert "WSL2" in render(note) and "Linux" in render(note)
    on_linux = recommend(Profile.model_validate({**server, "os": "linux"}), top=100)
    same = [c for c in on_linux.shortlist if c.gpu_id in {x.gpu_id for x in radeons}]
    assert same
    for c in same:
        assert not {w.code for w in c.warnings} & {"VLLM_NOT_ON_CARD", "VLLM_NOT_ON_CARD_WSL"}, c.gpu_id
        assert [s for s in c.next_steps if s.code in SERVE_STEPS], c.gpu_id


@pytest.mark.parametrize(("engine", "precision", "suggested"), [
    ("tensorrt-llm", "fp8", "INT4"), ("vllm", "bf16", "INT4"), ("transformers", "bf16", "INT4"),
    ("llama.cpp", "q8_0", "Q4_K_M"), ("unknown", None, "Q4_K_M"),
])
def test_the_smaller_format_suggested_is_one_the_software_loads(engine: str, precision: str | None,
                                                                suggested: str) -> None:
    """Nothing fits the budget: the 4-bit format suggested is the software's own. A TensorRT-LLM server had
    been told to try Q4_K_M, a GGUF file only llama.cpp reads. The suggested format, chosen, makes a card fit."""
    answers = {"workload": "inference", "model": "qwen2.5-32b", "engine": engine, "precision": precision,
               "os": "linux", "form_factor": "desktop", "budget": {"amount": 1600, "currency": "USD"}}
    r = recommend(Profile.model_validate(answers), top=5)
    assert not r.shortlist
    hint = next(s for s in r.suggestions if s.code == "SUGGEST_PRECISION")
    assert hint.params["precision"] == suggested
    smaller = recommend(Profile.model_validate({**answers, "precision": suggested.lower()}), top=5)
    assert smaller.requirement.vram_gb < r.requirement.vram_gb


def test_tensorrt_llm_is_planned_on_the_nvidia_gpus_it_supports() -> None:
    """TensorRT-LLM is NVIDIA's software for its GPUs from Ampere on (its support matrix): a 7B server on
    TensorRT-LLM with $1,000 had an RX 7900 XTX on top. Radeon, Arc and pre-Ampere cards are left out with
    that reason; llama.cpp keeps them."""
    answers = {"workload": "inference", "model": "qwen2.5-7b", "engine": "tensorrt-llm", "os": "linux",
               "budget": {"amount": 3000, "currency": "USD"}}
    r = recommend(Profile.model_validate(answers), top=5)
    gpus = {g.id: g for g in load_catalog().gpus}
    fitting = [c.gpu_id for c in r.shortlist] + [x.gpu_id for x in r.ranked_lower]
    assert fitting and all(gpus[i].vendor.value == "nvidia" for i in fitting), fitting
    assert all(tuple(int(p) for p in gpus[i].compute_capability.split(".")) >= (8, 0) for i in fitting)
    reasons = {e.gpu_id: [m.code for m in e.reasons] for e in r.excluded if e.count == 1}
    for left_out in ("rx-7900-xtx", "arc-pro-b60", "rtx-2080-ti"):
        assert "EXCLUDED_TRTLLM_GPU" in reasons[left_out], (left_out, reasons[left_out])
    xtx = next(e for e in r.excluded if e.gpu_id == "rx-7900-xtx")
    assert "NVIDIA" in render(xtx.reasons[0])
    chat = recommend(Profile.model_validate({**answers, "engine": "llama.cpp", "precision": "q8_0"}), top=100)
    assert "rx-7900-xtx" in [c.gpu_id for c in chat.shortlist] + [x.gpu_id for x in chat.ranked_lower]


def test_tensorrt_llm_steps_end_with_its_server() -> None:
    answers = {"workload": "inference", "model": "llama-3.1-70b", "engine": "tensorrt-llm", "precision": "fp8",
               "max_gpus": 2, "budget": {"amount": 12000, "currency": "USD"}}
    linux = recommend(Profile.model_validate({**answers, "os": "linux"}), top=10)
    commands = {c.count: next(s.command for s in c.next_steps if s.code == "STEP_SERVE_TRTLLM")
                for c in linux.shortlist if not c.gpu_id.startswith("jetson")}  # Jetson: its JetPack branch
    assert commands and all(cmd is not None and cmd.startswith("trtllm-serve MODEL --max_seq_len 4096")
                            for cmd in commands.values()), commands
    assert 2 in commands and commands[2].endswith("--tp_size 2"), commands  # 64 heads over 2 cards
    windows = recommend(Profile.model_validate({**answers, "os": "windows"}), top=5)
    step = next(s for s in windows.shortlist[0].next_steps if s.code in SERVE_STEPS)
    assert step.code == "STEP_SERVE_TRTLLM" and step.command is not None and step.command.startswith("trtllm-serve")


@pytest.mark.parametrize(("engine", "owned", "os_name", "code"), [
    ("tensorrt-llm", "rx-7900-xtx", "linux", "EXCLUDED_TRTLLM_GPU"),
    ("vllm", "p40", "linux", "EXCLUDED_VLLM_GPU"),
    ("vllm", "rx-7900-xtx", "wsl2", "EXCLUDED_VLLM_WSL_AMD"),
])
def test_a_card_owned_is_not_said_to_run_software_that_does_not_run_on_it(engine: str, owned: str, os_name: str,
                                                                           code: str) -> None:
    """The 'your current card' verdict had said an RX 7900 XTX runs TensorRT-LLM at 36 tokens/s."""
    answers = {"workload": "inference", "model": "qwen2.5-7b", "engine": engine, "os": os_name,
               "current_gpu": {"id": owned, "count": 1}}
    current = recommend(Profile.model_validate(answers), top=3).current
    assert current is not None and not current.fits and current.speed is None
    assert [m.code for m in current.reasons] == [code]
    fine = recommend(Profile.model_validate({**answers, "current_gpu": {"id": "rtx-4090", "count": 1}}), top=3)
    assert fine.current is not None and fine.current.fits and fine.current.speed


def test_llama_cpp_is_not_planned_on_gaudi() -> None:
    """llama.cpp has no Gaudi backend (its README's "Supported backends"): eight Gaudi 3s had topped a 70B chat
    in llama.cpp, with steps to download a GGUF file and run llama-bench. A chat left open is run the same
    way (LM Studio, Ollama); vLLM, which runs on Gaudi through vllm-gaudi, keeps it."""
    answers = {"workload": "inference", "model": "llama-3.1-70b", "os": "linux", "form_factor": "server",
               "max_gpus": 8}
    for engine in ("llama.cpp", "unknown"):
        r = recommend(Profile.model_validate({**answers, "engine": engine}), top=100)
        assert "gaudi-3" not in [c.gpu_id for c in r.shortlist] + [x.gpu_id for x in r.ranked_lower], engine
        eight = next(e for e in r.excluded if e.gpu_id == "gaudi-3" and e.count == 8)
        assert [m.code for m in eight.reasons] == ["EXCLUDED_LLAMACPP_GAUDI"], engine
        assert "vLLM" in render(eight.reasons[0])
    served = recommend(Profile.model_validate({**answers, "engine": "vllm"}), top=100)
    assert "gaudi-3" in [c.gpu_id for c in served.shortlist] + [x.gpu_id for x in served.ranked_lower]


def test_rendering_answered_for_wsl2_is_planned_for_windows() -> None:
    """Blender runs on Windows itself: answered for WSL2, Radeon cards had been told to install Linux's
    amdgpu driver inside WSL, with no WSL setup and cards WSL2 cannot reach."""
    from wizard.core.profile import OperatingSystem, Profile
    from wizard.core.recommend import recommend

    answers = {"workload": "rendering", "working_set_gb": 8, "form_factor": "desktop",
               "budget": {"amount": 1200, "currency": "USD"}}
    wsl = Profile.model_validate({**answers, "os": "wsl2"})
    assert wsl.effective_os() is OperatingSystem.WINDOWS
    r, windows = recommend(wsl, top=20), recommend(Profile.model_validate({**answers, "os": "windows"}), top=20)
    assert "RENDER_WSL2_WINDOWS" in {w.code for w in r.profile_warnings}
    assert "ENGINE_OS_VLLM_WINDOWS" not in {w.code for w in r.profile_warnings}
    steps = {c.gpu_id: [s.code for s in c.next_steps] for c in r.shortlist}
    assert steps == {c.gpu_id: [s.code for s in c.next_steps] for c in windows.shortlist}
    assert not any("LINUX" in code or code == "STEP_WSL_SETUP" for codes in steps.values() for code in codes)


def test_intel_cards_in_wsl2_set_up_wsl_before_the_linux_commands() -> None:
    """NVIDIA and AMD steps for WSL2 install WSL before PyTorch; Intel's went straight to pip and vLLM, which
    fail in a Windows prompt."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.next_steps import next_steps
    from wizard.core.profile import Profile

    b60 = load_catalog().by_id()["arc-pro-b60"]
    for workload in ("qlora", "inference"):
        p = Profile.model_validate({"workload": workload, "model": "llama-3.1-8b", "os": "wsl2",
                                    **({"engine": "vllm"} if workload == "inference" else {})})
        codes = [s.code for s in next_steps(p, b60, load_ecosystem())]
        assert codes[:2] == ["STEP_INTEL_DRIVER", "STEP_WSL_SETUP"], codes
    linux = Profile.model_validate({"workload": "qlora", "model": "llama-3.1-8b", "os": "linux"})
    assert "STEP_WSL_SETUP" not in [s.code for s in next_steps(linux, b60, load_ecosystem())]


@pytest.mark.parametrize(("os_name", "code"), [("windows", "STEP_NVIDIA_DRIVER_WINDOWS_LEGACY"),
                                               ("linux", "STEP_NVIDIA_DRIVER_LINUX_LEGACY"),
                                               ("wsl2", "STEP_NVIDIA_DRIVER_WSL2_LEGACY")])
def test_a_card_newer_drivers_dropped_is_given_its_last_branch(os_name: str, code: str) -> None:
    """A GTX 1080 Ti for Blender was told "branch R527 or newer": below Blender's OptiX floor, and the branches
    after R580 no longer support Pascal. Its step names R580; a current card keeps "or newer"."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.messages import render
    from wizard.core.next_steps import next_steps
    from wizard.core.profile import Profile

    gpus, eco = load_catalog().by_id(), load_ecosystem()
    for workload in ("rendering", "qlora"):
        p = Profile.model_validate({"workload": workload, "os": os_name, "working_set_gb": 4}
                                   if workload == "rendering" else {"workload": workload, "os": os_name})
        first = next_steps(p, gpus["gtx-1080-ti"], eco)[0]
        expected = "STEP_NVIDIA_DRIVER_WINDOWS_LEGACY" if p.effective_os().value == "windows" else code
        assert first.code == expected and first.params["branch"] == "R580"  # (rendering in WSL2 is Windows)
        assert "R580" in render(first) and "or newer" not in render(first)
        current = next_steps(p, gpus["rtx-4090"], eco)[0]
        assert not current.code.endswith("_LEGACY") and "or newer" in render(current)


def test_fine_tuning_steps_go_on_to_the_training_libraries() -> None:
    """The training steps had stopped at installing PyTorch: nothing named PEFT, TRL or bitsandbytes."""
    from wizard.core.catalog import load_catalog
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.next_steps import next_steps
    from wizard.core.profile import Profile

    gpus, eco = load_catalog().by_id(), load_ecosystem()
    for workload, needs in (("qlora", "bitsandbytes"), ("lora", "peft"), ("full_finetune", "accelerate")):
        p = Profile.model_validate({"workload": workload, "model": "qwen2.5-7b", "os": "linux"})
        steps = next_steps(p, gpus["rtx-4090"], eco)
        codes = [s.code for s in steps]
        assert codes[-1] == "STEP_FINETUNE_LIBS" and "STEP_PYTORCH_CUDA" in codes[:-1]
        assert needs in (steps[-1].command or "")
    chat = Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "linux"})
    assert "STEP_FINETUNE_LIBS" not in [s.code for s in next_steps(chat, gpus["rtx-4090"], eco)]


def test_a_model_in_a_scientific_computing_profile_is_said_unused_not_sized() -> None:
    """HPC with a model and 128k context: the header had named the model and warned about its context."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend

    rec = recommend(Profile.model_validate({"workload": "hpc", "model": "qwen2.5-7b", "context_tokens": 131072}),
                    top=1)
    codes = [w.code for w in rec.profile_warnings]
    assert "MODEL_NOT_USED" in codes and "CONTEXT_BEYOND_MODEL" not in codes
    assert rec.requirement.model_name is None and rec.requirement.model_id is None


def test_fine_tuning_with_an_inference_engine_named_on_windows_stays_on_windows() -> None:
    """QLoRA answered with vLLM on Windows had been moved to WSL2 and told to use LM Studio or Ollama."""
    from wizard.core.profile import OperatingSystem, Profile
    from wizard.core.recommend import recommend

    profile = Profile.model_validate({"workload": "qlora", "model": "qwen2.5-7b", "engine": "vllm", "os": "windows"})
    assert profile.effective_os() is OperatingSystem.WINDOWS
    rec = recommend(profile, top=1)
    warnings = {w.code: w for w in rec.profile_warnings}
    assert "ENGINE_OS_VLLM_WINDOWS" not in warnings
    assert warnings["ENGINE_NOT_FOR_TRAINING"].params == {"engine": "vllm"}


def _amd_steps(gpu_id: str, **answers: object) -> list[str]:
    gpu = next(g for g in load_catalog().gpus if g.id == gpu_id)
    return [s.code for s in next_steps(Profile.model_validate(answers), gpu, load_ecosystem())]


def test_amd_steps_follow_the_software_named() -> None:
    """AMD review (2026-12-02): a llama.cpp chat in WSL2 had been told to check PyTorch, a vLLM server on Strix
    Halo to run llama-server, and a LoRA run on Windows about llama.cpp's Vulkan build."""
    chat = {"workload": "inference", "model": "llama-3.1-8b", "engine": "llama.cpp", "os": "wsl2"}
    wsl = _amd_steps("rx-9070-xt", **chat)
    assert wsl[:3] == ["STEP_WSL_SETUP", "STEP_ROCM_WSL2", "STEP_LLAMACPP_ROCM"]
    assert "STEP_CHECK_TORCH_ROCM" not in wsl
    assert "STEP_CHECK_TORCH_ROCM" in _amd_steps("rx-9070-xt", **{**chat, "workload": "lora", "engine": "unknown"})
    gpu = {g.id: g for g in load_catalog().gpus}
    driver = {gid: next(s for s in next_steps(Profile.model_validate(chat), gpu[gid], load_ecosystem())
                        if s.code == "STEP_ROCM_WSL2").params["adrenalin"]
              for gid in ("rx-9070-xt", "ryzen-ai-max-395-128gb")}
    assert driver == {"rx-9070-xt": "26.1.1", "ryzen-ai-max-395-128gb": "26.2.2"}  # Strix Halo came later
    vllm = _amd_steps("ryzen-ai-max-395-128gb", workload="inference", model="qwen2.5-14b", engine="vllm", os="linux")
    assert "STEP_LLAMACPP_NO_MMAP" not in vllm
    assert "STEP_LLAMACPP_NO_MMAP" in _amd_steps("ryzen-ai-max-395-128gb", workload="inference",
                                                 model="qwen2.5-14b", os="windows")  # the chat apps, left open
    assert "STEP_LLAMACPP_VULKAN" not in _amd_steps("rx-7900-xtx", workload="lora", model="qwen2.5-7b", os="windows")


def test_rocm_in_wsl2_takes_the_cards_amd_lists_for_it() -> None:
    """The RX 7800 XT (gfx1101) and RX 9060 XT (gfx1200) are in AMD's WSL matrix (ROCm/librocdxg README,
    librocdxg 1.1.0 with ROCm 7.2.x); they had been left out on WSL2 (AMD review, 2026-12-02)."""
    from wizard.core.ecosystem import rocm_supported

    gpu = {g.id: g for g in load_catalog().gpus}
    for gid in ("rx-7800-xt", "rx-9060-xt-16gb", "rx-9070-xt", "rx-7900-xtx"):
        assert rocm_supported(gpu[gid], OperatingSystem.WSL2, load_ecosystem()), gid
    assert not rocm_supported(gpu["rx-6800"], OperatingSystem.WSL2, load_ecosystem())


def test_the_rocm_step_says_where_amdgpu_install_comes_from() -> None:
    """`sudo amdgpu-install --usecase=rocm` fails on a fresh system: the tool is a package from AMD's repository
    that must be installed first (AMD review, 2026-12-02)."""
    gpu = next(g for g in load_catalog().gpus if g.id == "rx-7900-xtx")
    chat = Profile.model_validate({"workload": "lora", "model": "qwen2.5-7b", "os": "linux"})
    step = next(s for s in next_steps(chat, gpu, load_ecosystem()) if s.code == "STEP_ROCM_LINUX")
    text = render(step)
    assert step.command == "sudo amdgpu-install --usecase=rocm"
    assert "repo.radeon.com" in text and text.index("amdgpu-install package") < text.index("command below")



def test_an_amd_card_pytorch_builds_for_but_amd_does_not_list_passes_with_a_warning() -> None:
    """The 16 GB RX 7600 XT (gfx1102) had been left out of every PyTorch job on Linux, though PyTorch's ROCm
    wheels build gfx1102 (pytorch/pytorch PR #147761; AMD review, 2026-12-02). An RX 6700 XT (gfx1031) stays out."""
    r = recommend(Profile.model_validate({"workload": "lora", "model": "qwen2.5-3b", "os": "linux"}), top=100)
    why = {e.gpu_id: {m.code for m in e.reasons} for e in r.excluded}
    assert "EXCLUDED_ROCM_GPU" in why["rx-6700-xt"]
    said = {w.code for c in r.shortlist if c.gpu_id == "rx-7600-xt" for w in c.warnings} | {
        m.code for x in r.ranked_lower if x.gpu_id == "rx-7600-xt" for m in x.reasons}
    assert "rx-7600-xt" not in why or not why["rx-7600-xt"] & {"EXCLUDED_ROCM_GPU", "EXCLUDED_ROCM_OS"}
    assert "ROCM_UNLISTED_GPU" in said and "ROCM_UNSUPPORTED_GPU" not in said


def test_wsl2_is_named_only_for_cards_rocm_in_wsl2_takes() -> None:
    """QLoRA on Windows told an RX 7600 XT owner to "choose Linux or WSL2", where ROCm does not take the card
    (review of this session's diff)."""
    r = recommend(Profile.model_validate({"workload": "qlora", "model": "qwen2.5-7b", "os": "windows"}), top=3)
    why = {e.gpu_id: {m.code for m in e.reasons} for e in r.excluded}
    assert "EXCLUDED_QLORA_AMD_WINDOWS" in why["rx-7900-xtx"]
    assert "EXCLUDED_QLORA_AMD_WINDOWS_LINUX" in why["rx-7600-xt"]
    text = render(next(m for e in r.excluded if e.gpu_id == "rx-7600-xt" for m in e.reasons
                       if m.code == "EXCLUDED_QLORA_AMD_WINDOWS_LINUX"))
    assert "Linux or WSL2" not in text and "choose Linux as the operating system" in text


def test_the_training_libraries_are_named_in_the_reader_s_language() -> None:
    """The Chinese step had listed "Hugging Face Transformers, PEFT (LoRA adapters), TRL (trainers)" in English,
    joined with an English comma (CLI review, 2026-12-02)."""
    from wizard import i18n

    r = recommend(Profile.model_validate({"workload": "qlora", "model": "qwen2.5-14b", "os": "linux"}), top=1)
    step = next(s for s in r.shortlist[0].next_steps if s.code == "STEP_FINETUNE_LIBS")
    assert step.command == "pip install transformers peft trl bitsandbytes"
    assert "PEFT (LoRA adapters), TRL (trainers), bitsandbytes (4-bit weights)" in render(step)
    zh = render(step, i18n.translator("zh_CN"))
    assert "PEFT（LoRA 适配器）、TRL（训练器）、bitsandbytes（4 位权重）" in zh and "adapters" not in zh
