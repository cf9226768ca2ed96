"""Presenters build what players see only from views and legal actions; a title without a presenter of
its own still gets a playable generic one."""

from __future__ import annotations

from agora.presenters import TableContext, has_presenter, presenter_for
from agora.presenters.generic import GenericPresenter
from engine.core import Event
from engine.demo.engine import DuelOptions, OracleDuel

CTX = TableContext(title="demo", language="en", seat_names={"red": "Red (alice)", "blue": "Blue (bob)"})


def demo_state():
    engine = OracleDuel()
    return engine, engine.create(DuelOptions(target=12), ["red", "blue"], 7)  # red 2 1 4, blue 5 2 5


def test_demo_private_content_offers_exactly_the_legal_plays():
    engine, state = demo_state()
    legal = engine.legal_actions(state, "red")
    content = presenter_for("demo").private_content(
        CTX, "red", engine.view(state, "red"), legal, engine.status(state)
    )
    picked = [legal[o.action_index].params["card"] for o in content.selects[0].options]
    assert sorted(picked) == [1, 2, 4] and "2, 1, 4" in content.text


def test_demo_public_summary_reveals_no_hand():
    engine, state = demo_state()
    summary = presenter_for("demo").public_summary(CTX, engine.view(state, None), engine.status(state))
    text = summary.title + summary.description + "".join(name + value for name, value, _ in summary.fields)
    assert "2, 1, 4" not in text and "5, 2, 5" not in text
    assert summary.image is not None and summary.image.render().size[0] > 0


def test_event_lines_name_the_players():
    line = presenter_for("demo").narrate(
        CTX, Event(kind="played", params={"seat": "red", "card": 4, "die": 5})
    )
    assert line == "Red (alice) plays a 4 and rolls 5."


def test_a_title_without_presenter_gets_the_generic_one_with_every_action_selectable():
    assert not has_presenter("some-new-title")
    generic = presenter_for("some-new-title")
    assert isinstance(generic, GenericPresenter)
    engine, state = demo_state()
    legal = engine.legal_actions(state, "red")
    content = GenericPresenter("demo").private_content(
        CTX, "red", engine.view(state, "red"), legal, engine.status(state)
    )
    indexes = [o.action_index for s in content.selects for o in s.options]
    assert indexes == list(range(len(legal)))
    assert all(len(o.label) <= 100 for s in content.selects for o in s.options)
