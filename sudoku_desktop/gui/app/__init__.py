"""The application shell: the QApplication and its translators, typed settings over QSettings
with the colour palettes, the preferences dialog, and autosave for crash recovery."""
