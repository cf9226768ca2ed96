## epireia_render

epireia_render-battle-alt_column = column { $column } { $top }–{ $bottom } ({ $winner })
epireia_render-battle-alt_hidden = { $n ->
        [one] { $n } slot still face down
       *[other] { $n } slots still face down
    }
epireia_render-battle-alt_revealed = column { $column } revealed, not yet resolved
epireia_render-battle-base = base { $n }
epireia_render-battle-bonus-aegina_neighbour = +{ $n } beside Aegina
epireia_render-battle-bonus-alone_in_column = +{ $n } if alone
epireia_render-battle-bonus-first_line = +{ $n } in 1st line
epireia_render-battle-bonus-second_line = +{ $n } in 2nd line
epireia_render-battle-bonus-thrace_neighbour = +{ $n } beside Thrace
epireia_render-battle-bonus-winning_streak = +{ $n } after a win
epireia_render-battle-bonus-with_level2 = +{ $n } with { $unit }
epireia_render-battle-committed_to = col. { $column }
epireia_render-battle-enemy = the enemy
epireia_render-battle-figure_bonus = +{ $n } fig.
epireia_render-battle-figure_secret = Figure: secret
epireia_render-battle-front-centre = Centre
epireia_render-battle-front-flank = Flank
epireia_render-battle-front-sea = Sea
epireia_render-battle-front_none = no winner
epireia_render-battle-front_won = won by the { $league }
epireia_render-battle-no_figure = No figure
epireia_render-battle-now = revealed
epireia_render-battle-plan_proposed = plan proposed by { $player }
epireia_render-battle-plan_ready = plan confirmed
epireia_render-battle-planning = placing…
epireia_render-battle-result-copper = The { $league } wins on Copper ({ $won }–{ $lost })
epireia_render-battle-result-draw = A draw ({ $won }–{ $lost })
epireia_render-battle-result-fronts = The { $league } wins, { $won ->
        [one] { $won } front
       *[other] { $won } fronts
    } to { $lost }
epireia_render-battle-result-prestige = The { $league } wins on Prestige ({ $won }–{ $lost })
epireia_render-battle-result-sea_front = The { $league } wins on the sea front ({ $won }–{ $lost })
epireia_render-battle-result-solo_battle_lost = Defeat — fronts won: { $fronts }
epireia_render-battle-result-solo_victory = Victory — fronts won: { $fronts }
epireia_render-battle-stage_column = { $front }, column { $column }
epireia_render-battle-stage_done = Battle over
epireia_render-battle-stage_plan = Secret placement
epireia_render-battle-tie = tie
epireia_render-battle-title = The Great Battle
epireia_render-battle-unplaced = Not placed:
epireia_render-battle-unplaced_count = { $n ->
        [one] { $n } token not placed
       *[other] { $n } tokens not placed
    }
epireia_render-board-admin_left = Uses left: { $n }
epireia_render-board-admin_slot = Building { $n }
epireia_render-board-alt_built = Built: { $list }
epireia_render-board-alt_figures = Figures: { $list }
epireia_render-board-alt_start = Starting figure (still secret to the others): { $figure }
epireia_render-board-alt_territories = Territories: { $list }
epireia_render-board-alt_title = Board of { $player }, { $league }
epireia_render-board-at_empire = At { $place }
epireia_render-board-at_home = At home
epireia_render-board-at_neutral = Visiting { $place }
epireia_render-board-at_territory = On { $place }
epireia_render-board-buildings = Buildings { $n }/{ $total }
epireia_render-board-extra_build = +1 Build
epireia_render-board-extra_donate = +1 Donation
epireia_render-board-extra_produce = +1 Produce
epireia_render-board-figures = Figures
epireia_render-board-forbid_move = No moves to { $where }
epireia_render-board-free = free
epireia_render-board-lose_resources = −{ $what }
epireia_render-board-lose_tokens = { $n ->
        [one] −{ $n } military token
       *[other] −{ $n } military tokens
    }
