"""Everything Qt writes during the tests goes to a throwaway home, never the user's real one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from tests.conftest import SANDBOX_HOME
from tests.home_sandbox import REAL_HOME, watched_files, written_since


def test_default_settings_of_the_pytest_qt_app_live_in_the_sandbox(qapp: QApplication) -> None:
    settings = QSettings()
    settings.setValue("probe", 1)
    settings.sync()
    written = Path(settings.fileName())
    assert written.is_relative_to(SANDBOX_HOME), written
    assert written.exists()
    assert not written.is_relative_to(REAL_HOME / ".config")


def test_no_writable_standard_location_is_in_the_real_home(qapp: QApplication) -> None:
    assert QStandardPaths.isTestModeEnabled()
    for location in QStandardPaths.StandardLocation:
        path = QStandardPaths.writableLocation(location)
        assert not Path(path).is_relative_to(REAL_HOME), (location, path)
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert Path(data).is_relative_to(SANDBOX_HOME)


def test_a_file_written_under_a_watched_folder_is_noticed(tmp_path: Path) -> None:
    before = watched_files(tmp_path)
    config = tmp_path / ".config" / "Unknown Organization"
    config.mkdir(parents=True)
    (config / "pytest-qt-qapp.conf").write_text("[General]\nrecent=1\n")
    assert written_since(before, tmp_path) == [str(config / "pytest-qt-qapp.conf")]
