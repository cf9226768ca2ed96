"""Chapter 14: the events (tables I to V), storms, floods, deaths in the royal family, revolts and outside
interventions, whose neutral units follow a small policy (events/policy.py). Issue #48 item 5.

Step functions for seasons.py, in chapter 8a's order (each `(board, state, sheets, rng) -> (state, events)`,
`rng` the state's own generator or None for it):
1. `events.draw.draw_event`: draws Table I (2d6, the season's column) and its sub-tables; nothing in winter
   or in spring -319; an inapplicable event gives none; a revolt in progress is drawn again.
2. `events.apply.apply_event`: what the drawn event does before the orders are written/resolved: storms and
   floods block spaces and close borders, fleets sink, characters drown; a royal death; gold promised;
   neutral units appear (the units there retreat, their orders are cancelled in `state.sheets`).
3. `events.policy.add_neutral_orders`: every neutral unit's order, put in `state.sheets[<its owner>]` so the
   adjudicator resolves them with the players' (`events.policy.neutral_orders` returns them alone).
4. `events.upkeep.upkeep_events`: after the adjudication: units out of their area removed, autumn supply,
   durations counted (not in winter), missions' sequels, revolts over, gold credited at the turn's end,
   storms lifted, report events with prestige deltas.
Also `events.satraps.grant_satraps_offer(board, state, beneficiary) -> (state, events)`, called by the royal
order of the turn after the satraps' offer (chapter 11c), and `events.messages` (the catalog keys of the
events' names and report lines). This package's __init__ imports nothing, so state.py may import
events.model without a cycle.
"""
