"""The application shell: the QApplication and its translators (``application``), typed
settings over QSettings (``settings``), the one ``Palette`` every colour comes from
(``palette``), the preferences dialog, and autosave for crash recovery."""
