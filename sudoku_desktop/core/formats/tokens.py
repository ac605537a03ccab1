"""Character classes shared by the readers: cells, blanks, vertical bars, border lines.

``.`` is both a blank cell and a corner in HoDoKu borders, so a border line is recognised
as a whole (no digit, at least one dash), never character by character.
"""

from __future__ import annotations

import re

from sudoku_desktop.core.geometry import SIZE

CELL_CHARS = frozenset("0123456789.")
BLANK_CHARS = frozenset("0.")
DIGIT_CHARS = frozenset("123456789")
VERTICAL_BARS = frozenset("|¦│┃║")
DASHES = frozenset("-=_─━═")
BORDER_CHARS = DASHES | VERTICAL_BARS | frozenset("+*.:'`") | frozenset("┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬╟╢╤╧╪╫")
ONE_LINE_RUN = re.compile(r"[0-9.]{10}")
"""A run of ten cells without a space or bar cannot be a grid row or a pencil mark."""


def digit_of(char: str) -> int:
    """The digit of a cell character, 0 for a blank (``0`` or ``.``)."""
    return 0 if char in BLANK_CHARS else ord(char) - ord("0")


def is_border_line(line: str) -> bool:
    """True for a line drawn only with border characters, such as ``+-----+`` or ``.---.``."""
    chars = set(line)
    return not chars.isdisjoint(DASHES) and all(
        char in BORDER_CHARS or char.isspace() for char in chars
    )


def is_comment_line(line: str) -> bool:
    """True for a ``#`` line (``.sdk`` metadata, notes in a list of puzzles)."""
    return line.lstrip().startswith("#")


def is_blank_tab_row(line: str) -> bool:
    """True for a tab-separated row whose nine fields are all empty: it looks blank but is not."""
    return line.count("\t") == SIZE - 1 and not line.replace("\t", "").strip()


def has_long_cell_run(line: str) -> bool:
    """True when a line has a run of cells too long for a grid row: a one-line puzzle."""
    return ONE_LINE_RUN.search(line) is not None


def split_tokens(line: str) -> list[str]:
    """Whitespace-separated tokens of a line once vertical bars are read as spaces."""
    return "".join(" " if char in VERTICAL_BARS else char for char in line).split()
