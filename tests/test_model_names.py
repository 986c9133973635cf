"""A model named as people name it elsewhere: Ollama tags, Hugging Face repositories, instruct releases.

Chinese users mostly run the DeepSeek-R1 distills through Ollama and write "deepseek-r1:7b"; that had been
refused with "did you mean 'deepseek-r1'?" — the 671B model, about 90 times the size.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wizard.core.arch import UnknownModelError, resolve
from wizard.core.catalog import find_model, load_models, model_key
from wizard.core.errors import DataFileError
from wizard.core.profile import Profile, Workload
from wizard.core.profile_io import load_profile, profile_to_json
from wizard.core.recommend import recommend


@pytest.mark.parametrize(("name", "model_id"), [
    ("deepseek-r1:1.5b", "deepseek-r1-distill-qwen-1.5b"),
    ("deepseek-r1:7b", "deepseek-r1-distill-qwen-7b"),
    ("deepseek-r1:8b", "deepseek-r1-0528-qwen3-8b"),  # Ollama's 8b since 2025-05-28
    ("deepseek-r1:latest", "deepseek-r1-0528-qwen3-8b"),
    ("deepseek-r1:8b-llama-distill", "deepseek-r1-distill-llama-8b"),
    ("deepseek-r1:14b", "deepseek-r1-distill-qwen-14b"),
    ("DeepSeek-R1:32B", "deepseek-r1-distill-qwen-32b"),
    ("deepseek-r1:70b", "deepseek-r1-distill-llama-70b"),
    ("deepseek-r1:671b", "deepseek-r1"),
    ("deepseek-r1", "deepseek-r1"),  # the id comes first: the preset of that name is the 671B model
    ("deepseek-ai/DeepSeek-R1-Distill-Qwen-14B", "deepseek-r1-distill-qwen-14b"),
    ("qwen2.5:7b", "qwen2.5-7b"),
    ("qwen2.5:7b-instruct", "qwen2.5-7b"),
    ("Qwen/Qwen2.5-7B-Instruct", "qwen2.5-7b"),
    ("qwen3", "qwen3-8b"),
    ("qwen3:latest", "qwen3-8b"),
    ("Qwen/Qwen3-30B-A3B-Instruct-2507", "qwen3-30b-a3b-2507"),
    ("llama3.1:8b", "llama-3.1-8b"),
    ("meta-llama/Meta-Llama-3.1-8B-Instruct", "llama-3.1-8b"),
    ("google/gemma-3-27b-it", "gemma-3-27b"),
    ("mistralai/Mistral-7B-Instruct-v0.3", "mistral-7b"),
    ("gpt-oss:20b", "gpt-oss-20b"),
    ("phi4", "phi-4"),
])
def test_other_names_find_their_preset(name: str, model_id: str) -> None:
    found = find_model(name)
    assert found is not None and found.id == model_id


@pytest.mark.parametrize("name", ["deepseek", "llama", "qwen2.5:1.5b", "xyz", "", "deepseek-r1:9b"])
def test_a_name_that_is_no_one_preset_finds_none(name: str) -> None:
    assert find_model(name) is None


def test_no_name_or_alias_stands_for_two_presets() -> None:
    """An alias must not take the key of another preset's id or name, nor two presets share an alias."""
    owner: dict[str, str] = {}
    for m in load_models().models:
        for key in {model_key(m.id), model_key(m.name)}:
            assert owner.setdefault(key, m.id) == m.id, (key, owner[key], m.id)
    aliases: dict[str, str] = {}
    for m in load_models().models:
        for a in m.aliases:
            assert aliases.setdefault(a.lower(), m.id) == m.id, a
            assert owner.get(model_key(a), m.id) == m.id, (a, owner.get(model_key(a)), m.id)
            assert find_model(a) is m, a


