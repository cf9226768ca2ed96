from engine.core.title_manifest import TitleManifest

MANIFEST = TitleManifest(id="pebbles", engine="tests.platform.tiny.engine:Pebbles")
