"""Seeds 002 and 004, the logic-only loop and the automatic passes with suggestions, line by
line in the seeds' order and words (see seed_texts.py for how a text quotes its seed).
"""

from __future__ import annotations

from sudoku_desktop.core.search.text import OTHER_RULES, AlgorithmText, Note, StepLines, TextLine
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

SEED_002 = AlgorithmText(
    "seed_002",
    "002_6f7224a04eb3b361.txt",
    (
        TextLine(
            1,
            "1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "When the form is set, the array takes the values entered and removes them "
                "from the other cells concerned",
            ),
            "Lorsque le formulaire est défini, le tableau est mis à jour pour faire entrer les "
            "valeurs dans les solutions des zones correspondantes et ces valeurs sont "
            "supprimées des autres cases appropriées.",
        ),
        TextLine(
            2,
            "2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "From there a loop is entered, repeated for every single cell, row, column and "
                "box of nine:",
            ),
            "De la, une boucle est entrée. La boucle est répetée pour chaque case individuelle, "
            "ligne, colonne et carré de neuf:",
            notes=Note.PASS,
        ),
        TextLine(
            3,
            "2.1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "Every value that is set is removed from every other cell where it could appear",
            ),
            "Toutes les valeurs qui sont définies sont supprimées de toutes les autres cases "
            "dans lesquelles elles pourraient apparaitre.",
            indented=1,
        ),
        TextLine(
            4,
            "2.2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "For each object (cell, row or column), we check whether one and only one "
                "value is available",
            ),
            "Pour chaque objet (case, ligne ou colonne), nous vérifions s'il existe une et une "
            "seule valeur disponible.",
            indented=1,
        ),
        TextLine(
            5,
            "2.3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "If there is a solution, we fill it in and remove that value from the other "
                "cells where it can no longer be used",
            ),
            "S'il y a une solution, nous la remplissons et supprimons cette valeur des autres "
            "cases ou elle ne peut plus être utilisée.",
            indented=1,
        ),
        TextLine(
            6,
            "2.4",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "The loop repeats until every cell is solved, at most 20 iterations",
            ),
            "La boucle est répétée jusqu'à ce que toutes les cases soient résolues, soit un "
            "maximum de 20 itérations.",
            indented=1,
        ),
        TextLine(
            7,
            "3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "The algorithm fills the cells it can; everything else is left empty",
            ),
            "L'algorithme va remplir les cases qu'il peut, tout le reste sera laissé vide.",
        ),
        TextLine(
            8,
            "",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "A cell with no value left, or a digit with no place left: no solution",
            ),
        ),
    ),
    StepLines(
        placed={OTHER_RULES: 5},
        passes={OTHER_RULES: 6},
        solved=6,
        stuck=7,
        dead_end=8,
        no_solution=8,
    ),
)
"""Seed 002, logic only: the loop of its fourth to seventh paragraphs."""


def _returns_filled(line: int) -> TextLine:
    """Seed 004's words after each of its two filling functions, the same both times."""
    return TextLine(
        line,
        "",
        QT_TRANSLATE_NOOP("AlgorithmText", "returns the number of cells so filled"),
        "La fonction renvoie le nombre de cases ainsi remplies.",
        indented=2,
    )


SEED_004 = AlgorithmText(
    "seed_004",
    "004_3c1eee7b8cdc12d3.txt",
    (
        TextLine(
            1,
            "automatique",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "chains the steps below until the grid is completely solved, or blocked",
            ),
            "La fonctionne void automatique(Grille &g) enchaîne les étapes précédentes jusqu'à "
            "la résolution complète de la grille ou un blocage.",
        ),
        TextLine(
            2,
            "uneValeur",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "fills every cell for which only one value is possible"
            ),
            "La fonction int uneValeur(Grille &g) prend en entrée une grille g et remplit "
            "toutes les cases pour lesquelles il n'existe qu'une valeur possible.",
            indented=1,
        ),
        _returns_filled(3),
        TextLine(
            4,
            "unePosition",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "passes over every empty cell: a possible value that fits no other cell of its "
                "box goes there",
            ),
            "Une deuxième stratégie effectue un passage sur toutes les cases vides et, pour "
            "chacune d'entre elles, vérifie si l'une des valeurs possibles pour cette case ne "
            "peut être placée dans aucune autre case du sous-tableau. On la place alors "
            "forcément dans la case considérée.",
            indented=1,
        ),
        _returns_filled(5),
        TextLine(
            6,
            "userSuggest",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "as a last resort, asks the user for the value of one of the empty cells, and "
                "for that cell",
            ),
            "En désespoir de cause, on demande à l'utilisateur la valeur d'une des cases "
            "vides : il fournit la valeur et les indices de la case.",
            indented=1,
        ),
        TextLine(
            7,
            "",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "if the suggestion is correct, puts the value in the cell and returns true",
            ),
            "Si la suggestion est correcte, la fonction affecte la valeur à la case et renvoie "
            "true,",
            indented=2,
        ),
        TextLine(
            8,
            "",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "otherwise leaves the cell as it is and asks again"
            ),
            "sinon elle ne modifie pas la case et recommence la demande.",
            indented=2,
        ),
        TextLine(
            9,  # an id, not the shape
            "",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "an answer of 0 means the user gives up: returns false"
            ),
            "(s'il répond 0 on considère qu'il abandonne et on renvoie false)",
            indented=2,
        ),
        TextLine(
            10,
            "",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "A suggestion may also be unsuitable and lead to a dead end: no cell can be "
                "filled any more while keeping the grid valid",
            ),
            "Une suggestion peut aussi être inadaptée et aboutir à une impasse (la grille est "
            "incomplète mais il n'est plus possible de remplir une case en gardant la grille "
            "valide)",
        ),
    ),
    StepLines(
        solved=1,
        placed={"naked_single": 2, "hidden_single": 4, "suggestion": 7},
        passes={"naked_single": 3, "hidden_single": 5},
        asks=6,
        refused=8,
        stuck=9,  # an id, not the shape
        dead_end=10,
        no_solution=10,
    ),
)
"""Seed 004, automatic with suggestions: its functions in the order ``automatique`` runs them."""
