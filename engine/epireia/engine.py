"""EpireiaEngine: the rules of Epireia behind the platform's engine contract.

Who acts is decided by the state: a pending personal decision first, then a league decision, then the
phase's seat(s). Secret choices (starting figures, battle plans) wait on several seats at once and stay
out of every other seat's view and events until revealed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import Any

from pydantic import BaseModel

from engine.core import (
    Action,
    Event,
    GameEngine,
    GameStatus,
    IllegalAction,
    PendingDecision,
    SeatSpec,
    simultaneous_decision,
)
from engine.core.options import OptionSpec
from engine.core.turns import MoveTable
from engine.epireia import battle, development, diplomacy, effects, flow, rules, setup
from engine.epireia.content import load_content
from engine.epireia.defaults import COMMIT, EPIREIA_DEFAULTS, TOGETHER
from engine.epireia.resolution import apply_league_choice
from engine.epireia.rules import require_legal
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions, EpireiaState, LeagueDecision
from engine.epireia.views import common_view, view_for

_ACTIONS: dict[tuple, Action] = {}


def _action(kind: str, params: dict) -> Action:
    """Actions are frozen values; the same few hundred recur all game, so build each once."""
    key = (kind, *params.items())
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind=kind, params=params)
    return action


# ----------------------------------------------------------------------------- the moves of each stage
def stage_of(state: EpireiaState) -> str | None:
    """Who acts is decided by the state: a pending personal decision first, then a league decision, then
    the phase (and the battle's stage)."""
    if state.result is not None:
        return None
    if state.pending:
        return "pending"
    if state.league_decision is not None:
        return "league_decision"
    if state.phase.startswith("setup"):
        return "setup"
    if state.phase == "battle":
        assert state.battle is not None
        return "battle_plan" if state.battle.stage == "plan" else "battle_commit"
    return state.phase if state.phase in ("development", "diplomacy") else None


MOVES: MoveTable[EpireiaState] = MoveTable(stage_of, refusal="epireia.error.not_allowed_now")


def _call(fn: Callable[..., list[Event]]) -> Callable[[EpireiaState, str, Action], list[Event]]:
    """A rule function taking (state, seat, kind, params) as a stage's apply function."""
    return lambda state, seat, action: fn(state, seat, action.kind, dict(action.params))


def _pending_options(state: EpireiaState, seat: str) -> list[dict]:
    return list(state.pending[0].options)


def _current_seat(state: EpireiaState) -> list[str]:
    seat = flow.current_seat(state)
    return [seat] if seat else []


def _pending_seat(state: EpireiaState) -> list[str]:
    return [state.pending[0].seat]


def _league_members(state: EpireiaState) -> list[str]:
    """Both members may propose; once one has, the partner is asked first (to confirm)."""
    d: LeagueDecision = state.league_decision  # type: ignore[assignment]
    members = list(state.leagues[d.league].members)
    if d.proposed_by is not None:
        return [s for s in members if s != d.proposed_by] + [d.proposed_by]
    return members


def _setup_seats(state: EpireiaState) -> list[str]:
    if state.phase == "setup_figure":  # secret starting figures: every seat still to choose, at once
        return [s for s, p in state.players.items() if p.start_figure is None]
    return _current_seat(state)


def _planners(state: EpireiaState) -> list[str]:
    """Battle plans are drawn up at once by both leagues; a league's proposer waits for the partner."""
    b = state.battle
    assert b is not None
    out = []
    for league in battle.planning_leagues(state):
        proposer = b.sides[league].ready_proposed_by
        out += [s for s in state.leagues[league].members if s != proposer]
    return out


def _committers(state: EpireiaState) -> list[str]:
    b = state.battle
    assert b is not None
    return list(state.leagues[b.commit_order[0]].members) if b.commit_order else []


@MOVES.stage("pending", legal=_pending_options, waiting=_pending_seat)
def _answer_pending(state: EpireiaState, seat: str, action: Action) -> list[Event]:
    kind, params = action.kind, dict(action.params)
    pending = state.pending[0]
    require_legal(pending.options, kind, params)
    state.pending.pop(0)
    if pending.kind == "choose_token":
        return effects.grant_token(state, seat, params["token"])
    if pending.kind == "choose_opponent":
        source = pending.context["effect"]
        return effects.apply_to(state, seat, params["seat"], rules.effect_of(source), source)
    if pending.kind == "pick_hidden":
        return effects.discard_hidden(state, seat, pending.context, params["index"])
    if pending.kind == "choose_figure":
        return effects.enter_figure(state, seat, params["figure"])
    if pending.kind == "destroy_building":
        state.players[seat].buildings.remove(params["slot"])
        lost = {"seat": seat, "city": rules.city_of(state, seat), "slot": params["slot"]}
        return [Event(kind="building_destroyed", params=lost)]
    if pending.kind == "build_discounted":
        return development.build(state, seat, params["slot"], pending.context.get("discount"))
    # extra_action: a prestige bonus, used now or lost
    if kind == "decline":
        return [Event(kind="bonus_lost", params={"seat": seat, "action": pending.context.get("action", "")})]
    return development.perform(state, seat, kind, params)


def _league_options(state: EpireiaState, seat: str) -> list[dict]:
    d: LeagueDecision = state.league_decision  # type: ignore[assignment]
    out = [effects.action_dump("propose", choice=c) for c in d.choices if c != d.proposal]
    if d.proposal is not None and seat != d.proposed_by:
        out.insert(0, effects.action_dump("confirm"))
    return out


@MOVES.stage("league_decision", legal=_league_options, waiting=_league_members)
def _league_decision(state: EpireiaState, seat: str, action: Action) -> list[Event]:
    kind, params = action.kind, dict(action.params)
    d: LeagueDecision = state.league_decision  # type: ignore[assignment]
    require_legal(_league_options(state, seat), kind, params)
    members = list(state.leagues[d.league].members)
    if kind == "propose":
        d.proposal, d.proposed_by = params["choice"], seat
        return [
            Event(
                kind="league_proposal",
                params={"seat": seat, "decision": d.kind, "choice": d.proposal},
                audience=members,
            )
        ]
    state.league_decision = None
    events = [Event(kind="league_confirmed", params={"seat": seat, "decision": d.kind, "choice": d.proposal})]
    assert d.proposal is not None
    return events + apply_league_choice(state, d.kind, d.context["territory"], d.proposal)


MOVES.stage("setup", legal=setup.legal, waiting=_setup_seats)(_call(setup.apply))


@MOVES.stage("development", legal=development.legal, waiting=_current_seat)
def _development(state: EpireiaState, seat: str, action: Action) -> list[Event]:
    kind, params = action.kind, dict(action.params)
    if kind == "end_development":
        state.actions_left = 0
        return [Event(kind="development_ends", params={"seat": seat})]
    if state.actions_left <= 0:
        raise IllegalAction("epireia.error.no_action_left")
    if kind == "move":  # a player ahead of the phases: say when, not "unknown"
        raise IllegalAction("truth.error.diplomacy_later")
    if kind not in development.DEV_ACTIONS:
        raise IllegalAction("epireia.error.unknown_action", kind=kind)
    events = development.perform(state, seat, kind, params)
    state.actions_left -= 1
    return events


@MOVES.stage("diplomacy", legal=diplomacy.legal, waiting=_current_seat)
def _diplomacy(state: EpireiaState, seat: str, action: Action) -> list[Event]:
    if action.kind == "end_diplomacy":
        state.turns.pass_turn()
        return [Event(kind="diplomacy_ends", params={"seat": seat})]
    if action.kind in development.DEV_ACTIONS:  # e.g. a second build after an Augure's one-action limit
        raise IllegalAction("truth.error.development_over")
    if action.kind != "move":
        raise IllegalAction("epireia.error.unknown_action", kind=action.kind)
    return diplomacy.move(state, seat, action.params.get("figure"), action.params.get("to"))


@MOVES.stage("battle_plan", legal=battle.plan_legal, waiting=_planners)
def _battle_plan(state: EpireiaState, seat: str, action: Action) -> list[Event]:
    kind, params = action.kind, action.params
    if kind == "place":
        return battle.place(state, seat, params.get("token"), params.get("slot"))
    if kind == "assign_figure":
        return battle.assign_figure(state, seat, params.get("figure"), params.get("front"))
    if kind in ("ready", "propose", "confirm"):
        require_legal(battle.plan_legal(state, seat), kind, dict(params))
        return battle.ready(state, seat, confirm=kind == "confirm")
    raise IllegalAction("epireia.error.not_allowed_now", action=kind)


@MOVES.stage("battle_commit", legal=battle.commit_legal, waiting=_committers)
def _battle_commit(state: EpireiaState, seat: str, action: Action) -> list[Event]:
    if action.kind in ("commit", "hold"):
        return battle.decide_commit(state, seat, commit=action.kind == "commit")
    raise IllegalAction("epireia.error.not_allowed_now", action=action.kind)


class EpireiaEngine(GameEngine[EpireiaState]):
    title = "epireia"
    state_model = EpireiaState
    options_model = EpireiaOptions
    defaults = EPIREIA_DEFAULTS

    def decision_kind(self, state: EpireiaState, seat: str, *, status: GameStatus | None = None) -> str:
        b = state.battle
        if state.phase == "battle" and b is not None and b.stage != "plan" and b.commit_order:
            return COMMIT
        return super().decision_kind(state, seat, status=status)

    def forfeit_winners(self, state: EpireiaState, seat: str) -> list[str]:
        """A league plays as one side (docs/rules-notes.md, "Timeouts"): when one of its members
        forfeits, the whole league loses and the other league wins; solo, nobody wins."""
        league = state.league_of_seat(seat)
        return [s for s in state.seats if state.league_of_seat(s) != league]

    # --- lobby ----------------------------------------------------------------------------------------
    def option_specs(self) -> list[OptionSpec]:
        """The model's options, the solo scenario's values being the solo cards' ids."""
        solo = tuple(s.id for s in load_content().solo_scenarios)
        specs = []
        for spec in super().option_specs():
            if spec.name == "solo_scenario":
                spec = dataclasses.replace(spec, values=solo)
            elif spec.name == "league_plan":  # a table option: its words are the threads catalog's
                spec = dataclasses.replace(spec, text_key="threads.option.league_plan")
            specs.append(spec)
        return specs

    def seat_specs(self, options: BaseModel) -> list[SeatSpec]:
        opts = EpireiaOptions.model_validate(options.model_dump())
        return [SeatSpec(id=s, label_key=f"epireia.seat.{s}") for s in SEATS_BY_PLAYERS[opts.players]]

    def player_range(self, options: BaseModel) -> tuple[int, int]:
        n = EpireiaOptions.model_validate(options.model_dump()).players
        return n, n

    def create(self, options: BaseModel, seats: list[str], seed: int) -> EpireiaState:
        opts = EpireiaOptions.model_validate(options.model_dump())
        return setup.create(opts, seats, seed, self.title)

    # --- whose turn -------------------------------------------------------------------------------------
    def waiting_for(self, state: EpireiaState) -> list[str]:
        return MOVES.waiting(state)

    def legal_dumps(self, state: EpireiaState, seat: str) -> list[dict]:
        if seat not in self.waiting_for(state):
            return []
        return MOVES.legal(state, seat)

    def legal_actions(self, state: EpireiaState, seat: str) -> list[Action]:
        return [_action(d["kind"], d["params"]) for d in self.legal_dumps(state, seat)]

    # --- acting -----------------------------------------------------------------------------------------
    def _apply(self, state: EpireiaState, seat: str, action: Action) -> list[Event]:
        if seat not in self.waiting_for(state):
            raise IllegalAction("epireia.error.not_your_turn")
        return MOVES.apply(state, seat, action) + flow.advance(state)

    # --- what seats see ---------------------------------------------------------------------------------
    def view(self, state: EpireiaState, seat: str | None) -> dict[str, Any]:
        return self.view_from(state, seat, self.view_common(state))

    def view_common(self, state: EpireiaState) -> dict[str, Any]:
        return common_view(state)

    def view_from(self, state: EpireiaState, seat: str | None, common: dict[str, Any]) -> dict[str, Any]:
        return view_for(state, seat, self.legal_dumps(state, seat) if seat else [], common)

    def seat_sight(
        self, state: EpireiaState, seat: str, legal: list[Action] | None = None, common: Any = None
    ) -> tuple[dict[str, Any], list[Action]]:
        # the view carries the seat's legal actions: list them once for both
        if legal is not None:
            dumps = [{"kind": a.kind, "params": a.params} for a in legal]
            return view_for(state, seat, dumps, common), legal
        dumps = self.legal_dumps(state, seat)
        return view_for(state, seat, dumps, common), [_action(d["kind"], d["params"]) for d in dumps]

    def secret_fingerprint(self, state: EpireiaState) -> Any:
        """The hidden parts (the undo barrier rule, engine/core): token piles and discard, the scenario
        decks, the leagues' reserves (token backs), the start figures, the battle plans and the solo
        augures."""
        return (
            state.model_dump(mode="json", include={"piles", "discard", "battle"}),
            state.scenario.decks,  # face down: revealing the next act's card draws from them
            {league: list(lg.reserve) for league, lg in state.leagues.items()},
            {seat: p.start_figure for seat, p in state.players.items()},
            list(state.solo.augures) if state.solo is not None else None,
        )

    def reshuffle_unseen(self, state: EpireiaState) -> None:
        """Everything Epireia shuffles in advance and draws from later: the token piles (rewards take
        the top one; what a pile holds is public, never its order), the scenario decks of the acts to
        come and the solo Augure deck."""
        for pile in state.piles.values():
            state.rng.shuffle(pile)
        for deck in state.scenario.decks.values():
            state.rng.shuffle(deck)
        if state.solo is not None:
            state.rng.shuffle(state.solo.augures)

    def simultaneous(self, state: EpireiaState) -> PendingDecision | None:
        """The decision several seats make at once, as one pending decision of engine/core: the secret
        starting figures (every player, each for themselves), the battle plans (both leagues at once,
        each league ready on its own) and the one-minute commit-or-hold of the Great Battle (the
        league's members, the first answer speaking for the league). None outside them."""
        legal = partial(self.legal_actions, state)
        if state.phase == "setup_figure":
            seats = list(state.players)
            chosen = [s for s, p in state.players.items() if p.start_figure is not None]
            return simultaneous_decision(TOGETHER[0], seats, legal, self.defaults, answered=chosen)
        b = state.battle
        if state.phase != "battle" or b is None:
            return None
        if b.stage == "plan":
            planners = _planners(state)
            if not planners:
                return None
            members = {s for lg in state.leagues.values() for s in lg.members}
            seats = [s for s in state.seats if s in members]
            # a ready league's members, and a proposer waiting for the partner, have given their part
            done = [s for s in seats if s not in planners]
            return simultaneous_decision(TOGETHER[1], seats, legal, self.defaults, answered=done)
        committers = _committers(state)
        if not committers:
            return None
        return simultaneous_decision(COMMIT, committers, legal, self.defaults, each=False)

    def concession_winners(self, state: EpireiaState, seat: str) -> list[str]:
        """A league wins or loses together (Grande Bataille): a player who concedes concedes for the
        league, and every seat of the other league wins; the solo player who concedes loses
        (docs/rules-notes.md, "Concession")."""
        if state.is_solo():
            return []
        mine = state.league_of_seat(seat)
        return [s for s in state.seats if state.league_of_seat(s) != mine]

    def status(self, state: EpireiaState) -> GameStatus:
        if state.result is not None:
            return GameStatus(phase="over", turn=state.turn, finished=True, result=state.result)
        waiting = self.waiting_for(state)
        pending = []
        if state.pending:
            p = state.pending[0]
            pending.append(
                PendingDecision(seat=p.seat, kind=p.kind, options=[Action(**o) for o in p.options])
            )
        elif state.league_decision is not None:
            d = state.league_decision
            for s in waiting:
                pending.append(
                    PendingDecision(
                        seat=s,
                        kind=f"league_{d.kind}",
                        options=self.legal_actions(state, s),
                        params={"proposal": d.proposal or "", "territory": d.context.get("territory", "")},
                    )
                )
        else:
            together = self.simultaneous(state)
            if together is not None:
                pending.append(together)
        params: dict[str, Any] = {"act": state.scenario.act, "scenario": state.scenario.current or ""}
        if state.solo is not None:
            params |= {"turn_limit": state.solo.turn_limit, "scenario": state.solo.scenario}
        return GameStatus(
            phase=state.phase, turn=state.turn, waiting_for=waiting, pending=pending, params=params
        )
