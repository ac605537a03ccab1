"""A panel docked in the main window, hidden until asked for: made one way for every panel,
so each dock has its object name, accessible name and a named toggle for the View menu."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from sudoku_desktop.gui.form import named


def hidden_dock(
    window: QMainWindow, panel: QWidget, title: str, name: str, toggle_name: str
) -> QDockWidget:
    """Dock ``panel`` on the right of ``window`` under ``title``, hidden; the dock is called
    ``name`` and its toggle action ``toggle_name``."""
    dock = named(QDockWidget(title, window), name, title)
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    dock.toggleViewAction().setObjectName(toggle_name)
    return dock
