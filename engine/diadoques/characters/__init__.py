"""The characters of Les Diadoques (issue #48 items 1 and 2, and §9c's orders about characters).

Modules: roster (who they are, where, held by whom), command (the military leaders), capture (capture,
control, freedom, the lone royals' retreat), royal (regent, royal order, marriage, assassination, gifts),
succession (chapter 7), deaths, start, messages (catalog keys), invariants.

Step functions for seasons.py, each `(board, state, sheets, rng) -> (new state, events)` with `sheets` the
powers' `secondary.SecondarySheet`s (a missing `rng` means `state.rng`), in the order of chapter 8a:
- `start.place_starting_characters`: once, after the starting purchase (§12).
- `succession.dynasties_step`: at the start of every turn (§7b).
- `royal.orders_before_moves`: with the secondary orders before the military ones (gifts, assassinations).
  A gift's `dest` is a lone character's move: add `CharacterMove(character, dest)` to the adjudicator's
  orders.
- `capture.after_military_moves(..., *, before=<position the adjudicator started from>)`: right after the
  military orders and the units' retreats: leaders killed with their units or captured with their
  citadel, associated characters carried along, captures (citadel changing sides, crossings, lone
  characters), gifts handed over, freedom.
- `capture.character_retreats`: "retraites des personnages" (lone free royals to a neutral citadel).
- `command.command_orders` then `royal.marriage_step`: with the secondary orders after the military ones.
- `command.end_of_turn_commands`: at the end of every turn (Philippe III's command, the +1 bonus).
- `capture.after_winter_orders(..., *, before=<position before the winter's orders>)`: in winter, after
  the orders (characters whose unit was disbanded go free).
- `succession.epigone_appearance(..., *, choices=None)` then `succession.elimination_check(..., *,
  by_event=frozenset(), designated=None)`: at the end of every turn, winter included (§8a, §8b).
Helpers other parts call: `command.bribe_level_modifier` (§9b), `royal.royal_order_givers` and
`royal.royal_order_beneficiary` (§11c, for the eastern satraps' event), `royal.regent`,
`royal.royals_held` (§13's 5 PP each), `capture.capture_roll`, `deaths.kill`, `roster.controller_of`,
`roster.space_of`, `succession.eliminate`; for the soaks, `invariants.character_problems(board, state)`
(empty when every character is somewhere once, the dead off the board, no association dangling).
Events for prestige.py: "cleopatre_married" (with its 10 PP), "character_died" (cause, by),
"character_captured", "power_eliminated".
"""
