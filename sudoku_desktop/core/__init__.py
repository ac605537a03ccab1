"""The Qt-free heart of Sudoku Desktop (a test reads every import: no Qt, no GUI, no CLI).

Rooms: ``geometry`` (the glossary: cells, units, peers), ``board``, ``puzzle``, ``formats/``
(read and write puzzle text), ``conflicts`` (a digit twice in a unit, all the board needs
to start), ``validation`` (verdicts), ``solver`` (the fast one; its
compiled form in ``native_solver``), ``steps`` (the explained step stream), ``catalog``
(every technique, one record each: family, scores and where they come from),
``techniques/`` (one subpackage per family, its finders and its words beside them),
``marks`` (what a step shows on the board), ``hints`` (graded), ``solution_path``,
``guide`` (the technique guide), ``search/`` (the seed algorithms as step generators, with
the flags the GUI reads), ``recording/`` (a run packed for replay), ``generator/``,
``rating/`` (the rating, its cheap path and Sudoku Explainer's replay), ``origin`` (who
filled a cell), ``session`` (the play board's state and its file), ``assistant`` (check,
hint, logic solve, the coach, the fast solve on a session, as typed results) and
``wording``.

Wording: the core produces typed data (steps, verdicts, reader errors) and also owns every
sentence a user reads about it, written once, as a ``{name}`` template marked with the Qt-free
``wording.QT_TRANSLATE_NOOP`` that ``pyside6-lupdate`` extracts. ``phrase()`` methods say which
template and which values; ``wording.render`` fills them: in English for ``describe()`` and
the CLI, through ``QCoreApplication.translate`` in the GUI (gui/wording.py).

Twins: a faster or reordered copy of a rule, kept beside its reference and proved equal to
it by a test (in tests/core/): change the rule, and that test says which copy to change too.

- ``native_solver`` (compiled, one digit's band a small int): ``solver.python_solve``
  (``locked_search``: singles, pointing and claiming, the busiest of the fewest-candidate
  cells), node for node and first solution for first solution, both held to the golden
  file by test_solver too (test_native_solver);
- ``search/fewest`` (the search the GUI animates, a step stream): ``singles_search`` (the
  solver's search without the locks and the tie-break), guess for guess (test_search_fewest);
- ``recording/packed_walk``: ``search/ordered.walk``, packed head for head
  (test_packed_walk);
- ``generator/first_calculation`` (seed 003's first calculation on lists): the logic loop
  with ``SEED_003_RULES`` (test_first_calculation);
- ``generator/native_settle`` (compiled): ``first_calculation.try_candidate``
  (test_native_settle);
- ``rating/quick`` with ``quick_board``, ``quick_subsets`` and ``quick_tables`` (the rating's
  cheap path, singles to subsets on unit masks): the logic loop's steps (test_quick_rating);
- ``rating/explainer_path`` (our solve replayed in SE's order where the orders part): SE's
  rule, the hardest step of a solve that takes the easiest step (test_explainer_scale);
- ``techniques/chains/quick_loops`` and ``techniques/chains/aic.find_most_aic`` (on node
  numbers): ``most_removals`` over every loop or chain listed (test_most_removals);
- ``techniques/shared/cellsets.DigitMemo`` (single-digit searches kept by pattern): the
  plain searches (test_digit_memo);
- ``techniques/shared/propagation`` and ``trials`` (fast trials on lists): the same trials
  on an explained ``Net`` (test_techniques_forcing);
- ``techniques/shared/consistency.may_be_broken`` (a filter): ``logic.find_contradiction``,
  never missing one (test_logic);
- ``compiled/`` (mypyc, the techniques and the rating): their source (test_native_rating);
- ``sized_solver`` (every size, per-digit bit boards): ``singles_search`` at 9×9, node for
  node, and the golden file at 4×4 to 25×25 (test_sized_solver);
- ``native_sized_solver`` (compiled, flat place counts): ``sized_solver``, node for node
  (test_sized_solver);
- ``search/fewest_sized`` (the animated search at every size): ``search/fewest``'s stream at
  9×9, ``sized_solver``'s guesses at 4×4 and 16×16 (test_search_sizes);
- ``any_size/rules`` and ``any_size/trials`` (full house, naked single, naked and hidden
  subsets and trials on any geometry; the hidden single, pointing, claiming and fish there
  are the 9×9 families' own search, given the geometry's sets): the 9×9 families' first
  instances on 9×9 boards (test_any_size_rules).
"""

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle

__all__ = ["Board", "Puzzle"]
