"""Check, hint, logic solve, the coach and the fast solve: the jobs (Qt-free) and the
controller that runs them off the GUI thread and shows their results."""
