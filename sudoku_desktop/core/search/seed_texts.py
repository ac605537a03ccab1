"""The seed searches' own procedures (seeds 000 and 001), line by line, in the seeds' order
and words (seeds 002 and 004 are in logic_texts.py, seed 003's generator in our_texts.py).

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
            9,  # an id, not the shape
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
        solved=9,  # an id, not the shape
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
            9,  # an id, not the shape
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
    StepLines(
        guess=6,
        dead_end=7,
        exhausted=7,
        resumes=8,
        solved=9,  # an id, not the shape
        no_solution=10,
    ),
)
"""Seed 001, ordered backtracking: "L'algorithme" in its order (the seed writes "remontre à
la cellule suivante" where its worked example goes back to the previous cell), then its
"Principe"'s solution and failure."""
