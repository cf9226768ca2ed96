"""Game controls reach the handler their bot registered (typed routing, no attribute looked up on the
client by name), and a bot that registered none ignores them."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from agora.discord.components import ComponentRef, GameButton, GameSelect, route_components


class Recorder:
    def __init__(self) -> None:
        self.calls: list[ComponentRef] = []

    async def on_component(self, interaction: discord.Interaction, ref: ComponentRef) -> None:
        self.calls.append(ref)


async def test_clicks_and_picks_go_to_the_handler_of_the_clicked_bot_only():
    routed, other = (
        discord.Client(intents=discord.Intents.none()),
        discord.Client(intents=discord.Intents.none()),
    )
    handler = Recorder()
    route_components(routed, handler)
    await GameButton(7, 3, "a2", label="Go").callback(SimpleNamespace(client=routed))  # type: ignore[arg-type]
    select = GameSelect(7, 3, 0, placeholder="Pick", options=[discord.SelectOption(label="x", value="a1")])
    select.item._values = ["a1"]  # what Discord sent
    await select.callback(SimpleNamespace(client=routed))  # type: ignore[arg-type]
    await GameButton(8, 1, "join", label="Join").callback(SimpleNamespace(client=other))  # type: ignore[arg-type]
    assert handler.calls == [ComponentRef(7, 3, "a2"), ComponentRef(7, 3, "pick", ("a1",))]
    assert handler.calls[0].action_index == 2 and handler.calls[1].action_index == 1
