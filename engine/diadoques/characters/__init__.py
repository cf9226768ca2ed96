"""The characters of Les Diadoques (issue #48 items 1 and 2, and §9c's orders about characters).

Step functions for seasons.py, each `(board, state, sheets, rng) -> (new state, events)` with `sheets` the
powers' `secondary.SecondarySheet`s, in the order of chapter 8a:
- `start.place_starting_characters`: once, after the starting purchase (§12).
- `capture.after_military_moves(..., *, before=<position before the adjudication>)`: right after the
  military orders and the units' retreats: leaders killed or captured with their units, associated
  characters carried along, captures (citadel that changes sides, crossings, lone characters), gifts,
  freedom.
- `capture.character_retreats`: "retraites des personnages" (lone royals to a neutral citadel).
- `command.command_orders`: with the secondary orders after the military ones (Dissociate, Command, the
  default association).
- `command.end_of_turn_commands`: at the end of every turn (Philippe III's command, the +1 bonus).
Helpers other parts call: `command.bribe_level_modifier` (§9b), `roster.controller_of`,
`roster.space_of`.
"""
