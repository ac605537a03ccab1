"""The GUI at every size: issue 34's figures for the board and the generator dialog, each
printed beside its limit (and the 9×9 board's figure, measured in the same run).

1. Repaint: the main window at 1920×1080 shows the 25×25 sample with every candidate written
   as a note (the most glyphs a board draws: up to 25 in each of 625 cells) and a digit
   highlighted; ``repaint()`` of the whole board, median of 40, must stay under 16 ms.
   Beside it the same figure on an empty 25×25 board with every candidate (15,625 notes),
   on the 16×16 sample and on the 9×9 one.
2. Cancel: the New puzzle dialog makes a 25×25 puzzle; Cancel is clicked mid-generation
   and the dialog must answer (its runner says cancelled, Generate enabled again) within
   100 ms, the worst of 5 tries.
3. Watching at 25×25: in that window (1920×1080, the run on the main board) ordered
   backtracking plays the 25×25 sample as fast as it goes for its first 300,000 steps
   (with the heat map on for another 100,000: every cell's candidates each frame), and the
   fewest-candidates search with its candidates shown plays it to the end; a 10 ms QTimer
   on the GUI thread must never wait 50 ms or more between two ticks. Beside it, the same
   figure for plain backtracking on the 9×9 sample (9,612 steps, to its end), in the same
   run, and the GUI thread's own CPU time in each longest gap.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_sizes_gui.py [--watch]
(``--watch``: section 3 alone.)
"""

from __future__ import annotations

import os
import sys
import time
from statistics import median

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui import MainWindow, create_main_window
from sudoku_desktop.gui.files.samples import sample_puzzles, sized_samples
from sudoku_desktop.gui.generate.dialog import GeneratorDialog
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.controls import FASTEST

REPAINT_LIMIT_MS = 16.0
CANCEL_LIMIT_MS = 100.0
RUNS = 40
CANCEL_TRIES = 5
GENERATING_MS = 400
"""How long a generation runs before Cancel is clicked: well inside a 25×25 attempt."""
GAP_LIMIT_MS = 50.0
WATCHED_STEPS = 300_000
HEAT_STEPS = 100_000
NINE_RUN = "9×9 sample, plain backtracking"


def settle(app: QApplication, turns: int = 20) -> None:
    for _ in range(turns):
        app.processEvents()


def repaint_ms(window: MainWindow, puzzle: Puzzle) -> tuple[float, int]:
    """Median ms of repainting the whole board showing ``puzzle``, every candidate written
    as a note and digit 1 highlighted; and the board's side in pixels."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window.load_puzzle(puzzle)
    window.commands.action_fill_candidates.trigger()
    window.commands.action_highlight_digits[0].trigger()
    settle(app)
    viewport = window.board_view.viewport()
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        viewport.repaint()
        times.append((time.perf_counter() - start) * 1000)
    return median(times), window.board_view.width()


def cancel_ms(app: QApplication, window: MainWindow) -> list[float]:
    """Ms from a click on Cancel to the dialog's answer, for each try at 25×25."""
    window.commands.action_new_puzzle.trigger()
    dialog = window.findChild(GeneratorDialog, "new_puzzle_dialog")
    assert dialog is not None
    dialog.size_combo.setCurrentIndex(dialog.size_combo.findData(25))
    answers = []
    for seed in range(CANCEL_TRIES):
        dialog.seed_edit.setText(str(seed))
        QTest.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        QTest.qWait(GENERATING_MS)
        assert dialog.runner.is_running(), "the 25×25 puzzle was made before Cancel"
        clock = QElapsedTimer()
        clock.start()
        QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        while dialog.runner.is_running() or not dialog.generate_button.isEnabled():
            app.processEvents()
            if clock.elapsed() > 10_000:
                raise RuntimeError("Cancel did not answer in 10 s")
        answers.append(clock.nsecsElapsed() / 1e6)
    dialog.reject()
    return answers


def watched_gap(
    app: QApplication,
    window: MainWindow,
    puzzle: Puzzle,
    algorithm_id: str,
    limit: int | None,
    heat_map: bool = False,
) -> tuple[int, float, float]:
    """Watch ``algorithm_id`` on ``puzzle`` on the main board at full speed, to its end or
    ``limit`` steps: the steps watched, the longest wait of a 10 ms timer on the GUI thread
    (ms, Play pressed to the run's end) and the GUI thread's own CPU time in that wait."""
    window.load_puzzle(puzzle)
    window.watch_dock.show()
    settle(app)
    panel = window.watch_panel
    panel.picker.select(algorithm_id)
    panel.bar.speed_slider.setValue(FASTEST)
    panel.heat_map_check.setChecked(heat_map)
    settle(app)
    gaps: list[tuple[float, float]] = []
    clock, ticker, busy_since = QElapsedTimer(), QTimer(), [time.thread_time()]

    def tick() -> None:
        cpu = time.thread_time()
        gaps.append((clock.nsecsElapsed() / 1e6, (cpu - busy_since[0]) * 1000))
        clock.restart()
        busy_since[0] = cpu

    loop = QEventLoop()
    controller = panel.controller

    def changed() -> None:
        if controller.state is RunState.FINISHED:
            loop.quit()
        elif limit is not None and len(controller.recording) >= limit:
            controller.pause()
            loop.quit()

    ticker.setInterval(10)
    ticker.timeout.connect(tick)
    controller.state_changed.connect(changed)
    clock.start()
    ticker.start()
    busy_since[0] = time.thread_time()
    panel.bar.action_play_pause.trigger()
    loop.exec()
    ticker.stop()
    tick()  # the wait up to the run's end counts too
    controller.state_changed.disconnect(changed)
    steps = len(controller.recording)
    panel.heat_map_check.setChecked(False)
    window.watch_stage.action_leave_watch.trigger()
    settle(app)
    wall, busy = max(gaps)
    return steps, wall, busy


