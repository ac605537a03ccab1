"""Every reader error's wording, written once, as a template with named fields.

A :class:`~sudoku_desktop.core.formats.errors.PuzzleFormatError` keeps its template and the
values that fill it; each template is marked for translation (context ``FormatErrors``), so
the GUI renders the same phrase in the user's language (see core/wording.py). One constant
per wording, collected in ``TEMPLATES``, lets a test check that readers raise only these.
"""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

UNEXPECTED_CHARACTER = QT_TRANSLATE_NOOP(
    "FormatErrors", "unexpected character {char!r} at line {line}, column {column}"
)
UNEXPECTED_CANDIDATE = QT_TRANSLATE_NOOP(
    "FormatErrors",
    "unexpected character {char!r} at line {line}, column {column} "
    "(a candidate line has {digit} or '.' there)",
)
WRONG_CELL_COUNT = QT_TRANSLATE_NOOP(
    "FormatErrors", "line {line}: found {cells}, expected {expected}"
)
WRONG_ROW_COUNT = QT_TRANSLATE_NOOP(
    "FormatErrors", "the grid starting at line {line} has {rows}, expected {expected}"
)
WRONG_ROW_LENGTH = QT_TRANSLATE_NOOP(
    "FormatErrors", "line {line} has {cells}, expected {expected}"
)
UNEXPECTED_SYMBOL = QT_TRANSLATE_NOOP(
    "FormatErrors",
    "unexpected symbol {char!r} at line {line}, column {column} ({cell}): "
    "a {size} grid is written {symbols}, blanks {blanks}",
)
CROWDED_FIELD = QT_TRANSLATE_NOOP(
    "FormatErrors",
    "line {line}, column {column}: the field {field!r} holds {count} cells, expected one",
)
TEXT_TOO_LONG = QT_TRANSLATE_NOOP(
    "FormatErrors", "the text is {length:,} characters long; one puzzle takes at most {limit:,}"
)
NO_PUZZLE = QT_TRANSLATE_NOOP("FormatErrors", "the text holds no puzzle, expected one")
SEVERAL_PUZZLES = QT_TRANSLATE_NOOP("FormatErrors", "the text holds {puzzles}, expected one")
HODOKU_FIELDS = QT_TRANSLATE_NOOP(
    "FormatErrors", "line {line}: a HoDoKu library line needs ':type:digit:puzzle:' fields"
)
HODOKU_CELL_COUNT = QT_TRANSLATE_NOOP(
    "FormatErrors", "line {line}: the HoDoKu puzzle field has {cells}, expected 81"
)
HODOKU_DELETED = QT_TRANSLATE_NOOP(
    "FormatErrors",
    "line {line}, column {column}: deleted candidate {token!r} "
    "should be three digits 1-9 (digit, row, column)",
)
SUDOKUWIKI_CELL_COUNT = QT_TRANSLATE_NOOP(
    "FormatErrors", "line {line}: the SudokuWiki link has {cells} after 'bd=', expected 81"
)
SOLO_PREFIX_MISSING = QT_TRANSLATE_NOOP(
    "FormatErrors", "line {line}: a Solo game ID starts with '3x3:'"
)
SOLO_VARIANT = QT_TRANSLATE_NOOP(
    "FormatErrors",
    "line {line}: only plain 9x9 Solo game IDs ('3x3:') are supported, not {prefix!r}",
)
SOLO_CELL_COUNT = QT_TRANSLATE_NOOP(
    "FormatErrors", "line {line}: the Solo game ID describes {cells}, expected 81"
)

TEMPLATES = frozenset(
    {
        UNEXPECTED_CHARACTER,
        UNEXPECTED_CANDIDATE,
        UNEXPECTED_SYMBOL,
        WRONG_CELL_COUNT,
        WRONG_ROW_COUNT,
        WRONG_ROW_LENGTH,
        CROWDED_FIELD,
        TEXT_TOO_LONG,
        NO_PUZZLE,
        SEVERAL_PUZZLES,
        HODOKU_FIELDS,
        HODOKU_CELL_COUNT,
        HODOKU_DELETED,
        SUDOKUWIKI_CELL_COUNT,
        SOLO_PREFIX_MISSING,
        SOLO_VARIANT,
        SOLO_CELL_COUNT,
    }
)
"""Every template a reader raises."""
