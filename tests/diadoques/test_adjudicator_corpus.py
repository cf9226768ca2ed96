"""The adjudicator corpus: DATC v3.0 chapter 6 cases adapted to the Diadoques map, and our own series
(DIA-K strengths and leaders, DIA-L sieges, DIA-M supply, DIA-N retreats). One test per case id."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.diadoques.corpus.runner import load_cases, play, space, unit_key

CASES = load_cases()


def test_the_corpus_has_at_least_a_hundred_cases_with_distinct_ids():
    ids = [c["id"] for c in CASES]
    assert len(ids) >= 100
    assert [i for i, n in Counter(ids).items() if n > 1] == []


def test_every_adapted_case_names_its_datc_source():
    for case in CASES:
        if case["id"].startswith("DATC-"):
            assert case["id"] == f"DATC-{case['datc']}"


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case(board, case):
    result, ids, problems = play(board, case)
    for who, expected in case.get("expect", {}).items():
        key = who if who.split(":")[-1] in ("diadoque", "epigone") else ids[unit_key(board, who)]
        outcome = result.outcomes[key]
        verdict, _, reason = expected.partition(" ")
        assert verdict in ("succeeds", "fails"), expected
        got = f"{'succeeds' if outcome.succeeded else 'fails'} {outcome.reason or ''}".strip()
        assert outcome.succeeded == (verdict == "succeeds") and (not reason or outcome.reason == reason), (
            f"{who}: expected {expected!r}, got {got!r}"
        )
    for who, where in case.get("retreats", {}).items():
        outcome = result.outcomes[ids[unit_key(board, who)]]
        assert outcome.dislodged, f"{who} was not dislodged"
        if where == "X":
            assert outcome.destroyed, f"{who} retreated to {outcome.retreat}, expected destroyed"
        else:
            assert outcome.retreat == space(board, where), f"{who} retreated to {outcome.retreat}"
    dislodged = {k for k, o in result.outcomes.items() if o.dislodged}
    expected_dislodged = {ids[unit_key(board, w)] for w in case.get("retreats", {})}
    assert dislodged == expected_dislodged, f"dislodged: {sorted(dislodged)}"
    after = sorted(
        f"{unit_key(board, u)[0]}: {u.split(':', 1)[1].split()[0].rstrip('*#()')} {unit_key(board, u)[1]}"
        for u in case["after"]
    )
    got_after = sorted(f"{u.owner}: {u.kind.value} {u.space}" for u in result.position.units)
    assert got_after == after
    spaces = [u.space for u in result.position.units]
    assert len(spaces) == len(set(spaces)), "two units in one space"
    for citadel, owner in case.get("after_citadels", {}).items():
        assert result.position.citadel_owner.get(space(board, citadel)) == (
            None if owner == "none" else owner
        )
    if "first_sieges_after" in case:
        assert {k: v for k, v in result.position.first_sieges.items()} == {
            ids[unit_key(board, u)]: space(board, c) for u, c in case["first_sieges_after"].items()
        }
    for character, where in case.get("characters_after", {}).items():
        assert result.position.characters[character] == space(board, where)
    if "no_supply_after" in case:
        assert result.position.no_supply == {ids[unit_key(board, u)] for u in case["no_supply_after"]}
    assert len(problems) == case.get("problems", 0), [p.line for p in problems]
