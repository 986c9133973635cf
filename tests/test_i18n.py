"""Translations: complete, current with the source, compiled, placeholder-safe, and used by every front end.

The catalog is resources/translations/gpu_wizard_zh_CN.ts (see docs/GLOSSARY.md). When a test here
fails after you added or changed a user-visible string: run `make translations`, translate the new
entries (type="unfinished"), run `make translations` again and commit the .ts and .qm.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from wizard import i18n
from wizard.core.messages import LABELS, SINGULAR_TEMPLATES, TEMPLATES, format_template, render
from wizard.core.results import Message
from wizard.locale_format import (
    format_date,
    format_money,
    format_month,
    format_number,
    format_percent,
    render_localized,
)

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
TS_FILES = sorted(TRANSLATIONS.glob("*.ts"))
ZH_TS = TRANSLATIONS / "gpu_wizard_zh_CN.ts"
EXAMPLE_PROFILE = ROOT / "examples" / "windows-chat-qwen7b.json"
CJK = re.compile(r"[\u4e00-\u9fff]")


# ---------------------------------------------------------------- reading .ts files

@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    translations: tuple[str, ...]
    kind: str  # "" (finished), "unfinished", "vanished", "obsolete"
    numerus: bool


def read_ts(path: Path) -> list[Entry]:
    root = ET.parse(path).getroot()
    out: list[Entry] = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            assert tr is not None, f"{path.name}: {name}: a message without <translation>"
            forms = [nf.text or "" for nf in tr.iter("numerusform")]
            texts = tuple(forms) if msg.get("numerus") == "yes" else (tr.text or "",)
            out.append(Entry(name, msg.findtext("source") or "", texts, tr.get("type") or "",
                             msg.get("numerus") == "yes"))
    return out


def _tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease next to this interpreter, else on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    assert found, f"{name} not found (it comes with PySide6-Essentials)"
    return found


def _where(e: Entry) -> str:
    return f"[{e.context}] {e.source!r}"


@pytest.fixture(scope="module")
def zh_entries() -> list[Entry]:
    return read_ts(ZH_TS)


@pytest.fixture(scope="module")
def source_entries(tmp_path_factory: pytest.TempPathFactory) -> list[Entry]:
    """What pyside6-lupdate finds in the source today (a fresh catalog, nothing translated)."""
    fresh = tmp_path_factory.mktemp("lupdate") / "fresh_zh_CN.ts"
    subprocess.run([_tool("pyside6-lupdate"), "-silent", "-locations", "none", "-extensions", "py",
                    str(ROOT / "wizard"), "-ts", str(fresh)], check=True, capture_output=True, cwd=ROOT)
    return read_ts(fresh)


# ---------------------------------------------------------------- (a) complete

def test_catalog_files_exist() -> None:
    assert ZH_TS.is_file()
    assert (TRANSLATIONS / "gpu_wizard_zh_CN.qm").is_file()
    assert (TRANSLATIONS / "qtbase_zh_CN.qm").is_file(), "Qt's own catalog (Back/Next/Finish) is bundled"
    assert ET.parse(ZH_TS).getroot().get("language") == "zh_CN"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_no_unfinished_translations(ts: Path) -> None:
    entries = read_ts(ts)
    assert entries, f"{ts.name} is empty"
    unfinished = [_where(e) for e in entries if e.kind == "unfinished"]
    empty = [_where(e) for e in entries if e.kind == "" and not all(t.strip() for t in e.translations)]
    assert not unfinished, f"{len(unfinished)} unfinished in {ts.name} (run make translations and translate):\n" + \
        "\n".join(unfinished)
    assert not empty, f"empty translations in {ts.name}:\n" + "\n".join(empty)


def test_chinese_catalog_is_chinese(zh_entries: list[Entry]) -> None:
    """Catches a translation pasted as the English source (names such as "Linux" are allowed)."""
    latin_only = [_where(e) for e in zh_entries
                  if e.kind == "" and any(re.search(r"[A-Za-z]{3,}\s+[a-z]{3,}\s+[a-z]{3,}", t) and not CJK.search(t)
                                          for t in e.translations)]
    assert not latin_only, "English sentences left in the Chinese catalog:\n" + "\n".join(latin_only)


# ---------------------------------------------------------------- (b) current with the source

def test_catalog_is_current_with_the_source(source_entries: list[Entry], zh_entries: list[Entry]) -> None:
    """Every string lupdate finds in wizard/ has a finished translation in the committed catalog."""
    finished = {(e.context, e.source) for e in zh_entries if e.kind == ""}
    missing = sorted({_where(e) for e in source_entries if (e.context, e.source) not in finished})
    assert source_entries, "lupdate found no strings at all"
    assert not missing, (f"{len(missing)} source strings are not in {ZH_TS.name} (run `make translations`, "
                         "translate, commit):\n" + "\n".join(missing))


def test_catalog_has_no_vanished_entries(zh_entries: list[Entry]) -> None:
    """`make translations` drops strings that left the source (-no-obsolete)."""
    gone = [_where(e) for e in zh_entries if e.kind in ("vanished", "obsolete")]
    assert not gone, "obsolete entries (run `make translations`):\n" + "\n".join(gone)


def test_every_core_template_and_label_is_translated() -> None:
    tr = i18n.translator("zh_CN")
    from wizard.core.messages import (
        COMPUTER_TEMPLATES,
        DEFAULT_CONTEXT_TEMPLATES,
        SCENE_TEMPLATES,
        USERS_TEMPLATES,
    )

    texts = list(TEMPLATES.values()) + [t for _, t in SINGULAR_TEMPLATES.values()] + list(LABELS.values())
    # the variants template_for picks (a computer's, a scene's, a chat's users', a default context's)
    texts += [t for pair in COMPUTER_TEMPLATES.values() for t in pair] + list(SCENE_TEMPLATES.values())
    texts += list(USERS_TEMPLATES.values()) + list(DEFAULT_CONTEXT_TEMPLATES.values())
    same = {"Windows", "Linux", "GPU", "SXM", "OAM"}  # names: the same in Chinese
    untranslated = [t for t in texts if tr("messages", t) == t and t not in same]
    assert not untranslated, "core texts without Chinese:\n" + "\n".join(untranslated)


def test_source_strings_are_literals() -> None:
    """lupdate cannot see strings built at run time: an f-string in tr() never matches the catalog."""
    bad: list[str] = []
    call = re.compile(r"""(?:\.tr|\btranslate|QT_TRANSLATE_NOOP|QT_TR_NOOP)\(\s*(?:"[^"]*",\s*)?f["']""")
    for path in sorted((ROOT / "wizard").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if call.search(line):
                bad.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not bad, "f-strings inside tr()/translate() (use tr('… {x}').format(x=…)):\n" + "\n".join(bad)


_VISIBLE_TO_LUPDATE = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP", "QT_TRANSLATE_NOOP3", "QT_TR_NOOP_UTF8"}


def _hidden_translation_calls(path: Path) -> list[str]:
    """Calls lupdate cannot collect or reads wrongly.

    * a helper such as ``_tr("Price")`` or ``_t(tr, "Price")``: the literal never reaches the catalog;
    * a bare ``tr("context", text)``: lupdate reads ``tr(source, disambiguation)`` and files "context"
      as a source string (name the function ``translate`` or anything not called ``tr``);
    * ``tr("…")`` inside an f-string's braces: lupdate does not look inside f-strings (translate into a
      variable first).
    """
    import ast

    found: list[str] = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        literal_args = [a for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        where = f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)[:90]}"
        if name not in _VISIBLE_TO_LUPDATE and re.fullmatch(r"_+t(r|r_|ranslate)?", name) and literal_args:
            found.append(where)
        if name == "tr" and isinstance(func, ast.Name) and len(node.args) >= 2 and literal_args \
                and node.args[0] is literal_args[0]:
            found.append(where)
    for joined in ast.walk(tree):
        if not isinstance(joined, ast.JoinedStr):
            continue
        for node in ast.walk(joined):  # lupdate reads an f-string as one string token: calls inside are lost
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute | ast.Name):
                fname = node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id
                if fname in _VISIBLE_TO_LUPDATE and any(
                        isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: inside an f-string: "
                                 f"{ast.unparse(node)[:80]}")
    return found


