"""The command line: `gpu-wizard` (no arguments opens the wizard).

Thin by design: every decision comes from wizard.core; this module parses arguments, calls the
core and prints. Bad input exits 2 with one line naming the file, entry and field.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from wizard.cli_format import table
from wizard.cli_parser import LANG_CHOICES, error_line, lang_help, parser_class
from wizard.core.translatable import Translate, untranslated

if TYPE_CHECKING:
    from wizard.core.catalog_models import Gpu
    from wizard.core.profile import Workload

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


# Set by a command once its output is complete and nothing in the process needs an orderly
# shutdown (see run()).
_quick_exit = False


def allow_quick_exit() -> None:
    """Let `run` end the process without Python's and Qt's teardown.

    After `gpu-wizard report` has written its PDF (renamed into place and flushed to disk), tearing
    down Qt, its fonts and every module takes about 30 ms, a tenth of the command, and
    changes nothing the user can see. Only for work that holds no unsaved state: never the GUI,
    whose settings are written when Qt shuts down.
    """
    global _quick_exit
    _quick_exit = True


def run() -> NoReturn:
    """The `gpu-wizard` program: the console script, `python -m wizard` and the bundled executable.

    `main()` stays an ordinary function (tests and the GUI launcher call it and go on).
    """
    code = main()
    if _quick_exit:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):  # a closed pipe or stream: nothing more to say
                stream.flush()
        os._exit(code)
    sys.exit(code)


def _translator(lang: str | None) -> Translate:
    from wizard.i18n import translator

    return translator(lang)


def _error(message: str, translate: Translate = untranslated) -> int:
    print(error_line(message, translate), file=sys.stderr)
    return EXIT_USAGE


# ---------------------------------------------------------------- catalog / models

def cmd_catalog_list(args: argparse.Namespace) -> int:
    from wizard.core.catalog import load_catalog

    cat = load_catalog(args.catalog)
    china = {g.id: _china_sale(g) for g in cat.gpus}
    yuan = _yuan_prices(cat.gpus)
    if args.json:
        rows = [
            {
                "id": g.id, "name": g.name, "vendor": g.vendor.value, "segment": g.segment.value,
                "architecture": g.architecture, "compute_capability": g.compute_capability,
                "gfx_target": g.gfx_target, "memory_gb": g.memory_gb, "memory_type": g.memory_type,
                "bandwidth_gbs": g.bandwidth_gbs, "fp32_tflops": g.fp32_tflops, "fp64_tflops": g.fp64_tflops,
                "fp16_dense_tflops": g.fp16_dense_tflops, "bf16_dense_tflops": g.bf16_dense_tflops,
                "fp8_dense_tflops": g.fp8_dense_tflops, "int8_dense_tops": g.int8_dense_tops,
                "tdp_w": g.tdp_w, "price_usd": g.price_usd,
                # what a budget in yuan is held against (money.unit_price: VAT in), and whether a buyer in
                # mainland China can have it ("yes", "no", "unconfirmed")
                "price_in_cny": yuan[g.id], "sold_in_china": china[g.id], "export_status": g.export_status,
                "price_date": g.price_date.isoformat() if g.price_date else None,
                "sources": {k.value: v.title for k, v in g.sources.items()},
            }
            for g in cat.gpus
        ]
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return EXIT_OK
    from wizard.core.messages import label
    from wizard.i18n import resolve_language
    from wizard.locale_format import format_date

    translate = _translator(args.lang)
    print(translate("cli", "Catalog {version} ({date}), {n} GPUs").format(
        version=cat.catalog.version, date=format_date(cat.catalog.date, resolve_language(args.lang)), n=len(cat.gpus)))
    # sold there, and how: the H800 had read "yes" beside recommend's warning that new supply stopped in 2023
    sale = {"yes": translate("cli", "yes"), "no": translate("cli", "no"),
            "unconfirmed": translate("cli", "unconfirmed"), "licence_required": translate("cli", "old stock only"),
            "changing": translate("cli", "yes, rules changing")}
    vendors = {"nvidia": "NVIDIA", "amd": "AMD", "intel": "Intel"}  # names, the same in every language
    rows = [
        [g.id, g.name, vendors.get(g.vendor.value, g.vendor.value), label(g.segment.value, translate), g.memory_gb,
         g.bandwidth_gbs,
         g.bf16_dense_tflops or g.fp16_dense_tflops, g.fp64_tflops, g.tdp_w,
         g.price_usd, yuan[g.id], sale[g.export_status if china[g.id] == "yes" and g.export_status else china[g.id]],
         g.sources[next(iter(g.sources))].title[:40]]
        for g in cat.gpus
    ]
    headers = ["id", translate("cli", "name"), translate("cli", "vendor"), translate("cli", "segment"), "GB", "GB/s",
               "BF16 TF", "FP64 TF", "W", "USD", "CNY", translate("cli", "China"), translate("cli", "source")]
    print(table(headers, rows, right={4, 5, 6, 7, 8, 9, 10}))
    return EXIT_OK


def _china_sale(g: Gpu) -> str:
    """Whether a buyer in mainland China can have the card, as recommend's region rule reads the catalog."""
    from wizard.core.catalog_models import Market

    return "yes" if Market.CN in g.markets else "unconfirmed" if g.china_unconfirmed else "no"


