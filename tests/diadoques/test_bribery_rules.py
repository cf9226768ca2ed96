"""Chapter 9b, bribery and counter-bribery (issue #48 item 3): each test quotes the sentence it checks."""

from __future__ import annotations

from engine.diadoques.characters.roster import ALEXANDRE
from engine.diadoques.gold.bribery import (
    bribe_level,
    bribery_step,
    chance,
    counter_bribery_step,
    may_bribe,
    year_end_bribery_step,
)
from engine.diadoques.gold.secrecy import visible_to
from engine.diadoques.orders import CharacterMove
from engine.diadoques.secondary import Bribe, CounterBribe, Dissociate, SecondarySheet
from tests.diadoques.gold_fixtures import BOARD, world


def bribe(target: str, amount: int) -> SecondarySheet:
    return SecondarySheet(bribes=(Bribe(target=target, amount=amount),))


def counter(target: str, amount: int) -> SecondarySheet:
    return SecondarySheet(counter_bribes=(CounterBribe(target=target, amount=amount),))


def owner(state, unit_id: str) -> str:
    return state.position.unit(unit_id).owner


# ------------------------------------------------------------------------------------------ level
def test_the_level_is_the_table_plus_counter_bribery_plus_the_leader() -> None:
    """ "niveau de base + contre-corruption + présence éventuelle du diadoque, de l'épigone ou
    d'Olympias + bonus éventuel dû à Cléopâtre"; "La présence du diadoque ou de l'épigone au commandement
    d'une unité relève le niveau de corruption de celle-ci de 10 T. La présence d'Olympias au commandement
    d'une unité abaisse le niveau de corruption de celle-ci de 5 T.\""""
    state = world(
        ("cassandre", "Ag", "MAC", "cassandre:diadoque"),
        ("antigone", "Am", "PHR", "olympias"),
        ("eumene", "Ae", "CAP", "eumene:epigone"),
        ("ptolemee", "A", "EGY"),
    )
    assert bribe_level(state, "cassandre-1") == 45 + 10
    assert bribe_level(state, "antigone-2") == 30 - 5
    assert bribe_level(state, "eumene-3") == 30 + 10
    assert bribe_level(state, "ptolemee-4") == 20
    state.counter_bribes["ptolemee-4"] = 12
    assert bribe_level(state, "ptolemee-4") == 32


def test_a_leader_leaving_his_unit_that_turn_brings_its_level_back() -> None:
    """ "Si le diadoque, l'épigone ou Olympias a reçu l'ordre de quitter son unité pendant le même tour
    que la corruption, le niveau de corruption de celle-ci est ramené à sa valeur normale.\""""
    state = world(("cassandre", "Ae", "MAC", "cassandre:diadoque"), ("lysimaque", "A", "THR"))
    state.rng.forced = [1]
    leaves = {"cassandre": SecondarySheet(secondary=(Dissociate(character="cassandre:diadoque"),))}
    # 30 is below the level 40 with the diadoque, enough without him
    after, _ = bribery_step(BOARD, state, {**leaves, "lysimaque": bribe("cassandre-1", 30)})
    assert owner(after, "cassandre-1") == "lysimaque"
    assert "cassandre:diadoque" not in after.dead  # he had left: he goes on alone
    kept, _ = bribery_step(BOARD, state, {"lysimaque": bribe("cassandre-1", 30)})
    assert owner(kept, "cassandre-1") == "cassandre"
    state.sheets = {
        "cassandre": {"cassandre:diadoque": CharacterMove(character="cassandre:diadoque", dest="THE")}
    }
    moved, _ = bribery_step(BOARD, state, {"lysimaque": bribe("cassandre-1", 30)})
    assert owner(moved, "cassandre-1") == "lysimaque"


