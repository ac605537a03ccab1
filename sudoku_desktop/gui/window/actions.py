"""Every QAction of the window, with its objectName, shortcut and menu; no behaviour here.

The window connects the actions' ``triggered`` signals to its handlers (the application
connects Preferences). Menus are built from data; a dock adds its toggle to ``menu_view``.
Texts read through ``window.tr`` keep the "window" translation context they have always had.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias

from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from sudoku_desktop.gui.board.play import PlayActions
from sudoku_desktop.gui.window.toolbar import fill_toolbar

StandardKey = QKeySequence.StandardKey


MenuEntry: TypeAlias = "QAction | QMenu | tuple[str, Sequence[MenuEntry]] | None"
"""An item of a menu: an action, a submenu, a submenu to make (its title and items) or a
separator (None)."""


class Actions:
    """The window's actions as attributes named like their objectNames (``action_paste`` …)."""

    def __init__(self, window: QMainWindow, undo_stack: QUndoStack) -> None:
        tr = window.tr
        self._window = window
        self.action_type_puzzle = self._make(tr("&Type a puzzle"), "Ctrl+T")
        self.action_type_puzzle.setToolTip(
            tr("Type a puzzle's digits on a blank board, then start solving it")
        )
        self.action_new_puzzle = self._make(tr("&New puzzle…"), "Ctrl+N")
        self.action_open = self._make(tr("&Open…"), StandardKey.Open)
        self.action_save = self._make(tr("&Save session…"), StandardKey.Save)
        self.action_export_line = self._make(tr("Export as &line…"), "Ctrl+Alt+L")
        self.action_export_grid = self._make(tr("Export as &grid…"), "Ctrl+Alt+G")
        self.action_export_pencilmarks = self._make(tr("Export as pen&cil marks…"), "Ctrl+Alt+P")
        self.action_quit = self._make(tr("&Quit"), "Ctrl+Q")
        self.action_paste = self._make(tr("&Paste puzzle"), StandardKey.Paste)
        self.action_copy = self._make(tr("&Copy as line"), StandardKey.Copy)
        self.action_copy_grid = self._make(tr("Copy as &grid"), "Ctrl+Shift+C")
        self.action_copy_pencilmarks = self._make(tr("Copy as &pencil marks"), "Ctrl+Alt+C")
        self.action_undo = undo_stack.createUndoAction(window, tr("&Undo"))
        self.action_undo.setProperty("command", tr("&Undo").replace("&", ""))  # not "Undo X"
        self.action_undo.setShortcut(StandardKey.Undo)
        self.action_redo = undo_stack.createRedoAction(window, tr("&Redo"))
        self.action_redo.setProperty("command", tr("&Redo").replace("&", ""))
        self.action_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.action_set_puzzle = self._make(tr("&Start solving (fix the givens)"), "Ctrl+G")
        self.action_set_puzzle.setToolTip(
            tr("Make the digits on the board the puzzle's givens and check the puzzle")
        )
        self.action_edit_puzzle = self._make(tr("&Edit puzzle"), "Ctrl+E")
        self.action_clear = self._make(tr("Clear &board"), "Ctrl+Shift+N")
        self.action_check = self._make(tr("&Check"), "Ctrl+K")
        self.action_notes_mode = self._make(tr("&Notes mode"), "N")
        self.action_notes_mode.setCheckable(True)
        self.action_fill_candidates = self._make(
            tr("Fill in can&didates as notes"), "Ctrl+Shift+F"
        )
        self.action_clear_notes = self._make(tr("Clear n&otes"), "Ctrl+Shift+D")
        self.action_small_none = self._make(tr("&No small digits"), "Ctrl+Alt+M")
        self.action_small_notes = self._make(tr("My no&tes"), "Ctrl+Shift+M")
        self.action_small_candidates = self._make(tr("All &candidates"), "Ctrl+M")
        self.small_digits_group = _choice_group(
            window, self.small_digit_actions(), self.action_small_candidates
        )
        self.action_highlight_digits = [
            self._make(tr("Highlight {0}").format(digit), f"Alt+{digit}") for digit in range(1, 10)
        ]
        self.action_highlight_none = self._make(tr("No highlight"), "Alt+0")
        self.highlight_group = _choice_group(
            window,
            dict(enumerate([self.action_highlight_none, *self.action_highlight_digits])),
            self.action_highlight_none,
        )
        self.action_show_mistakes = self._make(tr("Show &mistakes"), "Ctrl+Shift+K")
        self.action_show_mistakes.setCheckable(True)
        self.action_pause_game = self._make(tr("&Pause"), "Ctrl+Shift+P")
        self.action_pause_game.setCheckable(True)
        self.action_pause_game.setProperty("command", tr("&Pause").replace("&", ""))
        self.action_print = self._make(tr("&Print…"), StandardKey.Print)
        self.action_export_pdf = self._make(tr("Export as P&DF…"), "Ctrl+Shift+E")
        self.action_export_image = self._make(tr("Export board as &image…"), "Ctrl+Alt+E")
        self.action_solve_logic = self._make(tr("Solve &logically"), "Shift+F5")
        self.action_hint = self._make(tr("&Hint"), "H")
        self.action_solve = self._make(tr("S&olve"), "F5")
        self.action_watch = self._make(tr("&Watch the search"), "Ctrl+Shift+W")
        self.action_watch.setToolTip(
            tr("Watch the chosen algorithm search for the solution, step by step, on the board")
        )
        self.action_rules_seed = self._make(tr("Singles only (seed 002)"), "Ctrl+Alt+1")
        self.action_rules_full = self._make(tr("Full rule set"), "Ctrl+Alt+2")
        self.action_rules_forcing = self._make(
            tr("Full rule set and forcing chains"), "Ctrl+Alt+3"
        )
        self.rules_group = _choice_group(window, self.rule_actions(), self.action_rules_full)
        self.action_preferences = self._make(window.tr("Pre&ferences…"), "Ctrl+,")
        self.action_how_it_works = self._make(window.tr("&How it works"), "F1")
        self.action_shortcuts = self._make(window.tr("&Keyboard shortcuts"), "Ctrl+F1")
        self.action_about = self._make(window.tr("&About Sudoku Desktop"), "Ctrl+Shift+F1")
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.recent_menu = QMenu(tr("Open &recent"), window)
        self.recent_menu.setObjectName("menu_recent")
        self.recent_menu.setAccessibleName(tr("Open recent"))
        self.samples_menu = QMenu(tr("Open sa&mple"), window)  # filled by files.samples
        self.samples_menu.setObjectName("menu_samples")
        self.samples_menu.setAccessibleName(tr("Open sample"))
        self._name_actions()
        self._build_menus(undo_stack)

    def _make(self, text: str, shortcut: str | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self._window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.setToolTip(text.replace("&", "").rstrip("…"))
        return action

    def _name_actions(self) -> None:
        """Each action's objectName is the attribute holding it, written once (the digits'
        highlights are ``action_highlight_1`` to ``_9``)."""
        for name, value in vars(self).items():
            if isinstance(value, QAction):
                value.setObjectName(name)
        for digit, action in enumerate(self.action_highlight_digits, start=1):
            action.setObjectName(f"action_highlight_{digit}")

    def _build_menus(self, undo_stack: QUndoStack) -> None:
        window = self._window
        tr = window.tr
        window.menuBar().setAccessibleName(tr("Menu bar"))
        self.menu_file = self._menu(
            tr("&File"),
            [
                self.action_type_puzzle,
                self.action_new_puzzle,
                self.action_open,
                self.recent_menu,
                self.samples_menu,
                self.action_save,
                None,
                self.action_export_line,
                self.action_export_grid,
                self.action_export_pencilmarks,
                self.action_export_pdf,
                self.action_export_image,
                self.action_print,
                None,
                self.action_quit,
            ],
        )
        self.menu_edit = self._menu(
            tr("&Edit"),
            [
                self.action_undo,
                self.action_redo,
                None,
                self.action_copy,
                (tr("Copy &as"), [self.action_copy_grid, self.action_copy_pencilmarks]),
                self.action_paste,
                None,
                self.action_set_puzzle,
                self.action_edit_puzzle,
                self.action_clear,
                None,
                self.action_notes_mode,
                self.action_fill_candidates,
                self.action_clear_notes,
                None,
                self.action_preferences,
            ],
        )
        self.menu_solve = self._menu(
            tr("&Solve"),
            [
                self.action_check,
                self.action_show_mistakes,
                self.action_hint,
                self.action_solve_logic,
                self.action_solve,
                self.action_watch,
                None,
                (
                    tr("&Rules"),
                    [self.action_rules_seed, self.action_rules_full, self.action_rules_forcing],
                ),
            ],
        )
        self.menu_view = self._menu(
            tr("&View"),
            [
                (tr("&Small digits"), list(self.small_digit_actions().values())),
                (
                    tr("&Highlight digit"),
                    [self.action_highlight_none, *self.action_highlight_digits],
                ),
                None,
                self.action_pause_game,
                None,
            ],
        )
        self.menu_help = self._menu(
            window.tr("&Help"),
            [self.action_how_it_works, self.action_shortcuts, None, self.action_about],
        )
        self.menu_help.setObjectName("menu_help")
        toolbar = QToolBar(tr("Main toolbar"), self._window)
        toolbar.setObjectName("main_toolbar")
        toolbar.setAccessibleName(tr("Main toolbar"))
        toolbar.setMovable(False)
        self.toolbar = toolbar
        fill_toolbar(
            toolbar,
            [self.action_new_puzzle, self.action_open, self.action_save, self.action_paste],
            [
                *(self.action_notes_mode, self.action_set_puzzle, self.action_check),
                *(self.action_hint, self.action_solve_logic, self.action_solve),
                *(self.action_watch, self.action_pause_game),
            ],
            undo_stack,
        )
        self._window.addToolBar(toolbar)

    def copy_actions(self) -> dict[str, QAction]:
        """Edit ▸ Copy as … by the text kind each one copies (``FileController.copy_as``)."""
        return {
            "line": self.action_copy,
            "grid": self.action_copy_grid,
            "pencilmarks": self.action_copy_pencilmarks,
        }

    def export_actions(self) -> dict[str, QAction]:
        """File ▸ Export as … by the text kind each one writes (``FileController.export_as``)."""
        return {
            "line": self.action_export_line,
            "grid": self.action_export_grid,
            "pencilmarks": self.action_export_pencilmarks,
        }

    def rule_actions(self) -> dict[str, QAction]:
        """The Solve ▸ Rules choices by the name the settings keep ("seed_002", "full",
        "forcing")."""
        return {
            "seed_002": self.action_rules_seed,
            "full": self.action_rules_full,
            "forcing": self.action_rules_forcing,
        }

    def board_actions(self) -> list[QAction]:
        """What acts on the board's digits (check, hint, logic, solve, notes, set, paste):
        greyed while the game is paused and the board hidden."""
        return [
            self.action_check,
            self.action_show_mistakes,
            self.action_hint,
            self.action_solve_logic,
            self.action_solve,
            self.action_notes_mode,
            self.action_fill_candidates,
            self.action_clear_notes,
            self.action_set_puzzle,
            self.action_edit_puzzle,
            self.action_clear,
            self.action_paste,
        ]

    def small_digit_actions(self) -> dict[str, QAction]:
        """The View ▸ Small digits choices by mode ("none", "notes", "candidates")."""
        return {
            "none": self.action_small_none,
            "notes": self.action_small_notes,
            "candidates": self.action_small_candidates,
        }

    def play_actions(self) -> PlayActions:
        """What the player's controls (``PlayController``) check, trigger and grey."""
        return PlayActions(
            self.small_digit_actions(),
            [self.action_highlight_none, *self.action_highlight_digits],
            self.action_pause_game,
            self.board_actions(),
        )

    def _menu(self, title: str, entries: Sequence[MenuEntry]) -> QMenu:
        menu = self._window.menuBar().addMenu(title)
        self._fill(menu, entries)
        return menu

    def _fill(self, menu: QMenu, entries: Sequence[MenuEntry]) -> None:
        menu.setAccessibleName(menu.title().replace("&", ""))
        for entry in entries:
            if entry is None:
                menu.addSeparator()
            elif isinstance(entry, QMenu):
                menu.addMenu(entry)
            elif isinstance(entry, tuple):
                self._fill(menu.addMenu(entry[0]), entry[1])
            else:
                menu.addAction(entry)

    def chosen_rules(self) -> str:
        """The Solve ▸ Rules choice, by the name the settings keep (see ``rule_actions``)."""
        return str(self.rules_group.checkedAction().data())


def _choice_group(
    window: QMainWindow, choices: Mapping[str, QAction] | Mapping[int, QAction], chosen: QAction
) -> QActionGroup:
    """One choice of several (small digits, highlighted digit, rules): each action checkable
    and carrying its value as data, ``chosen`` checked until the settings say otherwise."""
    group = QActionGroup(window)
    for value, action in choices.items():
        action.setCheckable(True)
        action.setData(value)
        group.addAction(action)
    chosen.setChecked(True)
    return group
