"""Chains and loops: the remote pair (``remote_pairs``), X- and XY-chains (``chains``),
the alternating inference chain (``aic``, on the graph of ``aic_graph``), continuous nice
loops (``nice_loops``, ``loop_premises``, searched fast in ``quick_loops``), the grouped
forms of both, and the AIC with ALS nodes (in ``als.als_chains``). A chain step is the
instance that removes most, as HoDoKu chooses.

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
