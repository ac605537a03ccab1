"""Watch the search, built on first use: the panel in its dock, its stage on the main board,
and File ▸ New puzzle (which hands generator runs to the panel).

These modules (the search worker, the recordings, the generator) take a third of a second
to import and build; the window makes them when the watch dock is first shown or one of
these parts is first asked for, not before its first paint.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sudoku_desktop.gui.app.settings import Settings
from sudoku_desktop.gui.generate.new_puzzle import NewPuzzleController
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.dock import follow_board_givens
from sudoku_desktop.gui.watch.legend import legend_entries
from sudoku_desktop.gui.watch.stage import WatchStage

if TYPE_CHECKING:
    from sudoku_desktop.gui.window.main_window import MainWindow


@dataclass(frozen=True)
class WatchParts:
    """What the window holds of the watch once it is built."""

    panel: WatchPanel
    stage: WatchStage
    new_puzzle: NewPuzzleController


def build_watch_parts(window: MainWindow, settings: Settings | None) -> WatchParts:
    """Make the watch panel in ``window.watch_dock``, following the board's givens, its
    stage (its bar above the side area's tabs) and the New puzzle controller; show
    ``settings`` (when the window has had them)."""
    panel = WatchPanel(own_board=False)  # the run plays on the window's board
    follow_board_givens(panel, window.model, window.editor.state_changed)
    new_puzzle = NewPuzzleController(window, window.editor, panel)
    stage = WatchStage(window, window.board_view, window.editor, panel, window.watch_dock)
    stage.follow_board()  # the board's givens so far count as followed, as if built at start
    window.side_area.add_header(stage.bar)  # above the tabs, whichever is in front
    window.watch_dock.setWidget(panel)
    stage.entered.connect(window.show_watch_mode)
    stage.left.connect(window.show_watch_mode)
    window.legend.prepare(legend_entries())  # entering watch mode then only switches rows
    if settings is not None:
        panel.apply(settings, Settings.options())
    return WatchParts(panel, stage, new_puzzle)
