"""The seed algorithms' own procedures, line by line, in the seeds' order and words.

Each ``original`` is the seed's French, quoted as written (docs/seeds/, slips included: a
quote is not ours to correct); our ``words`` render it in English and, through the French
translation, in corrected French. A line with no ``original`` is ours: what the seed leaves
unsaid but the search does (seed 000 under a stronger deduction, the end of a failed run).
"""

from __future__ import annotations

from sudoku_desktop.core.search.text import OTHER_RULES, AlgorithmText, Note, StepLines, TextLine
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

SEED_000 = AlgorithmText(
    "seed_000",
    "000_769301a1f18449fc.txt",
    (
        TextLine(
            1,
            "00",
            QT_TRANSLATE_NOOP("AlgorithmText", "Look for the cells that have no solution"),
            "Chercher les cases pour lesquelles il n'y a pas de solution",
        ),
        TextLine(
            2,
            "00",
            QT_TRANSLATE_NOOP("AlgorithmText", "For the first cell found, end with a failure"),
            "Pour la première case trouvée, terminer sur un échec",
        ),
        TextLine(
            3,
            "1",
            QT_TRANSLATE_NOOP("AlgorithmText", "Look for the cells that have a single solution"),
            "Chercher les cases pour lesquelles il n'y a qu'un seule solution",
        ),
        TextLine(
            4,
            "2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "For the first cell found, place the digit and end with the result of the "
                "relaunched algorithm",
            ),
            "Pour la première case trouvée, placer le chiffre et terminer sur le résultat de "
            "l'algorithme relancé",
        ),
        TextLine(
            5,
            "3",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "Look for the digits that can go in only one cell of a row, column or box",
            ),
            "Chercher les chiffres ne pouvant apparaitre que dans une seule case au sein d'une "
            "ligne, colonne ou d'un carré",
        ),
        TextLine(
            6,
            "4",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "For the first digit found, place it in that cell and end with the result of "
                "the relaunched algorithm",
            ),
            "Pour le premier chiffre trouvé, placer le chiffre dans la case et terminer sur le "
            "résultat de l'algorithme relancé",
        ),
        TextLine(
            7,
            "",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "With a stronger deduction chosen, its other rules: apply the first step "
                "found and relaunch the algorithm",
            ),
        ),
        TextLine(
            8,
            "5",
            QT_TRANSLATE_NOOP("AlgorithmText", "Find the first cell still empty"),
            "Trouver la première case encore vide",
        ),
        TextLine(
            9,
            "6",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "If no empty cell is left, the Sudoku is solved: end with a success",
            ),
            "S'il n'y a plus de cases vide, le Soduku est résolu, terminer sur une réussite",
        ),
        TextLine(
            10,
            "7",
            QT_TRANSLATE_NOOP("AlgorithmText", "For each of the digits possible in the cell"),
            "Pour chacun des chiffres possibles dans la case",
            notes=Note.CHOICE,
        ),
        TextLine(
            11,
            "7.1",
            QT_TRANSLATE_NOOP("AlgorithmText", "Place the digit and relaunch the algorithm"),
            "Placer le chiffre et relancer l'algorithme",
            indented=1,
            notes=Note.DEPTH,
        ),
        TextLine(
            12,
            "7.2",
            QT_TRANSLATE_NOOP("AlgorithmText", "If the algorithm succeeds, end with a success"),
            "Si l'algorithme réussit, terminer sur une réussite",
            indented=1,
        ),
        TextLine(
            13,
            "7.3",
            QT_TRANSLATE_NOOP("AlgorithmText", "If the algorithm fails, go on with the loop"),
            "Si l'algorithme échoue, continuer la boucle",
            indented=1,
        ),
        TextLine(
            14,
            "8",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "If every digit was tried without success, end with a failure"
            ),
            "Si tous les chiffres ont été testés sans succès, terminer sur un échec",
        ),
        TextLine(
            15,
            "",
            QT_TRANSLATE_NOOP(
                "AlgorithmText", "The first call ended with a failure: the puzzle has no solution"
            ),
        ),
    ),
    StepLines(
        dead_end=2,
        placed={"naked_single": 4, "full_house": 4, "hidden_single": 6, OTHER_RULES: 7},
        eliminated={OTHER_RULES: 7},
        solved=9,
        guess=11,
        resumes=13,
        exhausted=14,
        no_solution=15,
    ),
)
"""Seed 000, deduction and exploration: its numbered procedure (the stray "x. S'il" left out)."""

