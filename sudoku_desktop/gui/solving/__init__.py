"""Check, logic solve, the coach and the fast solve on the play board: the controller (a
``threads.BoardJobs``) runs the core's ``assistant`` jobs off the GUI thread and words
their typed results; What went wrong? (``diagnosis``: the typo in typed givens, or the
several solutions, and its window) and Show mistakes (``mistakes``)."""
