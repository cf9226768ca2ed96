"""Structured logging: one `key=value` line per record, with the fields given in `extra=`.

`track()` wraps one command or component: it logs game id, user id, command, outcome and duration, and
turns an `AgoraError` into a private answer in the user's language (nothing was changed).
A redacting filter removes registered secrets (the token) from every record, whatever logged it.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from typing import Any

import discord

from agora.errors import AgoraError, NotAcknowledged, echo
from agora.store.faults import NOT_SAVED, report_storage_fault
from i18n import t

from .locale import user_lang
from .ops import reply

log = logging.getLogger("agora.commands")
_handling: Counter[int] = Counter()  # ids of the interactions this process is handling now (in `track`)
_STANDARD = set(vars(logging.makeLogRecord({})).keys()) | {"message", "asctime"}
_SECRETS: set[str] = set()


def register_secret(secret: str | None) -> None:
    """Never let this string reach a log line."""
    if secret and len(secret) >= 8:
        _SECRETS.add(secret)


def _redact(text: str) -> str:
    for secret in _SECRETS:
        text = text.replace(secret, "[redacted]")
    return text


class RedactingFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if _SECRETS:
            record.msg = _redact(record.getMessage())
            record.args = None
        return True


class KeyValueFormatter(logging.Formatter):
    """`2026-01-01T10:00:00 INFO agora.commands command done game_id=3 user_id=42 duration_ms=12`"""

    def format(self, record: logging.LogRecord) -> str:
        stamp = self.formatTime(record, "%Y-%m-%dT%H:%M:%S")
        base = f"{stamp} {record.levelname} {record.name} {record.getMessage()}"
        extras = " ".join(f"{k}={v}" for k, v in record.__dict__.items() if k not in _STANDARD)
        line = f"{base} {extras}" if extras else base
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        return _redact(line)


def configure_logging(level: str = "INFO") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(KeyValueFormatter())
    handler.addFilter(RedactingFilter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("discord").setLevel(max(logging.getLevelName(level), logging.INFO))


@dataclass
class Tracked:
    """Filled in by the handler while it runs; logged when it ends."""

    command: str
    user_id: int
    game_id: int | None = None
    outcome: str = "ok"
    extra: dict[str, Any] = field(default_factory=dict)


async def answer_refusal(interaction: discord.Interaction, exc: AgoraError) -> None:
    """Tell the user privately why nothing changed. Text parameters are shortened (they may echo
    what the user typed); if Discord still turns the message down (50035 for a body it finds invalid,
    or any other failure), a short generic refusal goes instead: the user is never left unanswered."""
    lang = user_lang(interaction)
    params = {k: echo(v) if isinstance(v, str) else v for k, v in exc.params.items()}
    try:
        await reply(interaction, ephemeral=True, content=t(exc.key, lang, **params))
    except discord.HTTPException as failed:
        log.warning(
            "refusal not accepted, sending the short one",
            extra={"key": exc.key, "status": failed.status, "code": failed.code},
        )
        with suppress(discord.HTTPException):
            await reply(interaction, ephemeral=True, content=t("guard.refused", lang))


def interactions_being_handled() -> set[int]:
    """The ids of the interactions this process is still handling (answered or not): a test that drives the
    bot in its own process gives this to the emulator's `still_handling`, as the emulator cannot see a
    write in progress."""
    return set(_handling)


@asynccontextmanager
async def track(interaction: discord.Interaction, command: str) -> AsyncIterator[Tracked]:
    record = Tracked(command=command, user_id=interaction.user.id)
    started = time.perf_counter()
    _handling[interaction.id] += 1
    try:
        yield record
    except NotAcknowledged:
        record.outcome = "not_acknowledged"
    except AgoraError as exc:
        record.outcome = f"refused:{exc.key}"
        await answer_refusal(interaction, exc)
    except Exception as exc:
        fields = {"command": command, "user_id": record.user_id, "game_id": record.game_id}
        if report_storage_fault(exc, f"the change asked by {command}", **fields):
            # The storage refused the write (full disk...): rolled back, so the player may simply retry.
            record.outcome = f"refused:{NOT_SAVED}"
            await answer_refusal(interaction, AgoraError(NOT_SAVED))
        else:
            record.outcome = "error"
            log.exception("command failed", extra={"command": command, "user_id": record.user_id})
            with suppress(discord.HTTPException):
                text = t("bot.error.internal", user_lang(interaction))
                await reply(interaction, ephemeral=True, content=text)
    finally:
        _handling[interaction.id] -= 1
        if not _handling[interaction.id]:
            del _handling[interaction.id]
        log.info(
            "command",
            extra={
                "command": command,
                "game_id": record.game_id,
                "user_id": record.user_id,
                "guild_id": interaction.guild_id,
                "outcome": record.outcome,
                "duration_ms": round((time.perf_counter() - started) * 1000, 1),
                **record.extra,
            },
        )
