"""Every text exists in both languages with the same placeholders."""

import string

from agora.i18n import LANGUAGES, catalog, normalize_locale, t


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_catalogs_have_the_same_keys_and_placeholders():
    en = catalog("en")
    for lang in LANGUAGES:
        other = catalog(lang)
        assert set(other) == set(en), f"{lang}: {sorted(set(en) ^ set(other))[:10]}"
        for key, text in en.items():
            assert _fields(other[key]) == _fields(text), key


def test_translate_fills_placeholders_and_falls_back():
    assert t("demo.event.drew", "fr", card=4) == "Vous piochez un 4."
    assert t("demo.event.drew", "en-US", card=4) == "You draw a 4."
    assert t("no.such.key", "fr") == "no.such.key"
    assert normalize_locale("fr-FR") == "fr" and normalize_locale(None) == "en"
