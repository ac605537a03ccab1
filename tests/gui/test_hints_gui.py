"""Graded hints, their marks on the board, the solution path dock and the technique guide,
driven as a user would (actions, keys, clicks) on positions of the technique case files."""

from __future__ import annotations

import contextlib
import io
import re
import threading
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QTableView
from pytestqt.qtbot import QtBot

from sudoku_desktop.cli import main as cli_main
from sudoku_desktop.core.guide import example_board
from sudoku_desktop.core.marks import NO_MARKS, Role
from sudoku_desktop.core.solution_path import solution_path
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.techniques.logic import FULL_RULES
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.painter import note_slot
from sudoku_desktop.gui.board.palette import current_palette, set_palette
from sudoku_desktop.gui.hints.marked_board import state_of
from tests.gui.conftest import STUCK, click_cell, load, wait_idle
from tests.gui.test_preferences import running_app
from tests.gui.test_translations_french import switch

CASES = Path(__file__).resolve().parents[1] / "data" / "techniques"
CELL_NAME = re.compile(r"r\dc\d")


def load_case(window: MainWindow, name: str) -> None:
    """Put a technique case file's position on the board (one undo step)."""
    board = example_board((CASES / f"{name}.txt").read_text("utf-8"))
    window.editor.push(state_of(board), "case", reset=True)


def press_hint(qtbot: QtBot, window: MainWindow) -> str:
    """Ask a hint and wait for it: a nested chain's takes seconds on a machine loaded by the
    whole suite, so the wait is generous (a passing test waits no longer for it)."""
    window.commands.action_hint.trigger()
    wait_idle(qtbot, window, 30_000)
    return window.side_panel.hint_label.text()


def board_image(window: MainWindow) -> QImage:
    return window.board_view.grab().toImage()


def test_three_presses_tell_more_each_time(window: MainWindow, qtbot: QtBot) -> None:
    load_case(window, "naked_pair")
    before = board_image(window)
    texts = [press_hint(qtbot, window) for _ in range(3)]
    assert len(set(texts)) == 3
    assert texts[0] == "Look for a locked pair where column 1 crosses a box"
    assert not CELL_NAME.search(texts[0])
    assert "r1c1" in texts[1] and "r2c1" in texts[1]
    assert "remove 8 and 9 from r1c2, r2c2, r3c1, r3c2, r4c1, r5c1 and r6c1" in texts[2]
    marks = window.marks_overlay.marks
    removed = {(cell, digit) for cell in (1, 10, 18, 19, 27, 36, 45) for digit in (8, 9)}
    assert set(marks.of_role(Role.ELIMINATED)) == removed
    assert set(marks.of_role(Role.PATTERN)) == {(0, 8), (0, 9), (9, 8), (9, 9)}
    assert board_image(window) != before  # the marks are drawn over the board
    assert window.hint_extras.guide_button.isVisible()


def test_level_one_draws_no_marks_level_two_does(window: MainWindow, qtbot: QtBot) -> None:
    load_case(window, "xy_chain")
    press_hint(qtbot, window)
    assert window.marks_overlay.marks == NO_MARKS
    assert not window.marks_overlay.isVisible()
    press_hint(qtbot, window)
    assert window.marks_overlay.isVisible()
    links = window.marks_overlay.marks.links
    assert links and any(link.strong for link in links) and not all(link.strong for link in links)


def test_apply_hint_is_one_undo_step_and_undo_clears_the_marks(
    window: MainWindow, qtbot: QtBot
) -> None:
    load_case(window, "naked_pair")
    press_hint(qtbot, window)
    press_hint(qtbot, window)
    before = window.model.state()
    depth = window.editor.undo_stack.count()
    window.hint_actions.action_apply_hint.trigger()
    after = window.model.state()
    assert window.editor.undo_stack.count() == depth + 1
    assert after.removed[1] and after.removed[10] and after.removed[45]
    assert window.marks_overlay.marks == NO_MARKS
    press_hint(qtbot, window)
    press_hint(qtbot, window)  # marks of the next step
    assert window.marks_overlay.marks != NO_MARKS
    window.commands.action_undo.trigger()
    assert window.model.state() == before
    assert window.marks_overlay.marks == NO_MARKS
    assert window.side_panel.hint_label.text().startswith("Ask for a hint")


