"""Intersections: where a box and a line cross. Pointing and claiming (``intersections``),
the locked pair and triple (``locked_subsets``), Sue de Coq (``sue_de_coq``).
``table`` holds the family's rows of the finder tables.
"""
