"""Help: the keyboard shortcuts read from the window's actions, and the "How it works" dock."""
