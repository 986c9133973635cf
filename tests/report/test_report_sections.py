"""The report's troubleshooting appendix, current-card section and "how this was computed"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.report.conftest import JOURNEYS, PROFILES, pdftotext

Journeys = dict[tuple[str, str], tuple[Path, int]]
UPGRADE = "upgrade-from-rtx3060"


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _squash(text: str) -> str:
    """No whitespace at all: pdftotext breaks Chinese lines anywhere."""
    return re.sub(r"\s+", "", text)


def _appendix(rec: object) -> list:
    from wizard.core.catalog import load_catalog
    from wizard.report.troubleshoot import select_entries

    return select_entries(rec, load_catalog().by_id())  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def upgrade_rec() -> object:
    from wizard.core.profile_io import load_profile
    from wizard.core.recommend import recommend

    return recommend(load_profile(PROFILES / f"{UPGRADE}.json"))


@pytest.fixture(scope="session")
def upgrade_pdfs(qapp: object, upgrade_rec: object, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    from wizard.report.document import write_pdf

    out = tmp_path_factory.mktemp("upgrade")
    made = {}
    for lang, paper in (("en", "letter"), ("zh_CN", "a4")):
        made[lang] = out / f"{UPGRADE}-{lang}.pdf"
        write_pdf(upgrade_rec, made[lang], lang, paper)  # type: ignore[arg-type]
    return made


# ---------------------------------------------------------------- which entries

@pytest.mark.parametrize("name", JOURNEYS)
def test_appendix_selection_is_focused_and_warning_linked_first(name: str, journey_recs: dict[str, object]) -> None:
    rec = journey_recs[name]
    entries = _appendix(rec)
    assert 1 <= len(entries) <= 10
    assert [a.number for a in entries] == list(range(1, len(entries) + 1))
    linked = [a.linked for a in entries]
    assert linked == sorted(linked, reverse=True), "entries behind warnings come first"
    assert len({a.entry.id for a in entries}) == len(entries)
    codes = {w.code for c in rec.shortlist for w in c.warnings}  # type: ignore[attr-defined]
    for a in entries:
        scope = a.entry.applies_to
        if scope.os:
            assert rec.profile.os.value in {o.value for o in scope.os}, a.entry.id  # type: ignore[attr-defined]
        if a.linked:
            assert {code for code, _ in a.links} <= codes | {w.code for w in rec.profile_warnings}  # type: ignore
        else:
            assert not a.entry.warning_codes, f"{a.entry.id}: the rules core raised none of its warnings"


def test_expected_entries_for_the_journeys(journey_recs: dict[str, object], upgrade_rec: object) -> None:
    ids = {name: {a.entry.id for a in _appendix(rec)} for name, rec in [*journey_recs.items(), (UPGRADE, upgrade_rec)]}
    assert {"rtx50-sm120-old-pytorch", "connector-12vhpwr"} <= ids["chatbot-windows-small-budget"]
    assert {"wsl2-gpu-not-visible", "wsl2-limitations", "rocm-on-wsl2"} <= ids["qlora-wsl2"]
    assert "gpu-fallen-off-bus" not in ids["qlora-wsl2"]  # a Linux-only entry on WSL2
    assert "cuda-out-of-memory" in ids["training-8gpu-server"]
    assert "hybrid-laptop-wrong-gpu" not in ids["training-8gpu-server"]
    # A chat-app buyer (llama.cpp) gets chat advice, not PyTorch's or a laptop's; QLoRA the reverse.
    pytorch_only = {"torch-cuda-unavailable", "low-gpu-utilization", "nvcc-vs-nvidia-smi-cuda-version"}
    for chat in ("chatbot-windows-small-budget", UPGRADE):
        assert "chat-model-on-cpu" in ids[chat], chat
        assert not ids[chat] & (pytorch_only | {"hybrid-laptop-wrong-gpu"}), chat
    assert "chat-model-on-cpu" not in ids["qlora-wsl2"] | ids["training-8gpu-server"]
    # A chat user's tight fit spills to the CPU before it runs out of memory: that entry comes first.
    chat = [a.entry.id for a in _appendix(journey_recs["chatbot-windows-small-budget"])]
    assert chat.index("chat-model-on-cpu") < chat.index("cuda-out-of-memory")
    assert "torch-cuda-unavailable" in ids["training-8gpu-server"]


# ---------------------------------------------------------------- in the PDFs, both languages

@pytest.mark.parametrize("name", JOURNEYS)
def test_pdfs_print_the_appendix_entries_and_cite_them(name: str, journey_pdfs: Journeys,
                                                       journey_recs: dict[str, object]) -> None:
    rec = journey_recs[name]
    entries = _appendix(rec)
    en = _flat(pdftotext(journey_pdfs[(name, "en")][0]))
    zh = _squash(pdftotext(journey_pdfs[(name, "zh_CN")][0]))
    assert "Appendix B: problems you may meet with these cards" in en
    assert _squash("附录 B：") in zh
    for a in entries:
        assert _flat(f"{a.ref} {a.entry.title.en}") in en, a.entry.id
        assert _squash(f"{a.ref} {a.entry.title.zh_CN}") in zh, a.entry.id
        assert _flat(a.entry.symptom.en)[:60] in en
        assert _squash(a.entry.causes[0].zh_CN)[:30] in zh
        for pattern in a.entry.error_patterns[:1]:
            assert _flat(pattern) in en, pattern
    if any(a.linked for a in entries):
        assert "See appendix B." in en
        assert _squash("参见附录B.") in zh


def test_chatbot_pdf_has_the_rtx50_entries(journey_pdfs: Journeys) -> None:
    en = _flat(pdftotext(journey_pdfs[("chatbot-windows-small-budget", "en")][0]))
    assert "RTX 50 / RTX PRO Blackwell (sm_120) rejected by an older PyTorch or llama.cpp build" in en
    assert "12VHPWR / 12V-2x6 power connector" in en
    assert "sm_120 is not compatible with the current PyTorch installation" in en  # the exact error text
    assert "nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv" in en  # a check's command


def test_qlora_wsl2_pdf_has_the_wsl2_entry_in_both_languages(journey_pdfs: Journeys) -> None:
    from wizard.core.troubleshooting import entry_by_id

    entry = entry_by_id("wsl2-gpu-not-visible")
    assert entry is not None
    en = _flat(pdftotext(journey_pdfs[("qlora-wsl2", "en")][0]))
    zh = _squash(pdftotext(journey_pdfs[("qlora-wsl2", "zh_CN")][0]))
    assert entry.title.en in en
    assert _squash(entry.title.zh_CN) in zh
    assert "WSL2:" in en and "Windows:" in en  # checks on both sides of a WSL2 set-up, each labelled


def test_checks_follow_the_profile_os(qapp: object, journey_recs: dict[str, object]) -> None:
    from wizard.report.content import ReportContext, ReportText
    from wizard.report.sections import _checks_for

    rec = journey_recs["chatbot-windows-small-budget"]
    ctx = ReportContext(rec=rec, lang="en", t=ReportText("en"), gpus={}, generated=None)  # type: ignore
    from wizard.core.troubleshooting import entry_by_id

    entry = entry_by_id("gpu-fallen-off-bus")  # Linux-only checks: shown anyway rather than nothing
    assert entry is not None and _checks_for(ctx, entry)
    mixed = entry_by_id("psu-trips-under-load")
    assert mixed is not None
    shown = _checks_for(ctx, mixed)
    assert {c.command for c in mixed.checks if c.os.value in ("any", "windows")} == {cmd for _, _, cmd in shown}


# ---------------------------------------------------------------- your current card

def test_current_card_section(upgrade_rec: object, upgrade_pdfs: dict[str, Path]) -> None:
    from wizard.core.messages import render
    from wizard.core.results import Message
    from wizard.i18n import translator

    cur = upgrade_rec.current  # type: ignore[attr-defined]
    assert cur is not None and cur.fits and cur.upgrades
    en = _flat(pdftotext(upgrade_pdfs["en"]))
    assert "3. Your current card" in en
    assert render(Message(code="CURRENT_FITS", params={
        "count": cur.count, "gpu": cur.name, "need": round(cur.vram_gb_per_gpu, 1),
        "have": round(cur.vram_capacity_gb_per_gpu, 1)})) in en
    assert "What an upgrade would buy" in en
    assert "Speed compared with your card" in en
    first = cur.upgrades[0]
    assert f"about {first.speedup}× the speed of your current card" in en
    for u in cur.upgrades:
        assert f"{u.speedup:.2f}×" in en
    assert "4. Shortlist" in en
    zh = _squash(pdftotext(upgrade_pdfs["zh_CN"]))
    tr = translator("zh_CN")
    assert _squash(tr("report", "Your current card")) in zh
    assert tr("report", "Your current card") != "Your current card"
    assert _squash(render(Message(code="UPGRADE_GAIN", params={
        "count": first.count, "gpu": first.name, "speedup": first.speedup}), tr)) in zh


def test_current_card_that_does_not_fit(qapp: object) -> None:
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.document import build_document

    profile = Profile.model_validate({
        "workload": "inference", "model": "llama-3.1-70b", "precision": "q4_k_m", "engine": "llama.cpp",
        "os": "linux", "form_factor": "desktop", "max_gpus": 2, "budget": {"amount": 6000, "currency": "USD"},
        "current_gpu": {"id": "rtx-3060-12gb"}})
    rec = recommend(profile)
    assert rec.current is not None and not rec.current.fits
    text = _flat(build_document(rec, "en", "a4").toPlainText())
    assert "Your current card" in text
    assert "Your 1 × NVIDIA GeForce RTX 3060 12 GB is not enough for this workload." in text
    assert "Estimated speed on your card" not in text


def test_no_current_card_section_without_a_current_card(journey_pdfs: Journeys) -> None:
    en = _flat(pdftotext(journey_pdfs[("qlora-wsl2", "en")][0]))
    assert "Your current card" not in en
    assert "3. Shortlist" in en


# ---------------------------------------------------------------- how this was computed

def test_how_computed_shows_formula_inputs_terms_and_validation(journey_pdfs: Journeys,
                                                                journey_recs: dict[str, object]) -> None:
    from wizard.core.messages import render

    rec = journey_recs["chatbot-windows-small-budget"]
    how = rec.how  # type: ignore[attr-defined]
    en = _flat(pdftotext(journey_pdfs[("chatbot-windows-small-budget", "en")][0]))
    assert "How this was computed" in en
    assert "Memory per GPU = weights (parameters x 4.85 bits / 8)" in en
    for snippet in ("Inputs: Model Llama 3.1 8B", "Layers 32", "KV heads 8", "Bits per weight 4.85",
                    "Context (tokens) 8,192", "Software llama.cpp", "Memory bandwidth (GB/s) 672"):
        assert snippet in en, snippet
    assert f"= {how.requirement.value:.2f} GiB" in en  # the terms add up to the requirement
    assert _flat(render(how.requirement.validation))[:50] in en
    top = rec.shortlist[0]  # type: ignore[attr-defined]
    assert f"Speed of the top pick, {top.count} × {top.name}" in en
    speeds = [e for e in how.configurations[f"{top.gpu_id} x {top.count}"] if e.quantity != "memory"]
    for e in speeds:
        assert _flat(render(e.formula))[:40] in en
        assert f"(±{round(e.error_band * 100)}%)" in en
    assert "Appendix C: how the other picks were computed" in en


def test_how_computed_in_chinese(journey_pdfs: Journeys) -> None:
    from wizard.i18n import translator

    tr = translator("zh_CN")
    zh = _squash(pdftotext(journey_pdfs[("qlora-wsl2", "zh_CN")][0]))
    for src in ("How this was computed", "Memory on one GPU", "Inputs:",
                "Appendix C: how the other picks were computed"):
        assert tr("report", src) != src, src
        assert _squash(tr("report", src)) in zh, src


@pytest.mark.parametrize("name", JOURNEYS)
def test_error_bands_are_shown_as_plus_minus_percent(name: str, journey_pdfs: Journeys,
                                                     journey_recs: dict[str, object]) -> None:
    rec = journey_recs[name]
    en = _flat(pdftotext(journey_pdfs[(name, "en")][0]))
    req = rec.requirement  # type: ignore[attr-defined]
    assert 0 < req.error_band < 1
    assert f"(±{round(req.error_band * 100)}%)" in en
    for c in rec.shortlist:  # type: ignore[attr-defined]
        assert 0 < c.speed_error_band < 1, c.name
        assert f"±{round(c.speed_error_band * 100)}%" in en
    assert not re.search(r"±\s*0\.\d", en), "a fraction printed as a percentage"


@pytest.mark.parametrize("name", [*JOURNEYS, "upgrade-from-rtx3060"])
def test_chinese_text_puts_no_space_after_a_full_width_stop_or_colon(name: str) -> None:
    """Sentences and labels joined in code ("Reason one. Reason two.", "Recommendation: ...") take
    a space in English and none in Chinese, whose 。 and ： are full-width."""
    from wizard.core.profile_io import load_profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content
    from wizard.report.model import body_width

    rec = recommend(load_profile(PROFILES / f"{name}.json"))
    zh = re.sub(r"<[^>]+>", "", build_content(rec, "zh_CN", body_width("a4")).html)
    assert "。" in zh and "：" in zh
    spaced = re.findall(r".{12}[。：] .{12}", zh)
    assert not spaced, spaced[:5]
    en = re.sub(r"<[^>]+>", "", build_content(rec, "en", body_width("a4")).html)
    assert re.search(r"[a-z%)]\. [A-Z]", en)  # English sentences keep their space


def test_a_card_without_fp64_hardware_says_none_not_zero() -> None:
    """The catalog records Intel Arc's missing FP64 units as 0; the specifications table says so in words."""
    from wizard.core.catalog import load_catalog
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    # A shop's quote that puts the Arc A770 (no FP64 units) on the shortlist
    rec = recommend(Profile.model_validate({"workload": "inference", "model": "llama-3.1-8b", "engine": "llama.cpp",
                                            "os": "windows", "budget": {"amount": 380, "currency": "USD"},
                                            "price_overrides": {"arc-a770": 120}}))
    no_fp64 = {g.name for g in load_catalog().gpus if g.fp64_tflops == 0}
    listed = [c.name for c in rec.shortlist if c.name in no_fp64]  # type: ignore[attr-defined]
    assert listed, "the journey's shortlist should include a card without FP64 hardware"
    for lang, word in (("en", "none"), ("zh_CN", "无")):
        html = build_content(rec, lang, 700).html  # type: ignore[arg-type]
        spec = html[html.index("BF16/FP16"):]
        row = spec[spec.index(f"{listed[0]}</td>"):]
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row)[:6]
        assert cells[3] == word, cells  # memory, bandwidth, tensor, FP64


