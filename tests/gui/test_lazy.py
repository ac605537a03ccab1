"""``Lazy``: a part wired to signals before it exists, built by the first call."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui.window.lazy import Lazy, Member, member


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


class Owner:
    """A window's stand-in: a lazy part, and an attribute read from it."""

    def __init__(self) -> None:
        self.builds = 0
        self.part = Lazy(self._build)

    def _build(self) -> Part:
        self.builds += 1
        return Part()

    calls: Member[Owner, list[tuple[object, ...]]] = member(
        lambda owner: owner.part.get(), lambda part: part.calls
    )


def test_a_member_builds_its_part_on_first_read_and_reads_the_same_part_after() -> None:
    owner = Owner()
    assert isinstance(Owner.calls, Member) and owner.builds == 0
    first = owner.calls
    owner.part.get().ask()
    assert owner.calls is first and first == [()] and owner.builds == 1
