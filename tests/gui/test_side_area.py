"""One side area beside the board: its panels are tabs of one column, in a fixed order, opened
and closed from the View menu; opening them moves neither the board nor the window; which
are open is part of the window's saved state (an older state, from the docks, still loads)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtWidgets import QMainWindow, QTabWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow, create_main_window
from sudoku_desktop.gui.window.window_state import MARKER

PANELS = ("hint_page", "watch_dock", "path_dock", "how_it_works", "legend_page")


def tab_titles(window: MainWindow) -> list[str]:
    tabs = window.side_area.tabs
    return [tabs.tabText(index) for index in range(tabs.count())]


def test_panels_are_tabs_of_one_column_in_a_fixed_order(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    assert tab_titles(window) == ["Hint", "Legend"]  # open at the start
    board = window.board_view.geometry()
    window.hint_page.hide()
    window.legend_page.hide()
    assert not window.side_area.tabs.isVisible()
    for name in reversed(PANELS):  # opened in the reverse order: their tabs keep theirs
        getattr(window, name).show()
        assert getattr(window, name).in_front()  # a panel opened comes to the front
    qtbot.wait(50)
    expected = ["Hint", "Watch", "Path", "How it works", "Legend"]
    assert tab_titles(window) == expected
    tabs = window.side_area.tabs
    whole = ["Hint and coach", "Watching", "Solution path", "How it works", "Legend"]
    assert [tabs.tabToolTip(index) for index in range(tabs.count())] == whole
    menu = [a.text() for a in window.commands.menu_view.actions()]
    assert all(title in menu for title in whole)  # the View menu says each whole
    assert len(window.findChildren(QTabWidget)) == 1  # one column of tabs, never two
    assert window.board_view.geometry() == board  # the board keeps its size and place
    assert window.width() == 1280
    assert not window.path_dock.in_front()
    window.path_dock.toggleViewAction().trigger()  # View ▸ Solution path: open behind, so
    assert window.path_dock.in_front()  # it comes to the front
    window.path_dock.toggleViewAction().trigger()  # in front: closes it
    assert "Path" not in tab_titles(window)
    window.side_area.tabs.tabCloseRequested.emit(0)  # the tab's close button
    assert not window.hint_page.isVisible() and not window.hint_page.toggleViewAction().isChecked()


def test_every_panel_has_a_listed_toggle_in_the_view_menu(window: MainWindow) -> None:
    view_menu = window.commands.menu_view.actions()
    for name in PANELS:
        toggle = getattr(window, name).toggleViewAction()
        assert toggle in view_menu and toggle.shortcut().toString(), name


def test_a_hint_brings_its_panel_to_the_front(qtbot: QtBot, window: MainWindow) -> None:
    window.legend_page.raise_()
    window.commands.action_hint.trigger()
    qtbot.waitUntil(window.hint_page.in_front, timeout=10_000)


def test_the_open_panels_come_back_with_the_window_state(
    qtbot: QtBot, window: MainWindow, tmp_path
) -> None:
    window.hint_page.hide()
    window.path_dock.show()
    window.how_it_works.show()
    window.path_dock.raise_()
    state = window.saveState()
    assert bytes(state.data()).startswith(MARKER)
    again = create_main_window(QSettings(str(tmp_path / "again.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    assert again.restoreState(state)
    assert tab_titles(again) == ["Path", "How it works", "Legend"]
    assert again.path_dock.in_front()
    again.show()
    qtbot.waitUntil(again.how_it_works.is_built, timeout=5000)  # built after the paint


def test_an_older_state_loads_its_toolbars_and_a_damaged_one_changes_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    older = QMainWindow.saveState(window)  # as the docked window saved it: Qt's part only
    assert window.restoreState(older)
    assert tab_titles(window) == ["Hint", "Legend"]
    damaged = QByteArray(MARKER + (500).to_bytes(4, "big") + b'{"open": ["legend_page"]')
    assert not window.restoreState(damaged)
    assert tab_titles(window) == ["Hint", "Legend"]
    assert not window.restoreState(QByteArray(MARKER + (2).to_bytes(4, "big") + b"{}"))
    assert tab_titles(window) == ["Hint", "Legend"]


def test_a_panels_key_brings_it_forward_then_closes_it(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+Alt+D on the Legend's tab, open behind the hint's: it comes to the front (it used
    to close, so the key the user pressed to see it hid it); pressed again, it closes."""
    window.show()
    qtbot.waitExposed(window)
    window.hint_page.raise_()
    assert window.legend_page.isVisible() and not window.legend_page.in_front()
    key = window.legend_page.toggleViewAction().shortcut()
    assert key.toString() == "Ctrl+Alt+D"
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    qtbot.keyClick(window.board_view, Qt.Key.Key_D, modifiers)
    assert window.legend_page.in_front() and "Legend" in tab_titles(window)
    qtbot.keyClick(window.board_view, Qt.Key.Key_D, modifiers)
    assert not window.legend_page.isVisible() and "Legend" not in tab_titles(window)
    qtbot.keyClick(window.board_view, Qt.Key.Key_D, modifiers)
    assert window.legend_page.in_front()
