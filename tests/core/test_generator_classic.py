"""Classic generation: random grids, symmetric removal, minimal puzzles, target levels."""

from __future__ import annotations

import random

import pytest

from sudoku_desktop.core.generator import GenerationError, generate
from sudoku_desktop.core.generator.classic import classic, is_minimal, random_grid
from sudoku_desktop.core.generator.symmetry import ORBITS, SYMMETRIES, is_symmetric, orbits_of
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.validation import is_solved


def test_random_grids_are_full_valid_and_varied() -> None:
    rng = random.Random(1)
    grids = {random_grid(rng) for _ in range(20)}
    assert len(grids) == 20
    assert all(is_solved(grid) for grid in grids)


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_orbits_partition_the_grid(symmetry: str) -> None:
    cells = [cell for orbit in ORBITS[symmetry] for cell in orbit]
    assert sorted(cells) == list(range(81))


@pytest.mark.parametrize(
    ("symmetry", "cell", "orbit"),
    [
        ("none", 0, (0,)),
        ("central", 0, (0, 80)),
        ("diagonal", 1, (1, 9)),
        ("anti-diagonal", 0, (0, 80)),
        ("horizontal", 1, (1, 73)),
        ("vertical", 9, (9, 17)),
        ("four-fold", 0, (0, 8, 72, 80)),
        ("four-fold", 40, (40,)),
    ],
)
def test_orbit_examples(symmetry: str, cell: int, orbit: tuple[int, ...]) -> None:
    assert next(o for o in orbits_of(symmetry) if cell in o) == orbit


def test_unknown_symmetry_names_the_choices() -> None:
    with pytest.raises(ValueError, match="choose one of none, central"):
        orbits_of("spiral")


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_each_symmetry_gives_a_symmetric_unique_pattern(symmetry: str) -> None:
    for seed in range(3):
        made = generate("classic", symmetry=symmetry, seed=seed)
        assert is_symmetric(made.digits, symmetry)
        assert solve(made.digits, 2).count == 1
        assert made.hypotheses == ()


@pytest.mark.parametrize("symmetry", ["none", "central", "four-fold", "diagonal"])
def test_minimal_keeps_the_symmetry_and_no_orbit_can_leave(symmetry: str) -> None:
    for seed in range(2):
        made = generate("classic", symmetry=symmetry, minimal=True, seed=seed)
        assert is_symmetric(made.digits, symmetry)
        assert is_minimal(made.digits, symmetry)
        assert solve(made.digits, 2).count == 1


def test_minimal_at_a_level_keeps_the_symmetry() -> None:
    made = generate("classic", symmetry="central", minimal=True, difficulty="Easy", seed=3)
    assert made.level == "Easy"
    assert is_symmetric(made.digits, "central") and is_minimal(made.digits, "central")


def test_is_minimal_within_a_symmetry_removes_whole_orbits() -> None:
    made = generate("classic", symmetry="central", minimal=True, seed=1)
    blank = next(o for o in orbits_of("central") if not made.digits[o[0]])
    fuller = list(made.digits)
    for cell in blank:  # one orbit of clues more: it can leave again
        fuller[cell] = made.solution[cell]
    assert is_symmetric(fuller, "central") and not is_minimal(fuller, "central")


def test_is_minimal_spots_a_redundant_clue() -> None:
    made = generate("classic", seed=4)
    full = list(made.solution)
    assert not is_minimal(full)


@pytest.mark.parametrize("level", ["Easy", "Medium", "Hard", "Expert", "Extreme"])
def test_target_level_rates_at_that_level(level: str) -> None:
    for seed in range(2):
        made = generate("classic", difficulty=level, seed=seed)
        assert made.level == level
        assert rate(made.digits).level == level
        assert solve(made.digits, 2).count == 1


def test_target_level_with_symmetry() -> None:
    made = generate("classic", difficulty="Hard", symmetry="central", seed=3)
    assert made.level == "Hard"
    assert is_symmetric(made.digits, "central")


def test_seed_reproduces_classic() -> None:
    first = generate("classic", difficulty="Medium", symmetry="diagonal", seed=42)
    assert generate("classic", difficulty="Medium", symmetry="diagonal", seed=42) == first
    assert generate("classic", seed=43).digits != first.digits


def test_unreachable_level_raises_a_clear_error() -> None:
    with pytest.raises(GenerationError, match="no Extreme puzzle found in 3 attempts"):
        classic(random.Random(0), level="Extreme", rate=lambda digits: ("Easy", 0), max_attempts=3)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"mode": "spiral"}, "unknown mode"),
        ({"mode": "classic", "difficulty": "Hardest"}, "unknown level"),
        ({"mode": "classic", "symmetry": "spiral"}, "unknown symmetry"),
        ({"mode": "depth", "symmetry": "central"}, "classic mode only"),
        ({"mode": "minimum", "minimal": True}, "classic mode only"),
        ({"mode": "classic", "start": (0,) * 81}, "seed-003 modes only"),
    ],
)
def test_bad_options_are_value_errors(options: dict[str, object], message: str) -> None:
    mode = str(options.pop("mode"))
    with pytest.raises(ValueError, match=message):
        generate(mode, **options)  # type: ignore[arg-type]


def test_two_hundred_generated_puzzles_are_all_unique() -> None:
    levels = ("Easy", None, "Medium", None)
    for seed in range(200):
        symmetry = SYMMETRIES[seed % len(SYMMETRIES)]
        if seed % 10 == 9:
            made = generate("depth", seed=seed)
        else:
            made = generate("classic", difficulty=levels[seed % 4], symmetry=symmetry, seed=seed)
        result = solve(made.digits, 2)
        assert result.count == 1
        assert result.solution == made.solution
