"""The fast solver against a golden file made by an independent, obviously-correct solver.

``tests/data/solver_golden.txt`` holds ``puzzle:count:solution`` lines (count capped at 2;
the solution only when it is unique). Regenerate it with the slow reference solver below:
``.venv/bin/python tests/core/test_solver.py`` (takes a few minutes).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sudoku_desktop.core.singles_search import singles_solve
from sudoku_desktop.core.solver import SolveResult, solve
from tests.puzzle_sets import first_lines, invalid_text

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "solver_golden.txt"
SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def parse(line: str) -> list[int]:
    """81 digits from a line with ``.`` or ``0`` for blanks."""
    return [0 if ch in ".0" else int(ch) for ch in line]


# --- the reference: plain recursive backtracking, written without the solver's tables ---

REFERENCE_PEERS = [
    sorted(
        {
            other
            for other in range(81)
            if other != cell
            and (
                other // 9 == cell // 9
                or other % 9 == cell % 9
                or (other // 27, other % 9 // 3) == (cell // 27, cell % 9 // 3)
            )
        }
    )
    for cell in range(81)
]


class BudgetExceededError(Exception):
    """The reference gave up: the grid is too hard for a quick property test."""


def reference_solve(
    digits: Sequence[int], limit: int = 2, budget: int | None = None
) -> tuple[int, tuple[int, ...] | None]:
    """Count solutions up to ``limit`` by trying every legal digit in the tightest empty cell."""
    grid = list(digits)
    for cell in range(81):
        if grid[cell] and any(grid[peer] == grid[cell] for peer in REFERENCE_PEERS[cell]):
            return 0, None
    solutions: list[tuple[int, ...]] = []
    visits = 0

    def legal(cell: int) -> list[int]:
        used = {grid[peer] for peer in REFERENCE_PEERS[cell]}
        return [digit for digit in range(1, 10) if digit not in used]

    def search() -> None:
        nonlocal visits
        visits += 1
        if budget is not None and visits > budget:
            raise BudgetExceededError
        empty = [cell for cell in range(81) if not grid[cell]]
        if not empty:
            solutions.append(tuple(grid))
            return
        options = {cell: legal(cell) for cell in empty}
        cell = min(empty, key=lambda c: len(options[c]))
        for digit in options[cell]:
            grid[cell] = digit
            search()
            grid[cell] = 0
            if len(solutions) >= limit:
                return

    search()
    return len(solutions), solutions[0] if solutions else None


def is_valid_solution(puzzle: Sequence[int], solution: Sequence[int]) -> bool:
    """A full grid, every unit a permutation of 1..9, every given kept."""
    if len(solution) != 81 or any(g and g != s for g, s in zip(puzzle, solution, strict=True)):
        return False
    rows = [solution[9 * r : 9 * r + 9] for r in range(9)]
    columns = [solution[c::9] for c in range(9)]
    boxes = [
        [solution[9 * (3 * (b // 3) + i // 3) + 3 * (b % 3) + i % 3] for i in range(9)]
        for b in range(9)
    ]
    return all(sorted(unit) == list(range(1, 10)) for unit in rows + columns + boxes)


# --- the golden file ---


def read_golden() -> list[tuple[str, str, int, str]]:
    """(label, puzzle, count, solution) per line; ``#`` lines name the section that follows."""
    cases = []
    section = "golden"
    for number, line in enumerate(GOLDEN.read_text().splitlines(), start=1):
        if line.startswith("#"):
            section = line.lstrip("# ").split(":")[0].replace(" ", "_")
        elif line:
            puzzle, count, solution = line.split(":")
            cases.append((f"{section}-line{number}", puzzle, int(count), solution))
    return cases


GOLDEN_CASES = read_golden()


@pytest.mark.parametrize(
    ("puzzle", "count", "solution"),
    [case[1:] for case in GOLDEN_CASES],
    ids=[case[0] for case in GOLDEN_CASES],
)
def test_golden(puzzle: str, count: int, solution: str) -> None:
    digits = parse(puzzle)
    result = solve(digits, limit=2)
    assert result.count == count
    if count == 0:
        assert result.solution is None
    else:
        assert result.solution is not None
        assert is_valid_solution(digits, result.solution)
    if count == 1:
        assert "".join(map(str, result.solution or ())) == solution


