"""Which troubleshooting entries the report's appendix B prints, and which warnings point to them.

Pure Python over `wizard.core.troubleshooting` (no Qt): the knowledge base links entries to the
rules core's warning codes and scopes them to vendors, architectures, operating systems,
workloads, software and kinds of computer (`profile_scope`). For a recommendation the appendix
holds, most relevant first:

1. entries linked to a warning of a shortlisted card (or of the user's current card, or of the
   profile) that also apply to that card's vendor/architecture and the profile's OS and workload —
   ordered by the warning's severity, then the best rank it applies to;
2. then, while there is room (at most `SCOPED_LIMIT` of them), entries without warning codes that
   apply to the cards and the profile (those with codes are left to the rules core: if it raised
   none of them, they do not apply), the most narrowly scoped first.

`select_entries(rec, gpus)` returns `AppendixEntry`s numbered B.1, B.2, ... in that order;
`refs_for(entries, codes, ranks)` gives the numbers a warning of those cards should cite.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from wizard.core.catalog_models import Gpu
from wizard.core.results import Recommendation
from wizard.core.troubleshooting import (
    Entry,
    KnowledgeBase,
    entries_for,
    load_knowledge_base,
    profile_scope,
    software_specific_first,
)

LIMIT = 10  # keep the appendix focused
SCOPED_LIMIT = 3  # of which at most this many general entries (not linked to a warning)
CURRENT = 0  # the "rank" of the user's current card
SEVERITY_ORDER = {"blocker": 0, "warning": 1, "info": 2}


@dataclass
class AppendixEntry:
    entry: Entry
    number: int = 0  # B.<number>
    links: set[tuple[str, int]] = field(default_factory=set)  # (warning code, rank) that cite it
    ranks: set[int] = field(default_factory=set)  # cards it applies to (CURRENT for the current card)
    linked: bool = False  # reached through a warning (not only through its scope)

    @property
    def ref(self) -> str:
        return f"B.{self.number}"


@dataclass(frozen=True)
class _Card:
    rank: int
    vendor: str | None
    arch: str | None
    codes: tuple[tuple[str, str], ...]  # (code, severity)


def architecture_key(gpu: Gpu | None) -> str | None:
    """What `entries_applying_to` understands: a compute capability, a gfx target or a family."""
    if gpu is None:
        return None
    if gpu.compute_capability:
        return gpu.compute_capability
    if gpu.gfx_target:
        return gpu.gfx_target
    if gpu.architecture.lower().startswith("xe"):
        return "xe"
    return None


def _cards(rec: Recommendation, gpus: dict[str, Gpu]) -> list[_Card]:
    cards = [_Card(c.rank, c.vendor, architecture_key(gpus.get(c.gpu_id)),
                   tuple((w.code, w.severity.value) for w in c.warnings)) for c in rec.shortlist]
    cur = rec.current
    if cur is not None:
        g = gpus.get(cur.gpu_id)
        cards.append(_Card(CURRENT, g.vendor.value if g else None, architecture_key(g),
                           tuple((w.code, w.severity.value) for w in cur.warnings)))
    return cards


def select_entries(rec: Recommendation, gpus: dict[str, Gpu], kb: KnowledgeBase | None = None,
                   limit: int = LIMIT) -> list[AppendixEntry]:
    """The appendix's entries for `rec`, numbered from 1, at most `limit` (see the module docstring)."""
    kb = kb or load_knowledge_base()
    order = {e.id: i for i, e in enumerate(kb.entries)}
    scope = profile_scope(rec.profile)
    found: dict[str, AppendixEntry] = {}
    best: dict[str, tuple[int, int]] = {}  # entry id -> (severity order, rank order) of its strongest link

    def link(entry: Entry, code: str, severity: str, rank: int) -> None:
        a = found.setdefault(entry.id, AppendixEntry(entry))
        a.linked = True
        a.links.add((code, rank))
        a.ranks.add(rank)
        key = (SEVERITY_ORDER.get(severity, 3), rank if rank != CURRENT else 999)
        best[entry.id] = min(best.get(entry.id, key), key)

    cards = _cards(rec, gpus)
    for card in cards:
        applicable = {e.id for e in scope.entries(card.vendor, card.arch, kb)}
        for code, severity in card.codes:
            for entry in entries_for([code], kb):
                if entry.id in applicable:
                    link(entry, code, severity, card.rank)
    applicable_any = {e.id for e in scope.entries(kb=kb)}
    for w in rec.profile_warnings:
        for entry in entries_for([w.code], kb):
            if entry.id in applicable_any:
                link(entry, w.code, w.severity.value, -1)
    linked = sorted(found.values(), key=lambda a: (best[a.entry.id], software_specific_first(a.entry),
                                                   order[a.entry.id]))[:limit]

    scoped: dict[str, AppendixEntry] = {}
    for card in cards:
        for entry in scope.entries(card.vendor, card.arch, kb):
            if entry.warning_codes or entry.id in found:
                continue
            scoped.setdefault(entry.id, AppendixEntry(entry)).ranks.add(card.rank)

    def specificity(a: AppendixEntry) -> tuple[int, int, int]:
        s = a.entry.applies_to
        # A narrow scope says more about these cards than "Windows or Linux" or "any vendor" does.
        score = (4 * bool(s.architectures or s.compute_capabilities) + 2 * bool(s.workloads or s.software)
                 + 2 * bool(s.machines)
                 + (len(s.os) == 1) + (len(s.vendor) == 1))
        return (-score, -len(a.ranks), order[a.entry.id])

    extra = sorted(scoped.values(), key=specificity)[:max(0, min(SCOPED_LIMIT, limit - len(linked)))]
    chosen = linked + extra
    for i, a in enumerate(chosen, start=1):
        a.number = i
    return chosen


def refs_for(entries: Iterable[AppendixEntry], codes: Iterable[str], ranks: Iterable[int]) -> list[AppendixEntry]:
    """The appendix entries that a warning with one of `codes`, raised for the cards `ranks`, cites."""
    pairs = {(c, r) for c in codes for r in ranks}
    return [a for a in entries if a.links & pairs]