def test_every_input_and_term_of_an_explanation_has_words() -> None:
    """A key without a label would print raw ("host_us_per_layer 900") in the report and the app."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.sections import INPUT_TEXT, TERM_TEXT

    profiles = [Profile(workload="inference", model="qwen2.5-7b", engine=engine)  # type: ignore[arg-type]
                for engine in ("transformers", "llama.cpp", "vllm", "tensorrt-llm")]
    profiles += [Profile(workload="inference", model="llama-3.1-70b", max_gpus=4),
                 Profile(workload="lora", model="llama-3.1-8b"), Profile(workload="qlora", model="llama-3.1-8b"),
                 Profile(workload="full_finetune", params_b=3.0, max_gpus=2),
                 Profile(workload="hpc", working_set_gb=10), Profile(workload="rendering", working_set_gb=8),
                 # measured and estimated (L40) Blender scores, two GPUs
                 Profile(workload="rendering", working_set_gb=40, form_factor="server", max_gpus=2)]
    seen_inputs: set[str] = set()
    seen_terms: set[str] = set()
    for p in profiles:
        how = recommend(p, top=100).how  # every pick: the cards with an estimated render score rank lower
        assert how is not None
        for e in [how.requirement, *(e for es in how.configurations.values() for e in es)]:
            seen_inputs |= set(e.inputs)
            if e.quantity != "memory":  # memory terms are the breakdown's parts, labelled by the core
                seen_terms |= set(e.terms)
    assert {"host_us_per_layer", "layer_overhead_us"} <= seen_inputs  # both kinds of engine were covered
    assert {"blender_score", "points_per_tflops", "effective_gpus"} <= seen_inputs  # both kinds of render speed
    assert not seen_inputs - set(INPUT_TEXT) - {"gpu"}, seen_inputs - set(INPUT_TEXT)
    assert not seen_terms - set(TERM_TEXT), seen_terms - set(TERM_TEXT)


def test_the_answers_say_when_the_precision_is_the_model_s_own() -> None:
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    auto = recommend(Profile(workload="inference", model="gpt-oss-20b", engine="vllm"))
    assert "<td>INT4 (as released)</td>" in build_content(auto, "en", 700).html
    assert "<td>INT4（官方发布格式）</td>" in build_content(auto, "zh_CN", 700).html
    # With the software left open, a chat model released in MXFP4 is its GGUF (Profile.effective_precision).
    chat = recommend(Profile(workload="inference", model="gpt-oss-20b"))
    assert "<td>MXFP4 (as released)</td>" in build_content(chat, "en", 700).html
    chosen = recommend(Profile(workload="inference", model="gpt-oss-20b", precision="int4"))
    assert "as released" not in build_content(chosen, "en", 700).html


@pytest.mark.parametrize(("answers", "row"), [
    ({}, "Not sure; sized as llama.cpp (LM Studio, Ollama) runs it"),  # a chat app's Q8_0
    ({"precision": "bf16"}, "Not sure; sized as Hugging Face Transformers runs it"),
    ({"batch_size": 8}, "Not sure; sized as vLLM runs it"),  # a server, on Linux (Profile.serves_in_vllm)
    ({"batch_size": 8, "os": "windows"}, "Not sure; sized as llama.cpp (LM Studio, Ollama) runs it"),  # no vLLM
    ({"engine": "llama.cpp"}, "llama.cpp (LM Studio, Ollama)"),
    ({"engine": "vllm", "os": "linux"}, "vLLM"),
])
def test_the_answers_say_which_software_the_figures_assume(answers: dict[str, object], row: str) -> None:
    """A buyer who left the software open reads which one the figures are for, whatever it is."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    rec = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", **answers}))
    html = build_content(rec, "en", 700).html
    assert f"<td>Software that runs it</td><td>{row}</td>" in html, re.findall(r"Software that runs it.{0,120}", html)
    if not answers:  # in Chinese, with Chinese punctuation
        zh = build_content(rec, "zh_CN", 700).html
        assert "<td>不确定；按 llama.cpp/LM Studio/Ollama 的运行方式估算</td>" in zh


