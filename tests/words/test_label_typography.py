"""Labels joined in code follow each language's typography (issue 11): French puts a narrow no-break
space (U+202F) before ":" and ";", English none."""

from __future__ import annotations

from agora.presenters.epireia_battle_lines import figures_revealed
from agora.presenters.syracuse_labels import action_label
from engine.core import Action
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from render.syracuse.alt_text import alt_text

NARROW = "\u202f"


def test_a_syracuse_choice_label_has_the_french_space_before_its_colon():
    action = Action(kind="activate", params={"zone": "T17"})
    french, english = action_label(action, "fr"), action_label(action, "en")
    assert f"{NARROW}: " in french, french
    assert ": " in english and f"{NARROW}:" not in english and " :" not in english, english


def test_the_syracuse_map_description_names_each_zone_with_the_french_space():
    engine = SyracuseEngine()
    view = engine.view(engine.create(SyracuseOptions(), ["athens", "syracuse"], 1), None)
    french = alt_text(view, "fr", [], None)
    assert f"T25{NARROW}: " in french or f"T21{NARROW}: " in french, french[:400]
    assert f"{NARROW}:" not in alt_text(view, "en", [], None)


def test_epireia_revealed_figures_use_french_colons_and_semicolons():
    revealed = {"delos": {"flank": "pericles"}, "peloponnese": {"sea": "brasidas"}}
    line = figures_revealed(revealed, "fr", {})
    assert f"{NARROW}: " in line and f"{NARROW}; " in line, line
    assert f"{NARROW}" not in figures_revealed(revealed, "en", {})
