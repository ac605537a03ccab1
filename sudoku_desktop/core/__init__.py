"""The Qt-free heart of Sudoku Desktop (a test reads every import: no Qt, no GUI, no CLI).

Rooms: ``geometry`` (the glossary: cells, units, peers), ``board``, ``puzzle``, ``formats/``
(read and write puzzle text), ``validation`` (verdicts), ``solver`` (the fast one; its
compiled form in ``native_solver``), ``steps`` (the explained step stream), ``catalog``
(every technique, one record each: family, scores and where they come from),
``techniques/`` (one subpackage per family, its finders and its words beside them),
``marks`` (what a step shows on the board), ``hints`` (graded), ``solution_path``,
``guide`` (the technique guide), ``search/`` (the seed algorithms as step generators, with
the flags the GUI reads), ``recording/`` (a run packed for replay), ``generator/``,
``rating/`` (the rating, its cheap paths and Sudoku Explainer's replay), ``origin`` (who
filled a cell), ``session`` (the play board's state and its
file), ``assistant`` (check, hint, logic solve, the coach, the fast solve on a session, as
typed results) and ``wording``.

Wording: the core produces typed data (steps, verdicts, reader errors) and also owns every
sentence a user reads about it, written once, as a ``{name}`` template marked with the Qt-free
``wording.QT_TRANSLATE_NOOP`` that ``pyside6-lupdate`` extracts. ``phrase()`` methods say which
template and which values; ``wording.render`` fills them: in English for ``describe()`` and
the CLI, through ``QCoreApplication.translate`` in the GUI (gui/wording.py).
"""

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle

__all__ = ["Board", "Puzzle"]
