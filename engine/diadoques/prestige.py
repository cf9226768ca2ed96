"""Prestige (chapter 13) and the victories that count it (chapter 3): measured and marginal.

"Les points de prestige (PP) interviennent dans les victoires mesurée et marginale (chapitre 3)."

A power's PP = what it holds now (10 a VP, 5 a royal it controls, 2 for Athens, 10 "permanents" for
marrying Cléopâtre) + the ledger `state.prestige` of every gain and loss already scored. The gains and
losses come from what a season's steps report (plain event dicts); `score_season` maps them to lines of
`TABLE`:
- Pella and Babylone, read from the position before and after ("Les gains ou pertes de PP liés au
  contrôle d'une province ou d'une citadelle ont lieu à chaque changement de contrôle");
- the adjudicator's "destroyed" events (a unit destroyed after being dislodged by a move, never a siege's
  garrison: "uniquement en cas de destruction suite à un mouvement (et pas un siège)"), scored for the
  power whose unit now stands where the destroyed one stood (the one "dont une unité a conduit l'attaque");
  a leader at its head is "tué au combat";
- successful supplies of Tarente besieged by Rome, of a neutral Rhodes besieged, and supplies or supports
  of the Greeks' general revolt, read from the orders and their outcomes (`supply_changes`);
- the other parts' events (`EVENT_LINES`): a citadel taken from a Greek revolt, a space lost to Rome or a
  revolt, a religious treasure pillaged, gold from Carthage or Chandragupta, the satraps' alliance, the
  Tarentines' offer, an accord kept; "character_died" by assassination with its killer; a "royal_order"
  counted for the power the satraps then join; and `{"kind": "prestige", "item": <TABLE key>, "power":
  ...}` for any line a step reports itself.
Cléopâtre's marriage is counted from `state.married_cleopatre` (10 "permanents"), not from its event.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.contract import GameResult
from engine.diadoques.board import Board
from engine.diadoques.control import is_power
from engine.diadoques.secondary import ROYAL_FAMILY, SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.supply import is_supplied
from engine.diadoques.units import Position, UnitKind
from engine.diadoques.victory import Prestige, marginal_candidates, points_in_play, victory_points


@dataclass(frozen=True)
class Line:
    """One line of chapter 13's table: its points and the rulebook's words."""

    key: str
    points: int
    text: str


TABLE: dict[str, Line] = {
    line.key: line
    for line in (
        Line("vp", 10, "pour chaque point de victoire 10 / PV"),
        Line("royal", 5, "pour chaque membre de la Famille Royale tant qu'on le contrôle 5 / personnage"),
        Line("cleopatre_married", 10, "épouser Cléopâtre 10 permanents"),
        Line("religious_treasure", -2, "piller un trésor religieux à Ephèse, Delphes ou Ecbatane -2"),
        Line(
            "slay_royal_minor", -1, "égorger Philippe III, Eurydice ou Olympias (chapitre 9c) -1 / personnage"
        ),
        Line(
            "slay_royal_major", -2, "égorger Roxane, Alexandre IV ou Cléopâtre (chapitre 9c) -2 / personnage"
        ),
        Line(
            "greek_revolt_citadel",
            -1,
            "prendre une citadelle à une révolte grecque (Athéniens, Spartiates, Étoliens/Thessaliens) -1",
        ),
        Line("leader_lost", -5, "diadoque ou épigone égorgé ou tué au combat * -5"),
        Line(
            "war_lost_rome",
            -2,
            "perdre une guerre contre Rome (c'est-à-dire la province ou la citadelle visée) -2",
        ),
        Line(
            "war_lost_revolt",
            -1,
            "perdre une guerre contre une révolte (c'est-à-dire la province ou la citadelle visée) -1",
        ),
        Line(
            "elite_unsupplied",
            -1,
            "envoyer une armée d'élite ou de garde dans une province non ravitaillée -1",
        ),
        Line("pella_taken", 2, "prendre le contrôle de Pella +2"),
        Line("pella_lost", -3, "perdre le contrôle de Pella -3"),
        Line("babylone_taken", 1, "prendre le contrôle de Babylone +1"),
        Line("babylone_lost", -2, "perdre le contrôle de Babylone -2"),
        Line("athenes", 2, "pour la citadelle d'Athènes tant qu'on la contrôle +2"),
        Line("tarentine_offer", 1, "bénéficier de l'offre des Tarentins +1"),
        Line("tarente_supplied", 1, "ravitailler avec succès Tarente assiégée par les Romains +1"),
        Line("rhodes_supplied", 1, "ravitailler avec succès Rhodes neutre assiégée +1"),
        Line(
            "greek_revolt_helped", 1, "ravitailler ou soutenir avec succès la révolte générale des Grecs +1"
        ),
        Line("royal_order", 2, "donner un ordre royal réussi +2"),
        Line(
            "outside_funding",
            1,
            "recevoir un financement par intervention extérieure de Carthage ou Chandragupta +1",
        ),
        Line("annihilate_minor", 1, "annihiler une unité de mercenaires ou une armée de milice * +1"),
        Line("annihilate_major", 3, "annihiler une unité d'élite ou une armée de garde ennemie * +3"),
        Line("leader_killed", 3, "tuer un diadoque ou un épigone en combat * +3"),
        Line("accord", 1, "passer un accord réussi avec Chandragupta +1"),
        Line("satraps_alliance", 1, "bénéficier de l'offre d'alliance des satrapes orientaux +1"),
    )
}

MINOR_ROYALS = frozenset({"philippe3", "eurydice", "olympias"})
MAJOR_ROYALS = frozenset({"roxane", "alexandre4", "cleopatre"})
CONTROL_LINES: dict[str, tuple[str, str]] = {
    "pella": ("pella_taken", "pella_lost"),
    "babylone": ("babylone_taken", "babylone_lost"),
}
ATHENS = "athenes"
ROME = "rome"
GREEK_GENERAL = "revolt:greek-general"
EVENT_LINES: dict[str, str] = {
    "citadel_taken_from_revolt": "greek_revolt_citadel",  # only when the event says the revolt is Greek
    "lost_to_revolt": "war_lost_revolt",  # "war_lost_rome" when the revolt is Rome
    "religious_treasure_pillaged": "religious_treasure",
    "gold_received": "outside_funding",  # only from Carthage or Chandragupta
    "satraps_allied": "satraps_alliance",
    "tarentine_offer": "tarentine_offer",
    "accord_kept": "accord",
}
"""The other parts' events that are lines of the table (events/, gold/, characters/ name them)."""
PASSED_THROUGH = frozenset(TABLE) - {"vp", "royal", "cleopatre_married", "athenes"}
"""Lines a step may report directly as {"kind": "prestige", "item": key, "power": ...}."""


