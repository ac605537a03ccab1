"""The fast solver's search written for mypyc: one digit's band as one small int.

It runs the search ``solver.py`` describes (singles, pointing and claiming to a fixpoint,
then a branch on the unsolved cell with the fewest candidates and the most unsolved peers),
so its counts, first solutions and ``nodes`` are those of ``solver.python_solve``; a test
holds both to the same results on the golden file.

Why a second form of the same search: the big-int sweeps of ``solver.py`` are the fastest
pure Python (one bytecode moves 3,240 bits), but compiled code gains nothing on them. Here
a node is 57 small ints (``band_tables`` names the parts) that mypyc keeps unboxed:

- 27 *band words* (``DIGIT_BANDS``), digit d's candidates in band b at ``3 * d + b`` (a
  solved cell keeps its digit's bit), then each band word as it was when its digit was last
  *settled* (27 on), so only digits that changed since are looked at again, then the solved
  cells of each band (54 on);
- settling a digit closes each band's matrix (rows against boxes) and each stack's
  (columns against bands) under pointing and claiming with one table lookup each, until
  neither removes anything; an empty row, column or box makes the node dead. Then every
  cell left alone in its row, column or box (a hidden single) loses its other digits;
- a pass settles every changed digit, then places every cell left one digit (a naked
  single: the digit leaves its row and box in the band, its column in the other bands);
  passes repeat while a hidden or a naked single changed something;
- a branch keeps the parent's vector for its last child and copies it for the others.

``search_text`` reads a line's 81 characters straight from its bytes and returns the
solution as one string: a call makes a handful of Python objects, none per cell.
"""

from __future__ import annotations

from typing import Final

from librt.time import time as clock
from librt.vecs import append, pop, vec
from mypy_extensions import i64

from sudoku_desktop.core import band_tables
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BAND_CELLS,
    CELL_COUNT,
    DIGIT_BANDS,
    EVERY_BAND_CELL,
    SIZE,
)

COMPILED: Final = not __file__.endswith(".py")
"""True when this module runs as mypyc's native build rather than as Python source."""


LOCKED: Final = vec[i64](band_tables.LOCKED)
EXPANDED: Final = vec[i64](band_tables.EXPANDED)
ROW_FACTS: Final = vec[i64](band_tables.ROW_FACTS)
ROW_BOXES: Final = vec[i64]([facts & 7 for facts in band_tables.ROW_FACTS])
SEGMENT_CELLS: Final = vec[i64](band_tables.SEGMENT_CELLS)
BAND_PEERS: Final = vec[i64](band_tables.BAND_PEERS)
COLUMN_CELLS: Final = vec[i64](band_tables.COLUMN_CELLS)
BIT_INDEX: Final = vec[i64](band_tables.BIT_INDEX)
BIT_COUNT: Final = vec[i64](band_tables.BIT_COUNT)
DIGIT_TEXTS: Final = [str(digit) for digit in range(10)]
NO_CANDIDATE: Final = vec[i64]([0] * DIGIT_BANDS + [-1] * DIGIT_BANDS + [0] * 3)
"""A root before its givens are read: no candidate, nothing solved, every digit to settle."""


def search_text(text: str | bytes, limit: int = 2) -> tuple[int, str, int]:
    """Count solutions up to ``limit``: (count, the first solution's 81 digits or "",
    guesses).

    The first 81 characters are the cells: 1-9 a given, ``.`` or ``0`` a blank; ValueError
    names any other character by its row and column.
    """
    data = text.encode("ascii", "replace") if isinstance(text, str) else text
    if len(data) < CELL_COUNT:
        raise ValueError(f"a grid has 81 cells, not {len(data)}")
    if limit < 1:
        raise ValueError("limit must be at least 1")
    state = NO_CANDIDATE[:]
    cell: i64 = 0
    while cell < CELL_COUNT:
        code: i64 = data[cell]
        if 49 <= code <= 57:
            _give_at_root(state, cell, code - 49)
        elif code != 46 and code != 48:
            shown = text[cell] if isinstance(text, str) else chr(code)
            row, column = divmod(int(cell), SIZE)
            raise ValueError(
                f"row {row + 1}, column {column + 1}: {shown!r} is neither a digit nor a blank"
            )
        cell += 1
    _open_blanks(state)
    count, nodes, first = _search(state, limit)
    solution = ""
    if len(first):
        solution = "".join([DIGIT_TEXTS[digit] for digit in _digits_of(first)])
    return int(count), solution, int(nodes - 1)


