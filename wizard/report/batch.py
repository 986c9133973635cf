"""`gpu-wizard batch`: many profiles at once — each one's PDF (and/or CSV, JSON), and one summary.

    gpu-wizard batch requests/ --out-dir out/                       # every requests/*.json -> out/*.pdf
    gpu-wizard batch a.json b.json --out-dir out/ --format pdf --format csv --lang zh_CN

For IT staff with one profile per request (a team, a machine type): out/summary.csv has a row per
profile — the top pick, how many cards, the price per machine and for all its machines, the
currency, the speed, how many cards fit — and the command prints the same as a table with the total
per currency. With PDFs, out/summary.pdf is the round on one page for approval
(wizard/report/batch_summary.py).

Qt, the fonts and the catalog start once for the whole batch (a shell loop over `gpu-wizard
report` pays them per profile); from three PDFs on, a second process forked before Qt starts paints
every other request, so both cores work. A profile that cannot be read is one line on stderr naming its file
and field, a row with status "error" in the summary, and the others go on; the exit status is then 2.
Every file is written atomically (wizard/atomic.py): a failed write leaves no partial file.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import io
import os
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.atomic import resolved, shown_name
from wizard.core.translatable import Translate
from wizard.report.cli import add_document_options, option_naming, print_kept_quotes, print_quote_notes

if TYPE_CHECKING:
    from wizard.core.catalog_models import Catalog
    from wizard.core.profile import Profile
    from wizard.core.quotes import Quote
    from wizard.core.results import Recommendation
    from wizard.report.model import ReportContent

FORMATS = ("pdf", "csv", "json")
SUMMARY_NAME = "summary.csv"
STATUS_OK, STATUS_NOTHING_FITS, STATUS_ERROR = "ok", "nothing_fits", "error"

SUMMARY_COLUMNS = [
    "profile", "request", "status", "message", "workload", "model", "top_gpu_id", "top_name", "count", "machines",
    "price_per_machine", "price_all_machines", "currency", "price_is_quote", "speed", "speed_per_user",
    "speed_unit",
    "speed_error_band_pct", "vram_needed_gib_per_gpu", "warnings", "shortlisted", "ranked_lower", "unsuitable",
    "files",
]


def add_parser(sub: Any, translate: Callable[[str, str], str] = lambda context, text: text) -> None:
    p = sub.add_parser("batch", help=translate("cli", "many profiles at once: a PDF for each and one summary"),
                       description=translate("cli", "Write the summary of each profile (a PDF, or the shortlist as "
                                                    "CSV or JSON) into one folder, and summary.csv: one row per "
                                                    "profile with its top pick, price and total for all its "
                                                    "machines. A folder stands for the profiles (*.json) in it."))
    p.add_argument("profiles", nargs="+", metavar="PROFILE",
                   help=translate("cli", "profile files (JSON), or folders of them"))
    p.add_argument("--out-dir", required=True, metavar="FOLDER",
                   help=translate("cli", "the folder to write into (made if missing)"))
    p.add_argument("--format", action="append", choices=FORMATS, default=None,
                   help=translate("cli", "pdf, csv or json for each profile; repeat for more (default: pdf)"))
    add_document_options(p, translate)
    p.set_defaults(func=cmd_batch)


# ---------------------------------------------------------------- inputs and names

PROFILE_ENDINGS = (".json", ".json.txt")


def profile_stem(profile: Path) -> str:
    """A profile's name without its ending: "c" for "c.json" and for Notepad's "c.json.txt"."""
    name = profile.name
    for ending in PROFILE_ENDINGS[::-1]:
        if name.lower().endswith(ending):
            return name[:-len(ending)]
    return profile.stem


def collect_profiles(paths: Iterable[str | Path]) -> tuple[list[Path], list[Path]]:
    """The profile files `paths` name, in order, each once: a folder stands for its *.json files, any
    case, hidden ones left out (sorted by name, not recursive). Also returns the folders that held none."""
    found: list[Path] = []
    empty: list[Path] = []
    seen: set[Path] = set()
    for raw in paths:
        path = Path(raw)
        # Any case of .json (TEAM-B.JSON had dropped out of the round unsaid), not a hidden file (the ._x.json a
        # Mac writes on a USB stick had failed the round as binary).
        # And "c.json.txt", as Notepad saves "c.json" with extensions hidden (left out unsaid before).
        members = sorted(p for p in path.iterdir() if p.name.lower().endswith(PROFILE_ENDINGS) and p.is_file()
                         and not p.name.startswith(".")) if path.is_dir() else [path]
        if path.is_dir() and not members:
            empty.append(path)
        for member in members:
            key = resolved(member)
            if key not in seen:
                seen.add(key)
                found.append(member)
    return found, empty


def output_stems(profiles: Sequence[Path]) -> list[str]:
    """A file name stem per profile, unique in the output folder: the profile's own stem, then
    "-2", "-3" for a stem seen before (two folders can hold a "team.json"). "summary" is taken."""
    taken = {Path(SUMMARY_NAME).stem.casefold()}
    stems: list[str] = []
    for profile in profiles:
        base = profile_stem(profile) or "profile"
        stem, n = base, 1
        while stem.casefold() in taken:  # Windows and macOS names ignore case: Team.pdf would replace team.pdf
            n += 1
            stem = f"{base}-{n}"
        taken.add(stem.casefold())
        stems.append(stem)
    return stems


def earlier_outputs(out_dir: Path, written: set[str], inputs: set[Path]) -> list[str]:
    """The PDF, CSV and JSON files in `out_dir` this round did not write nor read (sorted): an earlier round's
    summary.pdf had lain next to a new summary.csv listing other requests, and a request that failed
    this round kept its old shortlist, without a word. Named, never deleted: they are the user's."""
    try:
        return sorted(p.name for p in out_dir.iterdir() if p.suffix.lower() in (".pdf", ".csv", ".json")
                      and p.name not in written and p.is_file() and resolved(p) not in inputs)
    except OSError:
        return []


