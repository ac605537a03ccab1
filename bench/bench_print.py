"""How much of the page a printed grid takes: issue 32's figures, from the PDFs written.

File ▸ Export as PDF (``QPdfWriter``, A4) and File ▸ Print to a PDF printer (``QPrinter``,
its own margins and resolution) each draw the samples 1, 2, 4 and 6 a page; the grid's side
is read back from the PDF (its longest line) as a share of the page's width. Printed beside
the goals: 1 a page at least 60% of the width, 4 a page visibly bigger than 6 a page (a
side 1.15 times as long, a third more paper)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_print.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QPageSize  # noqa: E402
from PySide6.QtPrintSupport import QPrinter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sudoku_desktop.gui.files.print_pages import (  # noqa: E402
    PER_PAGE_CHOICES,
    paint_pages,
    prepare,
)
from sudoku_desktop.gui.files.printing import PrintOptions, write_pdf  # noqa: E402
from sudoku_desktop.gui.files.samples import sample_puzzles  # noqa: E402
from tests.gui.pdf_pages import pdf_pages  # noqa: E402

SINGLE_GOAL = 0.60
FOUR_OVER_SIX_GOAL = 1.15


def exported(folder: Path, per_page: int) -> float:
    """Export as PDF's grid share for ``per_page`` grids a page."""
    path = folder / f"export-{per_page}.pdf"
    write_pdf(str(path), PRINTED, PrintOptions(True, per_page, False))
    return pdf_pages(path)[0].grid_share()


def printed(folder: Path, per_page: int) -> float:
    """Print's grid share, on a high-resolution PDF printer (A4, its default margins)."""
    path = folder / f"print-{per_page}.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setOutputFileName(str(path))
    paint_pages(printer, PRINTED, per_page, False)
    return pdf_pages(path)[0].grid_share()


def main() -> int:
    met = True
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for label, measure in (("Export as PDF", exported), ("Print", printed)):
            shares = {per_page: measure(folder, per_page) for per_page in PER_PAGE_CHOICES}
            cells = "  ".join(f"{n} a page {share:6.1%}" for n, share in shares.items())
            print(f"{label:14} grid side / page width: {cells}")
            ratio = shares[4] / shares[6]
            print(
                f"{'':14} 1 a page {shares[1]:.1%} (goal >= {SINGLE_GOAL:.0%}); "
                f"4 a page / 6 a page = {ratio:.2f} (goal >= {FOUR_OVER_SIX_GOAL:.2f})"
            )
            met &= shares[1] >= SINGLE_GOAL and ratio >= FOUR_OVER_SIX_GOAL
    print("goals met" if met else "GOALS MISSED")
    return 0 if met else 1


APP = QApplication.instance() or QApplication(sys.argv)
PRINTED = prepare([puzzle for _name, puzzle in sample_puzzles()] * 2)

if __name__ == "__main__":
    sys.exit(main())
