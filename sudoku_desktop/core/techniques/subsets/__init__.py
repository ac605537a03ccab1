"""Subsets: naked and hidden pairs, triples and quads (``subsets``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
