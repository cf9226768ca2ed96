"""A small real discord.py bot that exercises what Agora needs from Discord, for the emulator's tests."""

from __future__ import annotations

import asyncio
import io

import discord
from discord import app_commands
from discord.ext import commands

TITLES = ["syracuse", "epireia", "demo"]


class CounterView(discord.ui.View):
    """A button and a select whose callbacks edit the message they belong to."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.count = 0
        self.colour = "none"

    def render(self) -> str:
        return f"count={self.count} colour={self.colour}"

    @discord.ui.button(label="Add", custom_id="counter:add", style=discord.ButtonStyle.primary)
    async def add(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        self.count += 1
        if self.count >= 2:
            button.disabled = True
        await interaction.response.edit_message(content=self.render(), view=self)

    @discord.ui.select(
        placeholder="Pick a colour",
        custom_id="counter:colour",
        options=[discord.SelectOption(label="Red", value="r"), discord.SelectOption(label="Blue", value="b")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        self.colour = {"r": "red", "b": "blue"}[select.values[0]]
        await interaction.response.edit_message(content=self.render(), view=self)


class LaterView(discord.ui.View):
    """A button that defers the update, works a while, then edits the message over the channel route."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Later", custom_id="later")
    async def later(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer()
        await asyncio.sleep(0.3)  # longer than the driver's quiet period
        assert interaction.message is not None
        await interaction.message.edit(content="edited later", view=None)


class RenameModal(discord.ui.Modal, title="Rename"):
    name = discord.ui.TextInput(label="New name", custom_id="rename:name", max_length=20)
    note = discord.ui.TextInput(label="Note", required=False, default="none")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"renamed to {self.name.value} ({self.note.value})")


class Game(app_commands.Group):
    """A command group with a subcommand group below it, typed options and autocomplete."""

    admin = app_commands.Group(name="admin", description="Administration")

    @app_commands.command(name="new", description="Create a game")
    @app_commands.describe(title="Which game", players="How many players", ranked="Ranked game?")
    async def new(
        self,
        interaction: discord.Interaction,
        title: str,
        players: app_commands.Range[int, 2, 4] = 2,
        ranked: bool = False,
        speed: float = 1.0,
    ) -> None:
        locale = interaction.locale.value
        guild_locale = interaction.guild_locale.value if interaction.guild_locale else None
        await interaction.response.send_message(
            f"new {title} players={players} ranked={ranked} speed={speed} "
            f"locale={locale} guild={guild_locale}",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @new.autocomplete("title")
    async def title_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=t.title(), value=t) for t in TITLES if t.startswith(current.lower())]

    @app_commands.command(name="join", description="Join a game")
    @app_commands.choices(side=[app_commands.Choice(name="Athens", value="athens")])
    async def join(self, interaction: discord.Interaction, side: app_commands.Choice[str]) -> None:
        await interaction.response.send_message(f"joined as {side.value}")

    @admin.command(name="kick", description="Remove a player")
    async def kick(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        where: discord.TextChannel | None = None,
    ) -> None:
        where_text = where.name if where else "-"
        manage = interaction.permissions.manage_guild
        await interaction.response.send_message(
            f"kicked {player.display_name} from {where_text} manage_guild={manage}", ephemeral=True
        )


class DemoBot(commands.Bot):
    def __init__(self, **options) -> None:
        options.setdefault("intents", discord.Intents.default())
        super().__init__(command_prefix="!", guild_ready_timeout=0.05, **options)
        self.resumed = 0
        self.heard: list[tuple[str, str]] = []  # (author name, content) of user messages seen
        self.release = asyncio.Event()  # lets /hang return

    async def on_message(self, message: discord.Message) -> None:
        if not message.author.bot:
            self.heard.append((message.author.name, message.content))

    async def setup_hook(self) -> None:
        add_commands(self.tree)
        await self.tree.sync()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 s between identifies to respect Discord's limit; the emulator has none."""

    async def on_resumed(self) -> None:
        self.resumed += 1


class ShardedDemoBot(commands.AutoShardedBot, DemoBot):
    async def on_shard_resumed(self, shard_id: int) -> None:
        self.resumed += 1


