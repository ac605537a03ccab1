"""The main toolbar: short labels under icons, the whole command in the tooltip.

Undo and Redo on the toolbar are buttons of their own ("Undo", "Redo", never the command's
text, which would make them grow to "Undo Hint: Claiming (7) on r9c4 …" and push the
others off), their tooltip naming what they undo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Slot
from PySide6.QtGui import QAction, QIcon, QUndoStack
from PySide6.QtWidgets import QStyle, QToolBar

if TYPE_CHECKING:
    from sudoku_desktop.gui.window.actions import Actions

SP = QStyle.StandardPixmap
ICON_SIZE = 20
"""Small enough that icon and label stay a slim bar above the board."""
ICONS = {
    "action_new_puzzle": ("document-new", SP.SP_FileIcon),
    "action_open": ("document-open", SP.SP_DialogOpenButton),
    "action_save": ("document-save", SP.SP_DialogSaveButton),
    "action_paste": ("edit-paste", SP.SP_FileDialogContentsView),
    "action_undo": ("edit-undo", SP.SP_ArrowBack),
    "action_redo": ("edit-redo", SP.SP_ArrowForward),
    "action_notes_mode": ("accessories-text-editor", SP.SP_FileDialogDetailedView),
    "action_set_puzzle": ("document-properties", SP.SP_DialogApplyButton),
    "action_check": ("dialog-ok", SP.SP_DialogYesButton),
    "action_hint": ("help-hint", SP.SP_MessageBoxInformation),
    "action_solve_logic": ("system-run", SP.SP_MediaPlay),
    "action_solve": ("go-last", SP.SP_MediaSkipForward),
    "action_pause_game": ("media-playback-pause", SP.SP_MediaPause),
}


def _short_labels() -> dict[str, str]:
    """The toolbar's one-word labels; the menus keep the full commands."""

    return {
        "action_new_puzzle": QCoreApplication.translate("Toolbar", "New"),
        "action_open": QCoreApplication.translate("Toolbar", "Open"),
        "action_save": QCoreApplication.translate("Toolbar", "Save"),
        "action_paste": QCoreApplication.translate("Toolbar", "Paste"),
        "action_undo": QCoreApplication.translate("Toolbar", "Undo"),
        "action_redo": QCoreApplication.translate("Toolbar", "Redo"),
        "action_notes_mode": QCoreApplication.translate("Toolbar", "Notes"),
        "action_set_puzzle": QCoreApplication.translate("Toolbar", "Set"),
        "action_check": QCoreApplication.translate("Toolbar", "Check"),
        "action_hint": QCoreApplication.translate("Toolbar", "Hint"),
        "action_solve_logic": QCoreApplication.translate("Toolbar", "Logic"),
        "action_solve": QCoreApplication.translate("Toolbar", "Solve"),
        "action_pause_game": QCoreApplication.translate("Toolbar", "Pause"),
    }


def icon_for(toolbar: QToolBar, name: str) -> QIcon:
    """The desktop theme's icon for an action, Qt's own when the theme has none."""
    theme, standard = ICONS[name]
    return QIcon.fromTheme(theme, toolbar.style().standardIcon(standard))


def fill_toolbar(toolbar: QToolBar, actions: Actions, undo_stack: QUndoStack) -> None:
    """Put the everyday commands on ``toolbar``, each with an icon and a short label."""
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
    toolbar.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
    labels = _short_labels()
    for action in (
        actions.action_new_puzzle,
        actions.action_open,
        actions.action_save,
        actions.action_paste,
        *_fixed_twins(toolbar, undo_stack, labels),
        actions.action_notes_mode,
        actions.action_set_puzzle,
        actions.action_check,
        actions.action_hint,
        actions.action_solve_logic,
        actions.action_solve,
        actions.action_pause_game,
    ):
        name = action.objectName().removesuffix("_tool")
        action.setIcon(icon_for(toolbar, name))
        action.setIconText(labels[name])
        toolbar.addAction(action)


def _fixed_twins(toolbar: QToolBar, stack: QUndoStack, labels: dict[str, str]) -> list[QAction]:
    """Toolbar Undo and Redo whose labels never change: they follow the stack's enabled
    state, and show what they would undo or redo in their tooltips."""
    undo = QAction(labels["action_undo"], toolbar)
    undo.setObjectName("action_undo_tool")
    undo.triggered.connect(stack.undo)
    stack.canUndoChanged.connect(undo.setEnabled)
    stack.undoTextChanged.connect(
        _Tip(undo, QCoreApplication.translate("Toolbar", "Undo {0}")).show
    )
    redo = QAction(labels["action_redo"], toolbar)
    redo.setObjectName("action_redo_tool")
    redo.triggered.connect(stack.redo)
    stack.canRedoChanged.connect(redo.setEnabled)
    stack.redoTextChanged.connect(
        _Tip(redo, QCoreApplication.translate("Toolbar", "Redo {0}")).show
    )
    undo.setEnabled(stack.canUndo())
    redo.setEnabled(stack.canRedo())
    undo.setToolTip(_tip_text(QCoreApplication.translate("Toolbar", "Undo {0}"), stack.undoText()))
    redo.setToolTip(_tip_text(QCoreApplication.translate("Toolbar", "Redo {0}"), stack.redoText()))
    return [undo, redo]


def _tip_text(template: str, command: str) -> str:
    return template.format(command).strip()


class _Tip(QObject):
    """Keeps an action's tooltip on the command it would undo or redo."""

    def __init__(self, action: QAction, template: str) -> None:
        super().__init__(action)
        self._action, self._template = action, template

    @Slot(str)
    def show(self, command: str) -> None:
        self._action.setToolTip(_tip_text(self._template, command))
