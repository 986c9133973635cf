"""The bundled catalog: every required GPU, schema-valid, physically sane; bad files are refused clearly."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from wizard.core.catalog import DataFileError, catalog_to_json, load_catalog, load_models
from wizard.core.catalog_models import FormFactor, Segment, Vendor

REQUIRED_GPUS = """
rtx-3060-12gb rtx-3070 rtx-3080 rtx-3080-ti rtx-3090 rtx-3090-ti rtx-4060-ti-16gb rtx-4070 rtx-4070-ti
rtx-4070-ti-super rtx-4080 rtx-4080-super rtx-4090 rtx-5070 rtx-5070-ti rtx-5080 rtx-5090 rtx-4090-d
rtx-5090-d h20 l20 a800-80gb-pcie h800-sxm rtx-a4000 rtx-a5000 rtx-a6000 rtx-4000-ada rtx-5000-ada
rtx-6000-ada rtx-pro-6000-blackwell p40 p100-16gb v100-sxm2-32gb v100-pcie-32gb t4 a10 a30 a40 a100-40gb-sxm
a100-80gb-sxm a100-80gb-pcie l4 l40 l40s h100-sxm h100-pcie h100-nvl h200-sxm h200-nvl b200 gb200 rx-7900-xtx
rx-7900-xt rx-9070-xt radeon-pro-w7900 mi100 mi210 mi250x mi300x mi325x arc-a770 arc-b580 gaudi-3
jetson-agx-orin-64gb jetson-orin-nx-16gb
""".split()  # noqa: SIM905 - one id per word reads like the issue

REQUIRED_MODELS = """
llama-2-7b llama-2-13b llama-2-70b llama-3-8b llama-3-70b llama-3.1-8b llama-3.1-70b llama-3.1-405b
llama-3.2-3b mistral-7b mixtral-8x7b qwen2.5-7b qwen2.5-14b qwen2.5-32b qwen2.5-72b deepseek-v3 gemma-2-9b
gemma-2-27b phi-3-mini tinyllama-1.1b
""".split()  # noqa: SIM905 - one id per word reads like the issue

CATALOG = load_catalog()
GPUS = CATALOG.gpus


def test_every_required_gpu_is_present() -> None:
    ids = {g.id for g in GPUS}
    assert sorted(set(REQUIRED_GPUS) - ids) == []


def test_every_required_model_is_present_with_a_source() -> None:
    models = {m.id: m for m in load_models().models}
    assert sorted(set(REQUIRED_MODELS) - set(models)) == []
    for m in models.values():
        assert m.source.title and (m.source.url or m.source.note)


@pytest.mark.parametrize("m", [m for m in load_models().models if m.attention.value != "mla"], ids=lambda m: m.id)
def test_a_preset_s_architecture_reproduces_its_parameter_count(m) -> None:  # type: ignore[no-untyped-def]
    """A mistyped layer count, width or head count shows up as a count the architecture does not give.

    Attention (q, o and the k, v of the KV heads; a hybrid model's linear-attention layers count their
    own mixer), gated MLPs of three matrices (MoE: every routed and shared expert and the router;
    active: the chosen and shared ones; the first `moe_dense_layers` dense) and the embeddings (once
    when tied).
    Norms and biases are left out (under 0.5%). A multimodal preset's total also holds its vision
    encoder, which its note accounts for; its active count is the text model's.
    """
    # q (with its output gate where the model has one), o, and k, v of the KV heads
    q_and_o = (3 if m.attention_output_gate else 2) * m.hidden_size * m.attention_heads * m.head_dim
    attn = q_and_o + 2 * m.hidden_size * m.kv_heads * m.head_dim
    # A hybrid model's linear-attention layers have their own mixer (its size is in the preset, from the config)
    mixers = (m.layers - m.linear_attention_layers) * attn + m.linear_attention_layers * m.linear_attention_params
    expert = 3 * m.hidden_size * (m.moe_intermediate_size or m.intermediate_size)
    dense = m.moe_dense_layers * 3 * m.hidden_size * m.intermediate_size  # GLM-4.5's first layers
    embeddings = m.vocab_size * m.hidden_size * (1 if m.tied_embeddings else 2)
    routed, chosen = (m.moe_experts, m.moe_active_experts) if m.moe_experts else (1, 1)
    moe_layers = m.layers - m.moe_dense_layers
    router = m.hidden_size * m.moe_experts  # every token goes through each MoE layer's router
    total = (mixers + moe_layers * ((routed + m.moe_shared_experts) * expert + router) + dense + embeddings) / 1e9
    active = (mixers + moe_layers * ((chosen + m.moe_shared_experts) * expert + router) + dense + embeddings) / 1e9
    assert active == pytest.approx(m.active_params_b, rel=0.005), (active, m.active_params_b)
    if "vision" in m.source.note.lower():
        assert total < m.total_params_b < total * 1.12  # a SigLIP / MetaCLIP tower of 0.4-0.9B
    else:
        assert total == pytest.approx(m.total_params_b, rel=0.005), (total, m.total_params_b)


def test_each_model_generation_is_listed_smallest_first() -> None:
    """The model page lists presets in file order: within "Qwen3" or "Gemma 3", dense models from
    the smallest up, then mixture-of-experts models from the smallest up."""
    generations: dict[str, list[tuple[bool, float, str]]] = {}
    for m in load_models().models:
        generation = m.name.rsplit(" ", 1)[0] if re.search(r"\d+(\.\d+)?[BM]\b", m.name.rsplit(" ", 1)[-1]) else m.name
        generations.setdefault(generation, []).append((m.moe_experts > 0, m.total_params_b, m.id))
    unsorted = {g: [i for _, _, i in ms] for g, ms in generations.items() if ms != sorted(ms)}
    assert not unsorted, unsorted
    assert len(generations["Qwen3"]) >= 5


def test_presets_released_in_int4_are_mxfp4() -> None:
    """wizard/core/formats.py reads a native int4 preset as MXFP4 (the format transformers widens on
    most cards); an AWQ or GPTQ release would need its own rule."""
    int4 = [m for m in load_models().models if m.native_precision is not None and m.native_precision.value == "int4"]
    assert int4 and all("MXFP4" in (m.source.note or "") for m in int4), [m.id for m in int4]


def test_catalog_has_version_and_date() -> None:
    assert CATALOG.catalog.version
    assert CATALOG.catalog.date.year >= 2025


@pytest.mark.parametrize("gpu", GPUS, ids=lambda g: g.id)
def test_bandwidth_matches_bus_width_and_data_rate(gpu) -> None:  # type: ignore[no-untyped-def]
    if gpu.bus_width_bits and gpu.memory_data_rate_gbps:
        derived = gpu.bus_width_bits / 8 * gpu.memory_data_rate_gbps
        assert derived == pytest.approx(gpu.bandwidth_gbs, rel=0.03), (derived, gpu.bandwidth_gbs)


@pytest.mark.parametrize("gpu", GPUS, ids=lambda g: g.id)
def test_rates_are_physically_sane(gpu) -> None:  # type: ignore[no-untyped-def]
    if gpu.fp16_sparse_tflops and gpu.fp16_dense_tflops:
        assert gpu.fp16_dense_tflops <= gpu.fp16_sparse_tflops
    # FP64 never exceeds FP32 (no datasheet in the catalog says otherwise).
    assert gpu.fp64_tflops <= gpu.fp32_tflops * 1.01
    # Tensor rates are at least the vector rate where tensor cores exist (P100 FP16 = 2 x FP32).
    if gpu.fp16_dense_tflops:
        assert gpu.fp16_dense_tflops >= gpu.fp32_tflops * 0.9 or gpu.vendor is not Vendor.NVIDIA
    if gpu.fp8_dense_tflops and gpu.fp16_dense_tflops:
        assert gpu.fp8_dense_tflops >= gpu.fp16_dense_tflops * 0.99
    # Bandwidth in GB/s, not Gbps: no card has less than 50 GB/s or more than 20 TB/s.
    assert 50 <= gpu.bandwidth_gbs <= 20000
    assert 4 <= gpu.memory_gb <= 300
    assert 10 <= gpu.tdp_w <= 2000


@pytest.mark.parametrize("gpu", GPUS, ids=lambda g: g.id)
def test_form_factor_consistency(gpu) -> None:  # type: ignore[no-untyped-def]
    if gpu.form_factor in (FormFactor.SXM, FormFactor.OAM, FormFactor.SUPERCHIP):
        assert gpu.slot_width is None
        assert gpu.segment is Segment.DATACENTER
    if gpu.vendor is Vendor.NVIDIA:
        assert gpu.compute_capability
    if gpu.price_usd is not None:
        assert gpu.price_date is not None


def test_dense_not_sparse_for_known_cards() -> None:
    by_id = CATALOG.by_id()
    # Datasheet dense figures (ERRATA.md): H100 SXM ~989, A100 312, RTX 4090 165 (FP32 accumulate).
    assert by_id["h100-sxm"].bf16_dense_tflops == pytest.approx(989, rel=0.02)
    assert by_id["a100-80gb-sxm"].bf16_dense_tflops == pytest.approx(312, rel=0.01)
    assert by_id["rtx-4090"].fp16_dense_tflops == pytest.approx(165.2, rel=0.01)
    assert by_id["h200-sxm"].bandwidth_gbs == pytest.approx(4800, rel=0.01)
    assert by_id["rtx-4090"].nvlink_gbs == 0  # ERRATA: the 4090 has no NVLink


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "wizard", *args], capture_output=True, text=True, timeout=120)


def test_round_trip_export_then_catalog(tmp_path: Path) -> None:
    exported = run_cli("catalog", "export")
    assert exported.returncode == 0, exported.stderr
    path = tmp_path / "catalog.json"
    path.write_text(exported.stdout, encoding="utf-8")
    assert load_catalog(path) == CATALOG
    listed = run_cli("catalog", "list", "--catalog", str(path), "--json")
    assert listed.returncode == 0
    rows = json.loads(listed.stdout)
    assert {r["id"] for r in rows} == {g.id for g in GPUS}
    for key in ("id", "name", "vendor", "segment", "memory_gb", "bandwidth_gbs", "fp32_tflops", "fp64_tflops",
                "fp16_dense_tflops", "bf16_dense_tflops", "fp8_dense_tflops", "int8_dense_tops", "tdp_w",
                "price_usd"):
        assert key in rows[0]


def test_catalog_to_json_round_trips_in_process(tmp_path: Path) -> None:
    p = tmp_path / "c.json"
    p.write_text(catalog_to_json(CATALOG), encoding="utf-8")
    assert load_catalog(p).gpus == CATALOG.gpus


def _one_gpu_doc() -> dict:  # type: ignore[type-arg]
    doc = json.loads(catalog_to_json(CATALOG))
    doc["gpus"] = doc["gpus"][:2]
    return doc


BAD_CASES = {
    "bad_toml": ("bad.toml", b"[catalog\nversion = 1", "invalid TOML"),
    "bad_json": ("bad.json", b'{"catalog": ', "invalid JSON"),
    "empty": ("empty.json", b"", "empty"),
    "binary": ("blob.json", b"\x00\x01\x02\xff" * 20, "binary"),
    "foreign": ("foreign.json", b'{"hello": "world"}', "required field is missing"),
}


@pytest.mark.parametrize("case", sorted(BAD_CASES))
def test_malformed_files_exit_2_with_a_line_per_problem(tmp_path: Path, case: str) -> None:
    """Each problem on its line, naming the file (a foreign file's other problems are said too, not "[and 2
    more problems]"), the first the one that says what is wrong."""
    name, content, expected = BAD_CASES[case]
    path = tmp_path / name
    path.write_bytes(content)
    result = run_cli("catalog", "validate", str(path))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert lines and all(str(path) in line for line in lines), result.stderr
    assert expected in lines[0] and "more problem" not in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("mutate", "field", "expected"),
    [
        (lambda d: d["gpus"][1].pop("memory_gb"), "memory_gb", "required field is missing"),
        (lambda d: d["gpus"][1].__setitem__("bandwidth_gbs", -5), "bandwidth_gbs", "greater than 0"),
        (lambda d: d["gpus"][1].__setitem__("id", d["gpus"][0]["id"]), None, "duplicate GPU id"),
        # absurd values: 1e30 GB had passed `catalog validate` and ranked the card first for a 405B model
        (lambda d: d["gpus"][1].__setitem__("memory_gb", 1e30), "memory_gb", "less than or equal to 4096"),
        (lambda d: d["gpus"][1].__setitem__("fp32_tflops", 1e9), "fp32_tflops", "less than or equal to"),
        (lambda d: d["gpus"][1].__setitem__("tdp_w", 1e6), "tdp_w", "less than or equal to"),
        (lambda d: d["gpus"][1].__setitem__("tdp_w", "lots"), "tdp_w", "valid number"),
        (lambda d: d["gpus"][1].__setitem__("vram", 3), "vram", "unknown field"),
        # A PCIe card's NVLink is a bridge for 2 or 4 cards: the estimate needs to know which (throughput.tp_speedup)
        (lambda d: d["gpus"][1].update(form_factor="pcie", nvlink_gbs=112.5, nvlink_gpus=None), None,
         "nvlink_gpus must say how many cards it joins"),
        (lambda d: d["gpus"][1].update(nvlink_gbs=0, nvlink_gpus=2), None, "nvlink_gpus is for a GPU with NVLink"),
        # The GPU counts an SXM/OAM module is sold in (rules.baseboard_sizes): not for a PCIe card, and well formed
        (lambda d: d["gpus"][1].update(form_factor="pcie", baseboard_gpus=[4, 8]), None,
         "baseboard_gpus is for SXM and OAM modules and superchips"),
        (lambda d: d["gpus"][1].update(form_factor="sxm", baseboard_gpus=[8, 4]), None, "smallest first"),
        (lambda d: d["gpus"][1].update(form_factor="oam", baseboard_gpus=[100]), None, "from 1 to 72"),
    ],
)
def test_bad_entries_name_file_entry_and_field(tmp_path: Path, mutate, field, expected) -> None:  # type: ignore[no-untyped-def]
    doc = _one_gpu_doc()
    second_id = doc["gpus"][1]["id"]
    mutate(doc)
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_catalog(path)
    text = str(info.value)
    assert str(path) in text and expected in text
    if field:
        assert f"'{second_id}'" in text and f"'{field}'" in text
    result = run_cli("catalog", "list", "--catalog", str(path))
    assert result.returncode == 2 and "Traceback" not in result.stderr


