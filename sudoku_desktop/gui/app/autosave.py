"""Autosave: the board, its session and the window geometry, so a crash loses nothing.

The file lives where ``QStandardPaths`` puts application data (``SUDOKU_DESKTOP_DATA_DIR``
overrides it, for tests), never inside the app or its bundle. Every board change restarts
a one-second timer; when it fires, and when the window closes, the snapshot is written
atomically with ``QSaveFile`` (a crash mid-write leaves the previous file whole). At the
next start ``AutosaveStore.read()`` gives the snapshot back; a file that cannot be read
raises ``ValueError`` and the app starts from a sample, saying so in the status bar.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QStandardPaths, QTimer, Slot
from PySide6.QtWidgets import QMainWindow

from sudoku_desktop.core.session import State, play_seconds_value

if TYPE_CHECKING:
    from sudoku_desktop.gui.window.main_window import MainWindow

FORMAT = "sudoku-desktop-autosave"
VERSION = 1
DEBOUNCE_MS = 1000
FILE_NAME = "autosave.json"


def data_dir() -> Path:
    """Where the app keeps its data: ``$SUDOKU_DESKTOP_DATA_DIR`` or QStandardPaths'."""
    override = os.environ.get("SUDOKU_DESKTOP_DATA_DIR")
    if override:
        return Path(override)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


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
        """Put the geometry and the docks back (nothing when none was saved)."""
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
                "window_state": self.window_state.hex(),
                "play_seconds": self.play_seconds,
            }
        )

    @classmethod
    def from_json(cls, text: str) -> WindowSnapshot:
        """Read an autosave; ValueError (with the reason) when it is not a valid one."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as error:  # deep nesting: RecursionError
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
            geometry = bytes.fromhex(str(data.get("geometry", "")))
            window_state = bytes.fromhex(str(data.get("window_state", "")))
            play_seconds = play_seconds_value(data.get("play_seconds", 0))
        except (KeyError, TypeError, ValueError, RecursionError) as error:
            raise ValueError(
                QCoreApplication.translate("Autosave", "damaged autosave: {error}").format(
                    error=type(error).__name__
                )
            ) from error
        return cls(state, geometry, window_state, play_seconds)


class AutosaveStore:
    """The autosave file: ``write`` atomically, ``read`` or None when there is none."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory if directory is not None else data_dir()) / FILE_NAME

    def write(self, snapshot: WindowSnapshot) -> bool:
        """Replace the file atomically; False when the disk refused (never raises)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        from PySide6.QtCore import QIODevice, QSaveFile  # the first write comes after the start

        file = QSaveFile(str(self.path))
        if not file.open(QIODevice.OpenModeFlag.WriteOnly):
            return False
        file.write(QByteArray(snapshot.to_json().encode("utf-8")))
        return file.commit()

    def read(self) -> WindowSnapshot | None:
        """The last snapshot, None when none was saved; ValueError when it is damaged."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as error:
            raise ValueError(str(error)) from error
        return WindowSnapshot.from_json(text)


class Autosaver(QObject):
    """Saves ``window``'s snapshot one second after the last change, and on ``save_now``."""

    def __init__(self, window: MainWindow, store: AutosaveStore) -> None:
        super().__init__(window)
        self.window, self.store = window, store
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.save_now)
        self.saves = 0

    @Slot()
    def schedule(self) -> None:
        """A change: save in a second, unless another change comes first."""
        self.timer.start()

    @Slot()
    def save_now(self) -> None:
        """Write the snapshot now (the window is closing, or the timer fired)."""
        self.timer.stop()
        state = self.window.editor.state()
        snapshot = WindowSnapshot.of(self.window, state, self.window.clock.seconds())
        if self.store.write(snapshot):
            self.saves += 1
        else:
            self.window.statusBar().showMessage(
                self.tr(
                    "Autosave failed: {0} cannot be written; save the session yourself"
                ).format(self.store.path)
            )
