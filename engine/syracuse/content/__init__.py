"""Syracuse game content: validated JSON data (see `models` for the schema, `loader` to read it)."""

from engine.syracuse.content.loader import ContentError, load_content, load_map

__all__ = ["ContentError", "load_content", "load_map"]
