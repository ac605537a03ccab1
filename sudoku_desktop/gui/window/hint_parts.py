"""Hints, the solution path and the technique guide, built on first use.

They import the whole deduction engine (every technique family, the guide's examples)
and the layer that draws a hint's marks over the board, none of which the board needs to
be painted; the window makes them the first time a hint,
the path or the guide is asked for, or the path dock is shown, and wires them to its status
bar, hint panel and coach (``on_demand.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from sudoku_desktop.gui.board.marks_overlay import MarksOverlay
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.hints.guide_window import TechniqueGuide
from sudoku_desktop.gui.hints.hint_controller import HintController
from sudoku_desktop.gui.hints.hint_extras import HintExtras
from sudoku_desktop.gui.hints.path_controller import PathController
from sudoku_desktop.gui.hints.path_panel import SolutionPathPanel
from sudoku_desktop.gui.threads.board_jobs import BoardAccess
from sudoku_desktop.gui.threads.job_runner import JobRunner
from sudoku_desktop.gui.window.side_area import SidePage


@dataclass(frozen=True)
class HintParts:
    """What the window holds of the hints once they are built."""

    overlay: MarksOverlay
    hints: HintController
    paths: PathController
    path_panel: SolutionPathPanel
    guide: TechniqueGuide


def build_hint_parts(
    window: QWidget,
    access: BoardAccess,
    view: BoardView,
    extras: HintExtras,
    path_page: SidePage,
    runner: JobRunner,
) -> HintParts:
    """Make the hint controller (its marks on a layer over ``view``, its technique and
    chain in ``extras``), the path controller with its panel in ``path_page``, and the guide, which
    ``extras`` and the path panel open."""
    overlay = MarksOverlay(view)
    hints = HintController(access, overlay, window)
    hints.technique_changed.connect(extras.set_technique)
    hints.chain_changed.connect(extras.set_chain)
    path_panel = SolutionPathPanel()
    path_page.setWidget(path_panel)
    paths = PathController(access, path_panel, window)
    guide = TechniqueGuide(runner, window)
    extras.guide_requested.connect(guide.show_technique)
    path_panel.guide_requested.connect(guide.show_technique)
    return HintParts(overlay, hints, paths, path_panel, guide)