def test_translatable_strings_are_visible_to_lupdate() -> None:
    hidden = [w for path in sorted((ROOT / "wizard").rglob("*.py")) for w in _hidden_translation_calls(path)]
    assert not hidden, ("strings lupdate cannot collect (use self.tr('…'), QCoreApplication.translate('Ctx', '…') "
                        "or translate('ctx', '…') with the literal inline):\n" + "\n".join(hidden))


# ---------------------------------------------------------------- (c) compiled catalog is current

@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_qm_is_compiled_from_the_committed_ts(ts: Path, tmp_path: Path) -> None:
    qm = ts.with_suffix(".qm")
    assert qm.is_file(), f"{qm.name} missing: run `make translations`"
    fresh = tmp_path / qm.name
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], check=True,
                   capture_output=True)
    if fresh.read_bytes() == qm.read_bytes():
        return
    # Another lrelease version may lay the file out differently: then compare what both answer.
    from PySide6.QtCore import QTranslator

    committed, compiled = QTranslator(), QTranslator()
    assert committed.load(str(qm)) and compiled.load(str(fresh))
    differ = [_where(e) for e in read_ts(ts) if e.kind == "" and not e.numerus
              and committed.translate(e.context, e.source) != compiled.translate(e.context, e.source)]
    assert not differ, f"{qm.name} is stale against {ts.name} (run `make translations`):\n" + "\n".join(differ)


