"""File ▸ Print, Export as PDF and Export board as image.

Print and PDF take the current puzzle or every puzzle of the list opened last, 1, 2, 4 or
6 a page, with an optional solution page; rating and solving them (and, for a PDF, the
drawing) run in the worker thread. The image is the board as shown, as PNG or SVG.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QItemSelectionModel,
    QObject,
    QPoint,
    QSignalBlocker,
    QSize,
    QStandardPaths,
    Signal,
    Slot,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QWidget,
)

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.files import exports
from sudoku_desktop.gui.files.file_dialogs import ask_save_path
from sudoku_desktop.gui.files.print_pages import (
    PER_PAGE_CHOICES,
    PrintedPuzzle,
    paint_pages,
    prepare,
)
from sudoku_desktop.gui.form import form_check, form_label, named
from sudoku_desktop.gui.threads.job_runner import JobRunner

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

PDF_RESOLUTION = exports.PDF_RESOLUTION


@dataclass(frozen=True)
class PrintOptions:
    """What to print: the whole open list or the board's puzzle, grids a page, solutions."""

    whole_list: bool
    per_page: int
    with_solutions: bool


def write_pdf(path: str, printed: list[PrintedPuzzle], options: PrintOptions) -> int:
    """Draw the puzzles into a PDF file at ``path`` (any thread), written whole or not at
    all (``exports.write_pdf``); its page count, or OSError in words."""
    paint = partial(paint_pages, puzzles=printed, per_page=options.per_page)
    return exports.write_pdf(path, partial(paint, with_solutions=options.with_solutions))


def pdf_job(path: str, puzzles: list[Puzzle], options: PrintOptions) -> int | OSError:
    """The worker's job for Export as PDF: prepare, then draw; a write error as a value."""
    try:
        return write_pdf(path, prepare(puzzles), options)
    except OSError as error:
        return error