epireia_render-board-new_figure = +1 Figure
epireia_render-board-no_admin = No Administrator yet
epireia_render-board-no_city = City not chosen yet
epireia_render-board-no_figure = No figure yet
epireia_render-board-none = none
epireia_render-board-per_turn = { $what } each turn
epireia_render-board-prestige = Prestige { $n }
epireia_render-board-prestige_gain = { $sign }{ $n } Prestige
epireia_render-board-roll_bonus = { $n } to { $roll } rolls
epireia_render-board-start_chosen = Starting figure chosen (secret until all have chosen)
epireia_render-board-territories = Territories { $n }/{ $limit }
epireia_render-board-unlock = Unlocks { $unit } lv. 2
epireia_render-board-use_admin = Administrator ability
epireia_render-category-administrator = Administrator
epireia_render-category-city = City
epireia_render-category-civil = Civil
epireia_render-category-military = Military
epireia_render-category-political = Political
epireia_render-category-religious = Religious
epireia_render-destination-empire = Empires
epireia_render-destination-neutral_city = neutral Cities
epireia_render-destination-sea = the sea
epireia_render-destination-territory = Territories
epireia_render-league-delos = Delian League
epireia_render-league-peloponnese = Peloponnesian League
epireia_render-map-act = Act { $act }
epireia_render-map-allies = Allied cities: { $cities }
epireia_render-map-alt_brigands = Brigands on { $list }
epireia_render-map-alt_figures = Figures away: { $list }
epireia_render-map-alt_territories = Territories held: { $list }
epireia_render-map-alt_title = Map of Greece. { $status }
epireia_render-map-augure = Augure: { $augure } ({ $left } left)
epireia_render-map-cancel_at = Cancelled when a player has { $n ->
        [one] { $n } building
       *[other] { $n } buildings
    }
epireia_render-map-cancelled = Cancelled (too many buildings)
epireia_render-map-enemies = Enemy figures: { $list }
epireia_render-map-no_scenario = No scenario yet
epireia_render-map-progress = Progress: { $progress }
epireia_render-map-reserve = Reserve: { $n ->
        [one] { $n } token
       *[other] { $n } tokens
    }
epireia_render-map-reward = Reward: { $n } × { $what } token
epireia_render-map-scenario = Scenario
epireia_render-map-sea_only = by sea only
epireia_render-map-thresholds = 1 fig. { $one }+ · 2 fig. { $two }+
epireia_render-map-to_play = to play: { $player }
epireia_render-map-treasury = Donations
epireia_render-map-turn = Turn { $turn }
epireia_render-map-turn_of = Turn { $turn }/{ $limit }
epireia_render-map-won_by = Won by { $winner }
epireia_render-objective-brigands_defeated = beat the Brigands { $n ->
        [one] once
       *[other] { $n } times
    }
epireia_render-objective-buildings = have { $n ->
        [one] { $n } building
       *[other] { $n } buildings
    }
epireia_render-objective-buildings_of = have { $n } { $what } { $n ->
        [one] building
       *[other] buildings
    }
epireia_render-objective-control_territory = control { $place }
epireia_render-objective-donations = donate { $n ->
        [one] { $n } resource
       *[other] { $n } resources
    } in all
epireia_render-objective-donations_of = donate { $n } { $what } in all
epireia_render-objective-empire_negotiations = win { $n ->
        [one] { $n } Empire negotiation
       *[other] { $n } Empire negotiations
    }
epireia_render-objective-figures = have { $n } Figures in play
epireia_render-objective-integrated_cities = integrate neutral Cities: { $n }
epireia_render-objective-level2_tokens = have { $n ->
        [one] { $n } level 2 token
       *[other] { $n } level 2 tokens
    } in the reserve
epireia_render-objective-prestige = reach { $n } Prestige
epireia_render-objective-reserve_tokens = have { $n ->
        [one] { $n } military token
       *[other] { $n } military tokens
    } in the reserve
epireia_render-objective-reserve_tokens_of = have { $n } { $what } { $n ->
        [one] token
       *[other] tokens
    } in the reserve
epireia_render-objective-resources = hold { $what }
epireia_render-objective-territories = control { $n } Territories at once
epireia_render-phase-battle = The Great Battle
epireia_render-phase-development = Development
epireia_render-phase-diplomacy = Diplomacy
epireia_render-phase-over = Game over
epireia_render-phase-resolution = Resolution
epireia_render-phase-setup_admin = Set-up: administrators
epireia_render-phase-setup_city = Set-up: cities
epireia_render-phase-setup_figure = Set-up: starting figures
epireia_render-phase-setup_league = Set-up: leagues
epireia_render-resource-copper = Copper
epireia_render-resource-wheat = Wheat
epireia_render-resource-wood = Wood
epireia_render-roll-brigands = Brigands
epireia_render-roll-conflict = conflict
epireia_render-roll-empire = Empire
epireia_render-roll-neutral_city = neutral City
epireia_render-scope-league = League goal: { $goal }
epireia_render-scope-player = Player goal: { $goal }
epireia_render-seat-delos1 = Delos 1
epireia_render-seat-delos2 = Delos 2
epireia_render-seat-pelo1 = Peloponnese 1
epireia_render-seat-pelo2 = Peloponnese 2
epireia_render-seat-solo = Solo player
epireia_render-unit-cavalry = Cavalry
epireia_render-unit-hoplites = Hoplites
epireia_render-unit-triremes = Triremes
epireia_render-unit_level = { $unit } lv. { $level }
