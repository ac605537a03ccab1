"""Probing: a candidate placed on trial, followed by singles until the grid breaks
(``probing``, seed 003's level one).
``table`` holds the family's rows of the finder tables.
"""
