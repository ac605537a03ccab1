"""The main window's parts built on first use, not before its first paint.

The watch (panel, stage, New puzzle and the generator), How it works, the hints (hint and
path controllers, the technique guide) and printing import the search, recording and deduction
modules and build large widgets: about half of what the window cost to show. Their docks
exist from the start (``LazyDock``: View-menu toggles, shortcuts and saved layouts work as
before) and fill on first show; each part is a typed attribute of the window, built the
first time it is read, so callers and tests use ``window.watch_panel`` as before.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property, partial
from typing import TYPE_CHECKING, Generic, TypeVar, cast, overload

from PySide6.QtCore import Qt, QTimer

from sudoku_desktop.gui.window.lazy_dock import SETTLE_DELAY, LazyDock

if TYPE_CHECKING:
    from sudoku_desktop.gui.app.settings import Settings
    from sudoku_desktop.gui.files.printing import PrintController
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

HOW_IT_WORKS_WIDTH = 300
"""The How it works dock's width at the least: its paragraphs stay readable."""
WATCH_SHARE = 9 / 20
"""The watch dock's share of the window's width at most, when it opens and when a run
starts: the board the run plays on keeps the larger share."""
HOW_IT_WORKS_SHARE = 1 / 3
"""How it works' share of the window's width at most: its paragraphs stay a readable
measure on a wide screen."""
BAND_KEPT = 12
"""Pixels of the band beside the board left to it when a dock takes the rest."""
T = TypeVar("T")


class Part(Generic[T]):
    """A window attribute read from a group of parts (built on first use, ``cached_property``):
    ``window.watch_panel`` is ``window.watch_parts.panel``."""

    def __init__(self, group: str, name: str) -> None:
        self.group, self.name = group, name

    @overload
    def __get__(self, window: None, owner: type) -> Part[T]: ...

    @overload
    def __get__(self, window: object, owner: type | None = None) -> T: ...

    def __get__(self, window: object, owner: type | None = None) -> T | Part[T]:
        if window is None:  # read on the class: the descriptor itself
            return self
        value: T = getattr(getattr(window, self.group), self.name)
        return value


def _call_part(owner: object, part: str, method: str, *_signal_args: object) -> None:
    getattr(getattr(owner, part), method)()


