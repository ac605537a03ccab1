"""A throwaway home for the whole test run, so nothing Qt writes lands in the user's real one.

Qt finds settings, app data and caches from ``$HOME`` and the XDG variables; pointing them at a
temporary folder before any QApplication exists covers the app, pytest-qt's own application
(whose settings would be ``~/.config/Unknown Organization/pytest-qt-qapp.conf``) and every
subprocess a test starts. ``watched_files`` lists what Qt would write in the real home, so the
suite can prove at its end that none of it changed.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

REAL_HOME = Path.home()

XDG_FOLDERS = {
    "XDG_CONFIG_HOME": ".config",
    "XDG_DATA_HOME": ".local/share",
    "XDG_CACHE_HOME": ".cache",
    "XDG_STATE_HOME": ".local/state",
}

QT_WRITES_UNDER = (
    ".config/Unknown Organization",
    ".config/Sudoku Desktop",
    ".config/sudoku-desktop",
    ".local/share/Sudoku Desktop",
    ".local/share/sudoku-desktop",
    ".local/share/pytest-qt-qapp",
    ".cache/Sudoku Desktop",
    ".qttest",
)
"""Folders of the real home where Qt puts what this app or pytest-qt's application saves."""


def enter_sandbox() -> Path:
    """Point HOME and the XDG folders at a new temporary folder; return it."""
    sandbox = Path(tempfile.mkdtemp(prefix="sudoku-tests-home-"))
    os.environ["HOME"] = str(sandbox)
    for variable, folder in XDG_FOLDERS.items():
        os.environ[variable] = str(sandbox / folder)
    return sandbox


def watched_files(home: Path = REAL_HOME) -> dict[str, float]:
    """Every file under the folders Qt writes to in ``home``, with its modification time."""
    found: dict[str, float] = {}
    for folder in QT_WRITES_UNDER:
        for path in (home / folder).rglob("*"):
            if path.is_file():
                found[str(path)] = path.stat().st_mtime
    return found


def written_since(before: dict[str, float], home: Path = REAL_HOME) -> list[str]:
    """The watched files created or modified since ``before`` was taken."""
    after = watched_files(home)
    return sorted(path for path, mtime in after.items() if before.get(path) != mtime)
