"""Writers for the three texts users exchange: the line, the bordered grid, pencil marks.

Every size is written in its own symbols (1-9 then A-G on 16×16, A-Y on 25×25), or in the
symbols its text was read in (a 16×16 grid read 0-F is written 0-F), boxes as they are.
"""

from __future__ import annotations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle


def write_line(puzzle: Puzzle) -> str:
    """The one-line form (81 characters at 9×9), ``.`` for blanks: the most widely read."""
    return puzzle.to_line()


def symbol_texts(puzzle: Puzzle) -> list[str]:
    """Each cell's symbol as the puzzle is written, ``.`` for a blank."""
    symbols = puzzle.symbols or puzzle.geometry.symbols
    return [symbols[digit - 1] if digit else "." for digit in puzzle.digits]


def write_grid(puzzle: Puzzle, numbers: bool = False) -> str:
    """A ``+-------+`` bordered grid with ``.`` blanks, readable by people and by HoDoKu;
    ``numbers`` writes 10 and above as numbers, not letters (a 25×25 grid as 1-25)."""
    shape = puzzle.geometry
    texts = [str(digit) if digit else "." for digit in puzzle.digits]
    if not numbers:
        texts = symbol_texts(puzzle)
    width = max(len(text) for text in texts)
    return _bordered(shape.size, shape.box_height, shape.box_width, texts, width, "+", "+")


def _bordered(
    size: int, height: int, width: int, texts: list[str], cell_width: int, edge: str, joint: str
) -> str:
    """Rows of cells (right-aligned in ``cell_width``) between bars, a border every box."""
    segment = "-" * ((cell_width + 1) * width + 1)
    border = edge + joint.join([segment] * (size // width)) + edge
    lines = [border]
    for row in range(size):
        cells = [text.rjust(cell_width) for text in texts[size * row : size * (row + 1)]]
        boxes = (" ".join(cells[start : start + width]) for start in range(0, size, width))
        lines.append("| " + " | ".join(boxes) + " |")
        if row % height == height - 1:
            lines.append(border)
    return "\n".join(lines)


def write_pencilmarks(puzzle: Puzzle) -> str:
    """A HoDoKu-style pencil-mark grid: filled cells show their digit, empty ones candidates.

    Without pencil marks in the puzzle, candidates are computed from the digits. An empty
    cell with one candidate reads back as filled, and one with none is written ``.``.
    """
    shape = puzzle.geometry
    size, height, width = shape.size, shape.box_height, shape.box_width
    masks = (
        puzzle.candidates
        if puzzle.candidates is not None
        else Board.from_puzzle(puzzle).candidates
    )
    symbols = puzzle.symbols or shape.symbols
    texts = [
        symbols[digit - 1]
        if digit
        else "".join(symbols[d - 1] for d in shape.digits_in(mask)) or "."
        for digit, mask in zip(puzzle.digits, masks, strict=True)
    ]
    widths = [
        max(len(texts[size * row + column]) for row in range(size)) for column in range(size)
    ]
    segments = [sum(widths[start : start + width]) + 2 * width for start in range(0, size, width)]

    def border(edge: str, joint: str) -> str:
        return edge + joint.join("-" * segment for segment in segments) + edge

    lines = [border(".", ".")]
    for row in range(size):
        cells = [texts[size * row + column].ljust(widths[column]) for column in range(size)]
        boxes = ("  ".join(cells[start : start + width]) for start in range(0, size, width))
        lines.append("| " + " | ".join(boxes) + " |")
        if row % height == height - 1 and row < size - 1:
            lines.append(border(":", "+"))
    lines.append(border("'", "'"))
    return "\n".join(lines)