class PrintOptionsDialog(QDialog):
    """Asks how many grids a page, whether to add the solutions, and which puzzles."""

    def __init__(self, list_size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("print_options")
        self.setWindowTitle(self.tr("Print options"))
        self.setAccessibleName(self.tr("Print options"))
        form = QFormLayout(self)
        self.scope = named(QComboBox(self), "print_scope", self.tr("Puzzles to print"))
        self.scope.addItem(self.tr("The puzzle on the board"), False)
        if list_size > 1:
            self.scope.addItem(
                self.tr("Every puzzle of the open list ({0})").format(list_size), True
            )
        self.per_page = named(QComboBox(self), "print_per_page", self.tr("Puzzles a page"))
        for count in PER_PAGE_CHOICES:
            self.per_page.addItem(str(count), count)
        solutions = self.tr("Add the solutions on pages of their own")
        self.solutions = form_check(self, "print_solutions", solutions, solutions)
        form.addRow(
            form_label(self, "print_scope_label", self.tr("&Puzzles:"), self.scope), self.scope
        )
        form.addRow(
            form_label(self, "print_per_page_label", self.tr("P&er page:"), self.per_page),
            self.per_page,
        )
        form.addRow("", self.solutions)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.setObjectName("print_buttons")
        buttons.setAccessibleName(self.tr("Print options buttons"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def options(self) -> PrintOptions:
        """The choices made."""
        return PrintOptions(
            bool(self.scope.currentData()),
            int(self.per_page.currentData()),
            self.solutions.isChecked(),
        )

    @classmethod
    def ask(cls, list_size: int, parent: QWidget) -> PrintOptions | None:
        """Show the dialog; the options, or None when cancelled."""
        dialog = cls(list_size, parent)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        options = dialog.options()
        dialog.deleteLater()
        return options if accepted else None


class PrintController(QObject):
    """Print, PDF and image export of the board ``view`` shows; says what it did in
    ``status``, and what it could not write in ``failed``."""

    status = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        open_list: Callable[[], Sequence[Puzzle]],
        state: Callable[[], State],
        runner: JobRunner,
        view: BoardView,
        delegate: CellDelegate,
        window: QWidget,
    ) -> None:
        """``open_list``: the puzzles of the list opened last; ``state``: the board's;
        ``window``: the dialogs' parent."""
        super().__init__(window)
        self._open_list, self._state, self._runner = open_list, state, runner
        self._view, self._delegate, self._window = view, delegate, window
        self._printer: QPrinter | None = None

    def puzzles(self, whole_list: bool) -> list[Puzzle]:
        """The open list, or the board's puzzle (its givens; all its digits if none)."""
        if whole_list and self._open_list():
            return list(self._open_list())
        state = self._state()
        givens = tuple(
            d if o is Origin.GIVEN else 0 for d, o in zip(state.digits, state.origins, strict=True)
        )
        return [Puzzle(givens if any(givens) else state.digits)]

    def _ask(self) -> PrintOptions | None:
        return PrintOptionsDialog.ask(len(self._open_list()), self._window)

    @Slot()
    def print_(self) -> None:
        """Ask what to print, then the printer; the pages are drawn once rated and solved."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        options = self._ask()
        if options is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFileName(_default_pdf_path())  # printing to a file: a name, not a folder
        dialog = QPrintDialog(printer, self._window)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        dialog.deleteLater()
        if not accepted:
            return
        self._printer = printer
        self.print_to(printer, options)

    def print_to(self, printer: QPrinter, options: PrintOptions) -> None:
        """Prepare the puzzles in the worker, then draw them on ``printer``."""
        self._printer = printer
        puzzles = self.puzzles(options.whole_list)
        self.status.emit(self.tr("Preparing the pages to print…"))
        self._runner.submit(
            "print", partial(prepare, puzzles), partial(self._print_ready, options)
        )

    def _print_ready(self, options: PrintOptions, printed: list[PrintedPuzzle]) -> None:
        if self._printer is None:
            return
        pages = paint_pages(self._printer, printed, options.per_page, options.with_solutions)
        self._printer = None
        self.status.emit(self.tr("Pages printed: {0}").format(pages))

    @Slot()
    def export_pdf(self) -> None:
        """Ask what to print and where, then write the PDF in the worker."""
        options = self._ask()
        if options is None:
            return
        types = [(self.tr("PDF (*.pdf)"), ".pdf")]
        path = ask_save_path(self._window, self.tr("Export as PDF"), types, forced=True)
        if path:
            self.export_pdf_to(path, options)

    def export_pdf_to(self, path: str, options: PrintOptions) -> None:
        """Write the PDF of ``options`` to ``path`` in the worker thread."""
        puzzles = self.puzzles(options.whole_list)
        self.status.emit(self.tr("Writing {0}…").format(Path(path).name))
        job = partial(pdf_job, path, puzzles, options)
        self._runner.submit("pdf", job, partial(self._pdf_written, path))

    def _pdf_written(self, path: str, pages: int | OSError) -> None:
        if isinstance(pages, OSError):
            self.failed.emit(self.tr("Could not export the PDF: {0}").format(pages))
            return
        self.status.emit(self.tr("Wrote {1} (pages: {0})").format(pages, Path(path).name))

    @Slot()
    def export_image(self) -> None:
        """Ask where, then save the board as shown (PNG, or SVG for a drawing)."""
        types = [(self.tr("PNG image (*.png)"), ".png"), (self.tr("SVG drawing (*.svg)"), ".svg")]
        path = ask_save_path(self._window, self.tr("Export board as image"), types, picture=True)
        if path:
            self.export_image_to(path)

    def export_image_to(self, path: str) -> bool:
        """Save the board as ``path`` (.svg: a vector drawing; else a bitmap), without the
        selection's tint or the highlighted digit: the board, not where the player looks."""
        view = self._view
        try:
            with plain_board(view):
                if path.lower().endswith(".svg"):
                    size = QSize(view.width(), view.height())
                    exports.write_svg(path, size, self.tr("Sudoku board"), self._render_board)
                else:
                    exports.write_pixmap(path, view.grab())
        except OSError as error:  # said in words; the previous file is left whole
            said = self.tr("Could not export the board: {0}").format(error)
            self.failed.emit(said)
            return False
        self.status.emit(self.tr("Board saved as {0}").format(Path(path).name))
        return True

    def _render_board(self, painter: QPainter) -> None:
        """The board as shown, digits as text (not pictures) for a vector drawing."""
        self._delegate.stamps = False
        try:
            self._view.render(painter, QPoint(0, 0))
        finally:
            self._delegate.stamps = True


@contextmanager
def plain_board(view: BoardView) -> Iterator[None]:
    """Within the block, ``view`` paints no selection and no highlighted digit; the screen
    is not told (signals blocked), and both are put back as they were."""
    model, selection = view.model(), view.selectionModel()
    assert isinstance(model, BoardModel)
    cell, chosen = model.focus()
    selected = selection.selection()
    with QSignalBlocker(model), QSignalBlocker(selection):
        model.set_focus(None, 0)
        selection.clearSelection()
        try:
            yield
        finally:
            selection.select(selected, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            model.set_focus(cell, chosen)


def _default_pdf_path() -> str:
    """Where Print to File writes unless the user says otherwise: Documents/sudoku.pdf."""
    location = QStandardPaths.StandardLocation.DocumentsLocation
    folder = QStandardPaths.writableLocation(location)
    if not folder or not Path(folder).is_dir():
        folder = str(Path.home())
    return str(Path(folder) / "sudoku.pdf")
