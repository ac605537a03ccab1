"""A sentence the core builds and the GUI translates: a context, a ``{name}`` template, fields.

The template is a literal marked with ``QT_TRANSLATE_NOOP`` where it is written; a field
may itself be a sentence (a unit's name, a technique's title), translated the same way.
The CLI renders it as it is, in English; the GUI passes ``QCoreApplication.translate``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Union

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

Translate = Callable[[str, str], str]
"""``translate(context, template)``, as ``QCoreApplication.translate`` is called."""

Field = Union[str, int, "Sentence"]


def as_is(context: str, template: str) -> str:
    """No translation: the English template."""
    return template


@dataclass(frozen=True, slots=True)
class Sentence:
    """A template of ``context`` and the values of its fields."""

    context: str
    template: str
    fields: Mapping[str, Field] = field(default_factory=dict)

    def render(self, translate: Translate = as_is) -> str:
        """The sentence in the language ``translate`` gives, nested sentences included."""
        values = {
            name: value.render(translate) if isinstance(value, Sentence) else value
            for name, value in self.fields.items()
        }
        return translate(self.context, self.template).format(**values)

    def text(self) -> str:
        """The English sentence (the CLI's)."""
        return self.render()


WORDS_CONTEXT = "Words"

UNIT_TEMPLATES = (
    QT_TRANSLATE_NOOP("Words", "row {number}"),
    QT_TRANSLATE_NOOP("Words", "column {number}"),
    QT_TRANSLATE_NOOP("Words", "box {number}"),
)
AND_TEMPLATE = QT_TRANSLATE_NOOP("Words", "{rest} and {last}")


def unit_sentence(unit: int) -> Sentence:
    """ "row 3", "column 6", "box 4" (0-based unit index: rows, columns, boxes)."""
    return Sentence(WORDS_CONTEXT, UNIT_TEMPLATES[unit // 9], {"number": unit % 9 + 1})


def and_list(names: list[str]) -> Field:
    """ "a", "a and b", "a, b and c", with "and" translated."""
    if len(names) == 1:
        return names[0]
    return Sentence(
        WORDS_CONTEXT, AND_TEMPLATE, {"rest": ", ".join(names[:-1]), "last": names[-1]}
    )