def _yuan_prices(gpus: Iterable[Gpu]) -> dict[str, float | None]:
    """The yuan price a budget in yuan is held against (money.unit_price: a yuan launch price, else the dollar
    price converted with VAT): catalog list had shown dollars only ($1,831 for a card ranked at ¥12,999)."""
    from wizard.core.money import unit_price
    from wizard.core.profile import Profile

    yuan = Profile.model_validate({"workload": "inference", "budget": {"amount": 1, "currency": "CNY"}})
    return {g.id: None if (p := unit_price(yuan, g)) is None else float(round(p)) for g in gpus}


def cmd_catalog_validate(args: argparse.Namespace) -> int:
    from wizard.core.catalog import load_catalog

    cat = load_catalog(args.file)
    translate = _translator(args.lang)
    print(translate("cli", "{file}: OK — catalog {version} ({date}), {n} GPUs").format(
        file=args.file, version=cat.catalog.version, date=cat.catalog.date, n=len(cat.gpus)))
    return EXIT_OK


def cmd_catalog_export(args: argparse.Namespace) -> int:
    from wizard.core.catalog import catalog_to_json, load_catalog

    print(catalog_to_json(load_catalog(args.catalog)))
    return EXIT_OK


def cmd_models_list(args: argparse.Namespace) -> int:
    from wizard.core.catalog import load_models

    models = load_models().models
    if args.json:
        print(json.dumps([
            {
                "id": m.id, "name": m.name, "family": m.family, "params_b": m.total_params_b,
                "active_params_b": m.active_params_b, "layers": m.layers, "hidden_size": m.hidden_size,
                "attention_heads": m.attention_heads, "kv_heads": m.kv_heads, "head_dim": m.head_dim,
                "intermediate_size": m.intermediate_size, "vocab_size": m.vocab_size,
                "moe_experts": m.moe_experts, "moe_active_experts": m.moe_active_experts,
                "max_context": m.max_context, "attention": m.attention.value, "aliases": m.aliases,
                "source": m.source.title,
            }
            for m in models
        ], indent=2, ensure_ascii=False))
        return EXIT_OK
    rows = [[m.id, m.name, m.total_params_b, m.active_params_b, m.layers, m.hidden_size, m.attention_heads,
             m.kv_heads, m.head_dim, m.max_context, m.source.title[:44]] for m in models]
    translate = _translator(args.lang)
    headers = ["id", translate("cli", "name"), translate("cli", "params B"), translate("cli", "active B"),
               translate("cli", "layers"), translate("cli", "hidden"), translate("cli", "heads"),
               translate("cli", "KV heads"), translate("cli", "head dim"), translate("cli", "context"),
               translate("cli", "source")]
    print(table(headers, rows, right={2, 3, 4, 5, 6, 7, 8, 9}))
    return EXIT_OK


# ---------------------------------------------------------------- recommend / estimate

def cmd_recommend(args: argparse.Namespace) -> int:
    from wizard.core.catalog import load_catalog
    from wizard.core.profile_io import load_profile
    from wizard.core.recommend import recommend
    from wizard.i18n import resolve_language
    from wizard.recommend_text import recommendation_json, recommendation_text
    from wizard.report.cli import quoted

    catalog = load_catalog(args.catalog) if args.catalog else None
    profile = quoted(load_profile(args.profile, catalog), args, catalog)
    rec = recommend(profile, catalog, top=args.top)
    tr = _translator(args.lang)
    lang = resolve_language(args.lang)  # the locale's language, as --lang gives it (dates, Chinese spacing)
    if args.json:
        print(json.dumps(recommendation_json(rec, tr, lang), indent=2, ensure_ascii=False))
    else:
        print(recommendation_text(rec, tr, lang))
    return EXIT_OK


