"""The candidates a recorded run has at any step: the digits' peers, minus the eliminations
still standing.

An elimination holds only under the guesses (or hypotheses) standing when it was made: a
backtrack that withdraws a guess withdraws what was deduced under it. ``Eliminated`` keeps
the removals of a replay in one list per level (level k: made while k guesses stood) and
drops the lists of the levels a Guess or Backtrack closes, by the same stack rules as the
recording's ``advance``. A ``Recording`` keeps one of these every ``KEYFRAME_INTERVAL``
steps, built on first use, so ``candidates_at`` replays at most one interval.
"""

from __future__ import annotations

from array import array

from sudoku_desktop.core.geometry import Geometry
from sudoku_desktop.core.recording.layout import CLASSIC_LAYOUT, RULE_FIELD, Layout
from sudoku_desktop.core.recording.step_codec import (
    HYPOTHESIS,
    KIND_BACKTRACK,
    KIND_ELIMINATION,
    KIND_GUESS,
    KIND_PLACEMENT,
    closed_depth,
    skip,
)


class Eliminated:
    """The eliminations standing after some step of a run laid out by ``layout``, level by
    level; ``at`` is the payload position after that step."""

    __slots__ = ("at", "depths", "layout", "levels", "removed")

    def __init__(self, layout: Layout = CLASSIC_LAYOUT) -> None:
        self.layout = layout
        self.depths: list[int] = []
        """Depth of each standing guess or hypothesis, shallowest first."""
        self.removed: list[list[int]] = [[]]
        """Per level (len(depths) + 1 of them): removed candidates as cell, digit, cell, …"""
        self.levels = self.at = 0

    def copy(self) -> Eliminated:
        other = Eliminated(self.layout)
        other.depths, other.removed = self.depths.copy(), [list(r) for r in self.removed]
        other.levels, other.at = self.levels, self.at
        return other

    def apply(self, head: int, payload: array[int], rules: list[str]) -> None:
        """Apply packed step ``head`` (its fields start at ``self.at``) and move ``at`` on."""
        kind = head & 0xF
        if kind in (KIND_GUESS, KIND_BACKTRACK):
            depth, self.levels = closed_depth(head, self.levels, self.layout)
            depths = self.depths
            while depths and depths[-1] >= depth:
                depths.pop()
            del self.removed[len(depths) + 1 :]
            if kind == KIND_GUESS:
                depths.append(depth)
                self.removed.append([])
        elif (
            kind == KIND_PLACEMENT
            and rules[head >> self.layout.shift_rule & RULE_FIELD] == HYPOTHESIS
        ):
            self.levels += 1
            self.depths.append(self.levels)
            self.removed.append([])
        elif kind == KIND_ELIMINATION:
            count = payload[self.at]
            self.removed[-1].extend(payload[self.at + 1 : self.at + 1 + count])
        self.at = skip(head, payload, self.at)

    def removed_masks(self) -> list[int]:
        """For each cell, the digits removed from it (a bit mask)."""
        shape = self.layout.shape
        masks, bit_of_digit = [0] * shape.cell_count, shape.bit_of_digit
        for level in self.removed:
            for slot in range(0, len(level), 2):
                masks[level[slot]] |= bit_of_digit[level[slot + 1]]
        return masks


def candidate_masks(
    shape: Geometry, digits: tuple[int, ...] | list[int], removed: list[int]
) -> tuple[int, ...]:
    """Each empty cell's candidates (a mask) on a grid of ``shape``: no digit of its row,
    column or box, nothing ``removed``; 0 when the cell holds a digit. (The units' digits
    are gathered once: a 25×25 board's 72 peers a cell cost 4 ms a frame.)"""
    size, bit_of_digit = shape.size, shape.bit_of_digit
    row_of, column_of, box_of = shape.row_of, shape.column_of, shape.box_of
    rows, columns, boxes = [0] * size, [0] * size, [0] * size
    for cell, digit in enumerate(digits):
        if digit:
            bit = bit_of_digit[digit]
            rows[row_of[cell]] |= bit
            columns[column_of[cell]] |= bit
            boxes[box_of[cell]] |= bit
    full = shape.all_candidates
    return tuple(
        0
        if digit
        else full
        & ~(rows[row_of[cell]] | columns[column_of[cell]] | boxes[box_of[cell]])
        & ~removed[cell]
        for cell, digit in enumerate(digits)
    )
