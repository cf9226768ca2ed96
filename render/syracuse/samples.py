"""Write sample Syracuse maps to a folder (default /tmp/render-samples), full size and shrunk to 400 px
wide (how Discord shows a picture on a phone), to look at them: `python -m render.syracuse.samples [dir]`.

Positions: the start of every scenario; a mid-game reached by random legal actions (fixed seed); the
works-heavy swatch view (walls built and destroyed, forts, chains, camp, famine); every zoom group."""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path
from typing import Any

from PIL import Image

from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from render.common.encode import RenderedImage
from render.syracuse.layout import zoom_group_ids
from render.syracuse.map import render_map
from render.syracuse.swatch import SWATCH_HIGHLIGHT, swatch_view

PHONE_WIDTH = 400  # render.common.phone.PHONE_WIDTH: how Discord shows a picture on a phone
SCENARIOS = ("historical", "historical_variant", "what_if_alcibiades")


def mid_game_view(actions: int = 400, seed: int = 7) -> dict[str, Any]:
    """A spectator's view after up to `actions` random legal actions from the start of scenario 10.1.

    The picture only needs a plausible position: if the rules engine fails on an action (it is still being
    completed), the position reached before that action is used."""
    engine = SyracuseEngine()
    state = engine.create(SyracuseOptions(), ["athens", "syracuse"], seed)
    rnd = random.Random(seed)
    for _ in range(actions):
        status = engine.status(state)
        if status.finished or not status.waiting_for:
            break
        seat = status.waiting_for[0]
        try:
            state = engine.apply(state, seat, rnd.choice(engine.legal_actions(state, seat))).state
        except Exception:  # an engine bug must not stop the pictures; apply() left the state intact
            break
    return engine.view(state, None)


def save(folder: Path, name: str, image: RenderedImage) -> None:
    suffix = Path(image.filename).suffix
    name = f"syracuse-{name}"  # the folder is shared with other titles' samples
    (folder / f"{name}{suffix}").write_bytes(image.data)
    picture = Image.open(io.BytesIO(image.data)).convert("RGB")
    small = picture.resize((PHONE_WIDTH, round(picture.height * PHONE_WIDTH / picture.width)), Image.LANCZOS)
    small.save(folder / f"{name}-phone.png")
    print(f"{name}{suffix}: {image.width}x{image.height}, {len(image.data) / 1000:.0f} kB — {image.alt_text}")


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    engine = SyracuseEngine()
    for scenario in SCENARIOS:
        state = engine.create(SyracuseOptions(scenario=scenario), ["athens", "syracuse"], 1)
        save(folder, f"start-{scenario}", render_map(engine.view(state, "athens")))
    mid = mid_game_view()
    save(folder, "mid-en", render_map(mid, lang="en", highlight=["T13", "T14"]))
    save(folder, "mid-fr", render_map(mid, lang="fr", highlight=["T13", "T14"]))
    save(folder, "works-fr", render_map(swatch_view(), lang="fr", highlight=list(SWATCH_HIGHLIGHT)))
    for group in zoom_group_ids():
        save(folder, f"zoom-{group}", render_map(mid, zoom=group, highlight=["T13", "T14"]))
    save(folder, "works-zoom-epipolae", render_map(swatch_view(), zoom="epipolae"))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/render-samples"))
