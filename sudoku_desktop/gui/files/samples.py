"""The sample puzzles shipped in resources/puzzles, read through importlib.resources."""

from __future__ import annotations

from importlib.resources import files

from sudoku_desktop.core.puzzle import Puzzle


def sample_puzzles() -> list[tuple[str, Puzzle]]:
    """(name, puzzle) pairs of the bundled samples, in file order."""
    text = files("sudoku_desktop.resources.puzzles").joinpath("samples.txt").read_text("utf-8")
    samples = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        cells, _, name = line.partition(" ")
        samples.append((name.strip() or f"sample {len(samples) + 1}", Puzzle.from_line(cells)))
    return samples
