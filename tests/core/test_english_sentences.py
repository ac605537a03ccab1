"""The English the CLI and ``describe()`` print is the same, byte for byte, as before the
wording moved into the core: every real step, verdict and reader error of tests/sentences.py
against the golden file printed by the code of that time (``python tests/sentences.py``)."""

from __future__ import annotations

from pathlib import Path

from tests.sentences import english

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "english_sentences.txt"


def test_every_english_sentence_reads_as_before() -> None:
    golden = dict(line.split("\t", 1) for line in GOLDEN.read_text("utf-8").splitlines())
    now = english()
    changed = [(key, text, now.get(key)) for key, text in golden.items() if now.get(key) != text]
    assert changed == []
    assert len(golden) > 2000  # every kind of step, verdict and error, not a handful
