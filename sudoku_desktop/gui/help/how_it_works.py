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
        layout.addStretch(1)
