"""One stage: the watched run plays on the main board, in place, and gives it back exactly.

Starting a run (play, step, a jump) enters watch mode: the main ``board_view`` shows the
run's ``BoardModel`` (the one model class, with its ``ShownRun`` layer) through a second
``CellDelegate`` showing candidates (the panel has no board of its own in the window: one
board on screen), typing on the board is held with a word in the status bar, and a banner
says what is watched. The banner and the watch's controls make the stage's ``bar``, which
the window shows at the top of its side area, beside the board, while the watch's panel is
open or a run is watched (its controls all there from the start: "From my position" is
chosen before a run, and a bar that grew on entering would relayout the side area). The
user's board model is only set aside, never touched, so "Back to my puzzle"
(``action_leave_watch``, Esc once the run is stopped) gives back its digits, notes,
candidates and undo history as they were; ``action_keep_result`` puts the shown position on
the board as one undo step. "From my position" watches the digits on the board, the user's
held fixed as if given, instead of the givens alone. ``entered`` and ``left`` let the window
name the watch's marks in its legend and hide what plays on the user's board.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Protocol

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelectionModel,
    QObject,
    Qt,
    Signal,
    SignalInstance,
    Slot,
)
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.palette import blend, current_palette
from sudoku_desktop.gui.board.view import BoardView, clears, typed_digit
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.controls import check_box
from sudoku_desktop.gui.watch.pacing import NextTurn
from sudoku_desktop.gui.watch.watch_panel import WatchPanel
from sudoku_desktop.gui.wording import translated

SIDE_BY_SIDE_WIDTH = 760
"""From this width the panel shows the step's words beside the order list and tree."""


class _Page(Protocol):
    """The window's panel holding the watch's (its ``SidePage``)."""

    visibilityChanged: SignalInstance  # noqa: N815 (QDockWidget's name)

    def isVisible(self) -> bool: ...


def kept_state(user: State, shown: tuple[int, ...]) -> State:
    """The user's board showing ``shown``: givens stay, every other digit is the search's."""
    state = user
    for cell, digit in enumerate(shown):
        if user.origins[cell] is Origin.GIVEN or digit == user.digits[cell]:
            continue
        state = state.with_digit(cell, digit, Origin.SOLVE)
    return state


def _banner_style() -> str:
    """The banner's frame and tint, from the current cell's colour in the palette."""
    palette = current_palette()
    outline = palette.colour("current")
    tint = blend(palette.colour("background"), outline, 0.1)
    return (
        f"#watch_banner {{ background: {tint.name()}; border: 1px solid "
        f"{outline.name()}; border-radius: 4px; padding: 4px; }}"
    )


def _buttons(row: QToolBar) -> list[QWidget]:
    """The tool buttons of ``row`` that Tab reaches, left to right."""
    buttons = (row.widgetForAction(action) for action in row.actions())
    return [b for b in buttons if b and b.focusPolicy() != Qt.FocusPolicy.NoFocus]


