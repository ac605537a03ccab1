"""File ▸ Type a puzzle: a blank board whose digits are the puzzle's givens, typed as a line.

The bar asks for the board's size (4×4 to 25×25, 9×9 the default, the last one chosen
remembered by the window): choosing another size gives a blank board of that size (one undo
step). On boards larger than 9×9 letters type the symbols beyond 9 (``typed_symbol``).

Each digit goes in as a given (bold black, as it will stay) and, with the preference on, the
cursor moves on to the next cell in reading order; Space, "." or 0 leave a cell empty and move
on, Backspace steps back and empties the cell before, Delete empties the cell under the
cursor. Small digits stay hidden meanwhile (the window's part), and notes are no concern.
"Start solving" (or Enter) fixes the givens and the window shows the verdict; "Cancel" (or
Esc) puts back the board typing replaced. Loading another puzzle, or undoing back past the
blank board, ends typing too. The bar above the board says all this while typing lasts.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.geometry import CLASSIC, Geometry, cell_name, geometry_for_size
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.size_choice import size_combo
from sudoku_desktop.gui.board.view import BoardView, clears, typed_symbol
from sudoku_desktop.gui.form import named

BLANK_TEXTS = frozenset({".", " "})
"""Typed, they leave the cell empty and move on, as in a puzzle's 81-character line."""


