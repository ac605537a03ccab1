"""The engine's words as the GUI shows them, through Qt's translation machinery.

The core builds its English sentences from each step's data (``Step.describe()``); the GUI
builds the same sentences here, from the same data, with ``QCoreApplication.translate`` so
that ``pyside6-lupdate`` extracts every literal and the French ``.qm`` replaces it. Without
a translator the text is exactly the core's (a test checks it over real steps of every
type). Technique, power and algorithm titles and descriptions are listed here for the same
reason: lupdate only sees literal strings, so the tables are written out, keyed by id.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from sudoku_desktop.core.geometry import cell_name

# Lists and names -------------------------------------------------------------------------


def and_list(names: list[str]) -> str:
    """ "a", "a and b", "a, b and c" in the current language."""
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("Steps", "{rest} and {last}").format(
        rest=", ".join(names[:-1]), last=names[-1]
    )


def digits_text(digits: tuple[int, ...]) -> str:
    """ "3", "3 and 7", "1, 3 and 7"."""
    return and_list([str(digit) for digit in digits])


def cells_text(cells: tuple[int, ...]) -> str:
    """ "r1c1 and r2c2"."""
    return and_list([cell_name(cell) for cell in cells])


def unit_text(unit: int) -> str:
    """ "row 1", "column 4", "box 9" in the current language."""
    number = unit % 9 + 1
    kind = unit // 9
    if kind == 0:
        return QCoreApplication.translate("Steps", "row {0}").format(number)
    if kind == 1:
        return QCoreApplication.translate("Steps", "column {0}").format(number)
    return QCoreApplication.translate("Steps", "box {0}").format(number)


def technique_title(rule: str) -> str:
    """A technique's title (the catalog's, translated); unknown ids as the core makes them."""
    titles = {
        "full_house": QCoreApplication.translate("Techniques", "Full house"),
        "naked_single": QCoreApplication.translate("Techniques", "Naked single"),
        "hidden_single": QCoreApplication.translate("Techniques", "Hidden single"),
        "pointing": QCoreApplication.translate("Techniques", "Pointing"),
        "claiming": QCoreApplication.translate("Techniques", "Claiming"),
        "naked_pair": QCoreApplication.translate("Techniques", "Naked pair"),
        "hidden_pair": QCoreApplication.translate("Techniques", "Hidden pair"),
        "naked_triple": QCoreApplication.translate("Techniques", "Naked triple"),
        "hidden_triple": QCoreApplication.translate("Techniques", "Hidden triple"),
        "unique_rectangle_1": QCoreApplication.translate("Techniques", "Unique rectangle type 1"),
        "bug_plus_1": QCoreApplication.translate("Techniques", "BUG+1"),
        "skyscraper": QCoreApplication.translate("Techniques", "Skyscraper"),
        "x_wing": QCoreApplication.translate("Techniques", "X-Wing"),
        "two_string_kite": QCoreApplication.translate("Techniques", "2-String Kite"),
        "w_wing": QCoreApplication.translate("Techniques", "W-Wing"),
        "swordfish": QCoreApplication.translate("Techniques", "Swordfish"),
        "simple_colouring": QCoreApplication.translate("Techniques", "Simple colouring"),
        "xy_wing": QCoreApplication.translate("Techniques", "XY-Wing"),
        "xyz_wing": QCoreApplication.translate("Techniques", "XYZ-Wing"),
        "naked_quad": QCoreApplication.translate("Techniques", "Naked quad"),
        "hidden_quad": QCoreApplication.translate("Techniques", "Hidden quad"),
        "jellyfish": QCoreApplication.translate("Techniques", "Jellyfish"),
        "x_chain": QCoreApplication.translate("Techniques", "X-chain"),
        "xy_chain": QCoreApplication.translate("Techniques", "XY-chain"),
        "probing": QCoreApplication.translate("Techniques", "Probing"),
        "cell_forcing_chain": QCoreApplication.translate("Techniques", "Cell forcing chain"),
        "unit_forcing_chain": QCoreApplication.translate("Techniques", "Unit forcing chain"),
        "nested_forcing_chain": QCoreApplication.translate("Techniques", "Nested forcing chain"),
        "double_nested_forcing_chain": QCoreApplication.translate(
            "Techniques", "Double nested forcing chain"
        ),
        "aic": QCoreApplication.translate("Techniques", "Alternating inference chain"),
        "finned_x_wing": QCoreApplication.translate("Techniques", "Finned X-Wing"),
        "sashimi_x_wing": QCoreApplication.translate("Techniques", "Sashimi X-Wing"),
        "finned_swordfish": QCoreApplication.translate("Techniques", "Finned Swordfish"),
        "sashimi_swordfish": QCoreApplication.translate("Techniques", "Sashimi Swordfish"),
        "finned_jellyfish": QCoreApplication.translate("Techniques", "Finned Jellyfish"),
        "sashimi_jellyfish": QCoreApplication.translate("Techniques", "Sashimi Jellyfish"),
        "unique_rectangle_2": QCoreApplication.translate("Techniques", "Unique rectangle type 2"),
        "unique_rectangle_4": QCoreApplication.translate("Techniques", "Unique rectangle type 4"),
        "als_xz": QCoreApplication.translate("Techniques", "ALS-XZ"),
        "als_xy_wing": QCoreApplication.translate("Techniques", "ALS-XY-Wing"),
        "hypothesis": QCoreApplication.translate("Techniques", "Hypothesis"),
    }
    if rule in titles:
        return titles[rule]
    from sudoku_desktop.core.steps import rule_title

    return rule_title(rule)


# Step sentences ---------------------------------------------------------------------------


def describe(step: Any) -> str:
    """The sentence of any search step, as ``step.describe()`` says it, translated."""
    name = type(step).__name__
    builder = _BUILDERS.get(name)
    return builder(step) if builder is not None else str(step.describe())


def _placement(step: Any) -> str:
    where, digit = cell_name(step.cell), step.digit
    if step.rule == "hidden_single" and step.units:
        return QCoreApplication.translate(
            "Steps", "Hidden single: {digit} fits only {cell} in {unit}"
        ).format(digit=digit, cell=where, unit=unit_text(step.units[0]))
    if step.rule == "full_house" and step.units:
        return QCoreApplication.translate(
            "Steps", "Full house: {cell} is the last empty cell of {unit}, so it is {digit}"
        ).format(digit=digit, cell=where, unit=unit_text(step.units[0]))
    if step.rule == "naked_single":
        return QCoreApplication.translate(
            "Steps", "Naked single: {cell} can only be {digit}"
        ).format(cell=where, digit=digit)
    if step.rule == "bug_plus_1":
        return QCoreApplication.translate(
            "Steps",
            "BUG+1: {cell} is the only cell with three candidates; without {digit} every unit "
            "would hold each candidate twice (two solutions), so {cell} is {digit}",
        ).format(cell=where, digit=digit)
    if step.rule == "suggestion":
        return QCoreApplication.translate("Steps", "Your suggestion: {cell} = {digit}").format(
            cell=where, digit=digit
        )
    return QCoreApplication.translate("Steps", "{title}: {cell} = {digit}").format(
        title=technique_title(step.rule), cell=where, digit=digit
    )


def _elimination(step: Any) -> str:
    removed_cells = tuple(sorted({cell for cell, _ in step.removed}))
    removed_digits = tuple(sorted({digit for _, digit in step.removed}))
    if getattr(step, "branches", ()):
        from sudoku_desktop.core.techniques.forcing_text import describe_forcing

        return describe_forcing(
            step, QCoreApplication.translate, unit_text, technique_title(step.rule)
        )
    if step.trial is not None and step.witness is not None:
        cell, digit = step.trial
        return QCoreApplication.translate(
            "Steps", "If {cell} were {digit}, {failure}, so {cell} is not {digit}"
        ).format(cell=cell_name(cell), digit=digit, failure=failure_clause(step.witness))
    pattern = ""
    if step.cells:
        pattern = QCoreApplication.translate("Steps", " on {cells}").format(
            cells=cells_text(step.cells)
        )
    if step.units:
        units = and_list([unit_text(unit) for unit in step.units])
        pattern += QCoreApplication.translate("Steps", " in {units}").format(units=units)
    if step.digits:
        pattern = (
            QCoreApplication.translate("Steps", " ({digits})").format(
                digits=digits_text(step.digits)
            )
            + pattern
        )
    return QCoreApplication.translate(
        "Steps", "{title}{pattern}: remove {digits} from {cells}"
    ).format(
        title=technique_title(step.rule),
        pattern=pattern,
        digits=digits_text(removed_digits),
        cells=cells_text(removed_cells),
    )


def _guess(step: Any) -> str:
    if step.alternatives:
        left = QCoreApplication.translate("Steps", "{digits} left").format(
            digits=digits_text(step.alternatives)
        )
    else:
        left = QCoreApplication.translate("Steps", "no other value left")
    return QCoreApplication.translate(
        "Steps", "Guess at depth {depth}: {cell} = {digit} ({left})"
    ).format(depth=step.depth, cell=cell_name(step.cell), digit=step.digit, left=left)


def failure_clause(contradiction: Any) -> str:
    """A contradiction as a clause ("r1c1 would have no candidate left")."""
    if contradiction.cell is not None:
        return QCoreApplication.translate("Steps", "{cell} would have no candidate left").format(
            cell=cell_name(contradiction.cell)
        )
    if contradiction.unit is not None and contradiction.digit is not None:
        return QCoreApplication.translate(
            "Steps", "{digit} would have no place left in {unit}"
        ).format(digit=contradiction.digit, unit=unit_text(contradiction.unit))
    return QCoreApplication.translate("Steps", "the grid would break a rule")


def _contradiction(step: Any) -> str:
    if step.cell is not None:
        return QCoreApplication.translate(
            "Steps", "Contradiction: {cell} has no candidate left"
        ).format(cell=cell_name(step.cell))
    if step.unit is not None and step.digit is not None:
        return QCoreApplication.translate(
            "Steps", "Contradiction: {digit} has no place left in {unit}"
        ).format(digit=step.digit, unit=unit_text(step.unit))
    return QCoreApplication.translate("Steps", "Contradiction")


def _backtrack(step: Any) -> str:
    if step.cell is None:
        return QCoreApplication.translate("Steps", "Back to the start: no value is left to try")
    where = cell_name(step.cell)
    if step.next_digit is None:
        return QCoreApplication.translate(
            "Steps", "Back to {cell} at depth {depth}: no value left, going back further"
        ).format(cell=where, depth=step.depth)
    return QCoreApplication.translate(
        "Steps", "Back to {cell} at depth {depth}, next value {digit}"
    ).format(cell=where, depth=step.depth, digit=step.next_digit)


def _stuck(step: Any) -> str:
    if step.asks_suggestion:
        return QCoreApplication.translate(
            "Steps",
            "Stuck: no rule applies, {empty} cells left empty — suggest a value for a cell, "
            "or give up",
        ).format(empty=step.empty)
    return QCoreApplication.translate(
        "Steps", "Stuck: no rule applies, {empty} cells left empty"
    ).format(empty=step.empty)


def _refused(step: Any) -> str:
    where, reason = cell_name(step.cell), step.reason.value
    if reason == "filled":
        return QCoreApplication.translate("Steps", "Refused: {cell} already holds {digit}").format(
            cell=where, digit=step.holder
        )
    if reason == "clash" and step.unit is not None:
        return QCoreApplication.translate("Steps", "Refused: {digit} is already in {unit}").format(
            digit=step.digit, unit=unit_text(step.unit)
        )
    if step.witness is not None:
        return QCoreApplication.translate(
            "Steps", "Refused: if {cell} were {digit}, {failure}"
        ).format(cell=where, digit=step.digit, failure=failure_clause(step.witness))
    return QCoreApplication.translate("Steps", "Refused: {cell} cannot be {digit}").format(
        cell=where, digit=step.digit
    )


def _pass(step: Any) -> str:
    if step.rule == "singles":
        what = QCoreApplication.translate("Steps", "singles")
    elif step.rule == "naked_single":
        what = QCoreApplication.translate("Steps", "naked singles")
    elif step.rule == "hidden_single":
        what = QCoreApplication.translate("Steps", "hidden singles")
    else:
        what = technique_title(step.rule).lower() + "s"
    one = step.filled == 1
    cells = (
        QCoreApplication.translate("Steps", "1 cell")
        if one
        else QCoreApplication.translate("Steps", "{count} cells").format(count=step.filled)
    )
    return QCoreApplication.translate("Steps", "Pass {number} ({what}): {cells} filled").format(
        number=step.number, what=what, cells=cells
    )


_BUILDERS = {
    "Placement": _placement,
    "Elimination": _elimination,
    "Guess": _guess,
    "Contradiction": _contradiction,
    "Backtrack": _backtrack,
    "Solved": lambda step: QCoreApplication.translate("Steps", "Solved"),
    "Stuck": _stuck,
    "NoSolution": lambda step: QCoreApplication.translate(
        "Steps", "No solution: every value was tried"
    ),
    "SuggestionRefused": _refused,
    "PassCompleted": _pass,
}


# Titles and descriptions of the search ----------------------------------------------------


def power_title(value: str) -> str:
    """A deduction power's menu title, by its value (``Power.value``)."""
    titles = {
        "none": QCoreApplication.translate("Powers", "No deduction"),
        "naked_singles": QCoreApplication.translate("Powers", "Naked singles"),
        "hidden_singles": QCoreApplication.translate("Powers", "Naked and hidden singles"),
        "subsets": QCoreApplication.translate("Powers", "Singles, subsets and locked candidates"),
        "probing": QCoreApplication.translate("Powers", "All rules and probing"),
    }
    return titles.get(value, value)


