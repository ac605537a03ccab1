"""Real things the user reads a sentence about, each under a stable key: steps of every kind
(every search algorithm and power on the sample puzzles, every technique on its case file,
seed 004's suggestion dialogue), a verdict of every kind, a reader error of every template
and each refusal of the generator.

Qt-free and only the core's public API, so that ``python tests/sentences.py`` prints the
English of each (``key<TAB>sentence``): the golden file tests/data/english_sentences.txt
was printed this way by the code before the wording moved into the core.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from itertools import islice
from pathlib import Path

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats import PuzzleFormatError, read_puzzle
from sudoku_desktop.core.formats.special import read_solo_id
from sudoku_desktop.core.generator import GenerationError, StartGridError, check_start, generate
from sudoku_desktop.core.generator.classic import classic
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import ALGORITHMS, Power
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.search.suggestions import run as run_suggestions
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.validation import Verdict, check_puzzle, check_text

ROOT = Path(__file__).resolve().parents[1]
TECHNIQUE_CASES = ROOT / "tests" / "data" / "techniques"
SAMPLES = ROOT / "resources" / "puzzles" / "samples.txt"
NO_SOLUTION = "11" + "." * 79
SEED = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
ROWS = [SEED[start : start + 9] for start in range(0, 81, 9)]
STEPS_PER_RUN = 40
"""Steps kept from the start of each run, beside the first of each kind and the last."""


def sample_puzzles() -> list[Puzzle]:
    """The bundled sample puzzles, in file order, then one without a solution."""
    lines = [line.split()[0] for line in SAMPLES.read_text("utf-8").splitlines() if line.strip()]
    return [Puzzle.from_line(line) for line in lines if not line.startswith("#")] + [
        Puzzle.from_line(NO_SOLUTION)
    ]


def _kept(steps: Iterator[SearchStep]) -> dict[int, SearchStep]:
    """The first steps of a run, the first step of each kind, and the last."""
    kept: dict[int, SearchStep] = {}
    kinds: set[str] = set()
    index, step = -1, None
    for index, step in enumerate(islice(steps, 3000)):
        kind = type(step).__name__
        if index < STEPS_PER_RUN or kind not in kinds:
            kept[index] = step
        kinds.add(kind)
    if step is not None:
        kept[index] = step
    return kept


def search_steps() -> dict[str, SearchStep]:
    """Steps of every algorithm, at every power it supports, on every sample puzzle."""
    steps: dict[str, SearchStep] = {}
    for number, puzzle in enumerate(sample_puzzles(), 1):
        for algorithm in ALGORITHMS.values():
            if algorithm.id == "suggestions":
                continue
            powers = list(Power) if algorithm.supports_power else [algorithm.default_power]
            for power in powers:
                run = algorithm.run(Board(puzzle.digits), power)
                for index, step in _kept(run).items():
                    steps[f"run/{algorithm.id}/{power.value}/{number}/{index}"] = step
    return steps


def technique_steps() -> dict[str, SearchStep]:
    """Each technique's step on its case file (tests/data/techniques)."""
    from tests.core.test_techniques_cases import load_case

    steps: dict[str, SearchStep] = {}
    for technique, find in FINDERS.items():
        path = TECHNIQUE_CASES / f"{technique}.txt"
        if path.exists() and (step := find(load_case(path).board)) is not None:
            steps[f"technique/{technique}"] = step
    return steps


