"""A whole sheet as a player writes it: the military orders of §9a (notation.py reads them) and, one a line,
the secondary orders of §9c, bribes and counter-bribes (§9b), bids (§11b) and the marginal-victory vote
(chapter 3), in a notation reconstructed in the style of the rulebook's (it gives none for these; see
docs/rules-notes/diadoques-seasons.md). A line starts with its keyword, in French or English, any case,
accents optional:

    Passage Ptolémée A PHE            | Passage Ptolemy A PHE        (granted to that power's unit there)
    Don Roxane à Séleucos BAB         | Give Roxana to Seleucus BAB  (to that power, the character moving)
    Pas de capture Olympias           | No capture Olympias
    Assassinat Philippe III           | Assassinate Philip III
    Enchère A PHE 10, 11, 12          | Bid A PHE 10, 11, 12         (the unit on sale there)
    Ordre royal Séleucos              | Royal order Seleucus         ("aucun" / "none": no choice)
    Ouverture Pella à Ptolémée        | Open Pella to Ptolemy
    Or 20 à Séleucos [annoncé]        | Gold 20 to Seleucus [announced]
    Pas de contrôle SYR               | No control SYR
    Capitale Babylone                 | Capital Babylon
    Laisser trésor Éphèse             | Leave treasure Ephesus       (not seized at the fall, with the A2)
    Saisir trésor Éphèse              | Seize treasure Ephesus
    Dissocier Olympias                | Dissociate Olympias
    Commandement Olympias A PHE       | Command Olympias A PHE
    Mariage *                         | Marriage *
    Accord IND                        | Accord GHA
    Corruption 30 A SYR               | Bribe 30 A SYR               (a unit, or a character by name)
    Contre-corruption 10 A PHE        | Counter-bribe 10 A PHE
    Vote pour Séleucos                | Vote for Seleucus            ("contre" / "against")

Characters: "*" and "#" are the writer's diadoque and épigone, others by name (a royal, a diadoque by
his own or his power's name, an épigone by his name). A military line for a unit the writer does not hold
but bribes or bids for is its order "en cas de succès" (`SecondarySheet.if_gained`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.diadoques.notation import (
    PROBLEMS,
    Problem,
    _Names,
    fold,
    format_order,
    parse_orders,
    space_label,
)
from engine.diadoques.orders import Order
from engine.diadoques.secondary import (
    ROYAL_FAMILY,
    Accord,
    Assassinate,
    Bid,
    Bribe,
    Command,
    CounterBribe,
    Dissociate,
    GiveCharacter,
    GoldGift,
    GrantPassage,
    KeepTreasure,
    MarginalVote,
    Marriage,
    NoCapture,
    NoControl,
    OpenGates,
    RoyalOrder,
    SecondaryOrder,
    SecondarySheet,
    SeizeTreasure,
    TransferCapital,
)
from engine.diadoques.units import Position, Unit, UnitKind, commander_mark, diadoque_id, epigone_id

SHEET_PROBLEMS = {
    "unknown_power": "diadoques_sequence.problem.unknown_power",
    "no_amount": "diadoques_sequence.problem.no_amount",
    "no_unit_there": "diadoques_sequence.problem.no_unit_there",
}
"""The secondary lines' own problems (the rest reuse notation.PROBLEMS)."""

