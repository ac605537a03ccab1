"""Puzzle generation: seed 003's three hypothesis modes and classic clue removal.

Public API: ``generate`` (one puzzle), ``watch`` (a seed-003 mode as a stream of steps),
``Generated``, ``StartGridError``, ``GenerationError``, ``GenerationCancelled``, ``MODES``,
``SYMMETRIES``. ``generate`` can be cancelled from another thread through ``should_stop``,
asked between steps of a stream and between removals of a classic pass (a few ms apart).
Every puzzle returned has exactly one solution, checked with the fast solver whatever the
mode's own bookkeeping says. All randomness comes from ``random.Random(seed)``, passed
down, so a seed reproduces a run exactly. ``size`` (4, 6, 9, 12, 16 or 25) makes a grid of
that size: classic and the seed-003 modes alike; a level is then the hardest technique's
(no score), and a seed-003 mode makes no chosen level (its steering rates 9×9 grids).

Rooms: ``classic`` (random grid, clue removal), ``hypotheses`` (seed 003's modes, their
step vocabulary), ``first_calculation`` (seed 003's first calculation on lists, run once
per trial; ``native_settle`` its compiled twin), ``levels`` and ``steering`` (the rating
as the generator uses it), ``symmetry`` and ``titles``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import LEVELS, level_phrase
from sudoku_desktop.core.conflicts import conflicts_phrase, find_conflicts
from sudoku_desktop.core.generator import hypotheses
from sudoku_desktop.core.generator.classic import (
    GenerationCancelled,
    GenerationError,
    Progress,
    Rater,
    StopCheck,
    classic,
    is_unique,
    stop_if_asked,
)
from sudoku_desktop.core.generator.levels import cancellable_rating, refuse_unreachable
from sudoku_desktop.core.generator.steering import steer
from sudoku_desktop.core.generator.symmetry import SYMMETRIES
from sudoku_desktop.core.geometry import (
    CLASSIC,
    SIZE,
    Geometry,
    cell_name,
    digit_name,
    geometry_for_cells,
    geometry_for_size,
)
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Contradiction, Placement, Solved, Step
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, phrase, render

__all__ = [
    "LEVELS",
    "MODES",
    "SEED_003_MODES",
    "SYMMETRIES",
    "Generated",
    "GenerationCancelled",
    "GenerationError",
    "StartGridError",
    "generate",
    "hypotheses_of",
    "watch",
]

SEED_003_MODES: tuple[str, ...] = ("minimum", "random", "depth")
"""Seed 003's "niveau un : minimum", "niveau un : aléatoire", "profondeur : aléatoire"."""
MODES: tuple[str, ...] = (*SEED_003_MODES, "classic")

SEED_003_ATTEMPTS = {"minimum": 12, "random": 12, "depth": 40}
"""Runs of a seed-003 mode tried for a target level before giving up: each run is steered
to the level (steering.py), so one is usually enough; depth's runs are the quickest (30 ms)
and the least often steerable to Expert, so it may try more."""


class StartGridError(ValueError):
    """The start grid is not 81 digits 0..9, breaks a rule, or has no solution.

    ``said`` names cells and units 1-based, as users see them, as a phrase (see
    core/wording.py); the message is its English.
    """

    def __init__(self, said: Field) -> None:
        super().__init__(render(said))
        self.said = said


@dataclass(frozen=True, slots=True)
class Generated:
    """A generated puzzle: its digits (0 = blank) and how it was made.

    ``hypotheses`` are the (cell, digit) clues the seed-003 modes added, in the order they
    were added (empty for classic); ``level`` and ``score`` come from the engine's rating
    (or the ``rate`` given to ``generate``); ``seed`` makes the same puzzle again.
    ``run_state`` (seed-003 modes) is the random state the kept run started from: ``watch``
    given it replays that run, the one a level was steered from.
    """

    digits: tuple[int, ...]
    solution: tuple[int, ...]
    mode: str
    seed: int
    hypotheses: tuple[tuple[int, int], ...] = ()
    level: str | None = None
    score: int | None = None
    run_state: tuple[object, ...] | None = None

    @property
    def clues(self) -> int:
        """How many clues the puzzle has."""
        return sum(1 for digit in self.digits if digit)

    @property
    def size(self) -> int:
        """n: the grid is n×n."""
        return geometry_for_cells(len(self.digits)).size

    def to_line(self) -> str:
        """The puzzle as one line (81 characters at 9×9), ``.`` for blanks."""
        return Puzzle(self.digits).to_line()

    def hypothesis_names(self) -> list[str]:
        """The hypotheses as users read them: ``"r1c2=5"`` (named in the grid being named)."""
        return [f"{cell_name(cell)}={digit_name(digit)}" for cell, digit in self.hypotheses]