def test_bundled_catalog_is_never_modified(tmp_path: Path) -> None:
    folder = Path(__file__).resolve().parents[1] / "data" / "catalog"
    before = {p.name: p.read_bytes() for p in folder.glob("*.toml")}
    run_cli("catalog", "export")
    run_cli("catalog", "validate", str(tmp_path / "missing.json"))
    after = {p.name: p.read_bytes() for p in folder.glob("*.toml")}
    assert before == after


def test_human_listing_is_an_aligned_table_with_sources() -> None:
    result = run_cli("catalog", "list")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[1].startswith("id") and set(lines[2]) <= {"-", " "}
    assert any("rtx-4090" in line and "whitepaper" in line.lower() for line in lines)
    models = run_cli("models", "list")
    assert models.returncode == 0 and "qwen2.5-7b" in models.stdout
    models_json = json.loads(run_cli("models", "list", "--json").stdout)
    llama = next(m for m in models_json if m["id"] == "llama-3.1-8b")
    assert llama["kv_heads"] == 8 and llama["layers"] == 32 and llama["params_b"] == pytest.approx(8.03, rel=0.01)


BAD_PROFILES = [
    ('{"workload": "inference", "model": "llama-3.1-8b", "budget": {"amount": -5, "currency": "USD"}}',
     "field 'budget.amount': Input should be greater than 0 (got -5)", "字段“budget.amount”：应大于 0（实际为 -5）"),
    ('{"workload": "inferance"}', "field 'workload': Input should be 'inference', 'lora', ",
     "字段“workload”：应为以下值之一：'inference'、'lora'、"),
    ('{"workload": "inferance"}', "'hpc' or 'rendering' (got 'inferance'); did you mean 'inference'?",
     "'hpc' 或 'rendering'（实际为 'inferance'）；您是不是要找 'inference'？"),
    ('{"workload": "inference", "modle": "x"}', "field 'modle': unknown field (check its spelling); did you mean "
     "'model'?", "字段“modle”：未知字段（请检查拼写）；您是不是要找 'model'？"),
    ('{"workload": "inference", "model": "llama-3.1-8b", "electricity": {"hours_per_dya": 5}}',
     "did you mean 'hours_per_day'?", "您是不是要找 'hours_per_day'？"),
    ('{"workload": "inference", "model": "llama-3.1-8b", "batch_size": "abc"}',
     "Input should be a valid integer, unable to parse string as an integer (got 'abc')", "应为整数（实际为 'abc'）"),
    ('{"workload": "inference", "model": "llama-3.1-8b", "current_gpu": {"id": "3060"}}',
     "unknown GPU id '3060'; did you mean 'rtx-3060-12gb' or 'rtx-3060-ti'? (see `gpu-wizard catalog list`)",
     "未知的显卡 ID '3060'；您是不是要找 'rtx-3060-12gb' 或 'rtx-3060-ti'？"),
    ('{"workload": ', "invalid JSON at line 1, column 14: Expecting value",
     "JSON 格式错误，位于第 1 行第 14 列：此处应有一个值"),
    ('{"workload": "inference",}', "Expecting property name enclosed in double quotes", "此处应有用双引号括起的字段名"),
    ("[1, 2]", "the top level must be a table/object", "最外层必须是一个对象"),
    ("", "the file is empty", "文件是空的"),
    ('{"workload": "inference", "model": "llama-3.1-8b", "budget": {"amount": NaN, "currency": "USD"}}',
     "field 'budget.amount': Input should be a finite number (got nan)",
     "字段“budget.amount”：应为有限的数值（实际为 nan）"),
]