def test_datacenter_power_connectors_are_described_in_the_report_s_language(journey_recs: dict[str, object]) -> None:
    """'SXM module (baseboard power)' is words, not a plug's name: the Chinese report says it in Chinese."""
    from wizard.core.messages import CONNECTOR_TEXT
    from wizard.report.content import build_content

    rec = journey_recs["training-8gpu-server"]
    en = build_content(rec, "en", 700).html  # type: ignore[arg-type]
    zh = build_content(rec, "zh_CN", 700).html  # type: ignore[arg-type]
    shown = [c for c in CONNECTOR_TEXT if c in en]
    assert shown, "the 8-GPU journey's picks are modules powered by their board"
    assert not any(c in zh for c in shown)
    assert "超级芯片主板" in zh or "由基板供电" in zh or "HGX 基板" in zh


def test_chinese_report_typography(journey_pdfs: Journeys, upgrade_pdfs: dict[str, Path]) -> None:
    """Labels take a full-width colon ("警告：", "WSL2：") and speeds one unit ("token/s") in Chinese."""
    import re

    upgrade = pdftotext(upgrade_pdfs["zh_CN"])
    qlora = pdftotext(journey_pdfs[("qlora-wsl2", "zh_CN")][0])
    assert "警告：" in upgrade and "WSL2：" in qlora
    for text in (upgrade, qlora):
        assert "tokens/s" not in text
        assert not re.search(r"(警告|提示|WSL2|Windows|Linux): ", text)
    english = pdftotext(journey_pdfs[("qlora-wsl2", "en")][0])
    assert "WSL2: " in english and "：" not in english


