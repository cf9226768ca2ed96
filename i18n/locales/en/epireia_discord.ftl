## epireia_discord

epireia_discord-answer-commit = Commit the figure
epireia_discord-answer-hold = Hold it back
epireia_discord-battle_column = Reveal: { $front } front, column { $column }.
epireia_discord-battle_done = The Great Battle is decided.
epireia_discord-battle_plan = Secret placement. Ready: { $ready }.
epireia_discord-board_posted = Board of { $player }.
epireia_discord-cmd-board = board
epireia_discord-cmd-board-description = Show a player's board as an image
epireia_discord-cmd-build = build
epireia_discord-cmd-build-description = Build a building on your board (one action)
epireia_discord-cmd-commit = commit
epireia_discord-cmd-commit-description = Great Battle: commit your figure to the revealed column, or hold it
epireia_discord-cmd-decide = decide
epireia_discord-cmd-decide-description = League decision: propose a choice, or confirm your partner's
epireia_discord-cmd-donate = donate
epireia_discord-cmd-donate-description = Donate resources to your league (one action)
epireia_discord-cmd-end = end
epireia_discord-cmd-end-description = End your development or diplomacy phase
epireia_discord-cmd-epireia = epireia
epireia_discord-cmd-epireia-description = Play Epireia: development, diplomacy, league decisions, the Great Battle
epireia_discord-cmd-front = front
epireia_discord-cmd-front-description = Great Battle: put a figure on a front (secret)
epireia_discord-cmd-map = map
epireia_discord-cmd-map-description = Show the map of Greece
epireia_discord-cmd-move = move
epireia_discord-cmd-move-description = Send a figure to an Empire, a Territory or a neutral City
epireia_discord-cmd-place = place
epireia_discord-cmd-place-description = Great Battle: place a token on a slot of your battlefield (secret)
epireia_discord-cmd-produce = produce
epireia_discord-cmd-produce-description = Produce a military token for your league (one action)
epireia_discord-cmd-ready = ready
epireia_discord-cmd-ready-description = Great Battle: declare, propose or confirm your league's placement
epireia_discord-cmd-status = status
epireia_discord-cmd-status-description = Show the game and what you may do now
epireia_discord-commit_turn = The { $league } may commit its figure to this column (one minute, or it stays back).
epireia_discord-commit_window_closed = ⏱️ The { $league } let the minute pass: its figure stays back.
epireia_discord-confirm_choice = Confirm the proposal
epireia_discord-enemy_line = Enemy figures: { $figures }.
epireia_discord-enemy_plan = { $league }: { $left ->
        [one] { $left } token
       *[other] { $left } tokens
    } still to place, { $figures ->
        [one] { $figures } figure placed
       *[other] { $figures } figures placed
    }, ready: { $ready }.
epireia_discord-error-column_resolved = Your league has already answered for this column, or it is resolved: there is no figure to commit there now.
epireia_discord-error-no_such_player = That member does not play in this game.
epireia_discord-event-brigands_lost = 🗡️ Brigands at { $territory } (attack { $attack }): { $die } { $mod } = { $total } against { $target } — they hold.
epireia_discord-event-brigands_won = 🗡️ Brigands at { $territory } (attack { $attack }): { $die } { $mod } = { $total } against { $target } — beaten.
epireia_discord-event-column_resolved = ⚔️ { $front } front, column { $column }: { $scores } — won by { $winner }.
epireia_discord-event-column_revealed = 👁️ { $front } front, column { $column } revealed — { $tokens }.
epireia_discord-event-conflict = ⚔️ Conflict at { $place }: { $rolls } — { $winner } wins.
epireia_discord-event-figures_revealed = The battle figures are revealed: { $figures }.
epireia_discord-event-game_over = 🏁 The game is over: { $how }.
epireia_discord-event-game_over_league = 🏁 The { $league } wins: { $how }.
epireia_discord-event-income = { $seat } collects { $resources }.
epireia_discord-event-integration = 🏛️ { $seat } tries to win over { $city }: { $die } { $mod } = { $total }, needs { $target } — { $outcome }.
epireia_discord-event-integration_auto = 🏛️ { $seat } wins over { $city } without a roll (needs { $target }) — { $outcome }.
epireia_discord-event-negotiation = 🤝 { $seat } negotiates with { $empire } through { $figure }: { $die } { $mod } = { $total }, needs { $target } — { $outcome }.
epireia_discord-event-negotiation_auto = 🤝 { $seat } negotiates with { $empire } through { $figure } without a roll (needs { $target }) — { $outcome }.
epireia_discord-event-produced = { $who } produces a military token: { $token }.
epireia_discord-event-resources_gained = { $seat } gains { $resources }.
epireia_discord-event-resources_lost = { $seat } loses { $resources }.
epireia_discord-event-start_figures_revealed = The starting figures are revealed: { $figures }.
epireia_discord-event-territory_taken = { $seat } takes { $territory } ({ $resource }).
epireia_discord-event-token_gained = { $who } gains a military token: { $token }.
epireia_discord-failure = failure
epireia_discord-figure_chosen = starting figure chosen (secret)
epireia_discord-free = free
epireia_discord-label-assign = { $figure } on the { $front } front
epireia_discord-label-build = { $building } — { $cost }
epireia_discord-label-commit = Commit the figure here
epireia_discord-label-confirm = Confirm
epireia_discord-label-decline = Decline
epireia_discord-label-donate = Donate { $amount } { $resource }
epireia_discord-label-end_development = End my development
epireia_discord-label-end_diplomacy = End my diplomacy
epireia_discord-label-hidden = Face-down token { $index }
epireia_discord-label-hold = Hold it back
epireia_discord-label-move = { $figure } → { $to }
epireia_discord-label-place = { $token } on { $slot }
epireia_discord-label-produce = { $token } — { $cost }
epireia_discord-label-propose = Propose this plan
epireia_discord-label-ready = Placement ready
epireia_discord-league_field =
    { $resources }
    Reserve: { $reserve ->
        [one] { $reserve } token
       *[other] { $reserve } tokens
    }
