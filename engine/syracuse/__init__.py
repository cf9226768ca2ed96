"""Syracuse, 415-413 av. J.-C. (F. Bey): content data, map queries, combat resolution, rules engine."""
