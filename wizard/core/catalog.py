"""Loading and validating the GPU catalog and the model presets.

Errors are reported as `DataFileError` carrying the file, the entry (GPU or model id, or its
position) and the field, so every front end can print one clear line instead of a traceback.
"""

from __future__ import annotations

import codecs
import datetime as dt
import json
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from importlib.abc import Traversable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from wizard.core.catalog_models import Catalog, Gpu, ModelCatalog, ModelPreset
from wizard.core.errors import OTHERS_SAID, PROBLEMS, Param, suggestions
from wizard.core.errors import DataFileError as DataFileError  # re-exported: the old import path
from wizard.core.parse_cache import cached_parse
from wizard.paths import data_path

M = TypeVar("M", bound=BaseModel)

MAX_FILE_BYTES = 20 * 1024 * 1024  # a catalog is ~100 KB; anything this big is not one


class _RepeatedKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _without_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refusing a key given twice (Python's json keeps the last one, silently)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _RepeatedKey(key)
        out[key] = value
    return out


def parse_document(raw: bytes, name: str) -> dict[str, Any]:
    """Parse TOML or JSON bytes (chosen by extension, else sniffed) into a mapping."""
    if not raw.strip():
        raise DataFileError.problem(name, "empty")
    text = utf16_text(raw)  # Windows tools save "Unicode" as UTF-16, which had been called a binary file
    if text is None:
        if b"\x00" in raw[:4096]:
            raise DataFileError.problem(name, "binary")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise DataFileError.problem(name, "not_utf8", byte=exc.start) from None
    is_json = name.lower().endswith(".json") or (
        not name.lower().endswith(".toml") and text.lstrip()[:1] in "[{"
    )
    if is_json:
        try:
            doc: Any = json.loads(text, object_pairs_hook=_without_repeats)
        except _RepeatedKey as exc:  # {"workload": "inference", ..., "workload": "lora"} had been sized as LoRA
            raise DataFileError.problem(name, "repeated_key", key=repr(exc.key)) from None
        except json.JSONDecodeError as exc:
            raise DataFileError.problem(name, "bad_json", line=exc.lineno, column=exc.colno, detail=exc.msg) from None
        except RecursionError:  # '[[[[...' 100,000 deep had been an "unexpected error" with a crash log
            raise DataFileError.problem(name, "too_deep") from None
        except ValueError:  # an integer of 4,300+ digits (Python's int() limit): had been an unexpected error
            raise DataFileError.problem(name, "number_too_long") from None
    else:
        import tomllib  # here: profiles are JSON, and the bundled TOML usually comes from wizard.core.parse_cache

        try:
            doc = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise DataFileError.problem(name, "bad_toml", detail=str(exc)) from None
        except RecursionError:
            raise DataFileError.problem(name, "too_deep") from None
        except ValueError:  # tomllib.TOMLDecodeError is one too, and is caught above
            raise DataFileError.problem(name, "number_too_long") from None
    if not isinstance(doc, dict):
        raise DataFileError.problem(name, "not_a_table")
    return doc


def utf16_text(raw: bytes) -> str | None:
    """The text of a file that starts with a UTF-16 byte-order mark, else None."""
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            return None
    return None


def read_document(path: Path | Traversable, *, cache: bool = False) -> dict[str, Any]:
    """Read and parse a TOML or JSON file. `cache`: serve it from wizard.core.parse_cache (for the
    bundled data files, which every start reads)."""
    name = str(path)
    raw = read_bytes(path)
    return cached_parse(raw, name, parse_document) if cache else parse_document(raw, name)


def read_bytes(path: Path | Traversable, max_bytes: int = MAX_FILE_BYTES, too_large: str = "too_large") -> bytes:
    """A user's file, or DataFileError saying in plain words why it cannot be read (`too_large`:
    the problem code for a file over `max_bytes`)."""
    name = str(path)
    try:
        # Read no more than the limit, whatever the file says its size is: /dev/zero says 0 and never ends.
        with path.open("rb") as fh:
            raw = fh.read(max_bytes + 1)
        if len(raw) > max_bytes:
            raise DataFileError.problem(name, too_large)
        return raw
    except FileNotFoundError:
        raise DataFileError.problem(name, "no_file") from None
    except IsADirectoryError:
        raise DataFileError.problem(name, "is_folder") from None
    except PermissionError:
        raise DataFileError.problem(name, "permission") from None
    except OSError as exc:
        raise DataFileError.problem(name, "unreadable", detail=str(exc.strerror or exc)) from None


def _entry_label(doc: Mapping[str, Any], loc: tuple[int | str, ...]) -> tuple[str | None, str | None]:
    """Turn a pydantic error location into (entry, field) for a message."""
    if len(loc) >= 2 and isinstance(loc[1], int):
        items = doc.get(str(loc[0]))
        entry = f"#{loc[1] + 1}"
        if isinstance(items, list) and loc[1] < len(items) and isinstance(items[loc[1]], dict):
            ident = items[loc[1]].get("id")
            if isinstance(ident, str):
                entry = f"'{ident}'"
        field = ".".join(str(p) for p in loc[2:]) or None
        return entry, field
    return None, ".".join(str(p) for p in loc) or None


MAX_ECHO = 80  # characters of a wrong value an error line repeats


def echoed(value: object) -> str:
    """`repr(value)` for an error line, cut to MAX_ECHO characters: a 5,000-character model name had made a
    5 KB "one-line" error. A TOML date or time is written as TOML writes it, not as Python's
    datetime.time(12, 0)."""
    text = repr(value.isoformat()) if isinstance(value, dt.date | dt.time) else repr(value)
    return text if len(text) <= MAX_ECHO else text[:MAX_ECHO - 1] + "…"


def validate_document(model: type[M], doc: Mapping[str, Any], name: str) -> M:
    try:
        return model.model_validate(doc)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        # A misspelt key inside a group first: {"budget": {"ammount": 100}} had been "amount: required field is
        # missing [and 1 more problem]", its "did you mean" hidden in the other. At the top level a missing
        # field stays first: it is what says another tool's file is not a profile.
        first = next((e for e in errors if e["type"] == "extra_forbidden" and len(e["loc"]) > 1), errors[0])
        # Every problem said, each on its line, as a quote sheet's bad rows are: "[and 3 more problems]" had left a
        # hand-edited profile to take a run per mistake (CLI review, 2026-12-02)
        error = _document_error(model, doc, name, first)
        rest = [e for e in errors if e is not first]
        # the ones said (errors.OTHERS_SAID), and how many more: 10,000 bad catalog entries had built 10,000 errors
        error.others = [_document_error(model, doc, name, e) for e in rest[:OTHERS_SAID]]
        if len(rest) > OTHERS_SAID:
            error.others[-1].more = len(rest) - OTHERS_SAID
        raise error from None


def _document_error(model: type[BaseModel], doc: Mapping[str, Any], name: str, err: Any) -> DataFileError:
    """One of pydantic's errors as the file's problem: where, what, what was given, and a suggestion."""
    # pydantic's "[key]" marks a dict's key, not a field ("exchange_rates.JPY.[key]")
    loc = tuple(p for p in err["loc"] if p not in ("function-after", "[key]"))
    entry, field = _entry_label(doc, tuple(_cut(p) for p in loc))  # a 100,000-character key had been echoed whole
    msg = str(err["msg"]).removeprefix("Value error, ")
    code, params = _problem(err["type"], err.get("ctx") or {})
    if code == "object":  # "budget": 2500 -> like {"amount": ..., "currency": ..., "scope": ...}
        params = {"example": _example_object(_field_names(model, loc))}
    out_of_scope = OUT_OF_SCOPE.get((str(loc[-1]) if loc else "", str(err.get("input", "")).strip().lower()))
    if code == "one_of" and out_of_scope is not None:  # "macos": said why, not only what the choices are
        code = out_of_scope
    if err["type"] == "float_type" and isinstance(err.get("input"), int) and not isinstance(err["input"], bool):
        code, params = "number_too_large", {}  # 400 digits: too large for a float, yet pydantic said "not a number"
    if loc == ("budget", "amount") and isinstance(err.get("input"), str):
        # a budget written as text the app would not read either: said as the app says it ("15.000" can be read
        # two ways; "$1,500" is in dollars, the budget in yuan), not "not a number" (review of this session's diff)
        code, params = _amount_problem(err["input"], doc) or (code, params)
    got = None
    if code in ("unknown_field", "missing", "object", "list", "too_short", "number_too_large", "number_ambiguous",
                "currency_mismatch") or code.startswith(
            ("pattern_", "no_")):
        # pydantic's words name its classes, or quote a regular expression
        msg = PROBLEMS[code].format(**params)
    if code not in ("unknown_field", "missing", "number_ambiguous", "currency_mismatch") and "input" in err \
            and not isinstance(err["input"], dict | list):
        got = json.dumps(err["input"]) if isinstance(err["input"], bool) else echoed(err["input"])  # JSON's true
    near: list[str] = []
    if code == "unknown_field" and loc:
        near = suggestions(str(loc[-1]), _field_names(model, loc[:-1]))
    elif code == "one_of" and isinstance(err.get("input"), str):  # "inferance" -> did you mean 'inference'?
        near = suggestions(err["input"], _choices(str(params.get("expected", ""))))
    return DataFileError(name, msg, entry, field, code=code, params=params, got=got, suggestions=near)




def _cut(part: int | str) -> int | str:
    """A location's key shortened as `echoed` shortens values."""
    return part if not isinstance(part, str) or len(part) <= MAX_ECHO else part[:MAX_ECHO - 1] + "…"


# Answers people give that the wizard does not cover, each with a PROBLEMS code that says why.
OUT_OF_SCOPE: dict[tuple[str, str], str] = {
    **{("os", v): "no_macos" for v in ("macos", "mac", "macosx", "osx", "os x", "darwin")},
    **{("form_factor", v): "no_laptop" for v in ("laptop", "notebook", "mobile")},
}


def _example_object(fields: list[str]) -> str:
    return "{" + ", ".join(f'"{name}": ...' for name in fields) + "}" if fields else "{...}"


def _field_names(model: type[BaseModel], path: tuple[int | str, ...]) -> list[str]:
    """The field names a mapping at `path` inside `model` may have ([] when the path leaves the
    models, e.g. into a list or a plain dict): a misspelt key gets the one that was meant."""
    import typing

    current: type[BaseModel] = model
    for part in path:
        if isinstance(part, int):
            continue  # an item of a list of models
        info = current.model_fields.get(part)
        if info is None:
            return []
        candidates = [info.annotation, *typing.get_args(info.annotation)]
        candidates += [a for c in list(candidates) for a in typing.get_args(c)]  # list[Model] | None
        nested = next((c for c in candidates if isinstance(c, type) and issubclass(c, BaseModel)), None)
        if nested is None:
            return []
        current = nested
    return [info.alias or key for key, info in current.model_fields.items()]


# pydantic's error types that PROBLEMS has words for, and the context value each one quotes.
_PYDANTIC_PROBLEMS: dict[str, tuple[str, str | None]] = {
    "extra_forbidden": ("unknown_field", None), "missing": ("missing", None),
    "greater_than": ("greater_than", "gt"), "greater_than_equal": ("greater_than_equal", "ge"),
    "less_than": ("less_than", "lt"), "less_than_equal": ("less_than_equal", "le"),
    "enum": ("one_of", "expected"), "literal_error": ("one_of", "expected"),
    "float_parsing": ("number", None), "finite_number": ("finite_number", None), "float_type": ("number", None),
    "int_parsing": ("whole_number", None),
    "int_type": ("whole_number", None), "int_from_float": ("whole_number", None),
    "bool_parsing": ("true_false", None), "bool_type": ("true_false", None), "string_type": ("text", None),
    "model_type": ("object", None), "dict_type": ("object", None), "model_attributes_type": ("object", None),
    "list_type": ("list", None),
    "too_short": ("too_short", "min_length"),
    "string_pattern_mismatch": ("pattern", "pattern"),
}
# Patterns said in words: an id's had been quoted as the regular expression ("String should match pattern
# '^[a-z0-9]+(?:[-.][a-z0-9]+)*$'").
_PATTERN_WORDS: dict[str, str] = {
    r"^[a-z0-9]+(?:[-.][a-z0-9]+)*$": "slug", r"^\d+\.\d+$": "major_minor", r"^gfx[0-9a-f]+$": "gfx",
    r"^\d+\.(\d+|x)(\.\d+)?$": "blender_version",
}


def _problem(kind: str, ctx: Mapping[str, Any]) -> tuple[str, dict[str, Param]]:
    """The PROBLEMS code and parameters for a pydantic error ("" when it has no words there)."""
    code, key = _PYDANTIC_PROBLEMS.get(kind, ("", None))
    if key is None:
        return code, {}
    if ctx.get(key) is None:
        return "", {}
    value = ctx[key]
    if code == "pattern":
        words = _PATTERN_WORDS.get(str(value))
        return (f"pattern_{words}", {}) if words else ("", {})
    text = str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)  # as pydantic says it
    return code, {"expected" if key == "expected" else "limit": text}


