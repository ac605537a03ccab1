"""The sentence of a trial-based step: each branch as a short chain of implications.

"Probing: if r1c2 = 5: r3c7 = 5 (the only place for 5 in row 3) → r3c1 = 2 (its last
candidate) → 2 has no place left in box 1, so r1c2 ≠ 5". A trial is written as its
placements, each with its reason (a hidden single names its unit, a naked single is its
cell's last candidate), as Sudoku Explainer does; the removals a placement makes in its own
row, column and box are left out of the sentence (they follow from it), the removals with
reasons of their own (a locked candidate, a naked subset, an inner trial) kept. Every piece
is a ``{name}`` template marked for translation in context "Steps" and put together as a
:class:`Phrase` (see core/wording.py), so the CLI renders it in English and the GUI through
Qt's translations. Chains longer than ``SHOWN_LINKS`` show their first links and the last
ones before the contradiction, with the count between; ``whole_chain`` gives every link as
a tree a user can expand (``sudoku-cli explain --whole-chains``, the path's "Whole chain"):
each placement with the removals it makes folded under it, each nested trial under the link
it removed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from sudoku_desktop.core.geometry import cell_name, unit_phrase
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Listing, Phrase, phrase

STEPS = "Steps"


class BrokenRule(Protocol):
    """The rule a branch broke, as this module reads a ``steps.Contradiction`` (steps.py
    imports this module for a forcing step's sentence: it reads steps' shapes, not steps)."""

    @property
    def cell(self) -> int | None: ...
    @property
    def unit(self) -> int | None: ...
    @property
    def digit(self) -> int | None: ...


class TrialLink(Protocol):
    """A link of a branch, as this module reads a ``steps.Implication``."""

    @property
    def cell(self) -> int: ...
    @property
    def digit(self) -> int: ...
    @property
    def on(self) -> bool: ...
    @property
    def nested(self) -> int: ...
    @property
    def trial(self) -> TrialBranch | None: ...
    @property
    def locked(self) -> tuple[int, int] | None: ...
    @property
    def naked(self) -> tuple[int, tuple[int, ...], tuple[int, ...]] | None: ...
    @property
    def unit(self) -> int | None: ...


class TrialBranch(Protocol):
    """An assumption and what it implies, as this module reads a ``steps.Branch``."""

    @property
    def assumed(self) -> tuple[int, int]: ...
    @property
    def implications(self) -> Sequence[TrialLink]: ...
    @property
    def witness(self) -> BrokenRule | None: ...


class ForcingStep(Protocol):
    """A trial-based step, as this module reads a ``steps.Elimination`` with branches."""

    @property
    def removed(self) -> Sequence[tuple[int, int]]: ...
    @property
    def cells(self) -> Sequence[int]: ...
    @property
    def units(self) -> Sequence[int]: ...
    @property
    def digits(self) -> Sequence[int]: ...
    @property
    def branches(self) -> Sequence[TrialBranch]: ...


SHOWN_LINKS = 8
"""Most links a sentence shows (one more is shown rather than skipped); a longer chain keeps
its first ``LEADING`` and the last ones, those that lead to the contradiction."""
LEADING = 2

ON_HIDDEN = QT_TRANSLATE_NOOP("Steps", "{cell} = {digit} (the only place for {digit} in {unit})")
ON_NAKED = QT_TRANSLATE_NOOP("Steps", "{cell} = {digit} (its last candidate)")
OFF = QT_TRANSLATE_NOOP("Steps", "{cell} ≠ {digit}")
OFF_NESTED = QT_TRANSLATE_NOOP("Steps", "{cell} ≠ {digit} (its own trial: {count} links)")
OFF_LOCKED = QT_TRANSLATE_NOOP(
    "Steps", "{cell} ≠ {digit} (in {unit}, {digit} lies only in {line})"
)
OFF_NAKED = QT_TRANSLATE_NOOP("Steps", "{cell} ≠ {digit} (in {unit}, {cells} hold only {digits})")
SKIPPED = QT_TRANSLATE_NOOP("Steps", "… {count} more links …")
ARROW = QT_TRANSLATE_NOOP("Steps", "{before} → {after}")
EMPTY_CELL = QT_TRANSLATE_NOOP("Steps", "{cell} has no candidate left")
NO_PLACE = QT_TRANSLATE_NOOP("Steps", "{digit} has no place left in {unit}")
BRANCH = QT_TRANSLATE_NOOP("Steps", "if {cell} = {digit}: {chain}")
ASSUMED = QT_TRANSLATE_NOOP("Steps", "if {cell} = {digit}:")
CONTRADICTION = QT_TRANSLATE_NOOP("Steps", "{title}: {branch}, so {cell} ≠ {digit}")
CELL_FORCING = QT_TRANSLATE_NOOP(
    "Steps", "{title}: every candidate of {cell} removes {removed}: {branches}"
)
UNIT_FORCING = QT_TRANSLATE_NOOP(
    "Steps", "{title}: every place of {digit} in {unit} removes {removed}: {branches}"
)
BRANCH_SEPARATOR = QT_TRANSLATE_NOOP("Steps", "{before}; {after}")


def forcing_phrase(step: ForcingStep, title: Field) -> Phrase:
    """The step's sentence after its ``title``: its branches' chains, each ending in a
    contradiction or a target.
    Its shape says which: one branch is a trial refuted, several are a unit's places of a
    digit or else a cell's candidates (a forcing net takes any of the three forms)."""
    branches = [_branch_phrase(branch) for branch in step.branches]
    removed = Listing(
        tuple(
            phrase(STEPS, OFF, cell=cell_name(cell), digit=digit) for cell, digit in step.removed
        )
    )
    if len(branches) > 1 and not step.units:
        return phrase(
            STEPS,
            CELL_FORCING,
            title=title,
            cell=cell_name(step.cells[0]),
            removed=removed,
            branches=_joined(BRANCH_SEPARATOR, branches),
        )
    if len(branches) > 1:
        return phrase(
            STEPS,
            UNIT_FORCING,
            title=title,
            digit=step.digits[0],
            unit=unit_phrase(step.units[0]),
            removed=removed,
            branches=_joined(BRANCH_SEPARATOR, branches),
        )
    cell, digit = step.branches[0].assumed
    return phrase(
        STEPS, CONTRADICTION, title=title, branch=branches[0], cell=cell_name(cell), digit=digit
    )


