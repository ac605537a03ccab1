"""Paste, copy, drag and drop, open, save and export: the board's text in and out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats import read_puzzle, write_grid, write_pencilmarks
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.solver import solve
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.model import CANDIDATES_ROLE
from tests.gui.conftest import STUCK, TWO_SOLUTIONS, cell_text, click_cell, look_at, wait_idle

SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_ctrl_v_pastes_a_bordered_grid_as_one_undo_step(window: MainWindow, qtbot: QtBot) -> None:
    QApplication.clipboard().setText(write_grid(STUCK))
    qtbot.keyClick(window.board_view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert window.model.state().digits == STUCK.digits
    assert window.model.origin(2) is Origin.GIVEN
    window.commands.action_undo.trigger()
    assert cell_text(window, 1, 1) == "5"


@pytest.mark.parametrize("mistakes_shown", [False, True])
def test_a_paste_is_one_model_reset_and_nothing_more(
    window: MainWindow, qtbot: QtBot, mistakes_shown: bool
) -> None:
    """The model works out what a pasted state decides (its conflicts, the digit the
    selected cell highlights, its mistakes while shown) before its one reset: no writer
    repaints after it."""
    window.commands.action_show_mistakes.setChecked(mistakes_shown)
    click_cell(qtbot, window, 1, 1)  # r1c1: 5 on the sample, so 5 is highlighted
    signals: list[str] = []
    window.model.modelReset.connect(lambda: signals.append("reset"))
    window.model.dataChanged.connect(lambda *_: signals.append("dataChanged"))
    breaks_rules = "55" + SEED_004[2:]  # a second 5 in r1c2
    pastes = ((breaks_rules, 2, 5), (write_grid(STUCK), 0, STUCK.digits[0]))  # row 1, box 1
    for text, conflicts, highlighted in pastes:
        signals.clear()
        QApplication.clipboard().setText(text)
        qtbot.keyClick(window.board_view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        qtbot.wait(50)  # anything queued after the paste has run
        assert signals == ["reset"]
        assert len(window.model.conflicts()) == conflicts
        first = look_at(window.model.index(0, 0))
        assert (first.background is not None) == bool(conflicts)  # r1c1 painted red
        assert first.focus_digit == highlighted
    if mistakes_shown:  # measured against the pasted puzzle's own solution
        solution = solve(STUCK.digits, limit=2).solution
        assert STUCK.digits[0] == 0 and solution is not None
        wrong = next(d for d in range(1, 10) if d != solution[0])
        qtbot.keyClick(window.board_view, Qt.Key(Qt.Key.Key_0 + wrong))  # in r1c1
        assert look_at(window.model.index(0, 0)).mistake


def test_a_paste_after_check_drops_its_highlights_in_its_one_reset(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Check's amber cells (two solutions differ there) were about the board before: the
    pasted board's one reset leaves them out, no controller repaints to clear them."""
    QApplication.clipboard().setText(TWO_SOLUTIONS.to_line())
    window.commands.action_paste.trigger()
    window.commands.action_check.trigger()
    wait_idle(qtbot, window)
    cells = [window.model.index(*divmod(cell, 9)) for cell in range(81)]
    assert any(look_at(index).background is not None for index in cells)
    signals: list[str] = []
    window.model.modelReset.connect(lambda: signals.append("reset"))
    window.model.dataChanged.connect(lambda *_: signals.append("dataChanged"))
    QApplication.clipboard().setText(SEED_004)
    window.commands.action_paste.trigger()
    qtbot.wait(50)
    assert signals == ["reset"]
    assert all(look_at(index).background is None for index in cells)


def test_bad_paste_shows_the_core_message_and_changes_nothing(
    window: MainWindow, qtbot: QtBot
) -> None:
    before = window.model.state()
    QApplication.clipboard().setText(SEED_004[:40] + "x" + SEED_004[41:])
    window.commands.action_paste.trigger()
    assert window.model.state() == before
    assert window.banner.isVisible()
    assert "unexpected character 'x'" in window.banner.text()
    assert "column 41" in window.banner.text()
    assert not window.commands.action_undo.isEnabled()
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)  # the next change dismisses it
    assert not window.banner.isVisible()


def test_paste_pencil_marks_keeps_the_candidates(window: MainWindow) -> None:
    board = Board(STUCK.digits)
    cell = next(c for c in range(81) if len(board.possibles(c)) >= 3)
    dropped = board.possibles(cell)[0]
    board.eliminate(cell, 1 << (dropped - 1))
    QApplication.clipboard().setText(write_pencilmarks(board.to_puzzle()))
    window.commands.action_paste.trigger()
    assert window.model.state().digits == STUCK.digits
    shown = window.model.index(cell // 9, cell % 9).data(CANDIDATES_ROLE)
    assert shown == board.possibles(cell)
    assert dropped not in shown


def test_ctrl_c_copies_the_line_and_copy_as_gives_grids(window: MainWindow, qtbot: QtBot) -> None:
    clipboard = QApplication.clipboard()
    qtbot.keyClick(window.board_view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert clipboard.text() == SEED_004
    window.commands.action_copy_grid.trigger()
    assert clipboard.text().startswith("+-------+")
    assert read_puzzle(clipboard.text()).to_line() == SEED_004
    window.commands.action_copy_pencilmarks.trigger()
    assert clipboard.text() == write_pencilmarks(window.model.state().to_puzzle())
    assert "| 5    3     124 " in clipboard.text()


def _drop(window: MainWindow, mime: QMimeData) -> None:
    point = window.board_view.geometry().center()
    enter = QDragEnterEvent(
        point, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0)
    )
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(QPoint(point)),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier(0),
    )
    QApplication.sendEvent(window, drop)


