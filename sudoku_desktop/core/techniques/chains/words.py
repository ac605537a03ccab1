"""The hint looks, guide paragraphs and chapter title of the chains and loops."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "remote_pair": QT_TRANSLATE_NOOP(
        "Hints", "Look for a chain of cells holding only {digits}, each seeing the next"
    ),
    "x_chain": QT_TRANSLATE_NOOP("Hints", "Look for an X-chain on the digit {digit}"),
    "xy_chain": QT_TRANSLATE_NOOP(
        "Hints", "Look for an XY-chain of two-candidate cells that removes the digit {digit}"
    ),
    "continuous_nice_loop": QT_TRANSLATE_NOOP(
        "Hints", "Look for a loop of alternating strong and weak links on {digits}"
    ),
    "aic": QT_TRANSLATE_NOOP(
        "Hints", "Look for a chain of alternating strong and weak links on {digits}"
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
    "aic_als": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a chain of alternating strong and weak links on {digits} that passes "
        "through an almost locked set",
    ),
}

PARAGRAPHS: dict[str, str] = {
    "remote_pair": QT_TRANSLATE_NOOP(
        "Guide",
        "A chain of four or more cells holding only the same two digits, each seeing the "
        "next: the two digits alternate along it. Two cells an odd number of links apart "
        "hold one digit each, so a cell seeing both loses both digits.",
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
    "continuous_nice_loop": QT_TRANSLATE_NOOP(
        "Guide",
        "An alternating inference chain whose last candidate is weakly linked back to its "
        "first: a closed loop. Around a loop every weak link also holds one true candidate, "
        "so each link acts as a strong one: a candidate seeing both ends of any link of the "
        "loop is false.",
    ),
    "aic": QT_TRANSLATE_NOOP(
        "Guide",
        "A chain of candidates linked in turn strongly (if one is false, the other is true) "
        "and weakly (they cannot both be true), starting and ending with a strong link. One "
        "of its two ends is true, so a candidate seeing both ends is false.",
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
    "aic_als": QT_TRANSLATE_NOOP(
        "Guide",
        "An alternating inference chain that may pass through almost locked sets. An almost "
        "locked set loses at most one of its digits, so if one of its digits is nowhere in "
        "it, each other digit is: that is a strong link between two digits of the set, used "
        "like a bivalue cell's. A candidate seeing both ends of the chain is false.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Chains")
