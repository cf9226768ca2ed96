## syracuse

syracuse-title = Syracuse, 415-413 BC
syracuse-seat-athens = Athens
syracuse-seat-syracuse = Syracuse
syracuse-side-athenian = Athens
syracuse-side-syracusan = Syracuse
syracuse-phase-a_draw = A. Stratagem draw
syracuse-phase-b1_initiative = B.1 Initiative and action points
syracuse-phase-b2_reinforcements = B.2 Reinforcements
syracuse-phase-b3_actions = B.3 Action phases
syracuse-phase-c_works = C. Works
syracuse-phase-d_adjustments = D. Adjustments
syracuse-phase-over = Game over
syracuse-result-total = total victory
syracuse-result-tactical = tactical victory (victory points)
syracuse-result-strategic = strategic victory (victory points)
syracuse-result-draw = draw
syracuse-stratagem-s1 = S1 Periplous
syracuse-stratagem-s2 = S2 Kuklos
syracuse-stratagem-s3 = S3 Diekplous
syracuse-stratagem-s4 = S4 Storm at sea
syracuse-stratagem-s5 = S5 Rotten hulls
syracuse-stratagem-s6 = S6 Reinforced ships
syracuse-stratagem-s7 = S7 Archers
syracuse-stratagem-s8 = S8 Spartans
syracuse-stratagem-s9 = S9 Cavalry
syracuse-stratagem-s10 = S10 Night attack
syracuse-stratagem-s11 = S11 Combined attack
syracuse-stratagem-s12 = S12 Wall
syracuse-stratagem-s13 = S13 Fort
syracuse-stratagem-s14 = S14 Sapping
syracuse-stratagem-s15 = S15 Recovery x1
syracuse-stratagem-s16 = S16 Recovery x2
syracuse-stratagem-s17 = S17 Delayed reinforcements
syracuse-stratagem-s18 = S18 Reinforcements
syracuse-stratagem-s19 = S19 Wounded leader
syracuse-stratagem-s20 = S20 Discord among the enemy
syracuse-stratagem-s21 = S21 Alcibiades
syracuse-stratagem-s22 = S22 Supplies
syracuse-stratagem-s23 = S23 Epidemic
syracuse-stratagem-s24 = S24 Desertion
syracuse-stratagem-s25 = S25 Good omens
syracuse-decision-b1_advantage = You hold the Advantage: add 2 AP, swap the initiative, use it otherwise, or keep it.
syracuse-decision-b2_window = Reinforcements: play a stratagem (S17, S18, S21, S25) or pass.
syracuse-decision-s17_answer = Your opponent calls optional reinforcements: cancel them with S17?
syracuse-decision-place = Choose the entry zone of reinforcement { $group }.
syracuse-decision-announce = Announce how many AP you spend in this action phase.
syracuse-decision-passive_window = Your opponent starts an action phase: play a stratagem or pass.
syracuse-decision-activation = Activate a zone, play a stratagem, or end your moves.
syracuse-decision-forming = Pick the counters of the group to move, then set off (or finish with this zone).
syracuse-decision-moving = Move the group one step, land its troops, or stop.
syracuse-decision-withdraw = Enemy troops enter { $zone }, held by your cavalry alone: withdraw it?
syracuse-decision-stack_elim = Too many units in { $zone }: choose one to eliminate.
syracuse-decision-fight = Choose the next combat (or assault, or end the phase).
syracuse-decision-camp_garrison = The camp is assaulted: put a unit of T17 on the camp marker.
syracuse-decision-battle_strat = Combat in { $zone }: play a stratagem or pass.
syracuse-decision-reroll = You hold the Advantage: cancel this roll ({ $purpose }: { $dice }) and throw again?
syracuse-decision-battle_loss = Result { $code }: choose a unit to weaken ({ $left } to go).
syracuse-decision-retreat = Retreat { $counter }: choose where.
syracuse-decision-occupy = Move a victorious unit in, or finish.
syracuse-decision-restack = Too many units in { $zone } after the retreat: move one on.
syracuse-decision-strat_pick = { $stratagem }: choose the unit { $effect ->
        [eliminate] to eliminate
       *[other] to weaken
    }.