def test_qm_answers_every_entry(zh_entries: list[Entry]) -> None:
    tr = i18n.translator("zh_CN")
    wrong = [_where(e) for e in zh_entries if e.kind == "" and not e.numerus and tr(e.context, e.source) !=
             e.translations[0]]
    assert not wrong, "the .qm does not return the .ts translation for:\n" + "\n".join(wrong)


def test_qt_free_reader_agrees_with_qtranslator_on_every_message(zh_entries: list[Entry]) -> None:
    """wizard/qm.py answers the command line and the report; the GUI uses QTranslator. Same answers."""
    from PySide6.QtCore import QTranslator

    from wizard.qm import QmCatalog

    path = TRANSLATIONS / "gpu_wizard_zh_CN.qm"
    ours, qt = QmCatalog.load(path), QTranslator()
    assert qt.load(str(path))
    queries = [(e.context, e.source) for e in zh_entries]
    queries += [("nowhere", "Weights"), ("messages", "Not in the catalog"), ("cli", "")]
    differ = [q for q in queries if (ours.translate(*q) or "") != qt.translate(*q)]
    assert not differ, differ[:5]
    assert len(ours) >= len([e for e in zh_entries if e.kind == ""])


_TRICKY_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context><name>a</name>
  <message><source>Open</source><translation>打开</translation></message>
  <message><source>Open</source><comment>door</comment><translation>开门</translation></message>
  <message><source>显存 {n} GiB</source><translation>显存 {n} GiB（中）</translation></message>
  <message><source>Left out</source><translation type="unfinished"></translation></message>
</context>
<context><name>b</name>
  <message><source>Open</source><translation>开启</translation></message>
  <message numerus="yes"><source>%n card(s)</source>
    <translation><numerusform>%n 张卡</numerusform></translation></message>
