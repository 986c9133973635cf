"""The command line as users run it: recommend, estimate, bad profiles."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "windows-chat-qwen7b.json"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "wizard", *args], capture_output=True, text=True, timeout=120,
                          cwd=ROOT)


def test_version() -> None:
    r = run("--version")
    assert r.returncode == 0 and r.stdout.startswith("gpu-wizard ")


def test_recommend_json_shape() -> None:
    r = run("recommend", "--profile", str(EXAMPLE), "--json", "--top", "3")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert set(doc["catalog"]) >= {"version", "date", "gpus"}
    assert set(doc["requirement"]) >= {"vram_gb", "vram_gb_recommended", "breakdown"}
    assert 1 <= len(doc["shortlist"]) <= 3
    first = doc["shortlist"][0]
    for key in ("rank", "gpu_id", "name", "count", "vram_gb_total", "price_total", "currency", "board_power_w_total",
                "psu_recommended_w", "decode_tokens_per_s", "score", "warnings", "next_steps"):
        assert key in first, key
    assert first["currency"] == "CNY" and first["price_total"] <= 15000
    for w in first["warnings"]:
        assert set(w) >= {"code", "severity", "message"} and w["message"]
    excluded = doc["excluded"]
    assert excluded and all(e["reasons"] and set(e["reasons"][0]) >= {"code", "message"} for e in excluded)
    # Region cn: the RTX 4090 is excluded for export rules, with that reason.
    assert any(e["gpu_id"] == "rtx-4090" and any(r["code"] == "EXCLUDED_REGION" for r in e["reasons"])
               for e in excluded)
    # A script's "message" reads like the command's own output: money with its symbol, SXM in capitals
    from wizard.locale_format import format_money

    budget = next(m for e in excluded for m in e["reasons"] if m["code"] == "EXCLUDED_BUDGET")
    assert budget["message"] == (f"Over budget: costs {format_money(budget['params']['price'], 'CNY')}, "
                                 f"budget {format_money(budget['params']['budget'], 'CNY')}.")
    assert "¥" in budget["message"] and "," in budget["message"]
    sxm = next(m for e in excluded for m in e["reasons"] if m["code"] == "EXCLUDED_SERVER_MODULE")
    assert "This SXM module" in sxm["message"]


def test_recommend_human_output_reads_like_advice() -> None:
    r = run("recommend", "--profile", str(EXAMPLE))
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "Memory needed" in out and "GiB" in out
    assert "1. " in out and "Fits in memory" in out
    assert "12VHPWR" in out or "power supply" in out
    assert "cards cannot do this work" in out


def test_nothing_fits_exits_0_and_says_what_would(tmp_path: Path) -> None:
    p = tmp_path / "p.json"
    p.write_text(json.dumps({"workload": "inference", "model": "llama-3.1-405b", "precision": "bf16",
                             "budget": {"amount": 1000, "currency": "USD"}}))
    r = run("recommend", "--profile", str(p))
    assert r.returncode == 0
    assert "Nothing in the catalog" in r.stdout and "budget" in r.stdout.lower()


def test_estimate_json(tmp_path: Path) -> None:
    p = tmp_path / "p.json"
    p.write_text(json.dumps({"workload": "inference", "model": "llama-3.1-8b", "precision": "q4_k_m",
                             "engine": "llama.cpp"}))
    r = run("estimate", "--profile", str(p), "--gpu", "rtx-4090", "--gpu", "rtx-3060-12gb:2", "--json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["requirement"]["vram_gb"] < doc["requirement"]["vram_gb_recommended"]
    assert set(doc["requirement"]["breakdown"]) >= {"weights", "kv_cache", "activations", "overhead"}
    rows = {(g["gpu_id"], g["count"]): g for g in doc["gpus"]}
    g = rows[("rtx-4090", 1)]
    assert g["fits"] is True and g["decode_tokens_per_s"] > 50 and g["train_tokens_per_s"] is None
    assert rows[("rtx-3060-12gb", 2)]["vram_gb_per_gpu"] < g["vram_gb_per_gpu"]


def test_estimate_gives_the_band_and_how_to_check_the_speed_once_it_runs(tmp_path: Path) -> None:
    """An owner asking 'how fast on my card' gets the band and the llama-bench line to compare with, as
    the recommendation's last next step does; a card that does not fit gets no such line."""
    p = tmp_path / "p.json"
    p.write_text(json.dumps({"workload": "inference", "model": "qwen2.5-7b", "precision": "q8_0",
                             "engine": "llama.cpp", "context_tokens": 8192}))
    r = run("estimate", "--profile", str(p), "--gpu", "rtx-4090", "--gpu", "rtx-4060", "--json")
    assert r.returncode == 0, r.stderr
    rows = {g["gpu_id"]: g for g in json.loads(r.stdout)["gpus"]}
    fits, small = rows["rtx-4090"], rows["rtx-4060"]
    assert fits["fits"] and not small["fits"] and "speed_check" not in small
    check = fits["speed_check"]
    band = fits["speed_error_band"]
    assert 0.1 < band < 0.5
    assert check["command"] == "llama-bench -m MODEL.gguf -p 0 -n 128 -d 4096"
    assert check["params"]["speed"] == round(fits["decode_tokens_per_s"])
    assert check["params"]["high"] == round(fits["decode_tokens_per_s"] * (1 + band))
    text = run("estimate", "--profile", str(p), "--gpu", "rtx-4090", "--gpu", "rtx-4060", "--lang", "en")
    assert f"within ±{round(band * 100)}%" in text.stdout
    assert f"rtx-4090: {check['message']}" in text.stdout and "$ llama-bench" in text.stdout
    assert "rtx-4060: Once" not in text.stdout