SEED_001 = AlgorithmText(
    "seed_001",
    "001_66dc755a87bcba1c.txt",
    (
        TextLine(
            1,
            "1",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "Rank the cells from those with the fewest possibilities to those with the most",
            ),
            "On classe les cases de celles ayant le moins de possibilités à celles en ayant le "
            "plus.",
        ),
        TextLine(
            2,
            "2",
            QT_TRANSLATE_NOOP("AlgorithmText", "Put this ranking in a list"),
            "On place ce classement dans une liste.",
        ),
        TextLine(
            3,
            "3",
            QT_TRANSLATE_NOOP("AlgorithmText", "Walk the list until its last cell is reached"),
            "On parcours la liste jusqu'à arriver à la derniere cellule de la liste.",
        ),
        TextLine(
            4,
            "4",
            QT_TRANSLATE_NOOP("AlgorithmText", "For each cell of the list:"),
            "Pour chaque cellule de la liste:",
            notes=Note.POSITION,
        ),
        TextLine(
            5,
            "4.1",
            QT_TRANSLATE_NOOP("AlgorithmText", "test the values from 1 to n²:"),
            "On teste les valeurs de 1 à n²:",
            indented=1,
            notes=Note.VALUES,
        ),
        TextLine(
            6,
            "4.2",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "if the value is possible: write it in the cell and go on to the next one",
            ),
            "si la valeur est possible : on l'inscrit dans la cellule et on passe à la suivante",
            indented=2,
        ),
        TextLine(
            7,
            "4.3",
            QT_TRANSLATE_NOOP("AlgorithmText", "otherwise: go back up to the previous cell"),
            "sinon : on remontre à la cellule suivante",
            indented=2,
        ),
        TextLine(
            8,
            "4.4",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "and test the values from 1 to n² again, from the value already written in "
                "that cell",
            ),
            "et on reprend le test des valeurs de 1 à n² à partir de la valeur déjà inscrite "
            "dans la cellule.",
            indented=2,
        ),
        TextLine(
            9,
            "5",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "The solution is found on reaching a node that satisfies the constraint and "
                "has no child node",
            ),
            "La solution est identifiée lorsque l'on arrive à un noeud qui satisfait la "
            "contrainte et qui n'a pas de noeud fils.",
        ),
        TextLine(
            10,
            "6",
            QT_TRANSLATE_NOOP(
                "AlgorithmText",
                "If the last child of the first parent node does not satisfy the constraint "
                "either, there is no solution",
            ),
            "Si l'on arrive au dernier fils du premier noeud parent et qu'il ne satisfait pas "
            "la contrainte alors il n'existe pas de solution.",
        ),
    ),
    StepLines(guess=6, dead_end=7, exhausted=7, resumes=8, solved=9, no_solution=10),
)
"""Seed 001, ordered backtracking: "L'algorithme" in its order (the seed writes "remontre à
la cellule suivante" where its worked example goes back to the previous cell), then its
"Principe"'s solution and failure."""

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
        TextLine(
            3,
            "",
            QT_TRANSLATE_NOOP("AlgorithmText", "returns the number of cells so filled"),
            "La fonction renvoie le nombre de cases ainsi remplies.",
            indented=2,
        ),
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
        TextLine(
            5,
            "",
            QT_TRANSLATE_NOOP("AlgorithmText", "returns the number of cells so filled"),
            "La fonction renvoie le nombre de cases ainsi remplies.",
            indented=2,
        ),
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
            9,
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
        stuck=9,
        dead_end=10,
        no_solution=10,
    ),
)
"""Seed 004, automatic with suggestions: its functions in the order ``automatique`` runs them."""
