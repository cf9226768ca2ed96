"""Bot settings from the environment and `.env` (pydantic-settings).

The Discord token is a `SecretStr`: its repr, str and any log line built from the settings show
`**********`, never the token itself.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///data/agora.db"

TOKEN_HELP = (
    "No valid DISCORD_TOKEN: open https://discord.com/developers/applications, pick your application, "
    "go to Bot, click Reset Token, and put the token in .env as DISCORD_TOKEN=... "
    "(or try the bot without Discord: python bot.py --sandbox)"
)

# Three dot-separated base64url parts: user id, timestamp, HMAC. Checked only for shape.
_TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{20,}$")


class SettingsError(Exception):
    """A configuration problem, explained in one line the user can act on."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(
        default=None, description="The bot token (developer portal → Bot)."
    )
    database_url: str = Field(default=DEFAULT_DATABASE_URL, description="SQLAlchemy async URL.")
    dev_guild_id: int | None = Field(default=None, description="Sync commands to this guild only (instant).")
    database_pool_size: int = Field(
        default=20,
        ge=1,
        description="PostgreSQL connections kept open per process (up to twice as many under bursts).",
    )
    log_level: str = Field(default="INFO", description="DEBUG, INFO, WARNING or ERROR.")
    # Storage an admin can trust (SQLite): backups, and how hard each commit is pushed to disk.
    backup_dir: Path = Field(
        default=Path("backups"),
        description="Where SQLite backups (and the database marker) go; keep it outside the data folder.",
    )
    backup_interval_hours: float = Field(
        default=6.0, ge=0, description="Hours between automatic SQLite backups; 0 turns them off."
    )
    backup_keep: int = Field(default=28, ge=1, description="How many automatic backups to keep.")
    health_log_minutes: float = Field(
        default=15.0, ge=0, description="Minutes between health lines in the log (docs/hosting.md); 0: none."
    )
    sqlite_synchronous: Literal["NORMAL", "FULL"] = Field(
        default="FULL",
        description="FULL: acknowledged moves survive a power cut; NORMAL: faster, may lose the last ones.",
    )
    enable_demo_title: bool = Field(default=False, description="Offer the test-only demo title.")
    # Where discord.py connects; only the sandbox and the tests change these.
    discord_api_base: str | None = Field(default=None, description="Override of the REST base URL.")
    discord_gateway_url: str | None = Field(default=None, description="Override of the gateway URL.")
    # Sharding across processes (needs PostgreSQL): every process gets the same SHARD_COUNT and its own
    # SHARD_IDS. Unset: one process runs every shard Discord recommends.
    shard_count: int | None = Field(default=None, ge=1, description="Total number of shards.")
    shard_ids: Annotated[list[int] | None, NoDecode] = Field(
        default=None, description="The shards this process runs, comma-separated (e.g. 0,1)."
    )

    @field_validator("sqlite_synchronous", mode="before")
    @classmethod
    def _upper_synchronous(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value

    # Bot players (issue 13): decisions run in this many worker processes; a pause between a bot's steps.
    bot_workers: int = Field(default=1, ge=1, le=8, description="Processes computing bot decisions.")
    picture_workers: int = Field(
        default=1,
        ge=0,
        le=4,
        description="Processes drawing the pictures beside the bot; 0 draws them on the bot's own threads.",
    )
    bot_pause_seconds: float = Field(
        default=1.5, ge=0, le=30, description="Pause between a bot's consecutive public moves."
    )

    # Discord's global limit is 50 REST calls a second per token, shared by every process on it.
    discord_requests_per_second: float = Field(
        default=45,
        ge=2,
        le=50,
        description="REST calls a second this process allows itself (interaction answers not counted).",
    )

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {value!r}")
        return level

    @field_validator(
        "dev_guild_id", "discord_token", "discord_api_base", "discord_gateway_url", mode="before"
    )
    @classmethod
    def _empty_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("shard_count", mode="before")
    @classmethod
    def _blank_count_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        if isinstance(value, str):
            parts = [part.strip() for part in value.split(",") if part.strip()]
            return [int(part) for part in parts] or None
        return value

    @model_validator(mode="after")
    def _shards_within_count(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT")
            if any(not 0 <= shard < self.shard_count for shard in self.shard_ids):
                raise ValueError(f"SHARD_IDS must be between 0 and SHARD_COUNT - 1 ({self.shard_count - 1})")
        return self

    def require_token(self) -> str:
        """The token, or SettingsError with the one-line explanation of how to get one."""
        token = self.discord_token.get_secret_value().strip() if self.discord_token else ""
        if not token or (self.discord_api_base is None and not _TOKEN_SHAPE.match(token)):
            raise SettingsError(TOKEN_HELP)
        return token

    def sqlite_path(self) -> Path | None:
        """The file behind a SQLite URL, so its folder can be created; None for other databases."""
        prefix = "sqlite+aiosqlite:///"
        if not self.database_url.startswith(prefix):
            return None
        return Path(self.database_url[len(prefix) :])


def load_settings(**overrides: object) -> Settings:
    """Read the settings; a bad value becomes one SettingsError line instead of a traceback."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"]).upper()
        raise SettingsError(f"Invalid setting {field}: {first['msg']}") from None