def _amount_problem(text: str, doc: Mapping[str, Any]) -> tuple[str, dict[str, Param]] | None:
    """A budget amount's text as typed_numbers.number_issue words it, as a PROBLEMS code; None for plain text that is
    no number ("lots"), which pydantic's own problem says."""
    from wizard.core.profile import Currency, currency_code  # here: the profile module imports this one
    from wizard.core.typed_numbers import number_issue
    from wizard.core.validation import answers_currency

    currency = currency_code(answers_currency(doc))
    if currency not in {c.value for c in Currency}:
        return None  # a currency that is none: its own error says so, not "write the amount in XYZ"
    code, params = number_issue(text, currency)
    problem = {"NUMBER_AMBIGUOUS": "number_ambiguous", "CURRENCY_MISMATCH": "currency_mismatch"}.get(code)
    return (problem, dict(params)) if problem else None


def _choices(expected: str) -> list[str]:
    """The values in pydantic's "'a', 'b' or 'c'"."""
    return re.findall(r"'([^']*)'", expected)


def _merge_bundled(files: Iterable[Traversable]) -> dict[str, Any]:
    merged: dict[str, Any] = {"gpus": []}
    for f in files:
        doc = read_document(f, cache=True)
        for key, value in doc.items():
            if key == "gpus":
                if not isinstance(value, list):
                    raise DataFileError(str(f), "'gpus' must be an array of tables", field="gpus")
                merged["gpus"].extend(value)
            elif key in merged:
                raise DataFileError(str(f), f"'{key}' is defined in more than one catalog file", field=key)
            else:
                merged[key] = value
    return merged


