"""Several choices in one step (issue #10 part 5): the counters of a Syracuse moving group are picked
together from one multi-select, applied as one engine action each, all or nothing, each logged; the
group being built and its movement points left are shown in the mover's DM and the status message."""

from __future__ import annotations

import random

import pytest

from agora.errors import AgoraError
from agora.games.automatic import play_forced
from agora.presenters.syracuse_labels import counter_label
from engine.core import Action
from engine.core.contract import SYSTEM_SEAT, force_dice_action
from engine.registry import get_engine
from engine.syracuse.battle import forces
from engine.syracuse.facts import facts
from tests.e2e.automatic_steps import AutomaticSteps, act_script
from tests.e2e.controls import living_message, missing_controls, stored_at
from tests.e2e.syracuse_support import SEATS, DiscordPlayer, start_game

# Seed 2, lazy play with each side activating its first offered zone: after six actions Syracuse forms
# a group on land and may pick four counters at once (three units and Sycanos).
LAZY = ("activate", "pass", "done", "keep_dice", "keep", "end_moves", "stop", "end_phase")


async def reach_forming(player: DiscordPlayer) -> tuple[str, list[Action]]:
    for _ in range(40):
        game = await player.game()
        seat = player.bot.service.status_of(game).waiting_for[0]
        legal = await player.legal(seat)
        picks = [a for a in legal if a.kind == "pick"]
        if len(picks) >= 2:
            return seat, picks
        await player.play(seat, next((a for k in LAZY for a in legal if a.kind == k), legal[0]))
    pytest.fail("no group of two counters to form")


def multi_select(message, prefix: str):
    return next(s for s in message.selects() if s.custom_id.startswith(prefix) and s.max_values > 1)


async def test_a_group_is_picked_in_one_select_and_shown_with_its_mp_left(bot, emulator, world):
    users = await start_game(emulator, bot, world, seed=2)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    seat, picks = await reach_forming(player)
    assert len(picks) >= 3
    mover = users[seat]
    game = await player.game()
    log_before = len((await bot.service.export(game.id))["actions"])

    dm = emulator.dms(mover)[-1]
    menu = multi_select(dm, f"agora:{game.id}:v{game.version}:")
    assert menu.max_values == len(picks) and menu.min_values == 1
    values = [value for _, value in menu.options]
    result = await emulator.select(mover, dm, menu.custom_id, values)
    assert not result.error

    after = await stored_at(bot, game.id, game.version + 1)
    assert after.version == game.version + 1  # one step for the player, one version
    actions = (await bot.service.export(game.id))["actions"][log_before:]
    assert [a["action"]["kind"] for a in actions] == ["pick"] * len(picks)  # one log row per counter
    assert {a["action"]["params"]["id"] for a in actions} == {p.params["id"] for p in picks}
    group = bot.service.view_for(after, None)["group"]
    assert sorted(group["units"] + group["leaders"]) == sorted(p.params["id"] for p in picks)
    assert not await missing_controls(emulator, bot, game.id)

    # The group being built, with its movement points, in the mover's DM and in the status message.
    mp = facts().rules.land_unit_mp
    shown = f"{mp} MP left"
    assert "Moving group:" in emulator.dms(mover)[-1].text
    assert shown in emulator.dms(mover)[-1].text
    status_text = (await living_message(emulator, bot, game.id)).text
    assert "Moving group:" in status_text and shown in status_text

    # It sets off and takes a step: the MP left goes down by the step's cost.
    legal = await player.legal(seat)
    await player.play(seat, next(a for a in legal if a.kind == "go"))
    step = next(a for a in await player.legal(seat) if a.kind == "step")
    await player.play(seat, step)
    used = bot.service.view_for(await player.game(), None)["group"]["mp_used"]
    assert used > 0
    assert f"{mp - used} MP left" in (await living_message(emulator, bot, game.id)).text


