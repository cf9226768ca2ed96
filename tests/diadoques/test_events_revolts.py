"""Chapter 14d-f: revolts and outside interventions, their neutral units and the policy they follow."""

from __future__ import annotations

from engine.diadoques.characters.roster import ROYALS
from engine.diadoques.control import update_control
from engine.diadoques.events.draw import draw_event
from engine.diadoques.orders import Hold, Move, Siege, SupportHold, SupportMove
from engine.diadoques.seasons import resolve_military_season
from engine.diadoques.state import next_season
from engine.diadoques.units import Unit, UnitKind
from tests.diadoques.events_fixtures import BOARD, dice_for, draw, game, orders, place, upkeep
from tests.diadoques.seasons_fixtures import own


def _neutral(state, owner):
    return sorted((u for u in state.position.units if u.owner == owner), key=lambda u: u.id)


def _next_season(state):
    """The next military season (winter skipped: "La durée (...) ne comprend pas les saisons d'hiver")."""
    year, season = next_season(state.year, state.season)
    if season == "winter":
        year, season = next_season(year, season)
    state.year, state.season = year, season
    return state


# ------------------------------------------------------------------------------- appearance
def test_a_revolt_s_victim_retreats_into_its_own_citadel():
    """ "tout personnage ou unité présent dans l'espace d'apparition de la révolte doit faire retraite (...)
    dans une citadelle contrôlée accessible (située dans la province (...))" and "Tout ordre (...) prévu est
    annulé"."""
    state = own(place(game(), ("cassandre", "A", "LAC")), "cassandre", "sparte")
    state.sheets = {"cassandre": {"cassandre-1": Move(dest="ARC")}}
    state, _events = draw(state, "spartans")
    assert state.position.unit("cassandre-1").space == "sparte"
    assert "cassandre-1" not in state.sheets["cassandre"]
    assert [u.space for u in _neutral(state, "revolt:spartans")] == ["LAC"]


def test_a_victim_no_stronger_with_no_citadel_is_eliminated_with_its_commander():
    """ "Si cela n'est pas possible, l'unité est éliminée ainsi que son commandant.\""""
    state = place(game(), ("cassandre", "A", "LAC", "cassandre:diadoque"))
    state, _events = draw(state, "spartans")
    assert not [u for u in state.position.units if u.owner == "cassandre"]
    assert "cassandre:diadoque" in state.dead


def test_a_stronger_victim_may_retreat_where_its_move_went():
    """ "Si l'unité du joueur est plus forte que la révolte, sa retraite peut aussi se faire dans un espace
    (...) adjacent (...) si l'unité faisant retraite avait reçu un ordre de mouvement, sa retraite se fera
    vers l'espace initialement choisi, si possible.\""""
    state = place(game(), ("cassandre", "Ae", "LAC"))
    state.sheets = {"cassandre": {"cassandre-1": Move(dest="ARC")}}
    state, _ = draw(state, "spartans")
    assert state.position.unit("cassandre-1").space == "ARC"


def test_an_intervention_s_victims_retreat_classically():
    """ "Intervention extérieure : la retraite se fait de façon classique": a mercenary army in CAU,
    weaker than the Scythians' elite, still retreats next door."""
    state = place(game(), ("seleucos", "A", "CAU"))
    state, _ = draw(state, "scythians")
    assert state.position.unit("seleucos-1").space in BOARD.army_moves("CAU")
    assert _neutral(state, "revolt:scythians")[0].kind == UnitKind.Ae


def test_a_neutral_citadel_of_its_mission_is_the_revolt_s_at_once_its_treasure_gone():
    """ "Une citadelle neutre est automatiquement acquise à une révolte la concernant." and "le trésor
    qu'elle contient disparaît": Delphes and its 10 T."""
    state, _ = draw(game(), "aetolians", 1)  # 1d6: 1-4 ETO
    assert state.position.citadel_owner["delphes"] == "revolt:aetolians"
    assert "delphes" not in state.treasures
    assert [u.space for u in _neutral(state, "revolt:aetolians")] == ["ETO"]


