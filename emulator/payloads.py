"""World objects rendered as the JSON payloads Discord sends (API v10), in the shapes discord.py parses."""

from __future__ import annotations

import datetime as dt
from typing import Any

from emulator.world import (
    DM,
    PRIVATE_THREAD,
    Attachment,
    Channel,
    Guild,
    Interaction,
    Member,
    Message,
    Permission,
    Role,
    User,
    World,
)

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024  # Discord's upload limit for unboosted servers


def iso(timestamp: float | None) -> str | None:
    if timestamp is None:
        return None
    return dt.datetime.fromtimestamp(timestamp, dt.UTC).isoformat()


def user(u: User) -> dict[str, Any]:
    return {
        "id": str(u.id),
        "username": u.name,
        "global_name": u.name,
        "discriminator": "0",
        "avatar": None,
        "bot": u.bot,
        "system": False,
        "public_flags": 0,
        "flags": 0,
        "banner": None,
        "accent_color": None,
        "avatar_decoration_data": None,
        "locale": u.locale,
        "mfa_enabled": False,
        "verified": True,
    }


def role(r: Role) -> dict[str, Any]:
    return {
        "id": str(r.id),
        "name": r.name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "position": r.position,
        "permissions": str(r.permissions),
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }


def member(world: World, m: Member, *, with_user: bool = True) -> dict[str, Any]:
    data: dict[str, Any] = {
        "nick": None,
        "avatar": None,
        "banner": None,
        "roles": [str(r) for r in m.role_ids],
        "joined_at": iso(m.joined_at),
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "communication_disabled_until": None,
    }
    if with_user:
        data["user"] = user(world.users[m.user_id])
    return data


def channel(world: World, c: Channel) -> dict[str, Any]:
    if c.type == DM:
        return {
            "id": str(c.id),
            "type": DM,
            "last_message_id": None,
            "flags": 0,
            "recipients": [user(world.users[c.recipient_id])] if c.recipient_id else [],
        }
    data: dict[str, Any] = {
        "id": str(c.id),
        "type": c.type,
        "guild_id": str(c.guild_id),
        "name": c.name,
        "position": c.position,
        "permission_overwrites": [
            {"id": str(target), "type": kind, "allow": str(allow), "deny": str(deny)}
            for target, (kind, allow, deny) in c.overwrites.items()
        ],
        "nsfw": False,
        "parent_id": str(c.parent_id) if c.parent_id else None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "flags": 0,
    }
    if c.is_thread:
        data.update(
            {
                "owner_id": str(c.owner_id),
                "message_count": len(world.messages_in(c.id)),
                "member_count": len(c.thread_member_ids),
                "total_message_sent": len(world.messages_in(c.id)),
                "thread_metadata": {
                    "archived": c.archived,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": iso(c.created_at),
                    "locked": c.locked,
                    "invitable": c.invitable if c.type == PRIVATE_THREAD else True,
                    "create_timestamp": iso(c.created_at),
                },
            }
        )
        del data["position"], data["permission_overwrites"], data["nsfw"]
    else:
        data["topic"] = None
    return data


def guild(world: World, g: Guild, *, for_create: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(g.id),
        "name": g.name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": str(g.owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": [role(r) for r in g.roles.values()],
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "system_channel_id": str(g.channel_ids[0]) if g.channel_ids else None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "safety_alerts_channel_id": None,
        "vanity_url_code": None,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": g.locale,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": False,
        "max_members": 500000,
    }
    if for_create:
        threads = [
            channel(world, c)
            for c in world.channels.values()
            if c.guild_id == g.id
            and c.is_thread
            and not c.archived
            and (c.type != PRIVATE_THREAD or world.bot_user.id in c.thread_member_ids)
        ]
        data.update(
            {
                "joined_at": iso(g.members[world.bot_user.id].joined_at),
                "large": False,
                "unavailable": False,
                "member_count": len(g.members),
                "members": [member(world, m) for m in g.members.values()],
                "channels": [_guild_channel_in_create(world, world.channels[c]) for c in g.channel_ids],
                "threads": threads,
                "voice_states": [],
                "presences": [],
                "stage_instances": [],
                "guild_scheduled_events": [],
                "soundboard_sounds": [],
            }
        )
    return data


def _guild_channel_in_create(world: World, c: Channel) -> dict[str, Any]:
    data = channel(world, c)
    data.pop("guild_id", None)  # GUILD_CREATE channels carry no guild_id
    return data


