"""Singles: the full house, the naked single and the hidden single (seed 002's rules).

``singles`` finds them; ``table`` holds the family's rows of the finder tables.
"""
