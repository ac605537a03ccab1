"""A forcing chain's whole chain, opened from the solution path as a user would: the rules
that take forcing chains (Solve ▸ Rules), the path, Tab to "Whole chain…", Space."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.forcing.forcing_text import chain_text, whole_chain
from sudoku_desktop.core.wording import render
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.hints.path_panel import SolutionPathPanel
from tests.gui.conftest import wait_idle
from tests.gui.test_hints_gui import load_case, press_hint, show_path
from tests.gui.test_preferences import running_app
from tests.gui.test_translations_french import switch

PATH_WAIT = 60_000
"""ms a hard puzzle's solution path may take in the worker: seconds in pure Python on a
loaded machine (the whole suite beside it), before any compiled build."""


def path_of_the_hardest(qtbot: QtBot, window: MainWindow) -> SolutionPathPanel:
    """Choose the rules with forcing chains (Ctrl+Alt+3) and list the path of the forum's
    hardest puzzle, whose first step is a nested forcing chain."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keySequence(window, QKeySequence("Ctrl+Alt+3"))
    assert window.commands.action_rules_forcing.isChecked()
    load_case(window, "nested_forcing_chain")
    window.hint_actions.action_show_solution.trigger()
    wait_idle(qtbot, window, PATH_WAIT)  # the likely shortest nested chain at each step
    panel = window.path_panel
    assert panel.path is not None and panel.path.solved
    return panel


def tab_to(qtbot: QtBot, panel: SolutionPathPanel, button: QPushButton) -> None:
    for _ in range(len(panel.findChildren(QPushButton)) + 1):
        if QApplication.focusWidget() is button:
            return
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button


