## needs

needs-syracuse-step = { $side } moves { $counters } from { $frm } to { $to } ({ $cost } MP).
needs-combat-odds = How to read it: { $attacker } attacks with { $attacker_pf } PF (combat strength) against { $defender }'s { $defender_pf } PF; this ratio picks the odds column { $column } of the combat table.
needs-combat-shifted = The column shifts (+ towards the attacker, − towards the defender) for: { $reasons }; the combat is read in column { $column }.
needs-combat-die = Die { $roll }, modified for: { $reasons }; the table is read at { $die }.
needs-combat-die_plain = Die { $roll }, with no modifier.
needs-combat-losses = Result: { $attacker } { $attacker_loss }; { $defender } { $defender_loss }. The side with the lesser loss wins; the loser retreats.
needs-combat-loss-E = loses every unit and its leaders (E)
needs-combat-loss-A = weakens every unit, those already weakened are eliminated (A)
# key: needs.combat.loss.1/4
needs-combat-loss-1_2f_4 = weakens a quarter of its units, rounded down, at least one (1/4)
# key: needs.combat.loss.1/2
needs-combat-loss-1_2f_2 = weakens half of its units, rounded down, at least one (1/2)
# key: needs.combat.loss.3/4
needs-combat-loss-3_2f_4 = weakens three quarters of its units, rounded down, at least one (3/4)
needs-combat-loss-R = loses nothing (R)
needs-combat-shift-a = hoplites attack a force without hoplites
needs-combat-shift-b = no attacking hoplites against defending hoplites
needs-combat-shift-c = river crossed
needs-combat-shift-d = amphibious attack
needs-combat-shift-e = high ground attacked from clear ground
needs-combat-shift-f = wall crossed
needs-combat-shift-g = assault on a fort
needs-combat-mod-a = leaders with a bonus
needs-combat-mod-b = attacking hoplites with a bonus, none defending
needs-combat-mod-c = archers or cavalry defending
needs-combat-mod-d = three unit types attacking
needs-combat-mod-e = only hoplites with a bonus defending
needs-combat-mod-f = fort of the reinforced zone
needs-combat-mod-g = swords of the assaulted fort
needs-combat-mod-h = triremes with a bonus
needs-works-face = { $die } → { $points } WP
needs-works-explained = Works points (WP) build walls and chains (1 WP) and forts or the camp (2 WP): a 5 gives 1 WP, a 6 gives 2, other faces nothing; unused WP are lost. Here: { $faces }.
needs-solo-objective = Objective: by the end of turn { $limit }, { $goals }; then win the Great Battle.
needs-opt-status_game-description = A game's number (default: the game of this channel, even ended)
needs-help-example-game-status = game:12
needs-help-example-epireia-map = game:12
needs-help-example-epireia-status = game:12
needs-help-example-syracuse-status = game:12
needs-card-title = Result — { $title }
needs-card-why = Why: { $why }
needs-card-score-syracuse = Victory points
needs-card-score-epireia = Prestige
needs-card-final_scores = { $what } at the end
needs-card-chart_title = { $what }, turn by turn
needs-card-turn = Turn
needs-card-chart_alt = Chart of { $what } turn by turn; at the end: { $final }.
needs-card-final_map = Final map
