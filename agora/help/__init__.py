"""Help: what Agora and each title's rules are, the phase a game is in, each command, card and counter.

Texts come from the `help` catalog and from the titles' content (stratagem effects, card texts, rulebook
references); the cog (`cogs/help.py`) only adds what Discord knows: the commands of the tree.
"""

from agora.help.topics import CommandDoc, GameFacts, Topic, explain, topics

__all__ = ["CommandDoc", "GameFacts", "Topic", "explain", "topics"]
