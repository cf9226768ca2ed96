"""Single options the platform plays for people (issue 11), through the service: each is logged marked
automatic in the same write as the action before it, replays exactly, and `/game undo` takes back the
player's last real decision together with the automatic steps after it, never an automatic step alone."""

from __future__ import annotations

import random

from agora.games.history import fold, logged_actions, plan_undo
from agora.games.seats import SeatService
from engine.core import Action
from engine.core.playout import play
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from tests.e2e.syracuse_support import SEATS, lazy_chooser

CHANNEL, ALICE, BOB = 500, 21, 22  # alice holds Athens, bob Syracuse
USERS = {"athens": ALICE, "syracuse": BOB}


async def _started(service, **options):
    await service.create(
        guild_id=1,
        channel_id=CHANNEL,
        creator_id=ALICE,
        title="syracuse",
        options=options,
        language="en",
        seed=1,
    )
    await service.join(CHANNEL, ALICE, "athens")
    await service.join(CHANNEL, BOB, "syracuse")
    return (await service.start(CHANNEL, ALICE)).game


def _script() -> list[tuple[str, Action]]:
    engine = SyracuseEngine()
    return play(engine, SyracuseOptions(), SEATS, 1, lazy_chooser(random.Random(1), 0.0)).log


async def _rows(service, game_id):
    return (await service.export(game_id))["actions"]


async def _played(service, game, script):
    """Play a scripted game through the service, skipping the steps the platform already played for the
    players; yields each action's seat and outcome."""
    done = 0
    for seat, action in script:
        rows = await _rows(service, game.id)
        if len([r for r in rows if r["seat"] in USERS]) > done:
            done += 1  # played automatically before: the script moves on
            continue
        outcome = await service.act(CHANNEL, USERS[seat], action)
        done += 1
        yield seat, outcome


async def _play_to_first_automatic(service, *, own: bool = False, script=None):
    """Play the script until an action is followed by steps the platform played (`own`: for the same
    player); that action's outcome."""
    game = await _started(service)
    async for seat, outcome in _played(service, game, script or _script()):
        played = [e.params["seat"] for e in outcome.events if e.kind == "__automatic__"]
        if played and (not own or seat in played):
            return outcome
    raise AssertionError("no automatic step in the scripted game")


async def test_an_automatic_step_is_logged_marked_narrated_and_replayed(service):
    outcome = await _play_to_first_automatic(service)
    rows = await _rows(service, outcome.game.id)
    automatic = [r for r in rows if r["action"].get("automatic")]
    assert automatic and automatic[-1]["seq"] == rows[-1]["seq"]  # written with the action before it
    assert automatic[-1]["user_id"] == USERS[automatic[-1]["seat"]]
    said = next(e for e in outcome.events if e.kind == "__automatic__")
    assert Action.model_validate(said.params["action"]).model_dump() == {
        "kind": automatic[0]["action"]["kind"],
        "params": automatic[0]["action"]["params"],
    }
    stored = await service.get(outcome.game.id)
    assert await service.replay_state(outcome.game.id) == stored.state  # a log with automatic steps replays
    # Nobody is asked a single public option: the awaited seat has a real choice.
    engine = SyracuseEngine()
    state = engine.load_state(stored.state)
    seat = engine.status(state).waiting_for[0]
    assert engine.forced_action(state, seat) is None


async def test_undo_takes_back_the_real_decision_with_the_automatic_steps_after_it(service):
    outcome = await _play_to_first_automatic(service, own=True)
    game = outcome.game
    rows = await _rows(service, game.id)
    real = next(r for r in reversed(rows) if not r["action"].get("automatic"))
    assert any(
        r["action"].get("automatic") and r["seat"] == real["seat"] for r in rows if r["seq"] > real["seq"]
    )
    engine = SyracuseEngine()
    entries = logged_actions(type("Row", (), r) for r in rows)
    folded = fold(engine, engine.create(SyracuseOptions(), SEATS, 1), entries)
    plan = plan_undo(engine, folded, real["seat"])
    assert plan is not None and plan.seq == real["seq"]  # never the automatic step after it
    before = next(s.before for s in folded.steps if s.seq == real["seq"])
    seats = SeatService(service)
    result = await seats.undo(CHANNEL, USERS[real["seat"]])
    if result.outcome is None:  # a die or a draw was crossed: the other player agrees
        other = next(u for s, u in USERS.items() if s != real["seat"])
        answer = await seats.answer(
            "undo", await service.get(game.id), other, result.request.version, accept=True
        )
        assert answer.complete
        await seats.apply_consented_undo(answer.request)
    undone = await service.get(game.id)
    expected = engine.dump_state(before)
    if result.outcome is None:  # randomness taken back: a fresh stream from then on (issue 44)
        expected["rng"] = undone.state["rng"]
    assert undone.state == expected
    assert await service.replay_state(game.id) == undone.state
    # The automatic step is never an undo target by itself: the same player's next undo goes further back.
    rows = await _rows(service, game.id)
    folded = fold(
        engine, engine.create(SyracuseOptions(), SEATS, 1), logged_actions(type("Row", (), r) for r in rows)
    )
    again = plan_undo(engine, folded, real["seat"])
    assert again is None or again.seq < real["seq"]


async def test_players_who_turn_it_off_are_asked_every_choice(service):
    game = await _started(service, auto_choices=False)
    assert game.options["auto_choices"] is False
    for seat, action in _script()[:60]:
        outcome = await service.act(CHANNEL, USERS[seat], action)
        assert not any(e.kind == "__automatic__" for e in outcome.events)
    assert not [r for r in await _rows(service, game.id) if r["action"].get("automatic")]


async def test_each_state_of_a_move_has_its_status_built_once(service, monkeypatch):
    """A move asks several questions of the state it leads to (is it over, who is awaited, is their
    only choice forced, how long may they take): the status they read is built once per state, not once
    per question (issue #15: the bot's CPU per move)."""
    built: dict[str, int] = {}
    real = SyracuseEngine.status

    def counted(self, state):
        # A state by its content: a move changes the state it parsed in place, one object for them all.
        key = self.dump_state_json(state)
        built[key] = built.get(key, 0) + 1
        return real(self, state)

    script = _script()
    monkeypatch.setattr(SyracuseEngine, "status", counted)
    outcome = await _play_to_first_automatic(service, script=script)  # forced steps, timers scheduled
    assert outcome.game.version > 2 and len(built) > 3
    assert max(built.values()) == 1, sorted(built.values())[-3:]


async def test_each_state_of_a_move_lists_a_seats_legal_actions_once(service, monkeypatch):
    """Looking for a single option lists the awaited seat's legal actions; the forced step is applied
    from that list, and the seat's controls of the new version are built from it: listed once per state
    and seat, not once per question (issue #15: the bot's CPU per move)."""
    listed: dict[tuple[str, str], int] = {}
    real = SyracuseEngine.legal_actions

    def counted(self, state, seat):
        key = (self.dump_state_json(state), seat)  # by content: see the test above
        listed[key] = listed.get(key, 0) + 1
        return real(self, state, seat)

    script = _script()
    monkeypatch.setattr(SyracuseEngine, "legal_actions", counted)
    game = await _started(service)
    forced_steps = 0
    async for _seat, outcome in _played(service, game, script[:80]):
        forced_steps += sum(e.kind == "__automatic__" for e in outcome.events)
        for awaited in outcome.status.waiting_for:  # the controls the table sends next
            service.seat_legal_actions(outcome.game, awaited)
    assert forced_steps > 0 and len(listed) > 40
    assert max(listed.values()) == 1, sorted(listed.values())[-3:]
