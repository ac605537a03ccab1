"""Autosave: the board, its session and the window geometry, so a crash loses nothing.

The file lives where ``QStandardPaths`` puts application data (``SUDOKU_DESKTOP_DATA_DIR``
overrides it, for tests), never inside the app or its bundle. A change is saved a second
after the last one, and at most ``MAX_WAIT_MS`` after the last save (steady play, faster
than a change a second, is saved too: a crash loses at most two seconds of it), and when
the window closes; the snapshot is written atomically with ``QSaveFile`` (a crash
mid-write leaves the previous file whole).

The next start reads it with ``AutosaveStore.load()``, which never raises: every field is
read on its own, a damaged geometry or window state is dropped with a status line (the
window state reaches Qt's ``restoreState`` only when its digest says it is the one Qt
saved: some damaged states crash Qt), and a file whose session cannot be read is kept
beside it as ``autosave.damaged-<time>.json`` (the last ``KEPT_DAMAGED``), its board and
notes rescued (``core.session_rescue``) for the window to offer back.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QElapsedTimer,
    QObject,
    QStandardPaths,
    QTimer,
    Slot,
)
from PySide6.QtWidgets import QMainWindow

from sudoku_desktop.core.session import State, play_seconds_value

if TYPE_CHECKING:
    from sudoku_desktop.gui.board.editor import Editor
    from sudoku_desktop.gui.board.game_clock import GameClock

FORMAT = "sudoku-desktop-autosave"
VERSION = 1
DEBOUNCE_MS = 1000
MAX_WAIT_MS = 1900
"""The longest time between two saves while the board keeps changing: what a crash can
lose stays under two seconds of play, the write's own few milliseconds included (counted
from the first unsaved change instead, it lost up to 2.25 s of steady typing)."""
FILE_NAME = "autosave.json"
DAMAGED_PREFIX = "autosave.damaged-"
KEPT_DAMAGED = 3
GEOMETRY_MAGIC = bytes.fromhex("01d9d0cb")
"""How ``QWidget.saveGeometry`` starts: a geometry saved without its digest needs it."""


def data_dir() -> Path:
    """Where the app keeps its data: ``$SUDOKU_DESKTOP_DATA_DIR`` or QStandardPaths'."""
    override = os.environ.get("SUDOKU_DESKTOP_DATA_DIR")
    if override:
        return Path(override)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def digest(data: bytes) -> str:
    """The digest saved beside a geometry or window state: its SHA-256, in hex."""
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class WindowSnapshot:
    """What a restart (or a language switch) carries over: session, geometry, docks."""

    state: State
    geometry: bytes = b""
    window_state: bytes = b""
    play_seconds: int = 0

    @classmethod
    def of(cls, window: QMainWindow, state: State, play_seconds: int = 0) -> WindowSnapshot:
        """The window's current snapshot."""
        geometry, window_state = window.saveGeometry().data(), window.saveState().data()
        return cls(state, bytes(geometry), bytes(window_state), play_seconds)

    def restore_layout(self, window: QMainWindow) -> None:
        """Put the geometry and the docks back (nothing when none was saved or kept)."""
        if self.geometry:
            window.restoreGeometry(QByteArray(self.geometry))
        if self.window_state:
            window.restoreState(QByteArray(self.window_state))

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "session": self.state.to_json(),
                "geometry": self.geometry.hex(),
                "geometry_digest": digest(self.geometry),
                "window_state": self.window_state.hex(),
                "window_state_digest": digest(self.window_state),
                "play_seconds": self.play_seconds,
            }
        )

    @classmethod
    def from_json(cls, text: str) -> WindowSnapshot:
        """Read an autosave; ValueError (with the reason) when its session cannot be read.
        A geometry or window state that cannot be checked is left out."""
        return read_snapshot(text).snapshot


@dataclass(frozen=True)
class SnapshotReading:
    """An autosave read field by field: the snapshot, and what was left out of it."""

    snapshot: WindowSnapshot
    dropped_layout: bool = False


def read_snapshot(text: str) -> SnapshotReading:
    """The snapshot in ``text``; ValueError naming the reason when the session is unreadable.
    The layout is kept only when checked: its digest (or, for a geometry saved before the
    digests, Qt's own header)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # deep nesting: RecursionError
        raise ValueError(
            QCoreApplication.translate("Autosave", "not JSON: {error}").format(
                error=type(error).__name__
            )
        ) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(QCoreApplication.translate("Autosave", "not an autosave file"))
    if data.get("version") != VERSION:
        raise ValueError(
            QCoreApplication.translate(
                "Autosave", "unsupported autosave version {version!r}"
            ).format(version=data.get("version"))
        )
    try:
        state = State.from_json(str(data["session"]))
    except (KeyError, ValueError, RecursionError) as error:
        from sudoku_desktop.gui.files.disk import session_error_text  # in the user's words

        raise ValueError(
            QCoreApplication.translate("Autosave", "damaged autosave: {error}").format(
                error=session_error_text(error)
            )
        ) from error
    geometry = _checked_bytes(data, "geometry", GEOMETRY_MAGIC)
    window_state = _checked_bytes(data, "window_state", None)
    dropped = (geometry is None and bool(data.get("geometry"))) or (
        window_state is None and bool(data.get("window_state"))
    )
    snapshot = WindowSnapshot(
        state, geometry or b"", window_state or b"", play_seconds_value(data.get("play_seconds"))
    )
    return SnapshotReading(snapshot, dropped)


def _checked_bytes(data: dict[str, object], name: str, header: bytes | None) -> bytes | None:
    """A hex field whose digest matches (or, without a digest, that starts with ``header``
    when one is given); None for anything else: it never reaches Qt."""
    text = data.get(name)
    if not isinstance(text, str) or not text:
        return None
    try:
        value = bytes.fromhex(text)
    except ValueError:
        return None
    saved = data.get(f"{name}_digest")
    if saved is None:
        return value if header is not None and value.startswith(header) else None
    return value if saved == digest(value) else None


@dataclass(frozen=True)
class Loaded:
    """What the start makes of the autosave: the snapshot to start from (None: a sample),
    the status lines to show, and a damaged file's rescued board with where it is kept."""

    snapshot: WindowSnapshot | None = None
    problems: tuple[str, ...] = ()
    rescued: State | None = None
    kept: Path | None = None
    reason: str = ""