def test_olympias_joins_the_aetolians_and_takes_their_militia():
    """ "Olympias se joindra à cette révolte si elle est neutre (...). Elle prendra le commandement de
    l'armée de milice dès qu'elle en aura l'opportunité.\""""
    state, _events = draw(game(), "aetolians", 2)
    assert state.position.controllers["olympias"] == "revolt:aetolians"
    state, _ = upkeep(state)
    assert _neutral(state, "revolt:aetolians")[0].commander == "olympias"


# ------------------------------------------------------------------------------------ policy
def test_a_revolt_does_not_act_in_its_first_season_an_intervention_does():
    """ "Les révoltes n'agissent pas pendant leur première saison. Par contre, les interventions
    extérieures agissent dès la première saison\""""
    state = own(game(), "cassandre", "sparte")
    state, _ = draw(state, "spartans")
    assert set(orders(state).values()) == {Hold()}
    state, _ = draw(game(), "parthians")
    assert list(orders(state).values()) == [Move(dest="PAR")]  # "objectif : occuper PAR"


def test_a_revolt_besieges_its_citadel_a1_then_a2():
    """Spartans: "objectif : contrôler Sparte et LAC": Siège A1, then A2 after a first successful season."""
    state = own(game(), "cassandre", "sparte")
    state, _ = draw(state, "spartans")
    state = _next_season(state)
    (unit,) = _neutral(state, "revolt:spartans")
    assert orders(state) == {unit.id: Siege(citadel="sparte", stage=1)}
    state.position = state.position.model_copy(update={"first_sieges": {unit.id: "sparte"}})
    assert orders(state) == {unit.id: Siege(citadel="sparte", stage=2)}


def test_the_athenians_sail_to_where_they_can_besiege_athens():
    """ "lieu d'apparition : 1d6 : 1-4 CYC, 5-6 EUB": from EUB the fleet must reach CYC, Athènes's access."""
    state = own(game(), "cassandre", "athenes")
    state, _ = draw(state, "athenians", 6)
    state = _next_season(state)
    assert list(orders(state).values()) == [Move(dest="CYC")]


def test_a_revolt_seeks_a_supplied_province_in_autumn():
    """ "Une révolte tentera toujours de se placer dans une province ravitaillée à l'automne, même si elle
    doit pour cela délaisser momentanément son objectif": Thracians in ILL (no arsenal) go back."""
    state, _ = draw(game(), "thracians")
    state.position = state.position.model_copy(
        update={"units": tuple(u.model_copy(update={"space": "ILL"}) for u in state.position.units)}
    )
    state.season, state.year = "autumn", -318
    (move,) = orders(state).values()
    assert isinstance(move, Move) and move.dest in {"PEO"}


def test_a_neutral_unit_out_of_its_area_is_eliminated():
    """ "Les unités neutres ne peuvent pas quitter leur champ d'action sous peine d'élimination.\""""
    state, _ = draw(game(), "armenians")
    state.position = state.position.model_copy(
        update={"units": tuple(u.model_copy(update={"space": "MED"}) for u in state.position.units)}
    )
    state, events = upkeep(state)
    assert not _neutral(state, "revolt:armenians")
    assert any(e["kind"] == "neutral_unit_removed" and e["reason"] == "left_area" for e in events)


def test_random_movers_are_deterministic_from_the_seed():
    """Scythians: "les déplacements sont déterminés de façon aléatoire": from the game's dice, the same
    seed gives the same raid, and never outside their area."""
    seen = []
    for _ in range(2):
        state, _ = draw(game(seed=7), "scythians")
        seen.append(orders(state))
    assert seen[0] == seen[1]
    (order,) = seen[0].values()
    assert isinstance(order, Hold) or order.dest in {"ARM", "MED", "PON", "TRD"}


