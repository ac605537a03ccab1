"""The techniques that hold at every size, for grids other than 9×9.

The 9×9 techniques (``core/techniques``) are tuned to the classic grid's tables; the rules
here read the board's own ``geometry`` and give the same steps (a test holds them to the
9×9 finders on 9×9 boards): seed 003's rules (singles, naked and hidden subsets, pointing and
claiming), basic fish, probing and forcing chains by singles (``rules``, ``trials``),
gathered by technique id in ``logic``, which also rates a puzzle of another size by the
hardest technique its solve needs.
"""
