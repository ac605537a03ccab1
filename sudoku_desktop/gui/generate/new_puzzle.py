"""File ▸ New puzzle: opens the generator dialog, puts its puzzle on the board, or hands a
seed-003 run to the watch panel. The dialog asks for the board size, the size last chosen
(here or in Type a puzzle's bar) first.

A generated puzzle is loaded as any puzzle is (the clock starts again), one undo step, its
clues as givens (bold black); the status bar says the method, the level (within Extreme,
its tier by Sudoku Explainer's difficulty: Nightmare, Insane, Inhuman), the clue count and
the seed that makes it again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QMainWindow

from sudoku_desktop.core.catalog import level_phrase
from sudoku_desktop.core.generator import Generated
from sudoku_desktop.core.generator.titles import MODE_NAMES, phrases
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import Step
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.generate.dialog import GeneratorDialog
from sudoku_desktop.gui.generate.runner import Request
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.wording import translated


class NewPuzzleController(QObject):
    """Owns the dialog (kept between uses, so it remembers the settings)."""

    def __init__(self, window: QMainWindow, editor: Editor, watch_panel: WatchPanel) -> None:
        super().__init__(window)
        self.window = window
        self.editor = editor
        self.watch_panel = watch_panel
        self.dialog: GeneratorDialog | None = None
        watch_panel.use_requested.connect(self.use_watched)

    @Slot()
    def open_dialog(self) -> GeneratorDialog:
        """Show the dialog (window-modal) with the board's digits as the possible start."""
        if self.dialog is None:
            self.dialog = GeneratorDialog(self.window)
            self.dialog.puzzle_generated.connect(self.show_puzzle)
            self.dialog.watch_requested.connect(self.watch)
            self.dialog.size_chosen.connect(self._size_chosen)
        settings = getattr(self.window, "settings", None)  # the window's preferences, if shown
        if settings is not None:
            self.dialog.set_size(settings.board_size)
        self.dialog.set_board(self.editor.state().digits)
        self.dialog.open()
        return self.dialog

    @Slot(int)
    def _size_chosen(self, size: int) -> None:
        """Remember the size chosen (Type a puzzle offers it next too)."""
        settings = getattr(self.window, "settings", None)
        if settings is not None:
            settings.board_size = size

    @Slot(object)
    def show_puzzle(self, made: Generated) -> None:
        """Replace the board with the puzzle: one undo step, givens bold black; loaded as
        any puzzle is, so play (and its clock) starts again."""
        self.editor.load_puzzle(Puzzle(made.digits), self.tr("New puzzle"))
        level = translated(level_phrase(made.level)) if made.level else self.tr("unrated")
        self.editor.status.emit(
            self.tr("New puzzle: {0}, {1}, {2} clues, seed {3}").format(
                translated(phrases(MODE_NAMES)[made.mode]), level, made.clues, made.seed
            )
        )

    @Slot(str, object, object)
    def watch(
        self, title: str, start: tuple[int, ...], make_steps: Callable[[], Iterator[Step]]
    ) -> None:
        """Play a generator run in the watch panel, its side panel shown and in front."""
        page = self.window.findChild(QObject, "watch_dock")  # the window's SidePage
        if page is not None:
            page.raise_()  # type: ignore[attr-defined]
        self.watch_panel.watch_stream(title, start, make_steps, offers_use=True)
        watched = self.dialog.watched if self.dialog is not None else None
        if watched is None:
            return
        mode = translated(phrases(MODE_NAMES)[watched.mode])
        if watched.difficulty is None:
            said = self.tr(
                "Watching the generator ({0}, seed {1}); New puzzle with this seed and "
                "level Any makes the same puzzle"
            ).format(mode, watched.seed)
        else:
            said = self.tr(
                "Watching the run of the generator ({0}, seed {1}) that was steered to {2}: "
                "Use this puzzle, at its end, loads the {2} puzzle"
            ).format(mode, watched.seed, translated(level_phrase(watched.difficulty)))
        self.editor.status.emit(said)

    @Slot()
    def use_watched(self) -> None:
        """Put the watched run's puzzle on the board: the one made at the level asked, or
        with level Any the same mode, seed and start make it again (``core.generator.watch``),
        in the dialog's thread, loaded as a generated one."""
        watched = self.dialog.watched if self.dialog is not None else None
        if self.dialog is None or watched is None:
            return
        if self.dialog.watched_made is not None:
            self.show_puzzle(self.dialog.watched_made)
            return
        self.dialog.make(
            Request(watched.mode, watched.seed, start=watched.start, size=watched.size)
        )

    def shutdown(self) -> None:
        """Stop a generation in progress and its thread (before the window closes)."""
        if self.dialog is not None:
            self.dialog.shutdown()
