"""The CLI's inputs read as streams: line by line, in bounded memory, whatever their size.

A file (or stdin) is read in blocks of ``BLOCK`` bytes, decoded incrementally and cut into
lines as they come; the core's reader (``iter_puzzles_lenient``) turns them into puzzles as
each one's last line arrives, so a 1 GB input costs the memory of one block and one puzzle,
never of the whole text (it grew to 19 times the input). A line longer than ``MAX_LINE``
characters (no puzzle format has one; ``/dev/zero`` is one endless line) is cut there and
read as it is, the rest skipped. A byte that is not UTF-8 stops the input with the same
words as before, its offset counted from the start of the stream, once the whole lines
before it are answered. Closed stdin is an unreadable input, said in one line.
"""

from __future__ import annotations

import codecs
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from sudoku_desktop.cli.inputs import Item, UnreadableInputError
from sudoku_desktop.core.formats import PuzzleFormatError, iter_puzzles_lenient
from sudoku_desktop.core.puzzle import Puzzle

BLOCK = 1 << 16
MAX_LINE = 100_000
"""Characters kept of one line: the longest puzzle line (729 candidates and a comment) is
a few thousand; past this a line is junk, read as cut."""

_BREAK = re.compile(r"\r\n|\r|\n")


def source_items(path: str) -> Iterator[Item]:
    """Every puzzle of one input, numbered from 1, read as a stream; an unparsable part
    becomes an error item. UnreadableInputError (raised while iterating) when the input
    cannot be opened or holds a byte that is not UTF-8."""
    name = "stdin" if path == "-" else path
    with _opened(path) as binary:
        seen = _Seen()
        number = 0
        for number, entry in enumerate(iter_puzzles_lenient(seen.lines(binary, name)), 1):
            if isinstance(entry, Puzzle):
                yield Item(name, number, entry)
            else:
                yield Item(name, number, None, entry)
        if not number and not seen.text:
            yield Item(name, 1, None, PuzzleFormatError("the input holds no puzzle"))


def _opened(path: str) -> BinaryIO:
    """The input's bytes: stdin's, or the file's; UnreadableInputError says why not."""
    if path == "-":
        stdin = sys.stdin
        if stdin is None:  # started with stdin closed
            raise UnreadableInputError("stdin: closed, nothing to read")
        binary: BinaryIO = stdin.buffer if hasattr(stdin, "buffer") else stdin  # type: ignore[assignment]
        return _Borrowed(binary)  # type: ignore[return-value]
    try:
        return Path(path).open("rb")
    except FileNotFoundError:
        raise UnreadableInputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UnreadableInputError(f"{path}: is a directory, not a file") from None
    except PermissionError:
        raise UnreadableInputError(f"{path}: permission denied") from None
    except OSError as error:
        raise UnreadableInputError(f"{path}: cannot be read ({error.strerror})") from None


class _Borrowed:
    """stdin's buffer in a ``with`` block that does not close it."""

    def __init__(self, binary: BinaryIO) -> None:
        self.binary = binary

    def __enter__(self) -> BinaryIO:
        return self.binary

    def __exit__(self, *exc: object) -> None:
        return None


class _Seen:
    """Cuts a byte stream into lines and remembers whether it held any text at all."""

    def __init__(self) -> None:
        self.text = False

    def lines(self, binary: BinaryIO, name: str) -> Iterator[str]:
        """The stream's lines without their breaks (``\\r\\n``, ``\\r`` or ``\\n``)."""
        decoder = codecs.getincrementaldecoder("utf-8")()
        pending, offset, skipping, first = "", 0, False, True
        # what has arrived, up to a block: a terminal's line or a pipe's trickle is answered
        # at once (``read`` waited for a whole block, so a typed puzzle got no answer)
        read = getattr(binary, "read1", binary.read)
        while True:
            try:
                block = read(BLOCK)
            except OSError as error:
                raise UnreadableInputError(f"{name}: cannot be read ({error.strerror})") from None
            held = len(decoder.getstate()[0])
            refused = None
            try:
                text = decoder.decode(block, final=not block)
            except UnicodeDecodeError as error:
                at = offset - held + error.start
                byte = error.object[error.start]
                refused = f"{name}: not UTF-8 text (byte 0x{byte:02x} at offset {at})"
                text = error.object[: error.start].decode("utf-8")  # the lines before it
            offset += len(block)
            if first and text:
                text, first = text.removeprefix("\ufeff"), False
            self.text = self.text or bool(text.strip())
            pending += text
            tail = ""
            if block and pending.endswith("\r"):  # its "\n" may open the next block
                pending, tail = pending[:-1], "\r"
            pieces = _BREAK.split(pending)
            pending = pieces.pop() + tail
            for piece in pieces:
                if not skipping:
                    yield piece
                skipping = False
            if refused is not None:  # the lines before the bad byte are answered first
                raise UnreadableInputError(refused)
            if len(pending) > MAX_LINE:
                if not skipping:
                    yield pending[:MAX_LINE]
                pending, skipping = "", True
            if not block:
                if pending and not skipping:
                    yield pending
                return
