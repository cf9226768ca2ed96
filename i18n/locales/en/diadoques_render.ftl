## diadoques_render

diadoques_render-title-map = Les Diadoques: the map
diadoques_render-title-west = Greece, the Aegean and Thrace
diadoques_render-title-centre = Asia Minor, the Euxine, the Levant and Egypt
diadoques_render-title-east = Mesopotamia, Iran and India
diadoques_render-legend-major = major citadel
diadoques_render-legend-minor = minor citadel
diadoques_render-legend-capital = capital
diadoques_render-legend-port = port citadel and its seas
diadoques_render-legend-province_port = port (mercenary fleets)
diadoques_render-legend-town = town
diadoques_render-legend-river = river
diadoques_render-legend-mountain = mountain border
diadoques_render-legend-pass = pass
diadoques_render-legend-lake = lake (no move)
diadoques_render-legend-special = canal, towpath, round Arabia
diadoques_render-legend-treasure = treasure (T)
diadoques_render-alt-side = { $side }: holds { $holds }; units { $units }
diadoques_render-alt-neutral = Neutral
diadoques_render-alt-revolt = Revolt
