"""Print, Export as PDF (1, 2, 4 or 6 grids a page, solutions) and Export board as image."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.files.print_pages import page_count
from sudoku_desktop.gui.files.printing import PrintOptions, PrintOptionsDialog
from tests.gui.conftest import SAMPLES, wait_idle

PAGE = re.compile(rb"/Type\s*/Page(?!s)")


def pdf_pages(path: Path) -> int:
    """Pages of a PDF file, counted from its page objects."""
    return len(PAGE.findall(path.read_bytes()))


def open_list(window: MainWindow, qtbot: QtBot, count: int) -> None:
    """Paste ``count`` puzzles: the list dialog opens; close it (the list stays open)."""
    lines = [puzzle.to_line() for puzzle in SAMPLES.values()] * 3
    QApplication.clipboard().setText("\n".join(lines[:count]))
    window.commands.action_paste.trigger()
    assert len(window.files.open_list) == count
    wait_idle(qtbot, window)
    if window.files.list_dialog is not None:
        window.files.list_dialog.reject()


def test_export_pdf_of_the_board_with_its_solution(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "board.pdf"
    monkeypatch.setattr(
        PrintOptionsDialog, "ask", classmethod(lambda cls, n, p: PrintOptions(False, 1, True))
    )
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.commands.action_export_pdf.trigger()
    wait_idle(qtbot, window)
    assert pdf_pages(path) == 2
    assert "Wrote 2 pages" in window.statusBar().currentMessage()


@pytest.mark.parametrize(
    ("per_page", "solutions", "pages"), [(4, False, 2), (6, True, 4), (2, False, 4)]
)
def test_export_pdf_of_an_open_list(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, per_page: int, solutions: bool, pages: int
) -> None:
    open_list(window, qtbot, 7)
    path = tmp_path / "list.pdf"
    window.printing.export_pdf_to(str(path), PrintOptions(True, per_page, solutions))
    wait_idle(qtbot, window)
    assert pdf_pages(path) == pages == page_count(7, per_page, solutions)


def test_print_to_a_pdf_printer(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(path))
    window.printing.print_to(printer, PrintOptions(False, 1, False))
    wait_idle(qtbot, window)
    assert pdf_pages(path) == 1
    assert "Printed 1 pages" in window.statusBar().currentMessage()


def test_export_the_board_as_png_and_svg(window: MainWindow, tmp_path: Path) -> None:
    png = tmp_path / "board.png"
    assert window.printing.export_image_to(str(png))
    image = QImage(str(png))
    assert image.width() == window.board_view.width() > 0
    svg = tmp_path / "board.svg"
    assert window.printing.export_image_to(str(svg))
    text = svg.read_text(encoding="utf-8")
    assert "<svg" in text and ">5<" in text.replace(" ", "")