def bundled_catalog_files() -> list[Traversable]:
    folder = data_path("catalog")
    return sorted((f for f in folder.iterdir() if f.name.endswith(".toml")), key=lambda f: f.name)


@lru_cache(maxsize=1)
def _bundled_catalog() -> Catalog:
    files = bundled_catalog_files()
    doc = _merge_bundled(files)
    return validate_document(Catalog, doc, "bundled catalog (data/catalog)")


def load_catalog(path: str | Path | None = None) -> Catalog:
    """The bundled catalog, or a user catalog file (TOML or JSON) when `path` is given."""
    if path is None:
        return _bundled_catalog()
    p = Path(path)
    return validate_document(Catalog, read_document(p), str(p))


@lru_cache(maxsize=1)
def load_models() -> ModelCatalog:
    f = data_path("models.toml")
    return validate_document(ModelCatalog, read_document(f, cache=True), "bundled model presets (data/models.toml)")


def model_by_id(model_id: str) -> ModelPreset | None:
    for m in load_models().models:
        if m.id == model_id:
            return m
    return None


# Words in a model's name that change neither its size nor its architecture: an instruction-tuned release
# ("Qwen/Qwen2.5-7B-Instruct", Gemma's "-it", Ollama's "qwen2.5:7b-instruct") is sized as its base, and
# "Meta-Llama-3.1-8B" is Llama 3.1 8B.
_SAME_MODEL_WORDS = frozenset({"instruct", "chat", "it", "hf"})
# Words that name a file format rather than the model (Ollama's "qwen2.5:72b-instruct-q4_K_M", a GGUF or AWQ
# repository): left out only to suggest the preset, since the format is a separate answer (precision).
_FORMAT_WORD = re.compile(r"^(?:i?q\d\w*|fp16|bf16|f16|fp8|fp4|int4|int8|awq|gptq|gguf|mlx|\d+bit|mxfp4|nvfp4|"
                          r"w4a16|w8a8)$")


