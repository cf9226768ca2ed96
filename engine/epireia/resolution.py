"""Phase 3, resolution (pp.22-27), in the printed order: Empires (Perse → Macédoine), conflicts and
collection on Territories, integration of neutral Cities (Élis → Athènes), income.

The phase runs by itself as a list of steps; it pauses only when a two-player league must decide who
receives a shared resource or prestige point (`LeagueDecision`), then carries on.
"""

from __future__ import annotations

from engine.core import Event
from engine.epireia import rules
from engine.epireia.effects import apply_effect, change_prestige, grant_top_tokens
from engine.epireia.state import EpireiaState, LeagueDecision, other_league


def owner(state: EpireiaState, figure: str) -> str | None:
    return state.seat_of_figure(figure)


def side(state: EpireiaState, figure: str) -> str:
    seat = owner(state, figure)
    if seat is not None:
        return state.players[seat].league
    assert state.solo is not None  # enemy figures exist only in solo
    return other_league(state.players["solo"].league)


def figures_at(state: EpireiaState, place: str) -> list[str]:
    return [f for f, pos in state.figure_pos.items() if pos == place]


def send_home(state: EpireiaState, figures: list[str]) -> None:
    for f in figures:
        state.figure_pos[f] = "home"


def start(state: EpireiaState) -> None:
    c = rules.content()
    steps = [f"empire:{e.id}" for e in c.empires_in_order()]
    steps += [f"territory:{t.id}" for t in c.map.territories]
    steps += [f"neutral:{city}" for city in c.map.neutral_resolution_order if city in state.neutral_cities]
    state.resolution_steps = [*steps, "income"]


def run(state: EpireiaState) -> list[Event]:
    """Resolve steps until done or a league decision is needed."""
    events: list[Event] = []
    while (
        state.resolution_steps
        and state.league_decision is None
        and not state.pending
        and state.result is None
    ):
        step = state.resolution_steps.pop(0)
        kind, _, place = step.partition(":")
        if kind == "empire":
            events += resolve_empire(state, place)
        elif kind == "territory":
            events += resolve_territory(state, place)
        elif kind == "brigands_prestige":
            events += ask_or_apply(state, "brigands_prestige", place)
        elif kind == "capture":
            events += ask_or_apply(state, "territory_receiver", place)
        elif kind == "neutral":
            events += resolve_neutral(state, place)
        elif kind == "income":
            events += collect_income(state)
        if state.phase != "resolution":
            break  # a scenario cancelled in Act III may end the turn into the Great Battle
        from engine.epireia.scenarios import check_objectives  # objectives are met "immédiatement"

        events += check_objectives(state)
    return events


# --- rolls ----------------------------------------------------------------------------------------------


def _roll(state: EpireiaState, bonus: int, can_reroll: bool, target: int | None) -> tuple[int, int]:
    """A d12 plus bonus; with a reroll ability a failed roll is rolled again once."""
    die = state.rng.d12()
    if can_reroll and target is not None and die + bonus < target:
        die = state.rng.d12()
    return die, die + bonus


def _has_effect(
    state: EpireiaState, seat: str | None, figure: str, trigger: str, effect: str, roll: str
) -> bool:
    found = any(e.effect == effect and e.roll == roll for e in rules.figure_effects(figure, trigger))
    if seat is not None:
        found = found or any(e.effect == effect and e.roll == roll for e in rules.modifiers(state, seat))
    return found


def _first_visit(state: EpireiaState, seat: str, kind: str, place: str) -> bool:
    visits = [
        v.split("|", 1)[1]
        for v in state.visit_order
        if v.startswith(f"{seat}|") and v.split("|", 1)[1].startswith(kind)
    ]
    return bool(visits) and visits[0] == place


def _next_visit_auto(state: EpireiaState, seat: str, roll: str, kind: str, place: str) -> bool:
    """Marchande / Diplomate (p.39): the first such place visited this turn succeeds without a die."""
    auto = any(
        e.effect == "auto_success" and e.roll == roll and e.scope == "next_visit"
        for e in rules.modifiers(state, seat)
    )
    return auto and _first_visit(state, seat, kind, f"{kind}:{place}")


def _pay_location_gains(state: EpireiaState, seat: str, figure: str, trigger: str) -> list[Event]:
    events = []
    for i, effect in enumerate(rules.figure(figure).ability):
        if effect.trigger == trigger and effect.effect.startswith("gain_"):
            immediate = effect.model_copy(update={"trigger": "immediate"})
            events += apply_effect(state, seat, immediate, rules.ref("fig", figure, i))
    return events