def test_units_of_one_revolt_support_each_other():
    """Illyrian pirates: the army attacks EPI (held by a weaker unit), the fleet in ADR cannot reach it;
    Pontic pirates... here the general revolt's compatriots: the Spartans support nothing of a player."""
    state = place(game(), ("cassandre", "A", "EPI"))
    state = own(state, "cassandre", "epidamnos")
    state, _ = draw(state, "illyrian-pirates")
    got = orders(_next_season(state))
    army, fleet = _neutral(state, "revolt:illyrian-pirates")
    assert got[fleet.id] == Siege(citadel="epidamnos", stage=1)
    assert got[army.id] in (Move(dest="EPI"), Hold())
    assert not any(isinstance(o, SupportMove) and o.target == "EPI" for o in got.values())


# ---------------------------------------------------------------------------------- durations
def test_a_conditional_revolt_has_four_seasons_after_its_first_to_take_its_citadel():
    """ "n'ont que 4 saisons, non comptée la saison d'apparition, pour s'emparer de la citadelle (...) Si,
    les 4 saisons jouées, la citadelle leur est toujours hostile, la révolte cesse et l'unité est retirée\""""
    state = own(game(), "ptolemee", "salamine")
    state, _ = draw(state, "cypriots")
    state, _ = upkeep(state)  # the season it appeared: not counted
    for _ in range(3):
        state, _ = upkeep(_next_season(state))
        assert _neutral(state, "revolt:cypriots")
    state, events = upkeep(_next_season(state))
    assert not _neutral(state, "revolt:cypriots")
    assert {"kind": "revolt_over", "revolt": "cypriots", "reason": "expired"} in events


def test_a_conditional_revolt_that_took_its_citadel_stays():
    """ "Si par contre elle leur est acquise, alors l'unité est entretenue automatiquement\""""
    state, _ = draw(game(), "cypriots")  # Salamine neutral: theirs at once
    for _ in range(6):
        state, _ = upkeep(_next_season(state))
    assert _neutral(state, "revolt:cypriots")
    assert state.events.active["cypriots"].seasons_left is None


def test_the_scythians_raid_four_seasons_counting_their_first():
    """ "Raid des Scythes (...) durée : 4 saisons" (an intervention acts from its first season)."""
    state, _ = draw(game(), "scythians")
    state, _ = upkeep(state)
    for _ in range(2):
        state, _ = upkeep(_next_season(state))
        assert _neutral(state, "revolt:scythians")
    state, _ = upkeep(_next_season(state))
    assert "scythians" not in state.events.active


def test_the_gauls_are_eliminated_when_they_retreat():
    """ "Attaque gauloise (...) éliminée en cas de retraite": two armies drive them out of ILL."""
    state, _ = draw(game(), "gauls")
    state = state.model_copy(deep=True)
    units = state.position.units
    attackers = (
        Unit(id="cassandre-1", owner="cassandre", kind=UnitKind.Ae, space="MAC"),
        Unit(id="cassandre-2", owner="cassandre", kind=UnitKind.A, space="EPI"),
    )
    state.position = state.position.model_copy(update={"units": units + attackers})
    state.sheets = {
        "cassandre": {"cassandre-1": Move(dest="ILL"), "cassandre-2": SupportMove(target="MAC", dest="ILL")},
        **{o: {uid: Hold() for uid in s} for o, s in {"revolt:gauls": {units[0].id: 0}}.items()},
    }
    year, season = state.year, state.season
    after, _ = resolve_military_season(state, state.sheets, BOARD)
    after.year, after.season = year, season  # upkeep belongs to the season just resolved
    after, _ = upkeep(after)
    assert not _neutral(after, "revolt:gauls")


def test_parthians_third_mission_adds_an_army_where_the_text_says():
    """ "3ème mission : (...) on rajoute une A (...) dans un des lieux suivants par ordre décroissant : HYR,
    PAR, Hécatompylos, GRA\""""
    state, _ = draw(game(), "parthians")
    state, _ = draw(state, "parthians")
    state, _ = draw(state, "parthians")
    assert sorted((u.kind, u.space) for u in _neutral(state, "revolt:parthians")) == [
        (UnitKind.A, "HYR"),
        (UnitKind.Ae, "GRA"),
    ]


