"""The line saying a step was played for a player (issue 11), in English and French."""

from __future__ import annotations

from agora.discord.screens import narrate_event
from agora.games.automatic import automatic_event
from agora.presenters import TableContext, presenter_for
from engine.core import Action

STOP = Action(kind="stop")


def _line(lang: str, seat_name: str) -> str:
    ctx = TableContext(title="syracuse", language=lang, seat_names={"athens": seat_name})
    return narrate_event(presenter_for("syracuse"), ctx, automatic_event("athens", STOP))


def test_the_automatic_step_is_said_with_the_choice_as_offered_in_both_languages():
    assert _line("en", "Athens (alice)") == "Athens (alice): only possible choice: Stop here — done for you."
    french = _line("fr", "Athènes (alice)")
    assert french.startswith("Athènes (alice)\u202f: seul choix possible\u202f: ")
    assert french.endswith(" — joué pour vous.")
    assert "Stop here" not in french  # the choice's French label