def _bare(name: str) -> str:
    """Lower case, without a Hugging Face repository's owner ("Qwen/Qwen2.5-7B" -> "qwen2.5-7b")."""
    return name.strip().lower().rsplit("/", 1)[-1]


def _words(name: str) -> list[str]:
    words = [w for w in re.split(r"[-_:\s]+", _bare(name)) if w]
    if len(words) > 1 and words[0] == "meta":
        words = words[1:]
    return [w for w in words if w not in _SAME_MODEL_WORDS]


def model_key(name: str) -> str:
    """`name` as `find_model` compares it: no case, no owner ("Qwen/"), no "-Instruct", letters and digits
    only, so "Qwen/Qwen2.5-7B-Instruct", "qwen2.5:7b" and "qwen2.5-7b" are one key."""
    return "".join(ch for w in _words(name) for ch in w if ch.isalnum())


@lru_cache(maxsize=1)
def _models_by_key() -> tuple[dict[str, ModelPreset], dict[str, ModelPreset]]:
    """(alias as written, lower case -> preset; key of an id, name or alias -> preset). Ids and names
    first: an alias never takes the key of another preset's own name (tests/test_model_names.py checks)."""
    models = load_models().models
    aliases = {a.strip().lower(): m for m in models for a in m.aliases}
    keys: dict[str, ModelPreset] = {}
    for m in models:
        keys.setdefault(model_key(m.id), m)
        keys.setdefault(model_key(m.name), m)
    for m in models:
        for a in m.aliases:
            keys.setdefault(model_key(a), m)
    return aliases, keys