# (folded keyword words, kind) longest first so "contre corruption" wins over "corruption"
_KEYWORDS: list[tuple[tuple[str, ...], str]] = sorted(
    [
        (("passage",), "passage"),
        (("pass",), "passage"),
        (("don",), "give_character"),
        (("don", "d", "or"), "gold_gift"),
        (("gift", "of", "gold"), "gold_gift"),
        (("give",), "give_character"),
        (("pas", "de", "capture"), "no_capture"),
        (("no", "capture"), "no_capture"),
        (("assassinat",), "assassinate"),
        (("assassiner",), "assassinate"),
        (("assassinate",), "assassinate"),
        (("enchere",), "bid"),
        (("encheres",), "bid"),
        (("bid",), "bid"),
        (("ordre", "royal"), "royal_order"),
        (("royal", "order"), "royal_order"),
        (("ouverture",), "open_gates"),
        (("ouvrir",), "open_gates"),
        (("open",), "open_gates"),
        (("open", "gates"), "open_gates"),
        (("or",), "gold_gift"),
        (("gold",), "gold_gift"),
        (("pas", "de", "controle"), "no_control"),
        (("no", "control"), "no_control"),
        (("capitale",), "transfer_capital"),
        (("capital",), "transfer_capital"),
        (("laisser", "tresor"), "keep_treasure"),
        (("garder", "tresor"), "keep_treasure"),
        (("leave", "treasure"), "keep_treasure"),
        (("keep", "treasure"), "keep_treasure"),
        (("saisir", "tresor"), "seize_treasure"),
        (("seize", "treasure"), "seize_treasure"),
        (("dissocier",), "dissociate"),
        (("dissociate",), "dissociate"),
        (("commandement",), "command"),
        (("commander",), "command"),
        (("command",), "command"),
        (("mariage",), "marriage"),
        (("marriage",), "marriage"),
        (("marry",), "marriage"),
        (("accord",), "accord"),
        (("corruption",), "bribe"),
        (("corrompre",), "bribe"),
        (("bribe",), "bribe"),
        (("contre", "corruption"), "counter_bribe"),
        (("counter", "bribe"), "counter_bribe"),
        (("vote",), "vote"),
    ],
    key=lambda kw: -len(kw[0]),
)
_TO = {"a", "to", "pour", "for"}
_NONE = {"aucun", "aucune", "none", "personne", "nobody", "-"}
_ANNOUNCED = {"annonce", "annonces", "public", "publique", "announced", "announce"}
_AGAINST = {"contre", "against", "non", "no"}
_FOR = {"pour", "for", "oui", "yes"}

_KEYWORD_TEXT: dict[str, tuple[str, str]] = {
    "passage": ("Passage", "Passage"),
    "give_character": ("Don", "Give"),
    "no_capture": ("Pas de capture", "No capture"),
    "assassinate": ("Assassinat", "Assassinate"),
    "bid": ("Enchère", "Bid"),
    "royal_order": ("Ordre royal", "Royal order"),
    "open_gates": ("Ouverture", "Open"),
    "gold_gift": ("Or", "Gold"),
    "no_control": ("Pas de contrôle", "No control"),
    "transfer_capital": ("Capitale", "Capital"),
    "keep_treasure": ("Laisser trésor", "Leave treasure"),
    "seize_treasure": ("Saisir trésor", "Seize treasure"),
    "dissociate": ("Dissocier", "Dissociate"),
    "command": ("Commandement", "Command"),
    "marriage": ("Mariage", "Marriage"),
    "accord": ("Accord", "Accord"),
    "bribe": ("Corruption", "Bribe"),
    "counter_bribe": ("Contre-corruption", "Counter-bribe"),
    "vote": ("Vote", "Vote"),
}


@dataclass
class ParsedSheet:
    """A whole sheet read: the military orders (by unit or character id), the rest, and what went wrong."""

    orders: dict[str, Any] = field(default_factory=dict)
    extra: SecondarySheet = field(default_factory=SecondarySheet)
    problems: list[Problem] = field(default_factory=list)


class _Bad(Exception):
    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def _words(line: str) -> list[str]:
    line = line.replace(",", " ").replace(":", " ")
    line = re.sub(r"([*#])", r" \1 ", line)
    return fold(line).split()


def keyword_of(line: str) -> tuple[str, int] | None:
    """(the kind of secondary line, how many words its keyword takes), or None for a military line."""
    words = _words(line)
    for kw, kind in _KEYWORDS:
        if tuple(words[: len(kw)]) == kw:
            if kind == "gold_gift" and (len(words) <= len(kw) or _amount_word(words[len(kw)]) is None):
                continue  # "Or" only with an amount after it
            return kind, len(kw)
    return None


def _amount_word(word: str) -> int | None:
    match = re.fullmatch(r"(\d+)t?", word)
    return int(match.group(1)) if match else None


