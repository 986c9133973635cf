"""The troubleshooting knowledge base: validation, coverage of the seeds and warning codes, search."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wizard.core.catalog import DataFileError
from wizard.core.troubleshooting import (
    REQUIRED_WARNING_CODES,
    KnowledgeBase,
    WarningCode,
    architecture_for_cc,
    architecture_for_gfx,
    driver_branch,
    entries_applying_to,
    entries_for,
    entry_by_id,
    load_knowledge_base,
    max_cuda_for_driver,
    min_branch_for_cuda_major,
    normalize_cc,
    profile_scope,
    search,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "troubleshooting.toml"
CJK = re.compile(r"[\u4e00-\u9fff]")

# Every problem the two seed articles describe, and the entry that covers it.
SEED_PROBLEMS: dict[str, tuple[str, str]] = {
    "nvidia-smi works but torch.cuda.is_available() is False": ("000/7.1", "torch-cuda-unavailable"),
    "GPU recognised but unusable in WSL2": ("000/7.1", "wsl2-gpu-not-visible"),
    "CUDA out of memory": ("000/7.2", "cuda-out-of-memory"),
    "multi-GPU training barely faster": ("000/7.3", "multi-gpu-slower-than-one"),
    "low GPU-Util (CPU/IO bound, launch overhead)": ("000/7.4", "low-gpu-utilization"),
    "GPU drops off / driver crash (heat, PSU, cables, BIOS)": ("000/7.5", "gpu-fallen-off-bus"),
    "PCIe errors in the system log": ("000/7.5", "pcie-bus-errors"),
    "12VHPWR connector burning": ("000/3.4", "connector-12vhpwr"),
    "cooling and passive cards": ("000/3.4", "thermal-throttling"),
    "PSU with headroom": ("000/3.4", "psu-trips-under-load"),
    "shared GPU memory is not VRAM": ("000/3.2", "shared-gpu-memory-not-vram"),
    "ROCm support must be checked per library": ("000/4.1", "rocm-unsupported-gpu"),
    "CUDA-only libraries on AMD": ("000/4.1", "cuda-only-libraries-non-nvidia"),
    "HPC needs FP64 and ECC": ("000/2.1", "consumer-fp64-slow"),
    "nvidia-smi CUDA Version is not the toolkit; conda toolkit slow": ("003/4.1", "nvcc-vs-nvidia-smi-cuda-version"),
    "driver too old for the PyTorch CUDA runtime": ("003/4.1", "torch-cuda-unavailable"),
    "RTX 50 sm_120 needs new driver and PyTorch": ("003/4.1", "rtx50-sm120-old-pytorch"),
    "--gpus all fails without nvidia-container-toolkit": ("003/4.2", "container-cannot-see-gpu"),
    "K8s device plugin names, MIG, frozen quota": ("003/4.2", "kubernetes-gpu-scheduling"),
    "card missing from nvidia-smi (lspci, dmesg, firmware)": ("003/4.3", "nvidia-driver-not-loaded"),
    "ECC errors (nvidia-smi -q -d ECC)": ("003/4.3", "ecc-errors-xid"),
    "GPU crash dump, Xid 43/79, zombie processes": ("003/4.3", "xid-other-errors"),
    "VBIOS/driver version mismatch": ("003/4.3", "driver-library-mismatch"),
    "laptop dual graphics, missing NVIDIA Control Panel": ("003/4.4", "hybrid-laptop-wrong-gpu"),
    "DXCache grows": ("003/4.4", "nvidia-dxcache-large"),
    "two 4090s about 1.3x over PCIe": ("003/3.3", "multi-gpu-slower-than-one"),
    "KV cache and long context eat memory": ("003/3.2", "cuda-out-of-memory"),
}


@pytest.fixture(scope="module")
def kb() -> KnowledgeBase:
    return load_knowledge_base()


def test_bundled_file_validates_and_has_at_least_20_unique_entries(kb: KnowledgeBase) -> None:
    assert len(kb.entries) >= 20
    ids = [e.id for e in kb.entries]
    assert len(ids) == len(set(ids))
    assert load_knowledge_base(DATA) == kb  # the same file loaded by path


def test_every_entry_is_bilingual(kb: KnowledgeBase) -> None:
    for e in kb.entries:
        texts = [e.title, e.symptom, *e.causes, *e.fixes, *(c.explains for c in e.checks)]
        for text in texts:
            assert text.en.strip() and text.zh_CN.strip(), e.id
            assert CJK.search(text.zh_CN), f"{e.id}: untranslated zh_CN text {text.zh_CN!r}"
            assert not CJK.search(text.en), f"{e.id}: Chinese in the English text {text.en!r}"


def test_every_entry_has_sources_causes_checks_and_fixes(kb: KnowledgeBase) -> None:
    for e in kb.entries:
        assert e.sources and e.causes and e.checks and e.fixes, e.id
        for s in e.sources:
            assert s.url is None or s.url.startswith("https://"), (e.id, s.url)


def test_check_commands_are_commands_and_hand_checks_say_what_to_do(kb: KnowledgeBase) -> None:
    """A command is shown in monospace with a Copy button and is never translated: prose in it (an
    English "(power off, unplug) visual inspection ...") reads wrong in Chinese. Hand checks have none."""
    program = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*(=\S*)?$")  # a program name, or VAR=value before one
    hand_checks = 0
    for entry in kb.entries:
        for check in entry.checks:
            if check.command is None:
                hand_checks += 1
                assert len(check.explains.en) > 40 and len(check.explains.zh_CN) > 15, entry.id
                continue
            assert program.match(check.command.split()[0]), (entry.id, check.command)
    assert hand_checks >= 2  # the 16-pin cable inspection and the driver licence review


def test_warning_codes_are_valid_and_every_required_code_is_linked(kb: KnowledgeBase) -> None:
    linked = {str(c) for e in kb.entries for c in e.warning_codes}
    assert linked <= {c.value for c in WarningCode}
    missing = REQUIRED_WARNING_CODES - linked
    assert not missing, sorted(missing)
    assert len(REQUIRED_WARNING_CODES) == 18


def test_every_seed_problem_maps_to_an_entry_citing_that_section(kb: KnowledgeBase) -> None:
    by_id = kb.by_id()
    for problem, (section, entry_id) in SEED_PROBLEMS.items():
        assert entry_id in by_id, problem
        assert section in by_id[entry_id].seed_sections, (problem, entry_id)


def test_issue_topics_are_covered(kb: KnowledgeBase) -> None:
    wanted = [
        "torch-cuda-unavailable", "wsl2-gpu-not-visible", "cuda-out-of-memory", "multi-gpu-slower-than-one",
        "low-gpu-utilization", "gpu-fallen-off-bus", "ecc-errors-xid", "xid-other-errors", "container-cannot-see-gpu",
        "hybrid-laptop-wrong-gpu", "rtx50-sm120-old-pytorch", "legacy-arch-dropped", "rocm-unsupported-gpu",
        "rocm-on-windows", "rocm-on-wsl2", "connector-12vhpwr", "psu-trips-under-load",
        "nvcc-vs-nvidia-smi-cuda-version", "thermal-throttling", "cuda-only-libraries-non-nvidia",
        "windows-tdr-timeout", "nccl-hang-multi-gpu",
        "secure-boot-blocks-nvidia", "nouveau-conflict",
    ]
    assert [w for w in wanted if w not in kb.by_id()] == []


def test_issue_error_texts_are_recorded_verbatim(kb: KnowledgeBase) -> None:
    patterns = {p for e in kb.entries for p in e.error_patterns}
    for text in [
        "CUDA out of memory", "no kernel image is available for execution on the device",
        "sm_120 is not compatible with the current PyTorch installation",
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver", "Xid 79",
        "GPU has fallen off the bus", 'could not select device driver "" with capabilities: [[gpu]]',
        "HIP error: invalid device function", "torch.cuda.is_available() False",
    ]:
        assert text in patterns, text


def test_every_error_pattern_finds_its_entry_in_both_languages(kb: KnowledgeBase) -> None:
    for e in kb.entries:
        for pattern in e.error_patterns:
            for lang in ("en", "zh_CN"):
                assert e in search(pattern, lang, kb), (e.id, pattern, lang)


@pytest.mark.parametrize(("query", "lang", "expected"), [
    ("显存不足", "zh_CN", "cuda-out-of-memory"),
    ("sm_120", "en", "rtx50-sm120-old-pytorch"),
    ("sm_120", "zh_CN", "rtx50-sm120-old-pytorch"),
    ("CUDA out of memory", "en", "cuda-out-of-memory"),
    ("cuda OUT OF memory", "en", "cuda-out-of-memory"),
    ("掉卡", "zh_CN", "gpu-fallen-off-bus"),
    ("安全启动", "zh_CN", "secure-boot-blocks-nvidia"),
    ("secure boot", "en", "secure-boot-blocks-nvidia"),
    ("12VHPWR", "zh_CN", "connector-12vhpwr"),
    ("接口 烧", "zh_CN", "connector-12vhpwr"),
    ("双显卡", "zh_CN", "hybrid-laptop-wrong-gpu"),
    ("expandable_segments", "en", "cuda-out-of-memory"),
    ("NCCL_P2P_DISABLE", "zh_CN", "nccl-hang-multi-gpu"),
    ("ROCm Windows", "en", "rocm-on-windows"),
    ("降频", "zh_CN", "thermal-throttling"),
    ("TdrDelay", "en", "windows-tdr-timeout"),
])
def test_search_finds_the_expected_entry_first(kb: KnowledgeBase, query: str, lang: str, expected: str) -> None:
    hits = search(query, lang, kb)
    assert hits and hits[0].id == expected, [h.id for h in hits]


def test_search_a_pasted_traceback_line(kb: KnowledgeBase) -> None:
    line = ("UserWarning: NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current "
            "PyTorch installation. The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70")
    assert search(line, "en", kb)[0].id == "rtx50-sm120-old-pytorch"
    docker = 'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].'
    assert search(docker, "zh_CN", kb)[0].id == "container-cannot-see-gpu"


def test_search_is_language_specific_and_rejects_unknown_languages(kb: KnowledgeBase) -> None:
    assert search("显存不足", "en", kb) == []  # Chinese prose is only in zh_CN
    assert search("   ", "en", kb) == []
    assert search("zzzz-not-a-thing", "en", kb) == []
    with pytest.raises(ValueError):
        search("oom", "fr", kb)


def test_entries_for_warning_codes(kb: KnowledgeBase) -> None:
    assert [e.id for e in entries_for(["BLACKWELL_SM120"], kb)] == ["rtx50-sm120-old-pytorch"]
    ids = [e.id for e in entries_for(["psu_headroom", "NOT_A_CODE", "CONNECTOR_12VHPWR"], kb)]
    assert "psu-trips-under-load" in ids and "connector-12vhpwr" in ids
    assert entries_for([], kb) == []
    for code in REQUIRED_WARNING_CODES:
        assert entries_for([code], kb), code


def test_entries_applying_to_hardware(kb: KnowledgeBase) -> None:
    def ids(**kw: str) -> list[str]:
        return [e.id for e in entries_applying_to(kb=kb, scoped_only=True, **kw)]

    assert "rtx50-sm120-old-pytorch" in ids(vendor="nvidia", architecture="12.0", os="linux")
    assert "rtx50-sm120-old-pytorch" in ids(vendor="nvidia", architecture="sm_120")
    assert "rtx50-sm120-old-pytorch" not in ids(vendor="nvidia", architecture="8.9")
    assert "legacy-arch-dropped" in ids(vendor="nvidia", architecture="6.1", os="windows")
    assert "legacy-arch-dropped" in ids(vendor="nvidia", architecture="pascal")
    assert "rocm-unsupported-gpu" in ids(vendor="amd", architecture="gfx1031", os="linux")
    assert "rocm-unsupported-gpu" not in ids(vendor="nvidia", architecture="gfx1031", os="linux")
    everything = [e.id for e in entries_applying_to(kb=kb)]
    assert everything == [e.id for e in kb.entries]
    windows = [e.id for e in entries_applying_to(os="windows", kb=kb)]
    assert "secure-boot-blocks-nvidia" not in windows and "windows-tdr-timeout" in windows
    assert "cuda-out-of-memory" in [e.id for e in entries_applying_to(workload="inference", kb=kb)]
    assert "cuda-out-of-memory" not in [e.id for e in entries_applying_to(workload="rendering", kb=kb)]


def test_entries_applying_to_software_and_machines(kb: KnowledgeBase) -> None:
    def ids(**kw: object) -> set[str]:
        return {e.id for e in entries_applying_to(kb=kb, **kw)}  # type: ignore[arg-type]

    pytorch_only = {"torch-cuda-unavailable", "low-gpu-utilization", "intel-gpu-xpu", "cuda-only-libraries-non-nvidia"}
    assert pytorch_only <= ids(software="pytorch")
    assert not pytorch_only & ids(software="llama.cpp", workload="inference")
    assert "chat-model-on-cpu" in ids(software="llama.cpp", workload="inference")
    assert "chat-model-on-cpu" not in ids(software="pytorch") | ids(workload="training")
    assert "nvcc-vs-nvidia-smi-cuda-version" in ids(software="cuda-toolkit")
    assert "nvcc-vs-nvidia-smi-cuda-version" not in ids(software="renderer") | ids(software="llama.cpp")
    # Entries for every stack (the 16-pin connector, out of memory) stay; so does the whole list unfiltered.
    assert {"connector-12vhpwr", "cuda-out-of-memory"} <= ids(software="llama.cpp", workload="inference")
    assert ids(software=None) == {e.id for e in kb.entries}
    assert "hybrid-laptop-wrong-gpu" not in ids(machines=("desktop", "server"))
    assert "hybrid-laptop-wrong-gpu" in ids(machines=("laptop",)) and "hybrid-laptop-wrong-gpu" in ids()


@pytest.mark.parametrize(("answers", "workload", "software"), [
    ({"workload": "inference", "model": "llama-3.1-8b", "engine": "llama.cpp"}, "inference", "llama.cpp"),
    ({"workload": "inference", "model": "llama-3.1-8b", "precision": "q4_k_m"}, "inference", "llama.cpp"),
    ({"workload": "inference", "model": "llama-3.1-8b", "engine": "vllm"}, "inference", "pytorch"),
    ({"workload": "inference", "model": "llama-3.1-8b"}, "inference", "llama.cpp"),  # left open: a chat app
    # 16-bit with no engine named: LM Studio and transformers alike load it, so advice for both
    ({"workload": "inference", "model": "llama-3.1-8b", "precision": "bf16"}, "inference", None),
    ({"workload": "qlora", "model": "llama-3.1-8b"}, "fine-tuning", "pytorch"),
    ({"workload": "pretraining", "params_b": 1.0}, "training", "pytorch"),
    ({"workload": "hpc"}, "hpc", "cuda-toolkit"),
    ({"workload": "rendering"}, "rendering", "renderer"),
])
def test_profile_scope_names_what_the_user_runs(answers: dict[str, object], workload: str,
                                                software: str | None) -> None:
    from wizard.core.profile import Profile

    scope = profile_scope(Profile.model_validate({"os": "linux", **answers}))
    assert (scope.os, scope.workload, scope.software) == ("linux", workload, software)
    assert scope.machines == ("desktop", "server")
    server = profile_scope(Profile.model_validate({"os": "linux", "form_factor": "server", **answers}))
    assert server.machines == ("server",)


def test_architecture_helpers() -> None:
    assert normalize_cc("sm_120") == "12.0"
    assert normalize_cc("8.6") == "8.6"
    assert normalize_cc("compute_90") == "9.0"
    assert normalize_cc("sm_90a") == "9.0"
    assert normalize_cc("blackwell") is None
    assert str(architecture_for_cc("8.9")) == "ada"
    assert str(architecture_for_cc("7.5")) == "turing"
    assert str(architecture_for_cc("12.0")) == "blackwell"
    assert str(architecture_for_gfx("gfx1100")) == "rdna3"
    assert architecture_for_gfx("gfx700") is None


def test_driver_branch_and_max_cuda(kb: KnowledgeBase) -> None:
    assert driver_branch("570.133.20") == "R570"
    assert driver_branch("not a driver") is None
    assert max_cuda_for_driver("570.133.20", kb=kb) == "12.8"
    assert max_cuda_for_driver("580.65.06", kb=kb) == "13.0"
    assert max_cuda_for_driver("535.129.03", kb=kb) == "12.2"  # nvidia-smi prints 12.2 for this driver
    assert max_cuda_for_driver("550.40.07", kb=kb) == "12.4"  # a beta of the 550 branch still reports 12.4
    assert max_cuda_for_driver("595.71.05", kb=kb) == "13.2"
    assert max_cuda_for_driver("572.61", "windows", kb) == "12.8"
    assert max_cuda_for_driver("581.57", "windows", kb) == "13.0"  # 13.x has no Windows minimum: family floor
    assert max_cuda_for_driver("375.82", kb=kb) is None  # older than the table
    assert min_branch_for_cuda_major(12, kb) == 525
    assert min_branch_for_cuda_major(13, kb) == 580
    assert min_branch_for_cuda_major(7, kb) is None


def test_entry_lookup(kb: KnowledgeBase) -> None:
    entry = entry_by_id("cuda-out-of-memory", kb)
    assert entry is not None and "显存不足" in entry.title.zh_CN
    assert entry_by_id("nope", kb) is None


def _copy_with(tmp_path: Path, old: str, new: str) -> Path:
    text = DATA.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "kb.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_missing_translation_is_reported_with_entry_and_field(tmp_path: Path) -> None:
    title_zh = 'zh_CN = "nvidia-smi 正常，但 PyTorch 用不了 GPU（torch.cuda.is_available() 返回 False）"\n'
    path = _copy_with(tmp_path, title_zh, "")
    with pytest.raises(DataFileError) as err:
        load_knowledge_base(path)
    assert err.value.entry == "'torch-cuda-unavailable'"
    assert err.value.field == "title.zh_CN"


def test_an_unknown_warning_code_is_rejected(tmp_path: Path) -> None:
    path = _copy_with(tmp_path, 'warning_codes = ["BLACKWELL_SM120", ', 'warning_codes = ["BLACKWELL_SM12O", ')
    with pytest.raises(DataFileError) as err:
        load_knowledge_base(path)
    assert err.value.entry == "'rtx50-sm120-old-pytorch'" and err.value.field == "warning_codes.0"


def test_an_entry_without_sources_is_rejected(tmp_path: Path) -> None:
    text = DATA.read_text(encoding="utf-8")
    start = text.index('[[entries]]\nid = "nvidia-dxcache-large"')
    end = text.index("[[entries]]", start + 10)
    block = text[start:end]
    stripped = block[: block.index("[[entries.sources]]")]
    path = tmp_path / "kb.toml"
    path.write_text(text[:start] + stripped + text[end:], encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_knowledge_base(path)
    assert err.value.entry == "'nvidia-dxcache-large'" and err.value.field == "sources"


def test_duplicate_ids_and_bad_files_are_reported(tmp_path: Path) -> None:
    path = _copy_with(tmp_path, 'id = "nouveau-conflict"', 'id = "secure-boot-blocks-nvidia"')
    with pytest.raises(DataFileError, match="duplicate entry id"):
        load_knowledge_base(path)
    broken = tmp_path / "broken.toml"
    broken.write_text("[knowledge_base\n", encoding="utf-8")
    with pytest.raises(DataFileError, match="invalid TOML"):
        load_knowledge_base(broken)
    with pytest.raises(DataFileError, match="no such file"):
        load_knowledge_base(tmp_path / "missing.toml")


def test_a_json_copy_loads_too(tmp_path: Path, kb: KnowledgeBase) -> None:
    path = tmp_path / "kb.json"
    path.write_text(kb.model_dump_json(), encoding="utf-8")
    assert load_knowledge_base(path) == kb


def test_the_windows_nccl_error_finds_its_entry_and_the_windows_training_warnings_link_to_it() -> None:
    """The error a Windows user meets when torchrun, Accelerate or FSDP asks for NCCL, pasted whole; and the
    rules' Windows multi-GPU training messages lead to the same fix (train on Linux, or device_map)."""
    from wizard.core.troubleshooting import entries_for, load_knowledge_base, search

    kb = load_knowledge_base()
    pasted = "RuntimeError: Distributed package doesn't have NCCL built in"
    assert next(e.id for e in search(pasted, "en", kb)) == "nccl-missing-windows"
    assert next(e.id for e in search(pasted, "zh_CN", kb)) == "nccl-missing-windows"
    for code in ("WINDOWS_TRAINING_LAYER_SPLIT", "EXCLUDED_WINDOWS_SHARDED_TRAINING"):
        assert [e.id for e in entries_for([code], kb)] == ["nccl-missing-windows"], code
    entry = next(e for e in kb.entries if e.id == "nccl-missing-windows")
    assert [o.value for o in entry.applies_to.os] == ["windows"]