def search_digits(digits: list[int], limit: int = 2) -> tuple[int, list[int], int]:
    """``search_text`` on 81 ints 0..9 (0 = blank): the solution as 81 ints, or []."""
    if limit < 1:
        raise ValueError("limit must be at least 1")
    state = NO_CANDIDATE[:]
    cell: i64 = 0
    while cell < CELL_COUNT:
        given = digits[cell]
        if not 0 <= given <= SIZE:
            raise ValueError(f"cell digits must be 0..9, not {given}")
        if given:
            _give_at_root(state, cell, given - 1)
        cell += 1
    _open_blanks(state)
    count, nodes, first = _search(state, limit)
    solution = _digits_of(first) if len(first) else []
    return int(count), solution, int(nodes - 1)


def search_lines(lines: list[str], limit: int = 2) -> list[tuple[int, str, int, float]]:
    """``search_text`` on every line in one call, each answer with its seconds."""
    answers = []
    for line in lines:
        start = clock()
        count, solution, guesses = search_text(line, limit)
        answers.append((count, solution, guesses, clock() - start))
    return answers


def _give_at_root(state: vec[i64], cell: i64, digit: i64) -> None:
    """A given, read into a state of ``NO_CANDIDATE``: the cell gets its digit, and is
    noted in its band's solved cells until ``_open_blanks``."""
    band = cell // BAND_CELLS
    bit = i64(1) << (cell % BAND_CELLS)
    state[3 * digit + band] |= bit
    state[2 * DIGIT_BANDS + band] |= bit


def _open_blanks(state: vec[i64]) -> None:
    """Every cell that is not a given gets every digit; no cell is solved yet (the first
    pass places the givens, as naked singles)."""
    at: i64 = 0
    while at < DIGIT_BANDS:
        band = at % 3
        state[at] |= EVERY_BAND_CELL & ~state[2 * DIGIT_BANDS + band]
        at += 1
    state[2 * DIGIT_BANDS] = 0
    state[2 * DIGIT_BANDS + 1] = 0
    state[2 * DIGIT_BANDS + 2] = 0


def _digits_of(solved: vec[i64]) -> list[int]:
    """The 81 digits of a solved state's band words."""
    out = [0] * CELL_COUNT
    digit: i64 = 0
    while digit < SIZE:
        band: i64 = 0
        while band < 3:
            word = solved[3 * digit + band]
            while word:
                position = _low_index(word)
                word ^= i64(1) << position
                out[BAND_CELLS * band + position] = int(digit + 1)
            band += 1
        digit += 1
    return out


def _search(state: vec[i64], limit: int) -> tuple[i64, i64, vec[i64]]:
    """Depth-first search from a root state: (solutions up to ``limit``, nodes, the first
    solution's band words or an empty vector)."""
    # Each pending branch: the parent state, its cell (27 * band + position), the digit
    # bits still to try.
    pending_states: list[vec[i64]] = []
    pending_cells = vec[i64]()
    pending_digits = vec[i64]()
    count: i64 = 0
    nodes: i64 = 0
    wanted: i64 = limit
    first = vec[i64]()
    while True:
        nodes += 1
        if _propagate(state):
            cell = _branch_cell(state)
            if cell < 0:
                count += 1
                if count == 1:
                    first = state[:DIGIT_BANDS]
                if count >= wanted:
                    break
            else:
                band = cell // BAND_CELLS
                bit = i64(1) << (cell % BAND_CELLS)
                digits: i64 = 0
                digit: i64 = 0
                while digit < SIZE:
                    if state[3 * digit + band] & bit:
                        digits |= i64(1) << digit
                    digit += 1
                pending_states.append(state)
                pending_cells = append(pending_cells, cell)
                pending_digits = append(pending_digits, digits)
        if not pending_states:
            break
        state = pending_states[-1]
        cell = pending_cells[len(pending_cells) - 1]
        digits = pending_digits[len(pending_digits) - 1]
        low = digits & -digits
        if digits == low:
            pending_states.pop()
            pending_cells, _ = pop(pending_cells)
            pending_digits, _ = pop(pending_digits)
        else:
            pending_digits[len(pending_digits) - 1] = digits ^ low
            state = state[:]
        band = cell // BAND_CELLS
        _clear_others(state, 3 * BIT_INDEX[low] + band, i64(1) << (cell % BAND_CELLS))
    return count, nodes, first


