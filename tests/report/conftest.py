"""Shared fixtures for the report tests: the four journeys' profiles and their PDFs."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

PROFILES = Path(__file__).parent / "profiles"
JOURNEYS = ["chatbot-windows-small-budget", "qlora-wsl2", "training-8gpu-server", "hpc-fp64"]


def pdftotext(path: Path, layout: bool = False) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed: run `make deps`")
    args = ["pdftotext", "-enc", "UTF-8", *(["-layout"] if layout else []), str(path), "-"]
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def pdffonts(path: Path) -> list[dict[str, str]]:
    if shutil.which("pdffonts") is None:
        pytest.skip("pdffonts (poppler-utils) is not installed: run `make deps`")
    out = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True).stdout
    rows = []
    for line in out.splitlines()[2:]:
        parts = line.split()
        # name type... encoding emb sub uni object ID: the last five columns are fixed
        rows.append({"name": parts[0], "emb": parts[-5], "uni": parts[-3]})
    return rows


def pdfinfo(path: Path) -> dict[str, str]:
    if shutil.which("pdfinfo") is None:
        pytest.skip("pdfinfo (poppler-utils) is not installed: run `make deps`")
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    return {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in out.splitlines())}


@pytest.fixture(scope="session")
def journey_recs() -> dict[str, object]:
    from wizard.core.profile_io import load_profile
    from wizard.core.recommend import recommend

    return {name: recommend(load_profile(PROFILES / f"{name}.json")) for name in JOURNEYS}


@pytest.fixture(scope="session")
def journey_pdfs(qapp: object, journey_recs: dict[str, object], tmp_path_factory: pytest.TempPathFactory
                 ) -> dict[tuple[str, str], tuple[Path, int]]:
    """Each journey as an English A4 PDF and a Chinese Letter PDF: {(name, lang): (path, pages)}."""
    from wizard.report.document import write_pdf

    out = tmp_path_factory.mktemp("journeys")
    made: dict[tuple[str, str], tuple[Path, int]] = {}
    for name, rec in journey_recs.items():
        for lang, paper in (("en", "a4"), ("zh_CN", "letter")):
            path = out / f"{name}-{lang}.pdf"
            pages = write_pdf(rec, path, lang, paper)  # type: ignore[arg-type]
            made[(name, lang)] = (path, pages)
    return made