class _Reader:
    def __init__(self, board: Any, position: Position, power: str) -> None:
        self.board = board
        self.position = position
        self.power = power
        self.names = _Names(board)
        self.powers: dict[str, str] = {}
        self.characters: dict[str, str] = {}
        for pid, p in board.powers.items():
            for name in (pid, p.name_fr, p.name_en):
                self.powers[fold(name)] = pid
                self.characters[fold(name)] = diadoque_id(pid)
            for name in (p.epigone_fr, p.epigone_en):
                if name:
                    self.characters[fold(name)] = epigone_id(pid)
        for cid, (fr, en) in ROYAL_FAMILY.items():
            self.characters[fold(fr)] = cid
            self.characters[fold(en)] = cid
            self.characters[cid] = cid

    def _named(self, words: list[str], table: dict[str, str]) -> str | None:
        for size in (3, 2, 1):
            if len(words) >= size and " ".join(words[:size]) in table:
                found = table[" ".join(words[:size])]
                del words[:size]
                return found
        return None

    def power_(self, words: list[str]) -> str:
        found = self._named(words, self.powers)
        if found is None:
            raise _Bad(SHEET_PROBLEMS["unknown_power"], text=" ".join(words) or "-")
        return found

    def character(self, words: list[str]) -> str:
        if words and words[0] in ("*", "#"):
            mark = words.pop(0)
            return diadoque_id(self.power) if mark == "*" else epigone_id(self.power)
        found = self._named(words, self.characters)
        if found is None:
            raise _Bad(PROBLEMS["unknown_character"], text=" ".join(words) or "-")
        return found

    def space(self, words: list[str]) -> str:
        spaces, used = self.names.match(words)
        if len(spaces) != 1:
            raise _Bad(PROBLEMS["unknown_space"], text=" ".join(words[: max(used, 1)]) or "-")
        del words[:used]
        return next(iter(spaces))

    def amount(self, words: list[str]) -> int:
        if not words or _amount_word(words[0]) is None:
            raise _Bad(SHEET_PROBLEMS["no_amount"], text=" ".join(words) or "-")
        value = _amount_word(words.pop(0))
        if words and words[0] == "t":
            words.pop(0)
        assert value is not None
        return value

    def unit(self, words: list[str], owner: str | None = None) -> str:
        """A unit written "<kind> [*|#] <space>", of `owner` if given (any owner else)."""
        kind = None
        if words and words[0] in {k.value.lower() for k in UnitKind}:
            written = words.pop(0)
            kind = next(k for k in UnitKind if k.value.lower() == written)
        if words and words[0] in ("*", "#"):
            words.pop(0)
        where = self.space(words)
        found = [
            u
            for u in self.position.units_at(where)
            if (owner is None or u.owner == owner) and (kind is None or u.kind == kind)
        ]
        if not found:
            raise _Bad(SHEET_PROBLEMS["no_unit_there"], space=where)
        return found[0].id

    def target(self, words: list[str]) -> str:
        """A bribe's target: a unit by kind and space, or a character by name."""
        if words and words[0] in {k.value.lower() for k in UnitKind}:
            return self.unit(words)
        return self.character(words)

    def skip(self, words: list[str], which: set[str]) -> None:
        if words and words[0] in which:
            words.pop(0)

    def read(self, kind: str, words: list[str]) -> Any:
        if kind == "passage":
            to = self.power_(words)
            mover = self.character(words) if words and words[0] not in _unit_kinds() else self.unit(words, to)
            return GrantPassage(to_power=to, mover=mover)
        if kind == "give_character":
            character = self.character(words)
            self.skip(words, _TO)
            to = self.power_(words)
            return GiveCharacter(character=character, to_power=to, dest=self.space(words) if words else None)
        if kind == "no_capture":
            return NoCapture(character=self.character(words))
        if kind == "assassinate":
            return Assassinate(character=self.character(words))
        if kind == "bid":
            unit = self.unit(words)
            amounts: list[int] = []
            while words:
                amounts.append(self.amount(words))
            if not amounts:
                raise _Bad(SHEET_PROBLEMS["no_amount"], text="-")
            return Bid(unit=unit, amounts=tuple(amounts))
        if kind == "royal_order":
            self.skip(words, _TO)
            if words and words[0] in _NONE:
                words.pop(0)
                return RoyalOrder(beneficiary=None)
            return RoyalOrder(beneficiary=self.power_(words))
        if kind == "open_gates":
            citadel = self.space(words)
            self.skip(words, _TO)
            return OpenGates(citadel=citadel, to_power=self.power_(words))
        if kind == "gold_gift":
            amount = self.amount(words)
            self.skip(words, _TO)
            to = self.power_(words)
            announced = bool(words) and words[0] in _ANNOUNCED
            if announced:
                words.pop(0)
            return GoldGift(to_power=to, amount=amount, announced=announced)
        if kind == "no_control":
            return NoControl(province=self.space(words))
        if kind == "transfer_capital":
            return TransferCapital(citadel=self.space(words))
        if kind == "keep_treasure":
            return KeepTreasure(citadel=self.space(words))
        if kind == "seize_treasure":
            return SeizeTreasure(citadel=self.space(words))
        if kind == "dissociate":
            return Dissociate(character=self.character(words))
        if kind == "command":
            character = self.character(words)
            return Command(character=character, unit=self.unit(words, self.power))
        if kind == "marriage":
            return Marriage(husband=self.character(words) if words else diadoque_id(self.power))
        if kind == "accord":
            where = words.pop(0).upper() if words else "IND"
            if where not in ("IND", "GHA"):
                raise _Bad(PROBLEMS["unknown_space"], text=where)
            return Accord(province=where)  # type: ignore[arg-type]
        if kind in ("bribe", "counter_bribe"):
            amount = self.amount(words)
            target = self.target(words)
            return (Bribe if kind == "bribe" else CounterBribe)(target=target, amount=amount)
        if kind == "vote":
            approve = True
            if words and words[0] in _AGAINST:
                words.pop(0)
                approve = False
            else:
                self.skip(words, _FOR)
            return MarginalVote(candidate=self.power_(words), approve=approve)
        raise _Bad(PROBLEMS["unreadable"], text=kind)


