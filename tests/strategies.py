"""Hypothesis strategies shared by the test suite: puzzles as the core's readers produce them."""

from __future__ import annotations

from hypothesis import strategies as st

from sudoku_desktop.core.geometry import CELL_COUNT, COUNT_OF_MASK
from sudoku_desktop.core.puzzle import Puzzle

cell_digits = st.integers(min_value=0, max_value=9)
"""A cell's digit, 0 for a blank; no Sudoku rule is enforced (readers do not validate)."""

multi_candidate_masks = st.integers(min_value=0, max_value=0x1FF).filter(
    lambda mask: COUNT_OF_MASK[mask] >= 2
)
"""Masks a pencil-mark grid keeps as candidates: a one-digit mask would read as filled."""


@st.composite
def puzzles(draw: st.DrawFn) -> Puzzle:
    """Any digits in any cells, without pencil marks."""
    digits = draw(st.lists(cell_digits, min_size=CELL_COUNT, max_size=CELL_COUNT))
    return Puzzle(tuple(digits))


@st.composite
def pencilmark_puzzles(draw: st.DrawFn) -> Puzzle:
    """Digits plus candidates a pencil-mark grid can carry unchanged.

    Filled cells have mask 0; empty cells have no candidate or two and more; at least one
    empty cell has two or more, since that is what tells a pencil-mark grid from a plain one.
    """
    digits = draw(st.lists(cell_digits, min_size=CELL_COUNT, max_size=CELL_COUNT))
    masks = draw(
        st.lists(
            st.one_of(st.just(0), multi_candidate_masks),
            min_size=CELL_COUNT,
            max_size=CELL_COUNT,
        )
    )
    sure = draw(st.integers(min_value=0, max_value=CELL_COUNT - 1))
    digits[sure] = 0
    masks[sure] = draw(multi_candidate_masks)
    candidates = tuple(0 if digit else mask for digit, mask in zip(digits, masks, strict=True))
    return Puzzle(tuple(digits), candidates)


EDIT_CHARACTERS = st.sampled_from(list("0123456789.|-+*:'#,_\t\n x a")) | st.characters()
"""What a mutation inserts or overwrites: format characters mostly, any character sometimes."""


@st.composite
def mutated_texts(draw: st.DrawFn, original: st.SearchStrategy[str]) -> str:
    """A text from ``original`` with up to four characters inserted, deleted or replaced.

    Random text rarely gets past the first character check; a nearly valid puzzle text
    reaches the counting and field logic behind it, which is where readers break.
    """
    text = draw(original)
    for _ in range(draw(st.integers(min_value=0, max_value=4))):
        index = draw(st.integers(min_value=0, max_value=len(text)))
        edit = draw(st.sampled_from(["insert", "delete", "replace"]))
        if edit == "delete":
            text = text[:index] + text[index + 1 :]
        else:
            char = draw(EDIT_CHARACTERS)
            text = text[:index] + char + text[index + (edit == "replace") :]
    return text


def candidate_masks() -> st.SearchStrategy[list[int]]:
    """One to nine candidate masks (a unit's cells, a digit's places or a fish's lines)."""
    return st.lists(st.integers(min_value=0, max_value=0x1FF), min_size=1, max_size=9)
