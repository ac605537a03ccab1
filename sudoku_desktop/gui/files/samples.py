"""The sample puzzles shipped in resources/puzzles, read through importlib.resources, and
File ▸ Open sample, which lists them: the 9×9 ones (samples.txt) and a 4×4, a 16×16 and a
25×25 one (sizes.txt), each named in the user's language."""

from __future__ import annotations

from collections.abc import Callable
from importlib.resources import files

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

SAMPLE_FILES = ("samples.txt", "sizes.txt")
"""The 9×9 samples first (the first of them is a first start's puzzle), then other sizes."""
TITLES = {
    "seed 004 example": QT_TRANSLATE_NOOP("Samples", "Seed 004's example"),
    "singles get stuck": QT_TRANSLATE_NOOP("Samples", "Singles get stuck"),
    "beyond the rules": QT_TRANSLATE_NOOP("Samples", "Beyond the rules"),
    "two solutions": QT_TRANSLATE_NOOP("Samples", "Two solutions"),
    "4×4 sample": QT_TRANSLATE_NOOP("Samples", "4×4: a whole search on one screen"),
    "16×16 sample": QT_TRANSLATE_NOOP("Samples", "16×16: symbols 1 to 9, then A to G"),
    "25×25 sample": QT_TRANSLATE_NOOP("Samples", "25×25: symbols A to Y"),
}
"""Each sample's name as the menu says it (the files' names are ids)."""


def _lines(name: str) -> list[tuple[str, str]]:
    """(cells, name) of each sample line of resources/puzzles/``name``."""
    text = files("sudoku_desktop.resources.puzzles").joinpath(name).read_text("utf-8")
    samples: list[tuple[str, str]] = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            cells, _, title = line.partition(" ")
            samples.append((cells, title.strip() or f"sample {len(samples) + 1}"))
    return samples


def sample_puzzles() -> list[tuple[str, Puzzle]]:
    """(name, puzzle) pairs of the bundled 9×9 samples, in file order."""
    return [(name, Puzzle.from_line(cells)) for cells, name in _lines(SAMPLE_FILES[0])]


def sample_texts() -> list[tuple[str, str]]:
    """(name, cells) of every bundled sample, every size, as File ▸ Open sample lists them."""
    return [(title, cells) for name in SAMPLE_FILES for cells, title in _lines(name)]


def sized_samples() -> list[tuple[str, Puzzle]]:
    """(name, puzzle) pairs of the samples of other sizes (4×4, 16×16, 25×25)."""
    from sudoku_desktop.core.formats.reader import read_puzzle  # not needed to start

    return [(name, read_puzzle(cells)) for cells, name in _lines(SAMPLE_FILES[1])]


def fill_samples_menu(menu: QMenu, load: Callable[[str], object]) -> None:
    """One entry per sample in ``menu``; choosing one hands its text to ``load`` (the one
    door for text coming in)."""
    menu.clear()
    for name, cells in sample_texts():
        title = QCoreApplication.translate("Samples", TITLES.get(name, name))
        action = menu.addAction(title)
        action.setObjectName(f"sample_{name.replace(' ', '_')}")
        action.triggered.connect(lambda _=False, text=cells: load(text))
