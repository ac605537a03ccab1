"""Text in and out of the board: one door (``FileController.load_text``) for paste, drop and
open; save, export, recent files, the sample puzzles, and the pick list of a file holding
many puzzles."""
