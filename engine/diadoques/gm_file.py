"""The GM's file (`python -m render.diadoques_gm`): a position and the season's orders, in a plain text format
a referee can type, and the position written back in the same format so that it can be fed in again.

    // comments start with "//" ("#" is the epigone's mark)
    saison: printemps -318              (season: spring -318; été/summer, automne/autumn, hiver/winter)
    graine: 7 12                        (seed: the game's seed and the draws already taken)
    tresor cassandre 23                 (treasury <power> <T>)
    citadelle Pella cassandre           (citadel <name or id> <power | neutre/neutral>)
    province ILL cassandre              (owner of a province without citadel, kept when left)
    tresor-carte Delphes 10             (map-treasure: what still lies in a citadel)
    unite cassandre A* MAC              (unit <power | neutre> <kind[*#]> <space> [licenciee | revolte])
    siege Delphes A ETO                 (siege <citadel> <kind> <space>: that unit's first siege succeeded)
    personnage cassandre * MAC          (character <power> <*|#> <space>: a diadoque or epigone alone)
    hivers-calmes: 1                    (calm-winters: winters in a row with no VP changing hands)
    pv-changes: non                     (vp-changed: a VP changed hands since the last winter; oui if absent)
    ordres cassandre:                   (orders <power>: then one order a line, the rulebook's notation;
    A MAC THR                            in winter: "+ A Pella", "- A MAC", "A MAC > Ae", "Ae MAC < A")

Keywords are read in French or English, case and accents ignored; powers by id or name. Lines the reader
cannot use are reported with their number, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.control import update_control
from engine.diadoques.notation import fold, space_label
from engine.diadoques.state import POWERS, DiadoquesState, Season, WinterOrder
from engine.diadoques.units import NEUTRAL, Position, Unit, UnitKind, diadoque_id, epigone_id
from engine.diadoques.victory import vp_owners

SEASON_WORDS: dict[str, Season] = {
    "printemps": "spring",
    "spring": "spring",
    "ete": "summer",
    "summer": "summer",
    "automne": "autumn",
    "autumn": "autumn",
    "fall": "autumn",
    "hiver": "winter",
    "winter": "winter",
}
KEYWORDS = {
    "saison": "season",
    "season": "season",
    "graine": "seed",
    "seed": "seed",
    "tresor": "treasury",
    "treasury": "treasury",
    "citadelle": "citadel",
    "citadel": "citadel",
    "province": "province",
    "tresor carte": "treasure",
    "map treasure": "treasure",
    "unite": "unit",
    "unit": "unit",
    "siege": "siege",
    "personnage": "character",
    "character": "character",
    "hivers calmes": "calm",
    "calm winters": "calm",
    "pv changes": "vp_changed",
    "vp changed": "vp_changed",
    "ordres": "orders",
    "orders": "orders",
}
WORDS = {
    "fr": {
        "season": "saison",
        "seed": "graine",
        "treasury": "tresor",
        "citadel": "citadelle",
        "province": "province",
        "treasure": "tresor-carte",
        "unit": "unite",
        "siege": "siege",
        "character": "personnage",
        "calm": "hivers-calmes",
        "vp_changed": "pv-changes",
        "yes": "oui",
        "no": "non",
        "neutral": "neutre",
        "disbanded": "licenciee",
        "revolt": "revolte",
        "spring": "printemps",
        "summer": "été",
        "autumn": "automne",
        "winter": "hiver",
    },
    "en": {
        "season": "season",
        "seed": "seed",
        "treasury": "treasury",
        "citadel": "citadel",
        "province": "province",
        "treasure": "map-treasure",
        "unit": "unit",
        "siege": "siege",
        "character": "character",
        "calm": "calm-winters",
        "vp_changed": "vp-changed",
        "yes": "yes",
        "no": "no",
        "neutral": "neutral",
        "disbanded": "disbanded",
        "revolt": "revolt",
        "spring": "spring",
        "summer": "summer",
        "autumn": "autumn",
        "winter": "winter",
    },
}
YES_NO = {"oui": True, "yes": True, "non": False, "no": False}
NEUTRAL_WORDS = {"neutre", "neutral", "personne", "nobody", "-"}
SALE_WORDS = {"licenciee": "disbanded", "disbanded": "disbanded", "revolte": "revolt", "revolt": "revolt"}


class GMFileError(ValueError):
    """A line the reader cannot use: its number, an i18n key and the key's parameters."""

    def __init__(self, line: int, key: str, **params: object) -> None:
        super().__init__(f"line {line}: {key} {params}")
        self.line, self.key, self.params = line, key, params


