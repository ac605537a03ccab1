"""Finned fish: finned and sashimi X-Wings, swordfish and jellyfish (``finned_fish``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
