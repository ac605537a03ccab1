"""What each generation method offers in the New puzzle dialog, and why the rest is greyed.

A level a method cannot make is greyed in the level combo, saying so in its text and why in
its tooltip; an option a method does not take (symmetry and minimal, the start grid,
watching it being built) keeps its own tooltip while it applies and says why it does not
while greyed: a greyed control that says nothing leaves the player guessing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QWidget

from sudoku_desktop.core.catalog import level_phrase
from sudoku_desktop.core.generator import LEVELS
from sudoku_desktop.core.generator.levels import UNREACHABLE
from sudoku_desktop.gui.wording import translated


def offer_levels(combo: QComboBox, mode: str) -> None:
    """Grey the levels ``mode`` cannot make (the core would refuse them), each saying so
    in its text and why in its tooltip; a greyed level chosen goes back to Any."""
    unreachable = UNREACHABLE.get(mode, ())
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    reachable = [translated(level_phrase(lvl)) for lvl in LEVELS if lvl not in unreachable]
    why = QCoreApplication.translate(
        "GeneratorDialog",
        "This method keeps only the clues it needs, so its puzzles are solved by simple "
        "rules: choose {0}, or the classic method, which makes every level",
    ).format(", ".join(reachable))
    for row in range(combo.count()):
        item, level = model.item(row), combo.itemData(row)
        title = (
            translated(level_phrase(level))
            if level
            else QCoreApplication.translate("GeneratorDialog", "Any")
        )
        refused = level in unreachable
        item.setEnabled(not refused)
        refusal = QCoreApplication.translate("GeneratorDialog", "{0} (not made by this method)")
        item.setText(refusal.format(title) if refused else title)
        item.setToolTip(why if refused else "")
    if combo.currentData() in unreachable:
        combo.setCurrentIndex(0)


class OptionTips:
    """Each option's tooltip, and the words saying why it is greyed for a method."""

    def __init__(self, classic_only: list[QWidget], others_only: list[QWidget]) -> None:
        self.classic_only, self.others_only = classic_only, others_only
        self.tips = {id(widget): widget.toolTip() for widget in classic_only + others_only}

    def show(self, classic: bool) -> None:
        """The tooltips for the method chosen: classic, or one of the others."""
        classic_why = QCoreApplication.translate(
            "GeneratorDialog",
            "Symmetry and minimal belong to the classic method, which removes clues from a "
            "full grid: the other methods add clues where their trials lead",
        )
        others_why = QCoreApplication.translate(
            "GeneratorDialog",
            "The classic method starts from a random full grid and removes clues: only the "
            "other methods start from the board or build a puzzle clue by clue to watch",
        )
        for widgets, greyed, why in (
            (self.classic_only, not classic, classic_why),
            (self.others_only, classic, others_why),
        ):
            for widget in widgets:
                widget.setToolTip(why if greyed else self.tips[id(widget)])
