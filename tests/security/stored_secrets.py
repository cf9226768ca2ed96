"""What is secret at one moment of a game, read from the STORED state (the database row), by the rules —
not from the engine's views, which are what is under test.

Syracuse: each side's stratagem counters in hand (2.A), with the names of both their faces. Epireia: a
player's starting figure until every player has chosen; while the leagues plan a battle, each league's
placed tokens, placed figures and gathered tokens. The demo title's secrets are the cards in hand: a bare
number cannot be searched for (a 4 is any 4), so its words are the sentences that name a held card (the
draw, "You draw a 4."; the hand's select option, "Card 4"), owned by every seat that holds that value; the
counterfactual renders (`altered`) cover the rest (pixels, the hand line).

`altered` returns a copy of the stored state in which one secret differs and names the seats entitled to
know it: whatever the bot shows anyone else must be identical for both states, pixels included.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from engine.epireia import rules as epireia_rules
from engine.syracuse.state import SEAT_OF
from engine.syracuse.stratagems import faces
from i18n import t
from tests.security.hidden_info import MIN_TOKEN, labels_of, string_leaves

LANGS = ("en", "fr")


@dataclass
class Secret:
    owners: frozenset[str]  # the seats entitled to know it
    tokens: set[str]  # ids as stored
    words: set[str] = field(default_factory=set)  # texts that name it (catalog labels)


def syracuse_secrets(state: dict[str, Any]) -> list[Secret]:
    out = []
    for side, counters in state["hands"].items():
        names = {t(f"syracuse.stratagem.s{n}", lang) for c in counters for n in faces(c) for lang in LANGS}
        out.append(Secret(frozenset({SEAT_OF[side]}), set(counters), names))
    return out


def epireia_secrets(state: dict[str, Any]) -> list[Secret]:
    out = []
    players = state["players"]
    if not all(p.get("start_figure") for p in players.values()):
        for seat, p in players.items():
            if p.get("start_figure"):
                out.append(Secret(frozenset({seat}), {p["start_figure"]}))
    battle = state.get("battle")
    if battle and battle["stage"] == "plan":
        for league, side in battle["sides"].items():
            members = frozenset(state["leagues"][league]["members"])
            tokens = set(side["slots"].values()) | set(side["figures"].values()) | set(side["available"])
            out.append(Secret(members, tokens))
    return out


DEMO_CARD_WORDS = ("demo.event.drew", "demo_discord.card")  # the texts that name one card of a hand


def demo_secrets(state: dict[str, Any]) -> list[Secret]:
    holders: dict[int, set[str]] = {}
    for seat, hand in state["hands"].items():
        for card in hand:
            holders.setdefault(card, set()).add(seat)
    words = {card: {t(key, lang, card=card) for key in DEMO_CARD_WORDS for lang in LANGS} for card in holders}
    return [Secret(frozenset(seats), set(), words[card]) for card, seats in sorted(holders.items())]


SECRETS = {"syracuse": syracuse_secrets, "epireia": epireia_secrets, "demo": demo_secrets}


def public_part(title: str, state: dict[str, Any]) -> dict[str, Any]:
    """The stored state without anything secret or internal: what anyone may know."""
    public = {k: v for k, v in state.items() if k not in ("rng", "ctx", "hands", "bowl", "deck")}
    if title == "epireia":
        public = copy.deepcopy(public)
        for p in public["players"].values():
            p.pop("start_figure", None)
        for league in public["leagues"].values():
            league.pop("reserve", None)
        public.pop("battle", None)
        public.pop("pending", None)
        public.pop("league_decision", None)
        if public.get("solo"):
            public["solo"].pop("augures", None)
    return public


def hidden_words(title: str, state: dict[str, Any], reader: str | None) -> set[str]:
    """Words naming a secret `reader` (a seat, None for the public) may not know, in both languages.
    Ids and labels that the public part of the state also holds are left out (they name public things
    as well, e.g. a figure on the map); numbers are left out (a 3 is any 3)."""
    public_tokens = string_leaves(public_part(title, state))
    public_labels: set[str] = set()
    for lang in LANGS:
        public_labels |= set().union(*labels_of(title, lang, public_tokens).values())
    words: set[str] = set()
    for secret in SECRETS[title](state):
        if reader in secret.owners:
            continue
        tokens = {s for s in secret.tokens - public_tokens if len(s) >= MIN_TOKEN and not s.isdigit()}
        words |= tokens | secret.words
        for lang in LANGS:
            for labels in labels_of(title, lang, tokens).values():
                words |= labels - public_labels
    return words


def altered(
    title: str, state: dict[str, Any], rnd: random.Random
) -> tuple[dict[str, Any], frozenset[str]] | None:
    """A copy of `state` where one secret differs, and the seats entitled to know it; None when this
    moment holds no secret that can be changed consistently."""
    new = copy.deepcopy(state)
    if title == "demo":
        seat = rnd.choice(sorted(new["hands"]))
        hand, deck = new["hands"][seat], new["deck"]
        swaps = [(i, j) for i in range(len(hand)) for j in range(len(deck)) if hand[i] != deck[j]]
        if not swaps:
            return None
        i, j = rnd.choice(swaps)
        hand[i], deck[j] = deck[j], hand[i]
        return new, frozenset({seat})
    if title == "syracuse":
        sides = [s for s in sorted(new["hands"]) if new["hands"][s]]
        if not sides or not new["bowl"]:
            return None
        side = rnd.choice(sides)
        hand, bowl = new["hands"][side], new["bowl"]
        i, j = rnd.randrange(len(hand)), rnd.randrange(len(bowl))
        hand[i], bowl[j] = bowl[j], hand[i]
        bowl.sort()
        return new, frozenset({SEAT_OF[side]})
    if title == "epireia":
        battle = new.get("battle")
        if battle and battle["stage"] == "plan":
            for league, side in sorted(battle["sides"].items()):
                slots = sorted(side["slots"])
                pairs = [(a, b) for a in slots for b in slots if side["slots"][a] != side["slots"][b]]
                if pairs:
                    a, b = rnd.choice(pairs)
                    side["slots"][a], side["slots"][b] = side["slots"][b], side["slots"][a]
                    return new, frozenset(new["leagues"][league]["members"])
        players = new["players"]
        if not all(p.get("start_figure") for p in players.values()):
            for seat, p in sorted(players.items()):
                choosable = (
                    [f.id for f in epireia_rules.content().figures_of(p["city"])] if p.get("city") else []
                )
                others = [f for f in choosable if f != p.get("start_figure")]
                if p.get("start_figure") and others:
                    p["start_figure"] = rnd.choice(others)
                    return new, frozenset({seat})
    return None
