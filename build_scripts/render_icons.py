"""Render the SVG app icon to the PNG sizes desktops and pyinstaller want (run when it changes)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The platform is chosen above, before Qt loads.
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 32, 48, 64, 128, 256)


def render(size: int, renderer: QSvgRenderer) -> QImage:
    """One square PNG of the icon at ``size`` pixels."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    """Write sudoku-desktop-<size>.png beside the SVG."""
    app = QGuiApplication(sys.argv)
    renderer = QSvgRenderer(str(ICONS / "sudoku-desktop.svg"))
    if not renderer.isValid():
        print("the SVG icon does not parse", file=sys.stderr)
        return 1
    for size in SIZES:
        render(size, renderer).save(str(ICONS / f"sudoku-desktop-{size}.png"))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
