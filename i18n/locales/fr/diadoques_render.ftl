## diadoques_render

diadoques_render-title-map = Les Diadoques : la carte
diadoques_render-title-west = Grèce, Égée et Thrace
diadoques_render-title-centre = Asie Mineure, Pont-Euxin, Levant et Égypte
diadoques_render-title-east = Mésopotamie, Iran et Inde
diadoques_render-legend-major = citadelle majeure
diadoques_render-legend-minor = citadelle mineure
diadoques_render-legend-capital = capitale
diadoques_render-legend-port = citadelle portuaire et ses mers
diadoques_render-legend-province_port = port (flottes de mercenaires)
diadoques_render-legend-town = ville
diadoques_render-legend-river = fleuve
diadoques_render-legend-mountain = frontière montagneuse
diadoques_render-legend-pass = col
diadoques_render-legend-lake = lac (pas de mouvement)
diadoques_render-legend-special = canal, halage, contournement de l'Arabie
diadoques_render-legend-treasure = trésor (T)
diadoques_render-alt-side = { $side } : tient { $holds } ; unités { $units }
diadoques_render-alt-neutral = Neutres
diadoques_render-alt-revolt = Révolte
