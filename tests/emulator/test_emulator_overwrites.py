"""Channel permission overwrites: computed in Discord's order, enforced on users, seen by the bot."""

from __future__ import annotations

import discord
import pytest
from emulator_demo_bot import DemoBot

from emulator import Emulator
from emulator.driver import UserActionError
from emulator.world import Permission


def test_overwrites_apply_everyone_then_roles_then_the_member(emu: Emulator, world) -> None:
    owner = emu.world.users[world.guild.owner_id]
    staff = emu.add_channel(world.guild, "staff")
    emu.set_overwrite(staff, world.guild, deny=Permission.VIEW_CHANNEL)
    assert not emu.world.can_see(world.bob.id, staff)
    emu.set_overwrite(staff, world.guild.manager_role_id, allow=Permission.VIEW_CHANNEL)
    assert emu.world.can_see(world.alice.id, staff)  # alice manages the server: her role is let in
    emu.set_overwrite(staff, world.alice, deny=Permission.VIEW_CHANNEL)
    assert not emu.world.can_see(world.alice.id, staff)  # a member overwrite beats her role's
    assert emu.world.can_see(owner.id, staff)  # the owner sees everything


async def test_a_user_cannot_act_in_a_channel_hidden_from_him(emu: Emulator, world, bot: DemoBot) -> None:
    emu.set_overwrite(world.channel, world.bob, deny=Permission.VIEW_CHANNEL)
    with pytest.raises(UserActionError, match="cannot see"):
        await emu.slash(world.bob, world.channel, "secret")


async def test_the_bot_sees_the_overwrites_and_the_members_channel_permissions(
    emu: Emulator, world, bot: DemoBot
) -> None:
    emu.set_overwrite(world.channel, world.bob, deny=Permission.SEND_MESSAGES)
    await emu.wait_idle()
    cached = bot.get_channel(world.channel.id)
    assert isinstance(cached, discord.TextChannel)
    member = cached.guild.get_member(world.bob.id) or discord.Object(id=world.bob.id)
    overwrite = cached.overwrites_for(member)
    assert overwrite.send_messages is False and overwrite.view_channel is None
