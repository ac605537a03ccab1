"""Driving the real modal dialogs a menu opens, as a user would, while their ``exec`` runs.

A modal dialog's ``exec`` blocks the test; a timer polls for the dialog that opens and acts
on it through its widgets (clicks, typing, the file name field), never by replacing it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

Act = Callable[[QDialog], None]
POLL_MS = 20


class ModalAnswers:
    """Answers each modal dialog that opens with the next of ``acts``. The object names of
    the dialogs it saw are kept in ``seen`` (one per act), an exception in an act in
    ``errors`` (the dialog is then rejected: ``exec`` returns, the test fails, not hangs)."""

    def __init__(self, acts: list[Act]) -> None:
        self.acts = list(acts)
        self.seen: list[str] = []
        self.errors: list[BaseException] = []
        self._answered: set[int] = set()
        self.timer = QTimer()
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or not dialog.isVisible():
            return
        if id(dialog) in self._answered or not self.acts:
            return
        self._answered.add(id(dialog))
        self.seen.append(dialog.objectName() or type(dialog).__name__)
        act = self.acts.pop(0)
        try:
            act(dialog)
        except BaseException as error:  # handed back to the test
            self.errors.append(error)
            dialog.reject()
        if not self.acts:
            self.timer.stop()


@contextmanager
def answering(*acts: Act) -> Iterator[ModalAnswers]:
    """Within the block, each modal dialog that opens gets the next act; afterwards every
    act must have run, and none failed."""
    answers = ModalAnswers(list(acts))
    try:
        yield answers
    finally:
        answers.timer.stop()
    if answers.errors:
        raise answers.errors[0]
    assert not answers.acts, f"{len(answers.acts)} dialog(s) never opened"


def button(dialog: QWidget, which: QDialogButtonBox.StandardButton) -> QWidget:
    """The standard button ``which`` of the dialog's button box."""
    for box in dialog.findChildren(QDialogButtonBox):
        found = box.button(which)
        if found is not None:
            return found
    raise AssertionError(f"no {which} button in {dialog.objectName()}")


def click_ok(qtbot: QtBot) -> Act:
    """An act clicking the dialog's OK button."""
    return lambda dialog: qtbot.mouseClick(
        button(dialog, QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def click_cancel(qtbot: QtBot) -> Act:
    """An act clicking the dialog's Cancel button."""
    return lambda dialog: qtbot.mouseClick(
        button(dialog, QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
    )


def press_escape(qtbot: QtBot) -> Act:
    """An act pressing Escape in the dialog."""
    return lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def choose(dialog: QWidget, name: str, data: object) -> None:
    """Pick the entry of combo ``name`` whose data is ``data``, as the keyboard would."""
    combo = dialog.findChild(QComboBox, name)
    assert combo is not None, name
    index = combo.findData(data)
    assert index >= 0, (name, data)
    combo.setCurrentIndex(index)


def save_as(qtbot: QtBot, path: Path, folders: list[str] | None = None) -> Act:
    """An act typing ``path`` in a Qt file dialog's name field and pressing Enter; the
    folder the dialog opened in is appended to ``folders``."""

    def act(dialog: QDialog) -> None:
        assert isinstance(dialog, QFileDialog)
        if folders is not None:
            folders.append(dialog.directory().absolutePath())
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        assert field is not None
        field.setText(str(path))
        qtbot.keyClick(field, Qt.Key.Key_Return)

    return act


def print_to_file(qtbot: QtBot, path: Path) -> Act:
    """An act choosing Print to File (PDF) in Qt's print dialog, naming ``path``, then Print."""

    def act(dialog: QDialog) -> None:
        printers = dialog.findChild(QComboBox, "printers")
        assert printers is not None
        pdf = next(i for i in range(printers.count()) if "PDF" in printers.itemText(i))
        printers.setCurrentIndex(pdf)
        field = dialog.findChild(QLineEdit, "filename")
        assert field is not None
        field.setText(str(path))
        qtbot.mouseClick(
            button(dialog, QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    return act
