"""The one-folder app built by pyinstaller from the spec, its ``--self-test``, and the .deb.

Both say which path their engine runs: the one of the clone they were frozen from, so the
compiled modules ./dev built ride along in the bundle and the .deb.

Marked ``bundle``: a developer skips it with ``-m "not bundle"`` or ``SUDOKU_SKIP_BUNDLE=1``;
CI (``CI=true``) always runs it. The one folder is built once for the module into a temp dir
(about 20 s with pyinstaller's cache warm, about 2 minutes cold) and checked to stay
read-only: running it writes nothing inside it. The .deb wraps that same folder, stored
uncompressed so that the test costs seconds, and is read back with ``dpkg-deb``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_desktop import __version__
from tests.gui.test_preferences import ROOT, compile_translations
from tests.packaging_support import build_tool_environment, skipped_locally

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(skipped_locally(), reason="SUDOKU_SKIP_BUNDLE=1 (CI always builds)"),
]

SPEC = ROOT / "build_scripts" / "sudoku_desktop.spec"
EXECUTABLE = "sudoku-desktop.exe" if sys.platform == "win32" else "sudoku-desktop"


@pytest.fixture(scope="module")
def one_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder app, built from the spec as build_scripts/build does."""
    compile_translations()
    base = tmp_path_factory.mktemp("bundle")
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    command = [str(pyinstaller), "--noconfirm", "--log-level", "WARN"]
    places = ["--distpath", str(base / "dist"), "--workpath", str(base / "work")]
    build = subprocess.run(
        [*command, *places, str(SPEC)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env=build_tool_environment(),
    )
    assert build.returncode == 0, build.stderr[-3000:]
    assert "WARNING" not in build.stderr, build.stderr  # nothing shipped is missing a library
    return base / "dist" / "sudoku-desktop"


def self_test(executable: Path, home: Path) -> str:
    """Run ``--self-test`` in a bare environment; its one line of output."""
    home.mkdir()
    run = subprocess.run(
        [str(executable), "--self-test"],
        capture_output=True,
        text=True,
        timeout=120,
        env={"HOME": str(home), "PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(home / "data")},
    )
    assert run.returncode == 0, run.stderr
    return run.stdout


def engine_here() -> str:
    """The engine line the bundle must say: what runs in the clone it was frozen from."""
    from sudoku_desktop.core.native_builds import engine_phrase
    from sudoku_desktop.core.wording import render

    return f"engine {render(engine_phrase())}"


def test_the_one_folder_bundle_passes_its_self_test(one_folder: Path, tmp_path: Path) -> None:
    before = sorted(str(path) for path in one_folder.rglob("*"))
    output = self_test(one_folder / EXECUTABLE, tmp_path / "home")
    assert output.startswith("self-test ok:"), output
    assert "French loaded" in output
    assert output.rstrip().endswith(engine_here()), output  # the compiled modules ride along
    assert sorted(str(path) for path in one_folder.rglob("*")) == before  # nothing written inside


def dpkg_deb(*args: str) -> str:
    return subprocess.run(
        ["dpkg-deb", *args], capture_output=True, text=True, check=True, timeout=120
    ).stdout


@pytest.fixture(scope="module")
def deb(one_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb of the one folder, as ``build_scripts/build --deb`` makes it."""
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is Debian's: no .deb on this system")
    output = tmp_path_factory.mktemp("deb")
    made = subprocess.run(
        [str(ROOT / "build_scripts" / "make_deb.sh"), str(one_folder), str(output)],
        capture_output=True,
        text=True,
        timeout=300,
        env=build_tool_environment(SUDOKU_DEB_COMPRESSION="none"),
    )
    assert made.returncode == 0, made.stderr
    return Path(made.stdout.strip())


def test_the_deb_says_what_it_is_and_what_it_needs(deb: Path) -> None:
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert deb.name == f"sudoku-desktop_{__version__}_{arch}.deb"
    info = dpkg_deb("-I", str(deb))
    for field in ("Package: sudoku-desktop", f"Version: {__version__}", f"Architecture: {arch}"):
        assert field in info
    assert (
        "libxcb-cursor0" in info and "libxkbcommon-x11-0" in info
    )  # what Qt loads from the system
    assert "postinst" not in info and "postrm" not in info and "conffiles" not in info


def test_the_deb_installs_under_opt_with_a_link_an_entry_icons_and_mime_types(deb: Path) -> None:
    listing = dpkg_deb("-c", str(deb)).splitlines()
    entries = {line.split()[5].removeprefix("."): line for line in listing}
    assert all(line.split()[1] == "root/root" for line in listing)
    allowed = (
        "/opt/",
        "/usr/bin/",
        "/usr/share/applications/",
        "/usr/share/mime/",
        "/usr/share/icons/",
    )
    files = [path for path, line in entries.items() if not line.startswith("d")]
    assert files and all(path.startswith(allowed) for path in files), files
    assert entries["/opt/sudoku-desktop/sudoku-desktop"].startswith("-rwxr-xr-x")
    assert entries["/usr/bin/sudoku-desktop"].endswith("-> /opt/sudoku-desktop/sudoku-desktop")
    for size in ("16x16", "32x32", "48x48", "64x64", "128x128", "256x256"):
        assert f"/usr/share/icons/hicolor/{size}/apps/sudoku-desktop.png" in entries
    assert "/usr/share/icons/hicolor/scalable/apps/sudoku-desktop.svg" in entries
    assert "/usr/share/mime/packages/sudoku-desktop.xml" in entries
    assert "/usr/share/applications/sudoku-desktop.desktop" in entries


def test_the_unpacked_deb_runs_its_self_test(deb: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    dpkg_deb("-x", str(deb), str(root))
    entry = (root / "usr/share/applications/sudoku-desktop.desktop").read_text()
    assert "Exec=/usr/bin/sudoku-desktop %f" in entry
    assert "MimeType=application/x-sudoku-sdk;application/x-sudoku-ss;" in entry
    mime = (root / "usr/share/mime/packages/sudoku-desktop.xml").read_text()
    assert '<glob pattern="*.sdk"/>' in mime and '<glob pattern="*.ss"/>' in mime
    output = self_test(root / "opt/sudoku-desktop/sudoku-desktop", tmp_path / "home")
    assert output.startswith("self-test ok:") and "French loaded" in output
    assert output.rstrip().endswith(engine_here()), output
