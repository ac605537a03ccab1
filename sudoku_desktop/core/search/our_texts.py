"""Short pseudo-codes of ours for the algorithms no seed writes as a procedure, and seed
003's generator, whose words cover the first calculation, level one and the way down.

The generator's stream does not say which of seed 003's three modes made it, so the line
that keeps a trial as a hypothesis is ours and names all three; the rest quotes the seed.
"""

from __future__ import annotations

from sudoku_desktop.core.search.text import OTHER_RULES, AlgorithmText, Note, StepLines, TextLine
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

PLAIN = AlgorithmText(
    "plain",
    "",
    (
        TextLine(
            1,
            "1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "List the empty cells in reading order, row after row"
            ),
        ),
        TextLine(
            2,
            "2",
            QT_TRANSLATE_NOOP("AlgorithmText", "Walk down the list; at each cell:"),
            notes=Note.POSITION,
        ),
        TextLine(
            3,
            "2.1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "try the values above the one it holds, smallest first, against its row, "
                "column and box",
            ),
            indented=1,
            notes=Note.VALUES,
        ),
        TextLine(
            4,
            "2.2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "a value fits: write it and go on to the next cell"
            ),
            indented=2,
        ),
        TextLine(
            5,
            "2.3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "none fits: empty the cell and go back to the previous one"
            ),
            indented=2,
        ),
        TextLine(
            6,
            "2.4",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "back there: try its next value, from the one it held"
            ),
            indented=2,
        ),
        TextLine(
            7,
            "3",
            QT_TRANSLATE_NOOP("AlgorithmText", "Past the last cell: solved"),
        ),
        TextLine(
            8,
            "4",
            QT_TRANSLATE_NOOP("AlgorithmText", "Back before the first cell: no solution"),
        ),
    ),
    StepLines(guess=4, dead_end=5, exhausted=5, resumes=6, solved=7, no_solution=8),
)
"""Plain backtracking: seed 001's walk over the cells in reading order."""

FEWEST = AlgorithmText(
    "fewest",
    "",
    (
        TextLine(
            1,
            "1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "Place every single: a cell with one candidate, a digit with one place in a "
                "row, column or box",
            ),
        ),
        TextLine(
            2,
            "2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "With a stronger deduction chosen, apply its other rules once the singles "
                "are done",
            ),
        ),
        TextLine(
            3,
            "3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "A cell with no candidate, or a digit with no place in a unit: this branch "
                "is dead",
            ),
        ),
        TextLine(
            4,
            "4",
            QT_TRANSLATE_NOOP("AlgorithmText", "No empty cell left: solved"),
        ),
        TextLine(
            5,
            "5",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "Branch on the empty cell with the fewest candidates (the first on ties)",
            ),
            notes=Note.CHOICE,
        ),
        TextLine(
            6,
            "5.1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "try its candidates in ascending order: start again from 1"
            ),
            indented=1,
            notes=Note.DEPTH,
        ),
        TextLine(
            7,
            "5.2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "the branch died: undo everything since the guess, try the next candidate",
            ),
            indented=1,
        ),
        TextLine(
            8,
            "5.3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "no candidate left: this branch dies too, go up to the one above",
            ),
            indented=1,
        ),
        TextLine(
            9,  # an id, not the shape
            "6",
            QT_TRANSLATE_NOOP("AlgorithmText", "The first branch died: no solution"),
        ),
    ),
    StepLines(
        placed={"naked_single": 1, "hidden_single": 1, "full_house": 1, OTHER_RULES: 2},
        eliminated={OTHER_RULES: 2},
        dead_end=3,
        solved=4,
        guess=6,
        resumes=7,
        exhausted=8,
        no_solution=9,  # an id, not the shape
    ),
)
"""Fewest candidates first: the fast solver's search (core/solver.py's docstring)."""

