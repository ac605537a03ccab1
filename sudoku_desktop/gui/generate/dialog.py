"""The "New puzzle" dialog: method, level, symmetry, minimal, seed, start grid; Generate or Watch.

Generation runs in the dialog's ``GenerationRunner`` (its own thread) while the dialog shows
a progress bar; Cancel stops it within a few milliseconds and keeps the dialog open, so the
settings can be changed; Escape or closing the window stops it too. A result is handed on
through ``puzzle_generated`` and the dialog closes; a failure (a start grid that cannot be
used, no puzzle of the level in time) is shown in the dialog and changes nothing.
"Watch it being built" (seed-003 methods) hands the run to the watch panel through
``watch_requested(title, start_digits, make_steps)``: at once with level Any; with a level,
once the worker has made the puzzle of that level, the run it was steered from (its clues
then added or removed until the level is met), the puzzle kept in ``watched_made`` so that
"Use this puzzle" loads exactly it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QRegularExpression, Qt, Signal, Slot
from PySide6.QtGui import QPalette, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.catalog import level_phrase
from sudoku_desktop.core.generator import (
    LEVELS,
    MODES,
    SEED_003_MODES,
    SYMMETRIES,
    Generated,
    StartGridError,
    watch,
)
from sudoku_desktop.core.generator.titles import (
    MODE_DESCRIPTIONS,
    MODE_NAMES,
    MODE_TITLES,
    SYMMETRY_TITLES,
    phrases,
)
from sudoku_desktop.core.geometry import CELL_COUNT, CLASSIC
from sudoku_desktop.gui.board.size_choice import size_combo
from sudoku_desktop.gui.form import form_check, form_combo, form_label, named
from sudoku_desktop.gui.generate.offered import OptionTips, offer_levels
from sudoku_desktop.gui.generate.runner import Failure, GenerationRunner, Request
from sudoku_desktop.gui.wording import translated, translated_all

SEED_LIMIT = 2**32
"""Seeds drawn for the user are below this (10 digits at most: easy to copy)."""


class GeneratorDialog(QDialog):
    """Asks what puzzle to make, makes it in a worker thread, and hands it on."""

    puzzle_generated = Signal(object)  # Generated
    watch_requested = Signal(str, object, object)  # title, start digits, make_steps
    size_chosen = Signal(int)  # the user chose another board size

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_puzzle_dialog")
        self.setWindowTitle(self.tr("New puzzle"))
        self.setAccessibleName(self.tr("New puzzle"))
        self.board: tuple[int, ...] = (0,) * CELL_COUNT
        self.last: Generated | None = None
        self.watched: Request | None = None  # the last run handed to the watch panel
        self.watched_made: Generated | None = None  # its puzzle, when made at a level
        self._to_watch: Request | None = None  # a generation for "Watch it being built"
        self.runner = GenerationRunner(self)
        self._build()
        self._connect()
        self._mode_changed()
        self._set_running(False)

    # Building --------------------------------------------------------------------------
    def _build(self) -> None:
        self.size_combo = size_combo(self, CLASSIC.size)
        modes = translated_all(phrases(MODE_TITLES))
        self.mode_combo = self._combo("generator_mode_combo", self.tr("Method"), modes)
        self.description = named(
            QLabel(self), "generator_mode_description", self.tr("What the method does")
        )
        self.description.setWordWrap(True)
        self.description.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # a note
        levels = {"": self.tr("Any")} | {name: translated(level_phrase(name)) for name in LEVELS}
        self.difficulty_combo = self._combo("difficulty_combo", self.tr("Level"), levels)
        titles = translated_all(phrases(SYMMETRY_TITLES))
        symmetries = {name: titles[name] for name in SYMMETRIES}
        self.symmetry_combo = self._combo("symmetry_combo", self.tr("Symmetry"), symmetries)
        self.minimal_check = self._check(
            "minimal_check",
            self.tr("Minimal: no clue can be removed"),
            self.tr(
                "Every clue is needed: removing any one (with a symmetry, any symmetric group "
                "of clues) lets in a second solution"
            ),
        )
        self.start_check = self._check(
            "start_from_board_check",
            self.tr("Start from the grid on the board"),
            self.tr("Keep the digits on the board and add clues until the solution is unique"),
        )
        self.seed_edit = named(QLineEdit(self), "seed_edit", self.tr("Seed"))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setToolTip(self.tr("The same seed and settings make the same puzzle"))
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression("[0-9]{0,18}"), self.seed_edit)
        )
        self.last_seed_label = named(
            QLabel(self), "last_seed_label", self.tr("Seed of the last puzzle")
        )
        self.last_seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.last_seed_label.setWordWrap(True)  # "Dernière grille : graine …" is long
        self.last_seed_label.hide()
        form = QFormLayout()
        rows: list[tuple[str, str, QWidget]] = [
            ("size_field_label", self.tr("Board si&ze:"), self.size_combo),
            ("mode_field_label", self.tr("&Method:"), self.mode_combo),
            ("", "", self.description),
            ("difficulty_field_label", self.tr("&Level:"), self.difficulty_combo),
            ("symmetry_field_label", self.tr("S&ymmetry:"), self.symmetry_combo),
            ("", "", self.minimal_check),
            ("", "", self.start_check),
            ("seed_field_label", self.tr("S&eed:"), self.seed_edit),
            ("", "", self.last_seed_label),
        ]
        for name, text, field in rows:
            if name:
                form.addRow(self._label(name, text, field), field)
            else:
                form.addRow("", field)
        self.message = named(QLabel(self), "generator_message", self.tr("Message"))
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.message.hide()
        self.progress = named(
            QProgressBar(self), "generator_progress", self.tr("Generation progress")
        )
        self.progress.setTextVisible(True)
        self.buttons = named(
            QDialogButtonBox(self), "generator_buttons", self.tr("Dialog buttons")
        )
        self.generate_button = self._button("generate_button", self.tr("&Generate"))
        self.generate_button.setDefault(True)
        self.buttons.addButton(self.generate_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.watch_button = self._button("watch_button", self.tr("&Watch it being built"))
        self.watch_button.setToolTip(
            self.tr(
                "Show the run that builds the puzzle in the watch panel, step by step: clues "
                "appearing, the rules filling cells, failed trials flashing. With a level, "
                "the run kept for it is shown; clues are then added or removed to reach it"
            )
        )
        self.buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.option_tips = OptionTips(
            [self.symmetry_combo, self.minimal_check], [self.start_check, self.watch_button]
        )
        self.cancel_button = self._button("cancel_button", self.tr("Cancel"))
        self.buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        layout = self.main_layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.progress)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)

    def _label(self, name: str, text: str, buddy: QWidget) -> QLabel:
        return form_label(self, name, text, buddy)

    def _combo(self, name: str, accessible: str, items: dict[str, str]) -> QComboBox:
        return form_combo(self, name, accessible, items.items())

    def _check(self, name: str, text: str, tip: str) -> QCheckBox:
        check = form_check(self, name, text, text.split(":")[0])
        check.setToolTip(tip)
        return check

    def _button(self, name: str, text: str) -> QPushButton:
        button = named(QPushButton(text, self), name, text.replace("&", ""))
        button.setAutoDefault(False)
        return button

    def _connect(self) -> None:
        self.mode_combo.currentIndexChanged.connect(self._mode_changed)
        self.size_combo.activated.connect(self._size_activated)
        self.start_check.toggled.connect(self._start_toggled)
        self.generate_button.clicked.connect(self.generate)
        self.watch_button.clicked.connect(self.watch_it)
        self.cancel_button.clicked.connect(self._cancel_clicked)
        self.runner.generated.connect(self._on_generated)
        self.runner.failed.connect(self._on_failed)
        self.runner.cancelled.connect(self._on_cancelled)
        self.runner.progressed.connect(self._on_progressed)

    # Settings ----------------------------------------------------------------------------
    def set_board(self, digits: Sequence[int]) -> None:
        """The digits on the board now: the start grid if the user asks for it."""
        self.board = tuple(digits)
        self._start_toggled(self.start_check.isChecked())

    def set_size(self, size: int) -> None:
        """Make puzzles of ``size`` (the size last chosen, when the dialog opens)."""
        index = self.size_combo.findData(size)
        if index >= 0 and not self.start_check.isChecked():
            self.size_combo.setCurrentIndex(index)
            self._enable(self.runner.is_running())

    def chosen_size(self) -> int:
        """The chosen n."""
        return int(self.size_combo.currentData())

    @Slot(int)
    def _size_activated(self, index: int) -> None:
        self.size_chosen.emit(self.chosen_size())
        self._enable(self.runner.is_running())

    @Slot(bool)
    def _start_toggled(self, on: bool) -> None:
        """A start grid is the board's: its size is the board's too."""
        if on:
            index = self.size_combo.findData(round(len(self.board) ** 0.5))
            self.size_combo.setCurrentIndex(max(index, 0))
        self.size_combo.setEnabled(not on)
        self._enable(self.runner.is_running())

    def mode(self) -> str:
        """The chosen mode, one of the core's MODES."""
        mode = str(self.mode_combo.currentData())
        assert mode in MODES
        return mode

    def request(self) -> Request:
        """The settings as a request; an empty seed field draws a seed now."""
        mode = self.mode()
        text = self.seed_edit.text().strip()
        seed = int(text) if text else random.SystemRandom().randrange(SEED_LIMIT)
        classic = mode == "classic"
        return Request(
            mode,
            seed,
            difficulty=str(self.difficulty_combo.currentData()) or None,
            symmetry=str(self.symmetry_combo.currentData()) if classic else "none",
            minimal=self.minimal_check.isChecked() and classic,
            start=self.board if self.start_check.isChecked() and not classic else None,
            size=self.chosen_size(),
        )

    @Slot()
    def _mode_changed(self) -> None:
        self.description.setText(translated(phrases(MODE_DESCRIPTIONS)[self.mode()]))
        offer_levels(self.difficulty_combo, self.mode())
        self.message.hide()
        if not self.runner.is_running():
            self.progress.setFormat(self.tr("Ready"))
        self._enable(self.runner.is_running())
        self._fit()

    # Generating --------------------------------------------------------------------------
    @Slot()
    def generate(self) -> None:
        """Start generating in the worker thread with the settings shown."""
        self.make(self.request())

    def make(self, request: Request) -> None:
        """Generate ``request``'s puzzle in the worker thread; ``puzzle_generated`` follows."""
        self._start(request, to_watch=False)

    def _start(self, request: Request, to_watch: bool) -> None:
        self._to_watch = request if to_watch else None
        self.message.hide()
        self.runner.start(request)
        self.progress.setRange(0, 0)  # busy until the first attempt count arrives
        self.progress.setFormat(self.tr("Generating…"))
        self._set_running(True)

    @Slot()
    def watch_it(self) -> None:
        """Hand the chosen seed-003 run to the watch panel and close; with a level, make
        the puzzle first (in the worker) and hand on the run it was steered from."""
        request = self.request()
        try:
            watch(request.mode, seed=request.seed, start=request.start, size=request.size)
        except StartGridError as error:
            self._show_failure(Failure.START_GRID, translated(error.said))
            return
        if request.difficulty is not None:
            self._start(request, to_watch=True)
            return
        self._hand_to_watch(request, None)

    def _hand_to_watch(self, request: Request, made: Generated | None) -> None:
        state = made.run_state if made is not None else None
        seed = None if state is not None else request.seed
        make_steps = partial(
            watch, request.mode, seed=seed, start=request.start, run_state=state, size=request.size
        )
        start = request.start if request.start is not None else (0,) * request.size**2
        title = self.tr("Generator: {0}").format(translated(phrases(MODE_NAMES)[request.mode]))
        self._show_seed(request.seed)
        self.watched, self.watched_made = request, made
        self.watch_requested.emit(title, start, make_steps)
        self.accept()

    @Slot(object)
    def _on_generated(self, made: Generated) -> None:
        self.last = made
        self._set_running(False)
        if self._to_watch is not None:
            request, self._to_watch = self._to_watch, None
            self._hand_to_watch(request, made)
            return
        self._show_seed(made.seed)
        self.puzzle_generated.emit(made)
        self.accept()

    @Slot(str, str)
    def _on_failed(self, kind: str, message: str) -> None:
        self._set_running(False)
        self._show_failure(kind, message)

    @Slot()
    def _on_cancelled(self) -> None:
        self._set_running(False)
        self.progress.setFormat(self.tr("Stopped"))

    @Slot(int, int)
    def _on_progressed(self, attempt: int, attempts: int) -> None:
        if attempts > 1:
            self.progress.setRange(0, attempts)
            self.progress.setValue(attempt - 1)
            self.progress.setFormat(
                self.tr("Attempt {0} of at most {1}").format(attempt, attempts)
            )

    def _show_failure(self, kind: str, message: str) -> None:
        words = {
            Failure.START_GRID: self.tr("The grid on the board cannot be used: {0}"),
            Failure.NOT_FOUND: self.tr("No puzzle found: {0}"),
        }.get(kind, self.tr("Generation failed: {0}"))
        self.message.setText(words.format(message))
        self.message.show()
        self.progress.setFormat(self.tr("Not generated"))
        self._fit()

    def _show_seed(self, seed: int) -> None:
        self.last_seed_label.setText(
            self.tr("Last puzzle: seed {0} (type it above to make the same puzzle)").format(seed)
        )
        self.last_seed_label.show()
        self._fit()

    def _fit(self) -> None:
        """Grow or shrink to the wrapped texts shown (Qt does not redo it by itself)."""
        self.main_layout.activate()
        height = self.heightForWidth(self.width())
        self.resize(self.width(), height if height > 0 else self.sizeHint().height())

    def _set_running(self, running: bool) -> None:
        if not running:
            self.progress.setRange(0, 1)
            self.progress.setValue(0)
            self.progress.setFormat(self.tr("Ready"))
        self._enable(running)
        self.cancel_button.setText(self.tr("Stop") if running else self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.cancel_button.text().replace("&", ""))

    def _enable(self, running: bool) -> None:
        """Settings are frozen while generating; each applies to its modes only."""
        mode = self.mode()
        classic = mode == "classic"
        for widget in (self.mode_combo, self.difficulty_combo, self.seed_edit):
            widget.setEnabled(not running)
        self.generate_button.setEnabled(not running)
        self.symmetry_combo.setEnabled(classic and not running)
        self.minimal_check.setEnabled(classic and not running)
        self.start_check.setEnabled(not classic and not running)
        self.watch_button.setEnabled(mode in SEED_003_MODES and not running)
        self.option_tips.show(classic)

    # Closing -----------------------------------------------------------------------------
    @Slot()
    def _cancel_clicked(self) -> None:
        """Stop a generation in progress (the dialog stays), or close the dialog."""
        if self.runner.is_running():
            self.runner.cancel()
            self.progress.setFormat(self.tr("Stopping…"))
        else:
            self.reject()

    def reject(self) -> None:
        """Escape or the window's close button: stop any generation, then close."""
        self.runner.cancel()
        super().reject()

    def shutdown(self) -> None:
        """Stop the generation thread and wait for it (before the window closes)."""
        self.runner.shutdown()
