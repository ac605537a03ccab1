"""``sudoku-cli explain --algorithm X --lines``: the algorithm's text, then each step of the
trace followed by the line of that text it executes (the id the watch records with it).

``--original`` prints a seed's own French words instead of our English where a line
quotes the seed; a line of ours says so.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.search.text import AlgorithmText, TextLine
from sudoku_desktop.core.wording import render

OURS = "(ours)"
"""What follows a line the seed does not write."""


def line_words(text: AlgorithmText, line: TextLine, original: bool) -> str:
    """ "7.1. Place the digit and relaunch the algorithm"; in a seed's text, a line of ours
    is "(ours) The first call …"."""
    words = line.original if original and not line.ours else render(line.phrase)
    number = OURS if line.ours and text.quotes_a_seed else line.number
    if number[:1].isdigit():
        number += "."  # as the seeds write them: "00.", "7.1."
    return f"{number} {words}" if number else words


def text_listing(text: AlgorithmText, original: bool) -> Iterator[str]:
    """The text's header and its lines, indented as the text nests them."""
    if text.quotes_a_seed:
        yield f"text: seed {text.source[:3]} (docs/seeds/{text.source})"
    else:
        yield "text: our pseudo-code"
    for line in text.lines:
        yield "  " + "  " * line.indented + line_words(text, line, original)


def step_line(text: AlgorithmText, step: SearchStep, original: bool) -> str:
    """The line under a step of the trace: the text's line it executes."""
    line = text.line(text.line_of(step))
    return "   ▸ " + (line_words(text, line, original) if line is not None else "-")
