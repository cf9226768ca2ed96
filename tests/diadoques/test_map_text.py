"""Every fact the rulebook states about the map holds in map.json (each test quotes the sentence it
checks)."""

import re
from pathlib import Path

import pytest

from engine.diadoques.board import load_board

B = load_board()
# The rulebook lives next to the checkouts (../shared/rules), not in the repository.
RULEBOOK = Path(__file__).resolve().parents[3] / "shared" / "rules" / "diadoques-regles.fr.txt"


@pytest.fixture
def rulebook_text() -> str:
    if not RULEBOOK.exists():
        pytest.skip("the rulebook is not next to this checkout")
    return RULEBOOK.read_text(encoding="utf-8")


def test_home_provinces_capitals_and_second_citadels():
    """Chapter 1's table: "Cassandre | Macedoine (MAC) | Pella | Pydna | Philippe |" ... "Ptolémée | Égypte
    (EGY) | Alexandrie | Peluse | Ptolémée II |", "Séleucos | Chaldée (CHD | Babylone | Antiochos |"."""
    expected = {
        "cassandre": ("MAC", "pella", "pydna"),
        "lysimaque": ("CHE", "lysimachia", None),
        "antigone": ("PHR", "gordion", None),
        "eumene": ("CAP", "tyane", None),
        "ptolemee": ("EGY", "alexandrie", "peluse"),
        "seleucos": ("CHD", "babylone", None),
    }
    assert set(B.powers) == set(expected)
    for pid, (home, capital, second) in expected.items():
        p = B.power(pid)
        assert (p.home, p.capital, p.second_citadel) == (home, capital, second)
        assert B.space(capital).capital_of == pid and B.space(capital).major
        assert B.space(capital).province == home and B.space(home).is_land
        if second:
            assert B.space(second).province == home and B.space(second).capital_of is None


def test_who_may_start_with_fleets():
    """ "Antigone, Eumène et Séleucos ne peuvent prendre que des armées. Cassandre, Lysimaque et Ptolémée
    peuvent prendre des armées et/ou 1 ou 2 flottes." (so the three fleet powers have a port citadel at
    home)."""
    fleets = {pid for pid, p in B.powers.items() if p.may_start_with_fleets}
    assert fleets == {"cassandre", "lysimaque", "ptolemee"}
    for pid in fleets:
        home = B.power(pid).home
        assert any(B.space(c).port for c in B.citadels_of(home))


def test_twenty_major_citadels_capitals_among_them():
    """ "Les PV s'obtiennent par le contrôle des citadelles majeures (au nombre de 20 et représentées par un
    carré sur la carte). Les capitales sont représentées sur la carte par un carré “double” et font partie
    des 20 citadelles majeures.\""""
    majors = [c for c in B.citadels() if c.major]
    assert len(majors) == 20
    capitals = [c for c in B.citadels() if c.capital_of]
    assert len(capitals) == 6 and all(c.major for c in capitals)


def test_lakes_forbid_moves():
    """ "Le mouvement est interdit à travers un lac (MES ↔ MED et ARE ↔ ARH).\""""
    assert {frozenset(lake.between) for lake in B.lakes} == {
        frozenset({"MES", "MED"}),
        frozenset({"ARE", "ARH"}),
    }
    for a, b in (("MES", "MED"), ("ARE", "ARH")):
        assert b not in B.army_moves(a) and a not in B.army_moves(b)
        assert B.border(a, b) is None


def test_canal_and_towpath():
    """ "canal de MOR vers GAR (et vice versa)", "chemin de halage de MIO vers Athènes (et vice versa).\""""
    links = {frozenset(link.ends): link for link in B.special_links}
    assert links[frozenset({"MOR", "GAR"})].kind == "canal"
    assert links[frozenset({"MIO", "athenes"})].kind == "towpath"
    # they are special moves, not ordinary adjacency
    assert "GAR" not in B.fleet_moves("MOR") and "athenes" not in B.fleet_moves("MIO")
    assert "GAR" in {o for _, o in B.special_links_from("MOR", "fleet")}
    assert "MIO" in {o for _, o in B.special_links_from("athenes", "fleet")}


