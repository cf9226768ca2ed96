"""The reconstructed map is sound and playable: counts, symmetric moves, connected, no power boxed in."""

from collections import deque

import pytest

from engine.diadoques.board import Board, MapFile, load_board, load_board_from

B = load_board()


def _distances(start: str, step) -> dict[str, int]:
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in step(here):
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


def _army_or_coast(space: str) -> set[str]:
    """Army moves plus coasts: what an army can reach by land or carried by fleets."""
    s = B.space(space)
    out = B.army_moves(space) | B.fleet_moves(space)
    if s.is_land:
        out |= B.seas_of_province(space)
    if s.is_sea:
        out |= B.adjacent_provinces_of_sea(space)
    return out


def test_counts():
    """ "17 sea zones, 52 land provinces" (issue #47) and "citadelles majeures (au nombre de 20 ...)"."""
    assert len(B.seas()) == 17
    assert len(B.lands()) == 52
    assert sum(c.major for c in B.citadels()) == 20
    # the 33 citadels the text names, and Pétra (NAB's citadel, which the text presumes but does not name)
    assert len(B.citadels()) == 34
    presumed = [c.id for c in B.citadels() if c.provenance["existence"].note.startswith("the text presumes")]
    assert presumed == ["petra"]


def test_moves_are_symmetric():
    for sid in B.spaces:
        for other in B.army_moves(sid):
            assert sid in B.army_moves(other), (sid, other)
        for other in B.fleet_moves(sid):
            assert sid in B.fleet_moves(other), (sid, other)


def test_armies_and_fleets_stay_on_their_element():
    for sid, s in B.spaces.items():
        assert all(not B.space(o).is_sea for o in B.army_moves(sid))
        assert all(not B.space(o).is_land for o in B.fleet_moves(sid))
        if s.is_sea:
            assert not B.army_moves(sid)


def test_map_is_connected():
    reached = _distances("MAC", _army_or_coast)
    assert set(reached) == set(B.spaces)


def test_fleets_reach_every_sea_with_the_special_links():
    def step(space):
        return B.fleet_moves(space) | {other for _, other in B.special_links_from(space, "fleet")}

    reached = _distances("MOR", step)
    assert {s.id for s in B.seas()} <= set(reached)


def test_every_citadel_has_a_province_and_every_port_citadel_opens_on_its_coast():
    for c in B.citadels():
        assert B.space(c.province).is_land
        assert c.id in B.army_moves(c.province) and B.army_moves(c.id) == {c.province}
        assert c.port == bool(c.access_seas)
        for sea in c.access_seas:
            assert sea in B.seas_of_province(c.province), (c.id, sea)


def test_province_ports_open_on_their_coast():
    for p in B.lands():
        assert p.port == bool(p.port_seas) == bool(p.port_name) == bool(p.port_name_en)
        assert p.town == bool(p.town_name) == bool(p.town_name_en)
        for sea in p.port_seas:
            assert sea in B.seas_of_province(p.id)


def test_every_sea_touches_land_and_every_space_is_named_in_both_languages():
    for sea in B.seas():
        assert B.adjacent_provinces_of_sea(sea.id)
    for s in B.spaces.values():
        assert s.name_fr and s.name_en
        assert "existence" in s.provenance
        if s.is_land:
            assert s.terrain and "terrain" in s.provenance


def test_every_fact_has_a_provenance_with_a_reason():
    for item in [*B.spaces.values(), *B.borders, *B.lakes, *B.special_links, *B.powers.values()]:
        assert item.provenance
        for p in item.provenance.values():
            assert p.quote if p.source == "text" else p.note
    for b in B.borders:
        assert "adjacency" in b.provenance
        if b.river:
            assert "river" in b.provenance and b.river_name
        if b.mountain:
            assert "mountain" in b.provenance


def test_major_citadels_are_reconstructed_with_reasons():
    """The text names only the capitals among the 20 majors: each other major says why."""
    for c in B.citadels():
        if c.major and not c.capital_of:
            assert c.provenance["major"].note


HOMES = {p.id: p.home for p in B.powers.values()}
RIVALS = [
    ("cassandre", "lysimaque"),
    ("lysimaque", "antigone"),
    ("antigone", "eumene"),
    ("eumene", "seleucos"),
    ("seleucos", "ptolemee"),
    ("ptolemee", "antigone"),
    ("cassandre", "antigone"),
]


@pytest.mark.parametrize(("a", "b"), RIVALS)
def test_each_power_reaches_its_neighbours_within_a_few_moves(a, b):
    land = _distances(HOMES[a], B.army_moves)
    either = _distances(HOMES[a], _army_or_coast)
    assert either[HOMES[b]] <= 4
    assert land.get(HOMES[b], 99) <= 5


@pytest.mark.parametrize("power", sorted(HOMES))
def test_no_power_is_boxed_in(power):
    home = HOMES[power]
    exits = {s for s in B.army_moves(home) if B.space(s).is_land}
    assert len(exits) >= 2
    two_moves = {s for s, d in _distances(home, B.army_moves).items() if d <= 2 and B.space(s).is_land}
    assert len(two_moves) >= 6


@pytest.mark.parametrize("power", sorted(HOMES))
def test_no_rival_next_door_on_the_first_turn(power):
    """Chapter 12: "pour l'instant, aucune corruption n'est possible (pas d'adversaire à proximité)": bribery
    needs a unit that could move to the target's space, so no two home provinces are neighbours."""
    home = HOMES[power]
    others = set(HOMES.values()) - {home}
    assert not B.army_moves(home) & others


def test_lake_pairs_are_neighbours_by_land_around_the_lake():
    """The lakes block the direct move but the two shores stay within two moves of each other."""
    for lake in B.lakes:
        a, b = lake.between
        assert _distances(a, B.army_moves)[b] == 2


def test_a_broken_map_fails_at_load(tmp_path):
    """The loader checks references: a port citadel opening on a sea off its coast is refused."""
    data = B.data.model_dump(by_alias=True)
    for s in data["spaces"]:
        if s["id"] == "pella":
            s["access_seas"] = ["GPE"]
    with pytest.raises(ValueError, match="pella"):
        Board(MapFile.model_validate(data))
    path = tmp_path / "map.json"
    path.write_text(B.data.model_dump_json(by_alias=True), encoding="utf-8")
    assert load_board_from(path).spaces.keys() == B.spaces.keys()


def test_arsenals():
    """Chapter 11a: "Un arsenal est une citadelle, une ville ou un port.\""""
    assert B.is_arsenal("pella") and B.is_arsenal("MAC")  # a citadel, and the province holding it
    assert B.is_arsenal("LYD") and B.is_arsenal("CIL")  # a port (Smyrne); a town (Tarse) besides Isaura
    assert B.is_arsenal("ASS") and not B.citadels_of("ASS")  # a town only (Arbèles)
    assert not B.is_arsenal("ILL") and not B.is_arsenal("ARA") and not B.is_arsenal("MOR")
    # the provinces where an army starves in winter: deserts, highlands and the steppe
    bare = sorted(s.id for s in B.lands() if not B.is_arsenal(s.id))
    assert bare == ["ARA", "ARM", "GED", "GRA", "ILL", "PTE", "SAG"]
