"""The technique guide's words: a title per family and a teaching paragraph per technique.

Written once here as literals marked for Qt (context "Guide"); the GUI translates them.
A technique added to the catalog needs a paragraph here and an example position in
resources/guide/ (a test fails until both exist).
"""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

GUIDE_CONTEXT = "Guide"

FAMILY_TITLES: dict[str, str] = {
    "singles": QT_TRANSLATE_NOOP("Guide", "Singles"),
    "intersections": QT_TRANSLATE_NOOP("Guide", "Intersections"),
    "subsets": QT_TRANSLATE_NOOP("Guide", "Subsets"),
    "uniqueness": QT_TRANSLATE_NOOP("Guide", "Uniqueness"),
    "single_digit": QT_TRANSLATE_NOOP("Guide", "Single-digit patterns"),
    "fish": QT_TRANSLATE_NOOP("Guide", "Fish"),
    "wings": QT_TRANSLATE_NOOP("Guide", "Wings"),
    "colouring": QT_TRANSLATE_NOOP("Guide", "Colouring"),
    "chains": QT_TRANSLATE_NOOP("Guide", "Chains"),
    "probing": QT_TRANSLATE_NOOP("Guide", "Trial and error"),
}

PARAGRAPHS: dict[str, str] = {
    "full_house": QT_TRANSLATE_NOOP(
        "Guide",
        "When a row, a column or a box has only one empty cell left, that cell takes the "
        "one digit the unit is still missing. It is the first thing to look for: count "
        "the empty cells of each unit.",
    ),
    "naked_single": QT_TRANSLATE_NOOP(
        "Guide",
        "Write down, for a cell, every digit its row, column and box do not hold yet. "
        "When only one digit is left, the cell holds it.",
    ),
    "hidden_single": QT_TRANSLATE_NOOP(
        "Guide",
        "Take one digit and one unit: if the digit fits only one cell of the unit, it goes "
        "there, whatever the other candidates of that cell. Scan the boxes first, then "
        "the rows and the columns.",
    ),
    "pointing": QT_TRANSLATE_NOOP(
        "Guide",
        "When a digit's candidates in a box all lie in one row or one column, the digit of "
        "that box will be on that line. So it cannot be anywhere else on the line, "
        "outside the box: remove it there.",
    ),
    "claiming": QT_TRANSLATE_NOOP(
        "Guide",
        "When a digit's candidates in a row or a column all lie in one box, the line takes "
        "its digit inside that box. So the box's other cells, off the line, cannot hold "
        "it: remove it there.",
    ),
    "naked_pair": QT_TRANSLATE_NOOP(
        "Guide",
        "Two cells of a unit with the same two candidates, and nothing else, will hold "
        "those two digits between them. No other cell of the unit can hold either digit.",
    ),
    "hidden_pair": QT_TRANSLATE_NOOP(
        "Guide",
        "When two digits of a unit fit only the same two cells, those cells hold the two "
        "digits: their other candidates can be removed.",
    ),
    "naked_triple": QT_TRANSLATE_NOOP(
        "Guide",
        "Three cells of a unit whose candidates, put together, are only three digits hold "
        "those three digits. Each cell need not hold all three. The unit's other cells "
        "lose those digits.",
    ),
    "hidden_triple": QT_TRANSLATE_NOOP(
        "Guide",
        "When three digits of a unit fit only the same three cells, those cells hold the "
        "three digits, and their other candidates can go.",
    ),
    "naked_quad": QT_TRANSLATE_NOOP(
        "Guide",
        "Four cells of a unit whose candidates together are only four digits hold those "
        "four digits; the unit's other cells lose them. It is the pair's reasoning, four "
        "cells wide.",
    ),
    "hidden_quad": QT_TRANSLATE_NOOP(
        "Guide",
        "When four digits of a unit fit only the same four cells, those cells hold the "
        "four digits, and every other candidate of those cells can go.",
    ),
    "unique_rectangle_1": QT_TRANSLATE_NOOP(
        "Guide",
        "Four cells at the corners of a rectangle on two rows, two columns and two boxes "
        "must never end up holding the same two digits: the two digits could be swapped, "
        "and a proper puzzle has one solution. When three corners hold only those two "
        "digits, the fourth corner cannot be either of them.",
    ),
    "bug_plus_1": QT_TRANSLATE_NOOP(
        "Guide",
        "If every empty cell had exactly two candidates, each digit appearing twice in "
        "every unit, the grid would have two solutions. When one cell has three "
        "candidates and all the others two, the digit seen three times in that cell's "
        "units is the one that avoids it: the cell holds it.",
    ),
    "skyscraper": QT_TRANSLATE_NOOP(
        "Guide",
        "Two rows where a digit has exactly two places each, with one end of each in the "
        "same column: those two ends cannot both hold the digit, so at least one of the "
        "other two ends does. Remove the digit from every cell that sees both of them. "
        "The same works with two columns.",
    ),
    "x_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "Two rows where a digit fits only the same two columns: the digit takes one "
        "corner of the rectangle in each row, so it fills both columns from these rows. "
        "Remove it from the rest of the two columns. Rows and columns can be swapped.",
    ),
    "two_string_kite": QT_TRANSLATE_NOOP(
        "Guide",
        "A row and a column where a digit has exactly two places each, with one end of "
        "each in the same box: those ends see each other, so at least one of the two far "
        "ends holds the digit. A cell seeing both far ends loses it.",
    ),
    "w_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "Two cells with the same two candidates x and y, which do not see each other, "
        "and a unit where x has exactly two places, one seeing each cell: the two cells "
        "cannot both be x, so one of them is y. A cell seeing both loses y.",
    ),
    "swordfish": QT_TRANSLATE_NOOP(
        "Guide",
        "The X-Wing with three lines: three rows where a digit fits only three columns "
        "between them. The digit fills those columns from these rows, so it leaves the "
        "rest of the three columns.",
    ),
    "simple_colouring": QT_TRANSLATE_NOOP(
        "Guide",
        "Follow one digit through units where it has exactly two places, colouring the "
        "two places in turn with two colours: one colour is all true, the other all "
        "false. A colour that sees itself is false; a cell that sees both colours cannot "
        "hold the digit.",
    ),
    "xy_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "A pivot cell with two candidates x and y sees two cells with x and z, and y and "
        "z. Whatever the pivot holds, one of the two pincers is z, so a cell seeing both "
        "pincers cannot be z.",
    ),
    "xyz_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "As the XY-Wing, but the pivot holds x, y and z: now z may be in the pivot too, "
        "so only the cells that see the pivot and both pincers lose z.",
    ),
    "jellyfish": QT_TRANSLATE_NOOP(
        "Guide",
        "The X-Wing with four lines: four rows where a digit fits only four columns "
        "between them. The digit leaves the rest of those four columns.",
    ),
    "x_chain": QT_TRANSLATE_NOOP(
        "Guide",
        "Follow one digit along a chain that alternates strong links (a unit where the "
        "digit has two places: if one is not the digit, the other is) and weak links "
        "(two places that see each other). If the first end is not the digit, the last "
        "end is: one of the two ends holds it, so a cell seeing both ends loses it.",
    ),
    "xy_chain": QT_TRANSLATE_NOOP(
        "Guide",
        "A chain of cells with two candidates, each sharing a digit with the next: if the "
        "first cell is not x, its other digit pushes the next cell to its other digit, and "
        "so on, until the last cell is x. One end is x, so a cell seeing both ends "
        "cannot be x.",
    ),
    "probing": QT_TRANSLATE_NOOP(
        "Guide",
        "When no pattern applies, try a candidate in your head and follow the singles it "
        "forces. If they lead to a cell with no candidate, or a digit with no place in a "
        "unit, the candidate was false: remove it. This is the last resort before guessing.",
    ),
}
"""One teaching paragraph per catalog technique."""
