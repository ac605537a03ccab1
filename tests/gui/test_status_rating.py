"""Any puzzle on the board shows its level and Sudoku Explainer difficulty in the status bar
(``status_rating``), rated in a thread of its own and again whenever the givens change."""

from __future__ import annotations

import threading

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import rate
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.window.rating_status import rate_givens
from tests.gui.conftest import SAMPLES, TWO_SOLUTIONS, load
from tests.gui.test_watch_sets_board_aside import laptop_window  # noqa: F401 (fixture)

FORUM_HARDEST = Puzzle.from_line(  # the first of tests/data/puzzles/forum_hardest_11plus_200
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"
)


def rating_label(window: MainWindow) -> QLabel:
    label = window.statusBar().findChild(QLabel, "status_rating")
    assert label is window.status_rating
    return label


def test_the_sample_shows_its_level_and_difficulty(qtbot: QtBot, window: MainWindow) -> None:
    label = rating_label(window)
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=20_000)
    expected = rate(window.editor.state().givens())
    assert label.text() == f"{expected.level}, difficulty {expected.difficulty:.1f}"
    assert label.isVisible()
    assert "Sudoku Explainer" in label.toolTip() and "engine runs" in label.toolTip()


def test_a_new_puzzle_is_rated_again_and_a_puzzle_without_one_answer_says_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    label = rating_label(window)
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=20_000)
    first = label.text()
    hard = SAMPLES["singles get stuck"]
    load(window, hard)
    qtbot.waitUntil(lambda: label.text() not in (first, "Rating…"), timeout=20_000)
    expected = rate(hard)
    assert label.text() == f"{expected.level}, difficulty {expected.difficulty:.1f}"
    load(window, TWO_SOLUTIONS)
    qtbot.waitUntil(lambda: label.text() == "Not rated: several solutions", timeout=20_000)


def test_a_rating_in_progress_gives_way_to_the_next_puzzle(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The hardest take seconds: the board, the menus and the next puzzle do not wait."""
    label = rating_label(window)
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=20_000)  # the sample's
    load(window, FORUM_HARDEST)
    assert label.text() == "Rating…"  # answered later, from the rating's own thread
    easy = SAMPLES["seed 004 example"]
    load(window, easy)
    expected = rate(easy)
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=30_000)
    assert label.text() == f"{expected.level}, difficulty {expected.difficulty:.1f}"


def test_a_cancelled_rating_stops_before_its_long_searches() -> None:
    cancelled = threading.Event()
    cancelled.set()
    assert rate_givens(FORUM_HARDEST.digits, cancelled) is None


def test_the_rating_reads_in_french(
    qtbot: QtBot,
    laptop_window: MainWindow,  # noqa: F811 (the fixture imported above)
) -> None:
    window = laptop_window
    label = rating_label(window)
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=20_000)
    expected = f"{rate(window.editor.state().givens()).difficulty:.1f}"
    if QLocale().language() == QLocale.Language.French:  # a decimal comma in French
        assert label.text() == f"Facile, difficulté {expected.replace('.', ',')}"
    else:
        assert label.text() == f"Easy, difficulty {expected}"
