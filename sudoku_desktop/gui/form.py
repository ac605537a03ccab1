"""Widgets named one way everywhere, and the small widgets of a dialog's form: each has an
object name (tests and the help find it by that) and an accessible name (screen readers
say it)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:  # the dialogs' widgets: imported when a dialog is built, not at start
    from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox

Widget = TypeVar("Widget", bound=QWidget)


def named(widget: Widget, name: str, accessible: str) -> Widget:
    """``widget``, given its object name and the words a screen reader says for it."""
    widget.setObjectName(name)
    widget.setAccessibleName(accessible)
    return widget


def form_label(parent: QWidget, name: str, text: str, buddy: QWidget) -> QLabel:
    """A form row's label; its mnemonic (``&``) focuses ``buddy``."""
    label = named(QLabel(text, parent), name, text.replace("&", "").rstrip(":"))
    label.setBuddy(buddy)
    return label


def form_combo(
    parent: QWidget, name: str, accessible: str, entries: Iterable[tuple[str, str]]
) -> QComboBox:
    """A combo box of ``(data, text)`` entries, the first one chosen."""
    from PySide6.QtWidgets import QComboBox

    combo = named(QComboBox(parent), name, accessible)
    for data, text in entries:
        combo.addItem(text, data)
    return combo


def form_check(parent: QWidget, name: str, text: str, accessible: str) -> QCheckBox:
    """A check box, unchecked."""
    from PySide6.QtWidgets import QCheckBox

    return named(QCheckBox(text, parent), name, accessible)


def close_button_box(
    dialog: QDialog, name: str, accessible: str, close: Callable[[], object]
) -> QDialogButtonBox:
    """A dialog's lone Close button; it (and Escape) call ``close``."""
    from PySide6.QtWidgets import QDialogButtonBox

    close_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons = named(close_box, name, accessible)
    buttons.rejected.connect(close)
    return buttons
