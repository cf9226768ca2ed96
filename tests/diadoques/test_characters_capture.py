"""Chapter 6b, "Capture et contrôle des personnages", and the lone royals' retreat to a neutral citadel."""

from __future__ import annotations

from engine.diadoques.characters.capture import after_military_moves, character_retreats
from engine.diadoques.characters.roster import EURYDICE, OLYMPIAS, PHILIPPE, ROXANE, controller_of
from engine.diadoques.secondary import GiveCharacter, NoCapture, SecondarySheet
from engine.diadoques.units import NEUTRAL
from tests.diadoques.characters_fixtures import free, put
from tests.diadoques.seasons_fixtures import BOARD, own, place, start


def _moves(state, rolls=(), sheets=None, before=None):
    state.rng.forced = list(rolls)
    return after_military_moves(BOARD, state, sheets or {}, before=before or state.position)


def test_a_lone_royal_beside_an_enemy_unit_is_captured_on_one_to_four_on_land() -> None:
    """ "un personnage se retrouve seul dans le même espace qu'une unité ennemie (...) après les mouvements et
    retraites : avec 1d6, le personnage est capturé sur 1-2 en mer et 1-4 à terre.\""""
    for roll, caught in ((4, True), (5, False)):
        state = free(place(start(), ("antigone", "A", "LYD")), "cleopatre", "LYD")
        state, events = _moves(state, [roll])
        assert (controller_of(state.position, "cleopatre") == "antigone") is caught
        assert {"kind": "capture_roll", "character": "cleopatre", "power": "antigone", "roll": roll} in events
        if caught:
            assert state.position.attached["cleopatre"] == "antigone-1"


def test_at_sea_only_one_or_two_captures() -> None:
    """ "capturé sur 1-2 en mer\""""
    for roll, caught in ((2, True), (3, False)):
        state = put(place(start(), ("ptolemee", "F", "MOR")), "antigone:diadoque", "MOR")
        state, _ = _moves(state, [roll])
        assert (controller_of(state.position, "antigone:diadoque") == "ptolemee") is caught


def test_an_enemy_diadoque_alone_captures_a_royal_but_not_another_diadoque() -> None:
    """ "(ou un diadoque ou épigone dans le cas des membres de la Famille Royale)\""""
    state = put(free(place(start()), OLYMPIAS, "ETO"), "cassandre:diadoque", "ETO")
    state = put(state, "antigone:diadoque", "ETO")
    state, events = _moves(state, [6, 1])
    rolled = [(e["character"], e["power"]) for e in events if e["kind"] == "capture_roll"]
    assert rolled == [(OLYMPIAS, "antigone"), (OLYMPIAS, "cassandre")]
    assert controller_of(state.position, OLYMPIAS) == "cassandre"
    assert controller_of(state.position, "antigone:diadoque") == "antigone"


def test_a_player_may_decline_the_capture_of_a_character_named_in_its_orders() -> None:
    """ "Un joueur peut décider, en le prévoyant dans ses ordres, de ne pas tenter la capture d'un
    personnage, en le citant précisément (chapitre 9c).\""""
    state = free(place(start(), ("antigone", "A", "LYD")), "cleopatre", "LYD")
    sheets = {"antigone": SecondarySheet(secondary=(NoCapture(character="cleopatre"),))}
    state, events = _moves(state, [1], sheets)
    assert controller_of(state.position, "cleopatre") == NEUTRAL
    assert not [e for e in events if e["kind"] == "capture_roll"]


def test_everyone_in_a_citadel_that_changes_sides_is_captured_automatically() -> None:
    """ "un personnage se trouve dans une citadelle qui change de camp : la capture est automatique" and
    "tout personnage dans la citadelle est capturé, y compris un personnage commandant l'ex-garnison"."""
    state = free(place(start(), ("cassandre", "A", "ETO")), OLYMPIAS, "delphes")
    before = state.position
    state = own(state, "cassandre", "delphes")
    state, events = _moves(state, [], before=before)
    assert controller_of(state.position, OLYMPIAS) == "cassandre"
    assert {
        "kind": "character_captured",
        "character": OLYMPIAS,
        "power": "cassandre",
        "how": "citadel",
    } in events
    garrisoned = place(start(), ("eumene", "A", "tyane", "eumene:diadoque"), ("antigone", "A", "CAP"))
    before = garrisoned.position
    garrisoned.position = own(garrisoned, "antigone", "tyane").position.model_copy(
        update={"units": (garrisoned.position.units[1],)}
    )
    garrisoned, _ = _moves(garrisoned, [], before=before)
    assert controller_of(garrisoned.position, "eumene:diadoque") == "antigone"
    assert "eumene:diadoque" not in garrisoned.dead