async def test_a_selection_is_all_or_nothing(bot, emulator, world):
    users = await start_game(emulator, bot, world, seed=2)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    seat, picks = await reach_forming(player)
    game = await player.game()
    log_before = len((await bot.service.export(game.id))["actions"])

    # The second choice is no longer legal once the first is applied (the same counter twice).
    with pytest.raises(AgoraError) as refused:
        await bot.service.act_many(world.channel.id, users[seat].id, [picks[0], picks[0]])
    assert refused.value.key == "traffic.error.choice_not_legal"
    unchanged = await player.game()
    assert unchanged.version == game.version and unchanged.state == game.state
    assert len((await bot.service.export(game.id))["actions"]) == log_before


def test_losses_are_offered_up_to_the_units_left_to_weaken():
    """4.2.1: the owner picks the units a fractional result weakens; one select takes up to all of them
    (fewer leave the rest to be asked again), never more than are left."""
    from agora.presenters.syracuse_group import select_limits
    from engine.core import GameStatus, PendingDecision

    def asked(left: int) -> GameStatus:
        decision = PendingDecision(seat="athens", kind="battle_loss", params={"left": left, "code": "1/2"})
        return GameStatus(phase="b4", waiting_for=["athens"], pending=[decision])

    assert select_limits("lose", 5, "athens", asked(2)) == (1, 2)
    assert select_limits("lose", 2, "athens", asked(3)) == (1, 2)
    assert select_limits("lose", 4, "athens", asked(1)) == (1, 1)
    assert select_limits("pick", 6, "athens", asked(1)) == (1, 6)
    assert select_limits("step", 6, "athens", asked(1)) == (1, 1)


# --- the losses of a battle, several units at once (issue #10 part 5) -------------------------------
EAGER = ("fight", "assault", "camp_assault")
BEFORE_ROLL = ("strat_att", "strat_def", "roll")
LOSS_SEEDS = range(38, 80)  # seed 38 reaches one after 109 actions, automatic steps included (the first wins)


def eager_choice(rnd: random.Random, legal: list[Action]) -> Action:
    """A player who seeks combat with big groups: fight, pick every counter, move, activate."""
    eager = [a for a in legal if a.kind in EAGER]
    if eager:
        return rnd.choice(eager)
    picks = [a for a in legal if a.kind == "pick"]
    if picks:
        return picks[0]
    moves = [a for a in legal if a.kind in ("go", "step")]
    if moves and rnd.random() < 0.7:
        return rnd.choice(moves)
    active = [a for a in legal if a.kind == "activate"]
    if active and rnd.random() < 0.8:
        return rnd.choice(active)
    return rnd.choice(legal)


def _apply(engine, state, seat: str, action: Action, log: list[tuple[str, Action]]):
    """`action`, then the single options the platform plays for people after it (agora/games/automatic)."""
    log.append((seat, action))
    forced = play_forced(engine, engine.apply(state, seat, action).state, SEATS, {})
    log += forced.steps
    return forced.state


def _to_losses(engine, state, rnd: random.Random) -> list[tuple[str, Action]] | None:
    """Actions from a battle before its roll to a choice of two or more units to weaken (None: not)."""
    log: list[tuple[str, Action]] = []
    for _ in range(30):
        status = engine.status(state)
        asked = [d for d in status.pending if d.kind == "battle_loss"]
        if asked:
            return log if int(asked[0].params["left"]) >= 2 else None
        if status.finished or state.ctx.battle is None:
            return None
        seat = status.waiting_for[0]
        state = _apply(engine, state, seat, eager_choice(rnd, engine.legal_actions(state, seat)), log)
    return None


