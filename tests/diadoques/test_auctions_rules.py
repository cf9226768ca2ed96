"""Chapter 11b, the auctions (issue #48 item 3): each test quotes the sentence it checks."""

from __future__ import annotations

from engine.diadoques.gold.auctions import (
    area_of_action,
    auction_step,
    auction_winner,
    may_bid,
    offer_for_sale,
    out_of_area_step,
    starting_price,
    unsold_step,
)
from engine.diadoques.gold.secrecy import visible_to
from engine.diadoques.secondary import Bid, SecondarySheet
from engine.diadoques.units import NEUTRAL
from tests.diadoques.gold_fixtures import BOARD, world


def bids(**series: tuple[int, ...]) -> dict[str, SecondarySheet]:
    """One bid series per power, all on the unit "cassandre-1"."""
    return {p: SecondarySheet(secondary=(Bid(unit="cassandre-1", amounts=a),)) for p, a in series.items()}


def on_sale(reason: str, *others, season: str = "spring", space: str = "THE", kind: str = "A"):
    """Cassandre's unit in `space`, neutral and on sale for `reason`; `others` units around it."""
    state = world(("cassandre", kind, space), *others)
    state.season = season
    offer_for_sale(BOARD, state, "cassandre-1", reason, "cassandre")
    return state


def test_the_rulebook_s_example_b_wins_and_pays_15() -> None:
    """ "Exemple d'enchères : joueur A : 10, 11, 12, 13, 14 joueur B : 11, 15, 16 Le joueur B l'emporte,
    il dépense 15 T et seul ce chiffre est rendu public.\""""
    assert auction_winner({"A": [10, 11, 12, 13, 14], "B": [11, 15, 16]}) == ("B", 15)
    assert auction_winner({"A": [10, 15], "B": [11, 15, 16]}) == ("B", 16)  # 15 does not beat A's 15
    state = on_sale("disbanded", ("lysimaque", "A", "MAC"), ("antigone", "A", "ETO"))
    after, events = auction_step(BOARD, state, bids(lysimaque=(10, 11, 12, 13, 14), antigone=(11, 15, 16)))
    unit = after.position.unit("cassandre-1")
    assert unit.owner == "antigone"
    assert after.treasuries["antigone"] == 85 and after.treasuries["lysimaque"] == 100
    public = [e for e in events if e["public"]]
    assert public == [
        {"kind": "auction_won", "public": True, "unit": "cassandre-1", "power": "antigone", "amount": 15}
    ]
    lost = next(e for e in events if e["kind"] == "bid_lost")
    assert visible_to(lost, "lysimaque") and not visible_to(lost, "antigone") and "amount" not in lost


def test_a_tie_or_no_bid_leaves_the_unit_neutral() -> None:
    """ "En cas d'égalité ou d'absence d'enchère, l'unité reste neutre.\""""
    assert auction_winner({"A": [10, 12], "B": [11, 12]}) is None
    assert auction_winner({}) is None
    state = on_sale("disbanded", ("lysimaque", "A", "MAC"), ("antigone", "A", "ETO"))
    after, _ = auction_step(BOARD, state, bids(lysimaque=(10, 12), antigone=(12,)))
    assert after.position.unit("cassandre-1").owner == NEUTRAL
    assert after.treasuries == state.treasuries


def test_a_lone_bidder_pays_his_first_bid() -> None:
    """The winner "seul dépense la somme engagée": alone, his first amount at or above the starting price."""
    assert auction_winner({"A": [10, 14]}) == ("A", 10)


def test_the_three_causes_and_their_starting_prices() -> None:
    """ "élimination d'un joueur : (...) au coût d'achat de l'unité. Si les enchères ne sont pas validées,
    elles sont à nouveau proposées le tour d'après, pour un prix de départ de 1 T"; "révolte (...) Le prix de
    départ est la moitié du prix d'achat des unités (arrondi vers le bas)"; "licenciement (...) l'enchère
    démarre au coût d'achat des unités (...) de nouveau proposées au début de l'été, pour un prix de départ
    de 1 T.\""""
    state = world(("cassandre", "Ag", "MAC"), ("cassandre", "Am", "THE"))
    guard, militia = state.position.unit("cassandre-1"), state.position.unit("cassandre-2")
    assert starting_price(guard, "eliminated", 0) == 30 and starting_price(guard, "eliminated", 1) == 1
    assert starting_price(militia, "revolt", 0) == 7
    assert starting_price(guard, "disbanded", 0) == 30 and starting_price(guard, "disbanded", 1) == 1