def repaint_and_cancel(
    app: QApplication, window: MainWindow, boards: dict[str, Puzzle]
) -> tuple[bool, bool]:
    """Sections 1 and 2, printed; whether each is within its limit."""
    figures = {name: repaint_ms(window, puzzle) for name, puzzle in boards.items()}
    worst = max(figures["25×25 sample"][0], figures["25×25 empty"][0])
    nine = figures["9×9 sample"][0]
    print(f"repaint at 1920×1080, every candidate as a note, median of {RUNS}:")
    for name, (ms, side) in figures.items():
        print(f"  {name:<13} {ms:6.2f} ms  ({side} px a side, {ms / nine:.1f}× the 9×9 one)")
    repaint_ok = worst < REPAINT_LIMIT_MS
    print(
        f"  25×25 worst {worst:.2f} ms, limit < {REPAINT_LIMIT_MS:.0f} ms: "
        f"{'ok' if repaint_ok else 'OVER'}"
    )
    answers = cancel_ms(app, window)
    cancel_ok = max(answers) <= CANCEL_LIMIT_MS
    print(
        f"New puzzle at 25×25, Cancel clicked {GENERATING_MS} ms into generating, answered in "
        f"{', '.join(f'{ms:.1f}' for ms in answers)} ms; worst {max(answers):.1f} ms, "
        f"limit ≤ {CANCEL_LIMIT_MS:.0f} ms: {'ok' if cancel_ok else 'OVER'}"
    )
    return repaint_ok, cancel_ok


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    settings = QSettings(
        os.path.join(os.environ.get("TMPDIR", "/tmp"), "bench_sizes_gui.ini"),
        QSettings.Format.IniFormat,
    )
    window = create_main_window(settings)
    window.resize(1920, 1080)
    window.show()
    settle(app)
    sized = dict(sized_samples())
    boards = {
        "25×25 sample": sized["25×25 sample"],
        "25×25 empty": Puzzle((0,) * 625),
        "16×16 sample": sized["16×16 sample"],
        "9×9 sample": sample_puzzles()[0][1],
    }
    repaint_ok = cancel_ok = True
    if "--watch" not in sys.argv:
        repaint_ok, cancel_ok = repaint_and_cancel(app, window, boards)
    print(
        f"watched runs on the main board at 1920×1080, fastest speed: the GUI thread's "
        f"longest gap (a 10 ms timer), limit < {GAP_LIMIT_MS:.0f} ms:"
    )
    runs = (
        (
            "25×25 sample, ordered backtracking",
            boards["25×25 sample"],
            "ordered_backtracking",
            WATCHED_STEPS,
            False,
        ),
        (
            "25×25 sample, ordered, heat map on",
            boards["25×25 sample"],
            "ordered_backtracking",
            HEAT_STEPS,
            True,
        ),
        (
            "25×25 sample, fewest candidates",
            boards["25×25 sample"],
            "fewest_candidates",
            None,
            False,
        ),
        (
            NINE_RUN,
            boards["9×9 sample"],
            "plain_backtracking",
            WATCHED_STEPS,
            False,
        ),
    )
    gaps = {}
    for name, puzzle, algorithm_id, limit, heat in runs:
        steps, wall, busy = watched_gap(app, window, puzzle, algorithm_id, limit, heat)
        gaps[name] = wall
        print(
            f"  {name:<36} {steps:>8,} steps: longest gap {wall:5.1f} ms "
            f"(the GUI thread's own CPU in it {busy:5.1f} ms)"
        )
    worst_gap = max(wall for name, wall in gaps.items() if name.startswith("25×25"))
    gap_ok = worst_gap < GAP_LIMIT_MS
    print(
        f"  25×25 worst {worst_gap:.1f} ms, limit < {GAP_LIMIT_MS:.0f} ms: "
        f"{'ok' if gap_ok else 'OVER'} (the 9×9 run's {gaps[NINE_RUN]:.1f} ms)"
    )
    window.close()
    return 0 if repaint_ok and cancel_ok and gap_ok else 1


if __name__ == "__main__":
    sys.exit(main())