def battle_with_losses_to_choose() -> tuple[int, list[tuple[str, Action]], int, list[tuple[str, Action]]]:
    """(seed, actions to a battle before its roll, the die to force, actions from there to a choice of
    at least two units to weaken): a side of three or more units hit by a fraction (4.2.1)."""
    engine = get_engine("syracuse")
    for seed in LOSS_SEEDS:
        state = engine.create(engine.options_model(), SEATS, seed)
        rnd = random.Random(seed)
        log: list[tuple[str, Action]] = []
        for _ in range(150):
            status = engine.status(state)
            if status.finished:
                break
            battle = state.ctx.battle
            if battle and battle.get("stage") in BEFORE_ROLL and max(map(len, forces(state))) >= 3:
                for die in range(1, 7):
                    forced = engine.apply(state, SYSTEM_SEAT, force_dice_action([die] * 8)).state
                    rest = _to_losses(engine, forced, random.Random(seed))
                    if rest is not None:
                        return seed, log, die, rest
            seat = status.waiting_for[0]
            state = _apply(engine, state, seat, eager_choice(rnd, engine.legal_actions(state, seat)), log)
    raise AssertionError("no battle with two losses to choose in these games")


async def test_two_losses_are_chosen_in_one_select(bot, emulator, world):
    """A fractional result weakens two units or more: the owner picks two in one select; both are
    weakened in one step, the feed names both, and the next step's controls are live."""
    seed, before, die, rest = battle_with_losses_to_choose()
    users = await start_game(emulator, bot, world, seed=seed)
    # To the battle, straight through the service (skipping the single options the platform plays).
    steps = AutomaticSteps()
    await act_script(bot, world.channel.id, users, before, steps)
    await bot.service.force_dice(world.channel.id, [die] * 8)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0, automatic=steps)
    await player.play_all(rest)  # the stratagem windows and the roll, through the DMs

    game = await player.game()
    seat = bot.service.status_of(game).waiting_for[0]
    loses = [a for a in await player.legal(seat) if a.kind == "lose"]
    owner = users[seat]
    log_before = len((await bot.service.export(game.id))["actions"])
    dm = emulator.dms(owner)[-1]
    menu = multi_select(dm, f"agora:{game.id}:v{game.version}:")
    assert menu.max_values >= 2 and len(menu.options) == len(loses)
    chosen = [value for _, value in menu.options[:2]]
    result = await emulator.select(owner, dm, menu.custom_id, chosen)
    assert not result.error

    after = await stored_at(bot, game.id, game.version + 1)
    assert after.version == game.version + 1  # one interaction, one step
    logged = (await bot.service.export(game.id))["actions"][log_before:]
    logged = [a for a in logged if not a["action"].get("automatic")]  # what the player chose
    assert [a["action"]["kind"] for a in logged] == ["lose", "lose"]
    units = [a["action"]["params"]["unit"] for a in logged]
    assert units == [loses[int(v[1:])].params["unit"] for v in chosen]
    assert not await missing_controls(emulator, bot, game.id)  # the next step's controls are live

    # The feed names both units when the step is told (played on lazily to the end of the phase).
    posted = len(emulator.channel_messages(world.channel))
    phase = bot.service.status_of(after).phase
    for _ in range(40):
        game = await player.game()
        status = bot.service.status_of(game)
        if status.phase != phase or status.finished:
            break
        seat = status.waiting_for[0]
        legal = await player.legal(seat)
        await steps.refresh(bot.service, game.id)
        steps.waiting.clear()  # chosen from the live position: the platform's steps are behind us
        await player.play(seat, next((a for k in LAZY for a in legal if a.kind == k), legal[0]))
    await bot.table.living.flush_all()
    await emulator.wait_idle()
    told = [m.text for m in emulator.channel_messages(world.channel)[posted:]]

    # A unit weakened already is eliminated by its loss (4.2.1): either way the line names it.
    def named(unit: str, text: str) -> bool:
        label = counter_label(unit, "en")
        return any(f"Unit {label} is {what} (combat)" in text for what in ("weakened", "eliminated"))

    assert any(all(named(unit, text) for unit in units) for text in told), "\n---\n".join(told)[:3000]
