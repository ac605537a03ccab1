"""The controls of a watched search: algorithm and power, transport actions, speed, timeline.

Actions carry the object names the tests and the help use and the shortcuts users expect
(Space play/pause, Right step, Left step back, Escape stop). Their shortcuts act while the
focus is inside the panel that owns them, so they never take the arrows from the main board.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSlider,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.recording import KIND_BACKTRACK, KIND_CONTRADICTION, KIND_GUESS
from sudoku_desktop.core.search.common import Algorithm, Power
from sudoku_desktop.gui.numbers import count_text, rate_number
from sudoku_desktop.gui.watch.algorithms import available_algorithms
from sudoku_desktop.gui.watch.controller import RunController, RunState
from sudoku_desktop.gui.watch.flow_layout import FlowLayout
from sudoku_desktop.gui.watch.pacing import hold_size
from sudoku_desktop.gui.wording import translated

FASTEST = 40
"""Speed slider value meaning "as fast as possible"; below it, 10 ** (value / 10) steps/s."""
DEFAULT_SPEED = 7
STREAM_DATA = "\x00stream"
"""Item data of the combo entry showing a stream's title (no algorithm has this id)."""


def rate_of(value: int) -> float | None:
    """Steps a second for a speed slider value; None is as fast as possible."""
    return None if value >= FASTEST else 10 ** (value / 10)


def rate_text(rate: float | None) -> str:
    """ "5 steps/s", "As fast as possible" (translated)."""
    if rate is None:
        return QCoreApplication.translate("PlaybackBar", "As fast as possible")
    return QCoreApplication.translate("PlaybackBar", "{0} steps/s").format(rate_number(rate))


MIN_TITLE_LENGTH = 14
"""The characters a combo of the picker keeps room for; longer titles elide (a stream's
title asks for its whole length: the power's room is its own then)."""


