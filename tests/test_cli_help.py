"""The command line's help in the user's language, wrapped to the terminal's columns."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from wizard.cli_parser import columns, help_language, wrap_columns

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = [[], ["recommend"], ["estimate"], ["report"], ["batch"], ["doctor"], ["catalog"], ["catalog", "list"],
            ["models", "list"], ["gui"]]


def _help(*args: str, env: dict[str, str] | None = None) -> str:
    run_env = {**os.environ, "COLUMNS": "80", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", **(env or {})}
    run_env.pop("GPU_WIZARD_LANG", None)
    r = subprocess.run([sys.executable, "-m", "wizard", *args], capture_output=True, text=True, timeout=60,
                       cwd=ROOT, env=run_env)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_help_follows_lang_before_or_after_the_command() -> None:
    english = _help("recommend", "--help")
    assert english.startswith("usage: gpu-wizard recommend")
    assert "show this help message and exit" in english and "your answers (a JSON profile)" in english
    for args in (["--lang", "zh_CN", "recommend", "--help"], ["recommend", "-h", "--lang=zh_CN"]):
        chinese = _help(*args)
        assert chinese.startswith("用法：gpu-wizard recommend"), chinese
        assert "选项" in chinese and "显示本帮助并退出" in chinese and "您的回答（JSON 配置文件）" in chinese
        assert "show this help" not in chinese and "your answers" not in chinese


def test_every_command_s_chinese_help_is_chinese_and_fits_80_columns() -> None:
    for command in COMMANDS:
        text = _help("--lang", "zh_CN", *command, "--help")
        assert text.startswith("用法："), command
        for line in text.splitlines():
            assert columns(line) <= 80, (command, line)
        words = [w for w in text.split() if w.isascii() and w.isalpha() and len(w) > 3 and w.islower()]
        # What stays English: option names, choices and metavars, commands, file types and tools.
        assert not set(words) - {"json", "pseudo", "letter", "list", "catalog", "models", "recommend", "estimate",
                                 "report", "batch", "doctor", "validate", "export", "lspci"}, (command, words)


def test_the_usage_lines_line_up_under_a_wide_prefix() -> None:
    lines = _help("--lang", "zh_CN", "--help").splitlines()
    first, second = lines[0], lines[1]
    assert columns(first[:first.index("[")]) == len(second) - len(second.lstrip()), (first, second)


def test_help_language_reads_the_command_line_first() -> None:
    assert help_language(["--lang", "zh_CN", "recommend"]) == "zh_CN"
    assert help_language(["recommend", "--lang=en"]) == "en"
    assert help_language(["recommend", "--lang", "klingon"]) in ("en", "zh_CN")  # argparse rejects it later


WORDS = st.sampled_from(["显存", "够用", "GPU", "rtx-4090:2", "（默认 5）", "a", "JSON", "驱动（R580）", "推荐清单"])
# Help-like text: words joined by a space, nothing or a comma; sentences end in a full stop.
SENTENCES = st.lists(st.tuples(WORDS, st.sampled_from([" ", "", "，"])), min_size=1, max_size=12).map(
    lambda pairs: "".join(w + sep for w, sep in pairs[:-1]) + pairs[-1][0] + "。")


@settings(max_examples=300, deadline=None)
@given(st.lists(SENTENCES, max_size=6), st.integers(10, 100))
def test_wrapped_lines_fit_their_columns_and_keep_every_character(sentences: list[str], width: int) -> None:
    text = "".join(sentences)
    lines = wrap_columns(text, width)
    # Only a word longer than the line overflows, with at most the closing punctuation after it.
    longest_word = max((len(w) for w in "".join(c if c.isascii() else " " for c in text).split()), default=0)
    for line in lines:
        assert columns(line) <= max(width, longest_word + 4), (line, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert not any(line[:1] in "，。）" for line in lines[1:]), lines
