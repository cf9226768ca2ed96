"""What the code asks of the catalogs: literal keys and the key families built at run time.

A static scan of the product's Python (`agora/`, `cogs/`, `render/`, `engine/`, `i18n/`): every string
literal that looks like a catalog key (`<domain>.<name>…`), and every f-string that starts with a domain
(`f"syracuse.event.{kind}"`), turned into a pattern. Families whose prefix is itself computed are
declared in DYNAMIC_FAMILIES with where they come from.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("agora", "cogs", "render", "engine", "i18n")
_SEGMENT = r"[A-Za-z0-9_-]+"
_RELATIVE = re.compile(r"([a-z_]+\.)+")

# Keys built where the scan cannot see their shape (the f-string starts with a computed part);
# each says who builds them. Their ids come from the engines and are checked by tests/*/rules/test_properties.
TITLES = r"(demo|syracuse|epireia)"
DYNAMIC_FAMILIES: dict[str, str] = {
    rf"{TITLES}\.title": "agora/discord/screens.py title_name(): f'{title}.title'",
    rf"{TITLES}\.phase\..+": "agora/presenters/base.py: f'{self.title}.phase.{status.phase}'",
    rf"{TITLES}\.event\..+": "agora/presenters/base.py: f'{self.title}.event.{event.kind}'",
    rf"{TITLES}\.decision\..+": "agora/presenters/base.py: f'{self.title}.decision.{kind}'",
    rf"{TITLES}\.result\..+": "agora/presenters/base.py: f'{self.title}.result.{kind}'",
    rf"{TITLES}\.seat\..+": "SeatSpec.label_key of each title's seats",
    r"threads\.option\.league_plan\..+": "engine/epireia/engine.py option_specs: the option's text_key",
}
# String literals that look like keys but are not (a key prefix, a column name).
NOT_KEYS = frozenset(
    {
        "choices.option.platform.turn_hours",  # a text_key: the keys are its .name/.description
        "threads.option.league_plan",  # a text_key (engine/epireia/engine.py option_specs), likewise
        "games.id",  # a database column
        "games.error.not_your_turn",  # agora/bots/runner.py RETRYABLE: a reason nothing raises
        "bot.py",  # the program's name in `python bot.py --help` (agora/command_line.py)
    }
)


@dataclass(frozen=True)
class CodeKeys:
    literals: dict[str, str]  # key -> "file:line" of a literal
    patterns: dict[str, str]  # regex of an f-string family -> "file:line"
    helper_keys: dict[str, str]  # `tr("x.y")` with a prefix helper: relative key -> "file:line"
    prefixes: frozenset[str]  # prefixes of the helpers (`K = "epireia_render."`)
    constants: frozenset[str]  # every string literal: relative keys handed to a helper (`"map.won_by"`)
    relative: dict[str, str]  # regex of a relative family (`f"label.{kind}"`) for any helper prefix

    def families(self) -> list[str]:
        """Every key family regex: the absolute ones and each relative one under each helper prefix."""
        return [*self.patterns, *(re.escape(p) + r for r in self.relative for p in self.prefixes)]


def _files() -> Iterator[Path]:
    for top in SCANNED:
        yield from sorted((ROOT / top).rglob("*.py"))


def _fstring_regex(node: ast.JoinedStr) -> tuple[str, bool]:
    """A regex for the keys an f-string can produce, and whether it starts with literal text."""
    out, starts_literal = "", False
    for i, part in enumerate(node.values):
        if isinstance(part, ast.Constant) and isinstance(part.value, str):
            out += re.escape(part.value)
            starts_literal = starts_literal or i == 0
        else:
            out += r"[^\s.]+(?:\.[^\s.]+)*"  # a computed part: any value, `1/4` included
    return out, starts_literal


def _prefix_helpers(tree: ast.Module) -> dict[str, str]:
    """`K = "epireia_render."` and `def tr(key, …): return t(K + key, …)` -> {"tr": "epireia_render."}."""
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        and node.value.value.endswith(".")
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    helpers = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            for inner in ast.walk(node):
                if (
                    isinstance(inner, ast.BinOp)
                    and isinstance(inner.left, ast.Name)
                    and inner.left.id in constants
                    and isinstance(inner.right, ast.Name)
                ):
                    helpers[node.name] = constants[inner.left.id]
    return helpers


def _called_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    return node.func.attr if isinstance(node.func, ast.Attribute) else None


@cache
def code_keys(domains: frozenset[str]) -> CodeKeys:
    looks_like_key = re.compile(rf"({'|'.join(sorted(domains))})\.{_SEGMENT}(\.{_SEGMENT})*")
    looks_like_prefix = re.compile(rf"({'|'.join(sorted(domains))})\.({_SEGMENT}\.)*")
    trees = {str(path.relative_to(ROOT)): ast.parse(path.read_text(encoding="utf-8")) for path in _files()}
    helpers: dict[str, set[str]] = {}
    for tree in trees.values():
        for name, prefix in _prefix_helpers(tree).items():
            helpers.setdefault(name, set()).add(prefix)
    prefixes = frozenset(p for found in helpers.values() for p in found)
    literals: dict[str, str] = {}
    patterns: dict[str, str] = {}
    helper_keys: dict[str, str] = {}
    relative: dict[str, str] = {}
    constants: set[str] = set()
    for where, tree in trees.items():
        inside_fstring = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for node in ast.walk(tree):
            at = f"{where}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Call) and _called_name(node) in helpers and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    helper_keys.setdefault(first.value, at)
                elif isinstance(first, ast.JoinedStr):
                    relative.setdefault(_fstring_regex(first)[0], at)
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
                left = node.left
                if isinstance(left, ast.Constant) and isinstance(left.value, str):
                    if looks_like_prefix.fullmatch(left.value) and not isinstance(node.right, ast.Constant):
                        patterns.setdefault(re.escape(left.value) + ".+", at)
                    elif _RELATIVE.fullmatch(left.value) and not isinstance(node.right, ast.Constant):
                        relative.setdefault(re.escape(left.value) + ".+", at)  # `tr("objective." + kind)`
            elif (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in inside_fstring
            ):
                constants.add(node.value)
                if looks_like_key.fullmatch(node.value):
                    literals.setdefault(node.value, at)
            elif isinstance(node, ast.JoinedStr):
                regex, starts_literal = _fstring_regex(node)
                first = node.values[0]
                if starts_literal and isinstance(first, ast.Constant) and "." in str(first.value):
                    domain = str(first.value).split(".")[0]
                    if domain in domains:
                        patterns.setdefault(regex, at)
                    elif _RELATIVE.match(str(first.value)) and " " not in regex:
                        relative.setdefault(regex, at)  # a relative key (`f"label.{kind}"`) for a helper
    return CodeKeys(literals, patterns, helper_keys, prefixes, frozenset(constants), relative)