syracuse-decision-works_dice = Works: throw your dice, or first discard a stratagem of your colour for one more die.
syracuse-decision-build = You have { $pt ->
        [one] { $pt } works point
       *[other] { $pt } works points
    }: build, play a stratagem, or finish.
syracuse-decision-keep = Keep one stratagem; the others go back to the bowl.
syracuse-decision-d2 = Free moves to your fortified zones, forts, ports (or Catana), then finish.
syracuse-decision-recover = Turn weakened units back to full strength ({ $left } left), or finish.
syracuse-decision-d_window = Play a stratagem now, or pass.
syracuse-decision-attrition_pick = Attrition in { $zone }: choose the unit to weaken.
syracuse-decision-siege_occupy = The fort of { $zone } is taken: move one or two units in, or finish.
syracuse-decision-wall_attempt = Try to destroy an enemy wall or the chains, or finish.
syracuse-error-not_now = That is not what the game asks of you now. Your controls (or /game hand) show the choices you have; /syracuse rules topic:phase explains them.
syracuse-error-illegal_choice = That choice is not allowed ({ $kind }).
syracuse-error-bad_ap = Announce between 1 AP and all your remaining AP.
syracuse-error-bad_entry_zone = Reinforcements cannot enter there.
syracuse-error-bad_retreat = Units cannot retreat there.
syracuse-error-cannot_activate = You cannot activate that zone (no movable counter, or not enough AP).
syracuse-error-cannot_build = You cannot build that now.
syracuse-error-cannot_move_there = The group cannot move there.
syracuse-error-cannot_pick = That counter cannot join this group.
syracuse-error-cannot_play = You cannot play that stratagem now.
syracuse-error-cannot_recover = That unit cannot recover now.
syracuse-error-no_such_combat = There is no such combat to fight.
syracuse-error-not_a_safe_place = That is not one of your safe places.
syracuse-error-not_in_battle = That unit did not fight in this combat.
syracuse-error-not_in_hand = You do not hold that stratagem.
syracuse-event-turn_begins = Turn { $turn } begins ({ $season } { $year } BC).
syracuse-event-ap_roll = { $side } rolls { $total } for action points: { $ap } AP.
syracuse-event-initiative = { $side } has the initiative.
syracuse-event-advantage_used = { $side } uses the Advantage ({ $use }); it passes to the opponent.
syracuse-event-advantage_reroll = { $side } uses the Advantage to throw again: { $dice }.
syracuse-event-advantage_taken = { $side } takes the Advantage back (Good omens).
syracuse-event-dice = Dice for { $purpose }: { $dice }.
syracuse-event-stratagem_drawn = { $side } draws a stratagem.
syracuse-event-stratagem_drawn_private = You draw counter { $counter } (stratagems { $faces }).
syracuse-event-bowl_empty = The bowl is empty: { $side } draws nothing.
syracuse-event-stratagem_played = { $side } plays stratagem S{ $number }.
syracuse-event-stratagem_discarded = { $side } discards a stratagem for one more works die.
syracuse-event-stratagems_returned = { $side } puts { $count ->
        [one] { $count } stratagem
       *[other] { $count } stratagems
    } back in the bowl.
syracuse-event-reinforcements = { $side_id ->
        [athenian] Athenian
       *[other] Syracusan
    } reinforcements { $group } enter in { $zone }.
syracuse-event-entry_cleared = Entry zone { $zone } is cleared: its occupants move to { $to }.
syracuse-event-optional_reinforcement = { $side } calls the optional reinforcement { $group }.
syracuse-event-reinforcement_cancelled = Reinforcement { $group } is cancelled.
syracuse-event-reinforcement_delayed = Reinforcement { $group } is delayed by one turn.
syracuse-event-alcibiades_recalled = Alcibiades is recalled to Athens and leaves the game.
syracuse-event-leader_recovers = { $leader } recovers.
syracuse-event-phase_announced = { $side } starts an action phase with { $ap } AP ({ $left } left afterwards).
syracuse-event-zone_activated = { $side } activates { $zone } for { $cost } AP ({ $left } left in this phase).
syracuse-event-step = { $side } moves from { $frm } to { $to } ({ $cost } MP).
syracuse-event-group_stops = The { $side_id ->
        [athenian] Athenian
       *[other] Syracusan
    } group stops in { $zone }.
