## phone

phone-legend-count = ×4 = four units
phone-legend-sword = ⚔ in a corner = sword unit
phone-legend-battle = ⚔ on red = battle
phone-legend-port = ⚓ = port
phone-legend-fort = tower = fort (dashed: site)
phone-legend-wall_built = solid line = wall
phone-legend-destroyed = grey, ✕ = destroyed
phone-legend-chains = rings = chains
phone-legend-camp = blue shore = camp
phone-legend-highlight = yellow edge = just played
phone-legend-moved = thin line = stack set aside
phone-closeup = Close-up: { $zones }
phone-turn = turn { $turn }
