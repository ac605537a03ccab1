"""The one way every Open, Save and Export asks for a path.

Each dialog starts in the folder its window used last (kept on the window, so two windows
or two tests never share it), and a saved name gets the chosen filter's suffix: always when
``forced`` (a session is JSON whatever it is called), otherwise only when it has none.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

FOLDER_PROPERTY = "lastFileDialogFolder"
"""The window's dynamic property holding the folder its file dialogs used last."""

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
) -> str | None:
    """The path the user picks to save to, with the chosen type's suffix; None if cancelled."""
    filters = [file_filter for file_filter, _ in types]
    path, chosen = QFileDialog.getSaveFileName(
        parent, title, _start(parent, name), ";;".join(filters)
    )
    if not path:
        return None
    suffix = types[filters.index(chosen)][1] if chosen in filters else types[0][1]
    lacks = not path.lower().endswith(suffix) if forced else not Path(path).suffix
    return _remembered(parent, path + suffix if lacks else path)


def _start(parent: QWidget, name: str) -> str:
    """Where a dialog opens: ``name`` in the folder used last (the working folder at first)."""
    folder = parent.window().property(FOLDER_PROPERTY)
    if not folder:
        return name
    return str(Path(str(folder), name)) if name else str(folder)


def _remembered(parent: QWidget, path: str) -> str:
    parent.window().setProperty(FOLDER_PROPERTY, str(Path(path).parent))
    return path
