"""The technique guide: every catalog technique has a paragraph and a shipped worked example
whose step, computed at load by the technique's own finder, is the one the example shows."""

from __future__ import annotations

from importlib.resources import files

import pytest

from sudoku_desktop.core.catalog import LEVELS, TECHNIQUE_ORDER
from sudoku_desktop.core.geometry import cell_name
from sudoku_desktop.core.guide import EXAMPLES_PACKAGE, guide_entries, guide_entry, guide_sections
from sudoku_desktop.core.marks import Role
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.words import PARAGRAPHS, TITLES
from sudoku_desktop.core.wording import render

IDS = [technique.id for technique in TECHNIQUE_ORDER]
NAMES = {cell_name(cell): cell for cell in range(81)}


def test_every_catalog_technique_has_a_guide_entry() -> None:
    """A technique added to the catalog needs a paragraph (its family's words.py) and an
    example position (resources/guide/<id>.txt) before this passes."""
    missing_paragraph = [id_ for id_ in IDS if id_ not in PARAGRAPHS]
    package = files(EXAMPLES_PACKAGE)
    missing_example = [id_ for id_ in IDS if not package.joinpath(f"{id_}.txt").is_file()]
    assert (missing_paragraph, missing_example) == ([], [])
    assert [entry.technique.id for entry in guide_entries()] == IDS
    assert {technique.family for technique in TECHNIQUE_ORDER} <= set(TITLES)


def expected(technique: str) -> tuple[str, set[tuple[int, int]]]:
    """The example file's own ``expect:`` line: kind and (cell, digit) pairs."""
    text = files(EXAMPLES_PACKAGE).joinpath(f"{technique}.txt").read_text("utf-8")
    line = next(line for line in text.splitlines() if line.startswith("expect: "))
    kind, *pairs = line.removeprefix("expect: ").split()
    return kind, {(NAMES[p.split("=")[0]], int(p.split("=")[1])) for p in pairs}


@pytest.mark.parametrize("technique", IDS)
def test_each_example_shows_its_technique(technique: str) -> None:
    entry = guide_entry(technique)
    assert entry is not None and entry.step is not None
    assert entry.step.rule == technique
    kind, pairs = expected(technique)
    if kind == "place":
        assert isinstance(entry.step, Placement)
        assert set(entry.marks.of_role(Role.PLACED)) == pairs
    else:
        assert isinstance(entry.step, Elimination)
        assert set(entry.marks.of_role(Role.ELIMINATED)) == pairs
    assert entry.paragraph.context == "Guide" and len(render(entry.paragraph)) > 80
    assert entry.example.digits.count(0) > 0


def test_sections_group_by_family_easiest_first() -> None:
    sections = guide_sections()
    assert sum(len(section.entries) for section in sections) == len(IDS)
    assert [section.family for section in sections] == list(
        dict.fromkeys(technique.family for technique in TECHNIQUE_ORDER)
    )
    for section in sections:
        ranks = [LEVELS.index(entry.technique.level) for entry in section.entries]
        assert ranks == sorted(ranks)
        assert {entry.technique.family for entry in section.entries} == {section.family}
    assert render(sections[0].title) == "Singles"


def test_chain_examples_carry_links_for_the_board() -> None:
    for technique in ("x_chain", "xy_chain", "skyscraper", "w_wing"):
        entry = guide_entry(technique)
        assert entry is not None and entry.marks.links
    assert guide_entry("no_such_technique") is None
