"""Intersections, where a box and a line cross: pointing and claiming
(``intersections``), the locked pair and triple (``locked_subsets``) and Sue de Coq
(``sue_de_coq``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
