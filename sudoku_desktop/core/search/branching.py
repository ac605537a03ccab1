"""The guess stack of the fewest-candidates search, shared by its 9×9 and any-size forms.

Both keep one ``GuessFrame`` per guessed cell and a trail of the cells filled since the search
began; a dead end undoes the trail down to the deepest branch with a digit left to try
(``backtrack``), and each guess is told the same way (``GuessFrame.guess``), so the two streams
stay step for step alike (tests/core/test_search_sizes.py compares them).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Generic, TypeVar

from sudoku_desktop.core.steps import Backtrack, Guess, NoSolution

State = TypeVar("State")


@dataclass(slots=True)
class GuessFrame(Generic[State]):
    """A branch point: the cell, its digits, which one is on trial (``index``), the search's
    state before it (``saved``) and the trail's length then (``mark``)."""

    cell: int
    digits: tuple[int, ...]
    saved: State
    mark: int
    index: int = 0

    def guess(self, depth: int) -> Guess:
        """The guess of the digit on trial, with the digits left to try after it."""
        return Guess(self.cell, self.digits[self.index], depth, self.digits[self.index + 1 :])


def backtrack(
    frames: list[GuessFrame[State]], trail: list[int], grid: list[int] | None = None
) -> Generator[Backtrack | NoSolution, None, GuessFrame[State] | None]:
    """Undo the trail branch by branch (emptying the undone cells of ``grid``, if given): a
    Backtrack for each branch used up, then the one that resumes the deepest branch with a
    digit left (returned, its ``index`` on that digit), or NoSolution (None returned)."""
    while frames:
        frame = frames[-1]
        undone = tuple(trail[frame.mark :])
        del trail[frame.mark :]
        if grid is not None:
            for gone in undone:
                grid[gone] = 0
        frame.index += 1
        if frame.index < len(frame.digits):
            yield Backtrack(len(frames), frame.cell, frame.digits[frame.index], undone)
            return frame
        yield Backtrack(len(frames), frame.cell, None, undone)
        frames.pop()
    yield NoSolution()
    return None
