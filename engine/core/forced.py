"""Which single options the platform may play for a seat without asking (issue 11).

A decision with one legal option need not be asked, but playing it for the seat shows everyone that the
option was alone: that is safe only when the option list follows from public information, i.e. it would
be the same for every hand and hidden state consistent with what the seat's opponents see. Each title
says so per decision kind (`GameEngine.forced_choices`):

- `public`: kinds whose options never read a secret (a forced retreat, announcing the only action point);
- `secret_empty`: kinds whose options read the deciding seat's secret (its hand), each with a test that the
  secret is empty, which is public (hand sizes are shown): with nothing in hand the options are the public
  ones. With a non-empty hand the decision is always asked, even when its only option is to pass: passing
  for the seat would tell the opponent that nothing in the hand is playable now.

Every other kind is asked. Pure data and functions: no platform import.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class ForcedChoices:
    public: frozenset[str] = frozenset()
    secret_empty: Mapping[str, Callable[[Any, str], bool]] = field(default_factory=dict)

    def is_public(self, kind: str, state: Any, seat: str) -> bool:
        """Whether a single option of decision `kind` follows from public information in `state`."""
        if kind in self.public:
            return True
        empty = self.secret_empty.get(kind)
        return empty is not None and empty(state, seat)


NOTHING_FORCED = ForcedChoices()
"""The default: every decision is asked, even with one option."""
