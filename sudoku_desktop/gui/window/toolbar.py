"""The main toolbar: short labels under icons, the whole command in the tooltip.

Undo and Redo on the toolbar are buttons of their own ("Undo", "Redo", never the command's
text, which would make them grow to "Undo Hint: Claiming (7) on r9c4 …" and push the
others off), their tooltip naming what they undo.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Slot
from PySide6.QtGui import QAction, QIcon, QUndoStack
from PySide6.QtWidgets import QStyle, QToolBar

SP = QStyle.StandardPixmap
ICON_SIZE = 20
"""Small enough that icon and label stay a slim bar above the board."""
ICONS = {
    "action_new_puzzle": ("document-new", SP.SP_FileIcon),
    "action_open": ("document-open", SP.SP_DialogOpenButton),
    "action_save": ("document-save", SP.SP_DialogSaveButton),
    "action_paste": ("edit-paste", SP.SP_FileDialogContentsView),
    "action_notes_mode": ("accessories-text-editor", SP.SP_FileDialogDetailedView),
    "action_set_puzzle": ("document-properties", SP.SP_DialogApplyButton),
    "action_check": ("dialog-ok", SP.SP_DialogYesButton),
    "action_hint": ("help-hint", SP.SP_MessageBoxInformation),
    "action_solve_logic": ("system-run", SP.SP_MediaPlay),
    "action_solve": ("go-last", SP.SP_MediaSkipForward),
    "action_watch": ("media-playback-start", SP.SP_MediaSeekForward),
    "action_pause_game": ("media-playback-pause", SP.SP_MediaPause),
    "action_undo_tool": ("edit-undo", SP.SP_ArrowBack),
    "action_redo_tool": ("edit-redo", SP.SP_ArrowForward),
}
"""The desktop theme's icon of each everyday command, and Qt's own when the theme has none,
by the tool's objectName (Undo and Redo are twins of their own: ``_fixed_twins``)."""


def _short_labels() -> dict[str, str]:
    """The toolbar's one-word labels; the menus keep the full commands."""

    return {
        "action_new_puzzle": QCoreApplication.translate("Toolbar", "New"),
        "action_open": QCoreApplication.translate("Toolbar", "Open"),
        "action_save": QCoreApplication.translate("Toolbar", "Save"),
        "action_paste": QCoreApplication.translate("Toolbar", "Paste"),
        "action_notes_mode": QCoreApplication.translate("Toolbar", "Notes"),
        "action_set_puzzle": QCoreApplication.translate("Toolbar", "Start solving"),
        "action_check": QCoreApplication.translate("Toolbar", "Check"),
        "action_hint": QCoreApplication.translate("Toolbar", "Hint"),
        "action_solve_logic": QCoreApplication.translate("Toolbar", "Logic"),
        "action_solve": QCoreApplication.translate("Toolbar", "Solve"),
        "action_watch": QCoreApplication.translate("Toolbar", "Watch"),
        "action_pause_game": QCoreApplication.translate("Toolbar", "Pause"),
    }


def _icon(toolbar: QToolBar, theme: str, standard: QStyle.StandardPixmap) -> QIcon:
    return QIcon.fromTheme(theme, toolbar.style().standardIcon(standard))


def fill_toolbar(
    toolbar: QToolBar,
    before_undo: Sequence[QAction],
    after_undo: Sequence[QAction],
    undo_stack: QUndoStack,
) -> None:
    """Put the everyday commands on ``toolbar``, each with an icon and a short label: those
    ``before_undo``, Undo and Redo of ``undo_stack``, then those ``after_undo``."""
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
    toolbar.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
    labels = _short_labels()
    for action in before_undo:
        _add(toolbar, action, labels)
    for twin in _fixed_twins(toolbar, undo_stack):
        toolbar.addAction(twin)
    for action in after_undo:
        _add(toolbar, action, labels)


def _add(toolbar: QToolBar, action: QAction, labels: dict[str, str]) -> None:
    name = action.objectName()
    action.setIcon(_icon(toolbar, *ICONS[name]))
    action.setIconText(labels[name])
    toolbar.addAction(action)


def _fixed_twins(toolbar: QToolBar, stack: QUndoStack) -> list[QAction]:
    """Toolbar Undo and Redo whose labels never change: they follow the stack's enabled
    state, and show what they would undo or redo in their tooltips (QUndoStack names its
    undo and redo members alike: ``undo``, ``canUndo``, ``undoText``, ``canUndoChanged``)."""
    words = {
        "undo": (
            QCoreApplication.translate("Toolbar", "Undo"),
            QCoreApplication.translate("Toolbar", "Undo {0}"),
        ),
        "redo": (
            QCoreApplication.translate("Toolbar", "Redo"),
            QCoreApplication.translate("Toolbar", "Redo {0}"),
        ),
    }
    twins = []
    for name, (label, template) in words.items():
        twin = QAction(label, toolbar)
        twin.setObjectName(f"action_{name}_tool")
        twin.setIcon(_icon(toolbar, *ICONS[twin.objectName()]))
        twin.setIconText(label)
        twin.triggered.connect(getattr(stack, name))
        twin.setEnabled(getattr(stack, f"can{name.title()}")())
        tip = _Tip(twin, template)
        tip.show(getattr(stack, f"{name}Text")())
        getattr(stack, f"can{name.title()}Changed").connect(twin.setEnabled)
        getattr(stack, f"{name}TextChanged").connect(tip.show)
        twins.append(twin)
    return twins


class _Tip(QObject):
    """Keeps an action's tooltip on the command it would undo or redo."""

    def __init__(self, action: QAction, template: str) -> None:
        super().__init__(action)
        self._action, self._template = action, template

    @Slot(str)
    def show(self, command: str) -> None:
        self._action.setToolTip(self._template.format(command).strip())
