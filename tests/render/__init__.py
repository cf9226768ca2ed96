"""Under pytest this folder is imported as the package `render` (tests/ has no __init__.py), and the
renderers' modules (`render.common`, `render.syracuse`...) were then found through the editable install,
which points at the main checkout: a worktree's tests tested main's renderers. Looking in this checkout's
render/ folder too makes them test the code beside them."""

from pathlib import Path

__path__.append(str(Path(__file__).resolve().parents[2] / "render"))
