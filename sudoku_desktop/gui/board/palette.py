"""Every colour the GUI paints, in one ``Palette``: who filled a cell, highlights, lines,
the watched search's effects and tree.

Two palettes differ where colour carries meaning (origins, flash, tree path): the default
one, and Okabe & Ito's colour-blind-safe set; their colours are data, in
resources/palettes.txt. Preferences choose one with ``set_palette``;
every view reads ``current_palette()`` at its next paint, so a change shows at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

from PySide6.QtGui import QColor, QPen

from sudoku_desktop.core.origin import Origin

ORIGIN_ROLES = {
    Origin.GIVEN: "given",
    Origin.LOGIC: "logic",
    Origin.USER: "user",
    Origin.SOLVE: "solve",
    Origin.GUESS: "guess",
}
"""The palette colour of each origin (an empty cell has none): a value the player did not
deduce (Solve, a coach suggestion) apart from a watched search's guesses."""


@lru_cache(maxsize=256)
def qcolor(name: str) -> QColor:
    """One shared QColor per colour name (never mutate it): painting builds none."""
    return QColor(name)


@lru_cache(maxsize=64)
def qpen(name: str, width: int) -> QPen:
    """One shared QPen per colour and width (never mutate it)."""
    return QPen(qcolor(name), width)


@lru_cache(maxsize=64)
def guess_colour(depth: int) -> QColor:
    """A watched guess: orange at depth 0, deepening to dark red-brown by depth 30."""
    shade = min(depth, 30) / 30
    return QColor.fromHsvF((30 - 22 * shade) / 360, 0.85 + 0.15 * shade, 0.92 - 0.5 * shade)


def blend(base: QColor, top: QColor, amount: float) -> QColor:
    """``top`` over ``base`` at ``amount`` 0..1."""
    amount = max(0.0, min(1.0, amount))
    return QColor.fromRgbF(
        base.redF() + (top.redF() - base.redF()) * amount,
        base.greenF() + (top.greenF() - base.greenF()) * amount,
        base.blueF() + (top.blueF() - base.blueF()) * amount,
    )


PALETTE_FILE = "palettes.txt"
"""In resources/: a row per colour role, a column per palette (data, not code)."""


@dataclass(frozen=True)
class Palette:
    """The colours by what they mean: ``palette.given``, ``palette.thin_line`` … name a role's
    colour; ``heat`` lists the backgrounds of empty cells by candidate count."""

    colours: Mapping[str, str]
    heat: tuple[str, ...]

    def __getattr__(self, role: str) -> str:
        if role.startswith("_") or role == "colours":  # never look up the table in itself
            raise AttributeError(role)
        try:
            return self.colours[role]
        except KeyError:
            raise AttributeError(role) from None

    def colour(self, role: str) -> QColor:
        """``role`` ("given", "logic", "flash", "highlight_conflict" …) as a QColor."""
        return qcolor(self.colours[role])

    def origin_colour(self, origin: Origin, depth: int | None = None) -> QColor | None:
        """The digit colour of a cell filled by ``origin``; a watched guess deepens with its
        ``depth``; None for an empty cell."""
        if origin is Origin.GUESS and depth is not None:
            return guess_colour(depth)
        role = ORIGIN_ROLES.get(origin)
        return self.colour(role) if role else None

    def heat_colour(self, count: int) -> QColor:
        """The heat-map background of an empty cell with ``count`` candidates."""
        return qcolor(self.heat[min(count, len(self.heat) - 1)])


def read_palettes(text: str) -> dict[str, Palette]:
    """The palettes of ``text`` (resources/palettes.txt): a header naming the palettes,
    then ``role colour colour …`` rows; ``#`` starts a comment line or a row's note."""
    lines = text.splitlines()
    header = next(line for line in lines if line.startswith("# role")).split()[2:]
    table = [line.split("# ", 1)[0].split() for line in lines if line and line[0] != "#"]
    palettes = {}
    for column, name in enumerate(header, 1):
        colours = {row[0]: row[column] for row in table}
        heat = tuple(colours.pop("heat").split(","))
        palettes[name] = Palette(colours, heat)
    return palettes


PALETTES = read_palettes(
    files("sudoku_desktop.resources").joinpath(PALETTE_FILE).read_text("utf-8")
)
"""The default palette and Okabe & Ito's colour-blind-safe one, by name."""

_current = ["default"]


def current_palette() -> Palette:
    """The palette chosen in Preferences (the default until one is set)."""
    return PALETTES[_current[0]]


def set_palette(name: str) -> None:
    """Choose the palette every view reads from its next paint on."""
    _current[0] = name if name in PALETTES else "default"
