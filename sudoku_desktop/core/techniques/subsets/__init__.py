"""Subsets: naked and hidden pairs, triples and quads (``subsets``).
``table`` holds the family's rows of the finder tables.
"""
