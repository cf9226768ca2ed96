"""Bot settings from the environment and `.env` (pydantic-settings).

The Discord token is a `SecretStr`: its repr, str and any log line built from the settings show
`**********`, never the token itself.
"""

from __future__ import annotations

import re
from pathlib import Path

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

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
    log_level: str = Field(default="INFO", description="DEBUG, INFO, WARNING or ERROR.")
    enable_demo_title: bool = Field(default=False, description="Offer the test-only demo title.")
    # Where discord.py connects; only the sandbox and the tests change these.
    discord_api_base: str | None = Field(default=None, description="Override of the REST base URL.")
    discord_gateway_url: str | None = Field(default=None, description="Override of the gateway URL.")

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
