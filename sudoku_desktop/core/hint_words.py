"""The sentences of graded hints, written once as ``{name}`` templates for Qt to translate.

Level one names the technique and where to look, never a cell; it is one template per
technique, written beside the technique in its family's ``words.py`` (``LOOK``, gathered in
``techniques.words``), because French puts an article and a gender on each name ("une
paire nue", "un X-Wing") that no generic "Look for a {technique}" could get right. A
technique without its own template falls back on ``LOOK_FALLBACK``. The rest is here.
"""

from __future__ import annotations

from dataclasses import dataclass

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

HINTS_CONTEXT = "Hints"

LOOK_FALLBACK = QT_TRANSLATE_NOOP("Hints", "Look for this technique: {technique}")

MARKED_PLACEMENT = QT_TRANSLATE_NOOP(
    "Hints", "{technique}: the cell is marked on the board. Which digit goes there?"
)
MARKED_ELIMINATION = QT_TRANSLATE_NOOP(
    "Hints",
    "{technique} on {cells}: the pattern is marked on the board, "
    "and the candidates it removes are struck out",
)
MARKED_PROBING = QT_TRANSLATE_NOOP(
    "Hints",
    "{technique}: place the struck-out candidate in your head and follow the singles: "
    "the grid breaks at the other marked place",
)


@dataclass(frozen=True, slots=True)
class RepairWords:
    """The three levels of a hint that repairs the position: where to look (a unit), what
    the marks on the board show, and what to take or put back."""

    look: str
    marked: str
    told: str


WRONG_DIGIT = RepairWords(
    look=QT_TRANSLATE_NOOP("Hints", "One of your digits does not fit the solution: check {unit}"),
    marked=QT_TRANSLATE_NOOP(
        "Hints", "The digit that does not fit the solution is marked on the board"
    ),
    told=QT_TRANSLATE_NOOP("Hints", "{cell} = {digit} does not fit the solution: take it back"),
)
LOST_CANDIDATE = RepairWords(
    look=QT_TRANSLATE_NOOP("Hints", "A candidate the solution needs was removed in {unit}"),
    marked=QT_TRANSLATE_NOOP(
        "Hints", "The cell that lost a candidate it needs is marked on the board"
    ),
    told=QT_TRANSLATE_NOOP(
        "Hints", "{cell} lost its candidate {digit}, which the solution needs: put it back"
    ),
)
CLASH = RepairWords(
    look=QT_TRANSLATE_NOOP(
        "Hints", "The grid breaks the rules: {digit} appears more than once in {unit}"
    ),
    marked=QT_TRANSLATE_NOOP(
        "Hints", "The cells holding {digit} twice in {unit} are marked on the board"
    ),
    told=QT_TRANSLATE_NOOP("Hints", "{cells} all hold {digit} in {unit}: take one of them back"),
)

NO_SOLUTION = QT_TRANSLATE_NOOP("Hints", "The givens have no solution: check them")
FULL = QT_TRANSLATE_NOOP("Hints", "The grid is full: nothing is left to do")
STUCK_LOOK = QT_TRANSLATE_NOOP("Hints", "No technique applies here: the logic is stuck")
STUCK = QT_TRANSLATE_NOOP(
    "Hints",
    "None of the {count} techniques finds a step; {empty} cells are left, "
    "and the rest needs a guess",
)
STUCK_SIZE = QT_TRANSLATE_NOOP(
    "Hints", "{stuck}. Not tried on a {size} board (they hold at 9×9 only): {titles}"
)
BROKEN = QT_TRANSLATE_NOOP("Hints", "The grid has come to a dead end: {contradiction}")
