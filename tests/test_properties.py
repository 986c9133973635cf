"""Property tests over profiles the schema accepts (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wizard.core.catalog import load_catalog, load_models
from wizard.core.catalog_models import Cooling, FormFactor
from wizard.core.power import plugs_needed, psu_required
from wizard.core.profile import (
    Currency,
    Engine,
    FormFactorChoice,
    KvPrecision,
    OperatingSystem,
    Optimizer,
    Precision,
    Profile,
    Region,
    TrainingPrecision,
    Workload,
)
from wizard.core.recommend import recommend
from wizard.core.results import Recommendation

GPUS = load_catalog().by_id()
MODEL_IDS = [m.id for m in load_models().models]

budgets = st.one_of(
    st.none(), st.builds(dict, amount=st.floats(100, 2_000_000), currency=st.sampled_from(list(Currency)))
)
power = st.one_of(
    st.none(),
    st.builds(dict, psu_watts=st.floats(300, 5000)),
    st.builds(dict, psu_watts=st.floats(300, 5000), pcie_8pin=st.integers(0, 12), pcie_16pin=st.integers(0, 3)),
    st.builds(dict, max_gpu_watts=st.floats(50, 10000)),
)


@st.composite
def profiles(draw: st.DrawFn) -> Profile:
    workload = draw(st.sampled_from(list(Workload)))
    data: dict[str, object] = {"workload": workload}
    if workload.is_llm:
        if draw(st.booleans()):
            data["model"] = draw(st.sampled_from(MODEL_IDS))
        else:
            data["params_b"] = draw(st.floats(0.05, 2000))
        data["precision"] = draw(st.one_of(st.none(), st.sampled_from(list(Precision))))
        data["kv_cache_precision"] = draw(st.sampled_from(list(KvPrecision)))
        data["engine"] = draw(st.sampled_from(list(Engine)))
        data["context_tokens"] = draw(st.integers(1, 262_144))
        data["batch_size"] = draw(st.integers(1, 256))
        data["gradient_checkpointing"] = draw(st.booleans())
        data["optimizer"] = draw(st.sampled_from(list(Optimizer)))
        data["lora_rank"] = draw(st.integers(1, 512))
        data["training_precision"] = draw(st.sampled_from(list(TrainingPrecision)))
    else:
        data["working_set_gb"] = draw(st.floats(0.1, 2000))
        data["hpc_needs_fp64"] = draw(st.booleans())
    data["budget"] = draw(budgets)
    data["power"] = draw(power)
    data["os"] = draw(st.sampled_from(list(OperatingSystem)))
    data["max_gpus"] = draw(st.integers(1, 8))
    data["form_factor"] = draw(st.sampled_from(list(FormFactorChoice)))
    data["region"] = draw(st.sampled_from(list(Region)))
    return Profile.model_validate(data)


FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(profiles())
def test_no_accepted_profile_makes_the_core_raise_and_shortlist_meets_every_constraint(p: Profile) -> None:
    rec = recommend(p, top=10)
    assert rec.requirement.vram_gb > 0
    for c in rec.shortlist:
        g = GPUS[c.gpu_id]
        assert 1 <= c.count <= p.max_gpus
        assert c.vram_gb_per_gpu <= c.vram_capacity_gb_per_gpu + 1e-6
        if p.budget is not None:
            assert c.price_total is not None
            budget = p.budget.amount if p.budget.scope.value == "per_machine" else p.budget.amount / p.machines
            assert c.price_total <= budget + 0.01
        need = psu_required(g, c.count, p.form_factor is FormFactorChoice.SERVER)  # None: brings its own
        if p.power and p.power.psu_watts and need is not None:
            assert need <= p.power.psu_watts
        if p.power and p.power.max_gpu_watts:
            assert g.tdp_w * c.count <= p.power.max_gpu_watts
        if p.power and p.power.pcie_8pin is not None and need is not None:
            assert plugs_needed(g, c.count, p.power.pcie_16pin or 0).eight <= p.power.pcie_8pin
        if c.max_context_tokens is not None:  # the longest context that fits is at least the one chosen
            assert c.max_context_tokens >= p.context_tokens
        if p.region is Region.CN:
            assert "cn" in {m.value for m in g.markets}
        if p.form_factor is FormFactorChoice.DESKTOP:
            # a card for the tower, or a complete desktop computer beside it
            assert g.form_factor in (FormFactor.PCIE, FormFactor.SYSTEM) and g.cooling is not Cooling.PASSIVE
        assert c.score > 0
    # Every configuration is either shortlisted-eligible or excluded with at least one coded reason.
    assert all(e.reasons for e in rec.excluded)


def _excluded(p: Profile, code: str | None = None) -> set[tuple[str, int]]:
    rec = recommend(p, top=1)
    return {(e.gpu_id, e.count) for e in rec.excluded if code is None or any(r.code == code for r in e.reasons)}


@FAST
@given(profiles(), st.floats(1.01, 10))
def test_raising_the_budget_never_removes_a_configuration(p: Profile, factor: float) -> None:
    if p.budget is None:
        return
    more = {**p.budget.model_dump(), "amount": p.budget.amount * factor}
    richer = Profile.model_validate({**p.model_dump(), "budget": more})
    assert _excluded(richer) <= _excluded(p)


@FAST
@given(profiles(), st.integers(1, 4), st.integers(0, 1))
def test_more_power_plugs_never_remove_a_configuration(p: Profile, more_8: int, more_16: int) -> None:
    if p.power is None or p.power.pcie_8pin is None:
        return
    power = {**p.power.model_dump(), "pcie_8pin": p.power.pcie_8pin + more_8,
             "pcie_16pin": (p.power.pcie_16pin or 0) + more_16}
    assert _excluded(Profile.model_validate({**p.model_dump(), "power": power})) <= _excluded(p)


@FAST
@given(profiles(), st.floats(1.01, 5))
def test_a_larger_model_never_adds_a_configuration_excluded_for_memory(p: Profile, factor: float) -> None:
    if not p.workload.is_llm:
        return
    size = (p.params_b or 7.0) * factor
    if size > 20000:
        return
    base = Profile.model_validate({**p.model_dump(), "model": None, "params_b": p.params_b or 7.0})
    larger = Profile.model_validate({**p.model_dump(), "model": None, "params_b": size})
    assert _excluded(base, "EXCLUDED_VRAM") <= _excluded(larger, "EXCLUDED_VRAM")


@FAST
@given(profiles(), st.integers(1, 8))
def test_every_card_is_shortlisted_ranked_lower_or_excluded_at_every_count(p: Profile, top: int) -> None:
    """"Why not this card?" always has an answer: each card in the catalog is on the shortlist, or
    fits and ranks below it (at its best count, scoring no more than the last pick), or is excluded
    with a reason at every count from 1 to the profile's maximum."""
    rec = recommend(p, top=top)
    shortlisted = {c.gpu_id for c in rec.shortlist}
    lower = [r.gpu_id for r in rec.ranked_lower]
    assert len(lower) == len(set(lower)) and not shortlisted & set(lower)
    assert rec.ranked_lower_total == len(lower)  # the bundled catalog is listed whole
    excluded: dict[str, set[int]] = {}
    for e in rec.excluded:
        excluded.setdefault(e.gpu_id, set()).add(e.count)
    for gpu_id in GPUS:
        if gpu_id not in shortlisted and gpu_id not in lower:
            assert excluded.get(gpu_id) == set(range(1, p.max_gpus + 1)), gpu_id
    # ... and the cards that "cannot do this work" are exactly the rest: never a pick or an alternative
    unsuitable = {e.gpu_id for e in rec.unsuitable()}
    assert unsuitable == set(GPUS) - shortlisted - set(lower)
    assert rec.unsuitable_cards() == len(unsuitable)
    assert len(shortlisted) + rec.ranked_lower_total + rec.unsuitable_cards() == rec.catalog.gpus
    assert {(e.gpu_id, e.count) for e in rec.unsuitable()} == {
        (e.gpu_id, e.count) for e in rec.excluded if e.gpu_id in unsuitable}
    if rec.ranked_lower:
        assert len(rec.shortlist) == top
        scores = [r.score for r in rec.ranked_lower]
        assert scores == sorted(scores, reverse=True)
        assert scores[0] <= rec.shortlist[-1].score + 0.01
    for r in rec.ranked_lower:
        first = r.reasons[0]
        assert first.code in ("RANKED_LOWER", "RANKED_LOWER_UNPRICED") and first.params["count"] == r.count
        assert first.params["score"] <= first.params["last"]  # shown with enough decimals to tell them apart
        assert r.count not in excluded.get(r.gpu_id, set())
        assert all(m.severity.value == "warning" for m in r.reasons[1:])  # type: ignore[attr-defined]


