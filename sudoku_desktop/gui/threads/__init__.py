"""Threads the GUI owns: ``ThreadOwner`` (one worker object in its own QThread) and the
``JobRunner`` that runs the short slow jobs off the GUI thread."""
