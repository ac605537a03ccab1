"""Seed 001's walk packed as it goes: the watch's full speed without a step value per step.

``ordered.walk`` yields a Guess, a Contradiction or a Backtrack per step and the worker's
packer reads each back into a 64-bit head; at full speed that round trip costs about half
as much again as the walk itself. ``packed_walk`` takes the very same steps over the same
list of cells but writes each head and the running tally straight into a ``Packer``, so a
watched run costs little more than the bare generator. A recording made either way is the
same, head for head and keyframe for keyframe (tests/core/test_packed_walk.py).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from sudoku_desktop.core.recording.packer import KEYFRAME_INTERVAL, MARK_GUESS, Packer
from sudoku_desktop.core.search.common import has_clash
from sudoku_desktop.core.search.ordered import unit_masks, walk_ops
from sudoku_desktop.core.steps import NoSolution, Solved

Filler = Generator[int, int, None]
"""Sent a number of steps, packs up to that many and yields how many it packed (fewer only
at the end, 0 ever after). Primed with ``next()``, which packs nothing."""


def packed_walk(packer: Packer, order: Sequence[int]) -> Filler:
    """``ordered.walk`` over ``order`` from the packer's starting digits, packed into
    ``packer`` (a fresh one: its board is the walk's board, of any size)."""
    wanted = yield 0
    live = packer.live
    digits = live.digits
    if has_clash(digits):
        packer.pack_batch([NoSolution()])
        yield from _ended(1)
        return
    rows, columns, boxes = unit_masks(digits)
    layout = packer.layout
    shape, shift_mask = layout.shape, layout.shift_mask
    _, write, withdraw = walk_ops(shape)
    row_of, column_of, box_of, full = (
        shape.row_of,
        shape.column_of,
        shape.box_of,
        shape.all_candidates,
    )
    low, bits = layout.depth, layout.depth_bits  # a stack entry's depth, and its width
    guess_heads, backtrack_heads, dead_end_heads, depth_bits, _, gone_bits = packer.hot_heads
    marks, stack = live.marks, live.stack
    guesses, backtracks, contradictions = live.guesses, live.backtracks, live.contradictions
    deepest = live.max_depth
    since = packer.count
    stop = since + wanted
    heads = packer.pending_heads()
    add, base = heads.append, packer.count - len(heads)  # a step's index: base + len(heads)
    limit = _limit(packer, stop)
    position, count = 0, len(order)
    free = -1  # the values left to try at ``position``; -1: none tried there yet
    backtracking = False
    while True:
        if backtracking:
            position -= 1
            if position < 0:
                break
            cell = order[position]
            free = withdraw(digits, rows, columns, boxes, cell)
            while stack and stack[-1] & low > position:
                stack.pop()
            backtracks += 1
            next_digit = (free & -free).bit_length() or None
            add(backtrack_heads[cell][next_digit] | depth_bits[position + 1] | gone_bits[cell])
            backtracking = not free
        else:
            if position == count:
                break
            cell = order[position]
            if free < 0:
                free = full & ~(
                    rows[row_of[cell]] | columns[column_of[cell]] | boxes[box_of[cell]]
                )
            if not free:
                contradictions += 1
                add(dead_end_heads[cell][None] | depth_bits[position])
                backtracking = True
            else:
                bit = write(digits, rows, columns, boxes, cell, free)
                position += 1
                while stack and stack[-1] & low >= position:
                    stack.pop()
                stack.append((base + len(heads)) << bits | position)
                marks[cell] = MARK_GUESS + position
                guesses += 1
                if position > deepest:
                    deepest = position
                head = guess_heads[cell][bit.bit_length()] | depth_bits[position]
                add(head | (free ^ bit) << shift_mask)
                free = -1
        if len(heads) == limit:
            live.guesses, live.backtracks, live.max_depth = guesses, backtracks, deepest
            live.contradictions = contradictions
            packer.settle()
            if packer.count == stop:
                wanted = yield stop - since
                since, stop = stop, stop + wanted
                heads = packer.pending_heads()  # a new list once the chunk is taken
                add, base = heads.append, packer.count - len(heads)
            limit = _limit(packer, stop)
    live.guesses, live.backtracks, live.max_depth = guesses, backtracks, deepest
    live.contradictions = contradictions
    packer.settle()
    packer.pack_batch([Solved(tuple(digits)) if position == count else NoSolution()])
    yield from _ended(packer.count - since)


def _limit(packer: Packer, stop: int) -> int:
    """How many pending heads the packer holds at the next pause: the budget's end or the
    next keyframe, whichever comes first."""
    keyframe = (packer.count // KEYFRAME_INTERVAL + 1) * KEYFRAME_INTERVAL
    return min(stop, keyframe) - (packer.count - len(packer.pending_heads()))


def _ended(last: int) -> Filler:
    """Yield ``last`` steps packed, then none for ever: the walk is over."""
    yield last
    while True:
        yield 0
