"""The hints' actions, added to the window's menus here so the actions table stays as is:
Apply hint (Solve), Show the logical solution (Solve), Techniques (Help)."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu


class HintActions:
    """``action_apply_hint``, ``action_show_solution`` and ``action_technique_guide``."""

    def __init__(self, window: QMainWindow, menu_solve: QMenu, menu_help: QMenu) -> None:
        self.action_apply_hint = _action(
            window, "action_apply_hint", window.tr("&Apply hint"), "Shift+H"
        )
        self.action_show_solution = _action(
            window, "action_show_solution", window.tr("Show the logical &solution"), "Ctrl+L"
        )
        self.action_technique_guide = _action(
            window, "action_technique_guide", window.tr("&Techniques"), "Ctrl+Shift+G"
        )
        after_hint = _action_after(menu_solve, "action_hint")
        added = [self.action_apply_hint, self.action_show_solution]
        if after_hint is None:
            menu_solve.addActions(added)
        else:
            menu_solve.insertActions(after_hint, added)
        if menu_help.actions():
            menu_help.insertAction(menu_help.actions()[0], self.action_technique_guide)
        else:
            menu_help.addAction(self.action_technique_guide)


def _action_after(menu: QMenu, name: str) -> QAction | None:
    """The entry after the action named ``name`` (None: append at the end)."""
    actions = menu.actions()
    names = [action.objectName() for action in actions]
    index = names.index(name) + 1 if name in names else len(actions)
    return actions[index] if index < len(actions) else None


def _action(window: QMainWindow, name: str, text: str, shortcut: str) -> QAction:
    action = QAction(text, window)
    action.setObjectName(name)
    action.setShortcut(shortcut)
    action.setToolTip(text.replace("&", "").rstrip("…"))
    return action
