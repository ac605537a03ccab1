"""A part of the window built on first use, typed: ``Lazy[T]`` holds the part's builder.

Signals are wired to a part before it exists through callables that receive the built part
(``lazy.slot(lambda hints: hints.ask)``): connecting builds nothing, the first call builds
the part, and a type checker, a rename or a dead-code tool follows the call, which a slot
named in a string hid.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Generic, ParamSpec, TypeVar, overload

T = TypeVar("T")
P = ParamSpec("P")
Owner = TypeVar("Owner")
Part = TypeVar("Part")


class Lazy(Generic[T]):
    """The part ``build()`` makes, made the first time it is asked for, then kept."""

    def __init__(self, build: Callable[[], T]) -> None:
        self._build = build
        self._part: T | None = None

    def get(self) -> T:
        """The part, built now if it was not yet."""
        if self._part is None:
            self._part = self._build()
        return self._part

    def built(self) -> bool:
        """Whether the part exists (asking for it builds it)."""
        return self._part is not None

    def slot(self, pick: Callable[[T], Callable[[], object]]) -> Callable[..., None]:
        """A slot calling the method ``pick`` takes from the part; the signal's arguments
        (a menu action's ``checked``) are dropped."""
        return partial(_call, self, pick)

    def receiver(self, pick: Callable[[T], Callable[P, object]]) -> Callable[P, None]:
        """As ``slot``, but the method receives the signal's arguments."""
        return partial(_pass, self, pick)


class Member(Generic[Owner, T]):
    """A read-only attribute that ``read`` takes from its owner's lazy part (built on first
    read): one typed line where a property took three, for the parts' widgets the window
    and its tests reach (``window.watch_panel``)."""

    def __init__(self, read: Callable[[Owner], T]) -> None:
        self._read = read

    @overload
    def __get__(self, owner: None, kind: type[Owner]) -> Member[Owner, T]: ...

    @overload
    def __get__(self, owner: Owner, kind: type[Owner] | None = None) -> T: ...

    def __get__(
        self, owner: Owner | None, kind: type[Owner] | None = None
    ) -> T | Member[Owner, T]:
        return self if owner is None else self._read(owner)


def member(part: Callable[[Owner], Part], pick: Callable[[Part], T]) -> Member[Owner, T]:
    """The attribute ``pick`` takes from the lazy part that ``part`` gets from its owner."""
    return Member(lambda owner: pick(part(owner)))


def _call(lazy: Lazy[T], pick: Callable[[T], Callable[[], object]], *_signal: object) -> None:
    pick(lazy.get())()


def _pass(lazy: Lazy[T], pick: Callable[[T], Callable[..., object]], *signal: object) -> None:
    pick(lazy.get())(*signal)
