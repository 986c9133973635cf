"""The command line's error lines in the user's language: argparse's, the profile's, the disk's.

`--lang zh_CN` (or a Chinese system) gets Chinese errors, English gets the same lines as before;
both are one line after argparse's usage, exit status 2, never a traceback. argparse's "invalid int
value" and "expected one argument" read "is not a whole number" and "expected one value" in English too.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wizard.cli import main
from wizard.core.errors import DataFileError
from wizard.core.translatable import untranslated

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = str(ROOT / "examples" / "windows-chat-qwen7b.json")

# (arguments, in the English line, in the Chinese line)
ARGPARSE_CASES = [
    (["report", "--profile", "x.json"], "the following arguments are required: --out", "缺少必需的参数：--out"),
    (["recommend", "--profile", EXAMPLE, "--paper", "b5"], "unrecognized arguments: --paper b5",
     "无法识别的参数：--paper b5"),
    (["report", "--profile", EXAMPLE, "--out", "x.pdf", "--paper", "b5"],
     "argument --paper: invalid choice: 'b5' (choose from 'a4', 'letter')", "参数 --paper：无效的选项 'b5'（可选："),
    (["recommend", "--profile", EXAMPLE, "--top", "x"], "argument --top: 'x' is not a whole number",
     "参数 --top：'x' 不是整数"),
    (["estimate", "--profile", EXAMPLE, "--gpu", "rtx-4090:0"],
     "argument --gpu: the count after ':' must be 1-64 (got 'rtx-4090:0')",
     "冒号后的数量必须在 1 到 64 之间（收到 'rtx-4090:0'）"),
    (["recommend", "--profile"], "argument --profile: expected one value", "参数 --profile：需要一个值"),
    (["frob"], "argument COMMAND: invalid choice: 'frob'", "参数 COMMAND：无效的选项 'frob'"),
]


def _stderr_of(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = main(args)
    except SystemExit as exc:  # argparse leaves through sys.exit
        code = int(exc.code or 0)
    return code, capsys.readouterr().err


@pytest.mark.parametrize(("args", "english", "chinese"), ARGPARSE_CASES)
def test_argparse_errors_follow_the_language(args: list[str], english: str, chinese: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _stderr_of(["--lang", "en", *args], capsys)
    assert code == 2 and err.startswith("usage: gpu-wizard")
    assert ": error: " + english in err.splitlines()[-1]
    code, err = _stderr_of(["--lang", "zh_CN", *args], capsys)
    last = err.splitlines()[-1]
    assert code == 2 and err.startswith("用法：gpu-wizard")
    assert "：错误：" in last and chinese in last, last
    assert "error" not in last and "argument" not in last and "invalid" not in last


def test_profile_and_option_errors_follow_the_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "model": "lama-3.1-8b"}')
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and err == (f"gpu-wizard: error: {profile}, field 'model': unknown model preset 'lama-3.1-8b'; "
                                 "did you mean 'llama-3.1-8b'? (see `gpu-wizard models list`; for a model that is no "
                                 "preset, give its size as params_b, in billions, instead of model)\n")
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and err == (f"gpu-wizard：错误：{profile}，字段“model”：未知的模型预设 'lama-3.1-8b'；"
                                 "您是不是要找 'llama-3.1-8b'？（可用 `gpu-wizard models list` 查看；不在预设中的模型，"
                                 "请改用 params_b 填写其参数量（单位：十亿），不要填 model）\n")
    code, err = _stderr_of(["--lang", "zh_CN", "estimate", "--profile", EXAMPLE, "--gpu", "RTX409"], capsys)
    assert code == 2 and err.startswith("gpu-wizard：错误：--gpu：未知的显卡 ID 'RTX409'；您是不是要找 'rtx-4090'")
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", EXAMPLE, "--top", "0"], capsys)
    assert code == 2 and err == "gpu-wizard：错误：--top 至少为 1\n"


@pytest.mark.parametrize(("power", "english", "chinese"), [
    ('{"psu_watts": 850, "max_gpu_watts": 300}', "give psu_watts or max_gpu_watts, not both",
     "电源功率 psu_watts 和 GPU 功耗上限 max_gpu_watts 只能填一个"),
    ('{"psu_watts": 850, "pcie_16pin": 1}', "pcie_16pin needs pcie_8pin too", "填写 pcie_16pin 时也要填写 pcie_8pin"),
    ('{"max_gpu_watts": 600, "pcie_8pin": 2}', "give psu_watts too", "请同时填写 psu_watts"),
])
def test_the_profile_s_own_rules_are_said_in_the_user_s_language(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                 power: str, english: str, chinese: str) -> None:
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "power": ' + power + '}')
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "field 'power': " in err and english in err
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "字段“power”：" in err and chinese in err


@pytest.mark.parametrize(("answers", "english", "chinese"), [
    ('"budget": 2500', "field 'budget': Input should be a group of fields in braces, like "
     '{"amount": ..., "currency": ..., "scope": ...} (got 2500)', "应为花括号中的一组字段，例如 {\"amount\""),
    ('"current_gpu": "rtx-3090"', "field 'current_gpu': Input should be a group of fields in braces, like "
     '{"id": ..., "count": ...} (got \'rtx-3090\')', "字段“current_gpu”：应为花括号中的一组字段"),
])
def test_a_value_where_a_group_of_fields_belongs_shows_the_group(
        answers: str, english: str, chinese: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hand-written profile's plain value for a group gets the group's shape, not pydantic's class name."""
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "rendering", "working_set_gb": 12, ' + answers + "}")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and english in err and "instance of" not in err, err
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and chinese in err, err


