"""Trials at any size: probing (seed 003's level one) and forcing chains by singles.

A trial places one candidate on copies of the board's lists and follows naked and hidden
singles to a fixpoint (``settle``). Probing removes a candidate whose trial breaks a rule;
a cell (or unit) forcing chain removes what every candidate of a cell (or every place of a
digit in a unit) removes. The steps are the 9×9 ones (same rule ids, cells, units, digits
and order of search), told in their plain sentence: the links of each branch, which the 9×9
forcing chains list, are not drawn at other sizes.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import Geometry
from sudoku_desktop.core.steps import Contradiction, Elimination

Candidate = tuple[int, int]


def settle(
    shape: Geometry, digits: list[int], candidates: list[int], queue: list[Candidate]
) -> Contradiction | None:
    """Place the queued singles and every single they lead to, in place; the contradiction
    (a cell without candidates, a digit without a place in a unit), if any."""
    peers = shape.peers
    while True:
        while queue:
            cell, digit = queue.pop()
            if digits[cell]:
                if digits[cell] != digit:
                    return Contradiction(cell=cell)
                continue
            bit = 1 << (digit - 1)
            if not candidates[cell] & bit:
                return Contradiction(cell=cell)
            digits[cell] = digit
            candidates[cell] = 0
            for peer in peers[cell]:
                mask = candidates[peer]
                if mask & bit:
                    mask ^= bit
                    candidates[peer] = mask
                    if not mask:
                        return Contradiction(cell=peer)
                    if not mask & (mask - 1):
                        queue.append((peer, mask.bit_length()))
        failure, found = hidden_singles(shape, digits, candidates)
        if failure is not None:
            return failure
        queue.extend((cell, digit) for _, cell, digit in found)
        if not queue:
            return None


def hidden_singles(
    shape: Geometry, digits: list[int], candidates: list[int]
) -> tuple[Contradiction | None, list[tuple[int, int, int]]]:
    """Every hidden single, unit by unit, digits ascending: (unit, cell, digit); the first
    unit where a digit it lacks has no place ends the sweep with that contradiction."""
    found: list[tuple[int, int, int]] = []
    full = shape.all_candidates
    for unit, cells in enumerate(shape.units):
        once = twice = placed = 0
        for cell in cells:
            mask = candidates[cell]
            twice |= once & mask
            once |= mask
            if digits[cell]:
                placed |= 1 << (digits[cell] - 1)
        missing = full & ~(once | placed)
        if missing:
            return Contradiction(unit=unit, digit=(missing & -missing).bit_length()), found
        only = once & ~twice
        while only:
            bit = only & -only
            only ^= bit
            holder = next(cell for cell in cells if candidates[cell] & bit)
            found.append((unit, holder, bit.bit_length()))
    return None, found


def trial(board: Board, cell: int, digit: int) -> tuple[Contradiction | None, list[int]]:
    """Place ``digit`` in ``cell`` on copies and settle: (the contradiction, the masks left
    possible in each cell, placed digits included)."""
    digits, candidates = board.digits.copy(), board.candidates.copy()
    failure = settle(board.geometry, digits, candidates, [(cell, digit)])
    possible = [
        mask | (1 << (d - 1) if d else 0) for mask, d in zip(candidates, digits, strict=True)
    ]
    return failure, possible


def candidate_order(board: Board) -> list[Candidate]:
    """Every candidate, cells with fewer candidates first: their trials fail soonest."""
    candidates = board.candidates
    cells = sorted(
        (cell for cell, mask in enumerate(candidates) if mask),
        key=lambda cell: candidates[cell].bit_count(),
    )
    return [
        (cell, digit) for cell in cells for digit in board.geometry.digits_in(candidates[cell])
    ]


def each_probing(board: Board) -> Iterator[Elimination]:
    """Each candidate whose trial placement leads to a contradiction by singles."""
    for cell, digit in candidate_order(board):
        witness, _ = trial(board, cell, digit)
        if witness is not None:
            cells = (cell,) if witness.cell is None else (cell, witness.cell)
            units = () if witness.unit is None else (witness.unit,)
            yield Elimination(
                ((cell, digit),),
                "probing",
                cells=cells,
                units=units,
                digits=(digit,),
                trial=(cell, digit),
                witness=witness,
            )


_last: tuple[tuple[int, ...], dict[Candidate, list[int] | None]] = ((), {})
"""The last board's trials: the cell finder and then the unit finder ask on one board."""


def _results(board: Board) -> dict[Candidate, list[int] | None]:
    """Every candidate's trial: the masks it leaves possible, None when it fails."""
    global _last
    key = (*board.digits, *board.candidates)
    if _last[0] != key:
        results = {}
        for cell, digit in candidate_order(board):
            failure, possible = trial(board, cell, digit)
            results[cell, digit] = None if failure is not None else possible
        _last = (key, results)
    return _last[1]


def _agreed(
    board: Board, branches: list[Candidate], results: dict[Candidate, list[int] | None]
) -> tuple[Candidate, ...]:
    """The board's candidates that no branch's trial leaves possible."""
    union = [0] * len(board.candidates)
    for branch in branches:
        possible = results[branch]
        if possible is not None:
            union = [left | right for left, right in zip(union, possible, strict=True)]
    digits_in = board.geometry.digits_in
    return tuple(
        (cell, digit)
        for cell, mask in enumerate(board.candidates)
        for digit in digits_in(mask & ~union[cell])
    )


def each_cell_forcing_chain(board: Board) -> Iterator[Elimination]:
    """A cell whose every candidate removes the same candidate elsewhere."""
    results = _results(board)
    candidates = board.candidates
    cells = sorted(
        (c for c, m in enumerate(candidates) if m), key=lambda c: candidates[c].bit_count()
    )
    for cell in cells:
        digits = board.geometry.digits_in(candidates[cell])
        removed = _agreed(board, [(cell, digit) for digit in digits], results)
        if removed:
            yield Elimination(removed, "cell_forcing_chain", cells=(cell,), digits=digits)


def each_unit_forcing_chain(board: Board) -> Iterator[Elimination]:
    """A digit whose every place in a unit removes the same candidate elsewhere."""
    results = _results(board)
    candidates = board.candidates
    options = []
    for unit, cells in enumerate(board.geometry.units):
        for digit in board.geometry.digits:
            bit = 1 << (digit - 1)
            places = [cell for cell in cells if candidates[cell] & bit]
            if len(places) >= 2:
                options.append((len(places), unit, digit, places))
    options.sort(key=lambda option: option[0])
    for _, unit, digit, places in options:
        removed = _agreed(board, [(cell, digit) for cell in places], results)
        if removed:
            yield Elimination(
                removed,
                "unit_forcing_chain",
                cells=tuple(places),
                units=(unit,),
                digits=(digit,),
            )