def find_model(name: str) -> ModelPreset | None:
    """The preset `name` stands for: its id, one of its aliases (Ollama's "deepseek-r1:7b"; "x:latest" is
    "x"), or another spelling of either ("Qwen/Qwen2.5-7B-Instruct", "llama3.1:8b"); None when none is.

    A bare "deepseek-r1" is the preset of that id (the 671B model), though Ollama's "deepseek-r1" is an
    8B distill: the id comes first, and the app shows the model's name and size wherever it is used.
    """
    exact = model_by_id(name)
    if exact is not None:
        return exact
    aliases, keys = _models_by_key()
    text = name.strip().lower()
    found = aliases.get(text)
    if found is None and text.endswith(":latest"):
        found = aliases.get(text.removesuffix(":latest"))
    if found is None:
        key = model_key(name)
        found = keys.get(key) if key else None
    return found


def ollama_namesake(model_id: str) -> ModelPreset | None:
    """The other preset Ollama gives this preset's id to, if any: `ollama run deepseek-r1` downloads an 8B
    distill, not the 671B model of that id here (the alias "deepseek-r1:latest" says so)."""
    aliases, _keys = _models_by_key()
    other = aliases.get(f"{model_id.lower()}:latest")
    return other if other is not None and other.id != model_id else None


def model_without_format(name: str) -> ModelPreset | None:
    """The preset `name` names once the file format is left out ("qwen2.5:72b-instruct-q4_K_M" is
    qwen2.5-72b in Q4_K_M): for "did you mean", never taken silently (the format is the precision answer)."""
    words = [w for w in re.split(r"[-:\s]+", _bare(name)) if w and not _FORMAT_WORD.match(w)]
    return find_model("-".join(words)) if words else None


def catalog_to_json(catalog: Catalog) -> str:
    """The catalog as JSON that `load_catalog` accepts back."""
    return json.dumps(catalog.model_dump(mode="json", exclude_defaults=False), indent=2, ensure_ascii=False)


def validate_fragment(path: str | Path) -> Catalog:
    """Validate one bundled catalog file on its own (for editors of data/catalog/*.toml)."""
    p = Path(path)
    doc = read_document(p)
    doc.setdefault("catalog", {"version": "fragment", "date": "2000-01-01"})
    return validate_document(Catalog, doc, str(p))


def normalize_gpu_name(name: str, loose: bool = False) -> str:
    """"NVIDIA GeForce RTX 4090" and the catalog's "GeForce RTX 4090" compare equal.

    `loose` also drops bracketed notes, memory sizes and PCIe/SXM, for names tools print
    differently from the catalog ("NVIDIA A100-SXM4-80GB").
    """
    n = name.casefold().replace("geforce ", "").replace("tesla ", "")
    n = re.sub(r"^(nvidia|amd|intel)\s+", "", n.strip())
    # "16GB", "16 GB" and a shop's "16G" alike: the memory that tells the RTX 5060 Ti 16 GB from the 8 GB
    n = re.sub(r"\b(\d+)\s?gb?\b", r"\1 gb", n)
    if loose:
        n = re.sub(r"\([^)]*\)", " ", n)
        # letters and digits apart, as shops run them together ("RTX4090D" is "rtx 4090 d")
        n = re.sub(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])", " ", n)
        n = re.sub(r"\b\d+\s?gb?\b", " ", n)  # "24GB", and Chinese shops' "16G"
        n = re.sub(r"\b(pcie|sxm\s?\d?)\b", " ", n)
    return " ".join(n.split())