def test_report_errors_follow_the_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no-such-folder" / "out.csv"
    code, err = _stderr_of(["--lang", "zh_CN", "report", "--profile", EXAMPLE, "--out", str(missing)], capsys)
    assert code == 2 and err == f"gpu-wizard：错误：无法写入 {missing}：文件夹 {missing.parent} 不存在。\n"
    assert not missing.parent.exists()
    code, err = _stderr_of(["--lang", "zh_CN", "report", "--profile", EXAMPLE, "--out", "-"], capsys)
    assert code == 2 and err == "gpu-wizard：错误：--out -：PDF 需要一个文件名\n"
    code, err = _stderr_of(["--lang", "en", "report", "--profile", EXAMPLE, "--out", "-"], capsys)
    assert code == 2 and err == "gpu-wizard: error: --out -: a PDF needs a file name\n"


@pytest.mark.parametrize(("error", "line"), [
    (DataFileError("p.json", "Field required", field="model", code="missing"), "p.json, field 'model': Field required"),
    (DataFileError("p.json", "unknown GPU id 'x'", field="current_gpu.id", code="unknown_gpu", params={"value": "'x'"},
                   suggestions=["rtx-3060-12gb", "rtx-3090"], more=2),
     "p.json, field 'current_gpu.id': unknown GPU id 'x'; did you mean 'rtx-3060-12gb' or 'rtx-3090'? "
     "(see `gpu-wizard catalog list`) [and 2 more problems]"),
    (DataFileError("c.toml", "Input should be a whole number", entry="rtx-4090", field="tdp_w", code="whole_number",
                   got="'big'", more=1),
     "c.toml: entry rtx-4090, field 'tdp_w': Input should be a whole number (got 'big') [and 1 more problem]"),
    (DataFileError("c.toml", "something the catalog has no words for", entry="a100"),
     "c.toml: entry a100: something the catalog has no words for"),
])
def test_the_command_line_s_english_error_line(error: DataFileError, line: str) -> None:
    """str(error) is the English line: where, what, what was given, a suggestion, where to look, how many more."""
    assert str(error) == line
    assert error.localized(untranslated) == line.replace(" (see `gpu-wizard catalog list`)", "")  # the app's


