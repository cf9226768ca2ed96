"""The finite lists a seat chooses from (the platform's `legal_actions`): for each unit the orders that
make sense where it stands, and each winter the builds, disbandings, promotions and degradations allowed.

A military order listed here may still fail or be ignored at resolution (the adjudicator judges it with
every other sheet); what is listed is what the map allows the unit to attempt. The first turn allows
"mouvements ou soutiens seulement" (chapter 12).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.diadoques.board import Board
from engine.diadoques.characters.roster import (
    CLEOPATRE,
    commanded_unit,
    controller_of,
    is_military_leader,
    is_prisoner,
    is_royal,
    on_board,
    power_of,
    space_of,
)
from engine.diadoques.characters.royal import free_leader, gift_problem, royal_order_givers
from engine.diadoques.gold.auctions import may_bid, starting_price
from engine.diadoques.gold.bribery import bribe_level, may_bribe
from engine.diadoques.gold.chandragupta import accord_problem
from engine.diadoques.gold.citadels import LINK_KEEPERS, NEW_CAPITALS, capital_problem, gates_problem
from engine.diadoques.orders import Hold, Move, Siege, Supply, SupportHold, SupportMove, UnitOrder
from engine.diadoques.prestige import prestige_points
from engine.diadoques.secondary import (
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
from engine.diadoques.state import DiadoquesState, WinterOrder
from engine.diadoques.units import Position, Unit, UnitKind
from engine.diadoques.victory import marginal_candidates
from engine.diadoques.winter import ARMY_RANK, build_problem, promotion_problem


def reach(board: Board, position: Position, unit: Unit, first_turn: bool = False) -> set[str]:
    """Where the unit may move by an ordinary move. On the first turn, a fleet stacked on its home
    province may sail to the seas along that coast and into the province's port citadels (chapter 12:
    "vers des citadelles de la province ou vers des zones maritimes adjacentes")."""
    space = board.space(unit.space)
    if unit.kind.is_fleet and space.kind == "land":
        if not first_turn:
            return set()
        seas = {
            s
            for s, sp in board.spaces.items()
            if sp.kind == "sea" and unit.space in board.adjacent_provinces_of_sea(s)
        }
        ports = {c for c in board.citadels_of(unit.space) if board.space(c).port}
        found = seas | ports
    else:
        found = set(board.fleet_moves(unit.space) if unit.kind.is_fleet else board.army_moves(unit.space))
    return {s for s in found if s not in position.blocked and not position.border_closed(unit.space, s)}


def _enterable(board: Board, position: Position, unit: Unit, dest: str) -> bool:
    """ "Pour entrer dans une citadelle, il faut en avoir le contrôle.\""""
    return board.space(dest).kind != "citadel" or position.citadel_owner.get(dest) == unit.owner


def unit_orders(board: Board, state: DiadoquesState, unit: Unit) -> list[UnitOrder]:
    """The orders a unit may be given this season, Hold first."""
    position, first = state.position, state.first_turn
    mine = reach(board, position, unit, first)
    found: list[UnitOrder] = [Hold()]
    found += [Move(dest=d) for d in sorted(mine) if _enterable(board, position, unit, d)]
    others = [u for u in position.units if u.id != unit.id]
    for other in others:
        if other.space in mine and other.space != unit.space:
            found.append(SupportHold(target=other.space))
        for dest in sorted(mine & reach(board, position, other, first)):
            if (
                other.space != unit.space
                and dest not in (other.space, unit.space)
                and _enterable(board, position, other, dest)
            ):
                found.append(SupportMove(target=other.space, dest=dest))
    if first:
        return found
    for citadel in _siege_targets(board, unit):
        owner = position.citadel_owner.get(citadel)
        if owner != unit.owner:
            stage = 2 if position.first_sieges.get(unit.id) == citadel else 1
            found.append(Siege(citadel=citadel, stage=stage))
        if unit.id not in position.no_supply and board.space(citadel).port:
            found.append(Supply(citadel=citadel))
    return found


def _siege_targets(board: Board, unit: Unit) -> list[str]:
    """Citadels the unit stands before: an army in the province, a fleet in a sea with an access arrow."""
    space = board.space(unit.space)
    if unit.kind.is_fleet:
        if space.kind != "sea":
            return []
        return sorted(c for c in board.fleet_moves(unit.space) if board.space(c).kind == "citadel")
    return list(board.citadels_of(unit.space)) if space.kind == "land" else []


