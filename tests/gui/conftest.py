"""GUI fixtures: a window with its own settings file, and helpers that act like a user."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSettings, Qt
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.geometry import CLASSIC, name_in
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui import MainWindow, create_main_window
from sudoku_desktop.gui.board.model import LOOK_ROLE, CellLook
from sudoku_desktop.gui.board.palette import current_palette
from sudoku_desktop.gui.files.samples import sample_puzzles
from sudoku_desktop.gui.watch import WatchPanel

SAMPLES = dict((name, puzzle) for name, puzzle in sample_puzzles())
STUCK = SAMPLES["singles get stuck"]
BEYOND = SAMPLES["beyond the rules"]
TWO_SOLUTIONS = SAMPLES["two solutions"]


@pytest.fixture(autouse=True)
def classic_naming() -> Iterator[None]:
    """Cells are named on the 9×9 grid again after each test: a board of another size shown
    names them in its shape in the GUI thread, which the next test's core calls share."""
    yield
    name_in(CLASSIC)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window as create_main_window() builds it, shown, recent files in tmp_path."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = create_main_window(settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def load(window: MainWindow, puzzle: Puzzle) -> None:
    """Load a puzzle the way a user would: paste its line."""
    from PySide6.QtWidgets import QApplication

    QApplication.clipboard().setText(puzzle.to_line())
    window.commands.action_paste.trigger()


def wait_idle(qtbot: QtBot, window: MainWindow, timeout: int = 30_000) -> None:
    """Wait until the worker thread has answered (``timeout`` ms at most: generous, as a
    passing test waits no longer for it, and a worker shares its core with another pytest
    worker and the machine's load; 10 s timed out at load 8)."""
    qtbot.waitUntil(lambda: not window.runner.is_busy(), timeout=timeout)


def click_cell(qtbot: QtBot, window: MainWindow, row: int, column: int) -> None:
    """Click a cell of the board (1-based row and column, as users count)."""
    view = window.board_view
    rect = view.visualRect(view.model().index(row - 1, column - 1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def cell_text(window: MainWindow, row: int, column: int) -> str:
    """What the model displays in a cell (1-based)."""
    return str(window.model.index(row - 1, column - 1).data())


def look_at(index: QModelIndex | QPersistentModelIndex) -> CellLook:
    """What the delegate paints in the cell at ``index``: the model's one look of it."""
    look = index.data(LOOK_ROLE)
    assert isinstance(look, CellLook)
    return look


def flash_of(index: QModelIndex | QPersistentModelIndex) -> float:
    """How strong a dead end's red flash is painted in the cell (0 none, 1 full), read back
    from the background drawn: the flash colour blended over the board's background, from
    15% (the faintest) to 90% (with the heat map off: no other background)."""
    background = look_at(index).background
    if background is None:
        return 0.0
    palette = current_palette()
    base, flash = palette.colour("background"), palette.colour("flash")
    amount = (base.greenF() - background.greenF()) / (base.greenF() - flash.greenF())
    return max(0.0, (amount - 0.15) / 0.75)


@contextmanager
def shown_watch_panel(
    qtbot: QtBot, width: int, height: int, puzzle: Puzzle | None = None, algorithm: str = ""
) -> Iterator[WatchPanel]:
    """A standalone watch panel on screen (``puzzle`` and ``algorithm`` set first when
    given), its search threads shut down afterwards."""
    widget = WatchPanel()
    qtbot.addWidget(widget)
    widget.resize(width, height)
    if puzzle is not None:
        widget.set_puzzle(puzzle)
    if algorithm:
        widget.picker.select(algorithm)
    widget.show()
    qtbot.waitExposed(widget)
    try:
        yield widget
    finally:
        widget.shutdown()
