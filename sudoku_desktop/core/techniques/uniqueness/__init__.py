"""Uniqueness, patterns a puzzle with one solution cannot hold: unique rectangle type 1
and BUG+1 (``uniqueness``), types 2 and 4 (``rectangles``), types 3, 5, 6 and the hidden
rectangle (``rectangle_types``), the avoidable rectangles (``avoidable``) and BUG+n
(``bug_variants``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
