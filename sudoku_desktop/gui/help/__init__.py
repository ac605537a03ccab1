"""Help: the keyboard shortcuts read from the window's actions, the "How it works" panel,
and About (the version, where the data lives, which engine path runs)."""
