"""Write the Diadoques map pictures (whole map and zoomed regions) to a folder:
`python -m render.diadoques OUT_DIR [fr|en]` (the bare board, nobody's units: for the docs and the GM)."""

from __future__ import annotations

import sys
from pathlib import Path

from render.diadoques import REGIONS, render_map


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    out = Path(argv[0])
    lang = argv[1] if len(argv) > 1 else "fr"
    out.mkdir(parents=True, exist_ok=True)
    for region in (None, *REGIONS):
        path = out / f"diadoques-{region or 'map'}-{lang}.png"
        render_map(None, region, lang).save(path, optimize=True)
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
