"""From what a player picked or typed in a /syracuse command to an engine action.

Autocomplete values are *tokens*: an action's stable key (`step(to='T5')`), hashed when longer than
Discord's 100 characters. At submission a token is matched against the legal list of that moment; a
value that matches nothing is still turned into an action when it can be read (a token, a zone id, a
stratagem number), so the engine refuses it with its own precise reason and nothing changes.
"""

from __future__ import annotations

import ast
import hashlib
import re

from agora.errors import AgoraError, echo
from agora.presenters.syracuse_labels import action_label, is_zone
from engine.core import Action

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


def token(action: Action) -> str:
    key = action.key()
    if len(key) <= MAX_VALUE:
        return key
    return "#" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:20]


def offered(command: str, legal: list[Action]) -> list[Action]:
    kinds = COMMAND_KINDS[command]
    return [a for a in legal if kinds is None or a.kind in kinds]


def choices(command: str, legal: list[Action], current: str, lang: str) -> list[tuple[str, str]]:
    """(label, token) pairs of the legal actions this command offers, filtered by what is typed."""
    typed = current.strip().lower()
    out = []
    for action in offered(command, legal):
        label = action_label(action, lang)
        if typed and typed not in label.lower() and typed not in action.key().lower():
            continue
        out.append((label, token(action)))
    return out[:MAX_CHOICES]


def pass_action(legal: list[Action]) -> Action:
    """The action /syracuse pass stands for now."""
    for kind in PASS_ORDER:
        for action in legal:
            if action.kind == kind and not action.params:
                return action
    raise AgoraError("core.error.not_your_turn" if not legal else "syrdiscord.error.cannot_pass")


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


def from_text(command: str, value: str, legal: list[Action], hand_faces: list[int]) -> Action | None:
    """A typed value read the way its command means it."""
    zone = zone_of(value)
    if command == "announce" and value.strip().isascii() and value.strip().isdigit():  # not "²"
        return Action(kind="announce", params={"ap": int(value)})
    if command == "activate" and zone:
        return Action(kind="activate", params={"zone": zone})
    if command == "move" and zone:
        return Action(kind="step", params={"to": zone})
    if command == "combat" and zone:
        return Action(kind="fight", params={"zone": zone})
    if command == "stratagem":
        match = _STRATAGEM.match(value.strip())
        if match:
            number = int(match.group(1))
            if number not in hand_faces:
                raise AgoraError("syracuse.error.not_in_hand")
            plays = [a for a in legal if a.kind == "play" and a.params.get("face") == number]
            if plays:
                return plays[0]
            raise AgoraError("syracuse.error.cannot_play")
    return None


def resolve(command: str, value: str, legal: list[Action], hand_faces: list[int]) -> Action:
    """The action a submitted value stands for (legal or not: the engine has the last word)."""
    value = value.strip()
    for action in offered(command, legal):
        if value == token(action) or value.lower() == action.key().lower():
            return action
    action = parse_token(value) or from_text(command, value, legal, hand_faces)
    if action is None:
        raise AgoraError("syrdiscord.error.unknown_choice", value=echo(value))
    kinds = COMMAND_KINDS[command]
    if kinds is not None and action.kind not in kinds:
        raise AgoraError("syrdiscord.error.wrong_command", value=echo(value))
    return action
