"""Opening and saving files: sessions as JSON, puzzles as text, written atomically.

Every file the app writes (sessions, exports, PDF, images, runs, the solution path) goes
through ``write_atomically``: ``QSaveFile`` writes to a temporary file beside the target
and renames it over the old one on ``commit()``, so a crash, a kill or a full disk never
leaves a half-written file behind, and success is said only once the rename is done.
Only regular files are read or replaced: a named pipe would block the window for ever,
``/dev/zero`` would be read until memory runs out.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QFileDevice, QIODevice, QSaveFile

from sudoku_desktop.core import session
from sudoku_desktop.core.formats import PuzzleFormatError, read_puzzles_lenient
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import SessionFileError, State, play_seconds_of

MAX_FILE_BYTES = 50_000_000


class SessionRefusedError(ValueError):
    """A session file that cannot be opened, with the board rescued from it (or None)."""

    def __init__(self, message: str, rescued: State | None) -> None:
        super().__init__(message)
        self.rescued = rescued


@dataclass(frozen=True)
class Opened:
    """What a text held: a file's session, or the puzzles (and errors) of a text; ``path`` is
    None for pasted or dropped text."""

    path: Path | None
    state: State | None = None
    puzzles: tuple[Puzzle | PuzzleFormatError, ...] = ()
    play_seconds: int = 0  # a session's play time so far


def open_file(path: str | Path) -> Opened:
    """Read a session (``.json``) or any puzzle text; raises ValueError naming the problem."""
    path = Path(path)
    return read_text(file_text(path), path)


def file_text(path: Path) -> str:
    """The UTF-8 text of a file; raises ValueError naming the problem (too large, unreadable,
    not UTF-8)."""
    try:
        raw = _regular_file_bytes(path)
    except OSError as error:
        raise ValueError(
            QCoreApplication.translate("FileIO", "cannot read {name}: {reason}").format(
                name=path.name, reason=error.strerror or error
            )
        ) from error
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ValueError(
            QCoreApplication.translate("FileIO", "{name} is not UTF-8 text (byte {byte})").format(
                name=path.name, byte=error.start + 1
            )
        ) from error


def _regular_file_bytes(path: Path) -> bytes:
    """The bytes of a regular file of at most ``MAX_FILE_BYTES``; ValueError for anything
    else. Opened without blocking and checked on the open descriptor, so a named pipe (or a
    file swapped for one) never blocks and a device is never read."""
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(descriptor, "rb") as file:
        status = os.fstat(descriptor)
        if stat.S_ISDIR(status.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if not stat.S_ISREG(status.st_mode):
            raise ValueError(
                QCoreApplication.translate(
                    "FileIO", "{name} is not a regular file (a device or a named pipe)"
                ).format(name=path.name)
            )
        if status.st_size > MAX_FILE_BYTES:
            raise ValueError(
                QCoreApplication.translate(
                    "FileIO", "{name} is too large to be a puzzle file"
                ).format(name=path.name)
            )
        return file.read(MAX_FILE_BYTES + 1)


def read_text(text: str, path: Path | None) -> Opened:
    """What a text holds: the file ``path``'s session, or its puzzles (a bad one kept as its
    error); raises ValueError when a file holds neither. Pasted text (``path`` None) is read
    for puzzles only, and may hold none."""
    if path is None:
        return Opened(None, puzzles=tuple(read_puzzles_lenient(text)))
    if path.suffix.lower() == ".json" or text.lstrip().startswith("{"):
        try:
            return Opened(path, state=State.from_json(text), play_seconds=play_seconds_of(text))
        except (ValueError, KeyError, TypeError, IndexError, RecursionError) as error:
            # a corrupt session raises whatever its first bad field trips on
            from sudoku_desktop.core.session_rescue import rescue_state

            detail = session_error_text(error)
            raise SessionRefusedError(
                QCoreApplication.translate(
                    "FileIO", "{name} is not a valid session file: {detail}"
                ).format(name=path.name, detail=detail),
                rescue_state(text),
            ) from error
    puzzles = tuple(read_puzzles_lenient(text))
    if not puzzles:
        raise ValueError(
            QCoreApplication.translate("FileIO", "{name} holds no puzzle").format(name=path.name)
        )
    return Opened(path, puzzles=puzzles)


def session_error_text(error: Exception) -> str:
    """Why a session file was refused, translated where the words are ours; Python's own
    reasons (a JSON decoder's, a bad literal's) stay as Python words them."""
    if isinstance(error, KeyError):
        return QCoreApplication.translate("FileIO", session.MISSING_FIELD).format(key=error)
    if not isinstance(error, SessionFileError):
        return str(error)
    return QCoreApplication.translate("FileIO", error.template).format(**error.values)


def write_text_atomically(path: str | Path, text: str) -> None:
    """Write ``text`` to a temporary file and rename it over ``path``; raises OSError."""
    data = text.encode("utf-8")
    write_atomically(path, lambda device: _write_all(device, data))


def _write_all(device: QIODevice, data: bytes) -> None:
    if device.write(data) != len(data):  # a full disk: say so, not commit's vaguer words
        raise OSError(device.errorString())


Produced = TypeVar("Produced")


def write_atomically(path: str | Path, produce: Callable[[QIODevice], Produced]) -> Produced:
    """Let ``produce`` write the file's bytes to a temporary file (a ``QSaveFile``) and,
    only when every byte went, rename it over ``path``: the previous file stays whole on a
    full disk, a read-only folder or a kill. Returns what ``produce`` returned; raises
    OSError saying why in words (``produce`` raises OSError with the device's reason)."""
    refuse_special(path)
    target = QSaveFile(str(path))
    if not target.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(_cannot("write", path, target.errorString()))
    try:
        produced = produce(target)
    except OSError as error:
        target.cancelWriting()
        raise OSError(_cannot("save", path, str(error) or target.errorString())) from error
    except BaseException:
        target.cancelWriting()
        raise
    if target.error() != QFileDevice.FileError.NoError or target.pos() == 0:
        reason = target.errorString() if target.error() != QFileDevice.FileError.NoError else ""
        target.cancelWriting()
        raise OSError(_cannot("save", path, reason or _nothing_written()))
    if not target.commit():
        raise OSError(_cannot("save", path, target.errorString()))
    return produced


def refuse_special(path: str | Path) -> None:
    """OSError when ``path`` names something other than a regular file (a directory, a
    device such as /dev/zero, a named pipe): it must not be replaced by a file."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return  # nothing there yet: QSaveFile says what is wrong with the folder
    if not stat.S_ISREG(mode):
        raise OSError(_cannot("write", path, _not_regular()))


def _not_regular() -> str:
    return QCoreApplication.translate("FileIO", "it is not a regular file")


def _nothing_written() -> str:
    return QCoreApplication.translate("FileIO", "nothing could be written")


def _cannot(verb: str, path: str | Path, reason: str) -> str:
    """ "cannot save puzzle.txt: No space left on device", translated."""
    if verb == "write":
        text = QCoreApplication.translate("FileIO", "cannot write {name}: {reason}")
    else:
        text = QCoreApplication.translate("FileIO", "cannot save {name}: {reason}")
    return text.format(name=Path(path).name, reason=reason)


def save_session(path: str | Path, state: State, play_seconds: int = 0) -> None:
    """Save the session (and its play time) as JSON, atomically."""
    write_text_atomically(path, state.to_json(play_seconds))
