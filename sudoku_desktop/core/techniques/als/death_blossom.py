"""Death blossom: a stem cell whose every candidate locks an almost locked set.

A petal of the stem's digit d is an ALS without the stem whose places of d all see the
stem: were the stem d, the petal would lose d and be locked, holding each of its other
digits. With a petal for each of the stem's digits, one petal is locked whatever the
stem holds; a digit z in every petal (and not in the stem) is then in one of them, and
leaves every cell seeing all its places in all the petals (HoDoKu's death blossom).
The every-instance listing adds HoDoKu's every-step form (``_every_blossom``).
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    COUNT_OF_MASK,
    DIGIT_SLOTS,
    DIGITS_OF_MASK,
    SIZE,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.als.als import EVERY_SIZE, MAX_CELLS, Als, almost_locked_sets
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    cells_of,
    digit_cells,
    removals,
)

MAX_STEM_DIGITS = 3
"""Most candidates of a stem cell: with more, petals rarely share a digit."""


def _petals(
    board: Board, groups: list[Als], most: int = MAX_STEM_DIGITS
) -> dict[int, dict[int, list[Als]]]:
    """Stem cell (of two to ``most`` candidates) -> digit -> the ALSs that are petals of
    that digit for that stem."""
    stems = {
        cell: mask
        for cell, mask in enumerate(board.candidates)
        if 2 <= COUNT_OF_MASK[mask] <= most
    }
    petals: dict[int, dict[int, list[Als]]] = {cell: {} for cell in stems}
    for group in groups:
        for digit in DIGITS_OF_MASK[group.mask]:
            for stem in cells_of(group.seeing[digit] & ~group.cells):
                if stem in stems and stems[stem] & (1 << (digit - 1)):
                    petals[stem].setdefault(digit, []).append(group)
    return petals


def each_death_blossom(board: Board) -> Iterator[Elimination]:
    """The finder's blossoms (``_blossoms``), then HoDoKu's every-step form."""
    yield from _blossoms(board)
    yield from _every_blossom(board)


def _blossoms(board: Board, most: int = MAX_CELLS) -> Iterator[Elimination]:
    """Each stem, set of petals (one per stem digit, of ``most`` cells at most) and digit z
    they all hold that removes z somewhere."""
    sets = digit_cells(board)
    for stem, by_digit in _petals(board, almost_locked_sets(board, most)).items():
        stem_digits = DIGITS_OF_MASK[board.candidates[stem]]
        if len(by_digit) < len(stem_digits):
            continue
        for z in DIGITS_OF_MASK[ALL_CANDIDATES & ~board.candidates[stem]]:
            choices = [
                [group for group in by_digit[digit] if group.mask & (1 << (z - 1))]
                for digit in stem_digits
            ]
            hit = sets[z] & ~CELL_BIT[stem]
            yield from _blooms(stem, stem_digits, z, choices, hit, ())


def _every_blossom(board: Board) -> Iterator[Elimination]:
    """Death blossoms as HoDoKu's every-step search lists them: stems of any size, petals
    of any size that may overlap (never holding the stem), one step per choice of petals
    removing every digit they all hold that the stem does not; each set of removals once."""
    sets = digit_cells(board)
    seen: set[frozenset[tuple[int, int]]] = set()
    for stem, by_digit in _petals(board, almost_locked_sets(board, EVERY_SIZE), SIZE).items():
        stem_mask = board.candidates[stem]
        stem_digits = DIGITS_OF_MASK[stem_mask]
        if len(by_digit) < len(stem_digits):
            continue
        hits = tuple(
            0 if stem_mask & (1 << z >> 1) else sets[z] & ~CELL_BIT[stem]
            for z in range(DIGIT_SLOTS)
        )
        choices = [by_digit[digit] for digit in stem_digits]
        for step in _bouquets(stem, stem_digits, choices, hits, CELL_BIT[stem]):
            if frozenset(step.removed) not in seen:
                seen.add(frozenset(step.removed))
                yield step


def _bouquets(
    stem: int,
    stem_digits: tuple[int, ...],
    choices: list[list[Als]],
    hits: tuple[int, ...],
    cells: int,
) -> Iterator[Elimination]:
    """One petal for each stem digit left in ``choices``, depth first, while some digit
    still has a cell seeing all its places in the petals chosen (``hits``, by digit)."""
    if not choices:
        removed = tuple(pair for z in range(1, SIZE + 1) for pair in removals(hits[z], z))
        yield Elimination(
            removed,
            "death_blossom",
            cells=tuple(cells_of(cells)),
            digits=tuple(sorted({z for _, z in removed} | set(stem_digits))),
        )
        return
    for petal in choices[0]:
        narrowed = tuple(hit & petal.seeing[z] & ~petal.cells for z, hit in enumerate(hits))
        if any(narrowed):
            yield from _bouquets(stem, stem_digits, choices[1:], narrowed, cells | petal.cells)


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


def find_small_death_blossom(board: Board) -> Elimination | None:
    """The first of ``each_death_blossom``'s own blossoms of petals of up to ``MAX_CELLS``
    cells, or None."""
    return next(_blossoms(board), None)


def find_death_blossom(board: Board) -> Elimination | None:
    """The first of ``each_death_blossom``'s own blossoms (not the every-step form) of small
    petals, else of petals of up to ``EVERY_SIZE`` cells, or None."""
    step = find_small_death_blossom(board)
    return step if step is not None else next(_blossoms(board, EVERY_SIZE), None)
