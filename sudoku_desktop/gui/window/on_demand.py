"""The main window's side panels, and the parts built on first use, not before its first paint.

The watch (panel, stage, New puzzle and the generator), How it works, the hints (hint and
path controllers, the technique guide) and printing import the search, recording and deduction
modules and build large widgets: about half of what the window cost to show. Their panels
exist from the start (``SidePage``: View-menu toggles, shortcuts and saved layouts work as
before) and fill on first show; each part is a ``Lazy`` (lazy.py) whose builder here hands
it the window's parts it uses, and a typed property reads it, so callers and tests use
``window.watch_panel`` as before. The pages keep the names the docks they replaced had
(``watch_dock``, ``how_it_works``, ``path_dock``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias, TypeVar, cast

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QMainWindow

from sudoku_desktop.gui.window.lazy import Lazy, Member, member
from sudoku_desktop.gui.window.side_area import PAGE_MAX_TEXT_WIDTH, SidePage

if TYPE_CHECKING:
    from sudoku_desktop.gui.board.delegate import CellDelegate
    from sudoku_desktop.gui.board.editor import Editor
    from sudoku_desktop.gui.board.marks_overlay import MarksOverlay
    from sudoku_desktop.gui.board.view import BoardView
    from sudoku_desktop.gui.files.controller import FileController
    from sudoku_desktop.gui.files.printing import PrintController
    from sudoku_desktop.gui.generate.new_puzzle import NewPuzzleController
    from sudoku_desktop.gui.help.how_it_works import HowItWorks
    from sudoku_desktop.gui.hints.guide_window import TechniqueGuide
    from sudoku_desktop.gui.hints.hint_controller import HintController
    from sudoku_desktop.gui.hints.hint_extras import HintExtras
    from sudoku_desktop.gui.hints.path_controller import PathController
    from sudoku_desktop.gui.hints.path_panel import SolutionPathPanel
    from sudoku_desktop.gui.solving.controller import SolvingController
    from sudoku_desktop.gui.threads.board_jobs import BoardAccess
    from sudoku_desktop.gui.threads.job_runner import JobRunner
    from sudoku_desktop.gui.watch import WatchPanel
    from sudoku_desktop.gui.watch.stage import WatchStage
    from sudoku_desktop.gui.window.actions import Actions
    from sudoku_desktop.gui.window.banner import Banner
    from sudoku_desktop.gui.window.edit_lock import EditLock
    from sudoku_desktop.gui.window.hint_parts import HintParts
    from sudoku_desktop.gui.window.legend import Legend
    from sudoku_desktop.gui.window.settings import Settings
    from sudoku_desktop.gui.window.side_area import SideArea
    from sudoku_desktop.gui.window.side_panel import SidePanel
    from sudoku_desktop.gui.window.watch_parts import WatchParts


T = TypeVar("T")
Of: TypeAlias = "Member[OnDemandParts, T]"
"""A window's attribute read from one of its lazy parts."""


def _watch(parts: OnDemandParts) -> WatchParts:
    """The watch's panel, stage and New puzzle, built now if they were not yet."""
    return parts.watch_part.get()


def _hints(parts: OnDemandParts) -> HintParts:
    """The hints, the path and the guide, built now if they were not yet."""
    return parts.hint_part.get()


