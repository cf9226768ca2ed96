"""The README's project layout names every top-level folder, every package of `agora/`, every module of the
Discord edge and every cog, so a reader finds each part from it."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def layout_table() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split("\n## Project layout\n", 1)[1].split("\n## ", 1)[0]


def test_the_layout_names_every_part_of_the_tree() -> None:
    table = layout_table()
    wanted = [f"`{d}/`" for d in ("engine", "render", "i18n", "cogs", "emulator", "tests", "bench", "docs")]
    wanted += [
        f"`agora/{p.name}/`" for p in sorted((ROOT / "agora").iterdir()) if (p / "__init__.py").exists()
    ]
    modules = [
        *(f"`{p.name}`" for p in sorted((ROOT / "agora" / "discord").glob("*.py")) if p.stem != "__init__"),
        *(f"`{p.name}`" for p in sorted((ROOT / "cogs").glob("*.py")) if p.stem != "__init__"),
    ]
    missing = [name for name in wanted if name not in table]
    missing += [name for name in modules if name not in table]
    assert not missing, f"the README's layout does not name: {missing}"