def test_fix_commands_for_every_system_run_on_every_system() -> None:
    """An entry that applies to Windows too gives no `sudo` command (Windows has none), and no power limit
    picked for one card: the report for a 250 W RTX 5070 on Windows said `sudo nvidia-smi -pl 350` to
    "lower" its limit."""
    kb = load_knowledge_base()
    for e in kb.entries:
        if e.applies_to.os and all(o.value in ("linux", "wsl2") for o in e.applies_to.os):
            continue
        for f in e.fixes:
            cmd = f.command or ""
            assert not cmd.startswith("sudo") and "| sudo" not in cmd, (e.id, cmd)
            assert not re.search(r"-pl \d", cmd), (e.id, cmd)


def test_texts_carry_no_markdown() -> None:
    """Backticks showed as such in the report and the app ("`ollama ps` shows ..."): the texts are plain."""
    kb = load_knowledge_base()
    for e in kb.entries:
        texts = [e.title, e.symptom, *e.causes, *e.fixes, *(c.explains for c in e.checks)]
        for t in texts:
            for lang in ("en", "zh_CN"):
                assert "`" not in t.get(lang), (e.id, t.get(lang))


@pytest.mark.parametrize("query", ["power supply", "my pc turns off", "computer restarts", "PC switches off"])
def test_everyday_words_find_the_entry_they_mean(query: str) -> None:
    """"power supply" and "my pc turns off" had found nothing, though the PSU-trips entry is there (first-time
    buyer review, 2026-12-02)."""
    from wizard.core.troubleshooting import search

    assert "psu-trips-under-load" in [e.id for e in search(query, "en")][:3]


