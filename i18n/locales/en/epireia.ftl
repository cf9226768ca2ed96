## epireia

epireia-decision-build_discounted = Build a building at the reduced cost.
epireia-decision-choose_figure = Choose your new Figure Influente.
epireia-decision-choose_opponent = Choose the opponent who suffers the effect.
epireia-decision-choose_token = Choose a military token from the pile.
epireia-decision-destroy_building = Choose the building to destroy.
epireia-decision-extra_action = Use your prestige bonus now, or lose it.
epireia-decision-league_brigands_prestige = Your league decides who gains the prestige for beating the Brigands.
epireia-decision-league_territory_receiver = Your league decides who takes the Territory and its resource.
epireia-decision-pick_hidden = Pick one of the face-down tokens to discard.
epireia-error-action_forbidden = This turn, an effect in force forbids { $action ->
        [build] building
        [donate] donating
        [produce] producing military tokens
       *[other] this action
    }: choose another action, or end your development (/epireia end).
epireia-error-already_built = { $slot } is already built.
epireia-error-already_proposed = The plan is already proposed; your partner must confirm.
epireia-error-bad_destination = { $figure } cannot go to { $place }.
epireia-error-bad_donation = A donation is 2 to 8 units of one resource.
epireia-error-bad_front = That front is not available.
epireia-error-bad_seats = The seats must be: { $expected }.
epireia-error-bad_slot = A token cannot go on { $slot }.
epireia-error-donation_amount = Donate between { $low } and { $high ->
        [one] { $high } unit
       *[other] { $high } units
    }.
epireia-error-figure_already_moved = { $figure } has already moved this phase.
epireia-error-figure_building_barred = At three players the Delian League cannot build this political building.
epireia-error-level2_locked = Build the military building first to produce level 2 { $unit }.
epireia-error-no_action_left = You have no action left.
epireia-error-not_allowed_now = That is not possible now: your controls (or /game hand) show what you can do.
epireia-error-not_enough_resources = You do not have enough resources.
epireia-error-not_your_decision = This decision belongs to the other league.
epireia-error-not_your_figure = { $figure } is not one of your figures.
epireia-error-not_your_turn = It is not your turn.
epireia-error-partner_must_confirm = Your partner must confirm the plan.
epireia-error-plan_incomplete = Place a figure on each front you can first.
epireia-error-plan_locked = Your placement is final.
epireia-error-reserve_full = Your league's reserve is full.
epireia-error-token_not_available = The token { $token } is not among your gathered tokens.
epireia-error-token_not_in_supply = The token { $token } is not in the supply.
epireia-error-too_many_figures = Every front already has a figure.
epireia-error-unknown_action = Epireia has no such action: your controls (or /game hand) show what you can do.
epireia-error-unknown_building = There is no building { $slot } on your board.
epireia-error-unknown_scenario = Unknown solo scenario { $scenario }.
epireia-event-admin_chosen = { $seat } chooses the administrator { $admin }.
epireia-event-augure_revealed = Augure revealed: { $augure }
epireia-event-administrator_used = { $seat } uses the administrator's ability ({ $admin }).
epireia-event-battle_begins = The Great Battle begins!
epireia-event-bonus_lost = { $seat } cannot or does not use the bonus: it is lost.
epireia-event-brigands_beaten = The Brigands of { $territory } are beaten; { $seat } gains prestige.
epireia-event-brigands_fight = Brigands at { $territory }: attack { $attack }, { $total } rolled against { $target }.
epireia-event-brigands_placed = Brigands appear at { $territory }.
epireia-event-building_destroyed = { $seat } loses the building { $slot }.
epireia-event-built = { $seat } builds { $slot } ({ $count ->
        [one] { $count } building
       *[other] { $count } buildings
    }).
