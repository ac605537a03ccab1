"""Preferences as typed options with defaults over QSettings (the palettes are in palette.py).

Following Picard: each option is declared once, with its key, its default and (for a
choice) the values it may take; reading converts what QSettings stored (INI files keep
strings) and falls back to the default on anything unexpected, so a hand-edited or old
file never breaks the app. ``SETTINGS_VERSION`` is stored under ``settings/version``;
``upgrade()`` runs the hooks in ``UPGRADES`` from the stored version up, then writes the
current one. Writing an option emits ``changed(name)``: the app applies it at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar, overload

from PySide6.QtCore import QObject, QSettings, Signal

from sudoku_desktop.core.geometry import CLASSIC, SHAPES
from sudoku_desktop.gui.board.palette import PALETTES

T = TypeVar("T", bool, int, str)

SETTINGS_VERSION = 2
LANGUAGES = ("system", "en", "fr")
PALETTE_NAMES = tuple(PALETTES)
SMALL_DIGITS = ("none", "notes", "candidates")
RULE_SETS = ("seed_002", "full", "forcing")


class Option(Generic[T]):
    """One preference: ``key`` in QSettings, a typed ``default``, optional allowed values."""

    def __init__(self, key: str, default: T, choices: tuple[T, ...] = ()) -> None:
        self.key = key
        self.default: T = default
        self.choices: tuple[T, ...] = choices
        self.name = key

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def convert(self, raw: object) -> T:
        """The stored value as this option's type; the default when it cannot be."""
        value: Any
        try:
            if isinstance(self.default, bool):
                value = raw if isinstance(raw, bool) else str(raw).lower() in ("true", "1")
            elif isinstance(self.default, int):
                value = int(str(raw))
            else:
                value = str(raw)
        except ValueError:
            return self.default
        if self.choices and value not in self.choices:
            return self.default
        return value  # type: ignore[no-any-return]

    @overload
    def __get__(self, obj: None, owner: type) -> Option[T]: ...
    @overload
    def __get__(self, obj: Settings, owner: type) -> T: ...
    def __get__(self, obj: Settings | None, owner: type) -> Option[T] | T:
        if obj is None:
            return self
        raw = obj.store.value(self.key, None)
        return self.default if raw is None else self.convert(raw)

    def __set__(self, obj: Settings, value: T) -> None:
        value = self.convert(value)
        if obj.store.value(self.key, None) is not None and self.__get__(obj, type(obj)) == value:
            return
        obj.store.setValue(self.key, value)
        obj.changed.emit(self.name)


class Settings(QObject):
    """The user's preferences; ``changed(name)`` after each write that changes a value."""

    changed = Signal(str)

    language = Option("ui/language", "system", LANGUAGES)
    palette = Option("ui/palette", "default", PALETTE_NAMES)
    small_digits = Option("board/small_digits", "candidates", SMALL_DIGITS)
    clean_peer_notes = Option("board/clean_peer_notes", True)
    rules = Option("solve/rules", "full", RULE_SETS)  # Solve ▸ Rules (see window.actions)
    pause_on_focus_loss = Option("board/pause_on_focus_loss", False)
    type_advances = Option("board/type_advances", True)  # File ▸ Type a puzzle's cursor
    board_size = Option("board/size", CLASSIC.size, tuple(SHAPES))  # the size typed, made
    animation_speed = Option("watch/speed", 7)  # the speed slider's value (see watch.controls)
    reduced_motion = Option("watch/reduced_motion", False)
    default_algorithm = Option("watch/algorithm", "deduction_exploration")
    deduction_power = Option("watch/power", "hidden_singles")
    first_run_done = Option("app/first_run_done", False)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store if store is not None else QSettings()
        self.upgrade()

    @classmethod
    def options(cls) -> dict[str, Option[Any]]:
        """Every option by attribute name."""
        return {name: value for name, value in vars(cls).items() if isinstance(value, Option)}

    def upgrade(self) -> None:
        """Bring a file written by an older version up to ``SETTINGS_VERSION``."""
        raw = self.store.value("settings/version", 0)
        try:
            version = int(str(raw))
        except ValueError:
            version = 0
        for step in range(version, SETTINGS_VERSION):
            hook = UPGRADES.get(step)
            if hook is not None:
                hook(self.store)
        if version != SETTINGS_VERSION:
            self.store.setValue("settings/version", SETTINGS_VERSION)

    def reset(self) -> None:
        """Every option back to its default."""
        for name, option in self.options().items():
            if option.key != "app/first_run_done":
                setattr(self, name, option.default)


def _from_unversioned(store: QSettings) -> None:
    """Version 0 (before preferences existed) kept the candidates toggle nowhere: nothing to
    move; recent files keep their own key. The hook stays as the pattern for the next one."""


def _candidates_switch_to_small_digits(store: QSettings) -> None:
    """Version 1 had a show/hide candidates switch; version 2 chooses what small digits
    show (none, notes, candidates): "hide" becomes "none"."""
    shown = store.value("board/show_candidates", None)
    if shown is not None:
        hidden = str(shown).lower() in ("false", "0")
        store.setValue("board/small_digits", "none" if hidden else "candidates")
        store.remove("board/show_candidates")


UPGRADES: dict[int, Callable[[QSettings], None]] = {
    0: _from_unversioned,
    1: _candidates_switch_to_small_digits,
}
"""``UPGRADES[v]`` turns a version-``v`` file into a version ``v + 1`` one."""
