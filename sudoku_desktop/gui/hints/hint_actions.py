"""The hints' actions, added to the window's menus here so the actions table stays as is:
Apply hint (Solve), Show the logical solution (Solve), Techniques (Help)."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu


class HintActions:
    """``action_apply_hint``, ``action_show_solution`` and ``action_technique_guide``."""

    def __init__(self, window: QMainWindow, menu_solve: QMenu, menu_help: QMenu) -> None:
        self.action_apply_hint = _action(window, "action_apply_hint", window.tr("&Apply hint"))
        self.action_apply_hint.setShortcut("Shift+F1")
        self.action_show_solution = _action(
            window, "action_show_solution", window.tr("Show the logical &solution")
        )
        self.action_technique_guide = _action(
            window, "action_technique_guide", window.tr("&Techniques")
        )
        actions = menu_solve.actions()
        after_hint = next(
            (
                actions[i + 1]
                for i, a in enumerate(actions[:-1])
                if a.objectName() == "action_hint"
            ),
            None,
        )
        menu_solve.insertActions(after_hint, [self.action_apply_hint, self.action_show_solution])
        menu_help.insertAction(
            menu_help.actions()[0] if menu_help.actions() else None, self.action_technique_guide
        )


def _action(window: QMainWindow, name: str, text: str) -> QAction:
    action = QAction(text, window)
    action.setObjectName(name)
    action.setToolTip(text.replace("&", "").rstrip("…"))
    return action
