"""The any-size solver against golden files made by an independent, obviously-correct solver.

``tests/data/sizes/golden.txt`` holds ``puzzle:count:solution`` lines for 4×4, 6×6, 12×12,
16×16 and 25×25 grids, unsolvable and multi-solution ones included (count capped at 2; the
solution only when it is unique). Regenerate the counts and solutions with the slow
reference below: ``.venv/bin/python tests/core/test_sized_solver.py`` (a minute or two).
The compiled search and the bit boards must agree with it, and with each other node for
node; at 9×9 the bit boards visit the nodes of the 9×9 solver.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from sudoku_desktop.core import sized_solver
from sudoku_desktop.core.geometry import HEX_SYMBOLS, LETTERS
from sudoku_desktop.core.singles_search import singles_solve
from sudoku_desktop.core.sized_solver import SearchTooLongError, python_solve, solve
from sudoku_desktop.core.solver import solve as solve_any
from tests.puzzle_sets import first_lines

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "sizes" / "golden.txt"
SIDES = {16: 4, 36: 6, 144: 12, 256: 16, 625: 25}
BOXES = {4: (2, 2), 6: (2, 3), 12: (3, 4), 16: (4, 4), 25: (5, 5)}


def symbols_of(size: int) -> str:
    """The symbols a golden line of this size is written in (independent of geometry.py's
    choice only in where they come from: 1-9 then A-G up to 16, A-Y beyond)."""
    return LETTERS[:size] if size > len(HEX_SYMBOLS) else HEX_SYMBOLS[:size]


def parse(text: str) -> list[int]:
    """The digits of a golden puzzle line (``.`` blank)."""
    symbols = symbols_of(SIDES[len(text)])
    return [0 if char == "." else symbols.index(char) + 1 for char in text]


def written(digits: Sequence[int]) -> str:
    """A grid as a golden line."""
    symbols = symbols_of(SIDES[len(digits)])
    return "".join(symbols[digit - 1] if digit else "." for digit in digits)


# --- the reference: Knuth's Algorithm X on dicts of sets, with its own constraints ---


def reference_solve(digits: Sequence[int], limit: int = 2) -> tuple[int, tuple[int, ...] | None]:
    """Count solutions up to ``limit`` by exact cover (Knuth's Algorithm X): every cell, and
    every row, column and box for every digit, covered once; the column with the fewest
    rows first. Nothing from the core: the constraints are written out from ``BOXES``."""
    size = SIDES[len(digits)]
    height, width = BOXES[size]
    rows: dict[tuple[int, int, int], list[tuple[str, int, int]]] = {}
    for row in range(size):
        for col in range(size):
            box = (row // height) * height + col // width
            for digit in range(1, size + 1):
                rows[row, col, digit] = [
                    ("cell", row, col),
                    ("row", row, digit),
                    ("col", col, digit),
                    ("box", box, digit),
                ]
    columns: dict[tuple[str, int, int], set[tuple[int, int, int]]] = {}
    for key, covered in rows.items():
        for column in covered:
            columns.setdefault(column, set()).add(key)
    chosen: list[tuple[int, int, int]] = []
    for cell, digit in enumerate(digits):
        if digit:
            key = (cell // size, cell % size, digit)
            if any(column not in columns for column in rows[key]):
                return 0, None  # a given clashes with another
            chosen.append(key)
            _select(columns, rows, key)
    found: list[tuple[int, ...]] = []

    def search() -> None:
        if not columns:
            grid = [0] * (size * size)
            for row, col, digit in chosen:
                grid[size * row + col] = digit
            found.append(tuple(grid))
            return
        column = min(columns, key=lambda c: len(columns[c]))
        for key in sorted(columns[column]):
            chosen.append(key)
            removed = _select(columns, rows, key)
            search()
            _deselect(columns, rows, key, removed)
            chosen.pop()
            if len(found) >= limit:
                return

    sys.setrecursionlimit(10_000)
    search()
    return len(found), found[0] if len(found) == 1 else None


def _select(
    columns: dict[tuple[str, int, int], set[tuple[int, int, int]]],
    rows: dict[tuple[int, int, int], list[tuple[str, int, int]]],
    key: tuple[int, int, int],
) -> list[set[tuple[int, int, int]]]:
    """Cover ``key``'s columns, taking every clashing row out of the other columns."""
    removed = []
    for column in rows[key]:
        for other in columns[column]:
            for other_column in rows[other]:
                if other_column != column:
                    columns[other_column].remove(other)
        removed.append(columns.pop(column))
    return removed


def _deselect(
    columns: dict[tuple[str, int, int], set[tuple[int, int, int]]],
    rows: dict[tuple[int, int, int], list[tuple[str, int, int]]],
    key: tuple[int, int, int],
    removed: list[set[tuple[int, int, int]]],
) -> None:
    """Undo ``_select``, in reverse order."""
    for column in reversed(rows[key]):
        columns[column] = removed.pop()
        for other in columns[column]:
            for other_column in rows[other]:
                if other_column != column:
                    columns[other_column].add(other)


def golden_cases() -> list[tuple[str, int, str]]:
    """(puzzle, count, solution) of every line of the golden file."""
    cases = []
    for line in GOLDEN.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            puzzle, count, solution = (line + "::").split(":")[:3]
            cases.append((puzzle, int(count or -1), solution))
    return cases


CASES = golden_cases()


def test_the_golden_file_covers_every_size_and_verdict() -> None:
    """Unique, several and no solution at every size (at 16×16 no solution found only by
    search; at 25×25 by a dead cell: the reference's search of a none-by-search 25×25 grid
    takes over a quarter of an hour)."""
    sizes = {(SIDES[len(puzzle)], min(count, 2)) for puzzle, count, _ in CASES}
    for size in (4, 16, 25):
        assert {(size, 0), (size, 1), (size, 2)} <= sizes
    assert {(6, 1), (12, 1)} <= sizes


@pytest.mark.parametrize(("puzzle", "count", "solution"), CASES, ids=lambda v: str(v)[:12])
@pytest.mark.parametrize("search", [solve, python_solve], ids=["solve", "bit-boards"])
def test_every_size_against_the_golden_file(
    puzzle: str, count: int, solution: str, search: object
) -> None:
    assert callable(search)
    result = search(parse(puzzle), 2)
    assert result.count == count
    if count == 1:
        assert result.solution is not None
        assert written(result.solution) == solution
    assert result.guesses == result.nodes - 1


@pytest.mark.parametrize(("puzzle", "count", "solution"), CASES, ids=lambda v: str(v)[:12])
def test_compiled_and_bit_boards_visit_the_same_nodes(
    puzzle: str, count: int, solution: str
) -> None:
    digits = parse(puzzle)
    assert solve(digits, 2) == python_solve(digits, 2)
    assert solve(digits, 1) == python_solve(digits, 1)


def test_the_public_solver_sends_every_other_size_here() -> None:
    puzzle = CASES[0][0]
    assert solve_any(parse(puzzle), 2) == solve(parse(puzzle), 2)
    assert solve_any([0] * 256, 2).count == 2


def test_at_nine_by_nine_the_bit_boards_visit_the_nodes_of_the_singles_search() -> None:
    """The same search, checked where the 9×9 singles search (the 9×9 solver without its
    locks and tie-break) is the reference: 40 hard puzzles."""
    for line in first_lines("magictour_top1465.txt", 40):
        digits = [0 if char in ".0" else int(char) for char in line[:81]]
        assert python_solve(digits, 2) == singles_solve(digits, 2)


def test_pencil_marks_narrow_a_cell_at_any_size() -> None:
    """An empty 4×4 grid has many solutions; marks leaving r1c1 only 4 and r1c2 only 3
    keep only those with 4 3 in the first row's first cells."""
    marks = [0b1111] * 16
    marks[0], marks[1] = 0b1000, 0b0100
    result = solve([0] * 16, 1, candidates=marks)
    assert result.solution is not None
    assert result.solution[:2] == (4, 3)
    marks[1] = 0b1000
    assert solve([0] * 16, 2, candidates=marks).count == 0


def test_a_node_limit_gives_up_instead_of_searching_on() -> None:
    hard = next(parse(p) for p, c, _ in CASES if len(p) == 256 and c == 1)
    needed = solve(hard, 2).nodes
    assert needed > 10
    for search in (solve, python_solve):
        with pytest.raises(SearchTooLongError):
            search(hard, 2, node_limit=needed - 1)
        assert search(hard, 2, node_limit=needed).count == 1


def test_bad_input_is_refused_with_its_reason() -> None:
    with pytest.raises(ValueError, match="16, 36, 81, 144, 256, 625 cells, not 17"):
        solve([0] * 17)
    with pytest.raises(ValueError, match=r"cell digits must be 0..4, not 5"):
        solve([5] + [0] * 15)
    with pytest.raises(ValueError, match="limit"):
        solve([0] * 16, 0)


def test_the_compiled_search_is_used_when_built() -> None:
    """Without a build the bit boards serve (the results above are then checked twice)."""
    assert sized_solver.NATIVE is None or sized_solver.NATIVE.COMPILED


def regenerate(every: bool = False) -> None:
    """Write each line's count and solution with the reference (comments kept); lines that
    have them already are kept unless ``every`` (``--every``). The file is written after
    each line, so a long run keeps what it has done."""
    lines = GOLDEN.read_text().splitlines()
    for index, line in enumerate(lines):
        if not line.strip() or line.startswith("#") or (":" in line and not every):
            continue
        puzzle = line.split(":")[0]
        count, solution = reference_solve(parse(puzzle))
        lines[index] = f"{puzzle}:{count}:{written(solution) if solution else ''}"
        GOLDEN.write_text("\n".join(lines) + "\n")
        print(f"{puzzle[:40]}… {count}", flush=True)


if __name__ == "__main__":
    regenerate(every="--every" in sys.argv)
