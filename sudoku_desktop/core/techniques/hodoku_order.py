"""Where the catalog's order, scores and levels come from: HoDoKu's tables, or a reason.

HoDoKu's solver tries its techniques in a fixed order (the index of each SolutionType in its
Options.solverSteps) and scores and levels each; hodoku-py 0.2.1 transcribes that table in
its core/scoring.py. The catalog (catalog.py) sorts its rows by ``HODOKU_INDEX`` so that our
solve takes the steps HoDoKu's takes and its levels agree with HoDoKu's; ``HODOKU_TYPES``
names the rows whose score and level are HoDoKu's, ``OWN_ROWS`` says why the others have
theirs.
"""

from __future__ import annotations

HODOKU_INDEX: dict[str, int] = {
    # HoDoKu's solver order (the index of each SolutionType in its Options.solverSteps, as
    # hodoku-py 0.2.1's core/scoring.py transcribes it): singles, locked pair and triple,
    # locked candidates, naked before hidden subsets, fish, single-digit patterns, wings,
    # uniqueness, finned fish, Sue de Coq, colouring, chains and loops, ALS.
    **{"full_house": 100, "naked_single": 200, "hidden_single": 300},
    **{"locked_pair": 1000, "locked_triple": 1100, "pointing": 1200, "claiming": 1210},
    **{"naked_pair": 1300, "naked_triple": 1400, "hidden_pair": 1500, "hidden_triple": 1600},
    **{"naked_quad": 2000, "hidden_quad": 2100},
    **{"x_wing": 2200, "swordfish": 2300, "jellyfish": 2400, "remote_pair": 2800},
    **{"bug_plus_1": 2900, "skyscraper": 3000, "two_string_kite": 3100, "turbot_fish": 3120},
    **{"empty_rectangle": 3170, "w_wing": 3200, "xy_wing": 3300, "xyz_wing": 3400},
    **{"unique_rectangle_1": 3500, "unique_rectangle_2": 3600, "unique_rectangle_3": 3700},
    **{"unique_rectangle_4": 3800, "unique_rectangle_5": 3900, "unique_rectangle_6": 4000},
    **{"hidden_rectangle": 4010, "avoidable_rectangle_1": 4020, "avoidable_rectangle_2": 4030},
    **{"finned_x_wing": 4100, "sashimi_x_wing": 4200, "finned_swordfish": 4300},
    **{"sashimi_swordfish": 4400, "finned_jellyfish": 4500, "sashimi_jellyfish": 4600},
    **{"sue_de_coq": 5300, "simple_colouring": 5330, "multi_colouring": 5360},
    **{"x_chain": 5400, "xy_chain": 5500, "continuous_nice_loop": 5600},
    **{"grouped_continuous_nice_loop": 5650},
    **{"als_xz": 5700, "als_xy_wing": 5800, "als_chain": 5900, "death_blossom": 6000},
    # HoDoKu's contradiction forcing chains and nets close its order (8500, 8600).
    "probing": 8500,
    # Ours only: the BUG+n beside the BUG+1, the AIC (plain, then grouped) with the nice
    # loops HoDoKu finds it with (one search for both), the AIC with ALS nodes after the
    # ALS chain, the cell and unit forcing chains, the forcing net and the nested ones
    # after probing. The WXYZ-Wing and 3D Medusa come after the chains and ALS HoDoKu
    # makes their removals with: tried earlier, they shorten the solve below HoDoKu's and
    # its level with it.
    **{"bug_plus_n": 2910, "aic": 5610, "grouped_aic": 5660, "aic_als": 6005},
    **{"wxyz_wing": 6010, "medusa": 6020},
    **{"cell_forcing_chain": 8550, "unit_forcing_chain": 8560, "forcing_net": 8600},
    **{"nested_forcing_chain": 8700, "double_nested_forcing_chain": 8800},
}
"""Each technique's place in the order: HoDoKu's solver order where HoDoKu has it."""

