"""Signals wired to slots in one statement where one slot hears several signals, so a reader
sees at once everything that feeds the status bar or re-checks a panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SignalInstance


def connect_each(slot: Callable[..., object], *signals: SignalInstance) -> None:
    """Connect every one of ``signals`` to ``slot``."""
    for signal in signals:
        signal.connect(slot)
