"""The weight format a card actually runs: a released format the engine cannot keep is widened.

gpt-oss is released with its expert weights in MXFP4 (the presets size it as int4, 4.25 bits per
weight). Hugging Face transformers keeps MXFP4 only on NVIDIA GPUs of compute capability 7.5 or newer
(wizard.core.ecosystem.transformers_keeps_mxfp4); on any other card it widens the weights to bf16 as
it loads them, so gpt-oss-20b needs about 40 GiB there instead of 13. llama.cpp keeps MXFP4 in its
own GGUF type on every backend: a llama.cpp profile, and one that leaves the software open (a chat app),
is sized as that GGUF (Profile.effective_precision), so only a transformers profile widens.

The memory and speed of such a card are estimated for the widened weights (`as_run_on`), and the
answers say why (`widened_note`).

The same goes for the software: a server with the software left open is sized as vLLM serves it
(Profile.serves_in_vllm), but vLLM does not run on every card (ecosystem.vllm_runs_on: not Pascal,
not the RX 6000 series). Such a card is sized and timed as transformers runs the model, the software
that does run there, and the answers say so (`run_note`).
"""

from __future__ import annotations

from wizard.core.catalog_models import Gpu
from wizard.core.constants import EstimatorConstants
from wizard.core.ecosystem import (
    Ecosystem,
    load_ecosystem,
    transformers_keeps_mxfp4,
    vllm_misses_amd_in_wsl,
    vllm_runs_on,
)
from wizard.core.memory import engine_name
from wizard.core.profile import Engine, Precision, Profile, Workload
from wizard.core.results import Message, message

WIDENED_CODE = "MXFP4_WIDENED"
VLLM_FALLBACK_CODE = "VLLM_NOT_ON_CARD"
VLLM_WSL_FALLBACK_CODE = "VLLM_NOT_ON_CARD_WSL"  # a card vLLM supports, but not under WSL2 (AMD)
VLLM_FALLBACK_CODES = frozenset({VLLM_FALLBACK_CODE, VLLM_WSL_FALLBACK_CODE})


def runs_mxfp4_in_transformers(profile: Profile, c: EstimatorConstants) -> bool:
    """Whether the profile runs MXFP4 weights in transformers (the only presets released in int4
    are MXFP4 ones; tests/test_catalog.py checks their notes)."""
    return (profile.workload is Workload.INFERENCE and profile.runs_released_format()
            and profile.effective_precision() is Precision.INT4 and engine_name(profile, c) == "transformers")


def widens(profile: Profile, gpu: Gpu, c: EstimatorConstants) -> bool:
    """Whether this card gets the model's MXFP4 weights widened to bf16."""
    return runs_mxfp4_in_transformers(profile, c) and not transformers_keeps_mxfp4(gpu)


def falls_back_from_vllm(profile: Profile, gpu: Gpu, eco: Ecosystem | None = None) -> bool:
    """Whether a server sized for vLLM with the software left open runs on this card in transformers
    instead, because vLLM does not support the card."""
    return profile.serves_in_vllm() and not vllm_runs_on(gpu, eco or load_ecosystem(), profile.effective_os())


def as_run_on(profile: Profile, gpu: Gpu, c: EstimatorConstants, eco: Ecosystem | None = None) -> Profile:
    """The profile as this card runs it: in transformers where vLLM, assumed for a server, does not run;
    with bf16 weights where transformers widens MXFP4."""
    run = profile.model_copy(update={"engine": Engine.TRANSFORMERS}) if falls_back_from_vllm(profile, gpu, eco) \
        else profile
    return run.model_copy(update={"precision": Precision.BF16}) if widens(run, gpu, c) else run


def run_note(profile: Profile, run: Profile, need_gib: float, profile_gib: float, gpu: Gpu) -> Message | None:
    """Why this card's figures differ from the headline ones (None: they do not): the software
    (VLLM_NOT_ON_CARD, or _WSL for an AMD card under WSL2) or the widened weights (MXFP4_WIDENED). Needs
    per GPU, as run and as the answers say."""
    if run is profile:
        return None
    if run.engine is not profile.engine:
        # the WSL2 sentence only for a card vLLM runs on elsewhere ("On Linux vLLM runs on it"), as rules does
        wsl = vllm_misses_amd_in_wsl(gpu, profile.effective_os()) and vllm_runs_on(gpu, load_ecosystem())
        return message(VLLM_WSL_FALLBACK_CODE if wsl else VLLM_FALLBACK_CODE, need=round(need_gib, 1))
    return widened_note(need_gib, profile_gib)


def widened_note(need_gib: float, released_gib: float) -> Message:
    """Why a card is sized for 16-bit weights: per GPU, widened against as released."""
    return message(WIDENED_CODE, need=round(need_gib, 1), native=round(released_gib, 1))


__all__ = [
    "VLLM_FALLBACK_CODE",
    "VLLM_FALLBACK_CODES",
    "VLLM_WSL_FALLBACK_CODE",
    "WIDENED_CODE",
    "as_run_on",
    "falls_back_from_vllm",
    "run_note",
    "runs_mxfp4_in_transformers",
    "widened_note",
    "widens",
]
