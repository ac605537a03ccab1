"""Steps: the one stream the GUI animates, the CLI prints and the tests check.

Every step is a small immutable value. Its sentence is built from its data by ``phrase()``
(1-based coordinates), never stored: ``describe()`` renders it in English, the GUI renders
the same phrase through Qt's translations (see core/wording.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from sudoku_desktop.core.catalog import TECHNIQUES
from sudoku_desktop.core.geometry import cell_name, digit_name, unit_phrase
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Listing, Phrase, phrase, render

STEPS = "Steps"
"""The translation context of every step sentence."""


class Worded:
    """A step with a sentence: ``phrase()`` built from its data by each kind of step, and
    ``describe()``, that phrase in English, written once here for all of them."""

    __slots__ = ()

    def phrase(self) -> Phrase:
        raise NotImplementedError

    def describe(self) -> str:
        return render(self.phrase())


def digits_listing(digits: tuple[int, ...]) -> Listing:
    """ "3", "3 and 7", "1, 3 and 7" (symbols beyond 9×9: "A and G")."""
    return Listing(tuple(digit_name(digit) for digit in digits))


def cells_listing(cells: tuple[int, ...]) -> Listing:
    """ "r1c1", "r1c1 and r2c2", "r1c1, r2c2 and r3c3"."""
    return Listing(tuple(cell_name(cell) for cell in cells))


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
    nested forcing chain): the length of that inner trial, shown summarised in the sentence;
    ``trial`` holds that inner trial's own links, for the whole chain a user may expand.
    ``locked`` is (unit, unit within it) when a locked candidate removed it (a forcing net):
    in the first unit the digit lies only where it crosses the second; ``naked`` is (unit,
    cells, digits) when a naked pair or triple of that unit removed it. A placement's
    ``unit`` is the unit where the digit had no other place (a hidden single); None for a
    placement is its cell's last candidate (a naked single).
    """

    cell: int
    digit: int
    on: bool
    nested: int = 0
    trial: Branch | None = None
    locked: tuple[int, int] | None = None
    naked: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    unit: int | None = None


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

    @property
    def length(self) -> int:
        """How many links a person reads to follow it: its own, and each inner trial's."""
        return sum(
            1 if link.trial is None else 1 + link.trial.length for link in self.implications
        )


@dataclass(frozen=True, slots=True)
class Placement(Worded):
    """A digit put in a cell by a rule (``rule`` is a technique id, see core.catalog)."""

    cell: int
    digit: int
    rule: str
    cells: tuple[int, ...] = ()
    units: tuple[int, ...] = ()

    def phrase(self) -> Phrase:
        where, digit = cell_name(self.cell), digit_name(self.digit)
        if self.rule == "hidden_single" and self.units:
            unit = unit_phrase(self.units[0])
            template = QT_TRANSLATE_NOOP(
                "Steps", "Hidden single: {digit} fits only {cell} in {unit}"
            )
            return phrase(STEPS, template, digit=digit, cell=where, unit=unit)
        if self.rule == "full_house" and self.units:
            unit = unit_phrase(self.units[0])
            template = QT_TRANSLATE_NOOP(
                "Steps", "Full house: {cell} is the last empty cell of {unit}, so it is {digit}"
            )
            return phrase(STEPS, template, digit=digit, cell=where, unit=unit)
        if self.rule == "naked_single":
            template = QT_TRANSLATE_NOOP("Steps", "Naked single: {cell} can only be {digit}")
            return phrase(STEPS, template, cell=where, digit=digit)
        if self.rule == "bug_plus_1":
            template = QT_TRANSLATE_NOOP(
                "Steps",
                "BUG+1: {cell} is the only cell with three candidates; without {digit} every unit "
                "would hold each candidate twice (two solutions), so {cell} is {digit}",
            )
            return phrase(STEPS, template, cell=where, digit=digit)
        if self.rule == "suggestion":
            template = QT_TRANSLATE_NOOP("Steps", "Your suggestion: {cell} = {digit}")
            return phrase(STEPS, template, cell=where, digit=digit)
        template = QT_TRANSLATE_NOOP("Steps", "{title}: {cell} = {digit}")
        return phrase(STEPS, template, title=rule_phrase(self.rule), cell=where, digit=digit)