def suggestion_steps() -> dict[str, SearchStep]:
    """Seed 004's dialogue: a filled cell, a clash, dead ends, then giving up."""
    puzzle = sample_puzzles()[1]
    run = run_suggestions(Board(puzzle.digits))
    empty = puzzle.digits.index(0)
    given = next(cell for cell, digit in enumerate(puzzle.digits) if digit)
    answers = iter(
        [(given, 1), (empty, puzzle.digits[given] if given // 9 == empty // 9 else 0)]
        + [(empty, digit) for digit in range(1, 10)]
        + [None] * 5
    )
    steps: dict[str, SearchStep] = {}
    step = next(run)
    for index in range(500):
        steps[f"suggestions/{index}"] = step
        try:
            step = run.send(next(answers)) if type(step).__name__ == "Stuck" else next(run)
        except StopIteration:
            break
    return steps


def real_steps() -> dict[str, SearchStep]:
    return search_steps() | technique_steps() | suggestion_steps()


def real_verdicts() -> dict[str, Verdict]:
    """A verdict of every kind, with the evidence each names."""
    solution = check_text(SEED).solution
    assert solution is not None
    dead = "12345678." + "........9" + "." * 63
    return {
        "verdict/unique": check_text(SEED),
        "verdict/solved": check_puzzle(Puzzle(solution)),
        "verdict/multiple_many": check_text("." * 81),
        "verdict/multiple_few": check_text("." * 4 + SEED[4:20] + "." * 6 + SEED[26:]),
        "verdict/none_dead_cell": check_text(dead),
        "verdict/none_by_search": check_text(
            (ROOT / "tests/data/puzzles/invalid/no_solution_needs_search.txt").read_text()
        ),
        "verdict/invalid_twice": check_text(NO_SOLUTION),
        "verdict/invalid_three_and_four": check_text("111" + "." * 6 + "1111" + "." * 68),
        "verdict/malformed": check_text(SEED[:80]),
    }


BAD_TEXTS: dict[str, str] = {
    "unexpected_character": SEED[:16] + "x" + SEED[17:],
    "unexpected_candidate": "2" + "." * 728,
    "unexpected_symbol": "." * 4 + "Z" + "." * 251,  # a 16×16 line
    "wrong_cell_count": SEED[:80],
    "wrong_row_count": "\n".join(ROWS[:8]),
    "wrong_row_length": "\n".join([ROWS[0], ROWS[1][:-1], *ROWS[2:]]),
    "crowded_field": "5\t3\t\t\t7\t\t\t\t77\n" + "\n".join(ROWS[1:]),
    "text_too_long": "." * 100_001,
    "no_puzzle": "# only a comment\n",
    "several_puzzles": f"{SEED}\n{SEED}",
    "hodoku_fields": ":0000:x",
    "hodoku_cell_count": f":0000:x:{SEED[:80]}:::",
    "hodoku_cell_count_zero": ":0000:x::::",
    "hodoku_deleted": f":0000:x:{SEED}:413 21::",
    "sudokuwiki_cell_count": "https://www.sudokuwiki.org/sudoku.htm?bd=" + SEED[:79],
    "solo_variant": "3x3x:" + "i" * 9,
    "solo_cell_count": "3x3:a3b2",
}
"""A real bad text for each reader error; the Solo prefix is checked before the reader is
chosen, so its own guard is reached by calling that reader directly (below)."""


def raised(read: Callable[[], object]) -> PuzzleFormatError:
    try:
        read()
    except PuzzleFormatError as error:
        return error
    raise AssertionError("no PuzzleFormatError raised")


def real_errors() -> dict[str, PuzzleFormatError]:
    """A reader error of every template, raised by the readers from real bad texts."""
    errors = {
        f"error/{name}": raised(lambda text=text: read_puzzle(text))
        for name, text in BAD_TEXTS.items()
    }
    errors["error/solo_prefix_missing"] = raised(lambda: read_solo_id("hello", 1))
    return errors


def generator_errors() -> dict[str, StartGridError | GenerationError]:
    """The generator's refusals: each unusable start grid, and each "no puzzle found"."""
    errors: dict[str, StartGridError | GenerationError] = {}
    starts = {
        "short": (0,) * 80,
        "bad_digit": (0,) * 40 + (12,) + (0,) * 40,
        "conflict": Puzzle.from_line(NO_SOLUTION).digits,
        "no_solution": Puzzle.from_line("12345678." + "........9" + "." * 63).digits,
    }
    for name, start in starts.items():
        try:
            check_start(start)
        except StartGridError as error:
            errors[f"start/{name}"] = error
    never = lambda digits: ("Easy", 0)  # noqa: E731 - a rater that never meets the level
    for minimal in (False, True):
        try:
            classic(random.Random(1), level="Hard", minimal=minimal, rate=never, max_attempts=1)
        except GenerationError as error:
            errors[f"not_found/classic/{'minimal' if minimal else 'any'}"] = error
    try:
        generate("depth", difficulty="Hard", seed=1, rate=never)
    except GenerationError as error:
        errors["not_found/depth"] = error
    return errors


def english() -> dict[str, str]:
    """Every real thing's English sentence, by key."""
    sentences = {key: step.describe() for key, step in real_steps().items()}
    sentences |= {key: verdict.describe() for key, verdict in real_verdicts().items()}
    sentences |= {key: error.message for key, error in real_errors().items()}
    sentences |= {key: str(error) for key, error in generator_errors().items()}
    return sentences


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    for key, sentence in english().items():
        print(f"{key}\t{sentence}")
