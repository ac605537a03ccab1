"""The one error every reader raises, worded in the user's terms (1-based lines and columns)."""

from __future__ import annotations


class PuzzleFormatError(ValueError):
    """Text that does not hold a readable puzzle.

    ``line`` and ``column`` are 1-based and ``None`` when the problem has no single place
    (a grid with too few rows, a text with no puzzle). The message already names them.
    """

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


def plural(count: int, noun: str) -> str:
    """``"1 cell"``, ``"80 cells"``: messages read naturally for every count."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def unexpected_character(char: str, line: int, index: int, hint: str = "") -> PuzzleFormatError:
    """The error for a character that belongs to no format, at 0-based ``index`` of a line."""
    column = index + 1
    suffix = f" ({hint})" if hint else ""
    return PuzzleFormatError(
        f"unexpected character {char!r} at line {line}, column {column}{suffix}", line, column
    )


def wrong_cell_count(found: int, line: int, expected: int = 81) -> PuzzleFormatError:
    """The error for a one-line puzzle with too few or too many cells."""
    return PuzzleFormatError(
        f"line {line}: found {plural(found, 'cell')}, expected {expected}", line
    )
