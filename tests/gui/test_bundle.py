"""The one-folder app built by pyinstaller from the spec, and its ``--self-test``.

Marked ``bundle``: a developer skips it with ``-m "not bundle"`` or ``SUDOKU_SKIP_BUNDLE=1``;
CI (``CI=true``) always runs it. The build goes into a temp dir (about 15 s with
pyinstaller's cache warm, under 2 minutes cold); the bundle is checked to stay read-only:
running it writes nothing inside it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.test_preferences import ROOT, compile_translations

pytestmark = pytest.mark.bundle

SPEC = ROOT / "build_scripts" / "sudoku_desktop.spec"


def skipped_locally() -> bool:
    in_ci = os.environ.get("CI", "").lower() in ("true", "1")
    return os.environ.get("SUDOKU_SKIP_BUNDLE") == "1" and not in_ci


@pytest.mark.skipif(skipped_locally(), reason="SUDOKU_SKIP_BUNDLE=1 (CI always builds)")
def test_the_one_folder_bundle_passes_its_self_test(tmp_path: Path) -> None:
    compile_translations()
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    dist, work = tmp_path / "dist", tmp_path / "work"
    command = [str(pyinstaller), "--noconfirm", "--log-level", "WARN", "--distpath", str(dist)]
    build = subprocess.run(
        [*command, "--workpath", str(work), str(SPEC)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    folder = dist / "sudoku-desktop"
    executable = folder / ("sudoku-desktop.exe" if sys.platform == "win32" else "sudoku-desktop")
    before = sorted(str(path) for path in folder.rglob("*"))
    home = tmp_path / "home"
    home.mkdir()
    run = subprocess.run(
        [str(executable), "--self-test"],
        capture_output=True,
        text=True,
        timeout=120,
        env={"HOME": str(home), "PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(home / "data")},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("self-test ok:"), run.stdout
    assert "French loaded" in run.stdout
    assert sorted(str(path) for path in folder.rglob("*")) == before  # nothing written inside
