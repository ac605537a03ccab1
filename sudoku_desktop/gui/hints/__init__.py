"""Hints that teach: graded hints, the solution path dock (both controllers are
``threads.BoardJobs``), the technique guide."""