# --- 1. Empires -----------------------------------------------------------------------------------------


def resolve_empire(state: EpireiaState, empire_id: str) -> list[Event]:
    place = f"empire:{empire_id}"
    present = figures_at(state, place)
    if not present:
        return []
    empire = rules.content().empire(empire_id)
    # "le résultat minimum à atteindre augmente de 2" with two figures (p.22)
    target = empire.thresholds.one_figure if len(present) == 1 else empire.thresholds.two_figures
    blockers = {
        side(state, f)
        for f in present
        if _has_effect(state, owner(state, f), f, "on_empire", "block_opponents", "empire")
    }
    events = []
    for figure in sorted(present, key=lambda f: (side(state, f) != "delos", f)):
        seat = owner(state, figure)
        if seat is None:
            continue  # solo enemies only crowd the Empire
        league = state.players[seat].league
        if blockers - {league}:  # Xénophon (p.41): the opposing figure may neither roll nor trade
            events.append(
                Event(kind="empire_blocked", params={"seat": seat, "figure": figure, "empire": empire_id})
            )
            continue
        auto = _has_effect(state, None, figure, "on_empire", "auto_success", "empire") or _next_visit_auto(
            state, seat, "empire", "empire", empire_id
        )
        if auto:
            success, params = True, {"auto": True}
        else:
            bonus = rules.roll_bonus(state, seat, "empire") + rules.figure_roll_bonus(
                figure, "on_empire", "empire"
            )
            reroll = _has_effect(state, seat, figure, "on_empire", "reroll", "empire")
            die, total = _roll(state, bonus, reroll, target)
            success, params = total >= target, {"die": die, "total": total}
        events.append(
            Event(
                kind="empire_negotiation",
                params={
                    "seat": seat,
                    "figure": figure,
                    "empire": empire_id,
                    "target": target,
                    "success": success,
                    **params,
                },
            )
        )
        if success:
            key = f"empire_ok:{seat}"
            state.log_counters[key] = state.log_counters.get(key, 0) + 1
            gained = rules.gain_resources(state, seat, empire.gain_resources.as_dict())
            if gained:
                events.append(Event(kind="resources_gained", params={"seat": seat, **gained}))
            for grant in empire.gain_tokens:
                events += grant_top_tokens(state, league, grant.unit, grant.level, grant.count)
            events += _pay_location_gains(state, seat, figure, "on_empire")
    send_home(state, [f for f in present if owner(state, f) is not None])  # "retourne dans sa cité"
    return events


# --- 2. Territories -------------------------------------------------------------------------------------


def _attack(figures: list[str]) -> int:
    return sum(rules.figure(f).attack for f in figures)


def _side_roll_bonus(state: EpireiaState, figures: list[str], roll: str) -> int:
    seats = {owner(state, f) for f in figures} - {None}
    bonus = sum(rules.figure_roll_bonus(f, "on_territory", roll) for f in figures)
    return bonus + max((rules.roll_bonus(state, s, roll) for s in seats if s is not None), default=0)


def conflict(
    state: EpireiaState, place: str, by_side: dict[str, list[str]], trigger: str
) -> tuple[str | None, list[Event]]:
    """Figures of two leagues on one place (p.23): one d12 per league plus the attack of its figures
    there (and roll bonuses); the higher stays, the other goes home; a tie sends everybody home.
    Cléomène Ier wins without a roll."""
    sides = sorted(by_side, key=lambda s: s != "delos")
    auto = [
        s
        for s in sides
        if any(_has_effect(state, None, f, trigger, "auto_success", "conflict") for f in by_side[s])
    ]
    if len(auto) == 1:
        winner = auto[0]
        send_home(state, [f for s in sides if s != winner for f in by_side[s]])
        return winner, [Event(kind="conflict_auto", params={"place": place, "winner": winner})]
    scores = {}
    dice = {}
    bonuses = {s: _attack(by_side[s]) + _side_roll_bonus(state, by_side[s], "conflict") for s in sides}
    for s in sides:
        dice[s] = state.rng.d12()
        scores[s] = dice[s] + bonuses[s]
    a, b = sides
    for s in sides:  # Gorgô, Pyrrhon: a side that is not ahead may roll its die again once
        rival = b if s == a else a
        can_reroll = any(
            _has_effect(state, owner(state, f), f, trigger, "reroll", "conflict") for f in by_side[s]
        )
        if can_reroll and scores[s] <= scores[rival]:
            dice[s] = state.rng.d12()
            scores[s] = dice[s] + bonuses[s]
    winner = a if scores[a] > scores[b] else b if scores[b] > scores[a] else None
    losers = [f for s in sides if s != winner for f in by_side[s]]
    send_home(state, losers)
    event = Event(kind="conflict", params={"place": place, "dice": dice, "scores": scores, "winner": winner})
    return winner, [event]


