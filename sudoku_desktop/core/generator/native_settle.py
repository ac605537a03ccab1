"""How many candidates a trial leaves: seed 003's first calculation, written for mypyc.

``minimum`` mode settles every surviving trial of every round to compare what each one
removed (thousands of settles a puzzle, 3-5 s in Python). The rules (naked and hidden
singles, pointing and claiming, naked pairs and triples) only remove candidates, so they
reach the same fixpoint in any order: this module applies them on the fast solver's state
(``native_solver``: cell masks and place counts) and returns the size of that fixpoint, the
number ``propagation.try_candidate`` leads to. Singles come from the solver's own
``propagate``; the other rules remove through ``count_down`` so the counts stay true.
``./dev`` compiles both modules in one group, so these calls stay native. The witness of a
refuted trial is still found by ``try_candidate``, so the step stream is unchanged; a test
holds both to the same totals.
"""

from __future__ import annotations

from typing import Final

from librt.vecs import append, vec
from mypy_extensions import i64

from sudoku_desktop.core.geometry import BOXES, UNITS
from sudoku_desktop.core.native_solver import (
    BIT_COUNT,
    BIT_INDEX,
    COUNTS,
    PLACED,
    QUEUE_SPACE,
    SOLVED,
    STATE_SIZE,
    UNIT_CELLS,
    count_down,
    propagate,
)

COMPILED: Final = not __file__.endswith(".py")
"""True when this module runs as mypyc's native build rather than as Python source."""

EMPTY_STATE: Final = vec[i64]([0] * STATE_SIZE)
"""A state of zeros, that the trial settle fills from a board (``settled_total``)."""


def _segments() -> list[int]:
    """Each box-line crossing as 3 segment cells, 6 rest-of-box cells, 6 rest-of-line cells."""
    flat: list[int] = []
    for box in BOXES:
        for line in UNITS[:18]:
            segment = [cell for cell in box if cell in line]
            if segment:
                flat += segment
                flat += [cell for cell in box if cell not in segment]
                flat += [cell for cell in line if cell not in segment]
    return flat


SEGMENT_CELLS: Final = vec[i64](_segments())
"""54 crossings of 15 cells each (see ``_segments``), for the trial settle's locked candidates."""


def settled_total(digits: list[int], candidates: list[int], cell: int, digit: int) -> int:
    """Candidates left once ``digit`` is put in ``cell`` and the rules settle; -1 if they break.

    ``digits`` and ``candidates`` (0 for a filled cell) are read, never modified.
    """
    state = EMPTY_STATE[:]
    at: i64 = 0
    while at < 81:
        placed: i64 = digits[at]
        state[at] = i64(1) << (placed - 1) | SOLVED if placed else i64(candidates[at])
        at += 1
    queue = QUEUE_SPACE[:]
    top = _count_places(state, queue)
    if top < 0:
        return -1
    queue[top] = i64(cell) << 9 | i64(1) << (digit - 1)
    top += 1
    total: i64 = -1
    while True:
        if not propagate(state, queue, top):
            return -1
        left = _candidate_total(state)
        if left == total:
            return int(left)
        total = left
        top = _locked(state, queue)
        if top >= 0:
            top = _naked_subsets(state, queue, top)
        if top < 0:
            return -1


def _count_places(state: vec[i64], queue: vec[i64]) -> i64:
    """Fill the place counts of a state whose cells are set, and queue the naked and hidden
    singles it holds: the queue top, -1 when a cell or a unit-digit has no place left.

    A unit's nine counts are added bit-parallel: ``ones``, ``twos``, ``fours`` and
    ``eights`` hold, digit by digit, the binary digits of how many cells still have it.
    """
    top: i64 = 0
    cell: i64 = 0
    while cell < 81:
        mask = state[cell]
        if not mask:
            return -1
        if not mask & (mask - 1):
            queue[top] = cell << 9 | mask
            top += 1
        cell += 1
    at: i64 = 0
    while at < 243:
        ones: i64 = 0
        twos: i64 = 0
        fours: i64 = 0
        eights: i64 = 0
        placed: i64 = 0
        end = at + 9
        while at < end:
            mask = state[UNIT_CELLS[at]]
            if mask & SOLVED:
                placed |= mask ^ SOLVED
            else:
                carry = ones & mask
                ones ^= mask
                mask = twos & carry
                twos ^= carry
                eights |= fours & mask
                fours ^= mask
            at += 1
        if (ones | twos | fours | eights | placed) != 0x1FF:
            return -1
        base = COUNTS + at - 9
        index: i64 = 0
        while index < 9:
            if placed >> index & 1:
                state[base + index] = PLACED
            else:
                state[base + index] = (
                    (ones >> index & 1)
                    | (twos >> index & 1) << 1
                    | (fours >> index & 1) << 2
                    | (eights >> index & 1) << 3
                )
            index += 1
        alone = ones & ~(twos | fours | eights | placed)
        while alone:
            bit = alone & -alone
            alone ^= bit
            holder_at = at - 9
            while not state[UNIT_CELLS[holder_at]] & bit:
                holder_at += 1
            queue[top] = UNIT_CELLS[holder_at] << 9 | bit
            top += 1
    return top


