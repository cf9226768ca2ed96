"""Oracle Duel, the test-only title that exercises the platform."""

from engine.core.title_manifest import TitleManifest

MANIFEST = TitleManifest(
    id="demo",
    engine="engine.demo.engine:OracleDuel",
    presenter="agora.presenters.demo:DemoPresenter",
    cogs=("cogs.demo",),
    catalogs=("demo", "demo_discord"),
    test_only=True,
)
