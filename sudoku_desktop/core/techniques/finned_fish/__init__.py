"""Finned fish: finned and sashimi X-Wings, swordfish and jellyfish (``finned_fish``).
``table`` holds the family's rows of the finder tables.
"""
