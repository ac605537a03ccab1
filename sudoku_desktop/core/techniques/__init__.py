"""Deduction techniques, one subpackage per catalog family (core/catalog.py says which
techniques there are, their order and their scores).

Each family (``singles``, ``intersections``, ``subsets``, ``fish``, ``finned_fish``,
``single_digit``, ``wings``, ``colouring``, ``uniqueness``, ``chains``, ``als``,
``probing``, ``forcing``) holds its finder modules, ``table`` (its rows of the finder
tables) and ``words`` (its hint looks, guide paragraphs and chapter title). Adding a
technique: its finder, a row in its family's table, its words, one catalog record (then
its guide example, case files and French).

Beside the families: ``finders`` and ``words`` (the families' tables and words gathered in
catalog order), ``logic`` (the loop: cheapest step first, applied, repeated),
``all_steps`` (every instance of every technique on a position) and ``shared`` (what the
families share: cell sets, links, propagation and trials, consistency, how finders are
made). The rating's cheap paths and Sudoku Explainer's replay are in ``core/rating/``.

When ``./dev`` could compile them (mypyc, with the rating's modules: one group, in
core/compiled/), the modules are imported from that build, which rates puzzles faster;
otherwise, or once a source has changed since, from their source. Importing this package
installs the build, so the rating imports it first.
"""

from sudoku_desktop.core.native_builds import TECHNIQUES_GROUP, use_compiled_group

COMPILED = use_compiled_group(TECHNIQUES_GROUP)
"""Whether the techniques run from their compiled build."""
