"""Probing: a candidate placed on trial, followed by singles until the grid breaks
(``probing``, seed 003's level one).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
