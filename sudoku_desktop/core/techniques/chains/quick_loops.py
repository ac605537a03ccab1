"""The rating's continuous nice loops: loop_premises.py's search on node numbers.

The rating's chain step takes the loop that removes most, so every premise of a position is
followed (loop_premises.py, half of the rating's time on 17-clue puzzles). Here each node of
the chain graph gets a number once, with its strong and weak links as lists of numbers, and
the breadth-first search keys its tree by ``2 * number + on`` instead of by nested tuples.
Only the premises and ends that can close a continuous loop are searched, each search over
once its ends are reached, and only the loop that removes most is built: the same loop as
``finders.most_removals`` over loop_premises.py's listing (tests/core/test_most_removals.py
checks the two on hundreds of positions).
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.chains.aic import (
    numbered_path,
    position_chains,
)
from sudoku_desktop.core.techniques.chains.aic_graph import (
    chain_step,
)
from sudoku_desktop.core.techniques.chains.loop_premises import (
    LOOP_LINKS,
    NumberedGraph,
    Search,
    State,
    loop_verdict,
)
from sudoku_desktop.core.techniques.shared.cellsets import CELL_BIT
from sudoku_desktop.core.techniques.shared.links import Candidate


def most_continuous_loop(board: Board, groups: bool = True) -> Elimination | None:
    """Of ``loop_premises.each_continuous_loop``'s steps without almost locked sets (HoDoKu's
    solve puts none in its loops), the first of those that remove most (``finders.
    most_removals``' choice), or None. That is the
    shortest chain, the first found of equals, of those removing most: no removal's other
    chains need keeping, nor the discontinuous loops listing. Only the chains that can close
    a continuous loop are followed, and only until they are found. Without ``groups``, every
    node is a single candidate."""
    candidates = tuple(board.candidates)
    board, graph, _ = position_chains(candidates, groups)
    search = Search(board, graph, [], {})
    numbered = NumberedGraph(board, graph)
    best: tuple[list[State], list[Candidate]] | None = None
    most = 0
    for cell, mask in enumerate(candidates):
        for digit in DIGITS_OF_MASK[mask]:
            # Assumed on, only a bivalue cell closes a continuous loop (loop_verdict).
            for on in (True, False) if mask.bit_count() == 2 else (False,):
                for path in _closing(numbered, cell, digit, on):
                    verdict = loop_verdict(search, cell, path)
                    if verdict is None:
                        continue
                    count = len(set(verdict[1]))
                    if count > most or (
                        best is not None and count == most and len(path) < len(best[0])
                    ):
                        best, most = (path, verdict[1]), count
    if best is None:
        return None
    return chain_step(board, best[0], best[1], "continuous_nice_loop")


def _closing(numbered: NumberedGraph, cell: int, digit: int, on: bool) -> Iterator[list[State]]:
    """``loop_premises.returns`` from the candidate assumed ``on`` (or off), the chains back
    to another digit of its cell off (on), the only ends a continuous loop has; breadth-first,
    nearest first, and over once each such end is reached (an end reached in one link too,
    which then closes no loop, as in HoDoKu's tables)."""
    bit = CELL_BIT[cell]
    nodes = numbered.nodes
    cells = numbered.cells
    known = numbered.links
    start = 2 * numbered.of((bit, digit)) + on
    ends = {
        2 * numbered.of((bit, other)) + (not on)
        for other in DIGITS_OF_MASK[numbered.board.candidates[cell]]
        if other != digit
    }
    if not on:  # an end on is reached along a strong link from outside the cell, or never
        ends = {
            end for end in ends if any(not cells[n] & bit for n in numbered.following(end - 1))
        }
        if not ends:
            return
    tree: dict[int, int] = {start: -1}
    frontier = [start]
    for links in range(1, LOOP_LINKS + 1):
        following: list[int] = []
        for key in frontier:
            flipped = (key & 1) ^ 1
            linked = known[key]
            for other in numbered.following(key) if linked is None else linked:
                next_key = 2 * other + flipped
                if next_key in tree:
                    continue
                if cells[other] & bit:  # back in the start cell: a loop, or a group through it
                    if cells[other] == bit:
                        tree[next_key] = key
                        if next_key in ends:
                            ends.discard(next_key)
                            if links >= 3:
                                yield numbered_path(nodes, tree, next_key)
                            if not ends:
                                return
                    continue
                tree[next_key] = key
                following.append(next_key)
        frontier = following
