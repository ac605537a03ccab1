"""A search run recorded compactly for replay: stepping back and seeking any step are instant.

``run`` holds the ``Recording`` (steps, keyframes, JSON in and out), ``packer`` turns steps
into chunks with running tallies (in the search's thread), ``step_codec`` packs one step
into a 64-bit head and a few payload words (``layout`` places the head's fields for the
run's size, 4×4 to 25×25), ``candidates`` rebuilds the candidates at any step. Callers
import from here.
"""

from __future__ import annotations

from sudoku_desktop.core.recording.packer import (
    KEYFRAME_INTERVAL,
    Chunk,
    Packer,
    origin_of_mark,
)
from sudoku_desktop.core.recording.run import Counters, Recording, Snapshot
from sudoku_desktop.core.recording.step_codec import (
    FINAL_KINDS,
    KIND_BACKTRACK,
    KIND_CONTRADICTION,
    KIND_ELIMINATION,
    KIND_GUESS,
    KIND_PLACEMENT,
    KIND_REFUSED,
    KIND_SOLVED,
    KIND_STUCK,
)

__all__ = [
    "FINAL_KINDS",
    "KEYFRAME_INTERVAL",
    "KIND_BACKTRACK",
    "KIND_CONTRADICTION",
    "KIND_ELIMINATION",
    "KIND_GUESS",
    "KIND_PLACEMENT",
    "KIND_REFUSED",
    "KIND_SOLVED",
    "KIND_STUCK",
    "Chunk",
    "Counters",
    "Packer",
    "Recording",
    "Snapshot",
    "origin_of_mark",
]
