"""Hints, the solution path and the technique guide, built on first use.

They import the whole deduction engine (every technique family, the guide's examples),
which the board does not need to be painted; the window makes them the first time a hint,
the path or the guide is asked for, or the path dock is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sudoku_desktop.gui.hints.guide_window import TechniqueGuide
from sudoku_desktop.gui.hints.hint_controller import HintController
from sudoku_desktop.gui.hints.path_controller import PathController
from sudoku_desktop.gui.hints.path_panel import SolutionPathPanel

if TYPE_CHECKING:
    from sudoku_desktop.gui.window.main_window import MainWindow


@dataclass(frozen=True)
class HintParts:
    """What the window holds of the hints once they are built."""

    hints: HintController
    paths: PathController
    path_panel: SolutionPathPanel
    guide: TechniqueGuide


def build_hint_parts(window: MainWindow) -> HintParts:
    """Make the hint and path controllers (the path panel in ``window.path_dock``) and the
    guide, wired to ``window``'s side panel, status bar and board marks."""
    hints = HintController(window.board_access, window.marks_overlay, window)
    hints.hint_changed.connect(window.show_hint)
    hints.technique_changed.connect(window.hint_extras.set_technique)
    hints.chain_changed.connect(window.hint_extras.set_chain)
    hints.stuck.connect(window.solving.invite)
    hints.status.connect(window.show_status)
    path_panel = SolutionPathPanel()
    window.path_dock.setWidget(path_panel)
    paths = PathController(window.board_access, path_panel, window)
    paths.status.connect(window.show_status)
    paths.edits_refused = window.edit_lock.refused  # the board set aside while watching
    guide = TechniqueGuide(window.runner, window)
    window.hint_extras.guide_requested.connect(guide.show_technique)
    path_panel.guide_requested.connect(guide.show_technique)
    return HintParts(hints, paths, path_panel, guide)
