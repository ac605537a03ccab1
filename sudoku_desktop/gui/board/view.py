"""The board view: a QTableView that turns keys and clicks into digit and note entries.

Arrows move inside the board; Tab and Shift+Tab leave it for the next control. A digit
enters it in the selected cell (a note in notes mode, or with Ctrl); 0, Delete, Backspace
and Space clear it. The digit is read from the text the keyboard layout produced, or from
the keypad (``typed_digit``), never from where the key sits on a US keyboard: AZERTY's
Shift+"&" is a 1 there, and Shift is no note. On a board of more than nine digits the
letters type the symbols beyond 9 (A is 10 on a 16×16 board; A to Y are 1 to 25 on a 25×25
one): while the board has the focus those letters are digits, not the window's one-key
shortcuts. Entries go out as ``digit_entered(cell, digit)`` (0 = clear) and
``note_toggled(cell, digit)`` so the window decides what an entry means. The view keeps its
cells square and as large as its size allows (``fit``).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QRect, Qt, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from sudoku_desktop.core.geometry import CLASSIC, Geometry
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.model import CANDIDATES_ROLE, NOTES_ROLE, BoardModel
from sudoku_desktop.gui.board.painter import digit_at, paint_board_lines
from sudoku_desktop.gui.form import named

CELL_SIZE = 56
MIN_CELL_SIZE = 34
MIN_BOARD_SIDE = 540
"""The side a board of more than nine rows asks for at least (a 25×25 board of 21-pixel
cells): the window grows to it where the screen has room (``BoardFrame``)."""
MIN_LARGE_CELL = 12
"""Where the window cannot grow, a large board's cells shrink to this, never cut off."""
VIEWPORT_NAME = "qt_scrollarea_viewport"
"""The object name QAbstractScrollArea gives its viewport."""
CLEAR_KEYS = frozenset({Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Space})
"""Keys that clear a cell whatever the layout (a typed "0" does too)."""
NOTE_MODIFIER = Qt.KeyboardModifier.ControlModifier
"""Held with a digit, writes a note: no layout needs Ctrl to type a digit (AZERTY needs
Shift, so Shift cannot mean "note")."""
_KEYPAD = Qt.KeyboardModifier.KeypadModifier


def typed_digit(event: QKeyEvent) -> int:
    """The digit 1–9 a key event types, 0 for none: the text the layout produced (any
    script's decimal digits), or with Ctrl or on the keypad the key, which the layout has
    already resolved (AZERTY's Ctrl+Shift+"&" is Key_1)."""
    text = event.text()
    if len(text) == 1 and text.isdecimal() and int(text):
        return int(text)
    key = event.key()
    held = event.modifiers() & (NOTE_MODIFIER | _KEYPAD)
    if held and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
        return int(key) - int(Qt.Key.Key_0)
    return 0


def clears(event: QKeyEvent) -> bool:
    """Whether a key event clears a cell: Delete, Backspace, Space, or a typed 0."""
    text = event.text()
    if len(text) == 1 and text.isdecimal() and not int(text):
        return True
    return event.key() in CLEAR_KEYS or (
        bool(event.modifiers() & _KEYPAD) and event.key() == Qt.Key.Key_0
    )


def _printable(text: str) -> bool:
    return len(text) == 1 and text.isprintable() and not text.isspace()


def writes_note(event: QKeyEvent) -> bool:
    """Whether a digit typed with this event is a note (Ctrl held)."""
    return bool(event.modifiers() & NOTE_MODIFIER)


def digit_of_key(key: int, shape: Geometry) -> int:
    """The digit a letter key types on a board of ``shape`` (0: none): A is 10 on 16×16;
    A-Y are 1-25 on 25×25; no letter types on a board of nine digits or fewer."""
    if Qt.Key.Key_A <= key <= Qt.Key.Key_Z:
        index = shape.symbols.find(chr(key))
        return index + 1 if index >= 0 else 0
    return 0


def typed_symbol(event: QKeyEvent, shape: Geometry) -> int:
    """The digit a key event types on a board of ``shape``: a typed digit that is one of its
    symbols (``typed_digit``), else a letter (``digit_of_key``); 0 for none."""
    digit = typed_digit(event)
    if digit:
        return digit if shape.symbols.find(str(digit)) == digit - 1 else 0
    return digit_of_key(event.key(), shape)


