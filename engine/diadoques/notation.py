"""Orders as players write them (§9a): "A PHE SYR", "F* CYC Athènes", "A* SYR A2 Alexandrie d'Issos",
"F MOR Ra Alexandrie", "F MOR Re MIO, CYC, Alexandrie, MRD, MIN", "A PHE X"; supports and convoys in
Diplomacy's style ("A SYR S A PHE CIL", "F MOR C A EGY SYR"), reconstructed since their paragraph is lost.

Forgiving, as the text asks ("un ordre mal rédigé, mais compréhensible, sera effectué"): any case, with or
without accents, codes or full names or unambiguous prefixes of names in French or English, and a close
misspelling of a name when only one name is close. An ambiguous or impossible order is reported back
(an i18n key and its parameters) and the unit holds, as the rules say. `format_order` writes an order back
in the rulebook's notation.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz, process

from engine.diadoques.adjudicator.validate import check_orders
from engine.diadoques.orders import (
    CharacterMove,
    Convoy,
    Hold,
    Move,
    Siege,
    Supply,
    SupportHold,
    SupportMove,
)
from engine.diadoques.units import Position, Unit, UnitKind, commander_mark, diadoque_id, epigone_id

PROBLEMS = {
    "empty_unit": "diadoques_orders.problem.no_unit_named",
    "no_unit": "diadoques_orders.problem.no_unit_there",
    "ambiguous_unit": "diadoques_orders.problem.ambiguous_unit",
    "unknown_space": "diadoques_orders.problem.unknown_space",
    "ambiguous_space": "diadoques_orders.problem.ambiguous_space",
    "unreadable": "diadoques_orders.problem.unreadable",
    "two_orders": "diadoques_orders.problem.two_orders",
    "unknown_character": "diadoques_orders.problem.unknown_character",
    "which_unit": "diadoques_orders.problem.which_unit",
}
"""What the parser itself can report; the adjudicator's reasons follow in `IGNORED`."""

IGNORED = {
    "same_space": "diadoques_orders.ignored.same_space",
    "unknown_space": "diadoques_orders.ignored.unknown_space",
    "blocked_space": "diadoques_orders.ignored.blocked_space",
    "citadel_not_controlled": "diadoques_orders.ignored.citadel_not_controlled",
    "unreachable": "diadoques_orders.ignored.unreachable",
    "no_unit_to_support": "diadoques_orders.ignored.no_unit_to_support",
    "support_into_own_space": "diadoques_orders.ignored.support_into_own_space",
    "support_unreachable": "diadoques_orders.ignored.support_unreachable",
    "cannot_convoy": "diadoques_orders.ignored.cannot_convoy",
    "no_army_to_convoy": "diadoques_orders.ignored.no_army_to_convoy",
    "not_a_citadel": "diadoques_orders.ignored.not_a_citadel",
    "not_in_position": "diadoques_orders.ignored.not_in_position",
    "own_citadel": "diadoques_orders.ignored.own_citadel",
    "no_supply_after_siege": "diadoques_orders.ignored.no_supply_after_siege",
}
"""Why the adjudicator would ignore an order, said to its writer before the deadline. "no_convoy" is not
here: whether fleets convoy an army depends on the other players' orders, known only at resolution."""

_KINDS = {k.value.lower(): k for k in UnitKind}
_SUPPORT = {"s", "sout", "soutien", "soutient", "soutenir", "support", "supports"}
_CONVOY = {"c", "conv", "convoi", "convoie", "convoyer", "convoy", "convoys"}
_VIA = {"par", "via", "by"}
_SIEGE = {"a1": 1, "a2": 2}
_SUPPLY = {"ra", "ravitaille", "ravitaillement", "supply"}
_RETREAT = {"re", "retraite", "retreat"}
_HOLD = {"x", "tient", "hold", "holds", "h"}


