"""Uniqueness: patterns a puzzle with one solution cannot hold. Unique rectangle type 1
and BUG+1 (``uniqueness``), types 2 and 4 (``rectangles``), types 3, 5, 6 and the hidden
rectangle (``rectangle_types``), avoidable rectangles (``avoidable``), BUG+n
(``bug_variants``).
``table`` holds the family's rows of the finder tables.
"""
