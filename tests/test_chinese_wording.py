"""Chinese that a buyer in China reads without stumbling (reviewed by a native speaker).

"16 位用户" read as "16-bit users" beside "BF16（16 位）"; "你" and "您" were mixed; the sign-off table
asked for a thing's "名称" where a person's "姓名" belongs; the budget read "¥4,000 每台机器"; a Blender
render was warned about "longer inputs or bigger batches"; "RMB" was refused as a currency.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wizard.core.profile import Profile
from wizard.core.recommend import recommend
from wizard.i18n import translator
from wizard.locale_format import render_localized
from wizard.report.content import build_content

TS = Path(__file__).resolve().parent.parent / "resources" / "translations" / "gpu_wizard_zh_CN.ts"


def _translations() -> list[str]:
    return re.findall(r"<translation[^>]*>(.*?)</translation>", TS.read_text(encoding="utf-8"), flags=re.S)


def _other_chinese() -> list[str]:
    """The Chinese not in the .ts file: the data files' zh_CN lines and the doctor's own words."""
    root = TS.parents[2]
    lines = [line for f in sorted((root / "data").glob("*.toml"))
             for line in f.read_text(encoding="utf-8").splitlines() if line.startswith("zh_CN")]
    return lines + [line for f in sorted((root / "wizard" / "doctor").glob("*.py"))
                    for line in f.read_text(encoding="utf-8").splitlines() if "zh_CN=" in line]


def test_one_form_of_address_and_no_bit_users() -> None:
    texts = _translations() + _other_chinese()
    assert not [t for t in texts if re.search(r"你(?!们)", t)]
    assert not [t for t in texts if re.search(r"(\d|\{users\}) ?位用户", t)]  # "多位用户" (several users) is fine
    assert not [t for t in texts if "自定义价格" in t]  # no such label in the app: its section is "报价"
    # one name for the cache: troubleshooting had "KV Cache" where everything else says "KV 缓存"
    assert not [t for t in texts if "KV Cache" in t]


def test_the_report_asks_for_a_person_s_name_and_orders_the_budget_as_chinese_does() -> None:
    rec = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "windows",
                                            "budget": {"amount": 8000, "currency": "RMB"}}), top=3)
    assert rec.profile.budget is not None and rec.profile.budget.currency.value == "CNY"
    html = build_content(rec, "zh_CN").html
    assert "姓名" in html
    assert "每台机器 ¥8,000" in html and "¥8,000 每台机器" not in html
    usd = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "windows",
                                            "budget": {"amount": 8000, "currency": "$"}}), top=3)
    assert "$8,000 per machine" in build_content(usd, "en").html


@pytest.mark.parametrize(("workload", "extra", "phrase"), [
    ("rendering", {"working_set_gb": 20}, "场景或数据再大一些"),
    ("inference", {"model": "qwen2.5-14b", "precision": "bf16"}, "对话更长或同时使用的人更多"),  # a chat: its users
])
def test_a_tight_fit_is_said_in_the_work_s_own_terms(workload: str, extra: dict[str, object], phrase: str) -> None:
    rec = recommend(Profile.model_validate({"workload": workload, "os": "linux", **extra}), top=100)
    tight = [w for c in rec.shortlist for w in c.warnings if w.code == "TIGHT_VRAM"]
    tight += [w for r in rec.ranked_lower for w in r.reasons if w.code == "TIGHT_VRAM"]
    assert tight, "some card should be a tight fit"
    assert all(phrase in render_localized(w, translator("zh_CN"), "zh_CN") for w in tight)


@pytest.mark.parametrize(("gpu_id", "code"), [
    ("a800-80gb-pcie", "EXPORT_SUPPLY_ENDED"), ("h800-sxm", "EXPORT_SUPPLY_ENDED"), ("h20", "EXPORT_STATUS_CHANGING")])
def test_cards_under_export_rules_say_so_where_they_are_offered(gpu_id: str, code: str) -> None:
    """2 x A800 was a Chinese buyer's top pick with no word that new supply stopped in November 2023."""
    rec = recommend(Profile.model_validate({
        "workload": "inference", "model": "qwen2.5-72b", "engine": "vllm", "precision": "fp8", "os": "linux",
        "form_factor": "server", "region": "cn", "max_gpus": 8, "budget": {"amount": 2_000_000, "currency": "CNY"},
        "price_overrides": {"a800-80gb-pcie": 70000, "h800-sxm": 200000, "h20": 120000}}), top=100)
    offered = [c for c in rec.shortlist if c.gpu_id == gpu_id] + [r for r in rec.ranked_lower if r.gpu_id == gpu_id]
    assert offered, f"{gpu_id} should be offered with a quote"
    for c in offered:
        found = [w for w in (c.warnings if hasattr(c, "warnings") else c.reasons) if w.code == code]
        assert found, (gpu_id, c)
        assert "出口" in render_localized(found[0], translator("zh_CN"), "zh_CN")
    plain = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "linux"}), top=5)
    assert not any(w.code.startswith("EXPORT_") for c in plain.shortlist for w in c.warnings)


