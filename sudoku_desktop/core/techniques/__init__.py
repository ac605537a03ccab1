"""Deduction techniques, one module per family; catalog.py holds order and scores.

Beside the families: ``finders`` (technique id → its finder, and every instance of each),
``logic`` (the loop: cheapest step first, applied, repeated), ``all_steps``, ``quick`` (the
rating's cheap path), ``consistency``, and the helpers the families share: ``cellsets``
(cells as 81-bit ints), ``links`` and ``chain_search`` (alternating chains as data, and the
one breadth-first search of the X-chain and the AIC), ``trials``, ``propagation``,
``implication_net`` and ``forcing_text`` (the forcing chains: search, then explanation).
"""