class TypeBar(QFrame):
    """What typing is about, with "Start solving" and "Cancel", above the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "type_bar", self.tr("Typing a puzzle"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.text = named(QLabel(self), "type_bar_text", self.tr("Typing a puzzle"))
        self.text.setWordWrap(True)
        policy = self.text.sizePolicy()  # wrapped: its height follows its width
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)  # no width of its own
        self.text.setSizePolicy(policy)
        self.start_button = named(
            QPushButton(self.tr("Start solving"), self),
            "type_start_button",
            self.tr("Start solving: fix the givens and check the puzzle"),
        )
        self.cancel_button = named(
            QPushButton(self.tr("Cancel"), self),
            "type_cancel_button",
            self.tr("Cancel typing: the board before comes back"),
        )
        self.size_combo = size_combo(self, CLASSIC.size)
        self.size_label = QLabel(self.tr("Board si&ze:"), self)
        self.size_label.setBuddy(self.size_combo)
        size_row = QHBoxLayout()  # under the words: they keep the bar's width
        size_row.addWidget(self.size_label)
        size_row.addWidget(self.size_combo)
        size_row.addStretch(1)
        words = QVBoxLayout()
        words.addWidget(self.text)
        words.addLayout(size_row)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        row.addLayout(words, 1)
        row.addWidget(self.start_button)
        row.addWidget(self.cancel_button)
        self.say(CLASSIC)
        self.hide()

    def say(self, shape: Geometry) -> None:
        """What to type on a board of ``shape``: digits, and letters beyond 9."""
        text = self.tr(
            "Type the puzzle's digits: each one is a given. Space or . leaves a cell "
            "empty, Backspace steps back; Enter starts solving."
        )
        first = shape.symbols.find("A")
        if first >= 0:
            letters = self.tr("Type the letters A to {0} for {1} to {2}.").format(
                shape.symbols[-1], first + 1, shape.size
            )
            text = f"{text} {letters}"
        self.text.setText(text)


class TypeIn(QObject):
    """Typing a puzzle on the board ``view`` shows, through ``editor``."""

    started = Signal()
    size_chosen = Signal(int)
    """The user chose another size in the bar (the window remembers it)."""
    ended = Signal()
    finished = Signal()
    """Start solving: the givens are fixed (the window shows the verdict)."""
    status = Signal(str)

    def __init__(self, editor: Editor, view: BoardView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.editor, self.view = editor, view
        self.active = False
        self.advances = True
        """The cursor moves on after each digit (a preference)."""
        self.bar = TypeBar()
        self._before: State | None = None
        self._resizing = False
        self.bar.size_combo.activated.connect(self._size_activated)
        self.bar.start_button.clicked.connect(self.finish)
        self.bar.cancel_button.clicked.connect(self.cancel)
        editor.model.modelReset.connect(self._board_replaced)

    @Slot()
    def start(self) -> None:
        """A blank board (one undo step), the cursor on r1c1."""
        if self.active:
            self.view.select_cell(0)
            return
        self._before = self.editor.state()
        self.editor.push(State.empty(self.shape()), self.tr("Type a puzzle"), reset=True)
        self.active = True
        self.view.installEventFilter(self)
        self.view.select_cell(0)
        self.view.setFocus()
        self.bar.show()
        self.started.emit()
        self.status.emit(
            self.tr("Typing a puzzle: its digits are givens; Start solving when it is all there")
        )

    def shape(self) -> Geometry:
        """The shape of the board typed on, as the bar's size box says."""
        return geometry_for_size(int(self.bar.size_combo.currentData()))

    def set_size(self, size: int) -> None:
        """Type on boards of ``size`` from now on (the remembered size, at start)."""
        combo = self.bar.size_combo
        index = combo.findData(size)
        if index >= 0 and index != combo.currentIndex():
            combo.setCurrentIndex(index)
            self._size_activated(index)

    @Slot(int)
    def _size_activated(self, index: int) -> None:
        """Another size chosen: while typing, a blank board of that size (one undo step:
        Undo brings back what was typed)."""
        shape = self.shape()
        self.bar.say(shape)
        self.size_chosen.emit(shape.size)
        if not self.active or self.editor.state().geometry is shape:
            return
        self._resizing = True
        try:
            self.editor.push(State.empty(shape), self.tr("Type a puzzle"), reset=True)
        finally:
            self._resizing = False
        self.view.select_cell(0)
        QTimer.singleShot(0, self._back_to_board)  # once the size box has handled its key

    @Slot()
    def _back_to_board(self) -> None:
        """Typing goes on on the board, not in the size box."""
        if self.active:
            self.view.setFocus()

    def enter(self, cell: int, digit: int) -> None:
        """``digit`` (0: none) in ``cell`` as a given; the cursor moves on."""
        state = self.editor.state()
        if state.digits[cell] != digit:
            text = (
                self.tr("Type {0} in {1}").format(state.geometry.symbol(digit), cell_name(cell))
                if digit
                else self.tr("Clear {0}").format(cell_name(cell))
            )
            self.editor.push(state.with_digit(cell, digit, Origin.GIVEN, False), text)
        if self.advances:
            self.view.select_cell(min(cell + 1, len(state.digits) - 1))

    def step_back(self, cell: int) -> None:
        """Backspace: the cell before ``cell`` (in reading order) emptied, the cursor on it."""
        before = max(cell - 1, 0)
        state = self.editor.state()
        if state.digits[before]:
            text = self.tr("Clear {0}").format(cell_name(before))
            self.editor.push(state.with_digit(before, 0, Origin.GIVEN, False), text)
        self.view.select_cell(before)

    @Slot()
    def finish(self) -> bool:
        """Start solving: the digits typed are the givens; False (and why, said) when none
        was typed."""
        if not self.active:
            return True
        if not any(self.editor.state().digits):
            self.status.emit(self.tr("Type some digits first, then start solving"))
            return False
        self._leave()
        self.editor.set_puzzle()
        self.finished.emit()
        return True

    @Slot()
    def cancel(self) -> None:
        """Put back the board that typing replaced (one undo step)."""
        if not self.active:
            return
        before = self._before
        self._leave()
        if before is not None:
            self.editor.push(before, self.tr("Cancel typing"), reset=True)
        self.status.emit(self.tr("Typing cancelled: the board is back as it was"))

    def _leave(self) -> None:
        self.active = False
        self.view.removeEventFilter(self)
        self.bar.hide()
        self.ended.emit()

    @Slot()
    def _board_replaced(self) -> None:
        """Another puzzle came (opened, pasted, generated) or undo went back past the blank
        board (typed digits never reset the board): typing is over, the new board stays."""
        if self.active and not self._resizing:
            self._leave()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The board's keys while typing: digits, blanks, Backspace, Delete, Enter, Esc."""
        if watched is not self.view or event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        cell = self.view.current_cell()
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()
        elif key == Qt.Key.Key_Escape:
            self.cancel()
        elif cell is None:
            return False
        elif digit := typed_symbol(event, self.view.shape()):
            self.enter(cell, digit)
        elif key == Qt.Key.Key_Backspace:
            self.step_back(cell)
        elif key == Qt.Key.Key_Delete:
            self._clear_here(cell)
        elif clears(event) or event.text() in BLANK_TEXTS:
            self.enter(cell, 0)
        else:
            return False
        return True

    def _clear_here(self, cell: int) -> None:
        """Delete: the cell under the cursor emptied, the cursor stays."""
        state = self.editor.state()
        if state.digits[cell]:
            text = self.tr("Clear {0}").format(cell_name(cell))
            self.editor.push(state.with_digit(cell, 0, Origin.GIVEN, False), text)