def test_numbers_keep_their_units_and_price_dates_are_months() -> None:
    """The Chinese report broke "至少 650 / W。" over two lines and "2025年3月5 / 日" in its narrow date column."""
    from wizard.locale_format import unbroken_units

    nbsp = "\u00a0"
    assert unbroken_units("至少 650 W。需要 6.1 GiB，约 90.6 token/s") == (
        f"至少 650{nbsp}W。需要 6.1{nbsp}GiB，约 90.6{nbsp}token/s")
    assert unbroken_units("nvidia-smi -pl WATTS; 2 Wide") == "nvidia-smi -pl WATTS; 2 Wide"
    rec = recommend(Profile.model_validate({"workload": "inference", "model": "llama-3.1-8b", "os": "windows",
                                            "power": {"psu_watts": 650}}), top=3)
    html = build_content(rec, "zh_CN").html
    assert re.search(r"至少 [\d,]+\u00a0W", html)
    assert re.search(r"<td[^>]*>20\d\d年\d{1,2}月</td>", html)
    assert not re.search(r"20\d\d年\d{1,2}月\d{1,2}日</td>", html)


def test_catalog_names_carry_no_english_explanations() -> None:
    """"NVIDIA GB200 (one Blackwell GPU of a Grace Blackwell superchip)" and "... system, 128 GB (...; e.g.
    Framework Desktop)" were shown as such on Chinese screens: a name is the product's, its notes say the rest."""
    from wizard.core.catalog import load_catalog

    for g in load_catalog().gpus:
        assert not re.search(r"\b(one|of a|e\.g\.|system|with|for)\b", g.name), g.name


def test_the_troubleshooting_guide_uses_the_app_s_terms_and_quotes() -> None:
    """It wrote 「共享 GPU 内存」 and "轮子" where the app writes “共享 GPU 内存” and wheel."""
    from wizard.core.troubleshooting import load_knowledge_base

    for e in load_knowledge_base().entries:
        for t in [e.title, e.symptom, *e.causes, *e.fixes, *(c.explains for c in e.checks)]:
            zh = t.get("zh_CN")
            assert "「" not in zh and "」" not in zh and "轮子" not in zh, (e.id, zh)
            assert not re.search(r"你(?!们)", zh), (e.id, zh)  # 您, as the app says it


