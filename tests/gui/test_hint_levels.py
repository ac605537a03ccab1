"""The hint as a player meets it: level two marks the cell and asks for its digit without
drawing it, and the hint uses every rule the app has, whatever Solve ▸ Rules says."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from sudoku_desktop.core.marks import Role
from sudoku_desktop.gui import MainWindow
from tests.gui.test_hints_gui import load_case, press_hint


def test_level_two_asks_which_digit_without_showing_it(window: MainWindow, qtbot: QtBot) -> None:
    """The sample's first hint is a naked single: level two marks its cell and asks which
    digit goes there, so it must not draw that digit; level three does."""
    texts = [press_hint(qtbot, window) for _ in range(2)]
    assert texts[1].endswith("Which digit goes there?")
    marks = window.marks_overlay.marks
    assert marks.cells and not marks.of_role(Role.PLACED)
    third = press_hint(qtbot, window)
    assert third.endswith("can only be 5")
    assert window.marks_overlay.marks.of_role(Role.PLACED) == ((40, 5),)


def test_the_hint_uses_every_rule_whatever_solve_logically_uses(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Under the default rules (no forcing chains) the hint on the forum's hardest puzzle
    still gives its step, a nested forcing chain, never "the rest needs a guess"."""
    assert window.commands.action_rules_full.isChecked()
    load_case(window, "nested_forcing_chain")
    first = press_hint(qtbot, window)
    assert "stuck" not in first and first.startswith("No pattern is left")
    assert not window.solving.coaching
    press_hint(qtbot, window)
    third = press_hint(qtbot, window)
    assert "Nested forcing chain" in third
    assert window.side_panel.apply_button.isEnabled()
