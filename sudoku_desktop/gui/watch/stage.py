"""One stage: the watched run plays on the main board, in place, and gives it back exactly.

Starting a run (play, step, a jump) enters watch mode: the main ``board_view`` shows the
watch's model through the watch's delegate, the panel's own board is hidden (one board on
screen), typing on the board is held, and a banner above it says what is watched. The
user's board model is only set aside, never touched, so "Back to my puzzle"
(``action_leave_watch``, Esc once the run is stopped) gives back its digits, notes,
candidates and undo history as they were; ``action_keep_result`` puts the shown position on
the board as one undo step. "From my position" watches the digits on the board, the user's
held fixed as if given, instead of the givens alone.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QBoxLayout,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QPushButton,
    QWidget,
)

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.view import CLEAR_KEYS, DIGIT_KEYS, BoardView
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.legend import WatchLegend
from sudoku_desktop.gui.watch.watch_delegate import WatchDelegate
from sudoku_desktop.gui.watch.watch_panel import WatchPanel
from sudoku_desktop.gui.wording import translated

HELD_KEYS = frozenset(DIGIT_KEYS) | frozenset(CLEAR_KEYS)


def kept_state(user: State, shown: tuple[int, ...]) -> State:
    """The user's board showing ``shown``: givens stay, every other digit is the search's."""
    state = user
    for cell, digit in enumerate(shown):
        if user.origins[cell] is Origin.GIVEN or digit == user.digits[cell]:
            continue
        state = state.with_digit(cell, digit, Origin.SOLVE)
    return state


def _layout_holding(layout: QLayout, widget: QWidget) -> QBoxLayout | None:
    """The box layout under ``layout`` that holds ``widget`` directly."""
    if isinstance(layout, QBoxLayout) and layout.indexOf(widget) >= 0:
        return layout
    for index in range(layout.count()):
        child = layout.itemAt(index).layout()
        found = _layout_holding(child, widget) if child is not None else None
        if found is not None:
            return found
    return None


class WatchStage(QObject):
    """Watch mode on the main board: enter, leave (give the board back), keep the result."""

    entered = Signal()
    left = Signal()

    def __init__(
        self, window: QMainWindow, board_view: BoardView, editor: Editor, panel: WatchPanel
    ) -> None:
        super().__init__(window)
        self.window, self.board_view, self.editor, self.panel = window, board_view, editor, panel
        self.watching = False
        self._aside: tuple[QAbstractItemModel, QAbstractItemDelegate] | None = None
        self._delegate = WatchDelegate(board_view)
        self.banner = QLabel()
        self.banner.setObjectName("watch_banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            "#watch_banner { background: #ede7f6; border: 1px solid #7b1fa2; "
            "border-radius: 4px; padding: 4px; }"
        )
        self.banner.hide()
        self.legend = WatchLegend()
        self.legend.hide()
        holder = _layout_holding(window.centralWidget().layout(), board_view)
        if holder is not None:
            holder.insertWidget(holder.indexOf(board_view), self.banner)
            holder.insertWidget(holder.indexOf(board_view) + 1, self.legend)
        self.back_button = QPushButton(self.tr("Back to my puzzle"))
        self.back_button.setObjectName("back_to_puzzle_button")
        self.keep_button = QPushButton(self.tr("Keep this position"))
        self.keep_button.setObjectName("keep_result_button")
        self.from_current_check = QCheckBox(self.tr("From my position"))
        self.from_current_check.setObjectName("watch_from_current_check")
        self.from_current_check.setToolTip(
            self.tr(
                "Watch the search from the digits on the board, yours held fixed, instead of "
                "from the givens alone"
            )
        )
        self.banner.setAccessibleName(self.tr("What is watched"))
        for widget in (self.back_button, self.keep_button, self.from_current_check):
            widget.setAccessibleName(widget.text())
        row = QHBoxLayout()
        row.addWidget(self.from_current_check)
        row.addStretch(1)
        row.addWidget(self.keep_button)
        row.addWidget(self.back_button)
        panel.add_stage_row(row)
        self.action_leave_watch = QAction(self.tr("Back to my puzzle"), window)
        self.action_leave_watch.setObjectName("action_leave_watch")
        self.action_leave_watch.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.action_keep_result = QAction(self.tr("Keep the watched position"), window)
        self.action_keep_result.setObjectName("action_keep_result")
        window.addAction(self.action_leave_watch)
        window.addAction(self.action_keep_result)
        self.back_button.clicked.connect(self.leave)
        panel.use_requested.connect(self.leave)  # the puzzle built goes on the user's board
        self.keep_button.clicked.connect(self.keep_result)
        self.action_leave_watch.triggered.connect(self.leave_when_stopped)
        self.action_keep_result.triggered.connect(self.keep_result)
        self.from_current_check.toggled.connect(self._watch_from_board)
        editor.state_changed.connect(self.follow_board)
        controller = panel.controller
        controller.state_changed.connect(self._run_moved)
        controller.position_changed.connect(self._run_moved)
        self._show_mode()

    @Slot()
    def follow_board(self) -> None:
        """With "From my position", watch every digit on the board as it changes (the dock
        follows the givens otherwise)."""
        if self.from_current_check.isChecked():
            self._watch_from_board()

    @Slot()
    def _watch_from_board(self) -> None:
        """Watch the board's givens, or every digit on it with "From my position"."""
        if self.panel.picker.showing_stream():
            return
        state = self.editor.state()
        if self.from_current_check.isChecked():
            start = state.digits
        else:
            pairs = zip(state.digits, state.origins, strict=True)
            start = tuple(d if o is Origin.GIVEN else 0 for d, o in pairs)
        if start != self.panel.controller.puzzle:
            self.panel.set_puzzle(start)

    def enter(self) -> None:
        """Show the run on the main board; the user's model and delegate are set aside."""
        if self.watching:
            return
        view = self.board_view
        self._aside = (view.model(), view.itemDelegate())
        view.setModel(self.panel.view.model)
        view.setItemDelegate(self._delegate)
        view.installEventFilter(self)  # typing cannot reach the user's board it does not show
        view.clicked.connect(self.panel.board_clicked)  # a suggestion's cell is picked here
        self.watching = True
        self._show_mode()
        self.entered.emit()

    @Slot()
    def leave(self) -> None:
        """Stop the run and give the user's board back exactly as it was."""
        if not self.watching or self._aside is None:
            return
        self.panel.controller.stop()
        model, delegate = self._aside
        view = self.board_view
        view.removeEventFilter(self)
        view.clicked.disconnect(self.panel.board_clicked)
        view.setModel(model)
        view.setItemDelegate(delegate)
        self._aside = None
        self.watching = False
        self.panel.controller.reset()
        self._show_mode()
        self.left.emit()

    @Slot()
    def leave_when_stopped(self) -> None:
        """Esc: stops a playing run first, leaves once it is stopped."""
        if self.panel.controller.state is RunState.PLAYING:
            self.panel.controller.stop()
        else:
            self.leave()

    @Slot()
    def keep_result(self) -> None:
        """Put the position shown on the user's board as one undo step, then leave."""
        if not self.watching:
            return
        shown = self.panel.view.model.digits()
        self.leave()
        self.editor.push(kept_state(self.editor.state(), shown), self.tr("Keep watched position"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While watching, the board's digit and clear keys are held (they would edit the
        user's board, which is not shown); moving around still works."""
        if watched is self.board_view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return Qt.Key(event.key()) in HELD_KEYS
        return super().eventFilter(watched, event)

    @Slot()
    def _run_moved(self) -> None:
        controller = self.panel.controller
        if not self.watching and (controller.position or controller.state is RunState.PLAYING):
            self.enter()

    def _show_mode(self) -> None:
        watching = self.watching
        self.banner.setVisible(watching)
        self.legend.setVisible(watching)
        self.back_button.setEnabled(watching)
        self.keep_button.setEnabled(watching)
        self.action_leave_watch.setEnabled(watching)
        self.action_keep_result.setEnabled(watching)
        self.panel.view.square.setVisible(not watching)
        wide = Qt.Orientation.Horizontal if watching else Qt.Orientation.Vertical
        self.panel.side_splitter.setOrientation(wide)  # the window fits 1280×800
        play_panel = self.window.findChild(QWidget, "side_panel")
        if play_panel is not None:  # hint and digit pad: nothing to enter while watching
            play_panel.setVisible(not watching)
        if watching:
            title = translated(self.panel.controller.algorithm.title_phrase)
            self.banner.setText(
                self.tr("Watching {0} on your puzzle. Your board is kept aside untouched.").format(
                    title
                )
            )