def _unit_kinds() -> set[str]:
    return {k.value.lower() for k in UnitKind}


def parse_sheet(board: Any, position: Position, power: str, text: str, check: bool = True) -> ParsedSheet:
    """Every line of a sheet: secondary lines here, military lines by notation.parse_orders (an order for a
    unit bribed or bid for goes to `if_gained`)."""
    reader = _Reader(board, position, power)
    parsed = ParsedSheet()
    secondary: list[SecondaryOrder] = []
    bribes: list[Bribe] = []
    counters: list[CounterBribe] = []
    votes: list[MarginalVote] = []
    military: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        found = keyword_of(line)
        if found is None:
            military.append(line)
            continue
        kind, used = found
        words = _words(line)[used:]
        try:
            item = reader.read(kind, words)
            if words:
                raise _Bad(PROBLEMS["unreadable"], text=line)
        except _Bad as bad:
            parsed.problems.append(Problem(line, bad.key, bad.params))
            continue
        except ValueError:  # a model's own check (a zero amount...)
            parsed.problems.append(Problem(line, PROBLEMS["unreadable"], {"text": line}))
            continue
        if isinstance(item, Bribe):
            bribes.append(item)
        elif isinstance(item, CounterBribe):
            counters.append(item)
        elif isinstance(item, MarginalVote):
            votes.append(item)
        else:
            secondary.append(item)
    gained = {b.target for b in bribes} | {o.unit for o in secondary if isinstance(o, Bid)}
    own_sheet = parse_orders(board, position, power, "\n".join(military), check=check)
    parsed.orders = own_sheet.orders
    if_gained: dict[str, Any] = {}
    if gained & {u.id for u in position.units}:
        # orders for the units one may gain: read as if they were already the writer's
        units = tuple(u.model_copy(update={"owner": power}) if u.id in gained else u for u in position.units)
        as_if = parse_orders(
            board, position.model_copy(update={"units": units}), power, "\n".join(military), False
        )
        if_gained = {k: v for k, v in as_if.orders.items() if k in gained}
        problems = [p for p in own_sheet.problems if not _about_gained(p, position, gained)]
    else:
        problems = own_sheet.problems
    parsed.problems.extend(problems)
    parsed.extra = SecondarySheet(
        secondary=tuple(secondary),
        bribes=tuple(bribes),
        counter_bribes=tuple(counters),
        votes=tuple(votes),
        if_gained=if_gained,
    )
    return parsed


def _about_gained(problem: Problem, position: Position, gained: set[str]) -> bool:
    """A "no unit of yours there" problem about a space where a unit one may gain stands."""
    space = problem.params.get("space")
    return space is not None and any(u.id in gained for u in position.units_at(space))


# ------------------------------------------------------------------------------------------- writing
def _power_name(board: Any, power: str, lang: str) -> str:
    return board.powers[power].name(lang) if power in board.powers else power


