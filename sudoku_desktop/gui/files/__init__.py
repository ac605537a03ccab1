"""Text in and out of the board: one door (``FileController.load_text``) for paste, drop and
open; save, export, print, recent files, the sample puzzles, the pick list of a file holding
many puzzles, and a damaged file's rescued board offered back (``rescue``)."""
