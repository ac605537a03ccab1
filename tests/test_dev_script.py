"""``./dev``'s apt step waits for a package manager that holds apt's lock (unattended
upgrades on a fresh machine) instead of failing at once; any other failure still stops it.

The function is run as ``./dev`` defines it, read out of the script, against a stand-in
``apt-get`` first on the PATH that answers as apt does while another process holds its lock.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCKED = (
    "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)\n"
    "E: Unable to lock directory /var/lib/apt/lists/\n"
)


def fake_apt(folder: Path, locked_times: int, failure: str = LOCKED) -> Path:
    """An ``apt-get`` that fails with ``failure`` its first ``locked_times`` calls, then
    succeeds; every call's arguments are appended to calls.txt."""
    calls = folder / "calls.txt"
    script = folder / "apt-get"
    script.write_text(
        "#!/bin/bash\n"
        f'echo "$*" >> "{calls}"\n'
        f'if [ "$(wc -l < "{calls}")" -le {locked_times} ]; then\n'
        f"  printf '%s' '{failure}' >&2; exit 100\n"
        "fi\n"
        "echo 'Reading package lists...'\n"
    )
    script.chmod(0o755)
    return calls


def run_apt_get(folder: Path, wait: int, *args: str) -> subprocess.CompletedProcess[str]:
    """``apt_get ARGS`` from ./dev, with the stand-in apt-get and a 0.05 s retry delay."""
    script = (ROOT / "dev").read_text()
    start = script.index("apt_get() {")
    function = script[start : script.index("\n}\n", start) + 3]
    environment = {
        **os.environ,
        "PATH": f"{folder}:{os.environ['PATH']}",
        "APT_LOCK_WAIT": str(wait),
        "APT_RETRY_DELAY": "0.05",
    }
    return subprocess.run(
        ["bash", "-c", f"set -euo pipefail\n{function}\napt_get {' '.join(args)}"],
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
        check=False,
    )


def test_apt_waits_while_another_package_manager_holds_the_lock(tmp_path: Path) -> None:
    calls = fake_apt(tmp_path, locked_times=3)
    result = run_apt_get(tmp_path, 60, "update", "-qq")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("waiting for it") == 1  # said once, not at every retry
    lines = calls.read_text().splitlines()
    assert len(lines) == 4
    assert all(line == "-o DPkg::Lock::Timeout=60 update -qq" for line in lines)


def test_apt_gives_up_once_the_wait_is_over_and_shows_why(tmp_path: Path) -> None:
    fake_apt(tmp_path, locked_times=10_000)
    result = run_apt_get(tmp_path, 1, "install", "-y", "libxcb-cursor0")
    assert result.returncode == 1
    assert "Could not get lock" in result.stderr


def test_any_other_apt_failure_stops_at_once(tmp_path: Path) -> None:
    calls = fake_apt(tmp_path, locked_times=10_000, failure="E: Unable to locate package x\n")
    result = run_apt_get(tmp_path, 60, "install", "-y", "x")
    assert result.returncode == 1
    assert "Unable to locate package x" in result.stderr
    assert len(calls.read_text().splitlines()) == 1
