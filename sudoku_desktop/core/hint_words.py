"""The sentences of graded hints, written once as ``{name}`` templates for Qt to translate.

Level one names the technique and where to look, never a cell; it is one template per
technique, because French puts an article and a gender on each name ("une paire nue",
"un X-Wing") that no generic "Look for a {technique}" could get right. A technique without
its own template (one added later) falls back on ``LOOK_FALLBACK``.
"""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

HINTS_CONTEXT = "Hints"

LOOK: dict[str, str] = {
    "full_house": QT_TRANSLATE_NOOP("Hints", "Look at {unit}: only one cell is left empty"),
    "naked_single": QT_TRANSLATE_NOOP("Hints", "Look for a cell with one candidate in {unit}"),
    "hidden_single": QT_TRANSLATE_NOOP(
        "Hints", "Look at {unit}: one digit has only one place left there"
    ),
    "pointing": QT_TRANSLATE_NOOP(
        "Hints", "Look at {unit}: one digit fits only one row or column of it"
    ),
    "claiming": QT_TRANSLATE_NOOP("Hints", "Look at {unit}: one digit fits only one box of it"),
    "naked_pair": QT_TRANSLATE_NOOP("Hints", "Look for a naked pair in {unit}"),
    "hidden_pair": QT_TRANSLATE_NOOP("Hints", "Look for a hidden pair in {unit}"),
    "naked_triple": QT_TRANSLATE_NOOP("Hints", "Look for a naked triple in {unit}"),
    "hidden_triple": QT_TRANSLATE_NOOP("Hints", "Look for a hidden triple in {unit}"),
    "naked_quad": QT_TRANSLATE_NOOP("Hints", "Look for a naked quad in {unit}"),
    "hidden_quad": QT_TRANSLATE_NOOP("Hints", "Look for a hidden quad in {unit}"),
    "unique_rectangle_1": QT_TRANSLATE_NOOP(
        "Hints", "Look for a unique rectangle of {digits}: four corners in two boxes"
    ),
    "bug_plus_1": QT_TRANSLATE_NOOP(
        "Hints", "Every empty cell but one has two candidates: look for the BUG+1"
    ),
    "skyscraper": QT_TRANSLATE_NOOP("Hints", "Look for a skyscraper on the digit {digit}"),
    "x_wing": QT_TRANSLATE_NOOP("Hints", "Look for an X-Wing on the digit {digit}"),
    "two_string_kite": QT_TRANSLATE_NOOP("Hints", "Look for a 2-String Kite on the digit {digit}"),
    "w_wing": QT_TRANSLATE_NOOP(
        "Hints", "Look for a W-Wing: two cells holding only {digits}, bridged by a strong link"
    ),
    "swordfish": QT_TRANSLATE_NOOP("Hints", "Look for a swordfish on the digit {digit}"),
    "simple_colouring": QT_TRANSLATE_NOOP(
        "Hints", "Colour the conjugate pairs of the digit {digit} in two colours"
    ),
    "xy_wing": QT_TRANSLATE_NOOP("Hints", "Look for an XY-Wing that removes the digit {digit}"),
    "xyz_wing": QT_TRANSLATE_NOOP("Hints", "Look for an XYZ-Wing that removes the digit {digit}"),
    "jellyfish": QT_TRANSLATE_NOOP("Hints", "Look for a jellyfish on the digit {digit}"),
    "x_chain": QT_TRANSLATE_NOOP("Hints", "Look for an X-chain on the digit {digit}"),
    "xy_chain": QT_TRANSLATE_NOOP(
        "Hints", "Look for an XY-chain of two-candidate cells that removes the digit {digit}"
    ),
    "locked_pair": QT_TRANSLATE_NOOP("Hints", "Look for a locked pair where {unit} crosses a box"),
    "locked_triple": QT_TRANSLATE_NOOP(
        "Hints", "Look for a locked triple where {unit} crosses a box"
    ),
    "turbot_fish": QT_TRANSLATE_NOOP("Hints", "Look for a turbot fish on the digit {digit}"),
    "empty_rectangle": QT_TRANSLATE_NOOP(
        "Hints", "Look for an empty rectangle on the digit {digit} in {unit}"
    ),
    "remote_pair": QT_TRANSLATE_NOOP(
        "Hints", "Look for a chain of cells holding only {digits}, each seeing the next"
    ),
    "unique_rectangle_3": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a unique rectangle of {digits} whose roof completes a naked subset in {unit}",
    ),
    "unique_rectangle_5": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a unique rectangle of {digits} with one extra digit in two or three corners",
    ),
    "unique_rectangle_6": QT_TRANSLATE_NOOP(
        "Hints", "Look for a unique rectangle of {digits} with one digit locked in its lines"
    ),
    "hidden_rectangle": QT_TRANSLATE_NOOP("Hints", "Look for a hidden rectangle of {digits}"),
    "multi_colouring": QT_TRANSLATE_NOOP(
        "Hints", "Colour two clusters of conjugate pairs of the digit {digit} and compare them"
    ),
    "wxyz_wing": QT_TRANSLATE_NOOP(
        "Hints", "Look for four cells holding four digits that remove the digit {digit}"
    ),
    "avoidable_rectangle_1": QT_TRANSLATE_NOOP(
        "Hints", "Look for a rectangle of placed digits {digits} that must not close"
    ),
    "avoidable_rectangle_2": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a rectangle of placed digits {digits} whose open side shares an extra digit",
    ),
    "bug_plus_n": QT_TRANSLATE_NOOP(
        "Hints", "Almost every cell has two candidates: find the extras that avoid the BUG"
    ),
    "medusa": QT_TRANSLATE_NOOP(
        "Hints", "Colour candidates through conjugate pairs and two-candidate cells, digits mixed"
    ),
    "probing": QT_TRANSLATE_NOOP(
        "Hints",
        "No pattern is left: try the candidates of the cells with fewest candidates "
        "and follow the singles until one breaks the grid",
    ),
    "unique_rectangle_2": QT_TRANSLATE_NOOP(
        "Hints", "Look for a unique rectangle of {digits} whose roof holds one extra digit"
    ),
    "unique_rectangle_4": QT_TRANSLATE_NOOP(
        "Hints", "Look for a unique rectangle of {digits} with one digit locked in its roof"
    ),
    "finned_x_wing": QT_TRANSLATE_NOOP("Hints", "Look for a finned X-Wing on the digit {digit}"),
    "sashimi_x_wing": QT_TRANSLATE_NOOP("Hints", "Look for a sashimi X-Wing on the digit {digit}"),
    "finned_swordfish": QT_TRANSLATE_NOOP(
        "Hints", "Look for a finned swordfish on the digit {digit}"
    ),
    "sashimi_swordfish": QT_TRANSLATE_NOOP(
        "Hints", "Look for a sashimi swordfish on the digit {digit}"
    ),
    "finned_jellyfish": QT_TRANSLATE_NOOP(
        "Hints", "Look for a finned jellyfish on the digit {digit}"
    ),
    "sashimi_jellyfish": QT_TRANSLATE_NOOP(
        "Hints", "Look for a sashimi jellyfish on the digit {digit}"
    ),
    "aic": QT_TRANSLATE_NOOP(
        "Hints", "Look for a chain of alternating strong and weak links on {digits}"
    ),
    "als_xz": QT_TRANSLATE_NOOP(
        "Hints", "Look for two almost locked sets linked by the digits {digits}"
    ),
    "als_xy_wing": QT_TRANSLATE_NOOP(
        "Hints", "Look for three almost locked sets linked by the digits {digits}"
    ),
    "sue_de_coq": QT_TRANSLATE_NOOP(
        "Hints",
        "Look at {unit}: cells where it crosses a box, with cells of both, hold as many "
        "digits as cells",
    ),
    "continuous_nice_loop": QT_TRANSLATE_NOOP(
        "Hints", "Look for a loop of alternating strong and weak links on {digits}"
    ),
    "grouped_continuous_nice_loop": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a loop of alternating strong and weak links on {digits}, with a link "
        "through a group of cells of one box and line",
    ),
    "grouped_aic": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a chain of alternating strong and weak links on {digits}, with a link "
        "through a group of cells of one box and line",
    ),
    "als_chain": QT_TRANSLATE_NOOP(
        "Hints", "Look for a chain of almost locked sets linked by the digits {digits}"
    ),
    "death_blossom": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a cell each of whose candidates is linked to an almost locked set holding "
        "the digit {digit}",
    ),
    "aic_als": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a chain of alternating strong and weak links on {digits} that passes "
        "through an almost locked set",
    ),
    "cell_forcing_chain": QT_TRANSLATE_NOOP(
        "Hints",
        "No pattern is left: try each candidate of one cell in turn and look for a "
        "candidate that all of them remove",
    ),
    "unit_forcing_chain": QT_TRANSLATE_NOOP(
        "Hints",
        "No pattern is left: try each place of the digit {digit} in {unit} and look for a "
        "candidate that all of them remove",
    ),
    "forcing_net": QT_TRANSLATE_NOOP(
        "Hints",
        "No pattern is left: try a candidate and follow what it forces, watching on the "
        "way for pointing, claiming and naked pairs and triples as well as singles",
    ),
    "nested_forcing_chain": QT_TRANSLATE_NOOP(
        "Hints",
        "No pattern is left: try a candidate and follow it, testing on the way the "
        "candidates the singles cannot settle",
    ),
    "double_nested_forcing_chain": QT_TRANSLATE_NOOP(
        "Hints",
        "No pattern is left: only a trial whose inner trials are themselves nested "
        "removes a candidate here",
    ),
}
"""Level one of each technique: what to look for and where, naming no cell."""

