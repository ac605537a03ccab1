"""Watch the search, built on first use: the panel in its dock, its stage on the main board,
and File ▸ New puzzle (which hands generator runs to the panel).

These modules (the search worker, the recordings, the generator) take a third of a second
to import and build; the window makes them when the watch dock is first shown or one of
these parts is first asked for, not before its first paint (``on_demand.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QMainWindow

from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.generate.new_puzzle import NewPuzzleController
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.dock import follow_board_givens
from sudoku_desktop.gui.watch.legend import legend_entries
from sudoku_desktop.gui.watch.stage import WatchStage
from sudoku_desktop.gui.window.legend import Legend
from sudoku_desktop.gui.window.settings import Settings
from sudoku_desktop.gui.window.side_area import SideArea, SidePage


@dataclass(frozen=True)
class WatchParts:
    """What the window holds of the watch once it is built."""

    panel: WatchPanel
    stage: WatchStage
    new_puzzle: NewPuzzleController


def build_watch_parts(
    window: QMainWindow,
    editor: Editor,
    view: BoardView,
    area: SideArea,
    page: SidePage,
    legend: Legend,
    settings: Settings | None,
) -> WatchParts:
    """Make the watch panel in ``page``, following the givens of ``editor``'s board, its
    stage on ``view`` (its bar above ``area``'s tabs) and the New puzzle controller; give
    ``legend`` the watch's rows and show ``settings`` (when the window has had them)."""
    panel = WatchPanel(own_board=False)  # the run plays on the window's board
    follow_board_givens(panel, editor.model, editor.state_changed)
    new_puzzle = NewPuzzleController(window, editor, panel)
    stage = WatchStage(window, view, editor, panel, page)
    stage.follow_board()  # the board's givens so far count as followed, as if built at start
    area.add_header(stage.bar)  # above the tabs, whichever is in front
    page.setWidget(panel)
    legend.prepare(legend_entries())  # entering watch mode then only switches rows
    if settings is not None:
        panel.apply(settings, Settings.options())
    return WatchParts(panel, stage, new_puzzle)
