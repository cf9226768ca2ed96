"""Application command registration: global and guild scopes, bulk overwrite, one-by-one CRUD."""

from __future__ import annotations

import copy
from typing import Any

from aiohttp import web

from emulator import validation
from emulator.errors import (
    MISSING_ACCESS,
    UNKNOWN_COMMAND,
    UNKNOWN_GUILD,
    DiscordError,
    unknown,
)
from emulator.http_input import API, read_payload, snowflake_param
from emulator.responses import json_response
from emulator.world import World


class CommandRoutes:
    def __init__(self, world: World) -> None:
        self.world = world

    def routes(self) -> list[web.RouteDef]:
        routes = []
        for scope in ("/applications/{app_id}", "/applications/{app_id}/guilds/{guild_id}"):
            base = API + scope + "/commands"
            routes += [
                web.get(base, self.list_commands),
                web.put(base, self.overwrite_commands),
                web.post(base, self.upsert_command),
                web.get(base + "/{command_id}", self.get_command),
                web.patch(base + "/{command_id}", self.edit_command),
                web.delete(base + "/{command_id}", self.delete_command),
            ]
        return routes

    def _command_scope(self, request: web.Request) -> tuple[int | None, dict[str, dict[str, Any]]]:
        if snowflake_param(request, "app_id", "Application", 10002) != self.world.application_id:
            raise DiscordError(403, MISSING_ACCESS, "Missing Access")
        if "guild_id" not in request.match_info:
            return None, self.world.commands[None]
        guild = self.world.guilds.get(snowflake_param(request, "guild_id", "Guild", UNKNOWN_GUILD))
        if guild is None:
            raise DiscordError(403, MISSING_ACCESS, "Missing Access")
        return guild.id, self.world.commands.setdefault(guild.id, {})

    def _stored_command(
        self, guild_id: int | None, data: dict[str, Any], old: dict[str, Any] | None
    ) -> dict[str, Any]:
        stored = copy.deepcopy(data)
        stored.setdefault("type", 1)
        stored.setdefault("description", "")
        stored.setdefault("options", [])
        stored.setdefault("default_member_permissions", None)
        stored.setdefault("nsfw", False)
        stored["id"] = old["id"] if old else str(self.world.ids.next())
        stored["application_id"] = str(self.world.application_id)
        stored["version"] = str(self.world.ids.next())
        if guild_id is not None:
            stored["guild_id"] = str(guild_id)
        return stored

    @staticmethod
    def _command_key(data: dict[str, Any]) -> str:
        return f"{data.get('type', 1)}:{data.get('name')}"

    def _command_by_id(
        self, request: web.Request, scope: dict[str, dict[str, Any]]
    ) -> tuple[str, dict[str, Any]]:
        command_id = request.match_info["command_id"]
        for key, command in scope.items():
            if command["id"] == command_id:
                return key, command
        raise unknown("application command", UNKNOWN_COMMAND)

    async def list_commands(self, request: web.Request) -> web.Response:
        _, scope = self._command_scope(request)
        return json_response(list(scope.values()))

    async def overwrite_commands(self, request: web.Request) -> web.Response:
        guild_id, scope = self._command_scope(request)
        payload, _ = await read_payload(request)
        validation.check_command_list(payload)
        new = {}
        for data in payload:
            key = self._command_key(data)
            new[key] = self._stored_command(guild_id, data, scope.get(key))
        scope.clear()
        scope.update(new)
        return json_response(list(scope.values()))

    async def upsert_command(self, request: web.Request) -> web.Response:
        guild_id, scope = self._command_scope(request)
        payload, _ = await read_payload(request)
        validation.check_command("_root", payload)
        key = self._command_key(payload)
        existed = key in scope
        scope[key] = self._stored_command(guild_id, payload, scope.get(key))
        return json_response(scope[key], status=200 if existed else 201)

    async def get_command(self, request: web.Request) -> web.Response:
        _, scope = self._command_scope(request)
        return json_response(self._command_by_id(request, scope)[1])

    async def edit_command(self, request: web.Request) -> web.Response:
        guild_id, scope = self._command_scope(request)
        key, command = self._command_by_id(request, scope)
        payload, _ = await read_payload(request)
        merged = {**command, **payload}
        validation.check_command("_root", merged)
        del scope[key]
        scope[self._command_key(merged)] = self._stored_command(guild_id, merged, command)
        return json_response(scope[self._command_key(merged)])

    async def delete_command(self, request: web.Request) -> web.Response:
        _, scope = self._command_scope(request)
        key, _ = self._command_by_id(request, scope)
        del scope[key]
        return web.Response(status=204)
