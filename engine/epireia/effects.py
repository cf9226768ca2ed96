"""The interpreter of the content's effect vocabulary (see `engine.epireia.content.models`).

`apply_effect` runs an effect when it fires (a building built, a card entering play, a prestige level
reached, a scenario or Augure revealed). Lasting modifiers (`this_turn`) are recorded on the players they
target and read back by `rules.modifiers`; `passive`, `income`, `while_active` and location triggers are
read where they matter. Choices an effect hands to a player become pending decisions.
"""

from __future__ import annotations

from engine.core import Event
from engine.epireia import rules
from engine.epireia.content.models import Effect
from engine.epireia.development_options import action_options, buildable_slots
from engine.epireia.rules import action_dump
from engine.epireia.state import EpireiaState, other_league


def targets(state: EpireiaState, actor: str | None, effect: Effect) -> list[str] | None:
    """Seats the effect lands on; None when the actor must first pick an opponent."""
    if effect.target in ("each_player", "each_league") or actor is None:
        return list(state.players)
    if effect.target == "opponent":
        opponents = rules.opponents(state, actor)
        if len(opponents) == 1:
            return opponents
        return None if opponents else []
    return [actor]


def apply_effect(state: EpireiaState, actor: str | None, effect: Effect, source: str) -> list[Event]:
    """Fire one effect for `actor` (None for a scenario card acting on everyone)."""
    if effect.trigger not in ("immediate", "this_turn"):
        return []  # read where it matters (passive, income, while_active, on_*, battle)
    if effect.effect == "place_brigands":
        return place_brigands(state, list(effect.locations or ()))
    if effect.target == "each_league" and effect.effect in ("gain_token", "lose_tokens"):
        events: list[Event] = []
        for league in state.leagues:
            if state.leagues[league].members:
                events += _league_tokens(state, league, effect)
        return events
    seats = targets(state, actor, effect)
    if seats is None:
        assert actor is not None
        options = [action_dump("target", seat=s) for s in rules.opponents(state, actor)]
        rules.push_pending(state, actor, "choose_opponent", options, effect=source)
        return []
    events = []
    for seat in seats:
        events += apply_to(state, actor, seat, effect, source)
    return events


def apply_to(state: EpireiaState, actor: str | None, seat: str, effect: Effect, source: str) -> list[Event]:
    """Fire an effect on one target seat (the actor chose the opponent if needed)."""
    if effect.trigger == "this_turn" or effect.effect == "auto_success":
        # Marchande / Diplomate: "pour ce tour" even though the card fires immediately
        state.players[seat].turn_effects.append(source)
        return [Event(kind="turn_effect", params={"seat": seat, "source": source})]
    kind = effect.effect
    if kind == "gain_resources" and effect.resources is not None:
        gained = rules.gain_resources(state, seat, effect.resources.as_dict())
        return [Event(kind="resources_gained", params={"seat": seat, **gained})] if gained else []
    if kind == "lose_resources" and effect.resources is not None:
        lost = rules.lose_resources(state, seat, effect.resources.as_dict())
        return [Event(kind="resources_lost", params={"seat": seat, **lost})] if lost else []
    if kind == "gain_prestige":
        return change_prestige(state, seat, effect.amount or 0)
    if kind == "lose_prestige":
        return change_prestige(state, seat, -(effect.amount or 0))
    if kind == "gain_token":
        return offer_tokens(state, seat, effect)
    if kind == "lose_tokens":
        if effect.target == "opponent" and actor is not None and actor != seat:
            return _hidden_discard(state, actor, seat, effect)
        return _league_tokens(state, state.players[seat].league, effect)
    if kind == "gain_figure":
        return offer_figure(state, seat)
    if kind == "extra_action":
        return offer_extra_action(state, seat, effect.action or "build")
    if kind == "build_discounted":
        return offer_discounted_build(state, seat, effect)
    if kind == "use_administrator":
        return use_administrator(state, seat)
    if kind == "destroy_building":
        return offer_destroy(state, seat, effect.category or "civil")
    if kind == "place_brigands":
        return place_brigands(state, list(effect.locations or ()))
    return []  # modifiers with an immediate trigger have nothing to do now