def _change(item: str, power: str, **params: Any) -> dict[str, Any]:
    return {"kind": "prestige", "item": item, "power": power, "points": TABLE[item].points, **params}


def control_changes(before: Position, after: Position) -> list[dict[str, Any]]:
    """PP from changes of control of Pella and Babylone between two positions."""
    found: list[dict[str, Any]] = []
    for citadel, owner in after.citadel_owner.items():
        old = before.citadel_owner.get(citadel)
        if owner == old:
            continue
        if citadel in CONTROL_LINES:
            taken, lost = CONTROL_LINES[citadel]
            if is_power(owner):
                found.append(_change(taken, owner, citadel=citadel))
            if is_power(old):
                found.append(_change(lost, old, citadel=citadel))
    return found


def combat_changes(
    before: Position, after: Position, events: Iterable[Mapping[str, Any]]
) -> list[dict[str, Any]]:
    """PP of the starred lines: units annihilated and leaders killed "suite à un mouvement (et pas un
    siège)", scored for the attacker now standing where the destroyed unit stood; its leader's power
    loses 5 ("diadoque ou épigone (...) tué au combat")."""
    found: list[dict[str, Any]] = []
    old = {u.id: u for u in before.units}
    for event in events:
        if event.get("kind") != "destroyed" or event.get("unit") not in old:
            continue
        victim = old[event["unit"]]
        winners = [u.owner for u in after.units_at(victim.space) if u.owner != victim.owner]
        commander = event.get("commander") or victim.commander
        leader = _leader_power(commander) is not None
        if leader:
            found.append(
                _change("leader_lost", _leader_power(commander), character=commander, cause="combat")
            )
        if not winners or not is_power(winners[0]):
            continue
        major = victim.kind in (UnitKind.Ae, UnitKind.Ag, UnitKind.Fe)
        found.append(_change("annihilate_major" if major else "annihilate_minor", winners[0], unit=victim.id))
        if leader:
            found.append(_change("leader_killed", winners[0], character=commander))
    return found


