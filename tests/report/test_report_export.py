"""CSV and JSON exports of the shortlist, the functions the GUI calls."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from wizard.report.export import CSV_COLUMNS, shortlist_csv, shortlist_rows, write_csv, write_json


def test_rows_match_the_shortlist(journey_recs: dict[str, object]) -> None:
    for rec in journey_recs.values():
        rows = shortlist_rows(rec)  # type: ignore[arg-type]
        assert [r["name"] for r in rows] == [c.name for c in rec.shortlist]  # type: ignore[attr-defined]
        assert all(list(r) == CSV_COLUMNS for r in rows)


def test_csv_is_machine_readable(journey_recs: dict[str, object]) -> None:
    text = shortlist_csv(journey_recs["training-8gpu-server"])  # type: ignore[arg-type]
    rows = list(csv.DictReader(io.StringIO(text)))
    assert rows[0]["count"] == "8"
    float(rows[0]["price_total"])  # plain numbers, no currency symbol or grouping
    assert "," not in rows[0]["price_total"]


def test_write_csv_and_json(journey_recs: dict[str, object], tmp_path: Path) -> None:
    rec = journey_recs["chatbot-windows-small-budget"]
    write_csv(rec, tmp_path / "s.csv", "zh_CN")  # type: ignore[arg-type]
    write_json(rec, tmp_path / "s.json", "en")  # type: ignore[arg-type]
    assert (tmp_path / "s.csv").read_bytes().startswith(b"\xef\xbb\xbf")
    doc = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert doc["catalog"]["version"]
    assert doc["shortlist"][0]["warnings"] is not None
    assert doc["requirement"]["vram_gb"] > 0
    # Cards that fit but rank lower are exported with their reasons, after the shortlist.
    assert [r["name"] for r in doc["ranked_lower"]] == [r.name for r in rec.ranked_lower]  # type: ignore[attr-defined]
    assert doc["ranked_lower"] and doc["ranked_lower"][0]["reasons"][0].startswith("Meets every requirement")
    rows = list(csv.DictReader(io.StringIO((tmp_path / "s.csv").read_text(encoding="utf-8-sig"))))
    assert rows[0]["price_all_machines"] == rows[0]["price_total"]  # one machine
    # each warning's level in the cell's language: "[warning] 新架构…" had mixed the two
    assert rows[0]["warnings"].startswith("[警告] ") and "[warning]" not in rows[0]["warnings"]
    assert doc["shortlist"][0]["cost_years"] == [0, 1, 2, 3] == list(range(len(doc["shortlist"][0]["yearly_costs"])))
    english = list(csv.DictReader(io.StringIO(shortlist_csv(rec, "en"))))  # type: ignore[arg-type]
    assert english[0]["warnings"].startswith("[warning] ")  # the key, as filters have read it
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.csv", "s.json"]


def test_profile_in_json_export_loads_back(journey_recs: dict[str, object], tmp_path: Path) -> None:
    from wizard.core.profile_io import load_profile

    rec = journey_recs["qlora-wsl2"]
    write_json(rec, tmp_path / "s.json")  # type: ignore[arg-type]
    profile = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))["profile"]
    (tmp_path / "p.json").write_text(json.dumps(profile), encoding="utf-8")
    assert load_profile(tmp_path / "p.json") == rec.profile  # type: ignore[attr-defined]
