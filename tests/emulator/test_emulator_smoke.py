from emulator import Emulator


async def test_slash_reply(emu: Emulator, world, bot) -> None:
    result = await emu.slash(world.alice, world.channel, "game new", title="syracuse", players=3)
    assert result.responded
    assert "new syracuse players=3" in result.text
