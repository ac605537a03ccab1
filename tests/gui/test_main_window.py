"""The window opens with a sample puzzle; givens are drawn bold black."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import create_main_window
from sudoku_desktop.gui.board_model import CANDIDATES_ROLE


def test_window_shows_sample_with_givens_bold_black(qtbot: QtBot) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    model = window.board_view.model()
    first = model.index(0, 0)
    assert first.data() == "5"
    assert first.data(Qt.ItemDataRole.FontRole).bold()
    assert first.data(Qt.ItemDataRole.ForegroundRole) == QColor("#000000")
    assert model.index(0, 2).data() == ""
    assert model.index(0, 2).data(CANDIDATES_ROLE) == (1, 2, 4)
    assert model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole) == "r1c3: candidates 1 2 4"


def test_given_pixels_are_black(qtbot: QtBot) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    image = window.board_view.viewport().grab().toImage()
    rect = window.board_view.visualRect(window.board_view.model().index(0, 0))
    darkest = min(
        image.pixelColor(x, y).lightness()
        for x in range(rect.left() + 4, rect.right() - 4)
        for y in range(rect.top() + 4, rect.bottom() - 4)
    )
    assert darkest < 40


def test_board_model_passes_qt_model_tester(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    qtmodeltester.check(window.model)
