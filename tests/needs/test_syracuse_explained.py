"""What Syracuse players need to read (#11 part 3): stratagem card text on the choices, combats and works
dice explained in plain words, in both languages."""

from __future__ import annotations

import pytest

from agora.presenters import TableContext, presenter_for
from agora.presenters.syracuse_labels import action_choice_label
from cogs.syracuse_choices import choices
from engine.core import Action, Event, GameStatus
from i18n import t

COMBAT = Event(
    kind="combat_result",
    params={
        "zone": "T14",
        "attacker": "athenian",
        "attacker_pf": 12,
        "defender_pf": 20,
        "base_column": "1/2",
        "column": "2/3",
        "shifts": {"a": 2, "c": -1},
        "roll": 4,
        "die_modifiers": {"a": 1},
        "die": 5,
        "attacker_loss": "1/4",
        "defender_loss": "R",
        "winner": "syracusan",
    },
)


def plays(*faces: int) -> list[Action]:
    return [Action(kind="play", params={"face": f, "counter": "sc1"}) for f in faces]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_stratagem_choices_carry_their_card_text(lang):
    presenter = presenter_for("syracuse")
    legal = plays(10, 25)
    ctx = TableContext("syracuse", lang, {})
    content = presenter.private_content(ctx, "athens", {}, legal, GameStatus(phase="B.2"))
    options = [o for s in content.selects for o in s.options]
    assert len(options) == 2
    for option, face in zip(options, (10, 25), strict=True):
        effect = t(f"syracuse_discord.stratagem.effect.{face}", lang)
        assert option.description and effect.startswith(option.description.rstrip("…"))
        assert len(option.description) <= 100 and len(option.label) <= 100
    # Autocomplete has no description field: the effect follows the name, within 100 characters.
    offered = choices("stratagem", legal, "", lang)
    assert all(len(name) <= 100 and " — " in name for name, _ in offered)
    assert (
        action_choice_label(Action(kind="end_moves"), lang)
        == choices("pass", [Action(kind="end_moves")], "", lang)[0][0]
    )


def test_a_combat_is_explained_in_plain_words():
    presenter = presenter_for("syracuse")
    en = presenter.narrate(TableContext("syracuse", "en", {}), COMBAT)
    assert "12 PF (combat strength) against Syracuse's 20 PF" in en
    assert "odds column 1/2" in en
    assert "hoplites attack a force without hoplites (+2)" in en and "river crossed (−1)" in en
    assert "read in column 2/3" in en
    assert "Die 4, modified for: leaders with a bonus (+1); the table is read at 5" in en
    assert "weakens a quarter of its units, rounded down, at least one (1/4)" in en
    assert "loses nothing (R)" in en
    fr = presenter.narrate(TableContext("syracuse", "fr", {}), COMBAT)
    assert "rivière franchie (−1)" in fr and "colonne 2/3" in fr and "ne perd rien (R)" in fr
    assert "Comment le lire\u00a0:" in fr or "Comment le lire :" in fr


def test_works_dice_say_what_each_face_gave():
    presenter = presenter_for("syracuse")
    event = Event(
        kind="works_roll",
        params={"side": "athenian", "dice": [4, 5, 6], "count": 3, "modifiers": {"base": 3}, "points": 3},
    )
    en = presenter.narrate(TableContext("syracuse", "en", {}), event)
    assert "a 5 gives 1 WP, a 6 gives 2" in en and "4 → 0 WP, 5 → 1 WP, 6 → 2 WP" in en
    fr = presenter.narrate(TableContext("syracuse", "fr", {}), event)
    assert "4 → 0 PT, 5 → 1 PT, 6 → 2 PT" in fr
