"""From what a player picked or typed in a /syracuse command to an engine action.

Autocomplete values are *tokens*: short stable ids made of the action's kind and parameter values
(`pick:nicias`, `announce:2`, `step:T5`, `end_moves`), hashed when longer than Discord's 100 characters.
At submission a value is matched against the options of that moment: a token, or what the player sees
(the label in either language, a zone, unit, leader or stratagem name or number; `agora.discord.typed`).
Several options matching (S25's three modes for `S25`) is refused with them listed. A value that matches
nothing is still turned into an action when it can be read (an old-style key, a zone id, a stratagem
number), so the engine refuses it with its own precise reason and nothing changes.
"""

from __future__ import annotations

import ast
import hashlib
import re
from functools import cache

from agora.discord.typed import Candidate, ambiguous, find, match
from agora.errors import AgoraError, echo
from agora.presenters.syracuse_labels import (
    action_choice_label,
    action_label,
    counter_label,
    is_zone,
    stratagem_name,
    value_label,
)
from engine.core import Action
from engine.syracuse.facts import facts
from i18n import LANGUAGES

MAX_VALUE = 100
MAX_CHOICES = 25

# What /syracuse pass does, first match wins: pass a window, end the moves or the phase, finish a step.
PASS_ORDER = ("pass", "end_moves", "end_phase", "done", "stop", "stay", "keep_dice")
# Which engine actions each subcommand offers (None: every legal action).
COMMAND_KINDS: dict[str, frozenset[str] | None] = {
    "announce": frozenset({"announce"}),
    "activate": frozenset({"activate"}),
    "move": frozenset({"pick", "go", "step", "disembark", "stop", "stay", "end_moves"}),
    "combat": frozenset({"fight", "assault", "camp_assault", "end_phase", "garrison"}),
    "works": frozenset({"roll_works", "discard", "build", "done"}),
    "stratagem": frozenset({"play"}),
    "advantage": frozenset({"advantage", "reroll", "keep_dice"}),
    "pass": frozenset(PASS_ORDER),
    "decide": None,
}
_TOKEN = re.compile(r"^[a-z_0-9]+\(.*\)$")
_STRATAGEM = re.compile(r"^s?(\d{1,2})\b", re.IGNORECASE)


def _plain(value: object) -> str:
    if isinstance(value, list | tuple):
        return "+".join(_plain(v) for v in value)
    return str(value)


def token(action: Action) -> str:
    """`pick:nicias`: the kind then the parameter values in key order; never code."""
    parts = [action.kind, *(_plain(v) for _, v in sorted(action.params.items()))]
    value = ":".join(parts)
    if len(value) <= MAX_VALUE:
        return value
    return "#" + hashlib.sha1(action.key().encode("utf-8")).hexdigest()[:20]


def candidate(action: Action, lang: str) -> Candidate[Action]:
    """An offered action with every name a player may type for it, in both languages."""
    names: list[str] = [token(action), action.key()]
    for language in LANGUAGES:
        names.append(action_label(action, language))
        for key, value in action.params.items():
            if key == "counter" and action.kind == "play":
                continue  # the bowl counter's other face is not what is played
            names += [_plain(value), value_label(key, value, language)]
        if action.kind == "play":
            face = int(action.params["face"])
            names += [f"S{face}", str(face), stratagem_name(face, language)]
    return Candidate(item=action, label=action_label(action, lang), names=tuple(names))


def offered(command: str, legal: list[Action]) -> list[Action]:
    kinds = COMMAND_KINDS[command]
    return [a for a in legal if kinds is None or a.kind in kinds]


def choices(command: str, legal: list[Action], current: str, lang: str) -> list[tuple[str, str]]:
    """(label, token) pairs of the legal actions this command offers, filtered by what is typed."""
    options = [candidate(a, lang) for a in offered(command, legal)]
    if current.strip():
        options = find(current, options) or [c for c in options if current.strip().lower() in c.label.lower()]
    return [(action_choice_label(c.item, lang), token(c.item)) for c in options][:MAX_CHOICES]


def pass_action(legal: list[Action]) -> Action:
    """The action /syracuse pass stands for now."""
    for kind in PASS_ORDER:
        for action in legal:
            if action.kind == kind and not action.params:
                return action
    raise AgoraError("core.error.not_your_turn" if not legal else "syracuse_discord.error.cannot_pass")


def parse_token(value: str) -> Action | None:
    """`kind(a='x', b=2)` back into an Action; None when the text is not of that form."""
    if not _TOKEN.match(value):
        return None
    try:
        call = ast.parse(value, mode="eval").body
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name) or call.args:
            return None
        params = {kw.arg: ast.literal_eval(kw.value) for kw in call.keywords if kw.arg}
    except (SyntaxError, ValueError):
        return None
    return Action(kind=call.func.id, params=params)


def zone_of(value: str) -> str | None:
    """`T14`, `t14` or `T14 · Syké` -> `T14`."""
    head = value.split("·")[0].strip().upper()
    return head if is_zone(head) else None


@cache
def _all_counters() -> tuple[Candidate[str], ...]:
    """Every unit and leader of the game by its names in both languages (for a counter not offered)."""
    f = facts()
    ids = [*f.units, *f.leaders]
    return tuple(
        Candidate(
            item=c, label=counter_label(c, "en"), names=(c, *(counter_label(c, lang) for lang in LANGUAGES))
        )
        for c in ids
    )


def from_text(
    command: str, value: str, legal: list[Action], hand_faces: list[int], lang: str = "en"
) -> Action | None:
    """A typed value read the way its command means it."""
    zone = zone_of(value)
    if command == "announce" and value.strip().isascii() and value.strip().isdigit():  # not "²"
        return Action(kind="announce", params={"ap": int(value)})
    if command == "activate" and zone:
        return Action(kind="activate", params={"zone": zone})
    if command == "move" and zone:
        return Action(kind="step", params={"to": zone})
    if command == "move":  # a unit or leader named but not offered: the engine says why
        named = find(value, _all_counters())
        if len(named) == 1:
            return Action(kind="pick", params={"id": named[0].item})
    if command == "combat" and zone:
        return Action(kind="fight", params={"zone": zone})
    if command == "stratagem":
        match = _STRATAGEM.match(value.strip())
        if match:
            number = int(match.group(1))
            if number not in hand_faces:
                raise AgoraError("syracuse.error.not_in_hand")
            plays = [a for a in legal if a.kind == "play" and a.params.get("face") == number]
            if len(plays) == 1:
                return plays[0]
            if plays:  # a card with several modes: the player says which
                raise ambiguous(value, [candidate(a, lang) for a in plays])
            raise AgoraError("syracuse.error.cannot_play")
    return None


def resolve(command: str, value: str, legal: list[Action], hand_faces: list[int], lang: str = "en") -> Action:
    """The action a submitted value stands for (legal or not: the engine has the last word)."""
    value = value.strip()
    options = offered(command, legal)
    for action in options:
        if value == token(action) or value.lower() == action.key().lower():
            return action
    found = match(value, [candidate(a, lang) for a in options])
    if found is not None:
        return found
    action = parse_token(value) or from_text(command, value, legal, hand_faces, lang)
    if action is None:
        raise AgoraError("syracuse_discord.error.unknown_choice", value=echo(value))
    kinds = COMMAND_KINDS[command]
    if kinds is not None and action.kind not in kinds:
        raise AgoraError("syracuse_discord.error.wrong_command", value=echo(value))
    return action
