"""What the packaging tests share: when they run, a clean copy of the source, the pip cache.

The wheel, .deb and bundle tests are marked and skipped locally with SUDOKU_SKIP_BUNDLE=1
(or ``-m "not bundle and not packaging"``); CI (``CI=true``) always runs them.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from tests.home_sandbox import REAL_HOME

ROOT = Path(__file__).resolve().parents[1]

NOT_SOURCE = (
    ".git", ".venv", "build", "dist", "bench", "tests", "docs", "__pycache__", "*.egg-info",
    ".hypothesis", ".mypy_cache", ".ruff_cache", ".pytest_cache",
)  # fmt: skip
"""What a wheel is never built from: tools' state, earlier build output, test and bench data."""


def skipped_locally() -> bool:
    """True when a developer asked to skip the slow packaging builds (never in CI)."""
    in_ci = os.environ.get("CI", "").lower() in ("true", "1")
    return os.environ.get("SUDOKU_SKIP_BUNDLE") == "1" and not in_ci


def clean_source_copy(target: Path) -> Path:
    """A copy of the project's sources, so a build never reuses or leaves a stale build/."""
    shutil.copytree(ROOT, target, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    return target


def build_tool_environment(**extra: str) -> dict[str, str]:
    """The environment for pip and pyinstaller: the sandbox home, the user's download caches.

    Caches of downloads and frozen binaries are the one thing allowed to persist: without
    them every run would fetch PySide6 again. Nothing Qt writes goes there.
    """
    env = dict(os.environ)
    env.setdefault("PIP_CACHE_DIR", str(REAL_HOME / ".cache" / "pip"))
    env.setdefault("PYINSTALLER_CONFIG_DIR", str(REAL_HOME / ".cache" / "pyinstaller"))
    env.update(extra)
    return env