def add_commands(tree: app_commands.CommandTree) -> None:
    tree.add_command(Game(name="game", description="Games"))

    @tree.command(name="secret", description="An ephemeral reply")
    async def secret(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("only you see this", ephemeral=True)

    @tree.command(name="render", description="A deferred reply with an image")
    async def render(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        file = discord.File(io.BytesIO(b"\x89PNG\r\n\x1a\nfake"), filename="board.png")
        embed = discord.Embed(title="Board", description="turn 1").set_image(url="attachment://board.png")
        await interaction.followup.send(embed=embed, file=file)
        await interaction.followup.send("and a private note", ephemeral=True)

    @tree.command(name="counter", description="A message with a button and a select")
    async def counter(interaction: discord.Interaction) -> None:
        view = CounterView()
        await interaction.response.send_message(view.render(), view=view)

    @tree.command(name="notify", description="DM a user")
    async def notify(interaction: discord.Interaction, who: discord.User) -> None:
        try:
            await who.send("your turn")
        except discord.Forbidden as exc:
            await interaction.response.send_message(f"cannot DM: {exc.code}", ephemeral=True)
        else:
            await interaction.response.send_message("sent", ephemeral=True)

    @tree.command(name="dmcounter", description="DM the counter to the caller")
    async def dmcounter(interaction: discord.Interaction) -> None:
        view = CounterView()
        await interaction.user.send(view.render(), view=view)
        await interaction.response.send_message("check your DMs", ephemeral=True)

    @tree.command(name="slow", description="Defers, then edits the original reply")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        await asyncio.sleep(0.3)  # longer than the driver's quiet period: the reply still counts
        await interaction.edit_original_response(content="done slowly")

    @tree.command(name="refuse", description="Thinks in public, then refuses in private")
    async def refuse(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.delete_original_response()
        await interaction.followup.send("not now", ephemeral=True)

    @tree.command(name="card", description="Files on the reply, edited; followups edited and deleted")
    async def card(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("card v1", file=discord.File(io.BytesIO(b"one"), "one.txt"))
        original = await interaction.original_response()
        two = discord.File(io.BytesIO(b"two"), "two.txt")
        await interaction.edit_original_response(content="card v2", attachments=[*original.attachments, two])
        note = await interaction.followup.send("temp", wait=True)
        await note.edit(content="temp edited")
        extra = await interaction.followup.send("gone", wait=True)
        await extra.delete()

    @tree.command(name="scratch", description="Channel messages sent, edited and deleted over REST")
    async def scratch(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel = interaction.channel
        assert isinstance(channel, discord.abc.Messageable)
        kept = await channel.send("draft", file=discord.File(io.BytesIO(b"map"), "map.png"))
        await kept.edit(content="final")
        doomed = await channel.send("oops")
        await doomed.delete()
        fetched = await channel.fetch_message(kept.id)
        await interaction.followup.send(f"{fetched.content} {fetched.attachments[0].filename} {doomed.id}")

    @tree.command(name="whose", description="Says who invoked the command the message answers")
    async def whose(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("asking")
        message = await interaction.original_response()
        metadata = message.interaction_metadata
        assert metadata is not None
        await interaction.followup.send(f"invoked by {metadata.user.name} ({message.type.name})")

    @tree.command(name="hang", description="Defers and never answers (until released)")
    async def hang(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.client.release.wait()  # type: ignore[attr-defined]

    @tree.command(name="later", description="A button that defers its update")
    async def later(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("waiting", view=LaterView())

    @tree.command(name="rename", description="Opens a modal")
    async def rename(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(RenameModal())

    @tree.command(name="post", description="Post in the channel (REST, not the interaction)")
    async def post(interaction: discord.Interaction, text: str) -> None:
        await interaction.response.defer(ephemeral=True)
        try:
            await interaction.channel.send(text)  # type: ignore[union-attr]
        except discord.HTTPException as exc:
            await interaction.followup.send(f"failed: {exc.status} {exc.code}", ephemeral=True)
        else:
            await interaction.followup.send("posted", ephemeral=True)

    @tree.command(name="twice", description="Answers its interaction twice")
    async def twice(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("first")
        refused = None
        # Forget the first answer so discord.py sends a second callback, as a second bot process might.
        interaction.response._response_type = None
        try:
            await interaction.response.send_message("second")
        except discord.HTTPException as exc:
            refused = exc.code
        await interaction.followup.send(f"second callback refused: {refused}")

    @tree.command(name="team", description="Open a private thread for a team")
    async def team(interaction: discord.Interaction, mate: discord.Member) -> None:
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        thread = await channel.create_thread(name="team-athens", type=discord.ChannelType.private_thread)
        await thread.add_user(mate)
        await thread.send(f"welcome {mate.mention}", allowed_mentions=discord.AllowedMentions(users=[mate]))
        await interaction.response.send_message(f"thread {thread.id}", ephemeral=True)

    @tree.command(name="here", description="What the bot sees as the interaction's channel")
    async def here(interaction: discord.Interaction) -> None:
        channel = interaction.channel
        kind = type(channel).__name__
        parent = getattr(channel, "parent_id", None)
        await interaction.response.send_message(f"{kind} {channel.id if channel else None} parent={parent}")

    @tree.command(name="where", description="Which shard serves this guild")
    async def where(interaction: discord.Interaction) -> None:
        guild = interaction.guild
        shard = guild.shard_id if guild else 0
        await interaction.response.send_message(f"shard {shard}")
