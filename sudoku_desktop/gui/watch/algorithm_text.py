"""The running algorithm's own text beside the watched run, the line of the shown step lit.

A student reads the procedure while the search runs, as algorithm-visualisation tools show
pseudo-code beside the animation. Each line of the algorithm's text (core/search/text.py)
is a row of ``algorithm_text``, a list view whose current row is the line the shown step
executed: it moves with play, step, step back and the timeline, since it follows the
controller's shown position only. Lines note where the search stands (seed 000's depth
and value tried, seed 001's list position, seed 002's pass). A seed's text is shown in the
app's language, its French original a click away (O); a text of ours says so. Clicking a
line, or Enter on the line the arrows point at, shows the next step that line makes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.recording.step_codec import LINE_FIELD
from sudoku_desktop.core.search.read_along import line_kinds, lit_line, reading_at
from sudoku_desktop.core.search.text import AlgorithmText, TextLine
from sudoku_desktop.gui.board.model import Index
from sudoku_desktop.gui.watch.controller import RunController, RunState
from sudoku_desktop.gui.watch.pacing import Throttle
from sudoku_desktop.gui.wording import translated

ANIMATED_RATE = 12.0
"""Up to this many steps a second the lit line follows every step; faster, it follows at
most every ``WORDS_INTERVAL`` (and catches up when the run pauses or ends)."""

WORDS_INTERVAL = 0.1

MINIMUM_LINES_HEIGHT = 160
"""Pixels of text at least: seven or eight lines of a narrow column, wrapped."""

INDENT = "\u2003\u2003"
"""Two em spaces a level: the text's nesting, in any proportional font."""


class LinesView(QListWidget):
    """The lines, one a row; its current row is the lit line and nothing else moves it.

    The arrows move a dashed *pointer* instead (drawn by ``PointerDelegate``), so a reader
    can choose a line without the lit one moving; a click or Enter emits ``line_chosen``."""

    line_chosen = Signal(int)
    """(row): show the next step this line makes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("algorithm_text")
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(PointerDelegate(self))
        self.pointer = 0
        self._lit: int | None = None

    def show_lit(self, row: int | None) -> None:
        """Make ``row`` the current (lit) row, or none; keep it in sight."""
        self._lit = row
        if row is None:
            self.setCurrentRow(-1)
            self.clearSelection()
            return
        if row != self.currentRow():
            self.setCurrentRow(row)
        self.scrollToItem(self.item(row))

    def point_at(self, row: int) -> None:
        """Move the pointer to ``row`` (kept within the lines)."""
        self.pointer = max(0, min(row, self.count() - 1))
        item = self.item(self.pointer)
        if item is not None:
            self.scrollToItem(item)
        self.viewport().update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves: dict[int, int] = {
            Qt.Key.Key_Up: self.pointer - 1,
            Qt.Key.Key_Down: self.pointer + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: self.count() - 1,
        }
        if key in moves:
            self.point_at(moves[int(key)])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.line_chosen.emit(self.pointer)
        else:
            super().keyPressEvent(event)  # Tab and the rest: as any list

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)  # Qt makes the first row current when none is
        if self.currentRow() != (-1 if self._lit is None else self._lit):
            self.show_lit(self._lit)
        self.viewport().update()  # the pointer's frame

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if index.isValid():
            self.point_at(index.row())
            self.line_chosen.emit(index.row())
        event.accept()  # never moves the lit row itself

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        event.accept()  # no drag-selecting

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()


class PointerDelegate(QStyledItemDelegate):
    """Paints a row as usual, and a dashed frame round the pointer's row while the list
    has the keyboard."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)
        view = self.parent()
        if isinstance(view, LinesView) and view.hasFocus() and index.row() == view.pointer:
            painter.save()
            pen = QPen(option.palette.text().color())
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
            painter.restore()


