"""How many candidates a trial leaves: seed 003's first calculation, written for mypyc.

``minimum`` mode settles every surviving trial of every round to compare what each one
removed (thousands of settles a puzzle, 3-5 s in Python). The rules (naked and hidden
singles, pointing and claiming, naked pairs and triples) only remove candidates, so they
reach the same fixpoint in any order: this module applies them on native vectors and
returns the size of that fixpoint, the number ``first_calculation.try_candidate`` leads to,
in a fraction of the time once compiled (``./dev`` builds it beside ``native_solver``). The
witness of a refuted trial is still found by ``try_candidate``, so the step stream is
unchanged; a test holds both to the same totals.
"""

from __future__ import annotations

from typing import Final

from librt.vecs import append, vec
from mypy_extensions import i64

from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BOXES,
    CELL_COUNT,
    FIRST_BOX_UNIT,
    MASK_COUNT,
    PEERS,
    SIZE,
    UNIT_COUNT,
    UNITS,
)

COMPILED: Final = not __file__.endswith(".py")
"""True when this module runs as mypyc's native build rather than as Python source."""


def _table(values: list[int]) -> vec[i64]:
    """A native vector of small ints (what compiled code indexes without boxing)."""
    return vec[i64](values)


def _segments() -> list[int]:
    """Each box-line crossing as 3 segment cells, 6 rest-of-box cells, 6 rest-of-line cells."""
    flat: list[int] = []
    for box in BOXES:
        for line in UNITS[:FIRST_BOX_UNIT]:
            segment = [cell for cell in box if cell in line]
            if segment:
                flat += segment
                flat += [cell for cell in box if cell not in segment]
                flat += [cell for cell in line if cell not in segment]
    return flat


PEER_CELLS: Final = _table([peer for cell in range(CELL_COUNT) for peer in PEERS[cell]])
UNIT_CELLS: Final = _table([cell for unit in UNITS for cell in unit])
SEGMENT_CELLS: Final = _table(_segments())
"""54 crossings of 15 cells each (see ``_segments``)."""
BIT_COUNT: Final = _table([bin(mask).count("1") for mask in range(MASK_COUNT)])
BIT_INDEX: Final = _table([max(0, mask.bit_length() - 1) for mask in range(MASK_COUNT)])


def settled_total(digits: list[int], candidates: list[int], cell: int, digit: int) -> int:
    """Candidates left once ``digit`` is put in ``cell`` and the rules settle; -1 if they break.

    ``digits`` and ``candidates`` (0 for a filled cell) are read, never modified.
    """
    placed = vec[i64]([i64(value) for value in digits])
    masks = vec[i64]([i64(value) for value in candidates])
    masks[cell] = i64(1) << (digit - 1)
    while True:
        if not _singles(placed, masks):
            return -1
        if not _locked(masks) and not _naked_subsets(masks):
            break
    total: i64 = 0
    at: i64 = 0
    while at < CELL_COUNT:
        total += BIT_COUNT[masks[at]]
        at += 1
    return int(total)


def _place(placed: vec[i64], masks: vec[i64], cell: i64, bit: i64) -> bool:
    """Put a digit bit in a cell and take it from the peers; False when a peer empties."""
    placed[cell] = BIT_INDEX[bit] + 1
    masks[cell] = 0
    at = 20 * cell
    end = at + 20
    while at < end:
        peer = PEER_CELLS[at]
        at += 1
        mask = masks[peer]
        if mask & bit:
            mask ^= bit
            masks[peer] = mask
            if not mask and not placed[peer]:
                return False
    return True


def _singles(placed: vec[i64], masks: vec[i64]) -> bool:
    """Naked and hidden singles until none is left; False at a contradiction."""
    progress = True
    while progress:
        progress = False
        cell: i64 = 0
        while cell < CELL_COUNT:
            mask = masks[cell]
            if mask and not mask & (mask - 1):
                if not _place(placed, masks, cell, mask):
                    return False
                progress = True
            elif not mask and not placed[cell]:
                return False
            cell += 1
        start: i64 = 0
        while start < UNIT_COUNT * SIZE:
            once: i64 = 0
            twice: i64 = 0
            done: i64 = 0
            at = start
            while at < start + SIZE:
                holder = UNIT_CELLS[at]
                mask = masks[holder]
                twice |= once & mask
                once |= mask
                if placed[holder]:
                    done |= i64(1) << (placed[holder] - 1)
                at += 1
            if (once | done) != ALL_CANDIDATES:
                return False
            only = once & ~twice
            while only:
                bit = only & -only
                only ^= bit
                at = start
                while at < start + SIZE:
                    holder = UNIT_CELLS[at]
                    if masks[holder] & bit:
                        if not _place(placed, masks, holder, bit):
                            return False
                        progress = True
                        break
                    at += 1
            start += SIZE
    return True


def _locked(masks: vec[i64]) -> bool:
    """Pointing and claiming over every box-line crossing; True when anything was removed."""
    changed = False
    base: i64 = 0
    while base < 54 * 15:
        inside = masks[SEGMENT_CELLS[base]] | masks[SEGMENT_CELLS[base + 1]]
        inside |= masks[SEGMENT_CELLS[base + 2]]
        if inside:
            in_box: i64 = 0
            in_line: i64 = 0
            at = base + 3
            while at < base + SIZE:
                in_box |= masks[SEGMENT_CELLS[at]]
                in_line |= masks[SEGMENT_CELLS[at + 6]]
                at += 1
            pointing = inside & ~in_box & in_line
            claiming = inside & ~in_line & in_box
            at = base + 3
            while at < base + SIZE:
                if pointing:
                    masks[SEGMENT_CELLS[at + 6]] &= ~pointing
                if claiming:
                    masks[SEGMENT_CELLS[at]] &= ~claiming
                at += 1
            if pointing or claiming:
                changed = True
        base += 15
    return changed


def _naked_subsets(masks: vec[i64]) -> bool:
    """Naked pairs and triples in every unit; True when anything was removed."""
    changed = False
    start: i64 = 0
    while start < UNIT_COUNT * SIZE:
        small = vec[i64]()
        empty: i64 = 0
        at = start
        while at < start + SIZE:
            mask = masks[UNIT_CELLS[at]]
            if mask:
                empty += 1
                if BIT_COUNT[mask] <= 3:
                    small = append(small, at)
            at += 1
        count = len(small)
        if count >= 2 and empty > 2:
            first: i64 = 0
            while first < count:
                second = first + 1
                while second < count:
                    union = masks[UNIT_CELLS[small[first]]] | masks[UNIT_CELLS[small[second]]]
                    if BIT_COUNT[union] == 2:
                        changed |= _clear(masks, start, union, small[first], small[second], -1)
                    elif empty > 3:
                        third = second + 1
                        while third < count:
                            triple = union | masks[UNIT_CELLS[small[third]]]
                            if BIT_COUNT[triple] == 3:
                                changed |= _clear(
                                    masks, start, triple, small[first], small[second], small[third]
                                )
                            third += 1
                    second += 1
                first += 1
        start += SIZE
    return changed


def _clear(masks: vec[i64], start: i64, union: i64, one: i64, two: i64, three: i64) -> bool:
    """Remove ``union`` from the unit's cells outside the subset; True when anything went."""
    changed = False
    at = start
    while at < start + SIZE:
        if at != one and at != two and at != three:
            holder = UNIT_CELLS[at]
            if masks[holder] & union:
                masks[holder] &= ~union
                changed = True
        at += 1
    return changed
