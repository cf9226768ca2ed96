"""Oracle Duel: a tiny test-only title that exercises every part of the engine contract."""
