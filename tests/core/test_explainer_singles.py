"""A puzzle singles alone solve is rated as Sudoku Explainer rates it: the hardest single of
a solve that takes a full house (1.0), then a hidden single in a box (1.2), then in a line
(1.5), and a naked single (2.3) only where no hidden single is left; checked against a
plain singles solve written here from the rules, on every such puzzle of the Euler set."""

from __future__ import annotations

from pathlib import Path

from sudoku_desktop.core.rating import rate

ROOT = Path(__file__).resolve().parents[2]
EULER = ROOT / "tests" / "data" / "puzzles" / "project_euler_easy50.txt"
SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

ROWS = [[9 * r + c for c in range(9)] for r in range(9)]
COLUMNS = [[9 * r + c for r in range(9)] for c in range(9)]
BOXES = [[9 * (3 * (b // 3) + i // 3) + 3 * (b % 3) + i % 3 for i in range(9)] for b in range(9)]


def _candidates(digits: list[int], cell: int) -> set[int]:
    if digits[cell]:
        return set()
    row, column = divmod(cell, 9)
    box = 3 * (row // 3) + column // 3
    seen = {digits[c] for c in ROWS[row] + COLUMNS[column] + BOXES[box]}
    return set(range(1, 10)) - seen


def _hidden(digits: list[int], units: list[list[int]]) -> tuple[int, int] | None:
    for unit in units:
        for digit in range(1, 10):
            places = [cell for cell in unit if digit in _candidates(digits, cell)]
            if len(places) == 1:
                return places[0], digit
    return None


def se_singles(puzzle: str) -> float | None:
    """SE's rating of a singles-only solve, from the rules alone (None: singles stop)."""
    digits = [int(ch) if ch.isdigit() else 0 for ch in puzzle]
    hardest = 0.0
    while 0 in digits:
        full = next(
            (u for u in ROWS + COLUMNS + BOXES if [digits[c] for c in u].count(0) == 1), None
        )
        if full is not None:
            cell = next(c for c in full if not digits[c])
            digits[cell] = _candidates(digits, cell).pop()
            hardest = max(hardest, 1.0)
            continue
        for units, value in ((BOXES, 1.2), (ROWS + COLUMNS, 1.5)):
            found = _hidden(digits, units)
            if found is not None:
                digits[found[0]] = found[1]
                hardest = max(hardest, value)
                break
        else:
            naked = [c for c in range(81) if len(_candidates(digits, c)) == 1]
            if not naked:
                return None
            digits[naked[0]] = _candidates(digits, naked[0]).pop()
            hardest = max(hardest, 2.3)
    return hardest


def _euler() -> list[str]:
    lines = EULER.read_text().split("\n")
    return [line[:81] for line in lines if len(line) >= 81 and not line.startswith("#")]


def test_seed_004_rates_as_sudoku_explainer_does() -> None:
    """SE rates it 1.2: a hidden single in a box is always there (HoDoKu's order said 2.3)."""
    rating = rate([int(ch) if ch.isdigit() else 0 for ch in SEED_004])
    assert rating.difficulty == 1.2 == se_singles(SEED_004)
    assert rating.hardest in ("naked_single", "hidden_single")


def test_every_singles_puzzle_of_the_euler_set_rates_as_the_rules_say() -> None:
    rated = {}
    for line in _euler():
        expected = se_singles(line)
        if expected is None:
            continue
        rated[line] = expected
        assert rate([int(ch) if ch.isdigit() else 0 for ch in line]).difficulty == expected
    assert len(rated) >= 30
    assert {1.2, 1.5, 2.3} <= set(rated.values()), "every kind of single is the hardest once"
