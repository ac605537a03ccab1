"""The window as a whole: model roles, actions, accessible names, and the rendered colours."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.model import CANDIDATES_ROLE
from sudoku_desktop.gui.board.palette import PALETTES
from tests.gui.conftest import STUCK, load, look_at, wait_idle

ACTION_NAMES = [
    "action_paste",
    "action_copy",
    "action_open",
    "action_save",
    "action_set_puzzle",
    "action_edit_puzzle",
    "action_clear",
    "action_check",
    "action_small_candidates",
    "action_notes_mode",
    "action_fill_candidates",
    "action_clear_notes",
    "action_show_mistakes",
    "action_pause_game",
    "action_print",
    "action_export_pdf",
    "action_solve_logic",
    "action_hint",
    "action_solve",
    "action_undo",
    "action_redo",
]


def test_window_shows_sample_with_givens_bold_black(window: MainWindow) -> None:
    model = window.board_view.model()
    first = model.index(0, 0)
    assert first.data() == "5"
    assert look_at(first).bold
    assert look_at(first).colour == QColor("#000000")
    assert model.index(0, 2).data() == ""
    assert not look_at(model.index(0, 2)).bold
    assert model.index(0, 2).data(CANDIDATES_ROLE) == (1, 2, 4)
    assert model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole) == "r1c3: candidates 1 2 4"
    assert model.index(3, 6).data(Qt.ItemDataRole.ToolTipRole).startswith("r4c7")


def test_board_model_passes_qt_model_tester(
    window: MainWindow, qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    qtmodeltester.check(window.model)
    load(window, STUCK)  # a reset and edits while the tester watches
    window.board_view.select_cell(0)
    qtbot.keyClick(window.board_view, Qt.Key.Key_2)
    window.commands.action_undo.trigger()


def test_every_action_exists_with_its_object_name(window: MainWindow) -> None:
    for name in ACTION_NAMES:
        action = window.findChild(QAction, name)
        assert action is not None, name
        assert action.text()


def test_every_widget_of_ours_has_an_accessible_name(window: MainWindow) -> None:
    ours = [
        w
        for w in window.findChildren(QWidget)
        # ours have an objectName or, for menus, a title (Qt's own overflow menu has none)
        if (w.objectName() and not w.objectName().startswith("qt_"))
        or (isinstance(w, QMenu) and w.title())
    ]
    assert len(ours) > 15
    missing = [w.objectName() or repr(w) for w in ours if not w.accessibleName()]
    assert missing == []
    assert window.board_view.accessibleName()


def _darkest(image: QImage, window: MainWindow, row: int, column: int) -> QColor:
    """The darkest pixel inside a cell: the ink of its digit."""
    view = window.board_view
    rect = view.visualRect(view.model().index(row, column))
    offset = view.viewport().mapTo(window, rect.topLeft())
    pixels = (
        image.pixelColor(offset.x() + x, offset.y() + y)
        for x in range(6, rect.width() - 6)
        for y in range(6, rect.height() - 6)
    )
    return min(pixels, key=lambda colour: colour.lightness())


def test_png_mid_solve_shows_givens_black_and_logic_blue(
    window: MainWindow, qtbot: QtBot, tmp_path: object
) -> None:
    load(window, STUCK)
    window.commands.action_rules_seed.trigger()
    window.commands.action_solve_logic.trigger()
    wait_idle(qtbot, window)
    state = window.model.state()
    logic_cells = state.filled_by(Origin.LOGIC)
    assert logic_cells and 0 in state.digits  # mid-solve: some blue, some empty
    path = f"{tmp_path}/mid_solve.png"
    assert window.grab().save(path)
    image = QImage(path)
    given = state.filled_by(Origin.GIVEN)[0]
    ink = _darkest(image, window, *divmod(given, 9))
    assert ink.red() < 40 and ink.green() < 40 and ink.blue() < 40
    blue = _darkest(image, window, *divmod(logic_cells[0], 9))
    expected = PALETTES["default"].origin_colour(Origin.LOGIC)
    assert blue.blue() > blue.red() + 80
    assert abs(blue.blue() - expected.blue()) < 40 and abs(blue.red() - expected.red()) < 40