# --- tokens ---------------------------------------------------------------------------------------


def offer_tokens(state: EpireiaState, seat: str, effect: Effect) -> list[Event]:
    """The player picks the token(s) from the face-up pile(s) (Polémarque, Prêtresse, Thémistocle)."""
    assert effect.unit is not None and effect.level is not None
    levels = [effect.level]
    if effect.upgrade_if_unlocked and rules.level2_unlocked(state, seat, effect.unit):
        levels.append(2)
    events: list[Event] = []
    league = state.players[seat].league
    for _ in range(effect.count or 1):
        pool = [t for lv in levels for t in state.piles[rules.pile_key(effect.unit, lv)]]
        choices = rules.distinct_tokens(pool)
        if not choices or not rules.reserve_has_room(state, league):
            events.append(Event(kind="token_unavailable", params={"seat": seat, "unit": effect.unit}))
            continue
        if len(choices) == 1:
            events += grant_token(state, seat, choices[0])
        else:
            options = [action_dump("take_token", token=t) for t in choices]
            rules.push_pending(state, seat, "choose_token", options, unit=effect.unit, levels=levels)
    return events


def grant_token(state: EpireiaState, seat: str, token_id: str) -> list[Event]:
    t = rules.token(token_id)
    taken = rules.take_token(state, state.players[seat].league, t.unit, t.level, token_id)
    if taken is None:
        return [Event(kind="token_unavailable", params={"seat": seat, "unit": t.unit})]
    return rules.token_events(state, "token_gained", state.players[seat].league, taken, seat=seat)


def grant_top_tokens(state: EpireiaState, league: str, unit: str, level: int, count: int) -> list[Event]:
    """Rewards and gains (scenario, Empire, neutral City) take the top token of the pile."""
    events = []
    for _ in range(count):
        taken = rules.take_token(state, league, unit, level)
        if taken is None:
            events.append(Event(kind="token_unavailable", params={"league": league, "unit": unit}))
        else:
            events += rules.token_events(state, "token_gained", league, taken)
    return events


def _matching(reserve: list[str], effect: Effect) -> list[str]:
    return [
        t
        for t in reserve
        if (effect.unit is None or rules.token(t).unit == effect.unit)
        and (effect.level is None or rules.token(t).level == effect.level)
    ]


def _league_tokens(state: EpireiaState, league: str, effect: Effect) -> list[Event]:
    """Gain (top of pile) or lose tokens of a whole league. A loss takes the weakest matching tokens,
    the owner's obvious choice (Les Guerres Sacrées: "chaque ligue perd 2 jetons Hoplites")."""
    if effect.effect == "gain_token":
        assert effect.unit is not None and effect.level is not None
        return grant_top_tokens(state, league, effect.unit, effect.level, effect.count or 1)
    reserve = state.leagues[league].reserve
    victims = sorted(
        _matching(reserve, effect), key=lambda t: (rules.token(t).attack, rules.token(t).level, t)
    )
    events = []
    for tid in victims[: effect.count or 1]:
        reserve.remove(tid)
        state.discard.append(tid)
        events += rules.token_events(state, "token_lost", league, tid)
    return events


def _hidden_discard(state: EpireiaState, actor: str, victim: str, effect: Effect) -> list[Event]:
    """Sparta's malus (p.42): the actor picks among the victim league's face-down tokens."""
    league = state.players[victim].league
    pool = _matching(state.leagues[league].reserve, effect)
    if not pool:
        return [Event(kind="nothing_to_discard", params={"seat": actor})]
    state.rng.shuffle(pool)  # face down: the position tells nothing
    options = [action_dump("discard_hidden", index=i + 1) for i in range(len(pool))]
    rules.push_pending(
        state, actor, "pick_hidden", options, league=league, order=pool, count=effect.count or 1
    )
    return []


