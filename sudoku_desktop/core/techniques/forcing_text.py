"""The sentence of a trial-based step: each branch as a short chain of implications.

"Nested forcing chain: if r1c2 = 5 → r1c7 ≠ 5 → r3c7 = 5 → … → 5 has no place left in
row 3, so r1c2 ≠ 5". Every piece is a ``{name}`` template marked for translation in
context "Steps"; the CLI uses them as they are, the GUI passes Qt's ``translate`` and its
own unit names. Chains longer than ``SHOWN_LINKS`` show their ends and the count between.
"""

from __future__ import annotations

from collections.abc import Callable

from sudoku_desktop.core.geometry import cell_name, unit_name
from sudoku_desktop.core.steps import Branch, Elimination, Implication, rule_title
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

Translate = Callable[[str, str], str]

SHOWN_LINKS = 8
"""Longest chain shown in full; longer ones keep their first and last links."""

ON = QT_TRANSLATE_NOOP("Steps", "{cell} = {digit}")
OFF = QT_TRANSLATE_NOOP("Steps", "{cell} ≠ {digit}")
OFF_NESTED = QT_TRANSLATE_NOOP("Steps", "{cell} ≠ {digit} (its own trial: {count} links)")
SKIPPED = QT_TRANSLATE_NOOP("Steps", "… {count} more links …")
ARROW = QT_TRANSLATE_NOOP("Steps", "{before} → {after}")
EMPTY_CELL = QT_TRANSLATE_NOOP("Steps", "{cell} has no candidate left")
NO_PLACE = QT_TRANSLATE_NOOP("Steps", "{digit} has no place left in {unit}")
BRANCH = QT_TRANSLATE_NOOP("Steps", "if {cell} = {digit}: {chain}")
CONTRADICTION = QT_TRANSLATE_NOOP("Steps", "{title}: {branch}, so {cell} ≠ {digit}")
CELL_FORCING = QT_TRANSLATE_NOOP(
    "Steps", "{title}: every candidate of {cell} removes {removed}: {branches}"
)
UNIT_FORCING = QT_TRANSLATE_NOOP(
    "Steps", "{title}: every place of {digit} in {unit} removes {removed}: {branches}"
)
BRANCH_SEPARATOR = QT_TRANSLATE_NOOP("Steps", "; ")


def _same(context: str, text: str) -> str:
    return text


def describe_forcing(
    step: Elimination,
    translate: Translate = _same,
    unit_text: Callable[[int], str] = unit_name,
    title: str | None = None,
) -> str:
    """The step's sentence: its branches' chains, each ending in a contradiction or target."""
    title = rule_title(step.rule) if title is None else title
    branches = [_branch_text(branch, translate, unit_text) for branch in step.branches]
    removed = ", ".join(
        translate("Steps", OFF).format(cell=cell_name(cell), digit=digit)
        for cell, digit in step.removed
    )
    if step.rule == "cell_forcing_chain":
        return translate("Steps", CELL_FORCING).format(
            title=title,
            cell=cell_name(step.cells[0]),
            removed=removed,
            branches=translate("Steps", BRANCH_SEPARATOR).join(branches),
        )
    if step.rule == "unit_forcing_chain":
        return translate("Steps", UNIT_FORCING).format(
            title=title,
            digit=step.digits[0],
            unit=unit_text(step.units[0]),
            removed=removed,
            branches=translate("Steps", BRANCH_SEPARATOR).join(branches),
        )
    cell, digit = step.branches[0].assumed
    return translate("Steps", CONTRADICTION).format(
        title=title, branch=branches[0], cell=cell_name(cell), digit=digit
    )


def _branch_text(branch: Branch, translate: Translate, unit_text: Callable[[int], str]) -> str:
    """ "if r1c2 = 5: r1c7 ≠ 5 → r3c7 = 5 → 5 has no place left in row 3"."""
    links = [_link_text(link, translate) for link in branch.implications]
    if len(links) > SHOWN_LINKS:
        keep = SHOWN_LINKS // 2
        skipped = translate("Steps", SKIPPED).format(count=len(links) - 2 * keep)
        links = [*links[:keep], skipped, *links[-keep:]]
    witness = branch.witness
    if witness is not None:
        if witness.cell is not None:
            links.append(translate("Steps", EMPTY_CELL).format(cell=cell_name(witness.cell)))
        elif witness.unit is not None:
            links.append(
                translate("Steps", NO_PLACE).format(
                    digit=witness.digit, unit=unit_text(witness.unit)
                )
            )
    chain = links[0] if links else ""
    for link in links[1:]:
        chain = translate("Steps", ARROW).format(before=chain, after=link)
    cell, digit = branch.assumed
    return translate("Steps", BRANCH).format(cell=cell_name(cell), digit=digit, chain=chain)


def _link_text(link: Implication, translate: Translate) -> str:
    where = cell_name(link.cell)
    if link.on:
        return translate("Steps", ON).format(cell=where, digit=link.digit)
    if link.nested:
        return translate("Steps", OFF_NESTED).format(
            cell=where, digit=link.digit, count=link.nested
        )
    return translate("Steps", OFF).format(cell=where, digit=link.digit)
