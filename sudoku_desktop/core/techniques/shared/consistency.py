"""A quick "might this board be broken?" filter, run by the logic loop before every step.

``find_contradiction`` walks 27 units cell by cell; run before each of the ~60 steps of a
solve it would cost as much as the techniques themselves. This filter answers from a few
big-integer operations instead. It rests on the board's invariant that a placed digit is
no candidate of its peers: a unit's candidates then lie among its missing digits, so the
unit lacks a place for some digit exactly when its candidate union has fewer digits than
it has empty cells. Summed over all 27 units (each empty cell counts three times) the
union sizes equal three times the empty cells unless some unit falls short. Only on a
mismatch does the loop run the exact, slower check that names the cell or unit.
"""

from __future__ import annotations

from array import array

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import ALL_CANDIDATES, BOX_HEIGHT, BOX_WIDTH, CELL_COUNT, SIZE

_FIELD = 16
"""Bits per cell in the packed board (the candidate masks as unsigned 16-bit values)."""
_ROW = SIZE * _FIELD

_ROW_HEADS = sum(ALL_CANDIDATES << (_ROW * row) for row in range(SIZE))
_COLUMN_HEADS = sum(ALL_CANDIDATES << (_FIELD * column) for column in range(SIZE))
_BOX_HEADS = sum(
    ALL_CANDIDATES << (_ROW * BOX_HEIGHT * band + _FIELD * BOX_WIDTH * stack)
    for band in range(BOX_WIDTH)
    for stack in range(BOX_HEIGHT)
)


def may_be_broken(board: Board) -> bool:
    """False when the board certainly has no empty cell or unit without a place left."""
    candidates = board.candidates
    empty = board.digits.count(0)
    if candidates.count(0) != CELL_COUNT - empty:
        return True
    packed = int.from_bytes(array("H", candidates).tobytes(), "little")
    pairs = packed | packed >> _FIELD
    quads = pairs | pairs >> 2 * _FIELD
    rows = quads | quads >> 4 * _FIELD | packed >> 8 * _FIELD
    pairs = packed | packed >> _ROW
    quads = pairs | pairs >> 2 * _ROW
    columns = quads | quads >> 4 * _ROW | packed >> 8 * _ROW
    triples = packed | packed >> _FIELD | packed >> 2 * _FIELD
    boxes = triples | triples >> _ROW | triples >> 2 * _ROW
    found = (
        (rows & _ROW_HEADS).bit_count()
        + (columns & _COLUMN_HEADS).bit_count()
        + (boxes & _BOX_HEADS).bit_count()
    )
    return found != 3 * empty