def test_the_app_says_a_profile_rule_in_the_user_s_language() -> None:
    """The wizard's field issues (wizard/core/validation.py) carry the rule's English sentence as a
    detail; shown in Chinese, it is the Chinese sentence."""
    from wizard.core.messages import render
    from wizard.core.validation import check_answers
    from wizard.i18n import translator

    profile, issues = check_answers({"workload": "inference", "power": {"psu_watts": 850, "max_gpu_watts": 300}})
    assert profile is None and [i.field for i in issues] == ["power"]
    assert render(issues[0].message) == "power: give psu_watts or max_gpu_watts, not both"
    assert "只能填一个" in render(issues[0].message, translator("zh_CN"))


@pytest.mark.parametrize("name", ["huge.json", "huge.toml"])
def test_a_number_of_thousands_of_digits_is_one_plain_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          name: str) -> None:
    """Past Python's 4,300-digit limit for int(): had been "unexpected error: ValueError" (a batch lost its round)."""
    huge = tmp_path / name
    digits = "9" * 5000
    huge.write_text(f'{{"workload": "inference", "context_tokens": {digits}}}' if name.endswith(".json") else
                    f'workload = "inference"\ncontext_tokens = {digits}\n')
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(huge)], capsys)
    assert (code, err) == (2, f"gpu-wizard: error: {huge}: a number in the file has thousands of digits: no answer "
                              "needs one that long\n")


def test_odd_profile_files_get_one_plain_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A profile nested 100,000 deep had crashed with "unexpected error: RecursionError"; a UTF-16 one (Windows'
    "Unicode") was "a binary file, not a TOML or JSON catalog"; /dev/zero was read for ever."""
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(deep)], capsys)
    assert code == 2 and err == f"gpu-wizard: error: {deep}: the data is nested too deeply\n"
    wide = tmp_path / "utf16.json"
    wide.write_bytes('{"workload": "inference", "model": "qwen2.5-7b"}'.encode("utf-16"))
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(wide), "--json"], capsys)
    assert code == 0, err
    assert "catalog" not in _stderr_of(["--lang", "en", "recommend", "--profile", "/bin/sh"], capsys)[1]
    if Path("/dev/zero").is_char_device():
        code, err = _stderr_of(["--lang", "en", "recommend", "--profile", "/dev/zero"], capsys)
        assert code == 2 and "too large" in err
        code, err = _stderr_of(["--lang", "en", "recommend", "--profile", EXAMPLE, "--quotes", "/dev/zero"], capsys)
        assert code == 2 and "too large" in err


def test_a_field_given_twice_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """{"workload": "inference", ..., "workload": "lora"} had been sized as LoRA, silently (the last one won)."""
    profile = tmp_path / "twice.json"
    profile.write_text('{"workload": "inference", "model": "qwen2.5-7b", "workload": "lora"}')
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and err == f"gpu-wizard: error: {profile}: the field 'workload' is given twice\n"
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "字段 'workload' 出现了两次" in err


@pytest.mark.parametrize(("answers", "field"), [
    ('"machines": true', "machines"),
    ('"budget": {"amount": true, "currency": "USD"}', "budget.amount"),
    ('"power": {"psu_watts": false}', "power.psu_watts"),
    ('"max_gpus": true', "max_gpus"),
    ('"current_gpu": {"id": "rtx-3060-12gb", "count": true}', "current_gpu.count"),
    ('"price_overrides": {"rtx-4090": true}', "price_overrides.rtx-4090"),
    ('"exchange_rates": {"EUR": false}', "exchange_rates.EUR"),
])
def test_true_or_false_is_no_number(answers: str, field: str, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A hand-written profile's true where a number belongs: a budget of "amount": true had been read as
    $1 and "machines": true as one machine, with no word. Now the field is named, in both languages."""
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", ' + answers + "}")
    written = "true" if "true" in answers else "false"
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    english = f"gpu-wizard: error: {profile}, field '{field}': Input should be a number (got {written})\n"
    assert code == 2 and err == english
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and err == f"gpu-wizard：错误：{profile}，字段“{field}”：应为数字（实际为 {written}）\n"


