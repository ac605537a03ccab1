"""The application shell, on top of every room: the QApplication and its translators
(``application``), which builds, rebuilds and keeps the window; the preferences dialog;
autosave for crash recovery and what the start says of a damaged one (``rescue``); and what
makes loading the window's modules cheaper (``import_scan``: PySide's per-import check read
from the file, the collector paused). No room below imports it (``tests/test_imports.py``):
the palette lives with the board, the settings with the window."""
