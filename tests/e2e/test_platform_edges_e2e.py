"""Edges of the Discord layer: Discord 5xx retried, the server's language for new games, images kept
under the upload limit."""

from __future__ import annotations

import io
import random

from PIL import Image

from agora.pictures.fitting import fit_image


async def test_a_discord_server_error_on_a_dm_is_retried_and_the_dm_arrives(bot, emulator, world):
    await emulator.slash(world.alice, world.channel, "game new", title="demo")
    await emulator.slash(world.bob, world.channel, "game join")
    emulator.inject_error("POST", "/channels/*/messages", status=500, times=1)
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle(quiet=2.5, timeout=20)  # discord.py waits a second before its retry
    assert emulator.dms(world.alice) and emulator.dms(world.bob)
    assert any(r.status == 500 for r in emulator.requests)


async def test_a_new_game_speaks_the_servers_language_unless_told_otherwise(bot, emulator, world):
    french_guild = emulator.add_guild("Serveur", locale="fr")
    channel = emulator.add_channel(french_guild, "parties")
    emulator.add_member(french_guild, world.alice)
    emulator.add_member(french_guild, world.bob)
    await emulator.wait_idle()
    created = await emulator.slash(world.alice, channel, "game new", title="demo")
    assert "ouvre une partie" in created.text and "Rouge" in created.text

    english = await emulator.slash(world.bob, world.channel, "game new", title="demo", language="en")
    assert "opens a game" in english.text


def noisy_image(size: int) -> Image.Image:
    rnd = random.Random(1)
    return Image.frombytes("RGB", (size, size), bytes(rnd.getrandbits(8) for _ in range(size * size * 3)))


def test_images_are_png_when_they_fit_then_webp_then_smaller():
    image = noisy_image(200)
    png = fit_image(image, "board", 10 * 1024 * 1024)
    assert png.filename == "board.png"
    webp = fit_image(image, "board", len(png.data) - 1)
    assert webp.filename == "board.webp" and len(webp.data) < len(png.data)
    tiny = fit_image(image, "board", 4000)
    assert tiny.filename == "board.webp" and len(tiny.data) <= 4000
    assert Image.open(io.BytesIO(tiny.data)).size[0] < 200
