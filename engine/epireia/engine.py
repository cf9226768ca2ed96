"""EpireiaEngine: the rules of Epireia behind the platform's engine contract.

Who acts is decided by the state: a pending personal decision first, then a league decision, then the
phase's seat(s). Secret choices (starting figures, battle plans) wait on several seats at once and stay
out of every other seat's view and events until revealed.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from pydantic import BaseModel

from engine.core import Action, Event, GameEngine, GameStatus, IllegalAction, PendingDecision, SeatSpec
from engine.core.options import OptionSpec
from engine.epireia import battle, development, diplomacy, effects, flow, rules, setup
from engine.epireia.content import load_content
from engine.epireia.defaults import COMMIT, EPIREIA_DEFAULTS
from engine.epireia.resolution import apply_league_choice
from engine.epireia.rules import require_legal
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions, EpireiaState, LeagueDecision
from engine.epireia.views import view_for

_ACTIONS: dict[tuple, Action] = {}


def _action(kind: str, params: dict) -> Action:
    """Actions are frozen values; the same few hundred recur all game, so build each once."""
    key = (kind, *params.items())
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind=kind, params=params)
    return action


class EpireiaEngine(GameEngine[EpireiaState]):
    title = "epireia"
    state_model = EpireiaState
    options_model = EpireiaOptions
    defaults = EPIREIA_DEFAULTS

    def decision_kind(self, state: EpireiaState, seat: str) -> str:
        b = state.battle
        if state.phase == "battle" and b is not None and b.stage != "plan" and b.commit_order:
            return COMMIT
        return super().decision_kind(state, seat)

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
        if state.result is not None:
            return []
        if state.pending:
            return [state.pending[0].seat]
        if state.league_decision is not None:
            d = state.league_decision
            members = list(state.leagues[d.league].members)
            if d.proposed_by is not None:
                return [s for s in members if s != d.proposed_by] + [d.proposed_by]
            return members
        if state.phase == "setup_figure":
            return [s for s, p in state.players.items() if p.start_figure is None]
        if state.phase == "battle":
            b = state.battle
            assert b is not None
            if b.stage == "plan":
                out = []
                for league in battle.planning_leagues(state):
                    members = list(state.leagues[league].members)
                    proposer = b.sides[league].ready_proposed_by  # waits for the partner's answer
                    out += [s for s in members if s != proposer]
                return out
            if b.commit_order:
                return list(state.leagues[b.commit_order[0]].members)
            return []
        seat = flow.current_seat(state)
        return [seat] if seat else []

    def legal_dumps(self, state: EpireiaState, seat: str) -> list[dict]:
        if seat not in self.waiting_for(state):
            return []
        if state.pending:
            return list(state.pending[0].options)
        if state.league_decision is not None:
            d = state.league_decision
            out = [effects.action_dump("propose", choice=c) for c in d.choices if c != d.proposal]
            if d.proposal is not None and seat != d.proposed_by:
                out.insert(0, effects.action_dump("confirm"))
            return out
        phase = state.phase
        if phase.startswith("setup"):
            return setup.legal(state, seat)
        if phase == "development":
            return development.legal(state, seat)
        if phase == "diplomacy":
            return diplomacy.legal(state, seat)
        if phase == "battle":
            assert state.battle is not None
            if state.battle.stage == "plan":
                return battle.plan_legal(state, seat)
            return battle.commit_legal(state, seat)
        return []

    def legal_actions(self, state: EpireiaState, seat: str) -> list[Action]:
        return [_action(d["kind"], d["params"]) for d in self.legal_dumps(state, seat)]

    # --- acting -----------------------------------------------------------------------------------------
    def _apply(self, state: EpireiaState, seat: str, action: Action) -> list[Event]:
        if seat not in self.waiting_for(state):
            raise IllegalAction("epireia.error.not_your_turn")
        kind, params = action.kind, dict(action.params)
        if state.pending:
            events = self._answer_pending(state, seat, kind, params)
        elif state.league_decision is not None:
            events = self._league_decision(state, seat, kind, params)
        elif state.phase.startswith("setup"):
            events = setup.apply(state, seat, kind, params)
        elif state.phase == "development":
            events = self._development(state, seat, kind, params)
        elif state.phase == "diplomacy":
            events = self._diplomacy(state, seat, kind, params)
        elif state.phase == "battle":
            events = self._battle(state, seat, kind, params)
        else:
            raise IllegalAction("epireia.error.not_allowed_now", action=kind)
        return events + flow.advance(state)

    def _answer_pending(self, state: EpireiaState, seat: str, kind: str, params: dict) -> list[Event]:
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
            return [Event(kind="building_destroyed", params={"seat": seat, "slot": params["slot"]})]
        if pending.kind == "build_discounted":
            return development.build(state, seat, params["slot"], pending.context.get("discount"))
        # extra_action: a prestige bonus, used now or lost
        if kind == "decline":
            return [
                Event(kind="bonus_lost", params={"seat": seat, "action": pending.context.get("action", "")})
            ]
        return development.perform(state, seat, kind, params)

    def _league_decision(self, state: EpireiaState, seat: str, kind: str, params: dict) -> list[Event]:
        d: LeagueDecision = state.league_decision  # type: ignore[assignment]
        require_legal(self.legal_dumps(state, seat), kind, params)
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
        events = [
            Event(kind="league_confirmed", params={"seat": seat, "decision": d.kind, "choice": d.proposal})
        ]
        assert d.proposal is not None
        return events + apply_league_choice(state, d.kind, d.context["territory"], d.proposal)

    def _development(self, state: EpireiaState, seat: str, kind: str, params: dict) -> list[Event]:
        if kind == "end_development":
            state.actions_left = 0
            return [Event(kind="development_ends", params={"seat": seat})]
        if state.actions_left <= 0:
            raise IllegalAction("epireia.error.no_action_left")
        if kind not in development.DEV_ACTIONS:
            raise IllegalAction("epireia.error.unknown_action", kind=kind)
        events = development.perform(state, seat, kind, params)
        state.actions_left -= 1
        return events

    def _diplomacy(self, state: EpireiaState, seat: str, kind: str, params: dict) -> list[Event]:
        if kind == "end_diplomacy":
            state.active += 1
            return [Event(kind="diplomacy_ends", params={"seat": seat})]
        if kind != "move":
            raise IllegalAction("epireia.error.unknown_action", kind=kind)
        return diplomacy.move(state, seat, params.get("figure"), params.get("to"))

    def _battle(self, state: EpireiaState, seat: str, kind: str, params: dict) -> list[Event]:
        assert state.battle is not None
        if state.battle.stage == "plan":
            if kind == "place":
                return battle.place(state, seat, params.get("token"), params.get("slot"))
            if kind == "assign_figure":
                return battle.assign_figure(state, seat, params.get("figure"), params.get("front"))
            if kind in ("ready", "propose", "confirm"):
                require_legal(battle.plan_legal(state, seat), kind, params)
                return battle.ready(state, seat, confirm=kind == "confirm")
        elif kind in ("commit", "hold"):
            return battle.decide_commit(state, seat, commit=kind == "commit")
        raise IllegalAction("epireia.error.not_allowed_now", action=kind)

    # --- what seats see ---------------------------------------------------------------------------------
    def view(self, state: EpireiaState, seat: str | None) -> dict[str, Any]:
        return view_for(state, seat, self.legal_dumps(state, seat) if seat else [])

    def secret_fingerprint(self, state: EpireiaState) -> Any:
        """The hidden parts (the undo barrier rule, engine/core): token piles and discard, the leagues'
        reserves (token backs), the start figures, the battle plans and the solo augures."""
        return (
            state.model_dump(mode="json", include={"piles", "discard", "battle"}),
            {league: list(lg.reserve) for league, lg in state.leagues.items()},
            {seat: p.start_figure for seat, p in state.players.items()},
            list(state.solo.augures) if state.solo is not None else None,
        )

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
        params: dict[str, Any] = {"act": state.scenario.act, "scenario": state.scenario.current or ""}
        if state.solo is not None:
            params |= {"turn_limit": state.solo.turn_limit, "scenario": state.solo.scenario}
        return GameStatus(
            phase=state.phase, turn=state.turn, waiting_for=waiting, pending=pending, params=params
        )
