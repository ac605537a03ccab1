"""Turn the CLI's files (or stdin) into puzzles, keeping bad ones as errors in their place."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from sudoku_desktop.core.formats import PuzzleFormatError, read_puzzles_lenient
from sudoku_desktop.core.puzzle import Puzzle


class UnreadableInputError(Exception):
    """An input that cannot be read at all: missing, a directory, denied, or not UTF-8."""


@dataclass(frozen=True, slots=True)
class Item:
    """One puzzle of the input, or the reason it is not one, with where it came from."""

    source: str
    number: int
    puzzle: Puzzle | None
    error: PuzzleFormatError | None = None


def read_source(path: str) -> str:
    """The text of a file, or of stdin for ``-``; UnreadableInputError says why in one line."""
    name = "stdin" if path == "-" else path
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except FileNotFoundError:
        raise UnreadableInputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UnreadableInputError(f"{path}: is a directory, not a file") from None
    except PermissionError:
        raise UnreadableInputError(f"{path}: permission denied") from None
    except OSError as error:
        raise UnreadableInputError(f"{name}: cannot be read ({error.strerror})") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UnreadableInputError(
            f"{name}: not UTF-8 text (byte 0x{data[error.start]:02x} at offset {error.start})"
        ) from None


def items_of_text(source: str, text: str) -> Iterator[Item]:
    """Every puzzle of one input, numbered from 1; unparsable parts become error items."""
    if not text.strip():
        yield Item(source, 1, None, PuzzleFormatError("the input holds no puzzle"))
        return
    for number, entry in enumerate(read_puzzles_lenient(text), start=1):
        if isinstance(entry, Puzzle):
            yield Item(source, number, entry)
        else:
            yield Item(source, number, None, entry)