def test_golden_covers_every_kind() -> None:
    counts = [case[2] for case in GOLDEN_CASES]
    assert counts.count(1) >= 40 and counts.count(0) >= 5 and counts.count(2) >= 5
    assert any(case[1] == SEED_004 for case in GOLDEN_CASES)


# --- the contract of solve() ---


def test_limit_one_stops_at_the_first_solution() -> None:
    empty = [0] * 81
    first = solve(empty, limit=1)
    assert first.count == 1 and first.solution is not None
    assert is_valid_solution(empty, first.solution)
    assert solve(empty, limit=2).count == 2
    assert first.nodes <= solve(empty, limit=2).nodes


def test_limit_counts_up_to_the_limit() -> None:
    assert solve([0] * 81, limit=5).count == 5


def test_input_is_not_mutated() -> None:
    digits = parse(SEED_004)
    before = list(digits)
    solve(digits)
    assert digits == before


def test_accepts_any_sequence() -> None:
    assert solve(tuple(parse(SEED_004))) == solve(parse(SEED_004))


def test_deterministic_search() -> None:
    puzzle = parse(GOLDEN_CASES[20][1])
    first, second = solve(puzzle), solve(puzzle)
    assert first == second
    assert first.nodes == first.guesses + 1


HARD = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
HARDER = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"


@pytest.mark.parametrize(
    ("puzzle", "limit", "nodes"),
    [
        (SEED_004, 2, 1),
        (HARD, 1, 19),
        (HARD, 2, 85),
        (
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
            1,
            21,
        ),
        (HARDER, 2, 143),
        ("." * 81, 1, 47),
        ("." * 81, 2, 48),
    ],
)
def test_search_size_is_pinned(puzzle: str, limit: int, nodes: int) -> None:
    """Both forms of the solver visit these nodes (test_native_solver holds them together):
    a change of rule or of tie-break shows here first."""
    assert solve(parse(puzzle), limit=limit).nodes == nodes


@pytest.mark.parametrize(
    ("puzzle", "limit", "nodes"),
    [
        (SEED_004, 2, 1),
        (
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            1,
            125,
        ),
        (
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            2,
            225,
        ),
        (
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
            1,
            185,
        ),
        (
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            2,
            635,
        ),
        ("." * 81, 1, 48),
        ("." * 81, 2, 49),
    ],
)
def test_the_singles_search_size_is_pinned(puzzle: str, limit: int, nodes: int) -> None:
    """The animated "Fewest candidates first" must visit as many nodes: its search is a
    contract (test_search_fewest holds it to the singles search)."""
    assert singles_solve(parse(puzzle), limit=limit).nodes == nodes


def test_locks_and_the_tie_break_make_the_search_smaller() -> None:
    for line in first_lines("magictour_top1465.txt", 20):
        assert solve(parse(line)).nodes <= singles_solve(parse(line)).nodes, line


@pytest.mark.parametrize(
    "puzzle",
    [
        "44" + "." * 79,  # row
        "4" + "." * 8 + "4" + "." * 71,  # column
        "4" + "." * 9 + "4" + "." * 70,  # box
        "123456789" * 9,  # a full grid with clashes everywhere
    ],
)
def test_clashing_givens_give_no_solution_at_once(puzzle: str) -> None:
    assert solve(parse(puzzle)) == SolveResult(0, None, 0, 1)


def test_a_full_valid_grid_is_its_own_solution() -> None:
    count, solution = reference_solve(parse(SEED_004))
    assert count == 1 and solution is not None
    assert solve(solution) == SolveResult(1, solution, 0, 1)


@pytest.mark.parametrize("digits", [[0] * 80, [0] * 82, [10] + [0] * 80, [-1] + [0] * 80])
def test_malformed_grids_are_rejected(digits: list[int]) -> None:
    with pytest.raises(ValueError):
        solve(digits)


def test_limit_must_be_positive() -> None:
    with pytest.raises(ValueError):
        solve([0] * 81, limit=0)


