"""The Epireia pictures, drawn with Pillow from one seat's view (`EpireiaEngine().view(state, seat)`),
never from the state, so a hidden placement or a secret choice cannot reach a picture.

- `render_map(view, *, lang="en", highlight=(), player_names=None)`: the map of Greece and its panel.
- `render_board(view, player_seat, *, lang="en", player_names=None)`: one player's board.
- `render_battlefield(view, *, lang="en")`: both battlefields of the Great Battle at any reveal step.
`LEAGUE_COLOURS`: each league's colour on every picture (the result card's prestige chart uses it too).
Each returns a `render.common.RenderedImage` (bytes, filename, content type, size, alt text).
`render.epireia.samples` steps seeded games to named moments for tests, benchmarks and sample pictures.
"""

from render.epireia._style import LEAGUE as LEAGUE_COLOURS
from render.epireia.battlefield import render_battlefield
from render.epireia.board import render_board
from render.epireia.map import render_map

__all__ = ["LEAGUE_COLOURS", "render_battlefield", "render_board", "render_map"]