def winter_orders(board: Board, state: DiadoquesState, power: str) -> list[WinterOrder]:
    """Every winter order the power may give now (those already on its sheet left out)."""
    position = state.position
    given = set(state.winter_sheets.get(power, []))
    money = state.treasuries.get(power, 0)
    found: list[WinterOrder] = []
    own = [u for u in position.units if u.owner == power]
    for unit in own:
        if unit.kind is not UnitKind.Ag:
            found.append(WinterOrder(type="disband", unit=unit.id))
        if unit.kind in (UnitKind.Ae, UnitKind.Fe):
            found.append(WinterOrder(type="degrade", unit=unit.id))
        higher = (
            [UnitKind.Fe]
            if unit.kind is UnitKind.F
            else ARMY_RANK[ARMY_RANK.index(unit.kind) + 1 :]
            if not unit.kind.is_fleet
            else []
        )
        for to in higher:
            if promotion_problem(board, position, unit, to) is None:
                found.append(WinterOrder(type="promote", unit=unit.id, kind=to))
    held = {kind: sum(1 for u in own if u.kind is kind) for kind in UnitKind}
    capital = state.capitals.get(power)
    for kind in UnitKind:
        if kind.cost > money or (kind.limit is not None and held[kind] >= kind.limit):
            continue
        for space in _build_spaces(board, position, power, kind):
            if build_problem(board, position, power, space, kind, capital) is None:
                found.append(WinterOrder(type="build", kind=kind, space=space))
    return [o for o in found if o not in given]


def _build_spaces(board: Board, position: Position, power: str, kind: UnitKind) -> list[str]:
    """Candidate spaces near what the power controls (build_problem makes the final check)."""
    citadels = sorted(c for c, owner in position.citadel_owner.items() if owner == power)
    if not kind.is_fleet:
        return sorted({*citadels, *(board.space(c).province for c in citadels)})
    near = set(citadels)
    for citadel in citadels:
        near |= {s for s in board.fleet_moves(citadel) if board.space(s).kind == "sea"}
    for province, owner in position.province_owner.items():
        if owner == power and board.space(province).port:
            near |= set(board.space(province).port_seas or ())
    return sorted(near)


# ----------------------------------------------------------------- the rest of a sheet (part 2)
@dataclass
class SheetOptions:
    """What a seat may add to its sheet beside its military or winter orders: secondary orders (§9c),
    bribes and counter-bribes (§9b), marginal votes (chapter 3) and orders for units it may gain. The
    amounts offered are a small menu (the level, the level and 10 more; 5 or 10 T; the starting price and
    5 more) so that the list stays finite; any amount is legal when written in the notation."""

    secondary: list[SecondaryOrder] = field(default_factory=list)
    bribes: list[Bribe] = field(default_factory=list)
    counter_bribes: list[CounterBribe] = field(default_factory=list)
    votes: list[MarginalVote] = field(default_factory=list)
    if_gained: list[tuple[str, UnitOrder]] = field(default_factory=list)


GIFT_AMOUNTS = (5, 10)
COUNTER_AMOUNTS = (5, 10)


def sheet_options(board: Board, state: DiadoquesState, power: str) -> SheetOptions:
    """Everything `power` may still add to its sheet this season (what it wrote already left out)."""
    options = SheetOptions()
    if state.phase not in ("orders", "winter") or power in state.eliminated:
        return options
    written = state.secondary_sheets.get(power, SecondarySheet())
    money = state.treasuries.get(power, 0) - sum(b.amount for b in written.bribes)
    money -= sum(c.amount for c in written.counter_bribes)
    others = [p for p in state.powers if p != power and p not in state.eliminated]
    found: list[SecondaryOrder] = []
    if state.phase == "winter":
        found += _gold_gifts(others, money) + _seizures(state, power)
    else:
        found += _gold_gifts(others, money) + _seizures(state, power)
        found += _character_orders(state, power, others) + _bids(board, state, power, money)
        found += _citadel_orders(board, state, power)
        options.bribes = _bribes(board, state, power, money)
        options.counter_bribes = [
            CounterBribe(target=u.id, amount=a)
            for u in state.position.units
            if u.owner == power and not state.first_turn
            for a in COUNTER_AMOUNTS
            if a <= money
        ]
        options.if_gained = _if_gained(board, state, written)
    options.secondary = [o for o in found if o not in written.secondary]
    prestige = prestige_points(board, state, state.position.controllers)
    given = {v.candidate for v in written.votes}
    options.votes = [
        MarginalVote(candidate=c, approve=a)
        for c in marginal_candidates(
            prestige, state.year, [p for p in state.powers if p not in state.eliminated]
        )
        if c != power and c not in given
        for a in (True, False)
    ]
    options.bribes = [b for b in options.bribes if b not in written.bribes]
    options.counter_bribes = [c for c in options.counter_bribes if c not in written.counter_bribes]
    return options


def _gold_gifts(others: list[str], money: int) -> list[SecondaryOrder]:
    return [
        GoldGift(to_power=p, amount=a, announced=announced)
        for p in others
        for a in GIFT_AMOUNTS
        if a <= money
        for announced in (False, True)
    ]


def _seizures(state: DiadoquesState, power: str) -> list[SecondaryOrder]:
    return [
        SeizeTreasure(citadel=c)
        for c, amount in sorted(state.treasures.items())
        if amount and state.position.citadel_owner.get(c) == power
    ]


