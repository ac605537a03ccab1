"""Files that cannot be read or written: a clear message, the board and the files unchanged.

Tests run as root in CI, where permission bits do not stop reads or writes: permission
denied is simulated (the read raising PermissionError, the save file refusing to open),
and the real chmod case runs only for an ordinary user.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QIODevice, QSaveFile
from pytest import MonkeyPatch

from sudoku_desktop.core.recording import Recording
from sudoku_desktop.core.session import State
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.files import disk

SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
GOOD_SESSION = json.loads(State().to_json())
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def session_with(**fields: object) -> str:
    """A session file with some fields replaced (None removes the field)."""
    data = {**GOOD_SESSION, **fields}
    return json.dumps({k: v for k, v in data.items() if v is not None})


BAD_FILES: dict[str, tuple[str, bytes, str]] = {
    # name: (file name, content, words the banner must show)
    "truncated session": (
        "s.json",
        State().to_json().encode()[:300],
        "s.json is not a valid session file: not a session file: Unterminated string",
    ),
    "empty session": ("s.json", b"", "not a session file: Expecting value: line 1 column 1"),
    "session without digits": (
        "s.json",
        session_with(digits=None).encode(),
        "missing or unknown 'digits'",
    ),
    "unknown origin letter": ("s.json", session_with(origins="z" * 81).encode(), "'z'"),
    "candidates not a list": ("s.json", session_with(candidates=3).encode(), "s.json"),
    "digits not digits": ("s.json", session_with(digits="x" * 81).encode(), "'x'"),
    "short digits": (  # "session file" said once, not again in the reason
        "s.json",
        session_with(digits="1" * 80).encode(),
        "s.json is not a valid session file: 'digits' and 'origins' need 81 characters",
    ),
    "deep nesting": ("s.json", b"[" * 100_000, "s.json is not a valid session file"),
    "a watched run with our extension": (
        "run.json",
        Recording(tuple([0] * 81), "plain_backtracking", 0).to_json().encode(),
        "not a Sudoku Desktop session file",
    ),
    "a puzzle line with our extension": ("p.json", SEED_004.encode(), "not a session file"),
    "a JSON list": ("l.json", b"[1, 2, 3]", "not a Sudoku Desktop session file"),
    "a future version": ("v.json", session_with(version=99).encode(), "version 99"),
    "binary with our extension": ("b.json", bytes(range(256)) * 4, "not UTF-8 text (byte 129)"),
    "binary text file": ("b.txt", b"\x89PNG\r\n\x1a\n\x00\x00\xff", "not UTF-8 text (byte 1)"),
    "UTF-16 text": ("u.txt", SEED_004.encode("utf-16"), "not UTF-8 text (byte 1)"),
    "NUL bytes": ("n.txt", b"\x00" * 200, "unexpected character"),
    "an empty text file": ("e.txt", b"", "e.txt holds no puzzle"),
    "a text of another kind": ("r.txt", b"# readme\nHello, world!\n", "unexpected character"),
}


def assert_untouched(window: MainWindow, before: State, path: Path, content: bytes) -> None:
    assert window.model.state() == before
    assert window.editor.undo_stack.count() == 0
    assert path.read_bytes() == content


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_a_bad_file_is_refused_by_name_and_nothing_changes(
    window: MainWindow, tmp_path: Path, case: str
) -> None:
    name, content, words = BAD_FILES[case]
    path = tmp_path / name
    path.write_bytes(content)
    window.editor.undo_stack.clear()
    before = window.model.state()
    assert not window.files.open_path(str(path))
    assert words in window.banner.text(), window.banner.text()
    assert name in window.banner.text()
    assert_untouched(window, before, path, content)


def test_a_missing_file_and_a_folder_are_refused_by_name(
    window: MainWindow, tmp_path: Path
) -> None:
    before = window.model.state()
    assert not window.files.open_path(str(tmp_path / "missing.txt"))
    assert "cannot read missing.txt: No such file or directory" in window.banner.text()
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert not window.files.open_path(str(folder))
    assert "cannot read folder.json: Is a directory" in window.banner.text()
    assert window.model.state() == before


def test_an_unreadable_file_is_refused_by_name(
    window: MainWindow, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    path = tmp_path / "locked.txt"
    path.write_text(SEED_004)

    real_open = os.open

    def denied(name: object, *args: int, **kwargs: int) -> int:
        if str(name) == str(path):  # root reads any file: its open is refused instead
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", denied)
    before = window.model.state()
    assert not window.files.open_path(str(path))
    assert "cannot read locked.txt: Permission denied" in window.banner.text()
    assert window.model.state() == before


@pytest.mark.skipif(IS_ROOT, reason="root reads a chmod 000 file: simulated in the test above")
def test_a_chmod_000_file_is_refused_by_name(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "locked.txt"
    path.write_text(SEED_004)
    path.chmod(0)
    try:
        assert not window.files.open_path(str(path))
        assert "cannot read locked.txt: Permission denied" in window.banner.text()
    finally:
        path.chmod(0o600)


# Saving ---------------------------------------------------------------------------------


class DeniedSaveFile(QSaveFile):
    """A save file the system refuses to open, as in a folder without write permission."""

    def open(self, mode: QIODevice.OpenModeFlag) -> bool:  # type: ignore[override]
        self.setErrorString("Permission denied")
        return False


class DiskFullSaveFile(QSaveFile):
    """A save file whose disk fills up half-way through the write."""

    def write(self, data: bytes) -> int:  # type: ignore[override]
        super().write(data[: len(data) // 2])
        self.cancelWriting()
        self.setErrorString("No space left on device")
        return -1


@pytest.mark.parametrize("save_file", [DeniedSaveFile, DiskFullSaveFile])
def test_a_failed_save_says_why_and_leaves_the_old_file(
    window: MainWindow, tmp_path: Path, monkeypatch: MonkeyPatch, save_file: type[QSaveFile]
) -> None:
    path = tmp_path / "session.json"
    old = State().to_json().encode()
    path.write_bytes(old)
    monkeypatch.setattr(disk, "QSaveFile", save_file)
    window.editor.enter_digit(2, 4)
    assert not window.files.save_to(str(path))
    assert "session.json" in window.banner.text()
    expected = {DeniedSaveFile: "cannot write", DiskFullSaveFile: "cannot save"}[save_file]
    reason = {DeniedSaveFile: "Permission denied", DiskFullSaveFile: "No space left"}[save_file]
    assert f"{expected} session.json: {reason}" in window.banner.text()
    assert path.read_bytes() == old
    assert [p.name for p in tmp_path.iterdir()] == ["session.json"]  # no temporary file left
    assert not window.editor.undo_stack.isClean()  # the work is still marked unsaved


@pytest.mark.parametrize("where", ["missing folder", "a folder", "read-only folder"])
def test_saving_where_nothing_can_be_written_says_why(
    window: MainWindow, tmp_path: Path, where: str
) -> None:
    if where == "read-only folder" and IS_ROOT:
        pytest.skip("root writes into a read-only folder: simulated with DeniedSaveFile")
    target = {
        "missing folder": tmp_path / "nowhere" / "session.json",
        "a folder": tmp_path / "folder.json",
        "read-only folder": tmp_path / "locked" / "session.json",
    }[where]
    if where == "a folder":
        target.mkdir()
    if where == "read-only folder":
        target.parent.mkdir()
        target.parent.chmod(0o500)
    try:
        assert not window.files.save_to(str(target))
    finally:
        if where == "read-only folder":
            target.parent.chmod(0o700)
    assert f"cannot write {target.name}" in window.banner.text()
