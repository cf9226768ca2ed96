"""The result card's parts without Discord: the score history replayed from a log, the card's words in
both languages, and the chart picture (#11 part 3)."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from agora.games.history import LoggedAction
from agora.games.score_history import replayed_history
from agora.presenters import TableContext, presenter_for
from agora.presenters.result_card import result_card, score_reader
from engine.core.playout import play, random_chooser
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.registry import get_engine
from render.score_chart import draw_score_chart, render_score_chart


def finished_epireia(players: int, seed: int):
    engine = get_engine("epireia")
    options = type(engine.options_model())(players=players)
    seats = SEATS_BY_PLAYERS[players]
    log = play(engine, options, seats, seed, random_chooser(random.Random(seed))).log
    entries = [LoggedAction(n, seat, 0, a.model_dump()) for n, (seat, a) in enumerate(log, 1)]
    return engine, engine.create(options, seats, seed), entries


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_epireia_card_says_who_won_why_and_draws_prestige_turn_by_turn(lang):
    engine, initial, entries = finished_epireia(2, seed=3)
    ctx = TableContext("epireia", lang, {"delos1": "Alice", "pelo1": "Bob"})
    history = replayed_history(engine, initial, entries, score_reader(ctx))
    final = initial
    for entry in entries:
        final = engine.apply(final, entry.seat, engine_action(entry)).state
    status, view = engine.status(final), engine.view(final, None)
    assert status.finished
    assert len(history) == 2
    for line in history.values():  # every turn from the set-up (turn 0) to the last, once
        assert [turn for turn, _ in line] == list(range(line[0][0], view["turn"] + 1))
    last = {name: line[-1][1] for name, line in history.items()}
    assert sorted(last.values()) == sorted(p["prestige"] for p in view["players"].values())

    card = result_card(presenter_for("epireia"), ctx, status, view, history)
    assert card.title.startswith({"en": "Result — ", "fr": "Résultat — "}[lang])
    assert {"en": "Why: ", "fr": "Pourquoi\u00a0: "}[lang] in card.description
    assert card.fields and all(f"{name} {score}" in card.fields[0][1] for name, score in last.items())
    chart = card.image.render()
    assert chart.filename.startswith("score-chart.") and len(chart.data) < 1_000_000


def engine_action(entry: LoggedAction):
    from engine.core import Action

    return Action.model_validate(entry.action)


def test_the_chart_draws_each_line_in_its_colour_and_fits_a_phone():
    blue, red = (46, 109, 180), (180, 65, 46)
    series = {"Athenian": [(1, 0), (2, 4), (3, 9)], "Syracusan": [(1, 2), (2, 2), (3, 5)]}
    image = draw_score_chart(
        series, title="VP", x_label="Turn", y_label="VP", colours={"Athenian": blue, "Syracusan": red}
    )
    colours = {c for _, c in image.getcolors(1 << 20)}
    assert blue in colours and red in colours
    rendered = render_score_chart(series, title="VP", x_label="Turn", y_label="VP", alt_text="VP per turn")
    assert Image.open(io.BytesIO(rendered.data)).size == (800, 450) and len(rendered.data) < 1_000_000