def name_pairs(gpus: Iterable[Gpu]) -> list[tuple[str, str]]:
    """(id, name) pairs to match a detected GPU against: each GPU's name and the names tools print for it."""
    return [(g.id, n) for g in gpus for n in (g.name, *g.device_names)]


def match_gpu_candidates(name: str, gpus: Iterable[tuple[str, str]]) -> list[str]:
    """The catalog ids a GPU name a tool printed (nvidia-smi, rocm-smi, lspci) may be: one for an
    exact match, else every loose match (several when variants differ only in memory, such as the
    RTX 5060 Ti 8 GB and 16 GB, which drivers name alike). lspci's "AD102 [GeForce RTX 4090]" is
    matched by the marketing name in brackets. `gpus` are (id, name) pairs (name_pairs)."""
    pairs = list(gpus)
    for candidate in reversed(re.findall(r"\[([^\]]+)\]", name)):
        if hits := match_gpu_candidates(candidate, pairs):
            return hits
    exact = {normalize_gpu_name(n): i for i, n in pairs}
    if (hit := exact.get(normalize_gpu_name(name))) is not None:
        return [hit]
    key = normalize_gpu_name(name, loose=True)
    loose = list(dict.fromkeys(i for i, n in pairs if normalize_gpu_name(n, loose=True) == key))
    if loose or not key:
        return loose
    # A name without its edition ("RTX PRO 6000 Blackwell" for the Workstation Edition): the cards whose name
    # goes on from it by edition words only (a "RTX 4070 Ti" is no RTX 4070 Ti SUPER). One is that card;
    # several are asked about, never guessed.
    return list(dict.fromkeys(i for i, n in pairs if _edition_of(normalize_gpu_name(n, loose=True), key)))


# "generation": the RTX 6000 Ada Generation, which shops write "RTX 6000 Ada"
_EDITION_WORDS = frozenset({"workstation", "edition", "founders", "server", "max-q", "generation"})


def _edition_of(full: str, key: str) -> bool:
    """Whether `full` is `key` with edition words after it ("... blackwell workstation edition")."""
    return full.startswith(key + " ") and set(full[len(key):].split()) <= _EDITION_WORDS


def find_gpu(value: str, gpus: Iterable[Gpu]) -> str | None:
    """The catalog id `value` names: an id in any case ("RTX-4090"), or a card's full name as the app, a
    quote sheet and nvidia-smi write it ("NVIDIA GeForce RTX 4090") when it names one card only; else None.
    The quote sheet took such names and --gpu, current_gpu and price_overrides refused them."""
    listed = list(gpus)
    ids = {g.id for g in listed}
    for spelling in (value, value.strip().lower()):
        if spelling in ids:
            return spelling
    hits = match_gpu_candidates(value, name_pairs(listed))
    return hits[0] if len(hits) == 1 else None


def match_gpu_name(name: str, gpus: Iterable[tuple[str, str]], memory_gib: float | None = None,
                   memory_of: Mapping[str, float] | None = None) -> str | None:
    """The catalog id for a GPU name a tool printed, else None: the only candidate
    (match_gpu_candidates), or of variants named alike the one with the memory the tool reported
    (`memory_gib`, against `memory_of`: id -> the catalog's memory_gb)."""
    hits = match_gpu_candidates(name, gpus)
    if len(hits) == 1:
        only = hits[0]
        # A variant the catalog lacks, printed like one it has (an RTX 3050 6 GB is "NVIDIA GeForce RTX
        # 3050", the catalog's RTX 3050 8 GB; an RTX 2060 12 GB, its 6 GB card): with memory far from
        # the catalog's, it is not that card. `memory_of` leaves out cards whose tools report
        # something else (unified memory).
        have = memory_of.get(only) if memory_of else None
        if memory_gib and have and abs(have - memory_gib) > 0.15 * have:
            return None
        return only
    if len(hits) > 1 and memory_gib and memory_of:
        best = min(hits, key=lambda i: abs(memory_of.get(i, 0.0) - memory_gib))
        # A tool reports a little less than the card has (nvidia-smi: 16311 MiB on a 16 GB card).
        if abs(memory_of.get(best, 0.0) - memory_gib) <= 0.15 * memory_of.get(best, 0.0):
            return best
    return None
