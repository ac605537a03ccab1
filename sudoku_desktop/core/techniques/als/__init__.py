"""Almost locked sets: ALS-XZ and ALS-XY-Wing (``als``), the ALS chain (``als_chains``,
walked by ``als_walks``), the death blossom (``death_blossom``).
``table`` holds the family's rows of the finder tables.
"""
