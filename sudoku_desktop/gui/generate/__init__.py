"""File ▸ New puzzle: the generator dialog, the generation thread, and where its puzzle goes
(the board, or a watched run)."""
