"""Chapter 14a-c: deaths in the royal family, storms and floods.

"Les unités et personnages pris dans une tempête ne peuvent exécuter aucun ordre (...). On ne peut pas
entrer (mouvement, convoi ou retraite) dans un espace affecté par une tempête. En cas de tempête en mer, une
flotte se trouvant dans la zone affectée peut éventuellement sombrer (1d6 : 1). Chaque personnage (pris
séparément) peut se noyer (1d6 : 1) ou être rejeté (1d6 : 2) sur une province adjacente à la zone maritime
(tirée au sort)."
"Toute frontière longée d'un bout à l'autre par un fleuve en crue est infranchissable (...). Les provinces
inondables (en vert) que le fleuve longe ou traverse sont inondées."
"""

from __future__ import annotations

from engine.diadoques.orders import Move
from engine.diadoques.seasons import resolve_military_season
from tests.diadoques.events_fixtures import BOARD, draw, game, place, upkeep


def test_a_royal_death_takes_the_character_off_the_board():
    """Table V "3 | Roxane"; "Les points de prestige (...) qu'il représente disparaissent."."""
    state, events = draw(game(), "death-roxane")
    assert "roxane" in state.dead
    assert "roxane" not in state.position.characters
    assert any(e["kind"] == "character_died" and e["character"] == "roxane" for e in events)


def test_a_snowstorm_cancels_the_orders_there_and_no_one_enters():
    """Autumn "7-8 | 1 | ILL et EPI": the army in EPI loses its order; the one moving into ILL stays."""
    state = place(game(), ("cassandre", "A", "EPI"), ("cassandre", "A", "MAC"))
    state.sheets = {"cassandre": {"cassandre-1": Move(dest="THE"), "cassandre-2": Move(dest="ILL")}}
    state, events = draw(state, "snowstorm-ill")
    assert {"ILL", "EPI"} <= state.position.blocked
    assert "cassandre-1" not in state.sheets["cassandre"]
    assert {"kind": "orders_cancelled", "unit": "cassandre-1"} in events
    after, _ = resolve_military_season(state, state.sheets, BOARD)
    spaces = {u.id: u.space for u in after.position.units}
    assert spaces == {"cassandre-1": "EPI", "cassandre-2": "MAC"}


def test_a_fleet_sinks_on_a_one_and_not_on_a_two():
    """Table II "8 | POC": two fleets, the first rolls 1 and sinks, the second rolls 2 and floats."""
    state = place(game(), ("lysimaque", "F", "POC"))
    state, events = draw(state, "seastorm-poc", 1)
    assert not state.position.units
    assert {"kind": "fleet_sunk", "unit": "lysimaque-1", "power": "lysimaque", "space": "POC"} in events
    state = place(game(), ("lysimaque", "F", "POC"))
    state, _ = draw(state, "seastorm-poc", 2)
    assert [u.id for u in state.position.units] == ["lysimaque-1"]


def test_a_character_at_sea_drowns_on_a_one_or_is_cast_ashore_on_a_two():
    state = place(game(), ("lysimaque", "F", "POC", "lysimaque:diadoque"))
    state, _ = draw(state, "seastorm-poc", 3, 1)  # the fleet floats, its diadoque drowns
    assert "lysimaque:diadoque" in state.dead
    state = place(game(), ("lysimaque", "F", "POC", "lysimaque:diadoque"))
    state, events = draw(state, "seastorm-poc", 3, 2)  # cast ashore on a province of the Pont
    ashore = state.position.characters["lysimaque:diadoque"]
    assert ashore in BOARD.adjacent_provinces_of_sea("POC")
    assert {"kind": "cast_ashore", "character": "lysimaque:diadoque", "space": ashore} in events
    state = place(game(), ("lysimaque", "F", "POC", "lysimaque:diadoque"))
    state, _ = draw(state, "seastorm-poc", 3, 4)  # neither: he stays in command
    assert state.position.units[0].commander == "lysimaque:diadoque"


def test_the_euphrates_in_flood_closes_its_borders_and_floods_chd_and_bas():
    """Spring "5 | Crue de l'Euphrate : CHD et BAS inondées"."""
    state, _ = draw(game(), "flood-euphrates")
    assert {"CHD", "BAS"} <= state.position.blocked
    assert state.position.border_closed("SYR", "MES") and state.position.border_closed("COM", "MES")
    assert not state.position.border_closed("MES", "ASS")  # the Tigris is not in flood


def test_a_river_closes_only_the_borders_it_runs_along_from_end_to_end():
    """The Halys runs along PHR-PAP from end to end, not along BIT-PAP."""
    state, _ = draw(game(), "flood-halys")
    assert state.position.border_closed("PHR", "PAP")
    assert not state.position.border_closed("BIT", "PAP")
    assert not state.position.blocked


def test_the_storm_ends_with_its_season():
    state, _ = draw(game(), "flood-indus")
    assert {"GHA", "IND"} <= state.position.blocked
    state, _ = upkeep(state)
    assert not state.position.blocked and not state.position.closed_borders
