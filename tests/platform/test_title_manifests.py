"""One manifest per title gives the platform everything: engine, presenter, commands, catalogs, pictures.

The real titles' manifests must each resolve; and a tiny title that exists only in the tests, declared by a
manifest alone (no presenter, no catalog, no command of its own), is offered in the lobby and played to
its end through the emulator.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

import pytest

from agora.presenters import has_presenter, presenter_for
from engine.core import GameEngine
from engine.registry import get_engine, load, manifests, register, title_ids, unregister
from i18n import t

LOCALES = Path(__file__).resolve().parents[2] / "i18n" / "locales"


@pytest.mark.parametrize("declared", manifests(include_test_only=True), ids=lambda m: m.id)
def test_each_manifest_names_what_exists(declared) -> None:
    engine = get_engine(declared.id)
    assert isinstance(engine, GameEngine) and engine.title == declared.id
    assert has_presenter(declared.id) and type(presenter_for(declared.id)).__name__ in declared.presenter
    for cog in declared.cogs:
        assert callable(import_module(cog).setup)
    for domain in declared.catalogs:
        assert (LOCALES / "en" / f"{domain}.ftl").is_file() and (LOCALES / "fr" / f"{domain}.ftl").is_file()
    for module in declared.pictures:
        import_module(module)


def test_the_real_titles_are_offered_and_the_demo_only_on_request() -> None:
    assert title_ids() == ["epireia", "syracuse"]
    assert title_ids(include_hidden=True) == ["demo", "epireia", "syracuse"]


@pytest.fixture
def pebbles():
    declared = load("tests.platform.tiny.manifest:MANIFEST")
    register(declared)  # type: ignore[arg-type]
    yield declared
    unregister("pebbles")


async def test_a_title_declared_by_a_manifest_alone_is_played_to_its_end(pebbles, bot_runner, world) -> None:
    emulator = bot_runner.emulator
    bot = await bot_runner.start()
    assert "pebbles" in bot.service.titles()
    await emulator.slash(world.alice, world.channel, "game new", title="pebbles", options="pile:3")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()

    # alice may take 1 or 2 of the 3 and takes 2; bob, offered only the last one, takes it and wins
    for user, offered, option in ((world.alice, 2, "take(count=2)"), (world.bob, 1, "take(count=1)")):
        placeholder = t("lobby.generic.placeholder", "en", first=1, last=offered)
        dms = reversed(emulator.dms(user))
        dm = next(m for m in dms if placeholder in [s.placeholder for s in m.selects()])
        await emulator.select(user, dm, placeholder, [option])
        await emulator.wait_idle()

    game = (await bot.service.list_guild(world.guild.id, include_ended=True))[0]
    assert game.title == "pebbles" and game.status == "finished"
    assert bot.service.status_of(game).result.winners == ["second"]