def _character_orders(state: DiadoquesState, power: str, others: list[str]) -> list[SecondaryOrder]:
    """Gifts of characters, assassinations, no capture, dissociation, command, marriage, royal order."""
    position = state.position
    found: list[SecondaryOrder] = []
    alive = [c for c in on_board(position) if c not in state.dead]
    for cid in alive:
        mine = controller_of(position, cid) == power
        if mine:
            for to in others:
                gift = GiveCharacter(character=cid, to_power=to)
                if gift_problem(state, power, gift) is None:
                    found.append(gift)
            if is_royal(cid) or is_prisoner(position, cid):
                found.append(Assassinate(character=cid))
            if commanded_unit(position, cid) is not None or cid in position.attached:
                found.append(Dissociate(character=cid))
            here = space_of(position, cid)
            for unit in position.units:
                if (
                    unit.owner == power
                    and unit.space == here
                    and unit.commander is None
                    and is_military_leader(cid)
                ):
                    found.append(Command(character=cid, unit=unit.id))
        elif is_royal(cid) or power_of(cid) != power:
            found.append(NoCapture(character=cid))
    husband = free_leader(state, power)
    if (
        CLEOPATRE not in state.dead
        and controller_of(position, CLEOPATRE) == power
        and husband is not None
        and state.cleopatre_husband is None
        and power not in state.marriage_announced
    ):
        found.append(Marriage(husband=husband))
    if state.events.satraps_offer and power in royal_order_givers(state):
        found += [RoyalOrder(beneficiary=p) for p in state.powers if p not in state.eliminated]
    return found


def _bids(board: Board, state: DiadoquesState, power: str, money: int) -> list[SecondaryOrder]:
    found: list[SecondaryOrder] = []
    for uid, lot in sorted(state.lots.items()):
        unit = next((u for u in state.position.units if u.id == uid), None)
        if unit is None or not may_bid(board, state, power, uid):
            continue
        price = starting_price(unit, lot["reason"], lot["offers"])
        for series in ((price,), (price, price + 5)):
            if max(series) <= money:
                found.append(Bid(unit=uid, amounts=series))
    return found


def _citadel_orders(board: Board, state: DiadoquesState, power: str) -> list[SecondaryOrder]:
    """Treasures left at a fall, provinces not taken, the accord, the gates, the capital and the passage
    (each as the gold part's own checks allow it)."""
    position = state.position
    found: list[SecondaryOrder] = []
    for unit in position.units:
        if unit.owner != power:
            continue
        for citadel in _siege_targets(board, unit):
            if position.first_sieges.get(unit.id) == citadel and state.treasures.get(citadel):
                found.append(KeepTreasure(citadel=citadel))
        if not unit.kind.is_fleet:
            for dest in sorted(reach(board, position, unit, state.first_turn)):
                space = board.space(dest)
                if (
                    space.kind == "land"
                    and not board.citadels_of(dest)
                    and position.province_owner.get(dest) != power
                ):
                    found.append(NoControl(province=dest))
    for accord in (Accord(province="IND"), Accord(province="GHA")):
        if accord_problem(state, power, accord) is None:
            found.append(accord)
    others = [p for p in state.powers if p != power and p not in state.eliminated]
    for citadel, owner in sorted(position.citadel_owner.items()):
        if owner != power:
            continue
        for to in others:
            gates = OpenGates(citadel=citadel, to_power=to)
            if gates_problem(board, state, power, gates) is None:
                found.append(gates)
    found += [TransferCapital(citadel=c) for c in NEW_CAPITALS if capital_problem(state, power, c) is None]
    for link in board.special_links:
        keeper = LINK_KEEPERS.get(link.id)
        if keeper is None or position.province_owner.get(keeper) != power:
            continue
        found += [
            GrantPassage(to_power=u.owner, mover=u.id, link=link.id)
            for u in position.units
            if u.space in link.ends and u.owner in others
        ]
    return list(dict.fromkeys(found))


def _bribes(board: Board, state: DiadoquesState, power: str, money: int) -> list[Bribe]:
    """The units and lone royals `power` may bribe, at their level and 10 more, within its treasury. "À
    noter que, pour l'instant, aucune corruption n'est possible" on the first turn (chapter 12)."""
    if state.first_turn:
        return []
    targets = [u.id for u in state.position.units if u.owner != power]
    targets += [c for c in state.position.characters if is_royal(c) and c not in state.dead]
    found: list[Bribe] = []
    for target in targets:
        if not may_bribe(board, state, power, target):
            continue
        level = bribe_level(state, target)
        if level is None:
            continue
        found += [Bribe(target=target, amount=a) for a in (max(level, 1), level + 10) if 0 < a <= money]
    return found


def _if_gained(board: Board, state: DiadoquesState, written: SecondarySheet) -> list[tuple[str, UnitOrder]]:
    """Orders for the units the seat bribes or bids for, as if they were its own (§9b, §11b)."""
    wanted = {b.target for b in written.bribes} | {b.unit for b in written.bids}
    found: list[tuple[str, UnitOrder]] = []
    for unit in state.position.units:
        if unit.id in wanted and unit.id not in written.if_gained:
            found += [(unit.id, order) for order in unit_orders(board, state, unit)]
    return found