def outputs(stems: Sequence[str], out_dir: Path, formats: Sequence[str]) -> list[Path]:
    """Every file the round writes: each profile's in each format, and the summary (CSV, and PDF)."""
    files = [out_dir / f"{stem}.{fmt}" for stem in stems for fmt in formats]
    files.append(out_dir / SUMMARY_NAME)
    if "pdf" in formats:
        files.append((out_dir / SUMMARY_NAME).with_suffix(".pdf"))
    return files


def replaced_profile(profiles: Sequence[Path], stems: Sequence[str], out_dir: Path,
                     formats: Sequence[str]) -> Path | None:
    """A profile that an output file would overwrite (the output folder is the profiles' folder and
    JSON is asked for: team.json -> team.json), else None. Checked before anything is written."""
    inputs = {resolved(p) for p in profiles}
    return next((t for t in (resolved(f) for f in outputs(stems, out_dir, formats)) if t in inputs), None)


def replaced_input(args: argparse.Namespace, stems: Sequence[str], formats: Sequence[str]) -> str | None:
    """The option (--quotes, --catalog) whose file an output would overwrite, else None: a quote sheet
    named summary.csv in the output folder had been replaced by the summary."""
    targets = {resolved(f) for f in outputs(stems, Path(args.out_dir), formats)}
    return option_naming(args, targets, ("quotes", "catalog"))


# ---------------------------------------------------------------- the summary

@dataclass
class SummaryRow:
    """One profile's line in summary.csv (keys of SUMMARY_COLUMNS)."""

    profile: str
    status: str
    message: str = ""
    name: str = ""  # the request's name in the output folder: its files' stem
    values: dict[str, Any] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        row = {k: "" for k in SUMMARY_COLUMNS}
        row.update({k: ("" if v is None else v) for k, v in self.values.items()})
        row.update(profile=self.profile, request=self.name, status=self.status, message=self.message,
                   files=" | ".join(self.files))
        return row


