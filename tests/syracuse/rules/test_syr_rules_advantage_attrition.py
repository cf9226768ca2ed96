"""8. and 6.4: the Advantage reroll of an attrition die is offered only when a new throw could help its
holder.

Rulebook, 8. Avantage: « Le joueur qui dispose de l'avantage peut à tout moment […] annuler le résultat
d'un jet de dés lors […] d'un test d'attrition […]. Le ou les dés sont alors relancés une nouvelle fois. »
Rulebook, 6.4 Attrition: « Sur un résultat modifié de 5, une unité (au choix de son propriétaire) est
affaiblie […] Sur un résultat modifié de 6 ou plus, toutes les unités de la zone sont affaiblies […] Pas
d'effet sur un résultat modifié de 1 à 4. »

So the owner of the zone may want a new throw only when some face would hit fewer of his units, and his
opponent only when some face would hit more; otherwise the question is pointless and not asked.
"""

from __future__ import annotations

import pytest

ATH, SYR = "athenian", "syracusan"
ONE_UNIT = ("ath_h1_mantinea",)  # 1 PF: no modifier
TWO_UNITS = ("ath_h6_mercenaries", "ath_h5_allied_cities")  # 11 PF: +2


def attrition_in_t1(position, units, die, advantage, winter=False):
    p = position(turn=6 if winter else 3)
    for uid in units:
        p.unit(uid, "T1")
    p.state.advantage = advantage
    p.state.ctx.d = {"order": [ATH, SYR], "i": 0, "part": "35", "stage": "attrition", "attrition": ["T1"]}
    p.dice(die)
    p.at("d_side")
    return p


@pytest.mark.parametrize(
    ("units", "die", "winter", "owner_asked", "opponent_asked"),
    [
        # 1 + 0 = 1, no effect: only the opponent can hope for more (a 5 or 6).
        (ONE_UNIT, 1, False, False, True),
        # 6 + 0 = 6 on a lone unit: it is hit; its owner may hope for 1-4, the opponent cannot do worse.
        (ONE_UNIT, 6, False, True, False),
        # 3 + 2 = 5 on two units: one hit; the owner may hope for less, the opponent for a 6 (both hit).
        (TWO_UNITS, 3, False, True, True),
        # 3 + 2 + 1 (winter) = 6 on two units: both hit, the worst there is; only the owner may hope.
        (TWO_UNITS, 3, True, True, False),
    ],
)
def test_8_attrition_reroll_offered_only_when_it_can_change_something(
    position, units, die, winter, owner_asked, opponent_asked
):
    for holder, expected in ((ATH, owner_asked), (SYR, opponent_asked)):
        p = attrition_in_t1(position, units, die, holder, winter)
        assert p.events_of("dice")[0]["dice"] == [die]
        assert (p.prompt == "reroll") is expected, (holder, p.prompt)
        if expected:
            assert p.waiting == {"athenian": "athens", "syracusan": "syracuse"}[holder]


def test_8_a_useless_reroll_is_not_asked_and_the_die_stands(position):
    """6.4: 1 + 0 on a lone unit held by the Advantage's owner: no question, no effect, the game goes on."""
    p = attrition_in_t1(position, ONE_UNIT, 1, ATH)
    assert p.prompt != "reroll"
    assert p.events_of("attrition")[0]["total"] == 1
    assert not p.state.units["ath_h1_mantinea"].weakened
