"""The order parser on every example of the rulebook (§9a), its forgiveness, what it reports, and the
notation it writes back."""

from __future__ import annotations

import pytest

import i18n
from engine.diadoques.notation import IGNORED, PROBLEMS, format_order, parse_orders
from engine.diadoques.orders import (
    CharacterMove,
    Convoy,
    Hold,
    Move,
    Siege,
    Supply,
    SupportHold,
    SupportMove,
)
from engine.diadoques.units import Position, Unit


def _position() -> Position:
    units = (
        Unit(id="p-phe", owner="ptolemee", kind="A", space="PHE"),
        Unit(
            id="p-cyc",
            owner="ptolemee",
            kind="F",
            space="CYC",
            commander="ptolemee:diadoque",
            commander_bonus=True,
        ),
        Unit(id="p-mor", owner="ptolemee", kind="F", space="MOR"),
        Unit(id="p-syr", owner="ptolemee", kind="A", space="SYR", commander="ptolemee:diadoque"),
        Unit(id="s-egy", owner="seleucos", kind="A", space="EGY"),
    )
    return Position(
        units=units,
        citadel_owner={"athenes": "ptolemee", "alexandrie": "seleucos", "alexandrie-d-issos": "seleucos"},
        characters={"ptolemee:epigone": "CIL"},
    )


RULEBOOK = [
    ("A PHE SYR", "p-phe", Move(dest="SYR")),
    ("F* CYC Athènes", "p-cyc", Move(dest="athenes")),
    ("F MOR A1 Alexandrie", "p-mor", Siege(citadel="alexandrie", stage=1)),
    ("A* SYR A2 Alexandrie d'Issos", "p-syr", Siege(citadel="alexandrie-d-issos", stage=2)),
    ("F MOR Ra Alexandrie", "p-mor", Supply(citadel="alexandrie")),
    ("A* SYR Ra Alexandrie d'Issos", "p-syr", Supply(citadel="alexandrie-d-issos")),
    ("A PHE X", "p-phe", Hold()),
    (
        "F MOR Re MIO, CYC, Alexandrie, MRD, MIN",
        "p-mor",
        Hold(retreats=("MIO", "CYC", "alexandrie", "MRD", "MIN")),
    ),
    (
        "A* SYR Re Alexandrie d'Issos, PHE, COM, CIL, X",
        "p-syr",
        Hold(retreats=("alexandrie-d-issos", "PHE", "COM", "CIL"), retreat_disband_last=True),
    ),
]


@pytest.mark.parametrize(("text", "unit", "order"), RULEBOOK, ids=[t for t, _, _ in RULEBOOK])
def test_every_example_of_the_rulebook_reads_as_the_text_means(board, text, unit, order):
    sheet = parse_orders(board, _position(), "ptolemee", text, check=False)
    assert sheet.problems == []
    assert sheet.orders == {unit: order}


@pytest.mark.parametrize(("text", "unit", "order"), RULEBOOK[:7], ids=[t for t, _, _ in RULEBOOK[:7]])
def test_an_order_is_written_back_as_the_rulebook_writes_it(board, text, unit, order):
    assert format_order(board, _position(), unit, order) == [text]


def test_a_retreat_list_is_written_back_on_its_own_line(board):
    lines = format_order(board, _position(), "p-syr", RULEBOOK[-1][2])
    assert lines == ["A* SYR X", "A* SYR Re Alexandrie d'Issos, PHE, COM, CIL, X"]


def test_an_order_and_its_retreat_list_on_two_lines_make_one_order(board):
    sheet = parse_orders(board, _position(), "ptolemee", "F MOR A1 Alexandrie\nF MOR Re MIO, X", check=False)
    assert sheet.orders == {
        "p-mor": Siege(citadel="alexandrie", stage=1, retreats=("MIO",), retreat_disband_last=True)
    }


@pytest.mark.parametrize(
    "text",
    [
        "a phe syr",
        "A PHÉ SYR",
        "A Phénicie Syrie",
        "A Phoenicia Syria",
        "A phen syri",
        "A PHE -> SYR",
        "A PHE - SYR",
        "  A   PHE   SYR  ",
    ],
)
def test_case_accents_names_in_both_languages_and_prefixes_are_forgiven(board, text):
    sheet = parse_orders(board, _position(), "ptolemee", text, check=False)
    assert sheet.orders == {"p-phe": Move(dest="SYR")}
    assert sheet.problems == []


def test_a_close_misspelling_of_a_single_name_is_understood(board):
    sheet = parse_orders(board, _position(), "ptolemee", "F* CYC Athenss", check=False)
    assert sheet.orders == {"p-cyc": Move(dest="athenes")}


@pytest.mark.parametrize(
    ("text", "unit", "order"),
    [
        ("A SYR S A PHE CIL", "p-syr", SupportMove(target="PHE", dest="CIL")),
        ("A SYR soutient A PHE CIL", "p-syr", SupportMove(target="PHE", dest="CIL")),
        ("A SYR S PHE CIL", "p-syr", SupportMove(target="PHE", dest="CIL")),
        ("A SYR S A PHE", "p-syr", SupportHold(target="PHE")),
        ("A SYR S A PHE X", "p-syr", SupportHold(target="PHE")),
        ("F MOR C A EGY SYR", "p-mor", Convoy(origin="EGY", dest="SYR")),
        ("F MOR convoie A EGY SYR", "p-mor", Convoy(origin="EGY", dest="SYR")),
        ("A PHE SYR via convoi", "p-phe", Move(dest="SYR", by_convoy=True)),
        ("A SYR S F MOR A1 Alexandrie", "p-syr", SupportMove(target="MOR", dest="alexandrie")),
    ],
)
def test_support_and_convoy_in_diplomacy_s_notation(board, text, unit, order):
    sheet = parse_orders(board, _position(), "ptolemee", text, check=False)
    assert sheet.orders == {unit: order}