def test_numbers_in_quotes_and_yes_no_as_numbers_are_still_read(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """What people write and means one thing stays accepted: digits in quotes, 1 for a yes/no answer."""
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "context_tokens": "8192", "machines": "2", "hpc_needs_fp64": 1, '
                       '"budget": {"amount": "2500"}, "price_overrides": {"rtx-4090": "1999"}}')
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile), "--top", "1"], capsys)
    assert code == 0, err


def test_a_huge_top_lists_every_card_instead_of_crashing(capsys: pytest.CaptureFixture[str]) -> None:
    """--top 99999999999999999999 had crashed islice with "unexpected error" (exit 1)."""
    code = main(["--lang", "en", "recommend", "--profile", EXAMPLE, "--top", "99999999999999999999"])
    assert code == 0 and "unexpected error" not in capsys.readouterr().err


@pytest.mark.parametrize(("answers", "english", "chinese"), [
    ('"exchange_rates": {"USD": 7.1}', "field 'exchange_rates': a rate is units of the currency per US dollar",
     "每美元"),  # "1 USD = 7.1" had multiplied every dollar price by 7.1
    ('"exchange_rates": {"CNY": 1e-300}', "CNY between 1 and 20", "1"),  # every card had cost 0
    ('"budget": {"ammount": 100, "currency": "CNY"}', "field 'budget.ammount': unknown field (check its spelling); "
     "did you mean 'amount'?", "amount"),  # the typo had hidden behind "amount: required field is missing"
    ('"exchange_rates": {"JPY": 150}', "field 'exchange_rates.JPY': Input should be", "JPY"),  # no ".[key]"
])
def test_profile_mistakes_are_named_as_the_user_wrote_them(answers: str, english: str, chinese: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "model": "qwen2.5-7b", ' + answers + "}")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and english in err and "[key]" not in err, err
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and chinese in err and "[key]" not in err, err


def test_a_long_wrong_value_is_cut_in_the_error_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "model": "' + "x" * 5000 + '"}')
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    # the value is cut (the line also holds the temporary folder's path and the hint on params_b)
    assert code == 2 and "unknown model preset 'xxx" in err and "x" * 100 not in err and len(err) < 400


def test_the_exchange_rate_message_says_the_bounds_the_profile_holds() -> None:
    """errors.RATE_PER_DOLLAR writes out profile.RATE_BOUNDS by hand: one changed without the other would lie."""
    from wizard.core.errors import RATE_PER_DOLLAR
    from wizard.core.profile import RATE_BOUNDS

    def shown(x: float) -> str:
        return f"{x:g}"

    for currency, (low, high) in RATE_BOUNDS.items():
        expected = (f"{currency} is {shown(low)}" if low == high
                    else f"{currency} between {shown(low)} and {shown(high)}")
        assert expected in RATE_PER_DOLLAR, (currency, RATE_PER_DOLLAR)


@pytest.mark.parametrize(("answer", "said"), [
    ('"os": "macOS"', "field 'os': macOS is not covered: a Mac's GPU is part of its Apple chip"),
    ('"form_factor": "laptop"', "field 'form_factor': laptops are not covered"),
])
def test_a_platform_out_of_scope_is_told_why(tmp_path: Path, capsys: pytest.CaptureFixture[str], answer: str,
                                             said: str) -> None:
    """"os": "macos" had been only "Input should be 'windows', 'linux' or 'wsl2'", with no word why."""
    profile = tmp_path / "p.json"
    profile.write_text(f'{{"workload": "inference", {answer}}}', encoding="utf-8")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and said in err


