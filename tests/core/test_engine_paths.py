"""Which path runs, compiled or pure Python, and how the user is told.

A compiled module is used only when it was built from its present source (the hash in its
manifest; a build without one counts when it is no older than its source), never when
``SUDOKU_PURE_PYTHON`` is set; ``sudoku-cli --version`` says which parts run compiled.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from sudoku_desktop.core import native_builds, solver, techniques
from sudoku_desktop.core.native_builds import (
    ENGINE_PARTS,
    compiled_parts,
    engine_phrase,
    file_hash,
    is_current_build,
)
from sudoku_desktop.core.wording import render

ROOT = Path(__file__).resolve().parents[2]


def built_module(folder: Path, source_text: str) -> ModuleType:
    """A module as if loaded from a build ``mod.so`` beside its source ``mod.py``."""
    (folder / "mod.py").write_text(source_text)
    (folder / "mod.so").write_bytes(b"built")
    module = ModuleType("pkg.mod")
    module.__file__ = str(folder / "mod.so")
    return module


def test_a_build_counts_only_with_the_source_it_was_made_from(tmp_path: Path) -> None:
    module = built_module(tmp_path, "X = 1\n")
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps({"pkg.mod": file_hash(tmp_path / "mod.py")}))
    assert is_current_build(module, manifest)
    (tmp_path / "mod.py").write_text("X = 2\n")
    assert not is_current_build(module, manifest)


def test_without_a_manifest_a_build_counts_when_no_older_than_its_source(tmp_path: Path) -> None:
    module = built_module(tmp_path, "X = 1\n")
    missing = tmp_path / "none.json"
    os.utime(tmp_path / "mod.py", (1000, 1000))
    assert is_current_build(module, missing)
    os.utime(tmp_path / "mod.so", (10, 10))
    assert not is_current_build(module, missing)


def test_a_source_module_is_never_a_build(tmp_path: Path) -> None:
    module = built_module(tmp_path, "X = 1\n")
    module.__file__ = str(tmp_path / "mod.py")
    assert not is_current_build(module, tmp_path / "none.json")


def test_the_report_names_the_parts_that_run_compiled() -> None:
    from sudoku_desktop.core.generator import hypotheses

    running = compiled_parts()
    assert set(running) == {name for name, _, _ in ENGINE_PARTS}
    assert running["solver"] == (solver.NATIVE is not None)
    assert running["trials"] == (hypotheses.SETTLED_TOTAL is not None)
    assert running["techniques"] == techniques.COMPILED
    said = render(engine_phrase())
    if all(running.values()):
        assert said == "compiled: solver, trials and techniques"
    elif not any(running.values()):
        assert said == "pure Python: no compiled build"
    else:
        assert said.startswith("compiled: ") and "; pure Python: " in said


def test_the_switch_turns_every_part_to_pure_python_and_says_so() -> None:
    code = (
        "from sudoku_desktop.core.native_builds import compiled_parts, engine_phrase\n"
        "from sudoku_desktop.core.wording import render\n"
        "print(any(compiled_parts().values()), render(engine_phrase()))\n"
    )
    env = dict(os.environ, **{native_builds.PURE_PYTHON_VARIABLE: "1"})
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    assert done.stdout.strip() == "False pure Python: SUDOKU_PURE_PYTHON is set"


def test_cli_version_says_which_path_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-c", "from sudoku_desktop.cli import main; main(['--version'])"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    from sudoku_desktop import __version__

    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [f"sudoku-cli {__version__}", render(engine_phrase())]