def test_a_rendering_report_lists_the_specifications_that_render_and_the_cheapest_failure() -> None:
    """Blender buyers see FP32 and ray-tracing cores (not FP64), speeds as Blender scores, and a card
    over budget at 1-2 GPUs is quoted at one GPU's price, not the pair's."""
    from wizard.core.catalog import load_catalog
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    rec = recommend(Profile.model_validate({"workload": "rendering", "working_set_gb": 12, "os": "windows",
                                            "max_gpus": 2, "budget": {"amount": 1500, "currency": "USD"}}))
    html = build_content(rec, "en", 700).html  # type: ignore[arg-type]
    spec = html[html.index(">Specifications<"):html.index(">Why each one fits<")]
    assert "Ray-tracing cores" in spec and "FP32 (TFLOPS)" in spec and "FP64" not in spec
    assert "Blender points" in html and "median Blender benchmark scores" in html
    a5000 = load_catalog().by_id()["rtx-a5000"]
    assert a5000.price_usd is not None and a5000.price_usd > 1500
    row = html[html.index(f"{a5000.name}</td>"):]
    row = row[:row.index("</tr>")]
    assert f"costs ${a5000.price_usd:,.0f}," in row and f"${2 * a5000.price_usd:,.0f}" not in row, row
    zh = build_content(rec, "zh_CN", 700).html  # type: ignore[arg-type]
    assert "光线追踪核心" in zh and "Blender 分" in zh