</context>
</TS>
"""


def test_qt_free_reader_handles_contexts_comments_and_plurals(tmp_path: Path) -> None:
    """The same source in two contexts and with a disambiguation comment: lrelease then keeps context
    and comment in the file, and the reader must tell them apart the way QTranslator does."""
    from PySide6.QtCore import QTranslator

    from wizard.qm import QmCatalog

    ts, qm = tmp_path / "t_zh_CN.ts", tmp_path / "t_zh_CN.qm"
    ts.write_text(_TRICKY_TS, encoding="utf-8")
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)
    ours, qt = QmCatalog.load(qm), QTranslator()
    assert qt.load(str(qm))
    assert ours.translate("a", "Open") == "打开"
    assert ours.translate("a", "Open", "door") == "开门"
    assert ours.translate("b", "Open") == "开启"
    assert ours.translate("b", "Open", "no such comment") == "开启"  # falls back to the plain source, like Qt
    assert ours.translate("a", "显存 {n} GiB") == "显存 {n} GiB（中）"
    assert ours.translate("b", "%n card(s)") == "%n 张卡"
    for q in [("a", "Open", ""), ("a", "Open", "door"), ("b", "Open", ""), ("c", "Open", ""), ("b", "Open", "x"),
              ("a", "Left out", ""), ("a", "显存 {n} GiB", ""), ("b", "%n card(s)", ""), ("a", "%n card(s)", "")]:
        assert (ours.translate(*q) or "") == qt.translate(q[0], q[1], q[2] or None), q


def test_a_damaged_catalog_means_english_not_a_crash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wizard.qm import QmCatalog, QmError

    with pytest.raises(QmError, match=r"not a Qt \.qm catalog"):
        QmCatalog(b"PK\x03\x04 a zip file, not a catalog")
    good = (TRANSLATIONS / "gpu_wizard_zh_CN.qm").read_bytes()
    with pytest.raises(QmError, match="truncated"):
        QmCatalog(good[: len(good) // 2])
    damaged = tmp_path / "gpu_wizard_zh_CN.qm"
    damaged.write_bytes(good[:100])
    monkeypatch.setattr(i18n, "catalog_path", lambda lang: damaged)
    i18n._translator_for.cache_clear()
    try:
        assert i18n.translator("zh_CN")("messages", "Weights") == "Weights"
    finally:
        i18n._translator_for.cache_clear()


def test_chinese_command_line_output_needs_no_qt() -> None:
    """`recommend --lang zh_CN` prints Chinese without importing PySide6 (wizard/qm.py reads the catalog)."""
    code = (f"import sys; from wizard.cli import main; main(['recommend', '--profile', {str(EXAMPLE_PROFILE)!r}, "
            "'--lang', 'zh_CN']); "
            "print('QT-LOADED' if any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules) else 'NO-QT')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert "所需显存" in done.stdout
    assert done.stdout.strip().endswith("NO-QT")


# ---------------------------------------------------------------- (d) placeholders, mnemonics, markup

_FIELD = re.compile(r"\{[^{}]*\}")
_QT_ARG = re.compile(r"%L?(?:n|\d+)")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[^<>]*>")
_MNEMONIC = re.compile(r"&(?!&)(?=[^\s;])(?![a-zA-Z]+;)")


def _markers(text: str) -> tuple[list[str], list[str], list[str]]:
    return sorted(_FIELD.findall(text)), sorted(_QT_ARG.findall(text)), sorted(_TAG.findall(text))


def test_placeholders_match(zh_entries: list[Entry]) -> None:
    wrong: list[str] = []
    for e in zh_entries:
        if e.kind:
            continue
        for t in e.translations:
            if e.numerus:
                ok = _markers(t)[0] == _markers(e.source)[0] and _markers(t)[2] == _markers(e.source)[2]
            else:
                ok = _markers(t) == _markers(e.source)
            if not ok:
                wrong.append(f"{_where(e)} -> {t!r}")
    assert not wrong, "placeholders/markup differ between source and translation:\n" + "\n".join(wrong)


def test_mnemonics_kept(zh_entries: list[Entry]) -> None:
    """A source with an &-shortcut keeps one in Chinese: "&Next" -> "下一步(&N)"."""
    wrong = [f"{_where(e)} -> {e.translations[0]!r}" for e in zh_entries
             if e.kind == "" and bool(_MNEMONIC.search(e.source)) != bool(_MNEMONIC.search(e.translations[0]))]
    assert not wrong, "&-shortcuts lost or added:\n" + "\n".join(wrong)


@pytest.mark.parametrize("value", [1234, 1])  # 1: the singular templates
def test_every_template_formats_in_every_language(value: int) -> None:
    params = {name.strip("{}").split(":")[0].split("!")[0]: value
              for t in TEMPLATES.values() for name in _FIELD.findall(t)}
    for lang in ("en", "zh_CN", "pseudo"):
        tr = i18n.translator(lang)
        for code in TEMPLATES:
            text = render(Message(code=code, params=params), tr)
            assert "{" not in text and "}" not in text, (lang, code, text)
            if lang == "zh_CN" and code != "INVALID_FIELD":
                assert CJK.search(text), (code, text)


def test_counts_read_as_plain_english() -> None:
    """"1 card", "2 cards": no "card(s)" in any message, and the singular where the count is one."""
    everything = list(TEMPLATES.values()) + [t for _, t in SINGULAR_TEMPLATES.values()]
    assert not [t for t in everything if "(s)" in t]
    one = render(Message(code="EXCLUDED_VRAM", params={"need": 21.6, "have": 15.1, "count": 1}))
    two = render(Message(code="EXCLUDED_VRAM", params={"need": 21.6, "have": 15.1, "count": 2}))
    assert "one card gives 15.1 GiB" in one and "cards" not in one
    assert "with 2 cards, each gives 15.1 GiB" in two
    kv = render(Message(code="ASSUME_KV_FULL_CONTEXT", params={"context": 8192, "batch": 1}))
    assert "the one sequence" in kv
    for code, (param, singular) in SINGULAR_TEMPLATES.items():  # a singular's fields are its plural's
        plural_fields = set(_FIELD.findall(TEMPLATES[code]))
        assert set(_FIELD.findall(singular)) <= plural_fields, code
        assert "{" + param + "}" in TEMPLATES[code], code


# ---------------------------------------------------------------- glossary

def _glossary() -> list[tuple[list[str], list[str]]]:
    rows = []
    for line in (ROOT / "docs" / "GLOSSARY.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[2] == "✓":
            en = [w.strip().lower() for w in re.split(r",|/", cells[0]) if w.strip()]
            zh = [w.strip() for w in cells[1].split("/") if w.strip()]
            rows.append((en, zh))
    return rows


def test_glossary_has_enforced_terms() -> None:
    terms = {z for _, zs in _glossary() for z in zs}
    assert {"显存", "显存带宽", "张量核心", "电源", "散热", "量化", "微调", "稠密", "稀疏"} <= terms


def test_glossary_terms_are_used(zh_entries: list[Entry]) -> None:
    wrong: list[str] = []
    for e in zh_entries:
        if e.kind:
            continue
        english = _FIELD.sub(" ", e.source).lower()
        for en_terms, zh_terms in _glossary():
            hit = next((t for t in en_terms if re.search(r"\b" + re.escape(t), english)), None)
            if hit and not any(z in t for t in e.translations for z in zh_terms):
                wrong.append(f"{_where(e)}: '{hit}' should read {' / '.join(zh_terms)} -> {e.translations[0]!r}")
    assert not wrong, "glossary terms not used (docs/GLOSSARY.md):\n" + "\n".join(wrong)


# ---------------------------------------------------------------- (e) the command line

def _run_cli(*args: str, env_lang: str = "C.UTF-8") -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_MESSAGES", i18n.PSEUDO_ENV)}
    env.update(LANG=env_lang, LC_ALL=env_lang, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "wizard", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_cli_recommend_prints_chinese() -> None:
    out = _run_cli("recommend", "--profile", str(EXAMPLE_PROFILE), "--lang", "zh_CN")
    for text in ("GPU 选型向导", "所需显存", "预算", "电源", "下一步", "¥"):
        assert text in out, text
    assert "Memory needed" not in out
    assert "2026年" in out  # the catalog date in Chinese form


def test_cli_chinese_typography_and_thousands(tmp_path: Path) -> None:
    """Names and reasons are joined with a full-width colon, lists with 、, and watts are grouped
    ("1,000") like prices: the lines once read "RTX 3090: 用 1 张卡", "权重 14.19, KV 缓存" and "1000"."""
    profile = tmp_path / "p.json"
    profile.write_text('{"workload": "inference", "model": "qwen2.5-7b", "os": "windows", '
                       '"budget": {"amount": 20000, "currency": "CNY"}}', encoding="utf-8")
    out = _run_cli("recommend", "--profile", str(profile), "--lang", "zh_CN")
    listed = [line for line in out.splitlines() if line.startswith("   - ")]
    assert listed and all(re.match(r"   - [^：]+：\S", line) for line in listed), listed[:3]
    assert not any(re.search(r"\w: ", line) for line in listed), listed[:3]
    assert "1,000" in out and not re.search(r"\b1000\b", out)
    est = _run_cli("estimate", "--profile", str(profile), "--gpu", "rtx-4090", "--lang", "zh_CN")
    assert "权重 " in est and "、KV 缓存" in est and ", " not in est.splitlines()[1]
    native = tmp_path / "native.json"
    native.write_text('{"workload": "inference", "model": "gpt-oss-20b"}', encoding="utf-8")
    assert "精度：MXFP4（官方发布格式）" in _run_cli("recommend", "--profile", str(native), "--lang", "zh_CN")
    assert "precision: MXFP4 (as released)" in _run_cli("recommend", "--profile", str(native), "--lang", "en")
    head = _run_cli("catalog", "list", "--lang", "zh_CN").splitlines()[0]
    assert re.search(r"（\d{4}年\d{1,2}月\d{1,2}日）", head), head  # the date as the other commands write it


def test_cli_recommend_is_english_by_default() -> None:
    out = _run_cli("recommend", "--profile", str(EXAMPLE_PROFILE))
    assert "Memory needed" in out
    assert "显存" not in out and "预算" not in out


def test_cli_follows_a_chinese_system_locale_and_lang_overrides_it() -> None:
    assert "所需显存" in _run_cli("recommend", "--profile", str(EXAMPLE_PROFILE), env_lang="zh_CN.UTF-8")
    out = _run_cli("--lang", "en", "recommend", "--profile", str(EXAMPLE_PROFILE), env_lang="zh_CN.UTF-8")
    assert "Memory needed" in out


def test_cli_json_keys_stay_english() -> None:
    import json

    data = json.loads(_run_cli("recommend", "--profile", str(EXAMPLE_PROFILE), "--json", "--lang", "zh_CN"))
    assert {"shortlist", "requirement", "excluded"} <= set(data)
    first = data["shortlist"][0]["reasons"][0]
    assert first["code"] and CJK.search(first["message"])


def test_cli_pseudo_mode() -> None:
    out = _run_cli("recommend", "--profile", str(EXAMPLE_PROFILE), "--lang", "pseudo")
    assert "[Ṁëɱöŗÿ ñëëđëđ" in out


# ---------------------------------------------------------------- (f) locale formatting

def test_format_number() -> None:
    assert format_number(15000) == "15,000"
    assert format_number(1234.5, "zh_CN", 1) == "1,234.5"
    assert format_number(-0.0004, "en", 2) == "0.00"
    assert format_number(None) == "-"


def test_format_money() -> None:
    assert format_money(15000, "CNY", "zh_CN") == "¥15,000"
    assert format_money(15000, "CNY", "en") == "¥15,000"
    assert format_money(1599, "USD") == "$1,599"
    assert format_money(1234.4, "EUR", "zh_CN") == "€1,234"
    assert format_money(12.5, "USD", "en", 2) == "$12.50"
    assert format_money(-300, "CNY") == "-¥300"
    assert format_money(1234, "GBP") == "1,234 GBP"
    assert format_money(None, "USD") == "-"


def test_format_date_and_percent() -> None:
    day = dt.date(2026, 11, 30)
    assert format_date(day, "en") == "2026-11-30"
    assert format_date(day, "zh_CN") == "2026年11月30日"
    assert format_date("2026-01-05", "zh_CN") == "2026年1月5日"
    assert format_date(dt.datetime(2026, 1, 5, 13, 0), "en") == "2026-01-05"
    assert format_month(day, "zh_CN") == "2026年11月" and format_month(day, "en") == "2026-11"
    assert format_percent(0.25) == "25%"


def test_render_localized_formats_money_and_os() -> None:
    tr = i18n.translator("zh_CN")
    msg = Message(code="EXCLUDED_BUDGET", params={"price": 15982, "budget": 15000})
    assert render_localized(msg, tr, "zh_CN", "CNY") == "超出预算：价格 ¥15,982，预算 ¥15,000。"
    os_msg = Message(code="EXCLUDED_JETSON_OS", params={"os": "wsl2"})
    assert "WSL2（Windows 上的 Linux）" in render_localized(os_msg, tr, "zh_CN")
    assert render_localized(msg, i18n.translator("en"), "en", "USD") == "Over budget: costs $15,982, budget $15,000."


# ---------------------------------------------------------------- choosing the language

def test_normalize_language() -> None:
    assert i18n.normalize_language("zh-CN") == "zh_CN"
    assert i18n.normalize_language("zh_Hans_SG") == "zh_CN"
    assert i18n.normalize_language("zh_CN.UTF-8") == "zh_CN"
    assert i18n.normalize_language("en_GB") == "en"
    assert i18n.normalize_language("pseudo") == "pseudo"
    assert i18n.normalize_language("fr") is None
    assert i18n.normalize_language("") is None
    assert i18n.available_languages() == ["en", "zh_CN"]
    assert i18n.language_name("zh_CN") == "简体中文"


def test_resolve_language_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(i18n.PSEUDO_ENV, raising=False)
    monkeypatch.setattr(i18n, "system_language", lambda: "zh_CN")
    assert i18n.resolve_language(None, None) == "zh_CN"            # system locale on first start
    assert i18n.resolve_language(None, "en") == "en"                # the saved choice wins over the system
    assert i18n.resolve_language("zh_CN", "en") == "zh_CN"          # --lang wins over everything
    assert i18n.resolve_language(None, "klingon") == "zh_CN"        # a bad setting is ignored
    monkeypatch.setenv(i18n.PSEUDO_ENV, "1")
    assert i18n.resolve_language(None, "en") == "pseudo"
    assert i18n.resolve_language("en", None) == "en"
    assert i18n.saved_language_value("zh-CN") == "zh_CN"
    assert i18n.saved_language_value("pseudo") is None


@pytest.mark.parametrize(("locale", "language", "expected"), [
    ("zh_CN.UTF-8", "", "zh_CN"), ("zh_SG.UTF-8", "", "zh_CN"), ("zh_TW.UTF-8", "", "en"), ("zh_HK.UTF-8", "", "en"),
    ("en_US.UTF-8", "", "en"), ("de_DE.UTF-8", "", "en"), ("C.UTF-8", "", "en"),
    ("en_US.UTF-8", "zh_CN:en", "zh_CN"),  # LANGUAGE (the UI language list) wins over the formats locale
    ("C.UTF-8", "zh_CN:en", "en"),  # ... except under the C locale, as in gettext (make test sets LC_ALL=C.UTF-8)
])
def test_system_language(locale: str, language: str, expected: str) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_MESSAGES", "LC_ALL")}
    env.update(LANG=locale)
    if language:
        env["LANGUAGE"] = language
    else:
        env["LC_ALL"] = locale
    done = subprocess.run([sys.executable, "-c", "from wizard.i18n import system_language; print(system_language())"],
                          capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    assert done.stdout.strip() == expected


def test_translator_falls_back_to_source() -> None:
    tr = i18n.translator("zh_CN")
    assert tr("messages", "Weights") == "权重"
    assert tr("nowhere", "Not in the catalog") == "Not in the catalog"
    assert i18n.translator("en")("messages", "Weights") == "Weights"


# ---------------------------------------------------------------- pseudo-localisation

def test_pseudo_keeps_placeholders_and_stretches() -> None:
    src = "Memory needed: {need:.1f} GiB for %n card(s) on <b>%1</b> &Next"
    out = i18n.pseudo_localize(src)
    assert out.startswith("[") and out.endswith("]")
    assert _markers(out) == _markers(src)
    assert "&Ñ" in out
    plain = "Choose the graphics cards that fit your work"
    assert len(i18n.pseudo_localize(plain)) >= 1.35 * len(plain)
    assert i18n.pseudo_localize("") == ""
    assert format_template(i18n.pseudo_localize("{n} GPUs"), {"n": 3}).startswith("[3 ")


# ---------------------------------------------------------------- Qt application translators

@pytest.fixture
def english_afterwards(qapp):  # type: ignore[no-untyped-def]
    yield qapp
    i18n.switch_language(qapp, "en")


def test_qt_own_strings_and_switching(english_afterwards, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication, QEvent, QLocale
    from PySide6.QtWidgets import QLabel

    app = english_afterwards

    class Label(QLabel):
        def __init__(self) -> None:
            super().__init__()
            self.changes = 0
            self.retranslate()

        def retranslate(self) -> None:
            self.setText(QCoreApplication.translate("messages", "Weights"))

        def changeEvent(self, event: QEvent) -> None:
            if event.type() == QEvent.Type.LanguageChange:
                self.changes += 1
                self.retranslate()
            super().changeEvent(event)

    label = Label()
    qtbot.addWidget(label)
    installed = i18n.switch_language(app, "zh_CN")
    assert len(installed) == 2 and i18n.current_language() == "zh_CN"
    assert QCoreApplication.translate("QWizard", "&Next >") == "下一步(&N) >"
    assert QCoreApplication.translate("QWizard", "< &Back") == "< 上一步(&B)"
    assert QCoreApplication.translate("QWizard", "&Finish") == "完成(&F)"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
    assert i18n.qt_translate("messages", "Weights") == "权重"
    assert QLocale().name() == "zh_CN"
    qtbot.waitUntil(lambda: label.text() == "权重")

    i18n.switch_language(app, "pseudo")
    assert QCoreApplication.translate("QWizard", "&Finish").startswith("[&Ƒîñîšĥ")
    qtbot.waitUntil(lambda: label.text().startswith("[Ŵëîĝĥŧš"))

    i18n.switch_language(app, "en")
    assert QCoreApplication.translate("QWizard", "&Next >") == "&Next >"
    qtbot.waitUntil(lambda: label.text() == "Weights")
    assert label.changes >= 3


def test_decimals_for_gives_the_largest_value_its_significant_figures() -> None:
    from wizard.locale_format import decimals_for

    assert decimals_for([0.094, 0.057]) == 3
    assert decimals_for([2.8, 2.75], significant=3) == 2
    assert decimals_for([1234.0, None]) == 0
    assert decimals_for([]) == 0 and decimals_for([None, 0.0]) == 0


def test_memory_notes_and_renderer_modes_are_said_in_chinese() -> None:
    """"LPDDR5X (unified, shared with CPU)" and "KeyShot (GPU mode)" had stayed English in the Chinese catalog window,
    model page and PDF (GUI review, 2026-12-02); the memory type and the product name stay as they are."""
    from wizard.core.catalog import load_catalog
    from wizard.core.messages import memory_type_text, renderer_name
    from wizard.core.profile import RENDERER_NAMES, Renderer

    zh = i18n.translator("zh_CN")
    unified = next(g.memory_type for g in load_catalog().gpus if "unified" in g.memory_type)
    assert memory_type_text(unified) == unified
    shown = memory_type_text(unified, zh)
    assert "统一内存，与 CPU 共享" in shown and shown.startswith(unified.split(" (")[0]) and "shared" not in shown
    assert memory_type_text("GDDR7", zh) == "GDDR7"
    assert renderer_name(RENDERER_NAMES[Renderer.KEYSHOT], zh) == "KeyShot（GPU 模式）"
    assert renderer_name(RENDERER_NAMES[Renderer.BLENDER], zh) == "Blender (Cycles)"
    rule = render(Message(code="EXCLUDED_RENDERER", params={"renderer": RENDERER_NAMES[Renderer.KEYSHOT],
                                                           "vendor": "AMD"}), zh)
    assert "KeyShot（GPU 模式）" in rule
