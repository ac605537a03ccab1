"""Death blossom: a stem cell whose every candidate locks an almost locked set.

A petal of the stem's digit d is an ALS without the stem whose places of d all see the
stem: were the stem d, the petal would lose d and be locked, holding each of its other
digits. With a petal for each of the stem's digits, one petal is locked whatever the
stem holds; a digit z in every petal (and not in the stem) is then in one of them, and
leaves every cell seeing all its places in all the petals (HoDoKu's death blossom).
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.als import Als, almost_locked_sets
from sudoku_desktop.core.techniques.cellsets import CELL_BIT, cells_of, digit_cells, removals

MAX_STEM_DIGITS = 3
"""Most candidates of a stem cell: with more, petals rarely share a digit."""


def _petals(board: Board, groups: list[Als]) -> dict[int, dict[int, list[Als]]]:
    """Stem cell -> digit -> the ALSs that are petals of that digit for that stem."""
    stems = {
        cell: mask
        for cell, mask in enumerate(board.candidates)
        if 2 <= COUNT_OF_MASK[mask] <= MAX_STEM_DIGITS
    }
    petals: dict[int, dict[int, list[Als]]] = {cell: {} for cell in stems}
    for group in groups:
        for digit in DIGITS_OF_MASK[group.mask]:
            for stem in cells_of(group.seeing[digit] & ~group.cells):
                if stem in stems and stems[stem] & (1 << (digit - 1)):
                    petals[stem].setdefault(digit, []).append(group)
    return petals


def each_death_blossom(board: Board) -> Iterator[Elimination]:
    """Each stem, set of petals (one per stem digit) and digit z they all hold that
    removes z somewhere."""
    sets = digit_cells(board)
    for stem, by_digit in _petals(board, almost_locked_sets(board)).items():
        stem_digits = DIGITS_OF_MASK[board.candidates[stem]]
        if len(by_digit) < len(stem_digits):
            continue
        for z in DIGITS_OF_MASK[0x1FF & ~board.candidates[stem]]:
            choices = [
                [group for group in by_digit[digit] if group.mask & (1 << (z - 1))]
                for digit in stem_digits
            ]
            hit = sets[z] & ~CELL_BIT[stem]
            yield from _blooms(stem, stem_digits, z, choices, hit, ())


def _blooms(
    stem: int,
    stem_digits: tuple[int, ...],
    z: int,
    choices: list[list[Als]],
    hit: int,
    chosen: tuple[Als, ...],
) -> Iterator[Elimination]:
    """One petal per stem digit, depth first, while some cell still sees every z."""
    if len(chosen) == len(choices):
        cells = CELL_BIT[stem]
        for petal in chosen:
            cells |= petal.cells
        if hit & ~cells:
            yield Elimination(
                removals(hit & ~cells, z),
                "death_blossom",
                cells=tuple(cells_of(cells)),
                digits=(z, *stem_digits),
            )
        return
    for petal in choices[len(chosen)]:
        narrowed = hit & petal.seeing[z] & ~petal.cells
        if narrowed:
            yield from _blooms(stem, stem_digits, z, choices, narrowed, (*chosen, petal))


def find_death_blossom(board: Board) -> Elimination | None:
    """The first of ``each_death_blossom``, or None."""
    return next(each_death_blossom(board), None)