def test_round_arabia_is_a_special_move():
    """ "Les retraites ne peuvent ... emprunter un des mouvements spéciaux (voir ci-dessus), sauf pour le
    contournement de l'Arabie.\""""
    arabia = [link for link in B.special_links if link.kind == "arabia"]
    assert len(arabia) == 1
    a, b = arabia[0].ends
    assert B.space(a).is_sea and B.space(b).is_sea and B.border(a, b) is None


def test_example_fleet_siege_and_supply_of_alexandria():
    """ "F MOR A1 Alexandrie" and "F MOR Ra Alexandrie" ... "(la ville étant assiégée par une armée en EGY)":
    Alexandrie is a port citadel of EGY opening on MOR."""
    alex = B.space("alexandrie")
    assert alex.port and "MOR" in alex.access_seas and alex.province == "EGY"
    assert "alexandrie" in B.fleet_moves("MOR") and "alexandrie" in B.army_moves("EGY")


def test_example_fleet_into_athens():
    """ "“F* CYC Athènes” signifie “La flotte ... se déplace des Cyclades dans la citadelle d'Athènes”\""""
    assert "athenes" in B.fleet_moves("CYC")
    assert "CYC" in B.space("athenes").access_seas


def test_example_siege_and_supply_of_alexandria_by_issus():
    """ "A* SYR A2 Alexandrie d'Issos" and "A* SYR Ra Alexandrie d'Issos" ... "(la ville étant assiégée
    par une flotte en SAL)": Alexandrie d'Issos is in SYR and opens on SAL."""
    c = B.space("alexandrie-d-issos")
    assert c.province == "SYR" and "SAL" in c.access_seas
    assert "alexandrie-d-issos" in B.army_moves("SYR") and "alexandrie-d-issos" in B.fleet_moves("SAL")


def test_example_fleet_retreat_list_is_reachable():
    """ "F MOR Re MIO, CYC, Alexandrie, MRD, MIN\""""
    assert {"MIO", "CYC", "alexandrie", "MRD", "MIN"} <= B.fleet_moves("MOR")


def test_example_army_retreat_list_is_reachable():
    """ "A* SYR Re Alexandrie d'Issos, PHE, COM, CIL, X\""""
    assert {"alexandrie-d-issos", "PHE", "COM", "CIL"} <= B.army_moves("SYR")


def test_example_army_move_phoenicia_to_syria():
    """ "“A PHE SYR” signifie “L'armée (de mercenaires) située en Phénicie se déplace vers la Syrie”\""""
    assert "SYR" in B.army_moves("PHE")
    assert B.space("PHE").name_fr == "Phénicie" and B.space("SYR").name_fr == "Syrie"


def test_names_the_text_spells_out():
    """The text spells out 16 names: "Macédoine –> MAC", "Golfe de Salamine –> SAL", "en Mer Ionienne, dans
    les Cyclades, ... en Mer Rhodienne ou en Mer Intérieure", "Méditerranée Orientale", the table's
    provinces..."""
    names = {
        "MAC": "Macédoine",
        "CHE": "Chersonèse",
        "PHR": "Phrygie",
        "CAP": "Cappadoce",
        "EGY": "Égypte",
        "CHD": "Chaldée",
        "SAL": "Golfe de Salamine",
        "MOR": "Méditerranée Orientale",
        "MIO": "Mer Ionienne",
        "CYC": "Cyclades",
        "MRD": "Mer Rhodienne",
        "MIN": "Mer Intérieure",
        "PHE": "Phénicie",
        "SYR": "Syrie",
        "COM": "Commagène",
        "CIL": "Cilicie",
    }
    for code, name in names.items():
        assert B.space(code).name_fr == name
        assert B.space(code).provenance["name"].source == "text"


