"""The aiohttp server: REST under /api/v{9,10}, the gateway at /ws, attachment bytes at /attachments.

The middleware does what is common to every REST call: injected faults, the bot token check, Discord-shaped
errors, the request log (API calls per action) and activity tracking (for the driver's wait_idle).
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections import deque
from collections.abc import Awaitable, Callable

from aiohttp import web

from emulator.errors import DiscordError
from emulator.faults import Faults
from emulator.gateway import Gateway
from emulator.http_input import API_PREFIX, api_path
from emulator.messages import MessageWriter
from emulator.ratelimits import RateLimits
from emulator.responses import error_response, injected_response, json_response, rate_limited_response
from emulator.rest import Rest
from emulator.rest_commands import CommandRoutes
from emulator.rest_interactions import InteractionRoutes, Timing
from emulator.world import RequestRecord, World

log = logging.getLogger(__name__)

_TOKEN_PATH = re.compile(r"^/(?:interactions/\d+|webhooks/\d+)/([^/]+)")
_NO_AUTH = ("/interactions/", "/webhooks/")
GATEWAY_PATH = "/ws"

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Activity:
    """When the bot last did something, and how many of its requests are in flight."""

    def __init__(self) -> None:
        self.inflight = 0
        self.last = 0.0

    def touch(self) -> None:
        self.last = time.monotonic()


class EmulatorServer:
    def __init__(self, world: World) -> None:
        self.world = world
        self.activity = Activity()
        self.faults = Faults()
        self.rate_limits = RateLimits()
        self.timing = Timing()
        self.recommended_shards = 1  # what GET /gateway/bot answers
        self.request_log: deque[RequestRecord] = deque(maxlen=200_000)
        self.unknown_routes: list[str] = []
        self.host = "127.0.0.1"
        self.port = 0
        self.gateway = Gateway(world, resume_url=lambda: self.gateway_url, on_activity=self.activity.touch)
        self.messages = MessageWriter(world, self.gateway, root_url=lambda: self.root_url)
        self._route_groups = [
            Rest(
                world,
                self.gateway,
                self.messages,
                gateway_url=lambda: self.gateway_url,
                shard_count=lambda: self.recommended_shards,
                rate_limits=self.rate_limits,
            ),
            CommandRoutes(world),
            InteractionRoutes(world, self.messages, self.timing),
        ]
        self._runner: web.AppRunner | None = None

    @property
    def root_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def base_url(self) -> str:
        return f"{self.root_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}{GATEWAY_PATH}"

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        for group in self._route_groups:
            app.add_routes(group.routes())
        app.router.add_get(GATEWAY_PATH, self.gateway.handle)
        app.router.add_get(GATEWAY_PATH + "/", self.gateway.handle)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.host = host
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]
        self.activity.touch()

    async def stop(self) -> None:
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path.startswith(GATEWAY_PATH):
            return await handler(request)
        path = api_path(request.path)
        self.activity.inflight += 1
        self.activity.touch()
        try:
            response = await self._answer(request, handler, path)
        finally:
            self.activity.inflight -= 1
            self.activity.touch()
        self.request_log.append(RequestRecord(request.method, path, response.status, time.monotonic()))
        self._note_interaction(request.method, path, response)
        return response

    async def _answer(self, request: web.Request, handler: Handler, path: str) -> web.StreamResponse:
        is_api = API_PREFIX.match(request.path) is not None
        if is_api and (rule := self.faults.take(request.method, path)):
            return injected_response(rule)
        if is_api and (limited := self.rate_limits.check(request.method, path, time.monotonic())):
            return rate_limited_response(limited)
        authorized = request.headers.get("Authorization") == f"Bot {self.world.token}"
        if is_api and not path.startswith(_NO_AUTH) and not authorized:
            return json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        try:
            return await handler(request)
        except DiscordError as error:
            return error_response(error)
        except web.HTTPNotFound:
            self.unknown_routes.append(f"{request.method} {path}")
            log.warning("emulator: no route for %s %s", request.method, path)
            return json_response({"message": "404: Not Found", "code": 0}, status=404)
        except web.HTTPMethodNotAllowed:
            self.unknown_routes.append(f"{request.method} {path}")
            return json_response({"message": "405: Method Not Allowed", "code": 0}, status=405)

    def _note_interaction(self, method: str, path: str, response: web.StreamResponse) -> None:
        """Attach errors to the interaction whose token the request used, for InteractionResult.error."""
        match = _TOKEN_PATH.match(path)
        if match is None:
            return
        interaction = self.world.interactions_by_token.get(match.group(1))
        if interaction is None:
            return
        if path.endswith("/callback"):
            interaction.callback_attempted = True
        if response.status >= 400:
            body = getattr(response, "text", None) or "{}"
            try:
                detail = json.loads(body)
            except ValueError:
                detail = {"message": body}
            interaction.errors.append({"status": response.status, "method": method, "path": path, **detail})
