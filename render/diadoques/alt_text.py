"""The map picture's text description (Discord's attachment description, read by screen readers): the
view's title, then side by side what it holds and where its units stand, from the same scene as the
picture, cut to Discord's limit."""

from __future__ import annotations

from collections import defaultdict

from engine.diadoques.board import load_board
from i18n import t
from render.diadoques.layout import layout
from render.diadoques.scene import MapScene

MAX_ALT = 1024  # Discord's limit for an attachment description


def _side_name(owner: str, lang: str) -> str:
    board = load_board()
    if owner in board.powers:
        return board.power(owner).name(lang)
    key = "revolt" if owner.startswith("revolt") else "neutral"
    return t(f"diadoques_render.alt.{key}", lang)


def _place(space: str, lang: str) -> str:
    s = load_board().space(space)
    return s.name(lang) if s.is_citadel else s.id


def map_alt_text(scene: MapScene | None, region: str | None = None, lang: str = "fr") -> str:
    scene = scene or MapScene()
    board = load_board()
    cards = layout(region, lang).cards
    shown = {sid for sid in board.spaces if sid in cards or board.province_of(sid) in cards}
    holds: dict[str, list[str]] = defaultdict(list)
    for space, owner in sorted(scene.owners.items()):
        if owner and space in shown:
            holds[owner].append(_place(space, lang))
    forces: dict[str, list[str]] = defaultdict(list)
    for unit in scene.units:
        if unit.space in shown:
            forces[unit.owner].append(f"{unit.text} {_place(unit.space, lang)}")
    for character in scene.characters:
        if character.space in shown:
            forces[character.owner].append(f"{character.sign} {_place(character.space, lang)}")
    parts = [t(f"diadoques_render.title.{region or 'map'}", lang)]
    for owner in [*board.powers, *sorted((set(holds) | set(forces)) - set(board.powers))]:
        if not holds.get(owner) and not forces.get(owner):
            continue
        parts.append(
            t(
                "diadoques_render.alt.side",
                lang,
                side=_side_name(owner, lang),
                holds=", ".join(holds.get(owner, [])) or "-",
                units=", ".join(forces.get(owner, [])) or "-",
            )
        )
    text = ". ".join(parts)
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1] + "…"