def test_cleopatra_s_husband_raises_the_level_of_the_unit_he_commands() -> None:
    """ "Le niveau de corruption de l'unité commandée par le mari de Cléopâtre (si celle-ci est vivante)
    augmente de 10 T.\""""
    state = world(("seleucos", "A", "CHD", "seleucos:diadoque"))
    assert bribe_level(state, "seleucos-1") == 30
    state.cleopatre_husband = "seleucos:diadoque"
    assert bribe_level(state, "seleucos-1") == 40
    state.dead.append("cleopatre")
    assert bribe_level(state, "seleucos-1") == 30


# ----------------------------------------------------------------------------------------- chance
def test_the_chance_is_75_plus_the_year_s_bribes_minus_the_level_at_most_95() -> None:
    """ "la chance de réussite est : base de 75% + corruption versée dans l'année en cours - niveau de
    corruption, avec un maximum de 95%.\""""
    assert chance(20, 20) == 75
    assert chance(30, 20) == 85
    assert chance(60, 20) == 95
    assert chance(45, 55) == 65


def test_the_d100_decides_and_the_year_s_earlier_bribes_count() -> None:
    """The roll (one d100 from the game's dice) succeeds at or under the chance; a second bribe the same
    year adds the first to "corruption versée dans l'année en cours"."""
    state = world(("cassandre", "A", "MAC"), ("lysimaque", "A", "THR"))
    state.rng.forced = [80]
    after, events = bribery_step(BOARD, state, {"lysimaque": bribe("cassandre-1", 20)})
    (validated,) = [e for e in events if e["kind"] == "bribe"]
    assert (validated["chance"], validated["roll"], validated["succeeded"]) == (75, 80, False)
    assert owner(after, "cassandre-1") == "cassandre"
    assert after.treasuries["lysimaque"] == 80  # "qu'elle soit un succès ou un échec"
    after.rng.forced = [80]
    again, events = bribery_step(BOARD, after, {"lysimaque": bribe("cassandre-1", 20)})
    (validated,) = [e for e in events if e["kind"] == "bribe"]
    assert validated["chance"] == 95 and validated["succeeded"]
    assert owner(again, "cassandre-1") == "lysimaque"


# ---------------------------------------------------------------------------------- who may bribe
def test_a_unit_that_could_move_into_the_target_s_space_may_bribe_a_far_one_may_not() -> None:
    """ "il faut disposer d'une unité qui pourrait potentiellement se rendre dans l'espace de la cible
    (voir l'ordre de mouvement ci-dessus)\""""
    state = world(("cassandre", "A", "MAC"), ("lysimaque", "A", "THR"), ("ptolemee", "A", "EGY"))
    assert may_bribe(BOARD, state, "lysimaque", "cassandre-1")
    assert not may_bribe(BOARD, state, "ptolemee", "cassandre-1")
    state.rng.forced = [1]
    after, events = bribery_step(BOARD, state, {"ptolemee": bribe("cassandre-1", 50)})
    assert owner(after, "cassandre-1") == "cassandre"
    assert after.treasuries["ptolemee"] == 100
    assert events[0]["reason"] == "bribe_out_of_reach" and not events[0]["public"]


def test_a_fleet_in_a_sea_next_to_the_target_s_coastal_province_may_bribe() -> None:
    """ "d'une flotte située dans une zone maritime adjacente à la province côtière contenant la cible
    (ceci est une exception au cas précédent)\""""
    state = world(("cassandre", "A", "MAC"), ("lysimaque", "F", "EGE"), ("ptolemee", "F", "MOR"))
    assert may_bribe(BOARD, state, "lysimaque", "cassandre-1")
    assert not may_bribe(BOARD, state, "ptolemee", "cassandre-1")


def test_the_diadoque_in_or_next_to_the_target_s_space_may_bribe_unless_a_prisoner() -> None:
    """ "de son diadoque ou de son épigone (non prisonnier) dans le même espace que la cible ou qui
    pourrait potentiellement se rendre dans l'espace de la cible\""""
    state = world(("cassandre", "A", "MAC"), characters={"eumene:diadoque": "THE"})
    assert may_bribe(BOARD, state, "eumene", "cassandre-1")
    state.position = state.position.model_copy(update={"characters": {"eumene:diadoque": "MAC"}})
    assert may_bribe(BOARD, state, "eumene", "cassandre-1")
    held = state.position.model_copy(update={"controllers": {"eumene:diadoque": "cassandre"}})
    state.position = held
    assert not may_bribe(BOARD, state, "eumene", "cassandre-1")