def _candidate_total(state: vec[i64]) -> i64:
    """How many candidates the unsolved cells still hold."""
    total: i64 = 0
    cell: i64 = 0
    while cell < 81:
        mask = state[cell]
        total += BIT_COUNT[mask & ((mask >> 9) - 1)]
        cell += 1
    return total


def _remove(state: vec[i64], cell: i64, bits: i64, queue: vec[i64], top: i64) -> i64:
    """Take ``bits`` from an unsolved cell's candidates; the new queue top, -1 when dead."""
    mask = state[cell]
    gone = mask & bits
    if not gone or mask & SOLVED:
        return top
    mask ^= gone
    if not mask:
        return -1
    state[cell] = mask
    if not mask & (mask - 1):
        queue[top] = cell << 9 | mask
        top += 1
    while gone and top >= 0:
        digit_index = BIT_INDEX[gone & -gone]
        gone &= gone - 1
        top = count_down(state, cell, digit_index, queue, top)
    return top


def _locked(state: vec[i64], queue: vec[i64]) -> i64:
    """Pointing and claiming over every box-line crossing: the queue top, -1 when dead."""
    top: i64 = 0
    base: i64 = 0
    while base < 54 * 15:
        inside: i64 = 0
        at = base
        while at < base + 3:
            mask = state[SEGMENT_CELLS[at]]
            inside |= mask & ((mask >> 9) - 1)
            at += 1
        if inside:
            in_box: i64 = 0
            in_line: i64 = 0
            while at < base + 9:
                mask = state[SEGMENT_CELLS[at]]
                in_box |= mask & ((mask >> 9) - 1)
                mask = state[SEGMENT_CELLS[at + 6]]
                in_line |= mask & ((mask >> 9) - 1)
                at += 1
            pointing = inside & ~in_box & in_line
            claiming = inside & ~in_line & in_box
            at = base + 3
            while (pointing or claiming) and at < base + 9:
                line_cell = SEGMENT_CELLS[at + 6]
                if state[line_cell] & pointing:
                    top = _remove(state, line_cell, pointing, queue, top)
                box_cell = SEGMENT_CELLS[at]
                if top >= 0 and state[box_cell] & claiming:
                    top = _remove(state, box_cell, claiming, queue, top)
                if top < 0:
                    return -1
                at += 1
        base += 15
    return top


def _naked_subsets(state: vec[i64], queue: vec[i64], top: i64) -> i64:
    """Naked pairs and triples in every unit: the queue top, -1 when dead."""
    start: i64 = 0
    while start < 243:
        small = vec[i64]()
        empty: i64 = 0
        at = start
        while at < start + 9:
            mask = state[UNIT_CELLS[at]]
            mask &= (mask >> 9) - 1
            if mask:
                empty += 1
                if BIT_COUNT[mask] <= 3:
                    small = append(small, at)
            at += 1
        count = len(small)
        if count >= 2 and empty > 2:
            first: i64 = 0
            while first < count:
                one = small[first]
                second = first + 1
                while second < count:
                    two = small[second]
                    union = (state[UNIT_CELLS[one]] | state[UNIT_CELLS[two]]) & 0x1FF
                    if BIT_COUNT[union] == 2:
                        top = _clear(state, start, union, one, two, -1, queue, top)
                    elif empty > 3:
                        third = second + 1
                        while third < count and top >= 0:
                            three = small[third]
                            triple = union | state[UNIT_CELLS[three]] & 0x1FF
                            if BIT_COUNT[triple] == 3:
                                top = _clear(state, start, triple, one, two, three, queue, top)
                            third += 1
                    if top < 0:
                        return -1
                    second += 1
                first += 1
        start += 9
    return top


def _clear(
    state: vec[i64],
    start: i64,
    union: i64,
    one: i64,
    two: i64,
    three: i64,
    queue: vec[i64],
    top: i64,
) -> i64:
    """Take ``union`` from the unit's cells outside the subset: the queue top, -1 when dead."""
    at = start
    while at < start + 9 and top >= 0:
        holder = UNIT_CELLS[at]
        if state[holder] & union and at != one and at != two and at != three:
            top = _remove(state, holder, union, queue, top)
        at += 1
    return top
