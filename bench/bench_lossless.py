"""Nothing lost, ever (issue 37): the figures, each printed beside its goal or its peer.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_lossless.py [SECTION ...]
Sections (all by default, about 15 minutes on the shared 2-core machine):

  autosaves  the whole corpus of damaged autosaves (60 window-state mutations, notes,
             geometry, truncations...), each started in a fresh process: how many start
             (goal: all) and how many boards come back; beside it, how many of the same
             window states crash Qt when handed to restoreState unchecked
  writers    every writer into a read-only folder, a full tmpfs, onto a directory and a
             named pipe: false successes (goal 0); then kill -9 at random moments of a
             writing loop, 8 per writer: torn files (goal 0)
  typing     the steady-typing kill, ten times: play lost (goal at most 2 s), beside the
             play the debounce alone would have lost (everything since the first note)
  compare    100 compare windows opened and closed: RSS and top-level widgets (goal at
             most +20 MB), beside 10 kept open
  quit       a logical solve by nested forcing chains: the window's longest wait for the
             GIL, and Quit's time to close (goal at most 1 s)
  stream     ``sudoku-cli check`` on a 1 GB stream, --jobs 1 and 2: peak RSS (goal at most
             200 MB); beside it, 20 MB of puzzles read whole (the CLI before) and streamed
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PROJECT_ROOT))
LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def application() -> object:
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(sys.argv[:1])


def main_window(folder: Path) -> object:
    from PySide6.QtCore import QSettings

    from sudoku_desktop.gui import create_main_window

    window = create_main_window(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.show()
    return window


# autosaves ------------------------------------------------------------------------------

RESTORE_RAW = r"""
import sys
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication
from sudoku_desktop.gui import create_main_window
app = QApplication([])
window = create_main_window(QSettings(sys.argv[2], QSettings.Format.IniFormat))
window.show()
window.restoreState(QByteArray(bytes.fromhex(sys.argv[1])))
app.processEvents()
"""


def bench_autosaves() -> None:
    from sudoku_desktop.gui.app.autosave import WindowSnapshot
    from sudoku_desktop.gui.files.samples import sample_puzzles
    from tests.reliability.damaged_autosaves import corpus, player_state, start_on

    application()
    with tempfile.TemporaryDirectory() as folder:
        window = main_window(Path(folder))
        base = WindowSnapshot.of(window, player_state(), 75).to_json()  # type: ignore[arg-type]
        window.close()  # type: ignore[attr-defined]
    cases = corpus(base)
    started = boards = rescued = crashes = flips = 0
    player = player_state()
    sample = list(sample_puzzles()[0][1].digits)
    for number, case in enumerate(cases):
        with tempfile.TemporaryDirectory() as home:
            shown = start_on(case, Path(home), restore=True)
        started += shown["rc"] == 0
        whole = shown.get("digits") == list(player.digits)
        if case.expect == "board":
            boards += whole
        elif case.expect != "sample":
            digits = shown.get("digits") or sample
            same = sum(a == b for a, b in zip(digits, player.digits, strict=True))  # type: ignore[arg-type]
            rescued += bool(shown.get("offered")) and digits != sample and same >= 80
        if case.name.startswith("window state flip"):
            flips += 1
            state = json.loads(case.data)["window_state"]
            with tempfile.TemporaryDirectory() as folder:
                raw = subprocess.run(
                    [sys.executable, "-c", RESTORE_RAW, state, str(Path(folder) / "s.ini")],
                    capture_output=True,
                    timeout=120,
                    env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
                )
            crashes += raw.returncode < 0
        if number % 10 == 9:
            print(f"  ... {number + 1} of {len(cases)} started", flush=True)
    keep = sum(case.expect == "board" for case in cases)
    offer = sum(case.expect in ("rescue", "partial") for case in cases)
    print(f"damaged autosaves started: {started} of {len(cases)} (goal: all)")
    print(f"  boards kept whole (layout or play time damaged): {boards} of {keep}")
    print(f"  boards offered back from a damaged session or a cut file: {rescued} of {offer}")
    print(
        f"  peer: the same {flips} damaged window states handed to restoreState unchecked "
        f"crashed Qt {crashes} times"
    )


# writers --------------------------------------------------------------------------------


def bench_writers(kills: int) -> None:
    from PySide6.QtWidgets import QApplication

    from tests.reliability.test_writers import PREVIOUS, make_full, mount_tmpfs, said
    from tests.reliability.writers import (
        SUFFIX,
        WRITERS,
        prepare,
        start_writer,
        whole,
        write,
    )

    application()

    def wait() -> None:
        while window.runner.is_busy():  # type: ignore[attr-defined]
            QApplication.processEvents()
            time.sleep(0.005)

    conditions = ["directory", "named pipe"]
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        window = main_window(root)
        prepare(window)  # type: ignore[arg-type]
        can_mount = os.geteuid() == 0 and mount_tmpfs(root / "probe", "64k")
        if can_mount:
            subprocess.run(["umount", "-l", str(root / "probe")], check=False)
            conditions = ["read-only", "full", *conditions]
        false_successes = previous_changed = trials = 0
        for condition in conditions:
            for kind in WRITERS:
                where = root / f"{condition}-{kind}"
                if condition in ("read-only", "full"):
                    mount_tmpfs(where, "256k")
                else:
                    where.mkdir()
                path = where / f"out{SUFFIX[kind]}"
                if condition == "directory":
                    path.mkdir()
                elif condition == "named pipe":
                    os.mkfifo(path)
                else:
                    path.write_bytes(PREVIOUS)
                if condition == "read-only":
                    subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True)
                elif condition == "full":
                    make_full(where)
                window.banner.dismiss()  # type: ignore[attr-defined]
                window.statusBar().clearMessage()  # type: ignore[attr-defined]
                succeeded = write(window, kind, path, wait)  # type: ignore[arg-type]
                words = said(window)  # type: ignore[arg-type]
                trials += 1
                false_successes += succeeded or "cannot" not in words
                if condition in ("read-only", "full"):
                    previous_changed += path.read_bytes() != PREVIOUS
                    subprocess.run(["umount", "-l", str(where)], check=False)
        window.close()  # type: ignore[attr-defined]
        skipped = "" if can_mount else " (read-only and full tmpfs skipped: no mount here)"
        print(
            f"false successes: {false_successes} of {trials} failed writes (goal 0); previous "
            f"file changed: {previous_changed}{skipped}"
        )
        torn = done = 0
        moments = random.Random(37)
        for kind in WRITERS:
            path = root / f"killed{SUFFIX[kind]}"
            for _ in range(kills):
                writer = start_writer(kind, path, root)
                assert writer.stdout is not None
                try:
                    if not writer.stdout.readline().startswith("written"):
                        continue
                    time.sleep(moments.uniform(0.0, 0.4))
                finally:
                    writer.send_signal(signal.SIGKILL)
                    writer.wait(timeout=60)
                done += 1
                torn += not whole(kind, path.read_bytes())
        print(
            f"torn files after {done} kill -9s in writing loops ({len(WRITERS)} writers): "
            f"{torn} (goal 0)"
        )


# typing ---------------------------------------------------------------------------------


def bench_typing(trials: int) -> None:
    from tests.reliability.steady_typing import PERIOD, run_trial

    moments = random.Random(37)
    lost: list[float] = []
    alone: list[float] = []
    for _ in range(trials):
        after = moments.uniform(3.0, 8.0)
        with tempfile.TemporaryDirectory() as home:
            trial = run_trial(Path(home), after)
        lost.append(trial.lost_seconds)
        alone.append(trial.typed * PERIOD)  # no pause in the typing: the debounce never fired
        print(
            f"  kill after {after:.1f} s: {trial.typed} notes typed, {trial.saved} saved, "
            f"{trial.lost_seconds:.2f} s of play lost",
            flush=True,
        )
    print(
        f"edits lost in the steady-typing kill: at most {max(lost):.2f} s of play over "
        f"{trials} kills (goal at most 2 s); the debounce alone: up to {max(alone):.1f} s"
    )


# compare --------------------------------------------------------------------------------


def bench_compare(opens: int) -> None:
    from PySide6.QtWidgets import QApplication

    from tests.gui.test_windows_freed import rss_mb, settled

    application()
    with tempfile.TemporaryDirectory() as folder:
        window = main_window(Path(folder))
        panel = window.watch_panel  # type: ignore[attr-defined]
        for _ in range(3):
            panel.open_compare().close()
        widgets, memory = settled(), rss_mb()
        for _ in range(opens):
            compare = panel.open_compare()
            QApplication.processEvents()
            compare.close()
        del compare  # its Python side holds the last run views' side panels (no Qt parent)
        freed_widgets, freed = settled(), rss_mb() - memory
        kept = [panel.open_compare() for _ in range(10)]
        QApplication.processEvents()
        kept_cost = rss_mb() - memory - freed
        for compare in kept:
            compare.close()
        settled()
        window.close()  # type: ignore[attr-defined]
    print(
        f"RSS after {opens} compare windows opened and closed: {freed:+.1f} MB (goal at most "
        f"+20 MB); top-level widgets {widgets} -> {freed_widgets}"
    )
    print(
        f"  peer: 10 compare windows kept open cost {kept_cost:+.1f} MB "
        f"({kept_cost / 10:.1f} MB each, what every closed one used to keep)"
    )


# quit -----------------------------------------------------------------------------------


def bench_quit() -> None:
    import gc

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from sudoku_desktop.core.techniques.shared import trials
    from tests.gui.test_long_jobs import LONG, board_of

    application()
    compiled = not trials.__file__.endswith(".py")
    with tempfile.TemporaryDirectory() as folder:
        window = main_window(Path(folder))
        window.editor.load_puzzle(board_of(LONG), "long")  # type: ignore[attr-defined]
        window.commands.rule_actions()["forcing"].trigger()  # type: ignore[attr-defined]
        gc.collect()
        ticks: list[int] = []
        clock = QElapsedTimer()
        clock.start()
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(clock.elapsed()))
        timer.start(10)
        window.commands.action_solve_logic.trigger()  # type: ignore[attr-defined]
        end = time.monotonic() + 1.5
        while time.monotonic() < end:
            QApplication.processEvents()
            time.sleep(0.001)
        busy = window.runner.is_busy()  # type: ignore[attr-defined]
        started = time.perf_counter()
        window.close()  # type: ignore[attr-defined]
        closed = time.perf_counter() - started
        timer.stop()
    gaps = sorted(b - a for a, b in zip([0, *ticks], ticks, strict=False))
    print(
        f"logical solve, nested forcing chains ({'compiled' if compiled else 'pure Python'}), "
        f"1.5 s: the "
        f"window's 10 ms timer waited at most {gaps[-1]} ms (median {gaps[len(gaps) // 2]} ms)"
        f"; still searching: {busy}"
    )
    print(f"Quit during it closed the window in {closed * 1000:.0f} ms (goal at most 1000 ms)")


# stream ---------------------------------------------------------------------------------

WHOLE = r"""
import sys
from sudoku_desktop.core.formats import read_puzzles_lenient
text = sys.stdin.buffer.read().decode("utf-8-sig")
print(len(read_puzzles_lenient(text)))
"""
STREAMED = r"""
import sys
from sudoku_desktop.cli.stream import source_items
print(sum(1 for _ in source_items("-")))
"""


def write_stream(path: Path, megabytes: int) -> int:
    """A stream of ``megabytes`` MB: comment lines, a puzzle line in every fifty (judging a
    puzzle costs a hundred times reading a line: the stream is read in minutes, not hours)."""
    comment = "# a line of the stream's comments, read and skipped as it goes by\n"
    block = (comment * 49 + LINE + "\n") * 1000
    count = 0
    with open(path, "w") as stream:
        while stream.tell() < megabytes * 1_000_000:
            stream.write(block)
            count += 1000
    return count


def _memory_mb(root: int) -> tuple[float, float]:
    """A process's peak resident memory so far (``VmHWM``, since its exec) and the memory
    it and its children (the --jobs workers) hold now, in MB."""
    peak, total = 0, 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        if int(entry.name) == root:
            peak = int(fields.get("VmHWM", "0 kB").split()[0])
        if int(entry.name) == root or fields.get("PPid", "").strip() == str(root):
            total += int(fields.get("VmRSS", "0 kB").split()[0])
    return peak / 1024, total / 1024


def peak(args: list[str], path: Path) -> tuple[float, float, float, int]:
    """Peak RSS of a process reading ``path`` on stdin (MB; alone, and with its workers,
    sampled every 50 ms), its seconds and the lines it wrote. Not ``ru_maxrss``: a child's
    counts the memory of the process that started it, up to its exec."""
    import threading

    started = time.monotonic()
    highest = [0.0, 0.0]
    with open(path, "rb") as source:
        child = subprocess.Popen(args, stdin=source, stdout=subprocess.PIPE)
        assert child.stdout is not None
        done = threading.Event()

        def sample() -> None:
            while not done.wait(0.05):
                alone, tree = _memory_mb(child.pid)
                highest[0], highest[1] = max(highest[0], alone), max(highest[1], tree)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        lines = sum(1 for _ in child.stdout)
        child.wait()
        done.set()
        sampler.join()
    return highest[0], highest[1], time.monotonic() - started, lines


def bench_stream(megabytes: int) -> None:
    cli = [sys.executable, "-c", "from sudoku_desktop.cli import main; raise SystemExit(main())"]
    with tempfile.TemporaryDirectory(dir=os.environ.get("TMPDIR")) as folder:
        small = Path(folder) / "small.txt"
        small.write_text((LINE + "\n") * 250_000)  # 20 MB of puzzles: the reading alone
        whole, _, seconds, _ = peak([sys.executable, "-c", WHOLE], small)
        ours, _, streamed, _ = peak([sys.executable, "-c", STREAMED], small)
        print(
            f"reading 250,000 puzzles (20 MB) whole, as the CLI did: peak {whole:.0f} MB "
            f"({whole / 20:.1f}x the input) in {seconds:.0f} s; as a stream: {ours:.0f} MB "
            f"in {streamed:.0f} s"
        )
        small.unlink()
        big = Path(folder) / "big.txt"
        puzzles = write_stream(big, megabytes)
        size = big.stat().st_size / 1e6
        for jobs in ("1", "2"):
            rss, tree, seconds, answers = peak([*cli, "check", "--jobs", jobs], big)
            print(
                f"CLI memory on a {size:,.0f} MB stream ({puzzles:,} puzzles), --jobs {jobs}: "
                f"peak {rss:.0f} MB (goal at most 200 MB), {tree:.0f} MB with its workers, "
                f"in {seconds:.0f} s; {answers:,} answers",
                flush=True,
            )


SECTIONS = ("autosaves", "writers", "typing", "compare", "quit", "stream")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sections", nargs="*", help=f"of {', '.join(SECTIONS)} (default: all)")
    parser.add_argument("--kills", type=int, default=8, help="kill -9s per writer (8)")
    parser.add_argument("--typing-kills", type=int, default=10, help="steady-typing kills (10)")
    parser.add_argument("--windows", type=int, default=100, help="compare windows (100)")
    parser.add_argument("--megabytes", type=int, default=1000, help="stream size (1000)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    unknown = set(args.sections) - set(SECTIONS)
    if unknown:
        parser.error(f"unknown section {', '.join(sorted(unknown))}")
    for section in args.sections or SECTIONS:
        print(f"== {section}", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            {
                "autosaves": bench_autosaves,
                "writers": lambda: bench_writers(args.kills),
                "typing": lambda: bench_typing(args.typing_kills),
                "compare": lambda: bench_compare(args.windows),
                "quit": bench_quit,
                "stream": lambda: bench_stream(args.megabytes),
            }[section]()


if __name__ == "__main__":
    main()
