"""The board view: a QTableView that turns keys and clicks into digit and note entries.

Arrows move inside the board; Tab and Shift+Tab leave it for the next control. 1–9 enter a
digit in the selected cell (a note in notes mode, or with Shift); 0, Delete, Backspace and
Space clear it. On a board of more than nine digits the letters type the symbols beyond 9
(A is 10 on a 16×16 board; A to Y are 1 to 25 on a 25×25 one): while the board has the
focus those letters are digits, not the window's one-key shortcuts. Entries go out as
``digit_entered(cell, digit)`` (0 = clear) and ``note_toggled(cell, digit)`` so the window
decides what an entry means. The view keeps its cells square and as large as its size
allows (``fit``).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QRect, Qt, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from sudoku_desktop.core.geometry import CLASSIC, Geometry
from sudoku_desktop.gui.board.painter import digit_at, paint_board_lines
from sudoku_desktop.gui.form import named

CELL_SIZE = 56
MIN_CELL_SIZE = 34
MIN_BOARD_SIDE = 540
"""The smallest board of more than nine rows: its cells may be smaller than MIN_CELL_SIZE
(a 25×25 board of 21-pixel cells), never the whole board."""
VIEWPORT_NAME = "qt_scrollarea_viewport"
"""The object name QAbstractScrollArea gives its viewport."""
CLEAR_KEYS = {Qt.Key.Key_0, Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Space}
DIGIT_KEYS = {getattr(Qt.Key, f"Key_{digit}"): digit for digit in range(1, 10)}
SHIFTED_DIGIT_KEYS = {
    getattr(Qt.Key, name): digit
    for digit, name in enumerate(
        (
            "Key_Exclam",
            "Key_At",
            "Key_NumberSign",
            "Key_Dollar",
            "Key_Percent",
            "Key_AsciiCircum",
            "Key_Ampersand",
            "Key_Asterisk",
            "Key_ParenLeft",
        ),
        start=1,
    )
}
"""What Shift+1…9 sends on a US keyboard: Shift+digit toggles a note."""


def digit_of_key(key: int, shape: Geometry) -> int:
    """The digit a key types on a board of ``shape`` (0: none): 1-9 up to the size, then
    the letters of the symbols beyond (A is 10 on 16×16; A-Y are 1-25 on 25×25)."""
    if Qt.Key.Key_A <= key <= Qt.Key.Key_Z:
        index = shape.symbols.find(chr(key))
        return index + 1 if index >= 0 else 0
    digit = DIGIT_KEYS.get(Qt.Key(key), 0) or SHIFTED_DIGIT_KEYS.get(Qt.Key(key), 0)
    return digit if shape.symbols.find(str(digit)) == digit - 1 else 0


class BoardView(QTableView):
    """The n×n grid, fixed size, one cell selected at a time."""

    digit_entered = Signal(int, int)
    note_toggled = Signal(int, int)
    no_cell_typed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "board_view", self.tr("Sudoku board"))
        self.setAccessibleDescription(
            self.tr(
                "Arrows move, 1 to 9 enter a digit, Shift with a digit writes a note, "
                "0 or Delete clears the cell, Tab leaves the board"
            )
        )
        self.notes_mode = False
        self.small_digits_shown = True  # a click on a small digit toggles it when it shows
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
            header.setMinimumSectionSize(MIN_CELL_SIZE)
        self._side = CELL_SIZE * 9 + 2 * self.frameWidth()
        self.fit(self._side)

    def shape(self) -> Geometry:
        """The shape of the board shown (the model's)."""
        return getattr(self.model(), "shape", CLASSIC)

    def fit(self, side: int) -> None:
        """Become the largest square board with whole cells that fits ``side`` pixels."""
        self._side = side
        size = self.shape().size
        smallest = MIN_CELL_SIZE if size <= CLASSIC.size else MIN_BOARD_SIDE // size
        cell = max(smallest, (side - 2 * self.frameWidth()) // size)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setMinimumSectionSize(min(MIN_CELL_SIZE, smallest))
            header.setDefaultSectionSize(cell)
        board = cell * size + 2 * self.frameWidth()
        self.setFixedSize(board, board)

    def cell_size(self) -> int:
        """The side of one cell in pixels."""
        return self.horizontalHeader().defaultSectionSize()

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self._kept_cell: int | None = 0
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
        key = Qt.Key(event.key())
        shifted = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        digit = digit_of_key(event.key(), self.shape())
        cell = self.current_cell()
        if (digit or key in CLEAR_KEYS) and cell is None:
            self.no_cell_typed.emit()
        elif cell is not None and digit and (shifted or self.notes_mode):
            self.note_toggled.emit(cell, digit)
        elif cell is not None and digit:
            self.digit_entered.emit(cell, digit)
        elif cell is not None and key in CLEAR_KEYS:
            self.digit_entered.emit(cell, 0)
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on a small digit of the selected empty cell (when small digits show), or
        on any empty cell in notes mode, toggles that note; any other click selects."""
        index = self.indexAt(event.position().toPoint())
        was_current = index.isValid() and index == self.currentIndex()
        super().mousePressEvent(event)
        if not index.isValid() or index.data() or event.button() != Qt.MouseButton.LeftButton:
            return
        if (was_current and self.small_digits_shown) or self.notes_mode:
            rect = self.visualRect(index)
            point = event.position()
            shape = self.shape()
            cell = index.row() * shape.size + index.column()
            self.note_toggled.emit(cell, digit_at(rect, point.x(), point.y(), shape))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        paint_board_lines(self.viewport(), self.cell_size(), self.shape())
        if self.paused_text:  # the board is blank: say why, across it
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
