"""Almost locked sets (ALS) and ALS-XZ.

An ALS is n cells of one unit holding n + 1 digits between them: take any one digit away
and the rest lock the cells. Two ALSs without a common cell, with a digit X whose places in
one all see its places in the other (X, the "restricted common", can sit in at most one),
leave the other one locked: so for each other digit Z of both, one of them holds Z, and Z
leaves every cell seeing all of Z's places in both. Cell sets are 81-bit ints (cellsets).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    COUNT_OF_MASK,
    DIGIT_SLOTS,
    DIGITS_OF_MASK,
    EVERY_CELL,
    SIZE,
    UNITS,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    cells_of,
    digit_cells,
    removals,
)

MAX_CELLS = 4
"""Largest ALS the step-by-step finders search first, and of the ALS nodes in chains
(cells): small sets make the shorter explanations, and pair quickly."""

EVERY_SIZE = SIZE - 1
"""Largest ALS of all: any that a unit can hold (8 cells). The every-instance listings
search up to it, as HoDoKu's "search for all steps" does, and the finders when the small
sets give nothing (als_index.py), as its solve does."""


@dataclass(frozen=True, slots=True)
class Als:
    """An almost locked set: its cells, its digits (mask), and for each digit (index 1..9)
    the cells holding it and the cells that see all of those."""

    cells: int
    mask: int
    holding: tuple[int, ...]
    seeing: tuple[int, ...]


_last_sets: tuple[tuple[int, ...], dict[int, list[Als]]] = ((), {})
"""The last board's ALSs by largest size: the ALS techniques tried in turn on one board
all ask."""


def almost_locked_sets(board: Board, most: int = MAX_CELLS) -> list[Als]:
    """Every ALS of one to ``most`` cells, each cell set once (a set lying in two units,
    a row and a box say, is listed once)."""
    global _last_sets
    key = tuple(board.candidates)
    if _last_sets[0] != key:
        _last_sets = (key, {})
    if most in _last_sets[1]:
        return _last_sets[1][most]
    candidates = board.candidates
    found: dict[int, Als] = {}
    for unit in UNITS:
        empty = [cell for cell in unit if candidates[cell]]
        for size in range(1, min(most, len(empty) - 1) + 1):
            for group in combinations(empty, size):
                mask = 0
                for cell in group:
                    mask |= candidates[cell]
                if COUNT_OF_MASK[mask] != size + 1:
                    continue
                bits = sum(CELL_BIT[cell] for cell in group)
                if bits not in found:
                    found[bits] = _als(candidates, group, bits, mask)
    _last_sets[1][most] = list(found.values())
    return _last_sets[1][most]


def _als(candidates: list[int], group: tuple[int, ...], bits: int, mask: int) -> Als:
    holding = [0] * DIGIT_SLOTS
    seeing = [0] * DIGIT_SLOTS
    for digit in DIGITS_OF_MASK[mask]:
        bit = 1 << (digit - 1)
        seen = EVERY_CELL
        for cell in group:
            if candidates[cell] & bit:
                holding[digit] |= CELL_BIT[cell]
                seen &= PEER_BITS[cell]
        seeing[digit] = seen
    return Als(bits, mask, tuple(holding), tuple(seeing))


def each_als_xz(board: Board) -> Iterator[Elimination]:
    """Two ALSs joined by a restricted common digit X: each other common digit Z leaves
    the cells that see all its places in both; then, when that is more than one Z's
    removals or the pair is doubly linked, the pair's whole removal as one step (HoDoKu
    reports one step per pair). Pairs of small ALSs first (the finder's step), then the
    pairs with a larger one."""
    yield from xz_steps(board, combinations(almost_locked_sets(board), 2))
    yield from xz_steps(board, _with_a_large(almost_locked_sets(board, EVERY_SIZE)))


def _with_a_large(groups: list[Als]) -> Iterator[tuple[Als, Als]]:
    """The pairs of ``groups`` of which one ALS at least is larger than ``MAX_CELLS``."""
    for first, second in combinations(groups, 2):
        if max(first.cells.bit_count(), second.cells.bit_count()) > MAX_CELLS:
            yield first, second


def xz_steps(board: Board, pairs: Iterable[tuple[Als, Als]]) -> Iterator[Elimination]:
    """The ALS-XZ steps of each pair (see ``each_als_xz``)."""
    sets = digit_cells(board)
    for first, second in pairs:
        common = first.mask & second.mask
        if COUNT_OF_MASK[common] < 2:
            continue
        commons = restricted_commons(first, second)
        if not commons:
            continue
        cells = tuple(cells_of(first.cells | second.cells))
        whole: set[tuple[int, int]] = set()
        steps = 0
        for x in DIGITS_OF_MASK[commons]:
            for z in DIGITS_OF_MASK[common]:
                if z == x:
                    continue
                hit = sets[z] & first.seeing[z] & second.seeing[z] & ~(first.cells | second.cells)
                if hit:
                    steps += 1
                    whole.update(removals(hit, z))
                    yield Elimination(
                        removals(hit, z),
                        "als_xz",
                        cells=cells,
                        digits=(x, z),
                        second=tuple((cell, z) for cell in cells_of(second.holding[z])),
                        sets=(named(first), named(second)),
                        commons=(x,),
                    )
        if COUNT_OF_MASK[commons] == 2:
            whole.update(_doubly_linked(sets, first, second, commons))
        if whole and (steps > 1 or COUNT_OF_MASK[commons] == 2):
            yield Elimination(
                tuple(sorted(whole)),
                "als_xz",
                cells=cells,
                digits=DIGITS_OF_MASK[commons],
                sets=(named(first), named(second)),
                commons=DIGITS_OF_MASK[commons],
            )


def _doubly_linked(sets: list[int], first: Als, second: Als, commons: int) -> set[tuple[int, int]]:
    """Two restricted commons lock both ALSs: each keeps its other digits (they leave the
    cells seeing all their places in it) and each common digit sits in one of them (it
    leaves the cells seeing all its places in both)."""
    outside = ~(first.cells | second.cells)
    found: set[tuple[int, int]] = set()
    for digit in DIGITS_OF_MASK[commons]:
        hit = sets[digit] & first.seeing[digit] & second.seeing[digit] & outside
        found.update(removals(hit, digit))
    for als in (first, second):
        for digit in DIGITS_OF_MASK[als.mask & ~commons]:
            found.update(removals(sets[digit] & als.seeing[digit] & outside, digit))
    return found


def named(group: Als) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """An ALS as a step names it: its cells and its digits."""
    return tuple(cells_of(group.cells)), DIGITS_OF_MASK[group.mask]


def find_small_als_xz(board: Board) -> Elimination | None:
    """The first of ``each_als_xz`` among small ALSs, or None."""
    return next(xz_steps(board, combinations(almost_locked_sets(board), 2)), None)


def restricted_commons(first: Als, second: Als, overlap: bool = False) -> int:
    """The mask of digits whose places in one ALS all see its places in the other. Two ALSs
    sharing a cell have none, unless ``overlap``: then a digit not in the shared cells may
    be one (HoDoKu's every-step search allows it: the digit's places are still apart)."""
    shared = first.cells & second.cells
    if shared and not overlap:
        return 0
    found = 0
    for digit in DIGITS_OF_MASK[first.mask & second.mask]:
        if shared & (first.holding[digit] | second.holding[digit]):
            continue
        if not second.holding[digit] & ~first.seeing[digit]:
            found |= 1 << (digit - 1)
    return found


def restricted_links(groups: list[Als], overlap: bool) -> list[list[tuple[int, int]]]:
    """For each ALS of ``groups``, the (index, restricted commons mask) of each ALS joined
    to it by one restricted common digit or two."""
    links: list[list[tuple[int, int]]] = [[] for _ in groups]
    for i, j in combinations(range(len(groups)), 2):
        if not groups[i].mask & groups[j].mask:
            continue
        common = restricted_commons(groups[i], groups[j], overlap)
        if common:
            links[i].append((j, common))
            links[j].append((i, common))
    return links


def each_als_xy_wing(board: Board) -> Iterator[Elimination]:
    """A pivot ALS C joined to ALS A by X and to ALS B by Y (X ≠ Y): C keeps X or Y, so A
    or B is locked without it and holds each of its other digits; a digit Z of both A and
    B (neither X nor Y) leaves the cells seeing all its places in A and B. Small ALSs
    apart first (the finder's steps), then HoDoKu's every-step form (``_every_wing``)."""
    yield from _wings(board)
    yield from _every_wing(board)


def _wings(board: Board) -> Iterator[Elimination]:
    """The ALS-XY-wings of small ALSs apart, one step per Z and the whole when more."""
    sets = digit_cells(board)
    groups = almost_locked_sets(board)
    links = restricted_links(groups, overlap=False)
    for pivot, joined in enumerate(links):
        for (a, by_a), (b, by_b) in combinations(joined, 2):
            first, second = groups[a], groups[b]
            common = first.mask & second.mask
            if first.cells & second.cells or COUNT_OF_MASK[common] < 1:
                continue
            outside = ~(first.cells | second.cells)
            for x in DIGITS_OF_MASK[by_a]:
                for y in DIGITS_OF_MASK[by_b & ~(1 << (x - 1))]:
                    whole: list[tuple[int, int]] = []
                    for z in DIGITS_OF_MASK[common & ~(1 << (x - 1)) & ~(1 << (y - 1))]:
                        hit = sets[z] & first.seeing[z] & second.seeing[z] & outside
                        if hit:
                            whole += removals(hit, z)
                            yield wing_step(removals(hit, z), groups, (a, pivot, b), (x, y, z))
                    if len({digit for _, digit in whole}) > 1:
                        yield wing_step(tuple(sorted(whole)), groups, (a, pivot, b), (x, y))


def _every_wing(board: Board) -> Iterator[Elimination]:
    """Every ALS-XY-wing as HoDoKu's every-step search lists them: ALSs of any size, which
    may overlap where no restricted common sits (A and B too, neither inside the other);
    one step per pivot and pair, Z being every common digit of A and B outside both
    restricted commons (a doubly linked pair excludes both of its digits); each set of
    removals once."""
    sets = digit_cells(board)
    groups = almost_locked_sets(board, EVERY_SIZE)
    seen: set[frozenset[tuple[int, int]]] = set()
    for pivot, joined in enumerate(restricted_links(groups, overlap=True)):
        for (a, by_a), (b, by_b) in combinations(joined, 2):
            if by_a == by_b and COUNT_OF_MASK[by_a] == 1:
                continue
            first, second = groups[a], groups[b]
            both = first.cells | second.cells
            zs = first.mask & second.mask & ~by_a & ~by_b
            if not zs or both in (first.cells, second.cells):
                continue
            whole: list[tuple[int, int]] = []
            for z in DIGITS_OF_MASK[zs]:
                whole += removals(sets[z] & first.seeing[z] & second.seeing[z] & ~both, z)
            if whole and frozenset(whole) not in seen:
                seen.add(frozenset(whole))
                digits = DIGITS_OF_MASK[by_a | by_b]
                yield wing_step(tuple(whole), groups, (a, pivot, b), digits, (by_a, by_b))


def wing_step(
    removed: tuple[tuple[int, int], ...],
    groups: list[Als],
    which: tuple[int, int, int],
    digits: tuple[int, ...],
    links: tuple[int, int] | None = None,
) -> Elimination:
    """An ALS-XY-wing step on the cells of its three ALSs, ``which`` in chain order (A, the
    pivot, B); its restricted commons are X and Y (``digits``' first two) unless ``links``
    gives the masks of each link's."""
    cells = 0
    for index in which:
        cells |= groups[index].cells
    commons = digits[:2] if links is None else DIGITS_OF_MASK[links[0] | links[1]]
    return Elimination(
        removed,
        "als_xy_wing",
        cells=tuple(cells_of(cells)),
        digits=digits,
        sets=tuple(named(groups[index]) for index in which),
        commons=commons,
    )


def find_small_als_xy_wing(board: Board) -> Elimination | None:
    """The first of ``each_als_xy_wing`` among small ALSs apart, or None."""
    return next(_wings(board), None)