def summary_row(profile: str, rec: Recommendation, translate: Translate, lang: str, name: str = "") -> SummaryRow:
    """The summary of one recommendation: its top pick, or why nothing fits."""
    from wizard.core.results import Severity
    from wizard.locale_format import model_title, render_localized, sentence_separator

    req = rec.requirement
    model = model_title(req, translate, lang) or ""
    values: dict[str, Any] = {
        "workload": rec.profile.workload.value, "model": model, "machines": rec.profile.machines,
        "vram_needed_gib_per_gpu": round(req.vram_gb, 2), "shortlisted": len(rec.shortlist),
        "ranked_lower": rec.ranked_lower_total, "unsuitable": rec.unsuitable_cards(),
    }
    if not rec.shortlist:
        currency = rec.profile.price_currency().value
        why = [translate("cli", "Nothing in the catalog meets every requirement. What would help:")]
        why.extend(render_localized(m, translate, lang, currency) for m in rec.suggestions)
        values["currency"] = currency
        return SummaryRow(profile, STATUS_NOTHING_FITS, sentence_separator(lang).join(why), name, values)
    top = rec.shortlist[0]
    values.update({
        "top_gpu_id": top.gpu_id, "top_name": top.name, "count": top.count,
        "price_per_machine": _round(top.price_total, 2), "price_all_machines": _round(top.price_all_machines, 2),
        "currency": top.currency, "price_is_quote": top.price_is_quote, "speed": _round(top.speed, 3),
        # a chat server's speed is every user's together (the shortlist CSV's speed_per_user)
        "speed_per_user": _round(top.speed_per_user, 3),
        "speed_unit": top.speed_unit, "speed_error_band_pct": round(top.speed_error_band * 100, 1),
        "warnings": sum(1 for w in top.warnings if w.severity is Severity.WARNING),
        # each of the top pick's cards, as the shortlist's CSV and the PDF give it: 8 x Gaudi 3 need 39.6
        # GiB each, not the 251.5 the whole job would need on one card
        "vram_needed_gib_per_gpu": round(top.vram_gb_per_gpu, 2),
    })
    # what an approver must read with the pick (content.key_warnings), as the request's PDF says it first
    from wizard.report.content import key_warnings

    read_first = sentence_separator(lang).join(render_localized(w, translate, lang, top.currency)
                                               for w in key_warnings(rec))
    return SummaryRow(profile, STATUS_OK, read_first, name, values)


def _round(v: float | None, places: int) -> float | None:
    return None if v is None else round(v, places)


def summary_csv(rows: Sequence[SummaryRow]) -> str:
    """summary.csv's text: a header of SUMMARY_COLUMNS (English keys, as the shortlist's CSV), a row per profile."""
    from wizard.report.export import spreadsheet_safe

    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=SUMMARY_COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: spreadsheet_safe(v) for k, v in row.as_dict().items()})
    return buf.getvalue()


def totals_by_currency(rows: Sequence[SummaryRow]) -> dict[str, float]:
    """The top picks' price for all machines, added up per currency (unpriced picks left out)."""
    totals: dict[str, float] = {}
    for row in rows:
        price, currency = row.values.get("price_all_machines"), row.values.get("currency")
        if row.status == STATUS_OK and price is not None and currency:
            totals[currency] = totals.get(currency, 0.0) + float(price)
    return totals


def total_lines(rows: Sequence[SummaryRow], translate: Translate, lang: str) -> list[str]:
    """The order's totals per currency, as the command prints them and the summary PDF states them, in one
    wording (the report's): the GPUs' price, and how many requests are in it. An approver had read the total
    as the workstations' price, over 4 of 5 requests with no word of the fifth (IT review, 2026-12-02)."""
    from wizard.locale_format import format_money

    out = [translate("report", "GPUs for all machines ({currency}): {amount}").format(
        currency=currency, amount=format_money(amount, currency, lang))
        for currency, amount in sorted(totals_by_currency(rows).items())]
    priced = sum(1 for row in rows if row.status == STATUS_OK and row.values.get("price_all_machines") is not None
                 and row.values.get("currency"))
    failed = sum(1 for row in rows if row.status == STATUS_ERROR)
    unpriced = len(rows) - priced - failed
    if out and priced < len(rows):
        # a request that could not be read is no request without a price (CLI review, 2026-12-02)
        if not failed:
            rest = translate("report", "{priced} of {n} requests are in the totals; the others have no priced pick.")
        elif not unpriced:
            rest = translate("report", "{priced} of {n} requests are in the totals; the others could not be read "
                                       "(see the errors).")
        else:
            rest = translate("report", "{priced} of {n} requests are in the totals; {failed} could not be read (see "
                                       "the errors) and the rest have no priced pick.")
        out.append(rest.format(priced=priced, n=len(rows), failed=failed))
    return out


def summary_table(rows: Sequence[SummaryRow], translate: Translate, lang: str) -> str:
    """The summary as the command prints it: a line per profile and the totals per currency."""
    from wizard.cli_format import table
    from wizard.locale_format import format_money

    lines: list[list[object]] = []
    for row in rows:
        v = row.values
        if row.status == STATUS_OK:
            pick = translate("cli", "{count} × {name}").format(count=v["count"], name=v["top_name"])
            price = format_money(v.get("price_all_machines"), v["currency"], lang) if v.get("currency") else "-"
            lines.append([row.name or row.profile, pick, v["machines"], price])
        elif row.status == STATUS_NOTHING_FITS:
            lines.append([row.name or row.profile, translate("cli", "nothing fits"), v.get("machines", "-"), "-"])
        else:
            lines.append([row.name or row.profile, translate("cli", "error (see above)"), "-", "-"])
    headers = [translate("cli", "request"), translate("cli", "top pick"), translate("cli", "machines"),
               translate("cli", "GPUs, all machines")]
    return "\n".join([table(headers, lines, right={2, 3}), *total_lines(rows, translate, lang)])


