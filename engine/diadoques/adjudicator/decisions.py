"""The movement rules of §9a as equations over boolean decisions (DATC v3.0 §5.B, with our strengths).

Decisions: ("move", unit) the move succeeds; ("support", unit) the support is given (not cut, supporter
not dislodged); ("convoy", unit) the convoying fleet is not dislodged. DISLODGED, PATH and the strengths
are derived. Every value is three-valued (None: still open) and every strength a (min, max) pair, so that
an answer is given only when no open decision could change it (partial information, DATC §5.E).

Our departures from Diplomacy, from §9a:
- a unit's value is its own (1 or 2, +1 for its diadoque), and a support adds `support_value`;
- a unit that is dislodged "n'aura aucune influence": it cuts no support and blocks nothing (its
  PREVENT is 0), even when dislodged by a third unit (in Diplomacy only the loser of a head-to-head);
- no swap but by convoy: two direct moves into each other's space are a head-to-head battle.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from engine.diadoques.adjudicator.geometry import touches
from engine.diadoques.adjudicator.model import AdjudicationOptions
from engine.diadoques.adjudicator.resolver import Decision, Lookup
from engine.diadoques.adjudicator.validate import Checked
from engine.diadoques.orders import Convoy, Move, Siege, SupportHold, SupportMove
from engine.diadoques.units import Position, Unit

Range = tuple[int, int]


def _and(*values: bool | None) -> bool | None:
    if any(v is False for v in values):
        return False
    return True if all(v is True for v in values) else None


def _or(*values: bool | None) -> bool | None:
    if any(v is True for v in values):
        return True
    return False if all(v is False for v in values) else None


def _not(value: bool | None) -> bool | None:
    return None if value is None else not value


class MovementGraph:
    """The static facts of one season's orders, and the equations that read the decisions."""

    def __init__(
        self, board: Any, position: Position, checked: Checked, options: AdjudicationOptions
    ) -> None:
        self.board = board
        self.options = options
        self.units: dict[str, Unit] = {u.id: u for u in position.units}
        self.orders = checked.orders
        self.convoyed = checked.convoyed
        self.szykman: set[str] = set()  # convoyed armies a paradox made stay home (backup rule)
        self.at: dict[str, list[str]] = defaultdict(list)
        for u in position.units:
            self.at[u.space].append(u.id)
        self.moves_into: dict[str, list[str]] = defaultdict(list)
        self.move_supports: dict[tuple[str, str], list[str]] = defaultdict(list)
        self.hold_supports: dict[str, list[str]] = defaultdict(list)
        self.convoys: dict[tuple[str, str], list[str]] = defaultdict(list)
        self.matched: set[str] = set()  # supports whose supported unit does what they support
        for uid, order in self.orders.items():
            if isinstance(order, Move):
                self.moves_into[order.dest].append(uid)
        for uid, order in self.orders.items():
            if isinstance(order, SupportMove) and self._does(order.target, order.dest):
                self.move_supports[(order.target, order.dest)].append(uid)
                self.matched.add(uid)
            elif isinstance(order, SupportHold) and any(
                not isinstance(self.orders[w], Move) for w in self.at[order.target]
            ):
                self.hold_supports[order.target].append(uid)
                self.matched.add(uid)
            elif isinstance(order, Convoy):
                army = [w for w in self.at[order.origin] if w in self.convoyed]
                if any(self.orders[w].dest == order.dest for w in army):
                    self.convoys[(order.origin, order.dest)].append(uid)
        self.partner: dict[str, str] = {}
        for uid, order in self.orders.items():
            if isinstance(order, Move) and uid not in self.convoyed:
                for w in self.at[order.dest]:
                    other = self.orders[w]
                    if (
                        isinstance(other, Move)
                        and w not in self.convoyed
                        and other.dest == self.units[uid].space
                    ):
                        self.partner[uid] = w

    def _does(self, target: str, dest: str) -> bool:
        """Some unit at `target` moves to `dest`, or besieges the citadel `dest` (a supported siege)."""
        for w in self.at[target]:
            order = self.orders[w]
            if isinstance(order, Move) and order.dest == dest:
                return True
            if isinstance(order, Siege) and order.citadel == dest:
                return True
        return False

    def decisions(self) -> list[Decision]:
        out: list[Decision] = []
        for uid, order in self.orders.items():
            if isinstance(order, Move):
                out.append(("move", uid))
            elif uid in self.matched:
                out.append(("support", uid))
            elif isinstance(order, Convoy) and any(uid in f for f in self.convoys.values()):
                out.append(("convoy", uid))
        return out

    # -- derived values --------------------------------------------------------------------------

    def strength(self, uid: str) -> int:
        return self.units[uid].strength

    def support_value(self, uid: str) -> int:
        """What a successful support adds (the one place for this choice, see AdjudicationOptions)."""
        return self.strength(uid) if self.options.support_value == "strength" else 1

    def supports(self, supporters: list[str], look: Lookup, exclude_owner: str | None = None) -> Range:
        lo = hi = 0
        for s in supporters:
            if exclude_owner is not None and self.units[s].owner == exclude_owner:
                continue
            given = look(("support", s))
            if given is True:
                lo += self.support_value(s)
            if given is not False:
                hi += self.support_value(s)
        return lo, hi

    def stays(self, uid: str, look: Lookup) -> bool | None:
        if not isinstance(self.orders[uid], Move):
            return True
        return _not(look(("move", uid)))

    def dislodged(self, uid: str, look: Lookup) -> bool | None:
        stays = self.stays(uid, look)
        if stays is False:
            return False
        space = self.units[uid].space
        entered = _or(*(look(("move", m)) for m in self.moves_into[space] if m != uid))
        return _and(stays, entered)

    def path(self, uid: str, look: Lookup) -> bool | None:
        if uid not in self.convoyed:
            return True
        if uid in self.szykman:
            return False
        order = self.orders[uid]
        fleets = self.convoys.get((self.units[uid].space, order.dest), [])
        sure = [f for f in fleets if look(("convoy", f)) is True]
        maybe = [f for f in fleets if look(("convoy", f)) is not False]
        if self._chain(uid, sure):
            return True
        return None if self._chain(uid, maybe) else False

    def _chain(self, uid: str, fleets: list[str]) -> bool:
        """A line of convoying fleets from the army's coast to its destination's coast."""
        origin, dest = self.units[uid].space, self.orders[uid].dest
        seas = {self.units[f].space for f in fleets}
        frontier = [s for s in seas if touches(self.board, s, origin)]
        seen = set(frontier)
        while frontier:
            sea = frontier.pop()
            if touches(self.board, sea, dest):
                return True
            for nxt in self.board.fleet_moves(sea):
                if nxt in seas and nxt not in seen:
                    seen.add(nxt)
                    frontier.append(nxt)
        return False

    def attack(self, uid: str, look: Lookup) -> Range:
        path = self.path(uid, look)
        if path is False:
            return 0, 0
        unit, order = self.units[uid], self.orders[uid]
        supporters = self.move_supports.get((unit.space, order.dest), [])
        full = self.supports(supporters, look)
        full = (self.strength(uid) + full[0], self.strength(uid) + full[1])
        occupants = [w for w in self.at[order.dest] if w != uid]
        if not occupants:
            result = full
        else:
            stay = _or(*(True if self.partner.get(uid) == w else self.stays(w, look) for w in occupants))
            owner = self.units[occupants[0]].owner
            if any(self.units[w].owner == unit.owner for w in occupants):
                restricted: Range = (0, 0)
            else:
                part = self.supports(supporters, look, exclude_owner=owner)
                restricted = (self.strength(uid) + part[0], self.strength(uid) + part[1])
            if stay is True:
                result = restricted
            elif stay is False:
                result = full
            else:
                result = (min(full[0], restricted[0]), max(full[1], restricted[1]))
        return (0 if path is None else result[0]), result[1]

    def hold(self, space: str, look: Lookup) -> Range:
        best: Range = (0, 0)
        for w in self.at[space]:
            if isinstance(self.orders[w], Move):
                moved = look(("move", w))
                value = (0, 0) if moved is True else (self.strength(w), self.strength(w))
                if moved is None:
                    value = (0, self.strength(w))
            else:
                extra = self.supports(self.hold_supports.get(space, []), look)
                value = (self.strength(w) + extra[0], self.strength(w) + extra[1])
            best = (max(best[0], value[0]), max(best[1], value[1]))
        return best

    def defend(self, uid: str, look: Lookup) -> Range:
        order = self.orders[uid]
        extra = self.supports(self.move_supports.get((self.units[uid].space, order.dest), []), look)
        return self.strength(uid) + extra[0], self.strength(uid) + extra[1]

    def prevent(self, uid: str, look: Lookup) -> Range:
        path = self.path(uid, look)
        if path is False:
            return 0, 0
        gone = self.dislodged(uid, look)  # §9a: a unit that must retreat blocks nothing
        if gone is True:
            return 0, 0
        order = self.orders[uid]
        extra = self.supports(self.move_supports.get((self.units[uid].space, order.dest), []), look)
        lo = 0 if (path is None or gone is None) else self.strength(uid) + extra[0]
        return lo, self.strength(uid) + extra[1]

    # -- the equations -----------------------------------------------------------------------------

    def evaluate(self, decision: Decision, look: Lookup) -> bool | None:
        kind, uid = decision  # type: ignore[misc]
        if kind == "move":
            return self._move(uid, look)
        if kind == "support":
            return self._support(uid, look)
        return _not(self.dislodged(uid, look))  # a convoy fails only if its fleet is dislodged (§9a)

    def _move(self, uid: str, look: Lookup) -> bool | None:
        path = self.path(uid, look)
        if path is False:
            return False
        lo, hi = self.attack(uid, look)
        dest = self.orders[uid].dest
        partner = self.partner.get(uid)
        opposition = [self.defend(partner, look) if partner else self.hold(dest, look)]
        opposition += [self.prevent(m, look) for m in self.moves_into[dest] if m != uid]
        if any(hi <= o_lo for o_lo, _ in opposition):
            return False
        if path is True and all(lo > o_hi for _, o_hi in opposition):
            return True
        return None

    def cutters(self, uid: str) -> list[str]:
        """The moves that would cut this support: foreign, and not from the space the support aims at
        (a unit cannot cut a support for an attack on itself, DATC 6.D.15; for a siege support the
        garrison, as the siege's target, cannot cut it either)."""
        order = self.orders[uid]
        unit = self.units[uid]
        aim = order.dest if isinstance(order, SupportMove) else None
        return [
            m
            for m in self.moves_into[unit.space]
            if self.units[m].owner != unit.owner and self.units[m].space != aim
        ]

    def _support(self, uid: str, look: Lookup) -> bool | None:
        gone = self.dislodged(uid, look)
        if gone is True:
            return False
        cut = _or(*(_and(self.path(m, look), _not(self.dislodged(m, look))) for m in self.cutters(uid)))
        return _and(_not(gone), _not(cut))

    # -- the backup rule (DATC §5.B.9) -------------------------------------------------------------

    def backup(self, group: list[Decision], final: dict[Decision, bool]) -> None:
        kinds = {kind for kind, _ in group}  # type: ignore[misc]
        if "convoy" in kinds:
            # Szykman: the convoyed armies of the paradox stay home, as if their fleets had held.
            armies: set[str] = set()
            for kind, uid in group:  # type: ignore[misc]
                if kind == "convoy":
                    armies |= {
                        a
                        for (origin, dest), fleets in self.convoys.items()
                        if uid in fleets
                        for a in self.at[origin]
                        if a in self.convoyed and self.orders[a].dest == dest
                    }
            self.szykman |= armies
            for a in armies:
                final[("move", a)] = False
            return
        if kinds == {"move"}:
            for d in group:  # a circular movement: every unit moves (§9a: rotations of three or more)
                final[d] = True
            return
        for d in group:
            final[d] = False
