"""Where each field of a step's 64-bit head sits, worked out from the grid's size.

A head holds, low bits first: kind 4, cell, digit, depth, digit mask, unit, rule 12, holder
(a digit), reason 2; then at fixed places flag (bit 55), one (56) and the line (57-63), so
that the kind and the line read the same at every size. The cell, digit, depth, mask and
unit fields are as wide as the size needs, the all-ones value of each meaning "none". On
9×9 they are 7, 4, 8, 9 and 5 bits: the layout every 9×9 recording has always had. Where
the fields do not fit side by side below bit 55 (16×16 and 25×25), the mask shares the bits
of unit, rule, holder and reason, which a Guess or a Backtrack (the only steps with a mask)
never has.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from sudoku_desktop.core.geometry import CLASSIC, Geometry

SHIFT_CELL = 4
SHIFT_FLAG = 55
SHIFT_ONE = 56
SHIFT_LINE = 57
KIND_FIELD = 0xF
"""The head's bits holding the step's kind."""
LINE_FIELD = 0x7F << SHIFT_LINE
"""The head's bits holding the line id: ``head & LINE_FIELD`` compares lines unshifted."""
RULE_BITS, REASON_BITS = 12, 2
RULE_FIELD = (1 << RULE_BITS) - 1
NO_WORD = 0xFFFF
"""A payload word's "none"."""


@dataclass(frozen=True, slots=True)
class Layout:
    """The shifts and field masks of one size's heads (a field mask is all ones, unshifted:
    ``head >> shift & field`` reads a field, and the field's value is its "none")."""

    shape: Geometry
    cell: int
    digit: int
    depth: int
    mask: int
    unit: int
    shift_digit: int
    shift_depth: int
    shift_mask: int
    shift_unit: int
    shift_rule: int
    shift_holder: int
    shift_reason: int

    @property
    def depth_bits(self) -> int:
        """The width of the depth field: a guess stack entry is ``index << depth_bits |
        depth``."""
        return self.depth.bit_length()

    def mask_of(self, alternatives: tuple[int, ...]) -> int | None:
        """The digit mask holding exactly ``alternatives`` when they are digits 1..n in
        ascending order (what the mask reads back as), else None."""
        mask, last = 0, 0
        for digit in alternatives:
            if not last < digit <= self.shape.size:
                return None
            mask |= 1 << (digit - 1)
            last = digit
        return mask


def _ones(values: int) -> int:
    """The all-ones field wide enough for ``values`` values and, above them, its "none"."""
    return (1 << values.bit_length()) - 1


@cache
def layout_of(shape: Geometry) -> Layout:
    """The head layout of a grid of ``shape``'s size, made once."""
    n = shape.size
    cell, digit, unit = _ones(shape.cell_count), _ones(n + 1), _ones(shape.unit_count)
    depth = max(0xFF, _ones(shape.cell_count))  # 0..every cell, no "none"; 8 bits at least
    mask = shape.all_candidates
    shift_digit = SHIFT_CELL + cell.bit_length()
    shift_depth = shift_digit + digit.bit_length()
    shift_mask = shift_depth + depth.bit_length()
    shift_unit = shift_mask + n
    tail = unit.bit_length() + RULE_BITS + digit.bit_length() + REASON_BITS
    if shift_unit + tail > SHIFT_FLAG:  # side by side they pass the flag: the mask shares
        shift_unit = shift_mask
        if shift_unit + max(n, tail) > SHIFT_FLAG:
            raise ValueError(f"a {shape.label} step does not fit in a 64-bit head")
    shift_rule = shift_unit + unit.bit_length()
    shift_holder = shift_rule + RULE_BITS
    shift_reason = shift_holder + digit.bit_length()
    return Layout(
        shape,
        cell,
        digit,
        depth,
        mask,
        unit,
        shift_digit,
        shift_depth,
        shift_mask,
        shift_unit,
        shift_rule,
        shift_holder,
        shift_reason,
    )


CLASSIC_LAYOUT = layout_of(CLASSIC)
"""The 9×9 layout: cell 7 bits at 4, digit 4 at 11, depth 8 at 15, mask 9 at 23, unit 5 at
32, rule 12 at 37, holder 4 at 49, reason 2 at 53."""