def test_only_the_diadoque_may_bribe_a_lone_royal() -> None:
    """ "Le diadoque seul peut corrompre des unités ou personnages de la Famille Royale" (§6b); "Les
    personnages autres que le diadoque et l'épigone peuvent être corrompus, s'ils sont seuls. Leur niveau
    de corruption est indiqué au chapitre 6b.\""""
    state = world(("lysimaque", "A", "THE"), characters={"olympias": "MAC"})
    assert not may_bribe(BOARD, state, "lysimaque", "olympias")
    state.position = state.position.model_copy(
        update={"characters": {"olympias": "MAC", "lysimaque:diadoque": "THR"}}
    )
    assert may_bribe(BOARD, state, "lysimaque", "olympias")
    assert bribe_level(state, "olympias") == 5
    state.rng.forced = [1]
    after, _ = bribery_step(BOARD, state, {"lysimaque": bribe("olympias", 5)})
    assert after.position.controllers["olympias"] == "lysimaque"


def test_a_royal_couple_is_one_character_against_a_bribe() -> None:
    """ "Philippe III et Eurydice, ainsi que Roxane et Alexandre IV, sont considérés comme un seul
    personnage face à une tentative de corruption.\""""
    state = world(characters={"roxane": "THE", ALEXANDRE: "THE", "eumene:diadoque": "MAC"})
    state.position = state.position.model_copy(update={"attached": {ALEXANDRE: "roxane"}})
    state.rng.forced = [1]
    after, _ = bribery_step(BOARD, state, {"eumene": bribe(ALEXANDRE, 10)})
    assert after.position.controllers["roxane"] == "eumene"
    assert after.position.controllers[ALEXANDRE] == "eumene"


# ----------------------------------------------------------------------------- the highest bid
def test_only_the_highest_valid_bribe_is_validated_and_only_it_is_paid() -> None:
    """ "Plusieurs tentatives de corruption sur la même unité peuvent avoir lieu. La corruption engageant
    le plus d'argent est la seule à être validée"; "L'argent est dépensé uniquement si la corruption est
    validée"; "si le joueur ne dispose pas de la somme engagée, la corruption n'est pas validée.\""""
    state = world(
        ("cassandre", "A", "MAC"), ("lysimaque", "A", "THR"), ("antigone", "F", "EGE"), ("eumene", "A", "THE")
    )
    state.treasuries["eumene"] = 30
    state.rng.forced = [1]
    after, events = bribery_step(
        BOARD,
        state,
        {
            "lysimaque": bribe("cassandre-1", 25),
            "antigone": bribe("cassandre-1", 35),
            "eumene": bribe("cassandre-1", 60),  # more than its treasury: not valid
        },
    )
    assert owner(after, "cassandre-1") == "antigone"
    assert after.treasuries == {**state.treasuries, "antigone": 65}
    reasons = {e["power"]: e.get("reason") for e in events if e["kind"] == "bribe_not_validated"}
    assert reasons == {"lysimaque": "bribe_outbid", "eumene": "not_enough_gold"}


def test_a_bribe_below_the_level_is_not_validated() -> None:
    """ "Si la corruption versée est inférieure au niveau de corruption (...) la corruption n'est pas
    validée.\""""
    state = world(("cassandre", "Am", "MAC"), ("lysimaque", "A", "THR"))
    state.rng.forced = [1]
    after, events = bribery_step(BOARD, state, {"lysimaque": bribe("cassandre-1", 29)})
    assert owner(after, "cassandre-1") == "cassandre" and after.treasuries["lysimaque"] == 100
    assert [e["reason"] for e in events] == ["bribe_below_level"]


