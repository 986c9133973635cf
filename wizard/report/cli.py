"""`gpu-wizard report`: the printable summary (PDF) or the shortlist (CSV, JSON) from a profile, headless.

    gpu-wizard report --profile answers.json --out summary.pdf [--lang zh_CN] [--paper letter]
    gpu-wizard report --profile answers.json --out shortlist.csv            # format from the extension
    gpu-wizard report --profile answers.json --out - --format json          # JSON on stdout

Errors are one line on stderr and exit 2 (bad profile, unwritable folder, full disk); nothing is
left half-written.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.atomic import resolved
from wizard.core.translatable import Translate

if TYPE_CHECKING:  # the core is imported lazily: the PDF path builds the content in a child process
    from wizard.core.catalog_models import Catalog
    from wizard.core.profile import Profile
    from wizard.core.quotes import Quote
    from wizard.core.results import Recommendation
    from wizard.report.model import ReportContent

FORMATS = ("pdf", "csv", "json")


def add_parser(sub: Any, translate: Callable[[str, str], str] = lambda context, text: text) -> None:
    p = sub.add_parser("report", help=translate("cli", "the printable PDF summary, or the shortlist as CSV or JSON"),
                       description=translate("cli", "Write the summary of a profile's recommendation: a PDF to "
                                                    "print or attach to a purchase request, or the shortlist as "
                                                    "CSV or JSON."))
    p.add_argument("--profile", required=True, metavar="FILE", help=translate("cli", "your answers (a JSON profile)"))
    p.add_argument("--out", required=True, metavar="FILE",
                   help=translate("cli", "the file to write ('-' for stdout, CSV/JSON only)"))
    p.add_argument("--format", choices=FORMATS, default=None,
                   help=translate("cli", "pdf, csv or json (default: from --out's extension)"))
    add_document_options(p, translate)
    p.set_defaults(func=cmd_report)


def add_document_options(p: argparse.ArgumentParser, translate: Callable[[str, str], str]) -> None:
    """--paper, --catalog and --top: what every command that writes the summary takes (report, batch)."""
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", type=str.lower,
                   help=translate("cli", "paper size of the PDF"))
    p.add_argument("--catalog", metavar="FILE", help=translate("cli", "a catalog file instead of the bundled one"))
    p.add_argument("--top", type=int, default=5, metavar="N",
                   help=translate("cli", "configurations in the shortlist (default 5)"))
    add_quotes_option(p, translate)


def add_quotes_option(p: argparse.ArgumentParser, translate: Callable[[str, str], str]) -> None:
    p.add_argument("--quotes", metavar="CSV",
                   help=translate("cli", "a vendor's quote sheet (columns gpu, price, currency): its prices "
                                         "replace the list prices"))


def _format_of(args: argparse.Namespace) -> str | None:
    """--format, else --out's extension (none: a PDF); None for an extension that is none of them,
    which would have given a PDF named summary.docx or shortlist.xlsx."""
    if args.format:
        return str(args.format)
    suffix = _suffix(args.out)
    if not suffix or args.out == "-":
        return "pdf"
    return suffix if suffix in FORMATS else None


def _suffix(out: str) -> str:
    """--out's extension, lower case, without its point ("" for none)."""
    name = Path(out).name
    # ".json" alone is a name with no stem, to Path no suffix: it had been written as a PDF
    suffix = name[1:].lower() if name.startswith(".") and name.count(".") == 1 else Path(out).suffix.lower()
    return suffix.lstrip(".")


def _fail(message: str, translate: Translate) -> int:
    from wizard.cli_parser import error_line

    print(error_line(message, translate), file=sys.stderr)
    return 2


def cmd_report(args: argparse.Namespace) -> int:
    from wizard.atomic import WriteError
    from wizard.i18n import resolve_language, translator

    lang = resolve_language(getattr(args, "lang", None))
    translate = translator(lang)
    fmt = _format_of(args)
    if fmt is None:
        wrong = translate("cli",
                          "--out {file}: end the name in .pdf, .csv or .json, or choose the format with --format")
        return _fail(wrong.format(file=args.out), translate)
    if args.format and args.out != "-" and _suffix(args.out) in FORMATS and _suffix(args.out) != args.format:
        # `--out x.pdf --format csv` had written CSV text into x.pdf without a word
        clash = translate("cli", "--out {file} ends in .{suffix}, but --format is {format}: make them agree")
        return _fail(clash.format(file=args.out, suffix=_suffix(args.out), format=args.format), translate)
    if args.top < 1:
        return _fail(translate("cli", "--top must be 1 or more"), translate)
    if args.out == "-" and fmt == "pdf":
        return _fail(translate("cli", "--out -: a PDF needs a file name"), translate)
    replaced = None if args.out == "-" else option_naming(args, {resolved(Path(args.out))},
                                                          ("profile", "quotes", "catalog"))
    if replaced is not None:  # `--quotes q.csv --out q.csv` had replaced the vendor's quote sheet with the shortlist
        return _fail(translate("cli", "--out {file} is the file given to {option}: the report would replace it; "
                                      "choose another --out").format(file=args.out, option=replaced), translate)
    try:
        if fmt == "pdf":
            return _pdf(args, lang, translate)
        from wizard.report.export import shortlist_csv, shortlist_json, write_csv, write_json

        rec, _catalog = _recommendation(args)  # DataFileError -> one line, exit 2 (wizard.cli.main)
        if args.out == "-":
            sys.stdout.write(shortlist_csv(rec, lang) if fmt == "csv" else shortlist_json(rec, lang))
            return 0
        (write_csv if fmt == "csv" else write_json)(rec, args.out, lang)
        return 0
    except WriteError as exc:
        return _fail(exc.localized(translate), translate)


