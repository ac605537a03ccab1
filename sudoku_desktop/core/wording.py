"""Every sentence a user reads is written once, here in the core, and Qt translates it.

The decision (issue 15): the core keeps producing typed data (steps, verdicts, reader errors)
*and* owns each sentence once, as a ``{name}`` template marked with
``QT_TRANSLATE_NOOP(context, text)``. The marker returns ``text`` unchanged, so the core stays
Qt-free, but ``pyside6-lupdate`` knows the name and extracts the literal into the ``.ts``
files. A :class:`Phrase` is "a sentence to show": a marked template and the values that fill
it, where a value may itself be a phrase, a :class:`Listing` ("a, b and c") or a tuple of
pieces written one after the other. :func:`render` is the one place that fills a phrase: the
CLI and ``describe()`` call it with :func:`english` (the templates as they are), the GUI with
``QCoreApplication.translate`` (see ``gui/wording.py``), so a French ``.qm`` replaces each
template before it is filled.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeAlias

Translate = Callable[[str, str, str | None], str]
"""``translate(context, template, disambiguation)``: the template in the user's language."""


def QT_TRANSLATE_NOOP(  # the name pyside6-lupdate looks for
    context: str, text: str, disambiguation: str | None = None
) -> str:
    """``text`` as it is: the call only marks it for extraction under ``context`` (a third
    argument tells apart two sentences with the same English, e.g. "0 cells" and "2 cells")."""
    return text


def english(context: str, template: str, disambiguation: str | None = None) -> str:
    """The identity translation: the template as the core writes it."""
    return template


@dataclass(frozen=True, slots=True)
class Phrase:
    """A sentence to show: a template marked under ``context`` and the values that fill it.

    Field names that are digits fill positional fields (``{0}``). A plain ``str`` value is
    data (a cell name, the user's text): a translation that drops the template's ``!r``
    still shows it escaped, so a NUL or a tab stays visible.
    """

    context: str
    template: str
    fields: tuple[tuple[str, Field], ...] = ()
    disambiguation: str | None = None


@dataclass(frozen=True, slots=True)
class Listing:
    """Items said as "a", "a and b", "a, b and c" (the last joint is translated)."""

    items: tuple[Field, ...]


Field: TypeAlias = str | int | Phrase | Listing | tuple["Field", ...]
"""What fills a template's field; a tuple is pieces written one after the other."""

AND = QT_TRANSLATE_NOOP("Steps", "{rest} and {last}")


def phrase(context: str, template: str, /, *values: Field, **fields: Field) -> Phrase:
    """A :class:`Phrase` from a marked template, its positional values and its named fields."""
    positional = tuple((str(index), value) for index, value in enumerate(values))
    return Phrase(context, template, positional + tuple(fields.items()))


def render(said: Field, translate: Translate = english) -> str:
    """The phrase as text: its template translated, then filled with its values (rendered
    the same way); any other field as the text it fills in."""
    if not isinstance(said, Phrase):
        return str(_shown(said, translate))
    named = {name: _shown(value, translate) for name, value in said.fields}
    positional = [named.pop(str(index)) for index in range(len(named)) if str(index) in named]
    return _filled(said.context, said.template, said.disambiguation, translate, positional, named)


def _filled(
    context: str,
    template: str,
    disambiguation: str | None,
    translate: Translate,
    positional: list[object],
    named: Mapping[str, object],
) -> str:
    """``template`` translated and filled; a translation naming a field the phrase lacks
    falls back to the English template."""
    try:
        return translate(context, template, disambiguation).format(*positional, **named)
    except (KeyError, IndexError, ValueError):
        return template.format(*positional, **named)


def _shown(value: Field, translate: Translate) -> object:
    """A field's value as ``str.format`` takes it: phrases and listings rendered first."""
    if isinstance(value, Phrase):
        return render(value, translate)
    if isinstance(value, Listing):
        names = [str(_shown(item, translate)) for item in value.items]
        if len(names) <= 1:
            return "".join(names)
        joined = {"rest": ", ".join(names[:-1]), "last": names[-1]}
        return _filled("Steps", AND, None, translate, [], joined)
    if isinstance(value, tuple):
        return "".join(str(_shown(piece, translate)) for piece in value)
    if isinstance(value, str):
        return _Data(value)
    return value


class _Data(str):
    """Text from data: ``{char!r}`` quotes it as Python does, while a bare ``{char}`` (a
    translation with its own quotes, « x ») shows it escaped."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return format(repr(str(self))[1:-1], spec)