def test_a_profile_names_the_preset_by_its_id(tmp_path: Path) -> None:
    """The profile, the report and a saved file say which model was meant, not the tag it was given as."""
    path = tmp_path / "ollama.json"
    path.write_text(json.dumps({"workload": "inference", "model": "deepseek-r1:7b", "os": "windows"}), encoding="utf-8")
    profile = load_profile(path)
    assert profile.model == "deepseek-r1-distill-qwen-7b"
    assert json.loads(profile_to_json(profile))["model"] == "deepseek-r1-distill-qwen-7b"
    edited = Profile(workload=Workload.INFERENCE)
    edited.model = "qwen2.5:14b"  # assignment is validated too (the app's pages set answers so)
    assert edited.model == "qwen2.5-14b"


def test_the_ollama_7b_is_sized_as_the_7b_distill_not_the_671b_model() -> None:
    distill = recommend(Profile(workload=Workload.INFERENCE, model="deepseek-r1:7b", os="windows"), top=1)
    need = distill.requirement
    assert need.model_name == "DeepSeek-R1-Distill-Qwen-7B"
    assert need.vram_gb < 20, need.vram_gb  # 7.6B parameters in 8 bits, not 671B
    assert distill.shortlist and distill.shortlist[0].count == 1
    arch = resolve("deepseek-r1:7b", None)
    assert arch is not None and arch.total_params == pytest.approx(7.616e9, rel=1e-3) and arch.layers == 28


def test_a_model_named_with_its_file_format_is_suggested_without_it(tmp_path: Path) -> None:
    """Ollama's full tag carries the format ("-q4_K_M"): the model is suggested, the format left to the
    precision answer, not taken silently."""
    with pytest.raises(UnknownModelError) as caught:
        resolve("qwen2.5:72b-instruct-q4_K_M", None)
    assert caught.value.suggestions == ["qwen2.5-72b"]
    with pytest.raises(UnknownModelError) as caught:
        resolve("deepseek-r1:7b-qwen-distill-q8_0", None)
    assert caught.value.suggestions == ["deepseek-r1-distill-qwen-7b"]
    path = tmp_path / "tagged.json"
    path.write_text(json.dumps({"workload": "inference", "model": "qwen2.5:72b-instruct-q4_K_M"}), encoding="utf-8")
    with pytest.raises(DataFileError) as error:
        load_profile(path)
    assert "did you mean 'qwen2.5-72b'" in str(error.value), str(error.value)


def test_the_full_deepseek_r1_that_fits_nowhere_names_what_ollama_calls_deepseek_r1() -> None:
    """`ollama run deepseek-r1` is an 8B distill; here "deepseek-r1" is the 671B model. A buyer with a
    ¥10,000 desktop budget had been told 7 x RTX PRO 6000 for ¥481,019 and nothing else."""
    from wizard.core.messages import render

    budget = {"amount": 10_000, "currency": "CNY"}
    rec = recommend(Profile(workload=Workload.INFERENCE, model="deepseek-r1", os="windows", budget=budget), top=3)
    assert not rec.shortlist
    first = rec.suggestions[0]
    assert first.code == "SUGGEST_OLLAMA_NAMESAKE"
    assert first.params["other"] == "DeepSeek-R1-0528-Qwen3-8B" and first.params["size"] == "671"
    assert first.params["other_size"] == "8.2"
    text = render(first)
    assert "ollama run deepseek-r1" in text and "671B" in text, text
    # A model whose name Ollama does not give to another one: no such sentence.
    other = recommend(Profile(workload=Workload.INFERENCE, model="deepseek-v3", os="windows", budget=budget), top=3)
    assert not other.shortlist and "SUGGEST_OLLAMA_NAMESAKE" not in {m.code for m in other.suggestions}


def test_a_server_buyer_of_deepseek_r1_is_not_told_about_the_8b() -> None:
    """8 x H20 in China for CNY 2,000,000 on a server: that buyer means the full model; the sentence would
    only push the quote advice down."""
    rec = recommend(Profile(workload=Workload.INFERENCE, model="deepseek-r1", os="linux", region="cn", max_gpus=8,
                            form_factor="server", budget={"amount": 2_000_000, "currency": "CNY"}), top=3)
    assert not rec.shortlist
    assert "SUGGEST_OLLAMA_NAMESAKE" not in {m.code for m in rec.suggestions}
