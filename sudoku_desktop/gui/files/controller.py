"""Clipboard, drag and drop, open, save, export and recent files: text in and out of the board.

Text comes in through one door, ``load_text(text, source)``: a paste, a drop, or a file's
contents. A long text is read in the worker thread. A failed paste or open shows the reason
in the banner and leaves the board as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QObject, Signal, Slot
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.files.recent import RecentFiles
from sudoku_desktop.gui.numbers import local
from sudoku_desktop.gui.threads.job_runner import JobRunner
from sudoku_desktop.gui.wording import translated

if TYPE_CHECKING:  # the readers load with the first text read, after the first paint
    from sudoku_desktop.core.formats import PuzzleFormatError
    from sudoku_desktop.gui.files.disk import Opened
    from sudoku_desktop.gui.files.puzzle_list_dialog import PuzzleListDialog

EXPORT_SUFFIXES = {"line": ".txt", "grid": ".ss", "pencilmarks": ".txt"}


class FileController(QObject):
    """Moves puzzles between the board and the clipboard, drops and files."""

    session_opened = Signal(int)  # a session file is on the board: its play time so far

    def __init__(
        self,
        window: QWidget,
        editor: Editor,
        runner: JobRunner,
        recent_menu: QMenu,
        recent: RecentFiles | None = None,
        play_seconds: Callable[[], int] = lambda: 0,
    ) -> None:
        super().__init__(window)
        self.play_seconds = play_seconds  # the clock, saved with a session
        self.window = window
        self.editor = editor
        self.runner = runner
        self.recent = recent if recent is not None else RecentFiles()
        self.recent_menu = recent_menu
        self.list_dialog: PuzzleListDialog | None = None
        self.open_list: list[Puzzle] = []  # the list opened last, for File ▸ Print
        self.refresh_recent_menu()

    # Text in -----------------------------------------------------------------------------
    def load_text(self, text: str, source: Path | None = None) -> bool:
        """The one door for text coming in: pasted or dropped (``source`` None) or the
        contents of the file ``source``. One puzzle loads, several go to the pick list, a
        file's session opens; what cannot be read goes to the banner, the board unchanged.

        A text over ``SYNC_OPEN_BYTES`` is read in the worker: then True only means the
        reading started, and the outcome is reported when it ends.
        """
        if source is None and len(text) > MAX_PASTE_CHARACTERS:
            self.editor.error.emit(
                self.tr(
                    "The pasted text is {0:,} characters long; a paste takes at most {1:,}. "
                    "Open it as a file instead."
                ).format(local(len(text)), local(MAX_PASTE_CHARACTERS))
            )
            return False
        if len(text) > SYNC_OPEN_BYTES:
            job = partial(_read_or_error, text, source)
            self.runner.submit("open", job, partial(self._show, source))
            return True
        return self._show(source, _read_or_error(text, source))

    # Clipboard and drops ---------------------------------------------------------------
    @Slot()
    def paste(self) -> None:
        """Read the clipboard's text in any supported format."""
        self.load_text(QGuiApplication.clipboard().text())

    def copy_as(self, kind: str) -> None:
        """Put the board on the clipboard as text of ``kind`` (one of ``EXPORT_SUFFIXES``)."""
        QGuiApplication.clipboard().setText(self.editor.copy_text(kind))
        self.editor.status.emit(self.tr("Copied the board to the clipboard"))

    @staticmethod
    def accepts(mime: QMimeData) -> bool:
        """True for dropped text or local files."""
        return mime.hasText() or any(url.isLocalFile() for url in mime.urls())

    def drop(self, mime: QMimeData) -> None:
        """A dropped file opens; dropped text pastes."""
        files = [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]
        if files:
            self.open_path(files[0])
        elif mime.hasText():
            self.load_text(mime.text())

    # Open ------------------------------------------------------------------------------
    @Slot()
    def open(self) -> None:
        """Ask for a file and open it."""
        from sudoku_desktop.gui.files.file_dialogs import ask_open_path  # not needed to start

        path = ask_open_path(
            self.window,
            self.tr("Open a puzzle or a session"),
            self.tr("Puzzles and sessions (*.txt *.sdk *.ss *.sdm *.json *.hsol *.*)"),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a session or a puzzle file through ``load_text``; many puzzles → a list.

        A file over ``SYNC_OPEN_BYTES`` is read in the worker so the window never freezes;
        then True only means the reading started, and the outcome is reported when it ends.
        """
        try:
            size = Path(path).stat().st_size
        except OSError:
            size = 0  # file_text names the problem
        if size > SYNC_OPEN_BYTES:
            name = Path(path).name
            self.editor.status.emit(
                self.tr("Reading {0} ({1:.1f} MB)…").format(name, local(size / 1_000_000))
            )
            job = partial(_file_text_or_error, path)
            self.runner.submit("open", job, partial(self._file_read, path))
            return True
        return self._file_read(path, _file_text_or_error(path))

    def _file_read(self, path: str, text: str | ValueError) -> bool:
        if isinstance(text, ValueError):
            return self._show(Path(path), text)
        return self.load_text(text, Path(path))

    def _show(self, source: Path | None, opened: Opened | ValueError) -> bool:
        """Put what a text held on the board (or in the pick list); report what went wrong."""
        if source is None:
            assert not isinstance(opened, ValueError)  # pasted text is read leniently
            return self._show_pasted(opened.puzzles)
        if isinstance(opened, ValueError):
            message = self.tr("Could not open {0}: {1}").format(source, opened)
            self.editor.error.emit(message)
            self._offer_rescued(opened, message)
            return False
        self.recent.add(str(source))
        self.refresh_recent_menu()
        name = source.name
        if opened.state is not None:
            self.editor.push(opened.state, self.tr("Open {0}").format(name), reset=True)
            self.session_opened.emit(opened.play_seconds)
            self.editor.status.emit(self.tr("Session opened: {0}").format(name))
            return True
        readable = [p for p in opened.puzzles if isinstance(p, Puzzle)]
        if len(opened.puzzles) == 1:
            entry = opened.puzzles[0]
            if not isinstance(entry, Puzzle):  # the reader's error
                self.editor.error.emit(
                    self.tr("Could not read {0}: {1}").format(name, translated(entry.phrase()))
                )
                return False
            self.editor.load_puzzle(entry, self.tr("Open {0}").format(name))
            return True
        if not readable:
            first = opened.puzzles[0]
            assert not isinstance(first, Puzzle)
            reason = translated(first.phrase())
            self.editor.error.emit(self.tr("Could not read {0}: {1}").format(name, reason))
            return False
        self.choose_puzzle(name, list(opened.puzzles))
        return True

    def _offer_rescued(self, refused: ValueError, message: str) -> None:
        """A damaged session file whose board could be rescued: offer it in the banner."""
        from sudoku_desktop.gui.files.disk import SessionRefusedError
        from sudoku_desktop.gui.files.rescue import offer_board
        from sudoku_desktop.gui.window.banner import Banner

        banner = self.window.findChild(Banner, "banner")
        if isinstance(refused, SessionRefusedError) and refused.rescued is not None and banner:
            offer_board(banner, self.editor, refused.rescued, message)

    def _show_pasted(self, entries: tuple[Puzzle | PuzzleFormatError, ...]) -> bool:
        """A paste or a drop: every entry must read (the first bad one refuses the text)."""
        bad = next((entry for entry in entries if not isinstance(entry, Puzzle)), None)
        if bad is not None:
            reason = translated(bad.phrase())
            self.editor.error.emit(self.tr("Could not read the pasted text: {0}").format(reason))
            return False
        if not entries:
            self.editor.error.emit(self.tr("The pasted text holds no puzzle"))
            return False
        if len(entries) > 1:
            self.choose_puzzle(self.tr("Pasted puzzles"), list(entries))
            return True
        entry = entries[0]
        assert isinstance(entry, Puzzle)
        self.editor.load_puzzle(entry, self.tr("Paste puzzle"))
        return True

    def choose_puzzle(self, title: str, entries: list[Puzzle | PuzzleFormatError]) -> None:
        """Show the list (verdicts computed in the worker); load the one picked."""
        from sudoku_desktop.core import assistant
        from sudoku_desktop.gui.files.puzzle_list_dialog import PuzzleListDialog

        dialog = PuzzleListDialog(title, entries, self.window)
        self.list_dialog = dialog
        self.open_list = dialog.puzzles()
        job = partial(assistant.check_many, dialog.puzzles())
        self.runner.submit("verdicts", job, dialog.show_verdicts)
        dialog.accepted.connect(self._on_list_accepted)
        dialog.finished.connect(self._on_list_finished)
        dialog.open()

    @Slot()
    def _on_list_accepted(self) -> None:
        dialog = self.list_dialog
        if dialog is not None and (puzzle := dialog.chosen()) is not None:
            self.editor.load_puzzle(puzzle, self.tr("Open puzzle"))

    @Slot()
    def _on_list_finished(self) -> None:
        self.runner.cancel("verdicts")
        if self.list_dialog is not None:
            self.list_dialog.deleteLater()
        self.list_dialog = None

    def refresh_recent_menu(self) -> None:
        """Rebuild "Open recent" from the settings."""
        self.recent_menu.clear()
        for path in self.recent.paths():
            action = self.recent_menu.addAction(path)
            action.setData(path)
            action.triggered.connect(self._on_recent)
        self.recent_menu.setEnabled(bool(self.recent.paths()))

    @Slot()
    def _on_recent(self) -> None:
        action = self.sender()
        if isinstance(action, QAction) and not self.open_path(str(action.data())):
            self.recent.remove(str(action.data()))
            self.refresh_recent_menu()

    # Save and export -------------------------------------------------------------------
    @Slot()
    def save(self) -> None:
        """Ask where, then save the session as JSON."""
        from sudoku_desktop.gui.files.file_dialogs import ask_save_path

        types = [(self.tr("Sessions (*.json)"), ".json")]
        path = ask_save_path(self.window, self.tr("Save the session"), types, forced=True)
        if path:
            self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Save the session to ``path`` atomically; errors go to the banner."""
        from sudoku_desktop.gui.files import disk

        try:
            disk.save_session(path, self.editor.state(), self.play_seconds())
        except OSError as error:
            self.editor.error.emit(str(error))
            return False
        self.recent.add(path)
        self.refresh_recent_menu()
        self.editor.undo_stack.setClean()
        self.editor.status.emit(self.tr("Session saved to {0}").format(Path(path).name))
        return True

    def export_as(self, kind: str) -> None:
        """Ask where, then export the board as text of ``kind`` (one of ``EXPORT_SUFFIXES``)."""
        file_filter = {
            "line": self.tr("Line (*.txt)"),
            "grid": self.tr("Grid (*.ss *.txt)"),
            "pencilmarks": self.tr("Pencil marks (*.txt)"),
        }[kind]
        from sudoku_desktop.gui.files.file_dialogs import ask_save_path

        types = [(file_filter, EXPORT_SUFFIXES[kind])]
        path = ask_save_path(self.window, self.tr("Export the puzzle"), types)
        if path:
            self.export_to(path, kind)

    def export_to(self, path: str, kind: str) -> bool:
        """Write the board as text of ``kind`` to ``path`` atomically."""
        from sudoku_desktop.gui.files import disk

        try:
            disk.write_text_atomically(path, self.editor.copy_text(kind) + "\n")
        except OSError as error:
            self.editor.error.emit(str(error))
            return False
        self.editor.status.emit(self.tr("Exported to {0}").format(Path(path).name))
        return True


SYNC_OPEN_BYTES = 1_000_000
"""Files up to this size open at once; larger ones are read in the worker thread."""


MAX_PASTE_CHARACTERS = 1_000_000
"""Longest pasted or dropped text read at once (about 12,000 one-line puzzles, read in a
quarter second): a longer one is refused before reading, so the window never freezes."""


def _file_text_or_error(path: str) -> str | ValueError:
    """``disk.file_text`` with its documented error as a value, to cross threads."""
    from sudoku_desktop.gui.files import disk

    try:
        return disk.file_text(Path(path))
    except ValueError as error:
        return error


def _read_or_error(text: str, source: Path | None) -> Opened | ValueError:
    """``disk.read_text`` with its documented error as a value, to cross threads."""
    from sudoku_desktop.gui.files import disk

    try:
        return disk.read_text(text, source)
    except ValueError as error:
        return error
