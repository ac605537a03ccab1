"""The CLI's many-puzzle path: ``judge_many`` tells every puzzle what ``judge`` tells it.

Puzzles without pencil marks are solved in one call of the compiled loop, the others one by
one; the verdicts, counts and guesses must not depend on which way a puzzle went, nor on
where it stands among the others.
"""

from __future__ import annotations

from sudoku_desktop.cli.reports import judge, judge_many
from sudoku_desktop.core.puzzle import Puzzle
from tests.candidate_cases import SEED_004, two_solution_puzzle
from tests.puzzle_sets import first_lines, invalid_text


def mixed_puzzles() -> list[Puzzle]:
    """Unique, several solutions, none, clashing, full, and one with pencil marks."""
    lines = first_lines("magictour_top1465.txt", 5) + first_lines("serg_benchmark_200.txt", 3)
    lines += [invalid_text(name).strip() for name in ("no_solution_needs_search.txt",)]
    lines += ["44" + "." * 79, "." * 81]
    puzzles = [Puzzle.from_line(line) for line in lines]
    solved = judge(Puzzle.from_line(SEED_004)).verdict.solution
    assert solved is not None
    marked = two_solution_puzzle()
    return [*puzzles, Puzzle(solved), Puzzle(marked.digits, candidates=(0x1FF,) * 81), marked]


def test_every_puzzle_is_told_what_judge_tells_it() -> None:
    puzzles = mixed_puzzles()
    many = judge_many(puzzles)
    one_by_one = [judge(puzzle) for puzzle in puzzles]
    assert [(r.verdict, r.count, r.guesses) for r in many] == [
        (r.verdict, r.count, r.guesses) for r in one_by_one
    ]
    assert all(0 <= report.seconds < 5 for report in many)
    kinds = {report.verdict.kind.value for report in many}
    assert {"unique", "multiple", "none", "invalid", "solved"} <= kinds


def test_a_batch_answers_each_puzzle_as_alone() -> None:
    puzzles = mixed_puzzles()
    alone = [judge_many([puzzle])[0] for puzzle in puzzles]
    together = judge_many(puzzles)
    assert [r.verdict for r in alone] == [r.verdict for r in together]
