"""Threads the GUI owns: ``ThreadOwner`` (one worker object in its own QThread, stopped on
close, at quit and at exit) and the ``JobRunner`` that runs the short slow jobs off the GUI
thread; the generator's runner and the watch's ``SearchThread`` build on ``ThreadOwner``."""
