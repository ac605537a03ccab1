"""``Lazy``: a part wired to signals before it exists, built by the first call."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui.window.lazy import Lazy


class Part:
    def __init__(self) -> None:
        self.calls: list[tuple[object, ...]] = []

    def ask(self) -> None:
        self.calls.append(())

    def show(self, text: str, count: int) -> None:
        self.calls.append((text, count))


class Sender(QObject):
    said = Signal(str, int)


def test_connecting_builds_nothing_and_the_first_call_builds_the_part_once(qtbot: QtBot) -> None:
    built: list[Part] = []

    def build() -> Part:
        built.append(Part())
        return built[-1]

    lazy = Lazy(build)
    action, sender = QAction(), Sender()
    action.triggered.connect(lazy.slot(lambda part: part.ask))
    sender.said.connect(lazy.receiver(lambda part: part.show))
    assert not lazy.built() and built == []
    action.trigger()  # triggered(checked): the slot drops the argument
    sender.said.emit("r1c1", 3)  # the receiver passes both
    assert lazy.built() and len(built) == 1
    assert lazy.get() is built[0]
    assert built[0].calls == [(), ("r1c1", 3)]