# ----------------------------------------------------------------------- uprisings and gold
def test_nora_and_isaura_rise_their_garrisons_eliminated_isaura_s_treasure_gone():
    """ "les 2 villes deviennent neutres (...), les unités en garnison sont éliminées, les personnages (...)
    sont capturés. Le trésor d'Isaura disparaît.\""""
    state = own(place(game(), ("eumene", "A", "nora")), "eumene", "nora")
    state, _events = draw(state, "nora-isaura")
    assert state.position.citadel_owner["nora"] == "revolt:nora-isaura"
    assert state.position.citadel_owner["isaura"] == "revolt:nora-isaura"
    assert not state.position.units and "isaura" not in state.treasures
    state, _ = upkeep(state)
    assert "nora-isaura" in state.events.active  # in progress while it holds a city
    state.position.citadel_owner.update({"nora": "eumene", "isaura": "eumene"})
    state, events = upkeep(state)
    assert {"kind": "revolt_over", "revolt": "nora-isaura", "reason": "no_unit_left"} in events


def test_the_carians_do_not_rise_with_an_army_in_caria():
    """ "ne se produit pas si une armée, un diadoque ou un épigone se trouve sur CAR.\""""
    state = place(game(), ("antigone", "A", "CAR"))
    season, dice = dice_for("carians")
    state.season, state.year = season, -318
    state.rng.forced = dice
    assert draw_event(BOARD, state)[0].events.drawn is None


def test_pyrrhus_waits_for_the_royal_family_to_be_gone():
    """ "ne peut pas se produire tant que la Famille Royale n'a pas complètement disparu\""""
    state = game()
    season, dice = dice_for("pyrrhus")
    state.season, state.year = season, -318
    state.rng.forced = list(dice)
    assert draw_event(BOARD, state)[0].events.drawn is None
    state.dead = list(ROYALS)
    state.rng.forced = list(dice)
    assert draw_event(BOARD, state)[0].events.drawn == "pyrrhus"


def test_pyrrhus_s_fleet_convoys_him_into_an_occupied_italy():
    """ "si l'Italie est occupée (...), une F apparaît en MIO (...) la flotte essaye de convoyer l'Ag\""""
    state = place(game(), ("cassandre", "A", "ITA"))
    state.dead = list(ROYALS)
    state, _ = draw(state, "pyrrhus")
    got = orders(_next_season(state))
    guard, fleet = _neutral(state, "revolt:pyrrhus")
    assert got[guard.id] == Move(dest="ITA", by_convoy=True)
    assert got[fleet.id].type == "convoy"


def test_the_tarentines_offer_tarente_and_its_treasure_at_the_turn_s_end():
    """ "les Tarentins offrent, sans siège, le contrôle de Tarente et le trésor de cette ville (...) à toute
    unité ou chef militaire présent en ITA (...). Le trésor est comptabilisé (...) à la fin du tour.\""""
    state = place(game(), ("cassandre", "A", "ITA"))
    before = state.treasuries["cassandre"]
    state, _ = draw(state, "tarentines")
    assert state.position.citadel_owner["tarente"] == "cassandre"
    assert state.treasuries["cassandre"] == before
    state, _ = upkeep(state)
    assert state.treasuries["cassandre"] == before + 10


def test_the_tarentines_offer_with_nobody_in_italy_changes_nothing():
    """ "ne se produit pas tant que Tarente est contrôlée par un joueur ou par les Romains": not the case
    here, so the offer is made; with nobody in ITA, nobody takes it."""
    state, events = draw(game(), "tarentines")
    assert "tarentines" in state.events.happened
    assert state.position.citadel_owner.get("tarente") is None and state.treasures["tarente"] == 10
    assert {"kind": "tarentine_offer", "power": None, "treasure": 0} in events


