"""Reading and writing profile files (JSON), with errors that name the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from wizard.core.arch import UnknownModelError, profile_arch
from wizard.core.catalog import DataFileError, echoed, find_gpu, load_catalog, read_document, validate_document
from wizard.core.catalog_models import Catalog
from wizard.core.errors import suggestions
from wizard.core.profile import Profile

# The shortlist that `gpu-wizard report --format json`, `batch` and the app's Export JSON… write
# (wizard/report/export.py) keeps the answers it was made from under "profile": opening one as a
# profile opens those answers, so a shortlist sent round for approval can be re-run or changed.
SHORTLIST_FORMAT = "gpu-wizard-shortlist"
# A saved profile says what wrote it, so that a file from a newer app with answers this one does not know is
# said to be newer: it had been refused with "unknown field (check its spelling)", in a file the app itself
# wrote (GUI review, 2026-12-02). Hand-written profiles may leave both out.
PROFILE_FORMAT = "gpu-wizard-profile"
PROFILE_FORMAT_VERSION = 1


def answers_of(doc: dict[str, Any]) -> dict[str, Any]:
    """The profile in a document: the document itself, or a shortlist export's "profile", without the format
    keys a saved profile carries."""
    inner = doc.get("profile")
    if doc.get("format") == SHORTLIST_FORMAT and isinstance(inner, dict):
        doc = inner
    if doc.get("format") == PROFILE_FORMAT:
        return {k: v for k, v in doc.items() if k not in ("format", "format_version")}
    return doc


def _format_version(doc: dict[str, Any]) -> int:
    inner = doc.get("profile") if doc.get("format") == SHORTLIST_FORMAT else doc
    version = inner.get("format_version") if isinstance(inner, dict) and inner.get("format") == PROFILE_FORMAT \
        else None
    return version if isinstance(version, int) and not isinstance(version, bool) else PROFILE_FORMAT_VERSION


def _validated(doc: dict[str, Any], name: str) -> Profile:
    """The document's profile; a file from a newer app whose answers this one does not know says so."""
    try:
        return validate_document(Profile, answers_of(doc), name)
    except DataFileError as exc:
        version = _format_version(doc)
        if exc.code == "unknown_field" and version > PROFILE_FORMAT_VERSION:
            raise DataFileError.problem(name, "newer_profile", None, exc.field, version=version,
                                        supported=PROFILE_FORMAT_VERSION) from None
        raise


def load_profile(path: str | Path, catalog: Catalog | None = None) -> Profile:
    """The profile in a file, its model and current card checked against the presets and `catalog` (the
    catalog it will be run against, `--catalog`; the bundled one by default)."""
    p = Path(path)
    profile = gpu_ids_of(_validated(read_document(p), str(p)), catalog, str(p))
    check_profile_references(profile, str(p), catalog)
    return profile


def parse_profile(text: str, name: str = "profile") -> Profile:
    from wizard.core.catalog import parse_document

    profile = gpu_ids_of(_validated(parse_document(text.encode(), name), name), None, name)
    check_profile_references(profile, name)
    return profile


def gpu_ids_of(profile: Profile, catalog: Catalog | None = None, name: str = "profile") -> Profile:
    """The profile with its cards named by catalog id: current_gpu and price_overrides may name a card as
    the app and quote sheets write it ("NVIDIA GeForce RTX 4090"), or its id in another case."""
    gpus = (catalog or load_catalog()).gpus
    update: dict[str, Any] = {}
    if profile.current_gpu is not None and (found := find_gpu(profile.current_gpu.id, gpus)) not in (
            None, profile.current_gpu.id):
        update["current_gpu"] = profile.current_gpu.model_copy(update={"id": found})
    renamed: dict[str, float] = {}
    written_as: dict[str, str] = {}  # id -> the key that named it first
    for key, price in profile.price_overrides.items():
        gpu_id = find_gpu(key, gpus) or key
        if gpu_id in renamed:  # "rtx-4090" and "NVIDIA GeForce RTX 4090": which price is meant?
            raise DataFileError.problem(name, "quoted_twice", None, f"price_overrides.{key}",
                                        first=repr(written_as[gpu_id]), second=repr(key), gpu=gpu_id)
        renamed[gpu_id], written_as[gpu_id] = price, key
    if renamed != profile.price_overrides:
        update["price_overrides"] = renamed
    return profile.model_copy(update=update) if update else profile


def check_profile_references(profile: Profile, name: str, catalog: Catalog | None = None) -> None:
    try:
        profile_arch(profile)
    except UnknownModelError as exc:
        shown = echoed(exc.model_id)
        raise DataFileError(name, f"unknown model preset {shown}", field="model", code="unknown_model",
                            params={"value": shown}, suggestions=exc.suggestions) from None
    known = (catalog or load_catalog()).by_id()
    if profile.current_gpu is not None and profile.current_gpu.id not in known:
        gpu_id = profile.current_gpu.id
        raise DataFileError(name, f"unknown GPU id {gpu_id!r}", field="current_gpu.id", code="unknown_gpu",
                            params={"value": repr(gpu_id)}, suggestions=suggestions(gpu_id, known))
    # A quote for a card the catalog does not have would be silently unused: the card keeps its list price
    # (or stays out as unpriced) while the user believes the quote counts. A misspelt id is the usual cause.
    for gpu_id in profile.price_overrides:
        if gpu_id not in known:
            raise DataFileError(name, f"unknown GPU id {gpu_id!r}", field=f"price_overrides.{gpu_id}",
                                code="unknown_gpu", params={"value": repr(gpu_id)},
                                suggestions=suggestions(gpu_id, known))


def profile_to_json(profile: Profile) -> str:
    """Only the answers that differ from the defaults, so files stay short and readable."""
    data = profile.model_dump(mode="json", exclude_defaults=True)
    data["workload"] = profile.workload.value
    data = {"format": PROFILE_FORMAT, "format_version": PROFILE_FORMAT_VERSION, **data}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
