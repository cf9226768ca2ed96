"""Chapter 6b, the characters at the start and the military leaders (their command, bonus and bribe level)."""

from __future__ import annotations

from engine.diadoques.characters.command import bribe_level_modifier, command_orders, end_of_turn_commands
from engine.diadoques.characters.roster import (
    ALEXANDRE,
    CLEOPATRE,
    EURYDICE,
    OLYMPIAS,
    PHILIPPE,
    ROXANE,
    ROYALS,
    controller_of,
    space_of,
)
from engine.diadoques.characters.start import place_starting_characters
from engine.diadoques.secondary import Command, Dissociate, SecondarySheet
from engine.diadoques.units import NEUTRAL
from tests.diadoques.characters_fixtures import put
from tests.diadoques.seasons_fixtures import BOARD, own, place, start


def test_the_royal_family_starts_where_the_table_says_the_four_in_mac_cassandres() -> None:
    """§6b: "Philippe III et Eurydice | MAC | 10 | Roxane et Alexandre IVe | MAC | 10 | Olympias | delphes |
    5 | Cléopâtre | Sardes | 10"; §12: "Les 4 personnages en MAC sont contrôlés par Cassandre.\""""
    state = place(start(), ("cassandre", "A", "MAC"), ("cassandre", "A", "MAC"))
    state, _ = place_starting_characters(BOARD, state)
    where = {cid: space_of(state.position, cid) for cid in ROYALS}
    assert where == {
        PHILIPPE: "MAC",
        EURYDICE: "MAC",
        ROXANE: "MAC",
        ALEXANDRE: "MAC",
        OLYMPIAS: "delphes",
        CLEOPATRE: "sardes",
    }
    holders = {cid: controller_of(state.position, cid) for cid in ROYALS}
    assert holders == {
        PHILIPPE: "cassandre",
        EURYDICE: "cassandre",
        ROXANE: "cassandre",
        ALEXANDRE: "cassandre",
        OLYMPIAS: NEUTRAL,
        CLEOPATRE: NEUTRAL,
    }
    assert [ROYALS[c].bribe_level for c in (PHILIPPE, ROXANE, OLYMPIAS, CLEOPATRE)] == [10, 10, 5, 10]
    commanders = {u.id: u.commander for u in state.position.units}
    assert commanders == {"cassandre-1": "cassandre:diadoque", "cassandre-2": PHILIPPE}


def test_no_bonus_before_a_whole_turn_in_command_then_plus_one_for_the_diadoque_not_the_epigone() -> None:
    """§6b: "Il apporte un bonus de +1 à la valeur au combat de l'unité qu'il commande (à condition d'être
    au commandement de celle-ci depuis la fin du tour précédent)"; the epigone "possède les mêmes capacités
    que le diadoque, sauf le bonus de +1"."""
    state = place(start(), ("cassandre", "A", "MAC"), ("ptolemee", "A", "SYR"))
    state = put(state, "ptolemee:epigone", "SYR")
    state, _ = place_starting_characters(BOARD, state)
    state, _ = command_orders(BOARD, state, {})
    strengths = {u.id: u.strength for u in state.position.units}
    assert strengths == {"cassandre-1": 1, "ptolemee-2": 1}
    state, _ = end_of_turn_commands(BOARD, state)
    strengths = {u.id: u.strength for u in state.position.units}
    assert strengths == {"cassandre-1": 2, "ptolemee-2": 1}
    assert next(u for u in state.position.units if u.id == "ptolemee-2").commander == "ptolemee:epigone"


def test_olympias_gives_the_bonus_and_lowers_the_bribe_level_by_five() -> None:
    """§6b: "elle peut commander aux unités, en apportant le bonus de +1 au commandement (...) Par contre,
    elle abaisse le niveau de corruption de l'unité qu'elle commande de 5 T."; §9b: "La présence du
    diadoque ou de l'épigone au commandement d'une unité relève le niveau de corruption de celle-ci de
    10 T."""
    state = place(start(), ("cassandre", "A", "ETO"), ("antigone", "A", "PHR"))
    state = put(state, OLYMPIAS, "ETO", "cassandre")
    state = put(state, "antigone:diadoque", "PHR")
    state, _ = command_orders(BOARD, state, {})
    state, _ = end_of_turn_commands(BOARD, state)
    units = {u.id: u for u in state.position.units}
    assert units["cassandre-1"].commander == OLYMPIAS and units["cassandre-1"].strength == 2
    assert bribe_level_modifier(state, units["cassandre-1"]) == -5
    assert bribe_level_modifier(state, units["antigone-2"]) == 10
    assert bribe_level_modifier(state, units["antigone-2"], leaving={"antigone:diadoque"}) == 0


