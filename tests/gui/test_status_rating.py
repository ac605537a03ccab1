"""Any puzzle on the board shows its Sudoku Explainer difficulty, then its level (Extreme told
apart in tiers by that difficulty), in the status bar (``status_rating``), rated in a thread
of its own and again whenever the givens change."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import Rating, rate
from sudoku_desktop.core.rating.tiers import TIERS
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.window.rating_status import rate_givens
from tests.gui.conftest import SAMPLES, TWO_SOLUTIONS, load
from tests.gui.dialogs import answering, save_as
from tests.gui.test_watch_sets_board_aside import laptop_window  # noqa: F401 (fixture)

NIGHTMARE = Puzzle.from_line(  # top1465, Sudoku Explainer 9.3: a forcing net, seconds to rate
    "9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9."
)
FORUM_HARDEST = Puzzle.from_line(  # the first of tests/data/puzzles/forum_hardest_11plus_200
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"
)


def shown(rating: Rating) -> str:
    """What the status bar says of a rating, in English: the difficulty first."""
    return f"Difficulty {rating.difficulty:.1f} · {rating.tier}"


def rating_label(window: MainWindow) -> QLabel:
    label = window.statusBar().findChild(QLabel, "status_rating")
    assert label is window.status_rating
    return label


def test_the_sample_shows_its_level_and_difficulty(qtbot: QtBot, window: MainWindow) -> None:
    label = rating_label(window)
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=20_000)
    expected = rate(window.editor.state().givens())
    assert label.text() == shown(expected)
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
    assert label.text() == shown(expected)
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
    assert label.text() == shown(expected)


def test_an_opened_puzzle_shows_its_difficulty_first_and_its_extreme_tier(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """File ▸ Open through the real dialog: a puzzle Sudoku Explainer rates 9.3 (top1465)
    needs a forcing net, Extreme, and its status line names the tier from 9.0."""
    path = tmp_path / "nightmare.txt"
    path.write_text(NIGHTMARE.to_line() + "\n")
    label = rating_label(window)
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=20_000)  # the sample's
    with answering(save_as(qtbot, path)) as answers:
        window.commands.action_open.trigger()
    assert answers.seen == ["QFileDialog"]
    assert window.editor.state().givens() == NIGHTMARE.digits
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=120_000)
    expected = rate(NIGHTMARE)
    assert expected.level == "Extreme" and expected.tier in [name for _, name in TIERS]
    assert label.text() == shown(expected)  # "Difficulty 9.0 · Nightmare"
    assert label.text().startswith(f"Difficulty {expected.difficulty:.1f}")


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
        assert label.text() == f"Difficulté {expected.replace('.', ',')} · Facile"
    else:
        assert label.text() == f"Difficulty {expected} · Easy"
