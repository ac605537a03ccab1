"""Text in and out of the board: paste, drop, open, save, export, recent files, the sample
puzzles, and the list of a file holding many puzzles."""