def test_a_bid_under_the_starting_price_or_over_the_treasury_does_not_count() -> None:
    """The starting price is the least bid; "la somme maximale engagée pour chaque enchère ne peut pas
    dépasser la trésorerie\""""
    state = on_sale("disbanded", ("lysimaque", "A", "MAC"), ("antigone", "A", "ETO"))
    state.treasuries["antigone"] = 12
    after, _ = auction_step(BOARD, state, bids(lysimaque=(9, 11), antigone=(10, 30)))
    # 9 is under the starting price of 10 T and 30 over Antigone's 12 T: Lysimaque's 11 beats her 10
    assert after.position.unit("cassandre-1").owner == "lysimaque"
    assert after.treasuries["lysimaque"] == 89 and after.treasuries["antigone"] == 12


def test_who_may_bid_a_unit_or_free_diadoque_within_two_spaces_not_the_previous_owner() -> None:
    """ "Les joueurs intéressés (le précédent propriétaire ne pourra pas participer) (...) doivent disposer
    d'une unité ou de son diadoque ou épigone (non prisonnier) dans un rayon de 2 espaces de l'unité vendue
    aux enchères.\""""
    state = on_sale(
        "disbanded",
        ("lysimaque", "A", "PEO"),  # PEO-MAC-THE: two spaces
        ("ptolemee", "A", "EGY"),
        ("cassandre", "A", "MAC"),
        ("antigone", "A", "LYD"),  # three spaces away
    )
    assert may_bid(BOARD, state, "lysimaque", "cassandre-1")
    assert not may_bid(BOARD, state, "ptolemee", "cassandre-1")
    assert not may_bid(BOARD, state, "antigone", "cassandre-1")
    assert not may_bid(BOARD, state, "cassandre", "cassandre-1")
    state.position = state.position.model_copy(update={"characters": {"ptolemee:diadoque": "ETO"}})
    assert may_bid(BOARD, state, "ptolemee", "cassandre-1")
    state.position = state.position.model_copy(update={"controllers": {"ptolemee:diadoque": "lysimaque"}})
    assert not may_bid(BOARD, state, "ptolemee", "cassandre-1")


def test_the_units_are_examined_in_a_random_order_and_the_treasury_shrinks() -> None:
    """ "Les différentes unités seront examinées dans un ordre aléatoire (il convient donc de placer les
    sommes les plus importantes sur les unités les plus intéressantes)": with 25 T, Lysimaque's two bids of
    20 buy one unit only, which one depends on the game's dice."""
    bought = set()
    for seed in range(12):
        state = world(
            ("cassandre", "A", "THE"), ("cassandre", "A", "EPI"), ("lysimaque", "A", "MAC"), seed=seed
        )
        offer_for_sale(BOARD, state, "cassandre-1", "disbanded", "cassandre")
        offer_for_sale(BOARD, state, "cassandre-2", "disbanded", "cassandre")
        state.treasuries["lysimaque"] = 25
        sheet = SecondarySheet(
            secondary=(Bid(unit="cassandre-1", amounts=(20,)), Bid(unit="cassandre-2", amounts=(20,)))
        )
        after, _ = auction_step(BOARD, state, {"lysimaque": sheet})
        mine = [u.id for u in after.position.units if u.owner == "lysimaque" and u.id.startswith("cassandre")]
        assert len(mine) == 1 and after.treasuries["lysimaque"] == 5
        bought.add(mine[0])
    assert bought == {"cassandre-1", "cassandre-2"}


def test_a_revolted_unit_unsold_in_spring_is_eliminated_before_the_moves() -> None:
    """ "révolte pour absence de ravitaillement (...) Les enchères ont lieu au printemps. (...) Si les
    enchères ne sont pas validées, les unités sont éliminées avant les mouvements.\""""
    state = on_sale("revolt")
    after, events = auction_step(BOARD, state, {})
    assert "cassandre-1" not in {u.id for u in after.position.units}
    assert "cassandre-1" not in after.for_sale
    assert events[-1]["kind"] == "unsold_removed"


def test_a_disbanded_unit_is_offered_again_in_summer_at_1_t_then_eliminated_at_the_end_of_summer() -> None:
    """ "licenciement (...) Si les enchères ne sont pas validées, elles sont de nouveau proposées au début
    de l'été, pour un prix de départ de 1 T. Si elles n'ont toujours pas été prises, elles sont éliminées à
    la fin de l'été.\""""
    state = on_sale("disbanded", ("lysimaque", "A", "MAC"))
    spring, _ = auction_step(BOARD, state, bids(lysimaque=(5,)))  # under the 10 T of spring
    assert spring.position.unit("cassandre-1").owner == NEUTRAL
    spring.season = "summer"
    summer, _ = auction_step(BOARD, spring, bids(lysimaque=(1,)))
    assert summer.position.unit("cassandre-1").owner == "lysimaque"
    assert summer.treasuries["lysimaque"] == 99
    unsold, _ = auction_step(BOARD, spring, {})
    gone, _ = unsold_step(BOARD, unsold)
    assert "cassandre-1" not in {u.id for u in gone.position.units}


