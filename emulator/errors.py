"""Discord's error answers: `{"message": ..., "code": ...}` with the HTTP status Discord uses."""

from __future__ import annotations

from typing import Any


class DiscordError(Exception):
    def __init__(self, status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            data["errors"] = self.errors
        return data


def unknown(what: str, code: int) -> DiscordError:
    return DiscordError(404, code, f"Unknown {what}")


UNKNOWN_GUILD = 10004
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_USER = 10013
UNKNOWN_WEBHOOK = 10015
UNKNOWN_MEMBER = 10007
UNKNOWN_INTERACTION = 10062
UNKNOWN_COMMAND = 10063
CANNOT_SEND_EMPTY = 50006
CANNOT_DM_USER = 50007
CANNOT_EDIT_OTHERS = 50005
MISSING_ACCESS = 50001
INVALID_FORM_BODY = 50035
ALREADY_ACKNOWLEDGED = 40060
ENTITY_TOO_LARGE = 40005
MISSING_PERMISSIONS = 50013
THREAD_ARCHIVED = 50083
THREAD_LOCKED = 160005


def cannot_dm() -> DiscordError:
    return DiscordError(403, CANNOT_DM_USER, "Cannot send messages to this user")


def invalid_form(path: str, code: str, message: str) -> DiscordError:
    """A 50035 with Discord's nested `errors` object for one field path such as `embeds.0.title`."""
    errors: dict[str, Any] = {"_errors": [{"code": code, "message": message}]}
    for part in reversed(path.split(".")):
        errors = {part: errors}
    return DiscordError(400, INVALID_FORM_BODY, "Invalid Form Body", errors)


def missing_permissions() -> DiscordError:
    return DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
