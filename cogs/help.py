"""`/help [topic]` (`/aide`) and, in each title's command group, `rules [topic]` (`regles`).

The texts are built by `agora.help`; this cog adds what only Discord knows — the commands of the tree, as
the user's client names them — and the channel's game for the `phase` topic. Every answer is private.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from agora.discord.checks import home_channel_id
from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.ops import reply
from agora.discord.translator import ls
from agora.errors import AgoraError
from agora.help import CommandDoc, GameFacts, explain, help_for, topics
from agora.help.topics import PLATFORM, resolve_topic
from agora.presenters.table_facts import table_context
from engine.registry import manifests
from i18n import has, t

if TYPE_CHECKING:
    from agora.bot import AgoraBot

MAX_CHOICES = 25
EMBED_TEXT = 3900  # an embed's description holds 4,096 characters
MESSAGE_TEXT = 5800  # and a message's embeds 6,000 in all
COLOUR = 0x8C6D1F


def example_key_of(group: str, command: str) -> str | None:
    """The catalog key of a command's example; `needs.help.example.*` holds those added on branch needs
    (to move into the help catalog at merge)."""
    for key in (f"help.example.{group}.{command}", f"needs.help.example.{group}.{command}"):
        if has(key):
            return key
    return None


def _key(value: object) -> str | None:
    extras = getattr(value, "extras", None) or {}
    return extras.get("key")


def localised(command: app_commands.Command | app_commands.Group, lang: str) -> tuple[str, str]:
    """A command's name and description as a client in `lang` shows them (its catalog's words)."""
    name_key = _key(getattr(command, "_locale_name", None))
    description_key = _key(getattr(command, "_locale_description", None))
    name = t(name_key, lang) if name_key else command.name
    description = t(description_key, lang) if description_key else command.description
    return name, description


def command_docs(tree: app_commands.CommandTree, group_name: str, lang: str) -> list[CommandDoc]:
    """The subcommands of a group as the user's client shows them, each with its example."""
    group = tree.get_command(group_name)
    if not isinstance(group, app_commands.Group):
        return []
    shown, _ = localised(group, lang)
    docs = []
    for command in group.commands:
        name, description = localised(command, lang)
        mention = f"/{shown} {name}"
        example_key = example_key_of(group_name, command.name)
        example = f"{mention} {t(example_key, lang)}" if example_key else mention
        docs.append(CommandDoc(mention=mention, description=description, example=example))
    return docs


def _pages(heading: str, paragraphs: list[str]) -> list[list[discord.Embed]]:
    """Paragraphs in embeds of at most EMBED_TEXT characters, grouped in messages within Discord's limits."""
    bodies, current = [], ""
    for paragraph in paragraphs:
        piece = paragraph[:EMBED_TEXT]
        if current and len(current) + 2 + len(piece) > EMBED_TEXT:
            bodies.append(current)
            current = ""
        current = f"{current}\n\n{piece}" if current else piece
    bodies.append(current or "—")
    messages: list[list[discord.Embed]] = [[]]
    size = 0
    for index, body in enumerate(bodies):
        if messages[-1] and (size + len(body) > MESSAGE_TEXT or len(messages[-1]) == 10):
            messages.append([])
            size = 0
        title = heading if index == 0 else None
        messages[-1].append(discord.Embed(title=title, description=body, colour=COLOUR))
        size += len(body) + len(title or "")
    return messages


async def answer(interaction: discord.Interaction, heading: str, paragraphs: list[str]) -> None:
    pages = _pages(heading, paragraphs)
    await reply(interaction, ephemeral=True, embeds=pages[0])
    for embeds in pages[1:]:
        await interaction.followup.send(embeds=embeds, ephemeral=True)


def _choices(scope: str, lang: str, current: str) -> list[app_commands.Choice[str]]:
    typed = current.casefold().strip()
    found = [tp for tp in topics(scope, lang) if typed in tp.label(lang).casefold() or typed in tp.id]
    return [app_commands.Choice(name=tp.label(lang)[:100], value=tp.id) for tp in found[:MAX_CHOICES]]


