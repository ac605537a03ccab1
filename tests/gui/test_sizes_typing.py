"""Every size on the board: File ▸ Type a puzzle's bar asks for the size (4×4 to 25×25, 9×9
by default, the last one remembered), the puzzle is typed from the keyboard (letters for the
symbols beyond 9) and the board stores and draws it in its own shape."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.geometry import geometry_for_size
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.gui import MainWindow, create_main_window
from sudoku_desktop.gui.window.settings import Settings
from tests.gui.conftest import wait_idle
from tests.gui.test_type_puzzle import activate, type_line

FOUR = "......23....42.."
"""A 4×4 puzzle of one solution, 2314142331424231 (tests/data/sizes/golden.txt)."""
SIXTEEN = (
    "..2.7.E...B4..FG.G.EB5.......A.8..4..AG37..D.C.E.D6B......G.7...1.....3286FC......765"
    "......G.9...3......A5..1..CC9.58B........................D...5..EA.43.8.BG..2B...9..1"
    "..6.E7.89.D7...2..C..F4..2...1G.....A.E..9..5D2...F8.4.B....F7.9....1...1..6.G3F4.B2.."
)
"""A 16×16 puzzle of one solution (golden.txt), its symbols 1-9 then A-G."""


def choose_size(qtbot: QtBot, window: MainWindow, size: int) -> None:
    """Alt+Z to the bar's size box, then arrows until it says ``size``, as a user would."""
    combo = window.typing.bar.size_combo
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is combo
    key = Qt.Key.Key_Up if combo.findData(size) < combo.currentIndex() else Qt.Key.Key_Down
    while combo.currentData() != size:
        qtbot.keyClick(combo, key)
    qtbot.waitUntil(lambda: window.editor.state().geometry.size == size)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.board_view)  # typing on


def givens(window: MainWindow) -> str:
    state = window.editor.state()
    shape = state.geometry
    return "".join(
        shape.symbol(d) if o is Origin.GIVEN else "."
        for d, o in zip(state.digits, state.origins, strict=True)
    )


def inked(window: MainWindow, cell: int) -> int:
    """How many dark pixels the board draws inside ``cell`` (a symbol's strokes)."""
    view = window.board_view
    size = view.shape().size
    image = view.viewport().grab().toImage()
    rect = view.visualRect(window.model.index(*divmod(cell, size))).adjusted(3, 3, -3, -3)
    return sum(
        QColor(image.pixel(x, y)).lightness() < 100
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
    )


def test_a_4x4_puzzle_typed_from_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    activate(qtbot, window)
    qtbot.keySequence(window, QKeySequence("Ctrl+T"))
    assert window.typing.bar.size_combo.currentData() == 9  # the default
    choose_size(qtbot, window, 4)
    assert window.model.rowCount() == window.model.columnCount() == 4
    view = window.board_view
    assert view.width() - 2 * view.frameWidth() == 4 * view.cell_size()  # 4 cells fill it
    assert view.x() + view.width() <= view.parentWidget().width()  # none cut off
    type_line(qtbot, window, FOUR)
    assert givens(window) == FOUR
    assert view.current_cell() == 15  # the last cell, not beyond
    assert [window.model.index(1, c).data() for c in range(4)] == ["", "", "2", "3"]
    assert inked(window, 6) > 20 and inked(window, 0) == 0  # a given drawn, a blank not
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Start solving
    wait_idle(qtbot, window)
    assert window.statusBar().currentMessage() == "Check: exactly one solution"
    assert window.editor.state().geometry is geometry_for_size(4)


def test_a_16x16_puzzle_typed_with_letters(qtbot: QtBot, window: MainWindow) -> None:
    activate(qtbot, window)
    qtbot.keySequence(window, QKeySequence("Ctrl+T"))
    choose_size(qtbot, window, 16)
    assert "A to G for 10 to 16" in window.typing.bar.text.text()
    view = window.board_view
    frame = view.parentWidget()
    qtbot.waitUntil(  # the window grows, or the cells shrink: nothing cut off
        lambda: view.geometry().bottom() < frame.height() and view.x() >= 0
    )
    type_line(qtbot, window, SIXTEEN[:100])
    type_line(qtbot, window, SIXTEEN[100:].lower())  # lower case types the same
    assert givens(window) == SIXTEEN
    state = window.editor.state()
    assert state.digits[6] == 14  # "E" in r1c7
    assert window.model.index(0, 6).data() == "E"
    assert (
        window.model.index(0, 6)
        .data(Qt.ItemDataRole.AccessibleTextRole)
        .startswith("r1c7, E, given")
    )
    assert inked(window, 6) > 10 and inked(window, 0) == 0
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    assert window.statusBar().currentMessage() == "Check: exactly one solution"


def test_a_letter_beyond_the_size_types_nothing(qtbot: QtBot, window: MainWindow) -> None:
    activate(qtbot, window)
    window.commands.action_type_puzzle.trigger()
    choose_size(qtbot, window, 16)
    type_line(qtbot, window, "HA")  # H is no 16×16 symbol: the cursor stays
    assert givens(window).startswith("A.")
    assert window.board_view.current_cell() == 1


def test_the_size_chosen_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    """As the app does: each window shows the preferences (window.apply), the size among them."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = create_main_window(store)
    first.apply(Settings(store))
    qtbot.addWidget(first)
    first.show()
    activate(qtbot, first)
    first.commands.action_type_puzzle.trigger()
    choose_size(qtbot, first, 16)
    first.typing.cancel()
    first.close()
    again = create_main_window(store)
    again.apply(Settings(store))
    qtbot.addWidget(again)
    again.commands.action_type_puzzle.trigger()
    assert again.editor.state().geometry is geometry_for_size(16)
    again.close()
