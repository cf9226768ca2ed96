"""t(): languages, placeholders, fallbacks. The catalogs themselves are checked by tests/catalogs."""

from i18n import normalize_locale, t


def test_translate_fills_placeholders_and_falls_back():
    assert t("demo.event.drew", "fr", card=4) == "Vous piochez un 4."
    assert t("demo.event.drew", "en-US", card=4) == "You draw a 4."
    assert t("no.such.key", "fr") == "no.such.key"
    assert normalize_locale("fr-FR") == "fr" and normalize_locale(None) == "en"


def test_counts_select_their_plural_form_even_when_passed_as_text():
    assert t("epireia_render.map.reserve", "en", n=1) == "Reserve: 1 token"
    assert t("epireia_render.map.reserve", "en", n="3") == "Reserve: 3 tokens"
    assert t("epireia_render.map.reserve", "fr", n=0) == "Réserve\u202f: 0 jeton"
    assert t("syracuse.decision.build", "fr", pt=1).startswith("Vous avez 1 point de travaux\u202f:")


def test_french_names_take_their_elision_and_article_from_the_catalog():
    assert t("syracuse.event.supply_moves", "fr", side="Athènes", side_id="athenian", level=2) == (
        "Le marqueur de ravitaillement d'Athènes est sur la case 2."
    )
    assert "de Syracuse" in t(
        "syracuse.event.supply_moves", "fr", side="Syracuse", side_id="syracusan", level=2
    )
    assert t("epireia_discord.you_are", "fr", seat="Ligue de Délos (1er joueur)", seat_id="delos1") == (
        "Vous jouez la Ligue de Délos (1er joueur)."
    )
    assert t("syracuse.event.group_stops", "en", side="Athens", side_id="athenian", zone="T2") == (
        "The Athenian group stops in T2."
    )


def test_numbers_are_not_grouped():
    assert t("lobby.list_line", "fr", id=12345, title="x", channel="c", status="s", players=2).startswith(
        "n°12345 "
    )