def event_changes(events: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """PP from what the steps reported (`EVENT_LINES`, assassinations, royal orders obeyed, and the lines a
    step reports itself)."""
    found: list[dict[str, Any]] = []
    events = list(events)
    allied = {e.get("power") for e in events if e.get("kind") == "satraps_allied"}
    for event in events:
        kind = event.get("kind")
        power = event.get("power")
        if kind in EVENT_LINES and is_power(power):
            if kind in ("citadel_taken_from_revolt", "gold_received") and not event.get("prestige"):
                continue  # not a Greek revolt; gold from another donor
            item = EVENT_LINES[str(kind)]
            if kind == "lost_to_revolt" and event.get("revolt") == ROME:
                item = "war_lost_rome"
            found.append(_change(item, power, source=kind))
        elif kind == "royal_order" and event.get("counted") and event.get("beneficiary") in allied:
            found.append(_change("royal_order", power, beneficiary=event["beneficiary"]))
        elif kind == "character_died" and event.get("cause") == "assassinated":
            character, by = str(event.get("character")), event.get("by")
            if character in MINOR_ROYALS and is_power(by):
                found.append(_change("slay_royal_minor", by, character=character))
            elif character in MAJOR_ROYALS and is_power(by):
                found.append(_change("slay_royal_major", by, character=character))
            elif _leader_power(character) is not None:
                found.append(
                    _change("leader_lost", _leader_power(character), character=character, cause="slain")
                )
        elif (
            kind == "prestige"
            and event.get("item") in PASSED_THROUGH
            and is_power(power)
            and "points" not in event
        ):
            extra = {k: v for k, v in event.items() if k not in ("kind", "item", "power")}
            found.append(_change(str(event["item"]), power, **extra))
    return found


def _leader_power(character: str | None) -> str | None:
    """The power of a diadoque or épigone ("<power>:diadoque"), None for anyone else."""
    if not character or character.split(":")[-1] not in ("diadoque", "epigone"):
        return None
    power = character.split(":")[0]
    return power if is_power(power) else None


def supply_changes(
    before: Position, orders: Mapping[str, Any], succeeded: Iterable[str]
) -> list[dict[str, Any]]:
    """ "ravitailler avec succès Tarente assiégée par les Romains +1", "ravitailler avec succès Rhodes
    neutre assiégée +1", "ravitailler ou soutenir avec succès la révolte générale des Grecs +1": from the
    season's military orders (`orders`, by unit id) and those that succeeded; once per power and line."""
    owners = {u.id: u.owner for u in before.units}
    where = {u.space: u.owner for u in before.units}
    ok = set(succeeded)
    sieges = {
        (o.citadel, owners.get(uid)) for uid, o in orders.items() if getattr(o, "type", None) == "siege"
    }
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for uid, order in orders.items():
        power = owners.get(uid)
        if uid not in ok or not is_power(power):
            continue
        kind = getattr(order, "type", None)
        item = None
        if kind == "supply":
            owner = before.citadel_owner.get(order.citadel)
            if order.citadel == "tarente" and ("tarente", f"revolt:{ROME}") in sieges:
                item = "tarente_supplied"
            elif order.citadel == "rhodes" and not is_power(owner) and any(c == "rhodes" for c, _ in sieges):
                item = "rhodes_supplied"
            elif owner == GREEK_GENERAL:
                item = "greek_revolt_helped"
        elif kind in ("support_hold", "support_move") and where.get(order.target) == GREEK_GENERAL:
            item = "greek_revolt_helped"
        if item is not None and (item, power) not in found:
            found[(item, power)] = _change(item, power, unit=uid)
    return list(found.values())


def unsupplied_elites(board: Board, position: Position) -> list[dict[str, Any]]:
    """ "envoyer une armée d'élite ou de garde dans une province non ravitaillée -1 (...) la perte a lieu à
    chaque tour passé en province non ravitaillée": each military season such an army ends there."""
    return [
        _change("elite_unsupplied", u.owner, unit=u.id, space=u.space)
        for u in position.units
        if u.kind in (UnitKind.Ae, UnitKind.Ag)
        and is_power(u.owner)
        and board.space(u.space).kind == "land"
        and not is_supplied(board, position, u)
    ]


def score_season(
    board: Board,
    state: DiadoquesState,
    before: Position,
    events: list[dict[str, Any]],
    battle: Battle | None = None,
) -> list[dict[str, Any]]:
    """Every gain and loss of a season, added to `state.prestige` (a working copy) and returned as events
    for the results sheet. `before`: the position the season started from; `battle`: what the
    adjudication saw, in a military season, whose elite armies also pay for an unsupplied province."""
    changes = control_changes(before, state.position) + event_changes(events)
    if battle is not None:
        changes += combat_changes(battle.before, battle.after, battle.events)
        changes += supply_changes(battle.before, battle.orders, battle.succeeded)
        changes += unsupplied_elites(board, state.position)
    for change in changes:
        state.prestige[change["power"]] = state.prestige.get(change["power"], 0) + change["points"]
    return changes


@dataclass(frozen=True)
class Battle:
    """A military season's adjudication as prestige reads it."""

    before: Position
    after: Position
    events: list[dict[str, Any]]
    orders: Mapping[str, Any]
    succeeded: frozenset[str]


def living_royals(state: DiadoquesState) -> list[str]:
    return [c for c in ROYAL_FAMILY if c not in state.dead]


def prestige_points(board: Board, state: DiadoquesState, controllers: Mapping[str, str]) -> Prestige:
    """Each power's PP now, and the PP in play: 10 for every VP in play, 5 for every living royal, 2 for
    Athens, and the permanent PP the powers have won or lost (docs/rules-notes/diadoques-seasons.md).
    `controllers`: character id -> controlling power (Position.controllers of the characters part)."""
    position = state.position
    points: dict[str, int] = {}
    alive = living_royals(state)
    for power in state.powers:
        total = TABLE["vp"].points * victory_points(board, position, state.capitals, power)
        total += TABLE["royal"].points * sum(1 for c in alive if controllers.get(c) == power)
        total += TABLE["athenes"].points if position.citadel_owner.get(ATHENS) == power else 0
        total += TABLE["cleopatre_married"].points if power in state.married_cleopatre else 0
        points[power] = total + state.prestige.get(power, 0)
    permanent = sum(state.prestige.get(p, 0) for p in state.powers)
    permanent += TABLE["cleopatre_married"].points * len(set(state.married_cleopatre))
    in_play = (
        TABLE["vp"].points * points_in_play(board, position, state.capitals)
        + TABLE["royal"].points * len(alive)
        + TABLE["athenes"].points
        + permanent
    )
    return Prestige(points=points, in_play=max(in_play, 1))


def marginal_victory(
    state: DiadoquesState, prestige: Prestige, sheets: Mapping[str, SecondarySheet]
) -> GameResult | None:
    """Chapter 3: "une victoire marginale peut être concédée à un joueur contrôlant plus du tiers du
    prestige en jeu (...) et sous réserve d'un vote unanime des autres joueurs. (...) Cette victoire ne peut
    pas être obtenue la première année (-319)." Every other surviving power must vote for the candidate on
    its sheet and none against; two candidates elected at once: the one with more PP, a tie elects none."""
    survivors = [p for p in state.powers if p not in state.eliminated]
    elected = []
    for candidate in marginal_candidates(prestige, state.year, survivors):
        others = [p for p in survivors if p != candidate]
        votes = {
            p: [v for v in sheets.get(p, SecondarySheet()).votes if v.candidate == candidate] for p in others
        }
        if others and all(vs and all(v.approve for v in vs) for vs in votes.values()):
            elected.append(candidate)
    if not elected:
        return None
    best = max(prestige.points[p] for p in elected)
    top = [p for p in elected if prestige.points[p] == best]
    if len(top) != 1:
        return None
    return GameResult(
        winners=top,
        kind="marginal",
        params={"power": top[0], "prestige": best, "in_play": prestige.in_play},
    )
