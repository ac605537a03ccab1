"""The small widgets of a dialog's form, built one way for every dialog: each has an object
name (tests and the help find it by that) and an accessible name (screen readers say it)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget


def form_label(parent: QWidget, name: str, text: str, buddy: QWidget) -> QLabel:
    """A form row's label; its mnemonic (``&``) focuses ``buddy``."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setAccessibleName(text.replace("&", "").rstrip(":"))
    label.setBuddy(buddy)
    return label


def form_combo(
    parent: QWidget, name: str, accessible: str, entries: Iterable[tuple[str, str]]
) -> QComboBox:
    """A combo box of ``(data, text)`` entries, the first one chosen."""
    combo = QComboBox(parent)
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    for data, text in entries:
        combo.addItem(text, data)
    return combo


def form_check(parent: QWidget, name: str, text: str, accessible: str) -> QCheckBox:
    """A check box, unchecked."""
    check = QCheckBox(text, parent)
    check.setObjectName(name)
    check.setAccessibleName(accessible)
    return check
