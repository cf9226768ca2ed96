"""Syracuse, 415 à 413 av. J.-C. (Frédéric Bey): Athens against Syracuse."""

from engine.core.title_manifest import TitleManifest

MANIFEST = TitleManifest(
    id="syracuse",
    engine="engine.syracuse.engine:SyracuseEngine",
    presenter="agora.presenters.syracuse:SyracusePresenter",
    cogs=("cogs.syracuse",),
    catalogs=("syracuse", "syracuse_discord", "syracuse_render"),
    pictures=("render.syracuse.map", "render.syracuse.panel"),
    help="agora.help.syracuse:SyracuseHelp",
)
