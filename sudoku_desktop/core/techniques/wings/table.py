"""The wings family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.shared.finding import Each, Finder, first_of
from sudoku_desktop.core.techniques.wings import wings, wxyz_wing

EACH: dict[str, Each] = {
    "w_wing": wings.each_w_wing,
    "xy_wing": wings.each_xy_wing,
    "xyz_wing": wings.each_xyz_wing,
    "wxyz_wing": wxyz_wing.each_wxyz_wing,
}

FINDERS: dict[str, Finder] = {rule: first_of(each) for rule, each in EACH.items()}
