"""Pictures of Les Diadoques' map, drawn from the board data and a plain scene (owners, units, characters).

`render_map(scene, region=None, lang="fr") -> PIL.Image` (region: None for the whole map, or one of
`REGIONS`: "west", "centre", "east", zoomed with the citadels' names; `region_of(space)` picks the one
showing a space); `MapScene`, `UnitMark`, `CharacterMark` describe what to draw without any Discord or
engine-state object; `map_alt_text(scene, region, lang)` is the picture's description for screen readers.
`python -m render.diadoques OUT_DIR [fr|en]` writes the bare pictures."""

from render.diadoques.alt_text import map_alt_text
from render.diadoques.draw import render_map
from render.diadoques.layout import REGIONS, region_of
from render.diadoques.scene import CharacterMark, MapScene, UnitMark

__all__ = ["REGIONS", "CharacterMark", "MapScene", "UnitMark", "map_alt_text", "region_of", "render_map"]