def test_elite_fleet_in_ege_needs_lysimachia_not_smyrna():
    """ "pour construire une flotte d'élite en EGE, il sera nécessaire de contrôler Lysimachia, alors que le
    contrôle de LYD (avec son port Smyrne) ne suffira pas.\""""
    assert "EGE" in B.space("lysimachia").access_seas
    lyd = B.space("LYD")
    assert lyd.port and lyd.port_name == "Smyrne" and "EGE" in lyd.port_seas
    assert not any(B.space(c).port and "EGE" in B.space(c).access_seas for c in B.citadels_of("LYD"))


def test_capital_transfer_citadels():
    """ "transférer sa capitale vers une des citadelles suivantes ... : Alexandrie, Alexandrie d'Issos,
    Babylone, Lysimachia, Pella ou Sardes.\""""
    for slug in ("alexandrie", "alexandrie-d-issos", "babylone", "lysimachia", "pella", "sardes"):
        assert B.space(slug).is_citadel and B.space(slug).major


def test_royal_order_citadels():
    """ "Seul un joueur contrôlant une des citadelles de Suse, Ecbatane ou Parsagadès peut bénéficier de
    l'ordre royal." and "la province HYR et la citadelle d'Hécatompylos\""""
    for slug in ("suse", "ecbatane", "parsagades"):
        assert B.space(slug).is_citadel
    assert B.space("hecatompylos").province == "HYR"


def test_religious_treasures():
    """ "piller un trésor religieux à Ephèse, Delphes ou Ecbatane\""""
    religious = {c.id for c in B.citadels() if c.religious_treasure}
    assert religious == {"ephese", "delphes", "ecbatane"}
    assert all(B.space(c).treasure in (5, 10) for c in religious)


def test_named_treasures():
    """ "Les 2 trésors de 5 T disparaissent de Bactres et Samarcande.", "Le trésor d'Isaura disparaît.", "le
    contrôle de Tarente et le trésor de cette ville", "Un trésor est signalé ... soit 5 ou 10 T.\""""
    assert B.space("bactres").treasure == 5 and B.space("samarcande").treasure == 5
    assert B.space("isaura").treasure > 0 and B.space("tarente").treasure > 0
    assert {c.treasure for c in B.citadels()} <= {0, 5, 10}


def test_hyr_and_nab_yield_no_income():
    """ "Chaque province contrôlée (chapitre 11e), contenant une citadelle, une ville ou un port à
    l'exception de HYR et NAB, rapporte 1 T." and "exception faite de HYR et NAB, où le contrôle de la
    citadelle est nécessaire\""""
    assert {s.id for s in B.lands() if s.no_income} == {"HYR", "NAB"}
    for code in ("HYR", "NAB"):
        assert B.citadels_of(code), f"{code} must hold the citadel the text speaks of"


@pytest.mark.parametrize(
    ("quote", "flooded"),
    [
        ("Crue de l'Euphrate : CHD et BAS inondées", {"CHD", "BAS"}),
        ("Crue du Tigre : CHD et BAS inondées", {"CHD", "BAS"}),
        ("Crue du Nil : EGY inondée", {"EGY"}),
        ("Crue de l'Indus : GHA et IND inondées", {"GHA", "IND"}),
        ("Ister, Borysthène et Tanaïs : IST et SCY inondées", {"IST", "SCY"}),
    ],
)
def test_floodable_provinces(quote, flooded):
    """ "Les provinces inondables (en vert) que le fleuve longe ou traverse sont inondées." with Table I's
    lines."""
    for code in flooded:
        assert B.space(code).terrain == "floodable", quote


def test_only_the_named_provinces_are_floodable():
    """The flood table names every flooded province; no other province is green."""
    assert {s.id for s in B.lands() if s.terrain == "floodable"} == {
        "CHD",
        "BAS",
        "EGY",
        "GHA",
        "IND",
        "IST",
        "SCY",
    }


