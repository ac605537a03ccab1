"""Damaged autosaves never stop the app: each of a dozen (window state, geometry, notes,
truncations, not UTF-8, nesting) is started in a fresh process running the real start.
A damaged layout is dropped with a status line and the board kept; a file whose session
cannot be read is kept as ``autosave.damaged-<time>.json`` and its board offered back.
The whole corpus (60 window-state mutations and more) runs in ``bench/bench_lossless.py``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.app.autosave import (
    DAMAGED_PREFIX,
    KEPT_DAMAGED,
    AutosaveStore,
    WindowSnapshot,
    keep_damaged,
)
from sudoku_desktop.gui.files.samples import sample_puzzles
from tests.reliability.damaged_autosaves import Case, corpus, player_state, start_on

CHOSEN = (
    "window state flip 0",
    "window state flip 1",
    "window state without digest",
    "geometry garbage",
    "play time 2^40 s",
    "session note 10",
    "session note -1",
    "truncated in the window state",
    "truncated in the notes",
    "not UTF-8",
    "deeply nested",
    "empty",
)


@pytest.fixture(scope="module")
def cases(qapp: object, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Case]:
    """The chosen cases, built from the autosave of a real window showing the player's board."""
    from PySide6.QtCore import QSettings

    from sudoku_desktop.gui import create_main_window

    folder = tmp_path_factory.mktemp("base")
    window = create_main_window(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.show()
    base = WindowSnapshot.of(window, player_state(), 75).to_json()
    window.close()
    window.deleteLater()
    return {case.name: case for case in corpus(base, window_state_flips=2) if case.name in CHOSEN}


@pytest.mark.slow
@pytest.mark.parametrize("name", CHOSEN)
def test_the_app_starts_on_a_damaged_autosave(
    cases: dict[str, Case], name: str, tmp_path: Path
) -> None:
    case = cases[name]
    shown = start_on(case, tmp_path, restore=True)
    assert shown["rc"] == 0, shown["stderr"]
    player = player_state()
    kept = [n for n in shown["data"] if str(n).startswith(DAMAGED_PREFIX)]  # type: ignore[union-attr]
    if case.expect == "board":
        assert (shown["digits"], shown["notes"]) == (list(player.digits), list(player.notes))
        assert not kept
        if "window state" in name or "geometry" in name:
            assert "window layout saved last time could not be checked" in str(shown["status"])
        return
    assert len(kept) == 1, shown["data"]
    assert "could not be read" in str(shown["status"]) and kept[0] in str(shown["status"])
    assert shown["offered"] == (case.expect != "sample")
    if case.expect == "rescue":
        assert (shown["digits"], shown["notes"]) == (list(player.digits), list(player.notes))
    elif case.expect == "partial":
        digits = list(shown["digits"])  # type: ignore[call-overload]
        same = sum(a == b for a, b in zip(digits, player.digits, strict=True))
        assert same >= 80 and shown["digits"] != list(sample_puzzles()[0][1].digits)
    else:
        assert shown["digits"] == list(sample_puzzles()[0][1].digits)


def test_only_the_last_three_damaged_files_are_kept(tmp_path: Path) -> None:
    for number in range(KEPT_DAMAGED + 2):
        (tmp_path / "autosave.json").write_text(f"damaged {number}")
        assert keep_damaged(tmp_path / "autosave.json") is not None
    kept = sorted(p.read_text() for p in tmp_path.glob(f"{DAMAGED_PREFIX}*.json"))
    assert kept == ["damaged 2", "damaged 3", "damaged 4"]
    assert not (tmp_path / "autosave.json").exists()


def test_a_damaged_window_state_never_reaches_qt_and_the_board_stays(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    snapshot = WindowSnapshot.of(window, player_state(), 75)
    fields = json.loads(snapshot.to_json())
    fields["window_state"] = "ff" + fields["window_state"][2:]
    (tmp_path / "autosave.json").write_text(json.dumps(fields))
    loaded = AutosaveStore(tmp_path).load()
    assert loaded.snapshot is not None and loaded.snapshot.window_state == b""
    assert loaded.snapshot.state == player_state() and loaded.snapshot.play_seconds == 75
    assert loaded.snapshot.geometry == snapshot.geometry  # checked by its own digest
    assert loaded.problems and "not restored" in loaded.problems[0]


def test_a_damaged_sessions_reason_is_said_in_french(qtbot: QtBot, tmp_path: Path) -> None:
    from tests.gui.test_preferences import running_app

    fields = json.loads(WindowSnapshot(player_state()).to_json())
    session = json.loads(fields["session"])
    session["notes"][8] = "10"
    fields["session"] = json.dumps(session)
    (tmp_path / "autosave.json").write_text(json.dumps(fields))
    with running_app(qtbot, tmp_path, "fr") as app:
        assert app.window is not None
        said = app.window.banner.text()
        assert "de r1c9 contient" in said and "chiffres de 1 à 9" in said, said
        assert app.window.banner.offer_button.text() == "Rétablir &sa grille"
