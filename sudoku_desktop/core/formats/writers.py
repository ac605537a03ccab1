"""Writers for the three texts users exchange: the line, the bordered grid, pencil marks."""

from __future__ import annotations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import DIGITS_OF_MASK, SIZE
from sudoku_desktop.core.puzzle import Puzzle


def write_line(puzzle: Puzzle) -> str:
    """The 81-character line, ``.`` for blanks: the most widely read format."""
    return puzzle.to_line()


def write_grid(puzzle: Puzzle) -> str:
    """A ``+-------+`` bordered grid with ``.`` blanks, readable by people and by HoDoKu."""
    border = "+-------+-------+-------+"
    lines = [border]
    for row in range(SIZE):
        chars = [
            str(digit) if digit else "." for digit in puzzle.digits[SIZE * row : SIZE * (row + 1)]
        ]
        boxes = (" ".join(chars[start : start + 3]) for start in (0, 3, 6))
        lines.append("| " + " | ".join(boxes) + " |")
        if row % 3 == 2:
            lines.append(border)
    return "\n".join(lines)


def write_pencilmarks(puzzle: Puzzle) -> str:
    """A HoDoKu-style pencil-mark grid: filled cells show their digit, empty ones candidates.

    Without pencil marks in the puzzle, candidates are computed from the digits. An empty
    cell with one candidate reads back as filled, and one with none is written ``.``.
    """
    masks = puzzle.candidates if puzzle.candidates is not None else Board(puzzle.digits).candidates
    texts = [
        str(digit) if digit else "".join(map(str, DIGITS_OF_MASK[mask])) or "."
        for digit, mask in zip(puzzle.digits, masks, strict=True)
    ]
    widths = [
        max(len(texts[SIZE * row + column]) for row in range(SIZE)) for column in range(SIZE)
    ]
    segments = [sum(widths[start : start + 3]) + 6 for start in (0, 3, 6)]

    def border(edge: str, joint: str) -> str:
        return edge + joint.join("-" * width for width in segments) + edge

    lines = [border(".", ".")]
    for row in range(SIZE):
        cells = [texts[SIZE * row + column].ljust(widths[column]) for column in range(SIZE)]
        boxes = ("  ".join(cells[start : start + 3]) for start in (0, 3, 6))
        lines.append("| " + " | ".join(boxes) + " |")
        if row in (2, 5):
            lines.append(border(":", "+"))
    lines.append(border("'", "'"))
    return "\n".join(lines)
