"""The "How it works" dock: each seed algorithm in a paragraph, with a button to watch it.

The paragraphs are the engine's ``ALGORITHMS`` descriptions, translated (gui/wording.py);
"Watch it" emits ``watch_requested(id)``: the window shows the watch's panel and plays that
algorithm on the current puzzle. The panel is shown on the first run and from Help ▸ How it
works; the window builds it the first time it is shown.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.wording import translated


def _algorithms() -> list[tuple[str, str, str]]:
    """(id, title, description) of every algorithm of the engine's table, translated."""
    from sudoku_desktop.core.search import ALGORITHMS

    return [
        (a.id, translated(a.title_phrase), translated(a.description_phrase))
        for a in ALGORITHMS.values()
    ]


class HowItWorks(QWidget):
    """The paragraphs and their "Watch it" buttons, each asking to watch its algorithm."""

    watch_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "how_it_works", self.tr("How it works"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Type or paste a puzzle, or keep the sample. Each way of solving it below "
                "can be watched step by step: a guess, a dead end, the step back, the next "
                "value."
            ),
            self,
        )
        intro.setObjectName("how_it_works_intro")
        intro.setAccessibleName(self.tr("Introduction"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.buttons: dict[str, QPushButton] = {}
        for algorithm_id, title, description in _algorithms():
            box = named(QGroupBox(title, self), f"how_{algorithm_id}", title)
            inner = QVBoxLayout(box)
            text = named(QLabel(description, box), f"how_{algorithm_id}_text", title)
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            button = named(
                QPushButton(self.tr("Watch it"), box),
                f"watch_{algorithm_id}",
                self.tr("Watch {0}").format(title),
            )
            button.clicked.connect(partial(self.watch_requested.emit, algorithm_id))
            inner.addWidget(text)
            inner.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
            layout.addWidget(box)
            self.buttons[algorithm_id] = button
        self.guide_buttons: dict[str, QPushButton] = {}
        """The guide entries' buttons (read along, what went wrong), by entry."""
        for name, title, words in self._guide_entries():
            box = named(QGroupBox(title, self), f"how_{name}", title)
            inner = QVBoxLayout(box)
            paragraph = named(QLabel(words, box), f"how_{name}_text", title)
            paragraph.setWordWrap(True)
            paragraph.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            inner.addWidget(paragraph)
            layout.addWidget(box)
            if name == "read_along":  # watch seed 000 with its text lit
                button = named(
                    QPushButton(self.tr("Read along"), box),
                    "read_along_seed_000",
                    self.tr("Read along seed 000"),
                )
                button.clicked.connect(partial(self.watch_requested.emit, "deduction_exploration"))
                inner.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
                self.guide_buttons[name] = button
        layout.addStretch(1)

    def _guide_entries(self) -> list[tuple[str, str, str]]:
        """(name, title, paragraph) of the guide's entries beside the algorithms."""
        return [
            (
                "read_along",
                self.tr("Read along: the algorithm's own text"),
                self.tr(
                    "Beside a watched run, the running algorithm's text: a seed's own "
                    "procedure in its order and words, or a short pseudo-code of ours. The "
                    "line that made the step shown is lit as you play, step, step back or "
                    "move the timeline; lines note the depth, the value tried and the list "
                    "position. Click a line, or point at it with the arrows and press Enter "
                    "or L, to see the next step it makes. O shows the seed's French "
                    "original. On the command line: sudoku-cli explain --algorithm "
                    "deduction_exploration --lines."
                ),
            ),
            (
                "what_went_wrong",
                self.tr("What went wrong in a typed puzzle"),
                self.tr(
                    "When a puzzle you typed or pasted has no solution, Check (Ctrl+K) names "
                    "the givens that are likely typos: those whose removal, or change to "
                    "another digit, leaves exactly one solution. They are marked red on the "
                    "board; one click changes or removes one, and Undo takes it back. When "
                    "the puzzle has several solutions, Check counts them, marks where the "
                    "first two differ, lets you browse them and names the given to add. "
                    "Solve ▸ What went wrong? (Ctrl+Alt+K) asks at any time; on the command "
                    "line, sudoku-cli check --why."
                ),
            ),
        ]