def test_a_leader_dies_with_its_unit_destroyed_in_combat_and_its_companions_may_be_taken() -> None:
    """ "Un chef militaire est éliminé si l'unité qu'il commande (...) est éliminée suite à un combat, sauf
    dans le cas d'un siège"; "si l'unité à laquelle il est rattaché est éliminée (dans ce cas, il peut être
    de nouveau capturé par l'unité victorieuse)"."""
    state = place(start(), ("cassandre", "A", "THE", "cassandre:diadoque"))
    state = put(state, OLYMPIAS, "THE", "cassandre", with_unit="cassandre-1")
    before = state.position
    victor = before.units[0].model_copy(update={"id": "antigone-9", "owner": "antigone", "commander": None})
    state.position = before.model_copy(update={"units": (victor,)})
    state, events = _moves(state, [3], before=before)
    assert "cassandre:diadoque" in state.dead
    assert {
        "kind": "character_died",
        "character": "cassandre:diadoque",
        "cause": "unit_destroyed",
        "space": "THE",
        "by": "antigone",
    } in events
    assert controller_of(state.position, OLYMPIAS) == "antigone"


def test_associated_characters_move_with_their_unit() -> None:
    """ "Les personnages associés à une unité se déplacent avec elle, y compris en cas de retraite.\""""
    state = place(start(), ("cassandre", "A", "MAC", "cassandre:diadoque"))
    state = put(state, ROXANE, "MAC", "cassandre", with_unit="cassandre-1")
    before = state.position
    state.position = before.model_copy(
        update={"units": (before.units[0].model_copy(update={"space": "THE"}),)}
    )
    state, _ = _moves(state, [], before=before)
    assert state.position.characters[ROXANE] == "THE"
    assert state.position.characters["alexandre4"] == "THE"


def test_a_royal_left_alone_goes_free_and_a_captured_diadoque_left_alone_too() -> None:
    """ "Il retrouve sa liberté dans les cas suivants : (...) s'il se retrouve seul à l'issue des mouvements"
    and, to keep a captured diadoque, "soit le maintenir associé à une unité, soit l'enfermer dans une
    citadelle"."""
    state = put(place(start()), ROXANE, "THR", "cassandre")
    state = put(state, "eumene:diadoque", "THR", "cassandre")
    state, _ = _moves(state, [])
    assert controller_of(state.position, ROXANE) == NEUTRAL
    assert controller_of(state.position, "alexandre4") == NEUTRAL
    assert controller_of(state.position, "eumene:diadoque") == "eumene"
    held = put(own(place(start()), "cassandre", "pydna"), "eumene:diadoque", "pydna", "cassandre")
    held, _ = _moves(held, [])
    assert controller_of(held.position, "eumene:diadoque") == "cassandre"


def test_philippe_is_kept_only_with_a_unit_never_locked_in_a_citadel() -> None:
    """ "Philippe III : lui confier le commandement d'une unité (voir ci-dessus)\""""
    state = put(own(place(start()), "cassandre", "pydna"), PHILIPPE, "pydna", "cassandre")
    state = put(state, EURYDICE, "pydna", "cassandre", with_unit=PHILIPPE)
    state, _ = _moves(state, [])
    assert controller_of(state.position, PHILIPPE) == NEUTRAL
    assert controller_of(state.position, EURYDICE) == NEUTRAL


def test_a_gift_is_captured_automatically_by_the_beneficiarys_unit_where_it_ends() -> None:
    """§9c "Don de personnage": "Il faut indiquer le joueur bénéficiaire et donner l'ordre au personnage de
    se déplacer, la capture sera automatique, si toutefois le personnage se retrouve bien en fin de
    mouvement dans le même espace qu'une unité du joueur concerné.\""""
    state = put(place(start(), ("lysimaque", "A", "THR")), OLYMPIAS, "THR", "cassandre")
    sheets = {
        "cassandre": SecondarySheet(secondary=(GiveCharacter(character=OLYMPIAS, to_power="lysimaque"),))
    }
    state, events = _moves(state, [], sheets)
    assert controller_of(state.position, OLYMPIAS) == "lysimaque"
    assert state.position.attached[OLYMPIAS] == "lysimaque-1"
    assert not [e for e in events if e["kind"] == "capture_roll"]


