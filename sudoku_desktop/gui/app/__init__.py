"""The application shell: the QApplication and its translators (``application``), typed
settings over QSettings (``settings``), the one ``Palette`` every colour comes from
(``palette``; the colours themselves are data, in resources/palettes.txt), the preferences
dialog, and autosave for crash recovery."""