def test_a_tie_at_the_top_validates_no_bribe() -> None:
    """ "En cas d'égalité de toutes les sommes, aucune corruption n'est validée.\""""
    state = world(("cassandre", "A", "MAC"), ("lysimaque", "A", "THR"), ("antigone", "F", "EGE"))
    state.rng.forced = [1]
    after, events = bribery_step(
        BOARD, state, {"lysimaque": bribe("cassandre-1", 30), "antigone": bribe("cassandre-1", 30)}
    )
    assert owner(after, "cassandre-1") == "cassandre"
    assert after.treasuries == state.treasuries
    assert {e["reason"] for e in events} == {"bribe_tie"}


# ---------------------------------------------------------------------------- counter-bribery
def test_counter_bribery_is_spent_at_once_raises_the_level_and_stays_secret_unless_met() -> None:
    """ "La contre-corruption est une somme libre versée à une de ses unités militaires (...) pour
    augmenter son niveau de corruption. (...) Elle est dépensée immédiatement"; "Si aucune corruption
    n'est validée, l'éventuelle contre-corruption n'est pas révélée.\""""
    state = world(("cassandre", "A", "MAC"), ("lysimaque", "A", "THR"))
    paid, events = counter_bribery_step(BOARD, state, {"cassandre": counter("cassandre-1", 15)})
    assert paid.treasuries["cassandre"] == 85 and bribe_level(paid, "cassandre-1") == 35
    assert not visible_to(events[0], "lysimaque") and visible_to(events[0], "cassandre")
    paid.rng.forced = [100]
    _, events = bribery_step(BOARD, paid, {"lysimaque": bribe("cassandre-1", 30)})
    assert not any(e["public"] for e in events)  # not validated: nothing revealed
    paid.rng.forced = [100]
    _, events = bribery_step(BOARD, paid, {"lysimaque": bribe("cassandre-1", 40)})
    (validated,) = [e for e in events if e["kind"] == "bribe"]
    assert validated["public"] and validated["counter_bribery"] == 15 and validated["level"] == 35


def test_counter_bribery_goes_to_one_s_own_or_a_neutral_unit_or_character_only() -> None:
    """ "versée à une de ses unités militaires (...). Il est également possible de verser de la
    contre-corruption à une unité ou un personnage neutres.\""""
    state = world(("cassandre", "A", "MAC"), ("neutral", "A", "THE"), characters={"olympias": "delphes"})
    state.position = state.position.model_copy(update={"controllers": {"olympias": "neutral"}})
    orders = SecondarySheet(
        counter_bribes=(
            CounterBribe(target="cassandre-1", amount=5),
            CounterBribe(target="neutral-2", amount=5),
            CounterBribe(target="olympias", amount=5),
        )
    )
    after, events = counter_bribery_step(BOARD, state, {"lysimaque": orders})
    assert [e["succeeded"] for e in events] == [False, True, True]
    assert after.treasuries["lysimaque"] == 90


def test_counter_bribery_and_the_year_s_bribes_last_until_the_end_of_autumn() -> None:
    """ "Elle (...) se cumule jusqu'à la fin de l'automne de l'année en cours.\""""
    state = world(("cassandre", "A", "MAC"))
    state, _ = counter_bribery_step(BOARD, state, {"cassandre": counter("cassandre-1", 5)})
    state, _ = counter_bribery_step(BOARD, state, {"cassandre": counter("cassandre-1", 5)})
    assert bribe_level(state, "cassandre-1") == 30
    state.bribes_paid["lysimaque>cassandre-1"] = 20
    state, _ = year_end_bribery_step(BOARD, state)
    assert bribe_level(state, "cassandre-1") == 20 and state.bribes_paid == {}


