"""The PDF summary for the four wizard journeys: text, pages, fonts, paper, the Chinese round trip."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.report.conftest import JOURNEYS, pdffonts, pdfinfo, pdftotext

Journeys = dict[tuple[str, str], tuple[Path, int]]


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("name", JOURNEYS)
def test_english_pdf_has_answers_cards_warnings_and_sections(name: str, journey_pdfs: Journeys,
                                                             journey_recs: dict[str, object]) -> None:
    from wizard.core.messages import label, render

    rec = journey_recs[name]
    path, pages = journey_pdfs[(name, "en")]
    text = _flat(pdftotext(path))
    for heading in ("GPU purchase summary", "Your answers", "Memory needed", "Shortlist", "Charts",
                    "Warnings and what they mean", "Assumptions and formulas", "Sign-off", "Prepared by",
                    "Approved by", "Appendix A: cards left out and why", "Appendix B: problems you may meet",
                    "How this was computed"):
        assert heading in text, heading
    assert label(rec.profile.workload.value) in text  # the answers in plain words
    assert label(rec.profile.os.value) in text
    assert f"Catalog {rec.catalog.version}" in text
    assert rec.shortlist, name
    for c in rec.shortlist:
        assert _flat(c.name) in text, c.name
    for c in rec.shortlist:
        for w in c.warnings:
            first_words = " ".join(render(w).split()[:5])
            assert _flat(first_words) in text, w.code
    for c in rec.shortlist:
        for s in c.next_steps:
            if s.command:
                assert _flat(s.command)[:40] in text.replace("- ", "-"), s.command
    assert f"Page {pages} of {pages}" in text
    assert rec.excluded[0].name in text


@pytest.mark.parametrize("name", JOURNEYS)
def test_page_count_and_paper(name: str, journey_pdfs: Journeys) -> None:
    a4, a4_pages = journey_pdfs[(name, "en")]
    letter, letter_pages = journey_pdfs[(name, "zh_CN")]
    info_a4, info_letter = pdfinfo(a4), pdfinfo(letter)
    assert int(info_a4["Pages"]) == a4_pages
    assert 3 <= a4_pages <= 20  # the appendices: cards left out, troubleshooting, the other picks' inputs
    assert int(info_letter["Pages"]) == letter_pages
    assert "595.276 x 841.89" in info_a4["Page size"] or "(A4)" in info_a4["Page size"]
    assert "612 x 792" in info_letter["Page size"]


@pytest.mark.parametrize("name", JOURNEYS)
def test_fonts_are_embedded_with_unicode_maps(name: str, journey_pdfs: Journeys) -> None:
    for lang in ("en", "zh_CN"):
        fonts = pdffonts(journey_pdfs[(name, lang)][0])
        assert fonts
        assert all(f["emb"] == "yes" for f in fonts), fonts
        assert all(f["uni"] == "yes" for f in fonts), fonts
        assert any(f["name"].endswith("NotoSansSCWizard-Regular") for f in fonts)


@pytest.mark.parametrize("name", JOURNEYS)
def test_the_text_is_set_in_the_bundled_font_alone(name: str, journey_pdfs: Journeys) -> None:
    """No letter or symbol of the report comes from another typeface (its "m"s, "%"s and "±"s once
    were DejaVu Sans), and every font is a bundled one: the PDF looks the same on every machine."""
    bundled = {"NotoSansSCWizard-Regular", "NotoSansSCWizard-Bold", "DejaVuSansMono"}  # resources/fonts
    for lang in ("en", "zh_CN"):
        names = {f["name"].split("+")[-1] for f in pdffonts(journey_pdfs[(name, lang)][0])}
        assert names <= bundled, (lang, sorted(names))


def test_chinese_pdf_has_real_characters(journey_pdfs: Journeys) -> None:
    path, _ = journey_pdfs[("qlora-wsl2", "zh_CN")]
    text = pdftotext(path)
    # No look-alike radicals (U+2E80-U+2FDF) and no empty boxes or replacement characters.
    assert not re.search("[\u2e80-\u2fdf\ufffd\u25a1]", text)
    assert re.search("[\u4e00-\u9fff]", text), "the Chinese catalog should translate some report text"


def test_no_block_or_table_row_straddles_a_page_break(qapp: object, journey_recs: dict[str, object]) -> None:
    """Every paragraph and every table row sits on one page; headings are never last on a page."""
    from PySide6.QtGui import QTextCursor

    from wizard.report.document import PageGeometry, build_document, page_plan

    for rec in journey_recs.values():
        for paper in ("a4", "letter"):
            geom = PageGeometry.for_paper(paper)
            doc = build_document(rec, "en", paper)  # type: ignore[arg-type]
            plan = page_plan(doc)
            cuts = [page[-1].bottom for page in plan[:-1]]
            for page in plan:
                assert page[-1].dest + page[-1].bottom - page[-1].top <= geom.body.height() + 1
            layout = doc.documentLayout()
            block = doc.begin()
            while block.isValid():
                table = QTextCursor(block).currentTable()
                if table is None:
                    rect = layout.blockBoundingRect(block)
                    top, bottom = rect.top(), rect.bottom()
                else:
                    cell = table.cellAt(block.position())
                    cells = [table.cellAt(cell.row(), c) for c in range(table.columns())]
                    top = min(layout.blockBoundingRect(c.firstCursorPosition().block()).top() for c in cells)
                    bottom = max(layout.blockBoundingRect(c.lastCursorPosition().block()).bottom() for c in cells)
                for cut in cuts:
                    assert not top + 1 < cut < bottom - 1, (block.text(), top, cut, bottom)
                if block.blockFormat().headingLevel() and block.text():
                    assert not any(-1 <= cut - bottom < 30 for cut in cuts), block.text()
                block = block.next()


def test_shortlist_note_appears_once(journey_pdfs: Journeys) -> None:
    for (_name, lang), (path, _) in journey_pdfs.items():
        if lang == "en":
            assert _flat(pdftotext(path)).count("Speeds are estimates from the cards") == 1, path.name


def test_charts_are_vector_not_images(journey_pdfs: Journeys) -> None:
    path, _ = journey_pdfs[("chatbot-windows-small-budget", "en")]
    if shutil.which("pdfimages") is None:
        pytest.skip("pdfimages (poppler-utils) is not installed")
    listing = subprocess.run(["pdfimages", "-list", str(path)], capture_output=True, text=True, check=True).stdout
    sizes = [(int(r.split()[3]), int(r.split()[4])) for r in listing.splitlines()[2:] if r.strip()]
    assert all(w <= 1 and h <= 1 for w, h in sizes), sizes  # only the 1-pixel layout placeholders
    text = _flat(pdftotext(path))
    for title in ("Speed against price", "Usable memory per GPU", "Speed per watt", "Cost over 3 years"):
        assert title in text, title


def test_empty_shortlist_still_makes_a_summary(qapp: object, tmp_path: Path) -> None:
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.report.document import write_pdf

    profile = Profile.model_validate({"workload": "inference", "model": "llama-3.1-405b", "precision": "bf16",
                                      "os": "windows", "form_factor": "desktop",
                                      "budget": {"amount": 300, "currency": "USD"}})
    rec = recommend(profile)
    assert not rec.shortlist
    out = tmp_path / "none.pdf"
    pages = write_pdf(rec, out)
    assert pages >= 1
    assert "Nothing in the catalog meets every requirement" in _flat(pdftotext(out))


def test_build_document_for_preview_and_print_document(qapp: object, journey_recs: dict[str, object],
                                                       tmp_path: Path) -> None:
    from PySide6.QtGui import QPageSize, QPdfWriter, QTextDocument

    from wizard.report.document import build_document, page_count, print_document

    rec = journey_recs["qlora-wsl2"]
    doc = build_document(rec, "en", "letter")  # type: ignore[arg-type]
    assert isinstance(doc, QTextDocument)
    assert page_count(doc) >= 3
    assert "Shortlist" in doc.toPlainText()
    writer = QPdfWriter(str(tmp_path / "printed.pdf"))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    pages = print_document(rec, writer, "en")  # type: ignore[arg-type]
    del writer
    assert pages >= 3
    assert "612 x 792" in pdfinfo(tmp_path / "printed.pdf")["Page size"]


@pytest.mark.parametrize(("lang", "paper"), [("en", "a4"), ("zh_CN", "letter")])
def test_warm_up_writes_nothing_and_leaves_the_report_unchanged(qapp: object, journey_recs: dict[str, object],
                                                                 journey_pdfs: Journeys, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch, lang: str,
                                                                 paper: str) -> None:
    """`gpu-wizard report` prints a sample page to memory first (document.warm_up): no file, same report."""
    from wizard.report.document import warm_up, write_pdf

    monkeypatch.chdir(tmp_path)
    warm_up(lang, paper)
    assert list(tmp_path.iterdir()) == []
    name = "qlora-wsl2"
    after = tmp_path / "after.pdf"
    pages = write_pdf(journey_recs[name], after, lang, paper)  # type: ignore[arg-type]
    before, before_pages = journey_pdfs[(name, lang)]
    assert pages == before_pages
    assert pdftotext(after, layout=True) == pdftotext(before, layout=True)
    assert pdffonts(after) == pdffonts(before)



def test_appendix_a_explains_cards_that_fit_but_rank_lower(journey_pdfs: Journeys,
                                                            journey_recs: dict[str, object]) -> None:
    """An HPC buyer asks "why not four RTX 5090s?": the card fits, so it is not excluded; appendix A
    lists it among the cards that rank lower, with the weak FP64 that costs it points."""
    from wizard.core.messages import render

    rec = journey_recs["hpc-fp64"]
    lower = {r.name: r for r in rec.ranked_lower}  # type: ignore[attr-defined]
    consumer = lower["NVIDIA GeForce RTX 5090"]
    assert [m.code for m in consumer.reasons][:1] == ["RANKED_LOWER"]
    assert "CONSUMER_FP64" in {m.code for m in consumer.reasons}
    text = _flat(pdftotext(journey_pdfs[("hpc-fp64", "en")][0]))
    assert "Cards that fit but rank lower" in text and "Cards that cannot do this work" in text
    after = text[text.index("Cards that fit but rank lower"):text.index("Cards that cannot do this work")]
    for r in rec.ranked_lower:  # type: ignore[attr-defined]
        assert _flat(r.name) in after, r.name
    assert _flat(" ".join(render(consumer.reasons[0]).split()[:8])) in after
    # The closest alternatives in full, the long tail in one sentence.
    from wizard.report.content import RANKED_LOWER_DETAILED

    tail = rec.ranked_lower[RANKED_LOWER_DETAILED:]  # type: ignore[attr-defined]
    assert tail, "the HPC journey fits more cards than are detailed"
    paragraph = after[after.index("Also fit, with lower scores still:"):]
    for r in tail:
        assert _flat(f"{r.count} × {r.name} (score {round(r.score)})") in paragraph, r.name
    assert after.count("Meets every requirement with") == RANKED_LOWER_DETAILED
    zh = _flat(pdftotext(journey_pdfs[("hpc-fp64", "zh_CN")][0]))
    assert "满足要求但排名较低的显卡" in zh and "无法胜任这项工作的显卡" in zh


def test_the_picks_are_never_among_the_cards_that_cannot_do_the_work(journey_pdfs: Journeys,
                                                                     journey_recs: dict[str, object]) -> None:
    """The 8-GPU training report picks 8 x B200; fewer B200s lack the memory, but the card can do
    the work, so appendix A's "cannot" group must not list it (it once did, as "1-7 GPUs: not
    enough memory"). Its count says how many cards the group holds."""
    rec = journey_recs["training-8gpu-server"]
    picks = {c.name for c in rec.shortlist}  # type: ignore[attr-defined]
    assert any(e.name in picks for e in rec.excluded)  # the case: a pick fails at fewer GPUs  # type: ignore[attr-defined]
    text = _flat(pdftotext(journey_pdfs[("training-8gpu-server", "en")][0]))
    cannot = text[text.index("Cards that cannot do this work"):text.index("Appendix B")]
    for name in picks:
        assert _flat(name) not in cannot, name
    n = rec.unsuitable_cards()  # type: ignore[attr-defined]
    assert n < rec.catalog.gpus  # type: ignore[attr-defined]
    assert f"{n} cards in the catalog were considered and left out for these reasons." in cannot