syracuse-event-disembark = { $side_id ->
        [athenian] Athenian
       *[other] Syracusan
    } troops land in { $zone }.
syracuse-event-cavalry_withdraws = The { $side_id ->
        [athenian] Athenian
       *[other] Syracusan
    } cavalry withdraws from { $zone }.
syracuse-event-fort_taken = { $side } takes the fort in { $zone }.
syracuse-event-leader_eliminated = { $leader } is eliminated ({ $cause }).
syracuse-event-unit_eliminated = Unit { $unit } is eliminated ({ $cause }).
syracuse-event-unit_weakened = Unit { $unit } is weakened ({ $cause }).
syracuse-event-unit_recovers = Unit { $unit } is back to full strength ({ $cause }).
syracuse-event-unit_returns_weakened = No AP left to fight: unit { $unit } returns weakened to { $zone }.
syracuse-event-combat_ap = { $side } spends 1 AP for the combats of this phase.
syracuse-event-battle = Combat in { $zone } ({ $kind }), { $attacker } attacking.
syracuse-event-combat_result = Combat in { $zone }: { $attacker_pf } PF against { $defender_pf } PF, column { $base_column } shifted to { $column }; die { $roll } modified to { $die }: attacker { $attacker_loss }, defender { $defender_loss }. { $winner } wins.
syracuse-event-camp_undefended = Nobody defends the Athenian camp.
syracuse-event-camp_destroyed = The Athenian camp is destroyed.
syracuse-event-retreat = { $counter } retreats to { $to }.
syracuse-event-occupy = Unit { $unit } moves into { $zone }.
syracuse-event-displaced = Unit { $unit } moves on to { $to } (stacking).
syracuse-event-combined_attack = { $side } adds { $pf } PF from { $zone } (combined attack).
syracuse-event-night_attack = Night attack: die { $die }.
syracuse-event-discord = Discord: die { $die } against { $leader } (needs { $need }).
syracuse-event-leader_wounded = { $leader } is wounded.
syracuse-event-leader_sick = { $leader } falls sick and is taken to { $zone }.
syracuse-event-leader_returns = { $leader } returns to play in { $zone }.
syracuse-event-archers_hold = { $side_id ->
        [athenian] Athenian
       *[other] Syracusan
    } archers bar the way into { $zone } for this action phase.
syracuse-event-chains_broken = The chains are broken.
syracuse-event-wall_destroyed = Wall { $wall } is destroyed.
syracuse-event-reinforced_ships = Syracusan ships are reinforced for the rest of the game.
syracuse-event-no_works = { $side } has no works phase this turn.
syracuse-event-works_roll = { $side } throws { $count ->
        [one] { $count } works die
       *[other] { $count } works dice
    } ({ $modifiers }): { $dice }, { $points } WP.
syracuse-event-built = { $side } builds { $target }.
syracuse-event-works_end = { $side } ends the works phase ({ $unused } WP lost).
syracuse-event-safe_move = { $counter } moves to { $to }.
syracuse-event-supply_face = The supply marker of { $side } turns over (famine: { $famine }).
syracuse-event-cavalry_supply_roll = Enemy cavalry superiority against { $side }: die { $die }.
syracuse-event-supply_moves = The supply marker of { $side } is on box { $level }.
syracuse-event-famine = Famine for { $side }: every unit is weakened.
syracuse-event-attrition = { $side_id ->
        [athenian] Athenian
       *[other] Syracusan
    } attrition in { $zone }: die { $die }, total { $total }.
syracuse-event-siege = { $side } besieges { $zone }: die { $die } + { $bonus }.
syracuse-event-wall_test = { $side } tries to destroy { $target }: die { $die }.
syracuse-event-phase_ends = { $side } ends the action phase.
syracuse-event-game_over = The game is over: { $kind }.
syracuse-decision-convoy_loss = Your fleet can no longer carry the troops aboard in { $zone }: choose a unit to lose.
syracuse-result-forfeit = by forfeit
