## diadoques_characters: the characters of Les Diadoques, succession and elimination (engine/diadoques/characters)

diadoques_characters-reason-not_on_board = that character is not on the board
diadoques_characters-reason-not_yours = you may give only a member of the royal family or a captured diadoque or epigone you hold
diadoques_characters-reason-married = Cleopatra, married to your diadoque or epigone, cannot be given
diadoques_characters-reason-bad_beneficiary = the beneficiary must be another player still in the game

diadoques_characters-event-character_captured = { $character } is captured by { $power }
diadoques_characters-event-character_freed = { $character } is free again
diadoques_characters-event-character_died = { $character } dies
diadoques_characters-event-capture_roll = { $power } tries to capture { $character }: the die shows { $roll }
diadoques_characters-event-royal_retreat = { $character }, alone, withdraws from { $from } to { $to }
diadoques_characters-event-philippe_neutral = Philip III, without a unit to command, leaves { $power } and becomes neutral
diadoques_characters-event-citadel_neutral = { $citadel } becomes neutral
diadoques_characters-event-command_taken = { $character } takes command of a unit of { $power }
diadoques_characters-event-character_dissociated = { $character } leaves its unit
diadoques_characters-event-character_gift = { $power } gives { $character } to { $to }
diadoques_characters-event-assassination_failed = { $power } cannot assassinate { $character }
diadoques_characters-event-marriage_announced = { $power } announces the marriage of { $character } with Cleopatra
diadoques_characters-event-cleopatre_married = { $character } marries Cleopatra: { $prestige } PP to { $power }
diadoques_characters-event-royal_order = { $power } gives the royal order for { $beneficiary }
diadoques_characters-event-epigone_appeared = The epigone of { $power } appears in { $space }
diadoques_characters-event-epigone_cannot_appear = The epigone of { $power } has no citadel to appear in
diadoques_characters-event-dynasties_established = The dynasties of the diadochi are established
diadoques_characters-event-power_eliminated = { $power } is eliminated
diadoques_characters-event-treasury_deposited = The treasury of { $power } is left in { $citadel }
diadoques_characters-event-treasury_taken = { $power } takes the treasury of { $from }
diadoques_characters-event-treasury_lost = The treasury of { $power } is lost
diadoques_characters-event-militia_gone = The militia of { $power } disbands
diadoques_characters-event-unit_in_royal_service = A unit passes into the service of { $character }
diadoques_characters-event-treasury_amount = The treasury of { $power } held { $amount } T
diadoques_characters-event-treasury_received = { $power } receives { $amount } T from the treasury of { $from }