def test_a_wrong_digit_is_named_before_any_technique(window: MainWindow, qtbot: QtBot) -> None:
    load(window, STUCK)
    state = window.model.state()
    solution = solve(state.digits, 1).solution
    assert solution is not None
    cell = state.digits.index(0)
    wrong = next(
        d for d in state.board().possibles(cell) if d != solution[cell]
    )  # a candidate, so no clash: only the solution says it is wrong
    click_cell(qtbot, window, cell // 9 + 1, cell % 9 + 1)
    qtbot.keyClick(window.board_view, Qt.Key(Qt.Key.Key_0 + wrong))
    texts = [press_hint(qtbot, window) for _ in range(3)]
    assert not CELL_NAME.search(texts[0])
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    assert name in texts[2] and str(wrong) in texts[2]
    assert not window.side_panel.apply_button.isEnabled()


def test_a_hint_asked_while_a_job_runs_is_queued_then_shown(
    window: MainWindow, qtbot: QtBot
) -> None:
    load_case(window, "naked_pair")
    release = threading.Event()
    window.runner.submit("slow", lambda: release.wait(5), lambda _result: None)
    window.commands.action_hint.trigger()
    assert "queued" in window.side_panel.hint_label.text()
    release.set()
    qtbot.waitUntil(
        lambda: (
            window.side_panel.hint_label.text()
            == "Look for a locked pair where column 1 crosses a box"
        ),
        timeout=5000,
    )


def explain_steps(window: MainWindow, tmp_path: Path) -> list[str]:
    """What ``sudoku-cli explain --rules full`` prints for the board's puzzle."""
    file = tmp_path / "puzzle.txt"
    file.write_text(window.model.state().to_puzzle().to_line() + "\n")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        cli_main(["explain", "--rules", "full", str(file)])
    return [line for line in out.getvalue().splitlines() if not line.startswith("#")]


def show_path(qtbot: QtBot, window: MainWindow) -> None:
    window.hint_actions.action_show_solution.trigger()
    wait_idle(qtbot, window)


def test_path_rows_are_explains_steps(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    show_path(qtbot, window)
    table = window.path_panel.table
    lines = explain_steps(window, tmp_path)
    assert table.rowCount() == len(lines) > 10
    for row in (0, table.rowCount() - 1):
        number, sentence = lines[row].split(". ", 1)
        assert table.item(row, 0).text() == number
        assert table.item(row, 2).text() == sentence
    assert table.item(table.rowCount() - 1, 2).text() == "Solved"
    window.path_panel.copy()
    assert QApplication.clipboard().text().splitlines() == lines
    window.path_panel.export_to(tmp_path / "path.txt")
    assert (tmp_path / "path.txt").read_text().splitlines() == lines


def test_selecting_rows_previews_the_board_before_each_step(
    window: MainWindow, qtbot: QtBot
) -> None:
    user_board = window.model.state()
    show_path(qtbot, window)
    assert window.path_dock.isVisible()
    panel, table = window.path_panel, window.path_panel.table
    path = solution_path(user_board.board(), FULL_RULES)
    assert panel.preview.digits() == user_board.digits  # the first row: the board as it is
    last = table.rowCount() - 1
    table.scrollToBottom()
    rect = table.visualRect(table.model().index(last, 2))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert table.currentRow() == last
    assert panel.preview.digits() == tuple(path.board_before(last).digits)
    assert 0 not in panel.preview.digits()  # the last row: solved
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert table.currentRow() == last - 1
    assert panel.preview.digits() == tuple(path.board_before(last - 1).digits)
    assert panel.preview.overlay.marks == path.marks(last - 1)
    assert window.model.state() == user_board  # browsing never touched the user's board


def test_apply_up_to_a_row_is_one_undo_step(window: MainWindow, qtbot: QtBot) -> None:
    start = window.model.state()
    show_path(qtbot, window)
    table = window.path_panel.table
    table.setCurrentCell(4, 0)
    depth = window.editor.undo_stack.count()
    qtbot.mouseClick(window.path_panel.apply_button, Qt.MouseButton.LeftButton)
    assert window.editor.undo_stack.count() == depth + 1
    path = window.path_panel.path
    assert path is not None
    assert window.model.state().board().digits == path.board_before(5).digits
    window.commands.action_undo.trigger()
    assert window.model.state() == start


def test_a_path_listed_for_another_puzzle_says_so_and_is_not_applied(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Pasting another puzzle leaves the path to read, says whose it is and refuses to apply
    it; undo back to its puzzle, or Ctrl+L, makes it current again. Steps played on the same
    puzzle do not make it another's."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keySequence(window, QKeySequence("Ctrl+L"))
    wait_idle(qtbot, window)
    panel = window.path_panel
    panel.table.setCurrentCell(3, 0)
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert panel.apply_button.isEnabled() and "another puzzle" not in panel.title.text()
    QGuiApplication.clipboard().setText(
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
    )
    qtbot.keySequence(window, QKeySequence(QKeySequence.StandardKey.Paste))
    assert panel.title.text().endswith("(listed for another puzzle: Ctrl+L lists this one)")
    assert not panel.apply_button.isEnabled()
    assert panel.table.rowCount() > 10 and panel.copy_button.isEnabled()
    window.commands.action_undo.trigger()
    assert panel.apply_button.isEnabled() and "another puzzle" not in panel.title.text()
    window.commands.action_redo.trigger()
    qtbot.keySequence(window, QKeySequence("Ctrl+L"))
    wait_idle(qtbot, window)
    assert panel.apply_button.isEnabled() and "another puzzle" not in panel.title.text()


def test_solve_logically_fills_the_path(window: MainWindow, qtbot: QtBot) -> None:
    window.commands.action_solve_logic.trigger()
    wait_idle(qtbot, window)
    assert window.path_panel.table.rowCount() > 10
    assert window.statusBar().currentMessage().startswith("Filled")


def test_the_guide_opens_on_the_hints_technique(window: MainWindow, qtbot: QtBot) -> None:
    load_case(window, "x_wing")
    press_hint(qtbot, window)
    window.hint_actions.action_technique_guide.trigger()
    guide = window.guide
    qtbot.waitUntil(lambda: guide.current_technique() == "x_wing", timeout=10_000)
    assert guide.isVisible() and guide.objectName() == "technique_guide"
    assert guide.title.text() == "X-Wing"
    assert guide.paragraph.text()
    assert guide.example.overlay.marks.of_role(Role.ELIMINATED)
    families = [guide.tree.topLevelItem(i).text(0) for i in range(guide.tree.topLevelItemCount())]
    assert families[0] == "Singles" and "Fish" in families
    load_case(window, "naked_pair")
    press_hint(qtbot, window)
    qtbot.mouseClick(window.hint_extras.guide_button, Qt.MouseButton.LeftButton)
    assert guide.current_technique() == "locked_pair"


def test_a_path_row_links_to_its_technique(window: MainWindow, qtbot: QtBot) -> None:
    load_case(window, "x_wing")
    show_path(qtbot, window)
    panel = window.path_panel
    panel.table.setCurrentCell(0, 0)
    qtbot.mouseClick(panel.guide_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.guide.current_technique() == "x_wing", timeout=10_000)


def test_the_legend_names_every_mark(window: MainWindow) -> None:
    window.legend_page.raise_()  # its tab in front
    legend = window.legend
    assert legend.isVisible()
    kinds = [kind for kind, _colour, _text in legend.entries()]
    assert {"placed", "eliminated", "pattern", "second", "fin", "unit", "strong", "weak"} <= set(
        kinds
    )
    words = {label.text() for label in legend.findChildren(QLabel)}
    assert {"To place", "To remove", "Strong link", "Weak link"} <= words
    assert "Given (bold)" in words  # beside the board's own colours


def test_the_marks_hide_while_the_game_is_paused(window: MainWindow, qtbot: QtBot) -> None:
    load_case(window, "naked_pair")
    press_hint(qtbot, window)
    press_hint(qtbot, window)
    assert window.marks_overlay.isVisible()
    window.commands.action_pause_game.trigger()
    paused = board_image(window)
    window.commands.action_pause_game.trigger()
    shown = board_image(window)
    window.marks_overlay.set_marks(NO_MARKS)
    window.commands.action_pause_game.trigger()
    assert board_image(window) == paused  # nothing of the hint shows through the pause
    window.commands.action_pause_game.trigger()
    assert shown != paused


def test_marks_are_drawn_in_both_palettes(window: MainWindow, qtbot: QtBot) -> None:
    # An XY-chain, first in its case in HoDoKu's order, marks its second colour (the
    # colouring cases hold a finned Swordfish or a turbot fish before their colouring).
    load_case(window, "xy_chain")
    press_hint(qtbot, window)
    plain = board_image(window)
    press_hint(qtbot, window)
    default = board_image(window)
    set_palette("colour_blind")
    try:
        colour_blind = board_image(window)
    finally:
        set_palette("default")
    assert plain != default != colour_blind
    second = window.marks_overlay.marks.of_role(Role.SECOND)
    cell, digit = second[0]
    slot = note_slot(window.marks_overlay.cell_rect(cell), digit).center().toPoint()
    assert colour_blind.pixelColor(slot) != default.pixelColor(slot)


def test_hints_path_and_guide_speak_french(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as app:
        switch(qtbot, app, "fr")
        window = app.window
        assert window is not None
        # The XY-chain case: the X-chain case holds a Sue de Coq, before it in HoDoKu's order.
        load_case(window, "xy_chain")
        texts = [press_hint(qtbot, window) for _ in range(3)]
        assert texts[0].startswith("Cherchez") and not CELL_NAME.search(texts[0])
        assert texts[2].startswith("Chaîne XY")
        assert window.hint_extras.guide_button.text() == "Apprendre\u00a0: Chaîne XY ▸"
        window.hint_actions.action_technique_guide.trigger()
        guide = window.guide
        qtbot.waitUntil(lambda: guide.current_technique() == "xy_chain", timeout=10_000)
        assert guide.title.text() == "Chaîne XY"
        assert guide.paragraph.text().startswith("Une chaîne de cases à deux candidats")
        assert guide.tree.topLevelItem(0).text(0) == "Singletons"
        show_path(qtbot, window)
        table = window.path_panel.table
        assert table.horizontalHeaderItem(2).text() == "Étape"
        assert table.item(0, 1).text() == "Chaîne XY"


def test_a_grouped_chain_is_hinted_and_taught_as_grouped(qtbot: QtBot, tmp_path: Path) -> None:
    """The grouped AIC case (no chain of single candidates left): the hint names the group,
    the guide opens on the grouped AIC's entry, its example marked; then the same in French."""
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        load_case(window, "grouped_aic")
        texts = [press_hint(qtbot, window) for _ in range(3)]
        assert texts[0] == (
            "Look for a chain of alternating strong and weak links on 4 and 9, with a link "
            "through a group of cells of one box and line"
        )
        assert texts[2].startswith("Grouped alternating inference chain (9)r1c9 = (9)r2c9 - ")
        assert texts[2].endswith("remove 9 from r1c6")
        assert window.marks_overlay.marks.of_role(Role.ELIMINATED) == ((5, 9),)
        window.hint_actions.action_technique_guide.trigger()
        guide = window.guide
        qtbot.waitUntil(lambda: guide.current_technique() == "grouped_aic", timeout=10_000)
        assert guide.title.text() == "Grouped alternating inference chain"
        assert "group" in guide.paragraph.text()
        assert guide.example.overlay.marks.of_role(Role.ELIMINATED) == ((5, 9),)
        switch(qtbot, app, "fr")
        window = app.window
        assert window is not None
        load_case(window, "grouped_aic")
        texts = [press_hint(qtbot, window) for _ in range(3)]
        assert texts[0].startswith("Cherchez une chaîne") and "groupe de cases" in texts[0]
        assert texts[2].startswith("Chaîne d’inférences alternées groupée")


def test_tab_leaves_the_solution_path_for_its_buttons(window: MainWindow, qtbot: QtBot) -> None:
    """Arrows walk the path's rows; Tab goes on to the buttons (it used to walk the cells, a
    row every three presses), and Space on the guide button opens the selected row's entry."""
    load_case(window, "x_wing")
    show_path(qtbot, window)
    panel = window.path_panel
    panel.table.setFocus()
    panel.table.setCurrentCell(0, 0)
    qtbot.keyClick(panel.table, Qt.Key.Key_Down)
    assert panel.table.currentRow() == 1
    technique = panel.technique()
    assert technique
    for _ in range(len(panel.findChildren(QPushButton))):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() is panel.guide_button:
            break
    assert QApplication.focusWidget() is panel.guide_button
    assert panel.table.currentRow() == 1
    qtbot.keyClick(panel.guide_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.guide.current_technique() == technique, timeout=10_000)
    assert not any(view.tabKeyNavigation() for view in window.findChildren(QTableView))


def test_the_path_beside_how_it_works_fits_a_laptop_in_french(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """1280 x 800, French, How it works open (as on a first run) and the path shown: the
    window stays 1280 wide (its four buttons in a row made it 1417) and the steps' column
    keeps as much width as the techniques' (a grouped chain's long name left it a sliver)."""
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        window.showNormal()  # a first start on a small screen is maximized
        window.resize(1280, 800)
        qtbot.waitUntil(lambda: window.width() == 1280)
        load_case(window, "grouped_aic")
        show_path(qtbot, window)
        qtbot.waitUntil(lambda: window.path_dock.isVisible())
        assert window.how_it_works.isVisible()
        qtbot.wait(50)
        assert window.width() == 1280 and window.minimumSizeHint().width() <= 1280
        header = window.path_panel.table.horizontalHeader()
        technique, step = header.sectionSize(1), header.sectionSize(2)
        assert abs(step - technique) <= 1 and step > 100  # an equal share, not a sliver


def test_the_guide_tree_shows_every_name_and_level_in_french(qtbot: QtBot, tmp_path: Path) -> None:
    """The longest French names (a grouped chain's, an AIC with ALS nodes') and the level
    column fit without scrolling the tree sideways; the entry keeps half the window."""
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        window.hint_actions.action_technique_guide.trigger()
        guide = window.guide
        qtbot.waitUntil(lambda: bool(guide.current_technique()), timeout=10_000)
        qtbot.wait(50)
        tree = guide.tree
        assert tree.horizontalScrollBar().maximum() == 0
        assert tree.columnWidth(1) > 0 and tree.width() <= guide.width() // 2 + 1


def test_a_long_french_guide_link_breaks_between_words(qtbot: QtBot, tmp_path: Path) -> None:
    """With large text in a window 900 px wide, the side area is narrower than "Apprendre :
    Chaîne forcée imbriquée ▸": the link breaks between words instead of cutting the name."""
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        window.showNormal()  # a first start on a small screen is maximized
        window.resize(900, 800)
        qtbot.waitUntil(lambda: window.width() == 900)
        large = window.hint_extras.guide_button.font()
        large.setPixelSize(22)  # as a user's larger font (a styled link takes no parent's)
        window.hint_extras.guide_button.setFont(large)
        window.commands.action_rules_forcing.trigger()
        load_case(window, "nested_forcing_chain")
        press_hint(qtbot, window)
        link = window.hint_extras.guide_button
        qtbot.waitUntil(link.isVisible)
        lines = link.text().split("\n")
        assert " ".join(lines) == "Apprendre\u00a0: Chaîne forcée imbriquée ▸"
        assert len(lines) >= 2
        widest = max(link.fontMetrics().horizontalAdvance(line) for line in lines)
        assert widest <= link.width()


def test_a_trial_hint_numbers_its_placements_on_the_board(
    window: MainWindow, qtbot: QtBot
) -> None:
    # The nested chain's case (no pattern applies there): the hint's trial draws its
    # assumption (the candidate it removes), its placements as the pattern, and numbers
    # each placement in the order the sentence reads them.
    load_case(window, "nested_forcing_chain")
    press_hint(qtbot, window)
    plain = board_image(window)
    press_hint(qtbot, window)
    text = press_hint(qtbot, window)  # the whole sentence
    marks = window.marks_overlay.marks
    assert marks.chain and len(marks.of_role(Role.ELIMINATED)) == 1
    assert set(marks.chain) <= set(marks.of_role(Role.PATTERN))
    first = f"r{marks.chain[0][0] // 9 + 1}c{marks.chain[0][0] % 9 + 1} = {marks.chain[0][1]}"
    assert first in text
    drawn = board_image(window)
    pattern = current_palette().colour("mark_pattern")
    for cell, _ in marks.chain:
        rect = window.marks_overlay.cell_rect(cell)
        side = max(9, int(rect.height() * 0.34))
        corner = window.marks_overlay.mapTo(window.board_view, rect.bottomRight())
        badge = [  # the badge in the cell's lower right corner, its number in the middle
            QPoint(corner.x() - dx, corner.y() - dy)
            for dx in range(2, side)
            for dy in range(2, int(side * 0.8))
        ]
        assert share(drawn, badge, pattern) > 0.3 and share(plain, badge, pattern) < 0.1


def share(image: QImage, points: list[QPoint], colour: QColor) -> float:
    """The share of ``points`` drawn in ``colour`` (within a few levels: antialiasing)."""
    return sum(near(image.pixelColor(point), colour) for point in points) / len(points)


def near(colour: QColor, other: QColor) -> bool:
    channels = zip(colour.getRgb()[:3], other.getRgb()[:3], strict=True)
    return all(abs(a - b) <= 12 for a, b in channels)
