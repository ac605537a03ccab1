"""The rating's faster searches find exactly what the plain ones find, on every position of
real solving paths: the deadly-pattern search on digit masks, and the shortest chain on node
numbers (``aic``, ``als_chain`` and ``aic_als`` take it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, PEER_SETS
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.chains.aic import ends_seen, shortest_chain
from sudoku_desktop.core.techniques.chains.aic_graph import chain_graph
from sudoku_desktop.core.techniques.logic import FORCING_RULES, logic_steps
from sudoku_desktop.core.techniques.uniqueness import rectangles
from sudoku_desktop.core.techniques.uniqueness.rectangles import (
    RECTANGLES_OF_CELL,
    Deadly,
    deadly_patterns,
)
from tests.puzzle_sets import spread_lines


def _positions(line: str) -> Iterator[Board]:
    """Each position of the puzzle's logical solution, before each step (a copy)."""
    board = Board(Puzzle.from_line(line).digits)
    yield board.copy()
    for _ in logic_steps(board, FORCING_RULES):
        yield board.copy()


def _plain_patterns(board: Board) -> list[Deadly]:
    """The definition: from each bivalue cell in order, each rectangle through it whose four
    corners are empty and see no placed digit of the pair, each rectangle and pair once."""
    digits, candidates = board.digits, board.candidates
    found: list[Deadly] = []
    met: set[tuple[tuple[int, ...], int]] = set()
    for start, pair in enumerate(candidates):
        if pair.bit_count() != 2:
            continue
        for corners in RECTANGLES_OF_CELL[start]:
            if (corners, pair) in met:
                continue
            met.add((corners, pair))
            if all(
                not digits[cell]
                and not any(BIT_OF_DIGIT[digits[peer]] & pair for peer in PEER_SETS[cell])
                for cell in corners
            ):
                floors = tuple(cell for cell in corners if not candidates[cell] & ~pair)
                roofs = tuple(cell for cell in corners if candidates[cell] & ~pair)
                found.append(Deadly(corners, pair, floors, roofs))
    return found


@pytest.mark.parametrize(
    "line", spread_lines("17_clue_2k.txt", 12) + spread_lines("magictour_top1465.txt", 4)
)
def test_the_deadly_patterns_are_those_of_the_definition(line: str) -> None:
    met = 0
    for board in _positions(line):
        rectangles._last_patterns = ((), [])
        patterns = deadly_patterns(board)
        assert patterns == _plain_patterns(board)
        met += len(patterns)
    assert met  # each of these paths meets deadly patterns


def _general_chain(board: Board, rule: str) -> Elimination | None:
    """The chain of the general search, the one any other ending takes."""

    def same_ending(*args: object) -> list[tuple[int, int]]:
        return ends_seen(*args)  # type: ignore[arg-type]

    return shortest_chain(board, chain_graph(board), rule, ending=same_ending)


@pytest.mark.parametrize("line", spread_lines("magictour_top1465.txt", 3))
def test_the_shortest_chain_on_node_numbers_is_the_general_searchs(line: str) -> None:
    found = 0
    for board in list(_positions(line))[::3]:
        chain = shortest_chain(board, chain_graph(board), "aic")
        assert chain == _general_chain(board, "aic")
        found += chain is not None
    assert found  # chains are found on these paths, not only their absence compared
