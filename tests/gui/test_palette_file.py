"""The palettes read from resources/palettes.txt: every role in each, and the colour-blind
set differing only where colour carries meaning."""

from __future__ import annotations

import pytest

from sudoku_desktop.gui.board.palette import PALETTES, read_palettes

MEANINGFUL = {"given", "logic", "user", "guess", "flash", "path", "solved", "solve"}


def test_both_palettes_name_the_same_roles() -> None:
    default, safe = PALETTES["default"], PALETTES["colour_blind"]
    assert set(default.colours) == set(safe.colours)
    assert len(default.heat) == len(safe.heat) == 6
    for role in ("thin_line", "mark_link", "highlight_conflict", "focus_note"):
        assert default.colour(role).isValid()


def test_the_colour_blind_set_differs_only_in_meaningful_colours() -> None:
    default, safe = PALETTES["default"], PALETTES["colour_blind"]
    differing = {role for role in default.colours if default.colours[role] != safe.colours[role]}
    assert all(role in MEANINGFUL or role.startswith("mark_") for role in differing)
    assert {"logic", "user", "mark_placed"} <= differing
    assert default.thin_line == safe.thin_line == "#9e9e9e"


def test_rows_notes_and_comments() -> None:
    text = (
        "# role      light    dark\n"
        "#\n"
        "given       #000000  #ffffff  # the puzzle's digits\n"
        "heat        #aa0000,#bb0000 #cc0000,#dd0000\n"
    )
    palettes = read_palettes(text)
    assert list(palettes) == ["light", "dark"]
    assert palettes["dark"].given == "#ffffff"
    assert palettes["light"].heat == ("#aa0000", "#bb0000")
    with pytest.raises(AttributeError):
        _ = palettes["light"].no_such_role
