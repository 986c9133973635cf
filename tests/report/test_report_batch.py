"""`gpu-wizard batch`: many profiles into one folder, a summary row each, bad profiles reported and skipped."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.report.conftest import PROFILES, pdfinfo, pdftotext
from wizard.locale_format import format_money
from wizard.report.batch import SUMMARY_COLUMNS, collect_profiles, output_stems

REPO = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run([sys.executable, "-m", "wizard", "batch", *args], capture_output=True, text=True, env=env,
                          cwd=REPO, timeout=300)


def _summary(folder: Path) -> list[dict[str, str]]:
    raw = (folder / "summary.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # Excel reads the UTF-8 as such only with the BOM
    reader = csv.DictReader(io.StringIO(raw.decode("utf-8-sig")))
    assert reader.fieldnames == SUMMARY_COLUMNS
    return list(reader)


def _top_pick(profile: Path) -> tuple[str, int, float | None, str]:
    from wizard.core.profile_io import load_profile
    from wizard.core.recommend import recommend

    top = recommend(load_profile(profile)).shortlist[0]
    return top.gpu_id, top.count, top.price_all_machines, top.currency


@pytest.fixture
def requests(tmp_path: Path) -> Path:
    """Two teams' folders, both with a "team.json"; one bad profile; one that nothing fits."""
    root = tmp_path / "requests"
    (root / "lab").mkdir(parents=True)
    (root / "office").mkdir()
    shutil.copy(PROFILES / "qlora-wsl2.json", root / "lab" / "team.json")
    shutil.copy(PROFILES / "chatbot-windows-small-budget.json", root / "office" / "team.json")
    (root / "office" / "bad.json").write_text('{"workload": "inference", "budget": {"amount": -5}}', encoding="utf-8")
    (root / "office" / "huge.json").write_text(
        '{"workload": "full_finetune", "model": "deepseek-v3", "os": "windows"}', encoding="utf-8")
    (root / "office" / "notes.txt").write_text("not a profile", encoding="utf-8")
    return root


def test_a_folder_of_requests_gives_a_pdf_each_and_one_summary(requests: Path, tmp_path: Path) -> None:
    out = tmp_path / "out" / "2026-q4"  # made, parents too
    r = _run(str(requests / "lab"), str(requests / "office"), "--out-dir", str(out), "--format", "pdf",
             "--format", "csv", "--lang", "en")
    assert r.returncode == 2, r.stderr  # one profile was bad
    assert "Traceback" not in r.stderr
    # the bad one is not said to have "no priced pick" (CLI review, 2026-12-02)
    assert ("2 of 4 requests are in the totals; 1 could not be read (see the errors) and the rest have no priced "
            "pick.") in r.stdout, r.stdout
    bad = requests / "office" / "bad.json"
    assert f"gpu-wizard: error: {bad}, field 'budget.amount'" in r.stderr
    assert sorted(p.name for p in out.iterdir()) == [
        "huge.csv", "huge.pdf", "summary.csv", "summary.pdf", "team-2.csv", "team-2.pdf", "team.csv", "team.pdf"]

    rows = {Path(row["profile"]).relative_to(requests).as_posix(): row for row in _summary(out)}
    assert list(rows) == ["lab/team.json", "office/bad.json", "office/huge.json", "office/team.json"]
    assert rows["office/bad.json"]["status"] == "error" and "budget.amount" in rows["office/bad.json"]["message"]
    assert rows["office/bad.json"]["files"] == ""
    assert rows["office/huge.json"]["status"] == "nothing_fits"
    assert rows["office/huge.json"]["message"].startswith("Nothing in the catalog meets every requirement")
    for name, stem in (("lab/team.json", "team"), ("office/team.json", "team-2")):
        row = rows[name]
        gpu_id, count, price, currency = _top_pick(requests / name)
        assert (row["status"], row["top_gpu_id"], int(row["count"]), row["currency"]) == ("ok", gpu_id, count, currency)
        assert float(row["price_all_machines"]) == pytest.approx(price)
        assert row["files"] == f"{stem}.pdf | {stem}.csv"
        assert row["top_name"] in pdftotext(out / f"{stem}.pdf")
        with open(out / f"{stem}.csv", encoding="utf-8-sig") as fh:
            assert next(csv.DictReader(fh))["gpu_id"] == gpu_id

    # The printed table: a line per profile, then the total per currency of the top picks.
    table_lines = r.stdout.splitlines()
    for row in rows.values():  # each request by its name, the name its files have
        assert any(line.split()[0] == row["request"] for line in table_lines[2:])
    for name in ("lab/team.json", "office/team.json"):
        assert f"GPUs for all machines ({rows[name]['currency']}): " in r.stdout
    assert "3 of 4 profiles written" in r.stderr

    # The round on paper, for approval: every request, its pick and price, the totals, the sign-off.
    paper = pdftotext(out / "summary.pdf")
    assert pdfinfo(out / "summary.pdf")["Pages"] == "1"
    for stem, row in (("team", rows["lab/team.json"]), ("team-2", rows["office/team.json"]),
                      ("huge", rows["office/huge.json"]), ("bad", rows["office/bad.json"])):
        assert row["request"] == stem and stem in paper
    for name in ("lab/team.json", "office/team.json"):
        row = rows[name]
        assert row["top_name"] in paper.replace("\n", " ")
        assert format_money(float(row["price_all_machines"]), row["currency"], "en") in paper
    assert "Could not be read" in paper and "Nothing fits" in paper and "Approved by" in paper
    # A request that nothing fits names its file and points to it: its suggestions had filled the column and
    # pushed the sign-off onto a second page, without saying which file holds them
    flat = " ".join(paper.split())
    assert "huge.pdf: what would help is in its summary" in flat, flat
    assert "What would help" not in flat