HODOKU_TYPES: dict[str, str] = {
    **{"full_house": "FULL_HOUSE", "naked_single": "NAKED_SINGLE"},
    **{"hidden_single": "HIDDEN_SINGLE", "locked_pair": "LOCKED_PAIR"},
    **{"locked_triple": "LOCKED_TRIPLE", "pointing": "LOCKED_CANDIDATES_1"},
    **{"claiming": "LOCKED_CANDIDATES_2", "naked_pair": "NAKED_PAIR"},
    **{"naked_triple": "NAKED_TRIPLE", "hidden_triple": "HIDDEN_TRIPLE"},
    **{"hidden_pair": "HIDDEN_PAIR", "naked_quad": "NAKED_QUADRUPLE"},
    **{"hidden_quad": "HIDDEN_QUADRUPLE", "x_wing": "X_WING", "swordfish": "SWORDFISH"},
    **{"jellyfish": "JELLYFISH", "remote_pair": "REMOTE_PAIR", "bug_plus_1": "BUG_PLUS_1"},
    **{"skyscraper": "SKYSCRAPER", "two_string_kite": "TWO_STRING_KITE"},
    **{"turbot_fish": "TURBOT_FISH", "empty_rectangle": "EMPTY_RECTANGLE"},
    **{"w_wing": "W_WING", "xy_wing": "XY_WING", "xyz_wing": "XYZ_WING"},
    **{f"unique_rectangle_{kind}": f"UNIQUENESS_{kind}" for kind in range(1, 7)},
    **{"hidden_rectangle": "HIDDEN_RECTANGLE", "avoidable_rectangle_1": "AVOIDABLE_RECTANGLE_1"},
    **{"avoidable_rectangle_2": "AVOIDABLE_RECTANGLE_2"},
    **{"finned_x_wing": "FINNED_X_WING", "sashimi_x_wing": "SASHIMI_X_WING"},
    **{"finned_swordfish": "FINNED_SWORDFISH", "sashimi_swordfish": "SASHIMI_SWORDFISH"},
    **{"finned_jellyfish": "FINNED_JELLYFISH", "sashimi_jellyfish": "SASHIMI_JELLYFISH"},
    **{"sue_de_coq": "SUE_DE_COQ", "simple_colouring": "SIMPLE_COLORS_TRAP"},
    **{"multi_colouring": "MULTI_COLORS_1", "x_chain": "X_CHAIN", "xy_chain": "XY_CHAIN"},
    **{"continuous_nice_loop": "CONTINUOUS_NICE_LOOP", "aic": "AIC"},
    **{"grouped_continuous_nice_loop": "GROUPED_CONTINUOUS_NICE_LOOP"},
    **{"grouped_aic": "GROUPED_AIC"},
    **{"als_xz": "ALS_XZ", "als_xy_wing": "ALS_XY_WING", "als_chain": "ALS_XY_CHAIN"},
    **{"death_blossom": "DEATH_BLOSSOM", "probing": "FORCING_CHAIN_CONTRADICTION"},
}
"""The rows whose score and level are HoDoKu's: their SolutionType in HoDoKu (its Options
table, as hodoku-py 0.2.1's core/scoring.py transcribes it; our Expert is its Unfair)."""

OWN_ROWS: dict[str, str] = {
    "bug_plus_n": "HoDoKu has only BUG+1: scored and levelled as it (100, Hard)",
    "wxyz_wing": "not in HoDoKu: scored after its XYZ-Wing (180), levelled as the ALS-XZ it "
    "makes the removal with (Unfair)",
    "medusa": "not in HoDoKu: scored after the AIC (280) it is a case of, Expert as chains",
    "aic_als": "not in HoDoKu's solver (ALS nodes only in its forcing chains): after its "
    "ALS chain and death blossom, 380",
    "cell_forcing_chain": "HoDoKu's forcing chains are contradictions only: SE's cell forcing "
    "chains (8.3) sit just above its contradiction chain (500), Extreme",
    "unit_forcing_chain": "as the cell forcing chain, SE's region forcing chains (8.2)",
    "forcing_net": "HoDoKu's forcing nets (700, Extreme) follow singles only, as our forcing "
    "chains do; ours follow locked candidates and naked pairs and triples too, as SE's "
    "dynamic forcing chains (+) (9.0) follow such basic rules"
    "do the basic techniques: HoDoKu's net score and level, after our unit forcing chain",
    "nested_forcing_chain": "not in HoDoKu (it falls back to brute force): SE's nested chains "
    "(9.5+), 900, Extreme",
    "double_nested_forcing_chain": "as the nested forcing chain, one level deeper: 1200",
}
"""Why each row not scored by HoDoKu has its score and level."""
