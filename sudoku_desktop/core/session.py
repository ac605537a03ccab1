"""The editable session, Qt-free: digits, who filled each cell, and candidates removed by logic.

A ``State`` is an immutable snapshot; every change to the board makes a new one, so an undo
command only has to keep the state before and the state after. The core ``Board`` (digits
and candidate masks) is derived from a state on demand.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import ALL_CANDIDATES, BIT_OF_DIGIT, CELL_COUNT
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import Elimination, Placement

SESSION_FORMAT = "sudoku-desktop-session"
SESSION_VERSION = 1

NOT_JSON = "not a session file: {reason}"
NOT_A_SESSION = "not a Sudoku Desktop session file (no 'format' field)"
UNSUPPORTED_VERSION = "unsupported session version {version!r}"
SHORT_DIGITS = "session file: 'digits' and 'origins' need 81 characters"
SHORT_CANDIDATES = "session file: 'candidates' needs 81 entries"


class SessionFileError(ValueError):
    """A file that is not a session we can read; ``template`` (one of the constants above)
    and ``values`` let disk word it in the user's language, as for reader errors."""

    def __init__(self, template: str, **values: object) -> None:
        super().__init__(template.format(**values))
        self.template, self.values = template, values


ORIGIN_LETTERS = {
    "empty": ".",
    "given": "g",
    "logic": "l",
    "user": "u",
    "solve": "s",
    "guess": "h",
}
"""A session file's letter for each origin ("s" has always meant a solver's or coach's value)."""
ORIGIN_OF_LETTER = {letter: Origin(name) for name, letter in ORIGIN_LETTERS.items()}


@dataclass(frozen=True, slots=True)
class State:
    """One snapshot of the board: ``removed`` holds, per cell, the candidates logic removed."""

    digits: tuple[int, ...] = (0,) * CELL_COUNT
    origins: tuple[Origin, ...] = (Origin.EMPTY,) * CELL_COUNT
    removed: tuple[int, ...] = (0,) * CELL_COUNT

    @classmethod
    def from_puzzle(cls, puzzle: Puzzle) -> State:
        """Givens bold black, placed digits as the user's; pencil marks kept as removals."""
        origins = tuple(
            Origin.EMPTY if not digit else Origin.USER if cell in puzzle.placed else Origin.GIVEN
            for cell, digit in enumerate(puzzle.digits)
        )
        removed = (0,) * CELL_COUNT
        if puzzle.candidates is not None:
            computed = Board(puzzle.digits).candidates
            removed = tuple(
                0 if digit else computed[cell] & ~mask & ALL_CANDIDATES
                for cell, (digit, mask) in enumerate(
                    zip(puzzle.digits, puzzle.candidates, strict=True)
                )
            )
        return cls(puzzle.digits, origins, removed)

    def board(self) -> Board:
        """The core board of this state: digits placed, givens marked, removals applied."""
        board = Board()
        for cell, digit in enumerate(self.digits):
            if digit:
                board.place(cell, digit)
        board.givens = {c for c, origin in enumerate(self.origins) if origin is Origin.GIVEN}
        for cell, mask in enumerate(self.removed):
            if mask:
                board.eliminate(cell, mask)
        return board

    def to_puzzle(self) -> Puzzle:
        """The puzzle value for writers and checks (entries are ``placed``)."""
        return self.board().to_puzzle()

    def with_digit(self, cell: int, digit: int, origin: Origin = Origin.USER) -> State:
        """The user (or the coach) puts ``digit`` in ``cell``; 0 clears it."""
        digits = list(self.digits)
        origins = list(self.origins)
        digits[cell] = digit
        origins[cell] = origin if digit else Origin.EMPTY
        removed = self.removed if digit else (0,) * CELL_COUNT
        return State(tuple(digits), tuple(origins), removed)

    def frozen(self) -> State:
        """Seed 002's "set puzzle": every digit on the board becomes a given."""
        origins = tuple(Origin.GIVEN if d else Origin.EMPTY for d in self.digits)
        return replace(self, origins=origins)

    def unfrozen(self) -> State:
        """ "Edit puzzle": givens become ordinary entries the user may change."""
        origins = tuple(Origin.USER if o is Origin.GIVEN else o for o in self.origins)
        return replace(self, origins=origins)

    def after_steps(self, steps: Iterable[object], origin: Origin = Origin.LOGIC) -> State:
        """Apply logic steps: placements get ``origin``, eliminations are remembered."""
        digits = list(self.digits)
        origins = list(self.origins)
        removed = list(self.removed)
        for step in steps:
            if isinstance(step, Placement):
                digits[step.cell] = step.digit
                origins[step.cell] = origin
            elif isinstance(step, Elimination):
                for cell, digit in step.removed:
                    removed[cell] |= BIT_OF_DIGIT[digit]
        return State(tuple(digits), tuple(origins), tuple(removed))

    def with_solution(self, solution: tuple[int, ...], origin: Origin = Origin.SOLVE) -> State:
        """Fill every empty cell from ``solution``."""
        digits = tuple(d or s for d, s in zip(self.digits, solution, strict=True))
        origins = tuple(o if d else origin for d, o in zip(self.digits, self.origins, strict=True))
        return State(digits, origins, self.removed)

    def filled_by(self, origin: Origin) -> tuple[int, ...]:
        """The cells whose digit came from ``origin``."""
        return tuple(c for c, o in enumerate(self.origins) if o is origin)

    def to_json(self) -> str:
        """The session file: givens, entries, candidates, and who filled each cell."""
        import json  # only when saving: keeps it off the startup path

        board = self.board()
        givens = "".join(
            str(d) if o is Origin.GIVEN else "."
            for d, o in zip(self.digits, self.origins, strict=True)
        )
        data = {
            "format": SESSION_FORMAT,
            "version": SESSION_VERSION,
            "givens": givens,
            "digits": "".join(str(d) if d else "." for d in self.digits),
            "origins": "".join(ORIGIN_LETTERS[o.value] for o in self.origins),
            "candidates": [
                "".join(map(str, board.possibles(c))) if not d else ""
                for c, d in enumerate(self.digits)
            ],
        }
        return json.dumps(data, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> State:
        """Read a session file; raises ValueError with a message naming the problem."""
        import json

        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise SessionFileError(NOT_JSON, reason=str(error)) from error
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise SessionFileError(NOT_A_SESSION)
        if data.get("version") != SESSION_VERSION:
            raise SessionFileError(UNSUPPORTED_VERSION, version=data.get("version"))
        digits_text, origins_text = str(data["digits"]), str(data["origins"])
        candidates = data.get("candidates", [""] * CELL_COUNT)
        if len(digits_text) != CELL_COUNT or len(origins_text) != CELL_COUNT:
            raise SessionFileError(SHORT_DIGITS)
        if len(candidates) != CELL_COUNT:
            raise SessionFileError(SHORT_CANDIDATES)
        digits = tuple(0 if ch == "." else int(ch) for ch in digits_text)
        origins = tuple(ORIGIN_OF_LETTER[ch] for ch in origins_text)
        plain = State(digits, origins).board()
        removed = tuple(
            0 if digits[c] else plain.candidates[c] & ~_mask(candidates[c]) & ALL_CANDIDATES
            for c in range(CELL_COUNT)
        )
        return cls(digits, origins, removed)


def _mask(digits_text: str) -> int:
    """The candidate mask of a text like ``"147"``."""
    mask = 0
    for ch in digits_text:
        mask |= BIT_OF_DIGIT[int(ch)]
    return mask
