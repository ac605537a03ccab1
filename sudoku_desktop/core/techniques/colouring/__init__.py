"""Colouring: simple and multi-colouring of one digit (``colouring``), 3D Medusa over
every digit (``medusa``).
``table`` holds the family's rows of the finder tables.
"""
