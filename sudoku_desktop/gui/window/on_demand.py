"""The main window's parts built on first use, not before its first paint.

The watch (panel, stage, New puzzle and the generator), How it works and the hints (hint
and path controllers, the technique guide) import the search, recording and deduction
modules and build large widgets: about half of what the window cost to show. Their docks
exist from the start (``LazyDock``: View-menu toggles, shortcuts and saved layouts work as
before) and fill on first show; each part is a typed attribute of the window, built the
first time it is read, so callers and tests use ``window.watch_panel`` as before.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from sudoku_desktop.gui.window.lazy_dock import LazyDock

if TYPE_CHECKING:
    from sudoku_desktop.gui.app.settings import Settings
    from sudoku_desktop.gui.generate.new_puzzle import NewPuzzleController
    from sudoku_desktop.gui.help.how_it_works import HowItWorks
    from sudoku_desktop.gui.hints.guide_window import TechniqueGuide
    from sudoku_desktop.gui.hints.hint_controller import HintController
    from sudoku_desktop.gui.hints.path_controller import PathController
    from sudoku_desktop.gui.hints.path_panel import SolutionPathPanel
    from sudoku_desktop.gui.watch import WatchPanel
    from sudoku_desktop.gui.watch.stage import WatchStage
    from sudoku_desktop.gui.window.hint_parts import HintParts
    from sudoku_desktop.gui.window.main_window import MainWindow
    from sudoku_desktop.gui.window.watch_parts import WatchParts


class OnDemandParts:
    """Mixed into ``MainWindow``: its docks built empty, and the parts made on first use."""

    watch_dock: LazyDock
    how_it_works: LazyDock
    path_dock: LazyDock
    settings: Settings | None

    def _build_docks(self: MainWindow) -> None:
        """The watch, How it works and solution path docks, empty until first shown."""
        right, left = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.LeftDockWidgetArea
        watch = self.tr("Watch the search")
        self.watch_dock = LazyDock(self, watch, "watch_dock", right, lambda: self.watch_parts)
        self.watch_dock.toggleViewAction().setObjectName("action_watch_search")
        self.watch_dock.toggleViewAction().setShortcut("Ctrl+Shift+W")
        self.commands.menu_view.addAction(self.watch_dock.toggleViewAction())
        how = self.tr("How it works")
        self.how_it_works = LazyDock(
            self, how, "how_it_works_dock", left, lambda: self.how_it_works_panel
        )
        # the two reading panels share one place, so the window still fits a laptop
        self.tabifyDockWidget(self.how_it_works, self.watch_dock)
        self.how_it_works.toggleViewAction().setShortcut("Shift+F1")
        self.watch_dock.hide()
        path = self.tr("Solution path")
        self.path_dock = LazyDock(self, path, "solution_path_dock", right, lambda: self.hint_parts)
        self.path_dock.toggleViewAction().setObjectName("action_solution_path")
        self.path_dock.toggleViewAction().setShortcut("Ctrl+Shift+L")
        self.commands.menu_view.addAction(self.path_dock.toggleViewAction())

    @cached_property
    def watch_parts(self: MainWindow) -> WatchParts:
        """The watch panel, its stage and New puzzle, built on first use (watch_parts.py)."""
        from sudoku_desktop.gui.window.watch_parts import build_watch_parts

        return build_watch_parts(self, self.settings)

    def watch_built(self) -> bool:
        """Whether the watch parts exist (asking for one of them builds them all)."""
        return "watch_parts" in self.__dict__

    @property
    def watch_panel(self) -> WatchPanel:
        return self.watch_parts.panel

    @property
    def watch_stage(self) -> WatchStage:
        return self.watch_parts.stage

    @property
    def new_puzzle(self) -> NewPuzzleController:
        return self.watch_parts.new_puzzle

    @cached_property
    def how_it_works_panel(self: MainWindow) -> HowItWorks:
        """The How it works paragraphs, built when the dock is first shown."""
        from sudoku_desktop.gui.help.how_it_works import HowItWorks, scrolled

        panel = HowItWorks()
        self.how_it_works.setWidget(scrolled(panel, self.how_it_works))
        panel.watch_requested.connect(self.watch_algorithm)
        return panel

    @cached_property
    def hint_parts(self: MainWindow) -> HintParts:
        """Hints, the path and the guide, built on first use (hint_parts.py)."""
        from sudoku_desktop.gui.window.hint_parts import build_hint_parts

        return build_hint_parts(self)

    @property
    def hints(self) -> HintController:
        return self.hint_parts.hints

    @property
    def paths(self) -> PathController:
        return self.hint_parts.paths

    @property
    def path_panel(self) -> SolutionPathPanel:
        return self.hint_parts.path_panel

    @property
    def guide(self) -> TechniqueGuide:
        return self.hint_parts.guide
