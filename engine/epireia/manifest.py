"""Epireia, The Hellenic Hegemony (DTDA Games): 2 to 4 players in two leagues, or solo."""

from engine.core.title_manifest import TitleManifest

MANIFEST = TitleManifest(
    id="epireia",
    engine="engine.epireia.engine:EpireiaEngine",
    presenter="agora.presenters.epireia:EpireiaPresenter",
    cogs=("cogs.epireia",),
    catalogs=("epireia", "epireia_discord", "epireia_render"),
    pictures=("render.epireia.map", "render.epireia.board", "render.epireia.battlefield"),
    help="agora.help.epireia:EpireiaHelp",
)
