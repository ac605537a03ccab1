"""The roles of a pattern's cells and units in its sentence, in the standard notation.

A wing names its pivot and pincers, a fish its base and cover sets and fins (HoDoKu's
words), an almost locked set its cells and digits and the restricted common that links two:
"XY-Wing (pivot r1c6; pincers r3c4 and r7c6, both with 2): remove 2 from r2c6"; a chain is
written in Eureka notation, its links shown (an AIC with ALS nodes too). A rule without
roles of its own keeps the plain "(digits) on cells in units" (steps.py). The removals pair
each digit with its own cells, so that a sentence never claims more than the step removes.
Each piece is a template marked for translation in context "Steps".
"""

from __future__ import annotations

from typing import Protocol

from sudoku_desktop.core.catalog import TECHNIQUES
from sudoku_desktop.core.geometry import cell_name, digit_name, unit_phrase
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Listing, Phrase, phrase

STEPS = "Steps"

PIVOT_WING = QT_TRANSLATE_NOOP("Steps", " (pivot {pivot}; pincers {pincers}, both with {digit})")
W_WING = QT_TRANSLATE_NOOP(
    "Steps",
    " (wings {cells} holding {y} and {x}, linked by the strong link on {x} between {ends} "
    "in {unit})",
)
FISH = QT_TRANSLATE_NOOP("Steps", " on {digit}: base {base}, cover {cover}")
FISH_FIN = QT_TRANSLATE_NOOP("Steps", " on {digit}: base {base}, cover {cover}, fin {fins}")
FISH_FINS = QT_TRANSLATE_NOOP("Steps", " on {digit}: base {base}, cover {cover}, fins {fins}")
ONE_ALS = QT_TRANSLATE_NOOP("Steps", "{name}: {cells} with {digits}")
ALS_SEPARATOR = QT_TRANSLATE_NOOP("Steps", "{before}; {after}")
ALS_SETS = QT_TRANSLATE_NOOP("Steps", " ({sets}; restricted common {common})")
ALS_SETS_COMMONS = QT_TRANSLATE_NOOP("Steps", " ({sets}; restricted commons {commons})")
CHAIN_SETS = QT_TRANSLATE_NOOP("Steps", " {chain} ({sets})")
CHAIN_SETS_COMMON = QT_TRANSLATE_NOOP("Steps", " {chain} ({sets}; restricted common {common})")
CHAIN_SETS_COMMONS = QT_TRANSLATE_NOOP("Steps", " {chain} ({sets}; restricted commons {commons})")
ALS_NAMES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

Node = tuple[tuple[int, ...], int, bool]
"""A chain's node as a step's ``path`` holds it: its cells, its digit, whether it is on."""


class Pattern(Protocol):
    """A step as this module reads a ``steps.Elimination``."""

    @property
    def rule(self) -> str: ...
    @property
    def cells(self) -> tuple[int, ...]: ...
    @property
    def units(self) -> tuple[int, ...]: ...
    @property
    def digits(self) -> tuple[int, ...]: ...
    @property
    def fins(self) -> tuple[int, ...]: ...
    @property
    def sets(self) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]: ...
    @property
    def commons(self) -> tuple[int, ...]: ...
    @property
    def path(self) -> tuple[tuple[tuple[int, ...], int, bool], ...]: ...


def role_pattern(step: Pattern) -> Field | None:
    """The words between the step's title and its removals that name each part's role, or
    None for a rule that has none."""
    family = TECHNIQUES[step.rule].family if step.rule in TECHNIQUES else None
    if step.rule in ("xy_wing", "xyz_wing") and len(step.cells) == 3 and step.digits:
        pivot, *pincers = step.cells
        return phrase(
            STEPS,
            PIVOT_WING,
            pivot=cell_name(pivot),
            pincers=_cells(tuple(pincers)),
            digit=digit_name(step.digits[0]),
        )
    if step.rule == "w_wing" and len(step.cells) == 4 and len(step.digits) == 2 and step.units:
        y, x = step.digits
        return phrase(
            STEPS,
            W_WING,
            cells=_cells(step.cells[:2]),
            x=digit_name(x),
            y=digit_name(y),
            unit=unit_phrase(step.units[0]),
            ends=_cells(step.cells[2:]),
        )
    if family in ("fish", "finned_fish") and step.digits and step.units:
        return _fish(step)
    if step.sets and step.path:
        return _chain_sets(step)
    if step.sets:
        return _als_sets(step)
    if step.path:
        return " " + eureka(step.path)
    return None


def set_link(rule: str, one: Node, other: Node) -> bool:
    """Whether a chain's strong link from ``one`` (off) to ``other`` joins two digits of an
    almost locked set: two digits not both in one cell (a bivalue cell's link), or in an ALS
    chain any link (its bivalue cells are one-cell sets, it has no other strong links)."""
    (cells, digit, _), (other_cells, other_digit, _) = one, other
    if digit == other_digit:
        return False
    return rule == "als_chain" or len(cells) > 1 or cells != other_cells