def test_estimate_says_what_stops_a_card_besides_memory(tmp_path: Path) -> None:
    """Eight SXM H100s hold a 7B chat easily, but not on Windows: estimate said 'fits: yes' and gave a
    speed to check for them. It now says which cards run the work, and why the others do not, with the
    same checks as a card already owned (memory, software support, the hardware the work needs)."""
    p = tmp_path / "p.json"
    p.write_text(json.dumps({"workload": "inference", "model": "qwen2.5-7b", "precision": "q8_0",
                             "engine": "llama.cpp", "os": "windows"}))
    args = ["estimate", "--profile", str(p), "--gpu", "h100-sxm:8", "--gpu", "rtx-4060", "--gpu", "rtx-4090"]
    r = run(*args, "--json")
    assert r.returncode == 0, r.stderr
    rows = {g["gpu_id"]: g for g in json.loads(r.stdout)["gpus"]}
    sxm, small, fine = rows["h100-sxm"], rows["rtx-4060"], rows["rtx-4090"]
    assert sxm["fits"] and not sxm["runs"] and "speed_check" not in sxm  # the memory is there; Windows is not
    assert [b["code"] for b in sxm["blocked_by"]] == ["EXCLUDED_BASEBOARD_WINDOWS"]
    assert "Linux" in sxm["blocked_by"][0]["message"]
    assert not small["fits"] and not small["runs"] and [b["code"] for b in small["blocked_by"]] == ["EXCLUDED_VRAM"]
    assert fine["fits"] and fine["runs"] and fine["blocked_by"] == [] and "speed_check" in fine
    text = run(*args, "--lang", "en").stdout
    table = {row[0]: row for row in map(str.split, text.splitlines()) if len(row) > 2 and row[1].isdigit()}
    assert table["h100-sxm"][2] == "no" and table["rtx-4060"][2] == "no" and table["rtx-4090"][2] == "yes"
    assert f"h100-sxm will not run this: {sxm['blocked_by'][0]['message']}" in text
    assert "rtx-4060 will not run this: Not enough memory" in text
    assert "rtx-4090 will not run this" not in text and "h100-sxm: Once" not in text
    zh = run(*args, "--lang", "zh_CN").stdout
    assert "h100-sxm 无法运行" in zh


def test_recommend_text_ends_each_pick_with_how_to_check_its_speed(tmp_path: Path) -> None:
    p = tmp_path / "p.json"
    p.write_text(json.dumps({"workload": "inference", "model": "qwen2.5-7b", "precision": "q8_0",
                             "engine": "llama.cpp", "os": "linux"}))
    r = run("recommend", "--profile", str(p), "--top", "2", "--lang", "en")
    assert r.returncode == 0, r.stderr
    checks = [line for line in r.stdout.splitlines() if line.strip().startswith("Then: Once the model runs")]
    assert len(checks) == 2 and all(line.endswith("$ llama-bench -m MODEL.gguf -p 0 -n 128 -d 2048") for line in checks)
    zh = run("recommend", "--profile", str(p), "--top", "1", "--lang", "zh_CN")
    assert "然后：模型跑起来后" in zh.stdout
    lora = tmp_path / "l.json"
    lora.write_text(json.dumps({"workload": "lora", "model": "qwen2.5-7b", "os": "linux"}))
    assert "Then:" not in run("recommend", "--profile", str(lora), "--top", "2", "--lang", "en").stdout
    # a server (5+ users, software left open) ends with the command that serves them, as the figures assume
    server = tmp_path / "s.json"
    server.write_text(json.dumps({"workload": "inference", "model": "qwen2.5-14b", "batch_size": 8, "os": "linux",
                                  "max_gpus": 2, "context_tokens": 4096}))
    served = [line for line in run("recommend", "--profile", str(server), "--top", "3", "--lang", "en").stdout
              .splitlines() if line.strip().startswith("Then: Serve the model to your 8 users with vLLM")]
    assert len(served) == 3 and all("$ vllm serve MODEL --max-model-len 4096" in line for line in served)