def _propagate(state: vec[i64]) -> bool:
    """Settle changed digits and place naked singles until nothing changes; False when dead."""
    while True:
        progress = False
        digit: i64 = 0
        while digit < SIZE:
            at = 3 * digit
            settled = DIGIT_BANDS + at
            if (
                state[at] != state[settled]
                or state[at + 1] != state[settled + 1]
                or state[at + 2] != state[settled + 2]
            ):
                found = _settle(state, digit)
                if found < 0:
                    return False
                if found:
                    progress = True
            digit += 1
        band: i64 = 0
        while band < 3:
            ones: i64 = 0
            twos: i64 = 0
            at = band
            while at < DIGIT_BANDS:
                word = state[at]
                twos |= ones & word
                ones |= word
                at += 3
            if ones != EVERY_BAND_CELL:
                return False  # a cell without a candidate
            singles = ones & ~twos & ~state[2 * DIGIT_BANDS + band]
            while singles:
                position = _low_index(singles)
                bit = i64(1) << position
                singles ^= bit
                digit = 0
                while digit < SIZE and not state[3 * digit + band] & bit:
                    digit += 1
                if digit == SIZE:
                    return False  # an earlier single of this pass took its digit
                _place(state, band, position, digit)
                progress = True
            band += 1
        if not progress:
            return True