def test_rivers_the_flood_table_names_exist():
    """Table I: "Halys", "Oxos", "Crue de l'Araxe et du Cyros", "Ister, Borysthène et Tanaïs": each flood
    closes the borders its river runs along from end to end ("Toute frontière longée d'un bout à l'autre
    par un fleuve en crue est infranchissable")."""
    full = {b.river_name for b in B.borders if b.river and b.river_full_length}
    assert {"Halys", "Oxos", "Araxe", "Cyros", "Ister", "Tanaïs", "Euphrate", "Tigre"} <= full


def test_desert_and_mountain_provinces_follow_the_storm_tables():
    """Sandstorms ("ARA, NAB et GHE", "LIB", "HYR", "SAG et GED") strike deserts, snowstorms ("ILL et EPI",
    "PAP et PON", "COM", "ARM", "SOG") mountains."""
    for code in ("ARA", "NAB", "GHE", "LIB", "HYR", "SAG", "GED"):
        assert B.space(code).terrain == "desert"
    for code in ("ILL", "EPI", "PAP", "PON", "COM", "ARM", "SOG"):
        assert B.space(code).terrain == "mountain"


def test_revolt_and_event_citadels_sit_where_the_text_puts_them():
    """ "objectif : contrôler Cyrène et CYR", "contrôler Salamine et CHY", "contrôler Sparte et LAC",
    "contrôler Delphes, Lamia, ETO et THE", "contrôler EPI et Epidamnos", "contrôler ITA et Tarente",
    "occuper MED et assiéger Ecbatane", "menacées par des unités en TRD, POC, POR, MAE et BIT" (Panticapée,
    Héraclée Pontique)."""
    where = {
        "cyrene": "CYR",
        "salamine": "CHY",
        "sparte": "LAC",
        "delphes": "ETO",
        "lamia": "THE",
        "epidamnos": "EPI",
        "tarente": "ITA",
        "ecbatane": "MED",
        "panticapee": "TRD",
        "heraclee-pontique": "BIT",
        "hecatompylos": "HYR",
    }
    for slug, province in where.items():
        assert B.space(slug).province == province


def test_port_citadels_revolt_fleets_must_reach():
    """ "les Athéniens ne peuvent pas assiéger, ravitailler ou occuper Pydna, Rhodes, Corinthe et Tarente"
    (field "CYC, EUB, MIO, Athènes"); the Pontic pirates "ne peuvent pas assiéger ni ravitailler Byzance et
    Cyzique" (field "POC, POR, PRO, MAE"); the Illyrian fleet "F : ADR, Epidamnos"; "la Fe à Tarente"."""
    athenian = {"CYC", "EUB", "MIO"}
    for slug in ("pydna", "rhodes", "corinthe", "tarente"):
        assert athenian & set(B.space(slug).access_seas), slug
    pontic = {"POC", "POR", "PRO", "MAE"}
    for slug in ("byzance", "cyzique", "heraclee-pontique", "panticapee"):
        assert pontic & set(B.space(slug).access_seas), slug
    assert "ADR" in B.space("epidamnos").access_seas
    assert B.space("tarente").port


def test_corinth_in_the_spartans_reach():
    """Spartan revolt: "champ d'action : LAC, ARC, Sparte" and "ne peuvent pas assiéger, ravitailler ou
    occuper Corinthe" (the restriction means something only if Corinthe is within their reach)."""
    assert B.space("corinthe").province in {"LAC", "ARC"}


def test_nora_and_isaura_are_citadels_in_provinces():
    """ "Nora et Isaura se soulèvent - description : les 2 villes deviennent neutres (et les provinces
    correspondantes si elles sont inoccupées)\""""
    for slug in ("nora", "isaura"):
        assert B.space(slug).is_citadel and B.space(B.space(slug).province).is_land


