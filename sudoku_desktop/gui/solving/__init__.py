"""Check, hint, logic solve, the coach and the fast solve on the play board: the controller
runs the core's ``assistant`` jobs off the GUI thread and words their typed results."""