def test_rocm_commands_install_the_wheels_the_next_steps_do() -> None:
    """"Upgrade to the newest ROCm wheels" had installed rocm6.4 while the next steps said rocm7.2 (AMD review)."""
    import re
    from pathlib import Path

    from wizard.core.ecosystem import load_ecosystem

    text = (Path(__file__).resolve().parents[1] / "data" / "troubleshooting.toml").read_text(encoding="utf-8")
    indexes = set(re.findall(r"download\.pytorch\.org/whl/(rocm[\d.]+)", text))
    assert indexes == {load_ecosystem().rocm.linux_pytorch_index}


def test_sources_shown_to_readers_are_ones_they_can_look_up(kb: KnowledgeBase) -> None:
    """46 sources had been the project's own notes ("Seed article 003, section 4.1", "shared/reference/ecosystem.md
    §1.2"), listed under Sources to users who cannot open them (GUI review, 2026-12-02): they are notes now, and
    every entry keeps a public source."""
    from pydantic import ValidationError

    from wizard.core.troubleshooting import PROJECT_NOTES, Entry

    assert all(not s.title.startswith(PROJECT_NOTES) for e in kb.entries for s in e.sources)
    assert all(any(s.url for s in e.sources) for e in kb.entries)
    assert sum(len(e.notes) for e in kb.entries) >= 40  # kept for maintainers
    data = kb.entries[0].model_dump(mode="json")
    data["sources"] = [*data["sources"], {"title": "Seed article 000, section 7.1"}]
    with pytest.raises(ValidationError, match="list it under notes"):
        Entry.model_validate(data)
