"""What counts as a secret at one moment of a game, read from the engine's own views, and the text of
everything a presenter shows.

A seat's secret tokens are the string values its view holds that appear nowhere in the spectator
view (an unplayed stratagem, an unrevealed choice or placement, a face-down reserve), together with
the catalog labels of those tokens (`<title>.<...>.<token>` keys) that no public token shares. Numbers
are left out: a card value of 3 cannot be told apart from any other 3 in a text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from agora.presenters import EmbedSpec, PrivateContent
from i18n import catalog as full_catalog

MIN_TOKEN = 4  # shorter strings ("red", "fr") collide with ordinary words


def string_leaves(data: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(data, str):
        found.add(data)
    elif isinstance(data, dict):
        for key, value in data.items():  # keys name the structure ("hand", "faces"), values the things
            if key != "kind":  # a kind names a type of decision or move, announced publicly
                found |= string_leaves(value)
    elif isinstance(data, (list, tuple)):
        for item in data:
            found |= string_leaves(item)
    return found


@cache
def catalog(title: str, lang: str) -> dict[str, str]:
    return {key: text for key, text in full_catalog(lang).items() if key.startswith(title)}


@cache
def labels_of_token(title: str, lang: str, token: str) -> frozenset[str]:
    """Catalog texts whose key names the token as one segment (`syracuse.stratagem.sc02.name`)."""
    pattern = re.compile(rf"(^|\.){re.escape(token)}(\.|$)")
    entries = catalog(title, lang).items()
    return frozenset(v for k, v in entries if pattern.search(k) and "{" not in v and len(v) >= MIN_TOKEN)


def labels_of(title: str, lang: str, tokens: Iterable[str]) -> dict[str, frozenset[str]]:
    return {token: texts for token in tokens if (texts := labels_of_token(title, lang, token))}


def secret_words(
    title: str, lang: str, hidden_view: dict[str, Any], public_views: list[dict[str, Any]]
) -> set[str]:
    """Strings (and their labels) that `hidden_view` holds and none of `public_views` shows."""
    public: set[str] = set()
    for view in public_views:
        public |= string_leaves(view)
    # The list of moves a view may carry ("legal") names action kinds and resources, not secrets; what
    # the moves would reveal (the hand they come from) is elsewhere in the same view.
    held = {k: v for k, v in hidden_view.items() if k != "legal"}
    tokens = {s for s in string_leaves(held) - public if len(s) >= MIN_TOKEN and not s.isdigit()}
    public_labels = set().union(*labels_of(title, lang, public).values()) if public else set()
    words = set(tokens)
    for texts in labels_of(title, lang, tokens).values():
        words |= texts - public_labels
    return words


def embed_text(spec: EmbedSpec) -> str:
    parts = [spec.title, spec.description, spec.footer]
    parts += [f"{name}\n{value}" for name, value, _ in spec.fields]
    if spec.image is not None:
        parts.append(spec.image.name)
    return "\n".join(parts)


def private_text(content: PrivateContent) -> str:
    parts = [content.text]
    if content.embed is not None:
        parts.append(embed_text(content.embed))
    parts += [b.label for b in content.buttons]
    for menu in content.selects:
        parts.append(menu.placeholder)
        parts += [f"{o.label}\n{o.description}" for o in menu.options]
    return "\n".join(parts)


def leaked(words: set[str], text: str) -> list[str]:
    """The secret words found in `text`, matched as whole words."""
    return sorted(w for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text))
