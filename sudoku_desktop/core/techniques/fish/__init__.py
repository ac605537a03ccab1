"""Fish: the X-Wing, the swordfish and the jellyfish (``fish``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
