"""File ▸ Print and Export as PDF through their real dialogs (print options, Qt's print
dialog, the save dialog), and Export board as image: pages counted and grids measured in
the PDF written."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.rating import rate
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.files.print_pages import PrintedPuzzle, heading, page_count, prepare
from sudoku_desktop.gui.files.printing import PrintOptions
from tests.gui.conftest import SAMPLES, click_cell, wait_idle
from tests.gui.dialogs import (
    Act,
    answering,
    choose,
    click_cancel,
    click_ok,
    press_escape,
    print_to_file,
    save_as,
)
from tests.gui.pdf_pages import pdf_pages
from tests.gui.test_status_rating import NIGHTMARE


def open_list(window: MainWindow, qtbot: QtBot, count: int) -> None:
    """Paste ``count`` puzzles: the list dialog opens; close it (the list stays open)."""
    lines = [puzzle.to_line() for puzzle in SAMPLES.values()] * 3
    QApplication.clipboard().setText("\n".join(lines[:count]))
    window.commands.action_paste.trigger()
    assert len(window.files.open_list) == count
    wait_idle(qtbot, window)
    if window.files.list_dialog is not None:
        window.files.list_dialog.reject()


def options(qtbot: QtBot, per_page: int, solutions: bool, whole_list: bool = False) -> Act:
    """An act filling the print options through the dialog's widgets, then OK."""

    def act(dialog: QDialog) -> None:
        assert dialog.objectName() == "print_options"
        choose(dialog, "print_scope", whole_list)
        choose(dialog, "print_per_page", per_page)
        check = dialog.findChild(QCheckBox, "print_solutions")
        assert check is not None
        if check.isChecked() != solutions:
            qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
        click_ok(qtbot)(dialog)

    return act