@dataclass
class GMFile:
    state: DiadoquesState
    orders: dict[str, str] = field(default_factory=dict)
    """power -> its orders as written (one a line)."""


def _power(board: Board, word: str, line: int, neutral_ok: bool = False) -> str:
    folded = fold(word)
    if neutral_ok and folded in NEUTRAL_WORDS:
        return NEUTRAL
    for power in POWERS:
        names = {power, fold(board.powers[power].name_fr), fold(board.powers[power].name_en)}
        if folded in names:
            return power
    raise GMFileError(line, "diadoques_seasons.gm.error.power", word=word)


def _space(board: Board, words: str, line: int) -> str:
    """A space by its code, its id or its name (French or English), whole."""
    folded = fold(words)
    for space_id, space in board.spaces.items():
        if folded in {fold(space_id), fold(space.name_fr), fold(space.name_en)}:
            return space_id
    raise GMFileError(line, "diadoques_seasons.gm.error.space", word=words)


def _kind(word: str, line: int) -> tuple[UnitKind, str]:
    """ "A*" -> (A, "*"): the kind and the commander's mark."""
    mark = word[-1] if word[-1:] in ("*", "#") else ""
    letters = word[: len(word) - len(mark)]
    for kind in UnitKind:
        if kind.value.lower() == letters.lower():
            return kind, mark
    raise GMFileError(line, "diadoques_seasons.gm.error.kind", word=word)


def _int(word: str, line: int) -> int:
    try:
        return int(word)
    except ValueError:
        raise GMFileError(line, "diadoques_seasons.gm.error.number", word=word) from None


def _keyword(text: str) -> tuple[str | None, str]:
    """The line's keyword and the rest: "tresor-carte Delphes 10" -> ("treasure", "Delphes 10")."""
    head, _, rest = text.partition(":")
    if rest and fold(head) in KEYWORDS:  # "saison: printemps -318", "ordres cassandre:"
        return KEYWORDS[fold(head)], rest.strip()
    words = text.split()
    for n in (2, 1):
        if len(words) >= n and fold(" ".join(words[:n])) in KEYWORDS:
            return KEYWORDS[fold(" ".join(words[:n]))], " ".join(words[n:])
    return None, text


