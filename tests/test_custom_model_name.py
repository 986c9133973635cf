"""A model size typed in is named in the reader's language everywhere ("Custom 70B model", "自定义 70B 模型"):
the core's own name for it is English, and the Chinese command line, report and batch summary had shown it."""

from __future__ import annotations

import pytest

from wizard.core.profile import Profile
from wizard.core.recommend import recommend
from wizard.i18n import translator
from wizard.recommend_text import recommendation_text
from wizard.report.batch import summary_row
from wizard.report.content import build_content

CUSTOM = {"workload": "inference", "params_b": 70, "os": "linux", "budget": {"amount": 60000, "currency": "CNY"}}
NAMES = {"en": "Custom 70B model", "zh_CN": "自定义 70B 模型"}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_custom_size_is_named_in_the_reader_s_language(lang: str) -> None:
    rec = recommend(Profile.model_validate(CUSTOM), top=3)
    assert rec.requirement.model_id is None and rec.requirement.model_name == "Custom 70B model"  # JSON: as is
    tr = translator(lang)
    text = recommendation_text(rec, tr, lang)
    assert NAMES[lang] in text.splitlines()[1], text.splitlines()[1]
    html = build_content(rec, lang).html
    assert NAMES[lang] in html  # the calculation's inputs
    row = summary_row("custom.json", rec, tr, lang)
    assert row.values["model"] == NAMES[lang]
    if lang == "zh_CN":
        assert "Custom" not in text and "Custom" not in html


def test_a_preset_keeps_its_own_name() -> None:
    rec = recommend(Profile.model_validate({**CUSTOM, "params_b": None, "model": "qwen2.5-7b"}), top=1)
    tr = translator("zh_CN")
    assert "Qwen2.5 7B" in recommendation_text(rec, tr, "zh_CN").splitlines()[1]
    assert summary_row("p.json", rec, tr, "zh_CN").values["model"] == "Qwen2.5 7B"


def test_a_big_custom_size_is_grouped() -> None:
    rec = recommend(Profile.model_validate({**CUSTOM, "params_b": 20000}), top=1)
    assert "Custom 20,000B model" in recommendation_text(rec, translator("en"), "en").splitlines()[1]


def test_big_memory_figures_are_grouped_on_the_command_line() -> None:
    """DeepSeek-V3 in 16 bits needs 1,250 GiB of weights: grouped as in the report, in both languages."""
    from wizard.core.profile import Profile as P

    rec = recommend(P.model_validate({"workload": "lora", "model": "deepseek-v3", "os": "linux"}), top=1)
    for lang in ("en", "zh_CN"):
        line = recommendation_text(rec, translator(lang), lang).splitlines()[2]
        assert f"{rec.requirement.vram_gb:,.1f} GiB" in line and "1,2" in line, line


def test_a_preset_s_size_reads_as_written() -> None:
    """"DeepSeek-R1 (671.0 billion parameters)": a whole number of billions has no decimal."""
    rec = recommend(Profile.model_validate({"workload": "inference", "model": "deepseek-r1", "os": "linux"}), top=1)
    html = build_content(rec, "en").html
    assert "(671 billion parameters)" in html and "671.0" not in html
