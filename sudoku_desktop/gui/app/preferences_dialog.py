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
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.gui.app.settings import Settings
from sudoku_desktop.gui.form import form_check, form_combo, form_label
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

        self.language = self._combo(
            "pref_language",
            self.tr("Language"),
            [("system", self.tr("System language")), ("en", "English"), ("fr", "Français")],
            settings.language,
        )
        self.palette = self._combo(
            "pref_palette",
            self.tr("Colours"),
            [
                ("default", self.tr("Default")),
                ("colour_blind", self.tr("Colour-blind safe (Okabe–Ito)")),
            ],
            settings.palette,
        )
        self.small_digits = self._combo(
            "pref_small_digits",
            self.tr("Small digits"),
            [
                ("none", self.tr("None")),
                ("notes", self.tr("My notes")),
                ("candidates", self.tr("All candidates")),
            ],
            settings.small_digits,
        )
        self.clean_peer_notes = self._check(
            "pref_clean_peer_notes",
            self.tr("Placing a digit removes it from the notes of its row, column and box"),
            settings.clean_peer_notes,
        )
        self.pause_on_focus_loss = self._check(
            "pref_pause_on_focus_loss",
            self.tr("Pause the game when the window loses focus"),
            settings.pause_on_focus_loss,
        )
        self.speed = QSlider(Qt.Orientation.Horizontal, self)
        self.speed.setObjectName("pref_speed")
        self.speed.setAccessibleName(self.tr("Animation speed"))
        self.speed.setRange(0, FASTEST)
        self.speed.setValue(settings.animation_speed)
        self.speed_label = QLabel(self)
        self.speed_label.setObjectName("pref_speed_label")
        self.speed_label.setAccessibleName(self.tr("Animation speed"))
        self.reduced_motion = self._check(
            "pref_reduced_motion",
            self.tr("Reduced motion (no flashes or fades)"),
            settings.reduced_motion,
        )
        from sudoku_desktop.core.search import ALGORITHMS, Power

        self.algorithm = self._combo(
            "pref_algorithm",
            self.tr("Default algorithm"),
            [(a.id, translated(a.title_phrase)) for a in ALGORITHMS.values()],
            settings.default_algorithm,
        )
        self.power = self._combo(
            "pref_power",
            self.tr("Deduction power"),
            [(power.value, translated(power.title_phrase)) for power in Power],
            settings.deduction_power,
        )
        form.addRow(self._label(self.tr("&Language:"), self.language), self.language)
        form.addRow(self._label(self.tr("&Colours:"), self.palette), self.palette)
        form.addRow(self._label(self.tr("S&mall digits:"), self.small_digits), self.small_digits)
        form.addRow("", self.clean_peer_notes)
        form.addRow("", self.pause_on_focus_loss)
        form.addRow(self._label(self.tr("Animation &speed:"), self.speed), self.speed)
        form.addRow("", self.speed_label)
        form.addRow("", self.reduced_motion)
        form.addRow(self._label(self.tr("Default &algorithm:"), self.algorithm), self.algorithm)
        form.addRow(self._label(self.tr("Deduction &power:"), self.power), self.power)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("preferences_buttons")
        buttons.setAccessibleName(self.tr("Close"))
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

        self._show_speed(settings.animation_speed)
        self.language.currentIndexChanged.connect(self._language_chosen)
        self.palette.currentIndexChanged.connect(self._palette_chosen)
        self.small_digits.currentIndexChanged.connect(self._small_digits_chosen)
        self.clean_peer_notes.toggled.connect(self._clean_peer_notes_toggled)
        self.pause_on_focus_loss.toggled.connect(self._pause_on_focus_loss_toggled)
        self.speed.valueChanged.connect(self._speed_changed)
        self.reduced_motion.toggled.connect(self._reduced_motion_toggled)
        self.algorithm.currentIndexChanged.connect(self._algorithm_chosen)
        self.power.currentIndexChanged.connect(self._power_chosen)

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        return form_label(self, buddy.objectName() + "_label", text, buddy)

    def _combo(
        self, name: str, accessible: str, entries: list[tuple[str, str]], current: str
    ) -> QComboBox:
        combo = form_combo(self, name, accessible, entries)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def _check(self, name: str, text: str, checked: bool) -> QCheckBox:
        check = form_check(self, name, text, text)
        check.setChecked(checked)
        return check

    def _show_speed(self, value: int) -> None:
        if value >= FASTEST:
            text = self.tr("As fast as possible")
        else:
            rate = 10 ** (value / 10)
            shown = f"{rate:.0f}" if rate >= 2 else f"{rate:.1f}"
            text = self.tr("{0} steps a second").format(shown)
        self.speed_label.setText(text)

    @Slot()
    def _language_chosen(self) -> None:
        self.settings.language = str(self.language.currentData())

    @Slot()
    def _palette_chosen(self) -> None:
        self.settings.palette = str(self.palette.currentData())

    @Slot()
    def _small_digits_chosen(self) -> None:
        self.settings.small_digits = str(self.small_digits.currentData())

    @Slot(bool)
    def _clean_peer_notes_toggled(self, checked: bool) -> None:
        self.settings.clean_peer_notes = checked

    @Slot(bool)
    def _pause_on_focus_loss_toggled(self, checked: bool) -> None:
        self.settings.pause_on_focus_loss = checked

    @Slot(int)
    def _speed_changed(self, value: int) -> None:
        self._show_speed(value)
        self.settings.animation_speed = value

    @Slot(bool)
    def _reduced_motion_toggled(self, checked: bool) -> None:
        self.settings.reduced_motion = checked

    @Slot()
    def _algorithm_chosen(self) -> None:
        self.settings.default_algorithm = str(self.algorithm.currentData())

    @Slot()
    def _power_chosen(self) -> None:
        self.settings.deduction_power = str(self.power.currentData())
