"""Who filled a cell: one vocabulary for the play board, a session file and a recorded search.

A guess made by a search also has a depth (how many guesses stood when it was made); it is
carried beside the origin, never folded into it.
"""

from __future__ import annotations

from enum import Enum


class Origin(Enum):
    """Who filled a cell, which decides its colour."""

    EMPTY = "empty"
    GIVEN = "given"
    LOGIC = "logic"
    USER = "user"
    SOLVE = "solve"  # not deduced by the player: the fast solver's value, a coach suggestion
    GUESS = "guess"  # a search's guess; its depth goes alongside
