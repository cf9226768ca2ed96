"""Everything `/game new` is asked, checked before anything is created: a refused request must leave
no game row behind (issue #14, defect 3: an unknown creator seat used to leave an abandoned game)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from agora.errors import AgoraError, echo
from agora.games.options import engine_call, engine_options, validate_options
from engine.registry import get_engine


def check_new_game(titles: Iterable[str], title: str, options: dict[str, Any], seat: str | None) -> None:
    """Raise the refusal `GameService.create` or `join` would raise for this title, these options and
    the creator's seat; return quietly when the game can be created and the creator seated."""
    if title not in titles:
        raise AgoraError("games.error.unknown_title", title=echo(title))
    engine = get_engine(title)
    stored = validate_options(engine, options)
    if seat is None:
        return
    parsed = engine_call(engine.parse_options, engine_options(stored))
    offered = {spec.id for spec in engine.seat_specs(parsed)}
    if seat not in offered:
        raise AgoraError("games.error.unknown_seat", seat=echo(seat))
