"""The sheet's secondary lines (§9c), bribes (§9b), bids (§11b) and votes (chapter 3): read in French and
English, written back, and what is reported when a line cannot be read."""

from __future__ import annotations

import pytest

import i18n
from engine.diadoques.orders import Move
from engine.diadoques.secondary import (
    AFTER,
    BEFORE,
    Accord,
    Assassinate,
    Bid,
    Bribe,
    Command,
    CounterBribe,
    Dissociate,
    GiveCharacter,
    GoldGift,
    GrantPassage,
    KeepTreasure,
    MarginalVote,
    Marriage,
    NoCapture,
    NoControl,
    OpenGates,
    RoyalOrder,
    SecondarySheet,
    SeizeTreasure,
    TransferCapital,
    is_public,
)
from engine.diadoques.sheet_notation import SHEET_PROBLEMS, format_sheet, parse_sheet
from engine.diadoques.units import Position, Unit


def _position() -> Position:
    return Position(
        units=(
            Unit(id="p-phe", owner="ptolemee", kind="A", space="PHE", commander="ptolemee:diadoque"),
            Unit(id="s-syr", owner="seleucos", kind="A", space="SYR"),
            Unit(id="n-mor", owner="neutral", kind="F", space="MOR"),
        ),
        characters={"olympias": "PHE"},
    )


FRENCH_AND_ENGLISH = [
    ("Passage Séleucos A SYR", "Passage Seleucus A SYR", GrantPassage(to_power="seleucos", mover="s-syr")),
    (
        "Don Roxane à Séleucos SYR",
        "Give Roxana to Seleucus SYR",
        GiveCharacter(character="roxane", to_power="seleucos", dest="SYR"),
    ),
    ("Pas de capture Olympias", "No capture Olympias", NoCapture(character="olympias")),
    ("Assassinat Philippe III", "Assassinate Philip III", Assassinate(character="philippe3")),
    ("Enchère F MOR 10, 11, 12", "Bid F MOR 10, 11, 12", Bid(unit="n-mor", amounts=(10, 11, 12))),
    ("Ordre royal Séleucos", "Royal order Seleucus", RoyalOrder(beneficiary="seleucos")),
    ("Ordre royal aucun", "Royal order none", RoyalOrder(beneficiary=None)),
    (
        "Ouverture Pella à Cassandre",
        "Open Pella to Cassander",
        OpenGates(citadel="pella", to_power="cassandre"),
    ),
    ("Or 20 à Séleucos", "Gold 20 to Seleucus", GoldGift(to_power="seleucos", amount=20)),
    (
        "Don d'or 20 à Séleucos annoncé",
        "Gold 20 to Seleucus announced",
        GoldGift(to_power="seleucos", amount=20, announced=True),
    ),
    ("Pas de contrôle SYR", "No control SYR", NoControl(province="SYR")),
    ("Capitale Babylone", "Capital Babylon", TransferCapital(citadel="babylone")),
    ("Laisser trésor Éphèse", "Leave treasure Ephesus", KeepTreasure(citadel="ephese")),
    ("Saisir trésor Delphes", "Seize treasure Delphi", SeizeTreasure(citadel="delphes")),
    ("Dissocier *", "Dissociate *", Dissociate(character="ptolemee:diadoque")),
    ("Commandement Olympias A PHE", "Command Olympias A PHE", Command(character="olympias", unit="p-phe")),
    ("Mariage *", "Marriage *", Marriage(husband="ptolemee:diadoque")),
    ("Mariage Ptolémée II", "Marriage Ptolemy II", Marriage(husband="ptolemee:epigone")),
    ("Accord", "Accord IND", Accord(province="IND")),
    ("Accord GHA", "Accord GHA", Accord(province="GHA")),
]


@pytest.mark.parametrize(("fr", "en", "expected"), FRENCH_AND_ENGLISH)
def test_each_secondary_order_of_chapter_9c_reads_in_french_and_english(board, fr, en, expected) -> None:
    for text in (fr, en, fr.upper()):
        sheet = parse_sheet(board, _position(), "ptolemee", text)
        assert sheet.problems == []
        assert sheet.extra.secondary == (expected,)


def test_every_secondary_order_of_the_text_has_its_side_of_the_military_orders() -> None:
    """§9c: "Ordres secondaires intervenant avant les ordres militaires" (passage, gift of a character, no
    capture, assassination, bids, royal order) and "intervenant après" (the ten others)."""
    before = {"passage", "give_character", "no_capture", "assassinate", "bid", "royal_order"}
    assert before == BEFORE
    assert len(AFTER) == 10 and not BEFORE & AFTER
    sheet = SecondarySheet(secondary=tuple(e for _fr, _en, e in FRENCH_AND_ENGLISH))
    assert {o.type for o in sheet.before()} == BEFORE
    assert {o.type for o in sheet.after()} == AFTER


