"""One declaration per title: everything the platform needs to offer it, by import path.

A title's package holds a `manifest.py` with `MANIFEST = TitleManifest(...)`; the platform discovers them
(`engine/registry.py`). The paths are strings so that the engine never imports the Discord, drawing or
database layers it names: they are loaded by the platform, which is allowed to.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class TitleManifest(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]{1,31}$")  # the title's id in commands and the database
    engine: str  # "module:Class" of its GameEngine
    presenter: str | None = None  # "module:Class" of its presenter; None: the generic presenter
    cogs: tuple[str, ...] = ()  # extensions holding its own slash commands
    catalogs: tuple[str, ...] = ()  # its i18n domains (i18n/locales/<lang>/<domain>.json)
    pictures: tuple[str, ...] = ()  # modules that draw its pictures
    # "module:Class" of its own help topics (agora/help/base.py); None: the common topics only
    help: str | None = None
    test_only: bool = False  # offered only when the platform enables test titles (ENABLE_DEMO_TITLE)
