"""A feed's text in parts that Discord takes whole: lines are never cut, a part holds as many whole
lines as fit in a message, and a line longer than a message is split at its last space that fits."""

from __future__ import annotations

MESSAGE_LIMIT = 2000  # characters of a message's content


def split_line(line: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """A line in pieces of at most `limit` characters, broken at spaces where it can be."""
    pieces = []
    while len(line) > limit:
        cut = line.rfind(" ", 0, limit + 1)
        if cut <= 0:
            cut = limit  # one word longer than a message (a hostile name): cut it, still nothing lost
        pieces.append(line[:cut].rstrip())
        line = line[cut:].lstrip()
    pieces.append(line)
    return pieces


def line_parts(lines: list[str], limit: int = MESSAGE_LIMIT) -> list[list[str]]:
    """The lines grouped in order into parts whose joined text fits in `limit` characters."""
    parts: list[list[str]] = []
    size = 0
    for line in lines:
        for piece in split_line(line, limit):
            if parts and size + 1 + len(piece) <= limit:
                parts[-1].append(piece)
                size += 1 + len(piece)
            else:
                parts.append([piece])
                size = len(piece)
    return parts
