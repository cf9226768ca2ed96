"""Reading what the bot sent: JSON or multipart bodies, and snowflakes in the URL."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from emulator.errors import unknown

API = r"/api/v{version:\d+}"  # discord.py uses v10; v9 is accepted too
API_PREFIX = re.compile(r"^/api/v\d+")


def api_path(path: str) -> str:
    """A request's path after `/api/v10` (what the request log, faults and rate limits match)."""
    return API_PREFIX.sub("", path, count=1)


@dataclass
class Upload:
    index: int
    filename: str
    content_type: str | None
    data: bytes


async def read_payload(request: web.Request) -> tuple[Any, list[Upload]]:
    """A JSON body, or multipart `payload_json` + `files[n]`."""
    if request.content_type.startswith("multipart/"):
        payload: Any = {}
        uploads: list[Upload] = []
        reader = await request.multipart()
        async for part in reader:
            name = getattr(part, "name", None) or ""
            if name == "payload_json":
                payload = json.loads(await part.text())  # type: ignore[union-attr]
            elif name.startswith("files["):
                data = await part.read(decode=False)  # type: ignore[union-attr]
                uploads.append(
                    Upload(
                        int(name[6:-1]),
                        part.filename or f"file{len(uploads)}",  # type: ignore[union-attr]
                        part.headers.get("Content-Type"),
                        bytes(data),
                    )
                )
        return payload, uploads
    if not request.body_exists:
        return {}, []
    text = await request.text()
    return (json.loads(text) if text else {}), []


def snowflake_param(request: web.Request, key: str, what: str, code: int) -> int:
    try:
        return int(request.match_info[key])
    except ValueError:
        raise unknown(what, code) from None
