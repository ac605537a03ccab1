"""Forcing chains: cell and unit forcing chains, the forcing net and the nested chains
(``forcing``), and the sentences of their steps (``forcing_text``). The nested chains list
no instances: on a hard position almost every false candidate is one.

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
