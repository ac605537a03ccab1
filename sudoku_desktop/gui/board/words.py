"""A cell in words, for screen readers and tooltips: "r1c3, empty, notes 2 and 4" (on a
16×16 board "r12c3, B, given": cells and digits named in the board's shape)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sudoku_desktop.core.geometry import cell_name, digit_name
from sudoku_desktop.core.origin import Origin


def origin_words(origin: Origin) -> str:
    """Who filled a cell, as the legend and a screen reader say it."""
    words = {
        Origin.GIVEN: QCoreApplication.translate("BoardCell", "given"),
        Origin.USER: QCoreApplication.translate("BoardCell", "your entry"),
        Origin.LOGIC: QCoreApplication.translate("BoardCell", "found by logic"),
        Origin.SOLVE: QCoreApplication.translate(
            "BoardCell", "filled by the solver or suggested to the coach"
        ),
    }
    return words.get(origin, "")


def digit_list(digits: tuple[int, ...]) -> str:
    """ "2", "2 and 4", "1, 2 and 4" in the user's language."""
    if len(digits) == 1:
        return str(digit_name(digits[0]))
    head = ", ".join(str(digit_name(d)) for d in digits[:-1])
    last = digit_name(digits[-1])
    return QCoreApplication.translate("BoardCell", "{0} and {1}").format(head, last)


def cell_words(cell: int, digit: int, origin: Origin, notes: tuple[int, ...]) -> str:
    """The whole cell in one sentence, its 1–9 coordinate first."""
    name = cell_name(cell)
    if digit:
        return QCoreApplication.translate("BoardCell", "{cell}, {digit}, {origin}").format(
            cell=name, digit=digit_name(digit), origin=origin_words(origin)
        )
    if notes:
        return QCoreApplication.translate("BoardCell", "{cell}, empty, notes {notes}").format(
            cell=name, notes=digit_list(notes)
        )
    return QCoreApplication.translate("BoardCell", "{cell}, empty").format(cell=name)
