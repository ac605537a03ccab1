"""Every colour the GUI paints, in one ``Palette``: who filled a cell, highlights, lines,
the watched search's effects and tree.

Two palettes differ where colour carries meaning (origins, flash, tree path): the default
one, and Okabe & Ito's colour-blind-safe set. Preferences choose one with ``set_palette``;
every view reads ``current_palette()`` at its next paint, so a change shows at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

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


@dataclass(frozen=True)
class Palette:
    """The colours by what they mean; the first eight and the marks differ between palettes."""

    given: str
    logic: str
    user: str
    guess: str  # a watched search's guess
    flash: str  # a dead end flashing
    path: str  # the live branch of the search tree
    solved: str  # the solution's branch
    solve: str  # the play board's values filled by Solve or suggested to the coach
    text: str = "#000000"
    background: str = "#ffffff"
    selected: str = "#fff3b0"  # the play board's selected cell
    picked: str = "#2e7d32"  # the dashed frame of a cell picked for a suggestion
    current: str = "#7b1fa2"  # the outline of the cell a watched step acted on
    faded: str = "#8d6e63"  # a digit a backtrack retracts, fading out
    candidate: str = "#6b6b6b"
    thin_line: str = "#9e9e9e"
    thick_line: str = "#202020"
    highlight_unit: str = "#fde2e2"
    highlight_differs: str = "#ffd8a8"
    highlight_conflict: str = "#f28b8b"
    house_tint: str = "#eef2f8"  # the selected cell's row, column and box
    same_digit: str = "#e2d9f7"  # cells holding the highlighted digit
    focus_note: str = "#c3b1f0"  # the disc behind a note or candidate of the highlighted digit
    mistake: str = "#d50000"  # the slash across a digit that is not the solution's
    heat: tuple[str, ...] = ("#ff8a80", "#ffb74d", "#ffd180", "#ffe0b2", "#fff3e0", "#fffaf3")
    heat_text: str = "#795548"
    tree_failed: str = "#b8b8b8"
    tree_root: str = "#404040"
    tree_text: str = "#555555"
    # a step's marks (hints, the solution path, the guide): candidate roles, unit, links
    mark_placed: str = "#2e7d32"
    mark_eliminated: str = "#d32f2f"
    mark_pattern: str = "#1f5fd1"
    mark_second: str = "#ef8a00"
    mark_fin: str = "#8e24aa"
    mark_unit: str = "#d4eddf"  # not the conflict's pink: a unit to look in, not an error
    mark_link: str = "#263238"

    def colour(self, role: str) -> QColor:
        """``role`` ("given", "logic", "flash", "highlight_conflict" …) as a QColor."""
        return qcolor(str(getattr(self, role)))

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


PALETTES = {
    # given, logic, user, guess, flash, path, solved, solve: only the meaningful colours differ
    "default": Palette(
        "#000000", "#1f5fd1", "#2e7d32", "#c2410c", "#e53935", "#d35400", "#2e7d32", "#7b1fa2"
    ),
    # Okabe & Ito's colour-blind-safe set: blue, bluish green, vermillion, orange, told apart
    # under deuteranopia, protanopia and tritanopia.
    "colour_blind": Palette(
        "#000000",
        "#0072b2",
        "#009e73",
        "#d55e00",
        "#e69f00",
        "#d55e00",
        "#0072b2",
        "#cc79a7",
        mark_placed="#009e73",
        mark_eliminated="#d55e00",
        mark_pattern="#0072b2",
        mark_second="#e69f00",
        mark_fin="#cc79a7",
        mark_unit="#d6eaf6",
        mark_link="#000000",
    ),
}

_current = ["default"]


def current_palette() -> Palette:
    """The palette chosen in Preferences (the default until one is set)."""
    return PALETTES[_current[0]]


def set_palette(name: str) -> None:
    """Choose the palette every view reads from its next paint on."""
    _current[0] = name if name in PALETTES else "default"