def test_a_lone_character_moves_by_its_mark(board):
    sheet = parse_orders(board, _position(), "ptolemee", "# CIL CAP", check=False)
    assert sheet.orders == {"ptolemee:epigone": CharacterMove(character="ptolemee:epigone", dest="CAP")}


def test_several_orders_one_a_line(board):
    sheet = parse_orders(board, _position(), "ptolemee", "A PHE SYR\n\nF MOR A1 Alexandrie\nA* SYR X\n")
    assert set(sheet.orders) == {"p-phe", "p-mor", "p-syr"}


def _problem_keys(sheet):
    return [p.key for p in sheet.problems]


def test_an_ambiguous_name_is_reported_and_the_unit_holds(board):
    sheet = parse_orders(board, _position(), "ptolemee", "A PHE Alex")
    assert _problem_keys(sheet) == ["diadoques_orders.problem.ambiguous_space"]
    assert "p-phe" not in sheet.orders
    assert sheet.problems[0].params["choices"] == "alexandrie, alexandrie-d-issos"


def test_an_order_for_another_side_s_unit_is_reported(board):
    sheet = parse_orders(board, _position(), "ptolemee", "A EGY PHE")
    assert _problem_keys(sheet) == ["diadoques_orders.problem.no_unit_there"]
    assert sheet.orders == {}


def test_an_impossible_order_is_reported_with_its_reason_and_becomes_a_hold(board):
    sheet = parse_orders(
        board, _position(), "ptolemee", "A PHE SAL\nA* SYR Alexandrie d'Issos\nA* SYR Re CIL"
    )
    assert sorted(_problem_keys(sheet)) == [
        "diadoques_orders.ignored.citadel_not_controlled",
        "diadoques_orders.ignored.unreachable",
    ]
    assert sheet.orders == {"p-phe": Hold(), "p-syr": Hold(retreats=("CIL",))}


def test_two_orders_for_one_unit_are_ambiguous_and_the_unit_holds(board):
    sheet = parse_orders(board, _position(), "ptolemee", "A PHE SYR\nA PHE NAB")
    assert _problem_keys(sheet) == ["diadoques_orders.problem.two_orders"]
    assert sheet.orders == {"p-phe": Hold()}


@pytest.mark.parametrize("text", ["bonjour", "A PHE", "A PHE SYR NAB EGY"])
def test_an_unreadable_line_is_reported(board, text):
    sheet = parse_orders(board, _position(), "ptolemee", text)
    assert len(sheet.problems) == 1
    assert sheet.orders == {}


def test_first_turn_stacked_units_each_get_their_line(board):
    units = tuple(Unit(id=f"c{i}", owner="cassandre", kind="A", space="MAC") for i in range(3))
    position = Position(units=units, citadel_owner={"pella": "cassandre", "pydna": "cassandre"})
    sheet = parse_orders(board, position, "cassandre", "A MAC THE\nA MAC Pella\nA MAC ILL")
    assert sheet.problems == []
    assert sheet.orders == {"c0": Move(dest="THE"), "c1": Move(dest="pella"), "c2": Move(dest="ILL")}


@pytest.mark.parametrize("key", sorted({*PROBLEMS.values(), *IGNORED.values()}))
def test_every_reason_is_worded_in_english_and_french(key):
    assert i18n.has(key)
    assert i18n.t(key, "fr") != i18n.t(key, "en")


def test_a_unit_without_its_space_is_read_when_it_is_the_only_one_of_its_kind(board):
    position = _position()
    sheet = parse_orders(board, position, "ptolemee", "A* X", check=False)
    assert sheet.orders == {"p-syr": Hold()}
    sheet = parse_orders(board, position, "ptolemee", "A X", check=False)
    assert [p.key for p in sheet.problems] == ["diadoques_orders.problem.which_unit"]
    assert sheet.orders == {}


@pytest.mark.parametrize(
    ("text", "character"),
    [
        ("Ptolémée II CIL CAP", "ptolemee:epigone"),
        ("ptolemy ii CIL CAP", "ptolemee:epigone"),
        ("# CIL CAP", "ptolemee:epigone"),
    ],
)
def test_a_lone_character_may_be_written_by_his_name(board, text, character):
    sheet = parse_orders(board, _position(), "ptolemee", text, check=False)
    assert sheet.orders == {character: CharacterMove(character=character, dest="CAP")}


def test_the_diadoque_by_his_name_in_either_language(board):
    position = _position().model_copy(update={"characters": {"ptolemee:diadoque": "EGY"}})
    for text in ("Ptolémée EGY PHE", "Ptolemy EGY PHE"):
        sheet = parse_orders(board, position, "ptolemee", text, check=False)
        assert sheet.orders == {"ptolemee:diadoque": CharacterMove(character="ptolemee:diadoque", dest="PHE")}
