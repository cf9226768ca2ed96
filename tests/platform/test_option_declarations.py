"""Every lobby option is declared with allowed values (never None) and named and described in English
and French; the platform's own options are declared the same way."""

from __future__ import annotations

import pytest

from agora.games.options import PLATFORM_OPTIONS, option_specs
from engine.registry import get_engine
from i18n import catalog

TITLES = ("syracuse", "epireia", "demo")


@pytest.mark.parametrize("title", TITLES)
def test_each_option_has_allowed_values_a_default_and_texts_in_both_languages(title):
    specs = option_specs(get_engine(title))
    assert "turn_hours" in specs and set(PLATFORM_OPTIONS) <= set(specs)
    for spec in specs.values():
        assert spec.values or spec.is_range or spec.free, spec.name
        assert None not in spec.values, spec.name
        assert spec.default is None or spec.allows(spec.default), spec.name
        for lang in ("en", "fr"):
            assert f"{spec.text_key}.name" in catalog(lang), (lang, spec.text_key)
            assert f"{spec.text_key}.description" in catalog(lang), (lang, spec.text_key)
            for value in spec.values:
                named = spec.text_key.startswith(("choices.option.", "deadlines.option."))
                if isinstance(value, str) and named:
                    assert f"{spec.text_key}.value.{value}" in catalog(lang), (lang, spec.name, value)


def test_the_house_rule_is_an_opt_in_option_off_by_default():
    specs = option_specs(get_engine("epireia"))
    assert specs["lone_player_income"].default is False
    assert specs["lone_player_income"].values == (False, True)