def _gpu_arg(translate: Translate) -> Callable[[str], tuple[str, int]]:
    """The --gpu ID[:COUNT] parser; its complaint in the command line's language."""
    def parse(text: str) -> tuple[str, int]:
        gpu_id, _, count = text.partition(":")
        if not count:
            return gpu_id, 1
        if not count.isdigit() or not 1 <= int(count) <= 64:
            raise argparse.ArgumentTypeError(
                translate("cli", "the count after ':' must be 1-64 (got {value})").format(value=repr(text)))
        return gpu_id, int(count)
    return parse


def cmd_estimate(args: argparse.Namespace) -> int:
    from wizard.core.arch import profile_arch
    from wizard.core.catalog import find_gpu, load_catalog
    from wizard.core.constants import load_constants
    from wizard.core.next_steps import speed_check
    from wizard.core.profile_io import load_profile
    from wizard.core.recommend import evaluate, longest_context_on, requirement, speed_error_band
    from wizard.core.rules import region_filter

    catalog = load_catalog(args.catalog) if args.catalog else load_catalog()
    profile = load_profile(args.profile, catalog)
    by_id = catalog.by_id()
    wanted: list[tuple[str, int]] = []
    for gpu_id, count in args.gpu or [(g.id, 1) for g in catalog.gpus]:
        found = find_gpu(gpu_id, catalog.gpus)  # an id in any case, or the card's name ("NVIDIA GeForce RTX 4090")
        if found is None:
            from wizard.core.errors import DataFileError, suggestions

            raise DataFileError("--gpu", f"unknown GPU id {gpu_id!r}", code="unknown_gpu",
                                params={"value": repr(gpu_id)}, suggestions=suggestions(gpu_id, by_id))
        wanted.append((found, count))
    from wizard.core import formats, memory
    from wizard.locale_format import format_number, render_localized

    c = load_constants()
    arch = profile_arch(profile)
    req = requirement(profile, arch, c)
    from wizard.i18n import resolve_language

    lang = resolve_language(getattr(args, "lang", None))
    translate = _translator(lang)
    gpus: list[dict[str, Any]] = []
    notes: list[tuple[str, str]] = []  # (gpu id, why its figures differ from the requirement)
    checks: list[tuple[str, str, str | None]] = []  # (gpu id, how to check its speed once it runs, command)
    stops: list[tuple[str, str]] = []  # (gpu id, what stops it: memory, software, the hardware the work needs)
    noted = {*formats.VLLM_FALLBACK_CODES, formats.WIDENED_CODE}  # lead a memory reason; `notes` says them already
    for gpu_id, count in wanted:
        need, fits, tp, blocked = evaluate(profile, by_id[gpu_id], count, c)
        band = speed_error_band(profile, by_id[gpu_id], c)
        runs = not blocked
        entry: dict[str, Any] = {
            "gpu_id": gpu_id, "count": count, "fits": fits, "runs": runs,
            "blocked_by": [{"code": m.code, "params": m.params, "message": render_localized(m, translate, lang)}
                           for m in blocked],
            "vram_gb_per_gpu": round(need, 3),
            "decode_tokens_per_s": _r(tp.decode_tokens_per_s), "prefill_tokens_per_s": _r(tp.prefill_tokens_per_s),
            "train_tokens_per_s": _r(tp.train_tokens_per_s), "hpc_tflops": _r(tp.hpc_tflops),
            "render_score": _r(tp.render_score), "speed_error_band": band,
        }
        stops += [(gpu_id, b["message"]) for b in entry["blocked_by"] if b["code"] not in noted]
        for step in speed_check(profile, by_id[gpu_id], count, tp.decode_tokens_per_s, band) if runs else []:
            text = render_localized(step, translate, lang)
            entry["speed_check"] = {"code": step.code, "params": step.params, "message": text,
                                    "command": step.command}
            checks.append((gpu_id, text, step.command))
        if profile.workload.is_llm:
            fit = longest_context_on(profile, by_id[gpu_id], count, c)
            entry.update(max_context_tokens=fit.tokens if fit else None, max_context_full=bool(fit and fit.full))
        run = formats.as_run_on(profile, by_id[gpu_id], c)  # transformers where vLLM does not run; MXFP4 widened
        note = formats.run_note(profile, run, need, memory.estimate(profile, arch, c, count).total, by_id[gpu_id])
        # It runs, but cannot be bought there: 'estimate' had said an RTX 4090 "runs: yes" for a buyer in China
        # with no word of it (a card owned is not stopped by where it would be bought).
        for m in (note, region_filter(profile, by_id[gpu_id])):
            if m is not None:
                text = render_localized(m, translate, lang)
                entry.setdefault("notes", []).append({"code": m.code, "params": m.params, "message": text})
                notes.append((gpu_id, text))
        gpus.append(entry)
    if args.json:
        print(json.dumps({
            "requirement": {"vram_gb": req.vram_gb, "vram_gb_recommended": req.vram_gb_recommended,
                            "breakdown": req.breakdown, "error_band": req.error_band},
            "gpus": gpus,
        }, indent=2, ensure_ascii=False))
        return EXIT_OK
    from wizard.core.messages import label

    print(translate("cli", "Memory needed: {need} GiB (recommended with headroom: {rec} GiB)").format(
        need=format_number(req.vram_gb, lang, 1), rec=format_number(req.vram_gb_recommended, lang, 1)))
    print("  " + translate("cli", ", ").join(f"{label(k, translate)} {format_number(v, lang, 2)}"
                                             for k, v in req.breakdown.items() if v))
    yes, no = translate("cli", "yes"), translate("cli", "no")
    speeds = _estimate_speed_columns(profile.workload, translate, profile.batch_size)  # the workload's own figures
    # "runs": memory, software and the work's hardware (an SXM module on Windows has the memory and
    # still does not run); the lines after the table say what stops each "no".
    # No speed reads as a dash, as elsewhere in the table: a card with no FP64 hardware had read "0" TFLOPS.
    rows = [[g["gpu_id"], g["count"], yes if g["runs"] else no, g["vram_gb_per_gpu"],
             *(g[k] if g[k] else "—" for k, _ in speeds)] for g in gpus]
    headers = ["GPU", translate("cli", "count"), translate("cli", "runs"), "GiB/GPU", *(h for _, h in speeds)]
    if profile.workload.is_llm:  # how long a context fits (wizard/core/context_fit.py); "all": the model's whole
        for row, g in zip(rows, gpus, strict=True):
            tokens = g["max_context_tokens"]
            text = "—" if tokens is None else format_number(tokens, lang)
            row.append(translate("cli", "all {tokens}").format(tokens=text) if g["max_context_full"] else text)
        headers.append(translate("cli", "max context"))
    print(table(headers, rows, right=set(range(1, len(headers))) - {2}))
    bands = sorted({round(g["speed_error_band"] * 100) for g in gpus})
    print(translate("cli", "Speeds are estimates within ±{band}% (the error measured on published benchmarks).").format(
        band="/".join(str(b) for b in bands)))
    for gpu_id, text in notes:
        print(translate("cli", "{name}: {text}").format(name=gpu_id, text=text))
    for gpu_id, text in stops:
        print(translate("cli", "{name} will not run this: {text}").format(name=gpu_id, text=text))
    for gpu_id, text, command in checks:
        print(translate("cli", "{name}: {text}").format(name=gpu_id, text=text))
        if command:
            print(f"  $ {command}")
    return EXIT_OK