@pytest.mark.parametrize(
    ("name", "limit", "count"),
    [
        ("unbiased_1000.txt", 1, 1),
        ("17_clue_2k.txt", 1, 1),
        ("magictour_top1465.txt", 1, 1),
        ("forum_hardest_11plus_200.txt", 1, 1),
        ("forum_hardest_1106.txt", 2, 1),
        ("serg_benchmark_200.txt", 2, 2),
    ],
)
def test_shared_sets_are_solved(name: str, limit: int, count: int) -> None:
    for line in first_lines(name, 40):
        digits = parse(line)
        result = solve(digits, limit=limit)
        assert result.count == count, line
        assert result.solution is not None and is_valid_solution(digits, result.solution), line


# --- random grids against the reference ---


@st.composite
def partial_grids(draw: st.DrawFn) -> list[int]:
    """Some cells of a relabelled known solution, sometimes with a few digits changed."""
    base = parse(GOLDEN_CASES[0][3])
    relabel = draw(st.permutations(range(1, 10)))
    keep = draw(st.sets(st.integers(0, 80), min_size=18, max_size=60))
    grid = [relabel[base[cell] - 1] if cell in keep else 0 for cell in range(81)]
    changes = draw(st.lists(st.tuples(st.integers(0, 80), st.integers(0, 9)), max_size=3))
    for cell, digit in changes:
        grid[cell] = digit
    return grid


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(partial_grids())
def test_counts_agree_with_the_reference(grid: list[int]) -> None:
    try:
        expected_count, expected_solution = reference_solve(grid, limit=2, budget=2_000)
    except BudgetExceededError:
        assume(False)
    result = solve(grid, limit=2)
    assert result.count == expected_count
    if expected_count == 1:
        assert result.solution == expected_solution
    if result.solution is not None:
        assert is_valid_solution(grid, result.solution)


# --- regenerating the golden file ---


def _with_digit(line: str, cell: int, digit: str) -> str:
    """A copy of a puzzle line with one more given."""
    return line[:cell] + digit + line[cell + 1 :]


def golden_sections() -> list[tuple[str, list[str]]]:
    """The puzzles of the golden file, by section, taken from the repository's puzzle sets."""

    def invalid(name: str) -> str:
        return invalid_text(name).strip()

    base = first_lines("magictour_top1465.txt", 1)[0]
    seed_solution = "".join(map(str, reference_solve(parse(SEED_004))[1] or ()))
    return [
        ("seed 004", [SEED_004]),
        ("unbiased_1000: first 8", first_lines("unbiased_1000.txt", 8)),
        ("17_clue_2k: first 8", first_lines("17_clue_2k.txt", 8)),
        ("magictour_top1465: first 8", first_lines("magictour_top1465.txt", 8)),
        ("forum_hardest_11plus_200: first 6", first_lines("forum_hardest_11plus_200.txt", 6)),
        ("forum_hardest_1106: first 5", first_lines("forum_hardest_1106.txt", 5)),
        ("project_euler_easy50: first 5", first_lines("project_euler_easy50.txt", 5)),
        ("full grid", [seed_solution]),
        (
            "no solution",
            [
                invalid("dup_in_row.txt"),
                _with_digit(base, 45, "4"),  # a second 4 in column 1
                _with_digit(base, 10, "4"),  # a second 4 in box 1
                invalid("no_solution_needs_search.txt"),
                invalid("no_solution_empty_cell.txt"),
                seed_solution[1] + seed_solution[0] + seed_solution[2:],
            ],
        ),
        (
            "several solutions",
            [
                invalid("empty_grid.txt"),
                invalid("multiple_solutions.txt"),
                *first_lines("serg_benchmark_200.txt", 5),
            ],
        ),
    ]


def regenerate_golden() -> None:
    """Write the golden file from the reference solver only."""
    lines = []
    for title, puzzles in golden_sections():
        lines.append(f"# {title}")
        for puzzle in puzzles:
            count, solution = reference_solve(parse(puzzle), limit=2)
            shown = "".join(map(str, solution)) if count == 1 and solution else ""
            lines.append(f"{puzzle}:{count}:{shown}")
            print(lines[-1], file=sys.stderr)
    GOLDEN.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    regenerate_golden()