class BoardView(QTableView):
    """The n×n grid, fixed size, one cell selected at a time."""

    digit_entered = Signal(int, int)
    note_toggled = Signal(int, int)
    no_cell_typed = Signal()
    not_a_digit = Signal(str)
    """A printable key that types no digit (AZERTY's unshifted "&"): the window says how."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "board_view", self.tr("Sudoku board"))
        self.setAccessibleDescription(
            self.tr(
                "Arrows move, 1 to 9 enter a digit, Ctrl with a digit writes a note, "
                "0 or Delete clears the cell, Tab leaves the board"
            )
        )
        self.notes_mode = False
        self.small_digits = "candidates"  # what empty cells show: a click on one toggles it
        self.paused_text = ""
        self.setShowGrid(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
        self.setAcceptDrops(False)
        # The first viewport() call makes PySide load every widget class it has not loaded yet
        # (some 70 Python enums, a tenth of the app's start); found by its Qt name, the
        # viewport gets its Python wrapper without that, and viewport() returns it from then on.
        self.findChild(QWidget, VIEWPORT_NAME)
        self.viewport().setAcceptDrops(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setVisible(False)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setMinimumSectionSize(MIN_LARGE_CELL)
        self._side = CELL_SIZE * CLASSIC.size + 2 * self.frameWidth()
        self.fit(self._side)

    def shape(self) -> Geometry:
        """The shape of the board shown (the model's)."""
        return getattr(self.model(), "shape", CLASSIC)

    def fit(self, side: int) -> None:
        """Become the largest square board with whole cells that fits ``side`` pixels."""
        self._side = side
        size = self.shape().size
        smallest = MIN_CELL_SIZE if size <= CLASSIC.size else MIN_LARGE_CELL
        cell = max(smallest, (side - 2 * self.frameWidth()) // size)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setMinimumSectionSize(MIN_LARGE_CELL)
            header.setDefaultSectionSize(cell)  # moves only the sections at the old default:
            for section in range(header.count()):  # those made for another size are not
                if header.sectionSize(section) != cell:
                    header.resizeSection(section, cell)
        board = cell * size + 2 * self.frameWidth()
        self.setFixedSize(board, board)

    def cell_size(self) -> int:
        """The side of one cell in pixels."""
        return self.horizontalHeader().defaultSectionSize()

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self._kept_cell: int | None = 0
        if hasattr(self, "_side"):  # the watch's run of another size, or the board back
            self.fit(self._side)
        if model is not None:  # a new puzzle keeps the selected cell, so typing goes on
            model.modelAboutToBeReset.connect(self._keep_cell)
            model.modelReset.connect(self._restore_cell)

    @Slot()
    def _keep_cell(self) -> None:
        self._kept_cell = self.current_cell()

    @Slot()
    def _restore_cell(self) -> None:
        self.fit(self._side)  # a board of another size: its cells fill the same side
        if self._kept_cell is not None:
            size = self.shape().size
            self.select_cell(min(self._kept_cell, size * size - 1))

    def current_cell(self) -> int | None:
        """The selected cell, or None."""
        index = self.currentIndex()
        return index.row() * self.shape().size + index.column() if index.isValid() else None

    def select_cell(self, cell: int) -> None:
        """Select ``cell`` and make it current."""
        self.setCurrentIndex(self.model().index(*divmod(cell, self.shape().size)))

    def event(self, event: QEvent) -> bool:
        """A letter that types a digit of this board is the board's, not a shortcut's."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
            and Qt.Key.Key_A <= event.key() <= Qt.Key.Key_Z
            and digit_of_key(event.key(), self.shape())
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        digit, clear = typed_symbol(event, self.shape()), clears(event)
        cell = self.current_cell()
        if (digit or clear) and cell is None:
            self.no_cell_typed.emit()
        elif cell is not None and digit and (writes_note(event) or self.notes_mode):
            self.note_toggled.emit(cell, digit)
        elif cell is not None and digit:
            self.digit_entered.emit(cell, digit)
        elif cell is not None and clear:
            self.digit_entered.emit(cell, 0)
        elif _printable(event.text()):  # not a search through the cells' texts
            self.not_a_digit.emit(event.text())
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on a small digit drawn in the selected empty cell, or on any empty cell
        in notes mode, toggles that note; any other click selects (a click where no small
        digit is drawn writes nothing)."""
        index = self.indexAt(event.position().toPoint())
        was_current = index.isValid() and index == self.currentIndex()
        super().mousePressEvent(event)
        if not index.isValid() or index.data() or event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.position()
        shape = self.shape()
        digit = digit_at(self.visualRect(index), point.x(), point.y(), shape)
        if self.notes_mode or (was_current and digit in self._drawn(index)):
            self.note_toggled.emit(index.row() * shape.size + index.column(), digit)

    def _paint_cells(self, area: QRect, delegate: CellDelegate, model: BoardModel) -> None:
        """The cells of a board larger than 9×9 that meet ``area``, in one pass: the table's
        own paint calls the delegate through a style option per cell, which cost a 25×25
        board 24 ms a repaint at 1920×1080 (bench_sizes_gui), over a frame's 16."""
        size, side = model.shape.size, self.cell_size()
        first_row, last_row = area.top() // side, min(size - 1, area.bottom() // side)
        first_column, last_column = area.left() // side, min(size - 1, area.right() // side)
        current = self.current_cell()
        selects = self.selectionMode() is not QAbstractItemView.SelectionMode.NoSelection
        painter = QPainter(self.viewport())
        for row in range(first_row, last_row + 1):
            for column in range(first_column, last_column + 1):
                cell = row * size + column
                rect = QRect(column * side, row * side, side, side)
                delegate.paint_look(painter, rect, model.look(cell), selects and cell == current)
        painter.end()

    def _drawn(self, index: QModelIndex) -> tuple[int, ...]:
        """The small digits drawn in an empty cell: its notes, its candidates, or none."""
        role = {"notes": NOTES_ROLE, "candidates": CANDIDATES_ROLE}.get(self.small_digits)
        return tuple(index.data(role) or ()) if role is not None else ()

    def paused_shown(self) -> bool:
        """True while the board shown is a paused game's, blank but for ``paused_text`` (a
        watched run shown on this view meanwhile is not paused)."""
        model = self.model()
        return bool(self.paused_text) and isinstance(model, BoardModel) and model.is_paused()

    def paintEvent(self, event: QPaintEvent) -> None:
        delegate, model = self.itemDelegate(), self.model()
        if (
            self.shape().size > CLASSIC.size
            and isinstance(delegate, CellDelegate)
            and isinstance(model, BoardModel)
        ):
            self._paint_cells(event.rect(), delegate, model)
        else:
            super().paintEvent(event)
        paint_board_lines(self.viewport(), self.cell_size(), self.shape())
        if self.paused_shown():  # the board is blank: say why, across it
            painter = QPainter(self.viewport())
            font = QFont(self.font())
            font.setPixelSize(max(14, self.cell_size() // 2))
            painter.setFont(font)
            painter.setPen(Qt.GlobalColor.darkGray)
            area = QRect(self.viewport().rect())
            painter.drawText(
                area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.paused_text
            )
            painter.end()
