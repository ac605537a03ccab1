"""Worked example positions of the technique guide, one file per technique."""