def items(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [item.child(index) for index in range(item.childCount())]


def test_the_whole_chain_opens_from_the_path_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    panel = path_of_the_hardest(qtbot, window)
    assert panel.path is not None
    step = panel.path.rows[0].step
    assert isinstance(step, Elimination) and step.rule == "nested_forcing_chain"
    assert "more links" in panel.table.item(0, 2).text()
    panel.table.setFocus()
    panel.table.setCurrentCell(0, 0)
    tab_to(qtbot, panel, panel.chain_button)
    qtbot.keyClick(panel.chain_button, Qt.Key.Key_Space)
    chain = panel.chain_window
    assert chain is not None
    qtbot.waitUntil(chain.isVisible)
    assert chain.windowTitle() == "Step 1: whole chain"
    assert chain.sentence.text() == step.describe()
    top = chain.tree.topLevelItem(0)
    assert top.text(0) == "if r1c3 = 2:" and top.isExpanded()
    links = items(top)  # the placements, each holding the removals it makes
    assert len(links) < len(step.branches[0].implications)
    assert links[-1].text(0) == "r9c1 has no candidate left"
    nested = [link for link in links if "its own trial" in link.text(0)]
    assert nested and not any(link.isExpanded() for link in nested)
    first = nested[0]
    assert "its own trial" in first.text(0)
    (trial,) = items(first)
    assert trial.text(0).startswith("if ") and trial.isExpanded()
    chain.tree.setCurrentItem(first)
    qtbot.keyClick(chain.tree, Qt.Key.Key_Right)  # unfold one trial
    assert first.isExpanded() and not nested[1].isExpanded()
    qtbot.mouseClick(chain.unfold_button, Qt.MouseButton.LeftButton)
    assert all(link.isExpanded() for link in nested)
    qtbot.mouseClick(chain.copy_button, Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text().splitlines()
    assert copied == [step.describe(), *chain_text(whole_chain(step), render, indent="")]
    qtbot.keyClick(chain.tree, Qt.Key.Key_Escape)
    assert not chain.isVisible()
    qtbot.waitUntil(window.isActiveWindow)  # the keyboard is back where it was: on the button
    assert QApplication.focusWidget() is panel.chain_button


def test_a_step_without_a_chain_has_nothing_to_unfold(window: MainWindow, qtbot: QtBot) -> None:
    load_case(window, "x_wing")
    show_path(qtbot, window)
    panel = window.path_panel
    panel.table.setCurrentCell(0, 0)
    assert panel.technique() and not panel.chain_button.isEnabled()


def test_the_default_rules_stop_where_forcing_chains_are_needed(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Solve logically under the full rule set leaves the hardest puzzle to a guess (and to
    the user's suggestion, seed 004), and the coach names the rules that go on; once they
    are chosen the coach no longer asks for them, and the logic goes on."""
    load_case(window, "nested_forcing_chain")
    window.commands.action_solve_logic.trigger()
    wait_idle(qtbot, window, PATH_WAIT)
    coach = window.findChild(QLabel, "coach_text")
    assert coach is not None and coach.isVisible()
    assert coach.text().startswith("The logic is stuck with 56 empty cells. Suggest a value")
    assert coach.text().endswith("Solve ▸ Rules ▸ Full rule set and forcing chains (Ctrl+Alt+3).")
    window.commands.action_rules_forcing.trigger()
    wait_idle(qtbot, window, PATH_WAIT)
    assert not coach.isVisible() and not window.solving.coaching
    assert "Solve logically" in window.statusBar().currentMessage()
    for _press in range(3):
        window.commands.action_hint.trigger()
        wait_idle(qtbot, window, PATH_WAIT)
    assert window.side_panel.hint_label.text().startswith("Nested forcing chain: if r1c3 = 2")


def test_the_whole_chain_in_french(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        panel = path_of_the_hardest(qtbot, window)
        panel.table.setCurrentCell(0, 0)
        assert panel.chain_button.text() == "Chaîne entière…"
        qtbot.mouseClick(panel.chain_button, Qt.MouseButton.LeftButton)
        chain = panel.chain_window
        assert chain is not None
        qtbot.waitUntil(chain.isVisible)
        assert chain.windowTitle() == "Étape 1 : chaîne entière".replace(" :", "\u00a0:")
        top = chain.tree.topLevelItem(0)
        assert top.text(0) == "si r1c3 = 2\u00a0:"
        nested = next(link for link in items(top) if "essai" in link.text(0))
        assert "son propre essai" in nested.text(0)
        assert chain.unfold_button.text() == "Déplier chaque essai"


def test_the_hint_links_to_its_whole_chain_once_it_says_the_step(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.commands.action_rules_forcing.trigger()
    load_case(window, "nested_forcing_chain")
    extras = window.hint_extras
    for level in (1, 2):
        press_hint(qtbot, window)
        assert not extras.chain_button.isVisibleTo(window), level
    assert press_hint(qtbot, window).startswith("Nested forcing chain: if r1c3 = 2")
    assert extras.chain_button.isVisibleTo(window)
    qtbot.mouseClick(extras.chain_button, Qt.MouseButton.LeftButton)
    chain = extras.chain_window
    assert chain is not None
    qtbot.waitUntil(chain.isVisible)
    assert chain.windowTitle() == "Whole chain"
    assert chain.tree.topLevelItem(0).text(0) == "if r1c3 = 2:"
    window.commands.action_undo.trigger()  # the board changes: the hint and its link go
    assert not extras.chain_button.isVisibleTo(window)


def test_the_rules_chosen_outlive_a_language_switch_and_a_restart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Solve ▸ Rules is a preference: switching to French rebuilds the window, and the next
    start reads the same settings file; both keep forcing chains chosen."""
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None and window.commands.action_rules_full.isChecked()
        window.commands.action_rules_forcing.trigger()
        assert app.settings.rules == "forcing"
        switch(qtbot, app, "fr")
        assert app.window is not None
        assert app.window.commands.action_rules_forcing.isChecked()
        assert "nested_forcing_chain" in app.window.rules()
        app.window.commands.action_rules_seed.trigger()
    with running_app(qtbot, tmp_path, "fr") as app:
        assert app.window is not None
        assert app.window.commands.action_rules_seed.isChecked()
        assert app.window.rules() == ("full_house", "naked_single", "hidden_single")


def test_solve_logically_with_forcing_chains_names_the_rules_that_removed(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The hardest puzzle, solved without a guess: the singles fill every cell, and the
    status bar says which rules made the eliminations that let them."""
    window.commands.action_rules_forcing.trigger()
    load_case(window, "nested_forcing_chain")
    window.commands.action_solve_logic.trigger()
    # the shortest trial at each step is searched for: seconds on a loaded machine
    wait_idle(qtbot, window, PATH_WAIT)
    message = window.statusBar().currentMessage()
    assert 0 not in window.model.state().digits
    assert message.startswith("Filled 56 cells (") and message.endswith("; solved")
    eliminations = message.split(" eliminations (")[1]  # the three hardest, then "…"
    assert eliminations.startswith("nested forcing chain ×")  # the hardest rule first
    assert eliminations.endswith(", …); solved") and eliminations.count(" ×") == 3


def test_an_open_chain_window_follows_the_rows_the_arrows_reach(
    window: MainWindow, qtbot: QtBot
) -> None:
    panel = path_of_the_hardest(qtbot, window)
    assert panel.path is not None
    panel.table.setFocus()
    panel.table.setCurrentCell(0, 0)
    panel.show_chain()
    chain = panel.chain_window
    assert chain is not None
    qtbot.waitUntil(chain.isVisible)
    panel.table.setFocus()
    # Down, row after row: a step without a chain (a single) leaves the window on the last
    # chain shown, a trial-based step takes it
    shown, kinds = 0, set()
    for row in range(1, len(panel.path.rows)):
        if kinds == {True, False} and row > 5:
            break
        qtbot.keyClick(panel.table, Qt.Key.Key_Down)
        step = panel.path.rows[row].step
        chained = isinstance(step, Elimination) and bool(step.branches)
        kinds.add(chained)
        if chained:
            assert isinstance(step, Elimination)
            shown = row
            first = chain_text(whole_chain(step), render, "")[0]
            assert chain.tree.topLevelItem(0).text(0) == first
        assert chain.windowTitle() == f"Step {shown + 1}: whole chain"
    assert kinds == {True, False}  # both met on the way
    assert QApplication.focusWidget() is panel.table


def test_a_forcing_net_hint_teaches_then_shows_its_locked_candidates(
    window: MainWindow, qtbot: QtBot
) -> None:
    """H on a position only a forcing net solves: what to look for, then the step; its whole
    chain shows each removal by a locked candidate with the units that lock it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keySequence(window, QKeySequence("Ctrl+Alt+3"))
    load_case(window, "forcing_net")
    qtbot.keyClick(window.board_view, Qt.Key.Key_H)
    wait_idle(qtbot, window, PATH_WAIT)
    assert window.side_panel.hint_label.text() == (
        "No pattern is left: try a candidate and follow what it forces, watching on the way "
        "for pointing, claiming and naked pairs and triples as well as singles"
    )
    for _press in range(2):
        qtbot.keyClick(window.board_view, Qt.Key.Key_H)
        wait_idle(qtbot, window, PATH_WAIT)
    assert window.side_panel.hint_label.text().startswith("Forcing net: if r7c7 = 1: ")
    extras = window.hint_extras
    qtbot.mouseClick(extras.chain_button, Qt.MouseButton.LeftButton)
    chain = extras.chain_window
    assert chain is not None
    qtbot.waitUntil(chain.isVisible)
    lines = [link.text(0) for link in items(chain.tree.topLevelItem(0))]
    locked = [line for line in lines if "lies only in" in line]
    assert locked and all(line.endswith(")") and " ≠ " in line for line in locked)
    assert lines[-1] == "5 has no place left in column 6"
