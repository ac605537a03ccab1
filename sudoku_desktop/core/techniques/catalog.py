"""Which techniques exist, in which order they are tried, and how hard each one is.

Order and difficulty are data, not code (as HoDoKu keeps them): the logic loop walks
``TECHNIQUE_ORDER`` and the rating reads ``score`` and ``level``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Technique:
    """A technique's id, display title, family module, difficulty score and level."""

    id: str
    title: str
    family: str
    score: int
    level: str


TECHNIQUE_ORDER: tuple[Technique, ...] = (
    Technique("full_house", "Full house", "singles", 4, "Easy"),
    Technique("naked_single", "Naked single", "singles", 4, "Easy"),
    Technique("hidden_single", "Hidden single", "singles", 14, "Easy"),
)

TECHNIQUES: dict[str, Technique] = {technique.id: technique for technique in TECHNIQUE_ORDER}