def test_a_card_replaced_at_the_same_price_by_one_with_less_memory_says_so() -> None:
    """The RTX 5090 D (32 GB) was a Chinese buyer's top pick at CNY 16,499 in 2026, with no word that since
    August 2025 that money buys the 24 GB v2 that replaced it, which could not hold the job."""
    import pydantic

    from wizard.core.catalog import load_catalog
    from wizard.core.catalog_models import Catalog

    rec = recommend(Profile.model_validate({
        "workload": "inference", "model": "qwen3-32b", "engine": "llama.cpp", "precision": "q4_k_m",
        "kv_cache_precision": "q8_0", "context_tokens": 65536, "os": "windows", "region": "cn",
        "budget": {"amount": 20000, "currency": "CNY"}}), top=5)
    d = next(c for c in rec.shortlist if c.gpu_id == "rtx-5090-d")
    found = [w for w in d.warnings if w.code == "REPLACED_SAME_PRICE"]
    assert found and found[0].params == {"since": "2025-08", "other": 24, "have": 32}
    text = render_localized(found[0], translator("zh_CN"), "zh_CN")
    assert "2025-08" in text and "24 GB" in text and "32 GB" in text, text
    assert not any(w.code == "REPLACED_SAME_PRICE" for c in rec.shortlist if c.gpu_id != "rtx-5090-d"
                   for w in c.warnings)
    # The catalog checks the successor's id and memory against its entry
    doc = load_catalog().model_dump(mode="json")
    d_entry = next(g for g in doc["gpus"] if g["id"] == "rtx-5090-d")
    d_entry["replaced_by"]["memory_gb"] = 16
    with pytest.raises(pydantic.ValidationError, match="is not rtx-5090-d-v2's 24"):
        Catalog.model_validate(doc)
    d_entry["replaced_by"] = {"id": "rtx-9090", "since": "2025-08-12", "memory_gb": 24}
    with pytest.raises(pydantic.ValidationError, match="not in the catalog"):
        Catalog.model_validate(doc)


def test_a_plug_s_count_and_pins_are_in_chinese_and_its_name_as_written() -> None:
    """The Chinese spec table had read "1x 16-pin 12V-2x6" beside warnings about the "16 针" plug."""
    from wizard.core.messages import connector_names
    from wizard.i18n import translator

    zh = translator("zh_CN")
    assert connector_names(["1x 16-pin 12V-2x6", "2x 8-pin PCIe", "1x 8-pin EPS (CPU)"], zh) == [
        "1 个 16 针 12V-2x6", "2 个 8 针 PCIe", "1 个 8 针 EPS (CPU)"]
    assert connector_names(["1x 16-pin 12V-2x6"]) == ["1x 16-pin 12V-2x6"]  # English as the catalog writes it
    assert connector_names(["SXM module (baseboard power)"], zh)[0] != "SXM module (baseboard power)"


def test_a_tight_chat_speaks_of_people_at_once_not_batches() -> None:
    """A chat buyer who typed the number of users was warned of "bigger batches" (批大小), a word never asked
    (Chinese review, 2026-12-02); training keeps its batches."""
    from wizard.core.messages import render
    from wizard.core.recommend import recommend
    from wizard.i18n import translator
    from wizard.locale_format import render_localized

    chat = recommend(Profile.model_validate({
        "workload": "inference", "model": "qwen2.5-32b", "precision": "q4_k_m", "engine": "llama.cpp",
        "context_tokens": 4096, "os": "linux", "budget": {"amount": 3000, "currency": "USD"}}))
    tight = next(w for c in chat.shortlist for w in c.warnings if w.code == "TIGHT_VRAM")
    assert "more people at once" in render(tight) and "batch" not in render(tight)
    zh = render_localized(tight, translator("zh_CN"), "zh_CN", "USD")
    assert "同时使用的人" in zh and "批大小" not in zh


def test_no_space_between_a_full_width_bracket_and_chinese() -> None:
    """"AMD ROCm 在 WSL2（Windows 上的 Linux） 上不支持这张卡": the template spaces {os} as a Latin word, and the
    value ends in a full-width bracket (AMD review, 2026-12-02)."""
    from wizard.core.results import Message

    text = render_localized(Message(code="EXCLUDED_ROCM_OS", params={"gfx": "gfx1030", "os": "wsl2"}),
                            translator("zh_CN"), "zh_CN")
    assert "）上" in text and "） 上" not in text, text
    linux = render_localized(Message(code="EXCLUDED_ROCM_OS", params={"gfx": "gfx1030", "os": "linux"}),
                             translator("zh_CN"), "zh_CN")
    assert "在 Linux 上" in linux  # a Latin word keeps its spaces
