"""Catalog keys <-> Fluent message ids, and the JSON-to-Fluent conversion used by `scripts/json_to_ftl.py`.

Code keeps dotted keys (`lobby.joined`); Fluent ids cannot hold dots, so a dot becomes `-` and a hyphen
inside a segment becomes `--` (`syracuse_render.group.north-coast` <-> `syracuse_render-group-north--coast`).
"""

from __future__ import annotations

import re
import string

_ID = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")
_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:\.[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*)*")


def key_to_id(key: str) -> str:
    """The Fluent id of a key; a character ids cannot hold (`1/4`) becomes `_<hex>_` (`1_2f_4`), and the
    message then carries its key in a `# key: …` comment (see `KEY_COMMENT`)."""
    plain = "".join(c if c.isascii() and (c.isalnum() or c in "_.-") else f"_{ord(c):x}_" for c in key)
    if not _KEY.fullmatch(plain):
        raise ValueError(f"catalog key {key!r} cannot be mapped to a Fluent id")
    return plain.replace("-", "--").replace(".", "-")


def id_to_key(message_id: str, comment: str | None = None) -> str:
    """The key of a Fluent message: from its `# key: …` comment when it has one, else from its id."""
    if comment and comment.startswith(KEY_COMMENT):
        return comment[len(KEY_COMMENT) :].strip()
    if not _ID.fullmatch(message_id):
        raise ValueError(f"{message_id!r} is not a Fluent id")
    return "-".join(part.replace("-", ".") for part in message_id.split("--"))


KEY_COMMENT = "key:"


def _literal(text: str) -> str:
    return '{ "' + text.replace("\\", "\\\\").replace('"', '\\"') + '" }'


def _escape_text(text: str) -> str:
    """Plain text of one line, with Fluent's special characters turned into string literals."""
    marked = text.replace("{", "\0").replace("}", "\1")
    return marked.replace("\0", _literal("{")).replace("\1", _literal("}"))


def _line(parts: list[tuple[str, str | None]]) -> str:
    """One output line from (literal text, placeholder-or-None) parts; keeps edge spaces and syntax chars."""
    out = ""
    for text, field in parts:
        out += _escape_text(text)
        if field is not None:
            out += "{ $" + field + " }"
    lead = len(out) - len(out.lstrip(" "))
    if lead:
        out = _literal(" " * lead) + out[lead:]
    trail = len(out) - len(out.rstrip(" "))
    if trail:
        out = out[: len(out) - trail] + _literal(" " * trail)
    if out[:1] in ("[", "*", "."):
        out = _literal(out[0]) + out[1:]
    return out


def pattern_from_format(text: str, where: str = "") -> list[str]:
    """Lines of a Fluent pattern equal to a str.format text (`{name}` placeholders, `{{`/`}}` literals)."""
    lines: list[list[tuple[str, str | None]]] = [[]]
    for literal, field, spec, conversion in string.Formatter().parse(text):
        chunks = literal.split("\n")
        for i, chunk in enumerate(chunks):
            if i:
                lines.append([])
            if chunk:
                lines[-1].append((chunk, None))
        if field is None:
            continue
        if spec or conversion or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", field):
            raise ValueError(f"{where}: placeholder {{{field}}} is not a plain name; write it in Fluent")
        lines[-1].append(("", field))
    return [_line(parts) for parts in lines]


def message_from_format(key: str, text: str) -> str:
    lines = pattern_from_format(text, key)
    for edge in (0, -1):  # Fluent drops blank first/last lines: keep them as empty literals
        if not lines[edge]:
            lines[edge] = _literal("")
    message_id = key_to_id(key)
    head = "" if id_to_key(message_id) == key else f"# {KEY_COMMENT} {key}\n"
    if len(lines) == 1:
        return f"{head}{message_id} = {lines[0]}\n"
    body = "".join(f"    {line}\n" if line else "\n" for line in lines)
    return f"{head}{message_id} =\n{body}"


def ftl_from_json(data: dict[str, str], domain: str) -> str:
    """A whole .ftl resource from one flat JSON catalog of `domain`."""
    out = [f"## {domain}\n\n"]
    for key, text in data.items():
        if not key.startswith(domain + "."):
            raise ValueError(f"key {key!r} must start with {domain!r}.")
        out.append(message_from_format(key, text))
    return "".join(out)