def _estimate_speed_columns(workload: Workload, translate: Translate, batch: int = 1) -> list[tuple[str, str]]:
    """(JSON key, heading) of the speed columns `estimate` prints for a workload."""
    from wizard.core import rendering
    from wizard.core.profile import Workload
    from wizard.locale_format import speed_unit_text

    if workload is Workload.INFERENCE:
        # per sequence, where 'recommend' gives every sequence's together: say which ("16.6" against "132")
        return [("decode_tokens_per_s", translate("cli", "decode tok/s") if batch == 1 else
                 translate("cli", "decode tok/s each")),
                ("prefill_tokens_per_s", translate("cli", "prefill tok/s"))]
    if workload is Workload.HPC:
        return [("hpc_tflops", "TFLOPS")]
    if workload is Workload.RENDERING:
        return [("render_score", speed_unit_text(rendering.UNIT, translate))]
    return [("train_tokens_per_s", translate("cli", "train tok/s"))]


def _r(v: float | None) -> float | None:
    return None if v is None else round(v, 2)


# ---------------------------------------------------------------- GUI and others

def cmd_gui(args: argparse.Namespace) -> int:
    try:
        from wizard.gui.app import run_gui
    except ImportError as exc:  # the GUI is not built into this install
        translate = _translator(getattr(args, "lang", None))
        return _error(translate("cli", "the graphical wizard is not available: {reason}").format(reason=exc), translate)
    return run_gui(profile_path=getattr(args, "profile", None), lang=args.lang,
                   exit_after_show=getattr(args, "exit_after_show", False))


