"""Command names, descriptions, option names and choices in English and French, from the catalogs.

Every `locale_str` in a command definition carries `key=` pointing at a catalog entry; this translator
looks it up for English and French locales and leaves other locales to Discord's default (English).
"""

from __future__ import annotations

import discord
from discord import app_commands

from i18n import catalog

# Discord locales we translate to, and the catalog language for each.
TRANSLATED_LOCALES: dict[discord.Locale, str] = {
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
    discord.Locale.french: "fr",
}


def text_for(string: app_commands.locale_str, lang: str) -> str | None:
    key = string.extras.get("key")
    if not key:
        return None
    return catalog(lang).get(key)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = TRANSLATED_LOCALES.get(locale)
        return None if lang is None else text_for(string, lang)


def ls(key: str) -> app_commands.locale_str:
    """A translatable command string whose default (English) text comes from the catalog."""
    return app_commands.locale_str(catalog("en")[key], key=key)
