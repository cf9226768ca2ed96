"""Data of the Diadoques map (map.json), read by engine.diadoques.board."""
