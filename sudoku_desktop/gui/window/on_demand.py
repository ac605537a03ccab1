"""The main window's side panels, and the parts built on first use, not before its first paint.

The watch (panel, stage, New puzzle and the generator), How it works, the hints (hint and
path controllers, the technique guide) and printing import the search, recording and deduction
modules and build large widgets: about half of what the window cost to show. Their panels
exist from the start (``SidePage``: View-menu toggles, shortcuts and saved layouts work as
before) and fill on first show; each part is a typed attribute of the window, built the
first time it is read, so callers and tests use ``window.watch_panel`` as before. The pages
keep the names the docks they replaced had (``watch_dock``, ``how_it_works``, ``path_dock``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property, partial
from typing import TYPE_CHECKING, Generic, TypeVar, cast, overload

from PySide6.QtCore import Slot

from sudoku_desktop.gui.window.side_area import PAGE_MAX_TEXT_WIDTH, SidePage

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


def _pass_to_part(owner: object, part: str, method: str, *signal_args: object) -> None:
    getattr(getattr(owner, part), method)(*signal_args)


class OnDemandParts:
    """Mixed into ``MainWindow``: its side panels, and the parts made on first use."""

    hint_page: SidePage
    watch_dock: SidePage
    path_dock: SidePage
    how_it_works: SidePage
    legend_page: SidePage
    settings: Settings | None

    def _build_pages(self) -> None:
        """The side area's panels, in the order of their tabs: the hint and the legend at
        once (the board shows them), the watch, the path and How it works when first shown."""
        window = cast("MainWindow", self)
        area, tr = window.side_area, window.tr
        self.hint_page = area.add_page("hint_panel", tr("Hint and coach"))
        self.hint_page.setWidget(window.side_panel)
        self.watch_dock = area.add_page("watch_dock", tr("Watching"), lambda: self.watch_parts)
        self.path_dock = area.add_page(
            "solution_path_dock", tr("Solution path"), lambda: self.hint_parts
        )
        self.how_it_works = area.add_page(
            "how_it_works_dock", tr("How it works"), lambda: self.how_it_works_panel
        )
        self.legend_page = area.add_page("legend_panel", tr("Legend"))
        self.legend_page.setWidget(window.legend)
        for page, name, key in (
            (self.hint_page, "action_hint_panel", "Ctrl+Alt+H"),
            (self.watch_dock, "action_watch_search", "Ctrl+Alt+W"),
            (self.path_dock, "action_solution_path", "Ctrl+Shift+L"),
            (self.how_it_works, "action_how_it_works_panel", "Shift+F1"),
            (self.legend_page, "action_legend_panel", "Ctrl+Alt+D"),
        ):
            toggle = page.toggleViewAction()
            toggle.setObjectName(name)
            toggle.setShortcut(key)
            window.commands.menu_view.addAction(toggle)
        self.watch_dock.visibilityChanged.connect(self.place_digit_pad)
        self.hint_page.show()
        self.legend_page.show()
        self.hint_page.raise_()

    @Slot()
    def show_watch_mode(self) -> None:
        """While a search plays on the board: the legend names its marks, the hint, coach
        and digit pad (which act on the user's board, set aside) are hidden and the commands
        that would edit it greyed."""
        window = cast("MainWindow", self)
        watching = self.watch_built() and self.watch_stage.watching
        if watching:  # however the run started, its controls and order list come in view
            self.bring_watch_dock_forward()
        if self.watch_built():
            from sudoku_desktop.gui.watch.legend import legend_entries

            entries = legend_entries()
            window.legend.fold(entries if watching else None)
            window.legend.prepare(entries)  # built now (a new palette too), switched to later
        else:
            window.legend.fold(None)
        window.side_panel.show_play(not watching)
        window.edit_lock.set_locked(watching)
        self.place_digit_pad()

    @Slot()
    def place_digit_pad(self) -> None:
        """The digit pad under the tabs, but for while the watch's controls are there (its
        panel open, or a run watched): the room goes to what the search shows, and a run
        starting from the open panel moves nothing."""
        watching = self.watch_built() and self.watch_stage.watching
        pad = cast("MainWindow", self).side_panel.digit_pad
        pad.setVisible(not (watching or self.watch_dock.isVisible()))

    @Slot()
    def show_solution_path(self) -> None:
        """Show the path's panel and list the board's logical solution (the board stays)."""
        self.path_dock.show()
        self.path_dock.raise_()
        self.paths.list_path()

    @Slot()
    def show_guide(self) -> None:
        """Help ▸ Techniques, on the technique of the hint shown when there is one."""
        hint = self.hints.hint
        self.guide.show_technique(hint.technique or "" if hint is not None else "")

    @Slot()
    def show_shortcuts(self) -> None:
        """Help ▸ Keyboard shortcuts, read from this window's actions (the watch's among
        them, so it is built first)."""
        from sudoku_desktop.gui.help.shortcuts_dialog import ShortcutsDialog

        self.watch_dock.ensure_built()
        ShortcutsDialog(cast("MainWindow", self)).show()

    @cached_property
    def watch_parts(self) -> WatchParts:
        """The watch panel, its stage and New puzzle, built on first use (watch_parts.py)."""
        from sudoku_desktop.gui.window.watch_parts import build_watch_parts

        return build_watch_parts(cast("MainWindow", self), self.settings)

    def bring_watch_dock_forward(self) -> None:
        """Open the watch's panel, its tab in front (nothing when it is already)."""
        if not self.watch_dock.in_front():
            self.watch_dock.raise_()

    def part_slot(self, part: str, method: str) -> Callable[..., None]:
        """A slot calling ``method`` of the part ``part`` (say ``hints``, ``ask``):
        connecting it builds nothing; its first call builds the part."""
        return partial(_call_part, self, part, method)

    def part_receiver(self, part: str, method: str) -> Callable[..., None]:
        """As ``part_slot``, but ``method`` receives the signal's arguments."""
        return partial(_pass_to_part, self, part, method)

    def watch_built(self) -> bool:
        """Whether the watch parts exist (asking for one of them builds them all)."""
        return "watch_parts" in vars(self)

    watch_panel: Part[WatchPanel] = Part("watch_parts", "panel")
    watch_stage: Part[WatchStage] = Part("watch_parts", "stage")
    new_puzzle: Part[NewPuzzleController] = Part("watch_parts", "new_puzzle")

    @cached_property
    def how_it_works_panel(self) -> HowItWorks:
        """The How it works paragraphs, built when the dock is first shown."""
        from sudoku_desktop.gui.help.how_it_works import HowItWorks

        panel = HowItWorks()
        panel.setMaximumWidth(PAGE_MAX_TEXT_WIDTH)  # a readable measure on a wide screen
        self.how_it_works.setWidget(panel)
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
