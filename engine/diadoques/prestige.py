"""Prestige (chapter 13) and the victories that count it (chapter 3): measured and marginal.

"Les points de prestige (PP) interviennent dans les victoires mesurée et marginale (chapitre 3)."

A power's PP = what it holds now (10 a VP, 5 a royal it controls, 2 for Athens, 10 "permanents" for
marrying Cléopâtre) + the ledger `state.prestige` of every gain and loss already scored. The gains and
losses come from what a season's steps report (plain event dicts); `score_season` maps them to lines of
`TABLE`:
- changes of control, read from the position before and after ("Les gains ou pertes de PP liés au
  contrôle d'une province ou d'une citadelle ont lieu à chaque changement de contrôle"): Pella, Babylone,
  a citadel taken from a Greek revolt, a province or citadel lost to Rome or to a revolt;
- the adjudicator's "destroyed" events (a unit destroyed after being dislodged by a move, never a siege's
  garrison: "uniquement en cas de destruction suite à un mouvement (et pas un siège)"), scored for the
  power whose unit now stands where the destroyed one stood (the one "dont une unité a conduit l'attaque");
- "treasure_seized" of a religious treasure; "character_died" with cause "assassinated" and its killer;
- any step may also report `{"kind": "prestige", "item": <TABLE key>, "power": ...}` for the lines only
  it can see (the Tarentines' offer, a supply of Tarente or Rhodes, the Greeks' general revolt helped, a
  royal order obeyed, Carthage's or Chandragupta's money, an accord kept, the eastern satraps' alliance).
The elite and guard armies standing in an unsupplied province lose theirs each season
(`unsupplied_elites`).
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
GREEK_REVOLT_WORDS = ("athen", "spart", "etol", "thessal")
"""A revolt's id naming one of these is a "révolte grecque" (the events part names its revolts)."""
ROME_WORDS = ("rome", "romain")
PASSED_THROUGH = frozenset(TABLE) - {"vp", "royal", "cleopatre_married", "athenes"}
"""Lines a step may report directly as {"kind": "prestige", "item": key, "power": ...}."""


def _revolt(owner: str | None) -> str | None:
    return owner.split(":", 1)[1] if owner and owner.startswith("revolt:") else None


def _change(item: str, power: str, **params: Any) -> dict[str, Any]:
    return {"kind": "prestige", "item": item, "power": power, "points": TABLE[item].points, **params}


def control_changes(before: Position, after: Position) -> list[dict[str, Any]]:
    """PP from changes of control between two positions (Pella, Babylone, Greek revolts, wars lost)."""
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
        revolt = _revolt(old)
        if revolt and is_power(owner) and any(w in revolt for w in GREEK_REVOLT_WORDS):
            found.append(_change("greek_revolt_citadel", owner, citadel=citadel, revolt=revolt))
    for kind, table_before, table_after in (
        ("citadel", before.citadel_owner, after.citadel_owner),
        ("province", before.province_owner, after.province_owner),
    ):
        for space, owner in table_after.items():
            old = table_before.get(space)
            revolt = _revolt(owner)
            if revolt and owner != old and is_power(old):
                item = "war_lost_rome" if any(w in revolt for w in ROME_WORDS) else "war_lost_revolt"
                found.append(_change(item, old, **{kind: space, "revolt": revolt}))
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
        leader = commander is not None and commander.split(":")[-1] in ("diadoque", "epigone")
        if leader and is_power(commander.split(":")[0]):
            found.append(_change("leader_lost", commander.split(":")[0], character=commander, cause="combat"))
        if not winners or not is_power(winners[0]):
            continue
        major = victim.kind in (UnitKind.Ae, UnitKind.Ag, UnitKind.Fe)
        found.append(_change("annihilate_major" if major else "annihilate_minor", winners[0], unit=victim.id))
        if leader:
            found.append(_change("leader_killed", winners[0], character=commander))
    return found


def event_changes(board: Board, events: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """PP from what the steps reported: religious treasures seized, characters slain by a power, and the
    lines a step reports itself."""
    found: list[dict[str, Any]] = []
    for event in events:
        kind = event.get("kind")
        power = event.get("power")
        if kind == "treasure_seized" and is_power(power):
            space = board.spaces.get(str(event.get("citadel")))
            if space is not None and space.religious_treasure:
                found.append(_change("religious_treasure", power, citadel=event["citadel"]))
        elif kind == "character_died" and event.get("cause") == "assassinated":
            character, by = str(event.get("character")), event.get("by")
            if character in MINOR_ROYALS and is_power(by):
                found.append(_change("slay_royal_minor", by, character=character))
            elif character in MAJOR_ROYALS and is_power(by):
                found.append(_change("slay_royal_major", by, character=character))
            elif character.split(":")[-1] in ("diadoque", "epigone") and is_power(character.split(":")[0]):
                found.append(
                    _change("leader_lost", character.split(":")[0], character=character, cause="slain")
                )
        elif (
            kind == "prestige"
            and event.get("item") in PASSED_THROUGH
            and is_power(power)
            and "points" not in event
        ):
            found.append(
                _change(
                    str(event["item"]),
                    power,
                    **{k: v for k, v in event.items() if k not in ("kind", "item", "power")},
                )
            )
    return found


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
    battle: tuple[Position, Position, list[dict[str, Any]]] | None = None,
) -> list[dict[str, Any]]:
    """Every gain and loss of a season, added to `state.prestige` (a working copy) and returned as events
    for the results sheet. `before`: the position the season started from; `battle`: the adjudicator's
    (before, after, events) in a military season, whose elite armies also pay for an unsupplied province."""
    changes = control_changes(before, state.position) + event_changes(board, events)
    if battle is not None:
        changes += combat_changes(*battle) + unsupplied_elites(board, state.position)
    for change in changes:
        state.prestige[change["power"]] = state.prestige.get(change["power"], 0) + change["points"]
    return changes


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