@FAST
@given(profiles(), st.integers(1, 6))
def test_shortening_a_full_ranking_equals_asking_for_fewer_picks(p: Profile, top: int) -> None:
    """The GUI ranks every card once and shows the first few (recommend.shorten); the command line
    and the report ask for `top` picks. Both must give the same shortlist and the same "ranks lower"
    answers."""
    from wizard.core.recommend import shorten

    direct = recommend(p, top=top)
    cut = shorten(recommend(p, top=1000), top)

    def key(rec: Recommendation) -> tuple[object, ...]:
        return ([(c.gpu_id, c.count, c.score) for c in rec.shortlist], rec.ranked_lower_total,
                [(r.gpu_id, r.count, r.score, [(m.code, m.params) for m in r.reasons]) for r in rec.ranked_lower])

    assert key(cut) == key(direct)


def _scored_in_full(cands: list[object], profile: Profile) -> list[tuple[float, str, int]]:
    """The ranking as the score's documentation states it (recommend's module docstring): every
    configuration scored with its warnings, sorted best first (ties: fewer cards, then the id), each
    card at its best count."""
    from wizard.core.recommend import RISK_PER_WARNING, RISK_WEIGHTS
    from wizard.core.results import Severity
    from wizard.core.rules import tight_share

    tight = tight_share(profile)  # the answers' headroom: where a fit stops being tight

    best_speed = max((x.speed or 0.0 for x in cands), default=0.0) or 1.0  # type: ignore[attr-defined]
    values = [(x.speed or 0.0) / x.check.price_total for x in cands if x.check.price_total]  # type: ignore[attr-defined]
    best_value = max(values, default=0.0) or 1.0
    unpriced = min(values) / best_value if values else 1.0
    scored = []
    for x in cands:
        speed, check = x.speed or 0.0, x.check  # type: ignore[attr-defined]
        value = speed / check.price_total / best_value if check.price_total else unpriced
        spare = 1 - check.need_gib / check.usable_gib
        headroom = 1.0 if spare >= tight else 0.85 + 0.15 * max(0.0, spare) / tight
        risk = 1.0
        for w in x.warnings:  # type: ignore[attr-defined]
            if w.severity is Severity.WARNING:
                risk *= RISK_WEIGHTS.get(w.code, RISK_PER_WARNING)
        scored.append((100 * (speed / best_speed) ** 0.6 * value**0.4 * headroom * risk, x.count, x.gpu.id))  # type: ignore[attr-defined]
    scored.sort(key=lambda t: (-t[0], t[1], t[2]))
    seen: set[str] = set()
    return [t for t in scored if not (t[2] in seen or seen.add(t[2]))]


