"""Two runs side by side on the same puzzle, driven by one set of controls.

Pick two algorithms, or one algorithm at two deduction powers, press Play: each side shows
its board, counters (steps, guesses… and the real search time) and search tree, so a user
sees how ordering and deduction shrink the tree. Play, step and jumps drive both runs; each
run has its own timeline, and "Move the timelines together" (on by default) makes a seek on
one timeline show the same step on both (a shorter run stops at its end).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.gui.numbers import count_text
from sudoku_desktop.gui.threads.collection import gui_thread_collection
from sudoku_desktop.gui.watch.controller import RunController, RunState
from sudoku_desktop.gui.watch.controls import (
    AlgorithmPicker,
    PlaybackBar,
    check_box,
    connect_playback,
)
from sudoku_desktop.gui.watch.run_view import RunView, name_for_accessibility


class SideTimeline(QWidget):
    """One run's own timeline: a slider over its recorded steps and "position / length"."""

    def __init__(self, controller: RunController, suffix: str) -> None:
        super().__init__()
        self.controller = controller
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName(f"timeline_slider{suffix}")
        self.slider.setToolTip(self.tr("Any step of this run so far"))
        self.label = QLabel("0 / 0")
        self.label.setObjectName(f"timeline_label{suffix}")
        self.label.setMinimumWidth(110)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("Timeline:")))
        row.addWidget(self.slider, 1)
        row.addWidget(self.label)
        for signal in (controller.position_changed, controller.run_reset):
            signal.connect(self.refresh)

    @Slot()
    def refresh(self) -> None:
        """Show the run's position and length without reporting a seek."""
        position, length = self.controller.position, len(self.controller.recording)
        self.slider.blockSignals(True)
        self.slider.setRange(0, length)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.label.setText(f"{count_text(position)} / {count_text(length)}")


class CompareSide:
    """One column: its picker, controller, view and timeline."""

    def __init__(self, owner: QWidget, suffix: str, choice: int) -> None:
        self.picker = AlgorithmPicker(owner, suffix, stacked=True)
        if self.picker.algorithms:
            self.picker.algorithm_combo.setCurrentIndex(choice % len(self.picker.algorithms))
        self.controller = RunController(self.picker.algorithm(), owner)
        self.controller.power = self.picker.power()
        self.view = RunView(self.controller, owner, with_order=False)  # no room for lists
        assert self.view.square is not None, "a RunView made with its board"
        self.square = self.view.square
        self.timeline = SideTimeline(self.controller, suffix)
        self.picker.choice_changed.connect(self.choose)

    @Slot()
    def choose(self) -> None:
        self.controller.set_algorithm(self.picker.algorithm(), self.picker.power())


class TimelineLink(QObject):
    """Seeks from either side's timeline: both runs when linked, else that run alone."""

    def __init__(self, sides: Sequence[CompareSide], check: QCheckBox) -> None:
        super().__init__(check)
        self.sides, self.check = sides, check
        for side in sides:
            side.timeline.slider.valueChanged.connect(
                lambda value, side=side: self.seek(side, value)
            )

    def seek(self, moved: CompareSide, position: int) -> None:
        """Show step ``position`` on the side moved, and on the other too when linked."""
        for side in self.sides:
            if side is moved or self.check.isChecked():
                side.controller.seek(position)


class CompareWindow(QWidget):
    """A top-level window comparing two runs of the same puzzle; closing it stops both runs
    and deletes it (each one held about 5 MB and nine top-level widgets, its combo boxes'
    popups among them, until the app quit), ``closed`` telling its opener to let go."""

    closed = Signal(QWidget)

    def __init__(self, puzzle: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        gui_thread_collection().collect_when_destroyed(self)  # its wrappers form cycles
        self.setObjectName("compare_window")
        self.setWindowTitle(self.tr("Compare two searches"))
        self.sides = [CompareSide(self, "_left", 0), CompareSide(self, "_right", 1)]
        intro = QLabel(self.tr("Same puzzle, two searches: compare steps, guesses and trees."))
        intro.setWordWrap(True)
        # the compact two-row bar, the link in its tail: the window fits a 1280×800 screen
        # (stacked, the controls took five rows and the window 849 px)
        self.bar = PlaybackBar(self, lead=intro)
        self.bar.timeline_row.hide()  # each run has its own, below its board
        self.link_check = check_box(
            self.tr("Move the timelines together"),
            "link_timelines_check",
            self.tr(
                "On: a seek on either timeline shows the same step on both runs (a shorter "
                "run stops at its end). Off: each timeline moves its own run only."
            ),
        )
        self.link_check.setChecked(True)
        self.bar.tail.addWidget(self.link_check)
        grid = QGridLayout()
        for column, side in enumerate(self.sides):
            side.controller.set_puzzle(puzzle)
            grid.addWidget(side.picker, 0, column)
            grid.addWidget(side.square, 1, column)
            grid.addWidget(side.timeline, 2, column)
            grid.addWidget(side.view.side.sentence, 3, column)
            grid.addWidget(side.view.side.counters, 4, column)
            grid.addWidget(side.view.tree, 5, column)
            side.view.tree.setMinimumHeight(60)  # two trees under two boards: 800 px high
        grid.setRowStretch(1, 3)
        grid.setRowStretch(5, 2)
        self.link = TimelineLink(self.sides, self.link_check)
        layout = QVBoxLayout(self)
        layout.addWidget(self.bar)
        layout.addLayout(grid, 1)
        connect_playback(self.bar, [side.controller for side in self.sides])
        # Esc stops the runs while they play, then closes the window, as Esc leaves a watch
        self.bar.action_stop.setShortcut(QKeySequence())
        self.bar.action_stop.setToolTip(self.bar.stop_tip())
        self.resize(900, 760)
        self.setAccessibleName(self.tr("Compare two searches"))
        name_for_accessibility(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.stop_or_close()
        else:
            super().keyPressEvent(event)

    @Slot()
    def stop_or_close(self) -> None:
        """Esc: stop the runs while one plays, else close the window."""
        if any(side.controller.state is RunState.PLAYING for side in self.sides):
            self.bar.action_stop.trigger()
        else:
            self.close()

    def shutdown(self) -> None:
        """Stop both searches and wait for their threads."""
        for side in self.sides:
            side.controller.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
        self.closed.emit(self)