def _settle(state: vec[i64], digit: i64) -> i64:
    """Pointing and claiming to a fixpoint for one digit, then its hidden singles.

    -1 when the digit has no place left in a row, column or box; 1 when a hidden single
    took other digits from a cell; else 0.
    """
    at = 3 * digit
    locked = LOCKED
    expanded = EXPANDED
    boxes = ROW_BOXES
    w0 = state[at]
    w1 = state[at + 1]
    w2 = state[at + 2]
    while True:  # each band's matrix, rows against boxes
        w0 &= expanded[
            locked[
                boxes[w0 & ALL_CANDIDATES]
                | boxes[w0 >> SIZE & ALL_CANDIDATES] << 3
                | boxes[w0 >> 2 * SIZE] << 6
            ]
        ]
        w1 &= expanded[
            locked[
                boxes[w1 & ALL_CANDIDATES]
                | boxes[w1 >> SIZE & ALL_CANDIDATES] << 3
                | boxes[w1 >> 2 * SIZE] << 6
            ]
        ]
        w2 &= expanded[
            locked[
                boxes[w2 & ALL_CANDIDATES]
                | boxes[w2 >> SIZE & ALL_CANDIDATES] << 3
                | boxes[w2 >> 2 * SIZE] << 6
            ]
        ]
        if not w0 or not w1 or not w2:
            return -1
        # Each band's columns, then each stack's matrix: bands against its three columns.
        c0 = (w0 | w0 >> SIZE | w0 >> 2 * SIZE) & ALL_CANDIDATES
        c1 = (w1 | w1 >> SIZE | w1 >> 2 * SIZE) & ALL_CANDIDATES
        c2 = (w2 | w2 >> SIZE | w2 >> 2 * SIZE) & ALL_CANDIDATES
        s0 = locked[c0 & 7 | (c1 & 7) << 3 | (c2 & 7) << 6]
        s1 = locked[c0 >> 3 & 7 | (c1 >> 3 & 7) << 3 | (c2 >> 3 & 7) << 6]
        s2 = locked[c0 >> 6 | (c1 >> 6) << 3 | (c2 >> 6) << 6]
        if not s0 or not s1 or not s2:
            return -1
        k0 = s0 & 7 | (s1 & 7) << 3 | (s2 & 7) << 6
        k1 = s0 >> 3 & 7 | (s1 >> 3 & 7) << 3 | (s2 >> 3 & 7) << 6
        k2 = s0 >> 6 | (s1 >> 6) << 3 | (s2 >> 6) << 6
        if k0 == c0 and k1 == c1 and k2 == c2:
            break
        # A column a band lost: the band's matrix may lock again.
        w0 &= k0 * 0x40201
        w1 &= k1 * 0x40201
        w2 &= k2 * 0x40201
    state[at] = w0
    state[at + 1] = w1
    state[at + 2] = w2
    # Row and box singles can only be new in a band that changed since the last settling.
    changed: i64 = 0
    if w0 != state[DIGIT_BANDS + at]:
        changed |= 1
    if w1 != state[DIGIT_BANDS + at + 1]:
        changed |= 2
    if w2 != state[DIGIT_BANDS + at + 2]:
        changed |= 4
    state[DIGIT_BANDS + at] = w0
    state[DIGIT_BANDS + at + 1] = w1
    state[DIGIT_BANDS + at + 2] = w2
    # The columns where the digit has one cell left: present in one band, once there.
    t0 = (w0 & w0 >> SIZE | w0 & w0 >> 2 * SIZE | w0 >> SIZE & w0 >> 2 * SIZE) & ALL_CANDIDATES
    t1 = (w1 & w1 >> SIZE | w1 & w1 >> 2 * SIZE | w1 >> SIZE & w1 >> 2 * SIZE) & ALL_CANDIDATES
    t2 = (w2 & w2 >> SIZE | w2 & w2 >> 2 * SIZE | w2 >> SIZE & w2 >> 2 * SIZE) & ALL_CANDIDATES
    once = (c0 | c1 | c2) & ~(t0 | t1 | t2 | c0 & c1 | c0 & c2 | c1 & c2)
    alone_in_column = once * 0x40201
    found: i64 = 0
    band: i64 = 0
    while band < 3:  # each band's hidden singles lose their cells' other digits
        word = w0 if band == 0 else w1 if band == 1 else w2
        hidden = word & alone_in_column
        if changed >> band & 1:
            hidden |= _alone_in_row_or_box(word)
        hidden &= ~state[2 * DIGIT_BANDS + band]
        if hidden:
            _clear_others(state, at + band, hidden)
            found = 1
        band += 1
    return found


def _alone_in_row_or_box(word: i64) -> i64:
    """The cells of a band word that are the digit's only place in their row or box."""
    facts = ROW_FACTS
    row0 = word & ALL_CANDIDATES
    row1 = word >> SIZE & ALL_CANDIDATES
    row2 = word >> 2 * SIZE
    f0 = facts[row0]
    f1 = facts[row1]
    f2 = facts[row2]
    alone = f0 >> 6 | (f1 >> 6) << SIZE | (f2 >> 6) << 2 * SIZE
    # Boxes where one row has the digit, in whose segment it has one cell.
    one_row = (f0 | f1 | f2) & ~(f0 & f1 | f0 & f2 | f1 & f2) & 7
    if one_row:
        segments = SEGMENT_CELLS
        alone |= row0 & segments[f0 >> 3 & one_row]
        alone |= (row1 & segments[f1 >> 3 & one_row]) << SIZE
        alone |= (row2 & segments[f2 >> 3 & one_row]) << 2 * SIZE
    return alone


def _clear_others(state: vec[i64], keep: i64, cells: i64) -> None:
    """Take every digit but the one of band word ``keep`` from some cells of its band."""
    at = keep % 3
    while at < DIGIT_BANDS:
        if at != keep:
            state[at] &= ~cells
        at += 3


def _place(state: vec[i64], band: i64, position: i64, digit: i64) -> None:
    """Solve a naked single: its digit leaves its peers."""
    state[2 * DIGIT_BANDS + band] |= i64(1) << position
    at = 3 * digit
    column = COLUMN_CELLS[position % SIZE]
    other: i64 = 0
    while other < 3:
        if other == band:
            state[at + other] &= ~BAND_PEERS[position]
        else:
            state[at + other] &= ~column
        other += 1


