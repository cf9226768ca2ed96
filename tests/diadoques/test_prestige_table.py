"""Chapter 13's table of prestige, line by line: what each gain or loss needs and how much it is worth."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.diadoques.orders import Siege, Supply, SupportHold
from engine.diadoques.prestige import (
    TABLE,
    combat_changes,
    control_changes,
    event_changes,
    prestige_points,
    score_season,
    supply_changes,
    unsupplied_elites,
)
from engine.diadoques.setup import initial_state
from engine.diadoques.units import Position, Unit

RULES = Path("/work/shared/rules/diadoques-regles.fr.txt")


def _chapter_13_lines() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    block = text.split("13. LES POINTS DE PRESTIGE", 1)[1].split("14. LES ÉVÉNEMENTS", 1)[0]
    return [line[2:].strip() for line in block.splitlines() if line.startswith("- ")]


def _points(line: str) -> int:
    return int(re.search(r"([+-]?\d+)(?: permanents)?(?: / \w+)?$", line.rstrip(" *")).group(1))


@pytest.mark.skipif(not RULES.exists(), reason="the rulebook is not on this machine")
def test_every_line_of_the_rulebooks_table_is_in_the_table_with_its_points() -> None:
    lines = _chapter_13_lines()
    assert len(lines) == len(TABLE) == 27
    for line in lines:
        matches = [entry for entry in TABLE.values() if line.startswith(entry.text.split(" (")[0][:30])]
        assert len(matches) == 1, line
        assert matches[0].points == _points(line), line


def _pos(**owners: str | None) -> Position:
    return Position(citadel_owner=dict(owners))


def _by_power(changes: list[dict]) -> dict[str, int]:
    found: dict[str, int] = {}
    for change in changes:
        found[change["power"]] = found.get(change["power"], 0) + change["points"]
    return found


def test_taking_and_losing_pella_and_babylone() -> None:
    """ "prendre le contrôle de Pella +2 / perdre le contrôle de Pella -3 / prendre le contrôle de Babylone
    +1 / perdre le contrôle de Babylone -2"; "Les gains ou pertes de PP liés au contrôle d'une province ou
    d'une citadelle ont lieu à chaque changement de contrôle"."""
    before = _pos(pella="cassandre", babylone="seleucos")
    after = _pos(pella="seleucos", babylone="ptolemee")
    assert _by_power(control_changes(before, after)) == {"seleucos": 2 - 2, "cassandre": -3, "ptolemee": 1}
    assert control_changes(after, after) == []
    assert _by_power(control_changes(_pos(pella=None), _pos(pella="eumene"))) == {"eumene": 2}


def test_taking_a_citadel_from_a_greek_revolt_costs_one() -> None:
    """ "prendre une citadelle à une révolte grecque (Athéniens, Spartiates, Étoliens/Thessaliens) -1": the
    events part reports the citadel taken, with its prestige when the revolt is Greek."""
    greek = {"kind": "citadel_taken_from_revolt", "power": "cassandre", "citadel": "sparte", "prestige": -1}
    other = {**greek, "citadel": "tyr", "revolt": "cypriots", "prestige": 0}
    assert _by_power(event_changes([greek])) == {"cassandre": -1}
    assert event_changes([other]) == []


def test_losing_a_war_against_rome_or_a_revolt() -> None:
    """ "perdre une guerre contre Rome (c'est-à-dire la province ou la citadelle visée) -2 / perdre une guerre
    contre une révolte (c'est-à-dire la province ou la citadelle visée) -1"."""
    rome = {
        "kind": "lost_to_revolt",
        "power": "cassandre",
        "space": "tarente",
        "revolt": "rome",
        "prestige": -1,
    }
    revolt = {
        "kind": "lost_to_revolt",
        "power": "seleucos",
        "space": "ARM",
        "revolt": "armenians",
        "prestige": -1,
    }
    assert _by_power(event_changes([rome, revolt])) == {"cassandre": -2, "seleucos": -1}


def _battle(kind: str, commander: str | None = None) -> tuple[Position, Position, list[dict]]:
    victim = Unit(id="v", owner="eumene", kind=kind, space="CAP", commander=commander)
    attacker = Unit(id="a", owner="antigone", kind="A", space="PHR")
    before = Position(units=(victim, attacker))
    after = Position(units=(attacker.model_copy(update={"space": "CAP"}),))
    return before, after, [{"kind": "destroyed", "unit": "v", "space": None, "commander": commander}]


