"""The loader refuses content that breaks the box, the rulebook or its own references."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.epireia.content import ContentError, load_content_from
from engine.epireia.content.loader import DATA_DIR

Json = dict[str, Any]


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def edit(directory: Path, name: str, change: Callable[[Json], None]) -> None:
    path = directory / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def rejects(directory: Path, match: str) -> None:
    with pytest.raises(ContentError, match=match):
        load_content_from(directory)


def test_the_packaged_copy_loads(data_dir: Path) -> None:
    assert len(load_content_from(data_dir).figures) == 36


def test_missing_file(data_dir: Path) -> None:
    (data_dir / "augures.json").unlink()
    rejects(data_dir, "augures.json: missing")


def test_malformed_json(data_dir: Path) -> None:
    (data_dir / "map.json").write_text("{not json", encoding="utf-8")
    rejects(data_dir, "map.json: not JSON")


def test_duplicate_figure_id(data_dir: Path) -> None:
    edit(data_dir, "figures.json", lambda d: d["figures"][1].update(id=d["figures"][0]["id"]))
    rejects(data_dir, "duplicate figure ids")


def test_seventh_figure_for_a_city(data_dir: Path) -> None:
    def move(d: Json) -> None:
        d["figures"][-1]["city"] = "athens"

    edit(data_dir, "figures.json", move)
    rejects(data_dir, "6 figures per city")


def test_figure_attack_above_4(data_dir: Path) -> None:
    edit(data_dir, "figures.json", lambda d: d["figures"][0].update(attack=5))
    rejects(data_dir, r"figures.json\[figures\]\[0\]: attack")


def test_ability_outside_the_figure_family(data_dir: Path) -> None:
    def swap(d: Json) -> None:
        f = next(f for f in d["figures"] if f["id"] == "heliodorus")
        f["family"] = "territory"

    edit(data_dir, "figures.json", swap)
    rejects(data_dir, "roll empire does not happen there|not of family territory")


def test_unknown_effect_kind(data_dir: Path) -> None:
    edit(data_dir, "figures.json", lambda d: d["figures"][0]["ability"][0].update(effect="teleport"))
    rejects(data_dir, "figures.json")


def test_effect_with_a_missing_parameter(data_dir: Path) -> None:
    edit(data_dir, "figures.json", lambda d: d["figures"][0]["ability"][0].pop("unit"))
    rejects(data_dir, r"gain_token: missing \['unit'\]")


def test_effect_with_a_parameter_it_does_not_take(data_dir: Path) -> None:
    edit(
        data_dir, "administrators.json", lambda d: d["administrators"][7]["ability"][0].update(unit="cavalry")
    )
    rejects(data_dir, r"gain_prestige: unexpected \['unit'\]")


def test_unknown_field(data_dir: Path) -> None:
    edit(data_dir, "map.json", lambda d: d["empires"][0].update(colour="purple"))
    rejects(data_dir, "Extra inputs are not permitted")


def test_token_split_differs_from_the_box(data_dir: Path) -> None:
    def promote(d: Json) -> None:
        t = next(t for t in d["tokens"] if t["unit"] == "triremes" and t["level"] == 1)
        t["level"] = 2

    edit(data_dir, "tokens.json", promote)
    rejects(data_dir, "token split")


def test_placement_bonus_amount_other_than_the_rulebook(data_dir: Path) -> None:
    def bump(d: Json) -> None:
        t = next(t for t in d["tokens"] if t["bonus"]["kind"] == "second_line")
        t["bonus"]["amount"] = 3

    edit(data_dir, "tokens.json", bump)
    rejects(data_dir, r"second_line is \+2")


def test_aegina_bonus_on_a_token_of_another_region(data_dir: Path) -> None:
    def strip(d: Json) -> None:
        t = next(t for t in d["tokens"] if t["bonus"]["kind"] == "aegina_neighbour")
        t["region"] = "thrace"

    edit(data_dir, "tokens.json", strip)
    rejects(data_dir, "belongs to region aegina")


def test_level_1_cost_other_than_2(data_dir: Path) -> None:
    edit(data_dir, "tokens.json", lambda d: d["costs"][0]["cost"].update(wheat=1))
    rejects(data_dir, r"costs 2 \(p.18\)")


def test_brigands_bands_with_a_gap(data_dir: Path) -> None:
    edit(data_dir, "map.json", lambda d: d["brigands"]["bands"][1].update(min_attack=4))
    rejects(data_dir, "contiguous")


def test_solo_destination_to_an_unknown_place(data_dir: Path) -> None:
    edit(data_dir, "map.json", lambda d: d["solo_destinations"][0].update(destination="atlantis"))
    rejects(data_dir, "atlantis")


def test_brigands_placed_on_an_unknown_territory(data_dir: Path) -> None:
    def bad(d: Json) -> None:
        s = next(s for s in d["multiplayer"] if s["id"] == "thracian_colonies")
        s["constraints"][0]["locations"] = ["persia"]

    edit(data_dir, "scenarios.json", bad)
    rejects(data_dir, "Brigands go on Territories")


def test_scenario_count_per_act(data_dir: Path) -> None:
    edit(data_dir, "scenarios.json", lambda d: d["multiplayer"][0].update(act=2))
    rejects(data_dir, "4 scenarios per act")


def test_league_objective_scored_by_a_player(data_dir: Path) -> None:
    def bad(d: Json) -> None:
        s = next(s for s in d["multiplayer"] if s["id"] == "sacred_wars")
        s["objective"]["scope"] = "player"

    edit(data_dir, "scenarios.json", bad)
    rejects(data_dir, "scope must be league")


def test_solo_enemy_token_in_a_slot_of_another_type(data_dir: Path) -> None:
    def bad(d: Json) -> None:
        s = d["solo"][0]
        placement = next(p for p in s["enemy_army"] if p["front"] == "sea")
        placement["front"], placement["column"], placement["line"] = "centre", 2, 2
        s["enemy_army"] = [
            p for p in s["enemy_army"] if p is placement or p["front"] != "centre" or p["column"] != 2
        ]

    edit(data_dir, "scenarios.json", bad)
    rejects(data_dir, "does not fit slot")


def test_solo_enemy_second_line_without_first_line(data_dir: Path) -> None:
    def bad(d: Json) -> None:
        s = d["solo"][0]
        s["enemy_army"] = [
            p for p in s["enemy_army"] if not (p["front"] == "centre" and p["column"] == 2 and p["line"] == 1)
        ]

    edit(data_dir, "scenarios.json", bad)
    rejects(data_dir, "second line needs a first-line token")


def test_solo_enemy_figure_of_the_imposed_city(data_dir: Path) -> None:
    def bad(d: Json) -> None:
        s = next(s for s in d["solo"] if s["city"] == "athens" and s["enemy_figures"])
        s["enemy_figures"][0] = "pericles"

    edit(data_dir, "scenarios.json", bad)
    rejects(data_dir, "imposed city cannot be an enemy")


def test_solo_scenario_needing_more_augures_than_the_box(data_dir: Path) -> None:
    def bad(d: Json) -> None:
        s = next(s for s in d["solo"] if s["augures_per_turn"] == 2)
        s["turns"] = 13

    edit(data_dir, "scenarios.json", bad)
    rejects(data_dir, "more Augures than the 24")


def test_unknown_forbidden_administrator(data_dir: Path) -> None:
    def bad(d: Json) -> None:
        s = next(
            s
            for s in d["solo"]
            if s["constraints"] and s["constraints"][0]["effect"] == "forbid_administrator"
        )
        s["constraints"][0]["administrator"] = "tyrant"

    edit(data_dir, "scenarios.json", bad)
    rejects(data_dir, "unknown administrator 'tyrant'")


def test_twenty_fifth_augure(data_dir: Path) -> None:
    def extra(d: Json) -> None:
        d["augures"].append({**d["augures"][1], "id": "another_plague"})

    edit(data_dir, "augures.json", extra)
    rejects(data_dir, "24 Augures")


def test_administrator_building_with_a_cost(data_dir: Path) -> None:
    def bad(d: Json) -> None:
        slot = next(b for b in d["standard_board"]["buildings"] if b["category"] == "administrator")
        slot["cost"] = {"wheat": 1}

    edit(data_dir, "cities.json", bad)
    rejects(data_dir, "Administrator buildings cost 0")


def test_athens_outside_the_delian_league(data_dir: Path) -> None:
    edit(data_dir, "cities.json", lambda d: d["cities"][0].update(league_lock="peloponnese"))
    rejects(data_dir, "only Athens")


def test_board_size_differs_from_the_act_iii_threshold(data_dir: Path) -> None:
    edit(data_dir, "cities.json", lambda d: d["rules"]["cancel_thresholds"].update({"3": 18}))
    rejects(data_dir, "act III cancels at 17")


def test_neutral_city_gain_token_differs_from_its_reserved_token(data_dir: Path) -> None:
    edit(
        data_dir, "cities.json", lambda d: d["cities"][0]["neutral"]["gain_tokens"][0].update(unit="cavalry")
    )
    rejects(data_dir, "reserved one")


def test_one_battlefield_only(data_dir: Path) -> None:
    edit(data_dir, "battlefields.json", lambda d: d["battlefields"].pop())
    rejects(data_dir, "two battlefields")


def test_battlefield_fronts_out_of_order(data_dir: Path) -> None:
    edit(data_dir, "battlefields.json", lambda d: d["battlefields"][0]["fronts"].reverse())
    rejects(data_dir, "flank, centre, sea")
