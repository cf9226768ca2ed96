## diadoques_seasons: the seasons, the winter economy and the GM's results sheet of Les Diadoques

diadoques_seasons-seat-cassandre = Cassander
diadoques_seasons-seat-lysimaque = Lysimachus
diadoques_seasons-seat-antigone = Antigonus
diadoques_seasons-seat-eumene = Eumenes
diadoques_seasons-seat-ptolemee = Ptolemy
diadoques_seasons-seat-seleucos = Seleucus

diadoques_seasons-season-spring = spring
diadoques_seasons-season-summer = summer
diadoques_seasons-season-autumn = autumn
diadoques_seasons-season-winter = winter

diadoques_seasons-result-total = Total victory: { $winners }.
diadoques_seasons-result-measured = Measured victory: { $winners }.
diadoques_seasons-result-shared = Shared victory, no victory point changed hands for two years: { $winners }.

diadoques_seasons-error-not_allowed = That order ({ $kind }) is not one you can give now.
diadoques_seasons-error-sheet_sent = Your sheet is already handed in for this season.
diadoques_seasons-error-six_seats = Les Diadoques needs its six diadoques.

diadoques_seasons-reason-armies_only = this diadoque may start with armies only
diadoques_seasons-reason-army_at_sea = an army cannot appear at sea
diadoques_seasons-reason-contested = another player builds there too and no citadel of yours is free
diadoques_seasons-reason-fleet_on_land = a fleet cannot appear on land
diadoques_seasons-reason-guard_stays = the guard army cannot be disbanded at will
diadoques_seasons-reason-limit = you already have as many of these units as allowed
diadoques_seasons-reason-no_controlled_citadel = no citadel you control there
diadoques_seasons-reason-no_controlled_port = no port or port citadel you control opens there
diadoques_seasons-reason-no_money = not enough money
diadoques_seasons-reason-not_a_promotion = that is not a promotion
diadoques_seasons-reason-not_an_elite = only elite units are degraded
diadoques_seasons-reason-not_controlled = you do not control that citadel
diadoques_seasons-reason-not_your_unit = no unit of yours there
diadoques_seasons-reason-occupied = the space is occupied
diadoques_seasons-reason-over_citadel_income = under an enemy army the citadel raises no more than its own income
diadoques_seasons-reason-twice = that unit is already disbanded
diadoques_seasons-reason-two_fleets_at_most = two fleets at most on the first turn
diadoques_seasons-reason-unknown_space = unknown space

diadoques_seasons-outcome-bounced = bounced
diadoques_seasons-outcome-cut = support cut
diadoques_seasons-outcome-dislodged = dislodged
diadoques_seasons-outcome-not_matched = the supported or convoyed unit did not do that
diadoques_seasons-outcome-no_path = no convoy carried it
diadoques_seasons-outcome-own_unit = a unit of its own side is there
diadoques_seasons-outcome-convoy_paradox = convoy paradox
diadoques_seasons-outcome-garrison_holds = the garrison holds
diadoques_seasons-outcome-outsieged = a stronger siege
diadoques_seasons-outcome-supplied = the citadel was supplied
diadoques_seasons-outcome-supply_cut = supply cut
diadoques_seasons-outcome-ignored_same_space = ignored: it is already there
diadoques_seasons-outcome-ignored_unknown_space = ignored: unknown space
diadoques_seasons-outcome-ignored_blocked_space = ignored: the space is blocked
diadoques_seasons-outcome-ignored_citadel_not_controlled = ignored: a citadel one does not control must be besieged
diadoques_seasons-outcome-ignored_unreachable = ignored: out of reach
diadoques_seasons-outcome-ignored_no_convoy = ignored: no fleet to convoy it
diadoques_seasons-outcome-ignored_no_unit_to_support = ignored: no unit to support there
diadoques_seasons-outcome-ignored_support_into_own_space = ignored: a unit cannot support a move into its own space
diadoques_seasons-outcome-ignored_support_unreachable = ignored: the supporter cannot reach that space
diadoques_seasons-outcome-ignored_cannot_convoy = ignored: this unit cannot convoy
diadoques_seasons-outcome-ignored_no_army_to_convoy = ignored: no army to convoy there
diadoques_seasons-outcome-ignored_not_a_citadel = ignored: not a citadel
diadoques_seasons-outcome-ignored_not_in_position = ignored: not in position for that citadel
diadoques_seasons-outcome-ignored_own_citadel = ignored: one cannot besiege one's own citadel
diadoques_seasons-outcome-ignored_no_supply_after_siege = ignored: no supply the season after leaving a besieged citadel

diadoques_seasons-event-income = { $power } collects { $amount } T.
diadoques_seasons-event-degraded = { $power }: unit { $unit } degraded to { $to }.
diadoques_seasons-event-disbanded_unpaid = { $power }: unit { $unit } disbanded for want of pay.
diadoques_seasons-event-disbanded_surplus = { $power }: unit { $unit } disbanded, over the limit.
diadoques_seasons-event-disbanded_no_port = { $power }: fleet { $unit } disbanded, no port left.
diadoques_seasons-event-treasure_seized = { $power } seizes the treasure of { $citadel }: { $amount } T.
diadoques_seasons-event-revolt = Unit { $unit } of { $power } in { $space }, without winter supply, revolts.
diadoques_seasons-event-executed = { $character } is executed by the revolted unit.
diadoques_seasons-event-unsold_removed = Unit { $unit }, unsold at auction, leaves the map.
diadoques_seasons-event-stack_disbanded = { $power }: unit { $unit }, still stacked after the first turn, is disbanded.

diadoques_seasons-gm-results = Results sheet, { $season } { $year }
diadoques_seasons-gm-succeeded = succeeded
diadoques_seasons-gm-failed = failed ({ $reason })
diadoques_seasons-gm-dislodged = dislodged
diadoques_seasons-gm-retreated = retreats to { $space }
diadoques_seasons-gm-destroyed = destroyed
diadoques_seasons-gm-problems = Orders that could not be used:
diadoques_seasons-gm-unreadable = unreadable
diadoques_seasons-gm-events = What the rules did:
diadoques_seasons-gm-new_position = New position:
diadoques_seasons-gm-error-at_line = Line { $line }: { $message }
diadoques_seasons-gm-error-unreadable_file = Cannot read { $path }: { $error }
diadoques_seasons-gm-error-power = unknown power “{ $word }”
diadoques_seasons-gm-error-space = unknown space “{ $word }”
diadoques_seasons-gm-error-kind = unknown unit kind “{ $word }”
diadoques_seasons-gm-error-number = “{ $word }” is not a number
diadoques_seasons-gm-error-line = unreadable line “{ $text }”
diadoques_seasons-gm-error-season = unreadable season “{ $text }” (for example: spring -318)
diadoques_seasons-gm-error-no_unit = no such unit: { $text }
