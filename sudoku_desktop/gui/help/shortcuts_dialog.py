"""Help ▸ Keyboard shortcuts: read from the window's actual QActions, never typed twice.

Every action of the window (menus, toolbar, the watch panel's transport bar) that has a
shortcut gets a row, its text as the menu shows it and its shortcuts in the platform's
notation; two actions doing the same command under one name (How it works: F1 shows it,
Shift+F1 toggles its panel) share one row. An action whose text changes with what it would
do (Undo names the last edit) is listed under its command's name (``COMMAND_PROPERTY``).
The board's own keys (arrows, digits, Delete), which are no actions, follow.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QMainWindow,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.gui.form import close_button_box, named

SCREEN_SHARE = 0.9
"""The most of its screen's width the dialog takes (the keys wrap in what is left)."""

COMMAND_PROPERTY = "command"
"""The dynamic property giving an action's fixed name where its text varies (Undo)."""


def action_shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """(command, shortcuts) of every action under ``window`` that has a shortcut, one row
    per command."""
    rows: dict[str, list[str]] = {}
    seen: set[str] = set()
    for action in window.findChildren(QAction):
        keys = [key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()]
        keys = [key for key in keys if key]
        # the tooltip names what the action does ("Play or pause"), without its key
        named_as = action.property(COMMAND_PROPERTY)
        text = named_as or action.toolTip() or action.text().replace("&", "")
        text = re.sub(r" \([^)]*\)$", "", str(text))
        if not keys or not text or action.objectName() in seen:
            continue
        seen.add(action.objectName() or text)
        listed = rows.setdefault(text, [])
        listed += [key for key in keys if key not in listed]
    return [(text, ", ".join(keys)) for text, keys in rows.items()]


def board_keys() -> list[tuple[str, str]]:
    """The board's keys, which no action carries."""
    return [
        (
            QCoreApplication.translate("ShortcutsDialog", "Move between cells"),
            QCoreApplication.translate("ShortcutsDialog", "Arrows"),
        ),
        (
            QCoreApplication.translate("ShortcutsDialog", "Enter a digit"),
            QCoreApplication.translate(
                "ShortcutsDialog", "1 to 9 as the keyboard types them (Shift+digit on AZERTY)"
            ),
        ),
        (
            QCoreApplication.translate("ShortcutsDialog", "Clear a cell"),
            QCoreApplication.translate("ShortcutsDialog", "Delete, Backspace, 0"),
        ),
        (
            QCoreApplication.translate("ShortcutsDialog", "Write or erase a note"),
            QCoreApplication.translate(
                "ShortcutsDialog", "Ctrl+1 to 9, notes mode (N), or click a small digit"
            ),
        ),
        (
            QCoreApplication.translate("ShortcutsDialog", "Leave the board, come back"),
            QCoreApplication.translate("ShortcutsDialog", "Tab, Shift+Tab"),
        ),
    ]


class ShortcutsDialog(QDialog):
    """A two-column table: what, and which keys."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.setAccessibleName(self.tr("Keyboard shortcuts"))
        rows = action_shortcuts(window) + board_keys()
        self.table = named(
            QTableWidget(len(rows), 2, self), "shortcuts_table", self.tr("Keyboard shortcuts")
        )
        self.table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # arrows walk the rows, Tab leaves the table
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # The command whole, the keys in what is left, wrapped: the board's keys are said in
        # a sentence ("1 to 9 as the keyboard types them ...") that once squeezed the commands.
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for row, (what, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(what))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        buttons = close_button_box(self, "shortcuts_buttons", self.tr("Close"), self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        margins = layout.contentsMargins()
        self.resize(self._fitting_width(window, margins.left() + margins.right()), 520)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def _fitting_width(self, window: QWidget, margins: int) -> int:
        """Wide enough for both columns on one line each, within ``SCREEN_SHARE`` of the
        window's screen."""
        table = self.table
        wanted = (
            table.sizeHintForColumn(0)
            + table.sizeHintForColumn(1)
            + table.verticalScrollBar().sizeHint().width()
            + 2 * table.frameWidth()
            + margins
        )
        screen = window.screen()
        room = int(screen.availableGeometry().width() * SCREEN_SHARE) if screen else wanted
        return max(460, min(wanted, room))

    def rows(self) -> list[tuple[str, str]]:
        """The table's rows (tests read them)."""
        return [(self._text(row, 0), self._text(row, 1)) for row in range(self.table.rowCount())]

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""