epireia_discord-map_posted = The map of Greece, turn { $turn }.
epireia_discord-more_by_command = More choices than fit here: use /epireia commands (autocomplete lists every legal choice).
epireia_discord-no = no
epireia_discord-nobody = nobody
epireia_discord-opt-amount = amount
epireia_discord-opt-amount-description = How many units (2 to 8)
epireia_discord-opt-answer = answer
epireia_discord-opt-answer-description = commit or hold
epireia_discord-opt-building = building
epireia_discord-opt-building-description = The building (only affordable ones are listed, with their cost)
epireia_discord-opt-choice = choice
epireia_discord-opt-choice-description = What your league decides (or confirm)
epireia_discord-opt-figure = figure
epireia_discord-opt-figure-description = One of your figures
epireia_discord-opt-front = front
epireia_discord-opt-front-description = The front
epireia_discord-opt-player = player
epireia_discord-opt-player-description = Whose board (yours by default)
epireia_discord-opt-resource = resource
epireia_discord-opt-resource-description = The resource to donate
epireia_discord-opt-slot = slot
epireia_discord-opt-slot-description = The battlefield slot (front, column, line)
epireia_discord-opt-to = to
epireia_discord-opt-to-description = Where the figure goes
epireia_discord-opt-token = token
epireia_discord-opt-token-description = The military token
epireia_discord-others_chosen = Already chosen (secret): { $names }.
epireia_discord-partner_proposes = Proposal on the table: { $proposal }.
epireia_discord-place-home = home
epireia_discord-placeholder-assign_figure = Put a figure on a front
epireia_discord-placeholder-build = Build (cost shown)
epireia_discord-placeholder-choose = Choose…
epireia_discord-placeholder-choose_admin = Choose your administrator
epireia_discord-placeholder-choose_city = Choose your City
epireia_discord-placeholder-choose_league = Choose your league
epireia_discord-placeholder-choose_start_figure = Choose your starting figure (secret)
epireia_discord-placeholder-donate = Donate to the league
epireia_discord-placeholder-move = Send { $figure } to…
epireia_discord-placeholder-place = Place a token
epireia_discord-placeholder-produce = Produce a military token (cost shown)
epireia_discord-placeholder-propose = League decision: propose
epireia_discord-plan_figures = Figures (secret): { $figures }.
epireia_discord-plan_left = Tokens left to place: { $count }.
epireia_discord-plan_tokens = Your league's placement (secret): { $placed }.
epireia_discord-player_field =
    { $city } · { $admin }
    { $resources }
    Prestige { $prestige } · { $buildings ->
        [one] { $buildings } building
       *[other] { $buildings } buildings
    } · { $territories ->
        [one] { $territories } territory
       *[other] { $territories } territories
    }
    Figures: { $figures }
epireia_discord-prompt-choose = Your choice:
epireia_discord-prompt-commit = The column is revealed: commit your league's figure here, or hold it back (one minute).
epireia_discord-prompt-development = Your development: { $actions ->
        [one] { $actions } action left
       *[other] { $actions } actions left
    }.
epireia_discord-prompt-diplomacy = Your diplomacy: send your figures, then end the phase.
epireia_discord-prompt-plan = Plan the Great Battle with your league: place tokens and figures, then declare the plan ready.
epireia_discord-resource-copper = copper
epireia_discord-resource-wheat = wheat
epireia_discord-resource-wood = wood
epireia_discord-roll = { $who } rolls { $die } { $mod } = { $total }
epireia_discord-scenario_line = Act { $act } scenario: { $scenario }.
epireia_discord-slot = { $front }, column { $column }, line { $line }
epireia_discord-solo_line = Solo scenario { $scenario }: turn { $turn } of { $limit }.
epireia_discord-success = success
epireia_discord-thread_intro = { $mentions }: plan the Great Battle here, out of the other league's sight. Use /epireia place, /epireia front and /epireia ready in this thread; either of you may confirm.
epireia_discord-thread_name = Game { $id } — { $league }: battle plan
epireia_discord-tie_break = Decided by: { $how } (fronts: Delos { $delos }, Peloponnese { $pelo }).
epireia_discord-token = { $unit } { $level }
epireia_discord-token_full = { $token } (attack { $attack }) { $bonus }
epireia_discord-unit-cavalry = Cavalry
epireia_discord-unit-hoplites = Hoplites
epireia_discord-unit-triremes = Triremes
epireia_discord-yes = yes
epireia_discord-you_are = You play { $seat_id ->
        [solo] solo
       *[other] the { $seat }
    }.
epireia_discord-your_reserve = League reserve: { $tokens }.
epireia_discord-your_resources = Your resources: { $resources } · prestige { $prestige }.
epireia_discord-your_start_figure = Your secret starting figure: { $figure }.
epireia_discord-event-token_detail = Your league's token: { $token }.
epireia_discord-event-token_lost = { $who } loses a military token: { $token }.
epireia_discord-event-league_decision-territory_receiver = The { $league } decides which of its players takes { $territory } and its resource.
epireia_discord-event-league_decision-brigands_prestige = The { $league } decides which of its players gains the prestige for beating the Brigands in { $territory }.
