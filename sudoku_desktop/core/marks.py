"""Marks: what a step shows on the board, as data, so the GUI draws it with no logic of its own.

Every step becomes the role of each candidate it involves (eliminated, placed, pattern,
second colour, fin), the cells and units it involves, and a chain's links between
candidates. A trial-based step marks its assumption in the second colour and the placements
its branches make as its pattern; a single branch's placements are also listed in order
(``chain``), so the board numbers them as the sentence reads them. The roles are read from
the step's own fields, filtered by the board's candidates *before* the step, so a naked
triple marks only the digits each cell really holds.
``marks_text`` is the compact form ``sudoku-cli explain --marks`` prints.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sudoku_desktop.core.geometry import BIT_OF_DIGIT, DIGITS_OF_MASK, cell_name, unit_name
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    Link,
    Placement,
)

Candidate = tuple[int, int]
"""A candidate as (cell, digit)."""


class Role(enum.Enum):
    """What a marked candidate is to its step, in drawing priority (first wins)."""

    PLACED = "placed"
    ELIMINATED = "eliminated"
    FIN = "fin"
    SECOND = "second"
    PATTERN = "pattern"


@dataclass(frozen=True, slots=True)
class CandidateMark:
    """One candidate (cell, digit) and its role."""

    cell: int
    digit: int
    role: Role


@dataclass(frozen=True, slots=True)
class Marks:
    """A step's marks: candidates by role (sorted by cell, digit), cells, units and links;
    ``chain``: a trial's placements in the order it makes them (its assumption not counted)."""

    candidates: tuple[CandidateMark, ...] = ()
    cells: tuple[int, ...] = ()
    units: tuple[int, ...] = ()
    links: tuple[Link, ...] = ()
    chain: tuple[Candidate, ...] = ()

    def of_role(self, role: Role) -> tuple[Candidate, ...]:
        """The (cell, digit) candidates marked with ``role``."""
        return tuple((mark.cell, mark.digit) for mark in self.candidates if mark.role is role)


NO_MARKS = Marks()

EVERY_CANDIDATE_RULES: frozenset[str] = frozenset({"xy_wing", "xyz_wing", "wxyz_wing"})
"""Techniques whose pattern is every candidate of its cells, not only the step's digits."""


def marks_of(step: object, candidates: Sequence[int] | None = None) -> Marks:
    """The marks of any step; ``candidates`` are the board's masks before it (None: unknown,
    then every (cell, digit) the step names is marked)."""
    if isinstance(step, Elimination):
        return _elimination_marks(step, candidates)
    if isinstance(step, Placement):
        return _marks(
            {Role.PLACED: [(step.cell, step.digit)]}, (step.cell, *step.cells), step.units
        )
    if isinstance(step, Guess):
        others = [(step.cell, digit) for digit in step.alternatives]
        return _marks({Role.PLACED: [(step.cell, step.digit)], Role.SECOND: others}, (step.cell,))
    if isinstance(step, Contradiction):
        cells = () if step.cell is None else (step.cell,)
        return _marks({}, cells, () if step.unit is None else (step.unit,))
    if isinstance(step, Backtrack) and step.cell is not None:
        tried = [] if step.next_digit is None else [(step.cell, step.next_digit)]
        return _marks({Role.PLACED: tried}, (step.cell, *step.undone))
    return NO_MARKS


def _elimination_marks(step: Elimination, candidates: Sequence[int] | None) -> Marks:
    """Removed candidates, fins, second colour, then the pattern."""
    if step.branches:
        return _trial_marks(step, candidates)
    fins = ((cell, digit) for cell in step.fins for digit in step.digits)
    by_role = {
        Role.ELIMINATED: list(step.removed),
        Role.FIN: _present(fins, candidates),
        Role.SECOND: _present(step.second, candidates),
        Role.PATTERN: _present(_pattern(step, candidates), candidates),
    }
    cells = tuple(dict.fromkeys((*step.cells, *step.fins)))
    return _marks(by_role, cells, step.units, step.links)


