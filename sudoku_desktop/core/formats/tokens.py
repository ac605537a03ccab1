"""Character classes shared by the readers: cells, blanks, vertical bars, border lines.

``.`` is both a blank cell and a corner in HoDoKu borders, so a border line is recognised
as a whole (no digit, at least one dash), never character by character.
"""

from __future__ import annotations

CELL_CHARS = frozenset("0123456789.")
BLANK_CHARS = frozenset("0.")
DIGIT_CHARS = frozenset("123456789")
VERTICAL_BARS = frozenset("|¦│┃║")
DASHES = frozenset("-=_─━═")
BORDER_CHARS = DASHES | VERTICAL_BARS | frozenset("+*.:'`") | frozenset("┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬╟╢╤╧╪╫")
ONE_LINE_RUN = 10
"""A run of this many cells without a space or bar cannot be a grid row or a pencil mark."""


def digit_of(char: str) -> int:
    """The digit of a cell character, 0 for a blank (``0`` or ``.``)."""
    return 0 if char in BLANK_CHARS else ord(char) - ord("0")


def is_border_line(line: str) -> bool:
    """True for a line drawn only with border characters, such as ``+-----+`` or ``.---.``."""
    stripped = line.strip()
    return (
        bool(stripped)
        and any(char in DASHES for char in stripped)
        and all(char in BORDER_CHARS or char.isspace() for char in stripped)
    )


def is_comment_line(line: str) -> bool:
    """True for a ``#`` line (``.sdk`` metadata, notes in a list of puzzles)."""
    return line.lstrip().startswith("#")


def is_blank_tab_row(line: str) -> bool:
    """True for a tab-separated row whose nine fields are all empty: it looks blank but is not."""
    return line.count("\t") == 8 and not line.replace("\t", "").strip()


def longest_cell_run(line: str) -> int:
    """The longest stretch of consecutive cell characters in a line."""
    longest = current = 0
    for char in line:
        current = current + 1 if char in CELL_CHARS else 0
        longest = max(longest, current)
    return longest


def split_tokens(line: str) -> list[str]:
    """Whitespace-separated tokens of a line once vertical bars are read as spaces."""
    return "".join(" " if char in VERTICAL_BARS else char for char in line).split()
