"""Pebbles, a title that exists only in the tests: declared by one manifest, with no presenter, catalog
or picture of its own, to prove the platform offers and plays a title from its manifest alone."""
