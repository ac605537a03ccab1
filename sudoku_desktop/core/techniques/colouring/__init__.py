"""Colouring: simple and multi-colouring of one digit (``colouring``), 3D Medusa over
every digit (``medusa``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