def test_totals_add_up_per_currency(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("hpc-fp64", "training-8gpu-server", "upgrade-from-rtx3060"):
        shutil.copy(PROFILES / f"{name}.json", folder / f"{name}.json")
    doubled = json.loads((PROFILES / "upgrade-from-rtx3060.json").read_text(encoding="utf-8")) | {"machines": 3}
    (folder / "three-machines.json").write_text(json.dumps(doubled), encoding="utf-8")
    out = tmp_path / "out"
    r = _run(str(folder), "--out-dir", str(out), "--format", "json", "--lang", "en")
    assert r.returncode == 0, r.stderr
    rows = _summary(out)
    by_stem = {Path(row["profile"]).stem: row for row in rows}
    assert by_stem["three-machines"]["machines"] == "3"
    assert float(by_stem["three-machines"]["price_all_machines"]) == pytest.approx(
        3 * float(by_stem["three-machines"]["price_per_machine"]))
    totals: dict[str, float] = {}
    for row in rows:
        totals[row["currency"]] = totals.get(row["currency"], 0.0) + float(row["price_all_machines"])
    assert len(totals) >= 2  # the profiles budget in different currencies: never added together
    for currency, total in totals.items():
        assert f"GPUs for all machines ({currency}): {format_money(total, currency, 'en')}" in r.stdout
    doc = json.loads((out / "three-machines.json").read_text(encoding="utf-8"))
    assert doc["format"] == "gpu-wizard-shortlist" and doc["profile"]["machines"] == 3


def test_chinese_summary(tmp_path: Path) -> None:
    out = tmp_path / "out"
    r = _run(str(PROFILES / "qlora-wsl2.json"), "--out-dir", str(out), "--format", "csv", "--format", "pdf",
             "--lang", "zh_CN")
    assert r.returncode == 0, r.stderr
    assert "首选" in r.stdout and "所有机器的显卡合计" in r.stdout
    assert _summary(out)[0]["status"] == "ok"
    paper = pdftotext(out / "summary.pdf")
    assert "GPU 采购申请汇总" in paper and "签字确认" in paper
    assert "\u2fdc" not in paper and "\ufffd" not in paper  # real glyphs, not look-alike radicals


def test_an_unwritable_folder_is_one_line_and_writes_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    r = _run(str(PROFILES / "hpc-fp64.json"), "--out-dir", str(blocker))
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [f"gpu-wizard: error: cannot write {blocker / 'summary.csv'}: "
                                             f"{blocker} is not a folder"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_a_folder_without_profiles_says_so(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    r = _run(str(empty), "--out-dir", str(tmp_path / "out"))
    assert r.returncode == 2
    assert r.stderr.strip() == f"gpu-wizard: error: {empty}: no profiles (*.json) in this folder"
    assert not (tmp_path / "out").exists()


def test_profiles_are_collected_once_in_name_order(tmp_path: Path) -> None:
    for name in ("b.json", "a.json", "c.txt"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    found, empty = collect_profiles([tmp_path, tmp_path / "a.json", tmp_path / "sub"])
    assert [p.name for p in found] == ["a.json", "b.json"]
    assert empty == [tmp_path / "sub"]


def test_output_names_never_collide() -> None:
    stems = output_stems([Path("x/team.json"), Path("y/team.json"), Path("Team.json"), Path("summary.json"),
                          Path("team-2.json")])
    assert stems == ["team", "team-2", "Team-3", "summary-2", "team-2-2"]
    assert len({s.casefold() for s in stems}) == len(stems)


def test_outputs_never_replace_a_profile(tmp_path: Path) -> None:
    """The profiles' own folder as --out-dir with JSON asked for would write team.json over team.json."""
    profile = tmp_path / "team.json"
    shutil.copy(PROFILES / "hpc-fp64.json", profile)
    before = profile.read_bytes()
    r = _run(str(tmp_path), "--out-dir", str(tmp_path), "--format", "pdf", "--format", "json")
    assert r.returncode == 2
    assert r.stderr.strip() == (f"gpu-wizard: error: {profile.resolve()} is one of the profiles: its output would "
                                "replace it; choose another --out-dir")
    assert profile.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["team.json"]  # nothing written, not even the PDF
    # PDFs alone next to the profiles are fine.
    assert _run(str(tmp_path), "--out-dir", str(tmp_path)).returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["summary.csv", "summary.pdf", "team.json", "team.pdf"]
    assert profile.read_bytes() == before


def test_outputs_never_replace_the_quote_sheet(tmp_path: Path) -> None:
    """A vendor's sheet saved as summary.csv in the output folder had been replaced by the summary."""
    profile = tmp_path / "team.json"
    shutil.copy(PROFILES / "hpc-fp64.json", profile)
    out = tmp_path / "out"
    out.mkdir()
    quotes = out / "summary.csv"
    quotes.write_text("gpu,price,currency\nrtx-5090,1899,USD\n", encoding="utf-8")
    before = quotes.read_bytes()
    r = _run(str(profile), "--out-dir", str(out), "--quotes", str(quotes), "--format", "csv")
    assert r.returncode == 2
    assert f"{quotes} is the file given to --quotes: an output would replace it" in r.stderr, r.stderr
    assert quotes.read_bytes() == before and sorted(p.name for p in out.iterdir()) == ["summary.csv"]


def test_a_second_process_paints_every_other_request_and_the_rows_keep_their_order() -> None:
    """With PDFs enough, a forked child takes every other profile (both cores paint); the rows come back
    in the profiles' order whichever process made them. Run in a fresh process: fork only before Qt."""
    script = r"""
import json, os
from wizard.report.batch import SummaryRow, _shared_out
def work(indices):
    return [(i, SummaryRow(f"p{i}", "ok", str(os.getpid()))) for i in indices]
done = sorted(_shared_out(work, 6, painting=True))
print(json.dumps([[i, row.profile, row.message] for i, row in done]))
serial = _shared_out(work, 6, painting=False)
print(json.dumps(len({row.message for _, row in serial})))
"""
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    done = json.loads(lines[0])
    assert [i for i, _, _ in done] == list(range(6)) and [p for _, p, _ in done] == [f"p{i}" for i in range(6)]
    pids = [pid for _, _, pid in done]
    if (os.cpu_count() or 1) >= 2:
        assert len(set(pids)) == 2 and pids[0::2] == [pids[0]] * 3 and pids[1::2] == [pids[1]] * 3
    assert json.loads(lines[1]) == 1  # without PDFs to paint, one process does it all


def test_the_summary_gives_the_memory_each_of_the_top_pick_s_cards_needs() -> None:
    """summary.csv had given 251.49 GiB 'per GPU' for 8 x Gaudi 3 (the whole job on one card), while the
    shortlist's CSV, the PDF and 'recommend' gave 39.61."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.i18n import translator
    from wizard.report.batch import summary_row
    from wizard.report.export import shortlist_rows

    rec = recommend(Profile.model_validate({
        "workload": "full_finetune", "params_b": 13, "os": "linux", "form_factor": "server", "max_gpus": 8,
        "budget": {"amount": 300000, "currency": "EUR"}}), top=3)
    top = rec.shortlist[0]
    assert top.count > 1 and top.vram_gb_per_gpu < rec.requirement.vram_gb / 2
    row = summary_row("c.json", rec, translator("en"), "en")
    assert row.values["vram_needed_gib_per_gpu"] == shortlist_rows(rec)[0]["vram_needed_gib_per_gpu"]
    assert row.values["vram_needed_gib_per_gpu"] == pytest.approx(top.vram_gb_per_gpu, abs=0.01)


def test_the_summary_says_which_prices_are_quotes() -> None:
    """Its footnote said the prices were list prices while three of five rows were quotes."""
    from wizard.core.catalog import load_catalog
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.i18n import translator
    from wizard.report.batch import summary_row
    from wizard.report.batch_summary import summary_content

    answers = {"workload": "inference", "model": "qwen2.5-7b", "budget": {"amount": 20000, "currency": "CNY"}}
    listed = summary_row("a.json", recommend(Profile.model_validate(answers)), translator("en"), "en", "a")
    quoted_rec = recommend(Profile.model_validate({**answers, "price_overrides": {"rtx-5070-ti": 3000}}))
    assert quoted_rec.shortlist[0].price_is_quote
    quoted = summary_row("b.json", quoted_rec, translator("en"), "en", "b")
    note = "A price marked (quote) is a vendor's quote."
    catalog = load_catalog().catalog
    assert note in summary_content([listed, quoted], catalog, "en").html
    assert note not in summary_content([listed], catalog, "en").html
    assert "标有（报价）的价格为商家报价。" in summary_content([quoted], catalog, "zh_CN").html


def test_a_round_names_what_it_did_not_read_or_write(tmp_path: Path) -> None:
    """Profiles named .JSON count, a Mac's ._ files do not; a profile's own quote kept over the sheet's is
    said, as recommend and report say it; files of an earlier round left in the folder are named."""
    folder = tmp_path / "round"
    folder.mkdir()
    answers = json.loads((REPO / "examples" / "windows-chat-qwen7b.json").read_text())
    (folder / "TEAM-B.JSON").write_text(json.dumps(answers))
    (folder / "team-old.json").write_text(json.dumps({**answers, "price_overrides": {"rtx-5070-ti": 6500}}))
    (folder / "._team-old.json").write_bytes(b"\x00\x05\x16\x07binary")
    assert [p.name for p in collect_profiles([folder])[0]] == ["TEAM-B.JSON", "team-old.json"]
    sheet = tmp_path / "q.csv"
    sheet.write_text("gpu,price,currency\nrtx-5070-ti,5499,CNY\n")
    out = tmp_path / "out"
    out.mkdir()
    (out / "summary.pdf").write_bytes(b"%PDF old round")
    done = _run(str(folder), "--quotes", str(sheet), "--out-dir", str(out), "--format", "csv", "--lang", "en")
    assert done.returncode == 0, done.stderr
    kept = [line for line in done.stderr.splitlines() if "has its own quote" in line]
    assert len(kept) == 1 and kept[0].startswith(str(folder / "team-old.json"))
    assert "from an earlier run: summary.pdf" in done.stderr
    assert len(_summary(out)) == 2  # both requests, TEAM-B.JSON among them


def test_a_profile_named_in_gbk_bytes_is_written_and_summarised(tmp_path: Path) -> None:
    """A zip or share from a Chinese Windows machine: file names in GBK, not UTF-8 (Python holds them as
    surrogates). Making the temporary file's name had raised UnicodeEncodeError and ended the round."""
    inbox = tmp_path / "in"
    inbox.mkdir()
    gbk = os.fsdecode("团队A".encode("gbk") + b".json")
    shutil.copy(PROFILES / "chatbot-windows-small-budget.json", inbox / gbk)
    shutil.copy(PROFILES / "chatbot-windows-small-budget.json", inbox / "plain.json")
    out = tmp_path / "out"
    r = subprocess.run([sys.executable, "-m", "wizard", "batch", str(inbox), "--out-dir", str(out), "--format", "csv",
                        "--lang", "en"], capture_output=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
                       timeout=300)
    assert r.returncode == 0, r.stderr.decode("utf-8", "replace")
    assert b"Traceback" not in r.stderr
    names = sorted(os.fsencode(p.name) for p in out.iterdir())
    assert "团队A".encode("gbk") + b".csv" in names and b"summary.csv" in names
    assert not [n for n in names if n.endswith(b".tmp")]
    assert {row["request"] for row in _summary(out)} == {"团队A", "plain"}  # the name as its owner wrote it


def test_a_request_named_like_a_formula_is_text_in_the_summary(tmp_path: Path) -> None:
    """Teams name their files; summary.csv opens in Excel (it has a BOM), where '=1+2' had run as a formula."""
    inbox = tmp_path / "in"
    inbox.mkdir()
    for name in ("=1+2", "@SUM(A1)", "+cmd", "-2+3", "plain"):
        shutil.copy(PROFILES / "chatbot-windows-small-budget.json", inbox / f"{name}.json")
    out = tmp_path / "out"
    r = _run(str(inbox), "--out-dir", str(out), "--format", "csv", "--lang", "en")
    assert r.returncode == 0, r.stderr
    rows = _summary(out)
    assert sorted(row["request"] for row in rows) == ["'+cmd", "'-2+3", "'=1+2", "'@SUM(A1)", "plain"]
    assert all(not row["profile"].startswith(("=", "+", "-", "@")) for row in rows)
    assert {row["count"] for row in rows} == {rows[0]["count"]} and rows[0]["count"].isdigit()  # numbers stay numbers


def test_spreadsheet_safe_leaves_numbers_and_the_no_value_dash() -> None:
    from wizard.report.export import spreadsheet_safe

    assert [spreadsheet_safe(v) for v in ("-", "-12.5", "=A1", "\tx", "ok", 3, None)] == \
        ["-", "-12.5", "'=A1", "'\tx", "ok", 3, None]


def test_an_interrupted_round_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Ctrl+C during a round had ended it with exit 130 and no word, and no summary."""
    from wizard.cli import main
    from wizard.report import batch

    def interrupted(*_args: object, **_kwargs: object) -> object:
        raise KeyboardInterrupt

    monkeypatch.setattr(batch, "_shared_out", interrupted)
    out = tmp_path / "out"
    code = main(["--lang", "en", "batch", str(PROFILES / "chatbot-windows-small-budget.json"), "--out-dir", str(out),
                 "--format", "csv"])
    err = capsys.readouterr().err
    assert code == 130 and f"interrupted: no summary was written; the request files written so far are in {out}" in err
    assert not (out / "summary.csv").exists()


def test_the_round_s_total_is_the_gpus_and_says_which_requests_it_leaves_out(tmp_path: Path) -> None:
    """The total had read "Total for all machines" over 4 of 5 requests, the fifth (nothing fits) unsaid, and an
    approver took it for the workstations' price (IT review, 2026-12-02). The summary PDF's pick says how many
    cards to order."""
    folder = tmp_path / "round"
    folder.mkdir()
    (folder / "fleet.json").write_text(json.dumps({
        "workload": "inference", "model": "qwen2.5-7b", "os": "linux", "machines": 3, "max_gpus": 2,
        "budget": {"amount": 3000, "currency": "USD"}}), encoding="utf-8")
    (folder / "too-big.json").write_text(json.dumps({
        "workload": "full_finetune", "model": "llama-3.1-70b", "os": "linux", "form_factor": "desktop",
        "max_gpus": 2, "budget": {"amount": 2000, "currency": "USD"}}), encoding="utf-8")
    out = tmp_path / "out"
    r = _run(str(folder), "--out-dir", str(out), "--format", "pdf", "--lang", "en")
    assert r.returncode == 0, r.stderr
    assert "GPUs for all machines (USD): " in r.stdout
    assert "1 of 2 requests are in the totals; the others have no priced pick." in r.stdout
    text = re.sub(r"\s+", " ", pdftotext(out / "summary.pdf"))
    assert "1 of 2 requests are in the totals" in text and "GPUs' price per machine" in text
    fleet = next(row for row in _summary(out) if Path(row["profile"]).stem == "fleet")
    assert f"({int(fleet['count']) * 3} cards in all)" in text


def test_a_warning_about_the_whole_request_reaches_the_box_and_the_summary_approvers_sign(tmp_path: Path) -> None:
    """FP64 science on consumer cards: the warning that every pick has weak FP64 sat below the memory table,
    and the one-page summary with the sign-off showed no warning at all (PDF review, 2026-12-02)."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.content import build_content

    answers = {"workload": "hpc", "working_set_gb": 30, "hpc_needs_fp64": True, "hpc_code": "memory_bound",
               "os": "linux", "form_factor": "any", "region": "cn", "max_gpus": 2, "machines": 4,
               "budget": {"amount": 100000, "currency": "CNY"}}
    rec = recommend(Profile.model_validate(answers))
    weak = next(w for w in rec.profile_warnings if w.code == "FP64_WEAK_ONLY")
    html = build_content(rec, "en", 600.0).html
    box = html[:html.index("</table>")]  # the recommendation box comes first
    assert "consumer card" in box and "Recommendation" in box, weak
    folder = tmp_path / "round"
    folder.mkdir()
    (folder / "cfd.json").write_text(json.dumps(answers), encoding="utf-8")
    out = tmp_path / "out"
    r = _run(str(folder), "--out-dir", str(out), "--format", "pdf", "--lang", "en")
    assert r.returncode == 0, r.stderr
    text = re.sub(r"\s+", " ", pdftotext(out / "summary.pdf"))
    assert "Read before approving" in text and "cfd: Every card on this shortlist" in text
    assert "Every card on this shortlist" in _summary(out)[0]["message"]


def test_a_profile_notepad_saved_as_json_txt_is_in_the_round(tmp_path: Path) -> None:
    """Windows Notepad, with extensions hidden, saves "c.json" as "c.json.txt": the round had said "2 of 2
    profiles written" with the third left out unsaid (IT review, 2026-12-02). It is read, its files named c.*."""
    folder = tmp_path / "round"
    folder.mkdir()
    for name in ("a.json", "b.JSON", "c.json.txt"):
        (folder / name).write_text('{"workload": "inference", "model": "qwen2.5-7b"}', encoding="utf-8")
    (folder / "notes.txt").write_text("not a profile", encoding="utf-8")
    found, _ = collect_profiles([folder])
    assert [p.name for p in found] == ["a.json", "b.JSON", "c.json.txt"]
    assert output_stems(found) == ["a", "b", "c"]


def test_a_request_that_could_not_be_read_is_explained_below_the_table() -> None:
    """The reason had filled the narrow Details column a few characters a line, and a zh pick read "5090 D （共 3
    张）" with a space before the full-width bracket (CLI review, 2026-12-02)."""
    from wizard.core.catalog import load_catalog
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.i18n import translator
    from wizard.report.batch import STATUS_ERROR, SummaryRow, summary_row
    from wizard.report.batch_summary import summary_content

    fleet = recommend(Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "machines": 3,
                                              "budget": {"amount": 20000, "currency": "CNY"}}))
    ok = summary_row("fleet.json", fleet, translator("zh_CN"), "zh_CN", "fleet")
    bad = SummaryRow("c-bad.json", STATUS_ERROR, "c-bad.json，字段“budget.amount”：应大于 0（实际为 -5）", "c-bad")
    html = summary_content([ok, bad], load_catalog().catalog, "zh_CN").html
    below = html.split("无法读取的申请", 1)
    assert len(below) == 2 and "字段“budget.amount”：应大于 0" in below[1] and "见表格下方" in below[0]
    assert "（共 " in html and " （共" not in html
