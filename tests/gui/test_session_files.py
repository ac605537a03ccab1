"""Session files opened through File ▸ Open: a damaged one leaves the board as it was and
the banner names the field and cell; a play time past what a Qt int holds never shows a
negative clock."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.session import State
from sudoku_desktop.gui import MainWindow


def test_a_note_out_of_range_is_refused_in_words_and_the_board_kept(
    window: MainWindow, tmp_path: Path
) -> None:
    before = window.editor.state()
    fields = json.loads(State().with_digit(0, 5).to_json())
    fields["notes"][1] = "10"
    path = tmp_path / "noted.json"
    path.write_text(json.dumps(fields))
    assert not window.files.open_path(str(path))
    assert window.editor.state() == before
    assert "r1c2" in window.banner.text() and "'10'" in window.banner.text()


def test_a_play_time_of_2_to_the_31_seconds_opens_as_a_positive_clock(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "long.json"
    path.write_text(State().with_digit(0, 5).to_json(play_seconds=2**31 + 7))
    assert window.files.open_path(str(path))
    assert window.clock.seconds() >= 2**31 - 1
    assert not window.timer_label.text().startswith("-")


def test_a_damaged_session_file_offers_its_board_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    state = State().with_digit(0, 5).with_note_toggled(1, 4).with_note_toggled(2, 6)
    fields = json.loads(state.to_json())
    fields["notes"][3] = -1  # one bad entry: the rest of the board is whole
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(fields))
    before = window.editor.state()
    assert not window.files.open_path(str(path))
    assert window.editor.state() == before
    offer = window.banner.offer_button
    assert offer.isVisible() and "damaged.json" in window.banner.text()
    window.editor.enter_digit(window.editor.state().digits.index(0), 1)  # play on: it stays
    assert offer.isVisible()
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
    assert window.editor.state() == state
    assert not window.banner.isVisible()
    window.commands.action_undo.trigger()
    assert window.editor.state() != state


def test_a_named_pipe_and_dev_zero_are_refused_unread(window: MainWindow, tmp_path: Path) -> None:
    import os
    import time

    pipe = tmp_path / "pipe.txt"
    os.mkfifo(pipe)  # nothing ever writes to it: a blocking open would never return
    for path in (str(pipe), "/dev/zero"):
        start = time.monotonic()
        assert not window.files.open_path(path)
        assert time.monotonic() - start < 1.0
        assert "is not a regular file" in window.banner.text()


def test_a_named_pipe_is_not_opened_as_a_run(window: MainWindow, tmp_path: Path) -> None:
    import os

    import pytest

    pipe = tmp_path / "run.json"
    os.mkfifo(pipe)
    with pytest.raises(ValueError, match="not a regular file"):
        window.watch_panel.open_run(pipe)


def test_damaged_run_files_open_whole_or_are_refused_in_words(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Forty damaged watched runs through the panel's Open run: each replays to its end on
    the board, or is refused with a ValueError (the panel's message box says it)."""
    import random

    import pytest

    from tests.core.test_run_files import RUNS, damaged

    panel = window.watch_panel
    opened = 0
    for seed in range(40):
        path = tmp_path / f"run{seed}.json"
        path.write_text(damaged(RUNS[seed % 2], random.Random(seed)))
        try:
            panel.open_run(path)
        except ValueError:
            continue
        opened += 1
        panel.controller.seek(len(panel.controller.recording))
        qtbot.wait(1)
        assert all(0 <= digit <= 9 for digit in panel.view.run.digits())
    assert 0 < opened < 40
    with pytest.raises(ValueError):
        bad = tmp_path / "bad.json"
        bad.write_text(RUNS[0].replace('"heads": [', '"heads": [-1, ', 1))
        panel.open_run(bad)


def test_the_rescued_board_is_taken_with_the_keyboard(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    state = State().with_digit(0, 5).with_note_toggled(1, 4)
    fields = json.loads(state.to_json())
    fields["notes"][3] = "10"
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(fields))
    window.files.open_path(str(path))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.board_view.setFocus()
    # through the window system, as a real key press comes (the mnemonic is a shortcut)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.editor.state() == state, timeout=2000)