class _VersionAction(argparse.Action):
    """--version, reading the installed version only when asked (importlib.metadata is slow to load)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        from wizard import __version__

        print(f"gpu-wizard {__version__}")
        parser.exit()


def _add_gui_options(gui: argparse.ArgumentParser, translate: Translate) -> None:
    gui.add_argument("--profile", metavar="FILE", help=translate("cli", "open with these answers"))
    gui.add_argument("--exit-after-show", action="store_true", help=argparse.SUPPRESS)
    gui.set_defaults(func=cmd_gui)


def _gui_only_parser() -> argparse.ArgumentParser:
    """`gpu-wizard` and `gpu-wizard gui ...`: the app's start-up path skips building (and
    importing) every other command's parser, which costs ~10 ms before the first paint."""
    p = argparse.ArgumentParser(prog="gpu-wizard gui")
    p.add_argument("--lang", choices=LANG_CHOICES, default=None, help=lang_help(untranslated))
    _add_gui_options(p, untranslated)
    return p


def build_parser(translate: Translate = untranslated) -> argparse.ArgumentParser:
    """The command line's parser, its help in `translate`'s language (wizard/cli_parser.py)."""
    p = parser_class(translate)(prog="gpu-wizard", description=translate(
        "cli", "GPU Selection Wizard (GPU 选型向导): choose GPUs for AI, HPC and rendering, offline."))
    p.add_argument("--version", action=_VersionAction, nargs=0, help=translate("cli", "show the version and exit"))
    p.add_argument("--lang", choices=LANG_CHOICES, default=None, help=lang_help(translate))
    p.add_argument("--self-test", action="store_true",
                   help=translate("cli", "check this installation offline, then exit 0 or 1"))
    p.add_argument("--info", action="store_true",
                   help=translate("cli", "print versions, folders and the catalog version"))
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    other_catalog = translate("cli", "a catalog file instead of the bundled one")
    json_out = translate("cli", "JSON on stdout")
    profile_help = translate("cli", "your answers (a JSON profile)")

    cat = sub.add_parser("catalog", help=translate("cli", "list, validate or export the GPU catalog"))
    cat_sub = cat.add_subparsers(dest="catalog_command", metavar="ACTION", required=True)
    c_list = cat_sub.add_parser("list", help=translate("cli", "list every GPU"))
    c_list.add_argument("--catalog", metavar="FILE", help=other_catalog)
    c_list.add_argument("--json", action="store_true", help=json_out)
    c_list.set_defaults(func=cmd_catalog_list)
    c_val = cat_sub.add_parser("validate", help=translate("cli", "check a catalog file"))
    c_val.add_argument("file", metavar="FILE",
                       help=translate("cli", "a catalog file (TOML or JSON, the bundled format)"))
    c_val.set_defaults(func=cmd_catalog_validate)
    c_exp = cat_sub.add_parser("export", help=translate("cli", "the catalog as JSON (accepted back by --catalog)"))
    c_exp.add_argument("--catalog", metavar="FILE", help=other_catalog)
    c_exp.set_defaults(func=cmd_catalog_export)

    models = sub.add_parser("models", help=translate("cli", "model presets"))
    m_sub = models.add_subparsers(dest="models_command", metavar="ACTION", required=True)
    m_list = m_sub.add_parser("list", help=translate("cli", "list the model presets"))
    m_list.add_argument("--json", action="store_true", help=json_out)
    m_list.set_defaults(func=cmd_models_list)

    rec = sub.add_parser("recommend", help=translate("cli", "rank GPUs for a profile (your answers, as JSON)"),
                         description=translate("cli", "Rank the catalog's GPUs for a profile: the shortlist with "
                                                      "reasons and warnings, the cards that rank lower, and the "
                                                      "ones left out."))
    rec.add_argument("--profile", required=True, metavar="FILE", help=profile_help)
    rec.add_argument("--catalog", metavar="FILE", help=other_catalog)
    rec.add_argument("--top", type=int, default=5, metavar="N",
                     help=translate("cli", "configurations in the shortlist (default 5)"))
    rec.add_argument("--json", action="store_true",
                     help=translate("cli", "everything as JSON on stdout (keys stay English)"))
    from wizard.report.cli import add_quotes_option

    add_quotes_option(rec, translate)
    rec.set_defaults(func=cmd_recommend)

    est = sub.add_parser("estimate", help=translate("cli", "memory and speed of a profile on chosen GPUs"),
                         description=translate("cli", "The memory a profile needs and its estimated speed on GPUs "
                                                      "you name (catalog ids, as 'catalog list' shows them), "
                                                      "whether or not they run it, and what stops those that "
                                                      "do not."))
    est.add_argument("--profile", required=True, metavar="FILE", help=profile_help)
    est.add_argument("--gpu", action="append", type=_gpu_arg(translate), metavar="ID[:COUNT]",
                     help=translate("cli", "a GPU id and optionally how many, e.g. rtx-4090:2 (repeat for more)"))
    est.add_argument("--catalog", metavar="FILE", help=other_catalog)
    est.add_argument("--json", action="store_true", help=json_out)
    est.set_defaults(func=cmd_estimate)

    _add_gui_options(sub.add_parser("gui", help=translate("cli", "open the wizard")), translate)

    _optional_commands(sub, translate)
    _add_lang_everywhere(sub, lang_help(translate))
    return p


