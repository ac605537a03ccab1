"""A forcing chain's whole chain: every link its sentence skips, each nested trial under
the link it removed, as the CLI prints it and the GUI's "Whole chain" lists it."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.cli import main
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import NESTING
from sudoku_desktop.core.geometry import unit_name
from sudoku_desktop.core.guide import example_board
from sudoku_desktop.core.steps import Branch, Elimination, cells_listing, digits_listing
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.forcing.forcing import each_forcing_net
from sudoku_desktop.core.techniques.forcing.forcing_text import ChainLine, chain_text, whole_chain
from sudoku_desktop.core.wording import render
from tests.core.test_techniques_forcing import check_branch

CASES = Path(__file__).resolve().parents[1] / "data" / "techniques"


TRIAL_BASED = (
    "probing",
    "cell_forcing_chain",
    "unit_forcing_chain",
    "forcing_net",
    "nested_forcing_chain",
    "double_nested_forcing_chain",
)


def case_board(name: str) -> Board:
    return example_board((CASES / f"{name}.txt").read_text("utf-8"))


def case_step(name: str) -> Elimination:
    """The step the technique's finder takes on its case file's position."""
    step = FINDERS[name](case_board(name))
    assert isinstance(step, Elimination) and step.rule == name
    return step


def words(line: ChainLine) -> str:
    return render(line.words)


def flattened(line: ChainLine) -> list[ChainLine]:
    """A branch's link lines in order: each top line, then the removals folded under it (a
    nested trial's own branch, which starts with "if", is not one of them)."""
    return [
        shown
        for below in line.below
        for shown in (below, *(g for g in below.below if not words(g).startswith("if ")))
    ]


def check_lines(line: ChainLine, branch: Branch) -> None:
    """A branch's line names its assumption and holds one line per link, then the rule it
    broke (none after a target's removal); each placement says why it holds, the removals it
    makes folded under it; a nested link holds its own trial's branch."""
    cell, digit = branch.assumed
    assert words(line) == f"if r{cell // 9 + 1}c{cell % 9 + 1} = {digit}:"
    ended = branch.witness is not None
    links = flattened(line)
    assert len(links) == len(branch.implications) + ended
    placed = False
    tops = {id(below) for below in line.below}
    for below, link in zip(links, branch.implications, strict=False):
        sign = "=" if link.on else "≠"
        assert words(below).startswith(f"r{link.cell // 9 + 1}c{link.cell % 9 + 1} {sign} ")
        reasoned = bool(
            link.on or link.locked is not None or link.naked is not None or link.nested
        )
        assert (id(below) in tops) == (reasoned or not placed), words(below)
        placed = placed or link.on
        if link.on and link.unit is not None:
            reason = f"(the only place for {link.digit} in {unit_name(link.unit)})"
            assert words(below).endswith(reason)
        elif link.on:
            assert words(below).endswith("(its last candidate)")
        if link.locked is not None:
            assert words(below).endswith(
                f", {link.digit} lies only in {unit_name(link.locked[1])})"
            )
        if link.naked is not None:
            unit, cells, held = link.naked
            subset = f"{render(cells_listing(cells))} hold only {render(digits_listing(held))}"
            assert words(below).endswith(f"(in {unit_name(unit)}, {subset})")
        trials = [g for g in below.below if words(g).startswith("if ")]
        if link.trial is None:
            assert trials == []
        else:
            assert words(below).endswith(f"(its own trial: {link.nested} links)")
            (inner,) = trials
            check_lines(inner, link.trial)
    if ended:
        last = words(links[-1])
        assert last.endswith("has no candidate left") or "has no place left in" in last


def test_a_nested_chain_shows_every_link_its_sentence_skips() -> None:
    step = case_step("nested_forcing_chain")
    sentence = step.describe()
    assert "more links" in sentence
    (line,) = whole_chain(step)
    check_lines(line, step.branches[0])
    shown = len(flattened(line))
    assert shown > 50  # the sentence keeps 8 of them
    nested = [below for below in line.below if below.below]
    assert nested, "the case's chain removes candidates by trials of their own"


@pytest.mark.parametrize("name", TRIAL_BASED)
def test_every_trial_based_step_lists_each_link_of_each_branch(name: str) -> None:
    """Every branch, every link at every depth (a double nested chain's trials hold trials
    of their own), and each nested trial follows from the outer links before it."""
    step = case_step(name)
    lines = whole_chain(step)
    assert len(lines) == len(step.branches)
    for line, branch in zip(lines, step.branches, strict=True):
        check_lines(line, branch)
        check_branch(case_board(name), branch)
    depth = max(len(text) - len(text.lstrip()) for text in chain_text(lines, render, ""))
    # a branch, its links, the removals a placement makes; a trial, its links, its removals
    assert depth == 2 * (2 * NESTING[name])


def test_a_forcing_nets_chain_names_the_basic_rule_behind_each_removal() -> None:
    """Every forcing net on a position rich in them: each link's line, a locked candidate's
    and a naked subset's with the units and cells that make it."""
    lines = []
    for step in each_forcing_net(case_board("unit_forcing_chain")):
        for line, branch in zip(whole_chain(step), step.branches, strict=True):
            check_lines(line, branch)
            lines += chain_text((line,), render)
    assert any("lies only in" in line for line in lines)
    assert any(" hold only " in line for line in lines)


def test_a_cell_forcing_chain_has_a_branch_per_candidate_each_ending_in_the_removal() -> None:
    step = case_step("cell_forcing_chain")
    lines = whole_chain(step)
    assert len(lines) == len(step.branches) >= 2
    target = step.branches[0].target
    assert target is not None
    for line, branch in zip(lines, step.branches, strict=True):
        check_lines(line, branch)
        if branch.witness is None:
            removals = {
                f"r{cell // 9 + 1}c{cell % 9 + 1} ≠ {digit}" for cell, digit in step.removed
            }
            assert words(flattened(line)[-1]) in removals


def test_the_text_indents_each_line_under_the_one_that_holds_it() -> None:
    step = case_step("nested_forcing_chain")
    text = chain_text(whole_chain(step), render)
    cell, digit = step.branches[0].assumed
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    assert text[0] == f"   if {name} = {digit}:"
    assert text[1].startswith("     r") and text[1].endswith(f" ≠ {digit}")
    placed = next(i for i, line in enumerate(text) if " = " in line and "(the only" in line)
    assert text[placed].startswith("     r") and text[placed + 1].startswith("       r")
    opened = next(i for i, line in enumerate(text) if "its own trial" in line)
    assert text[opened + 1].startswith("       if ")
    assert text[opened + 2].startswith("         r")
    assert chain_text(whole_chain(step), render, indent="")[0] == f"if {name} = {digit}:"


def test_explain_whole_chains_prints_the_tree_under_the_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    step = case_step("nested_forcing_chain")
    board = example_board((CASES / "nested_forcing_chain.txt").read_text("utf-8"))
    puzzle = tmp_path / "hardest.txt"
    puzzle.write_text("".join(str(d or ".") for d in board.digits) + "\n")
    assert main(["explain", "--max-steps", "1", str(puzzle)]) == 0
    short = capsys.readouterr().out.splitlines()
    assert main(["explain", "--max-steps", "1", "--whole-chains", str(puzzle)]) == 0
    whole = capsys.readouterr().out.splitlines()
    assert short[1] == whole[1] == f"1. {step.describe()}"
    assert whole[2:] == chain_text(whole_chain(step), render)
    assert len(short) == 2