class Help(commands.Cog):
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot

    async def topic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return _choices(PLATFORM, user_lang(interaction), current)

    @app_commands.command(name=ls("help.cmd.help"), description=ls("help.cmd.help.description"))
    @app_commands.rename(topic=ls("help.opt.topic"))
    @app_commands.describe(topic=ls("help.opt.topic.description"))
    @app_commands.autocomplete(topic=topic_autocomplete)
    async def help(self, interaction: discord.Interaction, topic: str = "overview") -> None:
        async with track(interaction, "help"):
            lang = user_lang(interaction)
            docs = command_docs(self.bot.tree, "game", lang)
            topic = resolve_topic(PLATFORM, topic) or topic  # typed, not picked: "commandes"
            try:
                heading, paragraphs = explain(PLATFORM, topic, lang, docs)
            except KeyError:
                raise AgoraError("help.error.unknown_topic", topic=topic[:50]) from None
            if topic == "overview":  # what a newcomer needs: what this is and how to start
                paragraphs += explain(PLATFORM, "start", lang, docs)[1]
            await answer(interaction, heading, paragraphs)

    async def rules(self, interaction: discord.Interaction, title: str, topic: str) -> None:
        async with track(interaction, f"{title} rules"):
            lang = user_lang(interaction)
            docs = command_docs(self.bot.tree, title, lang)
            topic = resolve_topic(title, topic) or topic  # typed, not picked: "tour", "Thémistocle"
            facts = await self._facts(interaction, title, lang) if topic == "phase" else None
            try:
                heading, paragraphs = explain(title, topic, lang, docs, facts)
            except KeyError:
                raise AgoraError("help.error.unknown_topic", topic=topic[:50]) from None
            await answer(interaction, f"{t(f'{title}.title', lang)} — {heading}", paragraphs)

    async def _facts(self, interaction: discord.Interaction, title: str, lang: str) -> GameFacts:
        service = self.bot.service
        channel_id = home_channel_id(interaction)
        game = await service.get_active(channel_id) if channel_id else None
        if game is None or game.title != title or game.status != "active":
            return GameFacts(status=None)
        status = service.status_of(game)
        assert status is not None
        seat = game.seat_of(interaction.user.id)
        awaiting = ""
        for decision in status.pending:
            key = f"{title}.decision.{decision.kind}"
            if decision.awaits(seat) and has(key):
                awaiting = t(key, lang, **decision.params)
        names = table_context(service, game, lang).seat_names
        return GameFacts(
            status=status,
            awaiting_you=awaiting,
            awaited_names=[names.get(s, s) for s in status.waiting_for],
            legal_count=len(service.legal_actions(game, interaction.user.id)),
            objective=help_for(title).objective(service.view_for(game, None), lang),
        )

    def rules_command(self, title: str) -> app_commands.Command:
        """`/<title> rules [topic]`, added to the title's own group."""

        async def autocomplete(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            return _choices(title, user_lang(interaction), current)

        @app_commands.command(name=ls("help.cmd.rules"), description=ls("help.cmd.rules.description"))
        @app_commands.rename(topic=ls("help.opt.topic"))
        @app_commands.describe(topic=ls("help.opt.topic.description"))
        @app_commands.autocomplete(topic=autocomplete)
        async def rules(interaction: discord.Interaction, topic: str = "overview") -> None:
            await self.rules(interaction, title, topic)

        return rules


async def setup(bot: AgoraBot) -> None:
    cog = Help(bot)
    await bot.add_cog(cog)
    for title in manifests(include_test_only=True):  # loaded after the titles' own commands
        group = bot.tree.get_command(title.id)
        if isinstance(group, app_commands.Group) and has(f"help.{title.id}.overview"):
            group.add_command(cog.rules_command(title.id))