LOOK_FALLBACK = QT_TRANSLATE_NOOP("Hints", "Look for this technique: {technique}")

MARKED_PLACEMENT = QT_TRANSLATE_NOOP(
    "Hints", "{technique}: the cell is marked on the board. Which digit goes there?"
)
MARKED_ELIMINATION = QT_TRANSLATE_NOOP(
    "Hints",
    "{technique} on {cells}: the pattern is marked on the board, "
    "and the candidates it removes are struck out",
)
MARKED_PROBING = QT_TRANSLATE_NOOP(
    "Hints",
    "{technique}: place the struck-out candidate in your head and follow the singles: "
    "the grid breaks at the other marked place",
)

WRONG_DIGIT_LOOK = QT_TRANSLATE_NOOP(
    "Hints", "One of your digits does not fit the solution: check {unit}"
)
WRONG_DIGIT_MARKED = QT_TRANSLATE_NOOP(
    "Hints", "The digit that does not fit the solution is marked on the board"
)
WRONG_DIGIT = QT_TRANSLATE_NOOP(
    "Hints", "{cell} = {digit} does not fit the solution: take it back"
)

LOST_CANDIDATE_LOOK = QT_TRANSLATE_NOOP(
    "Hints", "A candidate the solution needs was removed in {unit}"
)
LOST_CANDIDATE_MARKED = QT_TRANSLATE_NOOP(
    "Hints", "The cell that lost a candidate it needs is marked on the board"
)
LOST_CANDIDATE = QT_TRANSLATE_NOOP(
    "Hints", "{cell} lost its candidate {digit}, which the solution needs: put it back"
)

CLASH_LOOK = QT_TRANSLATE_NOOP(
    "Hints", "The grid breaks the rules: {digit} appears more than once in {unit}"
)
CLASH_MARKED = QT_TRANSLATE_NOOP(
    "Hints", "The cells holding {digit} twice in {unit} are marked on the board"
)
CLASH = QT_TRANSLATE_NOOP("Hints", "{cells} all hold {digit} in {unit}: take one of them back")

NO_SOLUTION = QT_TRANSLATE_NOOP("Hints", "The givens have no solution: check them")
FULL = QT_TRANSLATE_NOOP("Hints", "The grid is full: nothing is left to do")
STUCK_LOOK = QT_TRANSLATE_NOOP("Hints", "No technique applies here: the logic is stuck")
STUCK = QT_TRANSLATE_NOOP(
    "Hints",
    "None of the {count} techniques finds a step; {empty} cells are left, "
    "and the rest needs a guess",
)
BROKEN = QT_TRANSLATE_NOOP("Hints", "The grid has come to a dead end: {contradiction}")
