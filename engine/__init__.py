"""Pure game logic: no Discord, no database, no drawing. Deterministic from the seed stored in each state."""
