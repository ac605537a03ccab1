"""How a technique's finders are made from its searches: the first instance, the one that
removes most (a chain, as HoDoKu chooses), a chain's grouped form, the instances of a size
or of one kind. The families' tables (``FINDERS``, ``EACH``) are built with these."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination, Placement

Step = Placement | Elimination
Finder = Callable[[Board], Step | None]
"""A technique's finder: its first step on a board, or None."""
Each = Callable[[Board], Iterable[Step]]
"""A technique's every instance on a board (``explain --all-steps``)."""


def first_of(each: Callable[[Board], Iterable[Step]]) -> Callable[[Board], Step | None]:
    """The finder of a technique whose instances come lazily: the first one, or None."""
    return lambda board: next(iter(each(board)), None)


def most_removals(
    each: Callable[[Board], Iterable[Elimination]],
) -> Callable[[Board], Elimination | None]:
    """The finder of a chain technique as HoDoKu chooses: of every instance, the one that
    removes most (the first of equals, the shortest), or None; HoDoKu's solve, and its
    score with it, takes fewer chain steps so."""

    def find(board: Board) -> Elimination | None:
        best: Elimination | None = None
        for step in each(board):
            if best is None or len(step.removed) > len(best.removed):
                best = step
        return best

    return find


def grouped(find: Callable[[Board], Elimination | None]) -> Callable[[Board], Elimination | None]:
    """A chain finder on the graph with grouped nodes, as HoDoKu's grouped forms (scored
    higher, tried after the chains of single candidates): its step when that holds a group,
    under the grouped form's id; else None (the plain finder's step, found first)."""

    def find_grouped(board: Board) -> Elimination | None:
        step = find(board)
        return grouped_form(step) if step is not None and step.grouped else None

    return find_grouped


def grouped_form(step: Elimination) -> Elimination:
    """``step`` under its grouped technique's id when its chain holds a group."""
    return replace(step, rule=f"grouped_{step.rule}") if step.grouped else step


def grouped_only(
    each: Callable[[Board], Iterable[Elimination]],
) -> Callable[[Board], Iterator[Elimination]]:
    """The chains through a group of a chain listing, under the grouped form's id."""
    return lambda board: (grouped_form(step) for step in each(board) if step.grouped)


def sized(each: Callable[[Board, int], Iterable[Step]], size: int) -> Each:
    """A listing of patterns of any size (subsets, fish) at one size."""
    return lambda board: each(board, size)


def only(rule: str, each: Each) -> Each:
    """The steps of one kind (finned or sashimi) out of a finder of both."""
    return lambda board: (step for step in each(board) if step.rule == rule)