def test_an_eliminated_player_s_units_at_the_end_of_autumn_stay_neutral_by_a_citadel_or_go() -> None:
    """ "à la fin de l'automne, les unités situées en garnison, dans la province d'une citadelle majeure
    neutre, ainsi que les flottes ayant accès à une citadelle majeure neutre (flèche à double sens),
    deviendront définitivement neutres, tandis que les autres seront éliminées.\""""
    state = world(("cassandre", "A", "pydna"), ("cassandre", "A", "ILL"), ("cassandre", "A", "LYD"))
    state.season = "autumn"
    state.position = state.position.model_copy(
        update={"citadel_owner": {**state.position.citadel_owner, "sardes": None, "ephese": None}}
    )
    for uid in ("cassandre-1", "cassandre-2", "cassandre-3"):
        offer_for_sale(BOARD, state, uid, "eliminated", "cassandre")
        state.lots[uid]["offers"] = 1
    after, _ = unsold_step(BOARD, state)
    ids = {u.id for u in after.position.units}
    assert ids == {"cassandre-1", "cassandre-3"}  # the garrison, and the army by neutral Sardes/Ephèse
    assert after.neutral_areas["cassandre-1"] == ["pydna", "MAC"]
    assert after.lots == {}


def test_the_area_of_action_of_a_unit_on_sale() -> None:
    """ "auront pour champ d'action la citadelle et la province englobante (pour les armées) ou la
    citadelle et la ou les zones maritimes ayant un accès (flèche à double sens) pour les flottes. Les
    autres auront pour champ d'action la province ou la zone maritime où elles se trouvent.\""""
    state = world(("cassandre", "A", "pydna"), ("cassandre", "F", "pydna"), ("cassandre", "A", "ILL"))
    units = state.position.units
    assert area_of_action(BOARD, state.position, units[0]) == ["pydna", "MAC"]
    assert area_of_action(BOARD, state.position, units[1]) == ["pydna", "EUB"]
    assert area_of_action(BOARD, state.position, units[2]) == ["ILL"]


def test_a_garrison_bought_brings_its_citadel() -> None:
    """ "Lors qu'une unité est achetée, le contrôle des provinces et des citadelles est ajusté en
    conséquence (chapitre 11e)\""""
    state = on_sale("disbanded", ("lysimaque", "A", "THR"), space="pydna")
    after, _ = auction_step(BOARD, state, bids(lysimaque=(10,)))
    assert after.position.citadel_owner["pydna"] == "lysimaque"


def test_a_unit_on_sale_driven_out_of_its_area_of_action_is_destroyed() -> None:
    """ "Si ces unités sont contraintes à la retraite hors de leur champ d'action, elles sont détruites.\""""
    state = on_sale("disbanded", space="pydna")
    assert state.lots["cassandre-1"]["area"] == ["pydna", "MAC"]
    inside = state.position.model_copy(
        update={"units": tuple(u.model_copy(update={"space": "MAC"}) for u in state.position.units)}
    )
    state.position = inside
    kept, events = out_of_area_step(BOARD, state)
    assert "cassandre-1" in {u.id for u in kept.position.units} and events == []
    state.position = inside.model_copy(
        update={"units": tuple(u.model_copy(update={"space": "THE"}) for u in inside.units)}
    )
    gone, events = out_of_area_step(BOARD, state)
    assert "cassandre-1" not in {u.id for u in gone.position.units} and "cassandre-1" not in gone.for_sale
    assert events[0]["kind"] == "out_of_area_removed"


def test_a_unit_on_sale_destroyed_or_bribed_meanwhile_is_off_sale() -> None:
    """A lot whose unit left the map, or went to a player, is no longer sold (nothing to sell)."""
    state = on_sale("disbanded", ("lysimaque", "A", "MAC"))
    state.position = state.position.model_copy(
        update={"units": tuple(u for u in state.position.units if u.id != "cassandre-1")}
    )
    after, events = auction_step(BOARD, state, bids(lysimaque=(10,)))
    assert after.lots == {} and after.for_sale == {} and events == []
    assert after.treasuries["lysimaque"] == 100