# ------------------------------------------------------------------------------- what it does
def test_a_bribed_militia_becomes_mercenary_a_guard_elite_its_commander_killed() -> None:
    """ "Une armée de milice corrompue devient armée de mercenaires et une armée de garde devient armée
    d'élite"; "Un chef militaire au commandement d'une unité corrompue et qui ne s'était pas dissocié de
    celle-ci (ordres) est tué.\""""
    state = world(
        ("cassandre", "Ag", "MAC", "olympias"),
        ("antigone", "Am", "PHR"),
        ("lysimaque", "A", "THR"),
        ("eumene", "A", "LYD"),
    )
    state.rng.forced = [1, 1]
    after, events = bribery_step(
        BOARD, state, {"lysimaque": bribe("cassandre-1", 40), "eumene": bribe("antigone-2", 30)}
    )
    guard, militia = after.position.unit("cassandre-1"), after.position.unit("antigone-2")
    assert (guard.owner, guard.kind.value, guard.commander) == ("lysimaque", "Ae", None)
    assert (militia.owner, militia.kind.value) == ("eumene", "A")
    assert "olympias" in after.dead
    assert any(e["kind"] == "commander_killed" and e["character"] == "olympias" for e in events)


def test_the_other_characters_with_a_bribed_unit_change_sides() -> None:
    """ "Les autres personnages (membres de la Famille Royale, diadoques ou épigones capturés) passent
    sous le contrôle du nouveau camp de l'unité.\""""
    state = world(("cassandre", "A", "MAC"), ("lysimaque", "A", "THR"), characters={"cleopatre": "MAC"})
    state.position = state.position.model_copy(
        update={"attached": {"cleopatre": "cassandre-1"}, "controllers": {"cleopatre": "cassandre"}}
    )
    state.rng.forced = [1]
    after, _ = bribery_step(BOARD, state, {"lysimaque": bribe("cassandre-1", 20)})
    assert after.position.controllers["cleopatre"] == "lysimaque"


def test_a_bribed_besieger_keeps_its_first_siege_turn() -> None:
    """ "Si une unité assiégeante est corrompue après avoir réussi un premier tour de siège (A1), son
    nouveau possesseur peut poursuivre le siège (A2).\""""
    state = world(("cassandre", "A", "LYD"), ("lysimaque", "A", "PHR"))
    state.position = state.position.model_copy(update={"first_sieges": {"cassandre-1": "ephese"}})
    state.rng.forced = [1]
    after, _ = bribery_step(BOARD, state, {"lysimaque": bribe("cassandre-1", 20)})
    assert owner(after, "cassandre-1") == "lysimaque"
    assert after.position.first_sieges == {"cassandre-1": "ephese"}


def test_the_citadel_or_province_of_a_bribed_unit_changes_sides_at_once() -> None:
    """ "En cas de corruption réussie, la province et/ou la citadelle dans laquelle se trouve l'unité
    corrompue change(nt) de camp immédiatement\""""
    state = world(
        ("cassandre", "A", "pella"),
        ("cassandre", "A", "ILL"),
        ("lysimaque", "A", "MAC"),
        characters={"roxane": "pella"},
    )
    state.rng.forced = [1, 1]
    after, _ = bribery_step(
        BOARD,
        state,
        {
            "lysimaque": SecondarySheet(
                bribes=(Bribe(target="cassandre-1", amount=20), Bribe(target="cassandre-2", amount=20))
            )
        },
    )
    assert after.position.citadel_owner["pella"] == "lysimaque"
    assert after.position.province_owner["ILL"] == "lysimaque"
    assert after.position.controllers["roxane"] == "lysimaque"  # "la capture est automatique"


def test_a_bribe_may_take_a_power_over_its_limits_until_winter() -> None:
    """ "Suite à une corruption, l'on peut dépasser la limite pour la catégorie à laquelle appartient
    l'unité nouvellement recrutée. Dans ce cas, l'anomalie subsiste jusqu'à l'hiver.\""""
    state = world(("cassandre", "Ae", "MAC"), ("lysimaque", "Ae", "THR"))
    state.rng.forced = [1]
    after, _ = bribery_step(BOARD, state, {"lysimaque": bribe("cassandre-1", 30)})
    elites = [u for u in after.position.units if u.owner == "lysimaque" and u.kind.value == "Ae"]
    assert len(elites) == 2
