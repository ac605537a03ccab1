"""Every QAction of the window, with its objectName, shortcut and menu; no behaviour here.

The window connects the actions' ``triggered`` signals to its handlers (the application
connects Preferences). Menus are built from data; a dock adds its toggle to ``menu_view``.
Texts read through ``window.tr`` keep the "window" translation context they have always had.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

StandardKey = QKeySequence.StandardKey


class Actions:
    """The window's actions as attributes named like their objectNames (``action_paste`` …)."""

    def __init__(self, window: QMainWindow, undo_stack: QUndoStack) -> None:
        tr = window.tr
        self._window = window
        self.action_new_puzzle = self._make("action_new_puzzle", tr("&New puzzle…"), "Ctrl+N")
        self.action_open = self._make("action_open", tr("&Open…"), StandardKey.Open)
        self.action_save = self._make("action_save", tr("&Save session…"), StandardKey.Save)
        self.action_export_line = self._make("action_export_line", tr("Export as &line…"))
        self.action_export_grid = self._make("action_export_grid", tr("Export as &grid…"))
        self.action_export_pencilmarks = self._make(
            "action_export_pencilmarks", tr("Export as &pencil marks…")
        )
        self.action_quit = self._make("action_quit", tr("&Quit"), StandardKey.Quit)
        self.action_paste = self._make("action_paste", tr("&Paste puzzle"), StandardKey.Paste)
        self.action_copy = self._make("action_copy", tr("&Copy as line"), StandardKey.Copy)
        self.action_copy_grid = self._make("action_copy_grid", tr("Copy as &grid"))
        self.action_copy_pencilmarks = self._make(
            "action_copy_pencilmarks", tr("Copy as &pencil marks")
        )
        self.action_undo = undo_stack.createUndoAction(window, tr("&Undo"))
        self.action_undo.setObjectName("action_undo")
        self.action_undo.setShortcut(StandardKey.Undo)
        self.action_redo = undo_stack.createRedoAction(window, tr("&Redo"))
        self.action_redo.setObjectName("action_redo")
        self.action_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.action_set_puzzle = self._make("action_set_puzzle", tr("&Set puzzle"), "Ctrl+G")
        self.action_edit_puzzle = self._make("action_edit_puzzle", tr("&Edit puzzle"), "Ctrl+E")
        self.action_clear = self._make("action_clear", tr("Clear &board"), "Ctrl+Shift+N")
        self.action_check = self._make("action_check", tr("&Check"), "Ctrl+K")
        self.action_toggle_candidates = self._make(
            "action_toggle_candidates", tr("Show &candidates"), "Ctrl+M"
        )
        self.action_toggle_candidates.setCheckable(True)
        self.action_toggle_candidates.setChecked(True)
        self.action_solve_logic = self._make(
            "action_solve_logic", tr("Solve &logically"), "Shift+F5"
        )
        self.action_hint = self._make("action_hint", tr("&Hint"), "F1")
        self.action_solve = self._make("action_solve", tr("S&olve"), "F5")
        self.action_rules_seed = self._make("action_rules_seed", tr("Singles only (seed 002)"))
        self.action_rules_full = self._make("action_rules_full", tr("Full rule set"))
        self.rules_group = QActionGroup(window)
        for action in (self.action_rules_seed, self.action_rules_full):
            action.setCheckable(True)
            self.rules_group.addAction(action)
        self.action_rules_full.setChecked(True)
        self.action_preferences = self._make(
            "action_preferences", window.tr("&Preferences…"), "Ctrl+,"
        )
        self.action_how_it_works = self._make("action_how_it_works", window.tr("&How it works"))
        self.action_shortcuts = self._make(
            "action_shortcuts", window.tr("&Keyboard shortcuts"), "Ctrl+F1"
        )
        self.recent_menu = QMenu(tr("Open &recent"), window)
        self.recent_menu.setObjectName("menu_recent")
        self.recent_menu.setAccessibleName(tr("Open recent"))
        self._build_menus()

    def _make(self, name: str, text: str, shortcut: object = None) -> QAction:
        action = QAction(text, self._window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(shortcut)  # type: ignore[arg-type]
        action.setToolTip(text.replace("&", "").rstrip("…"))
        return action

    def _build_menus(self) -> None:
        window = self._window
        tr = window.tr
        window.menuBar().setAccessibleName(tr("Menu bar"))
        self.menu_file = self._menu(
            tr("&File"),
            [
                self.action_new_puzzle,
                self.action_open,
                self.recent_menu,
                self.action_save,
                None,
                self.action_export_line,
                self.action_export_grid,
                self.action_export_pencilmarks,
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
                self.action_preferences,
            ],
        )
        self.menu_solve = self._menu(
            tr("&Solve"),
            [
                self.action_check,
                self.action_hint,
                self.action_solve_logic,
                self.action_solve,
                None,
                (tr("&Rules"), [self.action_rules_seed, self.action_rules_full]),
            ],
        )
        self.menu_view = self._menu(tr("&View"), [self.action_toggle_candidates])
        self.menu_help = self._menu(
            window.tr("&Help"), [self.action_how_it_works, self.action_shortcuts]
        )
        self.menu_help.setObjectName("menu_help")
        toolbar = QToolBar(tr("Main toolbar"), self._window)
        toolbar.setObjectName("main_toolbar")
        toolbar.setAccessibleName(tr("Main toolbar"))
        toolbar.setMovable(False)
        for action in (
            self.action_new_puzzle,
            self.action_open,
            self.action_save,
            self.action_paste,
            self.action_undo,
            self.action_redo,
            self.action_set_puzzle,
            self.action_check,
            self.action_hint,
            self.action_solve_logic,
            self.action_solve,
        ):
            toolbar.addAction(action)
        self._window.addToolBar(toolbar)
        self.toolbar = toolbar

    def _menu(self, title: str, entries: list[object]) -> QMenu:
        menu = self._window.menuBar().addMenu(title)
        self._fill(menu, entries)
        return menu

    def _fill(self, menu: QMenu, entries: list[object]) -> None:
        menu.setAccessibleName(menu.title().replace("&", ""))
        for entry in entries:
            if entry is None:
                menu.addSeparator()
            elif isinstance(entry, QMenu):
                menu.addMenu(entry)
            elif isinstance(entry, tuple):
                self._fill(menu.addMenu(entry[0]), entry[1])
            else:
                menu.addAction(entry)  # type: ignore[arg-type]

    def rules_are_seed_002(self) -> bool:
        """True when the user chose seed 002's rules (singles only)."""
        return self.action_rules_seed.isChecked()
