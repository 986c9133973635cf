"""A chat server's headline speed is every user's together: each place that shows it says so, with the
share each user gets. The PDF had read "about 125 tokens/s" for 4 users, who each see about 31 (review of
2026-12-02); only the command line's column said "all 4"."""

from __future__ import annotations

import re

import pytest

from wizard.core.profile import Profile
from wizard.core.recommend import recommend
from wizard.core.results import Recommendation


def _rec(batch: int) -> Recommendation:
    return recommend(Profile.model_validate({
        "workload": "inference", "model": "qwen2.5-7b", "engine": "vllm", "precision": "bf16", "os": "linux",
        "batch_size": batch, "budget": {"amount": 5000, "currency": "USD"}}))


def test_the_configuration_knows_how_many_share_its_speed() -> None:
    four, one = _rec(4).shortlist[0], _rec(1).shortlist[0]
    assert four.speed_shared_by == 4 and one.speed_shared_by == 1
    assert four.speed is not None and four.throughput.decode_tokens_per_s is not None
    assert four.throughput.decode_tokens_per_s == pytest.approx(four.speed / 4, rel=0.01)


@pytest.mark.parametrize(("lang", "together", "each"), [
    ("en", "all 4 users together", r"for all 4 users together, about [\d.]+ each"),
    ("zh_CN", "4 位用户合计", r"4 位用户合计，每人约 [\d.]+")])
def test_the_report_says_the_speed_is_for_all_users_together(lang: str, together: str, each: str) -> None:
    from wizard.report.content import build_content

    html = build_content(_rec(4), lang, 600.0).html
    assert html.count(together) >= 2, html[:3000]  # the recommendation box and the shortlist's speed column
    assert re.search(each, html)  # the box: what each user sees
    assert together not in build_content(_rec(1), lang, 600.0).html


def test_the_csv_has_each_user_s_speed() -> None:
    from wizard.report.export import CSV_COLUMNS, shortlist_rows

    assert "speed_per_user" in CSV_COLUMNS
    row = shortlist_rows(_rec(4))[0]
    assert row["speed_per_user"] == pytest.approx(row["speed"] / 4, rel=0.01)
    assert shortlist_rows(_rec(1))[0]["speed_per_user"] == pytest.approx(shortlist_rows(_rec(1))[0]["speed"])


def test_the_batch_summary_and_the_command_line_say_each_user_s_speed(tmp_path: object) -> None:
    """summary.csv had only the 4 users' total and the command line only 'tokens/s, all 4' (review of this
    session's diff)."""
    from wizard.i18n import translator
    from wizard.recommend_text import recommendation_text
    from wizard.report.batch import SUMMARY_COLUMNS, summary_row

    rec = _rec(4)
    assert "speed_per_user" in SUMMARY_COLUMNS
    row = summary_row("team.json", rec, translator("en"), "en")
    assert row.values["speed_per_user"] == pytest.approx(row.values["speed"] / 4, rel=0.01)
    text = recommendation_text(rec, translator("en"), "en")
    assert re.search(r"That speed is for all 4 users together, about [\d.]+ each", text)