def test_rendering_does_not_split_the_scene_over_the_gpus() -> None:
    """Every card holds the whole scene: "Split over the 2 GPUs" would be false; an LLM does split."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.sections import calculations

    render = recommend(Profile(workload="rendering", working_set_gb=40, form_factor="server", max_gpus=2))
    assert any(c.count == 2 for c in render.shortlist)
    assert not any("Split over" in html for _, html in calculations(render, "en"))
    llm = recommend(Profile(workload="inference", model="llama-3.1-70b", max_gpus=4, form_factor="desktop"))
    assert any(c.count > 1 for c in llm.shortlist)
    assert any("Split over" in html for _, html in calculations(llm, "en"))
    chinese = "".join(html for _, html in calculations(render, "zh_CN"))
    assert "Blender 分（±" in chinese and "Blender points" not in chinese  # the result line's unit too
    # The memory section says so too: it had said "Split across several GPUs, each needs less" above it
    from wizard.report.content import build_content

    english, chinese = build_content(render, "en", 700).html, build_content(render, "zh_CN", 700).html
    assert "Each GPU holds the whole scene" in english and "each needs less" not in english
    assert "每张 GPU 都要装下整个场景" in chinese and "所需的显存更少" not in chinese
    assert "each needs less" in build_content(llm, "en", 700).html


def test_cards_left_out_for_the_same_reasons_share_a_row() -> None:
    """Appendix A reads by reason: the 8 GB cards that all "need 8.6 GiB, and one card gives 7.1 GiB" are
    one row; every card that cannot do the work is still named, once."""
    import html as html_lib

    from wizard.core.profile_io import load_profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    rec = recommend(load_profile(Path(__file__).resolve().parents[2] / "examples" / "windows-chat-qwen7b.json"))
    page = build_content(rec, "en", 700).html
    table = page[page.index("Cards that cannot do this work"):]
    table = table[:table.index("</table>")]
    rows = re.findall(r"<tr[^>]*>\s*<td[^>]*>(.*?)</td>\s*<td[^>]*>(.*?)</td>\s*</tr>", table, flags=re.S)
    assert rows
    # "8 GB" keeps a no-break space (locale_format.unbroken_units)
    names = [html_lib.unescape(n).replace("\u00a0", " ") for cell, _ in rows for n in cell.split("<br/>")]
    unsuitable = sorted({e.name for e in rec.unsuitable()})
    assert sorted(names) == unsuitable  # each once
    reasons = [r for _, r in rows]
    assert len(reasons) == len(set(reasons)) < len(unsuitable)  # no two rows alike; some rows hold several cards
    eight = next(cell for cell, r in rows if "one card gives 7.1\u00a0GiB" in r)
    assert {"NVIDIA GeForce RTX 4060", "NVIDIA GeForce RTX 5060"} <= set(eight.split("<br/>"))


def test_a_pick_whose_own_assumptions_differ_from_the_top_pick_s_says_them() -> None:
    """An AMD Radeon pick below an NVIDIA top pick trains at a share of NVIDIA's efficiency: appendix C
    and the app's "How we calculated" say so for that pick, in both languages; the top pick does not."""
    import html as html_lib

    from wizard.core.constants import load_constants
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content
    from wizard.report.sections import calculations

    share = f"{round(load_constants().mfu_non_nvidia_factor * 100)}%"
    rec = recommend(Profile.model_validate({"workload": "lora", "model": "qwen2.5-7b", "os": "linux",
                                            "budget": {"amount": 2500, "currency": "USD"}}))
    assert rec.shortlist[0].vendor == "nvidia"
    radeon = next(c for c in rec.shortlist if c.vendor == "amd" and c.segment != "datacenter")
    en = html_lib.unescape(build_content(rec, "en", 700).html)
    appendix = en[en.index("Appendix C"):]
    assert "differ from the top pick" in appendix
    line = next(li for li in re.findall(r"<p[^>]*>([^<]*)</p>", appendix) if "NVIDIA cards reach" in li)
    assert radeon.name in line and share in line
    zh = html_lib.unescape(build_content(rec, "zh_CN", 700).html)
    assert "与首选方案不同的假设" in zh and f"NVIDIA 显卡所达水平的 {share}" in zh
    worked = dict(calculations(rec, "en"))
    top_key = next(k for k in worked if k.startswith("#1 "))
    assert "NVIDIA cards reach" not in worked[top_key]
    assert "NVIDIA cards reach" in worked[f"#{radeon.rank} {radeon.count} × {radeon.name}"]


