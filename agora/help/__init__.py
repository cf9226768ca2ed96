"""Help: what Agora and each title's rules are, the phase a game is in, each command, card and counter.

Texts come from the `help` catalog and from the titles' content (stratagem effects, card texts, rulebook
references): `topics.py` holds the platform's topics and those every title has, `base.py` what a title adds
(its manifest names its `TitleHelp`: `syracuse.py`, `epireia.py`); the cog (`cogs/help.py`) only adds what
Discord knows: the commands of the tree.
"""

from agora.help.base import TitleHelp, Topic, help_for
from agora.help.topics import CommandDoc, GameFacts, explain, topics

__all__ = ["CommandDoc", "GameFacts", "TitleHelp", "Topic", "explain", "help_for", "topics"]
