"""Hints that teach: graded hints, the solution path dock, the technique guide, the legend."""
