"""The Hint and Coach panel: the hint's sentence with "Apply", and the coach's invitation with
"Give up"; it also makes the digit pad, which the window puts under the side area's tabs."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from sudoku_desktop.gui.board.digit_pad import DigitPalette
from sudoku_desktop.gui.form import named

LABEL_LINES = 4  # room reserved for a sentence: wrapped QLabels under-report their height
PAD_WIDTH = 300
"""The digit pad's widest: beside a wide side area its buttons keep a key's proportions."""


class SidePanel(QWidget):
    """Hint and coach texts with their buttons; while a search is watched, a line saying
    they wait for the user's board to come back."""

    apply_clicked = Signal()
    give_up_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "side_panel", self.tr("Hint and coach"))
        layout = QVBoxLayout(self)

        self.hint_box = named(QGroupBox(self.tr("Hint"), self), "hint_box", self.tr("Hint"))
        hint_layout = QVBoxLayout(self.hint_box)
        self.hint_label = self._label("hint_text", self.tr("Hint text"))
        self.hint_label.setText(self.tr("Ask for a hint to see the next logical step."))
        self.apply_button = named(
            QPushButton(self.tr("Apply"), self.hint_box), "hint_apply", self.tr("Apply the hint")
        )
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self.apply_clicked)
        hint_layout.addWidget(self.hint_label)
        hint_layout.addWidget(self.apply_button)
        self._hint_layout = hint_layout

        self.coach_box = named(QGroupBox(self.tr("Coach"), self), "coach_box", self.tr("Coach"))
        coach_layout = QVBoxLayout(self.coach_box)
        self.coach_label = self._label("coach_text", self.tr("Coach text"))
        self.give_up_button = named(
            QPushButton(self.tr("Give up"), self.coach_box),
            "coach_give_up",
            self.tr("Give up suggesting values"),
        )
        self.give_up_button.clicked.connect(self.give_up_clicked)
        coach_layout.addWidget(self.coach_label)
        coach_layout.addWidget(self.give_up_button)
        self.coach_box.hide()

        self.waiting_label = self._label("play_waiting", self.tr("Hint and coach waiting"))
        self.waiting_label.setText(
            self.tr(
                "A search is watched on the board: the hint and the coach come back with "
                "your puzzle (Esc, or Back to my puzzle)."
            )
        )
        self.waiting_label.hide()
        self.digit_pad = DigitPalette()
        """Made here, shown by the window under the side area's tabs."""
        self.digit_pad.setMaximumWidth(PAD_WIDTH)
        layout.addWidget(self.hint_box)
        layout.addWidget(self.coach_box)
        layout.addWidget(self.waiting_label)
        layout.addStretch(1)
        self._coaching = False

    def show_play(self, shown: bool) -> None:
        """Show or hide what plays on the user's board (hint, coach; the window places the
        digit pad)."""
        self.hint_box.setVisible(shown)
        self.coach_box.setVisible(shown and self._coaching)
        self.waiting_label.setVisible(not shown)

    def add_to_hint(self, widget: QWidget) -> None:
        """Show ``widget`` in the hint box, under the hint's sentence, as wide as the box
        (its texts wrap to it rather than widen the panel past the side area)."""
        policy = widget.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        widget.setSizePolicy(policy)
        self._hint_layout.insertWidget(self._hint_layout.indexOf(self.apply_button), widget)

    def _label(self, name: str, accessible: str) -> QLabel:
        label = named(QLabel(self), name, accessible)
        label.setWordWrap(True)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        label.setMinimumHeight(label.fontMetrics().lineSpacing() * LABEL_LINES)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        return label

    def _set_text(self, label: QLabel, text: str) -> None:
        """Set a wrapped text (its accessible description follows)."""
        label.setText(text)
        label.setAccessibleDescription(text)

    def show_hint(self, text: str, can_apply: bool) -> None:
        """Show a hint's sentence; "Apply" is enabled when there is a step to apply."""
        self._set_text(self.hint_label, text)
        self.apply_button.setEnabled(can_apply)

    def clear_hint(self) -> None:
        """Back to the idle text."""
        self.show_hint(self.tr("Ask for a hint to see the next logical step."), False)

    def show_coach(self, text: str) -> None:
        """Show the coach box with ``text``."""
        self._set_text(self.coach_label, text)
        self._coaching = True
        self.coach_box.setVisible(not self.hint_box.isHidden())

    def hide_coach(self) -> None:
        """Hide the coach box."""
        self._coaching = False
        self.coach_box.hide()

    def coach_text(self) -> str:
        """The coach's current text ("" when the coach is off)."""
        return self.coach_label.text() if self._coaching else ""
