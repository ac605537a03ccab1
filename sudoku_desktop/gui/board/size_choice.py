"""The board sizes a user may choose, 4×4 to 25×25, as a combo box.

File ▸ Type a puzzle's bar and File ▸ New puzzle's dialog both ask for the size with it.
Square boxes come first (4×4, 9×9, 16×16, 25×25), then the sizes whose boxes are wider
than tall (6×6, 12×12).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from sudoku_desktop.core.geometry import CLASSIC, SHAPES, SQUARE_SIZES, Geometry, geometry_for_size
from sudoku_desktop.gui.form import named

ORDER = (*SQUARE_SIZES, *(size for size in SHAPES if size not in SQUARE_SIZES))
"""The sizes as the combo box lists them."""


def size_title(shape: Geometry) -> str:
    """A size as the combo box names it: "16×16 (boxes 4×4)"."""
    template = QCoreApplication.translate("BoardSize", "{0} (boxes {1}×{2})")
    return template.format(shape.label, shape.box_height, shape.box_width)


def size_combo(parent: QWidget, current: int) -> QComboBox:
    """A combo box of every size, ``current`` chosen; each item's data is its n."""
    combo = named(
        QComboBox(parent),
        "board_size_combo",
        QCoreApplication.translate("BoardSize", "Board size"),
    )
    for size in ORDER:
        combo.addItem(size_title(geometry_for_size(size)), size)
    combo.setCurrentIndex(ORDER.index(current) if current in ORDER else ORDER.index(CLASSIC.size))
    return combo