def test_print_through_the_dialogs_fills_the_page(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "printed.pdf"
    with answering(options(qtbot, 1, True), print_to_file(qtbot, path)) as answers:
        window.commands.action_print.trigger()
    assert answers.seen == ["print_options", "QPrintDialog"]
    wait_idle(qtbot, window)
    pages = pdf_pages(path)
    assert len(pages) == 2  # the puzzle, then its solution
    assert all(page.grid_share() >= 0.6 for page in pages), [p.grid_share() for p in pages]
    assert "2" in window.statusBar().currentMessage()


def test_export_pdf_through_the_dialogs(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    open_list(window, qtbot, 7)
    path = tmp_path / "list.pdf"
    with answering(options(qtbot, 4, False, whole_list=True), save_as(qtbot, path)):
        window.commands.action_export_pdf.trigger()
    wait_idle(qtbot, window)
    assert len(pdf_pages(path)) == 2 == page_count(7, 4, False)
    assert "list.pdf" in window.statusBar().currentMessage()


def test_four_a_page_are_visibly_bigger_than_six(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    open_list(window, qtbot, 6)
    shares = {}
    for per_page in (1, 2, 4, 6):
        path = tmp_path / f"{per_page}.pdf"
        window.printing.export_pdf_to(str(path), PrintOptions(True, per_page, False))
        wait_idle(qtbot, window)
        shares[per_page] = pdf_pages(path)[0].grid_share()
    assert shares[1] >= 0.6
    assert shares[1] > shares[2] > shares[4] > shares[6]
    assert shares[4] >= 1.15 * shares[6], shares


@pytest.mark.parametrize("cancel", ["button", "escape"])
def test_cancelled_options_print_nothing(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, cancel: str
) -> None:
    act = click_cancel(qtbot) if cancel == "button" else press_escape(qtbot)
    with answering(act) as answers:
        window.commands.action_export_pdf.trigger()
    assert len(answers.seen) == 1  # no save dialog after the options were cancelled
    assert not list(tmp_path.iterdir())
    assert not window.runner.is_busy()


def test_cancelled_print_dialog_prints_nothing(window: MainWindow, qtbot: QtBot) -> None:
    with answering(options(qtbot, 2, False), click_cancel(qtbot)) as answers:
        window.commands.action_print.trigger()
    assert len(answers.seen) == 2
    assert not window.runner.is_busy()
    assert window.printing._printer is None


def test_print_options_offer_the_open_list_only_when_there_is_one(
    window: MainWindow, qtbot: QtBot
) -> None:
    from sudoku_desktop.gui.files.printing import PrintOptionsDialog

    alone = PrintOptionsDialog(0, window)
    assert alone.scope.count() == 1
    assert alone.solutions.accessibleName() == alone.solutions.text()
    listed = PrintOptionsDialog(5, window)
    assert "(5)" in listed.scope.itemText(1)


def test_export_the_board_as_png_and_svg(window: MainWindow, tmp_path: Path) -> None:
    png = tmp_path / "board.png"
    assert window.printing.export_image_to(str(png))
    image = QImage(str(png))
    assert image.width() == window.board_view.width() > 0
    svg = tmp_path / "board.svg"
    assert window.printing.export_image_to(str(svg))
    text = svg.read_text(encoding="utf-8")
    assert "<svg" in text and ">5<" in text.replace(" ", "")


def test_the_image_shows_the_board_not_the_selection(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    click_cell(qtbot, window, 1, 1)  # a 5: its row, column, box and every 5 are tinted
    selected = tmp_path / "selected.png"
    assert window.printing.export_image_to(str(selected))
    assert window.board_view.current_cell() == 0  # still selected on screen
    assert window.model.focus_digit() == 5
    window.board_view.clearSelection()
    window.board_view.setCurrentIndex(window.model.index(-1, -1))
    window.play.highlighter.choose_digit(0)
    plain = tmp_path / "plain.png"
    assert window.printing.export_image_to(str(plain))
    assert QImage(str(selected)) == QImage(str(plain))


def test_the_image_dialog_opens_in_pictures(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    pictures = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
    Path(pictures).mkdir(parents=True, exist_ok=True)
    folders: list[str] = []
    with answering(save_as(qtbot, tmp_path / "board.png", folders)):
        window.commands.action_export_image.trigger()
    assert folders == [str(Path(pictures))]
    assert (tmp_path / "board.png").stat().st_size > 0


@pytest.mark.parametrize("size", [4, 16])
def test_print_a_board_of_another_size_in_its_own_shape(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, size: int
) -> None:
    """File ▸ Open sample, then Print with the solutions: the worker rated and solved it
    (it raised IndexError beyond 9×9), and each page draws the board's n + 1 lines each way."""
    titles = [action.text() for action in window.commands.samples_menu.actions()]
    sample = next(title for title in titles if title.startswith(f"{size}×{size}"))
    window.commands.samples_menu.actions()[titles.index(sample)].trigger()
    assert window.model.rowCount() == size
    path = tmp_path / "printed.pdf"
    with answering(options(qtbot, 1, True), print_to_file(qtbot, path)):
        window.commands.action_print.trigger()
    wait_idle(qtbot, window)
    pages = pdf_pages(path)
    assert [page.full_lines for page in pages] == [2 * (size + 1)] * 2  # puzzle, solution
    assert "2" in window.statusBar().currentMessage()


def test_each_grid_is_headed_by_its_difficulty_then_its_level(window: MainWindow) -> None:
    """A page's title puts Sudoku Explainer's number first, as the status bar does; within
    Extreme the level is its tier (a puzzle SE rates 9.3: Nightmare from 9.0)."""
    easy, nightmare = SAMPLES["seed 004 example"], NIGHTMARE
    printed = prepare([easy, nightmare])
    for number, puzzle, page in zip((1, 2), (easy, nightmare), printed, strict=True):
        rating = rate(puzzle)
        assert page.difficulty == rating.difficulty and page.level == rating.tier
        title = f"Puzzle {number} — difficulty {rating.difficulty:.1f} · {rating.tier}"
        assert heading(number, page, False) == title
        assert heading(number, page, True) == title.replace("Puzzle", "Solution")
    assert printed[1].level == "Nightmare"
    assert heading(3, PrintedPuzzle(easy.digits, "", None), False) == "Puzzle 3"  # unrated