LOGIC_FULL = AlgorithmText(
    "logic_full",
    "",
    (
        TextLine(
            1,
            "1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "Find the simplest technique that applies, in the guide's order: singles, "
                "intersections, subsets, fish, wings, chains",
            ),
        ),
        TextLine(
            2,
            "1.1",
            QT_TRANSLATE_NOOP("AlgorithmText", "it places a digit: write it"),
            indented=1,
        ),
        TextLine(
            3,
            "1.2",
            QT_TRANSLATE_NOOP("AlgorithmText", "it removes candidates: cross them out"),
            indented=1,
        ),
        TextLine(
            4,
            "2",
            QT_TRANSLATE_NOOP("AlgorithmText", "Start again until the grid is full: solved"),
        ),
        TextLine(
            5,
            "3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "No technique applies: stop, the cells left undecided stay empty",
            ),
        ),
        TextLine(
            6,
            "4",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "A cell or a digit left with no room: the puzzle has no solution",
            ),
        ),
    ),
    StepLines(
        placed={OTHER_RULES: 2},
        eliminated={OTHER_RULES: 3},
        solved=4,
        stuck=5,
        dead_end=6,
        no_solution=6,
    ),
)
"""Logic only, every rule: the logic engine's loop (core/techniques/logic.py)."""

GENERATOR = AlgorithmText(
    "seed_003",
    "003_4adbba477a2946d2.txt",
    (
        TextLine(
            1,
            "1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "First calculation: its three algorithms are looped while anything changes",
            ),
            "Ces 3 algorithmes sont tournés en boucle, tant qu'il y a une modification quelconque",
        ),
        TextLine(
            2,
            "1.1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "a cell left with one possibility takes it; a digit left with one cell in a "
                "box, row or column goes there",
            ),
            "si dans une case, il n'y a plus qu'une seule possibilité, alors on enlève cette "
            "possibilité des autres cases de la même ligne, de la même colonne, du même carré. "
            "Idem, si dans un carré (ou une ligne ou une colonne) il n'y a plus qu'une seule "
            'case pour avoir le "2", on valide le "2" pour cette case',
            indented=1,
        ),
        TextLine(
            3,
            "1.2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "two cells of a unit holding only the same two digits: remove those digits "
                "from the unit's other cells (three cells and three digits alike)",
            ),
            "deuxième algorithme : si (disons dans un carré) il y a deux cases (des doublets) "
            "qui contiennet chacun seulement deux chiffres différents (2 et 4), alors on enlève "
            "le 2 et le 4 des autres cases du même carré. Idem pour ligne et colonne.",
            indented=1,
        ),
        TextLine(
            4,
            "1.3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "a digit of a box only on one line: remove it from that line outside the box "
                "(and a line's digit only in one box alike)",
            ),
            "troisième algorithme : si (disons dans un carré), les 3 sont uniquement sur la "
            "ligne du bas, on enlève les 3 de la ligne du bas sauf dans le même carré.",
            indented=1,
        ),
        TextLine(
            5,
            "2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "Level one: each number still possible is tried on a copy of the map",
            ),
            "on prend la liste des nombres (localisés en une ligne et une colonne) encore "
            "possibles : c'est le niveau un. On recopie la carte initiale pour chacune de ces "
            "possibilités, et on test chacune des ces possibilités (dans la copie de la carte).",
        ),
        TextLine(
            6,
            "2.1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "a trial that leads to a wrong result: that possibility leaves the map",
            ),
            "lorsqu'un essai (au-dessus d'une carte) induit un résultat faux, on enleve cette "
            "possibilité de la carte (juste avant).",
            indented=1,
        ),
        TextLine(
            7,
            "2.2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "keep one trial as a hypothesis, a clue of the puzzle: the one that removed "
                "the most (level one: minimum) or one at random (level one: random; depth: "
                "random), and start again",
            ),
            indented=1,
        ),
        TextLine(
            8,
            "2.3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "depth: when a level breaks, go back down to the level below and remove the "
                "hypothesis there",
            ),
            "Si essai1 -> essai2 -> essai3, et que dans essai3 il y a une erreur, on redescend "
            "à essai2, on y enlève test3 de essai2",
            indented=1,
        ),
        TextLine(
            9,  # an id, not the shape
            "3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "The map is full: the clues and the hypotheses make a puzzle with one solution",
            ),
        ),
    ),
    StepLines(
        placed={"hypothesis": 7, OTHER_RULES: 2},
        eliminated={"naked_pair": 3, "naked_triple": 3, "probing": 6, OTHER_RULES: 4},
        dead_end=8,
        exhausted=8,
        solved=9,  # an id, not the shape
    ),
)
"""Seed 003's generator (its three modes), as File ▸ New puzzle lets one watch it."""