@pytest.mark.parametrize(("content", "english", "chinese"), BAD_PROFILES)
def test_a_bad_profile_is_explained_in_english_and_in_chinese(tmp_path: Path, content: str, english: str,
                                                             chinese: str) -> None:
    """The command line prints the English line; the app shows the same in its language."""
    from wizard.core.profile_io import load_profile
    from wizard.i18n import translator

    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_profile(bad)
    exc = caught.value
    assert english in str(exc) and str(bad) in str(exc)
    # The app's English is the command line's line without its command-line hint.
    assert exc.localized(translator("en")) == re.sub(r" \(see `gpu-wizard \w+ list`\)", "", str(exc))
    zh = exc.localized(translator("zh_CN"))
    assert zh.startswith(str(bad)) and chinese in zh, zh
    assert not re.search(r"\b(field|Input should|unknown|did you mean|got|or|Expecting)\b", zh), zh


@pytest.mark.parametrize(("field", "value", "english", "chinese"), [
    ("id", "RTX 4090 !!", "an id is lower-case letters and digits joined by - or ., like rtx-4090", "例如 rtx-4090"),
    ("compute_capability", "89", "write it as two numbers with a point, like 8.9", "例如 8.9"),
])
def test_a_catalog_value_in_the_wrong_form_is_said_in_words(field: str, value: str, english: str, chinese: str,
                                                            tmp_path: Path) -> None:
    """A catalog editor had been shown pydantic's regular expression, in English under --lang zh_CN too."""
    from wizard.core.catalog import validate_document
    from wizard.core.catalog_models import Catalog
    from wizard.i18n import translator

    doc = json.loads(load_catalog().model_dump_json())
    nvidia = next(g for g in doc["gpus"] if g["vendor"] == "nvidia")
    nvidia[field] = value
    with pytest.raises(DataFileError) as caught:
        validate_document(Catalog, doc, "mine.json")
    assert english in str(caught.value) and "pattern" not in str(caught.value)
    assert chinese in caught.value.localized(translator("zh_CN"), command_line=True)