def option_naming(args: argparse.Namespace, targets: set[Path], options: Sequence[str]) -> str | None:
    """The first of `options` ("profile", "quotes", "catalog") whose file is one of `targets` (resolved
    paths an output would replace), as "--quotes"; else None. For 'report' and 'batch'."""
    for option in options:
        given = getattr(args, option, None)
        if given and given != "-" and resolved(Path(given)) in targets:
            return f"--{option}"
    return None


def _recommendation(args: argparse.Namespace) -> tuple[Recommendation, Catalog | None]:
    """The recommendation, and the user's catalog (None: the bundled one) it came from."""
    from wizard.core.catalog import load_catalog
    from wizard.core.profile_io import load_profile
    from wizard.core.recommend import recommend

    catalog = load_catalog(args.catalog) if args.catalog else None
    profile = quoted(load_profile(args.profile, catalog), args, catalog)
    return recommend(profile, catalog, top=args.top), catalog


def quoted(profile: Profile, args: argparse.Namespace, catalog: Catalog | None) -> Profile:
    """The profile with --quotes' prices, if given (wizard/core/quotes.py), its notes on stderr
    (print_quote_notes). For recommend, estimate and report."""
    if not getattr(args, "quotes", None):
        return profile
    from wizard.core.quotes import read_quotes, with_quotes

    quotes = read_quotes(args.quotes, catalog)
    print_quote_notes(quotes, args, catalog, profile)
    return with_quotes(profile, quotes)


def print_quote_notes(quotes: Sequence[Quote], args: argparse.Namespace, catalog: Catalog | None,
                      profile: Profile | None = None) -> None:
    """The sheet's notes on stderr, in the user's language: cards quoted twice (quotes.quote_notes) and,
    given the profile, cards whose own quote it keeps (quotes.kept_quotes). `quoted` and 'batch' call it."""
    from wizard.core.quotes import kept_quotes, quote_notes
    from wizard.i18n import resolve_language, translator
    from wizard.locale_format import render_localized

    lang = resolve_language(getattr(args, "lang", None))
    notes = quote_notes(quotes, args.quotes, catalog)
    if profile is not None:
        notes += kept_quotes(profile, quotes, args.quotes, catalog)
    currency = profile.price_currency().value if profile is not None else None
    for note in notes:
        print(render_localized(note, translator(lang), lang, currency), file=sys.stderr)


def print_kept_quotes(quotes: Sequence[Quote], args: argparse.Namespace, catalog: Catalog | None,
                      profile: Profile, label: str) -> None:
    """For 'batch': the cards whose own quote `profile` keeps over the sheet's (quotes.kept_quotes), each
    line led by the profile's name. The round's totals had used a profile's stale quote without a word."""
    from wizard.core.quotes import kept_quotes
    from wizard.i18n import resolve_language, translator
    from wizard.locale_format import render_localized

    lang = resolve_language(getattr(args, "lang", None))
    currency = profile.price_currency().value
    for note in kept_quotes(profile, quotes, args.quotes, catalog):
        print(f"{label}: {render_localized(note, translator(lang), lang, currency)}", file=sys.stderr)


def _content(args: argparse.Namespace, lang: str) -> ReportContent:
    from wizard.report.content import build_content
    from wizard.report.model import body_width

    rec, catalog = _recommendation(args)
    origins: dict[str, tuple[float, str]] = {}
    if getattr(args, "quotes", None):  # read again (the sheet is small): what each converted quote was written as
        from wizard.core.quotes import quote_origins, read_quotes

        origins = quote_origins(rec.profile, read_quotes(args.quotes, catalog))
    return build_content(rec, lang, body_width(args.paper), catalog=catalog, quoted_as=origins)


def _content_or_error(args: argparse.Namespace, lang: str, translate: Translate) -> ReportContent | str:
    """For the child process: the content, or the one-line message of a bad profile or catalog."""
    from wizard.core.errors import DataFileError

    try:
        return _content(args, lang)
    except DataFileError as exc:
        return exc.localized(translate, command_line=True)


def _pdf(args: argparse.Namespace, lang: str, translate: Translate) -> int:
    """The content is built in a child process (wizard/report/forked.py) while this one starts Qt,
    loads the fonts and, if the child is still busy, prints a sample page to memory so that the
    report's own painting starts warm (document.warm_up); where fork is not available, one after
    the other."""
    from wizard.report import forked

    job: forked.ForkedCall[ReportContent | str] | None = None
    if forked.available():
        job = forked.ForkedCall(lambda: _content_or_error(args, lang, translate))
    with job or contextlib.nullcontext():
        from wizard.report.qt import ensure_app

        ensure_app()
        from wizard.report.document import warm_up, write_content_pdf
        from wizard.report.fonts import register_fonts

        register_fonts()
        if job is not None and job.running():  # time otherwise spent waiting
            warm_up(lang, args.paper)
        content = job.result() if job else None
        if isinstance(content, str):
            return _fail(content, translate)
        if content is None:  # no child, or it failed unexpectedly: build it here (errors surface as usual)
            content = _content(args, lang)
        pages = write_content_pdf(content, args.out, args.paper)
    paper = args.paper.upper() if args.paper == "a4" else "Letter"
    done = (translate("cli", "{file}: 1 page, {paper}") if pages == 1 else
            translate("cli", "{file}: {pages} pages, {paper}"))
    from wizard.atomic import shown_name

    print(done.format(file=shown_name(str(args.out)), pages=pages, paper=paper), file=sys.stderr)
    from wizard.cli import allow_quick_exit

    allow_quick_exit()  # the PDF is in place and nothing else is pending: skip Qt's teardown
    return 0
