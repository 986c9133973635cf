"""The printable summary and the shortlist exports, shared by the GUI and the command line.

For the GUI (all need the QApplication to exist; Chinese needs `register_fonts()` at start-up):

    from wizard.report.fonts import register_fonts      # once, at start-up: the bundled CJK font
    from wizard.report.document import build_document, print_document, write_pdf
    from wizard.report.export import write_csv, write_json
    from wizard.atomic import WriteError                 # every write raises this, with a plain message

    write_pdf(rec, path, lang, paper)          # "Save PDF…": atomic; returns the page count
    print_document(rec, printer, lang)         # "Print…" and QPrintPreviewDialog.paintRequested
    build_document(rec, lang, paper)           # a QTextDocument (charts as images) for an on-screen view
    write_csv(rec, path, lang); write_json(rec, path, lang)

Two halves: wizard/report/content.py writes what the report says (HTML and chart descriptions, a
`ReportContent` from wizard/report/model.py; Qt-free, the later sections in sections.py and the
troubleshooting appendix chosen by troubleshoot.py), and wizard/report/document.py lays it out
and paints it with Qt (page breaks in pages.py, vector charts in charts.py).

What the PDF holds: the recommendation, the answers, the memory needed, the user's current card
(when the profile names one), the shortlist with its charts, warnings (each citing its
troubleshooting entry), next steps, assumptions with "how this was computed", sign-off; then
appendix A (cards left out), B (troubleshooting entries for the shortlisted cards) and C (the
other picks' calculation inputs).

The command line: `gpu-wizard report --profile FILE --out FILE [--format pdf|csv|json]
[--paper a4|letter] [--lang en|zh_CN]` (wizard/report/cli.py), headless; on Linux it builds the
content in a child process while Qt starts (wizard/report/forked.py).
"""
