"""The recent-files list, kept in QSettings, newest first."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

KEY = "recent_files"
LIMIT = 8


class RecentFiles:
    """Read and update the list; ``settings`` defaults to the application's QSettings."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings if settings is not None else QSettings()

    def paths(self) -> list[str]:
        """The remembered paths, newest first."""
        value = self._settings.value(KEY, [])
        if isinstance(value, str):
            return [value]
        if not isinstance(value, list):
            return []
        return [str(path) for path in value]

    def add(self, path: str | Path) -> None:
        """Put ``path`` first."""
        path = str(Path(path).resolve())
        paths = [path] + [p for p in self.paths() if p != path]
        self._settings.setValue(KEY, paths[:LIMIT])

    def remove(self, path: str) -> None:
        """Forget ``path`` (it could not be opened)."""
        self._settings.setValue(KEY, [p for p in self.paths() if p != path])