class OnDemandParts:
    """Mixed into ``MainWindow``: its docks built empty, and the parts made on first use."""

    watch_dock: LazyDock
    how_it_works: LazyDock
    path_dock: LazyDock
    settings: Settings | None
    _refit: QTimer

    def _build_docks(self) -> None:
        """The watch, How it works and solution path docks, empty until first shown."""
        window = cast("MainWindow", self)
        right, left = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.LeftDockWidgetArea
        watch = window.tr("Watch the search")
        self.watch_dock = LazyDock(window, watch, "watch_dock", right, lambda: self.watch_parts)
        self.watch_dock.settled.connect(partial(self.fit_dock, self.watch_dock, WATCH_SHARE))
        self.watch_dock.toggleViewAction().setObjectName("action_watch_search")
        self.watch_dock.toggleViewAction().setShortcut("Ctrl+Shift+W")
        window.commands.menu_view.addAction(self.watch_dock.toggleViewAction())
        how = window.tr("How it works")
        self.how_it_works = LazyDock(
            window, how, "how_it_works_dock", left, lambda: self.how_it_works_panel
        )
        # as wide before its text is built (first run: just after the first paint) as after
        self.how_it_works.setMinimumWidth(HOW_IT_WORKS_WIDTH)
        fit_how = partial(self.fit_dock, self.how_it_works, HOW_IT_WORKS_SHARE)
        self.how_it_works.settled.connect(fit_how)
        # the two reading panels share one place, so the window still fits a laptop
        window.tabifyDockWidget(self.how_it_works, self.watch_dock)
        self.how_it_works.toggleViewAction().setShortcut("Shift+F1")
        self.watch_dock.hide()
        path = window.tr("Solution path")
        self.path_dock = LazyDock(
            window, path, "solution_path_dock", right, lambda: self.hint_parts
        )
        self.path_dock.toggleViewAction().setObjectName("action_solution_path")
        self.path_dock.toggleViewAction().setShortcut("Ctrl+Shift+L")
        window.commands.menu_view.addAction(self.path_dock.toggleViewAction())
        self._refit = QTimer(window)
        self._refit.setSingleShot(True)
        self._refit.setInterval(SETTLE_DELAY)
        self._refit.timeout.connect(self.fit_docks)

    def refit_docks_later(self) -> None:
        """The window was resized (shown at its size, restored, maximised): once its layout
        has settled, the open docks take the band a board as tall as it can be leaves."""
        self._refit.start()

    def fit_docks(self) -> None:
        """Fit the open reading dock in front to the band beside the board (``fit_dock``):
        the tab behind shares its width, and its own share would narrow it."""
        for dock, share in (
            (self.watch_dock, WATCH_SHARE),
            (self.how_it_works, HOW_IT_WORKS_SHARE),
        ):
            if not dock.visibleRegion().isEmpty():
                self.fit_dock(dock, share)

    @cached_property
    def watch_parts(self) -> WatchParts:
        """The watch panel, its stage and New puzzle, built on first use (watch_parts.py)."""
        from sudoku_desktop.gui.window.watch_parts import build_watch_parts

        return build_watch_parts(cast("MainWindow", self), self.settings)

    def bring_watch_dock_forward(self) -> None:
        """Show the watch dock, in front of How it works; when it is in view already, touch
        nothing: showing or raising it again repaints the whole window (30 ms)."""
        dock = self.watch_dock
        if not dock.isVisible() or dock.visibleRegion().isEmpty():
            dock.show()
            dock.raise_()

    def fit_dock(self, dock: LazyDock, widest: float, grow: bool = True) -> None:
        """Give ``dock`` the width beside the board that the board cannot use (a board
        as tall as it can be leaves a band beside it on a wide screen), up to ``widest``
        of the window's width, and narrow it to that when wider. ``grow=False``: narrow
        only (a run starting must move no dock edge it need not)."""
        window = cast("MainWindow", self)
        if not dock.isVisible() or dock.isFloating():
            return
        band = window.board_frame.width() - window.board_view.width() if grow else 0
        target = min(int(window.width() * widest), dock.width() + max(0, band - BAND_KEPT))
        if target < dock.width() or (grow and target > dock.width()):
            window.resizeDocks([dock], [target], Qt.Orientation.Horizontal)

    def part_slot(self, part: str, method: str) -> Callable[..., None]:
        """A slot calling ``method`` of the part ``part`` (say ``hints``, ``ask``):
        connecting it builds nothing; its first call builds the part."""
        return partial(_call_part, self, part, method)

    def watch_built(self) -> bool:
        """Whether the watch parts exist (asking for one of them builds them all)."""
        return "watch_parts" in vars(self)

    watch_panel: Part[WatchPanel] = Part("watch_parts", "panel")
    watch_stage: Part[WatchStage] = Part("watch_parts", "stage")
    new_puzzle: Part[NewPuzzleController] = Part("watch_parts", "new_puzzle")

    @cached_property
    def how_it_works_panel(self) -> HowItWorks:
        """The How it works paragraphs, built when the dock is first shown."""
        from sudoku_desktop.gui.help.how_it_works import HowItWorks, scrolled

        panel = HowItWorks()
        self.how_it_works.setWidget(scrolled(panel, self.how_it_works))
        panel.watch_requested.connect(cast("MainWindow", self).watch_algorithm)
        return panel

    @cached_property
    def hint_parts(self) -> HintParts:
        """Hints, the path and the guide, built on first use (hint_parts.py)."""
        from sudoku_desktop.gui.window.hint_parts import build_hint_parts

        return build_hint_parts(cast("MainWindow", self))

    @cached_property
    def printing(self) -> PrintController:
        """Print and export (their dialogs, page sizes and PDF writer), on first use."""
        from sudoku_desktop.gui.files.printing import PrintController

        return PrintController(cast("MainWindow", self))

    hints: Part[HintController] = Part("hint_parts", "hints")
    paths: Part[PathController] = Part("hint_parts", "paths")
    path_panel: Part[SolutionPathPanel] = Part("hint_parts", "path_panel")
    guide: Part[TechniqueGuide] = Part("hint_parts", "guide")
