"""The renderer fills a phrase the same way for every language: English as written, a
translation's template with the same values, nested phrases and lists rendered first."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Listing, Phrase, phrase, render

FRENCH = {
    ("T", "{digit} fits {cells}"): "{digit} va en {cells}",
    ("Steps", "{rest} and {last}"): "{rest} et {last}",
    ("T", "row {0}"): "ligne {0}",
    ("T", "{count} cells", "zero"): "{count} case",
    ("T", "at {char!r}"): "à « {char} »",
    ("T", "bad {cell}"): "mauvais {cellule}",
}


def french(context: str, template: str, disambiguation: str | None) -> str:
    key = (context, template) if disambiguation is None else (context, template, disambiguation)
    return FRENCH.get(key, template)


def test_the_marker_returns_the_text_as_it_is() -> None:
    assert QT_TRANSLATE_NOOP("T", "row {0}") == "row {0}"
    assert QT_TRANSLATE_NOOP("T", "{count} cells", "zero") == "{count} cells"


def test_english_fills_the_template_with_nested_phrases_and_lists() -> None:
    cells = Listing(("r1c1", "r2c2", "r3c3"))
    said = phrase("T", "{digit} fits {cells}", digit=4, cells=cells)
    assert render(said) == "4 fits r1c1, r2c2 and r3c3"
    assert render(Listing(("r1c1",))) == "r1c1" and render(Listing(())) == ""
    assert render(Listing((phrase("T", "row {0}", 1), phrase("T", "row {0}", 2)))) == (
        "row 1 and row 2"
    )
    assert render((phrase("T", "row {0}", 1), "; ", 7)) == "row 1; 7"


def test_a_translation_replaces_every_template_before_it_is_filled() -> None:
    cells = Listing((phrase("T", "row {0}", 1), phrase("T", "row {0}", 9)))
    said = phrase("T", "{digit} fits {cells}", digit=4, cells=cells)
    assert render(said, french) == "4 va en ligne 1 et ligne 9"
    zero = Phrase("T", "{count} cells", (("count", 0),), "zero")
    assert render(zero) == "0 cells" and render(zero, french) == "0 case"


def test_data_stays_visible_and_a_broken_translation_falls_back_to_english() -> None:
    said = phrase("T", "at {char!r}", char="\x00")
    assert render(said) == "at '\\x00'"
    assert render(said, french) == "à « \\x00 »"
    assert render(phrase("T", "bad {cell}", cell="r1c1"), french) == "bad r1c1"
