"""Steps: the one stream the GUI animates, the CLI prints and the tests check.

Every step is a small immutable value. Its sentence is built from its data by
``describe()`` (1-based coordinates), never stored, so the GUI can translate the same data.
"""

from __future__ import annotations

from dataclasses import dataclass

from sudoku_desktop.core.geometry import cell_name, unit_name
from sudoku_desktop.core.techniques.catalog import TECHNIQUES


def _digits_text(digits: tuple[int, ...]) -> str:
    """ "3", "3 and 7", "1, 3 and 7"."""
    names = [str(digit) for digit in digits]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _names_text(names: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _cells_text(cells: tuple[int, ...]) -> str:
    """ "r1c1", "r1c1 and r2c2", "r1c1, r2c2 and r3c3"."""
    return _names_text([cell_name(cell) for cell in cells])


@dataclass(frozen=True, slots=True)
class Link:
    """A link of a chain between two candidates (cell, digit): strong ("if one is off, the
    other is on") or weak ("if one is on, the other is off"), drawn from ``start`` to ``end``."""

    start: tuple[int, int]
    end: tuple[int, int]
    strong: bool


@dataclass(frozen=True, slots=True)
class Implication:
    """One link of a trial's net: (cell, digit) becomes true (``on``) or false.

    ``nested`` > 0 when the candidate was removed by a trial of its own inside the net (a
    nested forcing chain): the length of that inner trial, shown summarised.
    """

    cell: int
    digit: int
    on: bool
    nested: int = 0


@dataclass(frozen=True, slots=True)
class Branch:
    """One assumption of a trial-based step and what it implies, as data for the sentence.

    ``assumed`` is the (cell, digit) supposed true; ``implications`` the links needed to
    reach the conclusion, in order; the conclusion is ``witness`` (the assumption broke a
    rule) or else ``target`` (a candidate every branch of the step removes). ``nesting``
    is how deep the trials inside it went (0: singles only).
    """

    assumed: tuple[int, int]
    implications: tuple[Implication, ...]
    witness: Contradiction | None = None
    target: tuple[int, int] | None = None
    nesting: int = 0


@dataclass(frozen=True, slots=True)
class Placement:
    """A digit put in a cell by a rule (``rule`` is a technique id, see techniques.catalog)."""

    cell: int
    digit: int
    rule: str
    cells: tuple[int, ...] = ()
    units: tuple[int, ...] = ()

    def describe(self) -> str:
        where = cell_name(self.cell)
        if self.rule == "hidden_single" and self.units:
            return f"Hidden single: {self.digit} fits only {where} in {unit_name(self.units[0])}"
        if self.rule == "full_house" and self.units:
            unit = unit_name(self.units[0])
            return f"Full house: {where} is the last empty cell of {unit}, so it is {self.digit}"
        if self.rule == "naked_single":
            return f"Naked single: {where} can only be {self.digit}"
        if self.rule == "bug_plus_1":
            return (
                f"BUG+1: {where} is the only cell with three candidates; without {self.digit} "
                f"every unit would hold each candidate twice (two solutions), so {where} is "
                f"{self.digit}"
            )
        if self.rule == "suggestion":
            return f"Your suggestion: {where} = {self.digit}"
        return f"{rule_title(self.rule)}: {where} = {self.digit}"


@dataclass(frozen=True, slots=True)
class Elimination:
    """Candidates removed by a rule: ``removed`` holds (cell, digit) pairs.

    ``cells``, ``units`` and ``digits`` describe the pattern that justifies the removal;
    ``trial`` and ``witness`` are set by probing: the assumed (cell, digit) and the cell or
    unit where the assumption broke. The board's marks read the rest: ``fins`` (the fin
    cells of a finned fish), ``second`` (candidates of a chain's or colouring's second
    colour) and ``links`` (a chain's links between candidates, strong or weak).
    ``branches`` holds a forcing chain's implication nets (see forcing_text for the sentence).
    """

    removed: tuple[tuple[int, int], ...]
    rule: str
    cells: tuple[int, ...] = ()
    units: tuple[int, ...] = ()
    digits: tuple[int, ...] = ()
    trial: tuple[int, int] | None = None
    witness: Contradiction | None = None
    fins: tuple[int, ...] = ()
    second: tuple[tuple[int, int], ...] = ()
    links: tuple[Link, ...] = ()
    branches: tuple[Branch, ...] = ()

    def describe(self) -> str:
        if self.branches:
            from sudoku_desktop.core.techniques.forcing_text import describe_forcing

            return describe_forcing(self)
        removed_cells = tuple(sorted({cell for cell, _ in self.removed}))
        removed_digits = tuple(sorted({digit for _, digit in self.removed}))
        if self.trial is not None and self.witness is not None:
            cell, digit = self.trial
            return (
                f"If {cell_name(cell)} were {digit}, {self.witness.what()}, "
                f"so {cell_name(cell)} is not {digit}"
            )
        pattern = ""
        if self.cells:
            pattern = f" on {_cells_text(self.cells)}"
        if self.units:
            pattern += f" in {_names_text([unit_name(unit) for unit in self.units])}"
        if self.digits:
            pattern = f" ({_digits_text(self.digits)})" + pattern
        return (
            f"{rule_title(self.rule)}{pattern}: remove {_digits_text(removed_digits)} "
            f"from {_cells_text(removed_cells)}"
        )


@dataclass(frozen=True, slots=True)
class Guess:
    """The search assumes ``digit`` in ``cell`` at ``depth``; ``alternatives`` are left to try."""

    cell: int
    digit: int
    depth: int
    alternatives: tuple[int, ...] = ()

    def describe(self) -> str:
        left = (
            f"{_digits_text(self.alternatives)} left"
            if self.alternatives
            else "no other value left"
        )
        return f"Guess at depth {self.depth}: {cell_name(self.cell)} = {self.digit} ({left})"


@dataclass(frozen=True, slots=True)
class Contradiction:
    """A dead end: a cell with no candidate, or a digit with no place left in a unit."""

    cell: int | None = None
    unit: int | None = None
    digit: int | None = None
    depth: int = 0

    def what(self) -> str:
        """The failure as a clause, reused by probing's sentence."""
        if self.cell is not None:
            return f"{cell_name(self.cell)} would have no candidate left"
        if self.unit is not None and self.digit is not None:
            return f"{self.digit} would have no place left in {unit_name(self.unit)}"
        return "the grid would break a rule"

    def describe(self) -> str:
        if self.cell is not None:
            return f"Contradiction: {cell_name(self.cell)} has no candidate left"
        if self.unit is not None and self.digit is not None:
            return f"Contradiction: {self.digit} has no place left in {unit_name(self.unit)}"
        return "Contradiction"


@dataclass(frozen=True, slots=True)
class Backtrack:
    """The search goes back to ``depth``, undoing ``undone`` cells; ``next_digit`` is tried next.

    ``cell`` is the cell whose guess is revised; ``next_digit`` is None when it has no value
    left, so the search keeps going back.
    """

    depth: int
    cell: int | None
    next_digit: int | None
    undone: tuple[int, ...] = ()

    def describe(self) -> str:
        if self.cell is None:
            return "Back to the start: no value is left to try"
        where = cell_name(self.cell)
        if self.next_digit is None:
            return f"Back to {where} at depth {self.depth}: no value left, going back further"
        return f"Back to {where} at depth {self.depth}, next value {self.next_digit}"


@dataclass(frozen=True, slots=True)
class Solved:
    """Every cell is filled and no rule is broken."""

    digits: tuple[int, ...]

    def describe(self) -> str:
        return "Solved"


@dataclass(frozen=True, slots=True)
class Stuck:
    """No rule applies any more; ``empty`` cells remain. Seed 004 then asks for a suggestion."""

    empty: int
    asks_suggestion: bool = False

    def describe(self) -> str:
        tail = " — suggest a value for a cell, or give up" if self.asks_suggestion else ""
        return f"Stuck: no rule applies, {self.empty} cells left empty{tail}"


@dataclass(frozen=True, slots=True)
class NoSolution:
    """The search tried every value: the puzzle has no solution."""

    def describe(self) -> str:
        return "No solution: every value was tried"


Step = Placement | Elimination | Guess | Contradiction | Backtrack | Solved | Stuck | NoSolution


def rule_title(rule: str) -> str:
    """A rule id as a title: ``"naked_pair"`` -> ``"Naked pair"``; the catalog may override."""
    technique = TECHNIQUES.get(rule)
    return technique.title if technique is not None else rule.replace("_", " ").capitalize()
