"""What the platform itself decides about a game: its own lobby option (hours per turn), the seed,
the turn deadline, and turning engine refusals into platform errors."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, TypeVar

from agora.errors import AgoraError
from agora.games import timeouts
from agora.games import timing as tm
from agora.games.automatic import AUTO_CHOICES
from engine.core import GameEngine, GameStatus, IllegalAction
from engine.core.options import OptionSpec

TURN_HOURS = "turn_hours"
"""Lobby option handled by the service (never passed to the engine): hours the awaited player has."""
TURN_HOURS_RANGE = (1, 168)
MAX_SEED = 2**63 - 1  # seeds live in a signed 64-bit column

PLATFORM_OPTIONS: dict[str, OptionSpec] = {}
"""Options every title accepts, handled by the platform and never passed to the engine."""


def declare_platform_option(spec: OptionSpec) -> OptionSpec:
    """Add a platform option (hours per turn, reminders…): offered, checked and stored like a title's."""
    PLATFORM_OPTIONS[spec.name] = spec
    return spec


declare_platform_option(
    OptionSpec(
        TURN_HOURS,
        values=(),
        default=None,
        text_key="choices.option.platform.turn_hours",
        minimum=TURN_HOURS_RANGE[0],
        maximum=TURN_HOURS_RANGE[1],
    )
)


for _name, _spec in {
    tm.DECISION_MINUTES: {"minimum": tm.DECISION_MINUTES_RANGE[0], "maximum": tm.DECISION_MINUTES_RANGE[1]},
    tm.REMINDERS: {"free": True},  # a list such as `12h+2h+30m`: checked by agora/games/timeouts.py
    tm.TIMEOUT: {"values": tuple(timeouts.POLICIES)},
    tm.FORFEIT_AFTER: {"minimum": tm.FORFEIT_AFTER_RANGE[0], "maximum": tm.FORFEIT_AFTER_RANGE[1]},
}.items():
    declare_platform_option(
        OptionSpec(
            _name,
            values=_spec.get("values", ()),
            default=tm.DEFAULTS[_name],
            text_key=f"deadlines.option.{_name}",
            minimum=_spec.get("minimum"),
            maximum=_spec.get("maximum"),
            free=bool(_spec.get("free")),
        )
    )


declare_platform_option(  # single options played for people (agora/games/automatic.py, issue 11)
    OptionSpec(AUTO_CHOICES, values=(False, True), default=True, text_key=f"words.option.{AUTO_CHOICES}")
)


def option_specs(engine: GameEngine) -> dict[str, OptionSpec]:
    """Every option a game of this title accepts: the title's, then the platform's."""
    return {**{s.name: s for s in engine.option_specs()}, **PLATFORM_OPTIONS}


def allowed_text(spec: OptionSpec) -> str:
    """The allowed values as typed: `1-4`, `historical, historical_variant`, `true, false`."""
    if spec.is_range and not spec.values:
        return f"{spec.minimum}-{spec.maximum}"
    return ", ".join(str(v).lower() if isinstance(v, bool) else str(v) for v in spec.values)


def check_options(engine: GameEngine, raw: dict[str, Any]) -> None:
    """Refuse an option the title and the platform do not declare, or a value they do not allow,
    naming what is allowed (ids, the same in every language)."""
    specs = option_specs(engine)
    hidden = {n for n in engine.options_model.model_fields if n not in specs}  # accepted, not offered
    for key, value in raw.items():
        spec = specs.get(key)
        if spec is None:
            if key in hidden:
                continue
            raise AgoraError("choices.error.unknown_option", option=str(key)[:40], allowed=", ".join(specs))
        if not spec.allows(value) and not _alias(engine, key, value):
            raise AgoraError(
                "choices.error.bad_option_value",
                option=key,
                value=str(value)[:40],
                allowed=allowed_text(spec),
            )


def _alias(engine: GameEngine, key: str, value: Any) -> bool:
    """A value the model accepts without offering it (`scenario:alcibiades`)."""
    try:
        engine.options_model.model_validate({key: value})
    except ValueError:
        return False
    return value is not None


R = TypeVar("R")


def engine_call(fn: Callable[..., R], *args: Any, **kwargs: Any) -> R:
    """Call the engine, turning its refusal into the platform's error with the same key and params."""
    try:
        return fn(*args, **kwargs)
    except IllegalAction as exc:
        raise AgoraError(exc.reason, **exc.params) from None


def _check_turn_hours(hours: Any) -> None:
    low, high = TURN_HOURS_RANGE
    if hours is not None and (
        isinstance(hours, bool) or not isinstance(hours, int) or not low <= hours <= high
    ):
        raise AgoraError("games.error.bad_turn_hours", min=low, max=high)


def take_platform_options(options: dict[str, Any]) -> dict[str, Any]:
    """Take the platform's options (hours per turn, the deadline options) out of `options`, checked, and
    return them as stored. One reading for `/game new` and `/game deadline`."""
    _check_turn_hours(options.get(TURN_HOURS))
    timing = timeouts.validate(options)  # takes the deadline options out, with their deeper checks
    platform = {k: options.pop(k) for k in list(options) if k in PLATFORM_OPTIONS}
    return {k: v for k, v in platform.items() if v is not None} | timing


def validate_options(engine: GameEngine, raw: dict[str, Any]) -> dict[str, Any]:
    """The options to store: the engine's validated dump (defaults filled in) plus the platform's."""
    options = dict(raw)
    _check_turn_hours(options.get(TURN_HOURS))  # named first, before any other refusal
    check_options(engine, options)
    platform = take_platform_options(options)
    stored = engine_call(engine.parse_options, options).model_dump(mode="json")
    return stored | platform


def engine_options(stored: dict[str, Any]) -> dict[str, Any]:
    """Stored options without the platform's own, as the engine expects them."""
    return {k: v for k, v in stored.items() if k not in PLATFORM_OPTIONS}


def check_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise AgoraError("games.error.bad_seed", max=MAX_SEED)
    return seed


def turn_deadline(stored: dict[str, Any], status: GameStatus, now: datetime) -> datetime | None:
    """When the awaited player must have acted: recomputed at start and after every accepted action,
    None without `turn_hours` or when nobody is awaited."""
    hours = stored.get(TURN_HOURS)
    if not hours or status.finished or not status.waiting_for:
        return None
    return now + timedelta(hours=hours)
