"""Shared test setup: Qt always offscreen in a throwaway home, and the repository's puzzle sets."""

from __future__ import annotations

import atexit
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from PySide6.QtCore import QSettings, QStandardPaths

from tests.home_sandbox import enter_sandbox, watched_files, written_since
from tests.puzzle_sets import PUZZLE_SETS

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Hypothesis times itself (a 200 ms deadline per example, a health check on how fast inputs
# are drawn): on a shared 2-core machine under load both fail tests whose behaviour is fine.
# Speed is measured in bench/, never in a unit test; the properties are checked all the same.
settings.register_profile(
    "shared_machine", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("shared_machine")

PROJECT_ROOT = Path(__file__).resolve().parents[1]

SANDBOX_HOME = enter_sandbox()
"""The home every test and every subprocess sees; removed when the run ends."""
atexit.register(shutil.rmtree, SANDBOX_HOME, ignore_errors=True)

REAL_HOME_BEFORE = watched_files()
"""What Qt had saved in the real home before the run: the run must leave it as it was."""

QStandardPaths.setTestModeEnabled(True)
for qsettings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
    QSettings.setPath(qsettings_format, QSettings.Scope.UserScope, str(SANDBOX_HOME / "settings"))


@pytest.fixture(scope="session", autouse=True)
def real_home_untouched() -> Iterator[None]:
    """Fail the run (an error at the last teardown) if it wrote where Qt saves in the real home."""
    yield
    changed = written_since(REAL_HOME_BEFORE)
    assert not changed, (
        f"the test run wrote under the real home: {changed} (on a shared machine another "
        "process, such as an older checkout's tests, may have: rerun with HOME set to a "
        "fresh folder to tell)"
    )


@pytest.fixture(scope="session")
def shared_puzzles() -> Path:
    """The puzzle sets every test shares, in tests/data/puzzles (never outside the clone)."""
    return PUZZLE_SETS
