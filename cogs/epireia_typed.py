"""What an /epireia command offers for one of its options, and what a player typed there.

Each option (`building`, `figure`, `to`, `token`, `slot`, `front`, `resource`, `choice`) takes the ids of
the caller's legal actions of one kind. Autocomplete shows them by label with the id as value; a typed
value is matched against the id and the names a player sees in either language (`Granaries`,
`Greniers`, `Périclès`, `Ionie`), so it needs no autocomplete (`agora.discord.typed`). A value matching
nothing is passed on unchanged: the engine (and `epireia_refusals`) then says precisely why it is not
legal.
"""

from __future__ import annotations

from typing import Any

from agora.discord.typed import Candidate, find, match
from agora.presenters import epireia_words as w
from engine.core import Action
from engine.epireia.content import load_content
from i18n import LANGUAGES

CONFIRM = "confirm"


def matches(current: str, *texts: str) -> bool:
    """Whether what was typed so far is found in one of the texts (anything matches nothing typed)."""
    needle = current.casefold().strip()
    return not needle or any(needle in text.casefold() for text in texts)


def picture_names(view: dict[str, Any], lang: str) -> dict[str, str]:
    """Each seat's city name, as the board and map pictures label the players."""
    return {s: w.city(p["city"], lang) for s, p in view.get("players", {}).items() if p.get("city")}


def _my_city(view: dict[str, Any]) -> str | None:
    return (view.get("players", {}).get(view.get("seat") or "", {}) or {}).get("city")


def label(action: Action, key: str, view: dict, lang: str, names: dict[str, str]) -> str:
    """How an option's value reads in a list: a name, or the whole action with its cost."""
    p = action.params
    if key == "figure":
        return w.figure(p["figure"], lang)
    if key == "resource":
        return w.resource(p["resource"], lang)
    if key == "to":
        return w.place(p["to"], lang)
    if key == "slot" and action.kind == "place":
        return w.slot(p["slot"], lang)
    if key == "front":
        return w.front(p["front"], lang)
    if key == "token" and action.kind == "place":
        return w.token(p["token"], lang)
    return w.action_label(action, view, lang, names)


def _short_names(action: Action, key: str, view: dict, lang: str) -> list[str]:
    """The bare names inside a label with a cost: the building or the token alone."""
    p = action.params
    if key == "slot" and action.kind == "build":
        return [w.building(p["slot"], lang, _my_city(view))]
    if key == "token":
        return [w.token(p["token"], lang, secret=True), w.token(p["token"], lang)]
    return []


def candidates(
    legal: list[Action], key: str, view: dict, lang: str, names: dict[str, str], **fixed: str
) -> list[Candidate[str]]:
    """One option per distinct value of `key` among `legal` (those agreeing with `fixed`)."""
    out: list[Candidate[str]] = []
    seen: set[str] = set()
    for action in legal:
        if key not in action.params or any(action.params.get(k) != v for k, v in fixed.items() if v):
            continue
        value = str(action.params[key])
        if value in seen:
            continue
        seen.add(value)
        all_names = [value]
        for language in LANGUAGES:
            all_names.append(label(action, key, view, language, names))
            all_names += _short_names(action, key, view, language)
        out.append(Candidate(item=value, label=label(action, key, view, lang, names), names=tuple(all_names)))
    return out


def _named(value: str, names: list[str], lang_label: str) -> Candidate[str]:
    return Candidate(item=value, label=lang_label, names=(value, *names))


def known_candidates(key: str, view: dict, lang: str) -> list[Candidate[str]]:
    """Every thing of this kind the game knows (legal now or not), so that a name typed for something
    not offered still reaches the engine as its id and is refused with the precise reason (an
    unaffordable building, a figure that has moved, a place out of reach)."""
    c = load_content()
    out: list[Candidate[str]] = []
    if key == "slot" and _my_city(view):
        city = _my_city(view)
        for b in c.buildings_of(city):
            names = [w.building(b.id, language, city) for language in LANGUAGES]
            out.append(_named(b.id, names, w.building(b.id, lang, city)))
    elif key == "figure":
        for f in c.figures:
            out.append(
                _named(f.id, [w.figure(f.id, language) for language in LANGUAGES], w.figure(f.id, lang))
            )
    elif key == "to":
        places = [f"territory:{t.id}" for t in c.map.territories]
        places += [f"empire:{e.id}" for e in c.map.empires]
        places += [f"neutral:{city.id}" for city in c.cities]
        for place in places:
            out.append(
                _named(place, [w.place(place, language) for language in LANGUAGES], w.place(place, lang))
            )
    return out


def decide_candidates(legal: list[Action], lang: str, names: dict[str, str]) -> list[Candidate[str]]:
    """The league decision: each proposable choice, and confirming the teammate's proposal."""
    out: list[Candidate[str]] = []
    for action in legal:
        if action.kind == "confirm":
            labels = [w.tr("confirm_choice", language) for language in LANGUAGES]
            out.append(Candidate(item=CONFIRM, label=w.tr("confirm_choice", lang), names=(CONFIRM, *labels)))
        elif "choice" in action.params:
            value = str(action.params["choice"])
            labels = [w.choice(value, language, names) for language in LANGUAGES]
            out.append(Candidate(item=value, label=w.choice(value, lang, names), names=(value, *labels)))
    return out


def filtered(current: str, options: list[Candidate[str]]) -> list[Candidate[str]]:
    """What autocomplete lists for the text typed so far (everything when nothing is typed)."""
    if not current.strip():
        return options
    needle = current.casefold().strip()
    return find(current, options) or [c for c in options if needle in c.label.casefold()]


def typed_value(typed: str, options: list[Candidate[str]], known: list[Candidate[str]] = ()) -> str:
    """The id meant by `typed` among the options offered, else among everything `known` of that kind
    (a single match only); else the text itself (the engine explains)."""
    if any(typed == c.item for c in options):
        return typed
    found = match(typed, options)
    if found is not None:
        return found
    elsewhere = find(typed, known)
    return elsewhere[0].item if len(elsewhere) == 1 else typed
