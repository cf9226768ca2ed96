"""Chapter 14's draw and tables I to V.

"Il n'y a pas d'événement en hiver ni au premier tour (printemps -319). Si l'événement tiré est
inapplicable (membre de la Famille Royale déjà décédé, par exemple), alors il n'y a aucun événement. Une
révolte ou une intervention extérieure ne peuvent se produire que si elles ne sont pas déjà en cours, auquel
cas on retire dans la tableau des révoltes ou interventions extérieures, sauf dans les cas suivants (...)"
"""

from __future__ import annotations

import pytest

from engine.diadoques.characters.roster import ROYALS
from engine.diadoques.events.draw import draw_event
from engine.diadoques.events.model import EVENTS_PATH, EventsFile, load_events_from
from engine.diadoques.units import NEUTRAL
from tests.diadoques.events_fixtures import BOARD, DATA, dice_for, draw, game, place
from tests.diadoques.seasons_fixtures import own


def _reachable() -> set[str]:
    found: set[str] = set()

    def walk(name: str) -> None:
        for row in DATA.tables[name].rows:
            if row.event:
                found.add(row.event)
            if row.table:
                walk(row.table)
            found.update(s.event for s in row.sub if s.event)

    for season in ("spring", "summer", "autumn"):
        walk(f"I-{season}")
    return found


def test_every_event_of_the_data_is_on_a_table_and_every_fact_has_its_provenance():
    assert _reachable() == set(DATA.events)
    for event in DATA.events.values():
        assert event.provenance, event.name_en
        assert all(p.source == "design" or p.quote for p in event.provenance.values())


def test_the_tables_cover_every_die_total():
    """2d6 for Table I and II, 3d6 for Table III, 1d6 for Tables IV and V: no total without a row."""
    for name, table in DATA.tables.items():
        covered = sorted(n for row in table.rows for n in range(row.lo, row.hi + 1))
        assert covered == list(range(table.dice, 6 * table.dice + 1)), name


def test_a_broken_file_fails_at_load(tmp_path):
    text = EVENTS_PATH.read_text(encoding="utf-8").replace('"LIB"', '"NOWHERE"', 1)
    broken = tmp_path / "events.json"
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match="unknown space"):
        load_events_from(broken, BOARD)
    assert isinstance(load_events_from(EVENTS_PATH, BOARD), EventsFile)


def _applicable_state(event_id: str):
    state = game()
    if event_id == "pyrrhus":
        state.dead = list(ROYALS)
    if event_id == "tarentines":
        state = place(state, ("cassandre", "A", "ITA"))
    if event_id == "chandragupta-cyrene":
        state = own(state, "ptolemee", "cyrene")
    if event_id == "carthage-byzance":
        state = own(state, "lysimaque", "byzance")
    if event_id == "eastern-satraps":
        state = own(state, "seleucos", "suse")
    return state


@pytest.mark.parametrize("event_id", sorted(DATA.events))
def test_every_event_of_the_tables_can_be_drawn_and_takes_effect(event_id):
    state, events = draw(_applicable_state(event_id), event_id, *([3] * 12))
    assert events[0] == {"kind": "event_drawn", "event": event_id, "dice": events[0]["dice"]}
    assert event_id in state.events.happened


def test_no_event_in_winter_nor_in_spring_319():
    winter = game(season="winter")
    first = game(season="spring", year=-319)
    for state in (winter, first):
        state.rng.forced = [6, 6, 1]
        after, events = draw_event(BOARD, state)
        assert after.events.drawn is None and events == []


def test_the_season_picks_its_column_of_table_i():
    """Summer "6-7 | 1-4 | Crue du Nil : EGY inondée"; autumn "6 | Ister, Borysthène et Tanaïs"."""
    summer = game(season="summer")
    summer.rng.forced = [3, 4, 2]
    assert draw_event(BOARD, summer)[0].events.drawn == "flood-nile"
    autumn = game(season="autumn")
    autumn.rng.forced = [3, 3]
    assert draw_event(BOARD, autumn)[0].events.drawn == "flood-ister"


def test_a_dead_royal_s_death_is_no_event():
    """ "Si l'événement tiré est inapplicable (membre de la Famille Royale déjà décédé, par exemple), alors
    il n'y a aucun événement.\""""
    state = game()
    state.dead = ["olympias"]
    season, dice = dice_for("death-olympias")
    state.season, state.year = season, -318
    state.rng.forced = dice
    after, events = draw_event(BOARD, state)
    assert after.events.drawn is None
    assert events[0]["kind"] == "event_inapplicable" and events[0]["event"] == "death-olympias"


def test_a_revolt_in_progress_is_drawn_again_on_its_table():
    """ "on retire dans la tableau des révoltes": Spartans in LAC, drawn again, become the Thracians."""
    state, _ = draw(game(), "spartans")
    season, dice = dice_for("spartans")
    state.season = season
    state.year = -318
    state.rng.forced = [*dice, 4, 3, 3]  # Table III again: 10, the Thracians
    after, events = draw_event(BOARD, state)
    assert after.events.drawn == "thracians"
    assert events[0]["dice"][-1] == 10


def test_the_parthians_and_rome_are_not_drawn_again_they_go_on():
    """ "sauf dans les cas suivants : (...) Invasion des Parthes, Attaque de Rome": their next mission."""
    state, _ = draw(game(), "parthians")
    state, events = draw(state, "parthians")
    assert state.events.active["parthians"].mission == 1
    assert {"kind": "next_mission", "revolt": "parthians", "mission": 2} in events


def test_a_gift_to_a_citadel_nobody_holds_is_no_event():
    state = game()
    state = own(state, NEUTRAL, "pella")
    season, dice = dice_for("carthage-pella")
    state.season, state.year = season, -318
    state.rng.forced = dice
    assert draw_event(BOARD, state)[0].events.drawn is None