# ---------------------------------------------------------------- the command

def cmd_batch(args: argparse.Namespace) -> int:
    from wizard.atomic import WriteError, ensure_folder, write_text
    from wizard.cli_parser import error_line
    from wizard.core.catalog import load_catalog
    from wizard.core.errors import DataFileError
    from wizard.i18n import resolve_language, translator

    lang = resolve_language(getattr(args, "lang", None))
    translate = translator(lang)

    def complain(message: str) -> None:
        print(error_line(message, translate), file=sys.stderr)

    if args.top < 1:
        complain(translate("cli", "--top must be 1 or more"))
        return 2
    if not args.out_dir.strip():  # '' had written every file into the current folder, unsaid
        complain(translate("cli", "--out-dir: give the folder to write into (an empty name is none)"))
        return 2
    formats = list(dict.fromkeys(args.format or ["pdf"]))
    profiles, empty = collect_profiles(args.profiles)
    for folder in empty:
        complain(translate("cli", "{folder}: no profiles (*.json) in this folder").format(folder=folder))
    if not profiles:
        return 2
    out_dir = Path(args.out_dir)
    stems = output_stems(profiles)
    clash = replaced_profile(profiles, stems, out_dir, formats)
    if clash is not None:
        complain(translate("cli", "{file} is one of the profiles: its output would replace it; choose another "
                                  "--out-dir").format(file=clash))
        return 2
    option = replaced_input(args, stems, formats)
    if option is not None:
        complain(translate("cli", "{file} is the file given to {option}: an output would replace it; choose another "
                                  "--out-dir").format(file=getattr(args, option[2:]), option=option))
        return 2
    catalog = load_catalog(args.catalog) if args.catalog else None  # a bad catalog stops here: exit 2 (cli.main)
    quotes: list[Quote] = []
    loaded: dict[Path, Profile] = {}  # the profiles read before the round (to name their kept quotes)
    if args.quotes:  # one vendor sheet for the whole round; a bad one stops here too (exit 2)
        from wizard.core.quotes import read_quotes

        quotes = read_quotes(args.quotes, catalog)
        print_quote_notes(quotes, args, catalog)
        from wizard.core.profile_io import load_profile

        for path in profiles:  # a profile's own quote wins over the sheet's, as in recommend and report: say so
            with contextlib.suppress(DataFileError):  # a bad profile gets its error row below
                loaded[path] = load_profile(path, catalog)  # read once: the round uses it too
                print_kept_quotes(quotes, args, catalog, loaded[path], str(path))
    try:
        ensure_folder(out_dir / SUMMARY_NAME)
    except WriteError as exc:
        complain(exc.localized(translate))
        return 2
    painter = _Painter(args.paper) if "pdf" in formats else None

    def work(indices: Sequence[int]) -> list[tuple[int, SummaryRow]]:
        """These profiles' files and summary rows (a bad one: an error row; nothing raised)."""
        done: list[tuple[int, SummaryRow]] = []
        for i in indices:
            try:
                row = _one(profiles[i], stems[i], out_dir, formats, catalog, quotes, args, painter, translate, lang,
                           loaded.get(profiles[i]))
            except (DataFileError, WriteError) as exc:
                message = (exc.localized(translate, command_line=True) if isinstance(exc, DataFileError)
                           else exc.localized(translate))
                row = SummaryRow(shown_name(str(profiles[i])), STATUS_ERROR, message, shown_name(stems[i]))
            done.append((i, row))
        return done

    rows = []
    try:
        shared = _shared_out(work, len(profiles), painter is not None)
    except KeyboardInterrupt:  # Ctrl+C: it had ended with no word, and a summary that was never written
        complain(translate("cli", "interrupted: no summary was written; the request files written so far are in "
                                  "{folder}").format(folder=out_dir))
        return 130
    for _, row in sorted(shared):
        if row.status == STATUS_ERROR:
            complain(row.message)  # in the profiles' order, whichever process wrote them
        rows.append(row)
    summary = out_dir / SUMMARY_NAME
    try:
        write_text(summary, "\ufeff" + summary_csv(rows), newline="")  # BOM: Excel reads the UTF-8 as such
        if painter is not None:  # the round on paper, for approval
            from wizard.report.batch_summary import summary_content

            info = (catalog or load_catalog()).catalog
            painter.write_content(summary_content(rows, info, lang),
                                  summary.with_suffix(".pdf"))
    except WriteError as exc:
        complain(exc.localized(translate))
        return 2
    print(summary_table(rows, translate, lang))
    written = {summary.name, *([summary.with_suffix(".pdf").name] if painter is not None else []),
               *(name for r in rows for name in r.files)}
    given = [getattr(args, o, None) for o in ("quotes", "catalog")]
    stale = earlier_outputs(out_dir, written, {resolved(Path(p)) for p in [*profiles, *(g for g in given if g)]})
    if stale:
        print(translate("cli", "{folder} also holds files this round did not write, from an earlier run: "
                               "{files}").format(folder=out_dir, files=", ".join(stale)), file=sys.stderr)
    failed = sum(1 for r in rows if r.status == STATUS_ERROR)
    print(translate("cli", "{done} of {total} profiles written to {folder}; summary: {summary}").format(
        done=len(rows) - failed, total=len(rows), folder=out_dir,
        summary=summary if painter is None else f"{summary}, {summary.with_suffix('.pdf').name}"), file=sys.stderr)
    return 2 if failed or empty else 0