@pytest.mark.parametrize(("kind", "points"), [("A", 1), ("Am", 1), ("F", 1), ("Ae", 3), ("Ag", 3), ("Fe", 3)])
def test_annihilating_a_unit_after_a_move_scores_for_the_attacker(kind, points) -> None:
    """ "annihiler une unité de mercenaires ou une armée de milice * +1 / annihiler une unité d'élite ou une
    armée de garde ennemie * +3" (* "c'est le joueur dont une unité a conduit l'attaque qui marque")."""
    assert _by_power(combat_changes(*_battle(kind))) == {"antigone": points}


def test_a_leader_killed_in_combat() -> None:
    """ "tuer un diadoque ou un épigone en combat * +3" and "diadoque ou épigone égorgé ou tué au combat *
    -5"."""
    assert _by_power(combat_changes(*_battle("A", "eumene:diadoque"))) == {"antigone": 1 + 3, "eumene": -5}


def test_a_garrison_destroyed_by_a_siege_scores_nothing() -> None:
    """ "* uniquement en cas de destruction suite à un mouvement (et pas un siège)"."""
    before, after, _ = _battle("Ae", "eumene:diadoque")
    assert (
        combat_changes(before, after, [{"kind": "garrison_destroyed", "unit": "v", "citadel": "tyane"}]) == []
    )


def test_plundering_a_religious_treasure() -> None:
    """ "piller un trésor religieux à Ephèse, Delphes ou Ecbatane (...) -2" (the gold part reports it)."""
    event = {"kind": "religious_treasure_pillaged", "power": "antigone", "citadel": "ephese", "prestige": -2}
    assert _by_power(event_changes([event])) == {"antigone": -2}
    assert event_changes([{"kind": "treasure_seized", "power": "antigone", "citadel": "ephese"}]) == []


@pytest.mark.parametrize(
    ("character", "points"),
    [
        ("philippe3", -1),
        ("eurydice", -1),
        ("olympias", -1),
        ("roxane", -2),
        ("alexandre4", -2),
        ("cleopatre", -2),
    ],
)
def test_slaying_a_royal(character, points) -> None:
    """ "égorger Philippe III, Eurydice ou Olympias (chapitre 9c) -1 / personnage; égorger Roxane, Alexandre
    IV ou Cléopâtre (chapitre 9c) -2 / personnage"."""
    event = {"kind": "character_died", "character": character, "cause": "assassinated", "by": "cassandre"}
    assert _by_power(event_changes([event])) == {"cassandre": points}
    natural = {"kind": "character_died", "character": character, "cause": "event", "by": None}
    assert event_changes([natural]) == []


def test_a_slain_diadoque_costs_his_power_five() -> None:
    event = {
        "kind": "character_died",
        "character": "eumene:diadoque",
        "cause": "assassinated",
        "by": "antigone",
    }
    assert _by_power(event_changes([event])) == {"eumene": -5}


@pytest.mark.parametrize(
    ("event", "points"),
    [
        ({"kind": "tarentine_offer", "power": "ptolemee", "treasure": 10}, 1),
        ({"kind": "gold_received", "power": "ptolemee", "donor": "carthage", "prestige": 1}, 1),
        ({"kind": "gold_received", "power": "ptolemee", "donor": "chandragupta", "prestige": 1}, 1),
        ({"kind": "satraps_allied", "power": "ptolemee", "prestige": 1}, 1),
        ({"kind": "accord_kept", "power": "ptolemee", "prestige": 1}, 1),
        ({"kind": "prestige", "item": "rhodes_supplied", "power": "ptolemee"}, 1),
    ],
)
def test_the_lines_the_other_parts_report(event, points) -> None:
    """ "bénéficier de l'offre des Tarentins +1", "recevoir un financement par intervention extérieure de
    Carthage ou Chandragupta +1", "bénéficier de l'offre d'alliance des satrapes orientaux +1", "passer un
    accord réussi avec Chandragupta +1"."""
    assert _by_power(event_changes([event])) == {"ptolemee": points}


def test_a_royal_order_counts_when_the_satraps_join_its_beneficiary() -> None:
    """ "donner un ordre royal réussi +2": the order counted and the satraps allied with the one it named."""
    order = {"kind": "royal_order", "power": "cassandre", "beneficiary": "seleucos", "counted": True}
    joined = {"kind": "satraps_allied", "power": "seleucos", "prestige": 1}
    assert _by_power(event_changes([order, joined])) == {"cassandre": 2, "seleucos": 1}
    assert _by_power(event_changes([order])) == {}
    assert _by_power(event_changes([{**order, "counted": False}, joined])) == {"seleucos": 1}