def test_a_lone_royal_in_a_province_retreats_to_a_neutral_citadel_reachable_from_there() -> None:
    """§6b: "S'ils se retrouvent seuls dans une province terrestre ou une zone maritime, ils se retirent dans
    une citadelle neutre (au hasard) accessible à partir de cet espace, sinon ils restent sur place.\""""
    seen = set()
    for seed in range(16):
        state = free(place(start(seed)), OLYMPIAS, "ETO")
        state, events = character_retreats(BOARD, state)
        refuge = state.position.characters[OLYMPIAS]
        assert {"kind": "royal_retreat", "character": OLYMPIAS, "from": "ETO", "to": refuge} in events
        seen.add(refuge)
    assert seen == {"athenes", "delphes"}
    one_left = free(own(place(start()), "cassandre", "athenes"), OLYMPIAS, "ETO")
    one_left, _ = character_retreats(BOARD, one_left)
    assert one_left.position.characters[OLYMPIAS] == "delphes"
    stays = free(own(place(start()), "cassandre", "athenes", "delphes"), OLYMPIAS, "ETO")
    stays, events = character_retreats(BOARD, stays)
    assert stays.position.characters[OLYMPIAS] == "ETO" and not events


def test_a_character_whose_unit_disappears_in_winter_goes_free() -> None:
    """§6b: "Il retrouve sa liberté dans les cas suivants : (...) si l'unité à laquelle il est rattaché
    disparaît lors de la saison d'hiver (chapitre 10)\""""
    from engine.diadoques.characters.capture import after_winter_orders

    state = place(start(), ("cassandre", "A", "THE"))
    state = put(state, OLYMPIAS, "THE", "cassandre", with_unit="cassandre-1")
    state = put(state, "eumene:diadoque", "THE", "cassandre", with_unit="cassandre-1")
    before = state.position
    state.position = before.model_copy(update={"units": ()})
    state, events = after_winter_orders(BOARD, state, {}, before=before)
    assert controller_of(state.position, OLYMPIAS) == NEUTRAL
    assert controller_of(state.position, "eumene:diadoque") == "eumene"
    assert state.position.characters[OLYMPIAS] == "THE" and OLYMPIAS not in state.position.attached
    assert {
        "kind": "character_freed",
        "character": OLYMPIAS,
        "why": "unit_gone",
        "power": "cassandre",
    } in events


def test_a_prisoner_goes_free_when_its_citadel_turns_neutral_but_not_when_it_joins_a_revolt() -> None:
    """§6b: "Il retrouve sa liberté dans les cas suivants : · si la citadelle dans laquelle il est enfermé
    devient neutre et ne participe pas à une révolte\""""
    jailed = put(own(place(start()), "cassandre", "pydna"), "eumene:diadoque", "pydna", "cassandre")
    jailed = put(jailed, OLYMPIAS, "pydna", "cassandre")
    before = jailed.position
    freed = own(jailed.model_copy(deep=True), None, "pydna")
    freed, events = _moves(freed, [], before=before)
    assert controller_of(freed.position, "eumene:diadoque") == "eumene"
    assert controller_of(freed.position, OLYMPIAS) == NEUTRAL
    assert {"kind": "character_freed", "character": OLYMPIAS, "why": "citadel_neutral"} in events
    revolted = own(jailed.model_copy(deep=True), "revolt:macedonians", "pydna")
    revolted, _ = _moves(revolted, [], before=before)
    assert controller_of(revolted.position, OLYMPIAS) == "revolt:macedonians"
    assert controller_of(revolted.position, "eumene:diadoque") == "revolt:macedonians"


def test_a_lone_diadoque_crossing_an_enemy_unit_may_be_captured() -> None:
    """ "un diadoque ou épigone croise une unité ennemie pendant les mouvements : avec 1d6, le personnage est
    capturé sur 1-2 en mer et 1-4 à terre" (crossing: the two swap spaces)."""
    for roll, caught in ((4, True), (5, False)):
        state = put(place(start(), ("antigone", "A", "THE")), "cassandre:diadoque", "ETO")
        before = state.position
        moved_unit = before.units[0].model_copy(update={"space": "ETO"})
        state.position = before.model_copy(
            update={"units": (moved_unit,), "characters": {**before.characters, "cassandre:diadoque": "THE"}}
        )
        state, events = _moves(state, [roll], before=before)
        assert {
            "kind": "capture_roll",
            "character": "cassandre:diadoque",
            "power": "antigone",
            "roll": roll,
        } in events
        assert (controller_of(state.position, "cassandre:diadoque") == "antigone") is caught
        if caught:
            assert state.position.characters["cassandre:diadoque"] == "ETO"  # taken along by the unit


def test_a_captured_diadoque_is_freed_when_its_own_side_takes_the_citadel() -> None:
    """ "pour le diadoque ou l'épigone uniquement, si la citadelle dans laquelle il est enfermé est prise par
    son propre camp\""""
    state = put(own(place(start()), "cassandre", "athenes"), "eumene:diadoque", "athenes", "cassandre")
    before = state.position
    state = own(state, "eumene", "athenes")
    state, _ = _moves(state, [], before=before)
    assert controller_of(state.position, "eumene:diadoque") == "eumene"
    assert "eumene:diadoque" not in state.position.controllers
