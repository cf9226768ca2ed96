"""A rule-agnostic resolver of boolean decisions with partial information (DATC v3.0 §5.E).

The rules are equations (`evaluate`): each decision is True, False, or None when the decisions it reads
do not settle it yet; the equations use min/max strengths, so a None only ever means "both answers are
still possible". The resolver:
1. evaluates decisions recursively, returning None for a decision already on the stack (a cycle) and
   remembering, for the rest of the pass, which ones stayed open (so a long rotation costs n, not 2^n);
2. repeats passes while any decision becomes final;
3. when stuck, takes a closed group of open decisions (a sink strongly connected component of the
   "waits for" graph), guesses its first decision False then True and resolves the rest under each guess.
   One consistent guess is the answer; none or two is a paradox, handed to the backup rule (§5.B.9),
   which must settle at least one decision of the group or change the context. So it always ends.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

Decision = Hashable
Lookup = Callable[[Decision], bool | None]
Evaluate = Callable[[Decision, Lookup], bool | None]
Backup = Callable[[list[Decision], dict[Decision, bool]], None]
"""Settles a paradoxical group: writes final answers into the dict (or changes the rules' context)."""


class Resolver:
    def __init__(self, decisions: Sequence[Decision], evaluate: Evaluate, backup: Backup) -> None:
        self.decisions = list(decisions)
        self._order = {d: i for i, d in enumerate(self.decisions)}
        self._evaluate = evaluate
        self._backup = backup
        self.paradoxes: list[list[Decision]] = []

    def solve(self) -> dict[Decision, bool]:
        final: dict[Decision, bool] = {}
        while True:
            self._propagate(final)
            open_ = [d for d in self.decisions if d not in final]
            if not open_:
                return final
            group = self._sink_group(open_, final)
            answer = self._guess(group[0], final)
            if answer is not None:
                final[group[0]] = answer
                continue
            self.paradoxes.append(group)
            before = dict(final)
            self._backup(group, final)
            if final == before:  # the backup changed the rules' context only: propagate under it
                self._propagate(final)
                if all(d not in final for d in group):
                    for d in group:  # never loop: an unsettled paradox fails (§5.B.9, last resort)
                        final[d] = False

    def _guess(self, first: Decision, final: dict[Decision, bool]) -> bool | None:
        """The only value of `first` that leads to a consistent world, or None (none or both)."""
        consistent = [g for g in (False, True) if self._world(first, g, final) is not None]
        return consistent[0] if len(consistent) == 1 else None

    def _world(
        self, first: Decision, guess: bool, final: dict[Decision, bool]
    ) -> dict[Decision, bool] | None:
        """Every decision resolved under the guess, if that is consistent; nested groups are guessed too,
        and a nested paradox makes the guess inconsistent (the backup rule runs only at the top)."""
        world = {**final, first: guess}
        while True:
            self._propagate(world)
            if self._evaluate(first, _frozen(world, exclude=first)) not in (guess, None):
                return None
            open_ = [d for d in self.decisions if d not in world]
            if not open_:
                return world
            group = self._sink_group(open_, world)
            answer = self._guess(group[0], world)
            if answer is None:
                return None
            world[group[0]] = answer

    def _propagate(self, final: dict[Decision, bool]) -> None:
        while _Pass(self._evaluate, final).run(self.decisions):
            pass

    def _sink_group(self, open_: list[Decision], final: dict[Decision, bool]) -> list[Decision]:
        """The open decisions that wait only on each other (a sink strongly connected component)."""
        waits: dict[Decision, list[Decision]] = {}
        for d in open_:
            needed: list[Decision] = []

            def shallow(e: Decision, needed: list[Decision] = needed) -> bool | None:
                if e in final:
                    return final[e]
                needed.append(e)
                return None

            self._evaluate(d, shallow)
            waits[d] = sorted(set(needed), key=self._order.__getitem__)
        components = _tarjan(open_, waits)
        comp_of = {d: i for i, comp in enumerate(components) for d in comp}
        for i, comp in enumerate(components):
            if all(comp_of[e] == i for d in comp for e in waits[d]):
                return sorted(comp, key=self._order.__getitem__)
        return sorted(components[0], key=self._order.__getitem__)


def _frozen(world: dict[Decision, bool], exclude: Decision) -> Lookup:
    def look(d: Decision) -> bool | None:
        if d == exclude:
            return None
        return world.get(d)

    return look


def _tarjan(nodes: list[Decision], edges: dict[Decision, list[Decision]]) -> list[list[Decision]]:
    index: dict[Decision, int] = {}
    low: dict[Decision, int] = {}
    on_stack: set[Decision] = set()
    stack: list[Decision] = []
    out: list[list[Decision]] = []
    counter = [0]

    def visit(v: Decision) -> None:
        work = [(v, iter(edges.get(v, ())))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        while work:
            node, it = work[-1]
            advanced = False
            for w in it:
                if w not in edges:
                    continue
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(edges.get(w, ()))))
                    advanced = True
                    break
                if w in on_stack:
                    low[node] = min(low[node], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                out.append(comp)

    for n in nodes:
        if n not in index:
            visit(n)
    return out


class _Pass:
    """One sweep over the decisions: recursive evaluation, a cycle on the stack reads as open, and a
    decision found open stays open for the rest of the sweep."""

    def __init__(self, evaluate: Evaluate, final: dict[Decision, bool]) -> None:
        self.evaluate = evaluate
        self.final = final
        self.stack: set[Decision] = set()
        self.open: set[Decision] = set()

    def look(self, d: Decision) -> bool | None:
        if d in self.final:
            return self.final[d]
        if d in self.stack or d in self.open:
            return None
        self.stack.add(d)
        value = self.evaluate(d, self.look)
        self.stack.discard(d)
        if value is None:
            self.open.add(d)
        else:
            self.final[d] = value
        return value

    def run(self, decisions: list[Decision]) -> bool:
        """True if some decision became final."""
        progress = False
        for d in decisions:
            if d not in self.final and self.look(d) is not None:
                progress = True
        return progress
