"""The French ``.ts`` source is complete: every message translated, every placeholder kept,
and nothing the GUI's code marks for translation missing from it (lupdate finds no new text).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

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
    """lupdate over the GUI and the core's marked templates finds no text the committed .ts
    lacks (nor extra)."""
    folders = (ROOT / "sudoku_desktop" / "gui", ROOT / "sudoku_desktop" / "core")
    sources = sorted(str(path) for folder in folders for path in folder.rglob("*.py"))
    for name in ("sudoku_desktop_fr.ts", "sudoku_desktop_en.ts"):
        fresh = tmp_path / name
        shutil.copy(TRANSLATIONS / name, fresh)
        command = [str(lupdate()), "-no-obsolete", "-silent", *sources, "-ts", str(fresh)]
        subprocess.run(command, check=True, capture_output=True, timeout=120)
        committed = {(context, source) for context, source, _ in messages(TRANSLATIONS / name)}
        extracted = {(context, source) for context, source, _ in messages(fresh)}
        assert sorted(extracted - committed) == [], f"{name}: run pyside6-lupdate (see README)"
        assert sorted(committed - extracted) == [], f"{name}: run pyside6-lupdate -no-obsolete"