class OnDemandParts:
    """Mixed into ``MainWindow``: its side panels, and the parts made on first use. It names
    the window's parts it uses, not the window (whose module mixes it in); its words keep
    the window's translation context."""

    hint_page: SidePage
    watch_dock: SidePage
    path_dock: SidePage
    how_it_works: SidePage
    legend_page: SidePage
    settings: Settings | None
    if TYPE_CHECKING:
        commands: Actions
        editor: Editor
        board_view: BoardView
        delegate: CellDelegate
        runner: JobRunner
        board_access: BoardAccess
        hint_extras: HintExtras
        solving: SolvingController
        files: FileController
        banner: Banner
        side_area: SideArea
        side_panel: SidePanel
        legend: Legend
        edit_lock: EditLock

        def show_status(self, text: str) -> None: ...
        def show_hint(self, text: str, can_apply: bool) -> None: ...
        def watch_algorithm(self, algorithm_id: str) -> None: ...

    def _build_parts(self) -> None:
        """The parts built on first use, each a ``Lazy`` its signals are wired through."""
        self.watch_part = Lazy(self._make_watch_parts)
        self.hint_part = Lazy(self._make_hint_parts)
        self.how_it_works_part = Lazy(self._make_how_it_works)
        self.printing_part = Lazy(self._make_printing)

    def _build_pages(self) -> None:
        """The side area's panels, in the order of their tabs: the hint and the legend at
        once (the board shows them), the watch, the path and How it works when first shown."""
        window = cast(QMainWindow, self)
        area, tr = self.side_area, window.tr
        self.hint_page = area.add_page(
            "hint_panel", tr("Hint and coach"), tab_title=tr("Hint", "side panel tab")
        )
        self.hint_page.setWidget(self.side_panel)
        self.watch_dock = area.add_page(
            "watch_dock", tr("Watching"), self.watch_part.get, tr("Watch", "side panel tab")
        )
        self.path_dock = area.add_page(
            "solution_path_dock",
            tr("Solution path"),
            self.hint_part.get,
            tr("Path", "side panel tab"),
        )
        self.how_it_works = area.add_page(
            "how_it_works_dock",
            tr("How it works"),
            self.how_it_works_part.get,
            tr("How it works", "side panel tab"),
        )
        self.legend_page = area.add_page("legend_panel", tr("Legend"))
        self.legend_page.setWidget(self.legend)
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
            self.commands.menu_view.addAction(toggle)
        self.watch_dock.visibilityChanged.connect(self.place_digit_pad)
        self.hint_page.show()
        self.legend_page.show()
        self.hint_page.raise_()

    @Slot()
    def show_watch_mode(self) -> None:
        """While a search plays on the board: the legend names its marks, the hint, coach
        and digit pad (which act on the user's board, set aside) are hidden and the commands
        that would edit it greyed."""
        watching = self.watch_built() and self.watch_stage.watching
        if watching:  # however the run started, its controls and order list come in view
            self.bring_watch_dock_forward()
        if self.watch_built():
            from sudoku_desktop.gui.watch.legend import legend_entries

            entries = legend_entries()
            self.legend.fold(entries if watching else None)
            self.legend.prepare(entries)  # built now (a new palette too), switched to later
        else:
            self.legend.fold(None)
        self.side_panel.show_play(not watching)
        self.edit_lock.set_locked(watching)
        self.place_digit_pad()

    @Slot()
    def place_digit_pad(self) -> None:
        """The digit pad under the tabs, but for while the watch's controls are there (its
        panel open, or a run watched): the room goes to what the search shows, and a run
        starting from the open panel moves nothing."""
        watching = self.watch_built() and self.watch_stage.watching
        pad = self.side_panel.digit_pad
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
        ShortcutsDialog(cast(QMainWindow, self)).show()

    def bring_watch_dock_forward(self) -> None:
        """Open the watch's panel, its tab in front (nothing when it is already)."""
        if not self.watch_dock.in_front():
            self.watch_dock.raise_()

    def watch_built(self) -> bool:
        """Whether the watch parts exist (asking for one of them builds them all)."""
        return self.watch_part.built()

    def _make_watch_parts(self) -> WatchParts:
        """The watch panel, its stage and New puzzle (watch_parts.py), in watch mode's wiring."""
        from sudoku_desktop.gui.window.watch_parts import build_watch_parts

        parts = build_watch_parts(
            cast(QMainWindow, self),
            self.editor,
            self.board_view,
            self.side_area,
            self.watch_dock,
            self.legend,
            self.settings,
        )
        parts.stage.entered.connect(self.show_watch_mode)
        parts.stage.left.connect(self.show_watch_mode)
        return parts

    def _make_hint_parts(self) -> HintParts:
        """Hints, the path and the guide (hint_parts.py), saying what they do in the hint's
        panel and the status bar, the coach invited when logic is stuck."""
        from sudoku_desktop.gui.window.hint_parts import build_hint_parts

        parts = build_hint_parts(
            cast(QMainWindow, self),
            self.board_access,
            self.board_view,
            self.hint_extras,
            self.path_dock,
            self.runner,
        )
        parts.hints.hint_changed.connect(self.show_hint)
        parts.hints.stuck.connect(self.solving.invite)
        parts.hints.status.connect(self.show_status)
        parts.paths.status.connect(self.show_status)
        parts.paths.edits_refused = self.edit_lock.refused  # the board set aside while watching
        return parts

    def _make_how_it_works(self) -> HowItWorks:
        """The How it works paragraphs, built when the dock is first shown."""
        from sudoku_desktop.gui.help.how_it_works import HowItWorks

        panel = HowItWorks()
        panel.setMaximumWidth(PAGE_MAX_TEXT_WIDTH)  # a readable measure on a wide screen
        self.how_it_works.setWidget(panel)
        panel.watch_requested.connect(self.watch_algorithm)
        return panel

    def _make_printing(self) -> PrintController:
        """Print and export (their dialogs, page sizes and PDF writer), saying what they did
        in the status bar and what failed in the banner."""
        from sudoku_desktop.gui.files.printing import PrintController

        files = self.files
        printing = PrintController(
            lambda: files.open_list,
            self.editor.state,
            self.runner,
            self.board_view,
            self.delegate,
            cast(QMainWindow, self),
        )
        printing.status.connect(self.show_status)
        printing.failed.connect(self.banner.show_message)
        return printing

    watch_panel: Of[WatchPanel] = member(_watch, lambda parts: parts.panel)
    """The watch's panel (built on first use, with the whole watch)."""
    watch_stage: Of[WatchStage] = member(_watch, lambda parts: parts.stage)
    """The watch's stage on the main board (built on first use, with the whole watch)."""
    new_puzzle: Of[NewPuzzleController] = member(_watch, lambda parts: parts.new_puzzle)
    """File ▸ New puzzle (built on first use, with the whole watch)."""
    marks_overlay: Of[MarksOverlay] = member(_hints, lambda parts: parts.overlay)
    """The hint's marks over the board (built on first use, with the hints)."""
    hints: Of[HintController] = member(_hints, lambda parts: parts.hints)
    """The graded hints (built on first use, with the path and the guide)."""
    paths: Of[PathController] = member(_hints, lambda parts: parts.paths)
    """The solution path (built on first use, with the hints and the guide)."""
    path_panel: Of[SolutionPathPanel] = member(_hints, lambda parts: parts.path_panel)
    """The solution path's panel (built on first use, with the hints and the guide)."""
    guide: Of[TechniqueGuide] = member(_hints, lambda parts: parts.guide)
    """Help ▸ Techniques (built on first use, with the hints and the path)."""

    @property
    def how_it_works_panel(self) -> HowItWorks:
        """How it works' paragraphs (built when first shown or asked for)."""
        return self.how_it_works_part.get()

    @property
    def printing(self) -> PrintController:
        """Print and export (built on first use)."""
        return self.printing_part.get()