def test_the_answers_name_the_electricity_price_behind_the_costs() -> None:
    """The cost over the years rests on an electricity price; left open, the report had not said which
    (CNY 0.60 or EUR 0.29 per kWh): now it is shown, marked as assumed; a price the user gave is shown as given."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    assumed = recommend(Profile(workload="inference", model="qwen2.5-7b", budget={"amount": 20000, "currency": "CNY"}))
    assert "8 hours a day for 3 years, at ¥0.60 per kWh (a typical price, assumed)" in build_content(
        assumed, "en", 700).html
    assert "每天 8 小时，共 3 年，电价每千瓦时 ¥0.60（按常见电价假设）" in build_content(assumed, "zh_CN", 700).html
    given = recommend(Profile(workload="inference", model="qwen2.5-7b", budget={"amount": 2000, "currency": "EUR"},
                              electricity={"price_per_kwh": 0.35}))
    page = build_content(given, "en", 700).html
    assert "at €0.35 per kWh" in page and "€0.35 per kWh (a typical price" not in page


def test_the_answers_are_named_as_the_app_names_them() -> None:
    """The app asks for "Quality" and "Concurrent users" (training: "Batch size per GPU"); the report had printed
    "Number format (precision)" and "Requests or sequences at once (batch)"."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    chat = build_content(recommend(Profile(workload="inference", model="qwen2.5-7b", batch_size=3)), "en", 700).html
    assert "Quality (number format)" in chat and "Concurrent users" in chat and "Batch size" not in chat
    assert "Requests or sequences at once" not in chat and "Number format (precision)" not in chat
    lora = build_content(recommend(Profile(workload="lora", model="qwen2.5-7b")), "en", 700).html
    assert "Batch size per GPU" in lora and "Concurrent users" not in lora
    zh = build_content(recommend(Profile(workload="inference", model="qwen2.5-7b")), "zh_CN", 700).html
    assert "质量（数值格式）" in zh and "并发用户数" in zh