def test_a_very_long_unknown_key_is_cut(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A 100,000-character key had been echoed whole: a 100 KB "one-line" error."""
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "' + "k" * 100_000 + '": 1}', encoding="utf-8")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "unknown field" in err and len(err) < 400


def test_one_card_quoted_under_two_names_is_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Its id and its full name, with two prices: the full name had been called an unknown GPU id."""
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "price_overrides": {"rtx-4090": 900, '
                       '"NVIDIA GeForce RTX 4090": 2500}}', encoding="utf-8")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "'rtx-4090' and 'NVIDIA GeForce RTX 4090' are the same card (rtx-4090): keep one price" in err


def test_a_toml_time_where_a_number_belongs_is_echoed_as_toml_writes_it(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """'(got datetime.time(12, 0))' had shown Python's inside to a profile's author."""
    profile = tmp_path / "p.toml"
    profile.write_text('workload = "inference"\n[budget]\namount = 12:00:00\ncurrency = "USD"\n', encoding="utf-8")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "(got '12:00:00')" in err and "datetime" not in err


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_whole_number_too_large_for_a_decimal_field_is_called_too_large(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str) -> None:
    """A 400-digit params_b (too large for a float, short of int()'s limit) had been "Input should be a valid
    number", quoting the number it called none."""
    big = tmp_path / "big.json"
    big.write_text('{"workload": "inference", "params_b": 1' + "0" * 400 + ', "os": "linux"}')
    code, err = _stderr_of(["--lang", lang, "recommend", "--profile", str(big)], capsys)
    assert code == 2 and "params_b" in err and "valid number" not in err
    assert ("far too large" if lang == "en" else "太大") in err, err


def test_a_profile_from_a_newer_app_is_said_to_be_newer(tmp_path: Path) -> None:
    """A saved profile carries its format; one from a newer app with an answer this one does not know had been
    refused with "unknown field (check its spelling)", in a file the app itself wrote (GUI review, 2026-12-02)."""
    from wizard.core.profile import Profile
    from wizard.core.profile_io import PROFILE_FORMAT, load_profile, profile_to_json

    saved = json.loads(profile_to_json(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b"})))
    assert saved["format"] == PROFILE_FORMAT and saved["format_version"] == 1
    path = tmp_path / "p.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    assert load_profile(path).model == "qwen2.5-7b"  # its own files round-trip
    path.write_text(json.dumps({**saved, "format_version": 2, "sunroof": True}), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_profile(path)
    assert "newer version" in str(err.value) and "sunroof" in str(err.value) and "spelling" not in str(err.value)
    path.write_text(json.dumps({**saved, "format_version": 2}), encoding="utf-8")
    assert load_profile(path).model == "qwen2.5-7b"  # newer, but nothing it does not know: opens
    path.write_text(json.dumps({"workload": "inference", "sunroof": True}), encoding="utf-8")
    with pytest.raises(DataFileError, match="check its spelling"):  # a hand-written typo is still a typo
        load_profile(path)


def test_a_budget_without_a_currency_is_in_the_profile_s_currency(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """{"currency": "CNY", "budget": {"amount": 15000}} had been read as $15,000 and its ¥5,499 quote as $5,499 (the
    pick turned to an RTX 5090 D); and with two currencies that differ, which one a quote is in cannot be known:
    a $700 quote had been used as ¥700 (CLI review, 2026-12-02)."""
    from wizard.core.profile import Currency, Profile
    from wizard.core.recommend import recommend

    answers = {"workload": "inference", "model": "qwen2.5-7b", "region": "cn", "currency": "CNY",
               "budget": {"amount": 15000}, "price_overrides": {"rtx-5070-ti": 5499}}
    profile = Profile.model_validate(answers)
    assert profile.budget is not None and profile.budget.currency is Currency.CNY
    named = Profile.model_validate({**answers, "currency": None, "budget": {"amount": 15000, "currency": "CNY"}})
    assert recommend(profile).shortlist[0].gpu_id == recommend(named).shortlist[0].gpu_id == "rtx-5070-ti"
    clash = tmp_path / "clash.json"
    clash.write_text('{"workload": "inference", "currency": "USD", "budget": {"amount": 15000, "currency": "CNY"},'
                     ' "price_overrides": {"rtx-5070-ti": 700}}', encoding="utf-8")
    for lang, said in (("en", "currency and budget.currency differ"), ("zh_CN", "currency 与 budget.currency 不一致")):
        code, err = _stderr_of(["--lang", lang, "recommend", "--profile", str(clash)], capsys)
        assert code == 2 and said in err, err


def test_every_problem_of_a_profile_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A foreign or much-edited profile had named its first problem and "[and 3 more problems]", never the others:
    a run per mistake (CLI review, 2026-12-02). Each is said on its line, in the user's language."""
    profile = tmp_path / "package.json"
    profile.write_text('{"name": "my-app", "version": "1.0.0", "workload": "inferance", "budget": {"ammount": 5}}',
                       encoding="utf-8")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    lines = err.strip().splitlines()
    assert code == 2 and "more problem" not in err and len(lines) >= 4, err
    assert "did you mean 'amount'" in lines[0]  # a misspelt key inside a group first, as before
    assert any("field 'workload'" in line and "did you mean 'inference'" in line for line in lines)
    assert any("field 'name': unknown field" in line for line in lines)
    assert any("field 'version': unknown field" in line for line in lines)
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "字段“name”：未知字段" in err and "字段“version”：未知字段" in err


@pytest.mark.parametrize(("budget", "english", "chinese"), [
    ('{"amount": "15.000", "currency": "EUR"}', "'15.000' can be read two ways", "“15.000”有两种读法"),
    ('{"amount": "$1,500"}', "'$1,500' is in USD, but the budget is in CNY", "“$1,500”是 USD 金额"),
])
def test_a_budget_written_as_text_is_said_as_the_app_says_it(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                             budget: str, english: str, chinese: str) -> None:
    """The command line had said "Input should be a valid number" where the app explains the ambiguity or the
    currency (review of this session's diff)."""
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "currency": "CNY", "budget": ' + budget + "}"
                       if "EUR" not in budget else '{"workload": "inference", "budget": ' + budget + "}",
                       encoding="utf-8")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "field 'budget.amount': " + english in err and "valid number" not in err, err
    code, err = _stderr_of(["--lang", "zh_CN", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and chinese in err, err


def test_a_wrong_currency_is_said_once_and_many_problems_are_counted(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """"JPY" had been said twice, the second time of a budget.currency nobody wrote; and 10,000 bad entries had built
    10,000 errors to say 21 (review of this session's diff)."""
    from wizard.core.catalog import validate_document
    from wizard.core.catalog_models import Catalog
    from wizard.core.errors import OTHERS_SAID

    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "currency": "JPY", "budget": {"amount": 15000}}', encoding="utf-8")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and err.count("JPY") == 1 and "budget.currency" not in err, err
    with pytest.raises(DataFileError) as raised:
        validate_document(Catalog, {"gpus": [{"id": f"x{i}"} for i in range(500)]}, "c.toml")
    assert len(raised.value.others) == OTHERS_SAID and raised.value.others[-1].more > 100
    assert "more problems]" in str(raised.value).splitlines()[-1]


def test_a_budget_in_an_unknown_currency_is_not_told_to_be_written_in_it(tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """'$1,500' with a budget in "XYZ" had been told to "write the amount in XYZ" (review of this session's diff)."""
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "budget": {"amount": "$1,500", "currency": "XYZ"}}',
                       encoding="utf-8")
    code, err = _stderr_of(["--lang", "en", "recommend", "--profile", str(profile)], capsys)
    assert code == 2 and "in XYZ" not in err and "'XYZ'" in err, err