class AlgorithmPicker(QWidget):
    """The algorithm and, when it uses one, the deduction power."""

    choice_changed = Signal()

    def __init__(
        self, parent: QWidget | None = None, suffix: str = "", stacked: bool = False
    ) -> None:
        """``stacked``: the power under the algorithm, each combo as wide as the picker (a
        compare column is too narrow for both side by side: "Déduction + exploratio")."""
        super().__init__(parent)
        self.algorithms = available_algorithms()
        self.algorithm_combo = QComboBox()
        self.algorithm_combo.setObjectName("algorithm_combo" + suffix)
        for algorithm in self.algorithms:
            self.algorithm_combo.addItem(translated(algorithm.title_phrase), algorithm.id)
            index = self.algorithm_combo.count() - 1
            self.algorithm_combo.setItemData(
                index,
                translated(algorithm.description_phrase),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.power_combo = QComboBox()
        self.power_combo.setObjectName("power_combo" + suffix)
        for power in Power:
            self.power_combo.addItem(translated(power.title_phrase), power.value)
        for combo in (self.algorithm_combo, self.power_combo):  # long titles elide, so the
            combo.setSizeAdjustPolicy(  # window fits 1280 px in every language
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(MIN_TITLE_LENGTH)
        self.power_label = QLabel(self.tr("Deduction:"))
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Algorithm:")), 0, 0)
        layout.addWidget(self.algorithm_combo, 0, 1)
        layout.addWidget(self.power_label, int(stacked), 2 * (not stacked))
        layout.addWidget(self.power_combo, int(stacked), 1 + 2 * (not stacked))
        self._power_column = 1 if stacked else 3  # the power's stretch, its own column's
        for column in {1, self._power_column}:
            layout.setColumnStretch(column, 1)
        self.algorithm_combo.currentIndexChanged.connect(self._algorithm_changed)
        self.power_combo.currentIndexChanged.connect(self.choice_changed)
        self._before_stream: tuple[int, int] | None = None
        self._algorithm_changed()

    def algorithm(self) -> Algorithm:
        """The algorithm chosen (while a stream shows, the one chosen before it)."""
        index = self.algorithm_combo.currentIndex()
        if self._before_stream is not None:
            index = self._before_stream[0]
        return self.algorithms[max(0, index)]

    def power(self) -> Power:
        """The deduction power chosen (the algorithm may ignore it)."""
        if self._before_stream is not None:
            return Power(self.power_combo.itemData(self._before_stream[1]))
        return Power(self.power_combo.currentData())

    def select(self, algorithm_id: str, power: Power | None = None) -> None:
        """Choose by id, as a saved run or a test does."""
        index = self.algorithm_combo.findData(algorithm_id)
        if index >= 0:
            self.algorithm_combo.setCurrentIndex(index)
        if power is not None:
            self.power_combo.setCurrentIndex(self.power_combo.findData(power.value))

    def show_stream(self, title: str) -> None:
        """Show ``title`` in the algorithm combo, disabled: a run of a given step stream.

        The power combo hides meanwhile, its room going to the title (a generator's, long in
        French, was cut in two narrow combos at 1280 px)."""
        self.leave_stream()
        self._before_stream = (
            self.algorithm_combo.currentIndex(),
            self.power_combo.currentIndex(),
        )
        for combo in (self.algorithm_combo, self.power_combo):
            combo.blockSignals(True)
            combo.addItem(title, STREAM_DATA)
            combo.setCurrentIndex(combo.count() - 1)
            combo.setEnabled(False)
            combo.blockSignals(False)
        self.algorithm_combo.setToolTip(title)
        self.power_label.hide()
        self.power_combo.hide()
        self._grid().setColumnStretch(self._power_column, int(self._power_column == 1))
        self.algorithm_combo.setMinimumContentsLength(max(MIN_TITLE_LENGTH, len(title)))

    def leave_stream(self) -> None:
        """Back to the algorithm and power chosen before ``show_stream`` (no signal)."""
        if self._before_stream is None:
            return
        indexes, self._before_stream = self._before_stream, None
        for combo, index in zip((self.algorithm_combo, self.power_combo), indexes, strict=True):
            combo.blockSignals(True)
            combo.removeItem(combo.findData(STREAM_DATA))
            combo.setCurrentIndex(index)
            combo.blockSignals(False)
        self.algorithm_combo.setEnabled(True)
        self.power_combo.setEnabled(self.algorithm().supports_power)
        self.algorithm_combo.setToolTip(translated(self.algorithm().description_phrase))
        self.power_label.show()
        self.power_combo.show()
        self._grid().setColumnStretch(self._power_column, 1)
        self.algorithm_combo.setMinimumContentsLength(MIN_TITLE_LENGTH)

    def _grid(self) -> QGridLayout:
        """The picker's layout (an empty column keeps its stretch: the power's is zeroed
        while it hides, or its room stays blank beside a cut title)."""
        layout = self.layout()
        assert isinstance(layout, QGridLayout)
        return layout

    def showing_stream(self) -> bool:
        """True while the combos show a stream's title."""
        return self._before_stream is not None

    def _algorithm_changed(self) -> None:
        if not self.algorithms or self._before_stream is not None:
            return
        algorithm = self.algorithm()
        self.power_combo.setEnabled(algorithm.supports_power)
        self.power_combo.blockSignals(True)
        self.power_combo.setCurrentIndex(self.power_combo.findData(algorithm.default_power.value))
        self.power_combo.blockSignals(False)
        self.algorithm_combo.setToolTip(translated(algorithm.description_phrase))
        self.choice_changed.emit()


class _SpaceToggles(QObject):
    """Space on a focused check box toggles it: the watch's Play key (Space, on the whole
    panel) took it before, so a check box could not be ticked from the keyboard."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        ):
            event.accept()  # the box's own key press follows, not the shortcut
        return False


def check_box(text: str, name: str, tip: str) -> QCheckBox:
    """A check box named ``name`` (tests and help find it so) that explains itself in
    ``tip``; Space ticks it when it has the focus."""
    box = QCheckBox(text)
    box.setObjectName(name)
    box.setToolTip(tip)
    box.installEventFilter(_SpaceToggles(box))
    return box


def _action(parent: QWidget, name: str, text: str, tip: str, key: str | None = None) -> QAction:
    """An action with its (translated) text and tip; the tip names the key as the OS does."""
    action = QAction(text, parent)
    action.setObjectName(name)
    shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) if key else ""
    action.setToolTip(tip + (f" ({shown})" if key else ""))
    if key:
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    parent.addAction(action)
    return action


def _tool_row(bar: QWidget, name: str, actions: Sequence[QAction]) -> QToolBar:
    """A row of tool buttons for ``actions``, each reached by Tab; their keys act wherever
    ``bar`` is, in a dock or not."""
    row = QToolBar()
    row.setObjectName(name)
    row.addActions(actions)
    for action in actions:
        bar.addAction(action)
        button = row.widgetForAction(action)
        if button is not None:  # a toolbar's buttons skip Tab unless told otherwise
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setObjectName(action.objectName() + "_button")
    return row


class PlaybackBar(QWidget):
    """Play/Pause, Step, Step back, Stop, jumps, speed and timeline; ``owner`` gets the keys.

    Stacked (transport, speed, timeline, one under the other) by default; given a ``lead``
    widget (the algorithm picker) it is the compact watch bar: its groups (the lead, the
    transport, the speed, ``lower_row``: the jumps, the timeline, ``tail``: the owner's own
    controls) flow into as many lines as the width they are given needs."""

    def __init__(
        self, owner: QWidget, parent: QWidget | None = None, lead: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("playback_bar")
        self.action_play_pause = _action(
            owner, "action_play_pause", self.tr("Play"), self.tr("Play or pause"), "Space"
        )
        self.action_step_back = _action(
            owner, "action_step_back", self.tr("◀ Step"), self.tr("Step back"), "Left"
        )
        self.action_step = _action(
            owner, "action_step", self.tr("Step ▶"), self.tr("One step"), "Right"
        )
        self.action_stop = _action(
            owner, "action_stop", self.tr("Stop"), self.stop_tip(), "Escape"
        )
        self.action_jump_guess = _action(
            owner,
            "action_jump_guess",
            self.tr("Next guess"),
            self.tr("Jump to the next guess"),
            "G",
        )
        self.action_jump_contradiction = _action(
            owner,
            "action_jump_contradiction",
            self.tr("Next dead end"),
            self.tr("Jump to the next contradiction"),
            "D",
        )
        self.action_jump_backtrack = _action(
            owner,
            "action_jump_backtrack",
            self.tr("Next backtrack"),
            self.tr("Jump to the next backtrack"),
            "B",
        )
        self._play_key = QKeySequence("Space").toString(QKeySequence.SequenceFormat.NativeText)
        # the shortcuts list names the command, whatever the button says now
        self.action_play_pause.setProperty("command", self.tr("Play or pause"))
        transport = (
            self.action_play_pause,
            self.action_step_back,
            self.action_step,
            self.action_stop,
        )
        jumps = (
            self.action_jump_guess,
            self.action_jump_contradiction,
            self.action_jump_backtrack,
        )
        self.transport = _tool_row(self, "watch_toolbar", transport)
        play_pause = self.transport.widgetForAction(self.action_play_pause)
        if isinstance(play_pause, QAbstractButton):  # "Pause" once playing: same room
            hold_size(play_pause, self.tr("Play"), self.tr("Pause"), self.tr("Restart"))
        self.jumps = _tool_row(self, "watch_jumps", jumps)
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("speed_slider")
        self.speed_slider.setRange(0, FASTEST)
        self.speed_slider.setValue(DEFAULT_SPEED)
        self.speed_slider.setToolTip(self.tr("From 1 step a second to as fast as possible"))
        self.speed_label = QLabel(rate_text(rate_of(DEFAULT_SPEED)))
        self.speed_label.setMinimumWidth(110)
        self.speed_slider.valueChanged.connect(self._speed_changed)
        self.timeline_slider = QSlider(Qt.Orientation.Horizontal)
        self.timeline_slider.setObjectName("timeline_slider")
        self.timeline_slider.setRange(0, 0)
        self.timeline_slider.setToolTip(self.tr("Any step of the run so far"))
        self.timeline_label = QLabel("0 / 0")
        self.timeline_label.setMinimumWidth(100)
        for slider in (self.speed_slider, self.timeline_slider):
            slider.setMinimumWidth(90)
        speed_row = QHBoxLayout()
        speed_row.addWidget(QLabel(self.tr("Speed:")))
        speed_row.addWidget(self.speed_slider, 1)
        speed_row.addWidget(self.speed_label)
        self.timeline_row = QWidget()
        """The timeline with its labels: compare mode gives each run its own instead."""
        timeline_row = QHBoxLayout(self.timeline_row)
        timeline_row.setContentsMargins(0, 0, 0, 0)
        timeline_row.addWidget(QLabel(self.tr("Timeline:")))
        timeline_row.addWidget(self.timeline_slider, 1)
        timeline_row.addWidget(self.timeline_label)
        self.tail = QHBoxLayout()
        """Room at the end of the bar for the owner's own controls (the watch stage's)."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.lower_row = QWidget()
        """The compact bar's jumps (to the next guess, dead end, backtrack)."""
        if lead is None:
            layout.addWidget(self.transport)
            layout.addWidget(self.jumps)
            layout.addLayout(speed_row)
            layout.addWidget(self.timeline_row)
            layout.addLayout(self.tail)
            return
        speed, tail = QWidget(), QWidget()
        speed.setLayout(speed_row)
        tail.setLayout(self.tail)
        jump_row = QHBoxLayout(self.lower_row)
        jump_row.addWidget(self.jumps)
        for row in (speed_row, jump_row, self.tail):
            row.setContentsMargins(0, 0, 0, 0)
        flow = FlowLayout()
        for group in (lead, self.transport, speed, self.lower_row, self.timeline_row, tail):
            flow.addWidget(group)
        for grows in (lead, speed, self.timeline_row):
            grows.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addLayout(flow)

    def stop_tip(self) -> str:
        """Stop's tooltip, without its key."""
        return self.tr("Stop the search")

    def rate(self) -> float | None:
        """The speed chosen, in steps a second (None: as fast as possible)."""
        return rate_of(self.speed_slider.value())

    def show_timeline(self, position: int, length: int) -> None:
        """Move the timeline without it reporting a seek."""
        self.timeline_slider.blockSignals(True)
        self.timeline_slider.setRange(0, length)
        self.timeline_slider.setValue(position)
        self.timeline_slider.blockSignals(False)
        self.timeline_label.setText(f"{count_text(position)} / {count_text(length)}")

    def show_playing(self, playing: bool, restarts: bool = False) -> None:
        """Label the play/pause action by what it will do: pause, play on, or (the run
        stopped or ended, shown at its end) start the search again from the beginning."""
        if playing:
            text, tip = self.tr("Pause"), self.tr("Pause the search")
        elif restarts:
            text, tip = self.tr("Restart"), self.tr("Start the search again from the beginning")
        else:
            text, tip = self.tr("Play"), self.tr("Play or pause")
        self.action_play_pause.setText(text)
        self.action_play_pause.setToolTip(f"{tip} ({self._play_key})")

    def _speed_changed(self, value: int) -> None:
        self.speed_label.setText(rate_text(rate_of(value)))


def connect_playback(bar: PlaybackBar, controllers: Sequence[RunController]) -> None:
    """Wire the transport actions to one or several controllers (compare mode)."""

    def each(method: str, *args: object) -> None:
        for controller in controllers:
            getattr(controller, method)(*args)

    lead = controllers[0]
    bar.action_play_pause.triggered.connect(
        lambda: each("pause") if lead.state is RunState.PLAYING else each("play")
    )
    bar.action_step.triggered.connect(lambda: each("step"))
    bar.action_step_back.triggered.connect(lambda: each("step_back"))
    bar.action_stop.triggered.connect(lambda: each("stop"))
    kinds = {
        bar.action_jump_guess: KIND_GUESS,
        bar.action_jump_contradiction: KIND_CONTRADICTION,
        bar.action_jump_backtrack: KIND_BACKTRACK,
    }
    for action, kind in kinds.items():
        action.triggered.connect(lambda _=False, k=kind: each("jump_to", frozenset({k})))
    bar.speed_slider.valueChanged.connect(lambda _: each("set_rate", bar.rate()))
    bar.timeline_slider.valueChanged.connect(lambda value: each("seek", value))

    def refresh() -> None:
        at_end = lead.state is RunState.FINISHED and lead.position >= len(lead.recording)
        bar.show_playing(lead.state is RunState.PLAYING, restarts=at_end)
        bar.show_timeline(lead.position, len(lead.recording))

    lead.state_changed.connect(refresh)
    lead.position_changed.connect(refresh)
    lead.run_reset.connect(refresh)
    for controller in controllers:
        controller.set_rate(bar.rate())
