"""The board sizes a user may choose, 4×4 to 25×25, as a combo box and as a small dialog.

Edit ▸ Clear board (to type a puzzle) asks for the size in ``SizeDialog``; File ▸ New
puzzle has the same combo box among its fields. Square boxes come first (4×4, 9×9, 16×16,
25×25), then the sizes whose boxes are wider than tall (6×6, 12×12).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.geometry import SHAPES, SQUARE_SIZES, Geometry, geometry_for_size
from sudoku_desktop.gui.form import named

ORDER = (*SQUARE_SIZES, *(size for size in SHAPES if size not in SQUARE_SIZES))
"""The sizes as the combo box lists them."""


def size_title(shape: Geometry) -> str:
    """A size as the combo box names it: "16×16 (boxes 4×4)"."""
    template = QCoreApplication.translate("BoardSize", "{0} (boxes {1}×{2})")
    return template.format(shape.label, shape.box_height, shape.box_width)


def size_combo(parent: QWidget, current: int) -> QComboBox:
    """A combo box of every size, ``current`` chosen; each item's data is its n."""
    combo = named(QComboBox(parent), "board_size_combo", parent.tr("Board size"))
    for size in ORDER:
        combo.addItem(size_title(geometry_for_size(size)), size)
    combo.setCurrentIndex(ORDER.index(current) if current in ORDER else ORDER.index(9))
    return combo


class SizeDialog(QDialog):
    """Asks the size of the empty board to type a puzzle on; ``size()`` once accepted."""

    def __init__(self, current: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board_size_dialog")
        self.setWindowTitle(self.tr("Type a puzzle"))
        self.setAccessibleName(self.tr("Type a puzzle"))
        self.combo = size_combo(self, current)
        label = QLabel(self.tr("Board &size:"), self)
        label.setBuddy(self.combo)
        form = QFormLayout()
        form.addRow(label, self.combo)
        note = QLabel(
            self.tr(
                "The board is cleared. Type the givens (1-9, then letters A, B… on boards "
                "larger than 9×9), then Edit ▸ Set puzzle."
            ),
            self,
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def chosen_size(self) -> int:
        """The chosen n."""
        return int(self.combo.currentData())
