"""Hints that teach: graded hints and what sits under their sentence (``hint_extras``), the
solution path panel (both controllers are ``threads.BoardJobs``), the technique guide (Help
▸ Techniques), a forcing chain's whole chain, the small read-only ``MarkedBoard`` the path's
preview and the guide's examples show on, and the hints' menu entries (``hint_actions``).
The window builds the room on first use (``window/hint_parts.py``)."""
