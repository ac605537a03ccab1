"""What a PDF that Qt wrote holds, read from its bytes: its pages, each page's size and the
longest line drawn on it (a grid's side), in the page's own units.

Qt's PDF engine writes one content stream per page (Flate-compressed), starting with the
``a 0 0 d e f cm`` matrix from device pixels to points, then each line as ``x y m x y l``.
"""

from __future__ import annotations

import math
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

OBJECT = re.compile(rb"(\d+) 0 obj\s*(.*?)endobj", re.S)
STREAM = re.compile(rb"stream\r?\n(.*?)endstream", re.S)
NUMBER = rb"(-?[\d.]+)"
MATRIX = re.compile(rb" ".join([NUMBER] * 6) + rb" cm")
SEGMENT = re.compile(NUMBER + rb" " + NUMBER + rb" m\n" + NUMBER + rb" " + NUMBER + rb" l\n")


@dataclass(frozen=True)
class Page:
    """A page's size and the length of the longest line drawn on it (a grid's side: each
    of a grid's lines spans it whole), in points."""

    width: float
    height: float
    longest_line: float
    full_lines: int
    """How many lines span the longest one's length: a lone n×n grid's 2(n + 1)."""

    def grid_share(self) -> float:
        """The side of the largest grid on the page, as a share of the page's width."""
        return self.longest_line / self.width


def pdf_pages(path: Path) -> list[Page]:
    """The pages of a PDF Qt wrote, in order."""
    data = path.read_bytes()
    objects = {int(m.group(1)): m.group(2) for m in OBJECT.finditer(data)}
    kids = re.search(rb"/Type /Pages\s*/Kids\s*\[(.*?)\]", data, re.S)
    assert kids is not None, "no page tree"
    pages = []
    for number in re.findall(rb"(\d+) 0 R", kids.group(1)):
        body = objects[int(number)]
        box = re.search(rb"/MediaBox \[" + rb" ".join([NUMBER] * 4) + rb"\]", body)
        contents = re.search(rb"/Contents (\d+) 0 R", body)
        assert box is not None and contents is not None
        width, height = float(box.group(3)), float(box.group(4))
        pages.append(Page(width, height, *_lines(objects[int(contents.group(1))])))
    return pages


def _lines(stream_object: bytes) -> tuple[float, int]:
    """The longest line's length in points, and how many lines are that long."""
    found = STREAM.search(stream_object)
    assert found is not None
    raw = found.group(1)  # a compressed stream ends where its data does: the rest is ignored
    text = zlib.decompressobj().decompress(raw) if b"FlateDecode" in stream_object else raw
    matrix = MATRIX.search(text)
    assert matrix is not None, "no device matrix"
    scale = abs(float(matrix.group(1)))  # device pixels to points (the same both ways)
    lengths = [
        math.dist((float(x1), float(y1)), (float(x2), float(y2)))
        for x1, y1, x2, y2 in SEGMENT.findall(text)
    ]
    longest = max(lengths, default=0.0)
    return scale * longest, sum(1 for length in lengths if length >= 0.99 * longest)
