"""Oracle Duel, a tiny two-player game used to test the platform before and beside real titles.

Rules: each seat holds a secret hand of three cards (values 1-6). On its turn a seat plays a card
and rolls a d6; it may reroll once (a pending decision), then scores card + die and draws. The
first to reach the target wins; if the cards run out, the higher score wins, equal scores draw.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from engine.core import (
    Action,
    Event,
    GameEngine,
    GameResult,
    GameState,
    GameStatus,
    IllegalAction,
    PendingDecision,
    RngState,
    SeatSpec,
)

SEATS = ["red", "blue"]


class DuelOptions(BaseModel):
    target: int = Field(default=15, ge=5, le=40)


class DuelState(GameState):
    hands: dict[str, list[int]]
    deck: list[int]
    scores: dict[str, int]
    turn: int = 1
    active: str = "red"
    rolled: dict[str, int] | None = None  # {"card": c, "die": d} while the reroll decision is open
    result: GameResult | None = None


class OracleDuel(GameEngine[DuelState]):
    title = "demo"
    state_model = DuelState
    options_model = DuelOptions

    def seat_specs(self, options: BaseModel) -> list[SeatSpec]:
        return [SeatSpec(id=s, label_key=f"demo.seat.{s}") for s in SEATS]

    def player_range(self, options: BaseModel) -> tuple[int, int]:
        return 2, 2

    def create(self, options: BaseModel, seats: list[str], seed: int) -> DuelState:
        opts = DuelOptions.model_validate(options.model_dump())
        rng = RngState(seed=seed)
        deck = [v for v in range(1, 7) for _ in range(2)]
        rng.shuffle(deck)
        hands = {s: [deck.pop() for _ in range(3)] for s in SEATS}
        return DuelState(
            title=self.title,
            seats=list(SEATS),
            options=opts.model_dump(),
            rng=rng,
            hands=hands,
            deck=deck,
            scores={s: 0 for s in SEATS},
        )

    def legal_actions(self, state: DuelState, seat: str) -> list[Action]:
        if state.result or seat != state.active:
            return []
        if state.rolled is not None:
            return [Action(kind="keep"), Action(kind="reroll")]
        return [Action(kind="play", params={"card": c}) for c in sorted(set(state.hands[seat]))]

    def _apply(self, state: DuelState, seat: str, action: Action) -> list[Event]:
        if seat != state.active:
            raise IllegalAction("core.error.not_your_turn")
        if action.kind == "play":
            return self._play(state, seat, action.params.get("card"))
        if action.kind in ("keep", "reroll"):
            if state.rolled is None:
                raise IllegalAction("demo.error.nothing_to_decide")
            if action.kind == "reroll":
                state.rolled["die"] = state.rng.d6()
                events = [Event(kind="rerolled", params={"seat": seat, "die": state.rolled["die"]})]
                return events + self._score(state, seat)
            return self._score(state, seat)
        raise IllegalAction("core.error.unknown_action", kind=action.kind)

    def _play(self, state: DuelState, seat: str, card: Any) -> list[Event]:
        if state.rolled is not None:
            raise IllegalAction("demo.error.decide_first")
        if not isinstance(card, int) or card not in state.hands[seat]:
            raise IllegalAction("demo.error.not_in_hand", card=str(card))
        state.hands[seat].remove(card)
        state.rolled = {"card": card, "die": state.rng.d6()}
        return [Event(kind="played", params={"seat": seat, **state.rolled})]

    def _score(self, state: DuelState, seat: str) -> list[Event]:
        assert state.rolled is not None
        gained = state.rolled["card"] + state.rolled["die"]
        state.scores[seat] += gained
        state.rolled = None
        events = [Event(kind="scored", params={"seat": seat, "points": gained, "total": state.scores[seat]})]
        if state.deck:
            card = state.deck.pop()
            state.hands[seat].append(card)
            events.append(Event(kind="drew", params={"seat": seat, "card": card}, audience=[seat]))
        target = state.options["target"]
        if state.scores[seat] >= target:
            state.result = GameResult(winners=[seat], kind="target", params={"score": state.scores[seat]})
        elif not any(state.hands.values()):
            a, b = (state.scores[s] for s in SEATS)
            winners = [] if a == b else [SEATS[0] if a > b else SEATS[1]]
            state.result = GameResult(winners=winners, kind="draw" if a == b else "cards_out")
        else:
            other = SEATS[1 - SEATS.index(seat)]
            state.active = other if state.hands[other] else seat
            state.turn += 1
        if state.result:
            events.append(Event(kind="ended", params={"winners": state.result.winners}))
        return events

    def reshuffle_unseen(self, state: DuelState) -> None:
        state.rng.shuffle(state.deck)  # face down, drawn from the end

    def view(self, state: DuelState, seat: str | None) -> dict[str, Any]:
        return {
            "turn": state.turn,
            "active": state.active,
            "scores": dict(state.scores),
            "target": state.options["target"],
            "deck": len(state.deck),
            "hand_sizes": {s: len(h) for s, h in state.hands.items()},
            "hand": list(state.hands[seat]) if seat in state.hands else None,
            "rolled": dict(state.rolled) if state.rolled else None,
            "result": state.result.model_dump() if state.result else None,
        }

    def status(self, state: DuelState) -> GameStatus:
        if state.result:
            return GameStatus(phase="over", turn=state.turn, finished=True, result=state.result)
        pending = []
        if state.rolled is not None:
            pending.append(
                PendingDecision(
                    seat=state.active,
                    kind="reroll",
                    options=self.legal_actions(state, state.active),
                    params=dict(state.rolled),
                )
            )
        return GameStatus(
            phase="decide" if pending else "play",
            turn=state.turn,
            waiting_for=[state.active],
            pending=pending,
        )