def _trial_marks(step: Elimination, candidates: Sequence[int] | None) -> Marks:
    """A trial-based step: its removals, each branch's assumption (second colour) and the
    placements it makes (pattern), the cells and units where a rule breaks; a single
    branch's placements in order."""
    placed = [
        [(link.cell, link.digit) for link in branch.implications if link.on]
        for branch in step.branches
    ]
    by_role = {
        Role.ELIMINATED: list(step.removed),
        Role.SECOND: _present((branch.assumed for branch in step.branches), candidates),
        Role.PATTERN: _present((pair for pairs in placed for pair in pairs), candidates),
    }
    marks = _marks(by_role, step.cells, step.units)
    if len(placed) == 1:
        return Marks(marks.candidates, marks.cells, marks.units, chain=tuple(placed[0]))
    return marks


def _pattern(step: Elimination, candidates: Sequence[int] | None) -> Iterable[Candidate]:
    """A chain's link ends; else the step's digits in its cells (every candidate for the
    wings that need it). A probing trial has none: its trial and witness are cells."""
    if step.trial is not None:
        return ()
    if step.links:
        return (end for link in step.links for end in (link.start, link.end))
    if step.rule in EVERY_CANDIDATE_RULES and candidates is not None:
        return ((cell, digit) for cell in step.cells for digit in DIGITS_OF_MASK[candidates[cell]])
    return ((cell, digit) for cell in step.cells for digit in step.digits)


def _present(pairs: Iterable[Candidate], candidates: Sequence[int] | None) -> list[Candidate]:
    """The pairs still candidates on the board (all of them when the board is unknown)."""
    if candidates is None:
        return list(pairs)
    return [(cell, digit) for cell, digit in pairs if candidates[cell] & BIT_OF_DIGIT[digit]]


def _marks(
    by_role: dict[Role, list[Candidate]],
    cells: tuple[int, ...] = (),
    units: tuple[int, ...] = (),
    links: tuple[Link, ...] = (),
) -> Marks:
    """Marks with one role per candidate, the first role in ``Role`` order winning."""
    roles: dict[Candidate, Role] = {}
    for role in Role:
        for pair in by_role.get(role, ()):
            roles.setdefault(pair, role)
    marked = tuple(CandidateMark(cell, digit, roles[cell, digit]) for cell, digit in sorted(roles))
    return Marks(marked, tuple(dict.fromkeys(cells)), units, links)


def candidate_name(candidate: Candidate) -> str:
    """ "7r9c4": the digit, then the cell (HoDoKu's way of naming a candidate)."""
    cell, digit = candidate
    return f"{digit}{cell_name(cell)}"


ROLE_LABELS: dict[Role, str] = {
    Role.PLACED: "placed",
    Role.ELIMINATED: "eliminated",
    Role.PATTERN: "pattern",
    Role.SECOND: "second colour",
    Role.FIN: "fins",
}
"""The CLI's label of each role, in the order it prints them."""


def marks_text(marks: Marks) -> str:
    """ "eliminated: 7r9c4 7r9c5 · pattern: 7r7c4 · units: box 8 · links: 7r1c2=7r1c7 …",
    a trial's "chain: 5r3c7 → 2r3c1 …"."""
    parts = [
        f"{label}: " + " ".join(candidate_name(pair) for pair in marks.of_role(role))
        for role, label in ROLE_LABELS.items()
        if marks.of_role(role)
    ]
    if marks.cells:
        parts.append("cells: " + " ".join(cell_name(cell) for cell in marks.cells))
    if marks.units:
        parts.append("units: " + ", ".join(unit_name(unit) for unit in marks.units))
    if marks.links:
        parts.append("links: " + " ".join(link_text(link) for link in marks.links))
    if marks.chain:
        parts.append("chain: " + " → ".join(candidate_name(pair) for pair in marks.chain))
    return " · ".join(parts)


def link_text(link: Link) -> str:
    """ "3r1c2=3r1c7 (strong)" or "3r1c7-3r5c7 (weak)"."""
    sign, kind = ("=", "strong") if link.strong else ("-", "weak")
    return f"{candidate_name(link.start)}{sign}{candidate_name(link.end)} ({kind})"
