"""Gold, bribery, auctions, citadels and passage of Les Diadoques (issue #48 item 3, and the secondary
orders of §9c about gold, citadels and passage). Pure functions of (board, state, sheets, rng).

Every step has the contract's shape `step(board, state, sheets, rng) -> (new state, events)`, `sheets`
being each power's `secondary.SecondarySheet`; `rng` may be None (then the state's own dice). Their
place in chapter 8a's sequence:

Military season (spring, summer, autumn)
1. "enchères (chapitre 11b)": `auctions.auction_step` (also eliminates the revolted units nobody bought,
   "avant les mouvements").
2. "application de certains ordres secondaires" (before the military orders):
   `citadels.passage_step` (sets `Position.passages` for the season).
3. "application des ordres de contre-corruption puis de corruption": `bribery.counter_bribery_step`,
   then `bribery.bribery_step`.
4. (military orders and retreats) `auctions.out_of_area_step` ("contraintes à la retraite hors de leur
   champ d'action, elles sont détruites"); then "application de certains ordres secondaires" (after the
   military orders), in this order:
   `citadels.open_gates_step`; `money.treasures_step(..., before=<citadel owners at the season's
   start>)`; `citadels.no_control_step(..., before=<position at the season's start>)`;
   `citadels.transfer_capital_step`; `chandragupta.accord_step`; at the very end of the turn
   `money.gold_gifts_step`.
5. End of summer and of autumn: `auctions.unsold_step`; end of autumn also
   `bribery.year_end_bribery_step`.
Winter: `money.treasures_step` (no `before`: the seizures ordered "au moment du calcul des revenus")
with the incomes, and `money.gold_gifts_step` at the end.

Also for the other parts: `auctions.offer_for_sale` (an eliminated player's units), `citadels.
control_with_declines` (`update_control` that honours "ne pas prendre le contrôle"), `chandragupta.
elephants` (the unit with upkeep 5 and no promotion), `state.closed_provinces` (to fold into
`Position.blocked`), `secrecy.visible_to` (which seat reads an event), `narration.event_key`/`reason_key`
(catalog diadoques_gold.ftl).
"""
