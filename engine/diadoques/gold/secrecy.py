"""Who may read a money event (§7c: "La valeur de son trésor n'est pas annoncée publiquement").

Every event the gold steps emit names who sees it: `"public": True` for what the rules make public, else
`"seen_by"`, the powers concerned. What is public, and why:
- the winning bid of an auction ("seul ce chiffre est rendu public", §11b), never the losing bids;
- a gift of gold the giver announced ("Si le donateur le précise dans son ordre, le don d'or sera annoncé
  aux autres joueurs", §9c); an unannounced gift is seen by the giver and the receiver only;
- a validated bribe: who bribed whom, for how much, and whether it succeeded, with the counter-bribery it
  met ("Si aucune corruption n'est validée, l'éventuelle contre-corruption n'est pas révélée", §9b, so a
  validated one reveals it); a bribe not validated and counter-bribery never met stay with their payer;
- a treasure seized or left in its citadel (its amount is printed on the map, §5);
- an accord with Chandragupta, a transfer of capital, a gate opened, a passage granted (secondary
  orders "sont rendus publics (sauf, par défaut, pour le don d'or)", §9c).
"""

from __future__ import annotations

from typing import Any


def public(kind: str, **params: Any) -> dict[str, Any]:
    """An event every seat reads."""
    return {"kind": kind, "public": True, **params}


def private(kind: str, seen_by: list[str], **params: Any) -> dict[str, Any]:
    """An event only `seen_by` (the powers whose money it is) read."""
    return {"kind": kind, "public": False, "seen_by": sorted(set(seen_by)), **params}


def visible_to(event: dict[str, Any], seat: str) -> bool:
    """Whether `seat` may read `event` (events without the flags are not money: everyone reads them)."""
    if event.get("public", True):
        return True
    return seat in event.get("seen_by", ())


def view_of(events: list[dict[str, Any]], seat: str) -> list[dict[str, Any]]:
    """The events a seat's view carries, in order."""
    return [e for e in events if visible_to(e, seat)]
