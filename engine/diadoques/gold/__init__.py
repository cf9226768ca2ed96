"""Gold, bribery, auctions, citadels and passage of Les Diadoques (issue #48 item 3; see the modules)."""
