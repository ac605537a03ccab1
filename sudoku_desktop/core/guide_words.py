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
    "finned_fish": QT_TRANSLATE_NOOP("Guide", "Finned fish"),
    "als": QT_TRANSLATE_NOOP("Guide", "Almost locked sets"),
    "forcing": QT_TRANSLATE_NOOP("Guide", "Forcing chains"),
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
    "locked_pair": QT_TRANSLATE_NOOP(
        "Guide",
        "Two cells where a box crosses a row or a column, holding only the same two digits: "
        "they take both digits, and they belong to the box and to the line at once. Both "
        "digits leave every other cell of the box and of the line.",
    ),
    "locked_triple": QT_TRANSLATE_NOOP(
        "Guide",
        "The three cells where a box crosses a line, holding only three digits between "
        "them: the three digits are all there, so they leave the rest of the box and the "
        "rest of the line.",
    ),
    "turbot_fish": QT_TRANSLATE_NOOP(
        "Guide",
        "Two units where a digit has exactly two places each, in any row, column or box, "
        "with one end of each seeing the other's: those near ends cannot both hold the "
        "digit, so one of the far ends does. A cell seeing both far ends loses it.",
    ),
    "empty_rectangle": QT_TRANSLATE_NOOP(
        "Guide",
        "A box where a digit's places all lie on one row and one column, and outside the "
        "box a line where the digit has two places, one of them on that row or column. If "
        "the cell where the link's other end meets the box's cross held the digit, the box "
        "would have no place left for it: that cell loses it.",
    ),
    "remote_pair": QT_TRANSLATE_NOOP(
        "Guide",
        "A chain of four or more cells holding only the same two digits, each seeing the "
        "next: the two digits alternate along it. Two cells an odd number of links apart "
        "hold one digit each, so a cell seeing both loses both digits.",
    ),
    "unique_rectangle_3": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle whose roof cells hold extra digits: one of the roof cells must "
        "hold an extra digit, so the pair of roofs acts as one cell holding the extras. "
        "With other cells of a unit the roofs share it can complete a naked subset, whose "
        "digits leave the rest of that unit.",
    ),
    "unique_rectangle_5": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle where two diagonal corners, or three corners, hold the same one "
        "extra digit and the others only the rectangle's two digits: one of those corners "
        "holds the extra digit, so a cell seeing all of them loses it.",
    ),
    "unique_rectangle_6": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle with two diagonal corners holding only its two digits, and one "
        "of the digits with no place outside the rectangle in both its rows (or both its "
        "columns): that digit would have to take the two other corners, which makes two "
        "solutions, so it leaves them.",
    ),
    "hidden_rectangle": QT_TRANSLATE_NOOP(
        "Guide",
        "A rectangle in two boxes whose corners all hold digits a and b, one corner holding "
        "only them. If a has no other place in the row and in the column of the opposite "
        "corner, that corner being b would force the whole rectangle into a pattern with two"
        " solutions: it loses b.",
    ),
    "multi_colouring": QT_TRANSLATE_NOOP(
        "Guide",
        "Colour two separate clusters of one digit's conjugate pairs. A colour seeing both "
        "colours of the other cluster is false. When a colour of one cluster sees a colour "
        "of the other, one of their two partner colours is true, so a cell seeing both "
        "partners loses the digit.",
    ),
    "wxyz_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "Four cells holding only four digits between them, not all in one unit. Each digit "
        "whose cells in the pattern all see each other can fill only one of them, so if "
        "just one digit z has cells that do not see each other, the four cells need z: a "
        "cell seeing every z of the pattern loses it.",
    ),
    "avoidable_rectangle_1": QT_TRANSLATE_NOOP(
        "Guide",
        "Digits you placed, unlike givens, could be swapped. When three corners of a "
        "rectangle in two boxes hold placed digits, a and a on a diagonal and b on the "
        "third, the fourth corner being b would let a and b swap: a second solution. It "
        "loses b.",
    ),
    "avoidable_rectangle_2": QT_TRANSLATE_NOOP(
        "Guide",
        "Two placed digits a and b on one side of a rectangle in two boxes; under a a cell "
        "holding only b and c, under b one holding only a and c. Without c they would "
        "complete a rectangle that could swap, so one of them is c: a cell seeing both "
        "loses c.",
    ),
    "bug_plus_n": QT_TRANSLATE_NOOP(
        "Guide",
        "If removing a few extra candidates would leave every empty cell with two "
        "candidates and every digit with two places in each unit, the grid would have two "
        "solutions: one of the extras is true. When they share one cell, that cell keeps "
        "only them; when they are one digit, a cell seeing them all loses it.",
    ),
    "medusa": QT_TRANSLATE_NOOP(
        "Guide",
        "Colour candidates in two colours through every strong link: a unit where a digit "
        "has two places, and a cell with two candidates. One colour is all true. A colour "
        "appearing twice in a cell or a unit is false; a candidate seeing both colours, or "
        "seeing one while its cell holds the other, is removed.",
    ),
    "probing": QT_TRANSLATE_NOOP(
        "Guide",
        "When no pattern applies, try a candidate in your head and follow the singles it "
        "forces. If they lead to a cell with no candidate, or a digit with no place in a "
        "unit, the candidate was false: remove it. This is the last resort before guessing.",
    ),
    "unique_rectangle_2": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle whose two roof cells hold the same one extra digit: if neither "
        "held it, the puzzle would have two solutions. One of the roof cells is that digit, "
        "so every cell seeing both roof cells loses it.",
    ),
    "unique_rectangle_4": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle whose two roof cells share a unit where one of the rectangle's "
        "two digits has no other place: that digit fills one roof cell, so the other digit of"
        " the rectangle would make two solutions in the roof: remove it from both roof cells.",
    ),
    "finned_x_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "An X-Wing with a few extra candidates (the fin) in one box of a base line: either "
        "the X-Wing holds, or a fin cell is the digit. A cell that is in the fin's box and on"
        " a cover line loses the digit in both cases.",
    ),
    "sashimi_x_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "A finned X-Wing whose base line lacks one corner of the rectangle: the fin still "
        "stands in for the missing corner, so the cells of the fin's box on the cover line "
        "lose the digit.",
    ),
    "finned_swordfish": QT_TRANSLATE_NOOP(
        "Guide",
        "A Swordfish with extra candidates (the fin) in one box of a base line: either the "
        "Swordfish holds or the fin holds the digit; a cell of the fin's box on a cover line "
        "loses it in both cases.",
    ),
    "sashimi_swordfish": QT_TRANSLATE_NOOP(
        "Guide",
        "A finned Swordfish with one corner missing from the base line of the fin: the fin "
        "replaces it, and the cells of the fin's box on a cover line lose the digit.",
    ),
    "finned_jellyfish": QT_TRANSLATE_NOOP(
        "Guide",
        "A Jellyfish (four lines) with extra candidates (the fin) in one box of a base line: "
        "a cell of the fin's box on a cover line loses the digit, whether the Jellyfish or "
        "the fin holds.",
    ),
    "sashimi_jellyfish": QT_TRANSLATE_NOOP(
        "Guide",
        "A finned Jellyfish with one corner missing from the fin's base line: the fin "
        "replaces the corner, and the cells of the fin's box on a cover line lose the digit.",
    ),
    "aic": QT_TRANSLATE_NOOP(
        "Guide",
        "A chain of candidates linked in turn strongly (if one is false, the other is true) "
        "and weakly (they cannot both be true), starting and ending with a strong link. One "
        "of its two ends is true, so a candidate seeing both ends is false.",
    ),
    "als_xz": QT_TRANSLATE_NOOP(
        "Guide",
        "An almost locked set is N cells holding N+1 digits. When two of them share a digit x"
        " whose candidates all see each other, one of the two is locked: a digit z common to "
        "both is in one of them, and a cell seeing every z of both loses z.",
    ),
    "als_xy_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "Three almost locked sets: a pivot linked to two wings by restricted common digits x "
        "and y. If the pivot is not locked by x it is locked by y, so one wing holds z: a "
        "cell seeing every z of both wings loses z.",
    ),
    "sue_de_coq": QT_TRANSLATE_NOOP(
        "Guide",
        "Two or three cells where a line crosses a box hold at least two more digits than "
        "cells. Add cells of the line and cells of the box, with no digit in both, until the "
        "cells hold as many digits as there are cells: each digit is then in one of them. "
        "The line's digits leave the rest of the line, the box's the rest of the box, and the "
        "other digits of the crossing leave both.",
    ),
    "continuous_nice_loop": QT_TRANSLATE_NOOP(
        "Guide",
        "An alternating inference chain whose last candidate is weakly linked back to its "
        "first: a closed loop. Around a loop every weak link also holds one true candidate, "
        "so each link acts as a strong one: a candidate seeing both ends of any link of the "
        "loop is false.",
    ),
    "grouped_continuous_nice_loop": QT_TRANSLATE_NOOP(
        "Guide",
        "A continuous nice loop with a group among its nodes: a digit's candidates in cells "
        "of one box and one line, taken together, as in a grouped alternating inference "
        "chain. As around any loop, every weak link acts as a strong one: a candidate seeing "
        "both ends of any link of the loop is false.",
    ),
    "grouped_aic": QT_TRANSLATE_NOOP(
        "Guide",
        "An alternating inference chain with a group among its nodes: a digit's candidates "
        "in cells of one box and one line, taken together, true when the digit is in one of "
        "them. A group is strongly linked to the digit's other places in its box or line "
        "when they form one cell or one group, and weakly to each candidate of the digit "
        "seeing all its cells. A candidate seeing both ends of the chain (every cell of a "
        "group end) is false.",
    ),
    "als_chain": QT_TRANSLATE_NOOP(
        "Guide",
        "Almost locked sets, each linked to the next by a restricted common digit (its "
        "candidates in the two sets all see each other). If the first set lacks a digit z, it "
        "is locked and holds the link's digit, which leaves the next set locked, and so on to "
        "the last set, which then holds z. So z is in the first set or the last: a cell "
        "seeing every z of both loses z.",
    ),
    "death_blossom": QT_TRANSLATE_NOOP(
        "Guide",
        "A stem cell and, for each of its candidates d, an almost locked set whose every d "
        "sees the stem: whichever digit the stem takes, that set loses it and is locked. A "
        "digit z in every set and not in the stem is then in one of the sets, so a cell "
        "seeing every z of all the sets loses z.",
    ),
    "aic_als": QT_TRANSLATE_NOOP(
        "Guide",
        "An alternating inference chain that may pass through almost locked sets. An almost "
        "locked set loses at most one of its digits, so if one of its digits is nowhere in "
        "it, each other digit is: that is a strong link between two digits of the set, used "
        "like a bivalue cell's. A candidate seeing both ends of the chain is false.",
    ),
    "cell_forcing_chain": QT_TRANSLATE_NOOP(
        "Guide",
        "Try each candidate of one cell in turn and follow what it forces. Whatever the cell "
        "holds, some candidate elsewhere is removed: it is removed now.",
    ),
    "unit_forcing_chain": QT_TRANSLATE_NOOP(
        "Guide",
        "Try each place of a digit in a row, column or box in turn and follow what it forces."
        " Every place removes the same candidate elsewhere, so it is removed now.",
    ),
    "forcing_net": QT_TRANSLATE_NOOP(
        "Guide",
        "A trial that follows the basic rules as well as singles: once the singles stop, a "
        "digit confined to where a box and a line cross leaves the rest of the other unit, "
        "the digits of a naked pair or triple leave the rest of its unit, and the singles go "
        "on. When a rule breaks, the first candidate was false; when every candidate of a "
        "cell (or every place of a digit) removes the same candidate, it goes.",
    ),
    "nested_forcing_chain": QT_TRANSLATE_NOOP(
        "Guide",
        "A trial whose chain itself uses small trials: a candidate it cannot rule out by "
        "singles is tested on its own on the way. When the whole chain breaks a rule, the "
        "first candidate was false.",
    ),
    "double_nested_forcing_chain": QT_TRANSLATE_NOOP(
        "Guide",
        "A nested forcing chain whose inner trials are themselves nested: the deepest "
        "explanation the solver gives before guessing. It proves a candidate false, but is "
        "hard to follow by hand.",
    ),
}
"""One teaching paragraph per catalog technique."""