def test_an_unpriced_card_in_a_several_machine_order_has_no_totals_and_no_crash() -> None:
    """Two machines, and a shortlist reaching an unpriced card: its totals are missing, and the widest-total
    rule had called max() with one number (TypeError: the PDF and a whole batch round were lost)."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    rec = recommend(Profile.model_validate({"workload": "qlora", "machines": 2}), top=12)
    unpriced = [c for c in rec.shortlist if c.price_all_machines is None]
    assert unpriced, "the case needs an unpriced card on the shortlist"
    html = build_content(rec, "en", 700).html
    assert unpriced[0].name in html


def test_every_row_of_appendix_c_names_its_pick() -> None:
    """A pick's rows in Appendix C had named it on the first only: a row carried over to the last page stood
    under an empty Configuration cell (PDF review, 2026-12-02)."""
    import html as html_lib

    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    rec = recommend(Profile.model_validate({
        "workload": "hpc", "working_set_gb": 30, "hpc_needs_fp64": True, "hpc_code": "memory_bound", "os": "linux",
        "form_factor": "any", "region": "cn", "max_gpus": 2, "machines": 4,
        "budget": {"amount": 100000, "currency": "CNY"}}))
    html = html_lib.unescape(build_content(rec, "en", 700).html)
    appendix = html[html.index("Appendix C: how"):]
    table = appendix[appendix.index("<tbody>"):appendix.index("</tbody>")]
    firsts = re.findall(r"<tr[^>]*><td[^>]*>(.*?)</td>", table)
    assert len(firsts) > len(rec.shortlist) - 1  # several rows a pick
    for cell in firsts:
        assert re.search(r"\d\. \d+ × ", re.sub(r"<[^>]+>", "", cell)), cell


def test_a_top_pick_without_a_list_price_says_so_in_the_headline() -> None:
    """The first line an approver reads had been "Recommendation: 8 × NVIDIA H800 SXM (80 GB): -, about ..."
    (CLI review, 2026-12-02)."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content
    from wizard.report.model import body_width

    rec = recommend(Profile.model_validate({"workload": "pretraining", "params_b": 1.0, "os": "linux",
                                            "max_gpus": 8, "region": "cn", "currency": "CNY"}))
    assert rec.shortlist and rec.shortlist[0].price_total is None
    for lang, said in (("en", ": no list price (ask a vendor for a quote), about"),
                       ("zh_CN", "：无公开标价（请向经销商询价），约")):
        text = re.sub(r"<[^>]+>", "", build_content(rec, lang, body_width("a4")).html)
        assert said in text, text[:600]


