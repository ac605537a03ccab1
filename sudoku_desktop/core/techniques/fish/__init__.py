"""Fish: the X-Wing, the swordfish and the jellyfish (``fish``).
``table`` holds the family's rows of the finder tables.
"""
