"""Every help topic works in both languages (#45 point 3): picked from the autocomplete, and typed as a
player types it without picking — its name, or the short word the help's own examples use
(`/aide sujet:commandes`, `/epireia regles sujet:tour`) — it answers with its text, never a refusal."""

from __future__ import annotations

import pytest

from agora.help import topics
from agora.help.topics import PLATFORM
from i18n import t

SCOPES = {"help": PLATFORM, "syracuse rules": "syracuse", "epireia rules": "epireia"}


def _answer(result) -> str:  # type: ignore[no-untyped-def]
    assert not result.error, result.error
    assert result.ephemeral and not result.public, "help is answered privately"
    return "\n".join(message.text for message in result.ephemeral)


def _refused(text: str, lang: str) -> bool:
    return t("help.error.unknown_topic", lang, topic="").split("«")[0].split("“")[0][:20] in text


@pytest.mark.parametrize("who", ["alice", "carol"])  # English, French
async def test_every_topic_the_autocomplete_offers_answers_picked_or_typed(bot, emulator, world, who):
    user = getattr(world, who)
    lang = "fr" if who == "carol" else "en"
    for command, scope in SCOPES.items():
        for topic in topics(scope, lang):
            label = topic.label(lang)
            offered = await emulator.autocomplete(user, world.channel, command, "topic", topic=label[:100])
            assert topic.id in {c["value"] for c in offered}, (command, label, offered)
            for value in (topic.id, label):  # picked from the list; typed as it reads
                text = _answer(await emulator.slash(user, world.channel, command, topic=value))
                assert not _refused(text, lang), (command, value, text)
                assert len(text) > len(label) + 20, (command, value, text)  # a heading and its text


@pytest.mark.parametrize(
    ("command", "typed", "means"),
    [
        ("help", "commandes", "commands"),
        ("help", "Commandes", "commands"),
        ("epireia rules", "tour", "turn"),  # the example the French help gives
        ("epireia rules", "bâtiments", "buildings"),
        ("epireia rules", "Themistocle", "figure:themistocles"),
        ("syracuse rules", "stratagemes", "stratagems"),
    ],
)
async def test_a_french_topic_typed_by_its_short_name_answers(bot, emulator, world, command, typed, means):
    typed_text = _answer(await emulator.slash(world.carol, world.channel, command, topic=typed))
    picked_text = _answer(await emulator.slash(world.carol, world.channel, command, topic=means))
    assert typed_text == picked_text and not _refused(typed_text, "fr"), typed_text


async def test_a_topic_that_means_nothing_is_still_refused(bot, emulator, world):
    text = _answer(await emulator.slash(world.carol, world.channel, "help", topic="rien"))
    assert text == t("help.error.unknown_topic", "fr", topic="rien"), text
