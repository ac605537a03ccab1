"""A corpus of damaged autosaves, and the app started on each in a fresh process.

Shared by ``test_damaged_autosaves.py`` (a dozen cases) and ``bench/bench_lossless.py``
(the whole corpus, with its figures). Each case is a name, the file's bytes and what the
start must give back: the player's board itself (the session was whole), or a sample with
the damaged file kept and its board offered (``rescue``), or a sample alone (``sample``).
The child runs the real ``SudokuApp.start`` with its data folder set by the environment,
prints what the window shows as one JSON line, takes the offer when asked, and exits.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import State

BOARD = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
CHILD = r"""
import json, os, sys
from PySide6.QtTest import QTest
from sudoku_desktop.gui.app.application import SudokuApp, make_application
from sudoku_desktop.gui.app.autosave import AutosaveStore
from sudoku_desktop.gui.window.settings import Settings

app = make_application(sys.argv[:1])
sudoku = SudokuApp(app, Settings(), AutosaveStore())
window = sudoku.start()
QTest.qWaitForWindowExposed(window)
app.processEvents()
offered = window.banner.offer_button.isVisible()
status, banner = window.statusBar().currentMessage(), window.banner.text()
if sys.argv[1] == "restore" and offered:
    window.banner.offer_button.click()
state = window.editor.state()
print(json.dumps({
    "status": status,
    "banner": banner,
    "offered": offered,
    "digits": list(state.digits),
    "notes": list(state.notes),
    "data": sorted(p.name for p in __import__("pathlib").Path(sys.argv[2]).iterdir()),
}), flush=True)
os._exit(0)
"""


DAMAGED_CELL = 8
"""An empty cell without notes, where the corpus puts a bad note or candidate entry."""


@dataclass(frozen=True)
class Case:
    """One damaged autosave and what the start must make of it."""

    name: str
    data: bytes
    expect: str
    """"board": the player's board itself; "rescue": a sample, the board offered back whole;
    "partial": offered back with its damaged part missing; "sample": nothing to offer."""


def player_state() -> State:
    """The board the corpus saved: a puzzle with three entries and notes in two cells."""
    state = State.from_puzzle(Puzzle(tuple(0 if ch == "." else int(ch) for ch in BOARD)))
    for cell, digit in ((2, 4), (3, 6), (5, 8)):
        state = state.with_digit(cell, digit, Origin.USER)
    return state.with_note_toggled(7, 1).with_note_toggled(7, 2).with_note_toggled(10, 7)


def corpus(base: str, window_state_flips: int = 60, seed: int = 37) -> list[Case]:
    """Every case built from ``base``, a whole autosave of ``player_state()``."""
    fields = json.loads(base)
    rng = random.Random(seed)
    cases: list[Case] = []

    def variant(name: str, expect: str, **changed: object) -> None:
        cases.append(Case(name, json.dumps({**fields, **changed}).encode(), expect))

    state_bytes = bytearray(bytes.fromhex(fields["window_state"]))
    for number in range(window_state_flips):
        flipped = bytearray(state_bytes)
        for _ in range(rng.randint(1, 4)):
            flipped[rng.randrange(len(flipped))] = rng.randrange(256)
        variant(f"window state flip {number}", "board", window_state=flipped.hex())
    variant("window state without digest", "board", window_state_digest=None)
    variant("window state not hex", "board", window_state="zz" * 40)
    variant("geometry garbage", "board", geometry=os.urandom(66).hex(), geometry_digest=None)
    variant("geometry flip", "board", geometry="00" + fields["geometry"][2:])
    variant("geometry a number", "board", geometry=12)
    variant("play time 2^40 s", "board", play_seconds=2**40)
    variant("play time a list", "board", play_seconds=[1])
    session = json.loads(fields["session"])
    for name, key, value in (
        ("note 10", "notes", 10),
        ("note '10'", "notes", "10"),
        ("note -1", "notes", -1),
        ("candidates 'x'", "candidates", "x"),
    ):
        broken = {
            **session,
            key: [
                value if cell == DAMAGED_CELL else entry for cell, entry in enumerate(session[key])
            ],
        }
        variant(f"session {name}", "rescue", session=json.dumps(broken))
    variant("session missing", "sample", session=None)
    variant(
        "session digits damaged",
        "partial",
        session=fields["session"].replace('"digits": "53', '"digits": "5x'),
    )
    text = base.encode()
    notes_at = text.index(b'notes\\": [') + 40  # inside the session's list of notes
    for name, cut, expect in (
        ("truncated by its last byte", len(text) - 1, "rescue"),
        ("truncated in the window state", text.index(b'"window_state"') + 30, "rescue"),
        ("truncated in the notes", notes_at, "partial"),
        ("truncated before the digits", text.index(b"digits"), "sample"),
    ):
        cases.append(Case(name, text[:cut], expect))
    cases.append(Case("truncated to 1 byte", text[:1], "sample"))
    cases.append(Case("empty", b"", "sample"))
    cases.append(Case("not UTF-8", b"\xff\xfe" + text[2:], "rescue"))
    cases.append(Case("binary garbage", os.urandom(2000), "sample"))
    cases.append(Case("deeply nested", b"[" * 100_000, "sample"))
    return cases


def app_environment(home: Path) -> dict[str, str]:
    """The environment of an app started in a fresh process: offscreen, its settings under
    ``home``, its data (the autosave) in ``home/data``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUDOKU_DESKTOP")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        SUDOKU_DESKTOP_DATA_DIR=str(home / "data"),
    )
    return env


def start_on(case: Case, home: Path, restore: bool = False) -> dict[str, object]:
    """Start the app on ``case`` in a fresh process; what its window showed (rc in "rc")."""
    data = home / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.json").write_bytes(case.data)
    env = app_environment(home)
    mode = "restore" if restore else "show"
    done = subprocess.run(
        [sys.executable, "-c", CHILD, mode, str(data)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    shown: dict[str, object] = {"rc": done.returncode, "stderr": done.stderr[-2000:]}
    if done.returncode == 0 and done.stdout.strip():
        shown.update(json.loads(done.stdout.strip().splitlines()[-1]))
    return shown
