"""One stage: the watched run plays on the main board, in place, and gives it back exactly.

Starting a run (play, step, a jump) enters watch mode: the main ``board_view`` shows the
run's ``BoardModel`` (the one model class, with its ``ShownRun`` layer) through a second
``CellDelegate`` showing candidates (the panel's own board is never shown in the window: one
board on screen), typing on the board is held with a word in the status bar, and a banner
above it says what is watched. The watch's controls sit in a compact bar above the board,
shown with the watch panel (its second row too: "From my position" is chosen before a run,
and a bar that grew on entering would relayout the whole window). The user's
board model is only set aside, never touched, so "Back to my puzzle"
(``action_leave_watch``, Esc once the run is stopped) gives back its digits, notes,
candidates and undo history as they were; ``action_keep_result`` puts the shown position on
the board as one undo step. "From my position" watches the digits on the board, the user's
held fixed as if given, instead of the givens alone. ``entered`` and ``left`` let the window
name the watch's marks in its legend and hide what plays on the user's board.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelectionModel,
    QObject,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QPushButton,
    QToolBar,
    QWidget,
)

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.app.palette import blend, current_palette
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.view import BoardView, clears, typed_digit
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.controls import check_box
from sudoku_desktop.gui.watch.pacing import NextTurn
from sudoku_desktop.gui.watch.watch_panel import WatchPanel
from sudoku_desktop.gui.wording import translated


def kept_state(user: State, shown: tuple[int, ...]) -> State:
    """The user's board showing ``shown``: givens stay, every other digit is the search's."""
    state = user
    for cell, digit in enumerate(shown):
        if user.origins[cell] is Origin.GIVEN or digit == user.digits[cell]:
            continue
        state = state.with_digit(cell, digit, Origin.SOLVE)
    return state


def _layout_holding(layout: QLayout, widget: QWidget) -> tuple[QBoxLayout, QWidget] | None:
    """The box layout under ``layout`` that holds ``widget`` or the nearest of its parents
    (the board sits in a frame), with the widget it holds."""
    held: QWidget | None = widget
    while held is not None:
        found = _box_holding(layout, held)
        if found is not None:
            return found, held
        held = held.parentWidget()
    return None


def _box_holding(layout: QLayout, widget: QWidget) -> QBoxLayout | None:
    """The box layout under ``layout`` that holds ``widget`` directly."""
    if isinstance(layout, QBoxLayout) and layout.indexOf(widget) >= 0:
        return layout
    for index in range(layout.count()):
        child = layout.itemAt(index).layout()
        found = _box_holding(child, widget) if child is not None else None
        if found is not None:
            return found
    return None


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
        self, window: QMainWindow, board_view: BoardView, editor: Editor, panel: WatchPanel
    ) -> None:
        super().__init__(window)
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
        self.banner.hide()
        placed = _layout_holding(window.centralWidget().layout(), board_view)
        if placed is not None:
            holder, board = placed
            holder.insertWidget(holder.indexOf(board), self.banner)
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
        self.bar = QToolBar(self.tr("Watch controls"), window)
        """The watch's compact bar above the board: shown with the watch panel or while
        watching, so the side panel's dock holds only what is read."""
        self.bar.setObjectName("watch_bar")
        self.bar.setAccessibleName(self.bar.windowTitle())
        self.bar.setMovable(False)
        self.bar.toggleViewAction().setVisible(False)  # shown and hidden with the watch
        self.bar.addWidget(panel.take_bar())
        window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)
        self.bar.hide()
        self.bar.visibilityChanged.connect(self._keep_bar_in_step)  # after restoreState too
        panel.installEventFilter(self)
        self._chain_tab_order()
        self.action_leave_watch = QAction(self.tr("Back to my puzzle"), window)
        self.action_leave_watch.setObjectName("action_leave_watch")
        self.action_leave_watch.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        # Esc has one owner in the window, stopping a playing run and then leaving: with the
        # bar's Stop on it too, Esc in the panel was ambiguous and did nothing
        panel.bar.action_stop.setShortcut(QKeySequence())
        self.action_keep_result = QAction(self.tr("Keep the watched position"), window)
        self.action_keep_result.setObjectName("action_keep_result")
        self.action_keep_result.setShortcut(QKeySequence("Ctrl+Shift+Return"))
        window.addAction(self.action_leave_watch)
        window.addAction(self.action_keep_result)
        self.back_button.clicked.connect(self.leave)
        panel.use_requested.connect(self.leave)  # the puzzle built goes on the user's board
        self.keep_button.clicked.connect(self.keep_result)
        # one board on screen, the main one; sentence, order list and tree side by side, so
        # the window fits 1280×800 with the dock open, watching or not
        panel.view.square.hide()
        panel.side_splitter.setOrientation(Qt.Orientation.Horizontal)
        panel.side_splitter.setStretchFactor(0, 1)  # the width the order list does not need
        panel.side_splitter.setStretchFactor(1, 0)  # goes to the sentence and guess stack
        self.action_leave_watch.triggered.connect(self.leave_when_stopped)
        self.action_keep_result.triggered.connect(self.keep_result)
        self.from_current_check.toggled.connect(self.follow_board)
        editor.state_changed.connect(self.follow_board)
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
        state = self.editor.state()
        if self.from_current_check.isChecked():
            start = state.digits
        else:
            start = tuple(
                d if o is Origin.GIVEN else 0
                for d, o in zip(state.digits, state.origins, strict=True)
            )
        if start != self._followed:
            self._followed = start
            if start != self.panel.controller.puzzle:
                self.panel.set_puzzle(start)

    def enter(self) -> None:
        """Show the run on the main board; the user's model and delegate are set aside."""
        if self.watching:
            return
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
        shown = self.panel.view.run.digits()
        self.leave()
        self.editor.push(kept_state(self.editor.state(), shown), self.tr("Keep watched position"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The bar follows the panel's visibility. While watching, Space plays or pauses, the
        board's digit, note and clear keys are held (they would edit the user's board, which
        is not shown) and the status bar says why; moving around still works."""
        if watched is self.panel and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.bar.setVisible(self.watching or event.type() == QEvent.Type.Show)
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

    @Slot(bool)
    def _keep_bar_in_step(self, visible: bool) -> None:
        """The bar shows only with the panel or while watching, whatever a restored window
        state said."""
        wanted = self.watching or self.panel.isVisible()
        if visible != wanted:
            self.bar.setVisible(wanted)

    @Slot()
    def _show_mode(self) -> None:
        watching = self.watching
        self.banner.setVisible(watching)
        self.bar.setVisible(watching or self.panel.isVisible())
        self.back_button.setEnabled(watching)
        self.keep_button.setEnabled(watching)
        self.action_leave_watch.setEnabled(watching)
        self.action_keep_result.setEnabled(watching)
        if watching:
            style = _banner_style()
            if style != self.banner.styleSheet():  # a new style sheet re-polishes: 2-10 ms
                self.banner.setStyleSheet(style)
            title = translated(self.panel.controller.algorithm.title_phrase)
            self.banner.setText(
                self.tr("Watching {0} on your puzzle. Your board is kept aside untouched.").format(
                    title
                )
            )
