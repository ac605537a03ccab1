"""Show mistakes: the digits on the board that differ from the puzzle's unique solution.

The solution of the givens is found once per puzzle with the fast solver (milliseconds)
and kept; every later check is a comparison. A puzzle without exactly one solution has no
mistakes to show.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from sudoku_desktop.core.conflicts import find_conflicts
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.model import BoardModel


def givens_of(state: State) -> tuple[int, ...]:
    """The givens of ``state`` (every other cell 0)."""
    return tuple(
        d if o is Origin.GIVEN else 0 for d, o in zip(state.digits, state.origins, strict=True)
    )


def unique_solution(givens: tuple[int, ...]) -> tuple[int, ...] | None:
    """The givens' one solution, None when they have none, several, or break the rules."""
    from sudoku_desktop.core.solver import solve  # its tables load on first use, not at start

    if find_conflicts(givens) or not any(givens):
        return None
    result = solve(givens, limit=2)
    return result.solution if result.count == 1 else None


class MistakeFinder(QObject):
    """Gives the model the solution to compare with while "Show mistakes" is on; says in
    ``status`` what turning it on found (a slash nowhere must not read as "nothing
    happened")."""

    status = Signal(str)

    def __init__(self, model: BoardModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.shown = False
        self._solved: dict[tuple[int, ...], tuple[int, ...] | None] = {}

    @Slot(bool)
    def set_shown(self, shown: bool) -> None:
        """Mark mistakes on the board (True) or not, and say what was found; while shown,
        the model measures every state it shows against ``solution_of``."""
        self.shown = shown
        self.model.solution_for = self.solution_of if shown else None
        self.model.set_solution(self.solution_of(self.model.state()) if shown else None)
        if not shown:
            self.status.emit(self.tr("Mistakes are no longer marked"))
        elif self._solved.get(givens_of(self.model.state())) is None:
            self.status.emit(
                self.tr(
                    "No mistake can be shown: the puzzle has no unique solution to compare with"
                )
            )
        elif mistakes := len(self.model.mistakes()):
            self.status.emit(
                self.tr("Digits that differ from the solution, slashed in red: {0}").format(
                    mistakes
                )
            )
        else:
            self.status.emit(self.tr("No mistake: every digit agrees with the solution"))

    def solution_of(self, state: State) -> tuple[int, ...] | None:
        """The unique solution of ``state``'s givens (kept per set of givens)."""
        givens = givens_of(state)
        if givens not in self._solved:
            self._solved = {givens: unique_solution(givens)}
        return self._solved[givens]
