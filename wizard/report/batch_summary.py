"""The printed summary of a procurement round (`gpu-wizard batch`): one table for approval.

One row per request (profile): what it is for, the top pick, how many machines, the price per
machine and for all of them; then the total per currency, what the prices are, and the sign-off.
Each request's own summary PDF, named in the table, holds the reasons, warnings and next steps.

Built as a `ReportContent` (wizard/report/model.py), so it is printed by the same code as every
summary: header, footer, page numbers, a table header repeated on every page.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import TYPE_CHECKING

from wizard import __version__
from wizard.core.messages import label
from wizard.core.results import message
from wizard.locale_format import (
    format_date,
    format_money,
    label_colon,
    note_separator,
    render_localized,
    sentence_separator,
)
from wizard.report.content import ReportText, _e, html_table, signoff_table
from wizard.report.model import STYLE_SHEET, ReportContent

if TYPE_CHECKING:
    from wizard.core.catalog_models import CatalogInfo
    from wizard.report.batch import SummaryRow


def summary_content(rows: Sequence[SummaryRow], catalog: CatalogInfo, lang: str,
                    generated: dt.date | None = None) -> ReportContent:
    """The round's summary in `lang`: `rows` as batch wrote them; the totals per currency are
    batch.total_lines'."""
    from wizard.report.batch import STATUS_ERROR, STATUS_NOTHING_FITS, STATUS_OK, total_lines

    t = ReportText(lang)
    today = generated or dt.date.today()
    title = t.translate("report", "GPU purchase requests: summary")
    sub = (t.translate("report", "Prepared with GPU Selection Wizard {version} on {date}. GPU catalog {catalog} of "
                                 "{catalog_date}. 1 request.") if len(rows) == 1 else
           t.translate("report", "Prepared with GPU Selection Wizard {version} on {date}. GPU catalog {catalog} of "
                                 "{catalog_date}. {n} requests.")).format(
        version=__version__, date=format_date(today, lang), catalog=catalog.version,
        catalog_date=format_date(catalog.date, lang), n=len(rows))
    space = note_separator(lang)
    table_rows: list[list[str]] = []
    unread: list[tuple[str, str]] = []  # (request, why): under the table, where the reason has the page's width
    for i, row in enumerate(rows, 1):
        v = row.values
        currency = str(v.get("currency") or "")
        purpose = ""
        if v.get("workload"):
            purpose = label(str(v["workload"]), t.tr) + (f"{label_colon(lang)}{v['model']}" if v.get("model") else "")
        if row.status == STATUS_ERROR:  # the request's name says which file: not the whole path again
            # the reason below the table: in the Details column it had run a few characters a line (CLI review)
            unread.append((row.name or row.profile, row.message.removeprefix(row.profile).lstrip(",，:： ")))
            details = t.translate("report", "see below the table")
            pick = t.translate("report", "Could not be read")
        elif row.status == STATUS_NOTHING_FITS:
            # Its file and a pointer, not every suggestion: they had filled the narrow column and pushed the
            # sign-off onto a second page, without naming the file they are in (this session's review)
            pick = t.translate("report", "Nothing fits")
            pdfs = ", ".join(f for f in row.files if f.endswith(".pdf")) or ", ".join(row.files)
            helps = t.translate("report", "what would help is in its summary")
            details = f"{pdfs}{label_colon(lang)}{helps}" if pdfs else row.message
        else:
            pick = t.translate("report", "{count} × {gpu}").format(count=v["count"], gpu=v["top_name"])
            machines = int(v.get("machines") or 1)
            if machines > 1:  # what to order: the cards of every machine
                pick += space + t.translate("report", "({cards} cards in all)").format(cards=int(v["count"]) * machines)
            details = ", ".join(f for f in row.files if f.endswith(".pdf")) or ", ".join(row.files)
        per_machine = format_money(v.get("price_per_machine"), currency, lang) if currency and v.get("top_name") \
            else "-"
        if v.get("price_is_quote"):
            per_machine += space + t.translate("report", "(quote)")
        all_machines = format_money(v.get("price_all_machines"), currency, lang) if currency and v.get("top_name") \
            else "-"
        table_rows.append([str(i), _e(row.name), _e(purpose), _e(pick), _e(v.get("machines", "-")),
                           _e(per_machine), _e(all_machines), _e(details)])
    headers = ["#", t.translate("report", "Request"), t.translate("report", "For"),
               t.translate("report", "Recommendation"), t.translate("report", "Machines"),
               t.translate("report", "GPUs' price per machine"), t.translate("report", "GPUs, all machines"),
               t.translate("report", "Details")]
    parts = [f"<h1>{_e(title)}</h1>", f'<p class="muted">{_e(sub)}</p>',
             html_table([_e(h) for h in headers], table_rows, num_cols={0, 4, 5, 6},
                        widths=[3, 13, 16, 19, 10, 12, 11, 16])]  # a price's heading on whole words
    parts += [f"<p><b>{_e(line)}</b></p>" for line in total_lines(rows, t.translate, lang)]
    if unread:
        heading = t.translate("report", "Requests that could not be read")
        parts.append(f"<h3>{_e(heading)}</h3>" + "".join(
            f"<p>{_e(name)}{label_colon(lang)}{_e(why)}</p>" for name, why in unread))
    # The warnings about a whole request (batch.summary_row's message for a pick): on the page approvers sign,
    # which had shown none (FP64 science on consumer cards, PDF review 2026-12-02).
    warned = [(row.name or row.profile, row.message) for row in rows if row.status == STATUS_OK and row.message]
    if warned:
        heading = t.translate("report", "Read before approving")
        parts.append(f"<h3>{_e(heading)}</h3>" + "".join(
            f"<p>{_e(name)}{label_colon(lang)}{_e(text)}</p>" for name, text in warned))
    prices = render_localized(message("ASSUME_PRICES"), t.tr, lang)
    if any(row.values.get("price_is_quote") for row in rows):  # "list prices" alone, beside rows of quotes
        prices += sentence_separator(lang) + t.translate("report", "A price marked (quote) is a vendor's quote.")
    per_request = t.translate("report", "Each request's own summary (the PDF named under Details) gives the reasons, "
                                        "the warnings, the alternatives and what to install.")
    parts.append(f'<p class="muted">{_e(prices)}{sentence_separator(lang)}{_e(per_request)}</p>')
    signoff = t.translate("report", "Sign-off")
    parts.append(f"<h2>{_e(signoff)}</h2>" + signoff_table(t))
    footer = t.translate("report", "Catalog {version} ({date}) · prepared {today}").format(
        version=catalog.version, date=format_date(catalog.date, lang), today=format_date(today, lang))
    return ReportContent(
        lang=lang, title=title, html="<html><body>" + "".join(parts) + "</body></html>", style_sheet=STYLE_SHEET,
        charts=(), chart_size=(1.0, 1.0), header_right=t.translate("report", "GPU Selection Wizard"),
        footer_left=footer, page_text=t.translate("report", "Page {page} of {pages}"),
        creator=f"GPU Selection Wizard {__version__}")
