"""The player's own notes: notes mode, Shift+digit, clicks on small digits, fill and clear,
peers cleaned on placing, undo, session, copy and paste as pencil marks, bad input."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.session import State
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.model import NOTES_ROLE
from sudoku_desktop.gui.board.painter import note_slot
from tests.gui.conftest import cell_text, click_cell

ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole


def notes(window: MainWindow, row: int, column: int) -> tuple[int, ...]:
    """The notes the model holds for a cell (1-based)."""
    return tuple(window.model.index(row - 1, column - 1).data(NOTES_ROLE))


def test_notes_mode_turns_digit_keys_into_notes(window: MainWindow, qtbot: QtBot) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(view, Qt.Key.Key_N)
    assert window.commands.action_notes_mode.isChecked()
    assert window.delegate.small_digits == "notes"  # the notes are shown at once
    qtbot.keyClick(view, Qt.Key.Key_4)
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert notes(window, 1, 3) == (2, 4)
    assert cell_text(window, 1, 3) == ""  # DisplayRole stays the digit
    assert window.model.index(0, 2).data(ACCESSIBLE) == "r1c3, empty, notes 2 and 4"
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert notes(window, 1, 3) == (4,)
    qtbot.keyClick(view, Qt.Key.Key_N)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert cell_text(window, 1, 3) == "1" and notes(window, 1, 3) == ()


def test_ctrl_digit_writes_a_note_without_the_mode(window: MainWindow, qtbot: QtBot) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 4)
    qtbot.keyClick(view, Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_At, Qt.KeyboardModifier.ShiftModifier)  # US Shift+2: no note
    assert notes(window, 1, 4) == (2, 6)
    assert not window.commands.action_notes_mode.isChecked()
    assert cell_text(window, 1, 4) == ""


def click_slot(qtbot: QtBot, window: MainWindow, cell: tuple[int, int], digit: int) -> None:
    """Click where the small ``digit`` of a cell (1-based row, column) is drawn."""
    view = window.board_view
    slot = note_slot(view.visualRect(window.model.index(cell[0] - 1, cell[1] - 1)), digit)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=slot.center().toPoint())


def test_a_click_on_a_small_digit_toggles_it(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)  # the first click selects; its candidates are 1 2 4
    assert notes(window, 1, 3) == ()
    click_slot(qtbot, window, (1, 3), 4)  # a candidate drawn: noted, and the notes shown
    assert notes(window, 1, 3) == (4,)
    assert window.delegate.small_digits == "notes"
    click_slot(qtbot, window, (1, 3), 4)
    assert notes(window, 1, 3) == ()
    window.commands.action_small_none.trigger()  # no small digit shows: a click only selects
    click_slot(qtbot, window, (1, 3), 4)
    assert notes(window, 1, 3) == ()


def test_a_second_click_where_no_small_digit_is_drawn_writes_nothing(
    window: MainWindow, qtbot: QtBot
) -> None:
    click_cell(qtbot, window, 1, 3)
    click_slot(qtbot, window, (1, 3), 7)  # 7 is no candidate of r1c3: nothing drawn there
    assert notes(window, 1, 3) == ()
    window.commands.action_small_notes.trigger()  # its notes: none, so nothing is drawn
    click_slot(qtbot, window, (1, 3), 2)
    assert notes(window, 1, 3) == ()
    window.commands.action_notes_mode.trigger()  # notes mode: any click writes its note
    click_slot(qtbot, window, (1, 3), 2)
    assert notes(window, 1, 3) == (2,)


def test_the_notes_toggle_beside_the_pad_writes_notes(window: MainWindow, qtbot: QtBot) -> None:
    pad = window.side_panel.digit_pad
    click_cell(qtbot, window, 1, 3)
    qtbot.mouseClick(pad.notes_toggle, Qt.MouseButton.LeftButton)
    assert window.commands.action_notes_mode.isChecked()
    qtbot.mouseClick(pad.buttons[1], Qt.MouseButton.LeftButton)
    assert notes(window, 1, 3) == (1,) and cell_text(window, 1, 3) == ""


def test_placing_a_digit_removes_it_from_the_peers_notes_and_undo_restores(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = window.board_view
    for row, column in ((1, 3), (3, 1)):
        click_cell(qtbot, window, row, column)
        qtbot.keyClick(view, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    click_cell(qtbot, window, 1, 4)
    qtbot.keyClick(view, Qt.Key.Key_4)
    assert notes(window, 1, 3) == ()  # same row
    assert notes(window, 3, 1) == (4,)  # not a peer of r1c4
    window.commands.action_undo.trigger()
    assert notes(window, 1, 3) == (4,) and cell_text(window, 1, 4) == ""
    window.commands.action_undo.trigger()
    assert notes(window, 3, 1) == ()
    window.commands.action_redo.trigger()
    assert notes(window, 3, 1) == (4,)


def test_peer_cleaning_is_a_preference(window: MainWindow, qtbot: QtBot) -> None:
    window.editor.clean_peer_notes = False
    view = window.board_view
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(view, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    click_cell(qtbot, window, 1, 4)
    qtbot.keyClick(view, Qt.Key.Key_4)
    assert notes(window, 1, 3) == (4,)


def test_fill_candidates_and_clear_notes_are_single_undo_steps(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.commands.action_small_none.trigger()
    window.commands.action_fill_candidates.trigger()
    assert window.delegate.small_digits == "notes"
    assert notes(window, 1, 3) == (1, 2, 4)
    assert all(notes(window, 1, 1) == () for _ in range(1))  # a given has none
    window.commands.action_clear_notes.trigger()
    assert all(notes(window, r, c) == () for r in range(1, 10) for c in range(1, 10))
    window.commands.action_undo.trigger()
    assert notes(window, 1, 3) == (1, 2, 4)
    window.commands.action_undo.trigger()
    assert notes(window, 1, 3) == ()
    window.commands.action_clear_notes.trigger()
    assert "no note" in window.statusBar().currentMessage()


def test_notes_survive_a_session_file_and_the_autosave(window: MainWindow, qtbot: QtBot) -> None:
    from sudoku_desktop.gui.app.autosave import WindowSnapshot

    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    state = window.editor.state()
    assert State.from_json(state.to_json()) == state
    snapshot = WindowSnapshot.from_json(WindowSnapshot.of(window, state, 75).to_json())
    assert snapshot.state.note_digits(2) == (2,) and snapshot.play_seconds == 75


def test_copy_as_pencil_marks_writes_notes_and_pasting_them_loads_notes(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = window.board_view
    window.commands.action_fill_candidates.trigger()
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(view, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # 1 2 4 → 2 4
    window.commands.action_copy_pencilmarks.trigger()
    copied = QApplication.clipboard().text()
    assert copied.splitlines()[1].split()[:4] == ["|", "5", "3", "24"]
    window.commands.action_clear.trigger()
    QApplication.clipboard().setText(copied)
    window.commands.action_paste.trigger()
    assert notes(window, 1, 3) == (2, 4)
    assert notes(window, 1, 4) == (2, 6)


def test_bad_note_input_says_why_and_changes_nothing(window: MainWindow, qtbot: QtBot) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 1)  # a given
    before = window.editor.state()
    qtbot.keyClick(view, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert window.editor.state() == before
    assert "r1c1 holds a digit" in window.statusBar().currentMessage()
    view.clearSelection()
    view.setCurrentIndex(window.model.index(-1, -1))
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert window.editor.state() == before
    assert "Select a cell first" in window.statusBar().currentMessage()


def test_a_saved_session_keeps_notes_and_play_time(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    window.clock.restart(125)
    path = tmp_path / "game.json"
    assert window.files.save_to(str(path))
    window.commands.action_clear.trigger()
    window.clock.restart(0)
    assert window.files.open_path(str(path))
    assert notes(window, 1, 3) == (2,)
    assert 125 <= window.clock.seconds() <= 127
