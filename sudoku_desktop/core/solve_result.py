"""What every solver in the core returns, the 9×9 one and the any-size one alike."""

from __future__ import annotations

from typing import NamedTuple


class SolveResult(NamedTuple):
    """What every solver in the core returns, so one test and one benchmark fit them all."""

    # The shared signature names this field ``count``, shadowing ``tuple.count`` on purpose.
    count: int  # type: ignore[assignment]
    solution: tuple[int, ...] | None
    guesses: int
    nodes: int
