"""``sudoku-cli explain --json``: each puzzle's logical steps as one JSON object.

A program reads what a person reads in ``explain``, and can check it without Qt: every step
gives its technique, sentence, removed and placed candidates, and a trial-based step its
whole chain, each link ``[digit, row, column, "=" or "≠", reason]`` (1-based), its reason an
object that names the rule it follows (a single and its unit, the placement a removal follows
from, a locked candidate, a naked subset, or the inner trial, nested), so that the chain can
be replayed link by link on the board before the step.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from sudoku_desktop.cli.inputs import Item
from sudoku_desktop.cli.output import located, malformed_line
from sudoku_desktop.core.any_size import logic as any_size
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import UNIT_KINDS, Geometry, naming
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solution_path import ending_sentence
from sudoku_desktop.core.steps import Branch, Elimination, Implication, Placement
from sudoku_desktop.core.techniques.forcing.forcing_text import link_phrase
from sudoku_desktop.core.validation import Verdict
from sudoku_desktop.core.wording import render

Json = dict[str, Any]
VerdictOf = Callable[[Puzzle], Verdict | None]
"""The verdict of a puzzle that cannot be explained (not exactly one solution), else None."""


def puzzle_json(board: Board, rules: tuple[str, ...], max_steps: int) -> Json:
    """``{"steps": [...], "solved": bool, "ending": sentence}`` for one puzzle's logic solve
    (``ending`` says how the logic stopped; absent when ``max_steps`` cut it short)."""
    shape = board.geometry
    found: list[Json] = []
    fields: Json = {"steps": found}
    for number, step in enumerate(any_size.logic_steps(board, rules), start=1):
        if not isinstance(step, Placement | Elimination):
            fields["solved"] = board.is_full()
            fields["ending"] = render(ending_sentence(step, len(rules)))
            break
        found.append(step_json(number, step, shape))
        if number >= max_steps:
            break
    return fields


def step_json(number: int, step: Placement | Elimination, shape: Geometry) -> Json:
    """One step: ``links`` counts a chain's links (inner trials counted in), ``chain`` holds
    a trial-based step's branches (empty for any other step)."""
    if isinstance(step, Placement):
        removed: tuple[tuple[int, int], ...] = ()
        placed: tuple[tuple[int, int], ...] = ((step.cell, step.digit),)
        links, chain = 0, []
    else:
        removed, placed = step.removed, ()
        links = step.link_count
        chain = [branch_json(branch, shape) for branch in step.branches]
    return {
        "number": number,
        "technique": step.rule,
        "sentence": step.describe(),
        "eliminations": [_candidate(cell, digit, shape) for cell, digit in removed],
        "placements": [_candidate(cell, digit, shape) for cell, digit in placed],
        "links": links,
        "chain": chain,
    }


def branch_json(branch: Branch, shape: Geometry) -> Json:
    """An assumption, its links in order, and how it ends: the rule it broke
    (``contradiction``) or the candidate every branch removes (``target``)."""
    placed: list[tuple[int, int]] = [branch.assumed]
    links: list[list[Any]] = []
    for link in branch.implications:
        links.append(
            [
                link.digit,
                shape.row_of[link.cell] + 1,
                shape.column_of[link.cell] + 1,
                "=" if link.on else "≠",
                _reason(link, placed, shape),
            ]
        )
        if link.on:
            placed.append((link.cell, link.digit))
    fields: Json = {"assumed": _candidate(branch.assumed[0], branch.assumed[1], shape)}
    fields["links"] = links
    witness = branch.witness
    if witness is not None and witness.cell is not None:
        fields["contradiction"] = {"empty": _cell(witness.cell, shape)}
    elif witness is not None and witness.unit is not None:
        fields["contradiction"] = {"digit": witness.digit, "unit": _unit(witness.unit, shape)}
    if branch.target is not None:
        fields["target"] = _candidate(branch.target[0], branch.target[1], shape)
    return fields


def _reason(link: Implication, placed: list[tuple[int, int]], shape: Geometry) -> Json:
    """Why a link holds, as data a program can check, beside its words."""
    reason: Json = {"text": render(link_phrase(link))}
    if link.on and link.unit is not None:
        reason.update(kind="hidden single", unit=_unit(link.unit, shape))
    elif link.on:
        reason["kind"] = "naked single"
    elif link.trial is not None:
        reason.update(kind="trial", trial=branch_json(link.trial, shape))
    elif link.locked is not None:
        unit, line = link.locked
        reason.update(kind="locked", unit=_unit(unit, shape), line=_unit(line, shape))
    elif link.naked is not None:
        unit, cells, digits = link.naked
        reason.update(
            kind="naked subset",
            unit=_unit(unit, shape),
            cells=[_cell(cell, shape) for cell in cells],
            digits=list(digits),
        )
    else:
        reason["kind"] = "placement"
        cause = _cause(link, placed, shape)
        if cause is not None:
            reason["by"] = _candidate(cause[0], cause[1], shape)
    return reason


def _cause(
    link: Implication, placed: list[tuple[int, int]], shape: Geometry
) -> tuple[int, int] | None:
    """The latest placement (the assumption first) that removes the link's candidate: the
    same digit in a peer, or another digit in its cell."""
    for cell, digit in reversed(placed):
        same_cell = cell == link.cell and digit != link.digit
        if same_cell or (digit == link.digit and cell in shape.peer_sets[link.cell]):
            return cell, digit
    return None


def _candidate(cell: int, digit: int, shape: Geometry) -> list[int]:
    return [digit, shape.row_of[cell] + 1, shape.column_of[cell] + 1]


def _cell(cell: int, shape: Geometry) -> list[int]:
    return [shape.row_of[cell] + 1, shape.column_of[cell] + 1]


def _unit(unit: int, shape: Geometry) -> list[Any]:
    """``["row", 3]``, ``["column", 1]`` or ``["box", 9]``."""
    return [UNIT_KINDS[unit // shape.size], unit % shape.size + 1]


def explain_json_lines(
    items: Iterable[Item],
    rules: tuple[str, ...],
    max_steps: int,
    verdict_of: VerdictOf,
) -> Iterator[str]:
    """One JSON line per puzzle read: its steps, or its verdict when it has no unique
    solution or cannot be read."""
    for item in items:
        if item.puzzle is None:
            yield malformed_line(item, prefixed=False, as_json=True)
            continue
        yield json.dumps(located(item, _one(item.puzzle, rules, max_steps, verdict_of)))


def _one(puzzle: Puzzle, rules: tuple[str, ...], max_steps: int, verdict_of: VerdictOf) -> Json:
    with naming(puzzle.geometry):
        verdict = verdict_of(puzzle)
        if verdict is not None:
            return {"verdict": verdict.kind.value, "detail": verdict.describe()}
        return {"verdict": "unique", **puzzle_json(Board.from_puzzle(puzzle), rules, max_steps)}