# From this many PDFs a second process paints half of them (each process starts Qt and the fonts once,
# about 0.1 s; a PDF takes about as long): benchmarks/bench_batch.py.
PARALLEL_FROM = 3


def _shared_out(work: Callable[[Sequence[int]], list[tuple[int, SummaryRow]]], n: int,
                painting: bool) -> list[tuple[int, SummaryRow]]:
    """work(range(n)), split with a forked child (wizard/report/forked.py) when there are PDFs enough to
    paint and a second core: the child takes every other profile. Where fork is not available, or the
    child fails unexpectedly, this process does its share itself."""
    from wizard.report import forked

    everything = list(range(n))
    if not painting or n < PARALLEL_FROM or (os.cpu_count() or 1) < 2 or not forked.available():
        return work(everything)
    mine, theirs = everything[0::2], everything[1::2]
    with forked.ForkedCall(lambda: work(theirs)) as job:
        done = work(mine)
        got = job.result()
    return done + (got if got is not None else work(theirs))


def _one(profile: Path, stem: str, out_dir: Path, formats: Sequence[str], catalog: Catalog | None,
         quotes: Sequence[Quote], args: argparse.Namespace, painter: _Painter | None, translate: Translate,
         lang: str, loaded: Profile | None = None) -> SummaryRow:
    """One profile (`loaded` when it was read already): its recommendation, its files, its summary row
    (raises DataFileError, WriteError)."""
    from wizard.core.profile_io import load_profile
    from wizard.core.quotes import with_quotes
    from wizard.core.recommend import recommend
    from wizard.report.export import write_csv, write_json

    rec = recommend(with_quotes(loaded or load_profile(profile, catalog), quotes), catalog, top=args.top)
    row = summary_row(shown_name(str(profile)), rec, translate, lang, shown_name(stem))
    for fmt in formats:
        target = out_dir / f"{stem}.{fmt}"
        if fmt == "pdf" and painter is not None:
            from wizard.core.quotes import quote_origins

            painter.write(rec, target, lang, catalog, quote_origins(rec.profile, quotes))
        elif fmt == "csv":
            write_csv(rec, target, lang)
        elif fmt == "json":
            write_json(rec, target, lang)
        row.files.append(shown_name(target.name))
    return row


class _Painter:
    """Qt and the fonts, started on the first PDF and kept for the rest of the batch."""

    def __init__(self, paper: str) -> None:
        self.paper = paper
        self._ready = False

    def write(self, rec: Recommendation, path: Path, lang: str, catalog: Catalog | None,
              quoted_as: Mapping[str, tuple[float, str]] | None = None) -> int:
        """One request's summary PDF (`quoted_as`: build_content's)."""
        self._start()
        from wizard.report.content import build_content
        from wizard.report.model import body_width

        return self.write_content(build_content(rec, lang, body_width(self.paper), catalog=catalog,
                                                quoted_as=quoted_as), path)

    def write_content(self, content: ReportContent, path: Path) -> int:
        self._start()
        from wizard.report.document import write_content_pdf

        return write_content_pdf(content, path, self.paper)

    def _start(self) -> None:
        if self._ready:
            return
        from wizard.report.qt import ensure_app

        ensure_app()
        from wizard.report.fonts import register_fonts

        register_fonts()
        self._ready = True
