"""Almost locked sets: the ALS-XZ and ALS-XY-Wing (``als``), the ALS chain
(``als_chains``, walked by ``als_walks``) and the death blossom (``death_blossom``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
