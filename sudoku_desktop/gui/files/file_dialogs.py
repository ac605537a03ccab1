"""The one way every Open, Save and Export asks for a path.

Each dialog starts in the folder its window used last (kept on the window, so two windows
or two tests never share it), the system's Documents at first (the working folder of an app
started by a double-click is nobody's choice); pictures keep a folder of their own, Pictures
at first. A saved name gets the chosen filter's suffix: always when ``forced`` (a session is
JSON whatever it is called), otherwise only when it has none.
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

DOCUMENTS = QStandardPaths.StandardLocation.DocumentsLocation
PICTURES = QStandardPaths.StandardLocation.PicturesLocation

FileType = tuple[str, str]
"""A filter offered in a save dialog and the suffix it adds: ("PDF (*.pdf)", ".pdf")."""


def ask_open_path(parent: QWidget, title: str, file_filter: str) -> str | None:
    """The file the user picks to open, or None when cancelled."""
    start = _start(parent, "", FOLDER_PROPERTY, _system_folder(DOCUMENTS))
    path, _ = QFileDialog.getOpenFileName(parent, title, start, file_filter)
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
    first = _system_folder(PICTURES if picture else DOCUMENTS)
    path, chosen = QFileDialog.getSaveFileName(
        parent, title, _start(parent, name, key, first), ";;".join(filters)
    )
    if not path:
        return None
    suffix = types[filters.index(chosen)][1] if chosen in filters else types[0][1]
    lacks = not path.lower().endswith(suffix) if forced else not Path(path).suffix
    return _remembered(parent, path + suffix if lacks else path, key)


def _system_folder(location: QStandardPaths.StandardLocation) -> str:
    """The system's Documents or Pictures folder, the home folder when there is none."""
    folder = QStandardPaths.writableLocation(location)
    return folder if folder and Path(folder).is_dir() else str(Path.home())


def _start(parent: QWidget, name: str, key: str, first: str) -> str:
    """Where a dialog opens: ``name`` in the folder used last under ``key``, ``first`` at
    first."""
    folder = str(parent.window().property(key) or first)
    return str(Path(folder, name)) if name else folder


def _remembered(parent: QWidget, path: str, key: str = FOLDER_PROPERTY) -> str:
    parent.window().setProperty(key, str(Path(path).parent))
    return path