def character_label(board: Any, character: str, lang: str = "fr") -> str:
    """A character as the notation writes it: a royal or a diadoque/épigone by name."""
    if character in ROYAL_FAMILY:
        return ROYAL_FAMILY[character][0 if lang == "fr" else 1]
    power, _, role = character.partition(":")
    if power in board.powers:
        p = board.powers[power]
        if role == "epigone":
            return p.epigone_fr if lang == "fr" else p.epigone_en
        return p.name(lang)
    return character


def _unit_text(board: Any, position: Position, unit_id: str, lang: str) -> str:
    try:
        unit: Unit = position.unit(unit_id)
    except KeyError:
        return unit_id
    return f"{unit.kind.value}{commander_mark(unit.commander)} {space_label(board, unit.space, lang)}"


def format_secondary(board: Any, position: Position, item: Any, lang: str = "fr") -> str:
    """One secondary line, bribe, counter-bribe or vote in the notation `parse_sheet` reads."""
    fr = lang == "fr"
    to = "à" if fr else "to"
    kind = item.type if hasattr(item, "type") else _entry_kind(item)
    head = _KEYWORD_TEXT[kind][0 if fr else 1]

    def who(c: str) -> str:
        return character_label(board, c, lang)

    def where(s: str) -> str:
        return space_label(board, s, lang)

    def pw(p: str) -> str:
        return _power_name(board, p, lang)

    if isinstance(item, GrantPassage):
        is_unit = any(u.id == item.mover for u in position.units)
        mover = _unit_text(board, position, item.mover, lang) if is_unit else who(item.mover)
        return f"{head} {pw(item.to_power)} {mover}"
    if isinstance(item, GiveCharacter):
        dest = f" {where(item.dest)}" if item.dest else ""
        return f"{head} {who(item.character)} {to} {pw(item.to_power)}{dest}"
    if isinstance(item, NoCapture | Assassinate | Dissociate):
        return f"{head} {who(item.character)}"
    if isinstance(item, Bid):
        return f"{head} {_unit_text(board, position, item.unit, lang)} {', '.join(map(str, item.amounts))}"
    if isinstance(item, RoyalOrder):
        return f"{head} {pw(item.beneficiary) if item.beneficiary else ('aucun' if fr else 'none')}"
    if isinstance(item, OpenGates):
        return f"{head} {where(item.citadel)} {to} {pw(item.to_power)}"
    if isinstance(item, GoldGift):
        flag = (" annoncé" if fr else " announced") if item.announced else ""
        return f"{head} {item.amount} {to} {pw(item.to_power)}{flag}"
    if isinstance(item, NoControl):
        return f"{head} {where(item.province)}"
    if isinstance(item, TransferCapital | KeepTreasure | SeizeTreasure):
        return f"{head} {where(item.citadel)}"
    if isinstance(item, Command):
        return f"{head} {who(item.character)} {_unit_text(board, position, item.unit, lang)}"
    if isinstance(item, Marriage):
        return f"{head} {who(item.husband)}"
    if isinstance(item, Accord):
        return f"{head} {item.province}"
    if isinstance(item, Bribe | CounterBribe):
        is_unit = any(u.id == item.target for u in position.units)
        target = _unit_text(board, position, item.target, lang) if is_unit else who(item.target)
        return f"{head} {item.amount} {target}"
    if isinstance(item, MarginalVote):
        side = ("pour" if item.approve else "contre") if fr else ("for" if item.approve else "against")
        return f"{head} {side} {pw(item.candidate)}"
    raise TypeError(item)


def _entry_kind(item: Any) -> str:
    return {Bribe: "bribe", CounterBribe: "counter_bribe", MarginalVote: "vote"}[type(item)]


def format_sheet(
    board: Any, position: Position, orders: dict[str, Order], extra: SecondarySheet, lang: str = "fr"
) -> str:
    """A whole sheet written back: bribes and counter-bribes, the military orders, the secondary orders,
    the orders for units one may gain, the votes."""
    lines = [format_secondary(board, position, c, lang) for c in extra.counter_bribes]
    lines += [format_secondary(board, position, b, lang) for b in extra.bribes]
    for key, order in orders.items():
        lines += format_order(board, position, key, order, lang)
    lines += [format_secondary(board, position, o, lang) for o in extra.secondary]
    for key, order in extra.if_gained.items():
        lines += format_order(board, position, key, order, lang)
    lines += [format_secondary(board, position, v, lang) for v in extra.votes]
    return "\n".join(lines)