def _joined(template: str, pieces: Sequence[Field]) -> Field:
    """``pieces`` chained pairwise through ``template`` ("{before} → {after}")."""
    joined: Field = pieces[0] if pieces else ""
    for piece in pieces[1:]:
        joined = phrase(STEPS, template, before=joined, after=piece)
    return joined


def shown_links(branch: TrialBranch) -> list[TrialLink]:
    """The links a sentence says: the placements and the removals with a reason of their
    own; a removal a placement makes in its row, column or box follows from it."""
    return [link for link in branch.implications if link.on or _has_reason(link)]


def _has_reason(link: TrialLink) -> bool:
    return bool(link.nested) or link.locked is not None or link.naked is not None


def _branch_phrase(branch: TrialBranch) -> Phrase:
    """ "if r1c2 = 5: r3c7 = 5 (the only place for 5 in row 3) → 5 has no place left in
    box 1"."""
    links: list[Field] = [_link_phrase(link) for link in shown_links(branch)]
    if len(links) > SHOWN_LINKS + 1:
        last = SHOWN_LINKS - LEADING
        skipped = phrase(STEPS, SKIPPED, count=len(links) - SHOWN_LINKS)
        links = [*links[:LEADING], skipped, *links[-last:]]
    conclusion = _conclusion(branch)
    if conclusion is not None:
        links.append(conclusion)
    cell, digit = branch.assumed
    return phrase(STEPS, BRANCH, cell=cell_name(cell), digit=digit, chain=_joined(ARROW, links))


def _conclusion(branch: TrialBranch) -> Phrase | None:
    """The rule the branch broke; None for a branch that ends in its target's removal."""
    witness = branch.witness
    if witness is None:
        return None
    if witness.cell is not None:
        return phrase(STEPS, EMPTY_CELL, cell=cell_name(witness.cell))
    if witness.unit is not None and witness.digit is not None:
        return phrase(STEPS, NO_PLACE, digit=witness.digit, unit=unit_phrase(witness.unit))
    return None


def _link_phrase(link: TrialLink) -> Phrase:
    where = cell_name(link.cell)
    if link.on and link.unit is not None:
        only = unit_phrase(link.unit)
        return phrase(STEPS, ON_HIDDEN, cell=where, digit=link.digit, unit=only)
    if link.on:
        return phrase(STEPS, ON_NAKED, cell=where, digit=link.digit)
    if link.nested:
        return phrase(STEPS, OFF_NESTED, cell=where, digit=link.digit, count=link.nested)
    if link.locked is not None:
        unit, line = link.locked
        return phrase(
            STEPS,
            OFF_LOCKED,
            cell=where,
            digit=link.digit,
            unit=unit_phrase(unit),
            line=unit_phrase(line),
        )
    if link.naked is not None:
        unit, cells, digits = link.naked
        return phrase(
            STEPS,
            OFF_NAKED,
            cell=where,
            digit=link.digit,
            unit=unit_phrase(unit),
            cells=Listing(tuple(cell_name(c) for c in cells)),
            digits=Listing(digits),
        )
    return phrase(STEPS, OFF, cell=where, digit=link.digit)


@dataclass(frozen=True, slots=True)
class ChainLine:
    """One line of a step's whole chain: its words, and the lines it holds (a branch its
    links, a link removed by a nested trial that trial)."""

    words: Phrase
    below: tuple[ChainLine, ...] = ()


def whole_chain(step: ForcingStep) -> tuple[ChainLine, ...]:
    """Every branch of a trial-based step with all its links, none skipped (nothing for a
    step without branches): what the sentence summarises, for a user who wants to follow it."""
    return tuple(_branch_line(branch) for branch in step.branches)


def _branch_line(branch: TrialBranch) -> ChainLine:
    """The assumption, then each placement or removal with a reason of its own; the
    removals a placement makes follow it (links are in the order they were made), so they
    are folded under it."""
    lines: list[ChainLine] = []
    placement: int | None = None
    for link in branch.implications:
        below = (_branch_line(link.trial),) if link.trial is not None else ()
        line = ChainLine(_link_phrase(link), below)
        if placement is None or link.on or _has_reason(link):
            placement = len(lines) if link.on else placement
            lines.append(line)
        else:
            held = lines[placement]
            lines[placement] = ChainLine(held.words, (*held.below, line))
    conclusion = _conclusion(branch)
    if conclusion is not None:
        lines.append(ChainLine(conclusion))
    cell, digit = branch.assumed
    return ChainLine(phrase(STEPS, ASSUMED, cell=cell_name(cell), digit=digit), tuple(lines))


def chain_text(
    lines: Sequence[ChainLine], say: Callable[[Phrase], str], indent: str = "   "
) -> list[str]:
    """The lines as text, each indented two spaces deeper than the line that holds it."""
    text: list[str] = []
    for line in lines:
        text.append(indent + say(line.words))
        text.extend(chain_text(line.below, say, indent + "  "))
    return text