def resolve_territory(state: EpireiaState, territory: str) -> list[Event]:
    place = f"territory:{territory}"
    present = figures_at(state, place)
    if not present:
        return []
    by_side: dict[str, list[str]] = {}
    for f in present:
        by_side.setdefault(side(state, f), []).append(f)
    events: list[Event] = []
    if len(by_side) == 2:
        winner, evs = conflict(state, place, by_side, "on_territory")
        events += evs
        if winner is None:
            return events
    else:
        winner = next(iter(by_side))
    figures = by_side[winner]
    seats = sorted({s for f in figures if (s := owner(state, f)) is not None})
    if not seats:  # solo enemy holds the place
        return events + _enemy_capture(state, territory, figures)
    if territory in state.brigands:
        attack = _attack(figures)
        target = rules.content().map.brigands.target_for(attack)
        bonus = _side_roll_bonus(state, figures, "brigands")
        reroll = any(
            _has_effect(state, owner(state, f), f, "on_territory", "reroll", "brigands") for f in figures
        )
        die, total = _roll(state, bonus, reroll, target)
        beaten = total >= target
        events.append(
            Event(
                kind="brigands_fight",
                params={
                    "territory": territory,
                    "attack": attack,
                    "target": target,
                    "die": die,
                    "total": total,
                    "beaten": beaten,
                },
            )
        )
        if not beaten:
            send_home(state, figures)
            return events
        state.brigands.remove(territory)
        league = winner
        key = f"brigands:{league}"
        state.log_counters[key] = state.log_counters.get(key, 0) + 1
        state.resolution_steps[0:0] = [f"brigands_prestige:{territory}", f"capture:{territory}"]
        return events
    state.resolution_steps.insert(0, f"capture:{territory}")
    return events


def _present_seats(state: EpireiaState, territory: str) -> list[str]:
    present = figures_at(state, f"territory:{territory}")
    return sorted({s for f in present if (s := owner(state, f)) is not None})


def _moved_here(state: EpireiaState, seat: str, territory: str) -> bool:
    place = f"territory:{territory}"
    return any(f in state.moved and state.figure_pos.get(f) == place for f in state.players[seat].figures)


def ask_or_apply(state: EpireiaState, kind: str, territory: str) -> list[Event]:
    """Who of the league receives the prestige (Brigands) or the Territory and its resource: the only
    one present, or a league decision when several of its cities are there (pp.24-25)."""
    seats = _present_seats(state, territory)
    if kind == "territory_receiver":
        owner_now = state.territory_owner.get(territory)
        if owner_now in seats:
            return []  # already theirs: the resource is collected only when taken (p.25)
        # A Territory is taken "en y déplaçant sa Figure Influente" and a freed City token claims one "lors
        # d'un déplacement ultérieur" (p.25): only a figure moved there this turn places a token.
        seats = [s for s in seats if _moved_here(state, s, territory)]
        limit = rules.content().rules.territory_limit
        seats = [s for s in seats if len(state.territories_of(s)) < limit]
        if not seats:
            return [Event(kind="territory_limit", params={"territory": territory})]
    if not seats:
        return []
    if len(seats) == 1:
        return apply_league_choice(state, kind, territory, seats[0])
    league = state.players[seats[0]].league
    state.league_decision = LeagueDecision(
        league=league, kind=kind, choices=seats, context={"territory": territory}
    )
    return [
        Event(kind="league_decision", params={"league": league, "decision": kind, "territory": territory})
    ]


def apply_league_choice(state: EpireiaState, kind: str, territory: str, seat: str) -> list[Event]:
    if kind == "brigands_prestige":
        events = [Event(kind="brigands_beaten", params={"territory": territory, "seat": seat})]
        return events + change_prestige(state, seat, rules.content().rules.brigands_prestige)
    previous = state.territory_owner.get(territory)
    state.territory_owner[territory] = seat
    resource = rules.content().territory(territory).resource
    rules.gain_resources(state, seat, {resource: 1})
    events = [
        Event(
            kind="territory_taken",
            params={"territory": territory, "seat": seat, "resource": resource, "from": previous},
        )
    ]
    for f in figures_at(state, f"territory:{territory}"):
        if owner(state, f) == seat:
            events += _pay_location_gains(state, seat, f, "on_territory")
    return events


