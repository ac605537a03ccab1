"""One place per technique: each catalog family is a subpackage of ``techniques`` holding its
finders (``table``) and its words (``words``), named exactly as the catalog's family."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core import techniques
from sudoku_desktop.core.catalog import FAMILIES, TECHNIQUE_ORDER
from sudoku_desktop.core.techniques.finders import EACH, FINDERS
from sudoku_desktop.core.techniques.finders import FAMILIES as TABLES
from sudoku_desktop.core.techniques.words import FAMILY_WORDS, LOOK, PARAGRAPHS

PACKAGE = Path(techniques.__file__).parent


def ids_of(family: str) -> set[str]:
    return {technique.id for technique in TECHNIQUE_ORDER if technique.family == family}


def test_every_family_is_a_subpackage_with_its_table_and_its_words() -> None:
    folders = {path.parent.name for path in PACKAGE.glob("*/__init__.py")}
    assert set(FAMILIES) == folders - {"shared"}
    assert set(TABLES) == set(FAMILY_WORDS) == set(FAMILIES)
    for family in FAMILIES:
        assert TABLES[family].__name__ == f"{techniques.__name__}.{family}.table"
        assert FAMILY_WORDS[family].__name__ == f"{techniques.__name__}.{family}.words"


@pytest.mark.parametrize("family", FAMILIES)
def test_a_family_finds_and_words_exactly_its_own_techniques(family: str) -> None:
    """Its table has a finder for each of its catalog records (and every instance of all
    but the nested chains), its words a hint look and a guide paragraph for each."""
    own = ids_of(family)
    assert set(TABLES[family].FINDERS) == own
    assert set(TABLES[family].EACH) <= own
    assert set(FAMILY_WORDS[family].LOOK) == own
    assert set(FAMILY_WORDS[family].PARAGRAPHS) == own


def test_the_gathered_tables_follow_the_catalog_order() -> None:
    order = [technique.id for technique in TECHNIQUE_ORDER]
    assert list(FINDERS) == order
    assert list(EACH) == [rule for rule in order if rule in EACH]
    assert set(LOOK) == set(PARAGRAPHS) == set(order)
