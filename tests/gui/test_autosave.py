"""Autosave: every change saved within a second (and on close) to the data directory,
atomically, and restored at the next start; a damaged file is ignored with a message."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from sudoku_desktop.core.session import State
from sudoku_desktop.gui.app.autosave import FILE_NAME, AutosaveStore, WindowSnapshot, data_dir
from sudoku_desktop.gui.files.samples import sample_puzzles
from tests.gui.test_preferences import running_app


def test_a_change_is_saved_within_a_second_and_restored(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        cell = window.model.state().digits.index(0)
        window.editor.enter_digit(cell, 7)
        state = window.model.state()
        window.showNormal()  # a first start on a small screen is maximized
        window.resize(1300, 760)
        qtbot.waitUntil(lambda: (tmp_path / FILE_NAME).exists(), timeout=3000)
        snapshot = AutosaveStore(tmp_path).read()
        assert snapshot is not None and snapshot.state == state
        assert [p.name for p in tmp_path.iterdir() if p.name.startswith(FILE_NAME)] == [
            FILE_NAME
        ]  # QSaveFile leaves no temp file behind
    with running_app(qtbot, tmp_path) as again:
        assert again.window is not None
        assert again.window.model.state() == state
        # the offscreen screen is 800×600: the window comes back as large as that allows
        room = again.window.screen_fit.room()
        assert again.window.height() == min(760, room.height())
        assert again.window.screen().availableGeometry().contains(again.window.frameGeometry())
        assert again.window.how_it_works.isVisible()  # as left


def test_closing_saves_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        window.editor.enter_digit(window.model.state().digits.index(0), 3)
        state = window.model.state()
        window.close()
        snapshot = AutosaveStore(tmp_path).read()
        assert snapshot is not None and snapshot.state == state


def test_a_damaged_autosave_is_ignored_with_a_message(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_text('{"format": "sudoku-desktop-autosave", "vers', "utf-8")
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        assert "could not be read" in window.statusBar().currentMessage()
        assert window.model.state().digits == tuple(sample_puzzles()[0][1].digits)


def test_snapshot_rejects_other_files() -> None:
    for text in ("[]", '{"format": "other"}', '{"format": "sudoku-desktop-autosave"}'):
        try:
            WindowSnapshot.from_json(text)
        except ValueError:
            continue
        raise AssertionError(f"accepted {text!r}")


def test_the_data_dir_comes_from_the_environment_or_qstandardpaths(
    monkeypatch: object, tmp_path: Path
) -> None:
    import pytest

    mp = pytest.MonkeyPatch()
    mp.setenv("SUDOKU_DESKTOP_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path
    mp.delenv("SUDOKU_DESKTOP_DATA_DIR")
    assert data_dir().is_absolute() and "sudoku_desktop" not in str(data_dir())
    mp.undo()


def test_an_autosave_with_an_infinite_play_time_restores_its_board_from_zero() -> None:
    state = State().with_digit(0, 5)
    text = WindowSnapshot(state, b"", b"", 75).to_json().replace(": 75", ": Infinity")
    assert '"play_seconds": Infinity' in text
    snapshot = WindowSnapshot.from_json(text)
    assert snapshot.state == state and snapshot.play_seconds == 0


def test_steady_changes_are_saved_within_the_maximum_wait(qtbot: QtBot, tmp_path: Path) -> None:
    """A change every 300 ms restarts the one-second debounce each time: the maximum wait
    still saves within two seconds."""
    from PySide6.QtCore import QElapsedTimer

    from sudoku_desktop.gui.app.autosave import MAX_WAIT_MS

    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None and app.autosaver is not None
        empty = [c for c, d in enumerate(window.model.state().digits) if not d]
        clock = QElapsedTimer()
        clock.start()
        saved_at = None
        for number, cell in enumerate(empty[:12]):
            window.editor.toggle_note(cell, 1 + number % 9)
            qtbot.wait(300)
            if saved_at is None and app.autosaver.saves:
                saved_at = clock.elapsed()
        assert saved_at is not None and saved_at <= MAX_WAIT_MS + 400
        snapshot = AutosaveStore(tmp_path).read()
        assert snapshot is not None and snapshot.state.has_notes()
