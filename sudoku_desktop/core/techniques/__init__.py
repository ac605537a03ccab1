"""Deduction techniques, one module per family; core/catalog.py holds order and scores.

Beside the families: ``finders`` (technique id → its finder, and every instance of each),
``logic`` (the loop: cheapest step first, applied, repeated), ``all_steps``, ``quick`` (the
rating's cheap path), ``consistency``, and the helpers the families share: ``cellsets``
(cells as 81-bit ints), ``links`` (alternating chains as data, and the one breadth-first
search of the X-chain and the AIC), ``propagation`` and ``trials`` (singles and nested
trials, each fast for the search and explained on a net for the sentence) and
``forcing_text`` (the forcing chains' sentences).

When ``./dev`` could compile them (mypyc), the modules are imported from that build, which
rates puzzles faster; otherwise, or once a source has changed since, from their source.
"""

from pathlib import Path

from sudoku_desktop.core.native_builds import use_compiled_package

COMPILED = use_compiled_package(__name__, Path(__file__).parent)
"""Whether the techniques run from their compiled build."""
