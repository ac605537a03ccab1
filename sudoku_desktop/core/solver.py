"""The fast solver: counts solutions up to a limit, compiled where it could be built.

Every solver in the core shares this signature: ``solve(digits, limit) -> SolveResult``;
``solve_text`` and ``solve_texts`` take a puzzle's 81 characters instead, for the paths that
read many puzzles and want no Python object per cell.

Algorithm (exactly; each form below must visit the same nodes)
---------------------------------------------------------------
The grid is an exact-cover problem: 729 candidates (digit d in cell c) and 324 constraints,
each needing exactly one candidate: every *cell* holds a digit, and every *row*, *column*
and *box* holds every digit (a "unit-digit" constraint).

A search **node** is a state of remaining candidates. Visiting a node:

1. **Propagate to a fixpoint** with four rules, until none removes anything:

   - *naked single*: a cell with one candidate left: its digit leaves the cell's peers;
   - *hidden single*: a digit with one cell left in a row, column or box: that cell loses
     its other digits;
   - *pointing*: a digit whose cells in a box all lie in one row (or column) leaves the
     rest of that line;
   - *claiming*: a digit whose cells in a row (or column) all lie in one box leaves the
     rest of that box.

   The node is **dead** as soon as a cell has no candidate left or a row, column or box has
   no place left for a digit. The rules only ever remove candidates, and each stays true
   once true, so the fixpoint (or the death) does not depend on the order they are applied
   in: the two forms apply them in different orders and reach the same nodes.
2. If every cell has one candidate, the node is a **solution**.
3. Otherwise **branch** on the unsolved cell with the fewest candidates; among those, the
   one with the most unsolved peers (a guess there reaches furthest), then the lowest index
   (row-major, 0..80). Its children place each of its digits, in ascending order, and are
   visited depth-first, each finished before the next starts.

The search stops when ``limit`` solutions are found. ``guesses`` counts the children
visited (each digit tried at a branch); ``nodes`` is ``guesses + 1`` (the root).
Givens that clash make the root dead: count 0, one node.

On top1465, counting to 2, the locks and the tie-break took the search from 91.8 guesses a
puzzle (singles, lowest index first) to 20.5 (tdoku: 8.9, counting a binary guess once);
``bench/bench_limit.py`` prints the figures.

The twins: who follows which search
-----------------------------------
============================== ================================== =========================
form                           where                              follows
============================== ================================== =========================
compiled (mypyc)               ``native_solver``                  this search
pure Python (no C compiler)    ``python_solve``, ``locked_search``  this search, node for node
Fewest candidates first (GUI)  ``search/fewest.py``               the singles search
singles search (its reference) ``singles_search.singles_solve``   singles, lowest index
other sizes (4×4 to 25×25)     ``sized_solver``                   the singles search
pencil marks                   ``candidate_solver``               its own, then this one
============================== ================================== =========================

Tests hold the compiled and the pure form to the same counts, first solutions and nodes on
the golden file, and the animated search to the singles search's guesses.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from types import ModuleType
from typing import Final

from sudoku_desktop.core.geometry import CELL_COUNT, SIZE
from sudoku_desktop.core.locked_search import search
from sudoku_desktop.core.native_builds import is_current_build
from sudoku_desktop.core.sized_solver import solve as solve_sized
from sudoku_desktop.core.solve_result import SolveResult as SolveResult  # shared: re-exported
from sudoku_desktop.core.solver_tables import (
    ALL_CANDIDATES,
    GUARDS_OF_CANDIDATE,
    KEEP_AFTER_PLACING,
)

TextResult = tuple[int, str, int]
"""``solve_text``'s answer: (count, the first solution's 81 digits or "", guesses)."""

TimedResult = tuple[int, str, int, float]
"""``solve_texts``'s answer for one puzzle: ``solve_text``'s, then the seconds it took."""


def _native() -> ModuleType | None:
    """The compiled module when mypyc built it and it is current; None otherwise."""
    try:
        from sudoku_desktop.core import native_solver
    except ImportError:  # librt or mypy_extensions missing: the pure-Python sweeps serve
        return None
    if not is_current_build(native_solver):
        return None  # Python source, older than its source, or SUDOKU_PURE_PYTHON is set
    return native_solver


NATIVE: Final = _native()
"""The compiled search module ``solve`` uses, or None when the pure-Python sweeps serve."""


def solve(digits: Sequence[int], limit: int = 2) -> SolveResult:
    """Count solutions up to ``limit`` and return the first one found.

    ``digits`` holds 81 ints 0..9 (0 = blank) and is not modified; a grid of another size
    (n² ints 0..n, 4×4 to 25×25) is solved by ``sized_solver``, with the same search.
    """
    if len(digits) != CELL_COUNT:
        return solve_sized(digits, limit)
    if NATIVE is None:
        return python_solve(digits, limit)
    if len(digits) != CELL_COUNT:
        raise ValueError(f"a grid has {CELL_COUNT} cells, not {len(digits)}")
    count, solution, guesses = NATIVE.search_digits(list(digits), limit)
    return SolveResult(count, tuple(solution) if solution else None, guesses, guesses + 1)


def solve_text(text: str | bytes, limit: int = 2) -> TextResult:
    """``solve`` on a puzzle's text: (count, the first solution's 81 digits or "", guesses).

    The first 81 characters are the cells (1-9 given, ``.`` or ``0`` blank, anything after
    them ignored); ValueError names a short text or another character by its row and column.
    """
    if NATIVE is None:
        return python_solve_text(text, limit)
    result: TextResult = NATIVE.search_text(text, limit)
    return result


def solve_texts(texts: list[str], limit: int = 2) -> list[TimedResult]:
    """``solve_text`` on many puzzles in one call (the compiled loop stays in C), each
    answer with the seconds it took."""
    if NATIVE is None:
        return [python_solve_timed(text, limit) for text in texts]
    results: list[TimedResult] = NATIVE.search_lines(texts, limit)
    return results


def python_solve(digits: Sequence[int], limit: int = 2) -> SolveResult:
    """``solve`` in pure Python, whether or not a compiled build exists."""
    state, done = root_of(digits, limit)
    count, solution, nodes = search(state, done, limit)
    return SolveResult(count, solution, nodes - 1, nodes)


def root_of(digits: Sequence[int], limit: int) -> tuple[int, int]:
    """The big-int root state of a grid (candidates, satisfied constraints), its givens
    placed; ValueError for a wrong length, digit or limit."""
    if len(digits) != CELL_COUNT:
        raise ValueError(f"a grid has {CELL_COUNT} cells, not {len(digits)}")
    if limit < 1:
        raise ValueError("limit must be at least 1")
    state = ALL_CANDIDATES
    done = 0
    keep_after = KEEP_AFTER_PLACING
    guards_of = GUARDS_OF_CANDIDATE
    for cell, digit in enumerate(digits):
        if digit:
            if not 1 <= digit <= SIZE:
                raise ValueError(f"cell digits must be 0..{SIZE}, not {digit}")
            # Clashing givens rule each other out: the first sweep finds the emptied fields.
            candidate = SIZE * cell + digit - 1
            state &= keep_after[candidate]
            done |= guards_of[candidate]
    return state, done


def digits_of_text(text: str | bytes) -> list[int]:
    """The 81 digits of a puzzle's first 81 characters (1-9 given, ``.`` or ``0`` blank).

    ValueError names a short text, or any other character by its row and column.
    """
    if len(text) < CELL_COUNT:
        raise ValueError(f"a grid has {CELL_COUNT} cells, not {len(text)}")
    cells = text[:CELL_COUNT]
    if isinstance(cells, bytes):
        cells = cells.decode("latin-1")
    digits = []
    for cell, character in enumerate(cells):
        if "1" <= character <= "9":
            digits.append(ord(character) - 48)
        elif character in ".0":
            digits.append(0)
        else:
            row, column = divmod(cell, SIZE)
            raise ValueError(
                f"row {row + 1}, column {column + 1}: {character!r} is neither a digit nor a blank"
            )
    return digits


def python_solve_text(text: str | bytes, limit: int = 2) -> TextResult:
    """``solve_text`` in pure Python."""
    result = python_solve(digits_of_text(text), limit)
    solution = "".join(map(str, result.solution)) if result.solution else ""
    return result.count, solution, result.guesses


def python_solve_timed(text: str | bytes, limit: int = 2) -> TimedResult:
    """``python_solve_text`` and the seconds it took (one answer of ``solve_texts``)."""
    start = time.time()
    count, solution, guesses = python_solve_text(text, limit)
    return count, solution, guesses, time.time() - start
