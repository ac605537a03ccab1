"""Is there a shorter chain in another form where the first nested step is over 200 links?

At the first trial position of each forum-hardest puzzle given (by default 76 and 91, whose
first nested step is over issue 33's 200 links), it prints the fewest links of each form,
every failing candidate explained (a full scan, seconds a puzzle compiled):

- the nested contradiction as the engine builds it (inner trials removed quickest first, by
  their placements);
- the same with the inner trials removed shortest first by their own links (each inner trial
  explained before it is chosen, what ``settle_net`` does not do);
- a cell or unit forcing net whose branches are level-2 trials (every candidate of a cell,
  or every place of a digit in a unit, removes the same candidate; a failing branch counts
  its contradiction), one removal, the branches' links summed.

Links are counted as the engine counts them (``Net.length``: each inner trial with its own
links)::

    .venv/bin/python bench/bench_nested_forms.py [76 91]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_nested_choice import HARDEST, first_trial_position  # noqa: E402

from sudoku_desktop.core.geometry import BIT_OF_DIGIT, DIGITS_OF_MASK, UNITS  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.techniques.shared.propagation import Net, trial_size  # noqa: E402
from sudoku_desktop.core.techniques.shared.trials import (  # noqa: E402
    _remove_by_trial,
    candidate_order,
    explain_trial,
)

Candidate = tuple[int, int]


def inner_length(net: Net, cell: int, digit: int) -> int:
    """The links of the inner trial of ``digit`` in ``cell`` on the net's board."""
    inner = net.copy()
    inner.assume(cell, digit)
    assert inner.witness is not None
    return inner.length(inner.witness[1], (cell, digit), since=len(net.nodes))


def explain_by_links(digits: list[int], candidates: list[int], assumed: Candidate) -> Net:
    """A level-2 trial whose failing inner trials are removed shortest first by their links."""
    net = Net(digits, candidates)
    if not net.assume(*assumed):
        return net
    while True:
        failing = [
            (inner_length(net, cell, digit), cell, digit)
            for cell, digit in candidate_order(net.candidates)
            if trial_size(net.digits, net.candidates, cell, digit) is not None
        ]
        if not failing:
            return net
        for _, cell, digit in sorted(failing):
            present = net.candidates[cell] & BIT_OF_DIGIT[digit]
            if present and not _remove_by_trial(net, cell, digit, 1):
                return net


def shortest_contradiction(nets: dict[Candidate, Net]) -> tuple[int, Candidate] | None:
    """The fewest links of a failing trial among ``nets``, with its assumption."""
    lengths = [
        (net.length(net.witness[1], assumed), assumed)
        for assumed, net in nets.items()
        if net.witness is not None
    ]
    return min(lengths) if lengths else None


def shortest_forcing_net(
    candidates: list[int], nets: dict[Candidate, Net]
) -> tuple[int, str, Candidate] | None:
    """The fewest links of a cell or unit forcing net of level-2 branches, one removal."""

    def branch_length(assumed: Candidate, target: Candidate) -> int | None:
        net = nets[assumed]
        if net.witness is not None:
            return net.length(net.witness[1], assumed)
        node = net.removal(*target)
        return None if node < 0 else net.length((node,), assumed)

    groups = [
        (f"r{cell // 9 + 1}c{cell % 9 + 1}", [(cell, d) for d in DIGITS_OF_MASK[candidates[cell]]])
        for cell in range(81)
        if candidates[cell]
    ]
    for unit, cells in enumerate(UNITS):
        for digit in range(1, 10):
            places = [(cell, digit) for cell in cells if candidates[cell] & BIT_OF_DIGIT[digit]]
            if len(places) >= 2:
                groups.append((f"{digit} in unit {unit}", places))
    best = None
    for name, branches in groups:
        for target in candidate_order(candidates):
            if target in branches:
                continue
            lengths = [branch_length(branch, target) for branch in branches]
            if all(length is not None for length in lengths):
                total = sum(length for length in lengths if length is not None)
                if best is None or total < best[0]:
                    best = (total, name, target)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("numbers", nargs="*", type=int, default=[76, 91])
    args = parser.parse_args()
    lines = HARDEST.read_text().split()
    for number in args.numbers:
        found = first_trial_position(Puzzle.from_line(lines[number - 1][:81]).digits)
        assert found is not None
        board, step = found
        digits, candidates = board.digits, board.candidates
        order = candidate_order(candidates)
        nets = {assumed: explain_trial(digits, candidates, assumed, 2) for assumed in order}
        engine = shortest_contradiction(nets)
        failing = {a: n for a, n in nets.items() if n.witness is not None}
        by_links = shortest_contradiction(
            {a: explain_by_links(digits, candidates, a) for a in failing}
        )
        forcing = shortest_forcing_net(candidates, nets)
        print(
            f"puzzle {number}: chosen {step.rule} {step.link_count} links; shortest nested "
            f"contradiction {engine}; inner trials by their links {by_links}; level-2 cell or "
            f"unit forcing net {forcing}",
            flush=True,
        )


if __name__ == "__main__":
    main()
