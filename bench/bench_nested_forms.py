"""Is there a shorter chain in another form where the first nested step is over 200 links?

At the first trial position of each forum-hardest puzzle given (by default 76 and 91, whose
first nested step is over issue 33's 200 links), it prints the fewest links of each form,
every candidate explained (a full scan, about 25 s CPU a puzzle compiled):

- the nested contradiction as the engine builds it (inner trials removed quickest first, by
  their placements);
- the same with the inner trials removed shortest first by their own links (each inner trial
  explained before it is chosen, what ``settle_net`` does not do);
- a cell or unit forcing net whose branches are level-2 trials (every candidate of a cell,
  or every place of a digit in a unit, removes the same candidate; a failing branch counts
  its contradiction), one removal, the branches' links summed;
- the cell forcing chains and the region (unit) forcing chains apart, each branch at its
  shortest of both level-2 replays (inner trials quickest first, or shortest first by their
  links) and of both ends (the removal, or its contradiction where it breaks first).

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
LIMIT = 200
"""Issue 33's bound on the first trial step's links."""


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


def reach(net: Net, assumed: Candidate, targets: list[Candidate]) -> dict[Candidate, int]:
    """The links of the branch ``net`` to each of ``targets`` it removes (the fewer of the
    removal's and the contradiction's, where the branch breaks: either ends it)."""
    broken = None if net.witness is None else net.length(net.witness[1], assumed)
    reached = {}
    for target in targets:
        node = net.removal(*target)
        ends = [length for length in (broken,) if length is not None]
        if node >= 0:
            ends.append(net.length((node,), assumed))
        if ends:
            reached[target] = min(ends)
    return reached


def branch_groups(candidates: list[int]) -> dict[str, list[tuple[str, list[Candidate]]]]:
    """The cells' candidates and the units' places of a digit, as branches of a forcing chain."""
    cells = [
        (f"r{cell // 9 + 1}c{cell % 9 + 1}", [(cell, d) for d in DIGITS_OF_MASK[candidates[cell]]])
        for cell in range(81)
        if candidates[cell]
    ]
    units = []
    for unit, members in enumerate(UNITS):
        for digit in range(1, 10):
            places = [(cell, digit) for cell in members if candidates[cell] & BIT_OF_DIGIT[digit]]
            if len(places) >= 2:
                units.append((f"{digit} in unit {unit}", places))
    return {"cell": cells, "region": units}


def shortest_forcing_chains(
    candidates: list[int], replays: list[dict[Candidate, Net]]
) -> dict[str, tuple[int, str, Candidate] | None]:
    """For the cell and the region forcing chains, the fewest links of one removal, each
    branch at its shortest among the ``replays`` of its trial."""
    targets = candidate_order(candidates)
    best_reach: dict[Candidate, dict[Candidate, int]] = {}
    for assumed in targets:
        merged: dict[Candidate, int] = {}
        for nets in replays:
            for target, length in reach(nets[assumed], assumed, targets).items():
                merged[target] = min(length, merged.get(target, length))
        best_reach[assumed] = merged
    found: dict[str, tuple[int, str, Candidate] | None] = {}
    for kind, groups in branch_groups(candidates).items():
        best = None
        for name, branches in groups:
            common = set(targets) - set(branches)
            for branch in branches:
                common &= best_reach[branch].keys()
            for target in common:
                total = sum(best_reach[branch][target] for branch in branches)
                if best is None or (total, name, target) < best:
                    best = (total, name, target)
        found[kind] = best
    return found


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
        linked = {a: explain_by_links(digits, candidates, a) for a in order}
        chains = shortest_forcing_chains(candidates, [nets, linked])
        print(
            f"puzzle {number}: branches at their shortest of both replays and both ends: "
            f"cell forcing chain {chains['cell']}; region forcing chain {chains['region']}",
            flush=True,
        )
        found = [engine, by_links, forcing, chains["cell"], chains["region"]]
        least = min(entry[0] for entry in found if entry is not None)
        verdict = "within" if least <= LIMIT else "none within"
        print(f"puzzle {number}: shortest of every form {least} links, {verdict} {LIMIT}")


if __name__ == "__main__":
    main()
