"""Forcing chains: cell and unit forcing chains, the forcing net and the nested chains
(``forcing``), and their sentences (``forcing_text``). The nested
chains list no instances: on a hard position almost every false candidate is one.
``table`` holds the family's rows of the finder tables.
"""
