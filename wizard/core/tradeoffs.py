"""Best value: which configurations nothing else beats on both price and speed (the Pareto front).

One rule for every front end: the GUI's speed-against-price chart draws it over every
configuration that fits, the printed report over the shortlist.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def pareto_front(points: Sequence[tuple[float, float]]) -> list[int]:
    """Indices of the (price, speed) points that no other point beats on both a lower price and a
    higher speed, in order of price. Of points with the same price only the fastest can be on it."""
    order = sorted(range(len(points)), key=lambda i: (points[i][0], -points[i][1]))
    front: list[int] = []
    best = -math.inf
    for i in order:
        if points[i][1] > best:
            front.append(i)
            best = points[i][1]
    return front
