"""Threads the GUI owns: ``ThreadOwner`` (one worker object in its own QThread, stopped on
close, at quit and at exit) and the ``JobRunner`` that runs the short slow jobs off the GUI
thread; ``RequestOwner`` wires a request/answer worker once (the ``JobRunner`` and the
generator's runner build on it), and the watch's ``SearchThread`` on ``ThreadOwner``.
``BoardJobs`` is the one base of the controllers that run a job on the board shown (hints,
the solution path, solving): results about a board since changed are dropped there. While
any of these threads runs, only the GUI thread collects garbage (``collection``)."""