def read_gm_file(board: Board, text: str) -> GMFile:
    """The state and the orders a GM's file describes. Citadels not named stay neutral; provinces with
    citadels follow chapter 11e from the citadels and armies."""
    citadels: dict[str, str | None] = {s: None for s, sp in board.spaces.items() if sp.kind == "citadel"}
    provinces: dict[str, str | None] = {s: None for s, sp in board.spaces.items() if sp.kind == "land"}
    treasures: dict[str, int] | None = None
    units: list[Unit] = []
    for_sale: dict[str, str] = {}
    sieges: dict[str, str] = {}
    characters: dict[str, str] = {}
    pending_sieges: list[tuple[int, str, UnitKind, str]] = []
    state = DiadoquesState(seats=list(POWERS), rng=RngState(seed=0), phase="orders")
    state.treasuries = dict.fromkeys(POWERS, 0)
    state.capitals = {p: board.powers[p].capital for p in POWERS}
    orders: dict[str, list[str]] = {}
    writing: str | None = None
    serial: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("//"):  # "#" is the epigone's mark, so comments are "//"
            continue
        keyword, rest = _keyword(line)
        if keyword == "orders":
            power_word = rest.rstrip(":").strip() or line.split()[-1].rstrip(":")
            writing = _power(board, power_word, number)
            orders.setdefault(writing, [])
            continue
        if keyword is None:
            if writing is None:
                raise GMFileError(number, "diadoques_seasons.gm.error.line", text=line)
            orders[writing].append(line)
            continue
        writing = None
        words = rest.split()
        if keyword == "season":
            if len(words) != 2 or fold(words[0]) not in SEASON_WORDS:
                raise GMFileError(number, "diadoques_seasons.gm.error.season", text=rest)
            state.season, state.year = SEASON_WORDS[fold(words[0])], _int(words[1], number)
            state.phase = "winter" if state.season == "winter" else "orders"
        elif keyword == "seed":
            state.rng = RngState(
                seed=_int(words[0], number), draws=_int(words[1], number) if len(words) > 1 else 0
            )
        elif keyword == "treasury":
            state.treasuries[_power(board, words[0], number)] = _int(words[-1], number)
        elif keyword == "citadel":
            owner = _power(board, words[-1], number, neutral_ok=True)
            citadels[_space(board, " ".join(words[:-1]), number)] = None if owner == NEUTRAL else owner
        elif keyword == "province":
            owner = _power(board, words[-1], number, neutral_ok=True)
            provinces[_space(board, " ".join(words[:-1]), number)] = None if owner == NEUTRAL else owner
        elif keyword == "treasure":
            treasures = treasures if treasures is not None else {}
            treasures[_space(board, " ".join(words[:-1]), number)] = _int(words[-1], number)
        elif keyword == "unit":
            sale = SALE_WORDS.get(fold(words[-1])) if len(words) > 3 else None
            body = words[:-1] if sale else words
            owner = _power(board, body[0], number, neutral_ok=True)
            kind, mark = _kind(body[1], number)
            space = _space(board, " ".join(body[2:]), number)
            serial[owner] = serial.get(owner, 0) + 1
            commander = (
                {"*": diadoque_id, "#": epigone_id}[mark](owner) if mark and owner != NEUTRAL else None
            )
            # the file shows the commanders at the end of the last season: they count from this one on
            unit = Unit(
                id=f"{owner}-{serial[owner]}",
                owner=owner,
                kind=kind,
                space=space,
                commander=commander,
                commander_bonus=commander is not None and commander.endswith(":diadoque"),
            )
            units.append(unit)
            if sale:
                for_sale[unit.id] = sale
        elif keyword == "siege":
            kind, _ = _kind(words[-2], number)
            pending_sieges.append((number, _space(board, " ".join(words[:-2]), number), kind, words[-1]))
        elif keyword == "character":
            power = _power(board, words[0], number)
            space = _space(board, " ".join(words[2:]), number)
            characters[diadoque_id(power) if words[1] == "*" else epigone_id(power)] = space
        elif keyword == "calm":
            state.vp_unchanged_winters = _int(words[0], number)
        elif keyword == "vp_changed":
            if fold(rest) not in YES_NO:
                raise GMFileError(number, "diadoques_seasons.gm.error.line", text=line)
            state.vp_changed = YES_NO[fold(rest)]
    for number, citadel, kind, where in pending_sieges:
        space = _space(board, where, number)
        unit = next((u for u in units if u.space == space and u.kind is kind), None)
        if unit is None:
            raise GMFileError(number, "diadoques_seasons.gm.error.no_unit", text=f"{kind.value} {where}")
        sieges[unit.id] = citadel
    position = Position(
        units=tuple(units),
        citadel_owner=citadels,
        province_owner=provinces,
        first_sieges=sieges,
        characters=characters,
    )
    state.position = update_control(board, position)
    state.for_sale = for_sale  # type: ignore[assignment]
    state.unit_serial = {p: n + 1 for p, n in serial.items()}
    state.treasures = (
        treasures
        if treasures is not None
        else {s: sp.treasure for s, sp in board.spaces.items() if sp.kind == "citadel" and sp.treasure}
    )
    state.vp_owners = vp_owners(board, state.position)
    return GMFile(state=state, orders={p: "\n".join(lines) for p, lines in orders.items()})


