"""The hint looks, guide paragraphs and chapter title of the forcing chains."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
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

PARAGRAPHS: dict[str, str] = {
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

TITLE = QT_TRANSLATE_NOOP("Guide", "Forcing chains")