def algorithm_title(algorithm_id: str, fallback: str = "") -> str:
    """An algorithm's title from the ALGORITHMS table, translated."""
    titles = {
        "deduction_exploration": QCoreApplication.translate(
            "Algorithms", "Deduction and exploration"
        ),
        "ordered_backtracking": QCoreApplication.translate("Algorithms", "Ordered backtracking"),
        "plain_backtracking": QCoreApplication.translate("Algorithms", "Plain backtracking"),
        "fewest_candidates": QCoreApplication.translate("Algorithms", "Fewest candidates first"),
        "logic_singles": QCoreApplication.translate("Algorithms", "Logic only: singles"),
        "logic_full": QCoreApplication.translate("Algorithms", "Logic only: all rules"),
        "suggestions": QCoreApplication.translate(
            "Algorithms", "Automatic, with your suggestions"
        ),
    }
    return titles.get(algorithm_id, fallback or algorithm_id)


def algorithm_description(algorithm_id: str, fallback: str = "") -> str:
    """An algorithm's paragraph from the ALGORITHMS table, translated."""
    descriptions = {
        "deduction_exploration": QCoreApplication.translate(
            "Algorithms",
            "Solves as a person would, then guesses when stuck. It first fills every cell that "
            "can hold only one value, and every digit that fits only one place in its row, "
            "column or box, updating the possible values after each one. When nothing more can "
            "be deduced, it takes the first empty cell and tries its possible values one by "
            "one, deducing again after each guess. A cell left with no possible value means a "
            "guess was wrong: the guess and everything deduced from it are undone, and the "
            "next value is tried.",
        ),
        "ordered_backtracking": QCoreApplication.translate(
            "Algorithms",
            "Before searching, the empty cells are put in a list from the fewest possible "
            "values to the most. The search walks down the list and writes in each cell the "
            "smallest value that does not clash with the digits already there. When a cell has "
            "no such value, it steps back to the previous cell of the list and tries that "
            "cell's next value, stepping back further when none is left. The order never "
            "changes during the search.",
        ),
        "plain_backtracking": QCoreApplication.translate(
            "Algorithms",
            "The simplest search. It visits the empty cells in reading order, left to right and "
            "top to bottom, and writes in each the smallest value that does not clash with its "
            "row, column and box. When a cell has no such value, it goes back to the previous "
            "cell and tries its next value. It never reasons ahead, which is why it can take "
            "millions of steps on a hard puzzle.",
        ),
        "fewest_candidates": QCoreApplication.translate(
            "Algorithms",
            "The fast solver's method, shown step by step. After every guess it fills in what "
            "follows for sure: cells with a single possible value, and digits with a single "
            "place in a row, column or box. When nothing more follows, it picks the empty cell "
            "with the fewest possible values and tries them in turn. A cell left with no value, "
            "or a digit left with no place, means the last guess was wrong: it undoes "
            "everything since and tries that cell's next value.",
        ),
        "logic_singles": QCoreApplication.translate(
            "Algorithms",
            "Fills only what is certain, with the two simplest rules, and never guesses. Each "
            "pass looks at every cell: if only one value fits, it is written in. Then it looks "
            "at every row, column and box: if a digit fits in only one of its cells, it goes "
            "there. Passes repeat until one changes nothing (at most 20). Cells the rules "
            "cannot decide stay empty.",
        ),
        "logic_full": QCoreApplication.translate(
            "Algorithms",
            "Fills only what is certain and never guesses, using every solving technique the "
            "program knows, from singles through pairs, pointing, fish and wings to chains. It "
            "always uses the simplest technique that makes progress, and stops when none does. "
            "Cells no technique can decide stay empty.",
        ),
        "suggestions": QCoreApplication.translate(
            "Algorithms",
            "Fills the grid with two simple passes, repeated while they make progress: first "
            "every cell where only one value fits, then every cell holding a value that fits "
            "nowhere else in its box. When both are stuck, it asks you for a value in one cell. "
            "Your suggestion is checked: the cell must be empty, the value must not already be "
            "in its row, column or box, and it must not lead the passes to a dead end. You can "
            "give up at any time.",
        ),
    }
    return descriptions.get(algorithm_id, fallback)