def attachment(a: Attachment) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(a.id),
        "filename": a.filename,
        "size": a.size,
        "url": a.url,
        "proxy_url": a.url,
        "content_type": a.content_type,
    }
    if a.description:
        data["description"] = a.description
    return data


def message(world: World, m: Message) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(m.id),
        "channel_id": str(m.channel_id),
        "author": user(world.users[m.author_id]),
        "content": m.content,
        "timestamp": iso(m.created_at),
        "edited_timestamp": iso(m.edited_at),
        "tts": m.tts,
        "mention_everyone": m.pings_everyone,
        "mentions": [user(world.users[u]) for u in m.mentioned_user_ids if u in world.users],
        "mention_roles": [str(r) for r in m.pinged_role_ids],
        "attachments": [attachment(a) for a in m.attachments],
        "embeds": m.embeds,
        "components": m.components,
        "pinned": False,
        "type": m.type,
        "flags": m.flags,
    }
    if m.guild_id:
        data["guild_id"] = str(m.guild_id)
    if m.webhook_id:
        data["webhook_id"] = str(m.webhook_id)
        data["application_id"] = str(world.application_id)
    source = world.interactions.get(m.interaction_id) if m.interaction_id else None
    if source is not None:
        data["interaction_metadata"] = interaction_metadata(world, source, m)
        if source.type == 2:
            data["interaction"] = {  # deprecated by Discord, still sent and still read by discord.py
                "id": str(source.id),
                "type": source.type,
                "name": command_name(source.data),
                "user": user(world.users[source.user_id]),
            }
    if m.reply_to_id:
        data["message_reference"] = {
            "type": 0,
            "message_id": str(m.reply_to_id),
            "channel_id": str(m.channel_id),
        }
    return data


def command_name(data: dict[str, Any]) -> str:
    """ "game new" for /game new: the command name followed by its subcommand group and subcommand."""
    parts = [data.get("name", "")]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        parts.append(options[0]["name"])
        options = options[0].get("options") or []
    return " ".join(parts)


def interaction_metadata(world: World, i: Interaction, m: Message) -> dict[str, Any]:
    owner = {"0": str(i.guild_id)} if i.guild_id else {"1": str(i.user_id)}
    data: dict[str, Any] = {
        "id": str(i.id),
        "type": i.type,
        "user": user(world.users[i.user_id]),
        "authorizing_integration_owners": owner,
    }
    if i.original_message_id and i.original_message_id != m.id:
        data["original_response_message_id"] = str(i.original_message_id)
    if i.message_id:
        data["interacted_message_id"] = str(i.message_id)
    return data


def application(world: World) -> dict[str, Any]:
    return {
        "id": str(world.application_id),
        "name": world.bot_user.name,
        "icon": None,
        "description": "",
        "summary": "",
        "type": None,
        "bot_public": True,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "flags": 0,
        "owner": user(world.application_owner),
        "team": None,
        "bot": user(world.bot_user),
        "redirect_uris": [],
        "tags": [],
        "approximate_guild_count": len(world.guilds),
        "integration_types_config": {"0": {}},
    }


def interaction(world: World, i: Interaction) -> dict[str, Any]:
    """INTERACTION_CREATE as Discord sends it: guild interactions carry `member`, DM ones `user`."""
    chan = world.channels[i.channel_id]
    u = world.users[i.user_id]
    data: dict[str, Any] = {
        "id": str(i.id),
        "application_id": str(world.application_id),
        "type": i.type,
        "data": i.data,
        "token": i.token,
        "version": 1,
        "locale": u.locale,
        "channel_id": str(chan.id),
        "channel": channel(world, chan),
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    }
    g = world.guilds.get(i.guild_id) if i.guild_id else None
    if g is not None:
        m = member(world, g.members[u.id])
        m["permissions"] = str(world.permissions_in(u.id, chan))  # in the channel, overwrites applied
        data.update(
            {
                "guild_id": str(g.id),
                "guild_locale": g.locale,
                "guild": {"id": str(g.id), "locale": g.locale, "features": []},
                "member": m,
                "app_permissions": str(g.permissions_of(world.bot_user.id)),
                "context": 0,
                "authorizing_integration_owners": {"0": str(g.id)},
            }
        )
    else:
        data.update(
            {
                "user": user(u),
                "app_permissions": str(Permission.EVERYONE_DEFAULT),
                "context": 1,
                "authorizing_integration_owners": {"0": "0"},
            }
        )
    if i.message_id is not None:
        data["message"] = message(world, world.messages[i.message_id])
    return data
