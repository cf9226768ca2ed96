"""The facts of a decision asked (Syracuse's `Prompt.data`, Epireia's `Pending.context` and league decision
context) are typed like the rest of the progress (issue #15): an unknown or mistyped fact is refused on
load, and the saved shape is the free dict's, so games saved before load and save back unchanged."""

from __future__ import annotations

import pytest

from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions
from engine.registry import get_engine
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from tests.syracuse.test_random_games import SEATS

SYRACUSE = SyracuseEngine()
EPIREIA = get_engine("epireia")


def _syracuse_with(prompt: dict, roll: dict | None = None) -> dict:
    saved = SYRACUSE.dump_state(SYRACUSE.create(SyracuseOptions(), SEATS, 1))
    return {**saved, "prompt": prompt, "ctx": {"roll": roll} if roll else saved["ctx"]}


def test_a_syracuse_prompt_saved_as_a_free_dict_loads_and_saves_back_unchanged():
    prompt = {"seat": "athens", "kind": "recover", "data": {"left": 2}}
    roll = {
        "purpose": "siege",
        "dice": [3],
        "then": "siege_rolled",
        "back": "d4",
        "data": {"zone": "T1", "side": "athens"},
    }
    saved = _syracuse_with(prompt, roll)
    assert SYRACUSE.dump_state(SYRACUSE.load_state(saved))["prompt"] == prompt
    assert SYRACUSE.dump_state(SYRACUSE.load_state(saved))["ctx"]["roll"] == roll


@pytest.mark.parametrize("data", [{"lef": 2}, {"left": "two"}, {"zone": 3}])
def test_an_unknown_or_mistyped_prompt_fact_is_refused(data):
    with pytest.raises(ValueError):
        SYRACUSE.load_state(_syracuse_with({"seat": "athens", "kind": "recover", "data": data}))


def test_an_unknown_dice_fact_is_refused():
    roll = {"purpose": "siege", "dice": [3], "then": "siege_rolled", "back": "d4", "data": {"zonne": "T1"}}
    with pytest.raises(ValueError):
        SYRACUSE.load_state(_syracuse_with({"seat": "athens", "kind": "reroll", "data": {}}, roll))


def _epireia_with(**changes: object) -> dict:
    state = EPIREIA.create(EpireiaOptions(players=2), SEATS_BY_PLAYERS[2], 1)
    return {**EPIREIA.dump_state(state), **changes}


def test_an_epireia_pending_context_saved_as_a_free_dict_loads_and_saves_back_unchanged():
    pending = [
        {
            "seat": "delos1",
            "kind": "pick_hidden",
            "options": [],
            "context": {"league": "delos", "order": ["a"], "count": 1},
        }
    ]
    saved = _epireia_with(pending=pending)
    assert EPIREIA.dump_state(EPIREIA.load_state(saved))["pending"] == pending


@pytest.mark.parametrize("context", [{"cuont": 1}, {"count": "one"}])
def test_an_unknown_or_mistyped_pending_fact_is_refused(context):
    with pytest.raises(ValueError):
        EPIREIA.load_state(
            _epireia_with(pending=[{"seat": "delos1", "kind": "x", "options": [], "context": context}])
        )


def test_a_suspended_group_is_typed_with_every_field_of_a_group():
    """A moving group set aside during its battle is saved as its dump: a new Group field must be typed
    there too, or a game saved mid-battle would not load."""
    from engine.syracuse.progress import SuspendedGroup
    from engine.syracuse.state import Group

    assert set(SuspendedGroup.__annotations__) == set(Group.model_fields)