class AutosaveStore:
    """The autosave file: ``write`` atomically, ``read`` strictly, ``load`` at the start."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory if directory is not None else data_dir()) / FILE_NAME
        self.protected = False
        """A damaged file that could not be set aside: never overwritten."""

    def write(self, snapshot: WindowSnapshot) -> bool:
        """Replace the file atomically; False when the disk refused (never raises)."""
        if self.protected:
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        from PySide6.QtCore import QIODevice, QSaveFile  # the first write comes after the start

        file = QSaveFile(str(self.path))
        if not file.open(QIODevice.OpenModeFlag.WriteOnly):
            return False
        data = snapshot.to_json().encode("utf-8")
        if file.write(QByteArray(data)) != len(data):
            file.cancelWriting()
            return False
        return file.commit()

    def read(self) -> WindowSnapshot | None:
        """The last snapshot, None when none was saved; ValueError when it is damaged."""
        text = self._text()
        return None if text is None else WindowSnapshot.from_json(text)

    def _text(self) -> str | None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as error:
            raise ValueError(error.strerror or str(error)) from error
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError as error:
            raise ValueError(QCoreApplication.translate("Autosave", "not UTF-8 text")) from error

    def load(self) -> Loaded:
        """The start's reading, which never raises: a damaged file is set aside (the last
        ``KEPT_DAMAGED`` kept) and whatever board it still holds rescued."""
        try:
            text = self._text()
            if text is None:
                return Loaded()
            reading = read_snapshot(text)
        except ValueError as error:
            return self._damaged(str(error))
        problems = (_layout_dropped(),) if reading.dropped_layout else ()
        return Loaded(reading.snapshot, problems)

    def _damaged(self, reason: str) -> Loaded:
        from sudoku_desktop.core.session_rescue import rescue_state

        try:
            text = self.path.read_bytes().decode("utf-8", errors="replace")
        except OSError:
            text = ""
        kept = keep_damaged(self.path)
        if kept is None:
            self.protected = True
        rescued = rescue_state(text) if text else None
        return Loaded(None, (), rescued, kept, reason)


def _layout_dropped() -> str:
    return QCoreApplication.translate(
        "Autosave",
        "The window layout saved last time could not be checked and was not restored; "
        "the default layout is used.",
    )


def keep_damaged(path: Path) -> Path | None:
    """Move a damaged autosave aside as ``autosave.damaged-<time>.json`` and delete all but
    the newest ``KEPT_DAMAGED`` of them; None when it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{DAMAGED_PREFIX}{stamp}.json")
    number = 1
    while kept.exists():
        number += 1
        kept = path.with_name(f"{DAMAGED_PREFIX}{stamp}-{number}.json")
    try:
        os.replace(path, kept)
    except OSError:
        return None
    old = sorted(path.parent.glob(f"{DAMAGED_PREFIX}*.json"), key=_age)
    for stale in old[:-KEPT_DAMAGED]:
        with contextlib.suppress(OSError):  # one more kept than wanted: nothing is lost
            stale.unlink()
    return kept


def _age(path: Path) -> tuple[float, str]:
    try:
        return path.stat().st_mtime_ns / 1e9, path.name
    except OSError:
        return 0.0, path.name


class Autosaver(QObject):
    """Saves ``window``'s snapshot (its layout, ``editor``'s state, ``clock``'s time) a second
    after the last change, at most ``MAX_WAIT_MS`` after the last save, and on ``save_now``."""

    def __init__(
        self, window: QMainWindow, editor: Editor, clock: GameClock, store: AutosaveStore
    ) -> None:
        super().__init__(window)
        self.window, self.editor, self.clock, self.store = window, editor, clock, store
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.save_now)
        self.deadline = QTimer(self)
        self.deadline.setSingleShot(True)
        self.deadline.timeout.connect(self.save_now)
        self.since_save = QElapsedTimer()
        self.since_save.start()
        self.saves = 0

    @Slot()
    def schedule(self) -> None:
        """A change: save in a second, unless another comes first; and within
        ``MAX_WAIT_MS`` of the last save, whatever comes."""
        self.timer.start()
        if not self.deadline.isActive():
            self.deadline.start(max(0, MAX_WAIT_MS - self.since_save.elapsed()))

    def stop(self) -> None:
        """Forget the changes waiting (the window is being replaced)."""
        self.timer.stop()
        self.deadline.stop()

    @Slot()
    def save_now(self) -> None:
        """Write the snapshot now (the window is closing, or a timer fired)."""
        self.stop()
        state = self.editor.state()
        snapshot = WindowSnapshot.of(self.window, state, self.clock.seconds())
        self.since_save.start()  # a refused write is tried again no sooner than a save
        if self.store.write(snapshot):
            self.saves += 1
        else:
            self.window.statusBar().showMessage(
                self.tr(
                    "Autosave failed: {0} cannot be written; save the session yourself"
                ).format(self.store.path)
            )
