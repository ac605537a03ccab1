"""Switching to French in Preferences, without restarting: menus, a verdict, a step sentence,
the How it works panel; then back to English. The board survives each switch."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.steps import Branch, Contradiction, Elimination, Guess, Implication
from sudoku_desktop.gui.app.application import SudokuApp
from sudoku_desktop.gui.wording import translated
from tests.gui.conftest import wait_idle
from tests.gui.dialogs import answering, click_ok
from tests.gui.test_preferences import running_app

NBSP = "\u00a0"


def menu_titles(app: SudokuApp) -> list[str]:
    assert app.window is not None
    return [action.text() for action in app.window.menuBar().actions()]


def switch(qtbot: QtBot, app: SudokuApp, language: str) -> None:
    old = app.window
    app.settings.language = language
    qtbot.waitUntil(lambda: app.window is not old, timeout=5000)
    assert app.window is not None
    qtbot.waitExposed(app.window)


def test_french_then_english_without_restarting(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as app:
        assert app.window is not None
        assert "&File" in menu_titles(app)
        cell = app.window.model.state().digits.index(0)
        app.window.editor.enter_digit(cell, 0)
        board = app.window.model.state()

        switch(qtbot, app, "fr")
        window = app.window
        assert window is not None
        assert menu_titles(app)[:4] == ["&Fichier", "É&dition", "&Résolution", "&Affichage"]
        assert "Aid&e" in menu_titles(app)
        assert window.model.state() == board  # the board survives the switch

        window.commands.action_check.trigger()
        wait_idle(qtbot, window)
        assert (
            window.statusBar().currentMessage() == f"Vérification{NBSP}: exactement une solution"
        )

        window.commands.action_hint.trigger()
        wait_idle(qtbot, window)
        assert window.side_panel.hint_label.text().startswith("Cherchez")  # level 1: where
        for _press in range(2):  # level 3: the whole step
            window.commands.action_hint.trigger()
            wait_idle(qtbot, window)
        hint = window.side_panel.hint_label.text()
        assert hint.startswith(("Singleton", "Dernière case libre")), hint
        assert f"{NBSP}: " in hint

        assert translated(Guess(0, 4, 2, (6, 9)).phrase()) == (
            f"Hypothèse au niveau 2{NBSP}: r1c1 = 4 (à essayer ensuite{NBSP}: 6 et 9)"
        )
        assert translated(Contradiction(unit=9, digit=3).phrase()) == (
            f"Contradiction{NBSP}: 3 n'a plus de place dans la colonne 1"
        )
        forcing = Elimination(
            ((0, 5),),
            "nested_forcing_chain",
            branches=(
                Branch(
                    (0, 5),
                    (Implication(1, 5, False), Implication(2, 5, True, 0, unit=11)),
                    Contradiction(unit=9, digit=3),
                ),
            ),
        )
        assert translated(forcing.phrase()) == (
            f"Chaîne forcée imbriquée{NBSP}: si r1c1 = 5{NBSP}: r1c3 = 5 (la seule place du 5 "
            f"dans la colonne 3) → 3 n'a plus de place dans la colonne 1, donc r1c1 ≠ 5"
        )
        net = Elimination(
            ((0, 5),),
            "forcing_net",
            branches=(
                Branch(
                    (0, 5),
                    (
                        Implication(21, 5, False, locked=(18, 2)),
                        Implication(22, 3, False, naked=(2, (18, 19), (3, 5))),
                    ),
                    Contradiction(unit=9, digit=3),
                ),
            ),
        )
        assert translated(net.phrase()) == (
            f"Filet forcé{NBSP}: si r1c1 = 5{NBSP}: r3c4 ≠ 5 (dans le bloc 1, le 5 n'est que "
            f"dans la ligne 3) → r3c5 ≠ 3 (dans la ligne 3, r3c1 et r3c2 ne contiennent que 3 "
            f"et 5) → 3 n'a plus de place dans la colonne 1, donc r1c1 ≠ 5"
        )
        how = window.how_it_works_panel
        assert how.buttons["deduction_exploration"].parent().title() == "Déduction + exploration"

        panel = window.watch_panel
        assert panel.bar.action_play_pause.text() == "Lecture"
        assert panel.bar.action_stop.toolTip() == "Arrêter la recherche"  # Esc: "Revenir"
        counters = panel.view.side.counters
        form = counters.layout()
        assert isinstance(form, QFormLayout)
        steps_label = form.labelForField(counters.labels["steps"])
        assert isinstance(steps_label, QLabel) and steps_label.text() == f"Pas{NBSP}:"
        dialog = window.new_puzzle.open_dialog()
        method = dialog.findChild(QLabel, "mode_field_label")
        assert method is not None and method.text() == f"&Méthode{NBSP}:"
        dialog.reject()

        switch(qtbot, app, "en")
        assert "&File" in menu_titles(app)
        assert translated(Guess(0, 4, 2, (6, 9)).phrase()) == Guess(0, 4, 2, (6, 9)).describe()


def test_the_system_locale_chooses_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import QLocale

    from sudoku_desktop.gui.app import application as app_module

    assert app_module.effective_language("fr") == "fr"
    expected = "fr" if QLocale.system().language() == QLocale.Language.French else "en"
    assert app_module.effective_language("system") == expected


def test_the_player_board_speaks_french(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    with running_app(qtbot, tmp_path) as app:
        switch(qtbot, app, "fr")
        window = app.window
        assert window is not None
        window.board_view.select_cell(2)
        window.play.toggle_note(2, 2)
        window.play.toggle_note(2, 4)
        cells = window.model
        assert cells.index(0, 2).data(Qt.ItemDataRole.AccessibleTextRole) == (
            "r1c3, vide, notes 2 et 4"
        )
        assert cells.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole) == "r1c1, 5, donné"
        assert window.commands.action_notes_mode.text() == "Mode n&otes"
        window.legend_page.raise_()  # its rows are built when its tab is first in front
        labels = {label.text() for label in window.legend.findChildren(QLabel)}
        assert "Trouvé par la logique" in labels
        window.commands.action_pause_game.trigger()
        assert window.board_view.paused_text == "En pause"
        window.commands.action_pause_game.trigger()


def untranslated_labels(dialog: QWidget) -> list[str]:
    """A dialog's labels written the English way: a colon without the French space."""
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)]
    return [text for text in texts if text.endswith(":") and not text.endswith(f"{NBSP}:")]


def test_qts_own_dialogs_speak_french_where_its_catalog_is_silent(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Qt 6's French catalog lacks "&Look in:" and "Files of &type:" (the Open dialog showed
    them in English), "Page &Set:" (Print): ours carries them."""
    seen: dict[str, list[str]] = {}

    def labels_then_cancel(dialog: QDialog) -> None:
        seen[type(dialog).__name__] = untranslated_labels(dialog)
        seen.setdefault("all", []).extend(label.text() for label in dialog.findChildren(QLabel))
        dialog.reject()

    with running_app(qtbot, tmp_path) as app:
        switch(qtbot, app, "fr")
        window = app.window
        assert window is not None
        with answering(labels_then_cancel):
            window.commands.action_open.trigger()
        with answering(click_ok(qtbot), labels_then_cancel):
            window.commands.action_print.trigger()
    assert seen["QFileDialog"] == [] and seen["QPrintDialog"] == [], seen
    assert f"&Voir dans{NBSP}:" in seen["all"] and f"&Ensemble de pages{NBSP}:" in seen["all"]
