"""Every picture of every title as a phone shows it (400 px wide): the smallest text and the overlapping
texts, one markdown row per picture (issue #45, item 5; the rule is render/common/phone.py's).

Run: `.venv/bin/python bench/legibility.py [--lang en|fr|both] [--only NAME...] [--phone DIR]`.
Each text drawn is caught as it is drawn (render/common/legibility.py): its font size times 400 / the
picture's width, and its ink box for overlaps. With both languages a row gives the worse of the two.
`--phone DIR` also writes each picture shrunk to 400 px wide (for docs/pictures/)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image

from render.common.legibility import Legibility, legibility, recording
from render.common.phone import PHONE_WIDTH
from render.phone_pictures import pictures


def measure(name: str, lang: str) -> tuple[Legibility, Image.Image]:
    with recording() as texts:
        picture = pictures()[name](lang)
    return legibility(texts, picture.width), picture


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="both", choices=["en", "fr", "both"])
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--phone", type=Path)
    parser.add_argument("--verbose", action="store_true", help="name the smallest text and the overlaps")
    args = parser.parse_args()
    langs = ["en", "fr"] if args.lang == "both" else [args.lang]
    print("| picture | smallest text px | overlaps |")
    print("|---|---|---|")
    for name in pictures():
        if args.only and name not in args.only:
            continue
        results = []
        for lang in langs:
            result, picture = measure(name, lang)
            results.append((result, lang))
            if args.phone and lang == langs[-1]:
                args.phone.mkdir(parents=True, exist_ok=True)
                height = round(picture.height * PHONE_WIDTH / picture.width)
                small = picture.convert("RGB").resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)
                small.save(args.phone / f"{name}.png", optimize=True)
        smallest = min(r.smallest_px for r, _ in results)
        overlaps = max(len(r.overlaps) for r, _ in results)
        print(f"| {name} | {smallest:.1f} | {overlaps} |")
        if args.verbose:
            for r, lang in results:
                shown = f"smallest {r.smallest_px:.1f} px {r.smallest_text!r}"
                print(f"  {lang}: {shown}; overlaps {r.overlaps[:8]}")


if __name__ == "__main__":
    main()
