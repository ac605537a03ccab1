"""Numbers as the user's language writes them: "11,041" and "9.68 s" in English, "11 041"
and "9,68 s" in French. Every number the GUI shows goes through here (or through
``gui.wording``, which localizes the numbers filling the core's phrases).

The locale is Qt's default one, which the application sets with the language
(``QLocale.setDefault``), so a switch takes effect at once; the bare "C" locale (no
language set, as in a script) writes English's, grouped.
"""

from __future__ import annotations

from typing import overload

from PySide6.QtCore import QLocale


def _locale() -> QLocale:
    """The language's locale; English for the bare "C" one, which groups no digits."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale


def count_text(value: int) -> str:
    """A whole number, its digits grouped as the language does ("25,229", "25 229")."""
    return _locale().toString(value)


def decimal_text(value: float, places: int) -> str:
    """A number with ``places`` decimals and the language's decimal mark ("9.68", "9,68")."""
    return _locale().toString(float(value), "f", places)


def rate_number(rate: float) -> str:
    """Steps a second as shown: whole from 2 up, one decimal below ("1.6", "1,6")."""
    return decimal_text(rate, 0 if rate >= 2 else 1)


class LocalInt(int):
    """An int that a ``{:,}`` field writes grouped the language's way; other formats as an
    int (a template's ``{0:,}`` keeps working when its value is made local)."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if spec == ",":
            return count_text(int(self))
        return format(int(self), spec)


class LocalFloat(float):
    """A float that a ``{:.Nf}`` field writes with the language's decimal mark."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if spec.startswith(".") and spec.endswith("f") and spec[1:-1].isdigit():
            return decimal_text(float(self), int(spec[1:-1]))
        return format(float(self), spec)


@overload
def local(value: int) -> int: ...
@overload
def local(value: float) -> float: ...
def local(value: int | float) -> int | float:
    """``value`` made to format the language's way in a template (bools stay bools)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return LocalInt(value)
    return LocalFloat(value)