def test_successful_supplies_of_tarente_rhodes_and_the_greeks() -> None:
    """ "ravitailler avec succès Tarente assiégée par les Romains +1", "ravitailler avec succès Rhodes neutre
    assiégée +1", "ravitailler ou soutenir avec succès la révolte générale des Grecs +1"."""
    position = Position(
        units=(
            Unit(id="r", owner="revolt:rome", kind="A", space="ITA"),
            Unit(id="t", owner="ptolemee", kind="F", space="ION"),
            Unit(id="x", owner="cassandre", kind="A", space="CAR"),
            Unit(id="y", owner="antigone", kind="F", space="CAR-SEA"),
            Unit(id="g", owner="revolt:greek-general", kind="A", space="ATT"),
            Unit(id="s", owner="lysimaque", kind="A", space="BEO"),
        ),
        citadel_owner={"tarente": "revolt:tarentines", "rhodes": None},
    )
    orders = {
        "r": Siege(citadel="tarente", stage=1),
        "t": Supply(citadel="tarente"),
        "x": Siege(citadel="rhodes", stage=1),
        "y": Supply(citadel="rhodes"),
        "s": SupportHold(target="ATT"),
    }
    changes = supply_changes(position, orders, {"t", "y", "s", "r", "x"})
    assert {(c["item"], c["power"]) for c in changes} == {
        ("tarente_supplied", "ptolemee"),
        ("rhodes_supplied", "antigone"),
        ("greek_revolt_helped", "lysimaque"),
    }
    assert supply_changes(position, orders, {"r", "x"}) == []


def test_an_elite_army_in_an_unsupplied_province_loses_one_each_season(board) -> None:
    """ "envoyer une armée d'élite ou de garde dans une province non ravitaillée -1 (...) la perte a lieu à
    chaque tour passé en province non ravitaillée"."""
    position = Position(
        units=(
            Unit(id="e", owner="seleucos", kind="Ae", space="ARA"),
            Unit(id="g", owner="seleucos", kind="Ag", space="GED"),
            Unit(id="m", owner="seleucos", kind="A", space="SAG"),
            Unit(id="s", owner="seleucos", kind="Ae", space="CHD"),
        )
    )
    assert _by_power(unsupplied_elites(board, position)) == {"seleucos": -2}


def test_the_total_holds_vp_royals_athens_the_marriage_and_the_ledger(board) -> None:
    """ "pour chaque point de victoire 10 / PV", "pour chaque membre de la Famille Royale tant qu'on le
    contrôle 5 / personnage", "pour la citadelle d'Athènes tant qu'on la contrôle +2", "épouser Cléopâtre 10
    permanents"."""
    state = initial_state(1)
    state.position = state.position.model_copy(
        update={"citadel_owner": {**state.position.citadel_owner, "athenes": "cassandre"}}
    )
    controllers = {
        "philippe3": "cassandre",
        "eurydice": "cassandre",
        "roxane": "cassandre",
        "olympias": "eumene",
    }
    state.married_cleopatre = ["eumene"]
    state.prestige = {"eumene": -5}
    prestige = prestige_points(board, state, controllers)
    # Cassandre: Pella 3 VP + Athens 1 VP (a major) = 40, 3 royals 15, Athens 2
    assert prestige.points["cassandre"] == 40 + 15 + 2
    # Eumène: Tyane 3 VP = 30, Olympias 5, married 10, ledger -5
    assert prestige.points["eumene"] == 30 + 5 + 10 - 5
    state.dead = ["roxane"]
    assert prestige_points(board, state, controllers).points["cassandre"] == 40 + 10 + 2


def test_a_season_adds_its_changes_to_the_ledger(board) -> None:
    state = initial_state(1)
    before = state.position
    state.position = before.model_copy(
        update={"citadel_owner": {**before.citadel_owner, "pella": "lysimaque"}}
    )
    changes = score_season(
        board, state, before, [{"kind": "prestige", "item": "royal_order", "power": "lysimaque"}]
    )
    assert _by_power(changes) == {"lysimaque": 2 + 2, "cassandre": -3}
    assert state.prestige == {"lysimaque": 4, "cassandre": -3}
