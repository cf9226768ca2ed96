"""HTTP answers in Discord's exact shapes.

discord.py only parses a body as JSON when Content-Type is exactly `application/json` (no charset),
and only retries a 429 that carries a `Via` header (otherwise it assumes a Cloudflare ban).
"""

from __future__ import annotations

import json
import time
from typing import Any

from aiohttp import web

from emulator.errors import DiscordError
from emulator.faults import InjectedError


def json_response(data: Any, *, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


MAX_OLD_MESSAGE_EDITS = 30046
OLD_EDITS_MESSAGE = "Maximum number of edits to messages older than 1 hour reached. Try again later"
_MESSAGES = {
    400: "Bad Request",
    401: "401: Unauthorized",
    403: "Missing Permissions",
    404: "404: Not Found",
    429: "You are being rate limited.",
    500: "500: Internal Server Error",
    502: "502: Bad Gateway",
    503: "503: Service Unavailable",
}


def error_response(error: DiscordError) -> web.Response:
    return json_response(error.body(), status=error.status)


def injected_response(rule: InjectedError) -> web.Response:
    if rule.status != 429:
        body: dict[str, Any] = {"message": _MESSAGES.get(rule.status, "Error"), "code": rule.code}
        return json_response(body, status=rule.status)
    retry_after = rule.retry_after if rule.retry_after is not None else 0.05
    body = {"message": _MESSAGES[429], "retry_after": retry_after, "global": False, "code": rule.code}
    headers = {
        "Retry-After": f"{retry_after:.3f}",
        "X-RateLimit-Limit": "5",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
        "X-RateLimit-Reset-After": f"{retry_after:.3f}",
        "X-RateLimit-Bucket": "emulated-bucket",
        "X-RateLimit-Scope": "user",
        # discord.py treats a 429 without Via as a Cloudflare ban and gives up.
        "Via": "1.1 google",
    }
    return json_response(body, status=429, headers=headers)


def rate_limited_response(limited: Any) -> web.Response:
    """A 429 from the emulated limits (`emulator.ratelimits`), with the headers discord.py reads."""
    is_global = limited.scope == "global"
    body = {"message": _MESSAGES[429], "retry_after": limited.retry_after, "global": is_global, "code": 0}
    if limited.scope == "old_edit":
        body |= {"message": OLD_EDITS_MESSAGE, "code": MAX_OLD_MESSAGE_EDITS}
    headers = {
        "Retry-After": f"{limited.retry_after:.3f}",
        "X-RateLimit-Limit": "5",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": f"{time.time() + limited.retry_after:.3f}",
        "X-RateLimit-Reset-After": f"{limited.retry_after:.3f}",
        "X-RateLimit-Bucket": f"emulated-{limited.scope}",
        "X-RateLimit-Scope": "global" if is_global else "shared",
        "Via": "1.1 google",
    }
    if is_global:
        headers["X-RateLimit-Global"] = "true"
    return json_response(body, status=429, headers=headers)