def test_one_commander_by_the_order_of_preference_unless_a_command_order_says() -> None:
    """§6b: "si l'unité n'avait aucun chef, l'ordre de préférence est diadoque/épigone/Philippe
    III/Olympias" and §9c "Placer un chef militaire au commandement"."""
    state = place(start(), ("cassandre", "A", "MAC"))
    for cid in ("cassandre:diadoque", OLYMPIAS, PHILIPPE):
        state = put(state, cid, "MAC", "cassandre")
    default, _ = command_orders(BOARD, state, {})
    assert default.position.units[0].commander == "cassandre:diadoque"
    assert default.position.attached[PHILIPPE] == "cassandre-1"
    chosen, _ = command_orders(
        BOARD,
        default,
        {"cassandre": SecondarySheet(secondary=(Command(character=PHILIPPE, unit="cassandre-1"),))},
    )
    assert chosen.position.units[0].commander == PHILIPPE
    assert chosen.position.attached["cassandre:diadoque"] == "cassandre-1"


def test_a_dissociated_diadoque_stays_beside_its_unit_without_commanding_it() -> None:
    """§6b: "Le diadoque peut se trouver dans le même espace qu'une de ses unités, sans toutefois y être
    associé (il faut toutefois le préciser dans les ordres - chapitre 9c)"."""
    state = place(start(), ("antigone", "A", "PHR", "antigone:diadoque"))
    sheet = SecondarySheet(secondary=(Dissociate(character="antigone:diadoque"),))
    state, events = command_orders(BOARD, state, {"antigone": sheet})
    assert state.position.units[0].commander is None
    assert state.position.characters["antigone:diadoque"] == "PHR"
    assert "antigone:diadoque" not in state.position.attached
    assert {"kind": "character_dissociated", "power": "antigone", "character": "antigone:diadoque"} in events


def test_philippe_without_a_unit_to_command_at_the_end_of_a_turn_becomes_neutral_with_his_wife() -> None:
    """§6b: "Si Philippe se retrouve sans unité à commander à la fin d'un tour, il devient neutre (sa femme
    aussi). S'il avait le commandement d'une garnison et que celle-ci disparaît, la citadelle où il se
    trouve devient neutre aussi.\""""
    state = own(place(start()), "cassandre", "pydna")
    state = put(state, PHILIPPE, "pydna", "cassandre")
    state = put(state, EURYDICE, "pydna", "cassandre", with_unit=PHILIPPE)
    state, events = end_of_turn_commands(BOARD, state)
    assert controller_of(state.position, PHILIPPE) == NEUTRAL
    assert controller_of(state.position, EURYDICE) == NEUTRAL
    assert state.position.citadel_owner["pydna"] is None
    assert {"kind": "philippe_neutral", "power": "cassandre", "space": "pydna"} in events


def test_philippe_in_command_stays_cassandres_and_gives_no_bonus() -> None:
    """§6b: "Philippe doit être placé au commandement d'une unité. Toutefois, il ne bénéficie pas du bonus
    de +1, ni des autres capacités du diadoque.\""""
    state = place(start(), ("cassandre", "A", "MAC", PHILIPPE))
    state.position = state.position.model_copy(update={"controllers": {PHILIPPE: "cassandre"}})
    state, events = end_of_turn_commands(BOARD, state)
    assert controller_of(state.position, PHILIPPE) == "cassandre" and not events
    assert state.position.units[0].strength == 1


def test_every_characters_report_line_has_an_english_and_a_french_message() -> None:
    """Every user-visible text goes through the catalogs (diadoques_characters.ftl), in both languages."""
    from engine.diadoques.characters.messages import KINDS, report_key
    from i18n import t

    for kind in sorted(KINDS):
        key = report_key({"kind": kind})
        assert key is not None
        english, french = (
            t(
                key,
                "en",
                character="X",
                power="P",
                to="Q",
                roll=3,
                citadel="C",
                space="S",
                prestige=10,
                beneficiary="B",
                **{"from": "F"},
            ),
            None,
        )
        french = t(
            key,
            "fr",
            character="X",
            power="P",
            to="Q",
            roll=3,
            citadel="C",
            space="S",
            prestige=10,
            beneficiary="B",
            **{"from": "F"},
        )
        assert key not in (english, french) and english != french
    assert report_key({"kind": "fleet_sunk"}) is None


def test_at_the_end_of_a_turn_who_went_with_a_vanished_unit_or_a_dead_companion_stands_free() -> None:
    """§6b: "Il retrouve sa liberté dans les cas suivants : (...) si l'unité à laquelle il est rattaché
    disparaît lors de la saison d'hiver (chapitre 10)" (whatever made it vanish: a revolt's execution, a
    sunk fleet, a lot nobody bought); Eurydice, widowed, stands alone."""
    state = place(start())
    state = put(state, OLYMPIAS, "THE", "cassandre", with_unit="cassandre-7")
    state = put(state, EURYDICE, "ETO", "cassandre", with_unit=PHILIPPE)
    state.dead.append(PHILIPPE)
    state, events = end_of_turn_commands(BOARD, state)
    assert state.position.attached == {}
    assert controller_of(state.position, OLYMPIAS) == NEUTRAL
    assert state.position.characters[OLYMPIAS] == "THE" and state.position.characters[EURYDICE] == "ETO"
    assert {
        "kind": "character_freed",
        "character": OLYMPIAS,
        "why": "unit_gone",
        "power": "cassandre",
    } in events
