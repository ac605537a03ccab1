"""The one way every Open, Save and Export asks for a path.

Each dialog starts in the folder its window used last (kept on the window, so two windows
or two tests never share it; pictures keep a folder of their own, Pictures at first), and a
saved name gets the chosen filter's suffix: always when ``forced`` (a session is JSON
whatever it is called), otherwise only when it has none.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

FOLDER_PROPERTY = "lastFileDialogFolder"
"""The window's dynamic property holding the folder its file dialogs used last."""
PICTURE_FOLDER_PROPERTY = "lastPictureFolder"
"""The same for pictures (Export board as image)."""

FileType = tuple[str, str]
"""A filter offered in a save dialog and the suffix it adds: ("PDF (*.pdf)", ".pdf")."""


def ask_open_path(parent: QWidget, title: str, file_filter: str) -> str | None:
    """The file the user picks to open, or None when cancelled."""
    path, _ = QFileDialog.getOpenFileName(parent, title, _start(parent, ""), file_filter)
    return _remembered(parent, path) if path else None


def ask_save_path(
    parent: QWidget,
    title: str,
    types: Sequence[FileType],
    name: str = "",
    forced: bool = False,
    picture: bool = False,
) -> str | None:
    """The path the user picks to save to, with the chosen type's suffix; None if cancelled.
    A ``picture`` starts where pictures were saved last, the system's Pictures at first."""
    filters = [file_filter for file_filter, _ in types]
    key = PICTURE_FOLDER_PROPERTY if picture else FOLDER_PROPERTY
    first = _pictures() if picture else ""
    path, chosen = QFileDialog.getSaveFileName(
        parent, title, _start(parent, name, key, first), ";;".join(filters)
    )
    if not path:
        return None
    suffix = types[filters.index(chosen)][1] if chosen in filters else types[0][1]
    lacks = not path.lower().endswith(suffix) if forced else not Path(path).suffix
    return _remembered(parent, path + suffix if lacks else path, key)


def _pictures() -> str:
    """The system's Pictures folder, the home folder when there is none."""
    location = QStandardPaths.StandardLocation.PicturesLocation
    pictures = QStandardPaths.writableLocation(location)
    return pictures if pictures and Path(pictures).is_dir() else str(Path.home())


def _start(parent: QWidget, name: str, key: str = FOLDER_PROPERTY, first: str = "") -> str:
    """Where a dialog opens: ``name`` in the folder used last under ``key`` (``first``, or
    the working folder, at first)."""
    folder = parent.window().property(key) or first
    if not folder:
        return name
    return str(Path(str(folder), name)) if name else str(folder)


def _remembered(parent: QWidget, path: str, key: str = FOLDER_PROPERTY) -> str:
    parent.window().setProperty(key, str(Path(path).parent))
    return path
