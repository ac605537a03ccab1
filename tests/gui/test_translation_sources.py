"""The French ``.ts`` source is complete: every message translated, every placeholder kept,
and nothing the code marks for translation missing from it: lupdate over the GUI and the core
finds no new text, every ``QT_TRANSLATE_NOOP`` template of the core has its French, and every
template the renderer looks up (for real steps, verdicts, errors) is one of them.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sudoku_desktop.core.catalog import LEVELS, TECHNIQUES, level_phrase
from sudoku_desktop.core.generator.titles import (
    MODE_DESCRIPTIONS,
    MODE_NAMES,
    MODE_TITLES,
    SYMMETRY_TITLES,
    phrases,
)
from sudoku_desktop.core.search import ALGORITHMS, Power
from sudoku_desktop.core.wording import Field, render
from tests.sentences import generator_errors, real_errors, real_steps, real_verdicts

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
FRENCH = TRANSLATIONS / "sudoku_desktop_fr.ts"
PLACEHOLDER = re.compile(r"\{([^{}!:]*)[^{}]*\}|(%\d)")
"""``{0}``, ``{cell}``, ``{1:.1f}``, ``{char!r}`` (str.format) and ``%1`` (QString.arg style)."""


def placeholders(text: str) -> set[str]:
    """The fields a text fills, by name: a translation may change a conversion or a format
    spec (French quotes a character « x » where English writes ``{char!r}``), never a field."""
    return {name or arg for name, arg in PLACEHOLDER.findall(text)}


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, translation element) of every message of a .ts file."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found.append((name, message.findtext("source") or "", translation))
    return found


FRENCH_MESSAGES = messages(FRENCH)
CORE = ROOT / "sudoku_desktop" / "core"


def finished_french() -> set[tuple[str, str, str | None]]:
    """(context, source, disambiguation) of every French message with a finished translation."""
    found = set()
    for context in ET.parse(FRENCH).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") is None and (translation.text or "").strip():
                source = message.findtext("source") or ""
                found.add((name, source, message.findtext("comment")))
    return found


def marked_in_the_core() -> list[tuple[str, str, str | None]]:
    """Every ``QT_TRANSLATE_NOOP(context, text[, disambiguation])`` call of the core's
    sources, read from the syntax tree; a call whose arguments are not literal strings fails
    here, because lupdate could not read it either."""
    marked = []
    for path in sorted(CORE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                not isinstance(node, ast.Call)
                or getattr(node.func, "id", "") != "QT_TRANSLATE_NOOP"
            ):
                continue
            values = [arg.value for arg in node.args if isinstance(arg, ast.Constant)]
            assert len(values) == len(node.args) in (2, 3) and not node.keywords, path
            assert all(isinstance(value, str) for value in values), path
            marked.append((values[0], values[1], values[2] if len(values) == 3 else None))
    return marked


def test_every_template_marked_in_the_core_has_its_french() -> None:
    marked = marked_in_the_core()
    assert len(marked) > 150  # steps, verdicts, errors, titles: not an empty scan
    assert sorted(set(marked) - finished_french()) == []


def test_every_template_the_renderer_looks_up_has_its_french() -> None:
    """The phrases name the context their template is marked under, for real things."""
    looked_up: set[tuple[str, str, str | None]] = set()

    def recording(context: str, template: str, disambiguation: str | None) -> str:
        looked_up.add((context, template, disambiguation))
        return template

    said: list[Field] = [step.phrase() for step in real_steps().values()]
    said += [verdict.phrase() for verdict in real_verdicts().values()]
    said += [error.phrase() for error in real_errors().values()]
    said += [error.said for error in generator_errors().values()]
    said += [technique.title_phrase for technique in TECHNIQUES.values()]
    said += [level_phrase(level) for level in LEVELS] + [p.title_phrase for p in Power]
    said += [a.title_phrase for a in ALGORITHMS.values()]
    said += [a.description_phrase for a in ALGORITHMS.values()]
    for table in (MODE_TITLES, MODE_NAMES, MODE_DESCRIPTIONS, SYMMETRY_TITLES):
        said += phrases(table).values()
    for phrase in said:
        render(phrase, recording)
    assert len(looked_up) > 130
    assert sorted(looked_up - finished_french()) == []


def test_every_french_message_is_translated() -> None:
    untranslated = [
        (context, source)
        for context, source, translation in FRENCH_MESSAGES
        if translation.get("type") in ("unfinished", "vanished", "obsolete")
        or not (translation.text or "").strip()
    ]
    assert untranslated == []


def test_french_keeps_every_placeholder() -> None:
    lost = [
        (context, source, placeholder)
        for context, source, translation in FRENCH_MESSAGES
        for placeholder in sorted(placeholders(source) - placeholders(translation.text or ""))
    ]
    assert lost == []


def test_french_keeps_the_mnemonic() -> None:
    """A source with an ``&`` shortcut letter keeps one in French (``&&`` is a literal)."""
    lost = [
        (context, source)
        for context, source, translation in FRENCH_MESSAGES
        if re.search(r"&\w", source.replace("&&", "")) and "&" not in (translation.text or "")
    ]
    assert lost == []


def lupdate() -> Path | None:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    found = beside if beside.exists() else shutil.which("pyside6-lupdate")
    return Path(found) if found else None


@pytest.mark.skipif(lupdate() is None, reason="pyside6-lupdate is not installed")
def test_the_ts_files_hold_every_text_of_the_gui(tmp_path: Path) -> None:
    """lupdate over the GUI and the core finds no text the committed .ts lacks (nor extra)."""
    sources = sorted(
        str(path)
        for part in ("gui", "core")
        for path in (ROOT / "sudoku_desktop" / part).rglob("*.py")
    )
    for name in ("sudoku_desktop_fr.ts", "sudoku_desktop_en.ts"):
        fresh = tmp_path / name
        shutil.copy(TRANSLATIONS / name, fresh)
        command = [str(lupdate()), "-no-obsolete", "-silent", *sources, "-ts", str(fresh)]
        subprocess.run(command, check=True, capture_output=True, timeout=120)
        committed = {(context, source) for context, source, _ in messages(TRANSLATIONS / name)}
        extracted = {(context, source) for context, source, _ in messages(fresh)}
        assert sorted(extracted - committed) == [], f"{name}: run pyside6-lupdate (see README)"
        assert sorted(committed - extracted) == [], f"{name}: run pyside6-lupdate -no-obsolete"
