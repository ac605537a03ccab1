"""The player's board: highlighting, scaling, keyboard, mistakes, messages kept fresh,
timer and pause, colours and legend, toolbar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QApplication, QLabel, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.model import Shade
from sudoku_desktop.gui.board.painter import note_slot
from sudoku_desktop.gui.board.palette import PALETTES, current_palette
from tests.gui.conftest import STUCK, cell_text, click_cell, load, look_at, wait_idle

ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole


def shade(window: MainWindow, row: int, column: int) -> Shade | None:
    return look_at(window.model.index(row - 1, column - 1)).shade


def pixel(window: MainWindow, x: float, y: float) -> QColor:
    return window.board_view.viewport().grab().toImage().pixelColor(int(x), int(y))


def test_selecting_a_cell_tints_its_houses_and_highlights_its_digit(
    window: MainWindow, qtbot: QtBot
) -> None:
    click_cell(qtbot, window, 1, 1)  # a 5
    assert shade(window, 1, 9) is Shade.HOUSE  # same row
    assert shade(window, 9, 1) is Shade.HOUSE  # same column
    assert shade(window, 3, 3) is Shade.HOUSE  # same box
    assert shade(window, 5, 5) is None
    assert shade(window, 2, 6) is Shade.SAME_DIGIT  # another 5
    assert window.commands.action_highlight_digits[4].isChecked()


def test_a_digit_highlights_its_notes_and_candidates_as_drawn(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.board_view.clearSelection()
    window.commands.action_fill_candidates.trigger()
    window.commands.action_highlight_digits[3].trigger()
    view = window.board_view
    rect = view.visualRect(window.model.index(0, 2))  # r1c3: notes 1 2 4
    disc = note_slot(rect, 4).center()
    plain = note_slot(rect, 1).center()
    assert pixel(window, disc.x() - 4, disc.y()) == current_palette().colour("focus_note")
    assert pixel(window, plain.x() - 4, plain.y()) != current_palette().colour("focus_note")
    window.commands.action_highlight_none.trigger()
    assert pixel(window, disc.x() - 4, disc.y()) != current_palette().colour("focus_note")


def test_a_digit_pad_button_highlights_its_digit(window: MainWindow, qtbot: QtBot) -> None:
    view = window.board_view
    view.setCurrentIndex(window.model.index(-1, -1))
    before = window.editor.state()
    qtbot.mouseClick(window.side_panel.digit_pad.buttons[9], Qt.MouseButton.LeftButton)
    assert window.model.focus_digit() == 9
    assert shade(window, 2, 5) is Shade.SAME_DIGIT  # r2c5 holds a 9
    assert window.editor.state() == before  # nothing typed without a cell


def test_the_board_scales_square_and_the_window_fits_a_laptop(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.how_it_works.show()  # open at the first start
    window.watch_dock.show()  # and the watch controls too
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 760
    window.watch_dock.hide()
    sides = []
    for width, height in ((1280, 800), (1920, 1040)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.width() == w)
        QApplication.processEvents()
        board = window.board_view.size()
        assert board.width() == board.height()
        sides.append(board.width())
    assert sides[1] >= 700 and sides[0] < sides[1]
    # the digit pad sits beside the board
    pad = window.side_panel.digit_pad
    left_of_pad = pad.mapTo(window, pad.rect().topLeft()).x()
    right_of_board = window.board_view.mapTo(window, window.board_view.rect().topRight()).x()
    assert left_of_pad > right_of_board


def test_tab_leaves_the_board_and_shift_tab_comes_back(window: MainWindow, qtbot: QtBot) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 3)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused is window.side_panel.digit_pad.buttons[1]
    reached: list[QWidget] = [focused]
    for _ in range(11):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert window.side_panel.digit_pad.notes_toggle in reached
    window.side_panel.digit_pad.buttons[1].setFocus()
    qtbot.keyClick(window.side_panel.digit_pad.buttons[1], Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is view
    assert view.current_cell() == 2  # arrows stay inside; Tab did not move the cell


def test_f1_opens_help_and_h_asks_for_a_hint(window: MainWindow, qtbot: QtBot) -> None:
    window.how_it_works.hide()
    qtbot.keyClick(window.board_view, Qt.Key.Key_F1)
    assert window.how_it_works.isVisible()
    qtbot.keyClick(window.board_view, Qt.Key.Key_H)
    wait_idle(qtbot, window)
    assert window.side_panel.apply_button.isEnabled()


def test_every_action_has_a_shortcut_listed(window: MainWindow) -> None:
    from sudoku_desktop.gui.help.shortcuts_dialog import action_shortcuts

    listed = {text for text, _keys in action_shortcuts(window)}
    contents = (window.commands.recent_menu, window.commands.samples_menu)  # files, not commands
    menus = [window.commands.menu_file, window.commands.menu_edit, window.commands.menu_solve]
    menus += [window.commands.menu_view, window.commands.menu_help]
    while menus:
        for action in menus.pop().actions():
            if action.menu() is not None:
                if action.menu() not in contents:
                    menus.append(action.menu())
            elif not action.isSeparator():
                assert action.shortcuts(), action.objectName()
    assert "Notes mode" in listed and "Show mistakes" in listed and "Pause" in listed
    keyless = [
        action.objectName() or action.text()
        for action in window.findChildren(QAction)
        if action.text()
        and action.menu() is None
        and not action.shortcuts()
        and action.isVisible()  # a hidden action is in no menu or toolbar (the watch bar's)
        and action not in window.commands.samples_menu.actions()
    ]
    assert keyless == ["action_undo_tool", "action_redo_tool"]  # the toolbar's Undo, Redo


def test_each_cell_reads_in_words(window: MainWindow, qtbot: QtBot) -> None:
    assert window.model.index(0, 0).data(ACCESSIBLE) == "r1c1, 5, given"
    assert window.model.index(0, 2).data(ACCESSIBLE) == "r1c3, empty"
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)
    assert window.model.index(0, 2).data(ACCESSIBLE) == "r1c3, 4, your entry"


def test_show_mistakes_marks_a_wrong_digit_that_clashes_with_nothing(
    window: MainWindow, qtbot: QtBot
) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_1)  # no clash, but the solution has 4
    index = window.model.index(0, 2)
    assert not look_at(index).mistake  # off by default
    window.commands.action_show_mistakes.trigger()
    assert look_at(index).mistake
    rect = window.board_view.visualRect(index)
    centre_line = [
        pixel(window, rect.left() + rect.width() * f, rect.bottom() - rect.height() * f)
        for f in (0.25, 0.3, 0.7)
    ]
    assert any(c.red() > 180 and c.green() < 90 and c.blue() < 90 for c in centre_line), (
        current_palette().mistake
    )
    window.board_view.select_cell(2)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)
    assert not look_at(index).mistake


def test_check_names_the_entry_that_leaves_no_solution(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_1)
    window.commands.action_check.trigger()
    wait_idle(qtbot, window)
    message = window.statusBar().currentMessage()
    assert message.startswith("Check: no solution")
    assert "r1c3 = 1 leaves no solution" in message


def test_undo_clears_a_stale_hint(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)
    window.commands.action_hint.trigger()
    wait_idle(qtbot, window)
    assert window.side_panel.apply_button.isEnabled()
    window.commands.action_undo.trigger()
    assert not window.side_panel.apply_button.isEnabled()
    assert window.side_panel.hint_label.text().startswith("Ask for a hint")


def test_the_clock_runs_pauses_hiding_the_board_and_resumes(
    window: MainWindow, qtbot: QtBot
) -> None:
    label = window.findChild(QLabel, "timer_label")
    assert label is not None
    window.clock.restart(65)
    assert label.text() == "1:05"
    window.commands.action_pause_game.trigger()
    paused_at = window.clock.seconds()
    assert not window.clock.is_running()
    assert window.model.index(0, 0).data() is None  # digits hidden
    qtbot.wait(1100)
    assert window.clock.seconds() == paused_at
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)
    assert window.editor.state().digits[2] == 0
    assert "paused" in window.statusBar().currentMessage()
    QApplication.clipboard().setText(STUCK.to_line())
    window.commands.action_paste.trigger()
    assert "paused" in window.statusBar().currentMessage()
    window.commands.action_pause_game.trigger()
    assert window.clock.is_running() and cell_text(window, 1, 1) == "5"


def test_a_new_puzzle_starts_the_clock_from_zero(window: MainWindow, qtbot: QtBot) -> None:
    window.clock.restart(300)
    load(window, STUCK)
    assert window.clock.seconds() < 2


def test_every_origin_has_its_own_colour_in_both_palettes() -> None:
    for palette in PALETTES.values():
        colours = [palette.given, palette.user, palette.logic, palette.solve, palette.guess]
        assert len(set(colours)) == 5


def test_the_legend_names_each_colour_and_mark(window: MainWindow) -> None:
    window.legend_page.raise_()  # its tab in front
    legend = window.findChild(QWidget, "legend")
    assert legend is not None and legend.isVisible()
    words = {label.text() for label in legend.findChildren(QLabel) if label.text()}
    for expected in (
        "Given (bold)",
        "Found by logic",
        "Filled by Solve or the coach",
    ):
        assert expected in words
    assert "Red slash: not the solution" in words


def test_toolbar_undo_keeps_its_width_and_names_the_command_in_its_tooltip(
    window: MainWindow, qtbot: QtBot
) -> None:
    toolbar = window.commands.toolbar
    undo = next(a for a in toolbar.actions() if a.objectName() == "action_undo_tool")
    button = toolbar.widgetForAction(undo)
    assert isinstance(button, QToolButton)
    width = button.sizeHint().width()
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)
    assert button.text() == "Undo" and button.sizeHint().width() == width
    assert "Enter 4 in r1c3" in undo.toolTip()
    assert not button.icon().isNull()


def test_losing_focus_pauses_only_when_asked(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtCore import QEvent

    other = QWidget()
    qtbot.addWidget(other)
    window.activateWindow()
    window.changeEvent(QEvent(QEvent.Type.ActivationChange))
    assert not window.commands.action_pause_game.isChecked()  # off by default
    window.play.pause_on_focus_loss = True
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow(), timeout=2000)
    window.changeEvent(QEvent(QEvent.Type.ActivationChange))
    assert window.commands.action_pause_game.isChecked()
    assert not window.clock.is_running()


def test_the_coachs_words_follow_every_change_undo_included(
    window: MainWindow, qtbot: QtBot
) -> None:
    load(window, STUCK)
    window.commands.action_rules_seed.trigger()
    window.commands.action_solve_logic.trigger()
    wait_idle(qtbot, window)
    assert window.solving.coaching
    empty = window.model.state().digits.count(0)
    click_cell(qtbot, window, 1, 2)
    qtbot.keyClick(window.board_view, Qt.Key.Key_8)  # refused: r1c2 is filled
    wait_idle(qtbot, window)
    assert "Refused" in window.side_panel.coach_text()
    click_cell(qtbot, window, 1, 1)
    qtbot.keyClick(window.board_view, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    invitation = f"stuck with {empty} empty cells"
    assert invitation in window.side_panel.coach_text()  # the refusal is stale: gone
    qtbot.keyClick(window.board_view, Qt.Key.Key_8)
    wait_idle(qtbot, window)
    assert "Refused" in window.side_panel.coach_text()
    window.commands.action_undo.trigger()  # takes the note back
    assert invitation in window.side_panel.coach_text()


def test_no_two_actions_share_a_shortcut(window: MainWindow) -> None:
    """Qt ignores a key two enabled actions claim ("Ambiguous shortcut overload"): the
    legend's tab and What went wrong once both took Ctrl+Alt+K, and neither opened."""
    window.commands.menu_view.aboutToShow.emit()  # the panels' toggles are in View
    owners: dict[str, list[str]] = {}
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            owners.setdefault(key.toString(), []).append(action.objectName() or action.text())
    shared = {key: names for key, names in owners.items() if len(set(names)) > 1}
    assert shared == {}