def check_start(start: Sequence[int] | None, shape: Geometry = CLASSIC) -> tuple[int, ...]:
    """The start grid as n² digits (empty when None); StartGridError when it cannot be used."""
    if start is None:
        return (0,) * shape.cell_count
    digits = tuple(start)
    if len(digits) != shape.cell_count:
        template = QT_TRANSLATE_NOOP("Generator", "the start grid needs {count} cells, not {0}")
        raise StartGridError(phrase("Generator", template, len(digits), count=shape.cell_count))
    for cell, digit in enumerate(digits):
        if not isinstance(digit, int) or not 0 <= digit <= shape.size:
            template = QT_TRANSLATE_NOOP(
                "Generator", "the start grid has {digit} in {cell}: use 0..{size}"
            )
            said = phrase(
                "Generator", template, digit=repr(digit), cell=cell_name(cell), size=shape.size
            )
            raise StartGridError(said)
    conflicts = find_conflicts(digits)
    if conflicts:
        template = QT_TRANSLATE_NOOP("Generator", "the start grid breaks a rule: {0}")
        raise StartGridError(phrase("Generator", template, conflicts_phrase(conflicts)))
    if solve(digits, 1).count == 0:
        template = QT_TRANSLATE_NOOP("Generator", "the start grid has no solution")
        raise StartGridError(phrase("Generator", template))
    return digits


def watch(
    mode: str,
    *,
    seed: int | None = None,
    start: Sequence[int] | None = None,
    run_state: tuple[object, ...] | None = None,
    size: int = SIZE,
) -> Iterator[Step]:
    """A seed-003 mode as the stream of steps it takes (see hypotheses.py for the vocabulary).

    The same seed and start give the same stream, and ``generate`` with them (and no
    difficulty) the same puzzle; given a ``Generated.run_state`` instead of the seed, the
    stream of the run that puzzle was made from (at a level, before it was steered there).
    A plain replay (Placement puts a digit, Backtrack empties its ``undone`` cells) ends on
    the stream's ``Solved`` digits. The start grid is checked at once: StartGridError is
    raised here, not when the stream is read.
    """
    if mode not in SEED_003_MODES:
        raise ValueError(f"watch() runs {', '.join(SEED_003_MODES)}, not {mode!r}")
    shape = geometry_for_size(size)
    rng = random.Random(seed)
    if run_state is not None:
        rng.setstate(run_state)
    return _stream(mode, rng, Board(check_start(start, shape), shape))


def _stream(
    mode: str, rng: random.Random, board: Board, should_stop: StopCheck | None = None
) -> Iterator[Step]:
    """The mode's step generator on ``board``; ``should_stop`` is asked inside long steps."""
    if mode == "depth":
        return hypotheses.depth(board, rng)
    return hypotheses.level_one(board, rng, minimum=mode == "minimum", should_stop=should_stop)


def hypotheses_of(
    steps: Iterator[Step], should_stop: StopCheck | None = None
) -> tuple[list[tuple[int, int]], tuple[int, ...]]:
    """Run a stream to its end: the hypotheses kept, in order, and the solution.

    A hypothesis opens a level; a Contradiction closes the deepest one, whose hypothesis is
    then dropped (only depth mode yields them). ``should_stop`` is asked before each step.
    """
    kept: list[tuple[int, int]] = []
    for step in steps:
        stop_if_asked(should_stop)
        if isinstance(step, Placement) and step.rule == hypotheses.HYPOTHESIS:
            kept.append((step.cell, step.digit))
        elif isinstance(step, Contradiction):
            kept.pop()
        elif isinstance(step, Solved):
            return kept, step.digits
    raise GenerationError("the stream ended without a solution")


def make_unique(
    puzzle: list[int], solution: Sequence[int], rng: random.Random
) -> list[tuple[int, int]]:
    """Add clues from the solution until the puzzle is unique; the clues added, in order.

    The modes' bookkeeping proves uniqueness, so this should add nothing; it is the safety
    net that makes "every puzzle is unique" hold even if that proof had a hole.
    """
    added: list[tuple[int, int]] = []
    blanks = [cell for cell, digit in enumerate(puzzle) if not digit]
    rng.shuffle(blanks)
    while not is_unique(puzzle):
        cell = blanks.pop()
        puzzle[cell] = solution[cell]
        added.append((cell, solution[cell]))
    return added


def unique_solution(digits: Sequence[int]) -> tuple[int, ...]:
    """The solution of a puzzle the fast solver finds unique; GenerationError otherwise."""
    result = solve(digits, 2)
    if result.count != 1 or result.solution is None:
        raise GenerationError(f"internal error: a generated puzzle has {result.count} solutions")
    return result.solution


def _seed_003(
    mode: str, rng: random.Random, start: tuple[int, ...], should_stop: StopCheck | None
) -> Generated:
    """One run of a seed-003 mode from ``start``, unrated."""
    board = Board(start)
    kept, solution = hypotheses_of(_stream(mode, rng, board, should_stop), should_stop)
    puzzle = list(start)
    for cell, digit in kept:
        puzzle[cell] = digit
    kept += make_unique(puzzle, solution, rng)
    return Generated(tuple(puzzle), unique_solution(puzzle), mode, 0, tuple(kept))