def test_estimate_gives_the_longest_context_each_card_holds_as_recommend_does(tmp_path: Path) -> None:
    p = tmp_path / "p.json"
    p.write_text(json.dumps({"workload": "inference", "model": "llama-3.1-8b", "precision": "q4_k_m",
                             "engine": "llama.cpp", "context_tokens": 8192, "os": "linux"}))
    r = run("estimate", "--profile", str(p), "--gpu", "rtx-5060-ti-8gb", "--gpu", "rtx-4060", "--json")
    assert r.returncode == 0, r.stderr
    cards = {g["gpu_id"]: g for g in json.loads(r.stdout)["gpus"]}
    shortlist = {c["gpu_id"]: c for c in json.loads(run("recommend", "--profile", str(p), "--json", "--top",
                                                        "100").stdout)["shortlist"]}
    for gpu_id in ("rtx-5060-ti-8gb", "rtx-4060"):
        assert cards[gpu_id]["max_context_tokens"] == shortlist[gpu_id]["max_context_tokens"] > 8192
    text = run("estimate", "--profile", str(p), "--gpu", "rtx-5060-ti-8gb").stdout
    assert "max context" in text and f"{cards['rtx-5060-ti-8gb']['max_context_tokens']:,}" in text


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"workload": "chatting"}', "workload"),
        ('{"workload": "inference", "budgett": 5}', "budgett"),
        ('{"workload": "inference", "budget": {"amount": -1}}', "budget.amount"),
        ('{"workload": "inference", "model": "gpt-9"}', "gpt-9"),
        ('{"workload": "inference", "context_tokens": "long"}', "context_tokens"),
        ("not json at all", "invalid"),
        ("", "empty"),
    ],
)
def test_bad_profile_exits_2_with_one_line(tmp_path: Path, content: str, expected: str) -> None:
    p = tmp_path / "profile.json"
    p.write_text(content)
    for cmd in (["recommend"], ["estimate"]):
        r = run(*cmd, "--profile", str(p))
        assert r.returncode == 2, r.stdout
        assert "Traceback" not in r.stderr
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and expected in lines[0] and "profile.json" in lines[0]


def test_unknown_gpu_for_estimate(tmp_path: Path) -> None:
    p = tmp_path / "p.json"
    p.write_text('{"workload": "inference"}')
    r = run("estimate", "--profile", str(p), "--gpu", "rtx-9999")
    assert r.returncode == 2 and "rtx-9999" in r.stderr
    r = run("estimate", "--profile", str(p), "--gpu", "rtx-4090:x")
    assert r.returncode == 2


def test_missing_profile_file() -> None:
    r = run("recommend", "--profile", "/nonexistent/p.json")
    assert r.returncode == 2 and "no such file" in r.stderr


def test_recommend_reports_the_current_card(tmp_path: Path) -> None:
    p = tmp_path / "p.json"
    p.write_text(json.dumps({"workload": "inference", "model": "qwen2.5-14b", "engine": "llama.cpp",
                             "precision": "q4_k_m", "current_gpu": {"id": "rtx-3060-12gb"}}))
    text = run("recommend", "--profile", str(p), "--lang", "en")
    assert text.returncode == 0, text.stderr
    assert "Your 1 × NVIDIA GeForce RTX 3060 12 GB can run this" in text.stdout
    assert "the speed of your current card" in text.stdout
    doc = json.loads(run("recommend", "--profile", str(p), "--json").stdout)
    assert doc["current"]["fits"] is True and doc["current"]["upgrades"]
    # Its verdict and context room are messages with their text, like every other message in the JSON
    assert doc["current"]["verdict"]["message"].startswith("Your 1 × NVIDIA GeForce RTX 3060 12 GB can run this")
    assert doc["current"]["context"]["code"] == "FITS_CONTEXT" and "tokens of context" in \
        doc["current"]["context"]["message"]
    assert doc["how"]["requirement"]["unit"] == "GiB"