class AlgorithmTextPanel(QWidget):
    """The text of the controller's algorithm, lit at the position it shows."""

    def __init__(self, controller: RunController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("algorithm_text_panel")
        self.controller = controller
        self.text: AlgorithmText | None = None
        self.title = QLabel()
        self.title.setObjectName("algorithm_text_title")
        self.title.setWordWrap(True)
        self.original_action = QAction(self.tr("Original"), self)
        self.original_action.setObjectName("action_original_text")
        self.original_action.setCheckable(True)
        self.original_action.setShortcut(QKeySequence("O"))
        self.original_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.original_action.setToolTip(self.tr("The seed's own French words (O)"))
        self.addAction(self.original_action)
        self.original_button = QToolButton()
        self.original_button.setObjectName("original_text_button")
        self.original_button.setDefaultAction(self.original_action)
        self.original_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.next_action = QAction(self.tr("Next step of this line"), self)
        self.next_action.setObjectName("action_next_of_line")
        self.next_action.setShortcut(QKeySequence("L"))
        self.next_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.next_action.setToolTip(
            self.tr("Show the next step the line under the arrows makes (L, or Enter)")
        )
        self.addAction(self.next_action)
        self.lines = LinesView()
        self.lines.setAccessibleName(self.tr("The algorithm's text"))
        self.lines.setMinimumHeight(MINIMUM_LINES_HEIGHT)
        self.status = QLabel(self.tr("Click a line to see the next step it makes."))
        self.status.setObjectName("algorithm_text_status")
        self.status.setWordWrap(True)
        heading = QHBoxLayout()
        heading.addWidget(self.title, 1)
        heading.addWidget(self.original_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(heading)
        layout.addWidget(self.lines, 1)
        layout.addWidget(self.status)
        self._was_fast = False
        self._throttle = Throttle(WORDS_INTERVAL, self)
        self._throttle.due.connect(self.refresh)
        self.original_action.toggled.connect(self._original_toggled)
        self.next_action.triggered.connect(self._next_of_pointer)
        self.lines.line_chosen.connect(self.jump_to_row)
        controller.position_changed.connect(self._position_changed)
        controller.run_reset.connect(self.rebuild)
        controller.state_changed.connect(self._state_changed)
        self.rebuild()

    @Slot()
    def rebuild(self) -> None:
        """Show the controller's algorithm's text (a new algorithm, or a stream)."""
        self.text = self.controller.algorithm.text
        self.lines.clear()
        text = self.text
        quotes = text is not None and text.quotes_a_seed
        self.original_action.setEnabled(quotes)
        if not quotes:
            self.original_action.blockSignals(True)
            self.original_action.setChecked(False)
            self.original_action.blockSignals(False)
        if text is None:
            self.title.setText(self.tr("This run has no text to read along."))
            return
        if quotes:
            self.title.setText(
                self.tr("<b>Seed {0}</b>, in its order and words").format(text.source[:3])
            )
            self.title.setToolTip(f"docs/seeds/{text.source}")  # a path: not translated
        else:
            self.title.setText(self.tr("<b>Our pseudo-code</b> (no seed writes this one)"))
            self.title.setToolTip("")
        for line in text.lines:
            item = QListWidgetItem(self._label(line, ""))
            if line.ours and quotes:
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
                item.setToolTip(self.tr("Ours: the seed does not write this line"))
            self.lines.addItem(item)
        self.lines.point_at(0)
        self.refresh()

    def _label(self, line: TextLine, note: str) -> str:
        """ "7.1. Place the digit and relaunch the algorithm — depth 3"."""
        original = self.original_action.isChecked() and not line.ours
        words = line.original if original else translated(line.phrase)
        number = line.number + "." if line.number[:1].isdigit() else line.number
        label = f"{number} {words}" if number else words
        return INDENT * line.indented + label + (f" — {note}" if note else "")

    @Slot()
    def refresh(self) -> None:
        """The lit line and the notes at the position the controller shows."""
        text = self.text
        if text is None:
            return
        recording = self.controller.recording
        # a reset empties the recording before it shows position 0
        position = min(self.controller.position, len(recording))
        if self._fast():  # the notes would be a blur: the lit line alone, no text relaid
            lit, notes = lit_line(text, recording, position), {}
        else:
            reading = reading_at(text, recording, position)
            lit, notes = reading.lit, reading.notes
        for row, line in enumerate(text.lines):
            note = notes.get(line.id)
            label = self._label(line, translated(note) if note is not None else "")
            item = self.lines.item(row)
            if item is not None and item.text() != label:
                item.setText(label)
        self.lines.show_lit(text.row_of(lit))

    @Slot(int)
    def jump_to_row(self, row: int) -> None:
        """Show the next step line ``row`` makes, running the search that far if needed."""
        text = self.text
        if text is None or not 0 <= row < len(text.lines):
            return
        line = text.lines[row]
        name = line.number or translated(line.phrase)
        if line.id not in text.steps.ids():
            self.status.setText(
                self.tr("{0} makes no step of its own: the lines under or after it do.").format(
                    name
                )
            )
            return
        if self.controller.jump_to(line_kinds(line.id), LINE_FIELD):
            self.status.setText(self.tr("Next step of {0}.").format(name))
        else:
            self.status.setText(self.tr("No later step of this run makes {0}.").format(name))

    @Slot()
    def _next_of_pointer(self) -> None:
        self.jump_to_row(self.lines.pointer)

    @Slot(bool)
    def _original_toggled(self, _checked: bool) -> None:
        self.rebuild()

    def _fast(self) -> bool:
        """True while the run plays faster than a reader follows: the lit line is then
        refreshed at most every ``WORDS_INTERVAL``, without notes (back when it stops)."""
        controller = self.controller
        return controller.state is RunState.PLAYING and (
            controller.rate is None or controller.rate > ANIMATED_RATE
        )

    @Slot(int)
    def _position_changed(self, _position: int) -> None:
        if self._fast():
            self._throttle.request()
        else:
            self.refresh()

    @Slot()
    def _state_changed(self) -> None:
        """A run that stops playing fast shows its position in full, notes included."""
        if not self._fast() and self._was_fast:
            self._throttle.flush()
            self.refresh()
        self._was_fast = self._fast()