def write_position(board: Board, state: DiadoquesState, lang: str = "fr") -> str:
    """The state in the GM's format, read back by `read_gm_file` to the same position."""
    w = WORDS[lang]
    out = [
        f"{w['season']}: {w[state.season]} {state.year}",
        f"{w['seed']}: {state.rng.seed} {state.rng.draws}",
        f"{w['calm']}: {state.vp_unchanged_winters}",
        f"{w['vp_changed']}: {w['yes'] if state.vp_changed else w['no']}",
    ]
    out += [f"{w['treasury']} {p} {state.treasuries.get(p, 0)}" for p in POWERS]
    position = state.position
    for citadel, owner in sorted(position.citadel_owner.items()):
        if owner is not None:
            out.append(f"{w['citadel']} {space_label(board, citadel, lang)} {owner}")
    for province, owner in sorted(position.province_owner.items()):
        if owner is not None and not board.citadels_of(province):
            out.append(f"{w['province']} {province} {owner}")
    for citadel, amount in sorted(state.treasures.items()):
        out.append(f"{w['treasure']} {space_label(board, citadel, lang)} {amount}")
    for unit in sorted(
        position.units, key=lambda u: (POWERS.index(u.owner) if u.owner in POWERS else 9, u.id)
    ):
        owner = w["neutral"] if unit.owner == NEUTRAL else unit.owner
        mark = "*" if unit.commander and unit.commander.endswith(":diadoque") else ""
        mark = "#" if unit.commander and unit.commander.endswith(":epigone") else mark
        sale = f" {w[state.for_sale[unit.id]]}" if unit.id in state.for_sale else ""
        out.append(
            f"{w['unit']} {owner} {unit.kind.value}{mark} {space_label(board, unit.space, lang)}{sale}"
        )
    for unit_id, citadel in sorted(position.first_sieges.items()):
        unit = next((u for u in position.units if u.id == unit_id), None)
        if unit is not None:
            out.append(f"{w['siege']} {space_label(board, citadel, lang)} {unit.kind.value} {unit.space}")
    for character, space in sorted(position.characters.items()):
        power, _, role = character.partition(":")
        if power in POWERS and character not in state.dead:
            mark = "*" if role == "diadoque" else "#"
            out.append(f"{w['character']} {power} {mark} {space_label(board, space, lang)}")
    return "\n".join(out) + "\n"


def parse_winter_orders(
    board: Board, state: DiadoquesState, power: str, text: str
) -> tuple[list[WinterOrder], list[str]]:
    """Our winter notation: "+ A Pella" (build), "- A MAC" (disband), "A MAC > Ae" (promote), "Ae MAC < A"
    (degrade). Returns the orders and the lines it could not read."""
    orders: list[WinterOrder] = []
    bad: list[str] = []
    own = [u for u in state.position.units if u.owner == power]
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        try:
            if line.startswith("+"):
                kind_word, _, where = line[1:].strip().partition(" ")
                kind, _ = _kind(kind_word, 0)
                orders.append(WinterOrder(type="build", kind=kind, space=_space(board, where, 0)))
                continue
            kind_of_order = (
                "disband"
                if line.startswith("-")
                else "promote"
                if ">" in line
                else "degrade"
                if "<" in line
                else None
            )
            if kind_of_order is None:
                raise GMFileError(0, "diadoques_seasons.gm.error.line", text=line)
            body = line.lstrip("-").split(">")[0].split("<")[0].strip()
            kind_word, _, where = body.partition(" ")
            kind, _ = _kind(kind_word, 0)
            space = _space(board, where, 0)
            unit = next((u for u in own if u.space == space and u.kind is kind), None)
            if unit is None:
                raise GMFileError(0, "diadoques_seasons.gm.error.no_unit", text=body)
            to = None
            if kind_of_order == "promote":
                to, _ = _kind(line.split(">")[1].strip(), 0)
            orders.append(WinterOrder(type=kind_of_order, unit=unit.id, kind=to))
        except GMFileError:
            bad.append(line)
    return orders, bad
