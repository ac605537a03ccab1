"""Edit ▸ Preferences: every option of ``Settings``, applied as soon as it is changed.

The dialog only writes settings; the app listens to ``Settings.changed`` and applies each
change to the window (a language change rebuilds the window, and this dialog with it).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.gui.form import close_button_box, form_check, form_combo, form_label, named
from sudoku_desktop.gui.numbers import rate_number
from sudoku_desktop.gui.window.settings import Settings
from sudoku_desktop.gui.wording import translated

FASTEST = 40  # the watch panel's speed slider: this value means "as fast as possible"


class PreferencesDialog(QDialog):
    """Language, palette, candidates, animation speed, reduced motion, default search."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("preferences_dialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.setAccessibleName(self.tr("Preferences"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        form = QFormLayout()

        self.language = self._choice(
            "language", self.tr("Language"), [self.tr("System language"), "English", "Français"]
        )
        self.palette_choice = self._choice(
            "palette",
            self.tr("Colours"),
            [self.tr("Default"), self.tr("Colour-blind safe (Okabe–Ito)")],
        )
        self.small_digits = self._choice(
            "small_digits",
            self.tr("Small digits"),
            [self.tr("None"), self.tr("My notes"), self.tr("All candidates")],
        )
        self.clean_peer_notes = self._check(
            "clean_peer_notes",
            self.tr("Placing a digit removes it from the notes of its row, column and box"),
        )
        self.pause_on_focus_loss = self._check(
            "pause_on_focus_loss", self.tr("Pause the game when the window loses focus")
        )
        self.type_advances = self._check(
            "type_advances",
            self.tr("Typing a puzzle, move to the next cell after each digit"),
        )
        self.speed = named(
            QSlider(Qt.Orientation.Horizontal, self), "pref_speed", self.tr("Animation speed")
        )
        self.speed.setRange(0, FASTEST)
        self.speed.setValue(settings.animation_speed)
        self.speed_label = named(QLabel(self), "pref_speed_label", self.tr("Animation speed"))
        self.reduced_motion = self._check(
            "reduced_motion", self.tr("Reduced motion (no flashes or fades)")
        )
        from sudoku_desktop.core.search import ALGORITHMS, Power

        self.algorithm = self._combo(
            "pref_algorithm",
            self.tr("Default algorithm"),
            [(a.id, translated(a.title_phrase)) for a in ALGORITHMS.values()],
            "default_algorithm",
        )
        self.power = self._combo(
            "pref_power",
            self.tr("Deduction power"),
            [(power.value, translated(power.title_phrase)) for power in Power],
            "deduction_power",
        )
        form.addRow(self._label(self.tr("&Language:"), self.language), self.language)
        form.addRow(self._label(self.tr("&Colours:"), self.palette_choice), self.palette_choice)
        form.addRow(self._label(self.tr("S&mall digits:"), self.small_digits), self.small_digits)
        form.addRow("", self.clean_peer_notes)
        form.addRow("", self.pause_on_focus_loss)
        form.addRow("", self.type_advances)
        form.addRow(self._label(self.tr("Animation &speed:"), self.speed), self.speed)
        form.addRow("", self.speed_label)
        form.addRow("", self.reduced_motion)
        form.addRow(self._label(self.tr("Default &algorithm:"), self.algorithm), self.algorithm)
        form.addRow(self._label(self.tr("Deduction &power:"), self.power), self.power)
        buttons = close_button_box(self, "preferences_buttons", self.tr("Close"), self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

        self._show_speed(settings.animation_speed)
        self.speed.valueChanged.connect(self._speed_changed)

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        return form_label(self, buddy.objectName() + "_label", text, buddy)

    def _combo(
        self, name: str, accessible: str, entries: list[tuple[str, str]], option: str
    ) -> QComboBox:
        """A combo box showing the setting ``option`` and writing every choice to it."""
        combo = form_combo(self, name, accessible, entries)
        combo.setCurrentIndex(max(0, combo.findData(getattr(self.settings, option))))
        combo.currentIndexChanged.connect(
            lambda: setattr(self.settings, option, str(combo.currentData()))
        )
        return combo

    def _choice(self, option: str, accessible: str, texts: list[str]) -> QComboBox:
        """The combo box ``pref_<option>`` of a setting with fixed choices: ``texts`` name
        them in the order the setting lists them (so a choice is written once, there)."""
        choices = Settings.options()[option].choices
        entries = list(zip(choices, texts, strict=True))
        return self._combo(f"pref_{option}", accessible, entries, option)

    def _check(self, option: str, text: str) -> QCheckBox:
        """The check box ``pref_<option>`` showing the setting and writing every toggle."""
        check = form_check(self, f"pref_{option}", text, text)
        check.setChecked(getattr(self.settings, option))
        check.toggled.connect(lambda checked: setattr(self.settings, option, checked))
        return check

    def _show_speed(self, value: int) -> None:
        if value >= FASTEST:
            text = self.tr("As fast as possible")
        else:
            text = self.tr("{0} steps a second").format(rate_number(10 ** (value / 10)))
        self.speed_label.setText(text)

    @Slot(int)
    def _speed_changed(self, value: int) -> None:
        self._show_speed(value)
        self.settings.animation_speed = value
