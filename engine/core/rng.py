"""Seeded dice whose whole state lives in the game state, so replaying the log replays the dice.

A counter-based generator (SplitMix64 over seed + draw number) needs only two integers of state
and gives the same sequence on every machine and Python version. Tests and the sandbox can force
the next results: forced values are used first, in order.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

from pydantic import BaseModel, Field

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
T = TypeVar("T")


def _splitmix64(x: int) -> int:
    z = (x + _GAMMA) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class RngState(BaseModel):
    """Part of every game state. `draws` counts random numbers taken; `forced` queues die results."""

    seed: int
    draws: int = 0
    forced: list[int] = Field(default_factory=list)

    def _next(self) -> int:
        value = _splitmix64((self.seed + self.draws * _GAMMA) & _MASK)
        self.draws += 1
        return value

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), never from the forced queue (used for shuffles and draws)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)  # rejection keeps the distribution exact
        while True:
            value = self._next()
            if value < limit:
                return value % n

    def die(self, sides: int) -> int:
        """One die roll in 1..sides. A forced value larger than the die wraps round (7 on a d6 is 1)."""
        if self.forced:
            return (self.forced.pop(0) - 1) % sides + 1
        return self.below(sides) + 1

    def d6(self) -> int:
        return self.die(6)

    def d12(self) -> int:
        return self.die(12)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def reseeded(self, salt: int) -> RngState:
        """A fresh stream for what comes next (an undo across revealed randomness): the seed mixed
        with `salt`, from its first draw. The platform draws the salt from a CSPRNG and logs it, so a
        replay gets the same stream while nobody could know it before. Forced dice stay queued."""
        seed = _splitmix64(self.seed ^ _splitmix64(salt & _MASK))
        return RngState(seed=seed, draws=0, forced=list(self.forced))
