"""File ▸ New puzzle as a careful player reads it: "Watch it being built" at a level shows
the run of that level's puzzle and its banner says a new puzzle is built; the methods are
described in plain words; a level a method cannot make says why; the last seed is shown
whole, in French too."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.generator import generate
from sudoku_desktop.core.rating import rate
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.generate.dialog import GeneratorDialog
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.test_generator_dialog import (  # noqa: F401 (dialog: a fixture)
    button,
    choose,
    dialog,
    type_seed,
)
from tests.gui.test_preferences import running_app


def test_watch_it_being_built_honours_the_level(
    window: MainWindow,
    dialog: GeneratorDialog,  # noqa: F811 (the fixture imported above)
    qtbot: QtBot,
) -> None:
    panel = window.watch_panel
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    choose(dialog, "generator_mode_combo", "random")
    choose(dialog, "difficulty_combo", "Hard")
    type_seed(qtbot, dialog, "4")
    with qtbot.waitSignal(dialog.watch_requested, timeout=30_000):
        qtbot.mouseClick(button(dialog, "watch_button"), Qt.MouseButton.LeftButton)
    banner = window.watch_stage.banner.text()
    assert "on your puzzle" not in banner and "new puzzle" in banner
    assert "steered to Hard" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=20_000)
    qtbot.mouseClick(panel.use_button, Qt.MouseButton.LeftButton)
    expected = generate("random", difficulty="Hard", seed=4).digits
    qtbot.waitUntil(lambda: window.editor.state().digits == expected, timeout=10_000)
    assert rate(expected).level == "Hard"


def test_the_banner_of_a_plain_watch_names_the_users_puzzle(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.watch_panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: window.watch_stage.watching, timeout=5000)
    assert "on your puzzle" in window.watch_stage.banner.text()


def test_methods_are_described_in_plain_words(
    dialog: GeneratorDialog,  # noqa: F811 (the fixture imported above)
) -> None:
    for mode in ("classic", "minimum", "random", "depth"):
        choose(dialog, "generator_mode_combo", mode)
        text = dialog.description.text()
        assert text and "seed" not in text.lower(), text


def test_a_level_the_method_cannot_make_says_why(
    dialog: GeneratorDialog,  # noqa: F811 (the fixture imported above)
) -> None:
    choose(dialog, "generator_mode_combo", "minimum")
    combo = dialog.difficulty_combo
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    greyed = [model.item(row) for row in range(combo.count()) if not model.item(row).isEnabled()]
    assert [item.data(Qt.ItemDataRole.UserRole) for item in greyed] == [
        "Hard",
        "Expert",
        "Extreme",
    ]
    for item in greyed:
        assert "not made by this method" in item.text()
        assert "Easy" in item.toolTip() and "classic" in item.toolTip()
    choose(dialog, "generator_mode_combo", "classic")
    assert all(model.item(row).isEnabled() for row in range(combo.count()))
    assert combo.itemText(combo.findData("Hard")) == "Hard"


def test_the_last_seed_is_shown_whole_in_french(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        window.commands.action_new_puzzle.trigger()
        found = window.findChild(GeneratorDialog, "new_puzzle_dialog")
        assert found is not None
        qtbot.waitExposed(found)
        type_seed(qtbot, found, "3141592653")
        with qtbot.waitSignal(found.puzzle_generated, timeout=20_000):
            qtbot.mouseClick(button(found, "generate_button"), Qt.MouseButton.LeftButton)
        window.commands.action_new_puzzle.trigger()
        qtbot.waitExposed(found)
        label = found.last_seed_label
        assert "3141592653" in label.text()
        assert label.wordWrap()
        qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
        assert label.geometry().right() <= found.width()
        found.reject()


def test_greyed_options_say_why(
    dialog: GeneratorDialog,  # noqa: F811 (the fixture imported above)
) -> None:
    choose(dialog, "generator_mode_combo", "classic")
    assert not dialog.watch_button.isEnabled() and not dialog.start_check.isEnabled()
    for greyed in (dialog.watch_button, dialog.start_check):
        assert "classic method" in greyed.toolTip() and "other methods" in greyed.toolTip()
    assert dialog.minimal_check.toolTip().startswith("Every clue is needed")
    choose(dialog, "generator_mode_combo", "depth")
    for greyed in (dialog.symmetry_combo, dialog.minimal_check):
        assert not greyed.isEnabled() and "classic method" in greyed.toolTip()
    assert dialog.watch_button.toolTip().startswith("Show the run that builds the puzzle")