def test_other_commands_print_chinese_too(tmp_path: Path) -> None:
    p = tmp_path / "p.json"
    p.write_text('{"workload": "inference", "model": "llama-3.1-8b"}')
    est = run("estimate", "--profile", str(p), "--gpu", "rtx-4090", "--lang", "zh_CN")
    assert est.returncode == 0 and "所需显存" in est.stdout and "能运行" in est.stdout
    cat = run("catalog", "list", "--lang", "zh_CN")
    assert cat.returncode == 0 and "显卡目录" in cat.stdout


def test_chinese_reasons_join_without_a_space_after_the_full_stop() -> None:
    """Several reasons on one line: English puts a space between sentences, Chinese none."""
    profile = ROOT / "tests" / "report" / "profiles" / "qlora-wsl2.json"
    zh = run("recommend", "--profile", str(profile), "--lang", "zh_CN", "--top", "2")
    en = run("recommend", "--profile", str(profile), "--lang", "en", "--top", "2")
    assert zh.returncode == 0 and en.returncode == 0, zh.stderr + en.stderr
    lower_zh = [line for line in zh.stdout.splitlines() if line.startswith("   - ") and "评分" in line]
    lower_en = [line for line in en.stdout.splitlines() if line.startswith("   - ") and "scores" in line]
    assert any("。" in line.rstrip("。") for line in lower_zh)  # the case: two reasons on one line
    assert not any("。 " in line for line in lower_zh), lower_zh
    assert any(". " in line.split(": ", 1)[1] for line in lower_en)


def test_human_summary_names_a_model_only_when_there_is_one() -> None:
    """HPC has no model or number format: the summary must not echo the workload as the "model"."""
    profiles = ROOT / "tests" / "report" / "profiles"
    hpc = run("recommend", "--profile", str(profiles / "hpc-fp64.json"))
    assert hpc.returncode == 0, hpc.stderr
    head = hpc.stdout.splitlines()[1:3]
    assert head[0] == "Workload: Scientific computing (HPC); OS: Linux"
    # The requirement is the whole job on one GPU; a 4-GPU pick needs less on each (the table says how much).
    assert head[1].startswith("Memory needed on one GPU: 56.5 GiB")
    llm = run("recommend", "--profile", str(profiles / "qlora-wsl2.json"))
    assert "; model: Qwen2.5 14B; precision: NF4;" in llm.stdout.splitlines()[1]


def test_several_machines_show_the_price_per_machine_and_the_total(tmp_path: Path) -> None:
    fleet = tmp_path / "fleet.json"
    fleet.write_text('{"workload": "inference", "model": "qwen2.5-7b", "os": "linux", "machines": 3, '
                     '"budget": {"amount": 2000, "currency": "USD"}}', encoding="utf-8")
    out = run("recommend", "--profile", str(fleet)).stdout
    data = json.loads(run("recommend", "--profile", str(fleet), "--json").stdout)
    header = next(line for line in out.splitlines() if line.startswith("#  GPU"))
    assert "price/machine" in header
    top = data["shortlist"][0]
    assert top["price_all_machines"] == pytest.approx(top["price_total"] * 3)
    assert f"For 3 machines: ${top['price_all_machines']:,.0f}" in out


def test_tables_write_whole_numbers_without_a_decimal() -> None:
    from wizard.cli_format import table

    out = table(["W", "USD", "TF", "GB/s"], [[450.0, 329.0, 25.5, 1008.0]], right={0, 1, 2, 3})
    assert out.splitlines()[2].split() == ["450", "329", "25.5", "1,008"]