def eureka(path: tuple[Node, ...], rule: str = "") -> str:
    """A chain in Eureka notation: "(9)r1c4 = (7)r1c4 - (7)r5c4 = …", a strong link "=" from
    a node that is off, a weak one "-" from a node that is on; a node of several cells (a
    group) written "r4c12" or "r45c1" when it lies in one line. With the ``rule`` of a step
    that names its sets, a link inside an almost locked set is written "(3=5)A", A naming
    the set (the sets named in chain order, as ``_chain_sets`` lists them)."""
    text = ""
    named = 0
    index = 0
    while index < len(path):
        cells, digit, on = path[index]
        following = path[index + 1] if index + 1 < len(path) else None
        if rule and following is not None and not on and set_link(rule, path[index], following):
            name = ALS_NAMES[named % len(ALS_NAMES)]
            text += f"({digit_name(digit)}={digit_name(following[1])}){name}"
            named += 1
            index += 1
        else:
            text += f"({digit_name(digit)}){_node_cells(cells)}"
        if index < len(path) - 1:
            text += " - " if path[index][2] else " = "
        index += 1
    return text


def _chain_sets(step: Pattern) -> Phrase:
    """ " (3=5)A - (5)r6c2 = … (A: r4c1 r4c2 with 3, 5 and 7; …; restricted common 5)": a
    chain through almost locked sets, each set named in the chain by its letter and listed
    after it with its cells and digits, and the restricted commons joining two sets."""
    chain = eureka(step.path, step.rule)
    sets = _sets_listing(step)
    if not step.commons:
        return phrase(STEPS, CHAIN_SETS, chain=chain, sets=sets)
    commons = Listing(tuple(digit_name(d) for d in step.commons))
    if len(step.commons) == 1:
        return phrase(STEPS, CHAIN_SETS_COMMON, chain=chain, sets=sets, common=commons)
    return phrase(STEPS, CHAIN_SETS_COMMONS, chain=chain, sets=sets, commons=commons)


def _node_cells(cells: tuple[int, ...]) -> str:
    names = [cell_name(cell)[1:].split("c") for cell in cells]
    rows = sorted({row for row, _ in names}, key=int)
    columns = sorted({column for _, column in names}, key=int)
    joint = "" if all(len(part) == 1 for part in rows + columns) else ","
    if len(rows) == 1 or len(columns) == 1:
        return f"r{joint.join(rows)}c{joint.join(columns)}"
    return ",".join(cell_name(cell) for cell in cells)


def removals_field(removed: tuple[tuple[int, int], ...]) -> Field:
    """Each removed digit with its own cells, so that no digit seems removed from a cell it
    stays in: "4 from r5c9 and 7 from r6c9"; digits leaving the same cells are said together,
    and groups of several cells or digits are parted by semicolons ("4 and 7 from r1c1 and
    r1c2; 9 from r3c3"), so that each "and" joins within a group."""
    cells_of: dict[int, set[int]] = {}
    for cell, digit in removed:
        cells_of.setdefault(digit, set()).add(cell)
    digits_of: dict[tuple[int, ...], list[int]] = {}
    for digit in sorted(cells_of):
        digits_of.setdefault(tuple(sorted(cells_of[digit])), []).append(digit)
    groups: list[Field] = [
        phrase(
            STEPS,
            QT_TRANSLATE_NOOP("Steps", "{digits} from {cells}"),
            digits=Listing(tuple(digit_name(d) for d in digits)),
            cells=_cells(cells),
        )
        for cells, digits in digits_of.items()
    ]
    if all(len(cells) == 1 and len(digits) == 1 for cells, digits in digits_of.items()):
        return Listing(tuple(groups))
    joined = groups[0]
    for group in groups[1:]:
        joined = phrase(
            STEPS, QT_TRANSLATE_NOOP("Steps", "{before}; {after}"), before=joined, after=group
        )
    return joined


def _fish(step: Pattern) -> Phrase:
    """Base lines first, cover lines after (as the fish finders give them), then the fins."""
    half = len(step.units) // 2
    fields: dict[str, Field] = {
        "digit": digit_name(step.digits[0]),
        "base": _units(step.units[:half]),
        "cover": _units(step.units[half:]),
    }
    if not step.fins:
        return phrase(STEPS, FISH, **fields)
    template = FISH_FIN if len(step.fins) == 1 else FISH_FINS
    return phrase(STEPS, template, fins=_cells(step.fins), **fields)


def _als_sets(step: Pattern) -> Phrase:
    """ " (A: r1c2 r4c2 with 3, 5 and 7; B: …; restricted common 3)": each set's cells
    parted by spaces, so that "and" only ever joins digits."""
    sets = _sets_listing(step)
    commons = Listing(tuple(digit_name(d) for d in step.commons))
    if len(step.commons) == 1:
        return phrase(STEPS, ALS_SETS, sets=sets, common=commons)
    return phrase(STEPS, ALS_SETS_COMMONS, sets=sets, commons=commons)


def _sets_listing(step: Pattern) -> Field:
    """ "A: r1c2 r4c2 with 3, 5 and 7; B: …": each set lettered, its cells and digits."""
    sets: Field = ""
    for index, (cells, digits) in enumerate(step.sets):
        named = phrase(
            STEPS,
            ONE_ALS,
            name=ALS_NAMES[index % len(ALS_NAMES)],
            cells=" ".join(cell_name(cell) for cell in cells),
            digits=Listing(tuple(digit_name(d) for d in digits)),
        )
        sets = named if not index else phrase(STEPS, ALS_SEPARATOR, before=sets, after=named)
    return sets


def _cells(cells: tuple[int, ...]) -> Listing:
    return Listing(tuple(cell_name(cell) for cell in cells))


def _units(units: tuple[int, ...]) -> Listing:
    return Listing(tuple(unit_phrase(unit) for unit in units))
