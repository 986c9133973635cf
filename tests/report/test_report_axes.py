"""Chart axes in the printed report: round ticks, and labels that name each tick exactly."""

from __future__ import annotations

import itertools
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from wizard.report.charts import nice_ticks, tick_labels
from wizard.report.model import TickFormat


def _value(label: str) -> float:
    return float(label.replace(",", ""))


@settings(max_examples=300, deadline=None)
@given(st.floats(0, 1e6), st.floats(1e-4, 1e6), st.integers(2, 6),
       st.sampled_from([TickFormat("en"), TickFormat("zh_CN", adaptive=True), TickFormat("en", decimals=1)]))
def test_ticks_cover_the_range_and_every_label_names_its_tick(lo: float, width: float, count: int,
                                                              fmt: TickFormat) -> None:
    hi = lo + max(width, lo * 0.01)  # the charts span at least a percent of their values
    ticks = nice_ticks(lo, hi, count)
    assert ticks[0] <= lo + 1e-9 * max(1.0, abs(lo)) and ticks[-1] >= hi - 1e-9 * max(1.0, abs(hi))
    labels = tick_labels(fmt, ticks)
    assert len(set(labels)) == len(labels), labels
    for label, tick in zip(labels, ticks, strict=True):
        assert abs(_value(label) - tick) <= 1e-9 * max(1.0, abs(tick)), (label, tick)
    # all alike: one number of decimals on an axis (adaptive axes drop them from 10 up)
    if not fmt.adaptive:
        assert len({len(label.rpartition(".")[2]) if "." in label else 0 for label in labels}) == 1, labels


def test_the_speed_per_watt_axis_that_once_read_0_03_at_0_025() -> None:
    ticks = nice_ticks(0, 0.094 * 1.15, 5)
    assert ticks == [0.0, 0.05, 0.1, 0.15] or all(round(t, 2) == t for t in ticks), ticks
    assert tick_labels(TickFormat("en"), ticks) == ["0.00", "0.05", "0.10", "0.15"]
    # A step that needs a decimal the format does not give: all labels get it.
    assert tick_labels(TickFormat("en"), [0.0, 2.5, 5.0]) == ["0.0", "2.5", "5.0"]
    assert tick_labels(TickFormat("en", adaptive=True), [0.0, 0.05, 0.1]) == ["0.00", "0.05", "0.10"]
    assert tick_labels(TickFormat("en", adaptive=True), [0.0, 5.0, 10.0, 15.0]) == ["0", "5.0", "10", "15"]
    money = TickFormat("en", "money", currency="USD")
    assert tick_labels(money, [0.0, 500.0, 1000.0]) == ["$0", "$500", "$1,000"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.floats(-1000, 1000), max_size=8), st.floats(1, 50))
def test_spread_keeps_markers_apart_in_order_and_moves_lone_ones_not_at_all(values: list[float], gap: float) -> None:
    from wizard.report.charts import spread

    out = spread(values, gap)
    order = sorted(range(len(values)), key=lambda i: values[i])
    assert [out[i] for i in order] == sorted(out)  # nothing swaps places
    for a, b in itertools.pairwise(order):
        assert out[b] - out[a] >= gap - 1e-6
    for i, v in enumerate(values):  # a value with room around it stays where it is
        if all(abs(v - w) >= 2 * gap * len(values) for j, w in enumerate(values) if j != i):
            assert abs(out[i] - v) < 1e-9


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 400), st.floats(0, 300)), max_size=8), st.floats(2, 14))
def test_separate_keeps_chart_markers_apart_and_leaves_lone_ones_alone(points: list[tuple[float, float]],
                                                                        gap: float) -> None:
    from wizard.report.charts import separate

    out = separate(points, gap)
    assert len(out) == len(points)
    for a, b in itertools.combinations(out, 2):
        assert math.dist(a, b) >= gap - 1e-6
    for i, pt in enumerate(points):  # a marker with room around it stays where it is
        if all(math.dist(pt, q) >= 2 * gap * len(points) for j, q in enumerate(points) if j != i):
            assert math.dist(out[i], pt) < 1e-9
    for pt, moved in zip(points, out, strict=True):  # crowded ones move only as far as the crowd needs
        assert math.dist(pt, moved) <= gap * len(points)


def test_separate_stays_inside_its_bounds_and_puts_identical_points_side_by_side() -> None:
    from wizard.report.charts import separate

    out = separate([(10.0, 50.0), (10.0, 50.0)], 12.0, bounds=(10.0, 0.0, 200.0, 100.0))
    assert all(10.0 <= x <= 200.0 and 0.0 <= y <= 100.0 for x, y in out)
    assert math.dist(*out) >= 12.0 - 1e-6
    assert out[0][1] == out[1][1] == 50.0 and out[0][0] < out[1][0]  # side by side, in rank order


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 9), st.floats(20, 600), st.floats(5, 120), st.floats(0, 10))
def test_the_axis_labels_written_never_run_into_each_other(n: int, width: float, label: float, gap: float) -> None:
    """Seven money labels under a half-page chart had touched ("¥750,000¥1,000,000¥1,250,000"): every
    second (third...) is written instead, the first always, as few left out as keeps them apart."""
    from wizard.report.charts import labels_that_fit

    centers = [i * width / max(1, n - 1) for i in range(n)]
    keep = labels_that_fit(centers, [label] * n, gap)
    shown = [c for c, k in zip(centers, keep, strict=True) if k]
    assert keep[0] and shown
    for a, b in itertools.pairwise(shown):
        assert b - a >= label + gap - 1e-6 or len(shown) == 1
    if n > 1 and width / (n - 1) >= label + gap + 1e-6:
        assert all(keep)  # room for all: all written
