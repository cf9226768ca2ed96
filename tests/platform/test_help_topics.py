"""The help's title parts come from each title's manifest (`help=`): the platform's texts list the titles it
finds, and a title without a help of its own still has the common topics."""

from __future__ import annotations

import pytest

from agora.help import explain, help_for, topics
from engine.epireia.content import load_content as epireia_content
from engine.registry import manifest

COMMON = ["overview", "turn", "phase", "commands"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["**Syracuse", "Athens against Syracuse", "`/syracuse …`", "**Epireia", "`/epireia …`"]),
        ("fr", ["**Syracuse", "Athènes contre Syracuse", "`/syracuse …`", "**Epireia", "`/epireia …`"]),
    ],
)
def test_the_titles_topic_presents_every_title_the_manifests_offer(lang: str, words: list[str]) -> None:
    _, (text,) = explain("agora", "titles", lang, [])
    assert all(word in text for word in words), text
    assert len(text.splitlines()) == 2  # one line per title; the test-only demo is not offered
    _, (start,) = explain("agora", "start", lang, [])
    assert "`/syracuse " in start and "`/epireia " in start  # where to read each title's rules


def test_each_title_adds_its_own_topics_after_the_common_ones() -> None:
    syracuse = [tp.id for tp in topics("syracuse", "en")]
    assert syracuse[:4] == COMMON and "stratagems" in syracuse and "s25" in syracuse
    epireia = [tp.id for tp in topics("epireia", "fr")]
    figure = f"figure:{epireia_content().figures[0].id}"
    assert epireia[:4] == COMMON and {"figures", "admins", "buildings", figure} <= set(epireia)
    heading, lines = explain("epireia", figure, "en", [])
    assert heading and any("p." in line or "Rulebook" in line for line in lines), lines


def test_a_title_without_a_help_of_its_own_has_the_common_topics() -> None:
    assert manifest("demo").help is None
    assert [tp.id for tp in topics("demo", "en")] == COMMON
    with pytest.raises(KeyError):
        explain("demo", "s25", "en", [])  # Syracuse's stratagem is no topic of another title
    assert help_for("demo").objective({"solo": {"scenario": "x"}}, "en") == ""


def test_a_solo_game_has_its_objective_and_a_duel_has_none() -> None:
    scenario = epireia_content().solo_scenarios[0]
    solo = {"scenario": scenario.id, "objectives_met": [], "turn_limit": scenario.turns}
    assert help_for("epireia").objective({"solo": solo}, "en")
    assert help_for("epireia").objective({}, "en") == ""
    assert help_for("syracuse").objective({"solo": solo}, "en") == ""