epireia-event-city_chosen = { $seat } chooses { $city }.
epireia-event-city_integrated = { $city } joins the league of { $seat }.
epireia-event-column_resolved = { $front }, column { $column }: won by { $winner }.
epireia-event-column_revealed = { $front }, column { $column } is revealed.
epireia-event-conflict = Conflict at { $place }: won by { $winner }.
epireia-event-conflict_auto = Conflict at { $place }: { $winner } wins without a roll.
epireia-event-conflict_cancelled = No conflict at { $place }: only { $winner } may roll.
epireia-event-development_ends = { $seat } ends the development phase.
epireia-event-diplomacy_ends = { $seat } ends the diplomacy phase.
epireia-event-donated = { $seat } donates { $amount } { $resource } to the league.
epireia-event-empire_blocked = { $seat } may not negotiate with { $empire }.
epireia-event-empire_negotiation = { $seat } negotiates with { $empire } (needs { $target }).
epireia-event-enemy_moved = The enemy figure { $figure } rolls { $roll } and goes to { $to }.
epireia-event-figure_committed = The { $league } commits its figure on { $front }, column { $column }.
epireia-event-figure_enters = { $figure } enters play for { $seat }.
epireia-event-figure_held = The { $league } keeps its figure back on { $front }, column { $column }.
epireia-event-figure_limit = { $seat } already has the maximum number of figures.
epireia-event-figure_placed = { $seat } places { $figure } on the { $front } front.
epireia-event-figures_revealed = The figures are revealed.
epireia-event-front_resolved = The { $front } front goes to { $winner }.
epireia-event-game_over = The game is over.
epireia-event-income = { $seat } collects the turn's resources.
epireia-event-income_skipped = { $seat } collects nothing this turn.
epireia-event-integration = { $seat } tries to win over { $city } (needs { $target }).
epireia-event-league_chosen = { $seat } joins the { $league }.
epireia-event-league_confirmed = { $seat } confirms the league's choice: { $choice }.
epireia-event-league_decision = The { $league } must decide ({ $decision }).
epireia-event-league_proposal = { $seat } proposes { $choice }.
epireia-event-moved = { $seat } sends { $figure } to { $to }.
epireia-event-neutral_cities_set = Neutral cities: { $cities }.
epireia-event-nothing_to_discard = There is no token to discard.
epireia-event-plan_proposed = { $seat } proposes the battle plan.
epireia-event-plan_ready = The { $league } has finished its placement.
epireia-event-prestige = { $seat } is now at prestige { $prestige }.
epireia-event-prestige_bonus = { $seat } reaches the prestige bonus of level { $level }.
epireia-event-produced = { $seat } produces a military token.
epireia-event-resources_gained = { $seat } gains resources.
epireia-event-resources_lost = { $seat } loses resources.
epireia-event-scenario_cancelled = The Act { $act } scenario is cancelled.
epireia-event-scenario_revealed = Act { $act }: scenario { $scenario }.
epireia-event-scenario_won = { $winner } completes the scenario { $scenario }.
epireia-event-solo_objective_met = Scenario objective { $index } is met.
epireia-event-start_figure_chosen = { $seat } has chosen a starting figure.
epireia-event-start_figure_secret = Your secret choice: { $figure }.
epireia-event-start_figures_revealed = The starting figures are revealed.
epireia-event-territory_limit = No one may take { $territory }: three Territories already held.
epireia-event-territory_taken = { $seat } takes { $territory }.
epireia-event-token_gained = A military token joins a league reserve.
epireia-event-token_lost = A military token is discarded.
epireia-event-token_placed = { $seat } places a token on { $slot }.
epireia-event-token_unavailable = No token available.
epireia-event-turn_begins = Turn { $turn } begins.
epireia-event-turn_effect = An effect applies to { $seat } this turn.
epireia-event-turn_ends = Turn { $turn } ends.
epireia-league-delos = Delian League
epireia-league-peloponnese = Peloponnesian League
epireia-phase-battle = the Great Battle
epireia-phase-development = development phase
epireia-phase-diplomacy = diplomacy phase
epireia-phase-over = game over
epireia-phase-resolution = resolution phase
epireia-phase-setup_admin = choice of administrators
epireia-phase-setup_city = choice of cities
epireia-phase-setup_figure = secret choice of the starting figure
epireia-phase-setup_league = choose your league
epireia-result-copper = tied on fronts and prestige, more copper
epireia-result-draw = perfect tie
epireia-result-fronts = won the majority of fronts
epireia-result-prestige = tied on fronts, more prestige
epireia-result-sea_front = tied on fronts, won the sea front
epireia-result-solo_battle_lost = the Great Battle is lost
epireia-result-solo_objectives_failed = the scenario's objectives were not met in time
epireia-result-solo_victory = the scenario is won
epireia-seat-delos1 = Delian League (1st player)
epireia-seat-delos2 = Delian League (2nd player)
epireia-seat-pelo1 = Peloponnesian League (1st player)
epireia-seat-pelo2 = Peloponnesian League (2nd player)
epireia-seat-solo = Solo player
epireia-title = Epireia — The Hellenic Hegemony
epireia-event-token_detail = Your league's token: { $token }.
epireia-result-forfeit = by forfeit
# Decisions several seats make at once (engine/epireia/engine.py, `simultaneous`; issue #15)
epireia-decision-setup_figure = Choose your starting Figure Influente, in secret.
epireia-decision-battle = Draw up your league's battle plan.
epireia-decision-commit_window = Commit your league's Figure on this column, or hold it (one minute).
