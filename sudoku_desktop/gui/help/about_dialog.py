"""Help ▸ About Sudoku Desktop: the version, and which path runs (compiled or pure Python).

The engine line is the core's (``native_builds.engine_phrase``, what ``sudoku-cli
--version`` prints), in the user's language: a user or a bug report can tell whether the
solver and the techniques run compiled without a terminal.
"""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from sudoku_desktop import __version__
from sudoku_desktop.core.native_builds import engine_phrase
from sudoku_desktop.gui.form import close_button_box, named
from sudoku_desktop.gui.wording import translated


class AboutDialog(QDialog):
    """The app's name and version, the engine's path, the Python and Qt it runs on."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(self.tr("About Sudoku Desktop"))
        self.setAccessibleName(self.tr("About Sudoku Desktop"))
        title = named(
            QLabel(self.tr("Sudoku Desktop {0}").format(__version__), self),
            "about_title",
            self.tr("Version"),
        )
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        title.setFont(font)
        engine_text = self.tr("Engine: {0}").format(translated(engine_phrase()))
        self.engine = named(QLabel(engine_text, self), "about_engine", self.tr("Engine"))
        versions = self.tr("Python {0}, Qt {1}, PySide6 {2}").format(
            platform.python_version(), qVersion(), pyside_version
        )
        runtime = named(QLabel(versions, self), "about_runtime", self.tr("Runs on"))
        for label in (title, self.engine, runtime):
            label.setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByKeyboard
                | Qt.TextInteractionFlag.TextSelectableByMouse
            )
            label.setWordWrap(True)
        buttons = close_button_box(self, "about_buttons", self.tr("Close"), self.reject)
        layout = QVBoxLayout(self)
        for widget in (title, self.engine, runtime, buttons):
            layout.addWidget(widget)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 52)  # its title shows whole
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
