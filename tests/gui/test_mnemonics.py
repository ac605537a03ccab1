"""Alt+letter does what it says: within a menu, the menu bar or a dialog, no two entries
underline the same letter, in English and in French (the French New puzzle dialog had
"&Graine" and "&Générer": Alt+G went to the seed field, never to Generate)."""

from __future__ import annotations

import re
from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.test_generator_dialog import open_with_ctrl_n
from tests.gui.test_watch_sets_board_aside import laptop_window  # noqa: F401 (fixture)

MNEMONIC = re.compile(r"&([^&\s])")


def mnemonic(text: str) -> str | None:
    """The letter Alt underlines in ``text`` ("&&" is a plain ampersand), lower case."""
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(texts: list[str]) -> dict[str, list[str]]:
    """The letters two or more of ``texts`` underline, with those texts."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            by_letter[letter].append(text)
    return {letter: said for letter, said in by_letter.items() if len(said) > 1}


def test_the_reader_finds_a_clash() -> None:
    """The check below can fail: it sees "&Graine" beside "&Générer", not "&&" or a space."""
    assert mnemonic("Save && &quit") == "q" and mnemonic("R && D") is None
    assert clashes(["&Graine :", "&Générer", "S&ymétrie"]) == {"g": ["&Graine :", "&Générer"]}


def dialog_texts(dialog: QWidget) -> list[str]:
    """What Alt reaches in ``dialog``: its buttons and the labels that lead to a field."""
    texts = [button.text() for button in dialog.findChildren(QAbstractButton)]
    texts += [label.text() for label in dialog.findChildren(QLabel) if label.buddy()]
    return texts


def test_no_menu_underlines_one_letter_twice(laptop_window: MainWindow) -> None:  # noqa: F811
    window = laptop_window
    bar = window.menuBar()
    found = {"menu bar": clashes([action.text() for action in bar.actions()])}
    for menu in window.findChildren(QMenu):
        texts = [action.text() for action in menu.actions() if not action.isSeparator()]
        found[menu.title() or menu.objectName()] = clashes(texts)
    bad = {name: said for name, said in found.items() if said}
    assert bad == {}, bad


def test_the_new_puzzle_dialog_underlines_each_letter_once(
    qtbot: QtBot,
    laptop_window: MainWindow,  # noqa: F811
) -> None:
    dialog = open_with_ctrl_n(qtbot, laptop_window)
    try:
        assert clashes(dialog_texts(dialog)) == {}
        seed = dialog.findChild(QLabel, "seed_field_label")
        assert seed is not None
        letter = mnemonic(seed.text())
        assert letter is not None
        key = Qt.Key(ord(letter.upper()))
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        alt = Qt.KeyboardModifier.AltModifier  # Alt+E, Alt+A in French
        qtbot.keyClick(dialog.focusWidget() or dialog, key, alt)
        qtbot.waitUntil(lambda: dialog.focusWidget() is seed.buddy())
    finally:
        dialog.reject()
