"""Guard against PySide6 builds that leak references to None on void C++ calls.

PySide6 6.12.0 on Python 3.11 drops one reference to None per void call; a delegate that
repaints the grid aborts the process with "none_dealloc" within seconds. The calls run in a
subprocess so a bad build fails this test instead of killing the whole run.
"""

from __future__ import annotations

import os
import subprocess
import sys

COUNT_NONE_AROUND_VOID_CALLS = """
import sys
from PySide6.QtGui import QFont
font = QFont()
before = sys.getrefcount(None)
for _ in range(10_000):
    font.setPointSize(16)
print(sys.getrefcount(None) - before)
"""


def test_void_calls_keep_none_refcount() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", COUNT_NONE_AROUND_VOID_CALLS],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    drift = int(result.stdout.strip())
    assert abs(drift) < 100, f"None's refcount moved by {drift} over 10,000 void calls"