def _add_lang_everywhere(sub: Any, help_text: str) -> None:
    """Accept --lang after any command too (`gpu-wizard recommend ... --lang zh_CN`).

    SUPPRESS as the default keeps a --lang given before the command when it is not repeated after it.
    """
    for parser in sub.choices.values():
        if not any("--lang" in a.option_strings for a in parser._actions):
            parser.add_argument("--lang", choices=LANG_CHOICES, default=argparse.SUPPRESS, help=help_text)
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                _add_lang_everywhere(action, help_text)


def _optional_commands(sub: Any, translate: Translate) -> None:
    """Commands whose modules add their own sub-parsers (imported lazily: no Qt at start-up).

    A module's `run(args)` becomes the command's handler unless its parser set one itself.
    """
    import importlib

    for module in ("wizard.doctor.cli", "wizard.report.cli", "wizard.report.batch"):
        mod = importlib.import_module(module)
        before = set(sub.choices)
        mod.add_parser(sub, translate)
        for name in set(sub.choices) - before:
            parser = sub.choices[name]
            if parser.get_default("func") is None and hasattr(mod, "run"):
                parser.set_defaults(func=mod.run)


def _tolerate_narrow_consoles() -> None:
    """Output goes through the console's encoding, which on some systems lacks "×", "±" or Chinese
    (a legacy code page, output piped to a file): print a "?" there rather than fail mid-table."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and (getattr(stream, "encoding", "") or "").lower().replace("-", "") != "utf8":
            with contextlib.suppress(ValueError, OSError):  # a closed or detached stream: nothing to do
                reconfigure(errors="replace")


def main(argv: Sequence[str] | None = None) -> int:
    from wizard.core.errors import DataFileError
    from wizard.crash import install_excepthook
    from wizard.paths import enable_data_cache

    install_excepthook(None)  # unexpected errors: a log file and one line on stderr (the GUI adds a dialog)
    enable_data_cache()
    _tolerate_narrow_consoles()
    words = list(sys.argv[1:] if argv is None else argv)
    if not words or (words[0] == "gui" and "-h" not in words and "--help" not in words):
        return cmd_gui(_gui_only_parser().parse_args(words[1:]))
    from wizard.cli_parser import help_language
    from wizard.i18n import translator

    translate = translator(help_language(words))
    parser = build_parser(translate)
    args = parser.parse_args(words)
    if args.self_test:
        from wizard.selftest import run_self_test

        return run_self_test()
    if args.info:
        from wizard.info import print_info

        return print_info()
    if args.command is None:
        return cmd_gui(args)
    if args.command == "recommend" and args.top < 1:
        return _error(translate("cli", "--top must be 1 or more"), translate)
    try:
        result: int = args.func(args)
        return result
    except DataFileError as exc:
        return _error(exc.localized(translate, command_line=True), translate)
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return 130
