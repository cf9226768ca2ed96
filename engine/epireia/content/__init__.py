"""Epireia's card, board, map and battlefield content as validated data.

`load_content()` returns the cached `EpireiaContent`; see `models.py` for the model shapes and the effect and
objective vocabularies the rules engine interprets.
"""

from engine.epireia.content.loader import ContentError, load_content, load_content_from
from engine.epireia.content.models import EpireiaContent

__all__ = ["ContentError", "EpireiaContent", "load_content", "load_content_from"]