def _low_index(word: i64) -> i64:
    """The index of the lowest cell of a non-empty band word."""
    low = word & ALL_CANDIDATES
    if low:
        return BIT_INDEX[low & -low]
    low = word >> SIZE & ALL_CANDIDATES
    if low:
        return SIZE + BIT_INDEX[low & -low]
    low = word >> 2 * SIZE
    return 2 * SIZE + BIT_INDEX[low & -low]


def _branch_cell(state: vec[i64]) -> i64:
    """The unsolved cell with the fewest candidates, then the most unsolved peers, then the
    lowest index, as ``27 * band + position``; -1 when every cell is solved."""
    u0 = EVERY_BAND_CELL & ~state[2 * DIGIT_BANDS]
    u1 = EVERY_BAND_CELL & ~state[2 * DIGIT_BANDS + 1]
    u2 = EVERY_BAND_CELL & ~state[2 * DIGIT_BANDS + 2]
    if not u0 | u1 | u2:
        return -1
    size: i64 = 2
    while True:  # an unsolved cell has two candidates or more (and nine at most)
        p0 = _holding(state, 0, size) & u0
        p1 = _holding(state, 1, size) & u1
        p2 = _holding(state, 2, size) & u2
        if p0 | p1 | p2:
            break
        size += 1
    # Each band's unsolved cells per column, as a 1s and a 2s bit plane.
    low0, high0 = _column_counts(u0)
    low1, high1 = _column_counts(u1)
    low2, high2 = _column_counts(u2)
    best, score = _best_cell(p0, u0, 0, low1, high1, low2, high2, -1, -1)
    best, score = _best_cell(p1, u1, BAND_CELLS, low0, high0, low2, high2, best, score)
    best, score = _best_cell(p2, u2, 2 * BAND_CELLS, low0, high0, low1, high1, best, score)
    return best


def _holding(state: vec[i64], band: i64, size: i64) -> i64:
    """The cells of a band with exactly ``size`` candidates: a four-bit counter per cell,
    one bit plane a bit, the band's nine words added in."""
    plane0: i64 = 0
    plane1: i64 = 0
    plane2: i64 = 0
    plane3: i64 = 0
    for at in range(band, DIGIT_BANDS, 3):
        carry = state[at]
        plane0, carry = plane0 ^ carry, plane0 & carry
        plane1, carry = plane1 ^ carry, plane1 & carry
        plane2, carry = plane2 ^ carry, plane2 & carry
        plane3 |= carry
    found = EVERY_BAND_CELL
    found &= plane0 if size & 1 else ~plane0
    found &= plane1 if size & 2 else ~plane1
    found &= plane2 if size & 4 else ~plane2
    return found & (plane3 if size & 8 else ~plane3)


def _column_counts(word: i64) -> tuple[i64, i64]:
    """How many cells of each column a band word holds (0-3), as bits 1 and 2 of 9 counts."""
    a = word & ALL_CANDIDATES
    b = word >> SIZE & ALL_CANDIDATES
    c = word >> 2 * SIZE
    return a ^ b ^ c, a & b | a & c | b & c


def _best_cell(
    cells: i64,
    unsolved: i64,
    first_cell: i64,
    low_a: i64,
    high_a: i64,
    low_b: i64,
    high_b: i64,
    best: i64,
    best_score: i64,
) -> tuple[i64, i64]:
    """The best of a band's ``cells`` and the best so far (earlier bands win ties): the
    most unsolved peers, in its row and box, and in its column in bands a and b."""
    counts = BIT_COUNT
    peers = BAND_PEERS
    while cells:
        position = _low_index(cells)
        cells ^= i64(1) << position
        mask = unsolved & peers[position]
        column = position % SIZE
        score = (
            counts[mask & ALL_CANDIDATES]
            + counts[mask >> SIZE & ALL_CANDIDATES]
            + counts[mask >> 2 * SIZE]
        )
        score += (low_a >> column & 1) + 2 * (high_a >> column & 1)
        score += (low_b >> column & 1) + 2 * (high_b >> column & 1)
        if score > best_score:
            best_score = score
            best = first_cell + position
    return best, best_score
