"""Singles: the full house, the naked single and the hidden single (``singles``, seed
002's rules).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
