"""2.C on Discord: the works dice are narrated with every modifier that set their number."""

from agora.presenters import presenter_for
from agora.presenters.base import TableContext
from engine.core import Event


def narrate(params: dict, lang: str) -> str:
    ctx = TableContext(title="syracuse", language=lang, seat_names={})
    return presenter_for("syracuse").narrate(ctx, Event(kind="works_roll", params=params))


def test_a_works_throw_shows_its_modifiers_dice_and_points():
    params = {
        "side": "athenian",
        "dice": [5, 6, 2],
        "count": 3,
        "modifiers": {"base": 3, "advantage": 1, "winter": -1},
        "points": 2,
    }
    line = narrate(params, "en")
    first = line.splitlines()[0]  # a plain-words explanation of WP follows
    assert first == "Athens throws 3 works dice (base 3, Advantage +1, winter -1): 5, 6, 2, 2 WP."
    assert "dés de travaux (base 3, Avantage +1, hiver -1)\u202f: 5, 6, 2, 2 PT" in narrate(params, "fr")


def test_no_works_dice_says_so_instead_of_an_empty_throw():
    params = {
        "side": "syracusan",
        "dice": [],
        "count": 0,
        "modifiers": {"base": 1, "winter": -1, "year_413": -1},
        "points": 0,
    }
    expected = "Syracuse has no works dice this turn (base 1, winter -1, year 413 -1): 0 WP."
    assert narrate(params, "en") == expected
