"""The editable session, Qt-free: digits, who filled each cell, and candidates removed by logic.

A ``State`` is an immutable snapshot; every change to the board makes a new one, so an undo
command only has to keep the state before and the state after. The core ``Board`` (digits
and candidate masks) is derived from a state on demand. A state has the size of its digits
(81: the classic grid; 16 to 625 for the other sizes), and a session file says its size.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    CELL_COUNT,
    CLASSIC,
    SIZE,
    Geometry,
    cell_name,
    geometry_for_cells,
    geometry_for_size,
    naming,
)
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

SESSION_FORMAT = "sudoku-desktop-session"
SESSION_VERSION = 1

NOT_JSON = QT_TRANSLATE_NOOP("FileIO", "not a session file: {reason}")
NOT_A_SESSION = QT_TRANSLATE_NOOP(
    "FileIO", "not a Sudoku Desktop session file (no 'format' field)"
)
UNSUPPORTED_VERSION = QT_TRANSLATE_NOOP("FileIO", "unsupported session version {version!r}")
SHORT_DIGITS = QT_TRANSLATE_NOOP("FileIO", "'digits' and 'origins' need {cells} characters")
SHORT_MARKS = QT_TRANSLATE_NOOP("FileIO", "'{field}' needs {cells} entries")
BAD_SIZE = QT_TRANSLATE_NOOP("FileIO", "no {size}×{size} grid (sizes are 4, 6, 9, 12, 16 and 25)")
MISSING_FIELD = QT_TRANSLATE_NOOP("FileIO", "missing or unknown {key}")
NOT_A_LIST = QT_TRANSLATE_NOOP("FileIO", "'{field}' must be a list of {cells} texts")
BAD_DIGIT = QT_TRANSLATE_NOOP(
    "FileIO", "'digits' holds {character!r} at {cell}, not {first} to {last} or '.'"
)
BAD_ORIGIN = QT_TRANSLATE_NOOP(
    "FileIO", "origin {letter!r} at {cell} does not fit its digit {digit}"
)
BAD_MARKS = QT_TRANSLATE_NOOP(
    "FileIO",
    "'{field}' of {cell} holds {value!r}; marks are digits {first} to {last}",
)
NO_NOTES = (0,) * CELL_COUNT


class SessionFileError(ValueError):
    """A file that is not a session we can read; ``template`` (one of the constants above,
    each marked for translation) and ``values`` let disk word it in the user's language."""

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
    """One snapshot of the board: ``removed`` holds, per cell, the candidates logic removed;
    ``notes`` the player's own pencil marks (a digit mask per cell, 0 for a filled cell)."""

    digits: tuple[int, ...] = (0,) * CELL_COUNT
    origins: tuple[Origin, ...] = (Origin.EMPTY,) * CELL_COUNT
    removed: tuple[int, ...] = (0,) * CELL_COUNT
    notes: tuple[int, ...] = NO_NOTES

    @classmethod
    def empty(cls, shape: Geometry = CLASSIC) -> State:
        """A blank board of ``shape``'s size."""
        count = shape.cell_count
        return cls((0,) * count, (Origin.EMPTY,) * count, (0,) * count, (0,) * count)

    @property
    def geometry(self) -> Geometry:
        """The shape of the board (read from the number of cells)."""
        return CLASSIC if len(self.digits) == CELL_COUNT else geometry_for_cells(len(self.digits))

    @classmethod
    def from_puzzle(cls, puzzle: Puzzle) -> State:
        """Givens bold black, placed digits as the user's; pencil marks kept as removals."""
        origins = tuple(
            Origin.EMPTY if not digit else Origin.USER if cell in puzzle.placed else Origin.GIVEN
            for cell, digit in enumerate(puzzle.digits)
        )
        count, full = puzzle.geometry.cell_count, puzzle.geometry.all_candidates
        removed = (0,) * count
        notes = (0,) * count
        if puzzle.candidates is not None:  # a pencil-mark grid: its marks become notes too
            computed = Board(puzzle.digits, puzzle.geometry).candidates
            removed = tuple(
                0 if digit else computed[cell] & ~mask & full
                for cell, (digit, mask) in enumerate(
                    zip(puzzle.digits, puzzle.candidates, strict=True)
                )
            )
            notes = tuple(
                0 if digit else mask & full
                for digit, mask in zip(puzzle.digits, puzzle.candidates, strict=True)
            )
        return cls(puzzle.digits, origins, removed, notes)

    def board(self) -> Board:
        """The core board of this state: digits placed, givens marked, removals applied."""
        board = Board((), self.geometry) if len(self.digits) != CELL_COUNT else Board()
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

    def with_digit(
        self, cell: int, digit: int, origin: Origin = Origin.USER, clean_peers: bool = True
    ) -> State:
        """The user (or the coach) puts ``digit`` in ``cell``; 0 clears it. A placed digit
        takes the cell's notes away and, with ``clean_peers``, that note from its peers."""
        digits = list(self.digits)
        origins = list(self.origins)
        digits[cell] = digit
        origins[cell] = origin if digit else Origin.EMPTY
        removed = self.removed if digit else (0,) * len(self.digits)
        notes = self.notes
        if digit:
            notes = _notes_after_placing(notes, ((cell, digit),), clean_peers)
        return State(tuple(digits), tuple(origins), removed, notes)

    def with_note_toggled(self, cell: int, digit: int) -> State:
        """The player's note ``digit`` in the empty ``cell`` on or off."""
        notes = list(self.notes)
        notes[cell] ^= 1 << (digit - 1)
        return replace(self, notes=tuple(notes))

    def with_notes(self, notes: tuple[int, ...]) -> State:
        """Every note replaced (filled cells keep none)."""
        kept = tuple(0 if d else mask for d, mask in zip(self.digits, notes, strict=True))
        return replace(self, notes=kept)

    def candidate_notes(self) -> tuple[int, ...]:
        """Every candidate of every empty cell, as notes ("fill candidates")."""
        return tuple(self.board().candidates[c] if not d else 0 for c, d in enumerate(self.digits))

    def note_digits(self, cell: int) -> tuple[int, ...]:
        """The player's notes in ``cell``, in increasing order."""
        return self.geometry.digits_in(self.notes[cell])

    def has_notes(self) -> bool:
        """True when the player wrote at least one note."""
        return any(self.notes)

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
        from sudoku_desktop.core.steps import Elimination, Placement  # not needed to start

        digits = list(self.digits)
        origins = list(self.origins)
        removed = list(self.removed)
        placed: list[tuple[int, int]] = []
        for step in steps:
            if isinstance(step, Placement):
                digits[step.cell] = step.digit
                origins[step.cell] = origin
                placed.append((step.cell, step.digit))
            elif isinstance(step, Elimination):
                for cell, digit in step.removed:
                    removed[cell] |= 1 << (digit - 1)
        notes = _notes_after_placing(self.notes, placed, clean_peers=True)
        return State(tuple(digits), tuple(origins), tuple(removed), notes)

    def with_solution(self, solution: tuple[int, ...], origin: Origin = Origin.SOLVE) -> State:
        """Fill every empty cell from ``solution`` (no notes are left on a full grid)."""
        digits = tuple(d or s for d, s in zip(self.digits, solution, strict=True))
        origins = tuple(o if d else origin for d, o in zip(self.digits, self.origins, strict=True))
        notes = tuple(0 if d else mask for d, mask in zip(digits, self.notes, strict=True))
        return State(digits, origins, self.removed, notes)

    def givens(self) -> tuple[int, ...]:
        """The given digits, 0 elsewhere: which puzzle this is, whatever was played since."""
        return tuple(
            d if o is Origin.GIVEN else 0 for d, o in zip(self.digits, self.origins, strict=True)
        )

    def filled_by(self, origin: Origin) -> tuple[int, ...]:
        """The cells whose digit came from ``origin``."""
        return tuple(c for c, o in enumerate(self.origins) if o is origin)

    def to_json(self, play_seconds: int = 0) -> str:
        """The session file: givens, entries, candidates, notes, who filled each cell, and
        the play time so far."""
        import json  # only when saving: keeps it off the startup path

        board = self.board()
        shape = self.geometry
        symbols = shape.symbols

        def written(digits: Iterable[int]) -> str:
            return "".join(symbols[d - 1] if d else "." for d in digits)

        data: dict[str, object] = {"format": SESSION_FORMAT, "version": SESSION_VERSION}
        if shape is not CLASSIC:
            data["size"] = shape.size
        data |= {
            "givens": written(self.givens()),
            "digits": written(self.digits),
            "origins": "".join(ORIGIN_LETTERS[o.value] for o in self.origins),
            "candidates": [
                written(board.possibles(c)) if not d else "" for c, d in enumerate(self.digits)
            ],
            "notes": [written(shape.digits_in(mask)) for mask in self.notes],
            "play_seconds": play_seconds,
        }
        return json.dumps(data, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> State:
        """Read a session file; raises ``SessionFileError`` (a ValueError) naming the problem,
        whatever the file holds: every field is checked before it is used."""
        return state_of_fields(session_fields(text))


def session_fields(text: str) -> dict[str, object]:
    """The JSON object of a session file of a known format and version."""
    import json

    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # deep nesting: RecursionError
        raise SessionFileError(NOT_JSON, reason=str(error) or type(error).__name__) from error
    if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
        raise SessionFileError(NOT_A_SESSION)
    if data.get("version") != SESSION_VERSION:
        raise SessionFileError(UNSUPPORTED_VERSION, version=data.get("version"))
    return data


def state_of_fields(data: dict[str, object]) -> State:
    """The state a session's fields describe; ``SessionFileError`` for the first bad one.
    Cells are named in the file's own size (r12c3 on a 16×16 grid)."""
    size = data.get("size", SIZE)
    try:
        if not isinstance(size, int) or isinstance(size, bool):
            raise TypeError(size)
        shape = geometry_for_size(size)
    except (ValueError, TypeError):
        raise SessionFileError(BAD_SIZE, size=size) from None
    with naming(shape):
        return _state_of_fields(data, shape)


def _state_of_fields(data: dict[str, object], shape: Geometry) -> State:
    """``state_of_fields`` once the size is known."""
    count = shape.cell_count
    for name in ("digits", "origins"):
        if name not in data:
            raise SessionFileError(MISSING_FIELD, key=repr(name))
    digits_text, origins_text = data["digits"], data["origins"]
    if not isinstance(digits_text, str) or not isinstance(origins_text, str):
        raise SessionFileError(SHORT_DIGITS, cells=count)
    if len(digits_text) != count or len(origins_text) != count:
        raise SessionFileError(SHORT_DIGITS, cells=count)
    digits = tuple(_digit(shape, ch, cell) for cell, ch in enumerate(digits_text))
    origins = tuple(_origin(ch, cell, digits[cell]) for cell, ch in enumerate(origins_text))
    notes = _marks_list(shape, data.get("notes", [""] * count), "notes")  # older files: none
    removed = (0,) * count  # a file without candidates: logic removed none
    if "candidates" in data:
        candidates = _marks_list(shape, data["candidates"], "candidates")
        plain = State(digits, origins, (0,) * count, (0,) * count).board()
        removed = tuple(
            0 if digits[c] else plain.candidates[c] & ~candidates[c] & shape.all_candidates
            for c in range(count)
        )
    notes = tuple(0 if digits[c] else notes[c] for c in range(count))
    return State(digits, origins, removed, notes)


def _digit(shape: Geometry, ch: str, cell: int) -> int:
    """One character of 'digits': a symbol of the grid's size (``"B"`` is 11 on a 16×16
    grid), '.' or '0' for an empty cell."""
    if ch in ".0":
        return 0
    index = shape.symbols.find(ch.upper()) if len(ch) == 1 and ch.strip() else -1
    if index < 0:
        first, last = shape.symbols[0], shape.symbols[-1]
        raise SessionFileError(
            BAD_DIGIT, character=ch, cell=cell_name(cell), first=first, last=last
        )
    return index + 1


def _origin(ch: str, cell: int, digit: int) -> Origin:
    """One letter of 'origins', which must agree with the cell's digit (empty or not)."""
    origin = ORIGIN_OF_LETTER.get(ch)
    if origin is None or (origin is Origin.EMPTY) != (digit == 0):
        raise SessionFileError(BAD_ORIGIN, letter=ch, cell=cell_name(cell), digit=digit)
    return origin


def _marks_list(shape: Geometry, value: object, field: str) -> tuple[int, ...]:
    """A 'candidates' or 'notes' list: a text of symbols per cell, as masks."""
    count = shape.cell_count
    if not isinstance(value, list):
        raise SessionFileError(NOT_A_LIST, field=field, cells=count)
    if len(value) != count:
        raise SessionFileError(SHORT_MARKS, field=field, cells=count)
    return tuple(_mask(shape, text, field, cell) for cell, text in enumerate(value))


def play_seconds_of(text: str) -> int:
    """The play time a session file keeps (0 when it has none or it is not a number)."""
    import json

    try:
        return play_seconds_value(json.loads(text).get("play_seconds", 0))
    except (ValueError, AttributeError, RecursionError):
        return 0


MAX_PLAY_SECONDS = 2**31 - 1
"""68 years, the most a Qt int carries: a longer saved play time is a damaged or hand-edited
file, kept at this (past it, the clock went through a signal's int and showed negative)."""


def play_seconds_value(value: object) -> int:
    """A saved play time as whole seconds, 0 to ``MAX_PLAY_SECONDS``: 0 for a value that is
    not a finite number (a hand-edited file may hold "Infinity", NaN, a string or a list)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return 0
    if value != value or value in (float("inf"), float("-inf")):
        return 0
    return min(MAX_PLAY_SECONDS, max(0, int(value)))


def _notes_after_placing(
    notes: tuple[int, ...], placed: Iterable[tuple[int, int]], clean_peers: bool
) -> tuple[int, ...]:
    """Notes once ``placed`` (cell, digit) pairs are on the board: a filled cell keeps no
    note; with ``clean_peers`` its digit leaves its peers' notes too."""
    kept = list(notes)
    peers = geometry_for_cells(len(notes)).peers
    for cell, digit in placed:
        kept[cell] = 0
        if clean_peers:
            keep = ~(1 << (digit - 1))
            for peer in peers[cell]:
                kept[peer] &= keep
    return tuple(kept)


def _mask(shape: Geometry, digits_text: object, field: str = "notes", cell: int = 0) -> int:
    """The candidate mask of a text like ``"147"`` (``"1AG"`` on a 16×16 grid);
    ``SessionFileError`` for anything but the grid's symbols (a 10, a 0, a -1 or a number
    where a text belongs is refused, not changed into another digit)."""
    symbols = shape.symbols
    if not isinstance(digits_text, str) or any(ch.upper() not in symbols for ch in digits_text):
        raise SessionFileError(
            BAD_MARKS,
            field=field,
            cell=cell_name(cell),
            value=digits_text,
            first=symbols[0],
            last=symbols[-1],
        )
    mask = 0
    for ch in digits_text:
        mask |= 1 << symbols.index(ch.upper())
    return mask
