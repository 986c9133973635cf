"""`gpu-wizard doctor`: parsers on recorded real outputs, the conclusions, the probes and the CLI.

Recorded outputs live in tests/fixtures/doctor (SOURCE.md names where each came from). A fake
machine (`Machine`) serves them to the real probe code, so the whole path from command lines to the
report is tested without a GPU; one test also runs the doctor against this machine for real.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest

from wizard.doctor import cli
from wizard.doctor.parsers import (
    QUERY_FIELDS_LEGACY,
    clean_value,
    is_unknown_field_error,
    normalize_bus_id,
    nvidia_smi_failure,
    parse_lspci,
    parse_nvidia_smi_q,
    parse_nvidia_smi_table,
    parse_proc_driver_nvidia,
    parse_query_gpu_csv,
    parse_rocm_smi,
    parse_torch_probe,
    torch_variant,
    wsl_version,
)
from wizard.doctor.probes import (
    TORCH_SCRIPT,
    CommandResult,
    SystemAccess,
    collect,
    find_python,
    read_text_file,
    run_command,
)
from wizard.doctor.report import (
    NO_GPU_TOOLS,
    DoctorReport,
    arch_list_covers,
    build_report,
    catalog_lookup,
    cc_from_name,
    gfx_covered,
    render_text,
)

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "doctor"
PY = "/usr/bin/python3"


def fx(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


class Machine:
    """A fake computer: command prefixes map to (status, fixture file or literal text)."""

    def __init__(self, outputs: dict[str, tuple[str, str]] | None = None, files: dict[str, str] | None = None,
                 platform: str = "linux", env: dict[str, str] | None = None, dxg: bool = False,
                 python: str | None = PY) -> None:
        self.outputs = outputs or {}
        self.files = files or {}
        self.calls: list[list[str]] = []
        self.access = SystemAccess(
            run=self.run, read_text=self.read, exists=lambda p: dxg and p == "/dev/dxg",
            which=lambda n: python if n in ("python3", "python") else None, env=env or {}, platform=platform,
            frozen=True, executable="",
        )

    @staticmethod
    def _text(value: str) -> str:
        is_fixture = "\n" not in value and len(value) < 100 and (FIXTURES / value).is_file()
        return fx(value) if is_fixture else value

    def run(self, argv: Sequence[str], timeout: float) -> CommandResult:
        self.calls.append(list(argv))
        command = " ".join(argv)
        for prefix in sorted(self.outputs, key=len, reverse=True):
            if command.startswith(prefix):
                status, value = self.outputs[prefix]
                return CommandResult(tuple(argv), status, 0 if status == "ok" else 9, self._text(value), "")  # type: ignore[arg-type]
        return CommandResult(tuple(argv), "missing")

    def read(self, path: str) -> str | None:
        return self._text(self.files[path]) if path in self.files else None

    def report(self, torch: bool = True) -> DoctorReport:
        return build_report(collect(self.access, torch=torch))


def torch_json(**fields: object) -> str:
    return "GPU_WIZARD_TORCH_JSON " + json.dumps(fields)


# ----------------------------------------------------------------------------------------------
# Parsers
# ----------------------------------------------------------------------------------------------


def test_query_gpu_csv_without_header_in_our_field_order() -> None:
    rows = parse_query_gpu_csv("NVIDIA GeForce RTX 4090, 00000000:01:00.0, 570.133.20, 24564, 8.9, 450.00\n")
    assert len(rows) == 1
    g = rows[0]
    assert (g.name, g.bus_id, g.driver_version, g.memory_mib, g.compute_capability, g.power_limit_w) == (
        "NVIDIA GeForce RTX 4090", "00000000:01:00.0", "570.133.20", 24564.0, "8.9", 450.0)


def test_query_gpu_csv_with_header_and_units_recorded_on_windows() -> None:
    rows = parse_query_gpu_csv(fx("nvidia_smi_query_rtx2080super_win_466.63.csv"))
    assert [(r.name, r.driver_version, r.compute_capability, r.bus_id) for r in rows] == [
        ("NVIDIA GeForce RTX 2080 SUPER", "466.63", "7.5", "00000000:01:00.0")]


def test_query_gpu_csv_two_gpus_any_column_order() -> None:
    rows = parse_query_gpu_csv(fx("nvidia_smi_query_titanv_rtx5880.csv"))
    assert [(r.name, r.compute_capability, r.driver_version) for r in rows] == [
        ("NVIDIA TITAN V", "7.0", "570.86.15"), ("NVIDIA RTX 5880 Ada Generation", "8.9", "570.86.15")]
    assert parse_query_gpu_csv(fx("nvidia_smi_query_compute_cap_only.csv"))[0].compute_capability == "8.9"


def test_query_gpu_handles_na_and_unknown_fields() -> None:
    rows = parse_query_gpu_csv("NVIDIA GeForce RTX 3090, 00000000:01:00.0, 470.182.03, 24268, [N/A], [N/A]\n")
    assert rows[0].compute_capability is None and rows[0].power_limit_w is None
    legacy = parse_query_gpu_csv("Tesla K80, 00000000:04:00.0, 470.82.01, 11441, 149.00\n", QUERY_FIELDS_LEGACY)
    assert legacy[0].name == "Tesla K80" and legacy[0].power_limit_w == 149.0
    error = fx("nvidia_smi_query_compute_cap_invalid.txt")
    assert is_unknown_field_error(error) and parse_query_gpu_csv(error) == []
    assert parse_query_gpu_csv("") == [] and parse_query_gpu_csv(fx("nvidia_smi_failed_driver.txt")) == []
    assert clean_value("[Not Supported]") is None and clean_value(" 12.0 ") == "12.0"


def test_nvidia_smi_q_recorded_outputs() -> None:
    new = parse_nvidia_smi_q(fx("nvidia_smi_q_rtx4080super_595.71.05.txt"))
    assert (new.driver_version, new.cuda_version) == ("595.71.05", "13.2")
    assert [(g.name, g.brand, g.architecture, g.bus_id) for g in new.gpus] == [
        ("NVIDIA GeForce RTX 4080 SUPER", "GeForce", "Ada Lovelace", "00000000:01:00.0")]
    old = parse_nvidia_smi_q(fx("nvidia_smi_q_gtx780_450.66.txt"))
    assert (old.driver_version, old.cuda_version, old.gpus[0].name) == ("450.66", "11.0", "GeForce GTX 780")
    ancient = parse_nvidia_smi_q(fx("nvidia_smi_q_quadro_m1000m_375.82.txt"))
    assert (ancient.driver_version, ancient.cuda_version, ancient.gpus[0].name) == ("375.82", None, "Quadro M1000M")
    wsl = parse_nvidia_smi_q(fx("nvidia_smi_q_wsl_gtx1650ti_510.06.txt"))
    assert wsl.cuda_version == "11.6" and wsl.gpus[0].architecture == "Turing"


def test_nvidia_smi_q_memory_and_power_sections() -> None:
    text = textwrap.dedent("""\
        Driver Version                            : 570.133.20
        CUDA Version                              : 12.8

        GPU 00000000:01:00.0
            Product Name                          : NVIDIA GeForce RTX 5090
            FB Memory Usage
                Total                             : 32607 MiB
                Used                              : 2 MiB
            BAR1 Memory Usage
                Total                             : 32768 MiB
            GPU Power Readings
                Current Power Limit               : 575.00 W
    """)
    g = parse_nvidia_smi_q(text).gpus[0]
    assert (g.memory_mib, g.power_limit_w) == (32607.0, 575.0)


def test_nvidia_smi_table_recorded_outputs() -> None:
    t = parse_nvidia_smi_table(fx("nvidia_smi_table_rtx5090_595.71.05.txt"))
    assert (t.driver_version, t.cuda_version) == ("595.71.05", "13.2")
    g = t.gpus[0]
    assert (g.name, g.bus_id, g.memory_mib, g.power_limit_w) == ("NVIDIA GeForce RTX 5090", "00000000:C5:00.0",
                                                                 32607.0, 600.0)
    na = parse_nvidia_smi_table(fx("nvidia_smi_table_rtx5070_cuda_na_575.64.03.txt"))
    assert na.cuda_version is None and na.gpus[0].name == "NVIDIA GeForce RTX 5070"
    err = parse_nvidia_smi_table(fx("nvidia_smi_table_wsl_cuda_err_546.80.txt"))
    assert err.cuda_version is None and err.driver_version == "546.80"
    assert err.gpus[0].name_truncated and err.gpus[0].power_limit_w == 80.0
    spark = parse_nvidia_smi_table(fx("nvidia_smi_table_dgx_spark_gb10_580.95.05.txt"))
    gb10 = spark.gpus[0]  # unified memory: nvidia-smi has no memory size or power cap to give
    assert (spark.cuda_version, gb10.name, gb10.memory_mib, gb10.power_limit_w) == ("13.0", "NVIDIA GB10", None, None)
    from wizard.doctor.report import catalog_lookup

    assert catalog_lookup(gb10.name) == ("12.1", None)  # found through the catalog's device_names
    old = parse_nvidia_smi_table(fx("nvidia_smi_table_quadro_rtx4000_535.129.03.txt"))
    assert (old.cuda_version, old.gpus[0].name, old.gpus[0].memory_mib) == ("12.2", "Quadro RTX 4000", 8192.0)


def test_nvidia_smi_failures_are_recognised() -> None:
    assert nvidia_smi_failure(fx("nvidia_smi_failed_driver.txt")) == "driver-not-loaded"
    assert nvidia_smi_failure(fx("nvidia_smi_nvml_mismatch.txt")) == "driver-library-mismatch"
    assert nvidia_smi_failure(fx("nvidia_smi_no_devices.txt")) == "no-devices"
    assert nvidia_smi_failure(fx("nvidia_smi_table_rtx5090_595.71.05.txt")) is None


def test_rocm_smi_json_csv_and_text() -> None:
    mi200 = parse_rocm_smi(fx("rocm_smi_productname_mi200.json"))
    assert [(g.card, g.name, g.gfx_target, g.sku) for g in mi200] == [
        ("card0", "AMD INSTINCT MI200 (MCM) OAM LC MBA HPE C2", "gfx90a", "D65201")]  # printed as "gfx9010"
    mi100 = parse_rocm_smi(fx("rocm_smi_productname_mi100.csv"))
    assert [g.name for g in mi100] == ["AMD Instinct MI100", "AMD Instinct MI100"]
    fiji = parse_rocm_smi(fx("rocm_smi_productname_fiji.txt"))
    assert fiji[0].name == "Radeon R9 FURY X" and fiji[0].vendor == "Advanced Micro Devices, Inc. [AMD/ATI]"
    hex_only = parse_rocm_smi(fx("rocm_smi_productname_mi100_rocm4.txt"))
    assert hex_only[0].name == "AMD GPU 0x738c" and hex_only[0].sku == "D34314"
    assert parse_rocm_smi("") == [] and parse_rocm_smi("{not json") == []


def test_lspci_display_controllers() -> None:
    optimus = parse_lspci(fx("lspci_nn_optimus_mx130_gtx970.txt"))
    assert [(d.vendor, d.class_code, d.device_id) for d in optimus] == [
        ("intel", "0300", "3e9b"), ("nvidia", "0302", "174d"), ("nvidia", "0300", "13c2")]
    navi = parse_lspci(fx("lspci_nn_navi31.txt"))
    assert navi[0].vendor == "amd" and navi[0].device_id == "744c" and "7900 XTX" in navi[0].description
    apu = parse_lspci(fx("lspci_nn_rembrandt_680m.txt"))
    assert len(apu) == 1  # the HDMI audio function is not a display controller
    wsl = parse_lspci(fx("lspci_wsl.txt"))
    assert wsl[0].vendor == "microsoft" and wsl[0].class_name == "3D controller"


def test_proc_driver_nvidia_versions() -> None:
    old = parse_proc_driver_nvidia(fx("proc_driver_nvidia_384.98.txt"))
    assert old is not None and (old.version, old.open_module) == ("384.98", False)
    new = parse_proc_driver_nvidia(fx("proc_driver_nvidia_open_565.57.01.txt"))
    assert new is not None and (new.version, new.open_module, new.arch) == ("565.57.01", True, "x86_64")
    assert parse_proc_driver_nvidia(fx("proc_driver_nvidia_580.173.02.txt")).version == "580.173.02"  # type: ignore[union-attr]
    jetson = parse_proc_driver_nvidia(fx("proc_driver_nvidia_jetson_35.3.1.txt"))
    assert jetson is not None and jetson.tegra
    assert parse_proc_driver_nvidia("garbage") is None


def test_wsl_detection() -> None:
    assert wsl_version(fx("proc_version_wsl2.txt"), {}) == 2
    assert wsl_version("Linux version 4.4.0-19041-Microsoft (Microsoft@Microsoft.com)", {}) == 1
    assert wsl_version("Linux version 6.8.0-45-generic (buildd@lcy02-amd64-115)", {}) == 0
    assert wsl_version(None, {"WSL_DISTRO_NAME": "Ubuntu"}) == 2
    assert wsl_version(None, {}) == 0


def test_torch_probe_output() -> None:
    info = parse_torch_probe(fx("torch_probe_cu126_rtx5090.txt"))
    assert info is not None and info.installed and info.cuda == "12.6" and torch_variant(info) == "cu126"
    assert info.devices[0].capability == (12, 0)
    cpu = parse_torch_probe(fx("torch_probe_cpu.txt"))
    assert cpu is not None and torch_variant(cpu) == "cpu"
    missing = parse_torch_probe(fx("torch_probe_not_installed.txt"))
    assert missing is not None and not missing.installed and "No module named" in (missing.error or "")
    assert parse_torch_probe("Traceback (most recent call last):\n  ...") is None
    plain = parse_torch_probe(torch_json(version="2.8.0", cuda="12.8", hip=None))
    assert plain is not None and torch_variant(plain) == "cu128"
    rocm = parse_torch_probe(torch_json(version="2.8.0+rocm6.4", cuda=None, hip="6.4.43482"))
    assert rocm is not None and torch_variant(rocm) == "rocm6.4"


def test_bus_ids_compare_across_tools() -> None:
    assert normalize_bus_id("00000000:C5:00.0") == normalize_bus_id("0000:c5:00.0") == normalize_bus_id("c5:00.0")


# ----------------------------------------------------------------------------------------------
# Compatibility rules (ecosystem.md §1.2)
# ----------------------------------------------------------------------------------------------

CU126 = ["sm_50", "sm_60", "sm_70", "sm_75", "sm_80", "sm_86", "sm_90"]
CU128 = ["sm_75", "sm_80", "sm_86", "sm_90", "sm_100", "sm_120"]


@pytest.mark.parametrize(("cc", "arch_list", "expected"), [
    ("12.0", CU126, False),  # no sm_12x and no PTX: RTX 50 cannot run a cu126 wheel
    ("12.0", CU128, True),
    ("8.9", CU126, True),  # Ada runs the sm_86 cubin
    ("8.9", ["sm_80", "sm_90"], True),
    ("9.0", ["sm_80", "sm_86"], False),  # a cubin never crosses a major version
    ("12.0", ["sm_90", "compute_90"], True),  # PTX is JIT-compiled for newer GPUs
    ("10.0", ["sm_90a"], False),
    ("9.0", ["sm_90a"], True),
    ("6.1", CU128, False),
    ("6.1", CU126, True),  # sm_60 covers 6.1
    ("12.0", [], None),
    ("12.0", ["gfx1100"], None),
])
def test_arch_list_covers(cc: str, arch_list: list[str], expected: bool | None) -> None:
    assert arch_list_covers(cc, arch_list) is expected


def test_gfx_and_name_helpers() -> None:
    assert gfx_covered("gfx1100", ["gfx900", "gfx1100", "gfx942"]) is True
    assert gfx_covered("gfx1031", ["gfx1030", "gfx1100"]) is False
    assert gfx_covered("gfx1100", ["sm_80"]) is None
    assert cc_from_name("NVIDIA GeForce RTX 5090") == "12.0"
    assert cc_from_name("GeForce GTX 1080 Ti") == "6.1"
    assert cc_from_name("Tesla V100-SXM2-32GB") == "7.0"
    assert cc_from_name("Some Unknown Card") is None
    assert catalog_lookup("NVIDIA GeForce RTX 5090") == ("12.0", None)
    assert catalog_lookup("NVIDIA GeForce RTX 5060 Ti") == ("12.0", None)  # 8 and 16 GB: one chip, one target
    assert catalog_lookup("NVIDIA Thor") == ("11.0", None)  # what CUDA calls the Jetson AGX Thor's GPU
    assert catalog_lookup("NVIDIA GeForce RTX 4080")[0] == "8.9"  # catalog name "RTX 4080 (16 GB)"
    assert catalog_lookup("AMD Radeon RX 7900 XTX")[1] == "gfx1100"


# ----------------------------------------------------------------------------------------------
# The report from recorded outputs
# ----------------------------------------------------------------------------------------------


def rtx5090_machine(torch_fixture: str) -> Machine:
    # This RTX 5090 machine (club-3090#617) was recorded with plain `nvidia-smi`; the structured
    # queries are not part of the recording and fail here, so the doctor falls back to the table.
    return Machine({
        "nvidia-smi --query-gpu": ("failed", ""),
        "nvidia-smi -q": ("failed", ""),
        "nvidia-smi": ("ok", "nvidia_smi_table_rtx5090_595.71.05.txt"),
        f"{PY} -c": ("ok", torch_fixture),
    })


def test_rtx5090_with_a_cu126_wheel_cannot_use_the_gpu() -> None:
    machine = rtx5090_machine("torch_probe_cu126_rtx5090.txt")
    report = machine.report()
    assert ["nvidia-smi"] in machine.calls  # the table fallback ran
    assert [(g.name, g.compute_capability) for g in report.gpus] == [("NVIDIA GeForce RTX 5090", "12.0")]
    assert (report.nvidia_driver, report.driver_branch, report.max_cuda, report.max_cuda_source) == (
        "595.71.05", "R595", "13.2", "nvidia-smi")
    assert report.torch is not None and report.torch.variant == "cu126"
    (verdict,) = report.verdicts
    assert verdict.usable is False and verdict.reason == "arch-missing"
    assert "cu128" in verdict.message.en and "cu128" in verdict.message.zh_CN
    assert verdict.fix_command is not None and verdict.fix_command.endswith("/whl/cu128")
    assert any(f.code == "TORCH_CANNOT_USE_GPU" and f.severity == "error" for f in report.findings)
    ids = [k.id for k in report.kb_entries]
    assert ids[0] == "rtx50-sm120-old-pytorch" and "connector-12vhpwr" in ids
    text = render_text(report)
    assert "cannot use NVIDIA GeForce RTX 5090 (sm_120)" in text and "install" in text.lower()
    assert "RTX 50 / RTX PRO Blackwell (sm_120) rejected by an older PyTorch" in text
    zh = render_text(report, "zh_CN")
    assert "无法使用 NVIDIA GeForce RTX 5090" in zh and "在旧版 PyTorch 或 llama.cpp 上无法使用" in zh


def test_rtx5090_with_a_cu128_wheel_is_fine() -> None:
    report = rtx5090_machine("torch_probe_cu128_rtx5090.txt").report()
    (verdict,) = report.verdicts
    assert verdict.usable is True and verdict.reason == "ok"
    assert not any(f.code == "TORCH_CANNOT_USE_GPU" for f in report.findings)


def test_no_pytorch_is_news_only_for_pytorch_tools() -> None:
    """A chat-app user (LM Studio, Ollama) has no PyTorch and needs none: the finding says so, in both
    languages, and how to skip the check."""
    report = rtx5090_machine("torch_probe_not_installed.txt").report()
    (finding,) = [f for f in report.findings if f.code == "TORCH_NOT_INSTALLED"]
    assert finding.severity == "info"
    assert "LM Studio and Ollama do not" in finding.message.en and "--no-torch" in finding.message.en
    assert "LM Studio、Ollama" in finding.message.zh_CN and "--no-torch" in finding.message.zh_CN
    assert not report.verdicts


def test_structured_queries_are_preferred_and_merged_with_q() -> None:
    query = "NVIDIA GeForce RTX 4080 SUPER, 00000000:01:00.0, 595.71.05, 16376, 8.9, 320.00\n"
    machine = Machine({
        "nvidia-smi --query-gpu": ("ok", query),
        "nvidia-smi -q": ("ok", "nvidia_smi_q_rtx4080super_595.71.05.txt"),
    })
    report = machine.report(torch=False)
    assert ["nvidia-smi"] not in machine.calls  # no fallback needed
    (g,) = report.gpus
    assert (g.compute_capability, g.compute_capability_source, g.architecture, g.memory_mib) == (
        "8.9", "nvidia-smi", "ada", 16376.0)
    assert report.max_cuda == "13.2" and report.torch is None


def test_old_driver_without_compute_cap_falls_back_to_the_legacy_query_and_the_name() -> None:
    machine = Machine({
        "nvidia-smi --query-gpu=name,pci.bus_id,driver_version,memory.total,compute_cap": (
            "failed", "nvidia_smi_query_compute_cap_invalid.txt"),
        "nvidia-smi --query-gpu=name,pci.bus_id,driver_version,memory.total,power.limit": (
            "ok", "GeForce GTX 780, 00000000:01:00.0, 450.66, 3017, 250.00\n"),
        "nvidia-smi -q": ("ok", "nvidia_smi_q_gtx780_450.66.txt"),
        f"{PY} -c": ("ok", "torch_probe_cpu.txt"),
    })
    report = machine.report()
    assert any("power.limit" in " ".join(c) and "compute_cap" not in " ".join(c) for c in machine.calls)
    (g,) = report.gpus
    assert (g.name, g.compute_capability, g.compute_capability_source) == ("GeForce GTX 780", "3.5", "name")
    assert report.max_cuda == "11.0"
    (verdict,) = report.verdicts
    assert verdict.reason == "cpu-build" and verdict.fix_command is None  # no current wheel supports Kepler
    assert "Kepler" in verdict.message.en


def test_newest_cuda_from_the_driver_table_when_nvidia_smi_does_not_say() -> None:
    machine = Machine({"nvidia-smi": ("ok", "nvidia_smi_table_rtx5070_cuda_na_575.64.03.txt"),
                       "nvidia-smi --query-gpu": ("failed", ""), "nvidia-smi -q": ("failed", "")})
    report = machine.report(torch=False)
    assert (report.max_cuda, report.max_cuda_source, report.driver_branch) == ("12.9", "driver-table", "R575")
    assert report.gpus[0].compute_capability == "12.0"  # from the bundled catalog
    too_old = Machine({"nvidia-smi -q": ("ok", "nvidia_smi_q_quadro_m1000m_375.82.txt"),
                       "nvidia-smi --query-gpu": ("failed", "")}).report(torch=False)
    assert too_old.max_cuda is None and too_old.nvidia_driver == "375.82"


def test_driver_too_old_for_the_wheel() -> None:
    probe = torch_json(version="2.9.0+cu130", cuda="13.0", hip=None, cuda_available=False, arch_list=[], devices=[])
    machine = Machine({
        "nvidia-smi --query-gpu": ("ok", "NVIDIA GeForce RTX 4090, 00000000:01:00.0, 570.133.20, 24564, 8.9, 450\n"),
        "nvidia-smi -q": ("failed", ""),
        f"{PY} -c": ("ok", probe),
    })
    (verdict,) = machine.report().verdicts
    assert verdict.reason == "driver-too-old" and "R580" in verdict.message.en and "R570" in verdict.message.en


def test_legacy_gpu_with_a_cu128_wheel() -> None:
    probe = torch_json(version="2.8.0+cu128", cuda="12.8", cuda_available=True,
                       arch_list=["sm_70", "sm_75", "sm_80", "sm_86", "sm_90", "sm_100", "sm_120"], devices=[])
    machine = Machine({
        "nvidia-smi --query-gpu": ("ok", "NVIDIA GeForce GTX 1080 Ti, 00000000:01:00.0, 580.95.05, 11264, 6.1, 250\n"),
        f"{PY} -c": ("ok", probe),
    })
    report = machine.report()
    (verdict,) = report.verdicts
    assert verdict.usable is False and verdict.fix_command is not None and verdict.fix_command.endswith("cu126")
    assert "legacy-arch-dropped" in [k.id for k in report.kb_entries]


def test_driver_failures_become_findings() -> None:
    failed = Machine({"nvidia-smi": ("failed", "nvidia_smi_failed_driver.txt")},
                     {"/proc/driver/nvidia/version": "proc_driver_nvidia_580.173.02.txt"}).report(torch=False)
    finding = next(f for f in failed.findings if f.code == "NVIDIA_DRIVER_NOT_LOADED")
    assert {"nvidia-driver-not-loaded", "secure-boot-blocks-nvidia"} <= set(finding.kb_ids)
    assert failed.nvidia_driver == "580.173.02" and failed.kernel_module == "proprietary"
    assert not failed.no_gpu_tools
    mismatch = Machine({"nvidia-smi": ("failed", "nvidia_smi_nvml_mismatch.txt")}).report(torch=False)
    assert [f.kb_ids for f in mismatch.findings if f.code == "NVIDIA_DRIVER_LIBRARY_MISMATCH"] == [
        ["driver-library-mismatch"]]
    none = Machine({"nvidia-smi": ("failed", "nvidia_smi_no_devices.txt")}).report(torch=False)
    assert any(f.code == "NVIDIA_NO_DEVICES" for f in none.findings)


def test_lspci_without_a_driver_and_hybrid_graphics() -> None:
    report = Machine({"lspci -nn": ("ok", "lspci_nn_optimus_mx130_gtx970.txt")}).report(torch=False)
    codes = {f.code for f in report.findings}
    assert {"NVIDIA_GPU_WITHOUT_DRIVER", "HYBRID_GRAPHICS", "NO_GPU_TOOLS"} <= codes
    names = [g.name for g in report.gpus]
    assert "NVIDIA GeForce GTX 970" in names and "NVIDIA GeForce MX130" in names
    ids = [k.id for k in report.kb_entries]
    assert "nvidia-driver-not-loaded" in ids and "hybrid-laptop-wrong-gpu" in ids
    assert NO_GPU_TOOLS.en in render_text(report)


def test_wsl2_machine() -> None:
    machine = Machine({
        "nvidia-smi --query-gpu": ("failed", ""),
        "nvidia-smi -q": ("ok", "nvidia_smi_q_wsl_gtx1650ti_510.06.txt"),
    }, {"/proc/version": "proc_version_wsl2.txt"}, dxg=True, env={"WSL_DISTRO_NAME": "Ubuntu"})
    report = machine.report(torch=False)
    assert report.os == "wsl2" and report.wsl == 2
    assert report.gpus[0].compute_capability == "7.5"  # GTX 1650 Ti: from the name
    assert report.max_cuda == "11.6"
    assert [f.code for f in report.findings] == ["WSL2_NVIDIA"]
    assert "wsl2-limitations" in [k.id for k in report.kb_entries]
    no_dxg = Machine({}, {"/proc/version": "proc_version_wsl2.txt"}).report(torch=False)
    assert any(f.code == "WSL2_NO_DXG" for f in no_dxg.findings)
    wsl1 = Machine({}, {"/proc/version": "Linux version 4.4.0-19041-Microsoft"}).report(torch=False)
    assert any(f.code == "WSL1_NO_GPU" for f in wsl1.findings)


def test_amd_machines() -> None:
    linux = Machine({
        "rocm-smi --showproductname --json": ("ok", "rocm_smi_productname_mi200.json"),
        f"{PY} -c": ("ok", torch_json(version="2.8.0+rocm6.4", hip="6.4.1", cuda=None, cuda_available=True,
                                     arch_list=["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1100"],
                                     devices=[{"name": "AMD Instinct MI250X", "gcn_arch": "gfx90a:sramecc+:xnack-"}])),
    }).report()
    (g,) = linux.gpus
    assert (g.vendor, g.gfx_target, g.architecture) == ("amd", "gfx90a", "cdna2")
    assert linux.verdicts[0].usable is True
    plain = Machine({
        "rocm-smi --showproductname --json": ("failed", "unrecognized arguments: --json"),
        "rocm-smi --showproductname": ("ok", "rocm_smi_productname_fiji.txt"),
    }).report(torch=False)
    assert [g.name for g in plain.gpus] == ["Radeon R9 FURY X"]
    unsupported = Machine({
        "lspci -nn": ("ok", "03:00.0 VGA compatible controller [0300]: Advanced Micro Devices, Inc. [AMD/ATI] "
                            "Navi 22 [Radeon RX 6700/6700 XT/6750 XT / 6800M/6850M XT] [1002:73df] (rev c1)\n"),
        "rocm-smi --showproductname --json": ("ok", '{"card0": {"Card Series": "Navi 22", '
                                                    '"Card Model": "0x73df", "GFX Version": "gfx1031"}}'),
        f"{PY} -c": ("ok", torch_json(version="2.8.0+rocm6.4", hip="6.4.1", cuda=None, cuda_available=True,
                                     arch_list=["gfx90a", "gfx942", "gfx1030", "gfx1100"], devices=[])),
    }).report()
    (verdict,) = unsupported.verdicts
    assert verdict.reason == "gfx-missing" and verdict.kb_ids == ["rocm-unsupported-gpu"]
    windows = Machine({"rocm-smi --showproductname --json": ("ok", "rocm_smi_productname_mi200.json"),
                       "python -c": ("ok", "torch_probe_cpu.txt")}, platform="win32", python="python").report()
    assert windows.os == "windows" and any(f.code == "AMD_ON_WINDOWS" for f in windows.findings)
    assert windows.verdicts[0].kb_ids == ["rocm-on-windows"]


def test_a_machine_with_nothing_installed() -> None:
    machine = Machine(python=None)
    report = machine.report()
    assert report.no_gpu_tools and report.gpus == [] and report.verdicts == []
    assert [f.code for f in report.findings] == ["NO_GPU_TOOLS", "PYTHON_NOT_FOUND"]
    assert NO_GPU_TOOLS.en in render_text(report) and NO_GPU_TOOLS.zh_CN in render_text(report, "zh_CN")
    # each nvidia-smi failure stops further nvidia-smi calls; lspci runs on Linux only
    assert [c[0] for c in machine.calls] == ["nvidia-smi", "rocm-smi", "lspci"]
    windows = Machine(platform="win32", python=None)
    windows.report()
    assert [c[0] for c in windows.calls] == ["nvidia-smi", "rocm-smi"]


def test_report_json_round_trip() -> None:
    report = rtx5090_machine("torch_probe_cu126_rtx5090.txt").report()
    again = DoctorReport.model_validate_json(report.model_dump_json())
    assert again == report
    probe = next(p for p in report.probes if p.name == "pytorch")
    assert probe.command == f"{PY} -c <pytorch probe>"


# ----------------------------------------------------------------------------------------------
# Probes against the real operating system
# ----------------------------------------------------------------------------------------------


def test_run_command_never_raises() -> None:
    missing = run_command(["gpu-wizard-no-such-tool-xyz", "--version"])
    assert missing.status == "missing"
    ok = run_command([sys.executable, "-c", "print('hi')"])
    assert ok.status == "ok" and ok.stdout.strip() == "hi"
    failed = run_command([sys.executable, "-c", "import sys; sys.stderr.write('boom'); sys.exit(3)"])
    assert failed.status == "failed" and failed.returncode == 3 and "boom" in failed.output
    slow = run_command([sys.executable, "-c", "import time; time.sleep(10)"], timeout=0.5)
    assert slow.status == "timeout"
    weird = run_command([str(FIXTURES)])  # a directory is not a program
    assert weird.status in ("error", "missing", "failed")
    assert read_text_file(str(FIXTURES / "no-such-file")) is None


def test_the_torch_probe_script_runs_in_a_real_interpreter(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = run_command([sys.executable, "-c", TORCH_SCRIPT], timeout=30)
    info = parse_torch_probe(result.stdout)
    assert result.status == "ok" and info is not None
    if not info.installed:  # the project's venv has no torch
        assert "torch" in (info.error or "")
    # A stand-in torch package exercises the whole script, including the arch-flag fallback.
    fake = tmp_path / "torch"
    fake.mkdir()
    (fake / "__init__.py").write_text(textwrap.dedent("""\
        __version__ = "2.7.1+cu126"
        class version:
            cuda = "12.6"
            hip = None
        class _C:
            @staticmethod
            def _cuda_getArchFlags():
                return "sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90"
        class cuda:
            @staticmethod
            def is_available():
                return False
            @staticmethod
            def get_arch_list():
                return []
    """), encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    info = parse_torch_probe(run_command([sys.executable, "-c", TORCH_SCRIPT], timeout=30).stdout)
    assert info is not None and info.version == "2.7.1+cu126" and info.cuda_available is False
    assert info.arch_list == ["sm_50", "sm_60", "sm_70", "sm_75", "sm_80", "sm_86", "sm_90"]


def test_find_python() -> None:
    machine = Machine(python=None)
    assert find_python(machine.access) is None  # frozen app, nothing on PATH
    assert find_python(machine.access, "/opt/env/bin/python") == "/opt/env/bin/python"
    unfrozen = SystemAccess(which=lambda n: None, frozen=False, executable=sys.executable)
    assert find_python(unfrozen) == sys.executable


def test_doctor_on_this_machine(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser(prog="gpu-wizard")
    cli.add_parser(parser.add_subparsers(dest="command"))
    assert cli.run(parser.parse_args(["doctor", "--json", "--python", sys.executable])) == 0
    report = DoctorReport.model_validate_json(capsys.readouterr().out)
    assert report.torch is not None and report.torch.interpreter == sys.executable
    has_tools = bool(shutil.which("nvidia-smi") or shutil.which("rocm-smi") or Path("/proc/driver/nvidia").exists())
    assert report.no_gpu_tools is not has_tools
    assert cli.run(parser.parse_args(["doctor"])) == 0
    text = capsys.readouterr().out
    if not has_tools:
        assert NO_GPU_TOOLS.en in text
        assert report.gpus == [] or all(g.source == "lspci" for g in report.gpus)


# ----------------------------------------------------------------------------------------------
# The CLI
# ----------------------------------------------------------------------------------------------


def test_cli_with_a_fake_machine(capsys: pytest.CaptureFixture[str]) -> None:
    machine = rtx5090_machine("torch_probe_cu126_rtx5090.txt")
    args = argparse.Namespace(json=False, python=None, no_torch=False, lang="zh_CN")
    assert cli.run(args, machine.access) == 0
    out = capsys.readouterr().out
    assert "无法使用 NVIDIA GeForce RTX 5090" in out and "whl/cu128" in out
    assert cli.run(argparse.Namespace(json=True, python=None, no_torch=True), machine.access) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["gpus"][0]["compute_capability"] == "12.0" and doc["torch"] is None


def test_add_parser_keeps_a_global_lang_and_rejects_bad_arguments() -> None:
    parser = argparse.ArgumentParser(prog="gpu-wizard")
    parser.add_argument("--lang", default="en")
    cli.add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["--lang", "zh_CN", "doctor", "--no-torch"])
    assert (args.command, args.lang, args.json, args.no_torch) == ("doctor", "zh_CN", False, True)
    assert parser.parse_args(["doctor", "--lang", "zh_CN"]).lang == "zh_CN"
    with pytest.raises(SystemExit) as exc:
        parser.parse_args(["doctor", "--frobnicate"])
    assert exc.value.code == 2


def test_main_entry_point(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["doctor", "--json", "--no-torch"]) == 0
    assert json.loads(capsys.readouterr().out)["schema_version"] == 1


@pytest.mark.parametrize(("script", "en", "zh"), [
    (None, "no such program", "找不到这个程序"),
    ('echo "{not json"', "its answer was not the expected report", "它的输出不是预期的结果"),
])
def test_an_interpreter_that_gives_no_report_is_said_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              script: str | None, en: str, zh: str) -> None:
    """'--python /nonexistent' had said "PyTorch: not installed" and "(missing)"; a script printing junk, "(ok)"."""
    python = tmp_path / "python"
    if script is not None:
        python.write_text(f"#!/bin/sh\n{script}\n")
        python.chmod(0o755)
    parser = argparse.ArgumentParser(prog="gpu-wizard")
    parser.add_argument("--lang")
    cli.add_parser(parser.add_subparsers(dest="command"))
    for lang, words in (("en", en), ("zh_CN", zh)):
        assert cli.run(parser.parse_args(["--lang", lang, "doctor", "--python", str(python)])) == 0
        text = capsys.readouterr().out
        assert words in text and "(missing)" not in text and "(ok)" not in text and "（ok）" not in text
        assert ("not installed" not in text) and ("未安装" not in text)


def test_the_report_follows_a_chinese_system_locale_like_every_command(capsys: pytest.CaptureFixture[str],
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Under LANG=zh_CN.UTF-8 recommend spoke Chinese and doctor English (IT and Chinese reviews, 2026-12-02)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "GPU_WIZARD_PSEUDO"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    machine = rtx5090_machine("torch_probe_cu126_rtx5090.txt")
    assert cli.run(argparse.Namespace(json=False, python=None, no_torch=False), machine.access) == 0
    assert "无法使用 NVIDIA GeForce RTX 5090" in capsys.readouterr().out
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert cli.run(argparse.Namespace(json=False, python=None, no_torch=False, lang="en"), machine.access) == 0
    assert "无法使用" not in capsys.readouterr().out
