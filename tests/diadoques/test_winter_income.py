"""Chapter 10, the income: "Chaque province contrôlée (chapitre 11e), contenant une citadelle, une ville ou
un port à l'exception de HYR et NAB, rapporte 1 T. Chaque citadelle mineure contrôlée rapporte 1 T. Chaque
citadelle majeure contrôlée, sauf sa capitale mais y compris une capitale ennemie, rapporte 11 T.
Contrôler sa propre capitale rapporte 31 T."
"""

from __future__ import annotations

from engine.diadoques.winter import income
from tests.diadoques.seasons_fixtures import BOARD, own, place, start


def test_at_the_start_cassandre_earns_his_province_his_capital_and_pydna() -> None:
    """Macedonia (1 T) + Pella, his own capital (31 T) + Pydna, a minor citadel (1 T)."""
    state = start()
    assert income(BOARD, state.position, "cassandre", "pella") == 1 + 31 + 1


def test_a_major_citadel_that_is_not_ones_capital_gives_11() -> None:
    """Athens and Delphi in Aetolia: the major citadel 11 T, the minor one 1 T, the province 1 T."""
    state = own(start(), "cassandre", "athenes", "delphes")
    assert income(BOARD, state.position, "cassandre", "pella") == 33 + 11 + 1 + 1


def test_an_enemy_capital_gives_11_and_its_owner_loses_31() -> None:
    """ "y compris une capitale ennemie, rapporte 11 T"."""
    state = own(start(), "lysimaque", "pella")
    # Lysimaque: Chersonese 1 + Lysimachia 31 + Pella 11; Macedonia is nobody's (two owners)
    assert income(BOARD, state.position, "lysimaque", "lysimachia") == 1 + 31 + 11
    assert income(BOARD, state.position, "cassandre", "pella") == 1  # Pydna alone
    assert state.position.province_owner["MAC"] is None


def test_hyrcania_and_nabataea_give_no_provincial_income() -> None:
    """ "à l'exception de HYR et NAB": their citadels pay, the provinces do not."""
    state = own(start(), "seleucos", "hecatompylos", "petra")
    assert state.position.province_owner["HYR"] == "seleucos"
    assert state.position.province_owner["NAB"] == "seleucos"
    base = 1 + 31  # Chaldaea and Babylon
    assert income(BOARD, state.position, "seleucos", "babylone") == base + 11 + 1


def test_a_province_pays_only_for_a_citadel_a_town_or_a_port() -> None:
    """Paeonia has a town (1 T); Illyria has neither citadel, town nor port (nothing)."""
    state = place(start(), ("cassandre", "A", "PEO"), ("cassandre", "A", "ILL"))
    assert state.position.province_owner["PEO"] == state.position.province_owner["ILL"] == "cassandre"
    assert income(BOARD, state.position, "cassandre", "pella") == 33 + 1