def test_the_readme_example_is_what_the_command_prints() -> None:
    """README.md shows a real run; it must not drift from what `recommend` prints today."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = "$ gpu-wizard recommend --profile examples/windows-chat-qwen7b.json --top 3\n"
    shown = readme[readme.index(command) + len(command):]
    shown = shown[:shown.index("```")]
    printed = run("recommend", "--profile", str(EXAMPLE), "--top", "3", "--lang", "en").stdout
    assert shown == printed, "README.md's example is stale: paste the command's output into it"


def test_a_mistyped_id_gets_a_suggestion(tmp_path: Path) -> None:
    """IT staff write profiles and --gpu options by hand: a near miss names the id they meant."""
    p = tmp_path / "p.json"
    p.write_text('{"workload": "inference", "model": "lama-3.1-8b"}')
    r = run("recommend", "--profile", str(p))
    assert r.returncode == 2 and "unknown model preset 'lama-3.1-8b'; did you mean 'llama-3.1-8b'?" in r.stderr
    p.write_text('{"workload": "inference", "model": "llama3.1:8b"}')  # another spelling (Ollama's) is the model
    assert run("recommend", "--profile", str(p)).returncode == 0
    p.write_text('{"workload": "inference", "model": "llama-3.1-8b", "current_gpu": {"id": "3060"}}')
    r = run("recommend", "--profile", str(p))
    assert r.returncode == 2 and "unknown GPU id '3060'; did you mean 'rtx-3060-12gb' or 'rtx-3060-ti'?" in r.stderr
    r = run("estimate", "--profile", str(EXAMPLE), "--gpu", "RTX409")
    assert r.returncode == 2 and "did you mean 'rtx-4090'" in r.stderr
    assert run("estimate", "--profile", str(EXAMPLE), "--gpu", "RTX4090").returncode == 0  # a shop's spelling
    p.write_text('{"workload": "inference", "model": "zzzz"}')
    r = run("recommend", "--profile", str(p))
    # nothing close: no guess, and the way to size a model that is no preset
    assert r.returncode == 2 and "'zzzz' (see `gpu-wizard models list`; for a model that is no preset" in r.stderr
    assert r.stderr.count("\n") == 1  # one line, no traceback


def test_a_console_without_the_characters_gets_question_marks_not_a_crash() -> None:
    """A legacy code page (or a pipe to a file in one) cannot encode "—", "×" or Chinese: the table
    still prints, with "?" in their place."""
    import os

    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    r = subprocess.run([sys.executable, "-m", "wizard", "recommend", "--profile", str(EXAMPLE), "--top", "1"],
                       capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert r.returncode == 0, r.stderr
    assert "GPU Selection Wizard ? catalog" in r.stdout and "NVIDIA GeForce" in r.stdout
    zh = subprocess.run([sys.executable, "-m", "wizard", "recommend", "--profile", str(EXAMPLE), "--top", "1",
                         "--lang", "zh_CN"], capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert zh.returncode == 0 and "unexpected error" not in zh.stderr, zh.stderr


def test_chinese_from_the_locale_reads_as_chinese_from_lang() -> None:
    """LANG=zh_CN without --lang had printed the catalog date as 2026-12-02 and spaces between Chinese sentences."""
    import os

    base = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    outputs = [subprocess.run([sys.executable, "-m", "wizard", "recommend", "--profile", str(EXAMPLE), "--top", "3",
                               *extra], capture_output=True, text=True, timeout=120, cwd=ROOT,
                              env={**base, "LANG": lang}).stdout
               for lang, extra in (("zh_CN.UTF-8", ()), ("C.UTF-8", ("--lang", "zh_CN")))]
    assert "年" in outputs[1].splitlines()[0]  # the catalog's date, in Chinese
    assert outputs[0] == outputs[1]


def test_estimate_says_why_a_card_needs_more_than_the_requirement(tmp_path: Path) -> None:
    """gpt-oss with transformers on a Radeon: 40 GiB, not 12.8; the table is followed by the reason."""
    profile = tmp_path / "oss.json"
    profile.write_text(json.dumps({"workload": "inference", "model": "gpt-oss-20b", "os": "linux",
                                   "engine": "transformers"}), encoding="utf-8")
    r = run("estimate", "--profile", str(profile), "--gpu", "rx-7900-xtx", "--gpu", "rtx-4090", "--lang", "en")
    assert r.returncode == 0, r.stderr
    notes = [line for line in r.stdout.splitlines() if line.startswith("rx-7900-xtx: ")]
    assert len(notes) == 1 and "widens them to 16 bits" in notes[0]
    assert not [line for line in r.stdout.splitlines() if line.startswith("rtx-4090: ")]
    data = json.loads(run("estimate", "--profile", str(profile), "--gpu", "rx-7900-xtx", "--json").stdout)
    (gpu,) = data["gpus"]
    assert gpu["fits"] is False and gpu["notes"][0]["code"] == "MXFP4_WIDENED"
    assert gpu["vram_gb_per_gpu"] > 2.5 * data["requirement"]["vram_gb"]


def test_every_shortlisted_card_gets_a_next_step(tmp_path: Path) -> None:
    """A card whose steps have nothing to run (an AMD card for Blender) still gets its first step."""
    p = tmp_path / "render.json"
    p.write_text(json.dumps({"workload": "rendering", "working_set_gb": 12, "os": "windows"}))
    r = run("recommend", "--profile", str(p), "--top", "30", "--lang", "en")
    assert r.returncode == 0, r.stderr
    cards = [block for block in r.stdout.split("\n\n") if block[:1].isdigit() and " × " in block.splitlines()[0]]
    assert len(cards) >= 10, r.stdout
    assert all("\n   Next: " in card for card in cards), r.stdout
    amd = [card for card in cards if "AMD" in card.splitlines()[0]]
    from wizard.core.ecosystem import load_ecosystem

    # Blender's floor for the cards older than it; the current driver for those launched after it (RDNA 4)
    floor = f"Next: Install AMD Software: Adrenalin Edition {load_ecosystem().blender.hip_min_windows} or newer"
    current = "Next: Install the current AMD Software: Adrenalin Edition"
    assert amd and all((floor in card or current in card) and "$" not in card for card in amd)
    assert any(floor in card for card in amd)


@pytest.mark.parametrize(("answers", "heading", "absent"), [
    ({"workload": "rendering", "working_set_gb": 12}, "Blender points", "decode tok/s"),
    ({"workload": "hpc", "working_set_gb": 12}, "TFLOPS", "train tok/s"),
    ({"workload": "lora", "model": "llama-3.1-8b"}, "train tok/s", "decode tok/s"),
    ({"workload": "inference", "model": "llama-3.1-8b"}, "decode tok/s", "train tok/s"),
])
def test_estimate_prints_the_workload_s_own_speed(answers: dict[str, object], heading: str, absent: str,
                                                  tmp_path: Path) -> None:
    """A rendering estimate used to print only decode/prefill/train columns, all '-'."""
    p = tmp_path / "p.json"
    p.write_text(json.dumps(answers))
    r = run("estimate", "--profile", str(p), "--gpu", "rtx-4090", "--lang", "en")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    head = next(line for line in lines if line.startswith("GPU "))
    row = next(line for line in lines if line.startswith("rtx-4090 "))
    assert heading in head and absent not in head, head
    assert row.split()[-1][0].isdigit(), row  # a number under the speed heading, not "-"


def test_speeds_are_written_with_the_same_decimals_everywhere() -> None:
    """24 TFLOPS is "24.0" beside "49.0", never "24"; under 1 it keeps two decimals (0.43 TFLOPS of a
    memory-bound code on a consumer card), from 100 none — the rule the app and the report use."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.locale_format import format_speed
    from wizard.recommend_text import recommendation_text

    assert [format_speed(v) for v in (24.0, 0.428, 83.04, 11077.5)] == ["24.0", "0.43", "83.0", "11,078"]
    rec = recommend(Profile(workload="hpc", working_set_gb=20, hpc_code="compute_bound"), top=8)
    text = recommendation_text(rec, lambda _context, source: source, "en")
    h200 = next(c for c in rec.shortlist if c.gpu_id == "h200-nvl")
    assert h200.speed == 18.0 and " 18.0 " in next(line for line in text.splitlines() if "H200 NVL" in line)


