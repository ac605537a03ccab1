"""The generator's words in the GUI: each mode, level and symmetry by name and in a sentence.

Qt-free apart from ``QCoreApplication.translate``, called with literal strings (context
``GeneratorDialog``) so that pyside6-lupdate finds them; the keys are the core's names.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def mode_titles() -> dict[str, str]:
    """Each mode's title in plain words, as the combo and the status bar show it."""
    translate = QCoreApplication.translate
    return {
        "classic": translate("GeneratorDialog", "Classic: clues removed from a full grid"),
        "minimum": translate("GeneratorDialog", "Level one: minimum (fewest clues, slower)"),
        "random": translate("GeneratorDialog", "Level one: random"),
        "depth": translate("GeneratorDialog", "Depth: random (fastest, more clues)"),
    }


def mode_names() -> dict[str, str]:
    """Each mode's short name, for the status bar and the watch panel's title."""
    translate = QCoreApplication.translate
    return {
        "classic": translate("GeneratorDialog", "classic"),
        "minimum": translate("GeneratorDialog", "level one: minimum"),
        "random": translate("GeneratorDialog", "level one: random"),
        "depth": translate("GeneratorDialog", "depth: random"),
    }


def mode_descriptions() -> dict[str, str]:
    """What each mode does, in two sentences."""
    translate = QCoreApplication.translate
    return {
        "classic": translate(
            "GeneratorDialog",
            "Fills a random grid, then removes clues one by one (in symmetric pairs if you "
            "choose a symmetry) while the solution stays unique.",
        ),
        "minimum": translate(
            "GeneratorDialog",
            "Seed 003: runs the rules, then tries every candidate left; failed trials are "
            "removed, and the trial that removes the most candidates becomes the next clue.",
        ),
        "random": translate(
            "GeneratorDialog",
            "Seed 003: the same trials as level one: minimum, but a random trial becomes "
            "the next clue, so every run differs.",
        ),
        "depth": translate(
            "GeneratorDialog",
            "Seed 003: forces a random candidate, goes deeper while the rules hold and "
            "comes back down when a level breaks.",
        ),
    }


def level_titles() -> dict[str, str]:
    """The engine's levels, translated."""
    translate = QCoreApplication.translate
    return {
        "Easy": translate("GeneratorDialog", "Easy"),
        "Medium": translate("GeneratorDialog", "Medium"),
        "Hard": translate("GeneratorDialog", "Hard"),
        "Expert": translate("GeneratorDialog", "Expert"),
        "Extreme": translate("GeneratorDialog", "Extreme"),
    }


def symmetry_titles() -> dict[str, str]:
    """The seven symmetries of the clue pattern, in words."""
    translate = QCoreApplication.translate
    return {
        "none": translate("GeneratorDialog", "None"),
        "central": translate("GeneratorDialog", "Central (half turn)"),
        "diagonal": translate("GeneratorDialog", "Diagonal (mirror along the main diagonal)"),
        "anti-diagonal": translate("GeneratorDialog", "Anti-diagonal (mirror along the other)"),
        "horizontal": translate("GeneratorDialog", "Horizontal (mirror top to bottom)"),
        "vertical": translate("GeneratorDialog", "Vertical (mirror left to right)"),
        "four-fold": translate("GeneratorDialog", "Four-fold (quarter turns)"),
    }
