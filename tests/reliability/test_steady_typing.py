"""Steady play is autosaved: the app, typing a note every quarter second (the one-second
debounce alone never fires), is killed with SIGKILL; the autosave it leaves holds every
note but those of the last two seconds at most. Ten kills: ``bench/bench_lossless.py``."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from sudoku_desktop.gui.app.autosave import MAX_WAIT_MS
from tests.reliability.steady_typing import run_trial

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


@pytest.mark.slow
@pytest.mark.parametrize("kill_after", [3.3, 4.6])
def test_a_kill_during_steady_typing_loses_at_most_two_seconds(
    tmp_path: Path, kill_after: float
) -> None:
    trial = run_trial(tmp_path, kill_after)
    assert trial.typed >= 10
    assert trial.saved >= 1, "steady typing was never saved"
    assert trial.lost_seconds <= 2.0
    assert MAX_WAIT_MS < 2000