def discard_hidden(state: EpireiaState, actor: str, context: dict, index: int) -> list[Event]:
    league, order = context["league"], list(context["order"])
    chosen = order.pop(index - 1)
    state.leagues[league].reserve.remove(chosen)
    state.discard.append(chosen)
    events = rules.token_events(state, "token_lost", league, chosen)
    if context["count"] > 1 and order:
        options = [action_dump("discard_hidden", index=i + 1) for i in range(len(order))]
        rules.push_pending(
            state, actor, "pick_hidden", options, league=league, order=order, count=context["count"] - 1
        )
    return events


# --- figures, buildings, administrators ---------------------------------------------------------------


DELOS_FIGURES_AT_THREE = (
    4  # "Le nombre maximum de Figures Influentes de la ligue de Délos est donc de 4" (p.17)
)


def may_recruit(state: EpireiaState, seat: str) -> bool:
    """Three figures per player (p.29); at three players the Delian League holds four at most (p.17)."""
    player = state.players[seat]
    if len(player.figures) >= rules.content().rules.max_figures:
        return False
    if len(state.players) == 3 and player.league == "delos":
        team = sum(len(state.players[s].figures) for s in state.leagues["delos"].members)
        return team < DELOS_FIGURES_AT_THREE
    return True


def offer_figure(state: EpireiaState, seat: str) -> list[Event]:
    player = state.players[seat]
    if not may_recruit(state, seat):
        return [Event(kind="figure_limit", params={"seat": seat})]
    free = [
        f.id for f in rules.content().figures_of(rules.city_of(state, seat)) if f.id not in player.figures
    ]
    if not free:
        return []
    rules.push_pending(state, seat, "choose_figure", [action_dump("recruit", figure=f) for f in free])
    return []


def enter_figure(state: EpireiaState, seat: str, figure_id: str) -> list[Event]:
    """A new figure goes on the board and its token on the player's City (p.11); it may move this turn.
    Its immediate ability fires now (Thémistocle's Trières)."""
    state.players[seat].figures.append(figure_id)
    state.figure_pos[figure_id] = "home"
    events = [Event(kind="figure_enters", params={"seat": seat, "figure": figure_id})]
    for i, effect in enumerate(rules.figure(figure_id).ability):
        if effect.trigger == "immediate":
            events += apply_effect(state, seat, effect, rules.ref("fig", figure_id, i))
    return events


def use_administrator(state: EpireiaState, seat: str) -> list[Event]:
    player = state.players[seat]
    if player.admin is None:
        return []
    player.admin_uses += 1
    admin = rules.content().administrator(player.admin)
    events = [Event(kind="administrator_used", params={"seat": seat, "admin": admin.id})]
    for i, effect in enumerate(admin.ability):
        events += apply_effect(state, seat, effect, rules.ref("adm", admin.id, i))
    return events


def offer_extra_action(state: EpireiaState, seat: str, action: str) -> list[Event]:
    """A prestige bonus such as "construire un bâtiment supplémentaire" (p.18): used at once or lost."""
    options = action_options(state, seat, action)
    if not options:
        return [Event(kind="bonus_lost", params={"seat": seat, "action": action})]
    rules.push_pending(state, seat, "extra_action", [*options, action_dump("decline")], action=action)
    return []


def offer_discounted_build(state: EpireiaState, seat: str, effect: Effect) -> list[Event]:
    """Archonte / Architecte (p.39): build one building of the category now, cheaper, not an action."""
    discount = effect.resources.as_dict() if effect.resources else {}
    slots = buildable_slots(state, seat, category=effect.category, discount=discount)
    if not slots:
        return [Event(kind="bonus_lost", params={"seat": seat, "action": "build"})]
    options = [action_dump("build", slot=s) for s in slots]
    rules.push_pending(state, seat, "build_discounted", options, discount=discount, category=effect.category)
    return []


