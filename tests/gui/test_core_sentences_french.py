"""The core's new sentences (hints, solution path, guide) come out in French through Qt's
translator, nested fields included, from the committed .ts compiled by lrelease."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from sudoku_desktop.core.guide import guide_entry, guide_sections
from sudoku_desktop.core.hints import look_sentence
from sudoku_desktop.core.solution_path import ending_sentence
from sudoku_desktop.core.steps import Stuck
from sudoku_desktop.core.wording import render

FRENCH = (
    Path(__file__).resolve().parents[2] / "resources" / "translations" / "sudoku_desktop_fr.ts"
)
NBSP = "\u00a0"


def lrelease() -> str | None:
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease")


@pytest.fixture
def french(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    tool = lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    compiled = tmp_path / "fr.qm"
    subprocess.run([tool, "-silent", str(FRENCH), "-qm", str(compiled)], check=True, timeout=60)
    translator = QTranslator()
    assert translator.load(str(compiled))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_hint_guide_and_path_in_french(french: None) -> None:
    entry = guide_entry("naked_pair")
    assert entry is not None and entry.step is not None
    assert render(look_sentence(entry.step), QCoreApplication.translate) == (
        "Cherchez une paire nue dans la ligne 8"
    )
    assert render(guide_sections()[0].title, QCoreApplication.translate) == "Singletons"
    assert render(entry.paragraph, QCoreApplication.translate).startswith("Deux cases d'une unité")
    stuck = render(ending_sentence(Stuck(empty=12), 25), QCoreApplication.translate)
    assert stuck.startswith(f"La logique s'arrête ici{NBSP}: aucune des 25 techniques")
