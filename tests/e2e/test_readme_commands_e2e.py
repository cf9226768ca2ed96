"""The README's command tables stay complete: every slash command the running bot registers, of the
platform and of every title, has its row, under its English and French names, with an example of its use."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from discord import app_commands

from cogs.help import localised

README = Path(__file__).resolve().parents[2] / "README.md"


def command_rows() -> dict[str, list[str]]:
    """`/game new` -> the cells of its row, from the tables of the README's "Commands" section."""
    text = README.read_text(encoding="utf-8")
    section = text.split("\n## Commands\n", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, list[str]] = {}
    for line in section.splitlines():
        match = re.match(r"\| `(/[a-z-]+(?: [a-z-]+(?![a-z:-]))*)", line)  # not the options (`seat:`)
        if match:
            rows[match.group(1)] = [cell.strip() for cell in line.strip().strip("|").split(" | ")]
    return rows


def leaves(commands: list[Any], lang: str, parent: tuple[str, str] | None = None) -> dict[str, str]:
    """Every invocable command's English path -> its path in `lang` (the names in its catalog)."""
    out: dict[str, str] = {}
    for command in commands:
        english, translated = command.name, localised(command, lang)[0]
        if parent is not None:
            english, translated = f"{parent[0]} {english}", f"{parent[1]} {translated}"
        if isinstance(command, app_commands.Group):
            out.update(leaves(list(command.commands), lang, (english, translated)))
        else:
            out[f"/{english}"] = f"/{translated}"
    return out


async def test_every_command_has_a_readme_row_with_its_french_name_and_an_example(bot):
    rows = command_rows()
    commands = leaves(bot.tree.get_commands(), "fr")
    assert "/game new" in commands and "/syracuse move" in commands and "/epireia build" in commands
    missing = sorted(name for name in commands if name not in rows)
    assert not missing, f"commands without a README row: {missing}"
    for name, french in commands.items():
        first, *_, example = rows[name]
        assert f"(`{french}" in first, f"{name}: its French name {french} is not shown in {first!r}"
        assert len(rows[name]) >= 3 and f"`{name}" in example, f"{name}: no example in {example!r}"
    unknown = sorted(name for name in rows if name not in commands)
    assert not unknown, f"README rows of commands the bot does not have: {unknown}"