def test_an_exported_shortlist_opens_as_the_profile_it_came_from(tmp_path: Path) -> None:
    """The JSON shortlist sent round for approval can be re-run: its answers are under "profile"."""
    from wizard.core.profile_io import load_profile

    source = ROOT / "tests" / "report" / "profiles" / "qlora-wsl2.json"
    exported = tmp_path / "shortlist.json"
    assert run("report", "--profile", str(source), "--out", str(exported)).returncode == 0
    assert load_profile(exported) == load_profile(source)
    again = json.loads(run("recommend", "--profile", str(exported), "--json").stdout)
    first = json.loads(run("recommend", "--profile", str(source), "--json").stdout)
    assert [c["gpu_id"] for c in again["shortlist"]] == [c["gpu_id"] for c in first["shortlist"]]
    # Another tool's file with a "profile" key is still not a profile.
    foreign = tmp_path / "other.json"
    foreign.write_text(json.dumps({"format": "something-else", "profile": {"workload": "hpc"}}), encoding="utf-8")
    r = run("recommend", "--profile", str(foreign))
    assert r.returncode == 2 and "workload" in r.stderr


@pytest.fixture(scope="module")
def own_catalog(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled catalog as IT staff edit it: the RTX 4090's bandwidth changed, and a card of their own."""
    exported = run("catalog", "export")
    assert exported.returncode == 0, exported.stderr
    doc = json.loads(exported.stdout)
    card = next(g for g in doc["gpus"] if g["id"] == "rtx-4090")
    card["bandwidth_gbs"] = 2000.0
    doc["gpus"].append({**card, "id": "rtx-4090-own", "name": "Our RTX 4090 (quoted)"})
    path = tmp_path_factory.mktemp("catalog") / "own.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_how_it_was_computed_uses_the_catalog_the_shortlist_came_from(own_catalog: Path, tmp_path: Path) -> None:
    """Every pick ranked from a catalog of one's own has its explanation, with that catalog's figures: the
    changed card's decode explanation reads its new bandwidth and gives the shortlist's speed (the bundled
    catalog's figures were explained before, and a card only in one's own catalog had none)."""
    profile = tmp_path / "chat.json"
    profile.write_text('{"workload": "inference", "model": "qwen2.5-7b", "max_gpus": 1}', encoding="utf-8")
    r = run("recommend", "--profile", str(profile), "--catalog", str(own_catalog), "--top", "30", "--json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    picks = {c["gpu_id"]: c for c in doc["shortlist"]}
    assert {"rtx-4090", "rtx-4090-own"} <= set(picks)
    how = doc["how"]["configurations"]
    for gpu_id, pick in picks.items():
        decode = next(e for e in how[f"{gpu_id} x {pick['count']}"] if e["quantity"] == "decode")
        assert decode["value"] == pytest.approx(pick["decode_tokens_per_s"], abs=0.01), gpu_id
    for gpu_id in ("rtx-4090", "rtx-4090-own"):
        decode = next(e for e in how[f"{gpu_id} x 1"] if e["quantity"] == "decode")
        assert decode["inputs"]["bandwidth_gbs"] == 2000.0


def test_a_current_card_from_ones_own_catalog_is_known_with_that_catalog(own_catalog: Path, tmp_path: Path) -> None:
    profile = tmp_path / "owned.json"
    profile.write_text('{"workload": "inference", "model": "qwen2.5-7b", "max_gpus": 1, '
                       '"current_gpu": {"id": "rtx-4090-own"}}', encoding="utf-8")
    r = run("recommend", "--profile", str(profile), "--catalog", str(own_catalog), "--top", "2", "--lang", "en")
    assert r.returncode == 0, r.stderr
    assert "Your 1 × Our RTX 4090 (quoted) can run this" in r.stdout
    bundled = run("recommend", "--profile", str(profile), "--top", "2", "--lang", "en")
    assert bundled.returncode == 2 and "unknown GPU id 'rtx-4090-own'" in bundled.stderr


def test_a_quote_for_a_card_the_catalog_lacks_is_an_error_naming_it(own_catalog: Path, tmp_path: Path) -> None:
    """A misspelt id in price_overrides used to be ignored: the card kept its list price while the user
    believed the quote counted."""
    profile = tmp_path / "quoted.json"
    profile.write_text('{"workload": "inference", "model": "qwen2.5-7b", "budget": {"amount": 1500, '
                       '"currency": "USD"}, "price_overrides": {"rtx-5090x": 1200}}', encoding="utf-8")
    r = run("recommend", "--profile", str(profile), "--lang", "en")
    assert r.returncode == 2 and r.stdout == ""
    assert ("field 'price_overrides.rtx-5090x': unknown GPU id 'rtx-5090x'; did you mean 'rtx-5090'"
            in r.stderr), r.stderr
    profile.write_text('{"workload": "inference", "model": "qwen2.5-7b", "budget": {"amount": 1500, '
                       '"currency": "USD"}, "price_overrides": {"rtx-4090-own": 1100}}', encoding="utf-8")
    r = run("recommend", "--profile", str(profile), "--catalog", str(own_catalog), "--json", "--top", "10")
    assert r.returncode == 0, r.stderr
    own = next(c for c in json.loads(r.stdout)["shortlist"] if c["gpu_id"] == "rtx-4090-own")
    assert own["price_total"] == 1100


def test_the_next_step_shown_is_the_first_one_not_the_speed_check(tmp_path: Path) -> None:
    """An Intel Arc pick's only step shown had been "Next: once the model runs, check its speed": the first
    step with a command, past its driver, llama.cpp build and GGUF download. Next is now the first step."""
    p = tmp_path / "arc.json"
    p.write_text(json.dumps({"workload": "inference", "model": "qwen2.5-14b", "os": "windows", "region": "cn",
                             "budget": {"amount": 5000, "currency": "CNY"}}))
    data = json.loads(run("recommend", "--profile", str(p), "--top", "10", "--json").stdout)
    arc = next(c for c in data["shortlist"] if c["vendor"] == "intel")
    text = run("recommend", "--profile", str(p), "--top", "10", "--lang", "en").stdout
    block = next(b for b in text.split("\n\n") if b.splitlines()[0].endswith(f"× {arc['name']}"))
    nxt = next(line for line in block.splitlines() if line.strip().startswith("Next: "))
    assert "Intel" in nxt and "driver" in nxt, nxt
    assert arc["next_steps"][0]["code"] == "STEP_INTEL_DRIVER"


def test_a_card_is_named_by_id_in_any_case_or_by_its_full_name(tmp_path: Path) -> None:
    """Quote sheets took "NVIDIA GeForce RTX 4090"; --gpu, current_gpu and price_overrides had refused it."""
    from wizard.core.profile_io import load_profile

    profile = tmp_path / "p.json"
    profile.write_text(json.dumps({"workload": "inference", "model": "qwen2.5-7b",
                                   "current_gpu": {"id": "NVIDIA GeForce RTX 3060 12 GB"},
                                   "price_overrides": {"NVIDIA GeForce RTX 4090": 1500, "RTX-3090": 800}}),
                       encoding="utf-8")
    loaded = load_profile(profile)
    assert loaded.current_gpu is not None and loaded.current_gpu.id == "rtx-3060-12gb"
    assert loaded.price_overrides == {"rtx-4090": 1500, "rtx-3090": 800}
    r = run("estimate", "--profile", str(profile), "--gpu", "NVIDIA GeForce RTX 4090", "--gpu", "Rtx-3090:2",
            "--lang", "en")
    assert r.returncode == 0, r.stderr
    assert "rtx-4090" in r.stdout and "rtx-3090" in r.stdout


def test_the_catalog_list_gives_the_yuan_price_the_app_uses_and_whether_china_sells_it() -> None:
    """catalog list had shown only US dollars ($1,831 for the RTX 4090 D, ranked at ¥12,999) and said nothing of
    which cards are left out for a buyer in mainland China (IT review, 2026-12-02)."""
    r = run("--lang", "en", "catalog", "list")
    assert r.returncode == 0
    head = r.stdout.splitlines()[1]
    assert "CNY" in head and "China" in head
    row = next(line for line in r.stdout.splitlines() if line.startswith("rtx-4090-d "))
    assert "12,999" in row
    h100 = next(line for line in r.stdout.splitlines() if line.startswith("h100-sxm "))
    assert " no " in f" {h100} "
    doc = json.loads(run("catalog", "list", "--json").stdout)
    entry = next(g for g in doc if g["id"] == "rtx-4090-d")
    assert entry["price_in_cny"] == 12999 and entry["sold_in_china"] == "yes"
    assert next(g for g in doc if g["id"] == "rtx-4090")["sold_in_china"] == "no"
    # how it is sold there: the H800 had read "yes" beside recommend's warning that new supply stopped in 2023
    h800 = next(line for line in r.stdout.splitlines() if line.startswith("h800-sxm "))
    assert "old stock only" in h800 and " NVIDIA " in h800 and " nvidia " not in h800
    assert next(g for g in doc if g["id"] == "h800-sxm")["export_status"] == "licence_required"
    zh = run("--lang", "zh_CN", "catalog", "list").stdout
    assert "仅存货" in next(line for line in zh.splitlines() if line.startswith("h800-sxm "))


def test_models_list_headers_follow_the_language() -> None:
    """"hidden  heads  kv  head dim" had stayed English among Chinese headers (CLI review, 2026-12-02)."""
    head = run("--lang", "zh_CN", "models", "list").stdout.splitlines()[0]
    assert "隐藏维度" in head and "KV 头" in head and "head dim" not in head and " heads " not in head


def test_hints_that_name_the_app_s_answers_give_their_profile_keys(tmp_path: Path) -> None:
    """recommend's hints say "choose 4-bit (Q4_K_M) as the quality", "'Anywhere' for where you buy": a command-line
    user edits a profile file, whose keys had been left to guess (CLI review, 2026-12-02)."""
    profile = tmp_path / "chat-70b.json"
    profile.write_text(json.dumps({"workload": "inference", "model": "llama-3.1-70b", "os": "linux", "max_gpus": 2,
                                   "budget": {"amount": 4000, "currency": "USD"}}), encoding="utf-8")
    for lang, said in (("en", 'quality "precision"'), ("zh_CN", '质量（精度）"precision"')):
        out = run("--lang", lang, "recommend", "--profile", str(profile)).stdout
        assert said in out.splitlines()[-1] and '"price_overrides"' in out.splitlines()[-1], out[-400:]
    # a warning that names no answer (FP64 on consumer cards: "ask a vendor") brings no such line
    fp64 = tmp_path / "fp64.json"
    fp64.write_text(json.dumps({"workload": "hpc", "hpc_needs_fp64": True, "hpc_code": "dense_matrix",
                                "working_set_gb": 20, "os": "linux", "budget": {"amount": 8000, "currency": "USD"}}),
                    encoding="utf-8")
    out = run("--lang", "en", "recommend", "--profile", str(fp64)).stdout
    assert "FP64" in out and "In a profile file" not in out, out[-600:]