def offer_destroy(state: EpireiaState, seat: str, category: str) -> list[Event]:
    player = state.players[seat]
    built = [
        b for b in player.buildings if rules.building(rules.city_of(state, seat), b).category == category
    ]
    if not built:
        return []
    options = [action_dump("destroy", slot=b) for b in built]
    rules.push_pending(state, seat, "destroy_building", options, category=category)
    return []


def refresh_pending(state: EpireiaState) -> list[Event]:
    """Bring the decision asked now up to date: an earlier choice may have spent the resources, emptied
    the pile or destroyed the building it offered. A choice with nothing left to choose is dropped."""
    events: list[Event] = []
    while state.pending:
        p = state.pending[0]
        seat, ctx = p.seat, p.context
        league = state.players[seat].league
        if p.kind == "extra_action":
            p.options = [*action_options(state, seat, ctx["action"]), action_dump("decline")]
            return events
        if p.kind == "build_discounted":
            slots = buildable_slots(state, seat, category=ctx["category"], discount=ctx["discount"])
            p.options = [action_dump("build", slot=slot) for slot in slots]
        elif p.kind == "choose_token":
            pool = [t for lv in ctx["levels"] for t in state.piles[rules.pile_key(ctx["unit"], lv)]]
            room = rules.reserve_has_room(state, league)
            p.options = (
                [action_dump("take_token", token=t) for t in rules.distinct_tokens(pool)] if room else []
            )
        elif p.kind == "choose_figure":
            taken = {f for pl in state.players.values() for f in pl.figures}
            free = [o for o in p.options if o["params"]["figure"] not in taken]
            p.options = free if may_recruit(state, seat) else []
        elif p.kind == "destroy_building":
            p.options = [o for o in p.options if o["params"]["slot"] in state.players[seat].buildings]
        elif p.kind == "pick_hidden":
            order = [t for t in ctx["order"] if t in state.leagues[ctx["league"]].reserve]
            ctx["order"] = order
            p.options = [action_dump("discard_hidden", index=i + 1) for i in range(len(order))]
        if p.options:
            return events
        state.pending.pop(0)
        events.append(Event(kind="bonus_lost", params={"seat": seat, "action": p.kind}))
    return events


def place_brigands(state: EpireiaState, locations: list[str]) -> list[Event]:
    """Brigands remove any city token already there (Glossaire)."""
    events = []
    supply = rules.content().map.brigands.tokens  # 9 Brigands tokens in the box (p.3)
    for territory in locations:
        if territory not in state.brigands:
            if len(state.brigands) >= supply:
                continue
            state.brigands.append(territory)
        state.territory_owner.pop(territory, None)
        events.append(Event(kind="brigands_placed", params={"territory": territory}))
    return events


def opponent_league(state: EpireiaState, seat: str) -> str:
    return other_league(state.players[seat].league)


def change_prestige(state: EpireiaState, seat: str, amount: int) -> list[Event]:
    """Raise (or lower) prestige within the track; each track bonus reached is applied at once
    (p.18), through the effect interpreter, and only the first time its level is reached."""
    player = state.players[seat]
    before = player.prestige
    player.prestige = max(0, min(rules.content().prestige_track.max_level, before + amount))
    events = []
    if player.prestige != before:
        events.append(
            Event(
                kind="prestige",
                params={"seat": seat, "prestige": player.prestige, "change": player.prestige - before},
            )
        )
    for level in range(before + 1, player.prestige + 1):
        bonus = rules.content().prestige_bonus(level)
        if bonus is None or level in player.prestige_levels_rewarded:
            continue
        player.prestige_levels_rewarded.append(level)
        events.append(Event(kind="prestige_bonus", params={"seat": seat, "level": level}))
        for i, effect in enumerate(bonus.effects):
            events += apply_effect(state, seat, effect, rules.ref("pre", level, i))
    return events