def fold(text: str) -> str:
    """Lower case, no accents, apostrophes and dashes as spaces: how names are compared."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join(re.sub(r"[’'`´\-_.]", " ", text).split())


@dataclass(frozen=True)
class Problem:
    line: str
    key: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class OrderSheet:
    orders: dict[str, Any] = field(default_factory=dict)
    """By unit id (unit orders) or character id (CharacterMove)."""
    problems: list[Problem] = field(default_factory=list)


class _Names:
    """Every space by code, slug, French and English name; prefixes and near misses of names too."""

    def __init__(self, board: Any) -> None:
        self.exact: dict[str, set[str]] = {}
        self.names: dict[str, set[str]] = {}
        for sid, space in board.spaces.items():
            self.exact.setdefault(fold(sid), set()).add(sid)
            for name in (getattr(space, "name_fr", None), getattr(space, "name_en", None), sid):
                if name:
                    self.names.setdefault(fold(name), set()).add(sid)

    def match(self, words: list[str]) -> tuple[set[str], int]:
        """The spaces the longest readable head of `words` names, and how many words it took."""
        for size in range(min(5, len(words)), 0, -1):
            text = " ".join(words[:size])
            if text in self.exact:
                return self.exact[text], size
            if text in self.names:
                return self.names[text], size
        for size in range(min(5, len(words)), 0, -1):
            head = words[:size]
            found = {
                sid
                for name, sids in self.names.items()
                if len(name.split()) >= size
                and all(n.startswith(w) for w, n in zip(head, name.split(), strict=False))
                and len(head[0]) >= 2
                for sid in sids
            }
            if found:
                return found, size
        for size in range(min(4, len(words)), 0, -1):
            text = " ".join(words[:size])
            if len(text) < 5:
                continue
            best = process.extract(text, list(self.names), scorer=fuzz.ratio, limit=2)
            if best and best[0][1] >= 85 and (len(best) == 1 or best[1][1] < best[0][1] - 5):
                return self.names[best[0][0]], size
        return set(), 0


def read_space(board: Any, text: str) -> str | None:
    """The one space a text names (code, name in either language, prefix, close misspelling), or None."""
    words = fold(text).split()
    spaces, used = _Names(board).match(words)
    return next(iter(spaces)) if len(spaces) == 1 and used == len(words) else None


def _tokens(line: str) -> list[str]:
    """Words of a line; commas, dashes and arrows separate; "A*" and "F#" keep their mark apart."""
    line = re.sub(r"(->|→|=>|—|–)", " ", line)
    line = line.replace(",", " , ")
    line = re.sub(r"([*#])", r" \1 ", line)
    return fold(line).split() if line.strip() else []


class _Line:
    def __init__(self, parser: _Parser, raw: str) -> None:
        self.parser = parser
        self.raw = raw
        self.words = [w for w in _tokens(raw.replace("*", " STAR ").replace("#", " HASH "))]

    def space(self) -> str:
        words = [w for w in self.words if w != ","]
        spaces, used = self.parser.names.match(words)
        if not spaces:
            raise _Bad("unknown_space", text=" ".join(words[:2]) or self.raw)
        if len(spaces) > 1:
            raise _Bad("ambiguous_space", text=" ".join(words[:used]), choices=", ".join(sorted(spaces)))
        # consume `used` words, skipping commas
        taken = 0
        while taken < used:
            if self.words.pop(0) != ",":
                taken += 1
        return next(iter(spaces))


class _Bad(Exception):
    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params


class _Parser:
    def __init__(self, board: Any, position: Position, power: str) -> None:
        self.board = board
        self.position = position
        self.power = power
        self.names = _Names(board)
        self.taken: set[str] = set()

    def unit(self, line: _Line) -> tuple[str, bool]:
        """(unit or character id, is a character). Consumes the designation and the space."""
        words = line.words
        kind: UnitKind | None = None
        mark: str | None = None
        if words and words[0] in _KINDS:
            kind = _KINDS[words.pop(0)]
        if words and words[0] in ("star", "hash"):
            mark = words.pop(0)
        if kind is None:
            if mark is None:
                mark = self._character_name(words)
            if mark is None:
                raise _Bad("empty_unit", text=line.raw)
            character = diadoque_id(self.power) if mark == "star" else epigone_id(self.power)
            if character not in self.position.characters:
                raise _Bad("unknown_character", text=line.raw)
            where = line.space()
            if where != self.position.characters[character]:
                raise _Bad("unknown_character", text=line.raw)
            return character, True
        if words and words[0] in _HOLD and len(words) == 1:  # "A X": the one such unit one has
            return self._only(kind, mark, line), False
        where = line.space()
        mine = [u for u in self.position.units_at(where) if u.owner == self.power]
        if not mine:
            raise _Bad("no_unit", space=where)
        best = [u for u in mine if u.kind == kind] or mine
        if mark:
            best = [
                u for u in best if commander_mark(u.commander) == ("*" if mark == "star" else "#")
            ] or best
        free = [u for u in best if u.id not in self.taken] or best
        if (
            len({(u.kind, u.commander) for u in free}) > 1
            and len(free) > 1
            and not any(u.kind == kind for u in mine)
        ):
            raise _Bad("ambiguous_unit", space=where)
        return free[0].id, False

    def _character_name(self, words: list[str]) -> str | None:
        """A lone diadoque or épigone written by his name ("Ptolémée", "Ptolemy II", "Démétrios")."""
        power = self.board.powers.get(self.power)
        names = {fold(self.power): "star"}
        if power is not None:
            for attr, mark in (
                ("name_fr", "star"),
                ("name_en", "star"),
                ("epigone_fr", "hash"),
                ("epigone_en", "hash"),
            ):
                if getattr(power, attr, None):
                    names[fold(getattr(power, attr))] = mark
        for size in (3, 2, 1):
            if len(words) > size and " ".join(words[:size]) in names:
                mark = names[" ".join(words[:size])]
                del words[:size]
                return mark
        return None

    def _only(self, kind: UnitKind, mark: str | None, line: _Line) -> str:
        mine = [u for u in self.position.units if u.owner == self.power and u.kind == kind]
        if mark:
            mine = [u for u in mine if commander_mark(u.commander) == ("*" if mark == "star" else "#")]
        if len(mine) != 1:
            raise _Bad("which_unit", text=line.raw)
        return mine[0].id

    def order(self, line: _Line, unit_id: str) -> tuple[Any, tuple[str, ...] | None, bool]:
        """(the order or None for a lone retreat line, retreats if given, final X)."""
        words = line.words
        order: Any = None
        retreats: tuple[str, ...] | None = None
        disband = False
        if not words:
            raise _Bad("unreadable", text=line.raw)
        head = words[0]
        if head in _RETREAT:
            words.pop(0)
            retreats, disband = self._retreats(line)
            return None, retreats, disband
        if head in _HOLD and (len(words) == 1 or words[1] in _RETREAT):
            words.pop(0)
            order = Hold()
        elif head in _SIEGE:
            words.pop(0)
            order = Siege(citadel=line.space(), stage=_SIEGE[head])
        elif head in _SUPPLY:
            words.pop(0)
            order = Supply(citadel=line.space())
        elif head in _SUPPORT:
            words.pop(0)
            order = self._support(line)
        elif head in _CONVOY:
            words.pop(0)
            if words and words[0] in _KINDS:
                words.pop(0)
            origin = line.space()
            order = Convoy(origin=origin, dest=line.space())
        else:
            dest = line.space()
            by_convoy = False
            if len(words) > 1 and words[0] in _VIA and words[1] in _CONVOY:
                del words[:2]
                by_convoy = True
            order = Move(dest=dest, by_convoy=by_convoy)
        if words and words[0] in _RETREAT:  # "A PHE SYR Re CIL, X" on one line
            words.pop(0)
            retreats, disband = self._retreats(line)
        if words:
            raise _Bad("unreadable", text=line.raw)
        return order, retreats, disband

    def _support(self, line: _Line) -> Any:
        words = line.words
        if words and words[0] in _KINDS:
            words.pop(0)
        if words and words[0] in ("star", "hash"):
            words.pop(0)
        target = line.space()
        if not words or words[0] in _HOLD or words[0] in _RETREAT:
            if words and words[0] in _HOLD:
                words.pop(0)
            return SupportHold(target=target)
        if words[0] in _SIEGE:
            words.pop(0)
        return SupportMove(target=target, dest=line.space())

    def _retreats(self, line: _Line) -> tuple[tuple[str, ...], bool]:
        spaces: list[str] = []
        disband = False
        words = line.words
        while words:
            if words[0] == ",":
                words.pop(0)
                continue
            if words[0] in _HOLD and (len(words) == 1 or words[1] == ","):
                words.pop(0)
                disband = True
                continue
            spaces.append(line.space())
        return tuple(spaces), disband


def parse_orders(
    board: Any, position: Position, power: str, text: str, lang: str = "fr", check: bool = True
) -> OrderSheet:
    """One order a line, for `power`'s units and characters. `lang` is the writer's language (names in
    both languages are always accepted; it is kept for the problems' wording by the caller). With
    `check`, orders the adjudicator would ignore are reported now and become holds."""
    del lang  # names are read in both languages; the problems carry keys, translated by the caller
    parser = _Parser(board, position, power)
    sheet = OrderSheet()
    retreat_lists: dict[str, tuple[tuple[str, ...], bool]] = {}
    seen: dict[str, str] = {}
    twice: set[str] = set()
    for raw in text.splitlines():
        if not raw.strip() or raw.strip().startswith("//"):
            continue
        line = _Line(parser, raw.strip())
        try:
            uid, is_character = parser.unit(line)
            order, retreats, disband = parser.order(line, uid)
        except _Bad as bad:
            sheet.problems.append(
                Problem(raw.strip(), PROBLEMS.get(bad.reason, IGNORED.get(bad.reason, "")), bad.params)
            )
            continue
        if is_character:
            if not isinstance(order, Move):
                sheet.problems.append(Problem(raw.strip(), PROBLEMS["unreadable"], {"text": raw.strip()}))
                continue
            order = CharacterMove(character=uid, dest=order.dest)
        if retreats is not None:
            retreat_lists[uid] = (retreats, disband)
        if order is None:
            continue
        if uid in sheet.orders:
            twice.add(uid)
            sheet.problems.append(Problem(raw.strip(), PROBLEMS["two_orders"], {"first": seen[uid]}))
            continue
        parser.taken.add(uid)
        seen[uid] = raw.strip()
        sheet.orders[uid] = order
    for uid in twice:  # two different orders for one unit: ambiguous, so ignored (§9a)
        sheet.orders[uid] = Hold()
    for uid, (retreats, disband) in retreat_lists.items():
        base = sheet.orders.get(uid, Hold())
        if not isinstance(base, CharacterMove):
            sheet.orders[uid] = base.model_copy(
                update={"retreats": retreats, "retreat_disband_last": disband}
            )
    if check:
        _report_impossible(board, position, sheet, seen)
    return sheet


def _report_impossible(board: Any, position: Position, sheet: OrderSheet, seen: dict[str, str]) -> None:
    """What the adjudicator would ignore, told now; the unit holds (its retreat list stays)."""
    checked = check_orders(board, position, sheet.orders)
    for uid, reason in checked.ignored.items():
        if uid in sheet.orders and reason in IGNORED:
            sheet.problems.append(Problem(seen.get(uid, uid), IGNORED[reason], {}))
            order = sheet.orders[uid]
            sheet.orders[uid] = Hold(retreats=order.retreats, retreat_disband_last=order.retreat_disband_last)
    for cid, (_move, reason) in checked.characters_ignored.items():
        sheet.problems.append(
            Problem(seen.get(cid, cid), IGNORED.get(reason, PROBLEMS["unknown_character"]), {})
        )
        del sheet.orders[cid]


# -- writing orders back ---------------------------------------------------------------------------


def space_label(board: Any, space: str, lang: str = "fr") -> str:
    """Provinces and seas by their code, citadels by their name (§9a "Les espaces")."""
    info = board.spaces.get(space)
    if info is None or info.kind != "citadel":
        return space
    return getattr(info, "name_en" if lang == "en" else "name_fr", None) or space


def unit_label(unit: Unit) -> str:
    return f"{unit.kind.value}{commander_mark(unit.commander)}"


def format_order(board: Any, position: Position, key: str, order: Any, lang: str = "fr") -> list[str]:
    """The order in the rulebook's notation: one line, and a "Re" line when it carries a retreat list."""

    def sp(space: str) -> str:
        return space_label(board, space, lang)

    if isinstance(order, CharacterMove):
        mark = "*" if key.endswith(":diadoque") else "#"
        return [f"{mark} {sp(position.characters.get(key, '?'))} {sp(order.dest)}"]
    unit = position.unit(key)
    who = f"{unit_label(unit)} {sp(unit.space)}"

    def other(space: str) -> str:
        found = position.units_at(space)
        return f"{found[0].kind.value} {sp(space)}" if found else sp(space)

    if isinstance(order, Move):
        main = f"{who} {sp(order.dest)}" + (" via convoi" if order.by_convoy else "")
    elif isinstance(order, SupportHold):
        main = f"{who} S {other(order.target)}"
    elif isinstance(order, SupportMove):
        main = f"{who} S {other(order.target)} {sp(order.dest)}"
    elif isinstance(order, Convoy):
        main = f"{who} C A {sp(order.origin)} {sp(order.dest)}"
    elif isinstance(order, Siege):
        main = f"{who} A{order.stage} {sp(order.citadel)}"
    elif isinstance(order, Supply):
        main = f"{who} Ra {sp(order.citadel)}"
    else:
        main = f"{who} X"
    lines = [main]
    if order.retreats or order.retreat_disband_last:
        items = [sp(s) for s in order.retreats] + (["X"] if order.retreat_disband_last else [])
        lines.append(f"{who} Re {', '.join(items)}")
    return lines
