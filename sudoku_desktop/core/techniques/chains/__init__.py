"""Chains and loops: the remote pair (``remote_pairs``), X- and XY-chains (``chains``), the
alternating inference chain (``aic``, on the graph of ``aic_graph``), continuous nice loops
(``nice_loops``, ``loop_premises``), grouped forms of both, and the AIC with ALS nodes
(``als.als_chains``). A chain step is the instance that removes most,
as HoDoKu chooses.
``table`` holds the family's rows of the finder tables.
"""