def test_a_purchase_for_several_machines_shows_the_order_total(qapp: object, tmp_path: Path) -> None:
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.locale_format import format_money
    from wizard.report.document import write_pdf

    fleet = Profile.model_validate({"workload": "inference", "model": "qwen2.5-7b", "os": "linux", "machines": 4,
                                    "budget": {"amount": 3000, "currency": "USD", "scope": "total"}})
    rec = recommend(fleet)
    top = rec.shortlist[0]
    assert top.price_total is not None and top.price_all_machines is not None
    path = tmp_path / "fleet.pdf"
    write_pdf(rec, path, "en", "a4")
    text = _flat(pdftotext(path))
    each, total = format_money(top.price_total, "USD", "en"), format_money(top.price_all_machines, "USD", "en")
    assert f"Recommendation: 1 × {top.name}: GPUs {each} per machine, {total} for 4 machines (4 cards in all)" in text
    assert "GPUs' price" in text and "Cost over 3 years per machine" in text  # the header wraps in its column
    for c in rec.shortlist:
        assert f"{format_money(c.price_all_machines, 'USD', 'en')} for 4 machines" in text, c.name
    assert f"Within budget: the GPUs for 4 machines cost {total} of $3,000 in total." in text
    # The cost over the years for the whole order too, next to each machine's.
    for c in rec.shortlist:
        assert c.tco is not None and c.tco_all_machines is not None and abs(c.tco_all_machines - c.tco * 4) < 0.05
        assert f"{format_money(c.tco_all_machines, 'USD', 'en')} for 4 machines" in text, c.name


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_big_order_s_totals_are_not_cut_inside_a_number(qapp: object, tmp_path: Path, lang: str) -> None:
    """10,000 workstations with two to three cards each: the Chinese shortlist had broken its totals as
    "€250,560,00 / 0" in the narrow price column. Each total must come out of the PDF whole."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.locale_format import format_money
    from wizard.report.document import write_pdf

    fleet = Profile.model_validate({"workload": "inference", "model": "llama-3.3-70b", "precision": "bf16",
                                    "os": "linux", "machines": 10000, "max_gpus": 4,
                                    "budget": {"amount": 40000, "currency": "EUR"}})
    rec = recommend(fleet)
    totals = [format_money(v, "EUR", lang) for c in rec.shortlist for v in (c.price_all_machines, c.tco_all_machines)
              if v is not None]
    assert len(totals) == 2 * len(rec.shortlist) and max(len(t) for t in totals) >= 12
    path = tmp_path / "fleet.pdf"
    write_pdf(rec, path, lang, "a4")
    words = set(pdftotext(path).split())
    for total in totals:
        assert any(total in w for w in words), total  # "€250,560,000" or "€250,560,000，" — never split


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_bulleted_lines_wrap_under_the_text_with_a_clear_gap_after_the_bullet(qapp: object, lang: str,
                                                                            journey_recs: dict[str, object]) -> None:
    """Bullets are text with a hanging indent: a wrapped line starts where the first line's text does,
    and the gap after the bullet is a real one (Qt's own <ul> bullets sat a third of an em away)."""
    from wizard.report.document import build_document

    prefix = "\u2022\u00a0\u00a0"
    wrapped = 0
    for rec in journey_recs.values():
        doc = build_document(rec, lang, "a4")  # type: ignore[arg-type]
        block = doc.begin()
        while block.isValid():
            if block.text().startswith(prefix):
                layout = block.layout()
                first = layout.lineAt(0)
                bullet_end = first.cursorToX(1)[0]
                text_start = first.cursorToX(len(prefix))[0]
                assert text_start - bullet_end >= 4.0, block.text()  # about two spaces at 8-9 pt
                if layout.lineCount() > 1:
                    wrapped += 1
                    assert abs(layout.lineAt(1).x() - text_start) < 1.0, block.text()
            block = block.next()
    assert wrapped >= 5  # the journeys have wrapped bullets (assumptions, appendix B's checks)


@pytest.mark.parametrize("name", JOURNEYS)
def test_percentages_are_written_one_way(name: str, journey_pdfs: Journeys) -> None:
    """"45%" everywhere, as the core's messages write it: the error bands once read "±21 %" beside
    "(45% spare)" on the same page."""
    for lang in ("en", "zh_CN"):
        text = pdftotext(journey_pdfs[(name, lang)][0])
        assert re.search(r"\d%", text), lang
        assert not re.search(r"\d[ \u00a0\u202f]%", text), re.findall(r".{30}\d[ \u00a0\u202f]%", text)[:3]


def test_a_quoted_price_keeps_its_label_whole_and_a_quoted_set_its_price_per_card(qapp: object,
                                                                                tmp_path: Path) -> None:
    """The Chinese shortlist broke "（报价）" as "（报" / "价）" beside the amount, and a quoted set of four cards
    showed only its total ("$96,000 (quote)") where a list-priced one shows "$12,000 each"."""
    from wizard.core.profile import Profile
    from wizard.core.recommend import recommend
    from wizard.locale_format import format_money
    from wizard.report.document import write_pdf

    rec = recommend(Profile.model_validate({
        "workload": "inference", "model": "qwen2.5-72b", "precision": "bf16", "engine": "vllm", "batch_size": 16,
        "os": "linux", "max_gpus": 4, "form_factor": "server", "budget": {"amount": 300_000, "currency": "CNY"},
        "price_overrides": {"rtx-pro-6000-blackwell": 60000, "l40s": 50000}}), top=5)
    quoted = [c for c in rec.shortlist if c.price_is_quote]
    assert quoted and any(c.count > 1 for c in quoted)
    path = tmp_path / "quoted.pdf"
    write_pdf(rec, path, "zh_CN", "a4")
    lines = [line.strip() for line in pdftotext(path).splitlines()]
    assert "（报价）" in lines, [x for x in lines if "报" in x]
    for c in quoted:
        if c.count > 1:
            assert f"单价 {format_money(c.price_unit, 'CNY', 'zh_CN')}" in lines, c.name