def _lazily_ranked(p: Profile, catalog: object = None) -> tuple[list[tuple[float, str, int]], list[object]]:
    from wizard.core.arch import resolve
    from wizard.core.constants import load_constants
    from wizard.core.ecosystem import load_ecosystem
    from wizard.core.recommend import _checks, _ranked

    gpus = (catalog or load_catalog()).gpus  # type: ignore[attr-defined]
    passing, _ = _checks(p, resolve(p.model_id(), p.params_b), gpus, load_constants(), load_ecosystem())
    return [(s, x.count, x.gpu.id) for s, x in _ranked(passing, p)], passing


@FAST
@given(profiles())
def test_ranking_on_score_bounds_gives_the_order_of_scoring_everything(p: Profile) -> None:
    """recommend._ranked works out warnings only for configurations whose score bound comes first; the
    cards must come out in the order, and with the scores, of scoring every configuration in full."""
    lazily, passing = _lazily_ranked(p)
    expected = _scored_in_full(passing, p)
    assert [(round(s, 9), n, i) for s, n, i in lazily] == [(round(s, 9), n, i) for s, n, i in expected]


def test_ranking_a_big_catalog_reads_few_configurations_warnings() -> None:
    """On a generated 2,000-GPU catalog (many cards alike, so many ties) the order is still that of
    scoring everything, while the first pick leaves the warnings of many configurations unread."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    from bench_recommend import PROFILES, synthetic

    catalog = synthetic(load_catalog(), 2000)
    # the three with many passing configurations (the hint paths' profiles pass a few dozen, all of them read)
    for p in (PROFILES[name] for name in ("chatbot, Windows, 15,000 CNY", "70B QLoRA, Linux", "HPC FP64, server")):
        from wizard.core.recommend import _ranked

        lazily, passing = _lazily_ranked(p, catalog)
        fresh = _lazily_ranked(p, catalog)[1]
        next(_ranked(fresh, p))
        read = sum(x._warnings is not None for x in fresh)  # type: ignore[attr-defined]
        # 31 %, 70 %, 45 % (chat, QLoRA, HPC); 31-49 % before SXM/OAM modules were offered only in whole
        # baseboards, which changed the QLoRA picks
        assert 0 < read < 0.8 * len(fresh), (read, len(fresh))
        assert lazily == _scored_in_full(passing, p)
