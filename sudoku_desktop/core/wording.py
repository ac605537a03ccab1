"""The marker for sentences a user reads: each is written once, in the core, and Qt translates it.

The core stays Qt-free: ``QT_TRANSLATE_NOOP(context, text)`` returns ``text`` unchanged, but
``pyside6-lupdate`` knows the name and extracts the literal into the ``.ts`` files. The GUI
translates the same literal when it shows it (``QCoreApplication.translate(context, text)``)
and fills the ``{name}`` fields afterwards; the CLI prints the English text as it is.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    """``text`` as it is: the call only marks it for extraction under ``context``."""
    return text