@dataclass(frozen=True, slots=True)
class Elimination(Worded):
    """Candidates removed by a rule: ``removed`` holds (cell, digit) pairs.

    ``cells``, ``units`` and ``digits`` describe the pattern that justifies the removal;
    ``trial`` and ``witness`` are set by probing: the assumed (cell, digit) and the cell or
    unit where the assumption broke. The board's marks read the rest: ``fins`` (the fin
    cells of a finned fish), ``second`` (candidates of a chain's or colouring's second
    colour) and ``links`` (a chain's links between candidates, strong or weak).
    ``branches`` holds a forcing chain's implication nets (see forcing_text for the sentence).
    ``grouped`` tells that a chain holds a node of several cells (a group or an almost locked
    set): Sudoku Explainer's chains have none, so its scale rates such a step apart.
    ``sets`` holds an ALS step's almost locked sets as (cells, digits), ``commons`` the
    restricted commons that link them, ``path`` a chain's nodes in order as (cells, digit,
    on), for the sentence to name each (techniques/roles.py).
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
    grouped: bool = False
    sets: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = ()
    commons: tuple[int, ...] = ()
    path: tuple[tuple[tuple[int, ...], int, bool], ...] = ()

    @property
    def link_count(self) -> int:
        """A chain's links (0 for a pattern without one); a trial-based step's, every
        branch's and each inner trial's counted in."""
        if self.branches:
            return sum(branch.length for branch in self.branches)
        return len(self.links)

    def phrase(self) -> Phrase:
        if self.branches:
            from sudoku_desktop.core.techniques.forcing.forcing_text import forcing_phrase

            return forcing_phrase(self, rule_phrase(self.rule))
        removed_cells = tuple(sorted({cell for cell, _ in self.removed}))
        removed_digits = tuple(sorted({digit for _, digit in self.removed}))
        if self.trial is not None and self.witness is not None:
            cell, digit = self.trial
            template = QT_TRANSLATE_NOOP(
                "Steps", "If {cell} were {digit}, {failure}, so {cell} is not {digit}"
            )
            failure = self.witness.failure()
            where, said = cell_name(cell), digit_name(digit)
            return phrase(STEPS, template, cell=where, digit=said, failure=failure)
        from sudoku_desktop.core.techniques.roles import removals_field, role_pattern

        roles = role_pattern(self)
        pattern: list[Field] = [] if roles is None else [roles]
        if roles is None and self.digits:
            digits = digits_listing(self.digits)
            pattern.append(phrase(STEPS, QT_TRANSLATE_NOOP("Steps", " ({digits})"), digits=digits))
        if roles is None and self.cells:
            cells = cells_listing(self.cells)
            pattern.append(phrase(STEPS, QT_TRANSLATE_NOOP("Steps", " on {cells}"), cells=cells))
        if roles is None and self.units:
            units = Listing(tuple(unit_phrase(unit) for unit in self.units))
            pattern.append(phrase(STEPS, QT_TRANSLATE_NOOP("Steps", " in {units}"), units=units))
        # Every digit from every cell said at once; else each digit with its own cells.
        fields: dict[str, Field] = {"title": rule_phrase(self.rule), "pattern": tuple(pattern)}
        if len(removed_cells) * len(removed_digits) == len(set(self.removed)):
            template = QT_TRANSLATE_NOOP("Steps", "{title}{pattern}: remove {digits} from {cells}")
            fields["digits"] = digits_listing(removed_digits)
            fields["cells"] = cells_listing(removed_cells)
        else:
            template = QT_TRANSLATE_NOOP("Steps", "{title}{pattern}: remove {removals}")
            fields["removals"] = removals_field(self.removed)
        return phrase(STEPS, template, **fields)


@dataclass(frozen=True, slots=True)
class Guess(Worded):
    """The search assumes ``digit`` in ``cell`` at ``depth``; ``alternatives`` are left to try."""

    cell: int
    digit: int
    depth: int
    alternatives: tuple[int, ...] = ()

    def phrase(self) -> Phrase:
        if self.alternatives:
            digits = digits_listing(self.alternatives)
            # "(9 left)" read as nine values left: the digits are named as digits
            left = phrase(
                STEPS, QT_TRANSLATE_NOOP("Steps", "next to try: {digits}"), digits=digits
            )
        else:
            left = phrase(STEPS, QT_TRANSLATE_NOOP("Steps", "no other value left"))
        template = QT_TRANSLATE_NOOP("Steps", "Guess at depth {depth}: {cell} = {digit} ({left})")
        where, digit = cell_name(self.cell), digit_name(self.digit)
        return phrase(STEPS, template, depth=self.depth, cell=where, digit=digit, left=left)


@dataclass(frozen=True, slots=True)
class Contradiction(Worded):
    """A dead end: a cell with no candidate, or a digit with no place left in a unit."""

    cell: int | None = None
    unit: int | None = None
    digit: int | None = None
    depth: int = 0

    def failure(self) -> Phrase:
        """The failure as a clause, reused by probing's and a refusal's sentences."""
        if self.cell is not None:
            template = QT_TRANSLATE_NOOP("Steps", "{cell} would have no candidate left")
            return phrase(STEPS, template, cell=cell_name(self.cell))
        if self.unit is not None and self.digit is not None:
            template = QT_TRANSLATE_NOOP("Steps", "{digit} would have no place left in {unit}")
            return phrase(
                STEPS, template, digit=digit_name(self.digit), unit=unit_phrase(self.unit)
            )
        return phrase(STEPS, QT_TRANSLATE_NOOP("Steps", "the grid would break a rule"))

    def phrase(self) -> Phrase:
        if self.cell is not None:
            template = QT_TRANSLATE_NOOP("Steps", "Contradiction: {cell} has no candidate left")
            return phrase(STEPS, template, cell=cell_name(self.cell))
        if self.unit is not None and self.digit is not None:
            template = QT_TRANSLATE_NOOP(
                "Steps", "Contradiction: {digit} has no place left in {unit}"
            )
            return phrase(
                STEPS, template, digit=digit_name(self.digit), unit=unit_phrase(self.unit)
            )
        return phrase(STEPS, QT_TRANSLATE_NOOP("Steps", "Contradiction"))


@dataclass(frozen=True, slots=True)
class Backtrack(Worded):
    """The search goes back to ``depth``, undoing ``undone`` cells; ``next_digit`` is tried next.

    ``cell`` is the cell whose guess is revised; ``next_digit`` is None when it has no value
    left, so the search keeps going back.
    """

    depth: int
    cell: int | None
    next_digit: int | None
    undone: tuple[int, ...] = ()

    def phrase(self) -> Phrase:
        if self.cell is None:
            return phrase(
                STEPS, QT_TRANSLATE_NOOP("Steps", "Back to the start: no value is left to try")
            )
        where = cell_name(self.cell)
        if self.next_digit is None:
            template = QT_TRANSLATE_NOOP(
                "Steps", "Back to {cell} at depth {depth}: no value left, going back further"
            )
            return phrase(STEPS, template, cell=where, depth=self.depth)
        template = QT_TRANSLATE_NOOP(
            "Steps", "Back to {cell} at depth {depth}, next value {digit}"
        )
        digit = digit_name(self.next_digit)
        return phrase(STEPS, template, cell=where, depth=self.depth, digit=digit)


@dataclass(frozen=True, slots=True)
class Solved(Worded):
    """Every cell is filled and no rule is broken."""

    digits: tuple[int, ...]

    def phrase(self) -> Phrase:
        return phrase(STEPS, QT_TRANSLATE_NOOP("Steps", "Solved"))


@dataclass(frozen=True, slots=True)
class Stuck(Worded):
    """No rule applies any more; ``empty`` cells remain. Seed 004 then asks for a suggestion."""

    empty: int
    asks_suggestion: bool = False

    def phrase(self) -> Phrase:
        if self.asks_suggestion:
            template = QT_TRANSLATE_NOOP(
                "Steps",
                "Stuck: no rule applies, {empty} cells left empty — suggest a value for a cell, "
                "or give up",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "Steps", "Stuck: no rule applies, {empty} cells left empty"
            )
        return phrase(STEPS, template, empty=self.empty)


@dataclass(frozen=True, slots=True)
class NoSolution(Worded):
    """The search tried every value: the puzzle has no solution."""

    def phrase(self) -> Phrase:
        return phrase(STEPS, QT_TRANSLATE_NOOP("Steps", "No solution: every value was tried"))


Step = Placement | Elimination | Guess | Contradiction | Backtrack | Solved | Stuck | NoSolution


OTHER_RULE_TITLES = {"hypothesis": QT_TRANSLATE_NOOP("Techniques", "Hypothesis")}
"""Titles of rules outside the technique catalog (the generator's hypotheses)."""


def rule_phrase(rule: str) -> Field:
    """A rule id's title: the catalog's, else ``"naked_pair"`` -> ``"Naked pair"``."""
    technique = TECHNIQUES.get(rule)
    if technique is not None:
        return technique.title_phrase
    if rule in OTHER_RULE_TITLES:
        return Phrase("Techniques", OTHER_RULE_TITLES[rule])
    return rule.replace("_", " ").capitalize()


def rule_title(rule: str) -> str:
    """A rule id's title in English."""
    title = rule_phrase(rule)
    return render(title) if isinstance(title, Phrase) else str(title)
