"""scripts/json_to_ftl.py: a JSON domain another branch adds converts to Fluent text for text; the loader
refuses a JSON catalog left behind, saying how to convert it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource

import i18n as i18n
from i18n.ftl import ftl_from_json, id_to_key, key_to_id

ROOT = Path(__file__).resolve().parents[2]
TRICKY = {
    "mine.plain": "Hello",
    "mine.multi": "Line one\n\n  indented {name}\nlast ",
    "mine.edges": "  lead and trail  ",
    "mine.braces": "{{literal}} and {name} then }} {{",
    "mine.syntax": "[not a variant]\n*star\n.dot",
    "mine.newline_first": "\nafter a newline\n",
    "mine.empty": "",
    "mine.quote": 'say "{name}" \\ back',
    "mine.loss.1/4": "a key with a character Fluent ids cannot hold",
}


def test_keys_map_to_fluent_ids_and_back():
    for key in ("lobby.joined", "syracuse_render.group.north-coast", "help.example.game.hand-over"):
        assert id_to_key(key_to_id(key)) == key


def test_every_tricky_text_converts_to_the_same_text():
    bundle = FluentBundle(["en"], use_isolating=False)
    bundle.add_resource(FluentResource(ftl_from_json(TRICKY, "mine")))
    for key, text in TRICKY.items():
        got, errors = bundle.format_pattern(bundle.get_message(key_to_id(key)).value, {"name": "N"})
        assert not errors and got == text.format(name="N"), key


def test_a_key_fluent_cannot_spell_keeps_its_key_in_a_comment(tmp_path, monkeypatch):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "mine.ftl").write_text(ftl_from_json(TRICKY, "mine"), encoding="utf-8")
    monkeypatch.setattr(i18n, "_LOCALES", tmp_path)
    i18n._language.cache_clear()
    try:
        assert i18n.t("mine.loss.1/4", "en") == TRICKY["mine.loss.1/4"]
        assert i18n.t("mine.multi", "en", name="N") == TRICKY["mine.multi"].format(name="N")
    finally:
        i18n._language.cache_clear()


def test_the_script_converts_a_domain_file_and_deletes_it(tmp_path):
    source = tmp_path / "fr" / "mine.json"
    source.parent.mkdir()
    source.write_text(json.dumps(TRICKY), encoding="utf-8")
    subprocess.run([sys.executable, "scripts/json_to_ftl.py", str(source), "--delete"], cwd=ROOT, check=True)
    assert not source.exists() and (tmp_path / "fr" / "mine.ftl").is_file()


def test_a_leftover_json_catalog_is_refused_with_the_command_to_convert_it(tmp_path, monkeypatch):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "mine.json").write_text("{}", encoding="utf-8")
    monkeypatch.setattr(i18n, "_LOCALES", tmp_path)
    with pytest.raises(i18n.CatalogError, match=r"json_to_ftl\.py"):
        i18n.ftl_paths("en")
