## phone

phone-legend-count = ×4 = quatre unités
phone-legend-sword = ⚔ au coin = unité à épée
phone-legend-battle = ⚔ sur rouge = bataille
phone-legend-port = ⚓ = port
phone-legend-fort = tour = fort (tirets : site)
phone-legend-wall_built = trait plein = mur
phone-legend-destroyed = gris, ✕ = détruit
phone-legend-chains = anneaux = chaînes
phone-legend-camp = rive bleue = camp
phone-legend-highlight = bord jaune = vient d’être joué
phone-legend-moved = trait fin = pile mise à côté
phone-closeup = Gros plan : { $zones }
phone-turn = tour { $turn }