def test_gold_gifts_are_secret_unless_announced() -> None:
    """§9c: "Ces ordres sont rendus publics (sauf, par défaut, pour le don d'or (...)). Si le donateur le
    précise dans son ordre, le don d'or sera annoncé aux autres joueurs." §11b: of a bid "seul ce chiffre
    est rendu public"."""
    assert not is_public(GoldGift(to_power="seleucos", amount=5))
    assert is_public(GoldGift(to_power="seleucos", amount=5, announced=True))
    assert not is_public(Bid(unit="n-mor", amounts=(1,)))
    assert is_public(OpenGates(citadel="pella", to_power="cassandre"))


def test_bribes_counter_bribes_and_votes_have_their_own_lines(board) -> None:
    text = "\n".join(
        [
            "Corruption 30 A SYR",
            "Contre-corruption 10 A PHE",
            "Bribe 25 Olympias",
            "Vote pour Séleucos",
            "Vote against Eumenes",
        ]
    )
    sheet = parse_sheet(board, _position(), "ptolemee", text)
    assert sheet.problems == []
    assert sheet.extra.bribes == (Bribe(target="s-syr", amount=30), Bribe(target="olympias", amount=25))
    assert sheet.extra.counter_bribes == (CounterBribe(target="p-phe", amount=10),)
    assert sheet.extra.votes == (
        MarginalVote(candidate="seleucos", approve=True),
        MarginalVote(candidate="eumene", approve=False),
    )


def test_an_order_for_a_unit_bribed_or_bought_is_kept_for_if_it_is_gained(board) -> None:
    """§9b: "En cas de réussite, l'unité (ou le personnage) change de camp. Il faut donc prévoir un ordre pour
    cette unité (sinon elle restera inactive)." §11b: "Ils devront également prévoir un ordre pour cette unité
    en cas de succès de leur enchère"."""
    text = "Corruption 30 A SYR\nEnchère F MOR 5\nA SYR PHE\nF MOR CYC\nA* PHE SYR"
    sheet = parse_sheet(board, _position(), "ptolemee", text)
    assert sheet.problems == []
    assert sheet.orders == {"p-phe": Move(dest="SYR")}
    assert sheet.extra.if_gained == {"s-syr": Move(dest="PHE"), "n-mor": Move(dest="CYC")}


def test_an_order_for_someone_elses_unit_not_bribed_is_still_reported(board) -> None:
    sheet = parse_sheet(board, _position(), "ptolemee", "A SYR PHE")
    assert [p.key for p in sheet.problems] == ["diadoques_orders.problem.no_unit_there"]
    assert sheet.extra.if_gained == {}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_whole_sheet_is_written_back_in_the_notation_it_is_read_in(board, lang) -> None:
    text = "\n".join(fr for fr, _en, _e in FRENCH_AND_ENGLISH) + (
        "\nCorruption 30 A SYR\nContre-corruption 10 A PHE\nVote contre Séleucos\nA* PHE SYR\nA SYR PHE"
    )
    sheet = parse_sheet(board, _position(), "ptolemee", text)
    assert sheet.problems == []
    written = format_sheet(board, _position(), sheet.orders, sheet.extra, lang)
    again = parse_sheet(board, _position(), "ptolemee", written)
    assert again.problems == []
    assert again.orders == sheet.orders and again.extra == sheet.extra


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("Or 20 à Personne", SHEET_PROBLEMS["unknown_power"]),
        ("Corruption A SYR", SHEET_PROBLEMS["no_amount"]),
        ("Enchère A CIL 10", SHEET_PROBLEMS["no_unit_there"]),
        ("Assassinat Socrate", "diadoques_orders.problem.unknown_character"),
        ("Capitale Atlantide", "diadoques_orders.problem.unknown_space"),
        ("Or 0 à Séleucos", "diadoques_orders.problem.unreadable"),
        ("Vote pour Séleucos demain", "diadoques_orders.problem.unreadable"),
    ],
)
def test_a_line_that_cannot_be_read_is_reported_and_dropped(board, line, key) -> None:
    sheet = parse_sheet(board, _position(), "ptolemee", line)
    assert [p.key for p in sheet.problems] == [key]
    assert sheet.extra == SecondarySheet()


@pytest.mark.parametrize("key", sorted(SHEET_PROBLEMS.values()))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_new_problem_is_translated(key, lang) -> None:
    assert i18n.has(key)
    text = i18n.t(key, lang, text="x", space="SYR")
    assert text and key not in text