def test_the_cost_chart_runs_to_the_years_answered() -> None:
    """2.5 years had been drawn to year 2 under "Cost over 2 years" while the table said 2.5 (GUI review,
    2026-12-02)."""
    import datetime as dt

    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import ReportContext, ReportText, chart_specs

    rec = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b",
                                            "electricity": {"years": 2.5}}))
    for lang, title in (("en", "Cost over 2.5 years (purchase + electricity)"), ("zh_CN", "2.5 年")):
        ctx = ReportContext(rec=rec, lang=lang, t=ReportText(lang), gpus={}, generated=dt.date.today())
        spec = next(s for s in chart_specs(ctx) if s.kind == "lines")
        assert title in spec.title
        assert spec.data["xs"] == [0.0, 1.0, 2.0, 2.5]
        assert spec.data["ys"][0][-1] == rec.shortlist[0].tco


@pytest.mark.parametrize(("years", "hours", "said", "column"), [
    (0.25, 7.75, "7.75 hours a day for 0.25 years", "Cost over 0.25 years"),
    (1, 8, "8 hours a day for 1 year", "Cost over 1 year"),
])
def test_the_answers_give_the_years_and_hours_as_answered(years: float, hours: float, said: str, column: str) -> None:
    """The answers had read "7.8 hours a day for 0.2 years" beside "Cost over 0.25 years", and a year was "1 years"
    in the answers, the shortlist's column and the assumption (review of this session's diff)."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content
    from wizard.report.model import body_width

    rec = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b",
                                            "electricity": {"years": years, "hours_per_day": hours}}))
    text = re.sub(r"<[^>]+>", "", build_content(rec, "en", body_width("a4")).html)
    assert said in text and column in text and "1 years" not in text
