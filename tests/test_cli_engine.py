"""sudoku-cli rate and explain, as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudoku_desktop.cli import main
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.rating.tiers import tier

ROOT = Path(__file__).resolve().parents[1]

HARDEST = "98.75.6..75..4......3..8.755....7.3...94.........2.1..3.......1.9...5.8...52....6"
"""The first of the forum's hardest (Sudoku Explainer 11+) with two more digits of its
solution (r1c5 = 5, r3c9 = 5): it still needs nested forcing chains (difficulty 10.3,
Insane), in a third of the CPU of the whole (the test rates and explains it three times)."""
SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


@pytest.fixture
def puzzle_file(tmp_path: Path) -> Path:
    path = tmp_path / "puzzles.txt"
    path.write_text(f"# two puzzles and a bad line\n{SEED_004}\n{'.' * 81}\n12345\n")
    return path


def test_rate_prints_level_score_and_hardest(
    puzzle_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rate", str(puzzle_file)]) == 0
    first, second, third = capsys.readouterr().out.splitlines()
    difficulty, level, score, hardest = first.split(" ", 3)
    assert difficulty == "1.2"  # Sudoku Explainer's: a hidden single in a box is always there
    assert level == "Easy" and int(score) > 0 and hardest in ("Naked single", "Hidden single")
    assert second.startswith("multiple:")
    assert third.startswith("malformed:") and "5 cells" in third


def test_rate_json(puzzle_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rate", "--json", str(puzzle_file)]) == 0
    first = json.loads(capsys.readouterr().out.splitlines()[0])
    assert first["level"] == "Easy" and first["solved_logically"] is True
    assert first["steps"] == 51
    assert first["forcing"] is False and first["nesting"] == 0
    assert first["difficulty"] == 1.2


def test_rate_json_says_when_nested_forcing_chains_were_needed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hardest.txt"
    path.write_text(HARDEST + "\n")
    assert main(["rate", "--json", str(path)]) == 0
    rating = json.loads(capsys.readouterr().out)
    assert rating["forcing"] is True and rating["nesting"] == 2
    assert rating["difficulty"] >= 9.5
    assert rating["level"] == "Extreme" and rating["tier"] == tier("Extreme", rating["difficulty"])
    assert rating["tier"] in ("Nightmare", "Insane", "Inhuman")  # Extreme's tiers from 9.0
    assert main(["rate", str(path)]) == 0
    difficulty, shown, _ = capsys.readouterr().out.split(" ", 2)
    assert float(difficulty) == rating["difficulty"] and shown == rating["tier"]
    assert rating["solved_logically"] is True and rating["hardest"] == "nested_forcing_chain"
    assert main(["explain", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].endswith("Solved")
    assert any("Nested forcing chain: if " in line for line in lines)


def test_explain_numbers_each_sentence_and_ends_solved(
    puzzle_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["explain", str(puzzle_file)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"# {puzzle_file}, puzzle 1"
    steps = lines[1 : lines.index("")]
    assert steps[0].startswith("1. ")
    assert steps[-1] == f"{len(steps)}. Solved"
    assert any("single" in line for line in steps)
    assert all(line.split(". ", 1)[0] == str(n) for n, line in enumerate(steps, 1))


def test_explain_max_steps(puzzle_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "--max-steps", "3", str(puzzle_file)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1:4] == [line for line in lines[1:4] if line[0] in "123"]
    assert lines[4] == ""


def test_explain_algorithm_trace_shows_guesses_and_backtracks(
    puzzle_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["explain", "--algorithm", "plain_backtracking", "--max-steps", "200", str(puzzle_file)]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    steps = lines[1 : lines.index("")]
    assert len(steps) == 200
    assert any("Guess at depth" in line for line in steps)
    assert any("Back to" in line for line in steps)


def test_explain_power_for_fewest_candidates(
    puzzle_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["explain", "--algorithm", "fewest_candidates", "--power", "none", str(puzzle_file)]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    steps = lines[1 : lines.index("")]
    assert steps[-1].endswith("Solved")
    assert all("single" not in line for line in steps)


def test_rate_jobs_keep_input_order_and_the_lines_of_one_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzles = (ROOT / "tests" / "data" / "puzzles" / "17_clue_2k.txt").read_text().split()[:40]
    # A malformed line and a puzzle with two solutions in the middle keep their places.
    lines = [*puzzles[:20], "12345", "." * 81, *puzzles[20:]]
    source = tmp_path / "mixed.txt"
    source.write_text("\n".join(lines) + "\n")
    assert main(["rate", str(source)]) == 0
    alone = capsys.readouterr().out.splitlines()
    assert main(["rate", "--jobs", "2", str(source)]) == 0
    spread = capsys.readouterr().out.splitlines()
    assert spread == alone
    assert len(spread) == len(lines)
    assert spread[20].startswith("malformed:")
    assert "solution" in spread[21]


def hodoku_line(case: Path) -> str:
    """A HoDoKu library line (``:type:digit:puzzle:deleted:``) of a technique case file's
    position: its digits, and as deleted candidates those the case does not list."""
    lines = [line for line in case.read_text().splitlines() if not line.startswith("#")]
    tokens = " ".join(lines[:9]).split()
    digits = "".join(token[1] if token.startswith("=") else "." for token in tokens)
    board = Board(0 if ch == "." else int(ch) for ch in digits)
    deleted = [
        f"{digit}{cell // 9 + 1}{cell % 9 + 1}"
        for cell, token in enumerate(tokens)
        if not token.startswith("=")
        for digit in board.possibles(cell)
        if str(digit) not in token
    ]
    return f":0300:1:{digits}:{' '.join(deleted)}::"


def test_explain_all_steps_json_lists_every_instance_on_a_hodoku_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    case = Path(__file__).resolve().parent / "data" / "techniques" / "x_wing.txt"
    solution = case.read_text().split("solution: ")[1][:81]
    path = tmp_path / "library.txt"
    path.write_text(hodoku_line(case) + "\n" + SEED_004 + "\n")
    assert main(["explain", "--all-steps", "--json", str(path)]) == 0
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    steps = first["steps"]
    assert {
        "technique": "x_wing",
        "eliminations": [[1, 8, 2], [1, 9, 2]],
        "placements": [],
    } in steps
    for step in steps:
        for digit, row, column in step["eliminations"]:
            assert solution[9 * (row - 1) + column - 1] != str(digit), step
        for digit, row, column in step["placements"]:
            assert solution[9 * (row - 1) + column - 1] == str(digit), step
    # Every instance, not the first of each technique: SEED_004 has many hidden singles.
    singles = [step for step in second["steps"] if step["technique"] == "hidden_single"]
    assert len(singles) > 5
    assert len({json.dumps(step) for step in singles}) == len(singles)