def generate(
    mode: str,
    *,
    difficulty: str | None = None,
    symmetry: str = "none",
    minimal: bool = False,
    seed: int | None = None,
    start: Sequence[int] | None = None,
    rate: Rater | None = None,
    should_stop: StopCheck | None = None,
    progress: Progress | None = None,
    size: int = SIZE,
) -> Generated:
    """One puzzle with exactly one solution, ``size`` × ``size`` (see the module docstring).

    ``mode``: one of MODES. ``difficulty``: a level of LEVELS to retry for (needs the
    rating). ``symmetry`` and ``minimal`` apply to classic only; ``start`` (81 digits,
    seed-003 modes only) is the grid the hypotheses are added to, and its givens are kept.
    ``seed`` None draws one, reported in the result. ``rate`` overrides the engine's rating.
    ``should_stop`` (asked every few milliseconds, True cancels: GenerationCancelled) and
    ``progress`` (told ``(attempt, attempts)``) let another thread follow and stop the run.
    Raises ValueError for bad options, StartGridError for an unusable start grid and
    GenerationError when no puzzle of the level turns up in time.
    """
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}: choose one of {', '.join(MODES)}")
    if difficulty is not None and difficulty not in LEVELS:
        raise ValueError(f"unknown level {difficulty!r}: choose one of {', '.join(LEVELS)}")
    if symmetry not in SYMMETRIES:
        raise ValueError(f"unknown symmetry {symmetry!r}: choose one of {', '.join(SYMMETRIES)}")
    if mode != "classic" and (symmetry != "none" or minimal):
        raise ValueError("symmetry and minimal apply to the classic mode only")
    if mode == "classic" and start is not None:
        raise ValueError("a start grid applies to the seed-003 modes only")
    shape = geometry_for_size(size)
    if shape is not CLASSIC and mode != "classic" and difficulty is not None:
        template = QT_TRANSLATE_NOOP(
            "Generator",
            "mode {mode!r} makes no chosen level at {size}: choose the classic mode, or no level",
        )
        raise GenerationError(phrase("Generator", template, mode=mode, size=shape.label))
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    rater = rate if rate is not None else cancellable_rating(should_stop)
    if mode == "classic":
        digits, rating = classic(
            rng,
            symmetry=symmetry,
            minimal=minimal,
            level=difficulty,
            rate=rater,
            should_stop=should_stop,
            progress=progress,
            shape=shape,
        )
        level, score = rating if rating is not None else (None, None)
        if shape is not CLASSIC:
            score = None
        return Generated(tuple(digits), unique_solution(digits), mode, seed, (), level, score)
    started = check_start(start, shape)
    made = _rated_seed_003(mode, rng, started, seed, difficulty, rater, should_stop, progress)
    return made if shape is CLASSIC else replace(made, score=None)


def _rated_seed_003(
    mode: str,
    rng: random.Random,
    start: tuple[int, ...],
    seed: int,
    difficulty: str | None,
    rater: Rater,
    should_stop: StopCheck | None,
    progress: Progress | None,
) -> Generated:
    """Run a seed-003 mode; with ``difficulty``, steer each run to it (see steering.py)."""
    if difficulty is None:
        if progress is not None:
            progress(1, 1)
        run_state = rng.getstate()
        made = _seed_003(mode, rng, start, should_stop)
        level, score = rater(made.digits)
        return Generated(
            made.digits, made.solution, mode, seed, made.hypotheses, level, score, run_state
        )
    refuse_unreachable(mode, difficulty)
    attempts = SEED_003_ATTEMPTS[mode]
    for attempt in range(1, attempts + 1):
        if progress is not None:
            progress(attempt, attempts)
        run_state = rng.getstate()
        made = _seed_003(mode, rng, start, should_stop)
        removable = [cell for cell, _ in made.hypotheses]
        steered = steer(
            list(made.digits), made.solution, removable, difficulty, rater, rng, should_stop
        )
        stop_if_asked(should_stop)
        if steered is not None:
            puzzle, (level, score) = steered
            kept = [(cell, digit) for cell, digit in made.hypotheses if puzzle[cell]]
            added = [
                (cell, puzzle[cell])
                for cell in range(len(puzzle))
                if puzzle[cell] and not made.digits[cell]
            ]
            hypotheses = tuple(kept + added)
            return Generated(
                tuple(puzzle), made.solution, mode, seed, hypotheses, level, score, run_state
            )
    template = QT_TRANSLATE_NOOP(
        "Generator",
        "no {level} puzzle in {runs} runs of mode {mode!r}; try another level or the classic mode",
    )
    level_name = level_phrase(difficulty) if difficulty is not None else ""
    said = phrase("Generator", template, level=level_name, runs=attempts, mode=mode)
    raise GenerationError(said)
