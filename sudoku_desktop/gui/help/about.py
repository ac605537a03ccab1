"""Help ▸ About Sudoku Desktop: the version, what the app is, where its data lives, and
which path the engine runs (compiled or pure Python: the core's words, what ``sudoku-cli
--version`` prints), so a bug report can tell without a terminal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

import sudoku_desktop
from sudoku_desktop.core.native_builds import engine_phrase
from sudoku_desktop.gui.wording import translated


def about_text() -> str:
    """The About box's words: name and version first (what a bug report needs)."""
    return QCoreApplication.translate(
        "About",
        "<p><b>Sudoku Desktop {version}</b></p><p>Type or paste a Sudoku and watch it "
        "being solved: every deduction explained, every search animated as it really "
        "runs.</p><p>Built with Qt {qt} and PySide6.</p>",
    ).format(version=sudoku_desktop.__version__, qt=qVersion()) + QCoreApplication.translate(
        "About", "<p>Engine: {engine}</p>"
    ).format(engine=translated(engine_phrase()))


def show_about(parent: QWidget) -> None:
    """Show the About box (modal; OK or Esc closes it)."""
    QMessageBox.about(
        parent, QCoreApplication.translate("About", "About Sudoku Desktop"), about_text()
    )
