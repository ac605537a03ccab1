"""Opening and saving files: sessions as JSON, puzzles as text, written atomically.

``QSaveFile`` writes to a temporary file beside the target and renames it over the old
one on ``commit()``, so a crash or a full disk never leaves a half-written file behind.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QIODevice, QSaveFile

from sudoku_desktop.core import session
from sudoku_desktop.core.formats import PuzzleFormatError, read_puzzles_lenient
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import SessionFileError, State, play_seconds_of

MAX_FILE_BYTES = 50_000_000


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
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ValueError(
                QCoreApplication.translate(
                    "FileIO", "{name} is too large to be a puzzle file"
                ).format(name=path.name)
            )
        raw = path.read_bytes()
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
            detail = session_error_text(error)
            raise ValueError(
                QCoreApplication.translate(
                    "FileIO", "{name} is not a valid session file: {detail}"
                ).format(name=path.name, detail=detail)
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
        return QCoreApplication.translate("FileIO", "missing or unknown {key}").format(key=error)
    if not isinstance(error, SessionFileError):
        return str(error)
    texts = {
        session.NOT_JSON: QCoreApplication.translate("FileIO", "not a session file: {reason}"),
        session.NOT_A_SESSION: QCoreApplication.translate(
            "FileIO", "not a Sudoku Desktop session file (no 'format' field)"
        ),
        session.UNSUPPORTED_VERSION: QCoreApplication.translate(
            "FileIO", "unsupported session version {version!r}"
        ),
        session.SHORT_DIGITS: QCoreApplication.translate(
            "FileIO", "session file: 'digits' and 'origins' need {cells} characters"
        ),
        session.SHORT_CANDIDATES: QCoreApplication.translate(
            "FileIO", "session file: 'candidates' needs {cells} entries"
        ),
        session.SHORT_NOTES: QCoreApplication.translate(
            "FileIO", "session file: 'notes' needs {cells} entries"
        ),
        session.BAD_SIZE: QCoreApplication.translate(
            "FileIO", "session file: no {size}×{size} grid (sizes are 4, 6, 9, 12, 16 and 25)"
        ),
    }
    return texts.get(error.template, error.template).format(**error.values)


def write_text_atomically(path: str | Path, text: str) -> None:
    """Write ``text`` to a temporary file and rename it over ``path``; raises OSError."""
    target = QSaveFile(str(path))
    if not target.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(_cannot("write", path, target.errorString()))
    data = text.encode("utf-8")
    if target.write(data) != len(data):  # a full disk: say so, not commit's vaguer words
        reason = target.errorString()
        target.cancelWriting()
        raise OSError(_cannot("save", path, reason))
    if not target.commit():
        raise OSError(_cannot("save", path, target.errorString()))


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