class WatchStage(QObject):
    """Watch mode on the main board: enter, leave (give the board back), keep the result."""

    entered = Signal()
    left = Signal()

    def __init__(
        self,
        window: QMainWindow,
        board_view: BoardView,
        editor: Editor,
        panel: WatchPanel,
        page: _Page,
    ) -> None:
        """``page``: the window's panel holding ``panel`` (its bar shows while it is open)."""
        super().__init__(window)
        self.page = page
        self.window, self.board_view, self.editor, self.panel = window, board_view, editor, panel
        self.watching = False
        self._followed: tuple[int, ...] | None = None
        self._aside: (
            tuple[QAbstractItemModel, QAbstractItemDelegate, QItemSelectionModel] | None
        ) = None
        self._delegate = CellDelegate(board_view)  # the play board's, showing candidates
        self._entering = NextTurn(self)  # the window's side, once the board is painted
        self._entering.due.connect(self._announce_entered)
        self.banner = QLabel()
        self.banner.setObjectName("watch_banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(_banner_style())
        self.back_button = QPushButton(self.tr("Back to my puzzle"))
        self.back_button.setObjectName("back_to_puzzle_button")
        self.keep_button = QPushButton(self.tr("Keep this position"))
        self.keep_button.setObjectName("keep_result_button")
        self.from_current_check = check_box(
            self.tr("From my position"),
            "watch_from_current_check",
            self.tr(
                "Watch the search from the digits on the board, yours held fixed, instead of "
                "from the givens alone"
            ),
        )
        self.banner.setAccessibleName(self.tr("What is watched"))
        for widget in (self.back_button, self.keep_button, self.from_current_check):
            widget.setAccessibleName(widget.text())
        row = QHBoxLayout()
        row.addWidget(self.from_current_check)
        row.addWidget(self.keep_button)
        row.addWidget(self.back_button)
        panel.add_stage_row(row)
        self.bar = QWidget(window)
        """The banner and the watch's controls, for the window to show above its side
        area's tabs: shown while the watch's panel is open or a run is watched, whatever
        tab is in front, so the panel's tab holds only what is read."""
        self.bar.setObjectName("watch_bar")
        self.bar.setAccessibleName(self.tr("Watch controls"))
        bar = QVBoxLayout(self.bar)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.banner)
        bar.addWidget(panel.take_bar())
        self.bar.hide()
        page.visibilityChanged.connect(self._show_mode)
        panel.installEventFilter(self)
        self._chain_tab_order()
        self.action_leave_watch = QAction(self.tr("Back to my puzzle"), window)
        self.action_leave_watch.setObjectName("action_leave_watch")
        self.action_leave_watch.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        # the shortcuts list reads this: what Esc does, said once
        self.action_leave_watch.setToolTip(
            self.tr("Stop the search, then back to my puzzle (Esc)")
        )
        # Esc has one owner in the window, stopping a playing run and then leaving: with the
        # bar's Stop on it too, Esc in the panel was ambiguous and did nothing; Stop's tip
        # then names no key
        panel.bar.action_stop.setShortcut(QKeySequence())
        panel.bar.action_stop.setToolTip(panel.bar.stop_tip())
        self.action_keep_result = QAction(self.tr("Keep the watched position"), window)
        self.action_keep_result.setObjectName("action_keep_result")
        self.action_keep_result.setShortcut(QKeySequence("Ctrl+Shift+Return"))
        window.addAction(self.action_leave_watch)
        window.addAction(self.action_keep_result)
        self.back_button.clicked.connect(self.leave)
        panel.use_requested.connect(self.leave)  # the puzzle built goes on the user's board
        self.keep_button.clicked.connect(self.keep_result)
        # the sentence and stack over the order list and tree in a narrow panel, side by
        # side in a wide one (resized: eventFilter)
        panel.side_splitter.setStretchFactor(0, 1)  # the width the order list does not need
        panel.side_splitter.setStretchFactor(1, 0)  # goes to the sentence and guess stack
        self.action_leave_watch.triggered.connect(self.leave_when_stopped)
        self.action_keep_result.triggered.connect(self.keep_result)
        self.from_current_check.toggled.connect(self.follow_board)
        editor.state_changed.connect(self.follow_board)
        editor.leave_requested.connect(self.leave)
        controller = panel.controller
        controller.state_changed.connect(self._run_moved)
        controller.position_changed.connect(self._run_moved)
        controller.run_reset.connect(self._show_mode)  # the banner names the algorithm now
        self._show_mode()

    def _chain_tab_order(self) -> None:
        """Tab goes from the board through the bar, left to right, then on as before."""
        picker, bar = self.panel.picker, self.panel.bar
        chain: list[QWidget] = [self.board_view, picker.algorithm_combo, picker.power_combo]
        chain += _buttons(bar.transport)
        chain.append(bar.speed_slider)
        chain += _buttons(bar.jumps)
        chain += [bar.timeline_slider, self.from_current_check, self.keep_button]
        chain.append(self.back_button)
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    @Slot()
    def follow_board(self) -> None:
        """Watch the board's givens, or every digit on it with "From my position", when they
        change (a puzzle set on the panel meanwhile stays until they do)."""
        if self.panel.picker.showing_stream():
            return
        start = self._board_start()
        if start != self._followed:
            self._followed = start
            if start != self.panel.controller.puzzle:
                self.panel.set_puzzle(start)

    def _board_start(self) -> tuple[int, ...]:
        """What the watch starts from on the board: its givens, or every digit with "From my
        position"."""
        state = self.editor.state()
        if self.from_current_check.isChecked():
            return state.digits
        return tuple(
            d if o is Origin.GIVEN else 0 for d, o in zip(state.digits, state.origins, strict=True)
        )

    def enter(self) -> None:
        """Show the run on the main board; the user's model and delegate are set aside."""
        if self.watching:
            return
        self.editor.set_aside(True)  # locked from this moment: no late answer or key edits it
        view = self.board_view
        # the selection model too: the board's highlighter follows that one
        self._aside = (view.model(), view.itemDelegate(), view.selectionModel())
        view.setModel(self.panel.view.model)
        view.setItemDelegate(self._delegate)
        # the run's state only: no selection tint (a click picks a suggestion's cell, marked)
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)

        view.installEventFilter(self)  # typing cannot reach the user's board it does not show
        view.clicked.connect(self.panel.board_clicked)  # a suggestion's cell is picked here
        self.watching = True
        self.panel.controller.hold_start()  # the search starts once this is painted
        self._show_mode()
        # the window's side (legend, play panel, greyed commands) in a turn of its own,
        # after this turn's repaint of the board, so the entry is two repaints, neither
        # near a frame's budget
        self._entering.request()

    @Slot()
    def _announce_entered(self) -> None:
        if self.watching:
            self.entered.emit()
        self.panel.controller.release_start()

    @Slot()
    def leave(self) -> None:
        """Stop the run and give the user's board back exactly as it was."""
        if not self.watching or self._aside is None:
            return
        self.panel.controller.stop()
        model, delegate, selection = self._aside
        view = self.board_view
        view.removeEventFilter(self)
        view.clicked.disconnect(self.panel.board_clicked)
        watched_selection = view.selectionModel()
        view.setModel(model)
        fresh_selection = view.selectionModel()
        view.setSelectionModel(selection)  # the user's selected cell and its highlighting
        fresh_selection.deleteLater()
        watched_selection.deleteLater()
        view.setItemDelegate(delegate)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._aside = None
        self.watching = False
        self.editor.set_aside(False)
        self.panel.controller.reset()
        # A generator's run ends with the watch: back to the algorithms, on the board's
        # puzzle, so that the banner's "choose an algorithm" can be done.
        if self.panel.picker.showing_stream():
            self._followed = self._board_start()
            self.panel.set_puzzle(self._followed)
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
        shown = self.panel.view.run.digits()
        self.leave()
        self.editor.push(kept_state(self.editor.state(), shown), self.tr("Keep watched position"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The panel's sentence and lists go side by side when it is wide. While watching,
        Space plays or pauses, the board's digit, note and clear keys are held (they would
        edit the user's board, which is not shown) and the status bar says why; moving
        around still works."""
        if watched is self.panel and event.type() == QEvent.Type.Resize:
            wide = self.panel.width() >= SIDE_BY_SIDE_WIDTH
            orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
            if self.panel.side_splitter.orientation() != orientation:
                self.panel.side_splitter.setOrientation(orientation)
        elif watched is self.board_view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Space:  # as in the bar: play or pause the run shown
                self.panel.bar.action_play_pause.trigger()
                return True
            # what would edit the user's board (a digit, a note, clearing), read as the
            # board reads it: the layout's text or the keypad
            if not (typed_digit(event) or clears(event)):
                return False
            self.window.statusBar().showMessage(
                self.tr("Watching a search: press Esc to go back to your puzzle"), 5000
            )
            return True
        return super().eventFilter(watched, event)

    @Slot()
    def _run_moved(self) -> None:
        controller = self.panel.controller
        if not self.watching and (controller.position or controller.state is RunState.PLAYING):
            self.enter()

    @Slot()
    def _show_mode(self) -> None:
        watching = self.watching
        # the banner always there with the bar: entering watch mode only changes its words
        self.bar.setVisible(watching or self.page.isVisible())
        self.back_button.setEnabled(watching)
        self.keep_button.setEnabled(watching)
        self.action_leave_watch.setEnabled(watching)
        self.action_keep_result.setEnabled(watching)
        style = _banner_style()  # the same frame either way: the same height
        if style != self.banner.styleSheet():  # a new style sheet re-polishes: 2-10 ms
            self.banner.setStyleSheet(style)
        if watching:
            title = translated(self.panel.controller.algorithm.title_phrase)
            if self.panel.picker.showing_stream():  # a generator's run builds its own puzzle
                words = self.tr(
                    "Watching a new puzzle being built ({0}). Your board is kept aside untouched."
                )
            else:
                words = self.tr("Watching {0} on your puzzle. Your board is kept aside untouched.")
            self.banner.setText(words.format(title))
        else:
            self.banner.setText(
                self.tr("Choose an algorithm, then Play: it searches your puzzle on the board.")
            )
