"""Why a dead end is one: the digits already placed that leave a cell, or a digit, no room.

A search shows a dead end as a red cell; a viewer needs the reason on the board. For a cell
with no value left, ``holders`` names, for each digit a peer already holds, the first such
peer; for a digit with no place left in a unit, the placed copies of that digit that see
the unit's empty cells. Whatever no placed digit explains was ruled out by deduction, and
``dead_end_phrase`` says that too.
"""

from __future__ import annotations

from collections.abc import Sequence

from sudoku_desktop.core.geometry import cell_name, digit_name, geometry_for_cells, unit_phrase
from sudoku_desktop.core.steps import STEPS, Contradiction
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Listing, Phrase, phrase


def holders(digits: Sequence[int], dead_end: Contradiction) -> tuple[tuple[int, int], ...]:
    """(cell, digit) of the placed digits that explain ``dead_end``, in cell order."""
    shape = geometry_for_cells(len(digits))
    peers = shape.peers
    if dead_end.cell is not None:
        first: dict[int, int] = {}
        for peer in peers[dead_end.cell]:
            if digits[peer] and digits[peer] not in first:
                first[digits[peer]] = peer
        return tuple(sorted((peer, digit) for digit, peer in first.items()))
    if dead_end.unit is not None and dead_end.digit is not None:
        unit, digit = shape.units[dead_end.unit], dead_end.digit
        seen = {
            next((peer for peer in peers[cell] if digits[peer] == digit), -1)
            for cell in unit
            if not digits[cell]
        }
        return tuple((peer, digit) for peer in sorted(seen - {-1}))
    return ()


def _unexplained(digits: Sequence[int], dead_end: Contradiction) -> bool:
    """True when deduction, not only placed digits, closed the cell or the unit."""
    held = holders(digits, dead_end)
    shape = geometry_for_cells(len(digits))
    if dead_end.cell is not None:
        return len(held) < shape.size
    if dead_end.unit is not None:
        blocked = {peer for peer, _ in held}
        empty = [cell for cell in shape.units[dead_end.unit] if not digits[cell]]
        return any(not blocked & set(shape.peers[cell]) for cell in empty)
    return False


def dead_end_phrase(digits: Sequence[int], dead_end: Contradiction) -> Phrase:
    """The dead end and its reason, e.g. "r5c3 has no value left: 1 in r5c1, 2 in r2c3…"."""
    held = holders(digits, dead_end)
    if not held:
        return dead_end.phrase()
    rest = _unexplained(digits, dead_end)
    if dead_end.cell is not None:
        pieces = tuple(
            phrase(
                STEPS,
                QT_TRANSLATE_NOOP("Steps", "{digit} in {cell}"),
                digit=digit_name(d),
                cell=cell_name(c),
            )
            for c, d in held
        )
        template = QT_TRANSLATE_NOOP("Steps", "Dead end: {cell} has no value left: {holders}")
        if rest:
            template = QT_TRANSLATE_NOOP(
                "Steps",
                "Dead end: {cell} has no value left: {holders}; deduction ruled out the rest",
            )
        return phrase(STEPS, template, cell=cell_name(dead_end.cell), holders=Listing(pieces))
    cells = Listing(tuple(cell_name(cell) for cell, _ in held))
    template = QT_TRANSLATE_NOOP(
        "Steps",
        "Dead end: {digit} has no place left in {unit}: {cells} hold {digit} and see its "
        "empty cells",
    )
    if rest:
        template = QT_TRANSLATE_NOOP(
            "Steps",
            "Dead end: {digit} has no place left in {unit}: {cells} hold {digit} and see its "
            "empty cells; deduction ruled out the rest",
        )
    assert dead_end.unit is not None
    return phrase(
        STEPS,
        template,
        digit=digit_name(dead_end.digit or 0),
        unit=unit_phrase(dead_end.unit),
        cells=cells,
    )
