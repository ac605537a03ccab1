"""Each algorithm's text: its lines in the seed's order and words, and the line every step
executes (a dead end the failure line, a resume the next-value line)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import ALGORITHMS, Power, SearchStep
from sudoku_desktop.core.search.our_texts import GENERATOR
from sudoku_desktop.core.search.search_steps import PassCompleted, SuggestionRefused
from sudoku_desktop.core.search.seed_texts import SEED_000, SEED_001
from sudoku_desktop.core.search.text import NO_LINE, AlgorithmText, StepLines, TextLine
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    NoSolution,
    Placement,
    Solved,
    Stuck,
)

SEEDS = Path(__file__).resolve().parents[2] / "docs" / "seeds"
HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)
NONE = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.19..5.1.3.."
)
"""A wrong given (r8c8 = 1): no solution, found by search."""


def steps_of(algorithm_id: str, puzzle: Puzzle, count: int = 4000) -> list[SearchStep]:
    """The first ``count`` steps of an algorithm's run (a suggestion search gives up)."""
    run: Iterator[SearchStep] = ALGORITHMS[algorithm_id].run(Board(puzzle.digits), Power.NONE)
    algorithm = ALGORITHMS[algorithm_id]
    if algorithm.supports_power:
        run = algorithm.run(Board(puzzle.digits), algorithm.default_power)
    return list(islice(run, count))


def words_of(line: TextLine) -> str:
    """The original without the seed's line breaks, as the document reads."""
    return " ".join(line.original.split())


@pytest.mark.parametrize("algorithm_id", sorted(ALGORITHMS))
@pytest.mark.parametrize("puzzle", (HARD, NONE), ids=("hard", "none"))
def test_every_step_executes_a_line_of_its_algorithm_text(
    algorithm_id: str, puzzle: Puzzle
) -> None:
    text = ALGORITHMS[algorithm_id].text
    assert text is not None
    for step in steps_of(algorithm_id, puzzle):
        line = text.line_of(step)
        assert line != NO_LINE, step
        assert text.line(line) is not None


@pytest.mark.parametrize("text", [a.text for a in ALGORITHMS.values()] + [GENERATOR])
def test_a_seed_text_quotes_its_seed_word_for_word(text: AlgorithmText) -> None:
    if not text.quotes_a_seed:
        assert all(line.ours for line in text.lines)
        return
    document = " ".join((SEEDS / text.source).read_text(encoding="utf-8").split())
    # the seed's emphasis marks and list dashes are not words
    document = document.replace("*", "").replace(" - ", " ")
    quoted = [line for line in text.lines if not line.ours]
    assert quoted
    for line in quoted:
        assert words_of(line) in document, line.number
    # a procedure keeps the seed's order (seed 001: its "L'algorithme"; the solution and
    # the failure come from its "Principe"; the others take a header or an end from a
    # paragraph elsewhere)
    procedure = {"seed_000": quoted, "seed_001": quoted[:8]}.get(text.key, [])
    places = [document.index(words_of(line)) for line in procedure]
    assert places == sorted(places)


def test_seed_000_keeps_its_numbering() -> None:
    numbers = [line.number for line in SEED_000.lines if not line.ours]
    assert numbers == ["00", "00", "1", "2", "3", "4", "5", "6", "7", "7.1", "7.2", "7.3", "8"]


def lit(text: AlgorithmText, step: SearchStep) -> str:
    """The number of the line a step lights ("ours" for a line of ours)."""
    line = text.line(text.line_of(step))
    assert line is not None
    return line.number or "ours"


def test_seed_000_lines_follow_the_step_kinds() -> None:
    seen: set[str] = set()
    for step in steps_of("deduction_exploration", HARD):
        number = lit(SEED_000, step)
        seen.add(number)
        if isinstance(step, Contradiction):
            assert number == "00"  # a cell with no solution: end with a failure
            assert SEED_000.line_of(step) == 2
        elif isinstance(step, Placement):
            # a full house is a cell with one solution too: lines 1-2 find it first
            assert number == ("4" if step.rule == "hidden_single" else "2")
        elif isinstance(step, Guess):
            assert number == "7.1"  # place the digit and relaunch
        elif isinstance(step, Backtrack):
            assert number == ("8" if step.next_digit is None else "7.3")
        elif isinstance(step, Solved):
            assert number == "6"
    assert {"00", "2", "4", "7.1", "7.3", "8", "6"} <= seen


def test_seed_000_no_solution_ends_on_a_line_of_ours() -> None:
    steps = steps_of("deduction_exploration", NONE, 100_000)
    assert isinstance(steps[-1], NoSolution)
    assert lit(SEED_000, steps[-1]) == "ours"


def test_seed_001_lines_follow_the_step_kinds() -> None:
    for step in steps_of("ordered_backtracking", HARD):
        number = lit(SEED_001, step)
        if isinstance(step, Contradiction):
            assert number == "4.3"  # otherwise: go back up to the previous cell
        elif isinstance(step, Backtrack) and step.next_digit is not None:
            assert number == "4.4"  # resume from the value already written
        elif isinstance(step, Backtrack):
            assert number == "4.3"  # that cell has no value left: back up again
        elif isinstance(step, Guess):
            assert number == "4.2"  # the value is possible: write it, go on


def test_the_suggestion_search_lights_its_functions() -> None:
    text = ALGORITHMS["suggestions"].text
    assert text is not None
    run = ALGORITHMS["suggestions"].run(Board(HARD.digits), Power.NONE)
    said: list[str] = []
    step = next(run)
    while not (isinstance(step, Stuck) and step.asks_suggestion):
        if isinstance(step, PassCompleted | Placement):
            said.append(text.lines[text.row_of(text.line_of(step)) or 0].words)
        step = next(run)
    assert lit(text, step) == "userSuggest"
    refused = run.send((0, 1))  # r1c1 holds a given
    assert isinstance(refused, SuggestionRefused)
    assert text.line_of(refused) == 8
    assert text.line_of(Placement(3, 4, "suggestion")) == 7
    assert text.line_of(Stuck(30)) == 9
    assert said


def test_a_table_naming_a_line_the_text_lacks_is_refused() -> None:
    with pytest.raises(ValueError):
        AlgorithmText("broken", "", (TextLine(1, "1", "a line"),), StepLines(guess=2))
    with pytest.raises(ValueError):
        AlgorithmText("broken", "", (TextLine(1, "1", "a"), TextLine(1, "2", "b")), StepLines())


def test_the_generator_text_names_every_kind_of_its_stream() -> None:
    from sudoku_desktop.core.generator import hypotheses

    for step in (
        Placement(0, 1, "hypothesis"),
        Placement(0, 1, "hidden_single"),
        Elimination(((0, 1),), "naked_pair"),
        Elimination(((0, 1),), "pointing"),
        Elimination(((0, 1),), "probing"),
        Contradiction(cell=3, depth=2),
        Backtrack(1, 3, None, (3,)),
        Solved((1,) * 81),
    ):
        assert GENERATOR.line_of(step) != NO_LINE, step
    assert hypotheses.HYPOTHESIS == "hypothesis"
