"""The wheel: built from the sources, it carries every resource, and installs anywhere.

A fresh venv gets the wheel and its dependencies from the package index; its
``sudoku-cli`` and ``sudoku-desktop`` then run from outside the clone, so nothing is found
by accident in the source tree. Where a C compiler is present the build compiles the
solver, the trials and the techniques (a few minutes) and the wheel is a platform wheel;
``SUDOKU_NO_COMPILE=1`` makes the pure one (about 30 s; PySide6 comes from pip's cache).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.packaging_support import (
    ROOT,
    build_tool_environment,
    clean_source_copy,
    skipped_locally,
)

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(skipped_locally(), reason="SUDOKU_SKIP_BUNDLE=1 (CI always builds)"),
]

SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
COMPILER = shutil.which((sysconfig.get_config_var("CC") or "cc").split()[0])
COMPILED_MEMBERS = (
    "sudoku_desktop/core/native_sources.json",
    "sudoku_desktop/core/compiled/sources.json",
)


def run(command: list[str], cwd: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    """Run a build or install step; its output is kept for the failure message."""
    done = subprocess.run(
        command,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=1800,
        env=build_tool_environment(**extra),
    )
    assert done.returncode == 0, f"{command}\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


def expected_members() -> set[str]:
    """Every file the wheel must hold: the package's modules and all of resources/."""
    modules = {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "sudoku_desktop").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    resources = {
        f"sudoku_desktop/resources/{path.relative_to(ROOT / 'resources').as_posix()}"
        for path in (ROOT / "resources").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".ts", ".qm")
    }
    translations = {
        f"sudoku_desktop/resources/translations/{path.stem}.qm"
        for path in (ROOT / "resources" / "translations").glob("*.ts")
    }
    return modules | resources | translations


def build_wheel(base: Path, **extra: str) -> Path:
    """The wheel pip builds from a clean copy of the sources (translations compiled on the way)."""
    source = clean_source_copy(base / "source")
    for compiled in (source / "resources" / "translations").glob("*.qm"):
        compiled.unlink()  # the build must compile them itself
    pip = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(base / "dist")]
    run([*pip, str(source)], cwd=base, **extra)
    (built,) = (base / "dist").glob("sudoku_desktop-*.whl")
    return built


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel as ``pip wheel .`` makes it here (compiled where a C compiler is), its C
    built at -O0: what the wheel holds is checked, not how fast it runs."""
    return build_wheel(tmp_path_factory.mktemp("wheel"), SUDOKU_MYPYC_OPT_LEVEL="0")


def test_the_wheel_holds_every_module_and_resource(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = expected_members() - names
    assert not missing, sorted(missing)
    assert "sudoku_desktop/resources/desktop/sudoku-desktop-mime.xml" in names
    assert not [name for name in names if name.startswith(("tests/", "bench/", "build_scripts/"))]
    entry_points = zipfile.ZipFile(wheel).read(
        next(name for name in names if name.endswith(".dist-info/entry_points.txt"))
    )
    assert b"sudoku-cli = sudoku_desktop.cli:main" in entry_points
    assert b"sudoku-desktop = sudoku_desktop.gui:main" in entry_points


def installed(
    venv: Path, command: str, *args: str, given: str = ""
) -> subprocess.CompletedProcess[str]:
    """Run one of the venv's commands outside the clone."""
    return subprocess.run(
        [str(venv / "bin" / command), *args],
        input=given,
        cwd=venv.parent,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_both_commands_work_from_a_fresh_venv(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=tmp_path)
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)], cwd=tmp_path)
    check = installed(venv, "sudoku-cli", "check", "-", given=SEED_004 + "\n")
    assert (check.returncode, check.stdout) == (0, "unique: exactly one solution\n"), check.stderr
    version = installed(venv, "sudoku-cli", "--version")
    expected = "compiled: solver, trials and techniques" if COMPILER else "pure Python"
    assert version.stdout.splitlines()[1].startswith(expected), version.stdout
    self_test = installed(venv, "sudoku-desktop", "--self-test")
    assert self_test.returncode == 0, self_test.stderr
    assert self_test.stdout.startswith("self-test ok:") and "French loaded" in self_test.stdout


@pytest.mark.skipif(COMPILER is None, reason="no C compiler: the wheel is the pure one")
def test_with_a_c_compiler_the_wheel_is_compiled_for_this_platform(wheel: Path) -> None:
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    assert wheel.name.endswith(f"-{tag}-{tag}-{platform}.whl"), wheel.name
    names = set(zipfile.ZipFile(wheel).namelist())
    assert set(COMPILED_MEMBERS) <= names
    built = [name for name in names if name.endswith(".so")]
    for module in (
        "core/native_solver.",
        "core/generator/native_settle.",
        "core/compiled/techniques/",
        "core/compiled/rating/",
    ):
        assert any(module in name for name in built), module


def test_the_switch_makes_the_pure_wheel(tmp_path: Path) -> None:
    pure = build_wheel(tmp_path, SUDOKU_NO_COMPILE="1")
    assert pure.name.endswith("-py3-none-any.whl"), pure.name
    names = zipfile.ZipFile(pure).namelist()
    assert not [name for name in names if name.endswith((".so", ".pyd"))]
    assert not set(COMPILED_MEMBERS) & set(names)
