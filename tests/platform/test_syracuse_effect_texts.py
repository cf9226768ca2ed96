"""Every stratagem's effect is announced in both languages, and the English text is the content's."""

from engine.syracuse.content import load_content
from i18n import catalog


def test_each_stratagem_has_an_effect_text_in_english_and_french():
    stratagems = load_content().counters.stratagems
    assert len(stratagems) == 25
    for s in stratagems:
        key = f"syracuse_discord.stratagem.effect.{s.number}"
        assert catalog("en")[key] == s.summary
        assert catalog("fr")[key] and catalog("fr")[key] != s.summary
