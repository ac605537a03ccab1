"""The Qt-free heart of Sudoku Desktop: board, formats, validation, solvers, generator.

The core produces typed data (steps, verdicts, reader errors) and also owns every sentence a
user reads about it, written once, as a ``{name}`` template marked with the Qt-free
``wording.QT_TRANSLATE_NOOP`` that ``pyside6-lupdate`` extracts. ``phrase()`` methods say which
template and which values; ``wording.render`` fills them: in English for ``describe()`` and
the CLI, through ``QCoreApplication.translate`` in the GUI (gui/wording.py).
"""

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle

__all__ = ["Board", "Puzzle"]
