"""Convert flat JSON catalogs (`locales/<lang>/<domain>.json`) to Fluent (`<domain>.ftl`) and check them.

    .venv/bin/python scripts/json_to_ftl.py i18n/locales/*/*.json [--delete]

Each text is converted as written (`{name}` -> `{ $name }`, literal braces, edge spaces and multi-line texts
kept), then the .ftl is loaded back and every message is formatted and compared with `str.format` of the JSON
text; any difference aborts. Plurals and grammar are then written by hand in the .ftl (see docs/glossary.md).
An existing .ftl of the same domain is extended, never overwritten: keys already in it are refused.
"""

from __future__ import annotations

import json
import string
import sys
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from i18n.ftl import ftl_from_json, id_to_key, key_to_id


def _check(ftl: str, data: dict[str, str], lang: str, where: Path) -> None:
    resource = FluentParser().parse(ftl)
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    if junk:
        raise SystemExit(f"{where}: produced invalid Fluent: {junk[0].content!r}")
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(ftl))
    for key, text in data.items():
        fields = {name for _, name, _, _ in string.Formatter().parse(text) if name}
        params = {name: f"<{name}>" for name in fields}
        expected = text.format(**params)
        got, errors = bundle.format_pattern(bundle.get_message(key_to_id(key)).value, params)
        if errors or got != expected:
            raise SystemExit(f"{where}: {key}: {expected!r} became {got!r} {errors}")


def convert(path: Path, delete: bool) -> Path:
    domain, lang = path.stem, path.parent.name
    data = json.loads(path.read_text(encoding="utf-8"))
    ftl = ftl_from_json(data, domain)
    _check(ftl, data, lang, path)
    target = path.with_suffix(".ftl")
    if target.exists():
        existing = target.read_text(encoding="utf-8")
        entries = FluentParser().parse(existing).body
        known = {
            id_to_key(e.id.name, e.comment.content if e.comment else None)
            for e in entries
            if isinstance(e, ast.Message)
        }
        clash = sorted(known & set(data))
        if clash:
            raise SystemExit(f"{path}: keys already in {target}: {clash[:5]}")
        ftl = existing.rstrip("\n") + "\n\n" + ftl.split("\n", 2)[2]
    target.write_text(ftl, encoding="utf-8")
    if delete:
        path.unlink()
    return target


def main(argv: list[str]) -> None:
    delete = "--delete" in argv
    paths = [Path(arg) for arg in argv if arg != "--delete"]
    if not paths:
        raise SystemExit(__doc__)
    for path in paths:
        print(f"{path} -> {convert(path, delete)}")


if __name__ == "__main__":
    main(sys.argv[1:])