def test_no_tarentine_offer_while_a_player_holds_tarente():
    state = own(game(), "cassandre", "tarente")
    season, dice = dice_for("tarentines")
    state.season, state.year = season, -318
    state.rng.forced = dice
    assert draw_event(BOARD, state)[0].events.drawn is None


def test_carthage_s_gold_is_counted_at_the_turn_s_end_with_its_prestige():
    """ "Carthage accorde 10 T au joueur contrôlant (...) Pella"; "recevoir un financement par intervention
    extérieure de Carthage ou Chandragupta +1\""""
    state = game()
    before = state.treasuries["cassandre"]
    state, _ = draw(state, "carthage-pella")
    assert state.treasuries["cassandre"] == before
    state, events = upkeep(state)
    assert state.treasuries["cassandre"] == before + 10
    gift = {"kind": "gold_received", "power": "cassandre", "amount": 10, "donor": "carthage", "prestige": 1}
    assert gift in events


def test_losing_a_war_to_a_revolt_costs_prestige():
    """ "perdre une guerre contre une révolte (c'est-à-dire la province ou la citadelle visée) -1\""""
    state = own(game(), "ptolemee", "salamine")
    state, _ = draw(state, "cypriots")
    state.position.citadel_owner["salamine"] = "revolt:cypriots"
    state, events = upkeep(state)
    lost = [e for e in events if e["kind"] == "lost_to_revolt"]
    assert [(e["power"], e["space"], e["prestige"]) for e in lost] == [("ptolemee", "salamine", -1)]


def test_the_general_revolt_of_the_greeks_raises_all_three_and_only_once():
    """ "révoltes simultanées des Étoliens et Thessaliens, des Spartiates et des Athéniens" and "ne peut se
    produire qu'une fois\""""
    state, _ = draw(game(), "greek-general", 1, 1)
    assert {"aetolians", "spartans", "athenians"} <= set(state.events.active)
    assert all(state.events.active[g].general for g in ("aetolians", "spartans", "athenians"))
    season, dice = dice_for("greek-general")
    state.season = season
    state.rng.forced = list(dice)
    assert draw_event(BOARD, state)[0].events.drawn is None


def test_pyrrhus_in_epirus_backs_the_aetolians():
    """ "si le soulèvement des Étoliens et Thessaliens se produit pendant que Pyrrhus se trouve en EPI, il
    les soutient automatiquement (...) siège, soutien, rester sur place, mouvement vers ETO ou THE\""""
    state = own(game(), "cassandre", "epidamnos", "delphes")
    state.dead = list(ROYALS)
    state, _ = draw(state, "pyrrhus")
    state, _ = draw(_next_season(state), "aetolians", 1)  # the militia in ETO, next to EPI
    (guard,) = _neutral(state, "revolt:pyrrhus")
    state.position = state.position.model_copy(
        update={"citadel_owner": {**state.position.citadel_owner, "epidamnos": "revolt:pyrrhus"}}
    )
    got = orders(_next_season(state))
    assert got[guard.id] == SupportHold(target="ETO")


def test_pyrrhus_turns_on_macedon_once_pella_is_no_capital():
    """ "si Pella perd son statut de capitale, MAC, Pella et Pydna sont ajoutées au champ d'action et aux
    objectifs de Pyrrhus.\""""
    state = game()
    state.dead = list(ROYALS)
    state, _ = draw(state, "pyrrhus")
    state.position.citadel_owner["epidamnos"] = "revolt:pyrrhus"
    state = _next_season(state)
    (guard,) = _neutral(state, "revolt:pyrrhus")
    assert orders(state)[guard.id] == Hold()
    state.capitals["cassandre"] = "pydna"
    assert orders(state)[guard.id] == Move(dest="MAC")