def test_drop_text_and_drop_file(window: MainWindow, tmp_path: Path) -> None:
    mime = QMimeData()
    mime.setText(STUCK.to_line())
    _drop(window, mime)
    assert window.model.state().digits == STUCK.digits
    path = tmp_path / "two.sdk"
    path.write_text(write_grid(TWO_SOLUTIONS) + "\n")
    file_mime = QMimeData()
    file_mime.setUrls([QUrl.fromLocalFile(str(path))])
    _drop(window, file_mime)
    assert window.model.state().digits == TWO_SOLUTIONS.digits


def test_open_a_file_of_many_lists_them_with_verdicts(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    path = tmp_path / "many.txt"
    path.write_text(
        f"# three puzzles and a bad line\n{STUCK.to_line()}\n{TWO_SOLUTIONS.to_line()}\n"
        f"{'1' * 81}\n12345\n"
    )
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.commands.action_open.trigger()
    dialog = window.files.list_dialog
    assert dialog is not None
    wait_idle(qtbot, window)
    rows = [dialog.row_text(i) for i in range(dialog.model.rowCount())]
    assert "unique" in rows[0]
    assert "multiple" in rows[1]
    assert "invalid" in rows[2]
    assert "found 5 cells" in rows[3]
    assert "appears" in dialog.row_tooltip(2)
    dialog.select_row(1)
    dialog.accept()
    assert window.model.state().digits == TWO_SOLUTIONS.digits
    assert window.commands.recent_menu.actions()[0].data() == str(path.resolve())


def test_open_a_bad_file_keeps_the_board(window: MainWindow, tmp_path: Path) -> None:
    before = window.model.state()
    path = tmp_path / "bad.txt"
    path.write_text("123\n456\n")
    assert not window.files.open_path(str(path))
    assert window.model.state() == before
    assert "bad.txt" in window.banner.text()
    assert not window.files.open_path(str(tmp_path / "missing.txt"))
    assert "cannot read missing.txt" in window.banner.text()


def test_save_session_json_atomically_and_open_it_back(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)
    window.commands.action_rules_seed.trigger()
    window.commands.action_solve_logic.trigger()
    wait_idle(qtbot, window)
    saved = window.model.state()
    path = tmp_path / "session.json"
    path.write_text("old content")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.commands.action_save.trigger()
    data = json.loads(path.read_text())
    assert data["givens"] == SEED_004
    assert data["origins"][2] == "u"
    assert "l" in data["origins"]
    assert len(data["candidates"]) == 81
    assert [p.name for p in tmp_path.iterdir()] == ["session.json"]  # no temporary file left
    window.commands.action_clear.trigger()
    assert window.files.open_path(str(path))
    assert window.model.state() == saved


def test_export_to_the_text_formats(
    window: MainWindow, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    for kind, action in (
        ("line", window.commands.action_export_line),
        ("grid", window.commands.action_export_grid),
        ("pencilmarks", window.commands.action_export_pencilmarks),
    ):
        path = tmp_path / f"{kind}.txt"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, p=path, **k: (str(p), ""))
        action.trigger()
        expected = write_pencilmarks(window.model.state().to_puzzle())
        assert read_puzzle(path.read_text()).to_line() == SEED_004 or kind == "pencilmarks"
        assert path.read_text() == expected + "\n" or kind != "pencilmarks"


def test_pasting_several_puzzles_offers_the_list(window: MainWindow, qtbot: QtBot) -> None:
    QApplication.clipboard().setText(f"{STUCK.to_line()}\n{TWO_SOLUTIONS.to_line()}\n")
    window.commands.action_paste.trigger()
    dialog = window.files.list_dialog
    assert dialog is not None and dialog.model.rowCount() == 2
    wait_idle(qtbot, window)
    assert dialog.row_tooltip(1).startswith("multiple: several solutions")
    dialog.accept()
    assert window.model.state().digits == STUCK.digits


def test_paste_drop_and_open_share_one_door(
    window: MainWindow, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    """Every way text comes in goes through ``load_text``: the same text, the same board."""
    seen: list[Path | None] = []
    door = window.files.load_text

    def spy(text: str, source: Path | None = None) -> bool:
        seen.append(source)
        return door(text, source)

    monkeypatch.setattr(window.files, "load_text", spy)
    text = write_pencilmarks(STUCK)
    QApplication.clipboard().setText(text)
    window.commands.action_paste.trigger()
    pasted = window.model.state()
    window.editor.clear_board()
    mime = QMimeData()
    mime.setText(text)
    window.files.drop(mime)
    dropped = window.model.state()
    window.editor.clear_board()
    path = tmp_path / "stuck.txt"
    path.write_text(text)
    assert window.files.open_path(str(path))
    opened = window.model.state()
    assert seen == [None, None, path]
    assert pasted == dropped == opened
    assert pasted.digits == STUCK.digits
