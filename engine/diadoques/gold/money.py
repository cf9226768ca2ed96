"""Treasuries' irregular income (chapter 5a): the map's treasures seized or left, and gifts of gold.

Steps (the contract's shape):
- `treasures_step(board, state, sheets, rng, before=...)`: after the military orders and the secondary
  orders that change citadels (bribery happened before; opening the gates): each citadel taken this season
  gives its treasure to its taker, unless "Ne pas saisir un trésor" was ordered; then "Saisir le trésor
  d'une citadelle contrôlée" for treasures left before. Also in winter, with the incomes (§10): there no
  citadel changes hands and only the seizures apply.
- `gold_gifts_step(board, state, sheets, rng)`: at the end of the turn, military or winter ("la somme est
  transférée à la fin du tour", "Le don d'or peut également être effectué en hiver").
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.control import is_power
from engine.diadoques.gold.common import sheet
from engine.diadoques.gold.secrecy import private, public
from engine.diadoques.secondary import GoldGift, KeepTreasure, SecondarySheet, SeizeTreasure
from engine.diadoques.state import DiadoquesState

RELIGIOUS_PILLAGE = -2
""" "piller un trésor religieux à Ephèse, Delphes ou Ecbatane (il est possible de s'emparer de la citadelle
sans toucher au trésor, chapitre 9c) -2" (chapter 13): reported for the prestige part."""


def _seize(board: Board, work: DiadoquesState, power: str, citadel: str, how: str) -> list[dict[str, Any]]:
    amount = work.treasures.pop(
        citadel
    )  # "Une fois le trésor prélevé, on ne tient plus compte de l'inscription"
    work.treasuries[power] = work.treasuries.get(power, 0) + amount
    events = [public("treasure_seized", power=power, citadel=citadel, amount=amount, how=how)]
    if board.space(citadel).religious_treasure:
        events.append(
            public("religious_treasure_pillaged", power=power, citadel=citadel, prestige=RELIGIOUS_PILLAGE)
        )
    return events


def treasures_step(
    board: Board,
    state: DiadoquesState,
    sheets: dict[str, SecondarySheet],
    rng: RngState | None = None,
    before: dict[str, str | None] | None = None,
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """ "Lors de la prise d'une citadelle, le trésor peut être saisi et ajouté au trésor propre du joueur.
    (...) On peut prendre une citadelle sans toucher au trésor" (§5a); "Ne pas saisir un trésor au moment de
    la prise de la citadelle dans laquelle il est déposé : Cet ordre doit être donné en même temps que le
    2ème ordre de siège (A2)"; "Saisir le trésor d'une citadelle contrôlée : Si celui-ci n'avait pas été
    pris lors de la chute de la citadelle (aucune unité n'est nécessaire). Cet ordre peut être effectué en
    hiver au moment du calcul des revenus". `before`: each citadel's owner at the start of the season (None
    in winter: nothing is taken then). A citadel taken by a revolt or falling neutral keeps its treasure."""
    work = state.model_copy(deep=True)
    events: list[dict[str, Any]] = []
    owners = work.position.citadel_owner
    for citadel in sorted(work.treasures):
        owner = owners.get(citadel)
        if before is None or owner == before.get(citadel) or not is_power(owner):
            continue
        keeps = any(
            isinstance(o, KeepTreasure) and o.citadel == citadel for o in sheet(sheets, owner).secondary
        )
        if keeps:
            events.append(
                public("treasure_left", power=owner, citadel=citadel, amount=work.treasures[citadel])
            )
        else:
            events.extend(_seize(board, work, owner, citadel, "taken"))
    for power in work.powers:
        for order in sheet(sheets, power).secondary:
            if not isinstance(order, SeizeTreasure):
                continue
            if owners.get(order.citadel) != power or order.citadel not in work.treasures:
                events.append(private("seize_refused", [power], power=power, citadel=order.citadel))
                continue
            events.extend(_seize(board, work, power, order.citadel, "ordered"))
    return work, events


def gold_gifts_step(
    board: Board, state: DiadoquesState, sheets: dict[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """ "Don d'or : la somme est transférée à la fin du tour d'une trésorerie à l'autre (quelque soit la
    distance). Si le donateur le précise dans son ordre, le don d'or sera annoncé aux autres joueurs. Un don
    d'or ne se refuse pas"; "Le don d'or peut également être effectué en hiver." Each giver's gifts are paid
    in the order written from what it holds before the gifts it receives; one it cannot pay in full is
    void ("ne pas disposer de la somme", as for a bribe)."""
    work = state.model_copy(deep=True)
    events: list[dict[str, Any]] = []
    credits: dict[str, int] = {}
    for power in work.powers:
        for order in sheet(sheets, power).secondary:
            if not isinstance(order, GoldGift):
                continue
            problem = _gift_problem(work, power, order)
            seen = [power] if problem else [power, order.to_power]
            params = {
                "power": power,
                "to": order.to_power,
                "amount": order.amount,
                "succeeded": problem is None,
            }
            if problem:
                events.append(private("gold_gift", seen, reason=problem, **params))
                continue
            work.treasuries[power] -= order.amount
            credits[order.to_power] = credits.get(order.to_power, 0) + order.amount
            event = public("gold_gift", **params) if order.announced else private("gold_gift", seen, **params)
            events.append(event)
    for power, amount in credits.items():
        work.treasuries[power] = work.treasuries.get(power, 0) + amount
    return work, events


def _gift_problem(state: DiadoquesState, power: str, order: GoldGift) -> str | None:
    if order.to_power == power or order.to_power not in state.powers or order.to_power in state.eliminated:
        return "gift_no_receiver"
    if order.amount > state.treasuries.get(power, 0):
        return "not_enough_gold"
    return None