def test_the_pontic_pirates_leave_when_their_cities_are_nobody_s_and_unthreatened():
    """ "les 2 flottes ne disparaissent que si, à la fin d'une saison, Panticapée et Héraclée Pontique sont
    neutres et ne sont pas menacées par des unités en TRD, POC, POR, MAE et BIT\""""
    state = place(own(game(), "lysimaque", "heraclee-pontique"), ("lysimaque", "A", "BIT"))
    state, _ = draw(state, "pontic-pirates")
    state, _ = upkeep(_next_season(state))
    assert len(_neutral(state, "revolt:pontic-pirates")) == 2  # Héraclée is Lysimaque's
    state.position.citadel_owner["heraclee-pontique"] = None
    state, _ = upkeep(_next_season(state))
    assert len(_neutral(state, "revolt:pontic-pirates")) == 2  # his army in BIT threatens it
    state.position = state.position.model_copy(
        update={"units": tuple(u for u in state.position.units if u.owner != "lysimaque")}
    )
    state, events = upkeep(_next_season(state))
    assert not _neutral(state, "revolt:pontic-pirates")
    assert {"kind": "revolt_over", "revolt": "pontic-pirates", "reason": "pirates_leave"} in events


def test_greeks_of_the_general_revolt_support_each_other():
    """ "Toute unité neutre (...) ne peut soutenir (...) une autre unité neutre ne participant pas à la même
    révolte, à une exception près : la Révolte générale des Grecs." and "Si elle réussit, au lieu de tenir
    sur place, elle vient en aide à ses compatriotes (y compris par soutien (...))": the Spartans, Sparte
    theirs, back the Aetolians' attack on Cassandre's army in ETO."""
    state = game()
    state, _ = draw(state, "greek-general", 1, 1)
    state = _next_season(state)
    spartan = _neutral(state, "revolt:spartans")[0]
    aetolian = _neutral(state, "revolt:aetolians")[0]
    intruder = Unit(id="cassandre-9", owner="cassandre", kind=UnitKind.A, space="ETO")
    moved = {spartan.id: "ARC", aetolian.id: "THE"}
    units = tuple(u.model_copy(update={"space": moved.get(u.id, u.space)}) for u in state.position.units)
    owners = {**state.position.citadel_owner, "sparte": "revolt:spartans", "lamia": "revolt:aetolians"}
    state.position = update_control(
        BOARD, state.position.model_copy(update={"units": (*units, intruder), "citadel_owner": owners})
    )
    got = orders(state)
    assert got[aetolian.id] == Move(dest="ETO")
    assert got[spartan.id] == SupportMove(target="THE", dest="ETO")


def test_a_greek_never_marches_on_what_a_compatriot_already_holds():
    """The general revolt's Greeks fight for each other: a city or province held by a compatriot is an
    objective met, and a compatriot's space is never a target."""
    state, _ = draw(game(), "greek-general", 1, 1)
    state = _next_season(state)
    aetolian = _neutral(state, "revolt:aetolians")[0]
    units = tuple(
        u.model_copy(update={"space": "ARC"}) if u.id == aetolian.id else u for u in state.position.units
    )
    owners = {**state.position.citadel_owner, "sparte": "revolt:spartans", "lamia": "revolt:aetolians"}
    state.position = update_control(
        BOARD, state.position.model_copy(update={"units": units, "citadel_owner": owners})
    )
    state.position.province_owner["ETO"] = "revolt:aetolians"
    got = orders(state)
    assert got[aetolian.id] != Move(dest="LAC")


def test_a_greek_revolt_put_down_rejoins_the_general_revolt_when_drawn_again():
    """ "si une révolte grecque est retirée alors qu'elle avait été éliminée auparavant, elle s'intègre de
    nouveau dans la Révolte générale des Grecs, en réinitialisant sa durée\""""
    state, _ = draw(game(), "greek-general", 1, 1)
    spartans = {u.id for u in _neutral(state, "revolt:spartans")}
    state.position = state.position.model_copy(
        update={"units": tuple(u for u in state.position.units if u.id not in spartans)}
    )
    state.position.citadel_owner["sparte"] = "cassandre"  # put down: no unit, no city
    state, _ = upkeep(state)
    assert "spartans" not in state.events.active
    state, _ = draw(_next_season(state), "spartans")
    assert state.events.active["spartans"].general
    assert state.events.active["spartans"].seasons_left == 4
