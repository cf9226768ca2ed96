"""The points the battlefield picture prints on a revealed token (rulebook pp.36-38): a bonus that depends
on a face-down neighbour or on a clash not yet fought is shown as not yet known, never guessed."""

from __future__ import annotations

from typing import Any

from render.epireia.battlefield import shown_points


def _view(stage: str, front: int, column: int, pelo_slots: dict[str, str], flank_winners: list[Any]) -> dict:
    """A Delos player's view of the battle, with only what the renderer reads."""
    side = {"figures": {}, "committed": {}, "ready": True, "ready_proposed_by": None, "placed_figures": 0}
    return {
        "league": "delos",
        "battle": {
            "stage": stage,
            "front": front,
            "column": column,
            "sides": {
                "delos": {**side, "slots": {}, "available": []},
                "peloponnese": {**side, "slots": pelo_slots, "available": 0},
            },
            "column_winners": {"flank": flank_winners} if flank_winners else {},
            "column_scores": {"flank": [{"delos": 0, "peloponnese": 0}] * len(flank_winners)},
            "front_winners": {},
        },
    }


def test_p37_thrace_bonus_is_unknown_while_the_neighbour_column_is_face_down() -> None:
    # centre, column 1 just revealed: the token's right-hand neighbour (column 2) is still hidden
    view = _view("columns", 1, 1, {"centre:1:1": "h1_13"}, ["delos", "delos", "delos"])
    assert shown_points(view, "peloponnese", "centre", 1, 1) == (1, False, True)


def test_p37_thrace_bonus_applies_once_a_thrace_neighbour_is_revealed() -> None:
    view = _view("columns", 1, 2, {"centre:1:1": "h1_13", "centre:2:1": "h1_14"}, ["delos"] * 3)
    assert shown_points(view, "peloponnese", "centre", 1, 1) == (3, True, False)


def test_p37_thrace_bonus_fails_when_the_revealed_neighbour_slot_is_empty() -> None:
    view = _view("columns", 1, 2, {"centre:1:1": "h1_13"}, ["delos"] * 3)
    assert shown_points(view, "peloponnese", "centre", 1, 1) == (1, False, False)


def test_p38_winning_streak_needs_the_clash_before_won() -> None:
    won = _view("columns", 1, 1, {"centre:1:1": "h2_08"}, ["delos", "delos", "peloponnese"])
    lost = _view("columns", 1, 1, {"centre:1:1": "h2_08"}, ["peloponnese", "peloponnese", "delos"])
    assert shown_points(won, "peloponnese", "centre", 1, 1) == (5, True, False)
    assert shown_points(lost, "peloponnese", "centre", 1, 1) == (3, False, False)


def test_p38_winning_streak_is_unknown_before_the_clash_before_is_fought() -> None:
    view = _view("plan", 0, 1, {}, [])
    view["league"] = "peloponnese"  # the planning league sees its own token
    view["battle"]["sides"]["peloponnese"]["slots"] = {"centre:1:1": "h2_08"}
    assert shown_points(view, "peloponnese", "centre", 1, 1) == (3, False, True)