def test_event_gift_citadels_exist():
    """ "Carthage accorde 10 T au joueur contrôlant (1d6)": "Pella", "Byzance"; "Chandraguptra accorde 10 T au
    joueur contrôlant (1d6)": "Tyane", "Cyrène".\""""
    for slug in ("pella", "byzance", "tyane", "cyrene"):
        assert B.space(slug).is_citadel


def test_characters_start_in_existing_spaces():
    """Chapter 6b: "Philippe III et Eurydice | MAC", "Olympias | delphes", "Cléopâtre | Sardes".\""""
    for space in ("MAC", "delphes", "sardes"):
        assert space in B.spaces


RULEBOOK_CODES = (
    "ADR",
    "ARA",
    "ARC",
    "ARE",
    "ARH",
    "ARM",
    "ASS",
    "BAS",
    "BIT",
    "CAM",
    "CAP",
    "CAR",
    "CAU",
    "CHD",
    "CHE",
    "CHY",
    "CIL",
    "COM",
    "CYC",
    "CYR",
    "EGE",
    "EGY",
    "EOL",
    "EPI",
    "ETO",
    "EUB",
    "GAR",
    "GED",
    "GHA",
    "GHE",
    "GPE",
    "GRA",
    "HYR",
    "ILL",
    "IND",
    "IST",
    "ITA",
    "LAC",
    "LIB",
    "LYD",
    "MAC",
    "MAE",
    "MED",
    "MES",
    "MIN",
    "MIO",
    "MOR",
    "MRD",
    "NAB",
    "OCI",
    "PAP",
    "PAR",
    "PEO",
    "PHE",
    "PHR",
    "POC",
    "PON",
    "POR",
    "PRO",
    "PTE",
    "SAG",
    "SAL",
    "SCY",
    "SOG",
    "SUS",
    "SYR",
    "THE",
    "THR",
    "TRD",
)
# The upper-case words of the rulebook that are not spaces: "Table III", "BUT ET FIN DU JEU", "ATTRIBUTION DES
# DIADOQUES", "LES REVENUS".
NOT_SPACES = {"III", "BUT", "FIN", "JEU", "DES", "LES"}


def test_every_code_of_the_rulebook_is_a_space():
    """Every code used in an example, an event or a table ("SAG et GED", "GPE, GAR et OCI", ...) exists:
    the 69 codes of the rulebook, 17 seas (Table II's storms) and 52 land provinces."""
    assert len(RULEBOOK_CODES) == 69
    for code in RULEBOOK_CODES:
        assert code in B.spaces, code
    assert {s.id for s in B.spaces.values() if not s.is_citadel} == set(RULEBOOK_CODES)


STORM_TABLE = (
    "MOR",
    "SAL",
    "MIN",
    "EUB",
    "CYC",
    "ADR",
    "MIO",
    "POR",
    "MAE",
    "POC",
    "PRO",
    "EGE",
    "EOL",
    "MRD",
    "GPE",
    "GAR",
    "OCI",
)


def test_storm_table_seas_are_the_seas():
    """Table II (tempêtes en mer): "2 | MOR", "3-4 | SAL et MIN", ..., "11-12 | GPE, GAR et OCI".\""""
    assert {s.id for s in B.seas()} == set(STORM_TABLE)


def test_text_quotes_are_in_the_rulebook(rulebook_text):
    """Every fact marked `text` in map.json quotes the rulebook verbatim."""
    quotes = []
    for item in [*B.spaces.values(), *B.borders, *B.lakes, *B.special_links, *B.powers.values()]:
        quotes += [p.quote for p in item.provenance.values() if p.source == "text"]
    assert quotes
    for q in quotes:
        assert q in rulebook_text, q


def test_rulebook_codes_list_matches_the_text(rulebook_text):
    """The list above is the rulebook's: every upper-case three-letter word but the six that are not
    spaces."""
    found = set(re.findall(r"\b[A-Z]{3}\b", rulebook_text)) - NOT_SPACES
    assert found == set(RULEBOOK_CODES)
