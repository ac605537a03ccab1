"""The application shell: the QApplication and its translators (``application``), typed
settings over QSettings (``settings``), the one ``Palette`` every colour comes from
(``palette``; the colours themselves are data, in resources/palettes.txt), the preferences
dialog, autosave for crash recovery, and what makes loading the window's modules cheaper
(``import_scan``: PySide's per-import check read from the file, the collector paused)."""
