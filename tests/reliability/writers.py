"""Every writer of the app, driven on a real window, and how to tell a whole file of each.

Shared by ``test_writers.py`` (a read-only folder, a full tmpfs, a few kill -9s) and
``bench/bench_lossless.py`` (the kill loop's figures). ``WRITERS`` names each writer by the
file it makes; ``write(window, kind, path)`` runs it as the menu command does once the file
dialog has answered and returns what it returned (True: it said it succeeded); ``whole``
says whether a file's bytes are a complete file of that kind. ``KILL_CHILD`` is a process
that writes one kind again and again, to be killed at a random moment.
"""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudoku_desktop.gui import MainWindow

WRITERS = ("session", "line", "pdf", "png", "svg", "run", "path")
SUFFIX = {
    "session": ".json",
    "line": ".txt",
    "pdf": ".pdf",
    "png": ".png",
    "svg": ".svg",
    "run": ".json",
    "path": ".txt",
}
LIST_SIZE = 60
"""Puzzles in the PDF: enough pages that a kill often lands while it is being drawn."""


def prepare(window: MainWindow) -> None:
    """What the writers export: a listed solution path and a watched run of some length."""
    from sudoku_desktop.core.board import Board
    from sudoku_desktop.core.recording import Recording
    from sudoku_desktop.core.search import ALGORITHMS
    from sudoku_desktop.core.solution_path import solution_path

    state = window.editor.state()
    window.path_panel.show_path(solution_path(state.board()))
    window.paths.state = state
    algorithm = ALGORITHMS["plain_backtracking"]
    recording = Recording(state.givens(), algorithm.id, algorithm.default_power.value)
    steps = algorithm.run(Board(list(state.givens())), algorithm.default_power)
    recording.extend(step for _, step in zip(range(20_000), steps, strict=False))
    window.watch_panel.controller.load_recording(recording, algorithm)


def write(window: MainWindow, kind: str, path: Path, wait: object = None) -> bool:
    """Run the writer ``kind`` to ``path``; True when it said it succeeded. ``wait`` (a
    callable) waits for the PDF's worker, which reports later in the status bar."""
    from sudoku_desktop.gui.files.printing import PrintOptions

    if kind == "session":
        return window.files.save_to(str(path))
    if kind == "line":
        return window.files.export_to(str(path), "line")
    if kind in ("png", "svg"):
        return window.printing.export_image_to(str(path))
    if kind == "run":
        return window.watch_panel.export_run(path)
    if kind == "path":
        return window.path_panel.export_to(path)
    window.statusBar().clearMessage()
    window.printing.export_pdf_to(str(path), PrintOptions(False, 1, True))
    assert callable(wait)
    wait()
    return window.statusBar().currentMessage().startswith("Wrote ")


def whole(kind: str, data: bytes) -> bool:
    """Whether ``data`` is a complete file of ``kind``."""
    try:
        if kind == "pdf":
            return data.startswith(b"%PDF-") and b"%%EOF" in data[-64:]
        if kind == "png":
            return data.startswith(b"\x89PNG") and data.endswith(b"IEND\xaeB`\x82")
        if kind == "svg":
            ET.fromstring(data)
            return True
        if kind == "run":
            from sudoku_desktop.core.recording import Recording

            return len(Recording.from_json(data.decode())) > 0
        if kind == "session":
            from sudoku_desktop.core.session import State

            State.from_json(data.decode())
            return True
        return data.endswith(b"\n") and len(data.splitlines()) >= 1
    except (ValueError, ET.ParseError, UnicodeDecodeError):
        return False


KILL_CHILD = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from sudoku_desktop.gui import create_main_window
from sudoku_desktop.gui.files.printing import PrintOptions, write_pdf
from sudoku_desktop.gui.files.print_pages import prepare as prepare_pages
from tests.reliability.writers import LIST_SIZE, prepare, write

kind, path = sys.argv[1], Path(sys.argv[2])
app = QApplication([])
window = create_main_window(QSettings(sys.argv[3], QSettings.Format.IniFormat))
window.show()
prepare(window)
printed = prepare_pages([window.printing.puzzles(False)[0]] * LIST_SIZE)
number = 0
while True:
    if kind == "pdf":  # the worker's job itself, on this thread
        write_pdf(str(path), printed, PrintOptions(False, 1, True))
    else:
        assert write(window, kind, path)
    number += 1
    print("written", number, flush=True)
"""


def start_writer(kind: str, path: Path, folder: Path) -> subprocess.Popen[str]:
    """A process writing ``kind`` to ``path`` in a loop, printing "written N" after each."""
    root = Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUDOKU_DESKTOP")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root), HOME=str(folder))
    return subprocess.Popen(
        [sys.executable, "-c", KILL_CHILD, kind, str(path), str(folder / "settings.ini")],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=root,
    )