def _enemy_capture(state: EpireiaState, territory: str, figures: list[str]) -> list[Event]:
    """Solo: an enemy figure left alone on a Territory takes it for its City (the player's token goes
    back); Brigands are left to the player."""
    if territory in state.brigands:
        return []
    assert state.solo is not None
    city = state.solo.enemy_city_of[figures[0]]
    previous = state.territory_owner.get(territory)
    state.territory_owner[territory] = f"enemy:{city}"
    return [
        Event(
            kind="territory_taken",
            params={"territory": territory, "seat": f"enemy:{city}", "resource": None, "from": previous},
        )
    ]


# --- 3. Neutral cities ----------------------------------------------------------------------------------


def resolve_neutral(state: EpireiaState, city: str) -> list[Event]:
    place = f"neutral:{city}"
    present = figures_at(state, place)
    if not present:
        return []
    events: list[Event] = []
    by_side: dict[str, list[str]] = {}
    for f in present:
        by_side.setdefault(side(state, f), []).append(f)
    if len(by_side) == 2:
        menon = [
            s
            for s in by_side
            if any(
                _has_effect(state, None, f, "on_neutral_city", "block_opponents", "neutral_city")
                for f in by_side[s]
            )
        ]
        if len(menon) == 1:  # Ménon III (p.41): no conflict, only he rolls
            winner: str | None = menon[0]
            events.append(Event(kind="conflict_cancelled", params={"place": place, "winner": winner}))
            send_home(state, [f for s in by_side if s != winner for f in by_side[s]])
        else:
            winner, evs = conflict(state, place, by_side, "on_neutral_city")
            events += evs
        if winner is None:
            return events
    else:
        winner = next(iter(by_side))
    for figure in by_side[winner]:
        seat = owner(state, figure)
        if seat is None:
            continue
        events += _integrate(state, seat, figure, city)
    send_home(state, figures_at(state, place))
    return events


def _integrate(state: EpireiaState, seat: str, figure: str, city: str) -> list[Event]:
    neutral = rules.content().city(city).neutral
    target = neutral.integration_target
    auto = _has_effect(
        state, None, figure, "on_neutral_city", "auto_success", "neutral_city"
    ) or _next_visit_auto(state, seat, "neutral_city", "neutral", city)
    if auto:
        success, params = True, {"auto": True}
    else:
        bonus = rules.roll_bonus(state, seat, "neutral_city") + rules.figure_roll_bonus(
            figure, "on_neutral_city", "neutral_city"
        )
        reroll = _has_effect(state, seat, figure, "on_neutral_city", "reroll", "neutral_city")
        die, total = _roll(state, bonus, reroll, target)
        success, params = total >= target, {"die": die, "total": total}
    league = state.players[seat].league
    events = [
        Event(
            kind="integration",
            params={"seat": seat, "city": city, "target": target, "success": success, **params},
        )
    ]
    if success:
        previous = state.neutral_allegiance.get(city)
        state.neutral_allegiance[city] = league  # its map token now fights for this league (p.26)
        gained = rules.gain_resources(state, seat, neutral.gain_resources.as_dict())
        events.append(
            Event(kind="city_integrated", params={"seat": seat, "city": city, "from": previous, **gained})
        )
        events += _pay_location_gains(state, seat, figure, "on_neutral_city")
    return events


# --- 4. Income ------------------------------------------------------------------------------------------


def collect_income(state: EpireiaState) -> list[Event]:
    """ "Tous les joueurs reçoivent 1 Blé, 1 Bois et 1 Cuivre", plus their civil buildings (p.27). Only with
    the opt-in house rule `lone_player_income` does the lone Peloponnesian player of a 3-player game
    collect a second base income (see the rules notes, "Three players")."""
    board = rules.content().rules
    base = board.base_income.as_dict()
    events = []
    for seat in state.players:
        if rules.skips_income(state, seat):
            events.append(Event(kind="income_skipped", params={"seat": seat}))
            continue
        income = dict(base)
        if state.options.get("lone_player_income") and rules.is_lone_player(state, seat):
            for r, v in board.lone_peloponnesian_income_bonus.as_dict().items():
                income[r] += v
        for e in rules.built_effects(state, seat):
            if e.trigger == "income" and e.effect == "gain_resources" and e.resources is not None:
                for r, v in e.resources.as_dict().items():
                    income[r] += v
        gained = rules.gain_resources(state, seat, income)
        events.append(Event(kind="income", params={"seat": seat, **gained}))
    return events
