"""The write mechanics of the exports that are not plain text: PDF, PNG and SVG.

Each draws into the device ``disk.write_atomically`` hands it (a ``QSaveFile``), so the
picture or document reaches its name only whole, and each failure comes back as an OSError
in words. ``tell_window`` says the outcome where the user looks: a failure in the main
window's banner (a message box for a window without one), a success in its status bar.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QIODevice, QSize
from PySide6.QtGui import QPagedPaintDevice, QPageSize, QPainter, QPdfWriter, QPixmap
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from sudoku_desktop.gui.files import disk

PDF_RESOLUTION = 300


def write_pdf(path: str | Path, paint: Callable[[QPagedPaintDevice], int]) -> int:
    """An A4 PDF at ``path``, its pages drawn by ``paint`` (any thread); the page count."""

    def produce(device: QIODevice) -> int:
        writer = QPdfWriter(device)
        writer.setResolution(PDF_RESOLUTION)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setTitle(Path(path).stem)
        return paint(writer)  # ends its painter: the PDF's last bytes are written then

    return disk.write_atomically(path, produce)


def write_pixmap(path: str | Path, pixmap: QPixmap) -> None:
    """A bitmap at ``path``, in the format its suffix names (PNG without one)."""
    kind = Path(path).suffix.lstrip(".").upper() or "PNG"

    def produce(device: QIODevice) -> None:
        if not pixmap.save(device, kind):
            raise OSError(
                QCoreApplication.translate(
                    "Exports", "the image could not be encoded as {0}"
                ).format(kind)
            )

    disk.write_atomically(path, produce)


def write_svg(
    path: str | Path, size: QSize, title: str, render: Callable[[QPainter], None]
) -> None:
    """An SVG drawing at ``path`` of ``size``, drawn by ``render``."""
    from PySide6.QtSvg import QSvgGenerator

    def produce(device: QIODevice) -> None:
        generator = QSvgGenerator()
        generator.setOutputDevice(device)
        generator.setSize(size)
        generator.setTitle(title)
        painter = QPainter(generator)
        try:
            render(painter)
        finally:
            painter.end()  # the drawing's closing tags are written here

    disk.write_atomically(path, produce)


def tell_window(widget: QWidget, text: str, failed: bool) -> None:
    """Say ``text`` in ``widget``'s window: a failure in its banner, a success in its status
    bar; a window without them gets a message box for a failure."""
    from sudoku_desktop.gui.window.banner import Banner

    window = widget.window()
    banner = window.findChild(Banner, "banner")
    if failed and banner is not None:
        banner.show_message(text)
    elif isinstance(window, QMainWindow):
        window.statusBar().showMessage(text)
    elif failed:
        QMessageBox.warning(widget, window.windowTitle(), text)
